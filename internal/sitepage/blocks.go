package sitepage

import (
	"fmt"
	"slices"
	"strings"

	"google.golang.org/protobuf/reflect/protoreflect"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/validate"
)

// bodyOneof is Block's body: the block's type.
var bodyOneof = (&sitev1.Block{}).ProtoReflect().Descriptor().Oneofs().ByName("body")

// blockBodies is the one registration of each block type's check, by the name of its field
// in Block's body oneof, which is also the segment its violations are named under
// ("blocks[3].image.alt"). TestEveryBlockTypeIsChecked fails while a type has none.
var blockBodies = map[protoreflect.Name]func(k *checker, at string, b *sitev1.Block){
	"rich_text":      func(k *checker, at string, b *sitev1.Block) { k.richText(at, b.GetRichText()) },
	"cards":          func(k *checker, at string, b *sitev1.Block) { k.cards(at, b.GetCards()) },
	"list":           func(k *checker, at string, b *sitev1.Block) { k.list(at, b.GetList()) },
	"image":          func(k *checker, at string, b *sitev1.Block) { k.imageBlock(at, b.GetImage()) },
	"call_to_action": func(k *checker, at string, b *sitev1.Block) { k.callToAction(at, b.GetCallToAction()) },
	"estimate_promo": func(k *checker, at string, b *sitev1.Block) { k.estimatePromo(at, b.GetEstimatePromo()) },
	// Nothing to set: the form and the feature list are the site's own.
	"newsletter":      func(*checker, string, *sitev1.Block) {},
	"portal_features": func(*checker, string, *sitev1.Block) {},
	"department_gallery": func(k *checker, at string, b *sitev1.Block) {
		k.departmentGallery(at, b.Body.(*sitev1.Block_DepartmentGallery))
	},
	"leaders": func(k *checker, at string, b *sitev1.Block) { k.leaders(at, b.GetLeaders()) },
	"panels":  func(k *checker, at string, b *sitev1.Block) { k.panels(at, b.GetPanels()) },
	"table":   func(k *checker, at string, b *sitev1.Block) { k.table(at, b.GetTable()) },
	"columns": func(k *checker, at string, b *sitev1.Block) { k.columns(at, b.GetColumns()) },
	"clients": func(k *checker, at string, b *sitev1.Block) { k.clients(at, b.GetClients()) },
}

func (k *checker) block(at string, b *sitev1.Block) {
	k.Check(len(b.Id) <= maxBlockID && token.MatchString(b.Id), at+".id", "A block id is a short name of letters, digits, - and _")
	k.text(at+".heading", "Heading", &b.Heading, maxShort, false)
	k.Check(b.Tone >= sitev1.Tone_TONE_UNSPECIFIED && b.Tone <= sitev1.Tone_TONE_TINT, at+".tone", "Unknown background")
	k.html(at+".intro_html", "Introduction", &b.IntroHtml, false)
	if b.Body == nil {
		k.Check(b.Heading != "" || b.IntroHtml != "", at, "A block needs a heading or a body")
		return
	}
	name := b.ProtoReflect().WhichOneof(bodyOneof).Name()
	blockBodies[name](k, at+"."+string(name), b)
}

func (k *checker) departmentGallery(at string, body *sitev1.Block_DepartmentGallery) {
	d := body.DepartmentGallery
	if d == nil {
		d = &sitev1.DepartmentGalleryBlock{}
		body.DepartmentGallery = d
	}
	d.Department = strings.ToUpper(strings.TrimSpace(d.Department))
	k.Check(slices.Contains(Departments, d.Department), at+".department", "Choose the department: "+strings.Join(Departments, ", "))
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
	k.alt(at+".alt", &img.Alt)
	k.text(at+".caption", "Caption", &img.Caption, maxShort, false)
	k.size(at+".width", at+".height", img.Width, img.Height)
}

// alt checks an image's alt text: required on publish.
func (k *checker) alt(field string, v *string) {
	k.text(field, "Alt text", v, maxShort, false)
	if k.publish {
		k.Check(*v != "", field, "Describe the image for people who cannot see it (alt text) before publishing")
	}
}

// size checks an image's intrinsic size (0 when unknown).
func (k *checker) size(widthField, heightField string, width, height int32) {
	k.Check(width >= 0 && width <= maxImageSide, widthField, "Width must be a number of pixels")
	k.Check(height >= 0 && height <= maxImageSide, heightField, "Height must be a number of pixels")
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

func (k *checker) clients(at string, c *sitev1.ClientsBlock) {
	if c == nil || len(c.Logos)+len(c.Testimonials)+len(c.Credentials) == 0 {
		k.Add(at+".logos", "Add at least one logo, testimonial or credential")
		return
	}
	k.Check(len(c.Logos) <= maxItems, at+".logos", fmt.Sprintf("At most %d logos", maxItems))
	for i, l := range c.Logos {
		lat := fmt.Sprintf("%s.logos[%d]", at, i)
		if l == nil {
			k.Add(lat, "A logo is empty")
			continue
		}
		k.image(lat+".image", "Logo", &l.Image, true)
		k.alt(lat+".alt", &l.Alt)
		k.size(lat+".width", lat+".height", l.Width, l.Height)
		l.Link = strings.TrimSpace(l.Link)
		if l.Link != "" {
			k.Check(len(l.Link) <= maxLink && (validSitePath(l.Link) || validate.WebLink(l.Link)), lat+".link",
				"A logo links to a full https:// address or a path on this site")
		}
	}
	k.Check(len(c.Testimonials) <= maxItems, at+".testimonials", fmt.Sprintf("At most %d testimonials", maxItems))
	for i, t := range c.Testimonials {
		tat := fmt.Sprintf("%s.testimonials[%d]", at, i)
		if t == nil {
			k.Add(tat, "A testimonial is empty")
			continue
		}
		k.text(tat+".quote", "Quote", &t.Quote, maxText, true)
		k.text(tat+".name", "Name", &t.Name, maxName, true)
		k.text(tat+".role", "Role", &t.Role, maxName, false)
		k.text(tat+".company", "Company", &t.Company, maxName, false)
	}
	k.Check(len(c.Credentials) <= maxItems, at+".credentials", fmt.Sprintf("At most %d credentials", maxItems))
	for i, x := range c.Credentials {
		cat := fmt.Sprintf("%s.credentials[%d]", at, i)
		if x == nil {
			k.Add(cat, "A credential is empty")
			continue
		}
		k.text(cat+".name", "Name", &x.Name, maxShort, true)
		k.text(cat+".issuer", "Issuer", &x.Issuer, maxShort, false)
		k.text(cat+".number", "Number", &x.Number, maxName, false)
		k.image(cat+".badge", "Badge", &x.Badge, false)
		if x.Badge != "" {
			k.alt(cat+".badge_alt", &x.BadgeAlt)
		} else {
			// Alt text of no badge would be lost without a word.
			x.BadgeAlt = strings.TrimSpace(x.BadgeAlt)
			k.Check(x.BadgeAlt == "", cat+".badge", "Add the badge the alt text describes, or clear the alt text")
		}
		k.size(cat+".badge_width", cat+".badge_height", x.BadgeWidth, x.BadgeHeight)
	}
}
