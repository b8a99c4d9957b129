import { useEffect } from 'react';
import { useSite } from './site-settings';

// usePageTitle titles the document '{page} | {company} {suffix}' (the site settings'), or
// exactly as given by exact.
export function usePageTitle(page: string, exact?: string): void {
  const { company, titleSuffix } = useSite();
  useEffect(() => {
    document.title = exact ?? `${page} | ${company} ${titleSuffix}`;
  }, [page, exact, company, titleSuffix]);
}
