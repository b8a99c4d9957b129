import type { RouteObject } from 'react-router';
import type { staff } from '../config/pages.json';
import { page, type Loader } from './routes';

// The back office's screens, loaded with the back office (routes.tsx patches them in under
// the admin layout), never with a public page.

// A staff screen at its path under /admin. The route's id is its key in config/pages.json,
// by which the admin layout finds the screen's name and title there (the file loads with
// the back office, not with every page); a path the file lacks fails to type-check.
type StaffPath = keyof typeof staff.screens extends infer Key ? (Key extends `/admin/${infer Path}` ? Path : never) : never;
function staffScreen<Name extends string>(path: StaffPath, load: Loader<Name>, name: Name): RouteObject {
  return { id: `/admin/${path}`, path, ...page(load, name) };
}

// The register with the comparison of revisions mounted under an opened sheet: two
// features, composed here (features never import one another), loaded together.
const drawingsAdminPage = async () => {
  const [{ DrawingsAdminPage }, { CompareToggle }] = await Promise.all([
    import('../features/drawings-admin/components/drawings-admin-page'),
    import('../features/drawings-compare/components/compare-toggle'),
  ]);
  return { DrawingsAdminPage: () => <DrawingsAdminPage compare={(sheet) => <CompareToggle side="staff" sheet={sheet} />} /> };
};

// The clients with each organization's review stamps mounted under it.
const clientsAdminPage = async () => {
  const [{ ClientsAdminPage }, { StampSetSection }] = await Promise.all([
    import('../features/portal-admin/components/clients-admin-page'),
    import('../features/drawing-stamps-admin/components/stamp-set-section'),
  ]);
  return { ClientsAdminPage: () => <ClientsAdminPage organization={(o) => <StampSetSection organizationId={o.id} organizationName={o.name} />} /> };
};

// The projects with each project's review clock mounted above its milestones.
const projectsAdminPage = async () => {
  const [{ ProjectsAdminPage }, { DrawingSnapshotAdmin }] = await Promise.all([
    import('../features/portal-admin/components/projects-admin-page'),
    import('../features/drawings-admin/components/drawing-snapshot-admin'),
  ]);
  return {
    ProjectsAdminPage: () => <ProjectsAdminPage drawings={(p) => <DrawingSnapshotAdmin projectId={p.id} organizationId={p.organizationId} organizationName={p.organizationName} />} />,
  };
};

// The dashboard, the Estimates screen and a request's page with the quotes' parts mounted
// in them (features/quotes-admin).
const quoteStats = () => import('../features/quotes-admin/components/quote-stats');
const dashboardPage = async () => {
  const [{ DashboardPage }, { QuoteStats }] = await Promise.all([import('../features/dashboard/components/dashboard-page'), quoteStats()]);
  return { DashboardPage: () => <DashboardPage quotes={<QuoteStats />} /> };
};
const estimatesAdminPage = async () => {
  const [{ EstimatesAdminPage }, { QuoteStats }] = await Promise.all([import('../features/estimates-admin/components/estimates-admin-page'), quoteStats()]);
  return { EstimatesAdminPage: () => <EstimatesAdminPage quotes={<QuoteStats />} /> };
};
const estimateDetailPage = async () => {
  const [{ EstimateDetailPage }, { QuotesSection }] = await Promise.all([
    import('../features/estimates-admin/components/estimate-detail-page'),
    import('../features/quotes-admin/components/quotes-section'),
  ]);
  return { EstimateDetailPage: () => <EstimateDetailPage quotes={(e) => <QuotesSection requestId={e.id} />} /> };
};

export const adminScreens: RouteObject[] = [
  staffScreen('dashboard', dashboardPage, 'DashboardPage'),
  staffScreen('blog', () => import('../features/blog-admin/components/blog-admin-page'), 'BlogAdminPage'),
  staffScreen('blog/:id/preview', () => import('../features/blog/components/blog-post-preview-page'), 'BlogPostPreviewPage'),
  staffScreen('case-studies', () => import('../features/case-studies-admin/components/case-studies-admin-page'), 'CaseStudiesAdminPage'),
  staffScreen('announcement', () => import('../features/announcement-admin/components/announcement-admin-page'), 'AnnouncementAdminPage'),
  staffScreen('pages', () => import('../features/pages-admin/components/pages-admin-page'), 'PagesAdminPage'),
  staffScreen('pages/edit', () => import('../features/pages-admin/components/page-editor-page'), 'PageEditorPage'),
  staffScreen('site-settings', () => import('../features/site-settings-admin/components/site-settings-admin-page'), 'SiteSettingsAdminPage'),
  staffScreen('gallery', () => import('../features/gallery-admin/components/gallery-admin-page'), 'GalleryAdminPage'),
  staffScreen('portfolio', () => import('../features/portfolio-admin/components/portfolio-admin-page'), 'PortfolioAdminPage'),
  staffScreen('career', () => import('../features/careers-admin/components/careers-admin-page'), 'CareersAdminPage'),
  staffScreen('connect-info', () => import('../features/contact-newsletter-admin/components/contact-newsletter-admin-page'), 'ContactNewsletterAdminPage'),
  staffScreen('outbox', () => import('../features/outbox-admin/components/outbox-admin-page'), 'OutboxAdminPage'),
  staffScreen('applicants', () => import('../features/careers-admin/components/applicants-page'), 'ApplicantsPage'),
  staffScreen('estimates', estimatesAdminPage, 'EstimatesAdminPage'),
  staffScreen('estimates/:id', estimateDetailPage, 'EstimateDetailPage'),
  staffScreen('estimates/:id/quotes/new', () => import('../features/quotes-admin/components/quote-new-page'), 'QuoteNewPage'),
  staffScreen('estimates/:id/quotes/:quote', () => import('../features/quotes-admin/components/quote-page'), 'QuotePage'),
  staffScreen('quote-templates', () => import('../features/quotes-admin/components/quote-templates-page'), 'QuoteTemplatesPage'),
  staffScreen('trash', () => import('../features/trash-admin/components/trash-admin-page'), 'TrashAdminPage'),
  staffScreen('staff', () => import('../features/staff-admin/components/staff-admin-page'), 'StaffAdminPage'),
  staffScreen('account', () => import('../features/staff-admin/components/account-page'), 'AccountPage'),
  staffScreen('audit', () => import('../features/audit-admin/components/audit-admin-page'), 'AuditAdminPage'),
  staffScreen('projects', projectsAdminPage, 'ProjectsAdminPage'),
  staffScreen('clients', clientsAdminPage, 'ClientsAdminPage'),
  staffScreen('projects/:id/drawings', drawingsAdminPage, 'DrawingsAdminPage'),
  staffScreen('projects/:id/transmittals/new', () => import('../features/drawings-admin/components/transmittal-composer-page'), 'TransmittalComposerPage'),
  staffScreen('projects/:id/transmittals/:transmittal', () => import('../features/drawings-admin/components/transmittal-admin-page'), 'TransmittalAdminPage'),
  staffScreen('rfis', () => import('../features/rfis-admin/components/rfis-admin-page'), 'RfisAdminPage'),
  staffScreen('rfis/:id', () => import('../features/rfis-admin/components/rfi-admin-page'), 'RfiAdminPage'),
  staffScreen('projects/:id/rfis', () => import('../features/rfis-admin/components/project-rfis-page'), 'ProjectRfisPage'),
  staffScreen('projects/:id/rfis/new', () => import('../features/rfis-admin/components/new-rfi-page'), 'NewRfiPage'),
  staffScreen('analytics', () => import('../features/analytics-admin/components/analytics-admin-page'), 'AnalyticsAdminPage'),
];
