package notify_test

import (
	"strings"
	"testing"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/notify"
	"github.com/gusset/gusset/internal/portal"
)

func TestEveryKindIsSaidInBothLanguages(t *testing.T) {
	for name, v := range portalv1.NotificationKind_value {
		k := notify.Kind(v)
		if k == 0 {
			continue
		}
		t.Run(name+" has a sentence of its own in each language", func(t *testing.T) {
			en := notify.DescribeIn(messages.English, k, "Dana", "plan.pdf")
			fr := notify.DescribeIn(messages.French, k, "Dana", "plan.pdf")
			if en == "Dana: plan.pdf" || fr == en {
				t.Errorf("got %q and %q, want a catalogue sentence in English and another in French", en, fr)
			}
		})
	}
	t.Run("the mail's sentence is the bell's English", func(t *testing.T) {
		if got, want := notify.DescribeIn(messages.English, notify.MilestoneHandedBack, "Dana", "Approval"), "Dana handed back the milestone Approval"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	})
}

func TestAnEventsMailIsInEachRecipientsLanguage(t *testing.T) {
	cfg := mail.Config{Company: "Gusset Detailing", SiteURL: "https://gusset.example", Sales: "sales@gusset.example"}
	p := notify.Project{ID: uuid.New(), Name: "Entrepôt Laval", JobNumber: "J-2041"}
	e := notify.Event{Kind: notify.StaffUpload, ProjectID: p.ID, By: actor.Staff(uuid.New(), "Dana"), Title: "plan.pdf"}
	rs := []notify.Recipient{
		{Email: "josee@acier.example", Choice: portal.MailEach, Language: "fr-CA"},
		{Email: "sam@acier.example", Choice: portal.MailEach, Language: ""},
	}
	msgs := notify.Mails(cfg, p, e, rs)
	if len(msgs) != 2 {
		t.Fatalf("got %d mails, want 2", len(msgs))
	}
	tests := []struct {
		name  string
		got   string
		wants []string
	}{
		{"the French reader's mail is in French", msgs[0].Text, []string{"Dana a téléversé plan.pdf, projet J-2041 Entrepôt Laval.", "Ouvrir le projet: ", "Portail de projets de Gusset Detailing"}},
		{"a reader who never chose gets English", msgs[1].Text, []string{"Dana uploaded plan.pdf, project J-2041 Entrepôt Laval.", "Open the project: ", "Gusset Detailing project portal"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, want := range tt.wants {
				if !strings.Contains(tt.got, want) {
					t.Errorf("got %q, want it to contain %q", tt.got, want)
				}
			}
		})
	}
}
