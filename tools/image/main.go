// Command image writes Gusset's OCI image as a tarball without a container daemon or a
// registry: a base layer made here (a non-root user, CA certificates, /tmp, /data) and a
// layer with the static binary, every file and date fixed, so that the same binary and
// SOURCE_DATE_EPOCH give the same image digest. scripts/image builds the binary and
// calls it; `docker load`, `podman load` and `crane push` read the result.
//
// ko, the usual tool for this, is refused by the Go proxy here, and its default base
// image lives in a registry this machine cannot reach; go-containerregistry, the library
// under ko and crane, does the assembling.
package main

import (
	"archive/tar"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"

	"github.com/google/go-containerregistry/pkg/name"
	v1 "github.com/google/go-containerregistry/pkg/v1"
	"github.com/google/go-containerregistry/pkg/v1/empty"
	"github.com/google/go-containerregistry/pkg/v1/mutate"
	"github.com/google/go-containerregistry/pkg/v1/tarball"
	"github.com/google/go-containerregistry/pkg/v1/types"
)

// The image's user: 65532 is the "nonroot" id of distroless and Chainguard images, so
// orchestrator policies that expect it (runAsNonRoot, a fixed fsGroup) work unchanged.
const (
	uid      = 65532
	userName = "gusset"
	binPath  = "usr/local/bin/gusset"
	dataDir  = "data"
)

type options struct {
	Binary   string // the static gusset binary
	CACerts  string // a PEM bundle of CA certificates (Debian's ca-certificates.crt)
	Out      string // the tarball to write
	Tag      string // the name the tarball carries, e.g. gusset:1a2b3c4
	Arch     string // GOARCH of the binary
	Epoch    int64  // SOURCE_DATE_EPOCH: every file's and the image's date
	Revision string // the commit, for the org.opencontainers.image.revision label
	Source   string // where the source lives, for org.opencontainers.image.source (optional)
	Version  string // org.opencontainers.image.version (optional)
}

func main() {
	var o options
	flag.StringVar(&o.Binary, "binary", "", "the static gusset binary (CGO_ENABLED=0)")
	flag.StringVar(&o.CACerts, "ca-certs", "/etc/ssl/certs/ca-certificates.crt", "PEM bundle of CA certificates")
	flag.StringVar(&o.Out, "out", "dist/gusset-image.tar", "image tarball to write")
	flag.StringVar(&o.Tag, "tag", "gusset:latest", "image name and tag recorded in the tarball")
	flag.StringVar(&o.Arch, "arch", "amd64", "GOARCH of the binary")
	flag.Int64Var(&o.Epoch, "epoch", 0, "SOURCE_DATE_EPOCH: the date of every file and of the image")
	flag.StringVar(&o.Revision, "revision", "", "commit the binary was built from")
	flag.StringVar(&o.Source, "source", "", "source repository URL (label)")
	flag.StringVar(&o.Version, "version", "", "version (label)")
	flag.Parse()
	if err := build(o); err != nil {
		fmt.Fprintln(os.Stderr, "image:", err)
		os.Exit(1)
	}
}

func build(o options) error {
	if o.Binary == "" {
		return fmt.Errorf("-binary is required")
	}
	tag, err := name.NewTag(o.Tag)
	if err != nil {
		return fmt.Errorf("-tag: %w", err)
	}
	img, err := assemble(o)
	if err != nil {
		return err
	}
	tmp := o.Out + ".tmp"
	if err := tarball.WriteToFile(tmp, tag, img); err != nil {
		os.Remove(tmp)
		return err
	}
	digest, err := img.Digest()
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, o.Out); err != nil {
		return err
	}
	fmt.Printf("%s %s@%s\n", o.Out, tag, digest)
	return nil
}

// assemble is the image: the base layer, the binary's layer, and the configuration.
func assemble(o options) (v1.Image, error) {
	date := time.Unix(o.Epoch, 0).UTC()
	certs, err := os.ReadFile(o.CACerts)
	if err != nil {
		return nil, fmt.Errorf("CA certificates: %w (Debian: apt-get install ca-certificates)", err)
	}
	bin, err := os.ReadFile(o.Binary)
	if err != nil {
		return nil, err
	}
	base, err := layer(date, baseFiles(certs))
	if err != nil {
		return nil, err
	}
	app, err := layer(date, []file{
		{name: "usr/", mode: 0o755 | os.ModeDir},
		{name: "usr/local/", mode: 0o755 | os.ModeDir},
		{name: "usr/local/bin/", mode: 0o755 | os.ModeDir},
		{name: binPath, mode: 0o755, body: bin},
	})
	if err != nil {
		return nil, err
	}
	// Docker's media types, because a docker-save tarball records none: whoever reads it
	// (docker load, crane push) assumes these, so the digest printed here is the digest the
	// registry shows after a push.
	img := mutate.MediaType(empty.Image, types.DockerManifestSchema2)
	img = mutate.ConfigMediaType(img, types.DockerConfigJSON)
	img, err = mutate.Append(img,
		mutate.Addendum{Layer: base, History: v1.History{Created: v1.Time{Time: date}, CreatedBy: "gusset base: user " + userName + " (" + strconv.Itoa(uid) + "), CA certificates, /tmp, /data", Comment: "tools/image"}},
		mutate.Addendum{Layer: app, History: v1.History{Created: v1.Time{Time: date}, CreatedBy: "gusset binary /" + binPath, Comment: "tools/image"}},
	)
	if err != nil {
		return nil, err
	}
	cf, err := img.ConfigFile()
	if err != nil {
		return nil, err
	}
	cf = cf.DeepCopy()
	cf.OS, cf.Architecture = "linux", o.Arch
	cf.Created = v1.Time{Time: date}
	user := strconv.Itoa(uid) + ":" + strconv.Itoa(uid)
	cf.Config = v1.Config{
		User: user,
		// The entrypoint is the binary and the command is serve, so `docker run IMAGE
		// migrate` (or backup, admin …) runs another command of the same binary.
		Entrypoint: []string{"/" + binPath},
		Cmd:        []string{"serve"},
		Env: []string{
			"PATH=/usr/local/bin",
			"PORT=8080",
			"DATA_DIR=/" + dataDir,
			"SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt",
		},
		WorkingDir:   "/" + dataDir,
		ExposedPorts: map[string]struct{}{"8080/tcp": {}},
		Labels:       labels(o, date),
	}
	return mutate.ConfigFile(img, cf)
}

func labels(o options, date time.Time) map[string]string {
	l := map[string]string{
		"org.opencontainers.image.title":       "gusset",
		"org.opencontainers.image.description": "Gusset: the public site and staff back office, one Go binary with the web app embedded",
		"org.opencontainers.image.created":     date.Format(time.RFC3339),
	}
	for k, v := range map[string]string{
		"org.opencontainers.image.revision": o.Revision,
		"org.opencontainers.image.source":   o.Source,
		"org.opencontainers.image.version":  o.Version,
	} {
		if v != "" {
			l[k] = v
		}
	}
	return l
}

// file is one entry of a layer; a name ending in / is a folder.
type file struct {
	name     string
	mode     os.FileMode
	uid, gid int
	body     []byte
}

// baseFiles is what a static Go server needs from an operating system: a user to run
// as, CA certificates for TLS to PostgreSQL, S3 and SMTP, a /tmp, and a writable /data.
// No /etc/mime.types: the server's content types come from Go's built-in table (every
// file type the web app ships is in it), and a system table would override that table's
// answers with the distribution's.
func baseFiles(certs []byte) []file {
	id := strconv.Itoa(uid)
	dir := 0o755 | os.ModeDir
	return []file{
		{name: "etc/", mode: dir},
		{name: "etc/passwd", mode: 0o644, body: []byte("root:x:0:0:root:/root:/sbin/nologin\n" +
			userName + ":x:" + id + ":" + id + ":" + userName + ":/" + dataDir + ":/sbin/nologin\n")},
		{name: "etc/group", mode: 0o644, body: []byte("root:x:0:\n" + userName + ":x:" + id + ":\n")},
		{name: "etc/ssl/", mode: dir},
		{name: "etc/ssl/certs/", mode: dir},
		{name: "etc/ssl/certs/ca-certificates.crt", mode: 0o644, body: certs},
		{name: "tmp/", mode: 0o777 | os.ModeDir | os.ModeSticky},
		{name: dataDir + "/", mode: 0o750 | os.ModeDir, uid: uid, gid: uid},
	}
}

// layer is a gzipped tar of files, every entry dated date and owned as given, in the
// order given (parents first), so that its digest depends on nothing else.
func layer(date time.Time, files []file) (v1.Layer, error) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, f := range files {
		h := &tar.Header{
			Name:    f.name,
			Mode:    int64(f.mode.Perm()),
			Uid:     f.uid,
			Gid:     f.gid,
			ModTime: date,
			Format:  tar.FormatUSTAR,
		}
		if f.mode&os.ModeSticky != 0 {
			h.Mode |= 0o1000
		}
		if f.mode.IsDir() {
			h.Typeflag = tar.TypeDir
		} else {
			h.Typeflag = tar.TypeReg
			h.Size = int64(len(f.body))
		}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.body); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	raw := buf.Bytes()
	return tarball.LayerFromOpener(func() (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(raw)), nil
	}, tarball.WithMediaType(types.DockerLayer))
}
