import { SheetKind, SheetStatus } from '../gen/gusset/portal/v1/drawings_pb';

// A sheet as the tests write them (a message's init shape, plain fields).
type SheetInit = { id: string; sheetNumber: string; title?: string; status?: SheetStatus; kind?: SheetKind; revisions: unknown[] };
export type SheetListRequest = { pageSize: number; pageToken: string; query: string; status: SheetStatus; kind: SheetKind };

// fakeSheetPages serves sheets as ListSheets and ListSheetsAdmin do: filtered by number
// or title (case aside), status and kind, a page at a time (the token is the next
// index), each sheet with its current revision only.
export function fakeSheetPages<T extends SheetInit>(sheets: T[], asked: SheetListRequest[] = []) {
  return (req: SheetListRequest) => {
    asked.push(req);
    const q = req.query.toLowerCase();
    const matching = sheets.filter(
      (s) =>
        [s.sheetNumber ?? '', s.title ?? ''].some((v) => v.toLowerCase().includes(q)) &&
        (req.status === SheetStatus.UNSPECIFIED || s.status === req.status) &&
        (req.kind === SheetKind.UNSPECIFIED || s.kind === req.kind),
    );
    const start = Number(req.pageToken || '0');
    const end = start + (req.pageSize || 100);
    return {
      sheets: matching.slice(start, end).map((s) => ({ ...s, revisions: s.revisions.slice(0, 1) as T['revisions'] })),
      nextPageToken: end < matching.length ? String(end) : '',
      totalSize: matching.length,
    };
  };
}

// fakeSheet serves GetSheet and GetSheetAdmin: the sheet with its whole history.
export function fakeSheet<T extends SheetInit>(sheets: T[]) {
  return (req: { id: string }) => ({ sheet: sheets.find((s) => s.id === req.id) });
}
