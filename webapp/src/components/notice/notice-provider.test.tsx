import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotice } from './notice-context';
import { NoticeProvider, noticeLifetimeMs } from './notice-provider';

function Trigger() {
  const { notify } = useNotice();
  return (
    <>
      <button onClick={() => notify('Saved.', 'success')}>save</button>
      <button onClick={() => notify('Failed.', 'error')}>fail</button>
    </>
  );
}

function renderNotices() {
  render(
    <NoticeProvider>
      <Trigger />
    </NoticeProvider>,
  );
}

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('announces notices in a polite live region', () => {
    renderNotices();

    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));

    const region = screen.getByText('Saved.').closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toContainElement(screen.getByText('Failed.'));
  });

  it('closes a notice with its close button', () => {
    renderNotices();

    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));

    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('dismisses a notice by itself after a few seconds', () => {
    vi.useFakeTimers();
    renderNotices();

    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    act(() => vi.advanceTimersByTime(noticeLifetimeMs - 1));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));

    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });
});
