// downloadExport fetches a staff CSV export (the session's cookie goes with it) and saves
// it under the name the server gives.
export async function downloadExport(path: string): Promise<void> {
  const res = await fetch(path);
  if (!res.ok) throw new Error(res.status === 401 ? 'Your session has ended. Please sign in again.' : `The export failed (HTTP ${res.status}).`);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
