import type { Transport } from '@connectrpc/connect';
import { describe, expect, it, vi } from 'vitest';
import { BlogService } from '../gen/gusset/site/v1/blog_pb';
import type { Exchange } from './embedded-data';
import { withPreloaded } from './preloaded';
import { clientOf } from './use-client';

const exchange: Exchange = {
  procedure: '/gusset.site.v1.BlogService/GetPost',
  request: { id: 'p1' },
  response: { post: { id: 'p1', title: 'Embedded', likes: '3' } },
};

// network stands in for the Connect transport and counts how often it is needed.
function network() {
  const unary = vi.fn<Transport['unary']>(() => Promise.reject(new Error('the network was asked')));
  const load = vi.fn(() => Promise.resolve({ unary, stream: vi.fn() } as Transport));
  return { load, unary };
}

describe('withPreloaded', () => {
  it('answers a matching call from the page without loading the network transport', async () => {
    const net = network();
    const client = clientOf(BlogService, withPreloaded(net.load, [exchange]));
    const got = await client.getPost({ id: 'p1' });
    expect(got.post?.title).toBe('Embedded');
    expect(got.post?.likes).toBe(3n);
    expect(net.load).not.toHaveBeenCalled();
  });

  it('answers each exchange once: the same call again goes to the network', async () => {
    const net = network();
    const client = clientOf(BlogService, withPreloaded(net.load, [exchange]));
    await client.getPost({ id: 'p1' });
    await expect(client.getPost({ id: 'p1' })).rejects.toThrow('the network was asked');
    expect(net.unary).toHaveBeenCalledTimes(1);
  });

  it('sends a call with another request to the network', async () => {
    const net = network();
    const client = clientOf(BlogService, withPreloaded(net.load, [exchange]));
    await expect(client.getPost({ id: 'p2' })).rejects.toThrow('the network was asked');
    expect(net.load).toHaveBeenCalledTimes(1);
  });
});
