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
		if err := f.Pool.QueryRow(ctx, `SELECT subject, text_body FROM outbox_messages WHERE to_addr = $1 AND topic = $2
			ORDER BY create_time DESC LIMIT 1`, to, topic).Scan(&subject, &body); err != nil {
			t.Fatalf("the %s mail to %s: %v", topic, to, err)
		}
		return subject, body
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
