import { RfiCourt, RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { countOf } from '../../../lib/plural';

// The RFIs' words as staff read them.

export const rfiStatuses: [RfiStatus, string][] = [
  [RfiStatus.DRAFT, 'Draft'],
  [RfiStatus.OPEN, 'Open'],
  [RfiStatus.ANSWERED, 'Answered'],
  [RfiStatus.CLOSED, 'Closed'],
  [RfiStatus.VOID, 'Void'],
];

export function rfiStatusLabel(status: RfiStatus): string {
  return rfiStatuses.find(([s]) => s === status)?.[1] ?? '—';
}

// courtLabel names whose move it is: the firm's, the named person's on the client's side, or no one's.
export function courtLabel(rfi: Pick<Rfi, 'ballInCourt' | 'ballInCourtName'>): string {
  if (rfi.ballInCourt === RfiCourt.FIRM) return 'The firm';
  if (rfi.ballInCourt === RfiCourt.CLIENT) return rfi.ballInCourtName ? `Client (${rfi.ballInCourtName})` : 'Client';
  return '—';
}

// clockWords: days open, and by how much it is overdue.
export function clockWords(rfi: Pick<Rfi, 'status' | 'daysOpen' | 'overdue' | 'daysOverdue'>): string {
  if (rfi.status === RfiStatus.DRAFT) return '';
  const open = `${countOf(rfi.daysOpen, 'day')} open`;
  return rfi.overdue ? `${open} · overdue by ${countOf(rfi.daysOverdue, 'day')}` : open;
}

export function impactWords(rfi: Pick<Rfi, 'costImpact' | 'scheduleImpact'>): string {
  return [rfi.costImpact && 'Cost', rfi.scheduleImpact && 'Schedule'].filter(Boolean).join(', ') || 'None';
}
