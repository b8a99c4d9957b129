import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Site, SocialNetwork } from '../config/site';
import { postJson } from './json-call';
import { publicStaleTime, type Prefetch } from './prefetch';

// The site settings (the firm's name, contacts, addresses, links, badges) are staff's to
// edit in the back office, so no bundle carries them: every page reads them from the
// server. Every route prefetches them (src/app/routes.tsx), so the server's render embeds
// the answer in the page and the browser hydrates without a request.
//
// A plain POST of the Connect JSON endpoint, not a Connect client: every page shows the
// settings, and the Connect and protobuf runtimes would otherwise join every first load.

export const siteSettingsProcedure = '/gusset.site.v1.SiteSettingsService/GetSiteSettings';
export const siteSettingsKey = ['site-settings'] as const;

// The answer as the Connect JSON protocol writes gusset.site.v1.SiteSettings: fields at
// their defaults are left out.
type Json = {
  company?: string;
  titleSuffix?: string;
  tagline?: string;
  copyrightYear?: number;
  phones?: { label?: string; display?: string; dial?: string }[];
  salesEmail?: string;
  hrEmail?: string;
  addresses?: { label?: string; street?: string[]; locality?: string; region?: string; postalCode?: string; country?: string }[];
  social?: { network?: string; label?: string; href?: string }[];
  portalUrl?: string;
  campusRegisterUrl?: string;
  campusTestUrl?: string;
  software?: { name?: string; image?: string }[];
};

// townLine is an address's town line as the pages print it: 'Houston, TX 77002'.
function townLine(locality = '', region = '', postalCode = ''): string {
  const rest = [region, postalCode].filter(Boolean).join(' ');
  return [locality, rest].filter(Boolean).join(', ');
}

// siteFromJson reads the answer of GetSiteSettings (its settings field).
export function siteFromJson(body: unknown): Site {
  const s: Json = (body as { settings?: Json } | null)?.settings ?? {};
  return {
    company: s.company ?? '',
    titleSuffix: s.titleSuffix ?? '',
    tagline: s.tagline ?? '',
    copyrightYear: s.copyrightYear ?? 0,
    phones: (s.phones ?? []).map((p) => ({ label: p.label ?? '', display: p.display ?? '', dial: p.dial ?? '' })),
    emails: { sales: s.salesEmail ?? '', hr: s.hrEmail ?? '' },
    addresses: (s.addresses ?? []).map((a) => ({
      label: a.label ?? '',
      lines: [...(a.street ?? []), townLine(a.locality, a.region, a.postalCode), a.country ?? ''].filter(Boolean),
    })),
    social: (s.social ?? []).map((l) => ({ network: (l.network ?? 'social') as SocialNetwork, label: l.label ?? '', href: l.href ?? '' })),
    portalUrl: s.portalUrl ?? '',
    campusRecruitment: { registerUrl: s.campusRegisterUrl ?? '', testUrl: s.campusTestUrl ?? '' },
    software: (s.software ?? []).map((b) => ({ name: b.name ?? '', image: b.image ?? '' })),
  };
}

// emptySite stands in until the settings arrive (a page the server did not draw, the back
// office): the pages show no contact details rather than wrong ones.
export const emptySite: Site = siteFromJson({});

// A POST, as the announcement's: a GET would be kept by the browser's HTTP cache, and a
// request for the same cacheable URL waits on the cache's lock while an earlier one is
// pending or was cut off by a navigation (Chromium holds it for seconds), which stalled
// the back office's screens. The server answers from memory either way.
async function fetchSiteSettings(): Promise<Site> {
  return siteFromJson(await postJson(siteSettingsProcedure, {}));
}

// SiteOverride stands in for the stored settings below it: the back office's settings
// screen draws the public header and footer with the unsaved form (its preview), through
// the same components.
const SiteOverride = createContext<Site | null>(null);
export const SiteOverrideProvider = SiteOverride.Provider;

// useSite answers the site settings (an override's, under SiteOverrideProvider); emptySite
// while they load.
export function useSite(): Site {
  const override = useContext(SiteOverride);
  const { data } = useQuery({ queryKey: siteSettingsKey, queryFn: fetchSiteSettings, staleTime: publicStaleTime });
  return override ?? data ?? emptySite;
}

// prefetchSiteSettings is every route's: on the server it reads the settings through the
// server's own handler (and the page embeds the answer), in the browser it takes that
// embedded answer.
export const prefetchSiteSettings: Prefetch = ({ queryClient, callJson }) =>
  queryClient.prefetchQuery({
    queryKey: siteSettingsKey,
    queryFn: async () => siteFromJson(await callJson(siteSettingsProcedure, {})),
    staleTime: publicStaleTime,
  });
