package portalhttp_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"gocloud.dev/blob"
	"gocloud.dev/blob/memblob"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/portal/portalhttp"
	"github.com/gusset/gusset/internal/portal/portalpg"
)

// memBlobs is a memory bucket as the portal's files read it.
type memBlobs struct{ b *blob.Bucket }

func (m memBlobs) Open(ctx context.Context, key string) (portal.Blob, error) {
	return m.b.NewReader(ctx, key, nil)
}
func (m memBlobs) Copy(ctx context.Context, dst, src string) error {
	return m.b.Copy(ctx, dst, src, nil)
}
func (m memBlobs) Delete(ctx context.Context, key string) error { return m.b.Delete(ctx, key) }

const drawing = "0123456789 steel drawing bytes"

// site is the downloads handler over a real portal with one revision of a file of
// organization A's project, and a client of each organization.
type site struct {
	url              string
	srv              *httptest.Server
	files            *portal.Files
	fileID, revision string
	clientA, clientB actor.Actor
}

func newSite(t *testing.T) *site {
	t.Helper()
	ctx := context.Background()
	pool := pgtest.New(t)
	q := sqlc.New(pool)
	svc := portal.NewService(portalpg.New(pool, nil), nil, nil, auth.DefaultConfig, mail.Config{}, nil)
	s := &site{}
	for i, c := range []*actor.Actor{&s.clientA, &s.clientB} {
		org, err := q.ClientOrganizationCreate(ctx, []string{"Acme Steel", "Other Fabricators"}[i])
		if err != nil {
			t.Fatal(err)
		}
		u, err := q.ClientUserCreate(ctx, sqlc.ClientUserCreateParams{OrganizationID: &org.ID, Email: "pm@" + org.ID.String()[:8] + ".test", Name: "PM"})
		if err != nil {
			t.Fatal(err)
		}
		*c = actor.Client(u.ID, "pm ("+org.Name+")", org.ID)
	}
	p, err := svc.CreateProject(ctx, &adminv1.CreatePortalProjectRequest{OrganizationId: s.clientA.OrganizationID.String(),
		Project: &portal.ProjectInput{Name: "Mill", JobNumber: "J-1"}})
	if err != nil {
		t.Fatal(err)
	}
	folder, err := q.PortalFolderCreate(ctx, sqlc.PortalFolderCreateParams{ProjectID: uuid.MustParse(p.GetId()), Name: "Shop drawings"})
	if err != nil {
		t.Fatal(err)
	}
	file, err := q.PortalFileNextRevision(ctx, sqlc.PortalFileNextRevisionParams{FolderID: folder.ID, Name: "GA rev A.pdf"})
	if err != nil {
		t.Fatal(err)
	}
	rev, err := q.PortalFileRevisionCreate(ctx, sqlc.PortalFileRevisionCreateParams{FileID: file.ID, Number: file.LastRevision,
		Size: int64(len(drawing)), Sha256: make([]byte, 32), ContentType: "application/pdf", BlobKey: "rev-1",
		UploaderKind: string(portal.UploaderEstimate), UploaderName: "estimate"})
	if err != nil {
		t.Fatal(err)
	}
	bucket := memblob.OpenBucket(nil)
	t.Cleanup(func() { _ = bucket.Close() })
	if err := bucket.WriteAll(ctx, "rev-1", []byte(drawing), nil); err != nil {
		t.Fatal(err)
	}
	s.files = portal.NewFiles(portalpg.NewFiles(pool), memBlobs{bucket}, nil, files.NewSigner([]byte("test secret of 32 bytes or more!"), time.Hour), time.Hour, nil)
	s.fileID, s.revision = file.ID.String(), rev.ID.String()
	mux := http.NewServeMux()
	portalhttp.NewDownloads(s.files, slog.New(slog.DiscardHandler)).Mount(mux)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	s.url, s.srv = srv.URL, srv
	return s
}

func (s *site) link(t *testing.T, c actor.Actor) string {
	t.Helper()
	path, _, err := s.files.DownloadURL(context.Background(), c, s.revision)
	if err != nil {
		t.Fatal(err)
	}
	return s.url + path
}

func (s *site) downloads(t *testing.T) int {
	t.Helper()
	ds, err := s.files.Downloads(context.Background(), s.fileID)
	if err != nil {
		t.Fatal(err)
	}
	return len(ds)
}

func TestPortalDownloads(t *testing.T) {
	tests := []struct {
		name string
		// request is the request to send, given a valid link of client A.
		request       func(link, revision string) *http.Request
		wantStatus    int
		wantBody      string
		wantDownloads int
	}{
		{
			name:          "a signed link answers the bytes as an attachment and logs one download",
			request:       func(link, _ string) *http.Request { return httptest.NewRequest(http.MethodGet, link, nil) },
			wantStatus:    http.StatusOK,
			wantBody:      drawing,
			wantDownloads: 1,
		},
		{
			name: "a resumed download from the middle is not a new download",
			request: func(link, _ string) *http.Request {
				r := httptest.NewRequest(http.MethodGet, link, nil)
				r.Header.Set("Range", "bytes=11-")
				return r
			},
			wantStatus: http.StatusPartialContent,
			wantBody:   drawing[11:],
		},
		{
			name:       "a HEAD is not a download",
			request:    func(link, _ string) *http.Request { return httptest.NewRequest(http.MethodHead, link, nil) },
			wantStatus: http.StatusOK,
		},
		{
			name: "a link whose signed revision was changed answers 404 with a plain message",
			request: func(link, _ string) *http.Request {
				return httptest.NewRequest(http.MethodGet, strings.Replace(link, portal.DownloadPath, portal.DownloadPath+"0", 1)[:len(link)], nil)
			},
			wantStatus: http.StatusNotFound,
			wantBody:   "This link has expired or is not valid: download the file again from the portal.\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSite(t)
			r := tt.request(s.link(t, s.clientA), s.revision)
			r.RequestURI = ""
			res, err := http.DefaultClient.Do(r)
			if err != nil {
				t.Fatal(err)
			}
			body, err := io.ReadAll(res.Body)
			_ = res.Body.Close()
			if err != nil {
				t.Fatal(err)
			}
			if res.StatusCode != tt.wantStatus || string(body) != tt.wantBody {
				t.Errorf("got %d %q, want %d %q", res.StatusCode, body, tt.wantStatus, tt.wantBody)
			}
			if tt.wantStatus == http.StatusOK {
				if got, want := res.Header.Get("Content-Disposition"), `attachment; filename="GA rev A.pdf"`; got != want {
					t.Errorf("Content-Disposition %q, want %q", got, want)
				}
			}
			// The log is written once the answer has ended: Close waits for the handler.
			s.srv.Close()
			if got := s.downloads(t); got != tt.wantDownloads {
				t.Errorf("got %d downloads logged, want %d", got, tt.wantDownloads)
			}
		})
	}
}

func TestPortalDownloadLinkOfAnotherOrganization(t *testing.T) {
	s := newSite(t)
	if _, _, err := s.files.DownloadURL(context.Background(), s.clientB, s.revision); err == nil {
		t.Errorf("a client of another organization got a link, want %v", portal.ErrRevisionNotFound)
	}
}
