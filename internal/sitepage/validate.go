package sitepage

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"google.golang.org/protobuf/proto"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/validate"
)

// Limits of a page: far above any page of the spec, small enough that a page stays a page.
const (
	maxBlocks      = 100
	maxItems       = 100
	maxName        = 100
	maxShort       = 300
	maxText        = 5000
	maxLink        = 2000
	maxHTMLBytes   = 256 << 10
	maxImageSide   = 20000
	maxBlockID     = 40
	minDescription = 50
	maxDescription = 160
	maxTitle       = 100
	maxSlug        = 80
)

var (
	// sitePath is an address on this site: a path, perhaps with a query and a fragment.
	sitePath = regexp.MustCompile(`^/([A-Za-z0-9._~!$&'()*+,;=:@%/-]*)([?#].*)?$`)
	// imagePath is an image on this site: the security policy loads images from the site's
	// own origin only.
	imagePath = regexp.MustCompile(`^/[A-Za-z0-9._~/-]+$`)
	// slugPattern is lower-case words joined by hyphens.
	slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	// token is a block id, an icon's or a variant's name.
	token = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)
	// e164 is a dialable number: what a tel: link dials.
	e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)
)

// Departments are the gallery departments a department gallery block shows.
var Departments = []string{"STRUCTURAL", "PEMB", "ESTIMATION"}

// linkTokens are the site settings' links an action may name.
var linkTokens = []string{"{portal}", "{sales}"}

// ValidSlug reports whether s is lower-case words joined by hyphens.
func ValidSlug(s string) bool { return len(s) <= maxSlug && slugPattern.MatchString(s) }

// Checked is content made ready to store: trimmed, its HTML sanitized as blog posts are,
// its blocks given ids, then checked. publish adds the rules a public page must keep
// (every image has alt text). The violations name proto fields: "blocks[3].image.alt".
func Checked(in *Content, sanitizer *richtext.Sanitizer, publish bool) (*Content, error) {
	if in == nil {
		in = &Content{}
	}
	c := proto.Clone(in).(*Content)
	var k checker
	k.publish = publish
	k.sanitizer = sanitizer
	k.seo(c.GetSeo())
	k.banner(c.GetBanner())
	k.Check(len(c.Blocks) <= maxBlocks, "blocks", fmt.Sprintf("At most %d blocks on a page", maxBlocks))
	fillIDs(c.Blocks)
	seen := map[string]int{}
	for i, b := range c.Blocks {
		at := fmt.Sprintf("blocks[%d]", i)
		if b == nil {
			k.Add(at, "A block is empty")
			continue
		}
		k.block(at, b)
		if j, dup := seen[b.Id]; dup {
			k.Add(at+".id", fmt.Sprintf("Block %d has the same id as block %d", i+1, j+1))
		}
		seen[b.Id] = i
	}
	if err := k.Err(); err != nil {
		return nil, err
	}
	return c, nil
}

// fillIDs gives each block without an id one that no other block of the page has.
func fillIDs(blocks []*sitev1.Block) {
	taken := map[string]bool{}
	for _, b := range blocks {
		if b != nil {
			b.Id = strings.TrimSpace(b.Id)
			taken[b.Id] = true
		}
	}
	n := 0
	for _, b := range blocks {
		if b == nil || b.Id != "" {
			continue
		}
		for {
			n++
			if id := "b" + strconv.Itoa(n); !taken[id] {
				b.Id, taken[id] = id, true
				break
			}
		}
	}
}

// checker adds the pages' rules to validate.Checker; it trims the fields it checks.
type checker struct {
	validate.Checker
	publish   bool
	sanitizer *richtext.Sanitizer
}

// text trims *v and checks its length and that it is text.
func (k *checker) text(field, label string, v *string, max int, required bool) {
	*v = strings.TrimSpace(*v)
	if required {
		k.Require(field, *v, label+" is required")
	}
	k.MaxLen(field, label, *v, max)
	k.Text(field, *v)
}

// texts checks a list of paragraphs or items: each trimmed and required.
func (k *checker) texts(field, label string, vs []string, max int, atLeastOne bool) {
	if atLeastOne {
		k.Check(len(vs) > 0, field, fmt.Sprintf("Add at least one %s", strings.ToLower(label)))
	}
	k.Check(len(vs) <= maxItems, field, fmt.Sprintf("At most %d entries", maxItems))
	for i := range vs {
		k.text(fmt.Sprintf("%s[%d]", field, i), label, &vs[i], max, true)
	}
}

// html sanitizes *v as blog posts are and reports whether anything visible is left;
// HTML that shows nothing is stored as "".
func (k *checker) html(field, label string, v *string, required bool) {
	if len(*v) > maxHTMLBytes {
		k.Add(field, fmt.Sprintf("%s is too long (at most %d KiB)", label, maxHTMLBytes>>10))
		return
	}
	k.Text(field, *v)
	clean, visible := k.sanitizer.Sanitize(*v)
	if !visible {
		clean = ""
	}
	*v = clean
	if required {
		k.Check(visible, field, label+" is required")
	}
}

// link checks an action's or a card's address: a path on this site, a full http(s)
// address, mailto:, tel: in international form, or a settings link ({portal}, {sales}).
func (k *checker) link(field, label string, v *string, required bool) {
	*v = strings.TrimSpace(*v)
	if *v == "" {
		if required {
			k.Add(field, label+" is required")
		}
		return
	}
	k.Check(len(*v) <= maxLink && ValidLink(*v), field,
		label+" must be a path on this site (/estimate), a full https:// address, mailto:, tel: with the number in international form (tel:+13125550142), {portal} or {sales}")
}

// ValidLink reports whether href is an address an action may link to.
func ValidLink(href string) bool {
	switch {
	case href == linkTokens[0] || href == linkTokens[1]:
		return true
	case strings.HasPrefix(href, linkTokens[1]+"?"):
		// Mail to sales with a subject (and body): "{sales}?subject=Take-off request".
		q, err := url.ParseQuery(strings.TrimPrefix(href, linkTokens[1]+"?"))
		for k := range q {
			if k != "subject" && k != "body" {
				return false
			}
		}
		return err == nil && len(q) > 0
	case strings.HasPrefix(href, "mailto:"):
		addr, _, _ := strings.Cut(strings.TrimPrefix(href, "mailto:"), "?")
		addr, err := url.PathUnescape(addr)
		return err == nil && validate.Email(addr)
	case strings.HasPrefix(href, "tel:"):
		return e164.MatchString(strings.TrimPrefix(href, "tel:"))
	case strings.HasPrefix(href, "/"):
		return validSitePath(href)
	}
	return validate.WebLink(href)
}

func validSitePath(p string) bool {
	return sitePath.MatchString(p) && !strings.HasPrefix(p, "//") && !strings.Contains(p, "..") && !strings.Contains(p, `\`)
}

// image checks an image's address: a path on this site.
func (k *checker) image(field, label string, v *string, required bool) {
	*v = strings.TrimSpace(*v)
	if *v == "" {
		if required {
			k.Add(field, label+" is required")
		}
		return
	}
	k.Check(PublicImage(*v), field,
		label+" must be a public image of this site: one uploaded here (/files/…, /media/…) or one of its own (/images/…)")
}

// PublicImage reports whether p is an image this site shows to anyone: the security policy
// loads images from the site's own origin only, and a page must not point its visitors'
// browsers at a private file, the back office or the API. Allowed: the app's own pictures
// (/images/…), web variants of uploaded images (/media/…, public all), and stored images
// of public kinds (/files/<kind>/<id>.<image extension>). Never another host
// ("//evil.example/x.png" is one), a path that climbs ("..") or any other path.
func PublicImage(p string) bool {
	if len(p) > maxLink || !imagePath.MatchString(p) || strings.Contains(p, "..") || strings.Contains(p, "//") {
		return false
	}
	if key, ok := strings.CutPrefix(p, "/files/"); ok {
		return files.PublicImageKey(key)
	}
	return strings.HasPrefix(p, "/images/") || strings.HasPrefix(p, "/media/")
}

// name checks an icon's or a variant's name.
func (k *checker) name(field, label string, v *string) {
	*v = strings.TrimSpace(*v)
	if *v != "" {
		k.Check(len(*v) <= maxBlockID && token.MatchString(*v), field, label+" must be a short name of letters, digits and hyphens")
	}
}

func (k *checker) seo(s *sitev1.PageSeo) {
	if s == nil {
		return
	}
	k.text("seo.title", "Title", &s.Title, maxTitle, false)
	k.text("seo.description", "Description", &s.Description, maxDescription, false)
	if n := utf8.RuneCountInString(s.Description); n > 0 && n < minDescription {
		k.Add("seo.description", fmt.Sprintf("Description is too short for search results (%d characters; at least %d)", n, minDescription))
	}
	k.image("seo.share_image", "Share image", &s.ShareImage, false)
}

func (k *checker) banner(b *sitev1.PageBanner) {
	if b == nil {
		return
	}
	k.text("banner.eyebrow", "Eyebrow", &b.Eyebrow, maxShort, false)
	k.text("banner.header", "Header", &b.Header, maxShort, false)
	k.text("banner.subheader", "Subheader", &b.Subheader, maxShort, false)
	k.image("banner.image", "Banner image", &b.Image, false)
	k.texts("banner.paragraphs", "Paragraph", b.Paragraphs, maxText, false)
	k.action("banner.action", b.Action)
	// No header means no banner: then nothing else of it is drawn, so nothing else may be
	// set (it would be lost without a word).
	if b.Header == "" && (b.Eyebrow != "" || b.Subheader != "" || b.Image != "" || len(b.Paragraphs) > 0 || b.Action != nil) {
		k.Add("banner.header", "The banner needs its header (or leave the whole banner empty)")
	}
}

func (k *checker) action(at string, a *sitev1.Action) {
	if a == nil {
		return
	}
	k.text(at+".label", "Button label", &a.Label, maxName, true)
	k.link(at+".href", "Button link", &a.Href, true)
}

func (k *checker) block(at string, b *sitev1.Block) {
	k.Check(len(b.Id) <= maxBlockID && token.MatchString(b.Id), at+".id", "A block id is a short name of letters, digits, - and _")
	k.text(at+".heading", "Heading", &b.Heading, maxShort, false)
	k.Check(b.Tone >= sitev1.Tone_TONE_UNSPECIFIED && b.Tone <= sitev1.Tone_TONE_TINT, at+".tone", "Unknown background")
	k.html(at+".intro_html", "Introduction", &b.IntroHtml, false)
	switch body := b.Body.(type) {
	case nil:
		k.Check(b.Heading != "" || b.IntroHtml != "", at, "A block needs a heading or a body")
	case *sitev1.Block_RichText:
		k.richText(at+".rich_text", body.RichText)
	case *sitev1.Block_Cards:
		k.cards(at+".cards", body.Cards)
	case *sitev1.Block_List:
		k.list(at+".list", body.List)
	case *sitev1.Block_Image:
		k.imageBlock(at+".image", body.Image)
	case *sitev1.Block_CallToAction:
		k.callToAction(at+".call_to_action", body.CallToAction)
	case *sitev1.Block_EstimatePromo:
		k.estimatePromo(at+".estimate_promo", body.EstimatePromo)
	case *sitev1.Block_Newsletter, *sitev1.Block_PortalFeatures:
		// Nothing to set: the form and the feature list are the site's own.
	case *sitev1.Block_DepartmentGallery:
		d := body.DepartmentGallery
		if d == nil {
			d = &sitev1.DepartmentGalleryBlock{}
			body.DepartmentGallery = d
		}
		d.Department = strings.ToUpper(strings.TrimSpace(d.Department))
		k.Check(slices.Contains(Departments, d.Department), at+".department_gallery.department", "Choose the department: "+strings.Join(Departments, ", "))
	case *sitev1.Block_Leaders:
		k.leaders(at+".leaders", body.Leaders)
	case *sitev1.Block_Panels:
		k.panels(at+".panels", body.Panels)
	case *sitev1.Block_Table:
		k.table(at+".table", body.Table)
	case *sitev1.Block_Columns:
		k.columns(at+".columns", body.Columns)
	}
}

func (k *checker) richText(at string, r *sitev1.RichTextBlock) {
	if r == nil {
		k.Add(at+".html", "Text is required")
		return
	}
	k.html(at+".html", "Text", &r.Html, len(r.Facts) == 0)
	k.text(at+".facts_label", "Facts label", &r.FactsLabel, maxName, false)
	k.Check(len(r.Facts) <= maxItems, at+".facts", fmt.Sprintf("At most %d facts", maxItems))
	for i, f := range r.Facts {
		fat := fmt.Sprintf("%s.facts[%d]", at, i)
		if f == nil {
			k.Add(fat, "A fact is empty")
			continue
		}
		k.text(fat+".lead", "Lead", &f.Lead, maxShort, true)
		k.text(fat+".text", "Text", &f.Text, maxShort, false)
	}
}

func (k *checker) cards(at string, b *sitev1.CardsBlock) {
	if b == nil || len(b.Cards) == 0 {
		k.Add(at+".cards", "Add at least one card")
		return
	}
	k.name(at+".variant", "Layout", &b.Variant)
	k.Check(len(b.Cards) <= maxItems, at+".cards", fmt.Sprintf("At most %d cards", maxItems))
	for i, c := range b.Cards {
		cat := fmt.Sprintf("%s.cards[%d]", at, i)
		if c == nil {
			k.Add(cat, "A card is empty")
			continue
		}
		k.name(cat+".icon", "Icon", &c.Icon)
		k.text(cat+".title", "Title", &c.Title, maxShort, true)
		k.text(cat+".body", "Text", &c.Body, maxText, false)
		k.texts(cat+".points", "Point", c.Points, maxShort, false)
		c.Link = strings.TrimSpace(c.Link)
		if c.Link != "" {
			k.Check(len(c.Link) <= maxLink && validSitePath(c.Link), cat+".link", "A card links to a path on this site, such as /services/pemb-detailing")
		}
	}
}

func (k *checker) list(at string, l *sitev1.ListBlock) {
	if l == nil {
		k.Add(at+".items", "Add at least one item")
		return
	}
	k.texts(at+".items", "Item", l.Items, maxShort, true)
	k.Check(l.Style >= sitev1.ListStyle_LIST_STYLE_UNSPECIFIED && l.Style <= sitev1.ListStyle_LIST_STYLE_TAGS, at+".style", "Unknown list style")
}

func (k *checker) imageBlock(at string, img *sitev1.ImageBlock) {
	if img == nil {
		k.Add(at+".src", "Image is required")
		return
	}
	k.image(at+".src", "Image", &img.Src, true)
	k.text(at+".alt", "Alt text", &img.Alt, maxShort, false)
	if k.publish {
		k.Check(img.Alt != "", at+".alt", "Describe the image for people who cannot see it (alt text) before publishing")
	}
	k.text(at+".caption", "Caption", &img.Caption, maxShort, false)
	k.Check(img.Width >= 0 && img.Width <= maxImageSide, at+".width", "Width must be a number of pixels")
	k.Check(img.Height >= 0 && img.Height <= maxImageSide, at+".height", "Height must be a number of pixels")
}

func (k *checker) callToAction(at string, c *sitev1.CallToActionBlock) {
	if c == nil || len(c.Actions) == 0 {
		k.Add(at+".actions", "Add at least one button")
		return
	}
	k.text(at+".text", "Text", &c.Text, maxText, false)
	k.Check(len(c.Actions) <= 10, at+".actions", "At most 10 buttons")
	for i, a := range c.Actions {
		aat := fmt.Sprintf("%s.actions[%d]", at, i)
		if a == nil {
			k.Add(aat, "A button is empty")
			continue
		}
		k.action(aat, a)
	}
}

func (k *checker) estimatePromo(at string, e *sitev1.EstimatePromoBlock) {
	if e == nil {
		return
	}
	k.text(at+".heading", "Heading", &e.Heading, maxShort, false)
	k.text(at+".text", "Text", &e.Text, maxText, false)
	e.Service = strings.TrimSpace(e.Service)
	if e.Service != "" {
		k.Check(ValidSlug(e.Service), at+".service", "The service is a service page's slug, such as pemb-detailing")
	}
}

func (k *checker) leaders(at string, l *sitev1.LeadersBlock) {
	if l == nil || len(l.Leaders) == 0 {
		k.Add(at+".leaders", "Add at least one leader")
		return
	}
	k.Check(len(l.Leaders) <= maxItems, at+".leaders", fmt.Sprintf("At most %d leaders", maxItems))
	for i, p := range l.Leaders {
		lat := fmt.Sprintf("%s.leaders[%d]", at, i)
		if p == nil {
			k.Add(lat, "A leader is empty")
			continue
		}
		k.text(lat+".name", "Name", &p.Name, maxName, true)
		k.text(lat+".designation", "Designation", &p.Designation, maxShort, false)
		k.image(lat+".image", "Portrait", &p.Image, false)
		k.texts(lat+".paragraphs", "Paragraph", p.Paragraphs, maxText, false)
		p.ProfileUrl = strings.TrimSpace(p.ProfileUrl)
		if p.ProfileUrl != "" {
			k.Check(len(p.ProfileUrl) <= maxLink && validate.WebLink(p.ProfileUrl), lat+".profile_url", "Profile must be a full https:// address")
		}
	}
}

func (k *checker) panels(at string, p *sitev1.PanelsBlock) {
	if p == nil || len(p.Panels) == 0 {
		k.Add(at+".panels", "Add at least one panel")
		return
	}
	k.name(at+".variant", "Layout", &p.Variant)
	k.Check(len(p.Panels) <= maxItems, at+".panels", fmt.Sprintf("At most %d panels", maxItems))
	for i, x := range p.Panels {
		pat := fmt.Sprintf("%s.panels[%d]", at, i)
		if x == nil {
			k.Add(pat, "A panel is empty")
			continue
		}
		k.name(pat+".icon", "Icon", &x.Icon)
		k.text(pat+".title", "Title", &x.Title, maxShort, true)
		k.text(pat+".text", "Text", &x.Text, maxText, false)
	}
}

func (k *checker) table(at string, t *sitev1.TableBlock) {
	if t == nil || len(t.Columns) == 0 {
		k.Add(at+".columns", "Add at least one column")
		return
	}
	k.text(at+".caption", "Caption", &t.Caption, maxShort, false)
	k.texts(at+".columns", "Column", t.Columns, maxShort, true)
	k.Check(len(t.Rows) > 0, at+".rows", "Add at least one row")
	k.Check(len(t.Rows) <= maxItems, at+".rows", fmt.Sprintf("At most %d rows", maxItems))
	for i, r := range t.Rows {
		rat := fmt.Sprintf("%s.rows[%d]", at, i)
		if r == nil {
			r = &sitev1.TableRow{}
			t.Rows[i] = r
		}
		k.Check(len(r.Cells) == len(t.Columns), rat+".cells", fmt.Sprintf("Row %d has %d cells; the table has %d columns", i+1, len(r.Cells), len(t.Columns)))
		for j := range r.Cells {
			k.text(fmt.Sprintf("%s.cells[%d]", rat, j), "Cell", &r.Cells[j], maxShort, false)
		}
	}
}

func (k *checker) columns(at string, c *sitev1.ColumnsBlock) {
	if c == nil || len(c.Columns) == 0 {
		k.Add(at+".columns", "Add at least one column")
		return
	}
	k.Check(len(c.Columns) <= 10, at+".columns", "At most 10 columns")
	for i, col := range c.Columns {
		cat := fmt.Sprintf("%s.columns[%d]", at, i)
		if col == nil {
			k.Add(cat, "A column is empty")
			continue
		}
		k.text(cat+".heading", "Heading", &col.Heading, maxShort, true)
		k.texts(cat+".items", "Item", col.Items, maxShort, true)
		k.Check(col.Style >= sitev1.ListStyle_LIST_STYLE_UNSPECIFIED && col.Style <= sitev1.ListStyle_LIST_STYLE_TAGS, cat+".style", "Unknown list style")
	}
}
