package estimate_test

import (
	"bytes"
	"context"
	"encoding/hex"
	"io"
	"net/http"
	"os"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/blobstore"
	"github.com/gusset/gusset/internal/s3test"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestUnclaimedResumableUploadIsReapedWithItsBytes(t *testing.T) {
	cfg := sitetest.UploadTestConfig(t)
	s := sitetest.StartUploadServer(t, cfg)
	c := sitetest.NewTusClient(s.URL)
	path, id := c.Create(t, "abandoned.ifc", 4<<20)
	c.Patch(t, path, 0, sitetest.DrawingBytes(1, 1<<20), nil)
	keptPath, kept := c.Create(t, "fresh.ifc", 1<<10)
	c.Patch(t, keptPath, 0, sitetest.DrawingBytes(2, 1<<10), nil)
	bucket, err := blobstore.Open(context.Background(), cfg.BlobURL)
	if err != nil {
		t.Fatal(err)
	}
	defer bucket.Close()
	objects := func() int {
		n := 0
		iter := bucket.List(nil)
		for {
			o, err := iter.Next(context.Background())
			if err == io.EOF {
				return n
			}
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains([]byte(o.Key), []byte(id)) {
				n++
			}
		}
	}
	if objects() == 0 {
		t.Fatal("the abandoned upload stored nothing")
	}
	if _, err := cfg.Pool.Exec(context.Background(), "UPDATE resumable_uploads SET update_time = now() - interval '2 hours' WHERE id = $1", id); err != nil {
		t.Fatal(err)
	}
	n, err := s.Svcs.Uploads.Reap(context.Background())
	if err != nil || n != 1 {
		t.Fatalf("Reap: %d, %v; want 1 removed", n, err)
	}
	if got := objects(); got != 0 {
		t.Errorf("objects of the reaped upload: %d, want 0", got)
	}
	if status, _ := c.Offset(t, path); status != http.StatusNotFound {
		t.Errorf("HEAD of the reaped upload: %d, want 404", status)
	}
	if _, err := s.Svcs.Uploads.Authorize(context.Background(), kept, c.Owner); err != nil {
		t.Errorf("the recent upload was removed too: %v", err)
	}
}

func TestEstimateUploadDownloadsAreStaffOnly(t *testing.T) {
	s := sitetest.StartUploadServer(t, sitetest.UploadTestConfig(t))
	c := sitetest.NewTusClient(s.URL)
	a := c.Upload(t, "plan.pdf", []byte("plan set"))
	b := c.Upload(t, "plan.pdf", []byte("second plan set"))
	sent, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(c.Owner, a, b))
	if err != nil {
		t.Fatal(err)
	}
	token := sitetest.StaffTokenOf(t, s.Svcs)
	staff := adminv1connect.NewEstimateRequestServiceClient(http.DefaultClient, s.URL)
	got, err := staff.GetEstimate(context.Background(), sitetest.WithToken(&adminv1.GetEstimateRequest{Id: sent.GetId()}, token))
	if err != nil {
		t.Fatal(err)
	}
	e := got.Msg.GetEstimate()
	unsigned := "/estimates/" + e.GetId() + "/files/" + a
	fetch := func(path, bearer string) (*http.Response, []byte) {
		req, _ := http.NewRequest(http.MethodGet, s.URL+path, nil)
		if bearer != "" {
			req.Header.Set("Authorization", "Bearer "+bearer)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res, body
	}
	for _, tc := range []struct {
		name, path, bearer string
		want               int
	}{
		{"a visitor without a link gets nothing", unsigned, "", http.StatusUnauthorized},
		{"a forged signature gets nothing", unsigned + "?exp=9999999999&sig=forged", "", http.StatusUnauthorized},
		{"a staff bearer token downloads it", unsigned, token, http.StatusOK},
		{"the signed link downloads it", e.GetFiles()[0].GetDownloadPath(), "", http.StatusOK},
		{"the visitor's own upload path serves nothing", "/uploads/tus/" + a, "", http.StatusMethodNotAllowed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := fetch(tc.path, tc.bearer)
			if res.StatusCode != tc.want {
				t.Fatalf("got %d (%s), want %d", res.StatusCode, body, tc.want)
			}
			if tc.want == http.StatusOK && (string(body) != "plan set" || res.Header.Get("Content-Disposition") != `attachment; filename=plan.pdf`) {
				t.Errorf("got %q as %q, want the file as an attachment", body, res.Header.Get("Content-Disposition"))
			}
		})
	}
	t.Run("the ZIP holds every file, same names kept apart", func(t *testing.T) {
		res, body := fetch(e.GetZipPath(), "")
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Disposition") != "attachment; filename="+e.GetReference()+".zip" {
			t.Fatalf("got %d %q", res.StatusCode, res.Header.Get("Content-Disposition"))
		}
		names := sitetest.ZipNames(t, body)
		if len(names) != 2 || names["plan.pdf"] != "plan set" || names["plan (2).pdf"] != "second plan set" {
			t.Errorf("ZIP entries %v", names)
		}
	})
}

func TestEstimateUploadGoesWithItsRequestFromTheTrash(t *testing.T) {
	cfg := sitetest.UploadTestConfig(t)
	s := sitetest.StartUploadServer(t, cfg)
	c := sitetest.NewTusClient(s.URL)
	id := c.Upload(t, "model.ifc", []byte("an IFC model"))
	sent, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(c.Owner, id))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	token := sitetest.StaffTokenOf(t, s.Svcs)
	staff := adminv1connect.NewEstimateRequestServiceClient(http.DefaultClient, s.URL)
	trashc := adminv1connect.NewTrashServiceClient(http.DefaultClient, s.URL)
	if _, err := staff.DeleteEstimate(ctx, sitetest.WithToken(&adminv1.DeleteEstimateRequest{Id: sent.GetId()}, token)); err != nil {
		t.Fatalf("DeleteEstimate: %v", err)
	}
	t.Run("a trashed request is gone from the list and its files cannot be downloaded", func(t *testing.T) {
		list, err := staff.SearchEstimates(ctx, sitetest.WithToken(&adminv1.SearchEstimatesRequest{}, token))
		if err != nil || len(list.Msg.GetEstimates()) != 0 {
			t.Fatalf("SearchEstimates: %v, %d requests; want none", err, len(list.Msg.GetEstimates()))
		}
		req, _ := http.NewRequest(http.MethodGet, s.URL+"/estimates/"+sent.GetId()+"/files/"+id, nil)
		req.Header.Set("Authorization", "Bearer "+token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("download of a trashed request's file: %d, want 404", res.StatusCode)
		}
	})
	t.Run("emptying it from the trash removes its uploads, rows and bytes", func(t *testing.T) {
		if _, err := trashc.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{Kind: adminv1.TrashKind_TRASH_KIND_ESTIMATE, Id: sent.GetId()}, token)); err != nil {
			t.Fatalf("EmptyTrash: %v", err)
		}
		if _, err := s.Svcs.Uploads.Authorize(ctx, id, c.Owner); err == nil {
			t.Error("the upload's row is still there")
		}
		bucket, err := blobstore.Open(ctx, cfg.BlobURL)
		if err != nil {
			t.Fatal(err)
		}
		defer bucket.Close()
		iter := bucket.List(nil)
		for {
			o, err := iter.Next(ctx)
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains([]byte(o.Key), []byte(id)) {
				t.Errorf("object %s of the purged upload is still stored", o.Key)
			}
		}
	})
}

// The bucket is a real S3-compatible server that the test stops and starts.
func TestResumableUploadResumesOnceTheBucketIsBack(t *testing.T) {
	s3 := s3test.Start(t)
	for k, v := range s3test.Env() {
		os.Setenv(k, v) // process-wide, as GUSSET_TEST_BLOB=s3 sets them
	}
	cfg := sitetest.UploadTestConfig(t)
	cfg.BlobURL = s3.Bucket(t, "tus-fault")
	s := sitetest.StartUploadServer(t, cfg)
	const size = 12 << 20
	c := sitetest.NewTusClient(s.URL)
	path, id := c.Create(t, "bid-package.zip", size)
	if status, at := c.Patch(t, path, 0, sitetest.DrawingBytes(3, 6<<20), nil); status != http.StatusNoContent || at != 6<<20 {
		t.Fatalf("first PATCH: %d at %d", status, at)
	}

	s3.Stop()
	t.Run("a part sent while the bucket is down fails as the server's fault", func(t *testing.T) {
		if status, _ := c.Patch(t, path, 6<<20, drawingTail(3, size, 6<<20), nil); status < 500 {
			t.Errorf("PATCH while the bucket is down: %d, want 5xx (the client retries)", status)
		}
	})
	t.Run("a request naming the unfinished upload is refused and attaches nothing", func(t *testing.T) {
		if _, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(c.Owner, id)); connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Errorf("got %v, want InvalidArgument", err)
		}
	})

	s3.Restart(t)
	t.Run("once it is back the upload resumes where the bucket stands and ends with the right SHA-256", func(t *testing.T) {
		status, at := c.Offset(t, path)
		if status != http.StatusOK || at < 6<<20 {
			t.Fatalf("HEAD: %d at %d, want 200 at 6 MiB or more", status, at)
		}
		if status, end := c.Patch(t, path, at, drawingTail(3, size, at), nil); status != http.StatusNoContent || end != size {
			t.Fatalf("last PATCH from %d: %d at %d", at, status, end)
		}
		u, err := s.Svcs.Uploads.Authorize(context.Background(), id, c.Owner)
		if want := sitetest.SHA256Hex(t, sitetest.DrawingBytes(3, size)); err != nil || hex.EncodeToString(u.SHA256) != want {
			t.Errorf("SHA-256 %x (%v), want %s", u.SHA256, err, want)
		}
	})
}
