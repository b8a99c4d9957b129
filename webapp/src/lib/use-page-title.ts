import { useEffect } from 'react';
import { site } from '../config/site';

export function pageTitle(page: string): string {
  return `${page} | ${site.company} ${site.titleSuffix}`;
}

// usePageTitle titles the document '{page} | {company} …', or exactly as given by exact.
export function usePageTitle(page: string, exact?: string): void {
  useEffect(() => {
    document.title = exact ?? pageTitle(page);
  }, [page, exact]);
}
