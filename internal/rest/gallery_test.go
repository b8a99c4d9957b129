package rest

import (
	"encoding/json"
	"strings"
	"testing"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

func TestProjectJSONTonnage(t *testing.T) {
	tons := 1850.5
	tests := []struct {
		name    string
		project *sitev1.GalleryProject
		want    string
		absent  bool
	}{
		{"a given tonnage is a number", &sitev1.GalleryProject{Id: "p", Tonnage: &tons}, `"tonnage":1850.5`, false},
		{"a tonnage not given is left out", &sitev1.GalleryProject{Id: "p"}, `"tonnage"`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(toProject(tt.project))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(string(b), tt.want); got == tt.absent {
				t.Errorf("got %s, want %s present = %v", b, tt.want, !tt.absent)
			}
			if !strings.Contains(string(b), `"technologyused":""`) {
				t.Errorf("got %s, want the spec's fields as before", b)
			}
		})
	}
}
