import { BallInCourt, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';

// A client's project as the projects page lists it: one overdue milestone, two due this
// week, the next one in the client's court, two RFIs waiting on them.
export const projectSummary = {
  id: 'p-1',
  name: 'Warehouse',
  jobNumber: 'J-1',
  location: 'Calgary',
  status: ProjectStatus.DETAILING,
  overdue: 1,
  dueThisWeek: 2,
  withClient: 1,
  withFirm: 2,
  rfisWithClient: 2,
  nextMilestone: { id: 'm-1', name: 'Approval', dueDate: '2030-01-10', ballInCourt: BallInCourt.CLIENT },
};
