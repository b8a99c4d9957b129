package rest_test

import (
	"testing"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// A field the spec's shape does not have (tonnage) passes through the REST shim as it is.
func TestRESTGalleryFieldsBeyondTheSpec(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	token := s.StaffToken(t)
	spec := func(extra ...sitetest.Part) []sitetest.Part {
		return append([]sitetest.Part{
			{Field: "title", Value: "Mill"}, {Field: "description", Value: "Main steel"}, {Field: "location", Value: "Regina"},
			{Field: "technologyused", Value: "Tekla Structures"},
			{Field: "type", Value: "INDUSTRIAL"}, {Field: "department", Value: "STRUCTURAL"}, {Field: "status", Value: "COMPLETED"},
		}, extra...)
	}
	var created struct {
		ID      string
		Tonnage *float64
	}
	if code := s.REST(t, "POST", "/api/project/create", token, spec(
		sitetest.Part{Field: "tonnage", Value: "1850.5"},
		sitetest.Part{Field: "images", File: "a.png", Content: sitetest.PNGBytes(t, 8, 6)},
	), &created); code != 201 || created.Tonnage == nil || *created.Tonnage != 1850.5 {
		t.Fatalf("got %d %+v, want 201 with tonnage 1850.5", code, created)
	}
	tests := []struct {
		name     string
		parts    []sitetest.Part
		wantCode int
		want     float64
	}{
		{"an edit through the spec's form, which has no tonnage, keeps it", spec(), 200, 1850.5},
		{"an edit that sends a tonnage changes it", spec(sitetest.Part{Field: "tonnage", Value: "12"}), 200, 12},
		{"a tonnage that is not a number is refused and changes nothing", spec(sitetest.Part{Field: "tonnage", Value: "lots"}), 400, 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if code := s.REST(t, "PATCH", "/api/project/update/"+created.ID, token, tt.parts, nil); code != tt.wantCode {
				t.Errorf("got %d, want %d", code, tt.wantCode)
			}
			var got struct{ Tonnage float64 }
			if s.REST(t, "GET", "/api/project/"+created.ID, "", nil, &got); got.Tonnage != tt.want {
				t.Errorf("got tonnage %v, want %v", got.Tonnage, tt.want)
			}
		})
	}
}
