package sitetest

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"connectrpc.com/connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/resumable"
)

// TusClient speaks tus 1.0 to a site's /uploads/tus/ as one visitor (owner token).
type TusClient struct {
	Base  string
	Owner string
	H     *http.Client
	// Header is added to every request (a challenge).
	Header http.Header
}

// NewTusClient is a tus client of the site at base, as a new visitor.
func NewTusClient(base string) *TusClient {
	b := make([]byte, 32)
	rand.Read(b)
	return &TusClient{Base: base, Owner: base64.RawURLEncoding.EncodeToString(b), H: &http.Client{}, Header: http.Header{}}
}

// Do sends a tus request with the visitor's headers.
func (c *TusClient) Do(t testing.TB, method, path string, body io.Reader, hdr map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, c.Base+path, body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set(resumable.OwnerHeader, c.Owner)
	for k, vs := range c.Header {
		req.Header[k] = vs
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	res, err := c.H.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TryCreate starts an upload of size bytes named name and answers its path and its answer.
func (c *TusClient) TryCreate(t testing.TB, name string, size int64) (*http.Response, string) {
	t.Helper()
	res := c.Do(t, http.MethodPost, "/uploads/tus/", nil, map[string]string{
		"Upload-Length":   strconv.FormatInt(size, 10),
		"Upload-Metadata": "filename " + base64.StdEncoding.EncodeToString([]byte(name)) + ",filetype " + base64.StdEncoding.EncodeToString([]byte("application/octet-stream")),
	})
	raw, _ := io.ReadAll(res.Body)
	res.Body.Close()
	return res, string(raw)
}

// Create starts an upload and answers its path (/uploads/tus/<id>) and id.
func (c *TusClient) Create(t testing.TB, name string, size int64) (path, id string) {
	t.Helper()
	res, body := c.TryCreate(t, name, size)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("creating an upload: status %d (%s), want 201", res.StatusCode, body)
	}
	return res.Header.Get("Location"), res.Header.Get("Gusset-Upload-Id")
}

// Patch sends body at offset and answers the status and the new offset.
func (c *TusClient) Patch(t testing.TB, path string, offset int64, body io.Reader, hdr map[string]string) (int, int64) {
	t.Helper()
	h := map[string]string{"Upload-Offset": strconv.FormatInt(offset, 10), "Content-Type": "application/offset+octet-stream"}
	for k, v := range hdr {
		h[k] = v
	}
	res := c.Do(t, http.MethodPatch, path, body, h)
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	n, _ := strconv.ParseInt(res.Header.Get("Upload-Offset"), 10, 64)
	return res.StatusCode, n
}

// Offset asks where an upload stands (HEAD).
func (c *TusClient) Offset(t testing.TB, path string) (int, int64) {
	t.Helper()
	res := c.Do(t, http.MethodHead, path, nil, nil)
	res.Body.Close()
	n, _ := strconv.ParseInt(res.Header.Get("Upload-Offset"), 10, 64)
	return res.StatusCode, n
}

// Upload sends a whole small file and answers its id.
func (c *TusClient) Upload(t testing.TB, name string, data []byte) string {
	t.Helper()
	path, id := c.Create(t, name, int64(len(data)))
	if status, n := c.Patch(t, path, 0, bytes.NewReader(data), nil); status != http.StatusNoContent || n != int64(len(data)) {
		t.Fatalf("PATCH: status %d offset %d, want 204 at %d", status, n, len(data))
	}
	return id
}

// DrawingBytes is a reproducible stream of n bytes (a stand-in for a drawing set).
func DrawingBytes(seed uint64, n int64) io.Reader {
	return io.LimitReader(mrand.NewChaCha8([32]byte{byte(seed)}), n)
}

// SHA256Hex is the hex SHA-256 of what r yields.
func SHA256Hex(t testing.TB, r io.Reader) string {
	t.Helper()
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

// ValidEstimate is a complete form naming uploads of owner.
func ValidEstimate(owner string, uploads ...string) *sitev1.SubmitEstimateRequest {
	return &sitev1.SubmitEstimateRequest{
		Name: "Dana Whitfield", Company: "Prairie Steel Fabricators", Email: "dana@prairie-steel.example", Phone: "+1 306 555 0142",
		ProjectName: "Regina distribution centre", City: "Regina", Region: "SK", Country: "Canada",
		Services: []string{"structural-steel-detailing", "connection-design-and-pe-se-stamping"}, StructureType: "Warehouse",
		ScopeNotes: "Main steel and joists; 2 mezzanines.", Tonnage: "340 t", DrawingStatus: "FOR_BID", NeededBy: "2099-01-15",
		Software: "TEKLA", Deliverables: []string{"SHOP_ERECTION", "CNC_DSTV"}, UploadIds: uploads, UploadOwner: owner,
	}
}

// SubmitEstimate sends an estimate request to the site at base.
func SubmitEstimate(t testing.TB, base string, req *sitev1.SubmitEstimateRequest) (*sitev1.SubmitEstimateResponse, error) {
	t.Helper()
	res, err := sitev1connect.NewEstimateServiceClient(http.DefaultClient, base).SubmitEstimate(context.Background(), connect.NewRequest(req))
	if err != nil {
		return nil, err
	}
	return res.Msg, nil
}

// ZipNames reads an archive's entries by name.
func ZipNames(t testing.TB, body []byte) map[string]string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range zr.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(r)
		r.Close()
		out[f.Name] = string(b)
	}
	return out
}

// SignedInTus is a tus client of the site at base for a signed-in person: staff, a client
// user or an outside reviewer, by their bearer token.
func SignedInTus(base, token string) *TusClient {
	c := NewTusClient(base)
	c.Header.Set("Authorization", "Bearer "+token)
	return c
}

// Start begins an upload of size bytes at a signed-in endpoint (such as
// "/rfis/uploads/tus/") with metadata meta (pairs of key and value); it answers the
// creation's status, the upload's path and its id.
func (c *TusClient) Start(t testing.TB, endpoint string, size int64, meta ...string) (status int, path, id string) {
	t.Helper()
	var parts []string
	for i := 0; i+1 < len(meta); i += 2 {
		parts = append(parts, meta[i]+" "+base64.StdEncoding.EncodeToString([]byte(meta[i+1])))
	}
	res := c.Do(t, http.MethodPost, endpoint, nil, map[string]string{
		"Upload-Length": strconv.FormatInt(size, 10), "Upload-Metadata": strings.Join(parts, ","),
	})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, res.Header.Get("Location"), res.Header.Get("Gusset-Upload-Id")
}

// UploadTo sends a whole small file to a signed-in endpoint and answers its id; the
// upload must be admitted and finish.
func (c *TusClient) UploadTo(t testing.TB, endpoint string, data []byte, meta ...string) string {
	t.Helper()
	status, path, id := c.Start(t, endpoint, int64(len(data)), meta...)
	if status != http.StatusCreated {
		t.Fatalf("starting an upload at %s: %d, want 201", endpoint, status)
	}
	if status, n := c.Patch(t, path, 0, bytes.NewReader(data), nil); status != http.StatusNoContent || n != int64(len(data)) {
		t.Fatalf("PATCH: status %d offset %d, want 204 at %d", status, n, len(data))
	}
	return id
}
