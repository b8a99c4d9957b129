import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuditService, type ListAuditEventsRequest } from '../../../gen/gusset/admin/v1/audit_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const event = (id: number, summary: string, more: object = {}) => ({
  id: BigInt(id),
  createTime: timestampFromDate(new Date('2026-11-20T10:00:00Z')),
  actorId: 'u-1',
  actorUsername: 'alice',
  clientAddr: '192.0.2.1:5000',
  procedure: '/gusset.admin.v1.GalleryService/DeleteProject',
  action: 'trash',
  entityTable: 'gallery_projects',
  entityId: 'p-1',
  summaryJson: '{"delete_time": {"new": "2026-11-20T10:00:00+00:00", "old": null}}',
  summary,
  ...more,
});

function render(requests: ListAuditEventsRequest[] = []) {
  renderStaffScreen({
    path: '/admin/audit',
    services: (router) => {
      router.service(StaffService, { listStaff: () => ({ users: [{ id: 'u-1', username: 'alice' }] }) });
      router.service(AuditService, {
        listAuditKinds: () => ({ kinds: [{ entityTable: 'gallery_projects', label: 'Gallery projects' }] }),
        listAuditEvents: (req) => {
          requests.push(req);
          return req.pageToken
            ? { events: [event(1, 'alice signed in', { action: 'sign_in', entityTable: 'staff_users', summaryJson: '{"second_factor": "none"}' })] }
            : {
                events: [
                  event(2, "alice moved gallery project 'Warehouse Truss' to the trash", {
                    link: '/admin/trash',
                    linkText: "gallery project 'Warehouse Truss'",
                    changes: [{ field: 'title', before: 'Truss', after: 'Warehouse Truss' }],
                  }),
                ],
                nextPageToken: '2',
              };
        },
      });
    },
  });
}

describe('audit trail', () => {
  it('reads in words, links to the item and keeps the database behind Details', async () => {
    render();
    const user = userEvent.setup();
    const moved = (await screen.findByText(/moved/)).closest('li')!;
    expect(moved).toHaveTextContent("alice moved gallery project 'Warehouse Truss' to the trash");
    expect(within(moved).getByRole('link', { name: "gallery project 'Warehouse Truss'" })).toHaveAttribute('href', '/admin/trash');
    expect(within(moved).getByRole('list', { name: 'Changes' })).toHaveTextContent('title: Truss → Warehouse Truss');
    // The table name and the JSON are inside the closed Details.
    const details = within(moved).getByText('Details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('gallery_projects')).toBeInTheDocument();
    await user.click(within(moved).getByText('Details'));
    expect(details).toHaveAttribute('open');
  });

  it('loads older pages and filters by what and by staff member', async () => {
    const requests: ListAuditEventsRequest[] = [];
    render(requests);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load older events' }));
    expect(await screen.findByText('alice signed in')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Gallery projects' });
    await user.selectOptions(screen.getByLabelText('What'), 'Gallery projects');
    await screen.findByText(/moved/);
    expect(requests.at(-1)?.entityTable).toBe('gallery_projects');
    await screen.findByRole('option', { name: 'alice' });
    await user.selectOptions(screen.getByLabelText('Staff member'), 'alice');
    await screen.findByText(/moved/);
    expect(requests.at(-1)?.actorId).toBe('u-1');
  });
});
