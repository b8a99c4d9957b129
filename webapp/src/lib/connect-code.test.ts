import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { connectCode, isUnauthenticated, shellCodes } from './connect-code';

describe('connect codes of the app shell', () => {
  it('match the Connect runtime', () => {
    expect(shellCodes).toEqual({
      unknown: Code.Unknown,
      deadlineExceeded: Code.DeadlineExceeded,
      unavailable: Code.Unavailable,
      unauthenticated: Code.Unauthenticated,
    });
  });

  it('are read from a ConnectError and nothing else', () => {
    expect(connectCode(new ConnectError('x', Code.NotFound))).toBe(Code.NotFound);
    expect(connectCode(new Error('x'))).toBeUndefined();
    expect(isUnauthenticated(new ConnectError('x', Code.Unauthenticated))).toBe(true);
  });
});
