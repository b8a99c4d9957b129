package careers_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/net/html"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// jsonLD is the text of every <script type="application/ld+json"> of a page.
func jsonLD(t *testing.T, body []byte) []string {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "script" {
			for _, a := range n.Attr {
				if a.Key == "type" && a.Val == "application/ld+json" && n.FirstChild != nil {
					out = append(out, n.FirstChild.Data)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return out
}

// jobPosting is the JobPosting of a job's page.
type jobPosting struct {
	Context            string `json:"@context"`
	Type               string `json:"@type"`
	Title              string `json:"title"`
	Description        string `json:"description"`
	DatePosted         string `json:"datePosted"`
	ValidThrough       string `json:"validThrough"`
	EmploymentType     string `json:"employmentType"`
	HiringOrganization struct {
		Name, SameAs, Logo string
	} `json:"hiringOrganization"`
	JobLocation struct {
		Type    string `json:"@type"`
		Address struct {
			Type            string `json:"@type"`
			AddressLocality string `json:"addressLocality"`
			AddressRegion   string `json:"addressRegion"`
			AddressCountry  string `json:"addressCountry"`
		} `json:"address"`
	} `json:"jobLocation"`
}

func TestJobPagesForCrawlers(t *testing.T) {
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret")},
		func(d *server.Deps) { d.SiteURL = sitetest.PublicOrigin })
	ctx := context.Background()
	expiry := time.Now().Add(60 * 24 * time.Hour).Truncate(time.Second)
	structured, err := s.Svcs.Careers.CreateJob(ctx, &careers.JobInput{
		Role: `Tekla Modeler </script><script>alert(1)</script>`, Location: "Bengaluru, India", Type: "Full Time", Qualification: "B.E.", Active: true,
		DescriptionHtml: "<p>Model <strong>steel</strong> connections for fabricators in the USA.</p>",
		ExpireTime:      timestamppb.New(expiry), City: "Bengaluru", Region: "Karnataka", CountryCode: "IN",
	})
	if err != nil {
		t.Fatal(err)
	}
	legacy, err := s.Svcs.Careers.CreateJob(ctx, &careers.JobInput{Role: "Checker", Location: "Pune", Type: "Hybrid", Qualification: "10 years", Active: true})
	if err != nil {
		t.Fatal(err)
	}
	expired, err := s.Svcs.Careers.CreateJob(ctx, &careers.JobInput{Role: "Estimator", Location: "Pune", Qualification: "B.E.", Active: true})
	if err != nil {
		t.Fatal(err)
	}
	expire(t, s, expired.GetId())
	inactive, err := s.Svcs.Careers.CreateJob(ctx, &careers.JobInput{Role: "Drafter", Location: "Pune", Qualification: "B.E.", Active: false})
	if err != nil {
		t.Fatal(err)
	}

	posting := func(t *testing.T, j *careers.Job) (jobPosting, sitetest.PageHead) {
		t.Helper()
		res, body := s.Get(t, "/career/"+j.GetId(), "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET = %d, want 200", res.StatusCode)
		}
		if bytes.Contains(body, []byte("<script>alert(1)")) {
			t.Error("the role's markup reached the page unescaped")
		}
		scripts := jsonLD(t, body)
		var p jobPosting
		for _, raw := range scripts {
			var probe jobPosting
			if err := json.Unmarshal([]byte(raw), &probe); err != nil {
				t.Fatalf("JSON-LD %s does not parse: %v", raw, err)
			}
			if probe.Type == "JobPosting" {
				p = probe
			}
		}
		if p.Type != "JobPosting" {
			t.Fatalf("JSON-LD %v, want a JobPosting", scripts)
		}
		return p, sitetest.ReadHead(t, body)
	}

	t.Run("a job's page carries a JobPosting with Google's required and recommended properties", func(t *testing.T) {
		p, h := posting(t, structured)
		checks := []struct{ name, got, want string }{
			{"@context", p.Context, "https://schema.org"},
			{"title", p.Title, structured.GetRole()},
			{"description", p.Description, structured.GetDescriptionHtml()},
			{"datePosted", p.DatePosted, structured.GetCreateTime().AsTime().UTC().Format(time.RFC3339)},
			{"validThrough", p.ValidThrough, expiry.UTC().Format(time.RFC3339)},
			{"employmentType", p.EmploymentType, "FULL_TIME"},
			{"hiringOrganization.name", p.HiringOrganization.Name, seo.DefaultFirm.Name},
			{"hiringOrganization.sameAs", p.HiringOrganization.SameAs, sitetest.PublicOrigin},
			{"jobLocation.@type", p.JobLocation.Type, "Place"},
			{"address.@type", p.JobLocation.Address.Type, "PostalAddress"},
			{"addressLocality", p.JobLocation.Address.AddressLocality, "Bengaluru"},
			{"addressRegion", p.JobLocation.Address.AddressRegion, "Karnataka"},
			{"addressCountry", p.JobLocation.Address.AddressCountry, "IN"},
			{"canonical", h.Links["canonical"], sitetest.PublicOrigin + "/career/" + structured.GetId()},
			{"description meta", h.Meta["description"], "Model steel connections for fabricators in the USA."},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
			}
		}
		if !strings.HasPrefix(p.HiringOrganization.Logo, sitetest.PublicOrigin+"/") {
			t.Errorf("hiringOrganization.logo = %q, want a URL on %s", p.HiringOrganization.Logo, sitetest.PublicOrigin)
		}
		if !strings.HasPrefix(h.Title, structured.GetRole()+" | "+seo.DefaultFirm.Name) {
			t.Errorf("title = %q, want the role and the firm", h.Title)
		}
	})

	t.Run("a job without structure is located by its text in the firm's country and leaves out what it lacks", func(t *testing.T) {
		p, _ := posting(t, legacy)
		if p.JobLocation.Address.AddressLocality != "Pune" || p.JobLocation.Address.AddressCountry != seo.DefaultFirm.Addresses[0].CountryCode || p.ValidThrough != "" || p.EmploymentType != "" || p.Description == "" {
			t.Errorf("posting = %+v, want locality Pune, the firm's country, no validThrough, no employmentType, a description", p)
		}
	})

	t.Run("unknown and inactive jobs answer 404 and an expired one 410, with the app", func(t *testing.T) {
		tests := []struct {
			path string
			want int
		}{
			{"/career/" + uuid.NewString(), http.StatusNotFound},
			{"/career/not-a-uuid", http.StatusNotFound},
			{"/career/" + inactive.GetId(), http.StatusNotFound},
			{"/career/" + expired.GetId(), http.StatusGone},
		}
		for _, tt := range tests {
			res, body := s.Get(t, tt.path, "")
			h := sitetest.ReadHead(t, body)
			if res.StatusCode != tt.want || !h.HasRoot || h.Meta["robots"] != "noindex" {
				t.Errorf("GET %s = %d, root %v, robots %q; want %d with the app, noindex", tt.path, res.StatusCode, h.HasRoot, h.Meta["robots"], tt.want)
			}
		}
	})

	t.Run("the sitemap lists every open job and no other", func(t *testing.T) {
		_, body := s.Get(t, seo.SitemapPath, "")
		for _, j := range []*careers.Job{structured, legacy} {
			if !bytes.Contains(body, []byte(sitetest.PublicOrigin+"/career/"+j.GetId())) {
				t.Errorf("sitemap misses open job %s", j.GetRole())
			}
		}
		for _, j := range []*careers.Job{expired, inactive} {
			if bytes.Contains(body, []byte(j.GetId())) {
				t.Errorf("sitemap lists closed job %s", j.GetRole())
			}
		}
	})
}
