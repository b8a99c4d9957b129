package portal_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestPortalFoldersAreStaffsToAddAndRename(t *testing.T) {
	f := newPortalFiles(t)
	org := f.Organization(t, "Prairie Steel Fabricators")
	project := f.Project(t, org, "J-2026-105")
	ctx := context.Background()
	made, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: project, Name: "Submittals"}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		call func() error
		want connect.Code
	}{
		{"a name the project has, case aside, is taken", func() error {
			_, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: project, Name: "drawings"}, f.Staff))
			return err
		}, connect.CodeAlreadyExists},
		{"an empty name is refused", func() error {
			_, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: project, Name: "  "}, f.Staff))
			return err
		}, connect.CodeInvalidArgument},
		{"an unknown project is not found", func() error {
			_, err := f.admin.CreateProjectFolder(ctx, sitetest.WithToken(&adminv1.CreateProjectFolderRequest{ProjectId: "6a0f1c9e-0000-4000-8000-000000000000", Name: "X"}, f.Staff))
			return err
		}, connect.CodeNotFound},
		{"renaming onto a taken name is refused", func() error {
			_, err := f.admin.RenameProjectFolder(ctx, sitetest.WithToken(&adminv1.RenameProjectFolderRequest{Id: made.Msg.GetFolder().GetId(), Name: "Models"}, f.Staff))
			return err
		}, connect.CodeAlreadyExists},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := connect.CodeOf(tt.call()); got != tt.want {
				t.Errorf("code = %v, want %v", got, tt.want)
			}
		})
	}
	if _, err := f.admin.RenameProjectFolder(ctx, sitetest.WithToken(&adminv1.RenameProjectFolderRequest{Id: made.Msg.GetFolder().GetId(), Name: "Shop submittals"}, f.Staff)); err != nil {
		t.Errorf("rename = %v", err)
	}
}

func TestPortalConvertEstimateCarriesItsFiles(t *testing.T) {
	f := newPortalFiles(t)
	ctx := context.Background()
	visitor := sitetest.NewTusClient(f.URL)
	drawing := append([]byte("%PDF-1.4\n"), readAll(t, sitetest.DrawingBytes(3, 150_000))...)
	model := readAll(t, sitetest.DrawingBytes(4, 90_000))
	ids := []string{visitor.Upload(t, "bid-set.pdf", drawing), visitor.Upload(t, "model.ifc", model)}
	sent, err := sitetest.SubmitEstimate(t, f.URL, sitetest.ValidEstimate(visitor.Owner, ids...))
	if err != nil {
		t.Fatal(err)
	}
	objects := func() int {
		n := 0
		iter := f.Bucket.List(nil)
		for {
			_, err := iter.Next(ctx)
			if err == io.EOF {
				return n
			}
			if err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	convert := func(orgName, job string) (*adminv1.ConvertEstimateResponse, error) {
		res, err := f.Projects.ConvertEstimate(ctx, sitetest.WithToken(&adminv1.ConvertEstimateRequest{EstimateId: sent.GetId(), OrganizationName: orgName,
			Project: &adminv1.PortalProjectInput{Name: "Regina distribution centre", JobNumber: job, Status: portalv1.ProjectStatus_PROJECT_STATUS_DETAILING}}, f.Staff))
		if err != nil {
			return nil, err
		}
		return res.Msg, nil
	}

	t.Run("a conversion that fails leaves no rows and no copies", func(t *testing.T) {
		f.Organization(t, "Taken Org")
		before, revisions := objects(), f.Site.CountRows(t, "portal_file_revisions")
		// The organization's name is taken: the conversion fails after the copies are made.
		if _, err := convert("Taken Org", "J-2026-200"); connect.CodeOf(err) != connect.CodeAlreadyExists {
			t.Fatalf("conversion into a taken name = %v, want already exists", err)
		}
		if got := objects(); got != before {
			t.Errorf("stored objects = %d after a failed conversion, want %d", got, before)
		}
		if got := f.Site.CountRows(t, "portal_file_revisions"); got != revisions {
			t.Errorf("revisions = %d after a failed conversion, want %d", got, revisions)
		}
	})

	out, err := convert("Regina Steel", "J-2026-201")
	if err != nil {
		t.Fatalf("ConvertEstimate: %v", err)
	}
	project := out.GetProject().GetId()
	check := func(t *testing.T) {
		folders, err := f.admin.ListProjectFilesAdmin(ctx, sitetest.WithToken(&adminv1.ListProjectFilesAdminRequest{ProjectId: project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string][]byte{"bid-set.pdf": drawing, "model.ifc": model} {
			file := fileNamed(folders.Msg.GetFolders(), "From estimate", name)
			if file == nil {
				t.Fatalf("%s is not in the project's From estimate folder", name)
			}
			rev := file.GetRevisions()[0]
			if rev.GetNumber() != 1 || rev.GetUploader() != portalv1.FileUploader_FILE_UPLOADER_ESTIMATE || rev.GetUploaderName() != "Dana Whitfield ("+sent.GetReference()+")" {
				t.Errorf("%s: revision %v, want 1 by the requester", name, rev)
			}
			link, err := f.admin.GetDownloadUrlAdmin(ctx, sitetest.WithToken(&adminv1.GetDownloadUrlAdminRequest{RevisionId: rev.GetId()}, f.Staff))
			if err != nil {
				t.Fatal(err)
			}
			if status, body := fetch(t, f.URL+link.Msg.GetUrl(), ""); status != http.StatusOK || !bytes.Equal(body, want) {
				t.Errorf("%s downloads as %d with %d bytes, want 200 with the uploaded %d", name, status, len(body), len(want))
			}
		}
	}
	t.Run("the request's files are in the project's From estimate folder, byte for byte", check)
	t.Run("purging the request later leaves the project's files whole", func(t *testing.T) {
		estimates := adminv1connect.NewEstimateRequestServiceClient(f.H1, f.URL)
		if _, err := estimates.DeleteEstimate(ctx, sitetest.WithToken(&adminv1.DeleteEstimateRequest{Id: sent.GetId()}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		trash := adminv1connect.NewTrashServiceClient(f.H1, f.URL)
		if _, err := trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{Kind: adminv1.TrashKind_TRASH_KIND_ESTIMATE, Id: sent.GetId()}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		check(t)
	})
}

func TestPortalAbandonedUploadsAreReapedAndRevisionsKept(t *testing.T) {
	f := newPortalFiles(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	client := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-106")
	drawings := f.folderOf(t, client, project, "Drawings")
	c := f.tus(client)
	status, path := startPortalUpload(t, c, drawings, "abandoned.pdf", 4<<20)
	if status != http.StatusCreated {
		t.Fatalf("create: %d", status)
	}
	c.Patch(t, path, 0, sitetest.DrawingBytes(1, 1<<20), nil)
	uploadPortalFile(t, c, drawings, "kept.pdf", []byte("%PDF-1.7 kept"))
	// Both the abandoned upload and the claimed revision's bytes are idle for hours.
	if _, err := f.Pool.Exec(ctx, "UPDATE resumable_uploads SET update_time = now() - interval '2 hours'"); err != nil {
		t.Fatal(err)
	}
	n, err := f.Svcs.Uploads.Reap(ctx)
	if err != nil || n != 1 {
		t.Fatalf("Reap: %d, %v; want the abandoned upload removed", n, err)
	}
	if status, _ := c.Offset(t, path); status != http.StatusNotFound {
		t.Errorf("HEAD of the reaped upload: %d, want 404", status)
	}
	file := fileNamed(f.list(t, client, project), "Drawings", "kept.pdf")
	link, err := f.files.GetDownloadUrl(ctx, sitetest.WithToken(&portalv1.GetDownloadUrlRequest{RevisionId: file.GetRevisions()[0].GetId()}, client))
	if err != nil {
		t.Fatal(err)
	}
	if status, body := fetch(t, f.URL+link.Msg.GetUrl(), ""); status != http.StatusOK || string(body) != "%PDF-1.7 kept" {
		t.Errorf("the claimed revision after the reaper: %d %q", status, body)
	}
}
