import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderSite } from '../../../test/render-site';

const me = { user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel', hasPassword: true, totpEnabled: true } };


describe("the portal's sign-in with two-factor sign-in", () => {
  it('asks a link sign-in for the code before opening the projects', async () => {
    const codes: string[] = [];
    const { router } = renderSite('/portal/sign-in/link?token=abc', (r) => {
      r.service(PortalAuthService, {
        signInWithLink: () => ({ secondFactorRequired: true, challengeToken: 'challenge' }),
        signInSecondFactor: (req) => {
          codes.push(`${req.challengeToken}:${req.code}`);
          return { token: 'new-session', user: me.user };
        },
        getMe: () => me,
      });
      r.service(ProjectService, { listProjects: () => ({ projects: [] }) });
    });
    await userEvent.type(await screen.findByLabelText('Authenticator code'), '123456');
    expect(sessionStorage.length).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/projects'));
    expect(codes).toEqual(['challenge:123456']);
    expect(sessionStorage.length).toBe(0);
  });

  it('asks a password sign-in for the code too', async () => {
    renderSite('/portal/sign-in', (r) => {
      r.service(PortalAuthService, { signIn: () => ({ secondFactorRequired: true, challengeToken: 'challenge' }) });
    });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'dana@prairie.example');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign in' })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('"E-mail me a sign-in link"', () => {
  it('answers the same whatever the address', async () => {
    const asked: string[] = [];
    renderSite('/portal/sign-in', (r) => {
      r.service(PortalAuthService, {
        requestSignInLink: (req) => {
          asked.push(req.email);
          return {};
        },
      });
    });
    await userEvent.click(await screen.findByText('E-mail me a sign-in link'));
    await userEvent.type(screen.getByLabelText('E-mail for the link'), 'dana@prairie.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If that address has an account, a sign-in link is on its way.');
    expect(asked).toEqual(['dana@prairie.example']);
  });
});
