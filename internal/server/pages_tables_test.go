package server_test

import (
	"bytes"
	"context"
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/render"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// publicPaths are an address of every public route, with a post and a job of the site's.
func publicPaths(post *blog.Post, job *careers.Job) []string {
	var out []string
	for _, r := range seo.Routes() {
		switch {
		case r.IsAdmin(), r.Path == "/services/:slug", r.Path == "/portal/projects/:id/transmittals/:transmittal":
			continue
		case r.Path == "/career/:id":
			out = append(out, "/career/"+job.GetId())
		case r.Path == "/portal/projects/:id":
			out = append(out, "/portal/projects/"+uuid.NewString())
		case r.Path == "/resources/case-studies/:slug":
			out = append(out, "/resources/case-studies/a-fast-track-distribution-centre")
		case r.HasParam():
			out = append(out, "/resources/wbt-blog/"+post.Slug)
		default:
			out = append(out, r.Path)
		}
	}
	return out
}

func TestCachedPagesGoWithTheTablesTheyWereMadeFrom(t *testing.T) {
	// A site drawing its pages with the app's bundle, where staff sign in.
	cr := newCountingRendererWith(t, render.Config{Deadline: time.Minute})
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret")}, func(d *server.Deps) { d.Renderer = cr })
	sitetest.WaitLive(t, s.Cache)
	ctx := context.Background()
	post, err := s.Svcs.Blog.CreatePost(ctx, &blog.PostInput{Title: "Erection drawings", Excerpt: "Where every piece goes.", ContentHtml: "<p>What crews need.</p>"})
	if err != nil {
		t.Fatal(err)
	}
	job, err := s.Svcs.Careers.CreateJob(ctx, &careers.JobInput{Role: "Tekla Modeler", Location: "Bengaluru", Qualification: "B.E.", Active: true})
	if err != nil {
		t.Fatal(err)
	}
	s.Settle(t, s.Cache)
	paths := publicPaths(post, job)
	for _, path := range paths {
		if res, _ := s.Get(t, path, ""); res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s = %d, want 200", path, res.StatusCode)
		}
	}
	kept := s.Cache.Pages().Kept()

	t.Run("every table a public page is made from announces its writes", func(t *testing.T) {
		// The tables whose writes notify the public cache (migrations 00013 and after).
		rows, err := s.Pool.Query(ctx, `SELECT DISTINCT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
			WHERE g.tgfoid = 'notify_public_change'::regproc`)
		if err != nil {
			t.Fatal(err)
		}
		announced := map[string]bool{}
		for rows.Next() {
			var name string
			if err := rows.Scan(&name); err != nil {
				t.Fatal(err)
			}
			announced[name] = true
		}
		var tables []string
		if err := s.Pool.QueryRow(ctx, `SELECT array_agg(relname) FROM pg_class WHERE relkind IN ('r', 'p', 'v') AND relnamespace = 'public'::regnamespace`).Scan(&tables); err != nil {
			t.Fatal(err)
		}
		// Read, and rightly silent: a like's count may be a minute old (BlogService.GetLikeCounts
		// answers the current one); a page's saved versions are drafts until site_pages names
		// one published, and that update announces itself.
		silent := map[string]bool{"blog_post_like_counts": true, "site_page_versions": true}
		for key, k := range kept {
			if len(k.Tables) == 0 {
				t.Errorf("page %s: made from no table, want the tables it read", key)
			}
			for _, name := range k.Tables {
				if slices.Contains(tables, name) && !announced[name] && !silent[name] {
					t.Errorf("page %s is made from %s, whose writes notify no instance", key, name)
				}
			}
		}
	})

	t.Run("a job's edit makes the careers page again and leaves the blog's pages as they were", func(t *testing.T) {
		postKey, careersKey := "/resources/wbt-blog/"+post.Slug, "/career"
		for _, key := range []string{postKey, careersKey} {
			if _, ok := kept[key]; !ok {
				t.Fatalf("page %s not kept; kept: %v", key, kept)
			}
		}
		jobs := adminv1connect.NewJobServiceClient(s.H1, s.URL)
		in := &adminv1.JobInput{Role: "Senior Tekla Modeler", Location: "Bengaluru", Qualification: "B.E.", Active: true}
		if _, err := jobs.UpdateJob(ctx, sitetest.WithToken(&adminv1.UpdateJobRequest{Id: job.GetId(), Job: in}, s.StaffToken(t))); err != nil {
			t.Fatal(err)
		}
		// The edit's answer came after its notices were handled (pubcache.Sync).
		after := s.Cache.Pages().Kept()
		if got, ok := after[postKey]; !ok || got.Gen != kept[postKey].Gen {
			t.Errorf("post page after the edit: kept %v (generation %d), want the same page (generation %d)", ok, got.Gen, kept[postKey].Gen)
		}
		if got, ok := after[careersKey]; ok && got.Gen == kept[careersKey].Gen {
			t.Errorf("careers page after the edit: the page made before it, want it dropped or made again")
		}
		postRenders := cr.renders(postKey)
		_, body := s.Get(t, careersKey, "")
		if !bytes.Contains(body, []byte("Senior Tekla Modeler")) {
			t.Errorf("careers page after the edit does not name the job's new role")
		}
		if res, _ := s.Get(t, postKey, ""); res.StatusCode != http.StatusOK || cr.renders(postKey) != postRenders {
			t.Errorf("post page after the edit: %d, rendered %d times, want 200 from the cache (%d renders)", res.StatusCode, cr.renders(postKey), postRenders)
		}
	})
}
