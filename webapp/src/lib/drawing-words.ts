import { SheetKind, SheetStatus, TransmittalPurpose, type Sheet, type Transmittal } from '../gen/gusset/portal/v1/drawings_pb';
import { formatDay } from './format-date';

// The submittals' words (docs/submittals.md), the same for staff and clients.

export const sheetKinds: [SheetKind, string][] = [
  [SheetKind.ERECTION, 'Erection'],
  [SheetKind.SHOP, 'Shop (assembly)'],
  [SheetKind.SINGLE_PART, 'Single part'],
  [SheetKind.OTHER, 'Other'],
];

const kindNames = new Map(sheetKinds);

export function sheetKindLabel(kind: SheetKind): string {
  return kindNames.get(kind) ?? 'Other';
}

const statusNames: Record<SheetStatus, string> = {
  [SheetStatus.UNSPECIFIED]: '',
  [SheetStatus.NOT_ISSUED]: 'Not issued',
  [SheetStatus.ISSUED_FOR_APPROVAL]: 'Issued for approval',
  [SheetStatus.APPROVED]: 'Approved',
  [SheetStatus.APPROVED_AS_NOTED]: 'Approved as noted',
  [SheetStatus.REVISE_AND_RESUBMIT]: 'Revise and resubmit',
  [SheetStatus.REJECTED]: 'Rejected',
  [SheetStatus.FOR_RECORD]: 'For record',
  [SheetStatus.ISSUED_FOR_FABRICATION]: 'Issued for fabrication',
  [SheetStatus.SUPERSEDED]: 'Superseded',
};

export function sheetStatusLabel(status: SheetStatus): string {
  return statusNames[status] ?? '';
}

export const purposes: [TransmittalPurpose, string][] = [
  [TransmittalPurpose.FOR_APPROVAL, 'For approval'],
  [TransmittalPurpose.RESUBMITTAL, 'Resubmittal'],
  [TransmittalPurpose.FOR_FABRICATION, 'For fabrication'],
  [TransmittalPurpose.FOR_FIELD_USE, 'For field use'],
  [TransmittalPurpose.FOR_INFORMATION, 'For information'],
];

const purposeNames = new Map(purposes);

export function purposeLabel(purpose: TransmittalPurpose): string {
  return purposeNames.get(purpose) ?? '';
}

// A transmittal is open while it waits for reviews: for approval and resubmittals only.
export function transmittalState(t: Transmittal): string {
  return t.closeTime ? 'Closed' : 'Awaiting review';
}

// dayCount is "1 day", "5 days". Not lib/plural's countOf: its Intl.PluralRules is missing
// from the server's JavaScript engine (internal/render), which draws the portal's pages.
export function dayCount(n: number): string {
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}

// Only transmittals for approval and resubmittals ask for a review, and so have a clock.
export function asksReview(t: Pick<Transmittal, 'purpose'>): boolean {
  return t.purpose === TransmittalPurpose.FOR_APPROVAL || t.purpose === TransmittalPurpose.RESUBMITTAL;
}

// The clock of a transmittal as both sides read it (the server counts the days):
// "Overdue by 3 days" while open past its due date, "Out 5 days" while open, "Returned in
// 9 days" once closed; "" for one that asks for no review.
export function transmittalClock(t: Pick<Transmittal, 'purpose' | 'closeTime' | 'overdue' | 'daysOverdue' | 'daysOutstanding'>): string {
  if (!asksReview(t)) return '';
  if (t.closeTime) return `Returned in ${dayCount(t.daysOutstanding)}`;
  if (t.overdue) return `Overdue by ${dayCount(t.daysOverdue)}`;
  return `Out ${dayCount(t.daysOutstanding)}`;
}

// The clock of a sheet while its current revision is out for approval: "" when it is not.
export function sheetClock(s: Pick<Sheet, 'dueDate' | 'overdue' | 'daysOutstanding'>): string {
  if (!s.dueDate) return '';
  return `${s.overdue ? 'Overdue' : 'Out'} ${dayCount(s.daysOutstanding)} · due ${formatDay(s.dueDate)}`;
}
