import type { RouteObject } from 'react-router';
import type { staff } from '../config/pages.json';
import type { PageHandle, Prefetch } from '../lib/prefetch';
import { prefetchSiteSettings } from '../lib/site-settings';
import { warmConnect } from '../lib/transport';
import { AppLoading } from './app-loading';
import { ErrorScreen } from './error-screen';
import { RootLayout } from './root-layout';

// Every route of the spec. Pages other than home are lazy: a visitor downloads only the
// page in front of them, and never the back office. The function form of `lazy` is used
// on purpose: React Router empties an object-form `lazy` in place once loaded, which
// breaks a second router built from the same route objects (every test builds one).
// A lazy module and the name of its page component (an export taking no props).
type Loader<Name extends string> = () => Promise<Record<Name, React.ComponentType>>;

// A page whose HTML the server renders with its data also exports `prefetch`
// (lib/prefetch.ts), carried in the route's handle for main.tsx.
function page<Name extends string>(load: Loader<Name>, name: Name): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const loaded = await load();
      const { prefetch } = loaded as { prefetch?: Prefetch };
      return { Component: loaded[name], ...(prefetch && { handle: { prefetch } satisfies PageHandle }) };
    },
  };
}

// dataPage is page for pages that read the API: the Connect runtime starts downloading
// with the page's code instead of after its first render.
function dataPage<Name extends string>(load: Loader<Name>, name: Name): Pick<RouteObject, 'lazy'> {
  return page(() => {
    warmConnect();
    return load();
  }, name);
}

// A service page that shows another feature's section (a department's gallery, the
// newsletter sign-up) renders it through <Outlet />, as its index child route: features
// never import one another, the routes compose them. Both load in parallel.
function withSection<Name extends string>(load: Loader<Name>, name: Name): Pick<RouteObject, 'children'> {
  return { children: [{ index: true, ...page(load, name) }] };
}

const structuralGallerySection = () => import('../features/gallery/components/structural-gallery-section');
const pembGallerySection = () => import('../features/gallery/components/pemb-gallery-section');
const newsletterSection = () => import('../features/newsletter/components/newsletter-block');

const servicePages: RouteObject[] = [
  { index: true, ...page(() => import('../features/services/components/services-page'), 'ServicesPage') },
  { path: 'structural-steel-detailing', ...dataPage(() => import('../features/services/components/structural-steel-detailing-page'), 'StructuralSteelDetailingPage'), ...withSection(structuralGallerySection, 'StructuralGallerySection') },
  { path: 'miscellaneous-steel-detailing', ...page(() => import('../features/services/components/miscellaneous-steel-detailing-page'), 'MiscellaneousSteelDetailingPage'), ...withSection(newsletterSection, 'NewsletterBlock') },
  { path: 'steel-estimation-and-take-off', ...page(() => import('../features/services/components/steel-estimation-page'), 'SteelEstimationPage') },
  { path: 'connection-design-and-pe-se-stamping', ...page(() => import('../features/services/components/connection-design-page'), 'ConnectionDesignPage'), ...withSection(newsletterSection, 'NewsletterBlock') },
  { path: 'architectural-bim-services', ...page(() => import('../features/services/components/architectural-bim-page'), 'ArchitecturalBimPage'), ...withSection(newsletterSection, 'NewsletterBlock') },
  { path: 'pemb-detailing', ...dataPage(() => import('../features/services/components/pemb-detailing-page'), 'PembDetailingPage'), ...withSection(pembGallerySection, 'PembGallerySection') },
  { path: 'rebar-estimation-and-detailing', ...page(() => import('../features/services/components/rebar-detailing-page'), 'RebarDetailingPage') },
];

// A staff screen at its path under /admin. The route's id is its key in config/pages.json,
// by which the admin layout finds the screen's name and title there (the file loads with
// the back office, not with every page); a path the file lacks fails to type-check.
type StaffPath = keyof typeof staff.screens extends infer Key ? (Key extends `/admin/${infer Path}` ? Path : never) : never;
function staffScreen<Name extends string>(path: StaffPath, load: Loader<Name>, name: Name): RouteObject {
  return { id: `/admin/${path}`, path, ...page(load, name) };
}

const adminScreens: RouteObject[] = [
  staffScreen('dashboard', () => import('../features/dashboard/components/dashboard-page'), 'DashboardPage'),
  staffScreen('blog', () => import('../features/blog-admin/components/blog-admin-page'), 'BlogAdminPage'),
  staffScreen('blog/:id/preview', () => import('../features/blog/components/blog-post-preview-page'), 'BlogPostPreviewPage'),
  staffScreen('announcement', () => import('../features/announcement-admin/components/announcement-admin-page'), 'AnnouncementAdminPage'),
  staffScreen('site-settings', () => import('../features/site-settings-admin/components/site-settings-admin-page'), 'SiteSettingsAdminPage'),
  staffScreen('gallery', () => import('../features/gallery-admin/components/gallery-admin-page'), 'GalleryAdminPage'),
  staffScreen('portfolio', () => import('../features/portfolio-admin/components/portfolio-admin-page'), 'PortfolioAdminPage'),
  staffScreen('career', () => import('../features/careers-admin/components/careers-admin-page'), 'CareersAdminPage'),
  staffScreen('connect-info', () => import('../features/contact-newsletter-admin/components/contact-newsletter-admin-page'), 'ContactNewsletterAdminPage'),
  staffScreen('outbox', () => import('../features/outbox-admin/components/outbox-admin-page'), 'OutboxAdminPage'),
  staffScreen('applicants', () => import('../features/careers-admin/components/applicants-page'), 'ApplicantsPage'),
  staffScreen('estimates', () => import('../features/estimates-admin/components/estimates-admin-page'), 'EstimatesAdminPage'),
  staffScreen('estimates/:id', () => import('../features/estimates-admin/components/estimate-detail-page'), 'EstimateDetailPage'),
  staffScreen('trash', () => import('../features/trash-admin/components/trash-admin-page'), 'TrashAdminPage'),
  staffScreen('staff', () => import('../features/staff-admin/components/staff-admin-page'), 'StaffAdminPage'),
  staffScreen('account', () => import('../features/staff-admin/components/account-page'), 'AccountPage'),
  staffScreen('audit', () => import('../features/audit-admin/components/audit-admin-page'), 'AuditAdminPage'),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Every page shows the site settings (header, footer, contacts).
    handle: { prefetch: prefetchSiteSettings } satisfies PageHandle,
    errorElement: <ErrorScreen />,
    HydrateFallback: AppLoading,
    children: [
      { index: true, ...page(() => import('../features/home/components/home-page'), 'HomePage') },
      {
        path: 'our-firm',
        children: [
          { index: true, ...page(() => import('../features/firm/components/our-firm-page'), 'OurFirmPage') },
          { path: 'business-model', ...page(() => import('../features/firm/components/business-model-page'), 'BusinessModelPage') },
          { path: 'leadership-teams', ...page(() => import('../features/firm/components/leadership-page'), 'LeadershipPage') },
          { path: 'gallery', ...dataPage(() => import('../features/gallery/components/gallery-landing-page'), 'GalleryLandingPage') },
          { path: 'gallery/images', ...dataPage(() => import('../features/gallery/components/department-gallery-page'), 'DepartmentGalleryPage') },
          { path: 'gallery/pemb', ...dataPage(() => import('../features/gallery/components/generic-gallery-page'), 'GenericGalleryPage') },
          { path: 'gallery/Structural', ...dataPage(() => import('../features/gallery/components/structural-gallery-page'), 'StructuralGalleryPage') },
        ],
      },
      { path: 'services', children: servicePages },
      { path: 'our-work', ...dataPage(() => import('../features/portfolio/components/portfolio-page'), 'PortfolioPage') },
      { path: 'our-work/project-portfolio', ...dataPage(() => import('../features/portfolio/components/portfolio-page'), 'PortfolioPage') },
      { path: 'portal', ...page(() => import('../features/portal/components/portal-page'), 'PortalPage') },
      { path: 'career', ...dataPage(() => import('../features/careers/components/careers-page'), 'CareersPage') },
      { path: 'career/:id', ...dataPage(() => import('../features/careers/components/job-page'), 'JobPage') },
      // No prefetch and no Connect client until the form is sent: the page stays light.
      { path: 'estimate', ...page(() => import('../features/estimate/components/estimate-page'), 'EstimatePage') },
      { path: 'connect', ...dataPage(() => import('../features/connect/components/connect-page'), 'ConnectPage') },
      {
        path: 'resources',
        children: [
          { index: true, ...page(() => import('../features/resources/components/resources-page'), 'ResourcesPage') },
          { path: 'case-studies', ...page(() => import('../features/resources/components/case-studies-page'), 'CaseStudiesPage') },
          { path: 'wbt-blog', ...dataPage(() => import('../features/blog/components/blog-list-page'), 'BlogListPage') },
          { path: 'wbt-blog/:id', ...dataPage(() => import('../features/blog/components/blog-post-page'), 'BlogPostPage') },
        ],
      },
      {
        path: 'admin',
        children: [
          { index: true, ...page(() => import('../features/admin/components/admin-index-redirect'), 'AdminIndexRedirect') },
          { path: 'login', ...page(() => import('../features/auth/components/login-page'), 'LoginPage') },
          {
            ...page(() => import('../features/admin/components/require-staff'), 'RequireStaff'),
            children: [{ ...page(() => import('../features/admin/components/admin-layout'), 'AdminLayout'), children: adminScreens }],
          },
        ],
      },
      { path: '*', ...page(() => import('./not-found'), 'NotFound') },
    ],
  },
];
