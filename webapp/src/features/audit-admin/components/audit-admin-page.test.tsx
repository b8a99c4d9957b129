import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditService, type ListAuditEventsRequest } from '../../../gen/gusset/admin/v1/audit_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const event = (id: number, action: string) => ({
  id: BigInt(id),
  createTime: timestampFromDate(new Date('2026-11-20T10:00:00Z')),
  actorId: 'u-1',
  actorUsername: 'alice',
  clientAddr: '192.0.2.1:5000',
  procedure: '/gusset.admin.v1.JobService/UpdateJob',
  action,
  entityTable: 'jobs',
  entityId: 'j-1',
  summaryJson: '{"role": {"new": "Modeller", "old": "Checker"}}',
});

describe('audit trail', () => {
  it('lists events, filters by staff member and loads older pages', async () => {
    const requests: ListAuditEventsRequest[] = [];
    renderStaffScreen({
      path: '/admin/audit',
      services: (router) => {
        router.service(StaffService, { listStaff: () => ({ users: [{ id: 'u-1', username: 'alice' }] }) });
        router.service(AuditService, {
          listAuditEvents: (req) => {
            requests.push(req);
            return req.pageToken ? { events: [event(1, 'insert')] } : { events: [event(2, 'update')], nextPageToken: '2' };
          },
        });
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'update' })).toBeInTheDocument();
    expect(screen.getByText('{"role": {"new": "Modeller", "old": "Checker"}}')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older events' }));
    expect(await screen.findByRole('cell', { name: 'insert' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'alice' });
    await user.selectOptions(screen.getByLabelText('Staff member'), 'alice');
    await screen.findByRole('cell', { name: 'update' });
    expect(requests.at(-1)?.actorId).toBe('u-1');
  });
});
