import type { QueryClient } from '@tanstack/react-query';
import seed from '../../seed/site-settings.json';
import { siteFromJson, siteSettingsKey } from '../lib/site-settings';
import { primePages } from './seed-pages';

// The settings a new site starts with (webapp/seed/site-settings.json, which the server
// writes to the database on first start), as GetSiteSettings answers them.
export const seedAnswer = {
  settings: {
    company: seed.company,
    titleSuffix: seed.titleSuffix,
    tagline: seed.tagline,
    copyrightYear: seed.copyrightYear,
    phones: seed.phones,
    salesEmail: seed.emails.sales,
    hrEmail: seed.emails.hr,
    addresses: seed.addresses,
    social: seed.social,
    portalUrl: seed.portalUrl,
    campusRegisterUrl: seed.campusRecruitment.registerUrl,
    campusTestUrl: seed.campusRecruitment.testUrl,
    software: seed.software,
    timeZone: seed.timeZone,
  },
};

// testSite is the seed as the pages use it.
export const testSite = siteFromJson(seedAnswer);

// primeSite puts the seed in the query cache, as a page's prefetch does: the tests render
// pages without a server to read the settings from. The seed pages and the menu built
// from them come along (src/test/seed-pages.ts).
export function primeSite(queryClient: QueryClient): void {
  queryClient.setQueryData(siteSettingsKey, testSite);
  primePages(queryClient);
}
