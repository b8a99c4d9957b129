import { createClient, createRouterTransport } from '@connectrpc/connect';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthService } from '../gen/gusset/auth/v1/auth_pb';
import { PortalAuthService } from '../gen/gusset/portal/v1/portal_pb';
import { bearer } from './bearer';
import { clearPortalToken, setPortalToken } from './portal-session';
import { clearSession, setSession } from './session';

afterEach(() => {
  clearSession();
  clearPortalToken();
});

describe('bearer', () => {
  it('sends the client token only to the portal and the staff token only to the rest', async () => {
    const seen: Record<string, string | null> = {};
    const transport = createRouterTransport(
      (router) => {
        router.service(AuthService, {
          me: (_req, ctx) => {
            seen.staff = ctx.requestHeader.get('Authorization');
            return {};
          },
        });
        router.service(PortalAuthService, {
          getMe: (_req, ctx) => {
            seen.portal = ctx.requestHeader.get('Authorization');
            return {};
          },
        });
      },
      { transport: { interceptors: [bearer] } },
    );
    setSession('staff-token', undefined);
    setPortalToken('client-token');
    await createClient(AuthService, transport).me({});
    await createClient(PortalAuthService, transport).getMe({});
    expect(seen).toEqual({ staff: 'Bearer staff-token', portal: 'Bearer client-token' });
  });
});
