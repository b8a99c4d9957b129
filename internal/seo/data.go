package seo

import (
	"context"
	"net/url"
	"sort"
	"strconv"
	"strings"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
)

// The app's page sizes (webapp/src/features/*/api): the server must make the very calls
// the app makes, or the app cannot use the answers and asks again.
const (
	postsPageSize     = 12
	jobsPageSize      = 100
	jobsMaxPages      = 10
	galleryPageSize   = 48
	portfolioPageSize = 100
	portfolioMaxPages = 20
)

// loader reads a data page's data as the app would, and answers the markup of each of
// its slots (webapp/src/components/site/data-slot.tsx) and the calls it made.
type loader func(ctx context.Context, p *Pages, param string, query url.Values) (map[string]string, []exchange, error)

// loaders are the data pages by route key (Route.Path).
var loaders = map[string]loader{
	"/resources/wbt-blog":     loadPosts,
	"/resources/wbt-blog/:id": loadPost,
	"/career":                 loadJobs,
	"/career/:id":             loadJob,
	"/our-firm/gallery/images?department=STRUCTURAL": loadDepartment(sitev1.Department_DEPARTMENT_STRUCTURAL, false),
	"/our-firm/gallery/images?department=PEMB":       loadDepartment(sitev1.Department_DEPARTMENT_PEMB, false),
	"/our-firm/gallery/images?department=ESTIMATION": loadDepartment(sitev1.Department_DEPARTMENT_ESTIMATION, false),
	"/our-firm/gallery/Structural":                   loadDepartment(sitev1.Department_DEPARTMENT_STRUCTURAL, true),
	"/our-firm/gallery/pemb":                         loadDepartment(sitev1.Department_DEPARTMENT_PEMB, true),
	"/services/structural-steel-detailing":           loadGallerySection(sitev1.Department_DEPARTMENT_STRUCTURAL),
	"/services/pemb-detailing":                       loadGallerySection(sitev1.Department_DEPARTMENT_PEMB),
	"/our-work":                                      loadPortfolio,
	"/our-work/project-portfolio":                    loadPortfolio,
}

func loadPosts(ctx context.Context, p *Pages, _ string, _ url.Values) (map[string]string, []exchange, error) {
	var res sitev1.ListPostsResponse
	x, err := p.call(ctx, sitev1connect.BlogServiceListPostsProcedure, &sitev1.ListPostsRequest{PageSize: postsPageSize}, &res)
	if err != nil {
		return nil, nil, err
	}
	return map[string]string{"posts": render("posts", struct {
		Posts         []*sitev1.Post
		NextPageToken string
	}{res.GetPosts(), res.GetNextPageToken()})}, []exchange{x}, nil
}

func loadPost(ctx context.Context, p *Pages, id string, _ url.Values) (map[string]string, []exchange, error) {
	var res sitev1.GetPostResponse
	x, err := p.call(ctx, sitev1connect.BlogServiceGetPostProcedure, &sitev1.GetPostRequest{Id: id}, &res)
	if err != nil {
		return nil, nil, err
	}
	return map[string]string{"post": render("post", res.GetPost())}, []exchange{x}, nil
}

func loadJobs(ctx context.Context, p *Pages, _ string, _ url.Values) (map[string]string, []exchange, error) {
	var jobs []*sitev1.Job
	var calls []exchange
	token := ""
	for range jobsMaxPages {
		var res sitev1.ListJobsResponse
		x, err := p.call(ctx, sitev1connect.JobServiceListJobsProcedure, &sitev1.ListJobsRequest{PageSize: jobsPageSize, PageToken: token}, &res)
		if err != nil {
			return nil, nil, err
		}
		jobs, calls, token = append(jobs, res.GetJobs()...), append(calls, x), res.GetNextPageToken()
		if token == "" {
			break
		}
	}
	status := ""
	if len(jobs) == 0 {
		status = `<p class="careers-state">No openings at the moment</p>`
	}
	return map[string]string{"jobs-status": status, "jobs": render("jobs", jobs)}, calls, nil
}

func loadJob(ctx context.Context, p *Pages, id string, _ url.Values) (map[string]string, []exchange, error) {
	var res sitev1.GetJobResponse
	x, err := p.call(ctx, sitev1connect.JobServiceGetJobProcedure, &sitev1.GetJobRequest{Id: id}, &res)
	if err != nil {
		return nil, nil, err
	}
	return map[string]string{"job": render("job", res.GetJob())}, []exchange{x}, nil
}

// loadDepartment is a department's gallery: grouped by software (department-gallery-page.tsx),
// or one grid (the Structural and PEMB gallery pages).
func loadDepartment(department sitev1.Department, grid bool) loader {
	return func(ctx context.Context, p *Pages, _ string, query url.Values) (map[string]string, []exchange, error) {
		var res sitev1.ListProjectsResponse
		req := &sitev1.ListProjectsRequest{Department: department, PageSize: galleryPageSize}
		x, err := p.call(ctx, sitev1connect.GalleryServiceListProjectsProcedure, req, &res)
		if err != nil {
			return nil, nil, err
		}
		// The empty text names the department as the address spelt it (the grids: its code).
		name := strings.TrimPrefix(department.String(), "DEPARTMENT_")
		if !grid {
			name = strings.TrimSpace(query.Get("department"))
		}
		data := projectsMarkup{Name: name, Grid: grid, More: res.GetNextPageToken() != ""}
		if projects := res.GetProjects(); len(projects) > 0 {
			if grid {
				data.Groups = []projectGroup{{Projects: projects}}
			} else {
				data.Featured, data.Rest = groupProjects(projects, department)
				if len(data.Featured) > 0 {
					data.Featured[0].LCP = true
				} else if len(data.Rest) > 0 {
					data.Rest[0].LCP = true
				}
				data.Groups = append(append([]projectGroup(nil), data.Featured...), data.Rest...)
			}
		}
		return map[string]string{"projects": render("projects", data)}, []exchange{x}, nil
	}
}

// sectionPreview is how many projects a service page's gallery section shows
// (department-gallery-section.tsx's previewCount).
const sectionPreview = 8

// loadGallerySection is a service page's gallery section: the department's first projects
// with pictures, from the first page the section asks for; nothing when it has none.
func loadGallerySection(department sitev1.Department) loader {
	return func(ctx context.Context, p *Pages, _ string, _ url.Values) (map[string]string, []exchange, error) {
		var res sitev1.ListProjectsResponse
		req := &sitev1.ListProjectsRequest{Department: department, PageSize: galleryPageSize}
		x, err := p.call(ctx, sitev1connect.GalleryServiceListProjectsProcedure, req, &res)
		if err != nil {
			return nil, nil, err
		}
		var shown []*sitev1.GalleryProject
		for _, project := range res.GetProjects() {
			if coverImage(project) != nil && len(shown) < sectionPreview {
				shown = append(shown, project)
			}
		}
		section := ""
		if len(shown) > 0 {
			code := strings.TrimPrefix(department.String(), "DEPARTMENT_")
			section = render("gallery-section", gallerySectionMarkup{Projects: shown, AllPath: "/our-firm/gallery/images?department=" + code})
		}
		return map[string]string{"gallery-section": section}, []exchange{x}, nil
	}
}

// gallerySectionMarkup is the "gallery-section" template's data.
type gallerySectionMarkup struct {
	Projects []*sitev1.GalleryProject
	// AllPath is the department's gallery (department.ts's departmentGalleryPath).
	AllPath string
}

func loadPortfolio(ctx context.Context, p *Pages, _ string, _ url.Values) (map[string]string, []exchange, error) {
	var items []*sitev1.PortfolioItem
	var calls []exchange
	token := ""
	for range portfolioMaxPages {
		var res sitev1.ListPortfolioItemsResponse
		x, err := p.call(ctx, sitev1connect.PortfolioServiceListPortfolioItemsProcedure, &sitev1.ListPortfolioItemsRequest{PageSize: portfolioPageSize, PageToken: token}, &res)
		if err != nil {
			return nil, nil, err
		}
		items, calls, token = append(items, res.GetItems()...), append(calls, x), res.GetNextPageToken()
		if token == "" {
			break
		}
	}
	return map[string]string{"portfolio": render("portfolio", items)}, calls, nil
}

// projectsMarkup is the "projects" template's data.
type projectsMarkup struct {
	// Name is the department as the empty text names it.
	Name string
	// Grid lays the projects out as one grid (Groups[0]); else Featured then Rest.
	Grid           bool
	Groups         []projectGroup
	Featured, Rest []projectGroup
	More           bool
}

// projectGroup is group-projects.ts's ProjectGroup, with project-group.tsx's heading.
type projectGroup struct {
	// LCP marks the page's first group, whose first picture is fetched first.
	LCP         bool
	Name        string
	ID          string
	HideHeading bool
	Projects    []*sitev1.GalleryProject
}

// featuredSoftware and otherGroup are group-projects.ts's.
var featuredSoftware = []string{"Tekla Structures", "SDS/2"}

const otherGroup = "Other"

// groupProjects is group-projects.ts's groupProjects: by detailing software, Tekla
// Structures and SDS/2 first, then the rest alphabetically, then Other.
func groupProjects(projects []*sitev1.GalleryProject, department sitev1.Department) (featured, rest []projectGroup) {
	key := func(name string) string { return strings.ToLower(strings.Join(strings.Fields(name), " ")) }
	groups := map[string]*projectGroup{}
	var order []string
	for _, p := range projects {
		software := strings.Join(strings.Fields(p.GetTechnologyUsed()), " ")
		k := key(software)
		if software == "" {
			k = key(otherGroup)
		}
		g, ok := groups[k]
		if !ok {
			name := software
			if name == "" {
				name = otherGroup
			}
			g = &projectGroup{Name: name}
			groups[k] = g
			order = append(order, k)
		}
		g.Projects = append(g.Projects, p)
	}
	for _, name := range featuredSoftware {
		if g, ok := groups[key(name)]; ok {
			g.Name = name
			// The spec hides this heading on the PEMB gallery, where Tekla is the norm.
			g.HideHeading = department == sitev1.Department_DEPARTMENT_PEMB && name == "Tekla Structures"
			featured = append(featured, *g)
			delete(groups, key(name))
		}
	}
	other, hasOther := groups[key(otherGroup)]
	delete(groups, key(otherGroup))
	for _, k := range order {
		if g, ok := groups[k]; ok {
			rest = append(rest, *g)
		}
	}
	sort.SliceStable(rest, func(i, j int) bool { return strings.ToLower(rest[i].Name) < strings.ToLower(rest[j].Name) })
	if hasOther {
		other.Name = otherGroup
		rest = append(rest, *other)
	}
	for i := range featured {
		featured[i].ID = "project-group-" + strconv.Itoa(i)
	}
	for i := range rest {
		rest[i].ID = "project-group-" + strconv.Itoa(len(featured)+i)
	}
	return featured, rest
}
