import { createRouterTransport } from '@connectrpc/connect';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthService } from '../gen/gusset/auth/v1/auth_pb';
import { bearer } from './bearer';
import { clearSession, setSession } from './session';
import { clientOf } from './use-client';

afterEach(() => clearSession());

describe('bearer', () => {
  it("sends the staff token, unless the call names its own credentials (the portal's client session)", async () => {
    const seen: (string | null)[] = [];
    const transport = createRouterTransport(
      (router) => {
        router.service(AuthService, {
          me: (_req, ctx) => {
            seen.push(ctx.requestHeader.get('Authorization'));
            return {};
          },
        });
      },
      { transport: { interceptors: [bearer] } },
    );
    setSession('staff-token', undefined);
    const client = clientOf(AuthService, transport);
    await client.me({});
    await client.me({}, { headers: { Authorization: 'Bearer client-token' } });
    expect(seen).toEqual(['Bearer staff-token', 'Bearer client-token']);
  });
});
