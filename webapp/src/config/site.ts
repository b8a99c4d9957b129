// The firm's navigation, and its identity and contact details as the app uses them. The
// details live in site.json, which the Go server embeds too (webapp/config.go), so titles,
// structured data and mail name the firm as the pages do; edit them there
// (docs/site-config.md). The navigation stays here: only the app reads it.
import firm from './site.json';

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

// An address as site.json holds it: in the parts structured data names (the server's
// schema.org PostalAddress), from which the printed lines are made.
type AddressParts = {
  label: string;
  street: readonly string[];
  locality: string;
  region: string;
  postalCode: string;
  country: string;
};

// printed is the address's street lines, its town line ('Houston, TX 77002') and its country.
function printed({ label, street, locality, region, postalCode, country }: AddressParts): Address {
  return { label, lines: [...street, `${locality}, ${region} ${postalCode}`, country] };
}

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
  // JSON types a network as any string; site.test.ts checks each is one the icons draw.
  ...(firm as Omit<typeof firm, 'social'> & { social: readonly SocialLink[] }),
  addresses: { usa: printed(firm.addresses.usa), india: printed(firm.addresses.india) },
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
