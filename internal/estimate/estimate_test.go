package estimate

import (
	"context"
	"errors"
	"io"
	"net/url"
	"testing"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

func TestFlagsFollowThePromiseAndTheNeededByDate(t *testing.T) {
	received := timestamppb.New(time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC))
	answered := timestamppb.New(received.AsTime().Add(30 * time.Hour))
	needed := time.Date(2026, 3, 10, 0, 0, 0, 0, time.UTC)
	neededBy := needed.Format(time.DateOnly)
	type flags struct{ overdue, dueSoon, neededByPassed bool }
	for _, tc := range []struct {
		name string
		r    *Request
		now  time.Time
		want flags
	}{
		{"a request received an hour ago is neither due soon nor overdue", &Request{CreateTime: received, Status: StatusNew}, received.AsTime().Add(time.Hour), flags{}},
		{"a request 21 hours old without a response is due soon", &Request{CreateTime: received, Status: StatusNew}, received.AsTime().Add(21 * time.Hour), flags{dueSoon: true}},
		{"a request 24 hours old without a response is overdue", &Request{CreateTime: received, Status: StatusNew}, received.AsTime().Add(24 * time.Hour), flags{overdue: true}},
		{"an answered request is never overdue, however late", &Request{CreateTime: received, Status: StatusReviewing, FirstResponseTime: answered}, received.AsTime().Add(72 * time.Hour), flags{}},
		{"an open request past its needed-by day is flagged", &Request{CreateTime: received, Status: StatusQuoted, FirstResponseTime: answered, NeededBy: neededBy}, needed.Add(25 * time.Hour), flags{neededByPassed: true}},
		{"a won request past its needed-by day is not", &Request{CreateTime: received, Status: StatusWon, FirstResponseTime: answered, NeededBy: neededBy}, needed.Add(25 * time.Hour), flags{}},
		{"flags set before are cleared when they no longer hold", &Request{CreateTime: received, Status: StatusWon, FirstResponseTime: answered, NeededBy: neededBy, Overdue: true, DueSoon: true, NeededByPassed: true}, needed.Add(25 * time.Hour), flags{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			SetFlags(tc.r, tc.now)
			if got := (flags{tc.r.GetOverdue(), tc.r.GetDueSoon(), tc.r.GetNeededByPassed()}); got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

type fakeStore struct {
	Store
	created *Input
	claim   Claim
}

func (f *fakeStore) Create(_ context.Context, in *Input, _ time.Time, c Claim, _ func(*Request) []mail.Message) (*Request, error) {
	f.created, f.claim = in, c
	return &Request{Reference: "EST-2026-0001", Name: in.GetName()}, nil
}

type fakeUploads struct{}

func (fakeUploads) OwnerHash(token string) ([]byte, error) {
	if token == "" {
		return nil, errors.New("no token")
	}
	return []byte(token), nil
}
func (fakeUploads) MaxRequest() int64                                   { return 100 }
func (fakeUploads) Open(context.Context, string) (io.ReadCloser, error) { return nil, nil }

type fakeLinks struct{}

func (fakeLinks) Sign(p string, _ time.Time) string        { return p }
func (fakeLinks) Valid(string, url.Values, time.Time) bool { return false }

func complete() *Input {
	return &Input{
		Name: "Dana", Company: "Prairie Steel", Email: "dana@prairie.example", Phone: "+1 306 555 0142",
		ProjectName: "Regina DC", City: "Regina", Country: "Canada", Services: []string{"pemb-detailing"},
		StructureType: "Warehouse", DrawingStatus: "FOR_BID", NeededBy: "2099-01-15", Software: "TEKLA",
		Deliverables: []string{"IFC"},
	}
}

func TestSubmitChecksTheForm(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Input)
		field  string
		msg    string
	}{
		{"a missing company is required", func(in *Input) { in.Company = "  " }, "company", MsgRequired},
		{"no service chosen is required", func(in *Input) { in.Services = nil }, "services", MsgRequired},
		{"an unknown service is refused", func(in *Input) { in.Services = []string{"welding"} }, "services", "Unknown choice: welding"},
		{"no deliverable chosen is required", func(in *Input) { in.Deliverables = nil }, "deliverables", MsgRequired},
		{"other software must be named", func(in *Input) { in.Software = "OTHER" }, "software_other", MsgRequired},
		{"a needed-by date must be a date", func(in *Input) { in.NeededBy = "soon" }, "needed_by", "Please enter a date"},
		{"a needed-by date in the past is refused", func(in *Input) { in.NeededBy = "2001-01-01" }, "needed_by", "Please choose a date that has not passed"},
		{"a malformed e-mail is refused", func(in *Input) { in.Email = "dana" }, "email", "Please enter a valid email address"},
		{"a malformed upload id is not the visitor's", func(in *Input) { in.UploadIds, in.UploadOwner = []string{"x"}, "owner" }, "upload_ids", MsgUploadNotYours},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store := &fakeStore{}
			in := complete()
			tc.change(in)
			_, err := NewService(store, nil, fakeUploads{}, fakeLinks{}, mail.Config{}).Submit(context.Background(), in)
			var verr *validate.Error
			if !errors.As(err, &verr) || len(verr.Violations) == 0 || verr.Violations[0].Field != tc.field || verr.Violations[0].Message != tc.msg {
				t.Fatalf("got %v, want %s: %q", err, tc.field, tc.msg)
			}
			if store.created != nil {
				t.Error("a refused request was stored")
			}
		})
	}
	t.Run("a complete request is stored with its uploads deduplicated, in order", func(t *testing.T) {
		store := &fakeStore{}
		in := complete()
		a, b := "6f1c2a52-7d6e-4b0a-9a51-3c2b1d4e5f60", "0b7e9c1d-2a3f-4e5d-8c6b-7a8f9e0d1c2b"
		in.UploadIds, in.UploadOwner = []string{a, b, a}, "owner"
		if _, err := NewService(store, nil, fakeUploads{}, fakeLinks{}, mail.Config{}).Submit(context.Background(), in); err != nil {
			t.Fatal(err)
		}
		if got := len(store.claim.IDs); got != 2 || store.claim.IDs[0].String() != a || string(store.claim.OwnerHash) != "owner" || store.claim.MaxRequest != 100 {
			t.Errorf("claim %+v, want the two uploads of owner within 100 bytes", store.claim)
		}
	})
}
