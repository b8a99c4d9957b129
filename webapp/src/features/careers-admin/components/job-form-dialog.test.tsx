import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateJobRequest, UpdateJobRequest } from '../../../gen/gusset/admin/v1/jobs_pb';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { FakeXhr } from '../test/fake-xhr';
import { checker, modeler } from '../test/jobs';

// The draft-js editor cannot be typed into under jsdom; see src/test/fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => vi.unstubAllGlobals());

const pdf = () => new File(['%PDF-1.7 job description'], 'modeler.pdf', { type: 'application/pdf' });

async function openAddForm() {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Add New Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Job' });
  return { user, dialog: within(dialog) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText('Role'), 'Tekla Modeler');
  await user.type(dialog.getByLabelText('Location'), 'Bengaluru');
  await user.type(dialog.getByLabelText('Qualification'), 'B.E. Civil');
}

describe('careers admin: add and edit a job', () => {
  it('checks the required fields before calling the server', async () => {
    let created = 0;
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [] }),
          createJob: () => {
            created++;
            return {};
          },
        }),
    });
    const { user, dialog } = await openAddForm();

    expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.type(dialog.getByLabelText('Location'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));

    expect(dialog.getByText('Role is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Role')).toHaveFocus();
    expect(dialog.getByText('Location is required')).toBeInTheDocument();
    expect(dialog.getByText('Qualification is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Role')).toHaveAccessibleDescription('Role is required');
    expect(dialog.getByLabelText('Role')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.queryByText('Type is required')).not.toBeInTheDocument();
    expect(created).toBe(0);

    // Typing into a field clears its message.
    await user.type(dialog.getByLabelText('Role'), 'Checker');
    expect(dialog.queryByText('Role is required')).not.toBeInTheDocument();
  });

  it('shows the server field violations under their fields and says the add failed', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [] }),
          createJob: () => {
            throw invalidArgument({
              role: 'Role is too long (at most 200 characters)',
              qualification: 'Qualification is required',
            });
          },
        }),
    });
    const { user, dialog } = await openAddForm();
    await fillRequired(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));

    expect(await dialog.findByText('Role is too long (at most 200 characters)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Qualification')).toHaveAccessibleDescription('Qualification is required');
    expect(await screen.findByText('Something went wrong while adding the job. Please try again.')).toBeInTheDocument();
    // The form stays open with what was typed.
    expect(dialog.getByLabelText('Role')).toHaveValue('Tekla Modeler');
  });

  it('accepts only a PDF for the job description', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => router.service(JobService, { listJobs: () => ({ jobs: [] }) }),
    });
    const { user, dialog } = await openAddForm();
    const picker = dialog.getByLabelText('Job description (PDF)');

    expect(picker).toHaveAttribute('accept', 'application/pdf');
    await user.upload(picker, new File(['not a pdf'], 'photo.png', { type: 'image/png' }));

    expect(dialog.getByText('Please upload a PDF file')).toBeInTheDocument();
    expect((picker as HTMLInputElement).value).toBe('');

    await user.upload(picker, pdf());
    expect(dialog.queryByText('Please upload a PDF file')).not.toBeInTheDocument();
  });

  it('uploads the PDF with real progress, then adds the job naming the upload', async () => {
    const created: CreateJobRequest[] = [];
    let jobs: (typeof modeler | typeof checker)[] = [checker];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs }),
          createJob: (req) => {
            created.push(req);
            jobs = [modeler, checker];
            return { job: modeler };
          },
        }),
    });
    const { user, dialog } = await openAddForm();
    await fillRequired(user, dialog);
    await user.type(dialog.getByLabelText('Type'), 'Full Time');
    await user.upload(dialog.getByLabelText('Job description (PDF)'), pdf());
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/uploads/job_description?name=modeler.pdf');
    // Staff's cookie carries the session: no token from the page, no header picking the client's.
    expect(xhr.headers.Authorization).toBeUndefined();
    expect(xhr.headers['Gusset-Session']).toBeUndefined();

    xhr.progress(40, 100);
    const bar = await dialog.findByRole('progressbar', { name: 'Uploading modeler.pdf' });
    expect(bar).toHaveAttribute('value', '40');
    expect(dialog.getByText('40%')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
    // A save in flight keeps the modal open.
    expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();

    xhr.progress(100, 100);
    expect(await dialog.findByText('100%')).toBeInTheDocument();
    xhr.respond(201, { id: 'upload-7', fileName: 'modeler.pdf', size: 24, contentType: 'application/pdf' });

    expect(await screen.findByText('Job added successfully!')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0].job).toMatchObject({
      role: 'Tekla Modeler',
      location: 'Bengaluru',
      type: 'Full Time',
      qualification: 'B.E. Civil',
      active: true,
      jobDescriptionUploadId: 'upload-7',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Job' })).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'Tekla Modeler' })).toBeInTheDocument();
  });

  it('cancels the upload and keeps the form', async () => {
    let created = 0;
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [] }),
          createJob: () => {
            created++;
            return {};
          },
        }),
    });
    const { user, dialog } = await openAddForm();
    await fillRequired(user, dialog);
    await user.upload(dialog.getByLabelText('Job description (PDF)'), pdf());
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].progress(10, 100);

    await user.click(await dialog.findByRole('button', { name: 'Cancel upload' }));

    expect(FakeXhr.sent[0].aborted).toBe(true);
    expect(await dialog.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add Job' })).toBeEnabled();
    expect(dialog.getByLabelText('Role')).toHaveValue('Tekla Modeler');
    expect(created).toBe(0);
    expect(screen.queryByText('Something went wrong while adding the job. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the upload refusal under the PDF picker', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => router.service(JobService, { listJobs: () => ({ jobs: [] }) }),
    });
    const { user, dialog } = await openAddForm();
    await fillRequired(user, dialog);
    // Named .pdf, but the server reads the content.
    await user.upload(dialog.getByLabelText('Job description (PDF)'), pdf());
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0].respond(400, { error: { code: 'invalid_argument', message: 'Please upload a PDF file' } });

    expect(await dialog.findByText('Please upload a PDF file')).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong while adding the job. Please try again.')).toBeInTheDocument();
  });

  it('forgets what was typed and picked when the modal is closed', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) => router.service(JobService, { listJobs: () => ({ jobs: [] }) }),
    });
    let { user, dialog } = await openAddForm();
    await user.type(dialog.getByLabelText('Role'), 'Half typed');
    await user.upload(dialog.getByLabelText('Job description (PDF)'), pdf());
    await user.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));
    expect(dialog.getByText('Location is required')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Job' })).not.toBeInTheDocument());

    ({ user, dialog } = await openAddForm());
    expect(dialog.getByLabelText('Role')).toHaveValue('');
    expect((dialog.getByLabelText('Job description (PDF)') as HTMLInputElement).files).toHaveLength(0);
    expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(dialog.queryByText('Location is required')).not.toBeInTheDocument();
  });

  it('edits a job: the form starts from it, and the update is confirmed', async () => {
    const updated: UpdateJobRequest[] = [];
    let jobs = [modeler];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs }),
          updateJob: (req) => {
            updated.push(req);
            jobs = [{ ...modeler, location: 'Pune', active: false }];
            return { job: jobs[0] };
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Tekla Modeler' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job' }));

    expect(dialog.getByLabelText('Role')).toHaveValue('Tekla Modeler');
    expect(dialog.getByLabelText('Qualification')).toHaveValue('B.E. Civil');
    expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(dialog.getByRole('link', { name: 'modeler.pdf' })).toHaveAttribute('href', '/files/job_description/jd-1.pdf');

    await user.clear(dialog.getByLabelText('Location'));
    await user.click(dialog.getByRole('button', { name: 'Update Job' }));
    expect(dialog.getByText('Location is required')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Location'), 'Pune');
    await user.click(dialog.getByRole('checkbox', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByText('Job updated successfully')).toBeInTheDocument();
    expect(updated[0]).toMatchObject({
      id: 'job-1',
      removeJobDescription: false,
      job: { role: 'Tekla Modeler', location: 'Pune', active: false, jobDescriptionUploadId: '' },
    });
    // No new PDF was picked: nothing was uploaded.
    expect(FakeXhr.sent).toHaveLength(0);
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Job' })).not.toBeInTheDocument();
  });

  it('removes the current job description when asked to', async () => {
    const updated: UpdateJobRequest[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [modeler] }),
          updateJob: (req) => {
            updated.push(req);
            return { job: { ...modeler, jobDescription: undefined } };
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Tekla Modeler' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job' }));

    await user.click(dialog.getByRole('checkbox', { name: 'Remove the current PDF' }));
    await user.click(dialog.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByText('Job updated successfully')).toBeInTheDocument();
    expect(updated[0]).toMatchObject({ id: 'job-1', removeJobDescription: true });
  });

  it('says when a job could not be updated', async () => {
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [modeler] }),
          updateJob: () => {
            throw new ConnectError('job not found', Code.NotFound);
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Tekla Modeler' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job' }));
    await user.click(dialog.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByText('Failed to update job')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Job' })).toBeInTheDocument();
  });
});
