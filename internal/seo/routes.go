// Package seo gives each URL of the site what a crawler or a link preview reads without
// running JavaScript: the true status (404 for a path the app has no page for), a head of
// its own (title, description, canonical link, Open Graph and Twitter tags, JSON-LD
// structured data), and the files crawlers and browsers ask for (robots.txt, sitemap.xml,
// the blog's RSS feed, the sharing image, the icons and the web manifest).
package seo

import "strings"

// Route is one page of the app (webapp/src/app/routes.tsx), as a crawler should see it.
type Route struct {
	// Path is the route's path as routes.tsx spells it (":id" names a parameter), with an
	// optional "?name=value" that a request's query must also carry (the department of a
	// gallery, which changes the page).
	Path string
	// Name is the page's name: the first part of its title, as the page's usePageTitle.
	Name string
	// Title, when set, is the whole title instead of Name's; "{firm}" and "{suffix}" in it
	// stand for the firm's name and title suffix.
	Title string
	// Description is the page's summary in search results and link previews.
	Description string
	// Canonical is the route whose page this one shows, when two paths show one screen.
	Canonical string
	// NoIndex keeps a page out of search results (pages with nothing of their own to show).
	NoIndex bool

	// post marks the blog post route: its head comes from the post its :id (a slug or an id) names.
	post bool
	// job marks a job's page: its head and JobPosting data come from the job its :id names.
	job bool
	// lastMod is the data the page lists, whose latest change is its sitemap lastmod.
	lastMod content
}

// content is data that a page lists.
type content int

const (
	noContent content = iota
	postsContent
	jobsContent
)

// IsAdmin reports whether the route is a staff screen (never indexed).
func (r Route) IsAdmin() bool { return isAdminPath(r.pathPart()) }

// isAdminPath reports whether path is /admin or under it, in any case (the app's router
// shows /ADMIN/login too).
func isAdminPath(path string) bool {
	const admin = "/admin"
	return len(path) >= len(admin) && strings.EqualFold(path[:len(admin)], admin) &&
		(len(path) == len(admin) || path[len(admin)] == '/')
}

// HasParam reports whether the route's path names a parameter (":id").
func (r Route) HasParam() bool { return strings.Contains(r.Path, "/:") }

// pathPart is Path without its query.
func (r Route) pathPart() string {
	p, _, _ := strings.Cut(r.Path, "?")
	return p
}

// indexable reports whether the route belongs in the sitemap: a public page of its own.
func (r Route) indexable() bool {
	return !r.IsAdmin() && !r.NoIndex && r.Canonical == "" && !r.HasParam()
}

// routeOf is the table's route at path, which the caller knows is there.
func routeOf(path string) Route {
	r, _, _ := match(routes, path, nil)
	return r
}

// Routes is every route of the app, in routes.tsx's order; routes_test.go fails when a
// path there is missing here.
func Routes() []Route { return routes }

var routes = []Route{
	{Path: "/", Name: "Home", Description: "Structural and miscellaneous steel detailing, estimation, connection design, PEMB, rebar and BIM services for steel fabricators in the USA and Canada."},

	{Path: "/our-firm", Name: "Our Firm", Description: "Two decades of steel detailing: a hybrid on-site and offshore team, one point of contact for every project, and AISC associate membership."},
	{Path: "/our-firm/business-model", Name: "Business Model", Description: "Three ways to work with us: a pre-agreed project model at a fixed price, a time-and-material model, or a satellite office working as part of your team."},
	{Path: "/our-firm/leadership-teams", Name: "Leadership Team", Description: "Meet our CEO and Managing Director: the people who answer for every model, drawing and deadline we deliver to fabricators in the USA and Canada."},
	{Path: "/our-firm/gallery", Name: "Gallery", Description: "Structural steel and PEMB projects our detailers have modelled, detailed and delivered for fabricators across the USA and Canada."},
	// The department gallery shows nothing until a department is chosen.
	{Path: "/our-firm/gallery/images", Name: "Gallery by Department", NoIndex: true, Description: "Choose a department to browse the steel structures our detailers have modelled and detailed, grouped by the software used."},
	{Path: "/our-firm/gallery/images?department=STRUCTURAL", Name: "Structural Steel Detailing Project", Description: "Commercial, industrial and institutional steel structures modelled and detailed in Tekla Structures and SDS/2, grouped by the software used."},
	{Path: "/our-firm/gallery/images?department=PEMB", Name: "PEMB Designing and Detailing Projects", Description: "Pre-engineered metal buildings we designed and detailed: rigid frames, mezzanines, crane systems and hybrid PEMB with structural steel."},
	{Path: "/our-firm/gallery/images?department=ESTIMATION", Name: "Steel Estimation Projects", Description: "Steel projects our estimators have taken off: quantity take-offs and tonnage summaries prepared for fabricators bidding in the USA and Canada."},
	// The older generic gallery shows an empty grid.
	{Path: "/our-firm/gallery/pemb", Name: "PEMB Gallery", NoIndex: true, Description: "Pre-engineered metal building projects designed and detailed by our PEMB team."},
	{Path: "/our-firm/gallery/Structural", Name: "Structural Gallery", Description: "Structural steel projects detailed by our team, from 3D models and shop drawings to erection drawings, for fabricators in the USA and Canada."},

	{Path: "/services", Name: "Services", Description: "Structural and miscellaneous steel detailing, estimation and take-off, connection design with PE/SE stamping, architectural BIM, PEMB and rebar detailing."},
	{Path: "/services/structural-steel-detailing", Name: "Structural Steel Detailing", Description: "3D models in Tekla Structures or SDS/2, shop and erection drawings with CNC and DXF files, connection design coordination and BIM coordination."},
	{Path: "/services/miscellaneous-steel-detailing", Name: "Miscellaneous Steel Detailing", Description: "Stairs, ladders, railings, safety gates, bollards, grating and embeds detailed to AISC, IBC and OSHA: every piece that makes a steel building usable."},
	{Path: "/services/steel-estimation-and-take-off", Name: "Steel Estimation and Take-off", Description: "Take-offs of main steel, miscellaneous steel and connection materials, with tonnage summaries that let you bid faster and with confidence."},
	{Path: "/services/connection-design-and-pe-se-stamping", Name: "Connection Design and PE/SE Stamping", Description: "Welded and bolted connection design with calculations stamped by PE/SE partners licensed in all 50 states, for fabricators in the USA and Canada."},
	{Path: "/services/architectural-bim-services", Name: "Architectural BIM Services", Description: "3D, 4D and 5D architectural BIM: models from sketches, CAD or point clouds, shop drawings, clash detection, renders and cost estimation."},
	{Path: "/services/pemb-detailing", Name: "PEMB Design and Detailing", Description: "Pre-engineered metal buildings designed and detailed to MBMA, AISI, ASD and LRFD in MBS and Tekla Structures: mezzanines, cranes, hybrid structures."},
	{Path: "/services/rebar-estimation-and-detailing", Name: "Rebar Estimation and Detailing", Description: "Reinforcing steel estimated and detailed to ACI and CRSI practice: bar lists, placing drawings and quantities, ready to bend and place."},

	// Both paths show the portfolio screen; the sub-page is the one the menu names.
	{Path: "/our-work", Name: "Our Work", Canonical: "/our-work/project-portfolio", Description: "Project portfolios of the models, drawings and take-offs we have delivered for steel fabricators, each one readable as a PDF."},
	{Path: "/our-work/project-portfolio", Name: "Project Portfolio", Description: "Read our project portfolios: models, shop drawings and take-offs delivered for steel fabricators in the USA and Canada, each one as a PDF."},
	{Path: "/portal", Name: "Project Portal", Description: "Every project you have with us, live, in one place: status and deadlines, direct messages to your detailers and file transfer with no upload limit."},
	{Path: "/career", Name: "Careers", lastMod: jobsContent, Description: "Build the steel that builds North America: open detailing positions at our Bengaluru delivery centre, campus recruitment, training and growth."},
	{Path: "/career/:id", Name: "Job Opening", job: true, Description: "An open position at our detailing firm: apply online with your résumé."},
	{Path: "/connect", Name: "Connect", Description: "Call, write or send us a message about your next steel project: a detailing lead will get back to you in 24 hours or less."},

	{Path: "/resources", Name: "Resources", Description: "Articles from our detailers and estimators, and case studies of real detailing problems we solved for steel fabricators."},
	{Path: "/resources/case-studies", Name: "Case Studies", Description: "How we solved real detailing problems for fabricators: the challenge, our approach and the result, from fast-track warehouses to egress stairs."},
	{Path: "/resources/wbt-blog", Name: "Blog", lastMod: postsContent, Description: "Articles from our detailers and estimators on steel detailing standards, software and getting steel built on time."},
	{Path: "/resources/wbt-blog/:id", Name: "Blog", post: true, Description: "An article from our detailers and estimators."},

	// Staff screens, titled as the app titles them (admin-layout's handles).
	{Path: "/admin", Name: "Staff", Description: staffDescription},
	{Path: "/admin/login", Name: "Staff sign in", Description: staffDescription},
	{Path: "/admin/dashboard", Name: "Dashboard", Description: staffDescription},
	{Path: "/admin/blog", Name: "Blog", Description: staffDescription},
	{Path: "/admin/blog/:id/preview", Name: "Blog preview", Description: staffDescription},
	{Path: "/admin/announcement", Name: "Announcement", Description: staffDescription},
	{Path: "/admin/gallery", Name: "Gallery Management", Title: "Admin | Gallery - {firm}", Description: staffDescription},
	{Path: "/admin/portfolio", Name: "Portfolio Projects", Description: staffDescription},
	{Path: "/admin/career", Name: "Career", Description: staffDescription},
	{Path: "/admin/connect-info", Name: "Connect Info", Description: staffDescription},
	{Path: "/admin/outbox", Name: "Outbox", Description: staffDescription},
	{Path: "/admin/applicants", Name: "Applicants", Description: staffDescription},
	{Path: "/admin/trash", Name: "Trash", Description: staffDescription},
	{Path: "/admin/staff", Name: "Staff accounts", Description: staffDescription},
	{Path: "/admin/account", Name: "My account", Description: staffDescription},
	{Path: "/admin/audit", Name: "Audit trail", Description: staffDescription},
}

const staffDescription = "The staff back office."

// notFound is the page of a path the app has no route for: the app shows its own
// not-found screen there.
var notFound = Route{Name: "Page not found", NoIndex: true, Description: "There is no page at this address. Start again from the home page."}
