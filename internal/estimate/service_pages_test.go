package estimate

import (
	"context"
	"errors"
	"testing"

	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
)

func TestARequestMayNameAnAddedServicePage(t *testing.T) {
	for _, tc := range []struct {
		name    string
		pages   func(context.Context) ([]string, error)
		service string
		ok      bool
	}{
		{"a service page staff added is a choice", func(context.Context) ([]string, error) { return []string{"steel-joist-detailing"}, nil }, "steel-joist-detailing", true},
		{"the seven stay choices beside the added ones", func(context.Context) ([]string, error) { return []string{"steel-joist-detailing"}, nil }, "pemb-detailing", true},
		{"a slug that is no service page is refused", func(context.Context) ([]string, error) { return []string{"steel-joist-detailing"}, nil }, "welding", false},
		{"while the pages cannot be read, the seven are the choices", func(context.Context) ([]string, error) { return nil, errors.New("down") }, "steel-joist-detailing", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svc := NewService(&searchStore{}, nil, fakeUploads{}, fakeLinks{}, mail.Config{})
			svc.SetServicePages(tc.pages)
			in := complete()
			in.Services = []string{tc.service}
			_, err := svc.Submit(context.Background(), in)
			if (err == nil) != tc.ok {
				t.Errorf("Submit with %q: error = %v, want accepted %v", tc.service, err, tc.ok)
			}
			_, _, err = svc.Search(context.Background(), &Search{Service: tc.service})
			if (err == nil) != tc.ok {
				t.Errorf("Search by %q: error = %v, want accepted %v", tc.service, err, tc.ok)
			}
		})
	}
}

// searchStore finds no requests.
type searchStore struct{ fakeStore }

func (*searchStore) Search(context.Context, Filter, keyset.Request) ([]*Request, error) {
	return nil, nil
}
