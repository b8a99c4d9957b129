package drawing_test

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestATransmittalCarriesProjectFilesAsSent(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	rev := addRealSheet(t, f, a.project, "E1", "0")
	bomBytes := []byte("mark,qty\nB101,4\n")
	bom := addProjectFile(t, f, a.project, "BOM.csv", bomBytes)
	nc := addProjectFile(t, f, a.project, "NC files.zip", []byte("PK\x03\x04 stand-in zip"))
	other := addProjectFile(t, f, a.project, "calcs.pdf", pdf("calculations"))
	in := forApproval(a.project, []string{a.clientID}, []string{rev})
	in.FileIds = []string{bom.file, nc.file}
	in.Reviewers = []*portalv1.OutsideReviewer{{Email: "eor@engineers.example", Name: "Erin Engineer"}}
	tr, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	reviewer := signInReviewer(t, f, "eor@engineers.example")
	var reviewerID string
	for _, r := range tr.GetRecipients() {
		if r.GetEmail() == "eor@engineers.example" {
			reviewerID = r.GetReviewerId()
		}
	}
	// A later revision of the file does not change what was sent.
	bom2 := addProjectFile(t, f, a.project, "BOM.csv", []byte("mark,qty\nB101,6\n"))

	wantFiles := func(t *testing.T, who string, got *portalv1.Transmittal) {
		t.Helper()
		files := got.GetFiles()
		if len(files) != 2 {
			t.Fatalf("%s reads %d files, want 2", who, len(files))
		}
		if g := files[0]; g.GetFileId() != bom.file || g.GetRevisionId() != bom.revision || g.GetName() != "BOM.csv" || g.GetSize() != int64(len(bomBytes)) || g.GetRevisionNumber() != 1 || g.GetContentType() == "" {
			t.Errorf("%s reads the first file as %v, want BOM.csv revision 1 (%s) of %d bytes", who, g, bom.revision, len(bomBytes))
		}
		if g := files[1]; g.GetFileId() != nc.file || g.GetName() != "NC files.zip" {
			t.Errorf("%s reads the second file as %v, want NC files.zip", who, g)
		}
	}
	t.Run("the sender, staff, the client and the reviewer read the files as sent", func(t *testing.T) {
		wantFiles(t, "the answer to the sender", tr)
		staff, err := transmittalClient(f).GetTransmittalAdmin(ctx, sitetest.WithToken(&adminv1.GetTransmittalAdminRequest{Id: tr.GetId()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		wantFiles(t, "staff", staff.Msg.GetTransmittal())
		for who, token := range map[string]string{"the client": a.client, "the outside reviewer": reviewer} {
			res, err := portalClient(f).GetTransmittal(ctx, sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: tr.GetId()}, token))
			if err != nil {
				t.Fatal(err)
			}
			wantFiles(t, who, res.Msg.GetTransmittal())
		}
	})
	t.Run("a recipient's first download of a file is recorded, staff's is not", func(t *testing.T) {
		staffLink, err := filesAdmin(f).GetDownloadUrlAdmin(ctx, sitetest.WithToken(&adminv1.GetDownloadUrlAdminRequest{RevisionId: bom.revision}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if status, _ := download(t, f, staffLink.Msg.GetUrl()); status != 200 {
			t.Fatalf("staff's download = %d, want 200", status)
		}
		got := getAdmin(t, f, tr.GetId())
		if r := recipientOf(got, a.clientID); r.GetFirstDownloadTime() != nil {
			t.Errorf("after staff's download the client's first download is %v, want unset", r.GetFirstDownloadTime())
		}
		for who, x := range map[string]struct{ token, id string }{"the client": {a.client, a.clientID}, "the outside reviewer": {reviewer, reviewerID}} {
			link, err := clientFileLink(f, x.token, bom.revision)
			if err != nil {
				t.Fatalf("%s's link to the sent file: %v", who, err)
			}
			status, body := download(t, f, link)
			if status != 200 || !bytes.Equal(body, bomBytes) {
				t.Errorf("%s's download = %d %q, want 200 and revision 1's bytes", who, status, body)
			}
			if r := recipientOf(getAdmin(t, f, tr.GetId()), x.id); r.GetFirstDownloadTime() == nil {
				t.Errorf("%s's first download of a file was not recorded", who)
			}
		}
		// The files' own download log names each, the reviewer as one.
		log, err := filesAdmin(f).ListFileDownloads(ctx, sitetest.WithToken(&adminv1.ListFileDownloadsRequest{FileId: bom.file}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, d := range log.Msg.GetDownloads() {
			names = append(names, d.GetWho())
		}
		if !slices.Contains(names, "eor@engineers.example (outside reviewer)") || !slices.Contains(names, "dana@prairie.example (Prairie Steel Fabricators)") {
			t.Errorf("the file's download log names %q, want the client and the outside reviewer among them", names)
		}
	})
	t.Run("the reviewer gets the files sent, not the project's others nor a later revision", func(t *testing.T) {
		for what, id := range map[string]string{"a file not sent": other.revision, "the sent file's later revision": bom2.revision, "a made-up revision": uuid.NewString()} {
			if _, err := clientFileLink(f, reviewer, id); connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("the reviewer's link to %s: got %v, want not found", what, err)
			}
		}
	})
	t.Run("files do not keep it open: returning its one sheet closes it", func(t *testing.T) {
		res, err := submit(f, reviewer, tr.GetId(), item(tr.GetItems()[0].GetId(), approved, "", ""))
		if err != nil {
			t.Fatal(err)
		}
		if res.GetCloseTime() == nil {
			t.Error("got the transmittal open after its only sheet was returned, want it closed")
		}
	})
}

func TestATransmittalOfFilesOnlyGoesForInformation(t *testing.T) {
	f, a := start(t)
	bom := addProjectFile(t, f, a.project, "BOM.csv", []byte("mark,qty\n"))
	in := forApproval(a.project, []string{a.clientID}, nil)
	in.FileIds = []string{bom.file}
	in.Purpose = portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_INFORMATION
	tr, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	if tr.GetCloseTime() == nil || len(tr.GetItems()) != 0 || len(tr.GetFiles()) != 1 {
		t.Errorf("got close time %v, %d items, %d files; want closed when sent, 0 items, 1 file", tr.GetCloseTime(), len(tr.GetItems()), len(tr.GetFiles()))
	}
}

func TestBadFilesAreRefusedAndWriteNothing(t *testing.T) {
	f, a := start(t)
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-102")
	rev := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf"))
	bom := addProjectFile(t, f, a.project, "BOM.csv", []byte("mark,qty\n"))
	theirs := addProjectFile(t, f, b.project, "theirs.csv", []byte("not a's\n"))
	info := portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_INFORMATION
	for _, c := range []struct {
		name    string
		purpose portalv1.TransmittalPurpose
		sheets  []string
		files   []string
		field   string
	}{
		{"a file of another project is refused on its index", info, rev, []string{bom.file, theirs.file}, "transmittal.file_ids[1]"},
		{"an unknown file is refused on its index", info, rev, []string{uuid.NewString(), bom.file}, "transmittal.file_ids[0]"},
		{"a malformed id is refused on its index", info, rev, []string{"../" + bom.file}, "transmittal.file_ids[0]"},
		{"the same file twice is refused on the second", info, rev, []string{bom.file, bom.file}, "transmittal.file_ids[1]"},
		{"a project folder's id is no file", info, rev, []string{a.project}, "transmittal.file_ids[0]"},
		{"for approval, files without a sheet are refused", portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, nil, []string{bom.file}, "transmittal.revision_ids"},
		{"a resubmittal of files only is refused", portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL, nil, []string{bom.file}, "transmittal.revision_ids"},
		{"neither sheets nor files is refused", info, nil, nil, "transmittal.revision_ids"},
	} {
		t.Run(c.name, func(t *testing.T) {
			before, beforeFiles := fileCounts(t, f)
			in := forApproval(a.project, []string{a.clientID}, c.sheets)
			in.Purpose, in.FileIds = c.purpose, c.files
			_, err := send(f, in)
			wantViolation(t, err, c.field)
			if after, afterFiles := fileCounts(t, f); after != before || afterFiles != beforeFiles {
				t.Errorf("got %d transmittals and %d files after the refusal, want %d and %d", after, afterFiles, before, beforeFiles)
			}
		})
	}
	t.Run("a refusal takes no number", func(t *testing.T) {
		in := forApproval(a.project, []string{a.clientID}, rev)
		in.FileIds = []string{bom.file}
		tr, err := send(f, in)
		if err != nil {
			t.Fatal(err)
		}
		if tr.GetNumberText() != "T-0001" {
			t.Errorf("got %s after the refusals, want T-0001", tr.GetNumberText())
		}
	})
}

// getAdmin is a transmittal as staff read it (recording nothing).
func getAdmin(t *testing.T, f *sitetest.PortalFixture, id string) *portalv1.Transmittal {
	t.Helper()
	res, err := transmittalClient(f).GetTransmittalAdmin(context.Background(), sitetest.WithToken(&adminv1.GetTransmittalAdminRequest{Id: id}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetTransmittal()
}
