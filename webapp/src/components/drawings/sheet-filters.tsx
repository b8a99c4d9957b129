import { useCallback, useId, type Dispatch, type SetStateAction } from 'react';
import { ListSearch } from '../list-search/list-search';
import { SheetKind, SheetStatus, type Sheet } from '../../gen/gusset/portal/v1/drawings_pb';
import { sheetKinds, sheetStatusLabel } from '../../lib/drawing-words';
import { useT } from '../../lib/i18n/locale';
import * as m from './drawings-messages';

// SheetFilter is what a register list asks the server for: the whole register is
// filtered there, then paged (docs/submittals.md, "Register list").
export type SheetFilter = { query: string; status: SheetStatus; kind: SheetKind };

export const anySheet: SheetFilter = { query: '', status: SheetStatus.UNSPECIFIED, kind: SheetKind.UNSPECIFIED };

const statuses = Object.values(SheetStatus).filter((v): v is SheetStatus => typeof v === 'number' && v !== SheetStatus.UNSPECIFIED);

// filtered is whether a filter narrows the register (an empty answer then means "no match",
// not "no sheets").
export function filtered(f: SheetFilter): boolean {
  return f.query !== '' || f.status !== SheetStatus.UNSPECIFIED || f.kind !== SheetKind.UNSPECIFIED;
}

// SheetFilters is the register's search (sent once typing pauses) and its status and kind
// choices. onChange is a state setter: it must not change between renders.
// label names the search field ("Filter sheets" unless given).
export function SheetFilters({ filter, onChange, label }: { filter: SheetFilter; onChange: Dispatch<SetStateAction<SheetFilter>>; label?: string }) {
  const t = useT();
  const ids = { status: useId(), kind: useId() };
  const onSearch = useCallback((query: string) => onChange((f) => (f.query === query ? f : { ...f, query })), [onChange]);
  return (
    <div className="drawings__filters">
      <ListSearch label={label ?? t(m.filterSheets)} hint={t(m.searchHint)} onSearch={onSearch} />
      <div className="drawings__filter">
        <label htmlFor={ids.status}>{t(m.status)}</label>
        <select id={ids.status} value={filter.status} onChange={(e) => onChange((f) => ({ ...f, status: Number(e.target.value) as SheetStatus }))}>
          <option value={SheetStatus.UNSPECIFIED}>{t(m.anyStatus)}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {sheetStatusLabel(s, t)}
            </option>
          ))}
        </select>
      </div>
      <div className="drawings__filter">
        <label htmlFor={ids.kind}>{t(m.kind)}</label>
        <select id={ids.kind} value={filter.kind} onChange={(e) => onChange((f) => ({ ...f, kind: Number(e.target.value) as SheetKind }))}>
          <option value={SheetKind.UNSPECIFIED}>{t(m.anyKind)}</option>
          {sheetKinds.map(([k, name]) => (
            <option key={k} value={k}>
              {t(name)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

// SheetPages is a register list's pages as TanStack Query's useInfiniteQuery holds them.
export type SheetPages = {
  data?: { pages: { sheets: Sheet[]; totalSize: number }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

// sheetsOf is the sheets of the pages loaded so far, in the register's order.
export function sheetsOf(pages: SheetPages): Sheet[] {
  return pages.data?.pages.flatMap((p) => p.sheets) ?? [];
}

// MoreSheets says how many of the matching sheets are shown and loads the next page.
export function MoreSheets({ pages }: { pages: SheetPages }) {
  const t = useT();
  const shown = sheetsOf(pages).length;
  const total = pages.data?.pages[0]?.totalSize ?? 0;
  if (shown === 0) return null;
  return (
    <div className="drawings__more">
      <p className="drawings__meta" role="status">
        {t(total === 1 ? m.shownOne : m.shownMany, { shown, total })}
      </p>
      {pages.hasNextPage && (
        <button type="button" className="button" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? t(m.loadingMore) : t(m.loadMore)}
        </button>
      )}
    </div>
  );
}
