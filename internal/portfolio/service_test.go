package portfolio_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/portfolio"
	"github.com/gusset/gusset/internal/validate"
)

// recordingStore keeps what the service hands it and answers the items it holds.
type recordingStore struct {
	portfolio.Store
	written []*portfolio.Input
	items   []*portfolio.Item
}

func (r *recordingStore) Create(_ context.Context, in *portfolio.Input) (*portfolio.Item, error) {
	r.written = append(r.written, in)
	return &portfolio.Item{Title: in.GetTitle()}, nil
}

func (r *recordingStore) Update(_ context.Context, _ uuid.UUID, in *portfolio.Input) (*portfolio.Item, []string, error) {
	r.written = append(r.written, in)
	return &portfolio.Item{Title: in.GetTitle()}, nil, nil
}

func (r *recordingStore) List(context.Context, bool, keyset.Request) ([]*portfolio.Item, error) {
	return r.items, nil
}

type noFiles struct{ portfolio.Files }

func (noFiles) DeleteObjects(context.Context, ...string) {}

// violations are err's messages by field path; nil when err is no validation error.
func violations(err error) map[string]string {
	var verr *validate.Error
	if !errors.As(err, &verr) {
		return nil
	}
	out := map[string]string{}
	for _, v := range verr.Violations {
		out[v.Field] = v.Message
	}
	return out
}

func TestWritesAreValidatedByFieldPath(t *testing.T) {
	id := uuid.NewString()
	tests := []struct {
		name  string
		write func(*portfolio.Service) error
		wants map[string]string // field path → message
	}{
		{"a new item needs a title and a PDF", func(s *portfolio.Service) error {
			_, err := s.Create(context.Background(), &portfolio.Input{Title: "  "})
			return err
		}, map[string]string{"title": "Title is required", "file_upload_id": "Please upload a PDF file"}},
		{"an empty form is a form without a title or PDF", func(s *portfolio.Service) error {
			_, err := s.Create(context.Background(), nil)
			return err
		}, map[string]string{"title": "Title is required", "file_upload_id": "Please upload a PDF file"}},
		{"a title over 200 characters is too long", func(s *portfolio.Service) error {
			_, err := s.Create(context.Background(), &portfolio.Input{Title: strings.Repeat("é", 201), FileUploadId: "u"})
			return err
		}, map[string]string{"title": "Title is too long (at most 200 characters)"}},
		{"a description over 5000 characters is too long", func(s *portfolio.Service) error {
			_, err := s.Update(context.Background(), id, &portfolio.Input{Title: "T", Description: strings.Repeat("x", 5001)})
			return err
		}, map[string]string{"description": "Description is too long (at most 5000 characters)"}},
		{"an edit with no item chosen says so", func(s *portfolio.Service) error {
			_, err := s.Update(context.Background(), "", &portfolio.Input{Title: "T"})
			return err
		}, map[string]string{"id": "No portfolio selected for update"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := &recordingStore{}
			got := violations(tt.write(portfolio.NewService(store, noFiles{}, nil)))
			if len(got) != len(tt.wants) {
				t.Errorf("got violations %v, want %v", got, tt.wants)
			}
			for field, msg := range tt.wants {
				if got[field] != msg {
					t.Errorf("violation of %s: got %q, want %q", field, got[field], msg)
				}
			}
			if len(store.written) != 0 {
				t.Errorf("got %d writes, want none", len(store.written))
			}
		})
	}
}

func TestTheStoreGetsATrimmedCopy(t *testing.T) {
	store := &recordingStore{}
	in := &portfolio.Input{Title: "  Warehouse ", Description: " Mezzanine ", FileUploadId: " u "}
	if _, err := portfolio.NewService(store, noFiles{}, nil).Create(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	got := store.written[0]
	if got.GetTitle() != "Warehouse" || got.GetDescription() != "Mezzanine" || got.GetFileUploadId() != "u" {
		t.Errorf("got %v, want the fields trimmed", got)
	}
	if in.GetTitle() != "  Warehouse " {
		t.Errorf("the caller's message changed: got title %q, want it as given", in.GetTitle())
	}
}

func TestThePublicListIsNotToldWhyAPreviewFailed(t *testing.T) {
	item := func() *portfolio.Item {
		return &portfolio.Item{Id: uuid.NewString(), Title: "Damaged", PreviewFailure: "the PDF is damaged", CreateTime: timestamppb.Now()}
	}
	for _, tt := range []struct {
		name        string
		onlyActive  bool
		wantFailure string
	}{
		{"the public list leaves the failure out", true, ""},
		{"staff see why", false, "the PDF is damaged"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			store := &recordingStore{items: []*portfolio.Item{item()}}
			list, _, err := portfolio.NewService(store, noFiles{}, nil).List(context.Background(), tt.onlyActive, 0, "")
			if err != nil || len(list) != 1 {
				t.Fatalf("List = %d items, %v; want 1", len(list), err)
			}
			if got := list[0].GetPreviewFailure(); got != tt.wantFailure {
				t.Errorf("got failure %q, want %q", got, tt.wantFailure)
			}
		})
	}
}
