package main

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"debug/elf"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The image is read here with the standard library only (the docker-save layout that
// `docker load` reads: manifest.json, a config blob, gzipped layer tars), not with the
// library that wrote it, so a mistake in how tools/image uses go-containerregistry shows.

type savedImage struct {
	config struct {
		OS           string `json:"os"`
		Architecture string `json:"architecture"`
		Config       struct {
			User         string              `json:"User"`
			Entrypoint   []string            `json:"Entrypoint"`
			Cmd          []string            `json:"Cmd"`
			Env          []string            `json:"Env"`
			ExposedPorts map[string]struct{} `json:"ExposedPorts"`
			Labels       map[string]string   `json:"Labels"`
		} `json:"config"`
		RootFS struct {
			DiffIDs []string `json:"diff_ids"`
		} `json:"rootfs"`
	}
	tags  []string
	files map[string]*entry // the merged file system, by path without a leading /
}

type entry struct {
	hdr  *tar.Header
	body []byte
}

// readImage reads a docker-save tarball; layers are applied in order, later files
// replacing earlier ones.
func readImage(t *testing.T, path string) *savedImage {
	t.Helper()
	outer, err := untar(path)
	if err != nil {
		t.Fatal(err)
	}
	var manifest []struct {
		Config   string
		RepoTags []string
		Layers   []string
	}
	if err := json.Unmarshal(outer["manifest.json"], &manifest); err != nil || len(manifest) != 1 {
		t.Fatalf("manifest.json: got %d images (%v), want 1", len(manifest), err)
	}
	img := &savedImage{tags: manifest[0].RepoTags, files: map[string]*entry{}}
	if err := json.Unmarshal(outer[manifest[0].Config], &img.config); err != nil {
		t.Fatalf("config %s: %v", manifest[0].Config, err)
	}
	if got, want := len(manifest[0].Layers), len(img.config.RootFS.DiffIDs); got != want {
		t.Fatalf("layers: got %d, the config names %d", got, want)
	}
	for _, l := range manifest[0].Layers {
		zr, err := gzip.NewReader(bytes.NewReader(outer[l]))
		if err != nil {
			t.Fatalf("layer %s: %v", l, err)
		}
		tr := tar.NewReader(zr)
		for {
			h, err := tr.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("layer %s: %v", l, err)
			}
			body, err := io.ReadAll(tr)
			if err != nil {
				t.Fatalf("layer %s, %s: %v", l, h.Name, err)
			}
			img.files[strings.Trim(h.Name, "/")] = &entry{hdr: h, body: body}
		}
	}
	return img
}

func untar(path string) (map[string][]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string][]byte{}
	tr := tar.NewReader(f)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		if out[h.Name], err = io.ReadAll(tr); err != nil {
			return nil, err
		}
	}
}

// builtImage is the tarball `make image` wrote (GUSSET_IMAGE names another); the tests of
// the built image skip when there is none, as after `go test` without `make image`.
func builtImage(t *testing.T) string {
	t.Helper()
	path := os.Getenv("GUSSET_IMAGE")
	if path == "" {
		path = filepath.Join("..", "..", "dist", "gusset-image.tar")
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("%s not built: run `make image`", path)
	}
	return path
}

func TestBuiltImage(t *testing.T) {
	img := readImage(t, builtImage(t))
	cfg := img.config.Config

	t.Run("it runs as the non-root user gusset (65532)", func(t *testing.T) {
		if got, want := cfg.User, "65532:65532"; got != want {
			t.Errorf("User: got %q, want %q", got, want)
		}
		passwd := string(img.files["etc/passwd"].body)
		if !strings.Contains(passwd, "\ngusset:x:65532:65532:") {
			t.Errorf("/etc/passwd: got %q, want a gusset user with uid and gid 65532", passwd)
		}
		if group := string(img.files["etc/group"].body); !strings.Contains(group, "\ngusset:x:65532:") {
			t.Errorf("/etc/group: got %q, want a gusset group 65532", group)
		}
	})

	t.Run("its entrypoint is the binary and its command is serve on port 8080", func(t *testing.T) {
		if got, want := cfg.Entrypoint, []string{"/usr/local/bin/gusset"}; !slices.Equal(got, want) {
			t.Errorf("Entrypoint: got %q, want %q", got, want)
		}
		if got, want := cfg.Cmd, []string{"serve"}; !slices.Equal(got, want) {
			t.Errorf("Cmd: got %q, want %q", got, want)
		}
		for _, want := range []string{"PORT=8080", "DATA_DIR=/data"} {
			if !slices.Contains(cfg.Env, want) {
				t.Errorf("Env: got %q, want it to hold %q", cfg.Env, want)
			}
		}
		if _, ok := cfg.ExposedPorts["8080/tcp"]; !ok {
			t.Errorf("ExposedPorts: got %v, want 8080/tcp", cfg.ExposedPorts)
		}
		if got := img.config.OS; got != "linux" {
			t.Errorf("os: got %q, want linux", got)
		}
		if cfg.Labels["org.opencontainers.image.revision"] == "" {
			t.Errorf("labels: got %v, want the commit as org.opencontainers.image.revision", cfg.Labels)
		}
	})

	t.Run("it has CA certificates, a /tmp for everyone and a /data the user owns", func(t *testing.T) {
		certs := img.files["etc/ssl/certs/ca-certificates.crt"]
		if certs == nil || bytes.Count(certs.body, []byte("BEGIN CERTIFICATE")) < 10 {
			t.Errorf("/etc/ssl/certs/ca-certificates.crt: want a bundle of CA certificates")
		}
		tmp := img.files["tmp"]
		if tmp == nil || tmp.hdr.Typeflag != tar.TypeDir || tmp.hdr.Mode&0o7777 != 0o1777 {
			t.Errorf("/tmp: got %+v, want a folder of mode 1777", tmp)
		}
		data := img.files["data"]
		if data == nil || data.hdr.Typeflag != tar.TypeDir || data.hdr.Uid != 65532 || data.hdr.Mode&0o700 != 0o700 {
			t.Errorf("/data: got %+v, want a folder owned and writable by 65532", data)
		}
	})

	bin := img.files["usr/local/bin/gusset"]
	if bin == nil || bin.hdr.Mode&0o111 == 0 {
		t.Fatalf("/usr/local/bin/gusset: got %v, want an executable file", bin)
	}
	path := filepath.Join(t.TempDir(), "gusset")
	if err := os.WriteFile(path, bin.body, 0o755); err != nil {
		t.Fatal(err)
	}

	t.Run("its binary is static, so it runs without a C library", func(t *testing.T) {
		f, err := elf.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP {
				t.Errorf("the binary names a dynamic loader: it was built with cgo")
			}
		}
	})

	t.Run("its binary runs and prints its usage", func(t *testing.T) {
		out, err := exec.Command(path, "help").CombinedOutput()
		if err != nil {
			t.Fatalf("gusset help: %v\n%s", err, out)
		}
		if !strings.HasPrefix(string(out), "usage: gusset <command>") {
			t.Errorf("gusset help: got %q, want the usage", out)
		}
	})

	t.Run("its binary holds the web app that make build made", func(t *testing.T) {
		index, err := os.ReadFile(filepath.Join("..", "..", "internal", "web", "dist", "app", "index.html"))
		if err != nil {
			t.Fatalf("the web app is not built here: %v", err)
		}
		if !bytes.Contains(bin.body, index) {
			t.Errorf("the binary does not hold internal/web/dist/app/index.html")
		}
	})

	t.Run("its binary serves the site and its web app", func(t *testing.T) {
		serveFromImage(t, path)
	})
}

// serveFromImage starts the image's binary with its embedded PostgreSQL (the image has no
// PostgreSQL; this machine has one, as the tests need it anyway), waits for it to listen,
// fetches /readyz, the home page and one of the app's scripts, and stops it with SIGTERM.
func serveFromImage(t *testing.T, bin string) {
	// The embedded cluster runs as the postgres user when root: its parent folder must be
	// one that user can enter (t.TempDir's are private).
	data, err := os.MkdirTemp("", "gusset-image-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(data) })
	if err := os.Chmod(data, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "DATA_DIR="+data, "LOG_LEVEL=info")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// The reader goroutine owns logs until it closes done, after the process has exited.
	var logs bytes.Buffer
	var exitErr error
	done := make(chan struct{})
	addr := make(chan string, 1)
	warm := make(chan struct{}) // closed when the start's page warm-up is over
	go func() {
		defer close(done)
		sc := bufio.NewScanner(stderr)
		sent, warmed := false, false
		for sc.Scan() {
			logs.Write(append(sc.Bytes(), '\n'))
			var line struct{ Msg, Addr string }
			if json.Unmarshal(sc.Bytes(), &line) != nil {
				continue
			}
			switch {
			case !sent && line.Msg == "serving":
				addr <- line.Addr
				sent = true
			case !warmed && line.Msg == "page cache warmed":
				close(warm)
				warmed = true
			}
		}
		if !sent {
			close(addr)
		}
		if !warmed {
			close(warm)
		}
		exitErr = cmd.Wait()
	}()
	t.Cleanup(func() {
		select {
		case <-done:
		default:
			_ = cmd.Process.Kill()
			<-done
		}
	})
	base, ok := <-addr
	if !ok {
		<-done
		t.Fatalf("gusset serve exited before listening: %v\n%s", exitErr, logs.String())
	}
	base = "http://" + base

	get := func(path string) (int, []byte) {
		t.Helper()
		res, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		return res.StatusCode, body
	}
	// Ready once the start has drawn its most read pages (a load balancer waits for it too).
	<-warm
	if code, body := get("/readyz"); code != http.StatusOK {
		t.Errorf("GET /readyz: got %d %q, want 200", code, body)
	}
	code, home := get("/")
	if code != http.StatusOK || !bytes.Contains(home, []byte(`<div id="root"`)) {
		t.Errorf("GET /: got %d, %d bytes, want 200 and the app's page", code, len(home))
	}
	assets, err := os.ReadDir(filepath.Join("..", "..", "internal", "web", "dist", "app", "assets"))
	if err != nil {
		t.Fatal(err)
	}
	var script string
	for _, a := range assets {
		if strings.HasSuffix(a.Name(), ".js") {
			script = a.Name()
			break
		}
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "internal", "web", "dist", "app", "assets", script))
	if err != nil {
		t.Fatal(err)
	}
	if code, got := get("/assets/" + script); code != http.StatusOK || !bytes.Equal(got, want) {
		t.Errorf("GET /assets/%s: got %d, %d bytes, want 200 and the %d bytes the build wrote", script, code, len(got), len(want))
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-done:
		if exitErr != nil {
			t.Errorf("gusset serve after SIGTERM: %v\n%s", exitErr, logs.String())
		}
	case <-time.After(60 * time.Second):
		// A bound on a hang, not a timing assertion: serve stops in well under a second.
		t.Errorf("gusset serve did not exit within 60 s of SIGTERM")
	}
}
