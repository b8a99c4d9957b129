import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { checker, modeler } from '../test/jobs';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// The draft-js editor cannot be typed into under jsdom; see src/test/fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));

function rowOf(role: string) {
  return screen.getByRole('rowheader', { name: role }).closest('tr')!;
}

async function confirmDialog() {
  return screen.findByRole('dialog', { name: 'Please confirm' });
}

describe('careers admin: jobs table', () => {
  it('shows a loading line, then every job with its actions', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: async () => {
            await answered;
            return { jobs: [modeler, checker] };
          },
        }),
    });

    expect(await screen.findByText('Loading jobs...')).toBeInTheDocument();
    answer();

    expect(await screen.findByRole('rowheader', { name: 'Tekla Modeler' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Career', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Role',
      'Location',
      'Type',
      'Qualification',
      'Status',
      'Actions',
    ]);
    const first = within(rowOf('Tekla Modeler'));
    expect(first.getByText('Bengaluru')).toBeInTheDocument();
    expect(first.getByText('Full Time')).toBeInTheDocument();
    expect(first.getByText('B.E. Civil')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    for (const action of ['Edit', 'Delete', 'View Applicants']) {
      expect(first.getByRole('button', { name: new RegExp(`^${action}`) })).toHaveTextContent(action);
    }
    const pdf = first.getByRole('link', { name: /^View PDF/ });
    expect(pdf).toHaveAttribute('href', '/files/job_description/jd-1.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');

    // Without a job description there is nothing to open.
    const second = within(rowOf('Drawing Checker'));
    expect(second.getByText('Inactive')).toBeInTheDocument();
    expect(second.queryByRole('link', { name: /View PDF/ })).not.toBeInTheDocument();
    expect(second.getByRole('button', { name: 'View PDF' })).toBeDisabled();
  });

  it('says when there are no jobs', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => router.service(JobService, { listJobs: () => ({ jobs: [] }) }),
    });

    expect(await screen.findByText('No jobs found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Job' })).toBeInTheDocument();
  });

  it('searches every job on the server and says when none match', async () => {
    const asked: string[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: (req) => {
            asked.push(req.query);
            if (req.query === '') return { jobs: [modeler, checker] };
            return { jobs: req.query === 'Checker' ? [checker] : [] };
          },
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Tekla Modeler' });

    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(search).toHaveAccessibleDescription('Role, location or qualification');
    await user.type(search, 'Checker');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Tekla Modeler' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Drawing Checker' })).toBeInTheDocument();
    expect(asked.at(-1)).toBe('Checker');

    await user.clear(search);
    await user.type(search, 'welder');
    expect(await screen.findByText('No jobs match “welder”.')).toBeInTheDocument();
  });

  it('says when the jobs could not be loaded', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
        }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load jobs.');
  });

  it('pages through a long list with the server tokens', async () => {
    const asked: string[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: (req) => {
            asked.push(req.pageToken);
            return req.pageToken === ''
              ? { jobs: [modeler], nextPageToken: 'after-modeler' }
              : { jobs: [checker], nextPageToken: '' };
          },
        }),
    });
    const user = userEvent.setup();

    await screen.findByRole('rowheader', { name: 'Tekla Modeler' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('rowheader', { name: 'Drawing Checker' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Tekla Modeler' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked).toEqual(['', 'after-modeler']);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('rowheader', { name: 'Tekla Modeler' })).toBeInTheDocument();
  });

  it('deletes a job only after the confirmation, then says so and refreshes the list', async () => {
    let jobs = [modeler, checker];
    const deleted: string[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs }),
          deleteJob: (req) => {
            deleted.push(req.id);
            jobs = jobs.filter((job) => job.id !== req.id);
            return {};
          },
        }),
    });
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('row', { name: /Drawing Checker/ })).getByRole('button', { name: /^Delete/ }));
    let dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Move this job to the trash?');
    expect(dialog).toHaveTextContent('You can restore it for 30 days.');
    expect(dialog).not.toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    expect(screen.getByRole('rowheader', { name: 'Drawing Checker' })).toBeInTheDocument();

    await user.click(within(rowOf('Drawing Checker')).getByRole('button', { name: /^Delete/ }));
    dialog = await confirmDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Job deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual(['job-2']);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Drawing Checker' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Tekla Modeler' })).toBeInTheDocument();
  });

  it('says when a job could not be deleted and keeps it', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [modeler] }),
          deleteJob: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
        }),
    });
    const user = userEvent.setup();

    await user.click(within(await screen.findByRole('row', { name: /Tekla Modeler/ })).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Failed to delete job')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Tekla Modeler' })).toBeInTheDocument();
  });
});
