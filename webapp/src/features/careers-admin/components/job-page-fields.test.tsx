import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreateJobRequest, UpdateJobRequest } from '../../../gen/gusset/admin/v1/jobs_pb';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { modeler } from '../test/jobs';

// The draft-js editor cannot be typed into under jsdom; see src/test/fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));

describe('careers admin: a job page’s fields', () => {
  it('sends the description, expiry and structured location of a new job', async () => {
    const created: CreateJobRequest[] = [];
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [] }),
          createJob: (req) => {
            created.push(req);
            return { job: { ...modeler, id: 'job-9' } };
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Job' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Job' }));
    // Pasted, not typed: a key at a time is slow on a busy machine, and typing is not what is tested here.
    const fill = async (label: string, text: string) => {
      await user.click(dialog.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Role', 'Tekla Modeler');
    await fill('Location', 'Bengaluru');
    await fill('Qualification', 'B.E. Civil');
    await dialog.findByLabelText('Description');
    await fill('Description', '<p>Model steel.</p>');
    await user.type(dialog.getByLabelText('Open until (optional)'), '2030-03-31');
    await fill('City', 'Bengaluru');
    await fill('Region', 'Karnataka');
    await fill('Country code', 'IN');
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));

    expect(await screen.findByText('Job added successfully!')).toBeInTheDocument();
    expect(created[0].job).toMatchObject({ descriptionHtml: '<p>Model steel.</p>', city: 'Bengaluru', region: 'Karnataka', countryCode: 'IN' });
    const expiry = created[0].job?.expireTime;
    expect(expiry && timestampDate(expiry).toISOString()).toBe('2030-03-31T23:59:59.000Z');
  });

  it('checks the country code before calling the server, and shows the server’s expiry message', async () => {
    let calls = 0;
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [] }),
          createJob: () => {
            calls++;
            throw invalidArgument({ 'job.expire_time': 'Expiry date must be in the future' });
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add New Job' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Job' }));
    await user.type(dialog.getByLabelText('Role'), 'Checker');
    await user.type(dialog.getByLabelText('Location'), 'Pune');
    await user.type(dialog.getByLabelText('Qualification'), 'B.E.');
    await user.type(dialog.getByLabelText('Country code'), '1N');
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));
    expect(dialog.getByLabelText('Country code')).toHaveAccessibleDescription(/two letters/);
    expect(calls).toBe(0);

    await user.clear(dialog.getByLabelText('Country code'));
    await user.type(dialog.getByLabelText('Open until (optional)'), '2020-01-01');
    await user.click(dialog.getByRole('button', { name: 'Add Job' }));
    expect(await dialog.findByText('Expiry date must be in the future')).toBeInTheDocument();
    expect(dialog.getByLabelText('Open until (optional)')).toHaveAccessibleDescription('Expiry date must be in the future');
  });

  it('starts editing from the job’s fields and can clear the expiry', async () => {
    const updated: UpdateJobRequest[] = [];
    const job = {
      ...modeler,
      descriptionHtml: '<p>Old</p>',
      expireTime: timestampFromDate(new Date('2030-03-31T23:59:59Z')),
      city: 'Bengaluru',
      region: 'Karnataka',
      countryCode: 'IN',
    };
    renderStaffScreen({
      path: '/admin/career',
      services: (router) =>
        router.service(JobService, {
          listJobs: () => ({ jobs: [job] }),
          updateJob: (req) => {
            updated.push(req);
            return { job };
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Tekla Modeler' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Job' }));

    expect(await dialog.findByLabelText('Description')).toHaveValue('<p>Old</p>');
    expect(dialog.getByLabelText('Open until (optional)')).toHaveValue('2030-03-31');
    expect(dialog.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(dialog.getByLabelText('Country code')).toHaveValue('IN');

    await user.clear(dialog.getByLabelText('Open until (optional)'));
    await user.click(dialog.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByText('Job updated successfully')).toBeInTheDocument();
    expect(updated[0].job?.expireTime).toBeUndefined();
    expect(updated[0].job).toMatchObject({ descriptionHtml: '<p>Old</p>', city: 'Bengaluru', countryCode: 'IN' });
  });
});
