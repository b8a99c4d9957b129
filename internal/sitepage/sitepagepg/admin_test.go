package sitepagepg_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/sitepage"
	"github.com/gusset/gusset/internal/validate"
)

const firm = "/our-firm"

// edited answers the page's draft with its banner's subheader set to sub.
func edited(t *testing.T, svc *sitepage.Service, path, sub string) (*sitev1.PageContent, int32) {
	t.Helper()
	p, c, err := svc.Draft(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	c.Banner.Subheader = sub
	return c, p.DraftVersion
}

func subheader(t *testing.T, svc *sitepage.Service, path string) string {
	t.Helper()
	p, err := svc.Page(context.Background(), path)
	if err != nil {
		t.Fatalf("Page(%s): %v", path, err)
	}
	return p.Content.GetBanner().GetSubheader()
}

func TestVersionsAndPublishing(t *testing.T) {
	svc, _ := seeded(t)
	ctx := as(alice)

	c, v := edited(t, svc, firm, "draft two")
	p, err := svc.SaveDraft(ctx, firm, c, v)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a save is a new version that the public does not see", func(t *testing.T) {
		if p.DraftVersion != 2 || p.PublishedVersion != 1 || p.UpdatedBy != "alice" {
			t.Errorf("state = draft %d, published %d, by %q; want 2, 1, alice", p.DraftVersion, p.PublishedVersion, p.UpdatedBy)
		}
		if got := subheader(t, svc, firm); got != "is the key to our success" {
			t.Errorf("public subheader = %q, want the seed's", got)
		}
	})
	t.Run("a publish makes the version public", func(t *testing.T) {
		p, err := svc.Publish(ctx, firm, 2, nil)
		if err != nil || p.PublishedVersion != 2 {
			t.Fatalf("Publish = %+v, %v; want version 2 public", p, err)
		}
		if got := subheader(t, svc, firm); got != "draft two" {
			t.Errorf("public subheader = %q, want %q", got, "draft two")
		}
	})
	t.Run("the versions list newest first, with who made them and which is public", func(t *testing.T) {
		vs, err := svc.Versions(ctx, firm)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != 2 || vs[0].Version != 2 || vs[0].CreatedBy != "alice" || vs[1].Version != 1 || vs[1].CreatedBy != "" {
			t.Fatalf("Versions = %+v, want 2 by alice then 1 by the seed", vs)
		}
		if vs[0].PublishTime == nil || vs[1].PublishTime == nil {
			t.Errorf("publish times = %v, %v; want both set", vs[0].PublishTime, vs[1].PublishTime)
		}
	})
	t.Run("undo publishes again the version public before the last publish", func(t *testing.T) {
		p, err := svc.UndoPublish(ctx, firm)
		if err != nil || p.PublishedVersion != 1 {
			t.Fatalf("UndoPublish = %+v, %v; want version 1 public", p, err)
		}
		if got := subheader(t, svc, firm); got != "is the key to our success" {
			t.Errorf("public subheader = %q, want the seed's", got)
		}
	})
	t.Run("a page published only once has nothing to undo", func(t *testing.T) {
		if _, err := svc.UndoPublish(ctx, firm); !errors.Is(err, apperr.ErrFailedPrecondition) {
			t.Errorf("UndoPublish error = %v, want failed precondition", err)
		}
	})
	t.Run("undo walks back through several publishes", func(t *testing.T) {
		c, v := edited(t, svc, firm, "three")
		if _, err := svc.SaveDraft(ctx, firm, c, v); err != nil {
			t.Fatal(err)
		}
		for _, version := range []int32{2, 3} {
			if _, err := svc.Publish(ctx, firm, version, nil); err != nil {
				t.Fatal(err)
			}
		}
		for _, want := range []int32{2, 1} {
			p, err := svc.UndoPublish(ctx, firm)
			if err != nil || p.PublishedVersion != want {
				t.Fatalf("UndoPublish = %+v, %v; want version %d public", p.PublishedVersion, err, want)
			}
		}
	})
	t.Run("restore saves an earlier version as a new draft, publishing nothing", func(t *testing.T) {
		before, _ := svc.Get(ctx, firm)
		p, err := svc.Restore(as(bob), firm, 2, before.DraftVersion)
		if err != nil {
			t.Fatal(err)
		}
		if p.DraftVersion != before.DraftVersion+1 || p.PublishedVersion != before.PublishedVersion || p.UpdatedBy != "bob" {
			t.Errorf("state = %+v, want a new draft by bob and the same public version", p)
		}
		v, c, err := svc.Version(ctx, firm, p.DraftVersion)
		if err != nil {
			t.Fatal(err)
		}
		if v.RestoredFrom != 2 || c.GetBanner().GetSubheader() != "draft two" {
			t.Errorf("restored version = %+v with subheader %q, want restored from 2 with %q", v, c.GetBanner().GetSubheader(), "draft two")
		}
	})
	t.Run("a restore from a stale draft is refused", func(t *testing.T) {
		if _, err := svc.Restore(ctx, firm, 1, 1); !errors.Is(err, apperr.ErrAborted) {
			t.Errorf("Restore error = %v, want aborted", err)
		}
	})
	t.Run("an unknown version is not found", func(t *testing.T) {
		if _, _, err := svc.Version(ctx, firm, 99); !errors.Is(err, sitepage.ErrVersionNotFound) {
			t.Errorf("Version(99) error = %v, want %v", err, sitepage.ErrVersionNotFound)
		}
		if _, err := svc.Publish(ctx, firm, 99, nil); !errors.Is(err, sitepage.ErrVersionNotFound) {
			t.Errorf("Publish(99) error = %v, want %v", err, sitepage.ErrVersionNotFound)
		}
		if _, err := svc.Publish(ctx, "/nowhere", 1, nil); !errors.Is(err, sitepage.ErrPageNotFound) {
			t.Errorf("Publish(/nowhere) error = %v, want %v", err, sitepage.ErrPageNotFound)
		}
	})
}

func TestPublishRefusesAnImageWithoutAltText(t *testing.T) {
	svc, _ := seeded(t)
	ctx := as(alice)
	p, c, err := svc.Draft(ctx, firm)
	if err != nil {
		t.Fatal(err)
	}
	c.Blocks = append(c.Blocks, &sitev1.Block{Id: "photo", Body: &sitev1.Block_Image{Image: &sitev1.ImageBlock{Src: "/media/variants/x.webp"}}})
	saved, err := svc.SaveDraft(ctx, firm, c, p.DraftVersion)
	if err != nil {
		t.Fatalf("a draft without alt text: SaveDraft error = %v, want none", err)
	}
	_, err = svc.Publish(ctx, firm, saved.DraftVersion, nil)
	var v *validate.Error
	if !errors.As(err, &v) || len(v.Violations) != 1 || v.Violations[0].Field != "blocks[1].image.alt" {
		t.Errorf("Publish error = %v, want the violation of blocks[1].image.alt", err)
	}
}

func TestSavesAreSanitized(t *testing.T) {
	svc, _ := seeded(t)
	ctx := as(alice)
	p, c, err := svc.Draft(ctx, firm)
	if err != nil {
		t.Fatal(err)
	}
	c.Blocks[0].GetRichText().Html = `<p>Ours<script>alert(1)</script><a href="javascript:steal()" onclick="x">link</a></p>`
	saved, err := svc.SaveDraft(ctx, firm, c, p.DraftVersion)
	if err != nil {
		t.Fatal(err)
	}
	_, stored, err := svc.Version(ctx, firm, saved.DraftVersion)
	if err != nil {
		t.Fatal(err)
	}
	if html := stored.Blocks[0].GetRichText().GetHtml(); strings.Contains(html, "script") || strings.Contains(html, "javascript") || strings.Contains(html, "onclick") || !strings.Contains(html, "Ours") {
		t.Errorf("stored html = %q, want it sanitized with its text kept", html)
	}
}

func TestConcurrentEdits(t *testing.T) {
	svc, _ := seeded(t)
	t.Run("two saves from the same version: exactly one wins, the other names who saved", func(t *testing.T) {
		c, v := edited(t, svc, firm, "mine")
		theirs := proto.Clone(c).(*sitev1.PageContent)
		theirs.Banner.Subheader = "theirs"
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, save := range []struct {
			ctx context.Context
			c   *sitev1.PageContent
		}{{as(alice), c}, {as(bob), theirs}} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = svc.SaveDraft(save.ctx, firm, save.c, v)
			}()
		}
		wg.Wait()
		won, lost := 0, 0
		for _, err := range errs {
			switch {
			case err == nil:
				won++
			case errors.Is(err, apperr.ErrAborted):
				lost++
				p, _ := svc.Get(context.Background(), firm)
				want := "The page was changed by " + p.UpdatedBy + " at " + localtime.Format(p.UpdateTime, nil) + " after"
				if !strings.HasPrefix(err.Error(), want) {
					t.Errorf("message = %q, want it to start %q", err.Error(), want)
				}
			default:
				t.Errorf("SaveDraft error = %v", err)
			}
		}
		if won != 1 || lost != 1 {
			t.Fatalf("%d saves won and %d lost, want 1 and 1", won, lost)
		}
		vs, err := svc.Versions(context.Background(), firm)
		if err != nil || len(vs) != 2 {
			t.Errorf("versions = %d, %v; want 2: the refused save wrote nothing", len(vs), err)
		}
	})
}

func TestScheduledPublish(t *testing.T) {
	svc, pool := seeded(t)
	ctx := as(alice)
	c, v := edited(t, svc, firm, "scheduled")
	if _, err := svc.SaveDraft(ctx, firm, c, v); err != nil {
		t.Fatal(err)
	}
	// The job as the queue holds it: the schedule it was queued for.
	queued := func(t *testing.T) sitepage.ScheduledPublish {
		t.Helper()
		var job sitepage.ScheduledPublish
		if err := pool.QueryRow(context.Background(), `SELECT (args->>'page_id')::uuid, (args->>'version')::int, (args->>'publish_time')::timestamptz
			FROM river_job WHERE kind = 'page.publish' ORDER BY id DESC LIMIT 1`).Scan(&job.PageID, &job.Version, &job.At); err != nil {
			t.Fatal(err)
		}
		return job
	}
	// due moves the page's schedule (and the job's time) into the past, as the clock would.
	due := func(t *testing.T, job sitepage.ScheduledPublish) sitepage.ScheduledPublish {
		t.Helper()
		if _, err := pool.Exec(context.Background(), `UPDATE site_pages SET scheduled_publish_time = scheduled_publish_time - interval '2 hours' WHERE id = $1`, job.PageID); err != nil {
			t.Fatal(err)
		}
		job.At = job.At.Add(-2 * time.Hour)
		return job
	}
	at := time.Now().Add(time.Hour)
	p, err := svc.Publish(ctx, firm, 2, &at)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a publish at a later time is scheduled, and the public page stays", func(t *testing.T) {
		if p.ScheduledVersion != 2 || p.ScheduledTime == nil || p.PublishedVersion != 1 {
			t.Errorf("state = %+v, want version 2 scheduled and 1 public", p)
		}
		if got := subheader(t, svc, firm); got != "is the key to our success" {
			t.Errorf("public subheader = %q, want the seed's", got)
		}
	})
	job := queued(t)
	t.Run("the job does nothing before its time", func(t *testing.T) {
		if done, err := svc.PublishDue(context.Background(), job); err != nil || done {
			t.Errorf("PublishDue = %v, %v; want false, nil", done, err)
		}
	})
	job = due(t, job)
	t.Run("the job publishes the scheduled version at its time, once", func(t *testing.T) {
		if done, err := svc.PublishDue(context.Background(), job); err != nil || !done {
			t.Fatalf("PublishDue = %v, %v; want true, nil", done, err)
		}
		if got := subheader(t, svc, firm); got != "scheduled" {
			t.Errorf("public subheader = %q, want %q", got, "scheduled")
		}
		if done, err := svc.PublishDue(context.Background(), job); err != nil || done {
			t.Errorf("second run: PublishDue = %v, %v; want false, nil", done, err)
		}
		p, _ := svc.Get(context.Background(), firm)
		if p.ScheduledVersion != 0 || p.ScheduledTime != nil {
			t.Errorf("schedule after the job = %d at %v, want none", p.ScheduledVersion, p.ScheduledTime)
		}
	})
	t.Run("a replaced schedule's job does nothing; the new one publishes only its version", func(t *testing.T) {
		at := time.Now().Add(time.Hour)
		if _, err := svc.Publish(ctx, firm, 1, &at); err != nil {
			t.Fatal(err)
		}
		first := queued(t)
		later := at.Add(time.Hour)
		if _, err := svc.Publish(ctx, firm, 2, &later); err != nil {
			t.Fatal(err)
		}
		second := due(t, queued(t))
		first.At = first.At.Add(-2 * time.Hour)
		if done, err := svc.PublishDue(context.Background(), first); err != nil || done {
			t.Errorf("the replaced job: PublishDue = %v, %v; want false, nil", done, err)
		}
		if done, err := svc.PublishDue(context.Background(), second); err != nil || !done {
			t.Errorf("the new job: PublishDue = %v, %v; want true, nil", done, err)
		}
	})
	t.Run("a cancelled schedule's job does nothing", func(t *testing.T) {
		at := time.Now().Add(time.Hour)
		if _, err := svc.Publish(ctx, firm, 1, &at); err != nil {
			t.Fatal(err)
		}
		job := due(t, queued(t))
		if _, err := svc.CancelScheduledPublish(ctx, firm); err != nil {
			t.Fatal(err)
		}
		if done, err := svc.PublishDue(context.Background(), job); err != nil || done {
			t.Errorf("PublishDue = %v, %v; want false, nil", done, err)
		}
		if _, err := svc.CancelScheduledPublish(ctx, firm); !errors.Is(err, apperr.ErrFailedPrecondition) {
			t.Errorf("a second cancel: error = %v, want failed precondition", err)
		}
	})
	t.Run("a publish now replaces a schedule", func(t *testing.T) {
		at := time.Now().Add(time.Hour)
		if _, err := svc.Publish(ctx, firm, 1, &at); err != nil {
			t.Fatal(err)
		}
		p, err := svc.Publish(ctx, firm, 1, nil)
		if err != nil || p.ScheduledVersion != 0 || p.ScheduledTime != nil || p.PublishedVersion != 1 {
			t.Errorf("Publish = %+v, %v; want version 1 public and no schedule", p, err)
		}
	})
}
