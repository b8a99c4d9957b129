import type { ConnectRouter } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalAuthService } from '../../../gen/gusset/portal/v1/portal_pb';
import { ReviewerService } from '../../../gen/gusset/portal/v1/reviewers_pb';
import { RfiCourt, RfiService, RfiStatus } from '../../../gen/gusset/portal/v1/rfis_pb';
import { renderSite } from '../../../test/render-site';

const asked = {
  id: 'rfi-7',
  projectId: 'p-1',
  projectName: 'Warehouse',
  jobNumber: 'J-2026-101',
  numberText: 'RFI-007',
  subject: 'Beam depth',
  status: RfiStatus.OPEN,
  ballInCourt: RfiCourt.CLIENT,
  ballInCourtName: 'Erin Ode',
  requiredBy: '2030-01-10',
  daysOpen: 3,
};

// An outside reviewer's portal: the services their session may call (a reviewer's
// sign-in has no organization), with ListRfis answering rfis and recording its requests.
function reviewer(rfis: (typeof asked)[], projects: string[]) {
  return (router: ConnectRouter) => {
    router.service(PortalAuthService, { getMe: () => ({ user: { id: 'rv-9', organizationId: '', email: 'eor@engineers.example', name: 'Erin Ode' } }) });
    router.service(ReviewerService, { listMyTransmittals: () => ({ transmittals: [] }) });
    router.service(RfiService, {
      listRfis: (req) => {
        projects.push(req.projectId);
        return { rfis, totalSize: rfis.length };
      },
    });
  };
}

describe("an outside reviewer's home", () => {
  it('lists the RFIs asked of them across projects, each opening in its project', async () => {
    const projects: string[] = [];
    renderSite('/portal/projects', reviewer([asked], projects));
    const list = await screen.findByRole('list', { name: 'RFIs asked of you' }, { timeout: 15_000 });
    expect(within(list).getByRole('link', { name: 'RFI-007' })).toHaveAttribute('href', '/portal/projects/p-1/rfis/rfi-7');
    expect(list).toHaveTextContent('Job J-2026-101 · Warehouse');
    expect(list).toHaveTextContent('Ball with: Your side (Erin Ode)');
    expect(projects).toEqual(['']);
  });

  it('shows no RFI section to a reviewer never asked one', async () => {
    const projects: string[] = [];
    renderSite('/portal/projects', reviewer([], projects));
    expect(await screen.findByRole('heading', { name: 'Sent to you for review' }, { timeout: 15_000 })).toBeInTheDocument();
    await expect.poll(() => projects.length).toBe(1);
    expect(screen.queryByRole('heading', { name: 'RFIs asked of you' })).not.toBeInTheDocument();
  });
});
