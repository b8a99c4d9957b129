package trash_test

import (
	"context"
	"slices"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestTrashEmptyAndPurgeRemoveRowsThenFiles(t *testing.T) {
	ts := startTrashSite(t)
	ctx := context.Background()
	r := ts.makeRecords(t)
	ts.deleteAll(t, r)
	objectsInTrash := ts.ObjectCount(t)

	t.Run("emptying one item removes its rows and its files for good", func(t *testing.T) {
		res, err := ts.trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{Kind: adminv1.TrashKind_TRASH_KIND_GALLERY_PROJECT, Id: r.project}, ts.token))
		if err != nil || res.Msg.GetRemoved() != 1 {
			t.Fatalf("EmptyTrash = %v, %v; want 1 removed", res, err)
		}
		for _, p := range r.projectImages {
			ts.AssertFileGone(t, p)
		}
		if n := ts.Site.CountRows(t, "gallery_projects") + ts.Site.CountRows(t, "gallery_images"); n != 0 {
			t.Errorf("got %d gallery rows, want none", n)
		}
		if got := connect.CodeOf(ts.restore(adminv1.TrashKind_TRASH_KIND_GALLERY_PROJECT, r.project)); got != connect.CodeNotFound {
			t.Errorf("got restore of an emptied item = %v, want not found", got)
		}
	})

	t.Run("the purge leaves items younger than 30 days", func(t *testing.T) {
		n, err := ts.Svcs.Trash.PurgeExpired(ctx)
		if err != nil || n != 0 {
			t.Fatalf("PurgeExpired = %d, %v; want 0 removed", n, err)
		}
		if got := len(ts.listTrash(t)); got != 4 {
			t.Errorf("got %d items in the trash, want 4", got)
		}
	})

	t.Run("the purge removes items older than 30 days with their files, and a job with its applicants", func(t *testing.T) {
		for _, table := range []string{"jobs", "blog_posts"} {
			if _, err := ts.Pool.Exec(ctx, "UPDATE "+table+" SET delete_time = now() - interval '30 days 1 minute' WHERE delete_time IS NOT NULL"); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := ts.Pool.Exec(ctx, "UPDATE portfolio_items SET delete_time = now() - interval '29 days 23 hours' WHERE delete_time IS NOT NULL"); err != nil {
			t.Fatal(err)
		}
		n, err := ts.Svcs.Trash.PurgeExpired(ctx)
		if err != nil || n != 2 {
			t.Fatalf("PurgeExpired = %d, %v; want 2 removed (the job and the post)", n, err)
		}
		for _, p := range []string{r.jobPath, r.resumePath, r.postImage} {
			ts.AssertFileGone(t, p)
		}
		if n := ts.Site.CountRows(t, "applications WHERE job_id = '"+r.job+"'"); n != 0 {
			t.Errorf("got %d applications of the purged job, want none", n)
		}
		if !ts.served(t, r.itemPDF) {
			t.Errorf("the file of an item 29 days in the trash is gone")
		}
		var kinds []adminv1.TrashKind
		for _, it := range ts.listTrash(t) {
			kinds = append(kinds, it.GetKind())
		}
		slices.Sort(kinds)
		if want := []adminv1.TrashKind{adminv1.TrashKind_TRASH_KIND_APPLICATION, adminv1.TrashKind_TRASH_KIND_PORTFOLIO_ITEM}; !slices.Equal(kinds, want) {
			t.Errorf("got %v left in the trash, want %v", kinds, want)
		}
	})

	t.Run("emptying the whole trash leaves no row and no object of a trashed item", func(t *testing.T) {
		res, err := ts.trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{}, ts.token))
		if err != nil || res.Msg.GetRemoved() != 2 {
			t.Fatalf("EmptyTrash = %v, %v; want 2 removed", res, err)
		}
		if left := ts.listTrash(t); len(left) != 0 {
			t.Errorf("got %v in the trash, want nothing", left)
		}
		// Left: the second job's description-less record only; every object belongs to a row.
		if got, want := ts.ObjectCount(t), ts.Site.CountRows(t, "files"); got != want {
			t.Errorf("got %d objects for %d file rows, want one each", got, want)
		}
		if got := ts.ObjectCount(t); got >= objectsInTrash {
			t.Errorf("got %d objects, want fewer than the %d before emptying", got, objectsInTrash)
		}
		ts.AssertFileGone(t, r.itemPDF)
	})
}
