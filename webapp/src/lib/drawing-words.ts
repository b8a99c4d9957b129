import { SheetKind, SheetStatus, TransmittalPurpose, type Transmittal } from '../gen/gusset/portal/v1/drawings_pb';

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
