import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApplicationService, ApplicationStatus, type SearchApplicationsRequest } from '../../../gen/gusset/admin/v1/applications_pb';
import { JobService } from '../../../gen/gusset/admin/v1/jobs_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { jane, modeler } from '../test/jobs';

describe('applicants across jobs', () => {
  it('filters by name, status, job and dates, and shows each applicant with their job', async () => {
    const asked: SearchApplicationsRequest[] = [];
    renderStaffScreen({
      path: '/admin/applicants',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          searchApplications: (req) => {
            asked.push(req);
            return { applications: [{ ...jane, jobRole: 'Tekla Modeler', status: ApplicationStatus.OFFER, contacted: true }] };
          },
        });
      },
    });
    const user = userEvent.setup();
    const row = within((await screen.findByRole('rowheader', { name: 'Jane Doe' })).closest('tr')!);
    expect(row.getByText('Tekla Modeler')).toBeInTheDocument();
    expect(row.getByRole('combobox', { name: 'Status of Jane Doe' })).toHaveDisplayValue('Offer');

    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText('Name or email'), { target: { value: 'jane' } });
    await user.selectOptions(within(search).getByLabelText('Status'), 'Hired');
    await user.selectOptions(within(search).getByLabelText('Job'), 'Tekla Modeler');
    fireEvent.change(within(search).getByLabelText('Applied from'), { target: { value: '2025-04-01' } });
    fireEvent.change(within(search).getByLabelText('Applied to'), { target: { value: '2025-04-30' } });

    await waitFor(() => expect(asked.at(-1)?.toTime).toBeDefined());
    const last = asked.at(-1)!;
    expect(last.text).toBe('jane');
    expect(last.status).toBe(ApplicationStatus.HIRED);
    expect(last.jobId).toBe(modeler.id);
    const day = (t: typeof last.fromTime) => new Date(Number(t!.seconds) * 1000);
    expect(day(last.fromTime)).toEqual(new Date(2025, 3, 1));
    // The last day is included: the range ends at the start of the day after.
    expect(day(last.toTime)).toEqual(new Date(2025, 4, 1));
  });

  it('searches by the trimmed name: spaces typed at the end ask nothing new', async () => {
    const asked: string[] = [];
    renderStaffScreen({
      path: '/admin/applicants',
      services: (router) => {
        router.service(JobService, { listJobs: () => ({ jobs: [modeler] }) });
        router.service(ApplicationService, {
          searchApplications: (req) => {
            asked.push(req.text);
            return { applications: [{ ...jane, jobRole: 'Tekla Modeler' }] };
          },
        });
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Jane Doe' });
    const box = within(screen.getByRole('search')).getByLabelText('Name or email');

    await user.type(box, '  jane');
    await waitFor(() => expect(asked.at(-1)).toBe('jane'));
    const before = asked.length;
    await user.type(box, '   ');
    expect(box).toHaveValue('  jane   ');
    // Let any request the spaces would have made arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(before);
    expect(asked.every((text) => text === text.trim())).toBe(true);
  });
});
