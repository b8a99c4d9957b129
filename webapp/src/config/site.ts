// The firm's navigation, and the shapes of its identity and contact details as the pages
// use them. The details themselves are the site settings staff edit in the back office:
// the pages read them from the server (lib/site-settings.ts, docs/site-config.md), so no
// bundle carries them.

export type NavChild = {
  name: string;
  // Appended to the parent's path: '/business-model' under '/our-firm'.
  path: string;
};

export type NavItem = {
  name: string;
  path: string;
  // Artwork of the home-page tile, served from webapp/public.
  image: string;
  children: readonly NavChild[];
};

export type Phone = {
  label: string;
  // As printed on the page.
  display: string;
  // E.164, used for the tap-to-call link.
  dial: string;
};

// An address as the page prints it, one string per line.
export type Address = { label: string; lines: readonly string[] };

export type SocialNetwork = 'photos' | 'business' | 'social';

export type SocialLink = { network: SocialNetwork; label: string; href: string };

// A detailing-software badge in the header: a text badge from webapp/public, replaceable
// by the vendor's own logo where its licence allows.
export type SoftwareBadge = { name: string; image: string };

export type Leader = {
  name: string;
  designation: string;
  // One string per paragraph of the biography.
  thoughts: readonly string[];
  image: string;
  // The leader's professional-network profile, opened in a new tab.
  sociallink: string;
};

// Site is the site settings as the pages use them (lib/site-settings.ts reads them).
export type Site = {
  company: string;
  // Appended to every page title.
  titleSuffix: string;
  tagline: string;
  copyrightYear: number;
  phones: readonly Phone[];
  emails: { sales: string; hr: string };
  // Head office first.
  addresses: readonly Address[];
  social: readonly SocialLink[];
  portalUrl: string;
  campusRecruitment: { registerUrl: string; testUrl: string };
  software: readonly SoftwareBadge[];
};

// The menu tree: the header menu, the mobile menu and the home-page tiles.
export const navigation: readonly NavItem[] = [
  {
    name: 'Our Firm',
    path: '/our-firm',
    image: '/images/nav/our-firm.svg',
    children: [
      { name: 'Business Model', path: '/business-model' },
      { name: 'Leadership Team', path: '/leadership-teams' },
      { name: 'Gallery', path: '/gallery' },
    ],
  },
  {
    name: 'Services',
    path: '/services',
    image: '/images/nav/services.svg',
    children: [
      { name: 'Structural Steel Detailing', path: '/structural-steel-detailing' },
      { name: 'Miscellaneous Steel Detailing', path: '/miscellaneous-steel-detailing' },
      { name: 'Steel Estimation and Take-off', path: '/steel-estimation-and-take-off' },
      { name: 'Connection Design and PE/SE Stamping', path: '/connection-design-and-pe-se-stamping' },
      { name: 'Architectural BIM Services', path: '/architectural-bim-services' },
      { name: 'PEMB Design and Detailing', path: '/pemb-detailing' },
      { name: 'Rebar Estimation and Detailing', path: '/rebar-estimation-and-detailing' },
    ],
  },
  {
    name: 'Our Work',
    path: '/our-work',
    image: '/images/nav/our-work.svg',
    children: [{ name: 'Project Portfolio', path: '/project-portfolio' }],
  },
  {
    name: 'Resources',
    path: '/resources',
    image: '/images/nav/resources.svg',
    children: [
      { name: 'Blog', path: '/wbt-blog' },
      { name: 'Case Studies', path: '/case-studies' },
    ],
  },
  { name: 'Portal', path: '/portal', image: '/images/nav/portal.svg', children: [] },
  { name: 'Career', path: '/career', image: '/images/nav/career.svg', children: [] },
  { name: 'Connect', path: '/connect', image: '/images/nav/connect.svg', children: [] },
];

// The full path of a sub-page: its path appended to its parent's.
export function childPath(parent: NavItem, child: NavChild): string {
  return `${parent.path}${child.path}`;
}

export function telHref(phone: Phone): string {
  return `tel:${phone.dial}`;
}

export function mailHref(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
