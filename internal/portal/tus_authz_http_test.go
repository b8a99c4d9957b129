package portal_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"path"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/sitetest"
)

// tusEndpoint is one address of the tus handler with two people on it: a victim who
// starts an upload, and an intruder with an upload of their own (visitors: two owner
// tokens; the portal: clients of two organizations, each in their own project's folder).
type tusEndpoint struct {
	name             string
	victim, intruder *sitetest.TusClient
	// start begins an upload of size bytes for c and answers its path.
	start func(t *testing.T, c *sitetest.TusClient, size int64) string
}

// tusEndpoints are the visitors', the portal's files' and the RFIs' addresses on one site.
func tusEndpoints(t *testing.T) (*portalFiles, []tusEndpoint) {
	t.Helper()
	f := newPortalFiles(t)
	visitors := tusEndpoint{name: "the visitors' /uploads/tus/", victim: sitetest.NewTusClient(f.URL), intruder: sitetest.NewTusClient(f.URL),
		start: func(t *testing.T, c *sitetest.TusClient, size int64) string {
			p, _ := c.Create(t, "plan.pdf", size)
			return p
		}}
	folders := map[*sitetest.TusClient]string{}
	// Each client's RFI, for the RFIs' endpoint.
	rfiOf := map[*sitetest.TusClient]string{}
	var rfiClients []*sitetest.TusClient
	for i, org := range []string{"Prairie Steel Fabricators", "Coastal Erectors"} {
		o := f.Organization(t, org)
		email := []string{"dana@prairie.example", "sam@coastal.example"}[i]
		token := f.Client(t, o, email)
		project := f.Project(t, o, []string{"J-2026-101", "J-2026-102"}[i])
		c := f.tus(token)
		folders[c] = f.folderOf(t, token, project, "Drawings")
		var user string
		if err := f.Pool.QueryRow(context.Background(), `SELECT id::text FROM client_users WHERE email = $1`, email).Scan(&user); err != nil {
			t.Fatal(err)
		}
		rc := f.tus(token)
		rfiOf[rc] = raiseRfi(t, f.PortalFixture, project, user).GetId()
		rfiClients = append(rfiClients, rc)
	}
	var cs []*sitetest.TusClient
	for c := range folders {
		cs = append(cs, c)
	}
	portal := tusEndpoint{name: "the portal's /portal/uploads/tus/", victim: cs[0], intruder: cs[1],
		start: func(t *testing.T, c *sitetest.TusClient, size int64) string {
			status, p := startPortalUpload(t, c, folders[c], "plan.pdf", size)
			if status != http.StatusCreated {
				t.Fatalf("creating a portal upload: %d, want 201", status)
			}
			return p
		}}
	rfis := tusEndpoint{name: "the RFIs' " + rfiUploads, victim: rfiClients[0], intruder: rfiClients[1],
		start: func(t *testing.T, c *sitetest.TusClient, size int64) string {
			status, p, _ := c.Start(t, rfiUploads, size, "rfi", rfiOf[c], "filename", "plan.pdf")
			if status != http.StatusCreated {
				t.Fatalf("creating an RFI's upload: %d, want 201", status)
			}
			return p
		}}
	return f, []tusEndpoint{visitors, portal, rfis}
}

// standing is where the victim's upload stands, as its owner asks.
func (e tusEndpoint) standing(t *testing.T, p string) int64 {
	t.Helper()
	status, at := e.victim.Offset(t, p)
	if status != http.StatusOK {
		t.Fatalf("the owner's HEAD of their upload = %d, want 200", status)
	}
	return at
}

func send(t *testing.T, c *sitetest.TusClient, method, p string, body []byte, hdr map[string]string) (*http.Response, string) {
	t.Helper()
	res := c.Do(t, method, p, bytes.NewReader(body), hdr)
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	return res, string(b)
}

func TestTusMethodOverrideReachesNoUploadOnAnyEndpoint(t *testing.T) {
	_, endpoints := tusEndpoints(t)
	data := []byte("%PDF-1.7 the victim's own drawing set")
	patch := func(offset string) map[string]string {
		return map[string]string{"X-HTTP-Method-Override": "PATCH", "Upload-Offset": offset, "Content-Type": "application/offset+octet-stream"}
	}
	for _, e := range endpoints {
		t.Run("on "+e.name, func(t *testing.T) {
			t.Run("a POST overridden to PATCH writes nothing into another's upload", func(t *testing.T) {
				p := e.start(t, e.victim, int64(len(data)))
				res, body := send(t, e.intruder, http.MethodPost, p, []byte("intruder"), patch("0"))
				if res.StatusCode != http.StatusBadRequest || !strings.Contains(body, "X-HTTP-Method-Override") {
					t.Errorf("got %d %q, want 400 naming the header", res.StatusCode, body)
				}
				if at := e.standing(t, p); at != 0 {
					t.Errorf("the victim's upload stands at %d, want 0", at)
				}
			})
			t.Run("a POST overridden to PATCH with every byte finishes nothing", func(t *testing.T) {
				p := e.start(t, e.victim, int64(len(data)))
				if res, body := send(t, e.intruder, http.MethodPost, p, bytes.Repeat([]byte("x"), len(data)), patch("0")); res.StatusCode != http.StatusBadRequest {
					t.Errorf("got %d %q, want 400", res.StatusCode, body)
				}
				if at := e.standing(t, p); at != 0 {
					t.Errorf("the victim's upload stands at %d, want 0: finished by another", at)
				}
				// The owner's own bytes still go in.
				if status, at := e.victim.Patch(t, p, 0, bytes.NewReader(data), nil); status != http.StatusNoContent || at != int64(len(data)) {
					t.Errorf("the owner's PATCH = %d at %d, want 204 at %d", status, at, len(data))
				}
			})
			t.Run("a POST overridden to HEAD reveals nothing of another's upload", func(t *testing.T) {
				p := e.start(t, e.victim, int64(len(data)))
				res, body := send(t, e.intruder, http.MethodPost, p, nil, map[string]string{"X-HTTP-Method-Override": "HEAD"})
				if res.StatusCode != http.StatusBadRequest {
					t.Errorf("got %d %q, want 400", res.StatusCode, body)
				}
				if m, l := res.Header.Get("Upload-Metadata"), res.Header.Get("Upload-Length"); m != "" || l != "" {
					t.Errorf("the answer shows Upload-Metadata %q, Upload-Length %q; want neither", m, l)
				}
			})
			t.Run("the owner's own override is refused as well, an empty one included", func(t *testing.T) {
				p := e.start(t, e.victim, int64(len(data)))
				for _, v := range []string{"PATCH", ""} {
					h := patch("0")
					h["X-HTTP-Method-Override"] = v
					if res, body := send(t, e.victim, http.MethodPost, p, data, h); res.StatusCode != http.StatusBadRequest {
						t.Errorf("override %q: got %d %q, want 400", v, res.StatusCode, body)
					}
				}
			})
		})
	}
}

func TestTusIDWithAPathReachesNoOtherUploadOnAnyEndpoint(t *testing.T) {
	_, endpoints := tusEndpoints(t)
	data := []byte("%PDF-1.7 the victim's own drawing set")
	for _, e := range endpoints {
		t.Run("on "+e.name, func(t *testing.T) {
			victim := e.start(t, e.victim, int64(len(data)))
			own := e.start(t, e.intruder, int64(len(data)))
			// The intruder's own upload id, then a path to the victim's (tus ids are the
			// last segment of the address).
			trick := own + "+%2F..%2F" + path.Base(victim)
			t.Run("a PATCH writes nothing into the other upload", func(t *testing.T) {
				status, _ := e.intruder.Patch(t, trick, 0, bytes.NewReader(data), nil)
				if status != http.StatusNotFound {
					t.Errorf("got %d, want 404", status)
				}
				if at := e.standing(t, victim); at != 0 {
					t.Errorf("the victim's upload stands at %d, want 0", at)
				}
			})
			t.Run("a HEAD reveals nothing of the other upload", func(t *testing.T) {
				res, _ := send(t, e.intruder, http.MethodHead, trick, nil, nil)
				if res.StatusCode != http.StatusNotFound || res.Header.Get("Upload-Metadata") != "" {
					t.Errorf("got %d with Upload-Metadata %q, want 404 and none", res.StatusCode, res.Header.Get("Upload-Metadata"))
				}
			})
			t.Run("the owner's id with anything added is no id", func(t *testing.T) {
				for _, p := range []string{victim + "+%2F..%2F" + path.Base(victim), victim + "+x", path.Dir(victim) + "/" + strings.ToUpper(path.Base(victim))} {
					if status, _ := e.victim.Offset(t, p); status != http.StatusNotFound {
						t.Errorf("HEAD %s = %d, want 404", p, status)
					}
				}
			})
			t.Run("the intruder's own upload is theirs to write", func(t *testing.T) {
				if status, at := e.intruder.Patch(t, own, 0, bytes.NewReader(data), nil); status != http.StatusNoContent || at != int64(len(data)) {
					t.Errorf("got %d at %d, want 204 at %d", status, at, len(data))
				}
			})
		})
	}
}

func TestTusUploadWhoseStorageNameIsNotRecordedIsNotFound(t *testing.T) {
	f, endpoints := tusEndpoints(t)
	for _, e := range endpoints {
		t.Run("on "+e.name+" the owner's HEAD and PATCH answer 404", func(t *testing.T) {
			p := e.start(t, e.victim, 10)
			// As if the storage had failed to make it after the row was written.
			if _, err := f.Pool.Exec(context.Background(), "UPDATE resumable_uploads SET tus_id = '' WHERE tus_id = $1", path.Base(p)); err != nil {
				t.Fatal(err)
			}
			if status, _ := e.victim.Offset(t, p); status != http.StatusNotFound {
				t.Errorf("HEAD = %d, want 404", status)
			}
			if status, _ := e.victim.Patch(t, p, 0, strings.NewReader("0123456789"), nil); status != http.StatusNotFound {
				t.Errorf("PATCH = %d, want 404", status)
			}
		})
	}
}
