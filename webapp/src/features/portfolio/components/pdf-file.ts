import type { File } from '../../../gen/gusset/site/v1/file_pb';

export function isPdf(file: File | undefined): file is File {
  return !!file && !!file.path && file.contentType === 'application/pdf';
}

// Size as the spec shows it: bytes / 1024, two decimals, in KB.
export function sizeInKb(bytes: bigint): string {
  return `${(Number(bytes) / 1024).toFixed(2)} KB`;
}

// viewerSrc is the PDF's address for the embedded viewer: a time-and-random query makes
// the browser fetch it afresh rather than show a stale copy, and the fragment hides the
// viewer's toolbar and side panes.
export function viewerSrc(path: string, now = Date.now(), random = Math.random()): string {
  const bust = `t=${now}&r=${random.toString(36).slice(2)}`;
  return `${path}${path.includes('?') ? '&' : '?'}${bust}#toolbar=0&navpanes=0`;
}
