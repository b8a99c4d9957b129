package rest

import (
	"bytes"
	"encoding/json"
	"math"
	"net/url"
	"slices"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"google.golang.org/protobuf/proto"
)

// keysOf is the object's keys in the order written, repeats included.
func keysOf(t *testing.T, b []byte) []string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func TestProjectJSONShape(t *testing.T) {
	spec := []string{"id", "projectId", "title", "projectTitle", "description", "type", "otherType", "department",
		"location", "technologyused", "designingSoftware", "status", "images", "file", "createdAt", "updatedAt"}
	full := &sitev1.GalleryProject{Id: "p", Title: "Mill", OtherType: "x", TechnologyUsed: "Tekla", DesigningSoftware: "Tekla",
		Location: "Regina", Description: "d", Tonnage: proto.Float64(12.5)}
	tests := []struct {
		name    string
		project *sitev1.GalleryProject
		want    []string
	}{
		{"every field set gives the spec's keys once each, then the added ones", full, append(slices.Clone(spec), "tonnage")},
		{"a project with nothing set gives exactly the spec's keys", &sitev1.GalleryProject{}, spec},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(toProject(tt.project))
			if err != nil {
				t.Fatal(err)
			}
			if got := keysOf(t, b); !slices.Equal(got, tt.want) {
				t.Errorf("got keys %v, want %v", got, tt.want)
			}
		})
	}
}

func TestReadExtra(t *testing.T) {
	tests := []struct {
		name    string
		values  url.Values
		want    func(*adminv1.ProjectInput) bool
		wantErr bool
	}{
		{"a field the spec lacks is read under its JSON name", url.Values{"tonnage": {"1850.5"}},
			func(in *adminv1.ProjectInput) bool { return in.GetTonnage() == 1850.5 }, false},
		{"a field not sent stays unset", url.Values{}, func(in *adminv1.ProjectInput) bool { return in.Tonnage == nil }, false},
		{"a number that does not parse is passed on for the service to name", url.Values{"tonnage": {"lots"}},
			func(in *adminv1.ProjectInput) bool { return math.IsNaN(in.GetTonnage()) }, false},
		{"a field the spec's shape maps is not read twice", url.Values{"otherType": {"ignored"}},
			func(in *adminv1.ProjectInput) bool { return in.GetOtherType() == "" }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := &adminv1.ProjectInput{}
			err := projectInputMapped.readExtra(form{values: tt.values}, in)
			if (err != nil) != tt.wantErr || !tt.want(in) {
				t.Errorf("got %v, %v, want error = %v and the field as described", in, err, tt.wantErr)
			}
		})
	}
}

func TestKeepExtra(t *testing.T) {
	current := &sitev1.GalleryProject{Title: "old", Tonnage: proto.Float64(40)}
	t.Run("an edit without the added field keeps the current value", func(t *testing.T) {
		in := &adminv1.ProjectInput{Title: "new"}
		projectInputMapped.keepExtra(in, current)
		if in.GetTonnage() != 40 || in.GetTitle() != "new" {
			t.Errorf("got %v, want tonnage 40 kept and the title as sent", in)
		}
	})
	t.Run("an edit with the added field keeps what it sends", func(t *testing.T) {
		in := &adminv1.ProjectInput{Tonnage: proto.Float64(7)}
		projectInputMapped.keepExtra(in, current)
		if in.GetTonnage() != 7 {
			t.Errorf("got %v, want 7", in.GetTonnage())
		}
	})
}

func TestMappingsNameRealFields(t *testing.T) {
	tests := []struct {
		name   string
		m      mapped
		fields proto.Message
	}{
		{"the gallery project's", projectMapped, &sitev1.GalleryProject{}},
		{"the gallery project input's", projectInputMapped, &adminv1.ProjectInput{}},
	}
	for _, tt := range tests {
		t.Run(tt.name+" mapped names are all fields of the message", func(t *testing.T) {
			fields := tt.fields.ProtoReflect().Descriptor().Fields()
			for name := range tt.m {
				if fields.ByName(name) == nil {
					t.Errorf("got %q mapped, want a field of %s", name, tt.fields.ProtoReflect().Descriptor().FullName())
				}
			}
		})
	}
}
