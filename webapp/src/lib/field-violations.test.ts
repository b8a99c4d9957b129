import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { invalidArgument } from '../test/bad-request';
import { fieldViolations } from './field-violations';

describe('fieldViolations', () => {
  it('reads each field message of a BadRequest detail', () => {
    const err = invalidArgument({ role: 'Role is required', location: 'Location is required' });
    expect(fieldViolations(err)).toEqual({ role: 'Role is required', location: 'Location is required' });
  });

  it('answers nothing for other errors', () => {
    expect(fieldViolations(new Error('x'))).toEqual({});
    expect(fieldViolations(new ConnectError('x', Code.NotFound))).toEqual({});
  });
});
