import { useQuery } from '@tanstack/react-query';
import type { PageContentJson } from '../gen/gusset/site/v1/page_content_pb';
import type { GetPageResponseJson } from '../gen/gusset/site/v1/pages_pb';
import { postJson } from './json-call';
import { publicStaleTime, type Prefetch } from './prefetch';

// A public page's words are content staff edit in the back office (docs/site-config.md):
// each route reads its page's published content from the server and draws it with the
// block renderer (components/blocks/page-view.tsx). As with the site settings, a plain
// POST of the Connect JSON endpoint: no Connect or protobuf runtime joins the first load,
// and only type imports of the generated JSON shapes.

export const pageProcedure = '/gusset.site.v1.PageService/GetPage';

export function pageKey(path: string) {
  return ['page', path] as const;
}

// A page as a route uses it: its content, where it now lives when it was renamed, and
// whether the server has no such page (unknown or hidden).
export type PageAnswer = { content: PageContentJson; movedTo: string; notFound?: boolean };

export function pageFromJson(body: unknown): PageAnswer {
  const answer = (body ?? {}) as GetPageResponseJson;
  return { content: answer.content ?? {}, movedTo: answer.movedTo ?? '' };
}

// isPageNotFound tells a page the server does not have (unknown or hidden) from a failed
// read: the browser's call carries the HTTP status, the server's render the Connect code
// (5 is NOT_FOUND; the code table is not imported to keep the Connect runtime out).
function isPageNotFound(error: unknown): boolean {
  const e = error as { status?: unknown; code?: unknown } | null;
  return e?.status === 404 || e?.code === 5;
}

function query(path: string, call: (procedure: string, request: { path: string }) => Promise<unknown>) {
  return {
    queryKey: pageKey(path),
    // A page the server does not have is an answer, not a failure: the server embeds only
    // answers in its HTML, so as a failure the browser's first render (which asks again on
    // mount) would show "Loading…" where the server drew the not-found screen.
    queryFn: async (): Promise<PageAnswer> => {
      try {
        return pageFromJson(await call(pageProcedure, { path }));
      } catch (err) {
        if (isPageNotFound(err)) return { content: {}, movedTo: '', notFound: true };
        throw err;
      }
    },
    staleTime: publicStaleTime,
    // A failed read is shown at once; reading again is the visitor's reload.
    retry: false,
  };
}

// usePageContent reads the published content of the page at path ("/our-firm").
export function usePageContent(path: string) {
  return useQuery(query(path, postJson));
}

// prefetchPage is a route's prefetch for the page at path: on the server it reads the
// page through the server's own handler (the HTML embeds the answer), in the browser it
// takes that embedded answer.
export function prefetchPage(path: string): Prefetch {
  return ({ queryClient, callJson }) => queryClient.prefetchQuery(query(path, callJson));
}
