import type { QueryClient } from '@tanstack/react-query';
import type { PageContentJson } from '../gen/gusset/site/v1/page_content_pb';
import type { GetNavigationResponseJson } from '../gen/gusset/site/v1/pages_pb';
import { navigationFromJson, navigationKey } from '../lib/navigation';
import { pageKey } from '../lib/page-content';

// A file of webapp/seed/pages: one public page, which the server writes to the database on
// first start (docs/site-config.md says what each field means).
export type SeedPage = {
  path: string;
  name: string;
  kind: 'BUILT_IN' | 'SERVICE';
  // The menu entry it sits under ("/services"), or "" for a top-level entry.
  parent: string;
  position: number;
  hidden: boolean;
  tile?: { image: string; blurb: string };
  content: PageContentJson;
};

// Files starting with "_" are not pages (the new service page's template).
const files = import.meta.glob<SeedPage>(['../../seed/pages/*.json', '!../../seed/pages/_*.json'], { eager: true, import: 'default' });

export const seedPages: SeedPage[] = Object.values(files);

export const seedFiles: Record<string, SeedPage> = files;

const byPosition = (a: SeedPage, b: SeedPage) => a.position - b.position;

// seedNavigationAnswer is GetNavigation's answer on a new site: the visible top-level
// pages with a home tile (the home page has none) in order, each with its visible children.
export function seedNavigationAnswer(): GetNavigationResponseJson {
  const visible = seedPages.filter((page) => !page.hidden);
  return {
    items: visible
      .filter((page) => page.parent === '' && !!page.tile?.image)
      .sort(byPosition)
      .map((item) => ({
        name: item.name,
        path: item.path,
        image: item.tile?.image,
        blurb: item.tile?.blurb,
        children: visible
          .filter((page) => page.parent === item.path)
          .sort(byPosition)
          .map((child) => ({ name: child.name, path: child.path })),
      })),
  };
}

// seedPage is a page's content on a new site.
export function seedPage(path: string): PageContentJson {
  const page = seedPages.find((p) => p.path === path);
  if (!page) throw new Error(`no seed page ${path}`);
  return page.content;
}

// primePages puts the menu and every page's content in the query cache, as the routes'
// prefetch does: the tests render pages without a server to read them from.
export function primePages(queryClient: QueryClient): void {
  queryClient.setQueryData(navigationKey, navigationFromJson(seedNavigationAnswer()));
  for (const page of seedPages) {
    queryClient.setQueryData(pageKey(page.path), { content: page.content, movedTo: '' });
  }
}
