import { SheetKind, SheetStatus, TransmittalPurpose, type Sheet, type Transmittal } from '../gen/gusset/portal/v1/drawings_pb';
import { formatDay } from './format-date';
import { formatEnglish } from './i18n/english';
import type { Locale } from './i18n/locale';
import { defineMessage, type MessageText, type Values } from './i18n/messages';

// The submittals' words (docs/submittals.md), the same for staff and clients. Each function
// takes the page's t (useT()) and, where it writes a date, its locale (useLocale()); without
// them it writes English, as the back office (which has no LanguageProvider) reads it.

// T writes a message in the page's language: useT()'s answer.
export type T = (text: MessageText, values?: Values) => string;

export const kindErection = defineMessage({ id: 'drawingWords.kindErection', defaultMessage: 'Erection', description: "A sheet's kind: an erection drawing" });
export const kindShop = defineMessage({ id: 'drawingWords.kindShop', defaultMessage: 'Shop (assembly)', description: "A sheet's kind: a shop drawing of an assembly" });
export const kindSinglePart = defineMessage({ id: 'drawingWords.kindSinglePart', defaultMessage: 'Single part', description: "A sheet's kind: a shop drawing of a single part" });
export const kindOther = defineMessage({ id: 'drawingWords.kindOther', defaultMessage: 'Other', description: "A sheet's kind: any other drawing" });

export const statusNotIssued = defineMessage({ id: 'drawingWords.statusNotIssued', defaultMessage: 'Not issued', description: "A sheet's status" });
export const statusIssuedForApproval = defineMessage({ id: 'drawingWords.statusIssuedForApproval', defaultMessage: 'Issued for approval', description: "A sheet's status" });
export const statusApproved = defineMessage({ id: 'drawingWords.statusApproved', defaultMessage: 'Approved', description: "A sheet's status, as a reviewer returned it" });
export const statusApprovedAsNoted = defineMessage({ id: 'drawingWords.statusApprovedAsNoted', defaultMessage: 'Approved as noted', description: "A sheet's status, as a reviewer returned it" });
export const statusReviseAndResubmit = defineMessage({ id: 'drawingWords.statusReviseAndResubmit', defaultMessage: 'Revise and resubmit', description: "A sheet's status, as a reviewer returned it" });
export const statusRejected = defineMessage({ id: 'drawingWords.statusRejected', defaultMessage: 'Rejected', description: "A sheet's status, as a reviewer returned it" });
export const statusForRecord = defineMessage({ id: 'drawingWords.statusForRecord', defaultMessage: 'For record', description: "A sheet's status, as a reviewer returned it" });
export const statusIssuedForFabrication = defineMessage({ id: 'drawingWords.statusIssuedForFabrication', defaultMessage: 'Issued for fabrication', description: "A sheet's status" });
export const statusSuperseded = defineMessage({ id: 'drawingWords.statusSuperseded', defaultMessage: 'Superseded', description: "A sheet's status: a newer revision replaced it" });

export const purposeForApproval = defineMessage({ id: 'drawingWords.purposeForApproval', defaultMessage: 'For approval', description: "A transmittal's purpose" });
export const purposeResubmittal = defineMessage({ id: 'drawingWords.purposeResubmittal', defaultMessage: 'Resubmittal', description: "A transmittal's purpose: sheets sent again after a review" });
export const purposeForFabrication = defineMessage({ id: 'drawingWords.purposeForFabrication', defaultMessage: 'For fabrication', description: "A transmittal's purpose" });
export const purposeForFieldUse = defineMessage({ id: 'drawingWords.purposeForFieldUse', defaultMessage: 'For field use', description: "A transmittal's purpose" });
export const purposeForInformation = defineMessage({ id: 'drawingWords.purposeForInformation', defaultMessage: 'For information', description: "A transmittal's purpose" });

export const stateClosed = defineMessage({ id: 'drawingWords.stateClosed', defaultMessage: 'Closed', description: "A transmittal's state: every item was returned" });
export const stateAwaitingReview = defineMessage({ id: 'drawingWords.stateAwaitingReview', defaultMessage: 'Awaiting review', description: "A transmittal's state" });

export const dayOne = defineMessage({ id: 'drawingWords.dayOne', defaultMessage: '{count} day', description: 'A count of days when it is 1' });
export const dayMany = defineMessage({ id: 'drawingWords.dayMany', defaultMessage: '{count} days', description: 'A count of days other than 1' });

export const returnedIn = defineMessage({ id: 'drawingWords.returnedIn', defaultMessage: 'Returned in {days}', description: "A closed transmittal's clock: {days} is a count of days (\"9 days\")" });
export const overdueBy = defineMessage({ id: 'drawingWords.overdueBy', defaultMessage: 'Overdue by {days}', description: "An open transmittal's clock past its due date: {days} is a count of days" });
export const out = defineMessage({ id: 'drawingWords.out', defaultMessage: 'Out {days}', description: 'A transmittal or a sheet out for review: {days} is a count of days since it was sent' });
export const overdueFor = defineMessage({ id: 'drawingWords.overdueFor', defaultMessage: 'Overdue {days}', description: 'A sheet out for review past its due date: {days} is a count of days since it was sent' });
export const dueOn = defineMessage({ id: 'drawingWords.dueOn', defaultMessage: 'due {date}', description: 'The day a review is due back, after a clock ("Out 4 days · due Jan 19, 2030")' });

export const sheetKinds: [SheetKind, MessageText][] = [
  [SheetKind.ERECTION, kindErection],
  [SheetKind.SHOP, kindShop],
  [SheetKind.SINGLE_PART, kindSinglePart],
  [SheetKind.OTHER, kindOther],
];

const kindNames = new Map(sheetKinds);

export function sheetKindLabel(kind: SheetKind, t: T = formatEnglish): string {
  return t(kindNames.get(kind) ?? kindOther);
}

const statusNames: Record<SheetStatus, MessageText | ''> = {
  [SheetStatus.UNSPECIFIED]: '',
  [SheetStatus.NOT_ISSUED]: statusNotIssued,
  [SheetStatus.ISSUED_FOR_APPROVAL]: statusIssuedForApproval,
  [SheetStatus.APPROVED]: statusApproved,
  [SheetStatus.APPROVED_AS_NOTED]: statusApprovedAsNoted,
  [SheetStatus.REVISE_AND_RESUBMIT]: statusReviseAndResubmit,
  [SheetStatus.REJECTED]: statusRejected,
  [SheetStatus.FOR_RECORD]: statusForRecord,
  [SheetStatus.ISSUED_FOR_FABRICATION]: statusIssuedForFabrication,
  [SheetStatus.SUPERSEDED]: statusSuperseded,
};

export function sheetStatusLabel(status: SheetStatus, t: T = formatEnglish): string {
  const name = statusNames[status];
  return name ? t(name) : '';
}

export const purposes: [TransmittalPurpose, MessageText][] = [
  [TransmittalPurpose.FOR_APPROVAL, purposeForApproval],
  [TransmittalPurpose.RESUBMITTAL, purposeResubmittal],
  [TransmittalPurpose.FOR_FABRICATION, purposeForFabrication],
  [TransmittalPurpose.FOR_FIELD_USE, purposeForFieldUse],
  [TransmittalPurpose.FOR_INFORMATION, purposeForInformation],
];

const purposeNames = new Map(purposes);

export function purposeLabel(purpose: TransmittalPurpose, t: T = formatEnglish): string {
  const name = purposeNames.get(purpose);
  return name ? t(name) : '';
}

// A transmittal is open while it waits for reviews: for approval and resubmittals only.
export function transmittalState(tr: Pick<Transmittal, 'closeTime'>, t: T = formatEnglish): string {
  return t(tr.closeTime ? stateClosed : stateAwaitingReview);
}

// dayCount is "1 day", "5 days". Not lib/plural's countOf: its Intl.PluralRules is missing
// from the server's JavaScript engine (internal/render), which draws the portal's pages.
// English and French pick between two messages here ("{count} days" is also the RFI
// mails', "{count} jours" there).
export function dayCount(n: number, t: T = formatEnglish): string {
  return t(n === 1 ? dayOne : dayMany, { count: n });
}

// Only transmittals for approval and resubmittals ask for a review, and so have a clock.
export function asksReview(t: Pick<Transmittal, 'purpose'>): boolean {
  return t.purpose === TransmittalPurpose.FOR_APPROVAL || t.purpose === TransmittalPurpose.RESUBMITTAL;
}

// The clock of a transmittal as both sides read it (the server counts the days):
// "Overdue by 3 days" while open past its due date, "Out 5 days" while open, "Returned in
// 9 days" once closed; "" for one that asks for no review.
export function transmittalClock(tr: Pick<Transmittal, 'purpose' | 'closeTime' | 'overdue' | 'daysOverdue' | 'daysOutstanding'>, t: T = formatEnglish): string {
  if (!asksReview(tr)) return '';
  if (tr.closeTime) return t(returnedIn, { days: dayCount(tr.daysOutstanding, t) });
  if (tr.overdue) return t(overdueBy, { days: dayCount(tr.daysOverdue, t) });
  return t(out, { days: dayCount(tr.daysOutstanding, t) });
}

// The clock of a sheet while its current revision is out for approval: "" when it is not.
// "Overdue 6 days · due Jan 19, 2030", "Out 4 days · due Jan 19, 2030".
export function sheetClock(s: Pick<Sheet, 'dueDate' | 'overdue' | 'daysOutstanding'>, t: T = formatEnglish, locale?: Locale): string {
  if (!s.dueDate) return '';
  const clock = t(s.overdue ? overdueFor : out, { days: dayCount(s.daysOutstanding, t) });
  return `${clock} · ${t(dueOn, { date: formatDay(s.dueDate, { locale }) })}`;
}
