import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function beacons(send: ReturnType<typeof vi.fn>) {
  return send.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body as string) as { u: string; r: string } }));
}

describe('usePageViews', () => {
  it('reports each route change with its query string, and the referrer once', async () => {
    const send = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    Object.defineProperty(document, 'referrer', { value: 'https://www.linkedin.com/feed/', configurable: true });
    renderApp({ path: '/portal?utm_source=linkedin' });
    await screen.findByRole('heading', { level: 1, name: /Project Portal/ });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    await act(async () => userEvent.click(footer.querySelector('a[href="/privacy"]')!));
    await screen.findByRole('heading', { level: 1, name: /Privacy/ });
    const sent = beacons(send);
    expect(sent.map((b) => b.url)).toEqual(['/analytics/event', '/analytics/event']);
    expect(sent[0].body).toEqual({ u: '/portal?utm_source=linkedin', r: 'https://www.linkedin.com/feed/' });
    expect(sent[1].body.u).toBe('/privacy');
    expect(sent[1].body.r).toBe('');
  });

  it('sends nothing when the browser asks for Global Privacy Control', async () => {
    const send = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    renderApp({ path: '/portal' });
    await screen.findByRole('heading', { level: 1, name: /Project Portal/ });
    expect(send).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  });
});
