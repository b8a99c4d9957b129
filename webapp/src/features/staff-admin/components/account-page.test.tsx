import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountService } from '../../../gen/gusset/admin/v1/account_pb';
import { RequiredStep } from '../../../gen/gusset/auth/v1/auth_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { alice } from '../../../test/staff';

describe('my account', () => {
  it('lets the back office open once the required new password is set', async () => {
    let changed = false;
    const { router } = renderStaffScreen({
      path: '/admin/dashboard',
      me: () => ({ user: alice, requiredStep: changed ? RequiredStep.UNSPECIFIED : RequiredStep.CHANGE_PASSWORD }),
      services: (r) =>
        r.service(AccountService, {
          changePassword: () => {
            changed = true;
            return {};
          },
          listSessions: () => ({ sessions: [] }),
        }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Choose a new password before using the back office.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');

    await user.type(screen.getByLabelText('Current password'), 'temporary1');
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByText('Choose a new password before using the back office.')).not.toBeInTheDocument());

    // The shell's guard reads the same query as the account page, so the change refreshed
    // it too: it no longer sends the user back to the account page.
    await router.navigate('/admin/dashboard');
    expect(await screen.findByText('Failed to load dashboard data. Please try again later.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
