package casestudy_test

import (
	"context"
	"testing"

	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/internal/casestudy/casestudypg"
	"github.com/gusset/gusset/internal/pgtest"
)

type noObjects struct{}

func (noObjects) DeleteObjects(context.Context, ...string) {}

var pages = []casestudy.Page{{Slug: "steel-detailing", Name: "Steel detailing"}, {Slug: "connection-design", Name: "Connection design"}}

func TestServicesAreNamedFromTheSitesPages(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()
	svc := casestudy.NewService(casestudypg.New(pool), noObjects{}, pages)
	in := &adminv1.CaseStudyInput{Title: "  A mill  ", Services: []string{"connection-design", "steel-detailing"}}
	sent := proto.Clone(in)
	c, err := svc.Create(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the form is left as sent", func(t *testing.T) {
		if !proto.Equal(in, sent) {
			t.Errorf("got %v, want %v", in, sent)
		}
	})
	t.Run("each service has its page's name, in the case study's order", func(t *testing.T) {
		got := c.GetServices()
		if len(got) != 2 || got[0].GetName() != "Connection design" || got[1].GetSlug() != "steel-detailing" {
			t.Errorf("got %v, want connection design then steel detailing", got)
		}
	})
	t.Run("a page the site no longer has is left out", func(t *testing.T) {
		fewer := casestudy.NewService(casestudypg.New(pool), noObjects{}, pages[:1])
		got, err := fewer.GetAny(ctx, c.GetId())
		if err != nil || len(got.GetServices()) != 1 || got.GetServices()[0].GetName() != "Steel detailing" {
			t.Errorf("got %v, %v, want steel detailing only", got.GetServices(), err)
		}
	})
}
