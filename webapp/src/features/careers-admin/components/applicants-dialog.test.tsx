import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApplicationService, ApplicationStatus } from '../../../gen/gusset/admin/v1/applications_pb';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { JobService as PublicJobService } from '../../../gen/gusset/site/v1/jobs_pb';
import { jane, john, modeler } from '../test/jobs';
import { renderStaffScreen } from '../../../test/render-staff-screen';

async function openApplicants() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Applicants for Tekla Modeler' }));
  const dialog = await screen.findByRole('dialog', { name: 'Applicants for Tekla Modeler' });
  return { user, dialog: within(dialog) };
}

describe('careers admin: applicants', () => {
  it('opens the applicants of the job a link from the HR e-mail names, and closes them for good', async () => {
    renderStaffScreen({
      path: '/admin/career?job=job-1&applicant=app-1',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(PublicJobService, { getJob: (req) => ({ job: { ...modeler, id: req.id } }) });
        router.service(ApplicationService, { listApplications: () => ({ applications: [jane] }) });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Applicants for Tekla Modeler' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Jane Doe' })).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Applicants for Tekla Modeler' })).not.toBeInTheDocument());
  });

  it('lists the applicants of the job with their résumé links', async () => {
    const askedFor: string[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          listApplications: (req) => {
            askedFor.push(req.jobId);
            return { applications: [jane, john] };
          },
        });
      },
    });
    const { dialog } = await openApplicants();

    expect(await dialog.findByRole('rowheader', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(askedFor).toEqual(['job-1']);
    expect(dialog.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Applied',
      'Contacted',
      'Status',
      'Résumé',
      'Actions',
    ]);
    const row = within(dialog.getByRole('rowheader', { name: 'Jane Doe' }).closest('tr')!);
    expect(row.getByText('jane@example.com')).toBeInTheDocument();
    expect(row.getByText('+1 555 0100')).toBeInTheDocument();
    expect(row.getByText('Apr 10, 2025')).toBeInTheDocument();
    expect(row.getByRole('checkbox', { name: 'Contacted Jane Doe' })).not.toBeChecked();
    const resume = row.getByRole('link', { name: /^View résumé/ });
    expect(resume).toHaveAttribute('href', '/files/resume/r-1.pdf?sig=abc');
    expect(resume).toHaveAttribute('target', '_blank');

    const other = within(dialog.getByRole('rowheader', { name: 'John Roe' }).closest('tr')!);
    expect(other.getByRole('checkbox', { name: 'Contacted John Roe' })).toBeChecked();
    expect(other.queryByRole('link', { name: /résumé/ })).not.toBeInTheDocument();
  });

  it('shows loading, then says when there are no applicants', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          listApplications: async () => {
            await answered;
            return { applications: [] };
          },
        });
      },
    });
    const { dialog } = await openApplicants();

    expect(dialog.getByText('Loading applicants...')).toBeInTheDocument();
    answer();
    expect(await dialog.findByText('No applicants yet.')).toBeInTheDocument();
  });

  it('says when the applicants could not be loaded', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          listApplications: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
        });
      },
    });
    const { dialog } = await openApplicants();

    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to load applicants.');
  });

  it('ticks Contacted at once and keeps it when the server agrees', async () => {
    let contacted = false;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls: { id: string; contacted: boolean }[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          listApplications: () => ({ applications: [{ ...jane, contacted }] }),
          setApplicationContacted: async (req) => {
            calls.push({ id: req.id, contacted: req.contacted });
            await answered;
            contacted = req.contacted;
            return { application: { ...jane, contacted } };
          },
        });
      },
    });
    const { user, dialog } = await openApplicants();
    const box = await dialog.findByRole('checkbox', { name: 'Contacted Jane Doe' });

    await user.click(box);

    // At once, before the server has answered.
    expect(box).toBeChecked();
    expect(calls).toEqual([{ id: 'app-1', contacted: true }]);
    answer();
    await waitFor(() => expect(contacted).toBe(true));
    expect(dialog.getByRole('checkbox', { name: 'Contacted Jane Doe' })).toBeChecked();
    expect(screen.queryByText('Failed to update applicant status.')).not.toBeInTheDocument();
  });

  it('puts Contacted back and says so when the server refuses', async () => {
    let listed = 0;
    let fail: () => void = () => {};
    const failed = new Promise<void>((resolve) => (fail = resolve));
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          // Only the first list answers: the rollback alone must untick the box.
          listApplications: () => (listed++ === 0 ? { applications: [jane] } : new Promise<never>(() => {})),
          setApplicationContacted: async () => {
            await failed;
            throw new ConnectError('database is down', Code.Internal);
          },
        });
      },
    });
    const { user, dialog } = await openApplicants();

    const box = await dialog.findByRole('checkbox', { name: 'Contacted Jane Doe' });
    await user.click(box);
    expect(box).toBeChecked();
    fail();

    expect(await screen.findByText('Failed to update applicant status.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Contacted Jane Doe' })).not.toBeChecked());
  });

  it('deletes an applicant only after the confirmation', async () => {
    let applications = [jane, john];
    const deleted: string[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          listApplications: () => ({ applications }),
          deleteApplication: (req) => {
            deleted.push(req.id);
            applications = applications.filter((a) => a.id !== req.id);
            return {};
          },
        });
      },
    });
    const { user, dialog } = await openApplicants();

    await user.click(await dialog.findByRole('button', { name: 'Delete Jane Doe' }));
    let confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Move this applicant to the trash?');
    expect(confirm).toHaveTextContent('You can restore it for 30 days.');
    expect(confirm).not.toHaveTextContent('cannot be undone');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Delete Jane Doe' }));
    confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(confirm).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Applicant deleted successfully!')).toBeInTheDocument();
    expect(deleted).toEqual(['app-1']);
    await waitFor(() => expect(dialog.queryByRole('rowheader', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect(dialog.getByRole('rowheader', { name: 'John Roe' })).toBeInTheDocument();
  });

  it('says when an applicant could not be deleted', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          listApplications: () => ({ applications: [jane] }),
          deleteApplication: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
        });
      },
    });
    const { user, dialog } = await openApplicants();

    await user.click(await dialog.findByRole('button', { name: 'Delete Jane Doe' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Move to trash' }));

    expect(await screen.findByText('Failed to delete applicant.')).toBeInTheDocument();
    expect(dialog.getByRole('rowheader', { name: 'Jane Doe' })).toBeInTheDocument();
  });

  it('moves an applicant along the pipeline and keeps private notes', async () => {
    let status = ApplicationStatus.NEW;
    const notes: { id: string; body: string; author: string }[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          listApplications: () => ({ applications: [{ ...jane, status, contacted: status !== ApplicationStatus.NEW }] }),
          setApplicationStatus: (req) => {
            status = req.status;
            return { application: { ...jane, status } };
          },
          listApplicationNotes: () => ({ notes }),
          addApplicationNote: (req) => {
            const note = { id: `n-${notes.length}`, body: req.body, author: 'admin' };
            notes.push(note);
            return { note };
          },
        });
      },
    });
    const { user, dialog } = await openApplicants();

    const select = await dialog.findByRole('combobox', { name: 'Status of Jane Doe' });
    expect(select).toHaveDisplayValue('New');
    await user.selectOptions(select, 'Interviewing');
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Contacted Jane Doe' })).toBeChecked());
    expect(status).toBe(ApplicationStatus.INTERVIEWING);
    expect(dialog.getByRole('combobox', { name: 'Status of Jane Doe' })).toHaveDisplayValue('Interviewing');

    await user.click(dialog.getByRole('button', { name: 'Notes on Jane Doe' }));
    expect(await dialog.findByText('No notes yet.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Add a note' }), 'Strong Tekla skills.');
    await user.click(dialog.getByRole('button', { name: 'Save note' }));
    expect(await dialog.findByText('Strong Tekla skills.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it('offers a Word résumé as a download', async () => {
    const word = { ...jane.resume, path: '/files/resume/r-2.docx?sig=x', fileName: 'jane.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, { listApplications: () => ({ applications: [{ ...jane, resume: word }] }) });
      },
    });
    const { dialog } = await openApplicants();
    const link = await dialog.findByRole('link', { name: 'Download résumé of Jane Doe (Word document)' });
    expect(link).toHaveAttribute('download', 'jane.docx');
    expect(link).not.toHaveAttribute('target');
  });
});
