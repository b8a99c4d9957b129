import { BallInCourt, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';

export const statusLabel: Record<ProjectStatus, string> = {
  [ProjectStatus.UNSPECIFIED]: '—',
  [ProjectStatus.ESTIMATING]: 'Estimating',
  [ProjectStatus.DETAILING]: 'Detailing',
  [ProjectStatus.APPROVAL]: 'Approval',
  [ProjectStatus.RELEASED]: 'Released for fabrication',
  [ProjectStatus.CLOSED]: 'Closed',
};

// ballLabel names who holds the ball as the client reads it.
export function ballLabel(ball: BallInCourt, assigneeName = ''): string {
  if (ball === BallInCourt.CLIENT) return 'You';
  return assigneeName ? `The firm (${assigneeName})` : 'The firm';
}
