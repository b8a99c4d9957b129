package seo

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/net/html"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/gusset/gusset/internal/blog"
)

// ldBlocks is every <script type="application/ld+json"> of page, parsed as a browser and
// then a search engine would: the HTML first, the JSON in each script after.
func ldBlocks(t *testing.T, page string) []map[string]any {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode || n.Data != "script" || !slices.Contains(n.Attr, html.Attribute{Key: "type", Val: "application/ld+json"}) {
			continue
		}
		var text strings.Builder
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			text.WriteString(c.Data)
		}
		var block map[string]any
		if err := json.Unmarshal([]byte(text.String()), &block); err != nil {
			t.Fatalf("a JSON-LD block does not parse: %v\n%s", err, text.String())
		}
		out = append(out, block)
	}
	return out
}

// roundTrip is v as a search engine reads it: marshalLD's JSON, parsed.
func roundTrip(t *testing.T, v any) map[string]any {
	t.Helper()
	var out map[string]any
	if err := json.Unmarshal([]byte(marshalLD(v)), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// ldValue is the value at a dotted path of a parsed block ("logo.url", "address.1.postalCode").
func ldValue(v any, path string) any {
	for _, key := range strings.Split(path, ".") {
		switch node := v.(type) {
		case map[string]any:
			v = node[key]
		case []any:
			i := int(key[0] - '0')
			if len(key) != 1 || i >= len(node) {
				return nil
			}
			v = node[i]
		default:
			return nil
		}
	}
	return v
}

func TestOrganization(t *testing.T) {
	logo := image{URL: testOrigin + "/icons/icon-512-v1.png", Width: 512, Height: 512}
	picture := image{URL: testOrigin + "/og/default.png", Width: 1200, Height: 630}
	org := roundTrip(t, organization(DefaultFirm, testOrigin, logo, picture))
	tests := []struct {
		name string
		path string
		want any
	}{
		{"it is a schema.org ProfessionalService", "@type", "ProfessionalService"},
		{"it speaks schema.org", "@context", "https://schema.org"},
		{"its @id is on the site, for posts to point at", "@id", testOrigin + "/#organization"},
		{"it is named as the app names the firm", "name", "Gusset Steel Detailing"},
		{"its url is the home page on SITE_URL", "url", testOrigin + "/"},
		{"its logo is the square mark, absolute", "logo.url", logo.URL},
		{"the logo is an ImageObject with its size", "logo.width", 512.0},
		{"its image is the sharing picture", "image.url", picture.URL},
		{"its telephones are both numbers in international form", "telephone", []any{"+13125550142", "+17135550187"}},
		{"its e-mail is the sales address", "email", "sales@example.com"},
		{"the first address is a PostalAddress", "address.0.@type", "PostalAddress"},
		{"the first address's street", "address.0.streetAddress", "1200 Example Avenue, Suite 400"},
		{"the first address's town", "address.0.addressLocality", "Houston"},
		{"the first address's region", "address.0.addressRegion", "TX"},
		{"the first address's postal code", "address.0.postalCode", "77002"},
		{"the first address's country is its ISO code", "address.0.addressCountry", "US"},
		{"the second address joins its street lines", "address.1.streetAddress", "4th Floor, Example Tech Park, Outer Ring Road, Bellandur"},
		{"the second address's town", "address.1.addressLocality", "Bengaluru"},
		{"the second address's region", "address.1.addressRegion", "Karnataka"},
		{"the second address's postal code", "address.1.postalCode", "560103"},
		{"the second address's country is its ISO code", "address.1.addressCountry", "IN"},
		{"sameAs is the social profiles", "sameAs", []any{"https://photos.example.com/gusset-steel", "https://business.example.net/company/gusset-steel", "https://social.example.org/gusset-steel"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := json.Marshal(ldValue(org, tt.path))
			want, _ := json.Marshal(tt.want)
			if string(got) != string(want) {
				t.Errorf("%s = %s, want %s", tt.path, got, want)
			}
		})
	}
}

func TestBreadcrumbs(t *testing.T) {
	type crumb struct{ name, url string }
	tests := []struct {
		name string
		// route is the page's path as the route table spells it.
		route    string
		lastName string
		lastURL  string
		want     []crumb
	}{
		{"a service sits under Services", "/services/pemb-detailing", "PEMB Design and Detailing", testOrigin + "/services/pemb-detailing",
			[]crumb{{"Home", testOrigin + "/"}, {"Services", testOrigin + "/services"}, {"PEMB Design and Detailing", testOrigin + "/services/pemb-detailing"}}},
		{"a post sits under Resources and the Blog, named by its title", "/resources/wbt-blog/:id", "Bolts explained", testOrigin + "/resources/wbt-blog/42",
			[]crumb{{"Home", testOrigin + "/"}, {"Resources", testOrigin + "/resources"}, {"Blog", testOrigin + "/resources/wbt-blog"}, {"Bolts explained", testOrigin + "/resources/wbt-blog/42"}}},
		{"a department gallery skips the gallery that shows nothing without one", "/our-firm/gallery/images?department=PEMB", "PEMB Designing and Detailing Projects", testOrigin + "/our-firm/gallery/images?department=PEMB",
			[]crumb{{"Home", testOrigin + "/"}, {"Our Firm", testOrigin + "/our-firm"}, {"Gallery", testOrigin + "/our-firm/gallery"}, {"PEMB Designing and Detailing Projects", testOrigin + "/our-firm/gallery/images?department=PEMB"}}},
		{"the portfolio skips /our-work, which is the portfolio's own screen", "/our-work/project-portfolio", "Project Portfolio", testOrigin + "/our-work/project-portfolio",
			[]crumb{{"Home", testOrigin + "/"}, {"Project Portfolio", testOrigin + "/our-work/project-portfolio"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, found := routeAt(tt.route)
			if !found {
				t.Fatalf("no route %s in the table", tt.route)
			}
			list, ok := breadcrumbs(testOrigin, r, tt.lastName, tt.lastURL)
			if !ok {
				t.Fatalf("no trail for %s", tt.route)
			}
			parsed := roundTrip(t, list)
			if got := parsed["@type"]; got != "BreadcrumbList" {
				t.Errorf("@type = %v, want BreadcrumbList", got)
			}
			items, _ := parsed["itemListElement"].([]any)
			if len(items) != len(tt.want) {
				t.Fatalf("%d items, want %d: %v", len(items), len(tt.want), items)
			}
			for i, want := range tt.want {
				item := items[i].(map[string]any)
				if item["@type"] != "ListItem" || item["position"] != float64(i+1) || item["name"] != want.name || item["item"] != want.url {
					t.Errorf("item %d = %v, want ListItem %d %q %q", i, item, i+1, want.name, want.url)
				}
			}
		})
	}
	t.Run("a page at the top has no trail", func(t *testing.T) {
		if _, ok := breadcrumbs(testOrigin, routeOf("/services"), "Services", testOrigin+"/services"); ok {
			t.Error("a trail for /services, want none")
		}
	})
}

func TestBlogPosting(t *testing.T) {
	published := time.Date(2025, 3, 4, 5, 6, 7, 0, time.FixedZone("IST", 5*3600+1800))
	h := head{
		OGTitle: "Bolts explained", Description: "Why bolts matter.",
		Canonical: testOrigin + "/resources/wbt-blog/42",
		Published: published, Modified: published.Add(26 * time.Hour),
		Image: image{URL: testOrigin + "/files/blog/a.png", Width: 800, Height: 400},
	}
	logo := image{URL: testOrigin + "/icons/icon-512-v1.png", Width: 512, Height: 512}
	post := roundTrip(t, blogPosting(h, DefaultFirm, testOrigin, logo))
	tests := []struct {
		name string
		path string
		want any
	}{
		{"it is a BlogPosting", "@type", "BlogPosting"},
		{"its headline is the post's title", "headline", "Bolts explained"},
		{"its description is the page's", "description", "Why bolts matter."},
		{"it was published when the post was created, in UTC", "datePublished", "2025-03-03T23:36:07Z"},
		{"it was modified when the post was last saved", "dateModified", "2025-03-05T01:36:07Z"},
		{"its image is the page's picture, absolute", "image.url", testOrigin + "/files/blog/a.png"},
		{"its author is the firm", "author.@id", testOrigin + "/#organization"},
		{"its author is named", "author.name", "Gusset Steel Detailing"},
		{"its author is an Organization", "author.@type", "Organization"},
		{"its publisher is the firm", "publisher.@id", testOrigin + "/#organization"},
		{"its publisher has the logo", "publisher.logo.url", logo.URL},
		{"it is the main entity of its canonical page", "mainEntityOfPage.@id", testOrigin + "/resources/wbt-blog/42"},
		{"its url is the canonical one", "url", testOrigin + "/resources/wbt-blog/42"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ldValue(post, tt.path); got != tt.want {
				t.Errorf("%s = %v, want %v", tt.path, got, tt.want)
			}
		})
	}
	t.Run("a post never modified is dated modified when published", func(t *testing.T) {
		h := h
		h.Modified = time.Time{}
		if got := roundTrip(t, blogPosting(h, DefaultFirm, testOrigin, logo))["dateModified"]; got != "2025-03-03T23:36:07Z" {
			t.Errorf("dateModified = %v, want the publication date", got)
		}
	})
}

func TestStructuredDataOnPages(t *testing.T) {
	at := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	hostile := &blog.Post{Id: uuid.NewString(), Title: `</script><script>alert(1)</script>`, ContentHtml: `<p>Read &lt;/script&gt; &amp; more</p>`, CreateTime: timestamppb.New(at), UpdateTime: timestamppb.New(at)}
	p := newTestPages(&fakePosts{posts: []*blog.Post{hostile}}, nil)

	typesOf := func(blocks []map[string]any) []any {
		var out []any
		for _, b := range blocks {
			out = append(out, b["@type"])
		}
		return out
	}
	tests := []struct {
		name       string
		path       string
		wantStatus int
		wantTypes  []any
	}{
		{"a page at the top names the firm", "/services", 200, []any{"ProfessionalService"}},
		{"the home page names the firm", "/", 200, []any{"ProfessionalService"}},
		{"a nested page names the firm and its trail", "/services/pemb-detailing", 200, []any{"ProfessionalService", "BreadcrumbList"}},
		{"a post names the firm, its trail and itself", "/resources/wbt-blog/" + hostile.GetId(), 200, []any{"ProfessionalService", "BreadcrumbList", "BlogPosting"}},
		{"a staff screen has none", "/admin/dashboard", 200, nil},
		{"a page not found has none", "/no/such/page", 404, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(p, http.MethodGet, tt.path)
			if w.Code != tt.wantStatus {
				t.Fatalf("GET %s = %d, want %d", tt.path, w.Code, tt.wantStatus)
			}
			if got := typesOf(ldBlocks(t, w.Body.String())); !slices.Equal(got, tt.wantTypes) {
				t.Errorf("JSON-LD types = %v, want %v", got, tt.wantTypes)
			}
		})
	}

	t.Run("a title that closes the script stays inside it, as data", func(t *testing.T) {
		page := serve(p, http.MethodGet, "/resources/wbt-blog/"+hostile.GetId()).Body.String()
		if strings.Contains(page, "<script>alert(1)") {
			t.Fatalf("the title's markup reached the page:\n%s", page)
		}
		blocks := ldBlocks(t, page)
		if len(blocks) != 3 {
			t.Fatalf("%d JSON-LD blocks, want 3: the title opened no script of its own", len(blocks))
		}
		if got := blocks[2]["headline"]; got != hostile.Title {
			t.Errorf("headline = %q, want the title as written, %q", got, hostile.Title)
		}
		if got := ldValue(blocks[1], "itemListElement.3.name"); got != hostile.Title {
			t.Errorf("last crumb = %q, want the title as written, %q", got, hostile.Title)
		}
	})
}
