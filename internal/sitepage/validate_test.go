package sitepage_test

import (
	"errors"
	"strings"
	"testing"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/sitepage"
	"github.com/gusset/gusset/internal/validate"
)

var sanitizer = richtext.NewSanitizer()

func text(html string) *sitev1.Block {
	return &sitev1.Block{Id: "t", Heading: "About", Body: &sitev1.Block_RichText{RichText: &sitev1.RichTextBlock{Html: html}}}
}

func image(src, alt string) *sitev1.Block {
	return &sitev1.Block{Id: "i", Body: &sitev1.Block_Image{Image: &sitev1.ImageBlock{Src: src, Alt: alt, Width: 1200, Height: 800}}}
}

func cta(hrefs ...string) *sitev1.Block {
	b := &sitev1.CallToActionBlock{Text: "Talk to us"}
	for _, h := range hrefs {
		b.Actions = append(b.Actions, &sitev1.Action{Label: "Go", Href: h})
	}
	return &sitev1.Block{Id: "c", Body: &sitev1.Block_CallToAction{CallToAction: b}}
}

func cards(cs ...*sitev1.Card) *sitev1.Block {
	return &sitev1.Block{Id: "k", Heading: "Services", Body: &sitev1.Block_Cards{Cards: &sitev1.CardsBlock{Cards: cs}}}
}

func clients(c *sitev1.ClientsBlock) *sitev1.Block {
	return &sitev1.Block{Id: "cl", Heading: "Trusted by fabricators", Body: &sitev1.Block_Clients{Clients: c}}
}

// page puts blocks after three good ones, so the violations name blocks[3] onwards.
func page(blocks ...*sitev1.Block) *sitev1.PageContent {
	good := []*sitev1.Block{
		{Id: "a", Heading: "One", Body: &sitev1.Block_List{List: &sitev1.ListBlock{Items: []string{"x"}}}},
		{Id: "b", Body: &sitev1.Block_EstimatePromo{EstimatePromo: &sitev1.EstimatePromoBlock{}}},
		{Id: "n", Body: &sitev1.Block_Newsletter{Newsletter: &sitev1.NewsletterBlock{}}},
	}
	return &sitev1.PageContent{Banner: &sitev1.PageBanner{Header: "Simplicity"}, Blocks: append(good, blocks...)}
}

func manyLogos(n int) []*sitev1.ClientLogo {
	logos := make([]*sitev1.ClientLogo, n)
	for i := range logos {
		logos[i] = &sitev1.ClientLogo{Image: "/media/variants/l.webp", Alt: "Client"}
	}
	return logos
}

// violations answers field → message of err, or nil when err is not a validation error.
func violations(err error) map[string]string {
	var v *validate.Error
	if !errors.As(err, &v) {
		return nil
	}
	out := map[string]string{}
	for _, x := range v.Violations {
		out[x.Field] = x.Message
	}
	return out
}

func TestChecked(t *testing.T) {
	tests := []struct {
		name    string
		in      *sitev1.PageContent
		publish bool
		// field is the one violation wanted; "" wants none.
		field string
	}{
		{name: "a page of good blocks is accepted", in: page(text("<p>Hi</p>"), image("/media/variants/a.webp", "A frame"), cta("/estimate", "{portal}", "{sales}", "mailto:sales@example.com", "tel:+13125550142", "https://example.com/x")), publish: true},
		{name: "a draft may have an image without alt text", in: page(image("/media/variants/a.webp", "")), publish: false},
		{name: "a publish refuses an image without alt text", in: page(image("/media/variants/a.webp", " ")), publish: true, field: "blocks[3].image.alt"},
		{name: "an image elsewhere is refused", in: page(image("https://evil.example/a.png", "A")), field: "blocks[3].image.src"},
		{name: "an image path that climbs out is refused", in: page(image("/media/../../etc/passwd", "A")), field: "blocks[3].image.src"},
		{name: "an image block needs its image", in: page(image("", "A")), field: "blocks[3].image.src"},
		{name: "a banner without alt text is fine: it is artwork", in: &sitev1.PageContent{Banner: &sitev1.PageBanner{Header: "H", Image: "/images/nav/services.svg"}}, publish: true},
		{name: "a banner image elsewhere is refused", in: &sitev1.PageContent{Banner: &sitev1.PageBanner{Header: "H", Image: "http://evil.example/a.svg"}}, field: "banner.image"},
		{name: "a banner without its header but with text is refused", in: &sitev1.PageContent{Banner: &sitev1.PageBanner{Paragraphs: []string{"Text"}}}, field: "banner.header"},
		{name: "a banner button to javascript: is refused", in: &sitev1.PageContent{Banner: &sitev1.PageBanner{Header: "H", Action: &sitev1.Action{Label: "Go", Href: "javascript:alert(1)"}}}, field: "banner.action.href"},
		{name: "a button needs its label", in: &sitev1.PageContent{Banner: &sitev1.PageBanner{Header: "H", Action: &sitev1.Action{Href: "/estimate"}}}, field: "banner.action.label"},
		{name: "a link to another host without a scheme is refused", in: page(cta("//evil.example/x")), field: "blocks[3].call_to_action.actions[0].href"},
		{name: "a tel: link must be dialable in international form", in: page(cta("tel:555-0142")), field: "blocks[3].call_to_action.actions[0].href"},
		{name: "a mailto: link must name an address", in: page(cta("mailto:nobody")), field: "blocks[3].call_to_action.actions[0].href"},
		{name: "an unknown settings token is refused", in: page(cta("{hr}")), field: "blocks[3].call_to_action.actions[0].href"},
		{name: "a call to action needs a button", in: page(cta()), field: "blocks[3].call_to_action.actions"},
		{name: "a card links only on this site", in: page(cards(&sitev1.Card{Title: "A", Link: "https://example.com"})), field: "blocks[3].cards.cards[0].link"},
		{name: "a card needs its title", in: page(cards(&sitev1.Card{Title: "A"}, &sitev1.Card{Body: "no title"})), field: "blocks[3].cards.cards[1].title"},
		{name: "a cards block needs a card", in: page(cards()), field: "blocks[3].cards.cards"},
		{name: "rich text that shows nothing after sanitizing is refused", in: page(text("<p> </p><script>alert(1)</script>")), field: "blocks[3].rich_text.html"},
		{name: "a list needs items", in: page(&sitev1.Block{Id: "l", Body: &sitev1.Block_List{List: &sitev1.ListBlock{Items: []string{"a", " "}}}}), field: "blocks[3].list.items[1]"},
		{name: "a department gallery names a department", in: page(&sitev1.Block{Id: "g", Body: &sitev1.Block_DepartmentGallery{DepartmentGallery: &sitev1.DepartmentGalleryBlock{Department: "BRIDGES"}}}), field: "blocks[3].department_gallery.department"},
		{name: "a table row has a cell per column", in: page(&sitev1.Block{Id: "tb", Body: &sitev1.Block_Table{Table: &sitev1.TableBlock{Columns: []string{"Project", "Year"}, Rows: []*sitev1.TableRow{{Cells: []string{"Mall"}}}}}}), field: "blocks[3].table.rows[0].cells"},
		{name: "a leader's profile is a web address", in: page(&sitev1.Block{Id: "ld", Body: &sitev1.Block_Leaders{Leaders: &sitev1.LeadersBlock{Leaders: []*sitev1.Leader{{Name: "A", ProfileUrl: "javascript:x"}}}}}), field: "blocks[3].leaders.leaders[0].profile_url"},
		{name: "a clients block of logos, testimonials and credentials is accepted", in: page(clients(&sitev1.ClientsBlock{
			Logos:        []*sitev1.ClientLogo{{Image: "/media/variants/l.webp", Alt: "Prairie Steel Fabricators", Link: "https://prairie.example", Width: 320, Height: 120}, {Image: "/images/x.svg", Alt: "Northgate", Link: "/our-work"}},
			Testimonials: []*sitev1.Testimonial{{Quote: "Drawings on time.", Name: "Dana Ruiz", Role: "Project Manager", Company: "Prairie Steel"}, {Quote: "Clean RFIs.", Name: "Sam Cole"}},
			Credentials:  []*sitev1.Credential{{Name: "AISC Associate Member", Issuer: "American Institute of Steel Construction", Number: "A-1234", Badge: "/media/variants/b.webp", BadgeAlt: "AISC member badge"}, {Name: "NISD Certified Detailer"}},
		})), publish: true},
		{name: "a clients block needs an item", in: page(clients(&sitev1.ClientsBlock{})), field: "blocks[3].clients.logos"},
		{name: "a logo needs its image", in: page(clients(&sitev1.ClientsBlock{Logos: []*sitev1.ClientLogo{{Alt: "Prairie Steel"}}})), field: "blocks[3].clients.logos[0].image"},
		{name: "a logo from another host is refused", in: page(clients(&sitev1.ClientsBlock{Logos: []*sitev1.ClientLogo{{Image: "https://evil.example/l.png", Alt: "Prairie Steel"}}})), field: "blocks[3].clients.logos[0].image"},
		{name: "a draft may have a logo without alt text", in: page(clients(&sitev1.ClientsBlock{Logos: []*sitev1.ClientLogo{{Image: "/media/variants/l.webp"}}}))},
		{name: "a publish refuses a logo without alt text", in: page(clients(&sitev1.ClientsBlock{Logos: []*sitev1.ClientLogo{{Image: "/media/variants/l.webp", Alt: " "}}})), publish: true, field: "blocks[3].clients.logos[0].alt"},
		{name: "a logo links to a web address or a path on this site only", in: page(clients(&sitev1.ClientsBlock{Logos: []*sitev1.ClientLogo{{Image: "/media/variants/l.webp", Alt: "P", Link: "javascript:alert(1)"}}})), field: "blocks[3].clients.logos[0].link"},
		{name: "a logo's size is a number of pixels", in: page(clients(&sitev1.ClientsBlock{Logos: []*sitev1.ClientLogo{{Image: "/media/variants/l.webp", Alt: "P", Width: -1}}})), field: "blocks[3].clients.logos[0].width"},
		{name: "a testimonial needs its quote", in: page(clients(&sitev1.ClientsBlock{Testimonials: []*sitev1.Testimonial{{Quote: "  ", Name: "Dana Ruiz"}}})), field: "blocks[3].clients.testimonials[0].quote"},
		{name: "a testimonial names the person quoted", in: page(clients(&sitev1.ClientsBlock{Testimonials: []*sitev1.Testimonial{{Quote: "Great work."}}})), field: "blocks[3].clients.testimonials[0].name"},
		{name: "a testimonial's company is short text", in: page(clients(&sitev1.ClientsBlock{Testimonials: []*sitev1.Testimonial{{Quote: "Great work.", Name: "Dana", Company: strings.Repeat("x", 101)}}})), field: "blocks[3].clients.testimonials[0].company"},
		{name: "a credential needs its name", in: page(clients(&sitev1.ClientsBlock{Credentials: []*sitev1.Credential{{Issuer: "AISC"}}})), field: "blocks[3].clients.credentials[0].name"},
		{name: "a publish refuses a credential's badge without alt text", in: page(clients(&sitev1.ClientsBlock{Credentials: []*sitev1.Credential{{Name: "AISC Member", Badge: "/media/variants/b.webp"}}})), publish: true, field: "blocks[3].clients.credentials[0].badge_alt"},
		{name: "a credential's badge is an image of this site", in: page(clients(&sitev1.ClientsBlock{Credentials: []*sitev1.Credential{{Name: "AISC Member", Badge: "/admin/x.png", BadgeAlt: "AISC"}}})), field: "blocks[3].clients.credentials[0].badge"},
		{name: "a credential's alt text without a badge is refused", in: page(clients(&sitev1.ClientsBlock{Credentials: []*sitev1.Credential{{Name: "AISC Member", BadgeAlt: "AISC"}}})), field: "blocks[3].clients.credentials[0].badge"},
		{name: "at most 100 logos", in: page(clients(&sitev1.ClientsBlock{Logos: manyLogos(101)})), field: "blocks[3].clients.logos"},
		{name: "an estimate promo names a service by its slug", in: page(&sitev1.Block{Id: "e", Body: &sitev1.Block_EstimatePromo{EstimatePromo: &sitev1.EstimatePromoBlock{Service: "Not A Slug"}}}), field: "blocks[3].estimate_promo.service"},
		{name: "two blocks with one id are refused", in: page(&sitev1.Block{Id: "a", Heading: "Again"}), field: "blocks[3].id"},
		{name: "a block id is a short token", in: page(&sitev1.Block{Id: "<b>", Heading: "Odd"}), field: "blocks[3].id"},
		{name: "a block with nothing is refused", in: page(&sitev1.Block{Id: "z"}), field: "blocks[3]"},
		{name: "a search description shorter than 50 characters is refused", in: &sitev1.PageContent{Seo: &sitev1.PageSeo{Description: "Too short."}}, field: "seo.description"},
		{name: "a search description longer than 160 characters is refused", in: &sitev1.PageContent{Seo: &sitev1.PageSeo{Description: strings.Repeat("Steel. ", 25)}}, field: "seo.description"},
		{name: "a share image elsewhere is refused", in: &sitev1.PageContent{Seo: &sitev1.PageSeo{ShareImage: "https://cdn.example/og.png"}}, field: "seo.share_image"},
		{name: "text with a NUL is refused", in: page(&sitev1.Block{Id: "h", Heading: "a\x00b"}), field: "blocks[3].heading"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := sitepage.Checked(tt.in, sanitizer, tt.publish)
			got := violations(err)
			if tt.field == "" {
				if err != nil {
					t.Fatalf("Checked error = %v, want none", err)
				}
				return
			}
			if _, ok := got[tt.field]; !ok || len(got) != 1 {
				t.Errorf("violations = %v (error %v), want one of %s", got, err, tt.field)
			}
		})
	}
}

func TestCheckedCleans(t *testing.T) {
	in := page(text(`<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script></p>`))
	in.Blocks[0].Id = ""
	in.Blocks[3].IntroHtml = `<p>Intro<img src="x" onerror="steal()"></p>`
	in.Blocks[3].Heading = "  Spaced  "
	got, err := sitepage.Checked(in, sanitizer, true)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("rich text is sanitized as blog posts are", func(t *testing.T) {
		html := got.Blocks[3].GetRichText().GetHtml()
		for _, bad := range []string{"onclick", "javascript:", "<script", "alert"} {
			if strings.Contains(html, bad) {
				t.Errorf("html = %q, still holds %q", html, bad)
			}
		}
		if !strings.Contains(html, "Hi") || !strings.Contains(html, "there") {
			t.Errorf("html = %q, lost its text", html)
		}
		if intro := got.Blocks[3].GetIntroHtml(); strings.Contains(intro, "onerror") {
			t.Errorf("intro_html = %q, still holds onerror", intro)
		}
	})
	t.Run("text is trimmed", func(t *testing.T) {
		if h := got.Blocks[3].GetHeading(); h != "Spaced" {
			t.Errorf("heading = %q, want %q", h, "Spaced")
		}
	})
	t.Run("a block without an id gets one no other block has", func(t *testing.T) {
		if id := got.Blocks[0].GetId(); id == "" || id == "b" || id == "n" || id == "t" {
			t.Errorf("id = %q, want a new one", id)
		}
	})
	t.Run("the caller's content is left as it was", func(t *testing.T) {
		if in.Blocks[0].Id != "" || in.Blocks[3].Heading != "  Spaced  " {
			t.Errorf("Checked changed its input: id %q, heading %q", in.Blocks[0].Id, in.Blocks[3].Heading)
		}
	})
}

func TestValidSlug(t *testing.T) {
	for _, tt := range []struct {
		slug string
		want bool
	}{
		{"steel-joist-detailing", true},
		{"bim", true},
		{"bim-2", true},
		{"Steel-Joist", false},
		{"steel--joist", false},
		{"-steel", false},
		{"steel-", false},
		{"steel_joist", false},
		{"steel/joist", false},
		{"", false},
		{strings.Repeat("a", 81), false},
	} {
		t.Run(tt.slug, func(t *testing.T) {
			if got := sitepage.ValidSlug(tt.slug); got != tt.want {
				t.Errorf("ValidSlug(%q) = %v, want %v", tt.slug, got, tt.want)
			}
		})
	}
}

func TestValidLink(t *testing.T) {
	for _, tt := range []struct {
		href string
		want bool
	}{
		{"/estimate", true},
		{"/our-firm/gallery/images?department=PEMB", true},
		{"/connect#form", true},
		{"https://example.com/a", true},
		{"http://example.com", true},
		{"mailto:sales@example.com", true},
		{"mailto:sales@example.com?subject=Estimate", true},
		{"tel:+13125550142", true},
		{"{portal}", true},
		{"{sales}", true},
		{"{sales}?subject=Take-off request", true},
		{"{sales}?subject=Hi&body=Drawings attached", true},
		{"{sales}?cc=someone@evil.example", false},
		{"{sales}?", false},
		{"{portal}?subject=x", false},
		{"tel:+1 312 555 0142", false},
		{"javascript:alert(1)", false},
		{"data:text/html,x", false},
		{"//evil.example", false},
		{"/a/../../b", false},
		{"ftp://example.com", false},
		{"estimate", false},
		{"", false},
	} {
		t.Run(tt.href, func(t *testing.T) {
			if got := sitepage.ValidLink(tt.href); got != tt.want {
				t.Errorf("ValidLink(%q) = %v, want %v", tt.href, got, tt.want)
			}
		})
	}
}
