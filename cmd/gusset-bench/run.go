package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/internal/media/mediatest"
)

// waitImages waits until no image is processing and prints how many were made, from the
// first upload's row to the last variant, as images/s.
func waitImages(ctx context.Context, db string, stdout io.Writer) error {
	conn, err := pgx.Connect(ctx, db)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	for {
		var waiting, ready int
		var secs float64
		err := conn.QueryRow(ctx, `SELECT count(*) FILTER (WHERE s.state = 'processing'), count(*) FILTER (WHERE s.state = 'ready'),
			coalesce(extract(epoch FROM max(s.update_time) - min(f.create_time)), 0)
			FROM image_states s JOIN files f ON f.id = s.file_id
			WHERE f.object_key NOT LIKE 'gallery/bench-%'`).Scan(&waiting, &ready, &secs) // not the seeded rows
		if err != nil {
			return err
		}
		if waiting == 0 {
			fmt.Fprintf(stdout, "%d images made in %.1f s: %.2f images/s\n", ready, secs, float64(ready)/max(secs, 0.001))
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) < 2 {
		return errors.New("usage: gusset-bench seed|bare|load|upload|photo|images [flags]")
	}
	fs := flag.NewFlagSet(args[1], flag.ContinueOnError)
	switch args[1] {
	case "seed":
		db := fs.String("db", "", "database URL")
		n := fs.Int("n", 10000, "rows of each kind")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return seed(ctx, *db, *n)
	case "bare":
		addr := fs.String("addr", "127.0.0.1:0", "listen address")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return bare(ctx, *addr, stdout)
	case "load":
		url := fs.String("url", "", "URL to POST to (GET with -get)")
		body := fs.String("body", "{}", "JSON body")
		get := fs.Bool("get", false, "GET the URL instead of POSTing the body (a cacheable read)")
		conc := fs.Int("c", 32, "concurrent connections")
		dur := fs.Duration("d", 10*time.Second, "duration")
		label := fs.String("label", "", "name printed with the result")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		method := http.MethodPost
		if *get {
			method, *body = http.MethodGet, ""
		}
		return load(ctx, loadSpec{method: method, url: *url, body: []byte(*body), conc: *conc, dur: *dur}, *label, stdout)
	case "upload":
		url := fs.String("url", "", "upload URL")
		token := fs.String("token", "", "bearer token")
		size := fs.Int64("size", 1<<30, "bytes to send")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return upload(ctx, *url, *token, *size, stdout)
	case "tus":
		base := fs.String("base", "", "site URL")
		size := fs.Int64("size", 2<<30, "bytes to send")
		chunk := fs.Int64("chunk", 16<<20, "bytes per PATCH")
		uploads := fs.Int("uploads", 1, "uploads at once (size is shared among them)")
		label := fs.String("label", "", "printed first")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return tusUpload(ctx, *base, *size, *chunk, *uploads, *label, stdout)
	case "put":
		url := fs.String("url", "", "PUT URL")
		size := fs.Int64("size", 2<<30, "bytes to send")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return putUpload(ctx, *url, *size, stdout)
	case "sink":
		addr := fs.String("addr", "127.0.0.1:0", "listen address")
		dir := fs.String("dir", os.TempDir(), "where the body is written")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return sink(ctx, *addr, *dir, stdout)
	case "photo":
		out := fs.String("out", "", "JPEG file to write")
		w := fs.Int("w", 7300, "stored width")
		h := fs.Int("h", 5480, "stored height")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return os.WriteFile(*out, mediatest.JPEG(mediatest.Picture(*w, *h), 6), 0o644)
	case "images":
		db := fs.String("db", "", "database URL")
		if err := fs.Parse(args[2:]); err != nil {
			return err
		}
		return waitImages(ctx, *db, stdout)
	}
	return fmt.Errorf("unknown command %q", args[1])
}

// seed inserts n blog posts and n gallery projects with two processed images each, in bulk.
func seed(ctx context.Context, url string, n int) error {
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	steps := []string{
		`INSERT INTO blog_posts (title, slug, content_html, create_time, status, publish_time)
		 SELECT 'Post ' || g, 'post-' || g, '<p>Steel detailing notes number ' || g || '.</p>',
		        now() - g * interval '1 minute', 'published', now() - g * interval '1 minute'
		 FROM generate_series(1, $1::int) g`,
		`INSERT INTO blog_post_like_counts (post_id, likes)
		 SELECT id, substr(slug, 6)::int % 50 FROM blog_posts WHERE slug ~ '^post-[0-9]+$' AND $1::int > 0`,
		`INSERT INTO gallery_projects (title, description, type, department, location, technology_used, status, create_time)
		 SELECT 'Project ' || g, 'Main and miscellaneous steel', 'COMMERCIAL',
		        (ARRAY['STRUCTURAL','PEMB','ESTIMATION','OTHER'])[1 + g % 4], 'Texas', 'Tekla Structures', 'COMPLETED',
		        now() - g * interval '1 minute'
		 FROM generate_series(1, $1::int) g`,
		`INSERT INTO files (kind, object_key, original_name, size, content_type, width, height, claimed)
		 SELECT 'gallery', 'gallery/bench-' || p.id || '-' || i || '.png', 'image.png', 1000, 'image/png', 800, 600, true
		 FROM gallery_projects p CROSS JOIN generate_series(0, 1) i WHERE $1::int > 0`,
		`INSERT INTO gallery_images (project_id, position, file_id)
		 SELECT p.id, i, f.id
		 FROM gallery_projects p CROSS JOIN generate_series(0, 1) i
		 JOIN files f ON f.object_key = 'gallery/bench-' || p.id || '-' || i || '.png'
		 WHERE $1::int > 0`,
		// Every image processed, as on a live site: its state and four WebP widths.
		`INSERT INTO image_states (file_id, state, placeholder, width, height)
		 SELECT f.id, 'ready', '#6b7a8c', 800, 600 FROM files f WHERE f.object_key LIKE 'gallery/bench-%' AND $1::int > 0`,
		`INSERT INTO image_variants (file_id, width, height, size, content_type, object_key)
		 SELECT f.id, w, w * 3 / 4, w * 40, 'image/webp', 'variants/bench-' || f.id || '-' || w || '.webp'
		 FROM files f CROSS JOIN unnest(ARRAY[320, 640, 1024, 1600]) w
		 WHERE f.object_key LIKE 'gallery/bench-%' AND $1::int > 0`,
	}
	for _, sql := range steps {
		if _, err := conn.Exec(ctx, sql, n); err != nil {
			return err
		}
	}
	_, err = conn.Exec(ctx, "ANALYZE")
	return err
}

// bare serves a fixed body: the ceiling the same load reaches without Gusset.
func bare(ctx context.Context, addr string, stdout io.Writer) error {
	body := []byte(`{"posts":[]}`)
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, ln.Addr().String())
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	})}
	go func() { <-ctx.Done(); _ = srv.Close() }()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// loadSpec is one load run: what to send, from how many connections, for how long.
type loadSpec struct {
	method, url string
	body        []byte
	conc        int
	dur         time.Duration
}

// load sends the spec's requests, each connection its next when the last is answered, and
// prints throughput and latency. Like browsers it accepts gzip.
func load(ctx context.Context, spec loadSpec, label string, stdout io.Writer) error {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: spec.conc, MaxConnsPerHost: spec.conc}}
	deadline := time.Now().Add(spec.dur)
	var mu sync.Mutex
	var all []time.Duration
	var failures int
	var wg sync.WaitGroup
	for range spec.conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			bad := 0
			for time.Now().Before(deadline) && ctx.Err() == nil {
				start := time.Now()
				req, _ := http.NewRequestWithContext(ctx, spec.method, spec.url, bytes.NewReader(spec.body))
				if spec.method == http.MethodPost {
					req.Header.Set("Content-Type", "application/json")
				}
				res, err := client.Do(req)
				if err != nil {
					bad++
					continue
				}
				_, _ = io.Copy(io.Discard, res.Body)
				_ = res.Body.Close()
				if res.StatusCode != http.StatusOK {
					bad++
				}
				mine = append(mine, time.Since(start))
			}
			mu.Lock()
			all = append(all, mine...)
			failures += bad
			mu.Unlock()
		}()
	}
	wg.Wait()
	if len(all) == 0 {
		return errors.New("no request completed")
	}
	slices.Sort(all)
	pct := func(p float64) time.Duration { return all[min(len(all)-1, int(float64(len(all))*p))] }
	fmt.Fprintf(stdout, "%-36s %9.0f req/s  p50 %7.2f ms  p99 %7.2f ms  errors %d\n", label,
		float64(len(all))/spec.dur.Seconds(), ms(pct(0.50)), ms(pct(0.99)), failures)
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// upload streams size bytes (an MP4 header, then zeros) to url.
func upload(ctx context.Context, url, token string, size int64, stdout io.Writer) error {
	head := append([]byte{0, 0, 0, 0x18}, []byte("ftypisom\x00\x00\x02\x00isomiso2")...)
	body := io.MultiReader(bytes.NewReader(head), io.LimitReader(zeroReader{}, size-int64(len(head))))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, body)
	if err != nil {
		return err
	}
	req.ContentLength = size
	req.Header.Set("Authorization", "Bearer "+token)
	start := time.Now()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	answer, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusCreated {
		return fmt.Errorf("upload answered %d: %s", res.StatusCode, answer)
	}
	secs := time.Since(start).Seconds()
	fmt.Fprintf(stdout, "uploaded %d MiB in %.1f s (%.0f MiB/s)\n", size>>20, secs, float64(size>>20)/secs)
	return nil
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}
