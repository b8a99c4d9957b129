// The shapes of the firm's menu, identity and contact details as the pages use them. The
// details themselves are content and site settings staff edit in the back office: the
// pages read them from the server (lib/navigation.ts, lib/site-settings.ts,
// docs/site-config.md), so no bundle carries them.

// The menu as the server answers it (lib/navigation.ts): its pages are content staff add,
// rename, reorder and hide in the back office.
export type NavChild = {
  name: string;
  // The whole path: '/our-firm/business-model'.
  path: string;
};

export type NavItem = {
  name: string;
  path: string;
  // Artwork of the home-page tile (a path on this site) and its sentence.
  image: string;
  blurb: string;
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

export function telHref(phone: Phone): string {
  return `tel:${phone.dial}`;
}

export function mailHref(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
