import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountService } from '../../../gen/gusset/admin/v1/account_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { invalidArgument } from '../../../test/bad-request';
import { reauthRequired } from '../../../test/reauth-required';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { alice } from '../../../test/staff';

// A staff screen whose create is refused for want of a fresh proof until Reauthenticate
// accepts one: what each RPC received, and the proofs that are right.
function staleSession({ twoFactor = false, rightProof = 'my password' } = {}) {
  const calls = { creates: [] as string[], proofs: [] as { password: string; code: string; recoveryCode: string }[] };
  let fresh = false;
  const view = renderStaffScreen({
    path: '/admin/staff',
    me: () => ({ user: { ...alice, totpEnabled: twoFactor } }),
    services: (router) => {
      router.service(StaffService, {
        listStaff: () => ({ users: [alice] }),
        createStaff: (req) => {
          calls.creates.push(req.username);
          if (!fresh) throw reauthRequired();
          return { user: { id: 'u-2', username: req.username, mustChangePassword: true }, temporaryPassword: 'abcdefghjkmnpqrs' };
        },
      });
      router.service(AccountService, {
        reauthenticate: (req) => {
          calls.proofs.push({ password: req.password, code: req.code, recoveryCode: req.recoveryCode });
          if ((twoFactor ? req.code : req.password) !== rightProof) {
            throw invalidArgument(twoFactor ? { code: 'The code is wrong, expired or already used' } : { password: 'The password is wrong' });
          }
          fresh = true;
          return {};
        },
      });
    },
  });
  return { ...view, calls };
}

async function createBea(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('cell', { name: 'alice' });
  await user.type(screen.getByLabelText('Username'), 'bea');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('re-authentication for sensitive actions', () => {
  it('asks for the password when an action is refused for want of it, then sends the action again', async () => {
    const { calls } = staleSession();
    const user = userEvent.setup();
    await createBea(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    const password = dialog.getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.type(password, 'my password');
    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('abcdefghjkmnpqrs');
    expect(calls.proofs).toEqual([{ password: 'my password', code: '', recoveryCode: '' }]);
    expect(calls.creates).toEqual(['bea', 'bea']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a wrong password inside the dialog and sends nothing again until the right one', async () => {
    const { calls } = staleSession();
    const user = userEvent.setup();
    await createBea(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    await user.type(dialog.getByLabelText('Password'), 'a guess');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The password is wrong');
    expect(dialog.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.creates).toEqual(['bea']);

    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), 'my password');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('temporary-password')).toBeInTheDocument();
    expect(calls.creates).toEqual(['bea', 'bea']);
  });

  it('lets the action fail, without sending it again, when the dialog is cancelled', async () => {
    const { calls } = staleSession();
    const user = userEvent.setup();
    await createBea(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('confirm your identity')).toBeInTheDocument();
    expect(calls.creates).toEqual(['bea']);
    expect(calls.proofs).toEqual([]);
  });

  it('asks for an authenticator code when two-factor sign-in is on', async () => {
    const { calls } = staleSession({ twoFactor: true, rightProof: '123456' });
    const user = userEvent.setup();
    await createBea(user);

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it’s you' }));
    await user.type(dialog.getByLabelText('Authenticator code'), '123456');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByTestId('temporary-password')).toBeInTheDocument();
    expect(calls.proofs).toEqual([{ password: '', code: '123456', recoveryCode: '' }]);
    expect(calls.creates).toEqual(['bea', 'bea']);
  });
});
