package notify_test

import (
	"testing"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/notify"
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
		if got, want := notify.Describe(notify.MilestoneHandedBack, "Dana", "Approval"), "Dana handed back the milestone Approval"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	})
}
