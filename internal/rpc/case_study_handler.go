package rpc

import (
	"context"
	"errors"
	"strings"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
)

// caseStudyHandler serves the public CaseStudyService and the staff CaseStudyAdminService.
type caseStudyHandler struct {
	studies *casestudy.Service
	files   *files.Service
	media   *media.Service
}

var (
	_ sitev1connect.CaseStudyServiceHandler       = publicCaseStudies{}
	_ adminv1connect.CaseStudyAdminServiceHandler = staffCaseStudies{}
)

type publicCaseStudies struct{ *caseStudyHandler }
type staffCaseStudies struct{ *caseStudyHandler }

func (h publicCaseStudies) ListCaseStudies(ctx context.Context, req *connect.Request[sitev1.ListCaseStudiesRequest]) (*connect.Response[sitev1.ListCaseStudiesResponse], error) {
	list, next, err := h.studies.List(ctx, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	out, err := h.convert(ctx, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.ListCaseStudiesResponse{CaseStudies: out, NextPageToken: next}), nil
}

func (h publicCaseStudies) GetCaseStudy(ctx context.Context, req *connect.Request[sitev1.GetCaseStudyRequest]) (*connect.Response[sitev1.GetCaseStudyResponse], error) {
	c, err := h.studies.Get(ctx, req.Msg.GetSlug())
	var moved *casestudy.MovedError
	if errors.As(err, &moved) {
		return connect.NewResponse(&sitev1.GetCaseStudyResponse{RedirectSlug: moved.Slug}), nil
	}
	if err != nil {
		return nil, err
	}
	out, err := h.convert(ctx, c)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetCaseStudyResponse{CaseStudy: out[0]}), nil
}

func (h staffCaseStudies) ListCaseStudies(ctx context.Context, req *connect.Request[adminv1.ListCaseStudiesRequest]) (*connect.Response[adminv1.ListCaseStudiesResponse], error) {
	status := enumIn(caseStudyStatusIn, req.Msg.GetStatus())
	list, next, err := h.studies.Search(ctx, req.Msg.GetQuery(), status, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	out, err := h.convert(ctx, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListCaseStudiesResponse{CaseStudies: out, NextPageToken: next}), nil
}

func (h staffCaseStudies) GetCaseStudy(ctx context.Context, req *connect.Request[adminv1.GetCaseStudyRequest]) (*connect.Response[adminv1.GetCaseStudyResponse], error) {
	c, err := h.studies.GetAny(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	out, err := h.convert(ctx, c)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetCaseStudyResponse{CaseStudy: out[0]}), nil
}

func (h staffCaseStudies) CreateCaseStudy(ctx context.Context, req *connect.Request[adminv1.CreateCaseStudyRequest]) (*connect.Response[adminv1.CreateCaseStudyResponse], error) {
	c, err := h.studies.Create(ctx, caseStudyInput(req.Msg.GetCaseStudy()))
	if err != nil {
		return nil, err
	}
	out, err := h.convert(ctx, c)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateCaseStudyResponse{CaseStudy: out[0]}), nil
}

func (h staffCaseStudies) UpdateCaseStudy(ctx context.Context, req *connect.Request[adminv1.UpdateCaseStudyRequest]) (*connect.Response[adminv1.UpdateCaseStudyResponse], error) {
	c, err := h.studies.Update(ctx, req.Msg.GetId(), caseStudyInput(req.Msg.GetCaseStudy()))
	if err != nil {
		return nil, err
	}
	out, err := h.convert(ctx, c)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateCaseStudyResponse{CaseStudy: out[0]}), nil
}

func (h staffCaseStudies) DeleteCaseStudy(ctx context.Context, req *connect.Request[adminv1.DeleteCaseStudyRequest]) (*connect.Response[adminv1.DeleteCaseStudyResponse], error) {
	if err := h.studies.Delete(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteCaseStudyResponse{}), nil
}

func (h staffCaseStudies) ListServices(context.Context, *connect.Request[adminv1.ListServicesRequest]) (*connect.Response[adminv1.ListServicesResponse], error) {
	return connect.NewResponse(&adminv1.ListServicesResponse{Services: relatedServices(h.studies.Pages())}), nil
}

func caseStudyInput(m *adminv1.CaseStudyInput) casestudy.Input {
	in := casestudy.Input{
		Title: m.GetTitle(), Slug: m.GetSlug(), ClientType: m.GetClientType(),
		Location: casestudy.Location{City: m.GetLocation().GetCity(), Region: m.GetLocation().GetRegion(), Country: m.GetLocation().GetCountry()},
		Summary:  m.GetSummary(), ChallengeHTML: m.GetChallengeHtml(), SolutionHTML: m.GetSolutionHtml(), ResultsHTML: m.GetResultsHtml(),
		Services: m.GetServices(), Status: enumIn(caseStudyStatusIn, m.GetStatus()),
	}
	for _, f := range m.GetFigures() {
		in.Figures = append(in.Figures, casestudy.Figure{Value: f.GetValue(), Label: f.GetLabel()})
	}
	for _, img := range m.GetImages() {
		one := casestudy.ImageInput{UploadID: img.GetUploadId(), Alt: img.GetAlt()}
		if p := img.GetPath(); p != "" {
			// A kept image names its public path, /files/{object key}; anything else is
			// no key of the case study's and is refused by the store.
			one.Key = strings.TrimPrefix(p, "/files/")
			if one.Key == p {
				one.Key = "?" + p
			}
		}
		in.Images = append(in.Images, one)
	}
	return in
}

// convert converts case studies with their images' variants, loaded in one query.
func (h *caseStudyHandler) convert(ctx context.Context, list ...casestudy.CaseStudy) ([]*sitev1.CaseStudy, error) {
	var all []files.File
	for _, c := range list {
		for _, img := range c.Images {
			all = append(all, img.File)
		}
	}
	images, err := describeImages(ctx, h.media, all)
	if err != nil {
		return nil, err
	}
	return convertAll(list, func(c casestudy.CaseStudy) *sitev1.CaseStudy {
		out := &sitev1.CaseStudy{
			Id: c.ID.String(), Title: c.Title, Slug: c.Slug, ClientType: c.ClientType,
			Location: &sitev1.Location{City: c.Location.City, Region: c.Location.Region, Country: c.Location.Country},
			Summary:  c.Summary, ChallengeHtml: c.ChallengeHTML, SolutionHtml: c.SolutionHTML, ResultsHtml: c.ResultsHTML,
			Services: relatedServices(h.studies.PagesOf(c.Services)), Status: caseStudyStatusOut[c.Status],
			PublishTime: tsOpt(c.PublishTime), CreateTime: ts(c.CreateTime), UpdateTime: ts(c.UpdateTime),
		}
		for _, f := range c.Figures {
			out.Figures = append(out.Figures, &sitev1.Figure{Value: f.Value, Label: f.Label})
		}
		for _, img := range c.Images {
			out.Images = append(out.Images, &sitev1.CaseStudyImage{File: images.file(h.files, &img.File), Alt: img.Alt})
		}
		return out
	}), nil
}

func relatedServices(pages []casestudy.Page) []*sitev1.RelatedService {
	return convertAll(pages, func(p casestudy.Page) *sitev1.RelatedService {
		return &sitev1.RelatedService{Slug: p.Slug, Name: p.Name}
	})
}

var caseStudyStatusIn = map[sitev1.CaseStudyStatus]casestudy.Status{
	sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT:     casestudy.StatusDraft,
	sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED: casestudy.StatusPublished,
}

var caseStudyStatusOut = map[casestudy.Status]sitev1.CaseStudyStatus{
	casestudy.StatusDraft:     sitev1.CaseStudyStatus_CASE_STUDY_STATUS_DRAFT,
	casestudy.StatusPublished: sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED,
}
