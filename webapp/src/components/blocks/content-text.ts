import { mailHref } from '../../config/site';
import { useSite } from '../../lib/site-settings';

// Words of the site settings that content refers to by name, so that renaming the firm or
// changing its portal link needs no page edit (gusset.site.v1.PageContent).

// useCompanyText replaces "{company}" in plain text with the site settings' company.
export function useCompanyText(): (text: string | undefined) => string {
  const { company } = useSite();
  return (text) => (text ?? '').replaceAll('{company}', company);
}

// useContentHtml replaces "{company}" and "{sales}" (the sales address) in sanitized HTML,
// so rich text can name them as plain text does: "<a href="mailto:{sales}">{sales}</a>".
export function useContentHtml(): (html: string | undefined) => string {
  const site = useSite();
  return (html) =>
    (html ?? '').replaceAll('{company}', escapeHtml(site.company)).replaceAll('{sales}', escapeHtml(site.emails.sales));
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

// useActionHref resolves an Action's href: "{portal}" is the portal link, "{sales}" a mail
// to sales ("{sales}?subject=Take-off request" with that subject); anything else as is.
export function useActionHref(): (href: string | undefined) => string {
  const site = useSite();
  return (href = '') => {
    if (href === '{portal}') return site.portalUrl;
    if (href.startsWith('{sales}')) {
      const subject = new URLSearchParams(href.slice('{sales}'.length).replace(/^\?/, '')).get('subject') ?? undefined;
      return mailHref(site.emails.sales, subject);
    }
    return href;
  };
}

// isExternal tells a link that leaves the site (opened in a new tab) from a path on it and
// from mail and phone links.
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
