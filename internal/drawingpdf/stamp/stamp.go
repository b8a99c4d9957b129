// Package stamp puts a reviewer's status box (status, reviewer, organization, date,
// transmittal number) onto every page of a PDF, written as a new file: the PDF read is
// never changed. Every page, not only the first: a set of sheets combined in one PDF
// is handed out a sheet at a time, and each sheet must show how it was reviewed.
//
// The PDF comes from outside (a reviewer's marked-up return, or the issued sheet), so
// reading it fails with a sentinel error the caller can show against the file field:
// ErrNotPDF, ErrEncrypted, ErrBroken or ErrTooLarge; nothing a file holds makes Stamp
// panic.
package stamp

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// The ways a file cannot be stamped; each is the file's own, trying again would not help.
var (
	ErrNotPDF    = errors.New("the file is not a PDF")
	ErrEncrypted = errors.New("the PDF is encrypted: send it without a password or restrictions")
	ErrBroken    = errors.New("the PDF is damaged and cannot be read")
	ErrTooLarge  = errors.New("the PDF's pages hold too much to stamp")
)

// Box is what the status box says.
type Box struct {
	Status       string // the stamp's name, as the project's stamp set spells it ("Approved as noted")
	Reviewer     string
	Organization string // the reviewer's organization; left out when empty
	Date         time.Time
	Transmittal  string // the transmittal's number ("T-0001")
}

// The box's look: red on white, framed, in the top right corner of each page (title
// blocks sit bottom right on shop and erection drawings), at the same size in points
// whatever the page's size, so it prints as a hand stamp would.
const look = "fontname:Helvetica-Bold, points:10, position:tr, offset:-24 -24, scalefactor:1 abs, " +
	"rotation:0, fillcolor:#CC0000, bgcolor:#FFFFFF, border:2 #CC0000, margins:6, aligntext:left, opacity:1"

// MaxDecoded is the most bytes the pages' contents of a PDF may decompress to, all
// pages together: a drawing's page is at most a few megabytes of drawing operators,
// while a few hundred kilobytes of a hostile file can decompress to gigabytes, which
// pdfcpu would hold whole, several times over.
const MaxDecoded = 64 << 20

// maxField bounds each line: the box is a few inches wide, and a field is the caller's
// data, not a paragraph.
const maxField = 80

func init() {
	// Without this, pdfcpu's first use writes a configuration directory and fonts into
	// the user's home; the core fonts used here need none.
	api.DisableConfigDir()
}

// Stamp reads the PDF from in, puts box on every page and writes the stamped PDF to out.
// Nothing is written to out when the PDF cannot be read. The caller bounds the file's
// size (it is read whole); its pages' contents may decompress to at most MaxDecoded.
func Stamp(in io.ReadSeeker, out io.Writer, box Box) (err error) {
	defer func() {
		// pdfcpu recovers its own panics; this is for any it misses on a hostile file.
		if p := recover(); p != nil {
			err = fmt.Errorf("%w (%v)", ErrBroken, p)
		}
	}()
	ctx, err := read(in)
	if err != nil {
		return err
	}
	if err := decodeContents(ctx, MaxDecoded); err != nil {
		return err
	}
	wm, err := api.TextWatermark(text(box), look, true /* on top: a stamp */, false, types.POINTS)
	if err != nil {
		return fmt.Errorf("stamp: %w", err)
	}
	if err := pdfcpu.AddWatermarks(ctx, nil, wm); err != nil {
		return fmt.Errorf("%w: %v", ErrBroken, err)
	}
	// Written whole before anything reaches out: a failure leaves out untouched.
	var b bytes.Buffer
	if err := api.Write(ctx, &b, ctx.Configuration); err != nil {
		return fmt.Errorf("%w: %v", ErrBroken, err)
	}
	_, err = b.WriteTo(out)
	return err
}

// Check answers whether the PDF in can be stamped (nil, or one of the sentinel errors),
// for refusing a file when it is uploaded rather than when it is stamped. It stamps the
// file and throws the result away: a PDF can read and validate yet fail when its pages
// are changed (a page whose contents are missing), and only stamping tells.
func Check(in io.ReadSeeker) error {
	return Stamp(in, io.Discard, Box{Status: "Check"})
}

// read parses and validates the PDF in, refusing anything but a readable, unencrypted PDF.
func read(in io.ReadSeeker) (*model.Context, error) {
	if err := header(in); err != nil {
		return nil, err
	}
	conf := model.NewDefaultConfiguration()
	conf.Cmd = model.ADDWATERMARKS
	// Optimizing (merging duplicate fonts and streams) is what most of pdfcpu's time
	// would go to on a large set, and a stamp needs none of it.
	conf.Optimize = false
	conf.OptimizeDuplicateContentStreams = false
	conf.Limits.MaxDecodeBytes = MaxDecoded // the streams read while parsing (object streams)
	ctx, err := api.ReadAndValidate(in, conf)
	switch {
	case errors.Is(err, pdfcpu.ErrWrongPassword):
		return nil, ErrEncrypted
	case err != nil:
		return nil, fmt.Errorf("%w: %v", ErrBroken, err)
	case ctx.Encrypt != nil:
		// Opened with the empty password, but its author restricted it: stamping would
		// rewrite a document its author locked.
		return nil, ErrEncrypted
	case ctx.PageCount < 1:
		return nil, fmt.Errorf("%w: it has no pages", ErrBroken)
	}
	return ctx, nil
}

// header refuses a file that does not start as a PDF does ("%PDF-" within its first
// kilobyte, which readers allow), and leaves in at its start.
func header(in io.ReadSeeker) error {
	if _, err := in.Seek(0, io.SeekStart); err != nil {
		return err
	}
	head := make([]byte, 1024)
	n, err := io.ReadFull(in, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return err
	}
	if !bytes.Contains(head[:n], []byte("%PDF-")) {
		return ErrNotPDF
	}
	_, err = in.Seek(0, io.SeekStart)
	return err
}

// text is the box's lines.
func text(box Box) string {
	lines := []string{strings.ToUpper(clean(box.Status)), "Reviewer: " + clean(box.Reviewer)}
	if o := clean(box.Organization); o != "" {
		lines = append(lines, "Organization: "+o)
	}
	lines = append(lines, "Date: "+box.Date.Format("2006-01-02"), "Transmittal: "+clean(box.Transmittal))
	return strings.Join(lines, "\n")
}

// clean makes a field one line of printable text of at most maxField characters: a line
// break would add a line to the box, and a control character has no glyph.
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.TrimSpace(s))
	if r := []rune(s); len(r) > maxField {
		s = string(r[:maxField-3]) + "..."
	}
	return s
}
