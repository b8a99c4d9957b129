import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderSite } from '../../../test/render-site';

const me = { user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel', hasPassword: true } };

describe('the portal sign-in page', () => {
  it.each([
    { name: 'asks for a cookie that outlives the browser when kept signed in', keep: true },
    { name: 'asks for a cookie that ends with the browser otherwise', keep: false },
  ])('$name', async ({ keep }) => {
    const asked: { browserSession: boolean; remember: boolean }[] = [];
    const { router } = renderSite('/portal/sign-in?next=%2Fportal%2Fprojects%2Fp-1', (r) => {
      r.service(PortalAuthService, {
        signIn: (req) => {
          asked.push({ browserSession: req.browserSession, remember: req.remember });
          return { user: me.user };
        },
        getMe: () => me,
      });
      r.service(ProjectService, { getProject: () => ({}) });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'dana@prairie.example');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    if (keep) await user.click(screen.getByLabelText('Keep me signed in for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/projects/p-1'));
    expect(asked).toEqual([{ browserSession: true, remember: keep }]);
  });
});
