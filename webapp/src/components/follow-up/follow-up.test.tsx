import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssigneeSelect } from './assignee-select';
import { NotesPanel } from './notes-panel';

const idle = { mutate: vi.fn(), isPending: false, isError: false, error: null };
const classes = { panel: 'panel', list: 'list' };

describe('the follow-up notes panel', () => {
  it('lists the notes with their author, and says so when there are none', () => {
    const { rerender } = render(
      <NotesPanel notes={{ isPending: false, isError: false, data: [] }} add={idle} classes={classes} heading="Notes" />,
    );
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    rerender(
      <NotesPanel
        notes={{ isPending: false, isError: false, data: [{ id: 'n1', author: '', body: 'Called back.' }] }}
        add={idle}
        classes={classes}
        heading="Notes"
      />,
    );
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Called back.');
    expect(screen.getByText(/^Unknown ·/)).toBeInTheDocument();
  });

  it('saves a note and empties the form once saved', () => {
    const mutate = vi.fn((_body: string, options: { onSuccess: () => void }) => options.onSuccess());
    render(<NotesPanel notes={{ isPending: true, isError: false }} add={{ ...idle, mutate }} classes={classes} ariaLabel="Notes on Ann" />);
    const field = screen.getByLabelText('Add a note');
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    fireEvent.change(field, { target: { value: 'Sent the test.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(mutate).toHaveBeenCalledWith('Sent the test.', expect.anything());
    expect(field).toHaveValue('');
  });
});

describe('the follow-up assignee control', () => {
  it('offers nobody and the staff, and keeps showing an assignee disabled since', () => {
    const onChange = vi.fn();
    render(
      <AssigneeSelect
        id="a"
        label="Assigned to"
        noneLabel="Nobody"
        value="u-gone"
        valueName="gone"
        staff={[{ id: 'u-bob', username: 'bob' }]}
        disabled={false}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Assigned to');
    expect(select).toHaveValue('u-gone');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Nobody', 'gone', 'bob']);
    fireEvent.change(select, { target: { value: 'u-bob' } });
    expect(onChange).toHaveBeenCalledWith('u-bob');
  });
});
