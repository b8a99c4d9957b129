import { create } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { StampAdminService, type UpdateStampSetRequest } from '../../../gen/gusset/admin/v1/stamps_pb';
import { ReviewAction, ReviewStatus, StampSetSchema, type StampSet } from '../../../gen/gusset/portal/v1/reviews_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const defaults: [ReviewStatus, string, ReviewAction][] = [
  [ReviewStatus.APPROVED, 'Approved', ReviewAction.PROCEED],
  [ReviewStatus.APPROVED_AS_NOTED, 'Approved as noted', ReviewAction.PROCEED_WITH_CORRECTIONS],
  [ReviewStatus.REVISE_AND_RESUBMIT, 'Revise and resubmit', ReviewAction.RESUBMIT],
  [ReviewStatus.REJECTED, 'Rejected', ReviewAction.REJECT],
  [ReviewStatus.FOR_RECORD, 'For record only', ReviewAction.RECORD],
];

// A fake of the server's stamp sets: names kept per status, "" (or the default) restores
// the default, as drawing.UpdateStampSet does.
function stampServer(renamed: Map<ReviewStatus, string>, refuse?: (req: UpdateStampSetRequest) => Error | undefined) {
  const setOf = (organizationId: string): StampSet =>
    create(StampSetSchema, {
      organizationId,
      stamps: defaults.map(([status, label, action]) => ({ status, action, defaultLabel: label, label: renamed.get(status) || label })),
    });
  const requests: UpdateStampSetRequest[] = [];
  return {
    requests,
    impl: {
      getStampSetAdmin: (req: { organizationId: string }) => ({ stampSet: setOf(req.organizationId) }),
      updateStampSet: (req: UpdateStampSetRequest) => {
        requests.push(req);
        const refused = refuse?.(req);
        if (refused) throw refused;
        for (const s of req.stampSet?.stamps ?? []) renamed.set(s.status, s.label);
        return { stampSet: setOf(req.stampSet?.organizationId ?? '') };
      },
    },
  };
}

function renderClients(server: ReturnType<typeof stampServer>) {
  return renderStaffScreen({
    path: '/admin/clients',
    services: (router) => {
      router.service(ClientAdminService, {
        listOrganizations: () => ({ organizations: [{ id: 'o-1', name: 'Prairie Steel', userCount: 1 }] }),
        listClientUsers: () => ({ users: [] }),
      });
      router.service(StampAdminService, server.impl);
    },
  });
}

describe("a client organization's review stamps", () => {
  it('shows the five stamps with their fixed actions, renames one and restores the defaults', async () => {
    const user = userEvent.setup();
    const server = stampServer(new Map([[ReviewStatus.APPROVED, 'No exceptions taken']]));
    renderClients(server);
    await user.click(await screen.findByRole('button', { name: 'Prairie Steel (1 person)' }));

    const table = await screen.findByRole('region', { name: 'Stamp names of Prairie Steel' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['ApprovedProceed', 'Approved as notedProceed with corrections', 'Revise and resubmitResubmit', 'RejectedReject', 'For record onlyRecord']);
    // The actions are words, not fields: only the names are editable.
    expect(within(table).getAllByRole('textbox')).toHaveLength(5);
    expect(within(table).getByLabelText('Name of Approved')).toHaveValue('No exceptions taken');
    expect(within(table).getByLabelText('Name of Rejected')).toHaveValue('');

    await user.type(within(table).getByLabelText('Name of Rejected'), 'Not accepted');
    await user.click(screen.getByRole('button', { name: 'Save stamps' }));
    expect(await screen.findByText('Stamps saved')).toBeInTheDocument();
    expect(server.requests[0].stampSet?.organizationId).toBe('o-1');
    expect(server.requests[0].stampSet?.stamps.map((s) => [s.status, s.label])).toEqual([
      [ReviewStatus.APPROVED, 'No exceptions taken'],
      [ReviewStatus.APPROVED_AS_NOTED, ''],
      [ReviewStatus.REVISE_AND_RESUBMIT, ''],
      [ReviewStatus.REJECTED, 'Not accepted'],
      [ReviewStatus.FOR_RECORD, ''],
    ]);
    await waitFor(() => expect(screen.getByLabelText('Name of Rejected')).toHaveValue('Not accepted'));

    await user.click(screen.getByRole('button', { name: 'Restore the default names' }));
    expect(await screen.findByText('Default stamp names restored')).toBeInTheDocument();
    expect(server.requests[1].stampSet?.stamps.map((s) => s.label)).toEqual(['', '', '', '', '']);
    await waitFor(() => expect(screen.getByLabelText('Name of Approved')).toHaveValue(''));
    // Nothing renamed: nothing to restore.
    expect(screen.getByRole('button', { name: 'Restore the default names' })).toBeDisabled();
  });

  it("shows the server's refusal on the stamp's field", async () => {
    const user = userEvent.setup();
    const server = stampServer(new Map(), () => invalidArgument({ 'stamp_set.stamps[2].label': 'Name: use letters, not control characters' }));
    renderClients(server);
    await user.click(await screen.findByRole('button', { name: 'Prairie Steel (1 person)' }));
    await user.type(await screen.findByLabelText('Name of Revise and resubmit'), 'Resubmit');
    await user.click(screen.getByRole('button', { name: 'Save stamps' }));
    const field = screen.getByLabelText('Name of Revise and resubmit');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Name: use letters, not control characters'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Resubmit');
    expect(screen.getByLabelText('Name of Approved')).not.toHaveAttribute('aria-invalid');
  });

  it('says when the stamps cannot be loaded', async () => {
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/clients',
      services: (router) => {
        router.service(ClientAdminService, {
          listOrganizations: () => ({ organizations: [{ id: 'o-1', name: 'Prairie Steel', userCount: 1 }] }),
          listClientUsers: () => ({ users: [] }),
        });
        router.service(StampAdminService, {
          getStampSetAdmin: () => {
            throw new ConnectError('organization not found', Code.NotFound);
          },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Prairie Steel (1 person)' }));
    expect(await screen.findByText('organization not found')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Save stamps' })).not.toBeInTheDocument();
  });
});
