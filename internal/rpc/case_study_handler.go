package rpc

import (
	"context"
	"errors"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/casestudy"
)

// caseStudyHandler serves the public CaseStudyService and the staff CaseStudyAdminService.
type caseStudyHandler struct {
	studies *casestudy.Service
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
	return connect.NewResponse(&sitev1.ListCaseStudiesResponse{CaseStudies: list, NextPageToken: next}), nil
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
	return connect.NewResponse(&sitev1.GetCaseStudyResponse{CaseStudy: c}), nil
}

func (h staffCaseStudies) ListCaseStudies(ctx context.Context, req *connect.Request[adminv1.ListCaseStudiesRequest]) (*connect.Response[adminv1.ListCaseStudiesResponse], error) {
	m := req.Msg
	list, next, err := h.studies.Search(ctx, m.GetQuery(), m.GetStatus(), m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListCaseStudiesResponse{CaseStudies: list, NextPageToken: next}), nil
}

func (h staffCaseStudies) GetCaseStudy(ctx context.Context, req *connect.Request[adminv1.GetCaseStudyRequest]) (*connect.Response[adminv1.GetCaseStudyResponse], error) {
	c, err := h.studies.GetAny(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetCaseStudyResponse{CaseStudy: c}), nil
}

func (h staffCaseStudies) CreateCaseStudy(ctx context.Context, req *connect.Request[adminv1.CreateCaseStudyRequest]) (*connect.Response[adminv1.CreateCaseStudyResponse], error) {
	c, err := h.studies.Create(ctx, req.Msg.GetCaseStudy())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateCaseStudyResponse{CaseStudy: c}), nil
}

func (h staffCaseStudies) UpdateCaseStudy(ctx context.Context, req *connect.Request[adminv1.UpdateCaseStudyRequest]) (*connect.Response[adminv1.UpdateCaseStudyResponse], error) {
	c, err := h.studies.Update(ctx, req.Msg.GetId(), req.Msg.GetCaseStudy())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateCaseStudyResponse{CaseStudy: c}), nil
}

func (h staffCaseStudies) DeleteCaseStudy(ctx context.Context, req *connect.Request[adminv1.DeleteCaseStudyRequest]) (*connect.Response[adminv1.DeleteCaseStudyResponse], error) {
	if err := h.studies.Delete(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteCaseStudyResponse{}), nil
}

func (h staffCaseStudies) ListServices(context.Context, *connect.Request[adminv1.ListServicesRequest]) (*connect.Response[adminv1.ListServicesResponse], error) {
	var out []*sitev1.RelatedService
	for _, p := range h.studies.Pages() {
		out = append(out, &sitev1.RelatedService{Slug: p.Slug, Name: p.Name})
	}
	return connect.NewResponse(&adminv1.ListServicesResponse{Services: out}), nil
}
