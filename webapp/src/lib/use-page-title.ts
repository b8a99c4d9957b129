import { useEffect } from 'react';
import { site } from '../config/site';

export function pageTitle(page: string): string {
  return `${page} | ${site.company} ${site.titleSuffix}`;
}

export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
