import type { SiteSettings } from '../../../gen/gusset/site/v1/site_settings_pb';
import type { SaveSiteSettings } from '../api/use-site-settings-admin';

// The form's values: every text as typed, lists as rows with a key of their own (rows are
// added and removed, so their position is no key).
export type Phone = { key: number; label: string; display: string; dial: string };
// street: one line per line of the textarea.
export type Address = { key: number; label: string; street: string; locality: string; region: string; postalCode: string; country: string; countryCode: string };
export type Social = { key: number; network: string; label: string; href: string };
export type Badge = { key: number; name: string; image: string };

export type FormValues = {
  company: string;
  titleSuffix: string;
  tagline: string;
  copyrightYear: string;
  phones: Phone[];
  salesEmail: string;
  hrEmail: string;
  addresses: Address[];
  social: Social[];
  portalUrl: string;
  campusRegisterUrl: string;
  campusTestUrl: string;
  software: Badge[];
  timeZone: string;
};

let lastKey = 0;
export const nextKey = () => ++lastKey;

export const emptyPhone = (): Phone => ({ key: nextKey(), label: '', display: '', dial: '' });
export const emptyAddress = (): Address => ({ key: nextKey(), label: '', street: '', locality: '', region: '', postalCode: '', country: '', countryCode: '' });
export const emptySocial = (): Social => ({ key: nextKey(), network: 'business', label: '', href: '' });
export const emptyBadge = (): Badge => ({ key: nextKey(), name: '', image: '' });

// formValues are the stored settings as the form shows them.
export function formValues(s: SiteSettings | undefined): FormValues {
  return {
    company: s?.company ?? '',
    titleSuffix: s?.titleSuffix ?? '',
    tagline: s?.tagline ?? '',
    copyrightYear: s?.copyrightYear ? String(s.copyrightYear) : '',
    phones: (s?.phones ?? []).map((p) => ({ key: nextKey(), label: p.label, display: p.display, dial: p.dial })),
    salesEmail: s?.salesEmail ?? '',
    hrEmail: s?.hrEmail ?? '',
    addresses: (s?.addresses ?? []).map((a) => ({
      key: nextKey(),
      label: a.label,
      street: a.street.join('\n'),
      locality: a.locality,
      region: a.region,
      postalCode: a.postalCode,
      country: a.country,
      countryCode: a.countryCode,
    })),
    social: (s?.social ?? []).map((l) => ({ key: nextKey(), network: l.network, label: l.label, href: l.href })),
    portalUrl: s?.portalUrl ?? '',
    campusRegisterUrl: s?.campusRegisterUrl ?? '',
    campusTestUrl: s?.campusTestUrl ?? '',
    software: (s?.software ?? []).map((b) => ({ key: nextKey(), name: b.name, image: b.image })),
    timeZone: s?.timeZone ?? '',
  };
}

// settingsOf is what the form sends: the server trims, checks and normalizes it.
export function settingsOf(v: FormValues): SaveSiteSettings['settings'] {
  const year = Number.parseInt(v.copyrightYear, 10);
  return {
    company: v.company,
    titleSuffix: v.titleSuffix,
    tagline: v.tagline,
    copyrightYear: Number.isFinite(year) ? year : 0,
    phones: v.phones.map(({ label, display, dial }) => ({ label, display, dial })),
    salesEmail: v.salesEmail,
    hrEmail: v.hrEmail,
    addresses: v.addresses.map(({ key: _, street, ...rest }) => ({ ...rest, street: street.split('\n') })),
    social: v.social.map(({ network, label, href }) => ({ network, label, href })),
    portalUrl: v.portalUrl,
    campusRegisterUrl: v.campusRegisterUrl,
    campusTestUrl: v.campusTestUrl,
    software: v.software.map(({ name, image }) => ({ name, image })),
    timeZone: v.timeZone,
  };
}
