import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobSchema, JobService } from '../../../gen/gusset/site/v1/jobs_pb';
import { renderSite } from '../../../test/render-site';

// The apply form starts its challenge when focused; the widget cannot run in jsdom.
vi.mock('../../../components/challenge/solve-challenge', () => ({ solveChallenge: async () => ({ payload: 'solved-1', dispose: () => {} }) }));

const job = create(JobSchema, {
  id: 'j-1',
  role: 'Tekla Modeler',
  location: 'Bengaluru',
  type: 'Full Time',
  qualification: 'B.E. Civil',
  active: true,
  descriptionHtml: '<h2>What you will do</h2><p>Model <strong>steel connections</strong> in Tekla.</p>',
  expireTime: timestampFromDate(new Date('2030-03-31T00:00:00Z')),
  city: 'Bengaluru',
  countryCode: 'IN',
});

function renderJob(getJob: () => unknown, path = '/career/j-1') {
  return renderSite(path, ({ service }) => service(JobService, { getJob: getJob as never, listJobs: () => ({ jobs: [job] }) }));
}

describe('job page', () => {
  it('shows the role, location, description and expiry', async () => {
    renderJob(() => ({ job }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tekla Modeler' })).toBeInTheDocument();
    expect(screen.getAllByText('Bengaluru').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'What you will do' })).toBeInTheDocument();
    expect(screen.getByText('steel connections').tagName).toBe('STRONG');
    expect(screen.getByText('March 31, 2030')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Tekla Modeler \|/));
  });

  it('opens the apply form for the job', async () => {
    const { user } = renderJob(() => ({ job }));
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('dialog', { name: 'Apply for Tekla Modeler' })).toBeInTheDocument();
  });

  it('says Job not found for an unknown id', async () => {
    renderJob(() => {
      throw new ConnectError('job not found', Code.NotFound);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found');
  });

  it('says the position is closed for an expired job', async () => {
    renderJob(() => {
      throw new ConnectError('job has expired', Code.FailedPrecondition);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This position is closed');
  });

  it('is linked from the careers list', async () => {
    const { user, router } = renderJob(() => ({ job }), '/career');
    await user.click(await screen.findByRole('link', { name: 'Tekla Modeler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/career/j-1'));
  });
});
