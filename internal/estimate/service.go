package estimate

import (
	"context"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// Uploads are the visitors' resumable uploads, as this domain needs them.
type Uploads interface {
	// OwnerHash is what is kept of a visitor's owner token, or a field error.
	OwnerHash(token string) ([]byte, error)
	// MaxRequest is the most bytes of files one request may carry.
	MaxRequest() int64
	// Open reads a stored file.
	Open(ctx context.Context, tusID string) (io.ReadCloser, error)
}

// Links signs expiring download links (files.Signer), so a browser can fetch a
// multi-gigabyte file straight to disk without a bearer header.
type Links interface {
	Sign(path string, now time.Time) string
	Valid(path string, query url.Values, now time.Time) bool
}

// Service is the estimate domain.
type Service struct {
	store     Store
	followUps *followup.Service
	uploads   Uploads
	links     Links
	mail      mail.Config
	now       func() time.Time
	// pages answers the slugs of the service pages visitors can open; nil: none.
	pages func(ctx context.Context) ([]string, error)
}

// SetServicePages has a request name, besides Services, any service page visitors can
// open now (service pages staff added; internal/sitepage).
func (s *Service) SetServicePages(slugs func(ctx context.Context) ([]string, error)) { s.pages = slugs }

// services are the slugs a request may name: the seven, and the service pages staff
// added. While the pages cannot be read, the seven.
func (s *Service) services(ctx context.Context) []string {
	if s.pages == nil {
		return Services
	}
	added, err := s.pages(ctx)
	if err != nil {
		return Services
	}
	out := slices.Clone(Services)
	for _, slug := range added {
		if !slices.Contains(out, slug) {
			out = append(out, slug)
		}
	}
	return out
}

// NewService returns the service; followUps keeps the requests' assignees, notes and
// first answers, mail says where its notices go.
func NewService(store Store, followUps *followup.Service, uploads Uploads, links Links, mail mail.Config) *Service {
	return &Service{store: store, followUps: followUps, uploads: uploads, links: links, mail: mail, now: time.Now}
}

// SignLink is path signed for staff to download, for a while.
func (s *Service) SignLink(path string) string { return s.links.Sign(path, s.now()) }

// ValidLink reports whether query signs path and has not expired.
func (s *Service) ValidLink(path string, query url.Values) bool {
	return s.links.Valid(path, query, s.now())
}

// Now is the service's clock (for flags).
func (s *Service) Now() time.Time { return s.now() }

// Submit validates and records a request with its files.
func (s *Service) Submit(ctx context.Context, in Input) (Request, error) {
	in, neededBy, err := s.check(in, s.services(ctx))
	if err != nil {
		return Request{}, err
	}
	claim := Claim{MaxRequest: s.uploads.MaxRequest()}
	if len(in.UploadIDs) > 0 {
		if claim.OwnerHash, err = s.uploads.OwnerHash(in.UploadOwner); err != nil {
			return Request{}, err
		}
		for _, raw := range in.UploadIDs {
			id, err := apperr.ParseCanonical(raw)
			if err != nil {
				return Request{}, field("upload_ids", MsgUploadNotYours)
			}
			if !slices.Contains(claim.IDs, id) {
				claim.IDs = append(claim.IDs, id)
			}
		}
	}
	cfg := s.mail.At(ctx) // the firm as the site settings name it now, before the store's transaction
	return s.store.Create(ctx, in, neededBy, claim, func(r Request) []mail.Message { return notices(cfg, r) })
}

func (s *Service) check(in Input, services []string) (Input, time.Time, error) {
	t := strings.TrimSpace
	in.Name, in.Company, in.Email, in.Phone = t(in.Name), t(in.Company), t(in.Email), t(in.Phone)
	in.ProjectName, in.City, in.Region, in.Country = t(in.ProjectName), t(in.City), t(in.Region), t(in.Country)
	in.StructureType, in.ScopeNotes, in.Tonnage = t(in.StructureType), t(in.ScopeNotes), t(in.Tonnage)
	in.DrawingStatus, in.NeededBy, in.Software, in.SoftwareOther = t(in.DrawingStatus), t(in.NeededBy), t(in.Software), t(in.SoftwareOther)
	var c validate.Checker
	for _, f := range []struct{ field, label, v string }{
		{"name", "Name", in.Name}, {"company", "Company", in.Company}, {"project_name", "Project name", in.ProjectName},
		{"city", "City", in.City}, {"country", "Country", in.Country}, {"structure_type", "Structure type", in.StructureType},
	} {
		c.Require(f.field, f.v, MsgRequired)
		c.MaxLen(f.field, f.label, f.v, 200)
	}
	c.MaxLen("region", "Region", in.Region, 200)
	c.MaxLen("tonnage", "Tonnage", in.Tonnage, 100)
	c.MaxLen("scope_notes", "Scope notes", in.ScopeNotes, 5000)
	if in.Email == "" {
		c.Add("email", MsgRequired)
	} else {
		c.Check(validate.Email(in.Email), "email", "Please enter a valid email address")
		c.MaxLen("email", "Email", in.Email, 200)
	}
	if in.Phone == "" {
		c.Add("phone", MsgRequired)
	} else {
		c.Check(validate.Phone(in.Phone), "phone", "Please enter a valid phone number")
		c.MaxLen("phone", "Phone", in.Phone, 200)
	}
	in.Services = chosen(&c, "services", in.Services, services)
	in.Deliverables = chosen(&c, "deliverables", in.Deliverables, Deliverables)
	oneOf(&c, "drawing_status", in.DrawingStatus, DrawingStatuses)
	oneOf(&c, "software", in.Software, Software)
	if in.Software == "OTHER" {
		c.Require("software_other", in.SoftwareOther, MsgRequired)
	} else {
		in.SoftwareOther = ""
	}
	c.MaxLen("software_other", "Software", in.SoftwareOther, 200)
	var neededBy time.Time
	if in.NeededBy == "" {
		c.Add("needed_by", MsgRequired)
	} else if d, err := time.Parse(time.DateOnly, in.NeededBy); err != nil {
		c.Add("needed_by", "Please enter a date")
	} else if d.Before(s.now().UTC().Truncate(24 * time.Hour).Add(-24 * time.Hour)) {
		c.Add("needed_by", "Please choose a date that has not passed")
	} else {
		neededBy = d
	}
	if len(in.UploadIDs) > 100 {
		c.Add("upload_ids", "Please send at most 100 files; put the others in a ZIP archive.")
	}
	return in, neededBy, c.Err()
}

// chosen keeps the known values of vs, in the list's order, and requires one.
func chosen(c *validate.Checker, field string, vs, known []string) []string {
	var out []string
	for _, k := range known {
		if slices.Contains(vs, k) {
			out = append(out, k)
		}
	}
	for _, v := range vs {
		if !slices.Contains(known, v) {
			c.Add(field, "Unknown choice: "+v)
			return out
		}
	}
	if len(out) == 0 {
		c.Add(field, MsgRequired)
	}
	return out
}

func oneOf(c *validate.Checker, field, v string, known []string) {
	switch {
	case v == "":
		c.Add(field, MsgRequired)
	case !slices.Contains(known, v):
		c.Add(field, "Unknown choice")
	}
}

func field(name, msg string) error {
	var c validate.Checker
	c.Add(name, msg)
	return c.Err()
}

func (s *Service) id(raw string) (uuid.UUID, error) { return apperr.ParseID(raw, ErrNotFound) }

// Get is one request with its files.
func (s *Service) Get(ctx context.Context, id string) (Request, error) {
	uid, err := s.id(id)
	if err != nil {
		return Request{}, err
	}
	return s.store.Get(ctx, uid)
}

// Search lists requests newest first.
func (s *Service) Search(ctx context.Context, f Filter, size int32, token string) ([]Request, string, error) {
	if f.Status != "" && !f.Status.valid() {
		return nil, "", field("status", "Unknown status")
	}
	if f.Service != "" && !slices.Contains(s.services(ctx), f.Service) {
		return nil, "", field("service", "Unknown service")
	}
	f.Text = strings.TrimSpace(f.Text)
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Request, error) {
		return s.store.Search(ctx, f, p)
	}, func(r Request) (time.Time, uuid.UUID) { return r.CreateTime, r.ID })
}

// SetStatus moves a request along the pipeline (any status to any other: a step back
// corrects a mis-click).
func (s *Service) SetStatus(ctx context.Context, id string, st Status) (Request, error) {
	if !st.valid() {
		return Request{}, field("status", "Unknown status")
	}
	uid, err := s.id(id)
	if err != nil {
		return Request{}, err
	}
	return s.store.SetStatus(ctx, uid, st)
}

// SetAssignee assigns a request; "" unassigns.
func (s *Service) SetAssignee(ctx context.Context, id, user string) (Request, error) {
	uid, err := s.id(id)
	if err != nil {
		return Request{}, err
	}
	if err := s.followUps.Assign(ctx, followup.Estimate, uid, user); err != nil {
		return Request{}, followup.NotFoundAs(err, ErrNotFound)
	}
	return s.store.Get(ctx, uid)
}

// Notes lists a request's notes oldest first.
func (s *Service) Notes(ctx context.Context, id string) ([]Note, error) {
	uid, err := s.id(id)
	if err != nil {
		return nil, err
	}
	notes, err := s.followUps.Notes(ctx, followup.Estimate, uid)
	return notes, followup.NotFoundAs(err, ErrNotFound)
}

// AddNote adds a note (1–5000 characters); the first note is a first response.
func (s *Service) AddNote(ctx context.Context, id string, a actor.Actor, body string) (Note, error) {
	uid, err := s.id(id)
	if err != nil {
		return Note{}, err
	}
	n, err := s.followUps.AddNote(ctx, followup.Estimate, uid, a, body)
	return n, followup.NotFoundAs(err, ErrNotFound)
}

// Trash moves a request to the trash.
func (s *Service) Trash(ctx context.Context, id string) error {
	uid, err := s.id(id)
	if err != nil {
		return err
	}
	return s.store.Trash(ctx, uid)
}

// Stats are the last 30 days' requests against the 24-hour promise.
func (s *Service) Stats(ctx context.Context) (Stats, error) {
	f, err := s.followUps.Figures(ctx, followup.Estimate, 30)
	if err != nil {
		return Stats{}, err
	}
	return Stats{Total: int(f.Received), AnsweredInTime: int(f.AnsweredInTime), Waiting: int(f.Waiting)}, nil
}

// OpenFile is one file of a request, to stream to staff.
func (s *Service) OpenFile(ctx context.Context, id, fileID string) (File, io.ReadCloser, error) {
	uid, err := s.id(id)
	if err != nil {
		return File{}, nil, err
	}
	fid, err := apperr.ParseID(fileID, ErrFileNotFound)
	if err != nil {
		return File{}, nil, err
	}
	f, tusID, err := s.store.File(ctx, uid, fid)
	if err != nil {
		return File{}, nil, err
	}
	r, err := s.uploads.Open(ctx, tusID)
	if err != nil {
		return File{}, nil, fmt.Errorf("opening %s: %w", f.ID, err)
	}
	return f, r, nil
}
