import { useQuery } from '@tanstack/react-query';
import type { NavItem } from '../config/site';
import type { GetNavigationResponseJson } from '../gen/gusset/site/v1/pages_pb';
import { postJson } from './json-call';
import { publicStaleTime, type Prefetch } from './prefetch';

// The menu (header, mobile menu, home tiles, the estimate form's services) is staff's to
// edit as pages are added, renamed, reordered or hidden, so no bundle carries it: every
// page reads it from the server as it reads the site settings (lib/site-settings.ts), with
// a plain POST of the Connect JSON endpoint rather than the Connect runtime.

export const navigationProcedure = '/gusset.site.v1.PageService/GetNavigation';
export const navigationKey = ['navigation'] as const;

// navigationFromJson reads the answer of GetNavigation (fields at their defaults left out).
export function navigationFromJson(body: unknown): NavItem[] {
  const items = (body as GetNavigationResponseJson | null)?.items ?? [];
  return items.map((item) => ({
    name: item.name ?? '',
    path: item.path ?? '',
    image: item.image ?? '',
    blurb: item.blurb ?? '',
    children: (item.children ?? []).map((child) => ({ name: child.name ?? '', path: child.path ?? '' })),
  }));
}

async function fetchNavigation(): Promise<NavItem[]> {
  return navigationFromJson(await postJson(navigationProcedure, {}));
}

const none: NavItem[] = [];

// useNavigation answers the menu's items; none while they load.
export function useNavigation(): readonly NavItem[] {
  const { data } = useQuery({ queryKey: navigationKey, queryFn: fetchNavigation, staleTime: publicStaleTime });
  return data ?? none;
}

// prefetchNavigation is every route's, next to the site settings': on the server it reads
// the menu through the server's own handler, in the browser it takes the embedded answer.
export const prefetchNavigation: Prefetch = ({ queryClient, callJson }) =>
  queryClient.prefetchQuery({
    queryKey: navigationKey,
    queryFn: async () => navigationFromJson(await callJson(navigationProcedure, {})),
    staleTime: publicStaleTime,
  });
