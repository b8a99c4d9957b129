package server_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The page editor's procedures in TestEveryStaffWriteIsAudited: each case adds a service
// page from the template (the test site has no other pages) and acts on it.
func init() {
	for _, p := range []string{
		adminv1connect.PageAdminServiceListPagesProcedure,
		adminv1connect.PageAdminServiceGetPageProcedure,
		adminv1connect.PageAdminServiceListPageVersionsProcedure,
		adminv1connect.PageAdminServiceGetPageVersionProcedure,
	} {
		readOnlyStaffProcedures[p] = true
	}
	pages := func(f *auditFixture) adminv1connect.PageAdminServiceClient {
		return adminv1connect.NewPageAdminServiceClient(f.H1, f.URL)
	}
	n := 0
	// servicePage adds a page and answers its state.
	servicePage := func(t *testing.T, f *auditFixture) *adminv1.PageState {
		t.Helper()
		n++
		res, err := pages(f).CreateServicePage(context.Background(), sitetest.WithToken(&adminv1.CreateServicePageRequest{
			Slug: fmt.Sprintf("audited-service-%d", n), Name: fmt.Sprintf("Audited service %d", n)}, f.token))
		if err != nil {
			t.Fatalf("CreateServicePage: %v", err)
		}
		return res.Msg.GetState()
	}
	// published adds a page and publishes it.
	published := func(t *testing.T, f *auditFixture) *adminv1.PageState {
		t.Helper()
		p := servicePage(t, f)
		res, err := pages(f).PublishPage(context.Background(), sitetest.WithToken(&adminv1.PublishPageRequest{Path: p.GetPath(), Version: 1}, f.token))
		if err != nil {
			t.Fatalf("PublishPage: %v", err)
		}
		return res.Msg.GetState()
	}
	// draft saves the page's content again as version 2.
	draft := func(t *testing.T, f *auditFixture, p *adminv1.PageState) error {
		got, err := pages(f).GetPage(context.Background(), sitetest.WithToken(&adminv1.GetPageRequest{Path: p.GetPath()}, f.token))
		if err != nil {
			return err
		}
		got.Msg.GetDraft().GetBanner().Subheader = "audited"
		_, err = pages(f).SavePageDraft(context.Background(), sitetest.WithToken(&adminv1.SavePageDraftRequest{
			Path: p.GetPath(), Content: got.Msg.GetDraft(), Version: got.Msg.GetState().GetDraftVersion()}, f.token))
		return err
	}
	auditCases[adminv1connect.PageAdminServiceCreateServicePageProcedure] = func(t *testing.T, f *auditFixture) error {
		servicePage(t, f)
		return nil
	}
	auditCases[adminv1connect.PageAdminServiceSavePageDraftProcedure] = func(t *testing.T, f *auditFixture) error {
		return draft(t, f, servicePage(t, f))
	}
	auditCases[adminv1connect.PageAdminServicePublishPageProcedure] = func(t *testing.T, f *auditFixture) error {
		published(t, f)
		return nil
	}
	auditCases[adminv1connect.PageAdminServiceCancelScheduledPublishProcedure] = func(t *testing.T, f *auditFixture) error {
		p := servicePage(t, f)
		if _, err := pages(f).PublishPage(context.Background(), sitetest.WithToken(&adminv1.PublishPageRequest{
			Path: p.GetPath(), Version: 1, PublishTime: timestamppb.New(time.Now().Add(time.Hour))}, f.token)); err != nil {
			return err
		}
		_, err := pages(f).CancelScheduledPublish(context.Background(), sitetest.WithToken(&adminv1.CancelScheduledPublishRequest{Path: p.GetPath()}, f.token))
		return err
	}
	auditCases[adminv1connect.PageAdminServiceUndoPublishProcedure] = func(t *testing.T, f *auditFixture) error {
		p := published(t, f)
		if err := draft(t, f, p); err != nil {
			return err
		}
		if _, err := pages(f).PublishPage(context.Background(), sitetest.WithToken(&adminv1.PublishPageRequest{Path: p.GetPath(), Version: 2}, f.token)); err != nil {
			return err
		}
		_, err := pages(f).UndoPublish(context.Background(), sitetest.WithToken(&adminv1.UndoPublishRequest{Path: p.GetPath()}, f.token))
		return err
	}
	auditCases[adminv1connect.PageAdminServiceRestorePageVersionProcedure] = func(t *testing.T, f *auditFixture) error {
		p := servicePage(t, f)
		if err := draft(t, f, p); err != nil {
			return err
		}
		_, err := pages(f).RestorePageVersion(context.Background(), sitetest.WithToken(&adminv1.RestorePageVersionRequest{Path: p.GetPath(), Version: 1, DraftVersion: 2}, f.token))
		return err
	}
	auditCases[adminv1connect.PageAdminServiceUpdatePagePlaceProcedure] = func(t *testing.T, f *auditFixture) error {
		p := servicePage(t, f)
		_, err := pages(f).UpdatePagePlace(context.Background(), sitetest.WithToken(&adminv1.UpdatePagePlaceRequest{
			Path: p.GetPath(), Name: "Renamed service", Slug: "renamed-" + p.GetPath()[len("/services/"):]}, f.token))
		return err
	}
	auditCases[adminv1connect.PageAdminServiceReorderPagesProcedure] = func(t *testing.T, f *auditFixture) error {
		servicePage(t, f)
		list, err := pages(f).ListPages(context.Background(), sitetest.WithToken(&adminv1.ListPagesRequest{}, f.token))
		if err != nil {
			return err
		}
		var paths []string
		for _, p := range list.Msg.GetPages() {
			if p.GetParent() == "/services" {
				paths = append([]string{p.GetPath()}, paths...)
			}
		}
		_, err = pages(f).ReorderPages(context.Background(), sitetest.WithToken(&adminv1.ReorderPagesRequest{Parent: "/services", Paths: paths}, f.token))
		return err
	}
	auditCases[adminv1connect.PageAdminServiceDeletePageProcedure] = func(t *testing.T, f *auditFixture) error {
		p := published(t, f)
		_, err := pages(f).DeletePage(context.Background(), sitetest.WithToken(&adminv1.DeletePageRequest{Path: p.GetPath(), RemoveFromNavigation: true}, f.token))
		return err
	}
}
