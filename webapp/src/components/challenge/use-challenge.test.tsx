import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred';
import { HoneypotField, honeypotValue } from './honeypot-field';
import { solveChallenge, type SolvedChallenge } from './solve-challenge';
import { useChallenge } from './use-challenge';

vi.mock('./solve-challenge');

// A form as the public ones use the hook: solving starts on focus, a submission waits for
// it, and each submission spends its payload.
function GuardedForm({ onSend }: { onSend: (fields: { website: string; challenge: string }) => void }) {
  const challenge = useChallenge();
  const [sent, setSent] = useState(0);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const proof = await challenge.solved();
    if (proof === null) return;
    onSend({ website: honeypotValue(data), challenge: proof });
    challenge.reset();
    setSent((n) => n + 1);
  };
  return (
    <form onSubmit={onSubmit} onFocus={challenge.start}>
      <label>
        Email <input name="email" />
      </label>
      <HoneypotField />
      <p data-testid="state">{challenge.state}</p>
      <p role="status">{sent} sent</p>
      <button type="submit" disabled={challenge.waiting}>
        {challenge.waiting ? 'Verifying…' : 'Send'}
      </button>
    </form>
  );
}

beforeEach(() => {
  vi.mocked(solveChallenge).mockReset();
});

describe('useChallenge', () => {
  it('does nothing until the form is used, then solves in the background', async () => {
    let solved = 0;
    vi.mocked(solveChallenge).mockImplementation(async () => ({ payload: `p-${++solved}`, dispose: () => {} }));
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<GuardedForm onSend={onSend} />);
    expect(screen.getByTestId('state')).toHaveTextContent('idle');
    expect(solveChallenge).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Email'));

    expect(await screen.findByText('verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('2 sent')).toBeInTheDocument();
    expect(onSend.mock.calls.map(([fields]) => fields)).toEqual([
      { website: '', challenge: 'p-1' },
      { website: '', challenge: 'p-2' },
    ]);
  });

  it('makes a submission wait, showing Verifying…', async () => {
    const solving = deferred<SolvedChallenge>();
    vi.mocked(solveChallenge).mockReturnValue(solving.promise);
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<GuardedForm onSend={onSend} />);
    await user.type(screen.getByLabelText('Email'), 'a@b.example');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
    solving.resolve({ payload: 'p-1', dispose: () => {} });
    expect(await screen.findByText('1 sent')).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledWith({ website: '', challenge: 'p-1' });
    expect(solveChallenge).toHaveBeenCalledTimes(1);
  });

  it('stops the work when the form goes away', async () => {
    vi.mocked(solveChallenge).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    const { unmount } = render(<GuardedForm onSend={() => {}} />);
    await user.click(screen.getByLabelText('Email'));
    const { signal } = vi.mocked(solveChallenge).mock.calls[0][0];
    expect(signal.aborted).toBe(false);

    unmount();

    expect(signal.aborted).toBe(true);
  });
});

describe('HoneypotField', () => {
  it('is a field named website that people neither see, hear nor reach with Tab', () => {
    render(<HoneypotField />);

    const input = screen.getByLabelText('Leave this field empty');
    expect(input).toHaveAttribute('name', 'website');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveValue('');
    const box = input.closest('.honeypot-field');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    // Off-screen (honeypot-field.css), not display:none, which bots recognise.
    expect(box).not.toHaveStyle({ display: 'none' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
