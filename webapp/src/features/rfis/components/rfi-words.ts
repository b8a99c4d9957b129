import { RfiCourt, RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import type { MessageText } from '../../../lib/i18n/messages';
import * as m from './rfi-messages';

type T = (text: MessageText, values?: Readonly<Record<string, string | number>>) => string;

const statuses: Record<RfiStatus, MessageText> = {
  [RfiStatus.UNSPECIFIED]: m.statusOpen,
  [RfiStatus.DRAFT]: m.statusDraft,
  [RfiStatus.OPEN]: m.statusOpen,
  [RfiStatus.ANSWERED]: m.statusAnswered,
  [RfiStatus.CLOSED]: m.statusClosed,
  [RfiStatus.VOID]: m.statusVoid,
};

export function statusWords(t: T, status: RfiStatus): string {
  return t(statuses[status]);
}

// courtWords names whose move it is, as the client reads it.
export function courtWords(t: T, rfi: Pick<Rfi, 'ballInCourt' | 'ballInCourtName'>): string {
  if (rfi.ballInCourt === RfiCourt.CLIENT) return rfi.ballInCourtName ? t(m.ballYouNamed, { name: rfi.ballInCourtName }) : t(m.ballYou);
  if (rfi.ballInCourt === RfiCourt.FIRM) return t(m.ballFirm);
  return t(m.ballNone);
}

// clockWords: days open, and by how many days it is overdue.
export function clockWords(t: T, rfi: Pick<Rfi, 'daysOpen' | 'overdue' | 'daysOverdue'>): string {
  const open = t(m.daysOpen, { days: rfi.daysOpen });
  return rfi.overdue ? `${open} · ${t(m.overdueBy, { days: rfi.daysOverdue })}` : open;
}

const actions: Record<string, MessageText> = {
  created: m.actionRaised,
  raised: m.actionRaised,
  opened: m.actionOpened,
  edited: m.actionEdited,
  answered: m.actionAnswered,
  closed: m.actionClosed,
  reopened: m.actionReopened,
  voided: m.actionVoided,
  attached: m.actionAttached,
};

// actionWords names a change of the history.
export function actionWords(t: T, action: string): string {
  const known = actions[action];
  return known ? t(known) : action;
}
