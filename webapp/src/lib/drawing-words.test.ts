import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from 'vitest';
import { SheetKind, SheetStatus, TransmittalPurpose } from '../gen/gusset/portal/v1/drawings_pb';
import { dayCount, purposeLabel, sheetClock, sheetKindLabel, sheetStatusLabel, transmittalClock, transmittalState } from './drawing-words';
import { french } from './i18n/fr-ca';

const forApproval = { purpose: TransmittalPurpose.FOR_APPROVAL, overdue: false, daysOverdue: 0, daysOutstanding: 4 };
const closeTime = timestampFromDate(new Date('2030-01-10T12:00:00Z'));

describe('the drawings words', () => {
  it('are English without a t, as callers outside the portal read them', () => {
    expect(dayCount(1)).toBe('1 day');
    expect(dayCount(0)).toBe('0 days');
    expect(sheetKindLabel(SheetKind.SHOP)).toBe('Shop (assembly)');
    expect(sheetKindLabel(SheetKind.UNSPECIFIED)).toBe('Other');
    expect(sheetStatusLabel(SheetStatus.REVISE_AND_RESUBMIT)).toBe('Revise and resubmit');
    expect(sheetStatusLabel(SheetStatus.UNSPECIFIED)).toBe('');
    expect(purposeLabel(TransmittalPurpose.FOR_FIELD_USE)).toBe('For field use');
    expect(purposeLabel(TransmittalPurpose.UNSPECIFIED)).toBe('');
    expect(transmittalState({})).toBe('Awaiting review');
    expect(transmittalState({ closeTime })).toBe('Closed');
    expect(transmittalClock(forApproval)).toBe('Out 4 days');
    expect(transmittalClock({ ...forApproval, overdue: true, daysOverdue: 6 })).toBe('Overdue by 6 days');
    expect(transmittalClock({ ...forApproval, closeTime, daysOutstanding: 1 })).toBe('Returned in 1 day');
    expect(transmittalClock({ ...forApproval, purpose: TransmittalPurpose.FOR_INFORMATION })).toBe('');
    expect(sheetClock({ dueDate: '2030-01-19', overdue: true, daysOutstanding: 6 })).toBe('Overdue 6 days · due Jan 19, 2030');
    expect(sheetClock({ dueDate: '2030-01-19', overdue: false, daysOutstanding: 4 })).toBe('Out 4 days · due Jan 19, 2030');
    expect(sheetClock({ dueDate: '', overdue: false, daysOutstanding: 0 })).toBe('');
  });

  it('are Canadian French with the French t and locale', () => {
    const t = french.format;
    expect(dayCount(0, t)).toBe('0 jours');
    expect(dayCount(1, t)).toBe('1 jour');
    expect(dayCount(5, t)).toBe('5 jours');
    expect(sheetKindLabel(SheetKind.ERECTION, t)).toBe('Montage');
    expect(sheetStatusLabel(SheetStatus.APPROVED_AS_NOTED, t)).toBe('Approuvé avec annotations');
    expect(purposeLabel(TransmittalPurpose.FOR_APPROVAL, t)).toBe('Pour approbation');
    expect(transmittalState({}, t)).toBe('En attente d’examen');
    expect(transmittalClock({ ...forApproval, overdue: true, daysOverdue: 6 }, t)).toBe('En retard de 6 jours');
    expect(transmittalClock({ ...forApproval, closeTime, daysOutstanding: 1 }, t)).toBe('Retourné en 1 jour');
    expect(sheetClock({ dueDate: '2030-01-19', overdue: false, daysOutstanding: 4 }, t, 'fr-CA')).toBe('En examen depuis 4 jours · échéance le 19 janv. 2030');
  });
});
