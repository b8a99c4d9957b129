import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from './export-button';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('export button', () => {
  it('fetches the export with the session’s cookie, no token from script, and saves it under the server’s name', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('email\nann@reader.example\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="subscribers-2026-11-25.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const created: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    render(<ExportButton path="/exports/subscribers.csv" label="Export CSV" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    // A same-origin fetch carries the HttpOnly session cookie; the script holds no token.
    expect(fetchMock).toHaveBeenCalledWith('/exports/subscribers.csv');
    expect(created).toEqual(['subscribers-2026-11-25.csv']);
    click.mockRestore();
  });

  it('says when the export fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 401 })));
    render(<ExportButton path="/exports/applicants.csv" label="Export applicants (CSV)" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export applicants (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
  });
});
