import { generatePath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { ContentHandle } from '../components/blocks/content-page';
import type { PageHandle, Prefetch } from '../lib/prefetch';
import { prefetchNavigation } from '../lib/navigation';
import { prefetchPage } from '../lib/page-content';
import { prefetchSiteSettings } from '../lib/site-settings';
import { warmConnect } from '../lib/transport';
import { AppLoading } from './app-loading';
import { ErrorScreen } from './error-screen';
import { NotFound } from './not-found';
import { RootLayout } from './root-layout';

// Every route of the spec. Pages other than home are lazy: a visitor downloads only the
// page in front of them, and never the back office. The function form of `lazy` is used
// on purpose: React Router empties an object-form `lazy` in place once loaded, which
// breaks a second router built from the same route objects (every test builds one).
// A lazy module and the name of its page component (an export taking no props).
export type Loader<Name extends string> = () => Promise<Record<Name, React.ComponentType>>;

// A page whose HTML the server renders with its data also exports `prefetch`
// (lib/prefetch.ts), carried in the route's handle for main.tsx.
export function page<Name extends string>(load: Loader<Name>, name: Name): Pick<RouteObject, 'lazy'> {
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

// contentPage is a page whose words are content (components/blocks/content-page.tsx): the
// route prefetches the page at path (":slug" filled from the address), and its child
// route, if any, follows the blocks; notFound shows when the server has no such page.
function contentPage(path: string, title: string, notFound?: React.ComponentType): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { RoutedContentPage } = await import('../components/blocks/content-page');
      const prefetch: Prefetch = (context) => prefetchPage(generatePath(path, context.params))(context);
      return { Component: RoutedContentPage, handle: { prefetch, content: { path, title, notFound } } satisfies PageHandle & ContentHandle };
    },
  };
}

// Every route reads the site settings and the menu (header, footer, contacts).
const prefetchSite: Prefetch = (context) => Promise.all([prefetchSiteSettings(context), prefetchNavigation(context)]);

// A service page that shows another feature's section (a department's gallery, the
// newsletter sign-up) renders it through <Outlet />, as its index child route: features
// never import one another, the routes compose them. Both load in parallel.
function withSection<Name extends string>(load: Loader<Name>, name: Name): Pick<RouteObject, 'children'> {
  return { children: [{ index: true, ...page(load, name) }] };
}

const structuralGallerySection = () => import('../features/gallery/components/structural-gallery-section');
const pembGallerySection = () => import('../features/gallery/components/pemb-gallery-section');
const newsletterSection = () => import('../features/newsletter/components/newsletter-block');
// The case studies' list and each one's page are one module: one loader for both routes.
const portalPage = page(() => import('../lib/portal-route'), 'PortalRoute');
const caseStudies = () => import('../features/resources/components/case-studies-page');
// The portal's drawing pages with their slots filled (app/portal-drawing-slots.tsx).
const portalDrawingSlots = () => import('./portal-drawing-slots');

const servicePages: RouteObject[] = [
  { index: true, ...contentPage('/services', 'Services') },
  { path: 'structural-steel-detailing', ...contentPage('/services/structural-steel-detailing', 'Structural Steel Detailing'), ...withSection(structuralGallerySection, 'StructuralGallerySection') },
  { path: 'miscellaneous-steel-detailing', ...contentPage('/services/miscellaneous-steel-detailing', 'Miscellaneous Steel Detailing'), ...withSection(newsletterSection, 'NewsletterBlock') },
  { path: 'steel-estimation-and-take-off', ...contentPage('/services/steel-estimation-and-take-off', 'Steel Estimation and Take-off') },
  { path: 'connection-design-and-pe-se-stamping', ...contentPage('/services/connection-design-and-pe-se-stamping', 'Connection Design and PE/SE Stamping'), ...withSection(newsletterSection, 'NewsletterBlock') },
  { path: 'architectural-bim-services', ...contentPage('/services/architectural-bim-services', 'Architectural BIM Services'), ...withSection(newsletterSection, 'NewsletterBlock') },
  { path: 'pemb-detailing', ...contentPage('/services/pemb-detailing', 'PEMB Design and Detailing'), ...withSection(pembGallerySection, 'PembGallerySection') },
  { path: 'rebar-estimation-and-detailing', ...contentPage('/services/rebar-estimation-and-detailing', 'Rebar Estimation and Detailing') },
  // A service staff added from the service template.
  { path: ':slug', ...contentPage('/services/:slug', '', NotFound) },
];

// The back office's screens join the route table when the browser first goes under /admin
// (admin-screens.tsx): their code and chunk lists stay out of every public page's first
// load. React Router asks whenever a path matched only the catch-all.
const adminLayoutId = 'admin-layout';

export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!path.startsWith('/admin/')) return;
  const { adminScreens } = await import('./admin-screens');
  patch(adminLayoutId, adminScreens);
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    handle: { prefetch: prefetchSite } satisfies PageHandle,
    errorElement: <ErrorScreen />,
    HydrateFallback: AppLoading,
    children: [
      { index: true, ...page(() => import('../features/home/components/home-page'), 'HomePage') },
      {
        path: 'our-firm',
        children: [
          { index: true, ...contentPage('/our-firm', 'Our Firm') },
          { path: 'business-model', ...contentPage('/our-firm/business-model', 'Business Model') },
          { path: 'leadership-teams', ...contentPage('/our-firm/leadership-teams', 'Leadership Team') },
          { path: 'gallery', ...dataPage(() => import('../features/gallery/components/gallery-landing-page'), 'GalleryLandingPage') },
          { path: 'gallery/images', ...dataPage(() => import('../features/gallery/components/department-gallery-page'), 'DepartmentGalleryPage') },
          { path: 'gallery/pemb', ...dataPage(() => import('../features/gallery/components/generic-gallery-page'), 'GenericGalleryPage') },
          { path: 'gallery/Structural', ...dataPage(() => import('../features/gallery/components/structural-gallery-page'), 'StructuralGalleryPage') },
        ],
      },
      { path: 'services', children: servicePages },
      { path: 'our-work', ...dataPage(() => import('../features/portfolio/components/portfolio-page'), 'PortfolioPage') },
      { path: 'our-work/project-portfolio', ...dataPage(() => import('../features/portfolio/components/portfolio-page'), 'PortfolioPage') },
      { path: 'portal', ...contentPage('/portal', 'Project Portal') },
      // The clients' sign-in is drawn on the server like every public page; their other
      // pages need the session the browser holds: one lazy module picks them (lib/portal-route.tsx).
      { path: 'portal/sign-in', ...page(() => import('../features/client-portal/components/portal-sign-in-page'), 'PortalSignInPage') },
      { path: 'portal/sign-in/link', ...portalPage },
      // An outside reviewer's home is their transmittals, the drawings' section in place of the projects.
      { path: 'portal/projects', ...portalPage, ...withSection(portalDrawingSlots, 'ReviewerHome') },
      // A project's drawings are their own feature: a section of the project's page and the
      // transmittal's page inside the project's frame, each the route's child (its Outlet).
      { path: 'portal/projects/:id', ...portalPage, ...withSection(portalDrawingSlots, 'PortalDrawingsSection') },
      { path: 'portal/projects/:id/transmittals/:transmittal', ...portalPage, ...withSection(portalDrawingSlots, 'PortalTransmittalPage') },
      // An RFI's page (where its mails link), inside the project's frame as a transmittal's.
      { path: 'portal/projects/:id/rfis/:rfi', ...portalPage, ...withSection(portalDrawingSlots, 'PortalRfiPage') },
      { path: 'career', ...dataPage(() => import('../features/careers/components/careers-page'), 'CareersPage') },
      { path: 'career/:id', ...dataPage(() => import('../features/careers/components/job-page'), 'JobPage') },
      // No prefetch and no Connect client until the form is sent: the page stays light.
      { path: 'estimate', ...page(() => import('../features/estimate/components/estimate-page'), 'EstimatePage') },
      // A requester's proposal, from the mail's signed link: drawn in the browser (no prefetch).
      { path: 'proposals/:token', ...dataPage(() => import('../features/proposal/components/proposal-page'), 'ProposalPage') },
      { path: 'privacy', ...page(() => import('../features/privacy/components/privacy-page'), 'PrivacyPage') },
      { path: 'connect', ...dataPage(() => import('../features/connect/components/connect-page'), 'ConnectPage') },
      {
        path: 'resources',
        children: [
          { index: true, ...contentPage('/resources', 'Resources') },
          { path: 'case-studies', ...page(caseStudies, 'CaseStudiesPage') },
          { path: 'case-studies/:slug', ...page(caseStudies, 'CaseStudyPage') },
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
            children: [{ id: adminLayoutId, ...page(() => import('../features/admin/components/admin-layout'), 'AdminLayout') }],
          },
        ],
      },
      { path: '*', ...page(() => import('./not-found'), 'NotFound') },
    ],
  },
];
