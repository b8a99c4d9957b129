// The firm's identity, contact details and navigation: the one file a firm edits to make
// the site its own (docs/site-config.md). Every value below is a placeholder: domains are
// the reserved example.com/.net/.org and phone numbers are from the fictional 555-01xx range.

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

export type Address = { label: string; lines: readonly string[] };

export type SocialNetwork = 'photos' | 'business' | 'social';

export type SocialLink = { network: SocialNetwork; label: string; href: string };

export type Leader = {
  name: string;
  designation: string;
  // One string per paragraph of the biography.
  thoughts: readonly string[];
  image: string;
  // The leader's professional-network profile, opened in a new tab.
  sociallink: string;
};

// A detailing-software badge in the header: a text badge from webapp/public, replaceable
// by the vendor's own logo where its licence allows.
export type SoftwareBadge = { name: string; image: string };

export type SiteConfig = {
  company: string;
  // Appended to every page title.
  titleSuffix: string;
  tagline: string;
  copyrightYear: number;
  phones: readonly Phone[];
  emails: { sales: string; hr: string };
  addresses: { usa: Address; india: Address };
  social: readonly SocialLink[];
  portalUrl: string;
  campusRecruitment: { registerUrl: string; testUrl: string };
  software: readonly SoftwareBadge[];
  navigation: readonly NavItem[];
};

export const site: SiteConfig = {
  company: 'Gusset Steel Detailing',
  titleSuffix: 'Structural Steel Detailing | USA | Canada',
  tagline: 'Structural and miscellaneous steel detailing for fabricators in the USA and Canada.',
  copyrightYear: 2025,

  phones: [
    { label: 'USA', display: '+1 (312) 555-0142', dial: '+13125550142' },
    { label: 'USA', display: '+1 (713) 555-0187', dial: '+17135550187' },
  ],
  emails: {
    sales: 'sales@example.com',
    hr: 'careers@example.com',
  },
  addresses: {
    usa: {
      label: 'USA office',
      lines: ['1200 Example Avenue, Suite 400', 'Houston, TX 77002', 'United States'],
    },
    india: {
      label: 'India delivery centre',
      lines: ['4th Floor, Example Tech Park', 'Outer Ring Road, Bellandur', 'Bengaluru, Karnataka 560103', 'India'],
    },
  },
  social: [
    { network: 'photos', label: 'Instagram', href: 'https://photos.example.com/gusset-steel' },
    { network: 'business', label: 'LinkedIn', href: 'https://business.example.net/company/gusset-steel' },
    { network: 'social', label: 'Facebook', href: 'https://social.example.org/gusset-steel' },
  ],
  portalUrl: 'https://portal.example.com/',
  campusRecruitment: {
    registerUrl: 'https://campus.example.com/register',
    testUrl: 'https://campus.example.com/test',
  },

  software: [
    { name: 'Tekla Structures', image: '/images/software/tekla-structures.svg' },
    { name: 'SDS/2', image: '/images/software/sds2.svg' },
    { name: 'Advance Steel', image: '/images/software/advance-steel.svg' },
  ],


  navigation: [
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
  ],
};

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
