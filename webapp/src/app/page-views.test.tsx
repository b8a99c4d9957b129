import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

describe('page views', () => {
  it('reports each route change with its query string and the referrer', async () => {
    const send = vi.fn<(url: string, body: string) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    Object.defineProperty(document, 'referrer', { value: 'https://www.linkedin.com/feed/', configurable: true });
    renderApp({ path: '/portal?utm_source=linkedin' });
    await screen.findByRole('heading', { level: 1, name: /Project Portal/ });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    await act(async () => userEvent.click(footer.querySelector('a[href="/privacy"]')!));
    await screen.findByRole('heading', { level: 1, name: /Privacy/ });
    const sent = send.mock.calls.map(([url, body]) => [url, JSON.parse(body)]);
    expect(sent).toEqual([
      ['/analytics/event', { u: '/portal?utm_source=linkedin', r: 'https://www.linkedin.com/feed/' }],
      ['/analytics/event', { u: '/privacy', r: 'https://www.linkedin.com/feed/' }],
    ]);
  });
});
