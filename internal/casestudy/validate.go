package casestudy

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// Limits of the form.
const (
	maxTitle      = 200
	maxSlug       = 80
	maxShort      = 120
	maxSummary    = 300
	maxAlt        = 300
	maxFigures    = 8
	maxFigureText = 60
	maxImages     = 20
	// maxTonnage is far above any one building's steel.
	maxTonnage = 200_000
	// maxHTMLBytes caps each rich text before it is sanitized, so sanitizing cannot be
	// made arbitrarily expensive.
	maxHTMLBytes = 256 << 10
)

// slugPattern is a valid slug: lower-case ASCII words of letters and digits joined by '-'.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// MovedError answers an earlier slug of a renamed case study: Slug is its current one.
type MovedError struct{ Slug string }

func (e *MovedError) Error() string { return "case study moved to " + e.Slug }

// Is makes a MovedError a NotFound for callers that do not follow it.
func (e *MovedError) Is(target error) bool { return target == apperr.ErrNotFound }

func apperrIsNotFound(err error) bool { return errors.Is(err, apperr.ErrNotFound) }

// clean trims a copy of in (the caller's message stays as sent), checks every field's
// form (all violations at once) and sanitizes its rich text. The publish rules, which
// depend on the status the write results in, are rules'.
func (s *Service) clean(in *Input) (*Input, error) {
	if in == nil {
		in = &Input{}
	}
	in = proto.CloneOf(in)
	trim := strings.TrimSpace
	in.Title, in.Slug, in.ClientType, in.Summary = trim(in.Title), trim(in.Slug), trim(in.ClientType), trim(in.Summary)
	l := in.GetLocation()
	in.Location = &sitev1.Location{City: trim(l.GetCity()), Region: trim(l.GetRegion()), Country: trim(l.GetCountry())}
	var c validate.Checker
	c.Require("title", in.Title, "Title is required")
	c.MaxLen("title", "Title", in.Title, maxTitle)
	switch {
	case in.Slug == "":
	case len(in.Slug) > maxSlug:
		c.Add("slug", fmt.Sprintf("Address is too long (at most %d characters)", maxSlug))
	case !slugPattern.MatchString(in.Slug):
		c.Add("slug", "Address may only have lower-case letters and digits, in words joined by single dashes")
	}
	c.MaxLen("client_type", "Client type", in.ClientType, maxShort)
	c.MaxLen("location.city", "City", in.Location.City, maxShort)
	c.MaxLen("location.region", "Region", in.Location.Region, maxShort)
	c.MaxLen("location.country", "Country", in.Location.Country, maxShort)
	c.MaxLen("summary", "Summary", in.Summary, maxSummary)
	c.Tenths("tonnage", "Tonnage", in.Tonnage, maxTonnage)
	in.ChallengeHtml = s.richText(&c, "challenge_html", "Challenge", in.ChallengeHtml)
	in.SolutionHtml = s.richText(&c, "solution_html", "Solution", in.SolutionHtml)
	in.ResultsHtml = s.richText(&c, "results_html", "Results", in.ResultsHtml)
	if len(in.Figures) > maxFigures {
		c.Add("figures", fmt.Sprintf("At most %d figures", maxFigures))
	}
	for i, f := range in.Figures {
		if f == nil {
			f = &sitev1.Figure{}
			in.Figures[i] = f
		}
		f.Value, f.Label = trim(f.Value), trim(f.Label)
		field := fmt.Sprintf("figures[%d]", i)
		c.Require(field+".value", f.Value, "A figure needs a value, such as 38%")
		c.Require(field+".label", f.Label, "A figure needs a label, such as fewer RFIs")
		c.MaxLen(field+".value", "Value", f.Value, maxFigureText)
		c.MaxLen(field+".label", "Label", f.Label, maxFigureText)
	}
	if len(in.Images) > maxImages {
		c.Add("images", fmt.Sprintf("At most %d images", maxImages))
	}
	seen := map[string]bool{}
	for i, img := range in.Images {
		if img == nil {
			img = &adminv1.ImageInput{}
			in.Images[i] = img
		}
		img.Alt = trim(img.Alt)
		switch src := img.Source.(type) {
		case *adminv1.ImageInput_UploadId:
			src.UploadId = trim(src.UploadId)
		case *adminv1.ImageInput_Path:
			src.Path = trim(src.Path)
		}
		uploadID, path := img.GetUploadId(), img.GetPath()
		field := fmt.Sprintf("images[%d]", i)
		c.MaxLen(field+".alt", "Alt text", img.Alt, maxAlt)
		switch {
		case (uploadID == "") == (path == ""):
			c.Add(field, "An image is either a new upload or one the case study has")
		case seen[uploadID+"\x00"+path]:
			c.Add(field, "This image is listed twice")
		}
		seen[uploadID+"\x00"+path] = true
	}
	known := s.Pages()
	var services []string
	for i, slug := range in.Services {
		slug = trim(slug)
		switch {
		case !slices.ContainsFunc(known, func(p Page) bool { return p.Slug == slug }):
			c.Add(fmt.Sprintf("services[%d]", i), "Choose one of the site's service pages")
		case !slices.Contains(services, slug):
			services = append(services, slug)
		}
	}
	in.Services = services
	switch in.Status {
	case sitev1.CaseStudyStatus_CASE_STUDY_STATUS_UNSPECIFIED, sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT,
		sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED:
	default:
		c.Add("status", "Status must be draft or published")
	}
	return in, c.Err()
}

// richText sanitizes one rich-text field; markup that shows nothing is no content ("").
func (s *Service) richText(c *validate.Checker, field, label, raw string) string {
	if len(raw) > maxHTMLBytes {
		c.Add(field, fmt.Sprintf("%s is too long (at most 256 KiB)", label))
		return ""
	}
	html, visible := s.sanitizer.Sanitize(raw)
	if !visible {
		return ""
	}
	return html
}

// rules are the publish rules: a published case study has a summary, a challenge, a
// solution and alt text on every image. A draft may lack any of them.
func (s *Service) rules(in *Input) Rules {
	return func(status Status) error {
		if status != sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED {
			return nil
		}
		var c validate.Checker
		c.Require("summary", in.Summary, "A summary is required to publish")
		c.Require("challenge_html", in.ChallengeHtml, "The challenge is required to publish")
		c.Require("solution_html", in.SolutionHtml, "The solution is required to publish")
		for i, img := range in.Images {
			c.Require(fmt.Sprintf("images[%d].alt", i), img.Alt, "Describe this image (alt text) to publish")
		}
		return c.Err()
	}
}
