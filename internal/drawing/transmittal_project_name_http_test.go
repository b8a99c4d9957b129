package drawing_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// An outside reviewer may not read the project, so its name comes with each transmittal:
// the same for every reader.
func TestEveryReaderOfATransmittalSeesItsProjectsName(t *testing.T) {
	f, a := start(t)
	other := newTenant(t, f, "Coulee Ironworks", "ivan@coulee.example", "J-2026-202")
	in := forApproval(a.project, []string{a.clientID}, revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf")))
	in.Reviewers = []*portalv1.OutsideReviewer{{Email: "eor@engineers.example", Name: "Erin Engineer"}}
	sent, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	// The same reviewer on another organization's project: their list spans two projects.
	in2 := forApproval(other.project, nil, revisionIDs(addSheets(t, f, other.project, "C7_R0.pdf")))
	in2.Reviewers = []*portalv1.OutsideReviewer{{Email: "eor@engineers.example"}}
	sent2, err := send(f, in2)
	if err != nil {
		t.Fatal(err)
	}
	reviewer := signInReviewer(t, f, "eor@engineers.example")
	const want, want2 = "Warehouse J-2026-101", "Warehouse J-2026-202"
	if got := sent.GetProjectName(); got != want {
		t.Errorf("SendTransmittal's answer: got project name %q, want %q", got, want)
	}
	ctx := context.Background()
	mine := portalv1connect.NewReviewerServiceClient(f.H1, f.URL)

	readers := []struct {
		name string
		read func() (*portalv1.Transmittal, error)
	}{
		{"staff read it with its project's name", func() (*portalv1.Transmittal, error) {
			res, err := transmittalClient(f).GetTransmittalAdmin(ctx, sitetest.WithToken(&adminv1.GetTransmittalAdminRequest{Id: sent.GetId()}, f.Staff))
			return res.Msg.GetTransmittal(), err
		}},
		{"staff's list carries it", func() (*portalv1.Transmittal, error) {
			res, err := transmittalClient(f).ListTransmittalsAdmin(ctx, sitetest.WithToken(&adminv1.ListTransmittalsAdminRequest{ProjectId: a.project}, f.Staff))
			return first(res.Msg.GetTransmittals()), err
		}},
		{"the client reads it with its project's name", func() (*portalv1.Transmittal, error) {
			res, err := portalClient(f).GetTransmittal(ctx, sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: sent.GetId()}, a.client))
			return res.Msg.GetTransmittal(), err
		}},
		{"the client's list carries it", func() (*portalv1.Transmittal, error) {
			res, err := portalClient(f).ListTransmittals(ctx, sitetest.WithToken(&portalv1.ListTransmittalsRequest{ProjectId: a.project}, a.client))
			return first(res.Msg.GetTransmittals()), err
		}},
		{"the outside reviewer reads it with its project's name", func() (*portalv1.Transmittal, error) {
			res, err := portalClient(f).GetTransmittal(ctx, sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: sent.GetId()}, reviewer))
			return res.Msg.GetTransmittal(), err
		}},
	}
	for _, r := range readers {
		t.Run(r.name, func(t *testing.T) {
			got, err := r.read()
			if err != nil {
				t.Fatal(err)
			}
			if got.GetProjectName() != want {
				t.Errorf("got project name %q, want %q", got.GetProjectName(), want)
			}
		})
	}

	t.Run("the outside reviewer's list names each transmittal's own project", func(t *testing.T) {
		res, err := mine.ListMyTransmittals(ctx, sitetest.WithToken(&portalv1.ListMyTransmittalsRequest{}, reviewer))
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, tr := range res.Msg.GetTransmittals() {
			got[tr.GetId()] = tr.GetProjectName()
		}
		if len(got) != 2 || got[sent.GetId()] != want || got[sent2.GetId()] != want2 {
			t.Errorf("got %v, want %s: %q and %s: %q", got, sent.GetId(), want, sent2.GetId(), want2)
		}
	})
	t.Run("the outside reviewer still cannot read the project", func(t *testing.T) {
		_, err := f.Portal.GetProject(ctx, sitetest.WithToken(&portalv1.GetProjectRequest{Id: a.project}, reviewer))
		if got := connect.CodeOf(err); got != connect.CodePermissionDenied {
			t.Errorf("the reviewer's GetProject: got %v, want permission denied", err)
		}
	})
}

func first(ts []*portalv1.Transmittal) *portalv1.Transmittal {
	if len(ts) == 0 {
		return nil
	}
	return ts[0]
}
