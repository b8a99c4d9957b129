package portal_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// The language a client user reads the portal and their mail in: chosen by staff at the
// invitation or by the user, and the mails follow it.
func TestAClientUserReadsTheirMailInTheLanguageTheyChose(t *testing.T) {
	ctx := context.Background()
	f := sitetest.NewPortalFixture(t)
	org := f.Organization(t, "Acier Laurentides")
	staff := f.StaffToken(t)
	mail := func(topic, to string) (subject, body string) {
		t.Helper()
		return f.NewestMail(t, topic, to)
	}
	invite := func(email, language string) error {
		_, err := f.Clients.InviteClientUser(ctx, sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: org, Email: email, Name: "Josée", Language: language}, staff))
		return err
	}

	t.Run("an invitation staff send in French is in French, and the portal knows the choice", func(t *testing.T) {
		if err := invite("josee@acier.example", "fr-CA"); err != nil {
			t.Fatalf("InviteClientUser = %v", err)
		}
		subject, body := mail("portal.invite", "josee@acier.example")
		if want := "Votre lien de connexion au portail de projets de "; !strings.HasPrefix(subject, want) {
			t.Errorf("subject = %q, want it to start with %q", subject, want)
		}
		for _, want := range []string{"Bonjour Josée,", "vous invite à son portail de projets pour Acier Laurentides", "Se connecter au portail de projets: "} {
			if !strings.Contains(body, want) {
				t.Errorf("body lacks %q:\n%s", want, body)
			}
		}
		token := f.SignInWithMailedLink(t, "portal.invite", "josee@acier.example")
		me, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := me.Msg.GetUser().GetLanguage(), "fr-CA"; got != want {
			t.Errorf("language = %q, want %q", got, want)
		}
	})

	t.Run("an invitation without a language is in English and leaves the choice to the person", func(t *testing.T) {
		if err := invite("sam@acier.example", ""); err != nil {
			t.Fatalf("InviteClientUser = %v", err)
		}
		subject, _ := mail("portal.invite", "sam@acier.example")
		if want := "Your sign-in link to the "; !strings.HasPrefix(subject, want) {
			t.Errorf("subject = %q, want it to start with %q", subject, want)
		}
		token := f.SignInWithMailedLink(t, "portal.invite", "sam@acier.example")
		me, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if got := me.Msg.GetUser().GetLanguage(); got != "" {
			t.Errorf("language = %q, want none chosen", got)
		}

		res, err := f.Auth.SetLanguage(ctx, sitetest.WithToken(&portalv1.SetLanguageRequest{Language: "fr-CA"}, token))
		if err != nil {
			t.Fatalf("SetLanguage = %v", err)
		}
		if got, want := res.Msg.GetUser().GetLanguage(), "fr-CA"; got != want {
			t.Errorf("SetLanguage's user language = %q, want %q", got, want)
		}
		if _, err := f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: "sam@acier.example"}, "")); err != nil {
			t.Fatalf("RequestSignInLink = %v", err)
		}
		_, body := mail("portal.link", "sam@acier.example")
		if want := "Vous avez demandé un lien pour vous connecter au portail de projets"; !strings.Contains(body, want) {
			t.Errorf("the requested link's mail lacks %q:\n%s", want, body)
		}
	})

	t.Run("a later invitation does not overturn the person's own choice", func(t *testing.T) {
		if err := invite("sam@acier.example", "en"); err != nil {
			t.Fatalf("InviteClientUser = %v", err)
		}
		subject, _ := mail("portal.invite", "sam@acier.example")
		if want := "Votre lien de connexion"; !strings.HasPrefix(subject, want) {
			t.Errorf("subject = %q, want the French the person chose (%q…)", subject, want)
		}
	})

	t.Run("a language other than English or French is refused on the field", func(t *testing.T) {
		token := f.Client(t, org, "kim@acier.example")
		for _, lang := range []string{"de", "fr", "EN", " "} {
			_, err := f.Auth.SetLanguage(ctx, sitetest.WithToken(&portalv1.SetLanguageRequest{Language: lang}, token))
			if got := sitetest.FieldViolations(t, err); !slices.Equal(got, []string{"language: Choose English or French"}) {
				t.Errorf("SetLanguage(%q) violations = %v, want the language's", lang, got)
			}
		}
		err := invite("lou@acier.example", "es")
		if got := sitetest.FieldViolations(t, err); !slices.Equal(got, []string{"language: Choose English or French"}) {
			t.Errorf("InviteClientUser in Spanish violations = %v, want the language's", got)
		}
	})
}

// TestAMessageAndTheDigestAreMailedInTheReadersLanguage: staff's message reaches a client
// who chose French in French and one who never chose in English; a French digest reader's
// digest is in French.
func TestAMessageAndTheDigestAreMailedInTheReadersLanguage(t *testing.T) {
	f := newMessageFixture(t)
	ctx := context.Background()
	startupDigestDone(t, f.Site)
	org := f.Organization(t, "Acier Laurentides")
	josee := f.Client(t, org, "josee@acier.example")
	sam := f.Client(t, org, "sam@acier.example")
	luc := f.Client(t, org, "luc@acier.example")
	for _, token := range []string{josee, luc} {
		if _, err := f.Auth.SetLanguage(ctx, sitetest.WithToken(&portalv1.SetLanguageRequest{Language: "fr-CA"}, token)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.msgs.SetMailChoice(ctx, sitetest.WithToken(&portalv1.SetMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_DIGEST}, luc)); err != nil {
		t.Fatal(err)
	}
	project := f.Project(t, org, "J-2026-301")
	thread := f.startThread(t, sam, project, "Plaques d'ancrage", "Quand?").GetThread().GetId()
	f.staffPost(t, thread, "Lundi.")
	if _, err := f.Svcs.PortalMessages.SendDigests(ctx); err != nil {
		t.Fatal(err)
	}
	nb := "\u00a0"
	tests := []struct {
		name, topic, to, subject string
		body                     []string
	}{
		{"the French reader's message mail is in French", "portal.message", "josee@acier.example",
			// (mail.OneLine writes a subject's spaces as plain ones.)
			"[J-2026-301] Plaques d'ancrage : nouveau message de",
			[]string{"a écrit dans « Plaques d'ancrage », projet J-2026-301", "Ouvrir le projet: ", "Vous recevez un courriel pour chaque message"}},
		{"a reader who never chose gets English", "portal.message", "sam@acier.example",
			"[J-2026-301] Plaques d'ancrage: new message from",
			[]string{"wrote in “Plaques d'ancrage”, project J-2026-301", "Open the project: "}},
		{"the French digest reader's digest is in French", "portal.digest", "luc@acier.example",
			"Votre résumé quotidien du portail de projets de",
			[]string{"messages non lus des dernières 24 heures" + nb + ":", "Ouvrir le portail de projets: "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			subject, body := f.NewestMail(t, tt.topic, tt.to)
			if !strings.HasPrefix(subject, tt.subject) {
				t.Errorf("subject = %q, want it to start with %q", subject, tt.subject)
			}
			for _, want := range tt.body {
				if !strings.Contains(body, want) {
					t.Errorf("body lacks %q:\n%s", want, body)
				}
			}
		})
	}
}
