package estimate

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

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
	// names answers the service pages' menu names by slug; nil: none.
	names func(ctx context.Context) (map[string]string, error)
}

// SetServicePages has a request name, besides Services, any service page visitors can
// open now (service pages staff added; internal/sitepage).
func (s *Service) SetServicePages(slugs func(ctx context.Context) ([]string, error)) { s.pages = slugs }

// SetServiceNames has the mails name a request's services as the site's menu does.
func (s *Service) SetServiceNames(names func(ctx context.Context) (map[string]string, error)) {
	s.names = names
}

// serviceNames are the services' names by slug: the menu's, over the seven's as seeded
// (while the pages cannot be read, or for a page since hidden).
func (s *Service) serviceNames(ctx context.Context) map[string]string {
	out := maps.Clone(serviceNames)
	if s.names == nil {
		return out
	}
	if names, err := s.names(ctx); err == nil {
		maps.Copy(out, names)
	}
	return out
}

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

// Submit validates and records a request with its files.
func (s *Service) Submit(ctx context.Context, form *Input) (*Request, error) {
	in, neededBy, err := s.check(form, s.services(ctx))
	if err != nil {
		return nil, err
	}
	claim := Claim{MaxRequest: s.uploads.MaxRequest()}
	if len(in.UploadIds) > 0 {
		if claim.OwnerHash, err = s.uploads.OwnerHash(in.UploadOwner); err != nil {
			return nil, err
		}
		for _, raw := range in.UploadIds {
			id, err := apperr.ParseCanonical(raw)
			if err != nil {
				return nil, field("upload_ids", MsgUploadNotYours)
			}
			if !slices.Contains(claim.IDs, id) {
				claim.IDs = append(claim.IDs, id)
			}
		}
	}
	cfg := s.mail.At(ctx) // the firm as the site settings name it now, before the store's transaction
	names := s.serviceNames(ctx)
	return s.store.Create(ctx, in, neededBy, claim, func(r *Request) []mail.Message { return notices(cfg, names, r) })
}

// check trims and validates a copy of the form (the caller's message stays as sent); it
// answers the date the visitor needs the estimate by.
func (s *Service) check(form *Input, services []string) (*Input, time.Time, error) {
	in := proto.CloneOf(form)
	if in == nil {
		in = &Input{}
	}
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
	if len(in.UploadIds) > 100 {
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

// presented is the store's answer with present's additions.
func (s *Service) presented(r *Request, err error) (*Request, error) {
	if err != nil {
		return nil, err
	}
	s.present(r)
	return r, nil
}

// present adds to a stored request what holds at read time: its flags now, and links to
// its files signed for a while.
func (s *Service) present(r *Request) {
	SetFlags(r, s.now())
	base := FilesPath + r.GetId() + "/files"
	if r.GetFileCount() > 0 {
		r.ZipPath = s.SignLink(base + ".zip")
	}
	for _, f := range r.GetFiles() {
		f.DownloadPath = s.SignLink(base + "/" + f.GetId())
	}
}

// Get is one request with its files.
func (s *Service) Get(ctx context.Context, id string) (*Request, error) {
	uid, err := s.id(id)
	if err != nil {
		return nil, err
	}
	return s.presented(s.store.Get(ctx, uid))
}

// Search lists requests newest first.
func (s *Service) Search(ctx context.Context, q *Search) ([]*Request, string, error) {
	f, err := s.filter(ctx, q)
	if err != nil {
		return nil, "", err
	}
	list, next, err := keyset.Fetch(q.GetPageSize(), q.GetPageToken(), func(p keyset.Request) ([]*Request, error) {
		return s.store.Search(ctx, f, p)
	}, func(r *Request) (time.Time, uuid.UUID) {
		id, _ := uuid.Parse(r.GetId()) // the store's own ids
		return r.GetCreateTime().AsTime(), id
	})
	for _, r := range list {
		s.present(r)
	}
	return list, next, err
}

// filter checks a search: a known status and service, an assignee's id or "none", dates.
func (s *Service) filter(ctx context.Context, q *Search) (Filter, error) {
	f := Filter{Status: q.GetStatus(), Service: q.GetService(), Text: strings.TrimSpace(q.GetText()),
		From: timeOf(q.GetFromTime()), To: timeOf(q.GetToTime())}
	if f.Status != StatusAny && !validStatus(f.Status) {
		return f, field("status", "Unknown status")
	}
	if f.Service != "" && !slices.Contains(s.services(ctx), f.Service) {
		return f, field("service", "Unknown service")
	}
	switch a := q.GetAssigneeId(); a {
	case "":
	case "none":
		f.Unassigned = true
	default:
		id, err := apperr.ParseID(a, field("assignee_id", "Unknown staff user"))
		if err != nil {
			return f, err
		}
		f.AssigneeID = &id
	}
	for _, d := range []struct {
		v   string
		dst **time.Time
		f   string
	}{{q.GetNeededFrom(), &f.NeededFrom, "needed_from"}, {q.GetNeededTo(), &f.NeededTo, "needed_to"}} {
		if d.v == "" {
			continue
		}
		t, err := time.Parse(time.DateOnly, d.v)
		if err != nil {
			return f, field(d.f, "Please enter a date")
		}
		*d.dst = &t
	}
	return f, nil
}

// timeOf is an optional time of a request: unset stays nil.
func timeOf(t *timestamppb.Timestamp) *time.Time {
	if t == nil {
		return nil
	}
	v := t.AsTime()
	return &v
}

// SetStatus moves a request along the pipeline (any status to any other: a step back
// corrects a mis-click).
func (s *Service) SetStatus(ctx context.Context, id string, st Status) (*Request, error) {
	if !validStatus(st) {
		return nil, field("status", "Unknown status")
	}
	uid, err := s.id(id)
	if err != nil {
		return nil, err
	}
	return s.presented(s.store.SetStatus(ctx, uid, st))
}

// SetAssignee assigns a request; "" unassigns.
func (s *Service) SetAssignee(ctx context.Context, id, user string) (*Request, error) {
	uid, err := s.id(id)
	if err != nil {
		return nil, err
	}
	if err := s.followUps.Assign(ctx, followup.Estimate, uid, user); err != nil {
		return nil, followup.NotFoundAs(err, ErrNotFound)
	}
	return s.presented(s.store.Get(ctx, uid))
}

// toNote is a follow-up note as the request's notes show it.
func toNote(n followup.Note) *Note {
	return &Note{Id: n.ID.String(), Author: n.Author, Body: n.Body, CreateTime: timestamppb.New(n.CreateTime)}
}

// Notes lists a request's notes oldest first.
func (s *Service) Notes(ctx context.Context, id string) ([]*Note, error) {
	uid, err := s.id(id)
	if err != nil {
		return nil, err
	}
	notes, err := s.followUps.Notes(ctx, followup.Estimate, uid)
	if err != nil {
		return nil, followup.NotFoundAs(err, ErrNotFound)
	}
	out := make([]*Note, len(notes))
	for i, n := range notes {
		out[i] = toNote(n)
	}
	return out, nil
}

// AddNote adds a note (1–5000 characters); the first note is a first response.
func (s *Service) AddNote(ctx context.Context, id string, a actor.Actor, body string) (*Note, error) {
	uid, err := s.id(id)
	if err != nil {
		return nil, err
	}
	n, err := s.followUps.AddNote(ctx, followup.Estimate, uid, a, body)
	if err != nil {
		return nil, followup.NotFoundAs(err, ErrNotFound)
	}
	return toNote(n), nil
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
func (s *Service) Stats(ctx context.Context) (*Stats, error) {
	f, err := s.followUps.Figures(ctx, followup.Estimate, 30)
	if err != nil {
		return nil, err
	}
	return &Stats{Total: int32(f.Received), AnsweredInTime: int32(f.AnsweredInTime), Waiting: int32(f.Waiting)}, nil
}

// OpenFile is one file of a request, to stream to staff.
func (s *Service) OpenFile(ctx context.Context, id, fileID string) (*File, io.ReadCloser, error) {
	uid, err := s.id(id)
	if err != nil {
		return nil, nil, err
	}
	fid, err := apperr.ParseID(fileID, ErrFileNotFound)
	if err != nil {
		return nil, nil, err
	}
	f, tusID, err := s.store.File(ctx, uid, fid)
	if err != nil {
		return nil, nil, err
	}
	r, err := s.uploads.Open(ctx, tusID)
	if err != nil {
		return nil, nil, fmt.Errorf("opening %s: %w", f.GetId(), err)
	}
	return f, r, nil
}
