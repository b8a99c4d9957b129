import { describe, expect, it } from 'vitest';
import { clearSession, getSessionUser, getToken, setSession } from './session';

describe('session', () => {
  it('keeps the token and user in sessionStorage until cleared', () => {
    setSession('tok-1', { id: 'u-1', username: 'alice' });

    expect(getToken()).toBe('tok-1');
    expect(sessionStorage.getItem('gusset.token')).toBe('tok-1');
    expect(getSessionUser()).toEqual({ id: 'u-1', username: 'alice' });

    clearSession();

    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });
});
