package sitepage

import (
	"fmt"
	"net/url"
	"regexp"
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
