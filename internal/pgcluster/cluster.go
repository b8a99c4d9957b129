// Package pgcluster runs a private PostgreSQL cluster from the machine's server
// binaries: the embedded default database of `gusset serve` and the test harness's server.
package pgcluster

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Options describe the cluster.
type Options struct {
	// Dir holds the cluster: Dir/data (PGDATA) and Dir/postgres.log. As root, when the
	// postgres user cannot reach Dir, the cluster lives under Fallback instead (see Start).
	Dir string
	// Fallback is where, as root, a cluster whose Dir the postgres user cannot reach is
	// kept, as Fallback/<hash of Dir>/<base name of Dir>; empty means DefaultFallback.
	Fallback string
	// Ephemeral trades durability for speed (fsync off): for tests only.
	Ephemeral bool
	// BinDir overrides where initdb, pg_ctl and postgres are found.
	BinDir string
	// Logf receives progress lines; nil discards them.
	Logf func(format string, args ...any)
}

// DefaultFallback is the parent of the clusters moved out of folders the postgres user
// cannot reach, such as a checkout under root's private home.
const DefaultFallback = "/var/lib/gusset"

// Cluster is a running PostgreSQL server listening only on a private Unix socket.
type Cluster struct {
	opts      Options
	bin       string
	dir       string
	data      string
	socketDir string
	cred      *syscall.Credential
	// started is false when the server was already running (another gusset command such
	// as `serve`, or a crashed process, left it): it is reused and Stop leaves it running.
	started bool
}

// ErrNoServer means no PostgreSQL server binaries were found.
var ErrNoServer = errors.New("no PostgreSQL server binaries found (initdb, pg_ctl): " +
	"install them (Debian: apt-get install -y postgresql), set PG_BINDIR to their folder, " +
	"or set DATABASE_URL to use an existing server")

// Start initializes the cluster on first use, starts the server and waits until it
// accepts connections.
//
// As root the server runs as the postgres system user, which cannot reach a folder under a
// private parent (root's home, a `mktemp -d` folder). Rather than fail there, Start keeps
// such a cluster in a folder of Options.Fallback named by a hash of Dir, so the same Dir
// finds the same cluster on every start, and says where through Logf.
func Start(ctx context.Context, opts Options) (*Cluster, error) {
	if opts.Logf == nil {
		opts.Logf = func(string, ...any) {}
	}
	bin, err := findBinDir(opts.BinDir)
	if err != nil {
		return nil, err
	}
	dir, err := filepath.Abs(opts.Dir)
	if err != nil {
		return nil, err
	}
	c := &Cluster{opts: opts, bin: bin}
	if os.Geteuid() == 0 {
		// PostgreSQL refuses to run as root: run it as the postgres system user.
		if c.cred, err = postgresCredential(); err != nil {
			return nil, err
		}
		if dir, err = c.reachableDir(dir); err != nil {
			return nil, err
		}
	}
	// The socket follows the cluster: beside it, the postgres user can create it.
	c.dir, c.data, c.socketDir = dir, filepath.Join(dir, "data"), socketDirFor(dir)
	for _, d := range []string{dir, c.socketDir} {
		if err := c.mkdirOwned(d); err != nil {
			return nil, err
		}
	}
	if _, err := os.Stat(filepath.Join(c.data, "PG_VERSION")); errors.Is(err, os.ErrNotExist) {
		opts.Logf("initializing PostgreSQL cluster in %s", c.data)
		if err := c.run(ctx, "initdb", "-D", c.data, "-U", "postgres", "--auth=trust",
			"-E", "UTF8", "--no-locale", "--no-sync"); err != nil {
			return nil, fmt.Errorf("initdb: %w", err)
		}
	}
	if c.run(ctx, "pg_ctl", "status", "-D", c.data) == nil {
		opts.Logf("PostgreSQL already running in %s: reusing it", c.data)
		return c, nil
	}
	// Only the Unix socket: nothing listens on TCP, and the socket folder is private.
	serverOpts := fmt.Sprintf("-c listen_addresses='' -k %s -p 5432", c.socketDir)
	if opts.Ephemeral {
		serverOpts += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
	}
	opts.Logf("starting PostgreSQL (%s)", c.bin)
	if err := c.run(ctx, "pg_ctl", "start", "-D", c.data, "-w", "-t", "60",
		"-l", filepath.Join(dir, "postgres.log"), "-o", serverOpts); err != nil {
		return nil, fmt.Errorf("pg_ctl start (see %s): %w", filepath.Join(dir, "postgres.log"), err)
	}
	c.started = true
	return c, nil
}

// Dir is the folder that holds the cluster: Options.Dir, or its replacement under
// Options.Fallback.
func (c *Cluster) Dir() string { return c.dir }

// URL is a connection string for database name on this cluster.
func (c *Cluster) URL(name string) string {
	q := url.Values{"host": {c.socketDir}, "port": {"5432"}, "sslmode": {"disable"}}
	return (&url.URL{Scheme: "postgres", User: url.User("postgres"), Path: "/" + name, RawQuery: q.Encode()}).String()
}

// Stop shuts the server down (fast mode: open sessions are ended, data is kept), unless
// this Cluster found it already running.
func (c *Cluster) Stop() error {
	if !c.started {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return c.run(ctx, "pg_ctl", "stop", "-D", c.data, "-m", "fast", "-w")
}

func (c *Cluster) run(ctx context.Context, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, filepath.Join(c.bin, name), args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	// The server must not share our process group: a Ctrl-C in the terminal would kill
	// it before we shut it down cleanly.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Credential: c.cred}
	cmd.Env = append(os.Environ(), "LC_ALL=C", "TZ=UTC")
	if c.cred != nil {
		cmd.Dir = "/"
	}
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w: %s", name, err, strings.TrimSpace(out.String()))
	}
	return nil
}

func (c *Cluster) mkdirOwned(dir string) error {
	// Parents stay traversable for the postgres user; the cluster folder itself is private.
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return err
	}
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	if c.cred == nil {
		return nil
	}
	if err := os.Chown(dir, int(c.cred.Uid), int(c.cred.Gid)); err != nil {
		return err
	}
	// The postgres user must be able to reach the folder through every parent.
	if !c.reaches(dir) {
		return fmt.Errorf("the postgres user cannot reach %s (a parent folder is private): "+
			"move the checkout, choose another --data-dir, or set DATABASE_URL", dir)
	}
	return nil
}

// reaches reports whether the server's user can enter dir through every parent.
func (c *Cluster) reaches(dir string) bool {
	probe := exec.Command("/bin/test", "-x", dir)
	probe.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred}
	return probe.Run() == nil
}

// reachableDir is dir when the postgres user can reach its parent, else the folder under
// Options.Fallback that takes its place.
func (c *Cluster) reachableDir(dir string) (string, error) {
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	if c.reaches(parent) {
		return dir, nil
	}
	// A cluster already there would silently be replaced by an empty one elsewhere.
	if _, err := os.Stat(filepath.Join(dir, "data", "PG_VERSION")); err == nil {
		return "", fmt.Errorf("the postgres user cannot reach the cluster in %s (a parent folder is private): "+
			"make the parent folders traversable (chmod o+x), or set DATABASE_URL", dir)
	}
	root := c.opts.Fallback
	if root == "" {
		root = DefaultFallback
	}
	sum := sha256.Sum256([]byte(dir))
	home := filepath.Join(root, hex.EncodeToString(sum[:6]))
	for _, d := range []string{root, home} {
		err := os.Mkdir(d, 0o755)
		if errors.Is(err, os.ErrExist) {
			continue // a folder made earlier, or the caller's: its mode is left alone
		}
		if err != nil {
			return "", err
		}
		// Mkdir's mode is narrowed by the umask; the postgres user must pass through.
		if err := os.Chmod(d, 0o755); err != nil {
			return "", err
		}
	}
	moved := filepath.Join(home, filepath.Base(dir))
	c.opts.Logf("PostgreSQL cluster kept in %s: the postgres user cannot reach %s (a parent folder is private)", moved, parent)
	return moved, nil
}

func postgresCredential() (*syscall.Credential, error) {
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("running as root needs the postgres system user to run the server "+
			"(Debian: apt-get install -y postgresql creates it): %w", err)
	}
	uid, _ := strconv.ParseUint(u.Uid, 10, 32)
	gid, _ := strconv.ParseUint(u.Gid, 10, 32)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}

// socketDirFor keeps the socket path under the kernel's 107-byte limit: beside the
// cluster when short enough, else in the temporary folder under a name derived from it.
func socketDirFor(dir string) string {
	d := filepath.Join(dir, "run")
	if len(d)+len("/.s.PGSQL.5432") < 100 {
		return d
	}
	sum := sha256.Sum256([]byte(dir))
	return filepath.Join(os.TempDir(), "gusset-pg-"+hex.EncodeToString(sum[:6]))
}

func findBinDir(override string) (string, error) {
	var candidates []string
	if override != "" {
		candidates = append(candidates, override)
	}
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		candidates = append(candidates, strings.TrimSpace(string(out)))
	}
	globbed, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(globbed, func(i, j int) bool { return versionOf(globbed[i]) > versionOf(globbed[j]) })
	candidates = append(candidates, globbed...)
	for _, d := range candidates {
		if isExec(filepath.Join(d, "initdb")) && isExec(filepath.Join(d, "pg_ctl")) {
			return d, nil
		}
	}
	return "", ErrNoServer
}

func versionOf(binDir string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return v
}

func isExec(path string) bool {
	st, err := os.Stat(path)
	return err == nil && !st.IsDir() && st.Mode()&0o111 != 0
}
