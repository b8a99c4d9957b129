import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './sortable-list';

type Item = { id: string; name: string };
const three: Item[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
  { id: 'c', name: 'Charlie' },
];

function List({ onReorder }: { onReorder: (items: Item[]) => void }) {
  const [items, setItems] = useState(three);
  return (
    <SortableList
      items={items}
      idOf={(item) => item.id}
      nameOf={(item) => item.name}
      noun="item"
      onReorder={(next) => {
        onReorder(next);
        setItems(next);
      }}
      handleClassName="handle"
      list={(rows) => <ol aria-label="Items">{rows}</ol>}
      row={(item, _, { ref, style, handle, first, last, move }) => (
        <li ref={ref} style={style}>
          {handle}
          <span>{item.name}</span>
          <button type="button" onClick={() => move(-1)} disabled={first}>
            Move {item.name} up
          </button>
          <button type="button" onClick={() => move(1)} disabled={last}>
            Move {item.name} down
          </button>
        </li>
      )}
    />
  );
}

// jsdom lays nothing out: every row gets a box 50 px below the one before it, so the
// keyboard sensor has somewhere to move to (a handle reports its row's box).
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const li = this.closest('li');
    const top = li ? Array.from(li.parentElement?.children ?? []).indexOf(li) * 50 : 0;
    return { x: 0, y: top, top, left: 0, width: 200, height: 40, right: 200, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => vi.restoreAllMocks());

const names = () => within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);

// Everything the live region said, in order: each announcement replaces the one before.
let heard: string[] = [];
let observer: MutationObserver | undefined;
beforeEach(() => {
  heard = [];
  observer = new MutationObserver(() => {
    const said = document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    if (said && said !== heard.at(-1)) heard.push(said);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
});
afterEach(() => observer?.disconnect());
const spoken = () => heard.join(' | ');

// Dragging under jsdom is slow on a busy machine: give each test more than the default.
describe('SortableList', { timeout: 20_000 }, () => {
  it('moves an item with the keyboard and says each step', async () => {
    const user = userEvent.setup();
    const orders: string[][] = [];
    render(<List onReorder={(items) => orders.push(items.map((i) => i.id))} />);
    expect(document.body.textContent).toContain('To move an item, press Space, move it with the arrow keys and press Space again to drop it, or Escape to cancel.');

    screen.getByRole('button', { name: 'Drag Alpha' }).focus();
    await user.keyboard(' ');
    // Picked up: "Picked up Alpha, …" and, in the same render under jsdom, where it is over.
    await waitFor(() => expect(spoken()).toContain('Alpha is over position 1 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(spoken()).toContain('Alpha is over position 2 of 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(spoken()).toContain('Alpha dropped at position 2 of 3.'));
    expect(orders).toEqual([['b', 'a', 'c']]);
    expect(names()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  });

  it('says so when a drag is cancelled, and keeps the order', async () => {
    const user = userEvent.setup();
    const orders: string[][] = [];
    render(<List onReorder={(items) => orders.push(items.map((i) => i.id))} />);
    screen.getByRole('button', { name: 'Drag Bravo' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(spoken()).toContain('Bravo is over position 2 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(spoken()).toContain('Bravo is over position 3 of 3.'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(spoken()).toContain('Moving Bravo was cancelled.'));
    expect(orders).toEqual([]);
    expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('moves an item by one place with its buttons, the first not up and the last not down', async () => {
    const user = userEvent.setup();
    const orders: string[][] = [];
    render(<List onReorder={(items) => orders.push(items.map((i) => i.id))} />);
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Charlie down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Charlie up' }));
    expect(orders).toEqual([['a', 'c', 'b']]);
    expect(names()).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });
});
