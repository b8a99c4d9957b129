package drawing_test

import (
	"context"
	"strings"
	"testing"
	"time"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestATransmittalIsMailedInEachRecipientsLanguage: a client user who chose French gets
// the transmittal and its reminder in French; one who never chose gets English.
func TestATransmittalIsMailedInEachRecipientsLanguage(t *testing.T) {
	clk := &clock{now: time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)}
	f, a := startAt(t, clk)
	ctx := context.Background()
	if _, err := f.Auth.SetLanguage(ctx, sitetest.WithToken(&portalv1.SetLanguageRequest{Language: "fr-CA"}, a.client)); err != nil {
		t.Fatal(err)
	}
	f.Invite(t, a.org, "lee@prairie.example")
	lee := userID(t, f, "lee@prairie.example")
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf"))
	if _, err := send(f, forApproval(a.project, []string{a.clientID, lee}, revs)); err != nil {
		t.Fatal(err)
	}
	clk.set(time.Date(2026, 3, 20, 10, 0, 0, 0, time.UTC))
	if _, err := f.Svcs.Drawings.SendReminders(ctx); err != nil {
		t.Fatal(err)
	}
	nb := "\u00a0"
	tests := []struct {
		name, topic, to string
		subject         string
		body            []string
	}{
		{"the French reader's transmittal is in French", "drawing.transmittal", "dana@prairie.example",
			"Bordereau de transmission T-0001" + nb + ": 1 dessin(s) pour approbation",
			[]string{"a envoyé le bordereau de transmission T-0001 (pour approbation) à votre attention", "Éléments" + nb + ": B101 rév. 0", "Ouvrir le bordereau de transmission: "}},
		{"a reader who never chose gets it in English", "drawing.transmittal", "lee@prairie.example",
			"Transmittal T-0001: 1 drawing(s) for approval",
			[]string{"sent transmittal T-0001 (for approval) for you", "Items: B101 rev 0", "Open the transmittal: "}},
		{"the French reader's reminder is in French", "drawing.reminder", "dana@prairie.example",
			"Rappel" + nb + ": le bordereau de transmission T-0001 est en retard de 4 jours",
			[]string{"devait être retourné le 2026-03-16 et est en retard de 4 jours", "Veuillez retourner les dessins examinés"}},
		{"the other's reminder is in English", "drawing.reminder", "lee@prairie.example",
			"Reminder: transmittal T-0001 is 4 days overdue",
			[]string{"was due back 2026-03-16 and is 4 days overdue", "Please return the reviewed drawings"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			subject, body := f.NewestMail(t, tt.topic, tt.to)
			if subject != tt.subject {
				t.Errorf("subject = %q, want %q", subject, tt.subject)
			}
			for _, want := range tt.body {
				if !strings.Contains(body, want) {
					t.Errorf("body lacks %q:\n%s", want, body)
				}
			}
		})
	}
}
