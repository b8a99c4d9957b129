package drawing

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/validate"
)

// A bulk add: staff upload a set of PDFs for a project (StartUpload), ask what their
// names say (ProposeSheets: nothing is written), correct the table and commit it
// (AddRevisions: every upload becomes a revision, or none does). Uploads never committed
// are removed by the uploads' janitor.

// MaxBulk caps the files of one bulk add.
const MaxBulk = 500

// StartUpload admits a staff upload of a drawing for project.
func (s *Service) StartUpload(ctx context.Context, c actor.Actor, projectID, name, typ string, size int64, sizeDeferred bool) (uuid.UUID, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return uuid.Nil, err
	}
	if !c.IsStaff() {
		return uuid.Nil, ErrProjectNotFound
	}
	if _, err := s.store.Settings(ctx, id, nil); err != nil {
		return uuid.Nil, err
	}
	return s.uploads.StartTargeted(ctx, resumable.Targeted{Owner: portal.Owner(c), Target: id, Name: name, Type: typ, Size: size, SizeDeferred: sizeDeferred})
}

// Upload is c's upload id, or resumable.ErrNotFound for anyone else's.
func (s *Service) Upload(ctx context.Context, c actor.Actor, id uuid.UUID) (resumable.Upload, error) {
	return s.uploads.Owned(ctx, id.String(), portal.Owner(c))
}

// ProposeSheets reads each of c's finished uploads' names by the project's pattern: the
// sheet and revision, the sheet the project has of that number, and what needs
// correcting. A name without a revision is proposed the sheet's next one.
func (s *Service) ProposeSheets(ctx context.Context, c actor.Actor, projectID string, uploadIDs []string) ([]*Proposal, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	var v validate.Checker
	v.Check(len(uploadIDs) > 0, "upload_ids", "Upload at least one PDF")
	v.Check(len(uploadIDs) <= MaxBulk, "upload_ids", fmt.Sprintf("At most %d files at once", MaxBulk))
	ids := parseIDs(&v, "upload_ids", uploadIDs, "Not an upload")
	if err := v.Err(); err != nil {
		return nil, err
	}
	st, err := s.store.Settings(ctx, id, nil)
	if err != nil {
		return nil, err
	}
	pattern, err := ParsePattern(st.GetNamePattern())
	if err != nil {
		return nil, err
	}
	out := make([]*Proposal, len(ids))
	var numbers []string
	for i, up := range ids {
		p := &Proposal{UploadId: up.String()}
		out[i] = p
		u, err := s.uploads.Owned(ctx, up.String(), portal.Owner(c))
		switch {
		case errors.Is(err, resumable.ErrNotFound) || err == nil && (u.TargetID == nil || *u.TargetID != id):
			p.Problem = "This upload is not one of yours for this project (or it was added already)"
			continue
		case err != nil:
			return nil, err
		}
		p.FileName = u.Name
		if !u.Complete {
			p.Problem = "This file has not finished uploading"
		}
		sheet, rev, ok := pattern.Read(u.Name)
		if !ok {
			p.Problem = or(p.Problem, "The name does not say the sheet number: give it")
			continue
		}
		p.SheetNumber, p.Revision = sheet, rev
		numbers = append(numbers, strings.ToLower(sheet))
	}
	existing, err := s.store.SheetsByNumber(ctx, id, numbers)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, p := range out {
		if p.SheetNumber == "" {
			continue
		}
		sh := existing[strings.ToLower(p.SheetNumber)]
		if sh != nil {
			p.SheetId, p.Title = sh.GetId(), sh.GetTitle()
		}
		if p.Revision == "" {
			p.Revision = NextRevision(sh.GetRevision())
		}
		key := strings.ToLower(p.SheetNumber + "\x00" + p.Revision)
		switch {
		case sh != nil && hasRevision(sh, p.Revision):
			p.Problem = or(p.Problem, "Sheet "+sh.GetSheetNumber()+" already has revision "+p.Revision)
		case seen[key]:
			p.Problem = or(p.Problem, "Another file of this set is the same sheet and revision")
		}
		seen[key] = true
	}
	return out, nil
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func hasRevision(sh *Sheet, rev string) bool {
	for _, r := range sh.GetRevisions() {
		if strings.EqualFold(r.GetRevision(), rev) {
			return true
		}
	}
	return false
}

func indexed(field string, i int, sub string) string {
	f := fmt.Sprintf("%s[%d]", field, i)
	if sub != "" {
		f += "." + sub
	}
	return f
}

// AddRevisions commits a confirmed bulk add (staff): each row's upload, a PDF of c's
// for the project, becomes the next revision of its sheet (created, with the row's title
// and kind, when the project has no sheet of that number). All rows or none.
func (s *Service) AddRevisions(ctx context.Context, c actor.Actor, projectID string, rows []*RevisionInput) ([]*Sheet, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	var v validate.Checker
	v.Check(len(rows) > 0, "revisions", "Add at least one file")
	v.Check(len(rows) <= MaxBulk, "revisions", fmt.Sprintf("At most %d files at once", MaxBulk))
	adds := make([]Addition, len(rows))
	seen := map[string]bool{}
	for i, r := range rows {
		in := &RevisionInput{
			UploadId: r.GetUploadId(), SheetNumber: strings.TrimSpace(r.GetSheetNumber()), Revision: strings.ToUpper(strings.TrimSpace(r.GetRevision())),
			Title: strings.TrimSpace(r.GetTitle()), Kind: r.GetKind(), Reason: strings.TrimSpace(r.GetReason()),
		}
		up, err := apperr.ParseCanonical(in.UploadId)
		if err != nil {
			v.Add(indexed("revisions", i, "upload_id"), "Not an upload")
		}
		checkNumber(&v, indexed("revisions", i, "sheet_number"), in.SheetNumber)
		checkRevision(&v, indexed("revisions", i, "revision"), in.Revision)
		v.MaxLen(indexed("revisions", i, "title"), "Title", in.Title, 200)
		v.Text(indexed("revisions", i, "title"), in.Title)
		v.MaxLen(indexed("revisions", i, "reason"), "Reason", in.Reason, 500)
		v.Text(indexed("revisions", i, "reason"), in.Reason)
		in.Kind = checkKind(&v, indexed("revisions", i, "kind"), in.Kind)
		key := strings.ToLower(in.SheetNumber + "\x00" + in.Revision)
		if seen[key] {
			v.Add(indexed("revisions", i, "revision"), "Another row is the same sheet and revision")
		}
		seen[key] = true
		adds[i] = Addition{Input: in, UploadID: up}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	for i := range adds {
		if err := s.vetUpload(ctx, c, id, i, &adds[i]); err != nil {
			return nil, err
		}
	}
	return s.store.RevisionsAdd(ctx, id, c, adds)
}

func checkRevision(v *validate.Checker, field, rev string) {
	v.Require(field, rev, "Give the revision")
	v.MaxLen(field, "Revision", rev, 10)
	for _, r := range rev {
		if (r < '0' || r > '9') && (r < 'A' || r > 'Z') {
			v.Add(field, "A revision is letters and digits (0, 1, 2 … or A, B, C …)")
			break
		}
	}
}

// vetUpload checks that row i's upload is c's finished upload for the project and a
// PDF (by its bytes), and names where its bytes are.
func (s *Service) vetUpload(ctx context.Context, c actor.Actor, projectID uuid.UUID, i int, a *Addition) error {
	field := indexed("revisions", i, "upload_id")
	u, err := s.uploads.Owned(ctx, a.UploadID.String(), portal.Owner(c))
	if errors.Is(err, resumable.ErrNotFound) || err == nil && (u.TargetID == nil || *u.TargetID != projectID) {
		return fieldError(field, "This upload is not one of yours for this project (or it was added already)")
	}
	if err != nil {
		return err
	}
	if !u.Complete {
		return fieldError(field, "This file has not finished uploading")
	}
	a.BlobKey = s.uploadKey(u.ID)
	ok, err := s.isPDF(ctx, a.BlobKey)
	if err != nil {
		return err
	}
	if !ok {
		return fieldError(field, u.Name+" is not a PDF")
	}
	return nil
}

func fieldError(field, msg string) error {
	var v validate.Checker
	v.Add(field, msg)
	return v.Err()
}

// isPDF reads the start of the stored bytes: a PDF starts with "%PDF-" (never the
// uploader's word for its type).
func (s *Service) isPDF(ctx context.Context, key string) (bool, error) {
	b, err := s.blobs.Open(ctx, key)
	if err != nil {
		return false, fmt.Errorf("reading an upload's start: %w", err)
	}
	defer b.Close()
	head := make([]byte, 5)
	if _, err := io.ReadFull(b, head); errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("reading an upload's start: %w", err)
	}
	return bytes.Equal(head, []byte("%PDF-")), nil
}
