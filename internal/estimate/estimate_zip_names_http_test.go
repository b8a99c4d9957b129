package estimate_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"unicode"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestTheEstimateZIPNamesUnpackOnEverySystem: a visitor names their files; the staff ZIP
// of a request must unpack on Windows, macOS and Linux as plain files in one folder, each
// apart from the others.
func TestTheEstimateZIPNamesUnpackOnEverySystem(t *testing.T) {
	s := sitetest.StartUploadServer(t, sitetest.UploadTestConfig(t))
	c := sitetest.NewTusClient(s.URL)
	files := []struct{ name, want string }{
		{"..", "file"},
		{"CON", "_CON"},
		{"con.txt", "_con.txt"},
		{"lpt9.dwg", "_lpt9.dwg"},
		{"Nul.tar.gz", "_Nul.tar.gz"},
		{"a.pdf:evil.exe", "a.pdf_evil.exe"},
		{`plan<1>|"2"?*.dwg`, "plan_1___2___.dwg"},
		{"notes.", "notes"},
		{"plan.pdf", "plan.pdf"},
		{"plan.pdf", "plan (2).pdf"},
		{"PLAN.pdf", "PLAN (3).pdf"},
		{"plan (2).pdf", "plan (2) (2).pdf"},
	}
	var ids []string
	for i, f := range files {
		ids = append(ids, c.Upload(t, f.name, []byte("file "+string(rune('a'+i)))))
	}
	sent, err := sitetest.SubmitEstimate(t, s.URL, sitetest.ValidEstimate(c.Owner, ids...))
	if err != nil {
		t.Fatal(err)
	}
	token := sitetest.StaffTokenOf(t, s.Svcs)
	got, err := adminv1connect.NewEstimateRequestServiceClient(http.DefaultClient, s.URL).GetEstimate(context.Background(), sitetest.WithToken(&adminv1.GetEstimateRequest{Id: sent.GetId()}, token))
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest(http.MethodGet, s.URL+got.Msg.GetEstimate().GetZipPath(), nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("ZIP: got %d %s, want 200", res.StatusCode, body)
	}
	entries := sitetest.ZipNames(t, body)

	t.Run("each file is under its safe name, with its own content", func(t *testing.T) {
		for i, f := range files {
			if content, ok := entries[f.want]; !ok || content != "file "+string(rune('a'+i)) {
				t.Errorf("%q: got no entry %q with its content (entries %q)", f.name, f.want, keys(entries))
			}
		}
		if len(entries) != len(files) {
			t.Errorf("entries: got %d, want %d", len(entries), len(files))
		}
	})
	t.Run("no entry is a path, a device or a name Windows refuses, and none differ only by case", func(t *testing.T) {
		seen := map[string]string{}
		for name := range entries {
			if bad := unsafeEntryName(name); bad != "" {
				t.Errorf("entry %q: %s", name, bad)
			}
			if prev, dup := seen[strings.ToLower(name)]; dup {
				t.Errorf("entries %q and %q are one file on Windows and macOS", prev, name)
			}
			seen[strings.ToLower(name)] = name
		}
	})
}

// unsafeEntryName says what keeps name from unpacking as a plain file on some system.
func unsafeEntryName(name string) string {
	stem, _, _ := strings.Cut(name, ".")
	stem = strings.ToUpper(strings.TrimRight(stem, " "))
	switch {
	case name == "" || name == "." || name == "..":
		return "not a file name"
	case strings.ContainsAny(name, `/\:*?"<>|`):
		return "holds a separator or a character Windows refuses"
	case strings.ContainsFunc(name, unicode.IsControl):
		return "holds a control character"
	case strings.HasSuffix(name, ".") || strings.HasSuffix(name, " "):
		return "ends with a dot or a space, which Windows drops"
	case stem == "CON" || stem == "PRN" || stem == "AUX" || stem == "NUL" ||
		len(stem) == 4 && (strings.HasPrefix(stem, "COM") || strings.HasPrefix(stem, "LPT")) && stem[3] >= '0' && stem[3] <= '9':
		return "is a Windows device name"
	}
	return ""
}

func keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}
