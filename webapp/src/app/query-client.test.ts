import { Code, ConnectError } from '@connectrpc/connect';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

const unauthenticated = () => Promise.reject(new ConnectError('session expired', Code.Unauthenticated));

describe('query client', () => {
  it('reports a query rejected as Unauthenticated', async () => {
    const onUnauthenticated = vi.fn();
    const client = createQueryClient({ onUnauthenticated });

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: unauthenticated })).rejects.toThrow();

    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('reports a mutation rejected as Unauthenticated', async () => {
    const onUnauthenticated = vi.fn();
    const client = createQueryClient({ onUnauthenticated });

    await expect(new MutationObserver(client, { mutationFn: unauthenticated }).mutate()).rejects.toThrow();

    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  it('leaves Unauthenticated alone when the caller handles it', async () => {
    const onUnauthenticated = vi.fn();
    const client = createQueryClient({ onUnauthenticated });
    const meta = { handlesUnauthenticated: true };

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: unauthenticated, meta })).rejects.toThrow();
    await expect(new MutationObserver(client, { mutationFn: unauthenticated, meta }).mutate()).rejects.toThrow();

    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('ignores other failures', async () => {
    const onUnauthenticated = vi.fn();
    const client = createQueryClient({ onUnauthenticated });
    const denied = () => Promise.reject(new ConnectError('no', Code.PermissionDenied));

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: denied })).rejects.toThrow();

    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
