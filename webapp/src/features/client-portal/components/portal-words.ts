import { BallInCourt, ProjectStatus, type MilestoneChange } from '../../../gen/gusset/portal/v1/portal_pb';
import { formatDay } from '../../../lib/format-date';
import type { Language, Locale } from '../../../lib/i18n/locale';
import type { MessageText } from '../../../lib/i18n/messages';
import * as m from './portal-messages';

type T = Language['format'];

// statusLabel names a project's status: write it with t().
export const statusLabel: Record<ProjectStatus, MessageText> = {
  [ProjectStatus.UNSPECIFIED]: m.statusNone,
  [ProjectStatus.ESTIMATING]: m.statusEstimating,
  [ProjectStatus.DETAILING]: m.statusDetailing,
  [ProjectStatus.APPROVAL]: m.statusApproval,
  [ProjectStatus.RELEASED]: m.statusReleased,
  [ProjectStatus.CLOSED]: m.statusClosed,
};

// ballLabel names who holds the ball as the client reads it.
export function ballLabel(t: T, ball: BallInCourt, assigneeName = ''): string {
  if (ball === BallInCourt.CLIENT) return t(m.ballYou);
  return assigneeName ? t(m.ballFirmNamed, { name: assigneeName }) : t(m.ballFirm);
}

// ballWith says who holds the ball, a whole sentence ("Ball with: You").
export function ballWith(t: T, ball: BallInCourt, assigneeName = ''): string {
  if (ball === BallInCourt.CLIENT) return t(m.ballWithYou);
  return assigneeName ? t(m.ballWithFirmNamed, { name: assigneeName }) : t(m.ballWithFirm);
}

// changeWords says what a change of the history changed: the due date, whose move it
// waits on, or else the person it is assigned to ("due Mar 5, 2030 → Mar 9, 2030; ball you → the firm").
export function changeWords(t: T, locale: Locale, c: MilestoneChange): string {
  const due = c.oldDueDate !== c.newDueDate;
  const ball = c.oldBallInCourt !== c.newBallInCourt;
  if (!due && !ball) return t(m.historyAssigned, { from: c.oldAssigneeName || t(m.nobody), to: c.newAssigneeName || t(m.nobody) });
  const changes: string[] = [];
  if (due) changes.push(t(m.historyDue, { from: formatDay(c.oldDueDate, { locale }), to: formatDay(c.newDueDate, { locale }) }));
  if (ball) changes.push(t(m.historyBall, { from: ballLabel(t, c.oldBallInCourt, c.oldAssigneeName).toLowerCase(), to: ballLabel(t, c.newBallInCourt, c.newAssigneeName).toLowerCase() }));
  return changes.join('; ');
}
