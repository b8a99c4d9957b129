import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const alice = { id: 'u-1', username: 'alice', totpEnabled: true };

describe('staff accounts', () => {
  it('creates an account and shows its temporary password once', async () => {
    const users: { id: string; username: string; totpEnabled?: boolean; mustChangePassword?: boolean }[] = [alice];
    renderStaffScreen({
      path: '/admin/staff',
      services: (router) =>
        router.service(StaffService, {
          listStaff: () => ({ users }),
          createStaff: (req) => {
            const user = { id: 'u-2', username: req.username, mustChangePassword: true };
            users.push(user);
            return { user, temporaryPassword: 'abcdefghjkmnpqrs' };
          },
        }),
    });
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: 'alice' });
    await user.type(screen.getByLabelText('Username'), 'bea');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('abcdefghjkmnpqrs');
    const row = within((await screen.findByRole('cell', { name: 'bea' })).closest('tr')!);
    expect(row.getByText('Active (must set a password)')).toBeInTheDocument();
  });

  it("says why the last active account cannot be disabled, in the server's words", async () => {
    renderStaffScreen({
      path: '/admin/staff',
      services: (router) =>
        router.service(StaffService, {
          listStaff: () => ({ users: [alice] }),
          setStaffDisabled: () => {
            throw new ConnectError('the last active staff account cannot be disabled', Code.FailedPrecondition);
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('the last active staff account cannot be disabled')).toBeInTheDocument();
  });

  it('resets a password only once the dialog is confirmed, and shows the new one', async () => {
    const resets: string[] = [];
    renderStaffScreen({
      path: '/admin/staff',
      services: (router) =>
        router.service(StaffService, {
          listStaff: () => ({ users: [alice] }),
          resetStaffPassword: (req) => {
            resets.push(req.id);
            return { temporaryPassword: 'zyxwvutsrqpnmkjh' };
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));

    // Cancelling leaves the account alone.
    let dialog = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(dialog.getByText('Give alice a new temporary password?')).toBeInTheDocument();
    expect(dialog.getByText('Their sessions end now.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    await user.click(dialog.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('zyxwvutsrqpnmkjh');
    expect(resets).toEqual(['u-1']);
  });
});
