// Package demo loads a small, realistic data set so that a newcomer's `make run` shows a
// living site: jobs, blog posts, gallery projects in every department with images, and
// portfolio PDFs. It goes through the domain services, so the data obeys every rule.
package demo

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/portfolio"
)

// Load adds the demo content unless the site already has jobs, gallery projects or blog
// posts; it reports whether it loaded anything.
func Load(ctx context.Context, s app.Services) (bool, error) {
	if present, err := hasContent(ctx, s); err != nil || present {
		return false, err
	}
	for _, step := range []func(context.Context, app.Services) error{loadJobs, loadPosts, loadGallery, loadPortfolio, loadCredentials} {
		if err := step(ctx, s); err != nil {
			return false, err
		}
	}
	return true, nil
}

func hasContent(ctx context.Context, s app.Services) (bool, error) {
	j, _, err := s.Careers.ListJobs(ctx, false, 1, "")
	if err != nil {
		return false, err
	}
	p, _, err := s.Gallery.ListProjects(ctx, sitev1.Department_DEPARTMENT_UNSPECIFIED, 1, "")
	if err != nil {
		return false, err
	}
	b, _, err := s.Blog.ListPosts(ctx, 1, "")
	if err != nil {
		return false, err
	}
	return len(j)+len(p)+len(b) > 0, nil
}

func upload(ctx context.Context, s app.Services, kind files.Kind, name string, body []byte) (string, error) {
	f, err := s.Files.Upload(ctx, kind, name, bytes.NewReader(body))
	if err != nil {
		return "", fmt.Errorf("demo upload %s: %w", name, err)
	}
	return f.ID.String(), nil
}

func loadJobs(ctx context.Context, s app.Services) error {
	jd, err := upload(ctx, s, files.KindJobDescription, "tekla-modeler.pdf", pdfDocument("Tekla Modeler", []string{
		"Location: Bengaluru (on-site), Full Time",
		"Model main and miscellaneous steel in Tekla Structures for US and Canadian fabricators.",
		"Requirements: B.E. Civil or Diploma, 2+ years of steel detailing, AISC familiarity.",
	}))
	if err != nil {
		return err
	}
	for _, in := range []*careers.JobInput{
		{Role: "Tekla Modeler", Location: "Bengaluru", Type: "Full Time", Qualification: "B.E. Civil or Diploma in Civil Engineering", Active: true, JobDescriptionUploadId: jd,
			City: "Bengaluru", Region: "Karnataka", CountryCode: "IN",
			DescriptionHtml: "<p>Model structural and miscellaneous steel in <strong>Tekla Structures</strong> for fabricators in the USA and Canada.</p><ul><li>Build 3D models from contract drawings</li><li>Raise RFIs and track revisions</li><li>Work with checkers to AISC standards</li></ul>"},
		{Role: "Steel Detailing Checker", Location: "Remote (US hours)", Type: "Full Time", Qualification: "8+ years checking shop and erection drawings", Active: true,
			CountryCode:     "IN",
			DescriptionHtml: "<p>Check shop and erection drawings before they reach the fabricator: connections, dimensions, bolts and welds, against the contract documents and AISC.</p>"},
		{Role: "SDS/2 Detailer", Location: "Pune", Type: "Contract", Qualification: "3+ years with SDS/2 connection design", Active: true,
			City: "Pune", Region: "Maharashtra", CountryCode: "IN",
			DescriptionHtml: "<p>Detail steel in <strong>SDS/2</strong> with its connection design, for commercial and industrial projects.</p>"},
		{Role: "Rebar Estimator", Location: "Bengaluru", Type: "Full Time", Qualification: "Experience with ACI 315 and CRSI standards", Active: false,
			City: "Bengaluru", Region: "Karnataka", CountryCode: "IN"},
	} {
		if _, err := s.Careers.CreateJob(ctx, in); err != nil {
			return fmt.Errorf("demo job %s: %w", in.Role, err)
		}
	}
	return nil
}

func loadPosts(ctx context.Context, s app.Services) error {
	cover, ext, err := pictureConnection.file(7, 1200, 630, sheetInfo{})
	if err != nil {
		return err
	}
	coverID, err := upload(ctx, s, files.KindBlogImage, "connection-design"+ext, cover)
	if err != nil {
		return err
	}
	posts := []*blog.PostInput{
		{Title: "Five things fabricators should send with a detailing RFQ", ContentHtml: `<p>A complete request for quotation saves a week of back-and-forth. Before you send one, gather:</p>
<ul><li><strong>Contract drawings</strong> — structural, architectural and MEP, latest revision.</li><li>The specification sections for structural and miscellaneous steel.</li><li>Your shop standards: preferred connections, bolt sizes, hole types.</li><li>The erection sequence, if the erector has one.</li><li>The schedule: first submittal date and release priorities.</li></ul>
<p>With these in hand we return a fixed-scope estimate within <em>24 hours or less</em>.</p>`},
		{Title: "Connection design: when to ask for PE/SE stamping", ContentHtml: `<h2>Delegated design is now the norm</h2><p>More and more contracts delegate connection design to the fabricator. That means calculations <strong>signed and sealed</strong> by an engineer licensed in the project's state.</p><h3>What we deliver</h3><ol><li>Calculation packages for shear, moment and bracing connections.</li><li>Stamped calculations from partners licensed in all 50 states.</li><li>Coordinated shop drawings that match the calculations.</li></ol>`, ImageUploadId: coverID},
		{Title: "Tekla Structures or SDS/2? Choosing the right model", ContentHtml: `<p>Both are excellent. <strong>Tekla Structures</strong> shines on large, mixed-material projects and BIM coordination; <strong>SDS/2</strong> designs connections as it details, which speeds up heavy industrial work.</p><p style="text-align: center;"><em>We detail in both — your shop standards decide.</em></p>`},
	}
	for _, in := range posts {
		if _, err := s.Blog.CreatePost(ctx, in); err != nil {
			return fmt.Errorf("demo post %q: %w", in.Title, err)
		}
	}
	return nil
}

func loadGallery(ctx context.Context, s app.Services) error {
	projects := []*gallery.ProjectInput{
		{Title: "Regional Medical Center Expansion", Description: "Main and miscellaneous steel, 1,850 tons, moment frames and braced bays", Type: sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL, Department: sitev1.Department_DEPARTMENT_STRUCTURAL, Location: "Houston, Texas", TechnologyUsed: "Tekla Structures", DesigningSoftware: "RAM Structural System", Status: sitev1.ProjectStatus_PROJECT_STATUS_COMPLETED},
		{Title: "Distribution Warehouse Mezzanine", Description: "Mezzanine framing, stairs and guardrails", Type: sitev1.ProjectType_PROJECT_TYPE_INDUSTRIAL, Department: sitev1.Department_DEPARTMENT_STRUCTURAL, Location: "Columbus, Ohio", TechnologyUsed: "Tekla Structures", Status: sitev1.ProjectStatus_PROJECT_STATUS_COMPLETED},
		{Title: "University Science Building", Description: "Structural steel with architecturally exposed stairs", Type: sitev1.ProjectType_PROJECT_TYPE_INSTITUTE, Department: sitev1.Department_DEPARTMENT_STRUCTURAL, Location: "Calgary, Alberta", TechnologyUsed: "SDS/2", Status: sitev1.ProjectStatus_PROJECT_STATUS_IN_PROGRESS},
		{Title: "Agricultural Equipment Dealership", Description: "Pre-engineered metal building with crane runway", Type: sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL, Department: sitev1.Department_DEPARTMENT_PEMB, Location: "Fargo, North Dakota", TechnologyUsed: "MBS", Status: sitev1.ProjectStatus_PROJECT_STATUS_COMPLETED},
		{Title: "Cold Storage Facility", Description: "PEMB with high/low bay and fixed-base column bracing", Type: sitev1.ProjectType_PROJECT_TYPE_FACILITY_EXPENSION, Department: sitev1.Department_DEPARTMENT_PEMB, Location: "Fresno, California", TechnologyUsed: "Tekla Structures", Status: sitev1.ProjectStatus_PROJECT_STATUS_ON_HOLD},
		{Title: "Manufacturing Plant Take-off", Description: "Quantity take-off of main steel, connections and miscellaneous steel", Type: sitev1.ProjectType_PROJECT_TYPE_INDUSTRIAL, Department: sitev1.Department_DEPARTMENT_ESTIMATION, Location: "Greenville, South Carolina", TechnologyUsed: "Tekla Structures", Status: sitev1.ProjectStatus_PROJECT_STATUS_COMPLETED},
		{Title: "Community Church Canopy", Description: "Miscellaneous steel canopy and bollards", Type: sitev1.ProjectType_PROJECT_TYPE_OTHER, OtherType: "Religious", Department: sitev1.Department_DEPARTMENT_OTHER, Location: "Spokane, Washington", TechnologyUsed: "", Status: sitev1.ProjectStatus_PROJECT_STATUS_PLANNING},
	}
	// Each project's pictures: a render of its kind of structure, then a close-up of a
	// connection or one of its drawing sheets. They are drawn side by side (a tenth of a
	// second each), then uploaded in order.
	renders := []picture{pictureBuilding, pictureTruss, pictureBuilding, picturePEMB, picturePEMB, pictureTruss, pictureBuilding}
	type drawn struct {
		body []byte
		ext  string
		err  error
	}
	pictures := make([][2]drawn, len(projects))
	var wg sync.WaitGroup
	for i, in := range projects {
		sheet := sheetInfo{project: strings.ToUpper(in.Title), title: "FRAMING PLAN AND ELEVATION", number: fmt.Sprintf("E-%d", 101+i), location: strings.ToUpper(in.Location)}
		for j, kind := range []picture{renders[i], []picture{pictureSheet, pictureConnection}[i%2]} {
			wg.Go(func() {
				d := &pictures[i][j]
				d.body, d.ext, d.err = kind.file(uint64(i*10+j+1), 960, 640, sheet)
			})
		}
	}
	wg.Wait()
	for i, in := range projects {
		for j, d := range pictures[i] {
			if d.err != nil {
				return d.err
			}
			id, err := upload(ctx, s, files.KindGallery, fmt.Sprintf("project-%d-%d%s", i+1, j+1, d.ext), d.body)
			if err != nil {
				return err
			}
			in.ImageUploadIds = append(in.ImageUploadIds, id)
		}
		if _, err := s.Gallery.CreateProject(ctx, in); err != nil {
			return fmt.Errorf("demo project %q: %w", in.Title, err)
		}
	}
	return nil
}

func loadPortfolio(ctx context.Context, s app.Services) error {
	items := []portfolioItem{
		{title: "Hospital Expansion — Structural Steel", description: "1,850 tons of main and miscellaneous steel detailed in Tekla Structures, with erection drawings",
			facts:  [][2]string{{"Location", "Houston, Texas"}, {"Tonnage", "1,850 tons"}, {"Scope", "Main & misc. steel"}, {"Software", "Tekla Structures"}, {"Year", "2025"}},
			render: pictureBuilding, seed: 101},
		{title: "PEMB Portfolio 2025", description: "Twelve pre-engineered metal buildings across the Midwest, with mezzanines and crane runways",
			facts:  [][2]string{{"Region", "Midwest, USA"}, {"Buildings", "12"}, {"Standards", "MBMA, AISI"}, {"Software", "MBS, Tekla"}, {"Year", "2025"}},
			render: picturePEMB, seed: 202},
	}
	for _, it := range items {
		body, err := portfolioFile(it)
		if err != nil {
			return err
		}
		id, err := upload(ctx, s, files.KindPortfolio, it.title+".pdf", body)
		if err != nil {
			return err
		}
		if _, err := s.Portfolio.Create(ctx, &portfolio.Input{Title: it.title, Description: it.description, Active: true, FileUploadId: id}); err != nil {
			return fmt.Errorf("demo portfolio %q: %w", it.title, err)
		}
	}
	return nil
}
