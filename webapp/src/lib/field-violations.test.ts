import { BinaryWriter } from '@bufbuild/protobuf/wire';
import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { fieldViolations } from './field-violations';

function badRequest(violations: [string, string][]): Uint8Array {
  const w = new BinaryWriter();
  for (const [field, message] of violations) {
    w.uint32((1 << 3) | 2).fork().uint32((1 << 3) | 2).string(field).uint32((2 << 3) | 2).string(message).join();
  }
  return w.finish();
}

describe('fieldViolations', () => {
  it('reads each field message of a BadRequest detail', () => {
    const err = new ConnectError('Role is required; Location is required', Code.InvalidArgument, undefined, [
      // The shape of a detail as it arrives from the server (not yet decoded).
      { type: 'google.rpc.BadRequest', value: badRequest([['role', 'Role is required'], ['location', 'Location is required']]) } as never,
    ]);
    expect(fieldViolations(err)).toEqual({ role: 'Role is required', location: 'Location is required' });
  });

  it('answers nothing for other errors', () => {
    expect(fieldViolations(new Error('x'))).toEqual({});
    expect(fieldViolations(new ConnectError('x', Code.NotFound))).toEqual({});
  });
});
