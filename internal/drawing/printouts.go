package drawing

import (
	"bytes"
	"context"
	"io"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
)

// Heading is what a printout says of its project.
type Heading struct {
	Project, JobNumber, Organization string
}

// Printouts make a transmittal's cover sheet and the drawing log as PDFs: the seam where
// the PDF package plugs in (Config.Printouts; internal/drawing/drawingprint). Without
// them, both answer ErrNoPrintouts.
type Printouts interface {
	CoverSheet(ctx context.Context, t *Transmittal, h Heading, w io.Writer) error
	DrawingLog(ctx context.Context, h Heading, sheets []*Sheet, at time.Time, w io.Writer) error
}

// ErrNoPrintouts: no PDF maker is plugged in.
var ErrNoPrintouts = apperr.FailedPrecondition("printed documents are not available")

// CoverPath is where cover sheets are downloaded: /drawings/cover/<transmittal>/<who>/<name>.
const CoverPath = "/drawings/cover/"

// coverName is a cover sheet's file name: T-0001.pdf.
func coverName(t *Transmittal) string { return t.GetNumberText() + ".pdf" }

// coverReader reports whether c may have t's cover sheet: staff, and the people it was
// sent to (recipients and copies). Another user of the organization reads the
// transmittal but was not sent it.
func coverReader(t *Transmittal, c actor.Actor) bool {
	if c.IsStaff() {
		return true
	}
	return slices.ContainsFunc(t.GetRecipients(), func(r *portalv1.TransmittalRecipient) bool {
		return r.GetClientUserId() == c.ID.String()
	})
}

// CoverSheetURL is a signed link for c to a transmittal's cover sheet; anyone it was not
// sent to (staff aside) gets ErrTransmittalNotFound.
func (s *Service) CoverSheetURL(ctx context.Context, c actor.Actor, transmittalID string) (string, time.Time, error) {
	id, err := apperr.ParseID(transmittalID, ErrTransmittalNotFound)
	if err != nil {
		return "", time.Time{}, err
	}
	t, err := s.store.TransmittalGet(ctx, id, c.Scope())
	if err != nil {
		return "", time.Time{}, err
	}
	if !coverReader(t, c) {
		return "", time.Time{}, ErrTransmittalNotFound
	}
	if s.printouts == nil {
		return "", time.Time{}, ErrNoPrintouts
	}
	link, exp := s.signedLink(CoverPath, id, c, coverName(t))
	return link, exp, nil
}

// OpenCoverSheet checks a cover sheet's link and makes the PDF, answering its file name
// and bytes. It is made from the transmittal as stored, which never changes once sent,
// so it is made when asked for and kept nowhere. An invalid or expired link, or one of a
// person no longer among the transmittal's, is ErrTransmittalNotFound.
func (s *Service) OpenCoverSheet(ctx context.Context, escapedPath string, query url.Values) (string, []byte, error) {
	id, c, ok := s.checkLink(CoverPath, escapedPath, query)
	if !ok {
		return "", nil, ErrTransmittalNotFound
	}
	t, err := s.store.TransmittalGet(ctx, id, nil)
	if err != nil {
		return "", nil, err
	}
	if !coverReader(t, c) {
		return "", nil, ErrTransmittalNotFound
	}
	if s.printouts == nil {
		return "", nil, ErrNoPrintouts
	}
	h, err := s.store.Heading(ctx, uuid.MustParse(t.GetProjectId()))
	if err != nil {
		return "", nil, err
	}
	var b bytes.Buffer
	if err := s.printouts.CoverSheet(ctx, t, h, &b); err != nil {
		return "", nil, err
	}
	return coverName(t), b.Bytes(), nil
}

// DrawingLogPDF is a project's register as a PDF log (staff): sheet, title, revision,
// status, issued and returned dates, transmittal numbers.
func (s *Service) DrawingLogPDF(ctx context.Context, projectID string) (string, []byte, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return "", nil, err
	}
	sheets, err := s.store.SheetList(ctx, id, nil)
	if err != nil {
		return "", nil, err
	}
	if s.printouts == nil {
		return "", nil, ErrNoPrintouts
	}
	h, err := s.store.Heading(ctx, id)
	if err != nil {
		return "", nil, err
	}
	var b bytes.Buffer
	if err := s.printouts.DrawingLog(ctx, h, sheets, s.now(), &b); err != nil {
		return "", nil, err
	}
	return "drawing-log.pdf", b.Bytes(), nil
}

// StatusText is a sheet status as people read it: "Issued for approval".
func StatusText(st portalv1.SheetStatus) string { return words(st.String(), "SHEET_STATUS_") }

// PurposeText is a purpose as a heading reads it: "For approval".
func PurposeText(p portalv1.TransmittalPurpose) string {
	w := purposeWords(p)
	if w == "" {
		return ""
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// AsksForReview reports whether a transmittal of purpose p waits for reviews (and so has
// a due date that counts).
func AsksForReview(p portalv1.TransmittalPurpose) bool {
	return statusOnIssue(p) == portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL
}

// IssuedAs is what a transmittal of purpose p made its sheets, as words ("" when it
// left them as they were).
func IssuedAs(p portalv1.TransmittalPurpose) string {
	if st := statusOnIssue(p); st != portalv1.SheetStatus_SHEET_STATUS_UNSPECIFIED {
		return StatusText(st)
	}
	return PurposeText(p)
}
