package sitepg_test

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/site"
	"github.com/gusset/gusset/internal/site/sitepg"
	"github.com/gusset/gusset/internal/validate"
)

var (
	alice = audit.Origin{Actor: actor.Staff(uuid.New(), "alice"), Addr: "192.0.2.1", Procedure: "/gusset.admin.v1.SiteSettingsService/SaveSiteSettings"}
	bob   = audit.Origin{Actor: actor.Staff(uuid.New(), "bob"), Addr: "192.0.2.2", Procedure: "/gusset.admin.v1.SiteSettingsService/SaveSiteSettings"}
)

func TestSeed(t *testing.T) {
	ctx := context.Background()
	svc := site.NewService(sitepg.New(pgtest.New(t)))

	first := site.Defaults()
	first.Emails.Sales = "bids@acme.example" // as MAIL_SALES or a settings file would
	t.Run("the first start writes its settings", func(t *testing.T) {
		seeded, err := svc.Seed(ctx, first)
		if err != nil || !seeded {
			t.Fatalf("Seed = %v, %v; want true, nil", seeded, err)
		}
		got, err := svc.Get(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Settings, first) || got.Version != 1 || got.UpdatedBy != "" {
			t.Errorf("Get = %+v, want the first start's settings at version 1 by no one", got)
		}
	})
	t.Run("a later start leaves the database's settings alone, whatever it is given", func(t *testing.T) {
		later := site.Defaults()
		later.Company, later.Emails.Sales = "Other Steel", "other@acme.example"
		seeded, err := svc.Seed(ctx, later)
		if err != nil || seeded {
			t.Fatalf("Seed = %v, %v; want false, nil", seeded, err)
		}
		got, err := svc.Get(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got.Settings.Company != first.Company || got.Settings.Emails.Sales != first.Emails.Sales {
			t.Errorf("company %q, sales %q after a later start; want the first start's", got.Settings.Company, got.Settings.Emails.Sales)
		}
	})
	t.Run("bad first-start settings stop the start with what is wrong", func(t *testing.T) {
		bad := site.Defaults()
		bad.Phones[0].Dial = "555-0142"
		_, err := site.NewService(sitepg.New(pgtest.New(t))).Seed(ctx, bad)
		var verr *validate.Error
		if !errors.As(err, &verr) || verr.Violations[0].Field != "phones[0].dial" {
			t.Errorf("Seed = %v, want a violation of phones[0].dial", err)
		}
	})
}

func TestSave(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	svc := site.NewService(sitepg.New(pool))
	if _, err := svc.Seed(ctx, site.Defaults()); err != nil {
		t.Fatal(err)
	}
	opened, err := svc.Get(ctx)
	if err != nil {
		t.Fatal(err)
	}

	mine := opened.Settings
	mine.Phones = append([]site.Phone(nil), mine.Phones...)
	mine.Phones[0] = site.Phone{Label: "Sales", Display: "+1 (212) 555-0199", Dial: " +1 212-555-0199 "}
	var saved site.Edited
	t.Run("a save of the version read is stored, normalized, as the next version by its author", func(t *testing.T) {
		saved, err = svc.Save(audit.WithOrigin(ctx, alice), mine, opened.Version)
		if err != nil {
			t.Fatal(err)
		}
		if saved.Version != opened.Version+1 || saved.UpdatedBy != "alice" || saved.UpdatedByID != alice.ID {
			t.Errorf("saved version %d by %q, want %d by alice", saved.Version, saved.UpdatedBy, opened.Version+1)
		}
		if got := saved.Settings.Phones[0].Dial; got != "+12125550199" {
			t.Errorf("dial = %q, want +12125550199", got)
		}
		got, err := svc.Get(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, saved) {
			t.Errorf("Get = %+v, want the saved %+v", got, saved)
		}
	})

	t.Run("a second save of the same version is refused with who saved and when, and writes nothing", func(t *testing.T) {
		theirs := opened.Settings
		theirs.Company = "Bob's Steel"
		_, err := svc.Save(audit.WithOrigin(ctx, bob), theirs, opened.Version)
		if !errors.Is(err, apperr.ErrAborted) {
			t.Fatalf("stale Save = %v, want an ErrAborted", err)
		}
		// In the firm's zone (the default, Chicago), named.
		if want := "changed by alice at " + localtime.Format(saved.UpdateTime, localtime.Load(localtime.DefaultZone)) + " after"; !strings.Contains(err.Error(), want) {
			t.Errorf("message %q, want it to contain %q", err, want)
		}
		got, err := svc.Get(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got.Version != saved.Version || got.Settings.Company != opened.Settings.Company {
			t.Errorf("after the refused save: version %d, company %q; want alice's version %d untouched", got.Version, got.Settings.Company, saved.Version)
		}
	})

	t.Run("bad fields are refused with every violation, and nothing is written", func(t *testing.T) {
		bad := saved.Settings
		bad.Emails.Sales = "not an address"
		bad.Social = []site.Social{{Network: "business", Label: "LinkedIn", Href: "ftp://example.com"}}
		_, err := svc.Save(audit.WithOrigin(ctx, bob), bad, saved.Version)
		var verr *validate.Error
		if !errors.As(err, &verr) || len(verr.Violations) != 2 {
			t.Fatalf("Save = %v, want 2 field violations", err)
		}
		if got, _ := svc.Get(ctx); got.Version != saved.Version {
			t.Errorf("version %d after a refused save, want %d", got.Version, saved.Version)
		}
	})

	t.Run("every change is in the audit trail with its author and the document before and after", func(t *testing.T) {
		var actor, action, entity string
		var summary []byte
		err := pool.QueryRow(ctx, `SELECT actor_username, action, entity_id, summary FROM audit_events
			WHERE entity_table = 'firm_settings' ORDER BY id`).Scan(&actor, &action, &entity, &summary)
		if err != nil {
			t.Fatal(err)
		}
		if actor != "alice" || action != "update" || entity != "site" {
			t.Errorf("audit row by %q, %q of %q; want alice's update of site", actor, action, entity)
		}
		var s struct {
			Document struct {
				Old, New site.Settings
			}
		}
		if err := json.Unmarshal(summary, &s); err != nil {
			t.Fatal(err)
		}
		if s.Document.Old.Phones[0].Dial != opened.Settings.Phones[0].Dial || s.Document.New.Phones[0].Dial != "+12125550199" {
			t.Errorf("audit summary %s, want the phone before and after", summary)
		}
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE entity_table = 'firm_settings'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Errorf("%d audit rows, want 1: the refused saves wrote nothing", n)
		}
	})
}

func TestCurrent(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	// Two instances on one database.
	here, there := site.NewService(sitepg.New(pool)), site.NewService(sitepg.New(pool))
	if _, err := here.Seed(ctx, site.Defaults()); err != nil {
		t.Fatal(err)
	}
	here.Forget(true)
	before, err := here.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	renamed := before.Settings
	renamed.Company = "Renamed Steel"
	if _, err := there.Save(audit.WithOrigin(ctx, alice), renamed, before.Version); err != nil {
		t.Fatal(err)
	}

	t.Run("an instance answers from memory until it hears of a change", func(t *testing.T) {
		got, err := here.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got.Settings.Company != before.Settings.Company {
			t.Errorf("company %q, want the remembered %q", got.Settings.Company, before.Settings.Company)
		}
	})
	t.Run("after the change notice it answers the new settings", func(t *testing.T) {
		here.Forget(true)
		got, err := here.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got.Settings.Company != "Renamed Steel" {
			t.Errorf("company %q, want Renamed Steel", got.Settings.Company)
		}
	})
	t.Run("while changes go unheard every read goes to the database", func(t *testing.T) {
		here.Forget(false)
		if _, err := here.Current(ctx); err != nil {
			t.Fatal(err)
		}
		again := renamed
		again.Company = "Third Steel"
		if _, err := there.Save(audit.WithOrigin(ctx, bob), again, before.Version+1); err != nil {
			t.Fatal(err)
		}
		got, err := here.Current(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if got.Settings.Company != "Third Steel" {
			t.Errorf("company %q, want Third Steel", got.Settings.Company)
		}
	})
}

func TestVersions(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	svc := site.NewService(sitepg.New(pool))
	if _, err := svc.Seed(ctx, site.Defaults()); err != nil {
		t.Fatal(err)
	}
	first, err := svc.Get(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the first-start settings have no earlier save to undo", func(t *testing.T) {
		_, _, err := svc.Undo(audit.WithOrigin(ctx, alice), first.Version)
		if !errors.Is(err, site.ErrNothingToUndo) {
			t.Errorf("Undo = %v, want ErrNothingToUndo", err)
		}
	})

	mine := first.Settings
	mine.Phones = append([]site.Phone(nil), mine.Phones...)
	mine.Phones[0] = site.Phone{Label: "Sales", Display: "+1 (212) 555-0199", Dial: "+12125550199"}
	saved, err := svc.Save(audit.WithOrigin(ctx, alice), mine, first.Version)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a save keeps the version it replaced, with who saved it and when", func(t *testing.T) {
		got, err := svc.Versions(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].Version != first.Version || got[0].UpdatedBy != "" || !got[0].UpdateTime.Equal(first.UpdateTime) {
			t.Fatalf("versions %+v, want only the first start's version %d", got, first.Version)
		}
	})

	var undone site.Edited
	t.Run("undo brings back the version the last save replaced, as a new save by whoever undid", func(t *testing.T) {
		var restored site.Edited
		undone, restored, err = svc.Undo(audit.WithOrigin(ctx, bob), saved.Version)
		if err != nil {
			t.Fatal(err)
		}
		if restored.Version != first.Version {
			t.Errorf("restored version %d, want %d", restored.Version, first.Version)
		}
		if !reflect.DeepEqual(undone.Settings, first.Settings) || undone.Version != saved.Version+1 || undone.UpdatedBy != "bob" {
			t.Errorf("after undo: version %d by %q, phone %+v; want version %d by bob with the first phone %+v",
				undone.Version, undone.UpdatedBy, undone.Settings.Phones[0], saved.Version+1, first.Settings.Phones[0])
		}
		var n int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE entity_table = 'firm_settings' AND actor_username = 'bob'`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Errorf("%d audit rows by bob, want 1: an undo is a save", n)
		}
	})
	t.Run("an undo is itself undone like any save", func(t *testing.T) {
		again, _, err := svc.Undo(audit.WithOrigin(ctx, alice), undone.Version)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := again.Settings.Phones[0].Dial, "+12125550199"; got != want {
			t.Errorf("dial %q after undoing the undo, want alice's %q", got, want)
		}
		undone = again
	})
	t.Run("a restore from a version someone saved over is refused, and nothing is written", func(t *testing.T) {
		_, _, err := svc.Restore(audit.WithOrigin(ctx, bob), first.Version, saved.Version)
		if !errors.Is(err, apperr.ErrAborted) {
			t.Fatalf("stale Restore = %v, want ErrAborted", err)
		}
		if got, _ := svc.Get(ctx); got.Version != undone.Version {
			t.Errorf("version %d after a refused restore, want %d", got.Version, undone.Version)
		}
		if vs, _ := svc.Versions(ctx); vs[0].Version != undone.Version-1 {
			t.Errorf("newest kept version %d after a refused restore, want %d", vs[0].Version, undone.Version-1)
		}
	})
	t.Run("a version that is not kept cannot be restored", func(t *testing.T) {
		_, _, err := svc.Restore(audit.WithOrigin(ctx, bob), 99, undone.Version)
		if !errors.Is(err, apperr.ErrNotFound) {
			t.Errorf("Restore(99) = %v, want ErrNotFound", err)
		}
	})
	t.Run("only the newest versions are kept", func(t *testing.T) {
		now := undone
		for i := range site.KeptVersions + 2 {
			next := now.Settings
			next.CopyrightYear = 2030 + int32(i%50)
			if now, err = svc.Save(audit.WithOrigin(ctx, alice), next, now.Version); err != nil {
				t.Fatal(err)
			}
		}
		vs, err := svc.Versions(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != site.KeptVersions || vs[0].Version != now.Version-1 || vs[len(vs)-1].Version != now.Version-site.KeptVersions {
			t.Errorf("%d versions, %d to %d; want %d, %d to %d", len(vs), vs[0].Version, vs[len(vs)-1].Version,
				site.KeptVersions, now.Version-1, now.Version-site.KeptVersions)
		}
	})
}
