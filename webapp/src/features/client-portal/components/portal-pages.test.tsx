import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { PortalLinkService } from '../../../gen/gusset/portal/v1/fresh_link_pb';
import { PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderSite } from '../../../test/render-site';
import { projectSummary } from '../test/project-summary';


const me = { user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel', hasPassword: false } };
const project = projectSummary;


describe('the project portal', () => {
  it('sends a visitor without a client session to the sign-in page, which returns to the page asked for', async () => {
    const { router } = renderSite('/portal/projects/p-1', (r) => {
      r.service(PortalAuthService, {
        getMe: () => {
          throw new ConnectError('no session', Code.Unauthenticated);
        },
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/portal/projects/p-1');
    expect(await screen.findByRole('heading', { name: 'Project portal sign in' })).toBeInTheDocument();
  });

  it("shows the client's snapshot of every project", async () => {
    renderSite('/portal/projects', (router) => {
      router.service(PortalAuthService, { getMe: () => me });
      router.service(ProjectService, { listProjects: () => ({ projects: [project] }) });
    });
    expect(await screen.findByRole('link', { name: 'Warehouse' })).toHaveAttribute('href', '/portal/projects/p-1');
    expect(screen.getByText('Overdue').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Due this week').nextSibling).toHaveTextContent('2');
    expect(screen.getByText(/Next: Approval/)).toHaveTextContent('ball with you');
    expect(screen.getByRole('link', { name: '2 RFIs waiting on you' })).toHaveAttribute('href', '/portal/projects/p-1#portal-rfis');
    expect(await screen.findByText('dana@prairie.example · Prairie Steel')).toBeInTheDocument();
  });

  it('spends an e-mailed link once and opens the projects', async () => {
    const spent: string[] = [];
    const { router } = renderSite('/portal/sign-in/link?token=abc', (r) => {
      r.service(PortalAuthService, {
        signInWithLink: (req) => {
          spent.push(req.token);
          return { token: 'new-session', user: me.user };
        },
        getMe: () => me,
      });
      r.service(ProjectService, { listProjects: () => ({ projects: [] }) });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/projects'));
    expect(spent).toEqual(['abc']);
    expect(sessionStorage.length).toBe(0);
  });

  it("says so, in the server's words, when a link was used already", async () => {
    renderSite('/portal/sign-in/link?token=abc', (r) => {
      r.service(PortalAuthService, {
        signInWithLink: () => {
          throw new ConnectError('this sign-in link has already been used: ask for a new one', Code.Unauthenticated);
        },
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('this sign-in link has already been used');
    expect(screen.getByRole('link', { name: 'sign in with your password' })).toHaveAttribute('href', '/portal/sign-in');
  });

  it('mails a fresh link for a used or expired one in one click, naming the old link only', async () => {
    const asked: string[] = [];
    renderSite('/portal/sign-in/link?token=abc', (r) => {
      r.service(PortalAuthService, {
        signInWithLink: () => {
          throw new ConnectError('this sign-in link has expired: ask for a new one', Code.Unauthenticated);
        },
      });
      r.service(PortalLinkService, {
        requestFreshLink: (req) => {
          asked.push(req.token);
          return {};
        },
      });
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send me a fresh link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a fresh one is on its way');
    expect(asked).toEqual(['abc']);
    expect(screen.queryByRole('button', { name: 'Send me a fresh link' })).not.toBeInTheDocument();
  });
});

describe("the portal's calls", () => {
  it('carry the client session, not the staff one', async () => {
    const seen: (string | null)[][] = [];
    renderSite('/portal/projects', (router) => {
      router.service(PortalAuthService, { getMe: () => me });
      router.service(ProjectService, {
        listProjects: (_req, ctx) => {
          seen.push([ctx.requestHeader.get('Authorization'), ctx.requestHeader.get('Gusset-Session')]);
          return { projects: [] };
        },
      });
    });
    await screen.findByText('No projects yet: the firm adds them as work starts.');
    // No token from the page: the header picks the client's cookie over staff's.
    expect(seen).toEqual([[null, 'client']]);
  });
});
