package seo

import (
	"fmt"
	"html/template"
	"net/url"
	"strconv"
	"strings"

	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

// The markup the server writes into a page's slots: what the app's components render for
// the same data (named beside each template), so that nothing moves when the app renders
// the page afresh. Text is escaped by html/template; post and job HTML was sanitized when
// it was saved (internal/richtext), as the app trusts it too.
var markup = template.Must(template.New("markup").Funcs(template.FuncMap{
	"stagger":  func(i int) int { return i % 12 },
	"longDate": func(ts *timestamppb.Timestamp) string { return ts.AsTime().UTC().Format("January 2, 2006") },
	"iso":      func(ts *timestamppb.Timestamp) string { return ts.AsTime().UTC().Format("2006-01-02T15:04:05.000Z") },
	"trusted":  func(s string) template.HTML { return template.HTML(s) },
	"preview":  func(s string) template.HTML { return template.HTML(previewHTML(s)) },
	"postPath": func(post *sitev1.Post) string {
		return postPath + pathSegment(firstNonEmpty(post.GetSlug(), post.GetId()))
	},
	"or":       firstNonEmpty,
	"likes":    likesLabel,
	"kb":       func(size int64) string { return strconv.FormatFloat(float64(size)/1024, 'f', 2, 64) + " KB" },
	"cover":    coverImage,
	"upper":    strings.ToUpper,
	"isPDF":    isPDF,
	"contains": strings.Contains,
	"thumb": func(p *sitev1.GalleryProject, variant string, i int, priority bool) thumb {
		return thumb{p, variant, i, priority}
	},
	"img": responsiveImg,
}).Parse(`
{{- define "like"}}<button type="button" class="like-button" aria-label="{{likes .GetLikes}}"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"></path></svg><span class="like-button__count">{{.GetLikes}}</span></button>{{end}}

{{- /* blog-list-page.tsx, blog-card.tsx */ -}}
{{- define "posts"}}
{{- if not .Posts}}<p class="blog-state">No blogs found.</p>
{{- else}}<div class="blog-list">
{{- range $i, $p := .Posts}}<article class="blog-card" style="--stagger:{{stagger $i}}"><h2 class="blog-card__title"><a class="blog-card__link" href="{{postPath $p}}">{{or $p.GetTitle "Untitled post"}}</a></h2>
{{- if $p.GetExcerpt}}<p class="blog-card__preview">{{$p.GetExcerpt}}</p>{{else}}<div class="blog-card__preview">{{preview $p.GetContentHtml}}</div>{{end -}}
<footer class="blog-card__footer">{{with $p.GetCreateTime}}<time class="blog-card__date" datetime="{{iso .}}">{{longDate .}}</time>{{end}}{{template "like" $p}}</footer></article>
{{- end}}</div>
{{- if .NextPageToken}}<div class="blog-more"><button type="button" class="button">Load more posts</button></div>{{end}}
{{- end}}
{{- end}}

{{- /* blog-post-page.tsx */ -}}
{{- define "post"}}<article>
{{- with .GetImage}}{{if not (contains $.GetContentHtml .GetPath)}}{{img . "blog-post__image" "" "(min-width: 50rem) 48rem, 100vw" true false}}{{end}}{{end -}}
<h1 class="blog-post__title">{{or .GetTitle "Untitled post"}}</h1><div class="blog-post__meta">{{with .GetCreateTime}}<time datetime="{{iso .}}">{{longDate .}}</time>{{end}}{{template "like" .}}</div><div class="blog-post__content">{{trusted .GetContentHtml}}</div></article>
{{- end}}

{{- /* careers-page.tsx, job-card.tsx */ -}}
{{- define "jobs"}}
{{- range $i, $j := .}}<li class="job-card" style="--stagger:{{stagger $i}}"><h3 class="job-card__role"><a href="/career/{{$j.GetId}}">{{$j.GetRole}}</a></h3>{{template "facts" $j}}<div class="job-card__actions"><button type="button" class="button button--primary" aria-haspopup="dialog" aria-label="Apply now for {{$j.GetRole}}">Apply now</button>
{{- with $j.GetJobDescription}}{{if .GetPath}}<a class="job-card__jd" href="{{.GetPath}}" target="_blank" rel="noopener">Job description (PDF)<span class="visually-hidden"> for {{$j.GetRole}}, opens in a new tab</span></a>{{end}}{{end -}}
</div></li>
{{- end}}
{{- end}}

{{- define "facts"}}<dl class="job-card__facts"><div><dt>Location</dt><dd>{{.GetLocation}}</dd></div>{{if .GetType}}<div><dt>Type</dt><dd>{{.GetType}}</dd></div>{{end}}<div><dt>Qualification</dt><dd>{{.GetQualification}}</dd></div>
{{- if .GetExpireTime}}<div><dt>Apply by</dt><dd><time datetime="{{iso .GetExpireTime}}">{{longDate .GetExpireTime}}</time></dd></div>{{end}}</dl>
{{- end}}

{{- /* job-page.tsx */ -}}
{{- define "job"}}<article><h1 class="job-page__role">{{.GetRole}}</h1>{{template "facts" .}}
{{- if .GetDescriptionHtml}}<div class="job-page__description">{{trusted .GetDescriptionHtml}}</div>{{end -}}
<div class="job-card__actions"><button type="button" class="button button--primary" aria-haspopup="dialog">Apply now</button>
{{- with .GetJobDescription}}{{if .GetPath}}<a class="job-card__jd" href="{{.GetPath}}" target="_blank" rel="noopener">Job description (PDF)<span class="visually-hidden">, opens in a new tab</span></a>{{end}}{{end -}}
</div></article>
{{- end}}

{{- /* project-thumbnail.tsx */ -}}
{{- define "thumb"}}<button type="button" class="project-thumb project-thumb--{{.Variant}}" style="--stagger:{{stagger .Index}}" aria-haspopup="dialog"><span class="project-thumb__frame">
{{- with cover .Project}}{{img . "project-thumb__image" "" "(min-width: 64rem) 25vw, (min-width: 48rem) 33vw, 50vw" $.Priority true}}
{{- else}}<span class="project-thumb__placeholder" aria-hidden="true"><svg viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 40h36M10 40V16l14-8 14 8v24M10 16h28M16 40V22h16v18M16 22l16 18M32 22 16 40"></path></svg></span>{{end -}}
</span><span class="project-thumb__title">{{or .Project.GetTitle "Untitled Project"}}</span></button>
{{- end}}

{{- /* department-projects.tsx, project-grid.tsx, department-gallery-page.tsx, project-group.tsx */ -}}
{{- define "projects"}}
{{- if not .Groups}}<p class="gallery-state">No projects found for {{.Name}}.</p>
{{- else}}
{{- if .Grid}}<ul class="project-grid">{{range $i, $p := (index .Groups 0).Projects}}<li>{{template "thumb" (thumb $p "card" $i (eq $i 0))}}</li>{{end}}</ul>
{{- else}}
{{- if .Featured}}<div class="department-gallery__featured">{{range .Featured}}{{template "group" .}}{{end}}</div>{{end}}
{{- if .Rest}}<div class="department-gallery__rest">{{range .Rest}}{{template "group" .}}{{end}}</div>{{end}}
{{- end}}
{{- if .More}}<div class="load-more"><button type="button" class="button">Load more projects</button></div>{{end}}
{{- end}}
{{- end}}

{{- /* department-gallery-section.tsx, page-section.tsx, project-grid.tsx */ -}}
{{- define "gallery-section"}}<section class="page-section page-section--plain gallery-section" aria-labelledby="gallery-section-title"><div class="page-section__inner"><h2 id="gallery-section-title" class="page-section__title">Project Gallery</h2>
{{- "" }}<ul class="project-grid">{{range $i, $p := .Projects}}<li>{{template "thumb" (thumb $p "card" $i false)}}</li>{{end}}</ul>
{{- "" }}<p class="gallery-section__all"><a href="{{.AllPath}}">View all projects →</a></p></div></section>
{{- end}}

{{- define "group"}}<section class="project-group"{{if .HideHeading}} aria-label="{{.Name}}"{{else}} aria-labelledby="{{.ID}}"{{end}}>
{{- if not .HideHeading}}<h2 id="{{.ID}}" class="project-group__heading">{{upper .Name}}</h2>{{end -}}
<ul class="project-group__grid">{{range $i, $p := .Projects}}<li>{{template "thumb" (thumb $p "overlay" $i (and $.LCP (eq $i 0)))}}</li>{{end}}</ul></section>
{{- end}}

{{- /* portfolio-page.tsx, portfolio-viewer.tsx */ -}}
{{- define "portfolio"}}
{{- if not .}}<p class="portfolio-state">No portfolio items found.</p>
{{- else}}<div class="portfolio"><nav class="portfolio__list" aria-label="Portfolio items"><ul>
{{- range $i, $item := .}}<li><button type="button" class="portfolio__item"{{if eq $i 0}} aria-current="true"{{end}}>
{{- /* portfolio-thumb.tsx */ -}}
{{- with $item.GetPreview}}{{if .GetPath}}<img class="portfolio__thumb" src="{{.GetPath}}"{{if .GetWidth}} width="{{.GetWidth}}"{{end}}{{if .GetHeight}} height="{{.GetHeight}}"{{end}} alt="" loading="lazy" decoding="async">{{else}}<span class="portfolio__thumb portfolio__thumb--none" aria-hidden="true"></span>{{end}}
{{- else}}<span class="portfolio__thumb portfolio__thumb--none" aria-hidden="true"></span>{{end -}}
<span class="portfolio__item-title">{{or $item.GetTitle "Untitled"}}</span></button></li>{{end -}}
</ul></nav><div class="portfolio__detail">{{with index . 0}}{{$title := or .GetTitle "Untitled"}}<article class="portfolio-viewer"><h2 class="portfolio-viewer__title" tabindex="-1">{{$title}}</h2>
{{- if .GetDescription}}<p class="portfolio-viewer__description">{{.GetDescription}}</p>{{end}}
{{- /* The viewer's frame loads when the app takes over: a PDF is not fetched twice. */ -}}
{{- if isPDF .GetFile}}<div class="portfolio-viewer__frame"></div>{{else}}<p class="portfolio-state">No valid PDF to display for this item.</p>{{end -}}
<section class="portfolio-file" aria-label="File information"><dl class="portfolio-file__facts"><div><dt>Title</dt><dd>{{$title}}</dd></div>{{if isPDF .GetFile}}<div><dt>Size</dt><dd>{{kb .GetFile.GetSize}}</dd></div>{{end}}</dl>
{{- if isPDF .GetFile}}<a class="button button--primary" href="{{.GetFile.GetPath}}" download="{{or .GetFile.GetFileName "true"}}">Download PDF</a>{{else}}<p class="portfolio-file__note">No PDF is available for this item.</p>{{end -}}
</section></article>{{end}}</div></div>
{{- end}}
{{- end}}
`))

// render executes the markup template name with data.
func render(name string, data any) string {
	var out strings.Builder
	if err := markup.ExecuteTemplate(&out, name, data); err != nil {
		// The templates and their data are fixed types; failing here is a bug.
		panic(fmt.Sprintf("markup %s: %v", name, err))
	}
	return out.String()
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

// likesLabel is like-button.tsx's label of a post not yet liked in this browser.
func likesLabel(n int64) string {
	if n == 1 {
		return "Like: 1 like"
	}
	return "Like: " + strconv.FormatInt(n, 10) + " likes"
}

// coverImage is a project's first image (project-media.ts): videos are skipped.
func coverImage(p *sitev1.GalleryProject) *sitev1.File {
	for _, f := range p.GetImages() {
		if strings.HasPrefix(f.GetContentType(), "image/") {
			return f
		}
	}
	return nil
}

// isPDF is pdf-file.ts's isPdf.
func isPDF(f *sitev1.File) bool {
	return f != nil && f.GetPath() != "" && f.GetContentType() == "application/pdf"
}

// thumb is a project's tile: "card" (title below) or "overlay" (title on hover), and its
// place in its list.
type thumb struct {
	Project  *sitev1.GalleryProject
	Variant  string
	Index    int
	Priority bool
}

// pathSegment escapes s for one path segment, as post-path.ts's encodeURIComponent does.
func pathSegment(s string) string { return url.PathEscape(s) }
