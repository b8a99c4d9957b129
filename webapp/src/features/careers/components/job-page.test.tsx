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
  // Late on the 2nd in UTC: already the 3rd in India, still the 2nd in the USA; the page says
  // the UTC day wherever it is read.
  createTime: timestampFromDate(new Date('2026-11-02T22:30:00Z')),
  expireTime: timestampFromDate(new Date('2030-03-31T00:00:00Z')),
  city: 'Bengaluru',
  countryCode: 'IN',
});

function renderJob(getJob: () => unknown, path = '/career/j-1') {
  return renderSite(path, ({ service }) => service(JobService, { getJob: getJob as never, listJobs: () => ({ jobs: [job] }) }));
}

describe('job page', () => {
  it('shows the role, location, description, when it was posted and when it closes', async () => {
    renderJob(() => ({ job }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tekla Modeler' })).toBeInTheDocument();
    expect(screen.getAllByText('Bengaluru').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'What you will do' })).toBeInTheDocument();
    expect(screen.getByText('steel connections').tagName).toBe('STRONG');
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Posted')).toHaveTextContent('Nov 2, 2026');
    expect(fact('Posted')?.querySelector('time')).toHaveAttribute('datetime', '2026-11-02T22:30:00.000Z');
    expect(fact('Closes')).toHaveTextContent('Mar 31, 2030');
    await waitFor(() => expect(document.title).toMatch(/^Tekla Modeler \|/));
  });

  it('leaves out the closing date of a job that stays open', async () => {
    renderJob(() => ({ job: { ...job, expireTime: undefined } }));
    expect(await screen.findByText('Posted', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Closes', { selector: 'dt' })).not.toBeInTheDocument();
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
