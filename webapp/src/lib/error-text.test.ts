import { Code, ConnectError } from '@connectrpc/connect';
import { describe, expect, it } from 'vitest';
import { invalidArgument } from '../test/bad-request';
import { errorText } from './error-text';
import { UploadError } from './upload-file';

describe('errorText', () => {
  it('joins the field messages of a validation error', () => {
    const err = invalidArgument({ username: 'Username is taken.', password: 'Password is too short.' });
    expect(errorText(err)).toBe('Username is taken. Password is too short.');
  });

  it("shows the server's message without the code prefix", () => {
    const err = new ConnectError('the last active staff account cannot be disabled', Code.FailedPrecondition);
    expect(err.message).toBe('[failed_precondition] the last active staff account cannot be disabled');
    expect(errorText(err)).toBe('the last active staff account cannot be disabled');
  });

  it("shows the upload endpoint's refusal", () => {
    expect(errorText(new UploadError('The file is too large', 413))).toBe('The file is too large');
  });

  it('falls back when the failure says nothing a person can act on', () => {
    expect(errorText(new ConnectError('', Code.Internal))).toBe('Something went wrong, Please try again later');
    expect(errorText(new TypeError('x is undefined'))).toBe('Something went wrong, Please try again later');
    expect(errorText(undefined, 'Failed to load applicants.')).toBe('Failed to load applicants.');
  });
});
