import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from '../../config/site';
import { useT } from '../../lib/i18n/locale';
import { Icon } from './icon';
import * as m from './site-messages';

// Letters typed within this window form one type-ahead search (spec §9).
export const typeAheadResetMs = 350;

type Props = { item: NavItem };

// A top-level link with a dropdown of its sub-pages, after the WAI "disclosure navigation"
// pattern: the link itself navigates, hover or keyboard focus opens the dropdown, the
// chevron button toggles it for touch, arrows and letters move inside it, Escape closes it.
export function NavMenuItem({ item }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // After Escape or a chosen link the dropdown stays shut while focus is still inside it,
  // until focus or the pointer leaves the item.
  const held = useRef(false);
  const openAtPointerDown = useRef(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const topRef = useRef<HTMLAnchorElement>(null);
  const typeAhead = useRef<{ text: string; timer?: ReturnType<typeof setTimeout> }>({ text: '' });
  const listId = useId();

  if (item.children.length === 0) {
    return (
      <li className="site-nav__item">
        <NavLink to={item.path} className="site-nav__link">
          {item.name}
        </NavLink>
      </li>
    );
  }

  const show = () => {
    if (!held.current) setOpen(true);
  };
  const release = () => {
    held.current = false;
    setOpen(false);
  };
  const shut = () => {
    held.current = true;
    setOpen(false);
  };

  const subLinks = () => Array.from(itemRef.current?.querySelectorAll<HTMLAnchorElement>('.site-nav__sublink') ?? []);

  const focusSubLink = (index: number) => {
    held.current = false;
    setOpen(true);
    const links = subLinks();
    // The dropdown may be hidden until this render commits; focus after it.
    requestAnimationFrame(() => links[(index + links.length) % links.length]?.focus());
  };

  const searchByLetter = (letter: string, current: number) => {
    const state = typeAhead.current;
    clearTimeout(state.timer);
    state.text += letter.toLowerCase();
    state.timer = setTimeout(() => (state.text = ''), typeAheadResetMs);
    const names = item.children.map((child) => child.name.toLowerCase());
    // A repeated single letter cycles through the items starting with it.
    const start = state.text.length === 1 ? current + 1 : Math.max(current, 0);
    for (let step = 0; step < names.length; step++) {
      const index = (start + step) % names.length;
      if (names[index].startsWith(state.text)) {
        focusSubLink(index);
        return;
      }
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    const current = subLinks().indexOf(document.activeElement as HTMLAnchorElement);
    switch (e.key) {
      case 'Escape':
        if (open) {
          e.stopPropagation();
          shut();
          topRef.current?.focus();
        }
        return;
      case 'ArrowDown':
        e.preventDefault();
        focusSubLink(current + 1);
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (current <= 0) {
          topRef.current?.focus();
        } else {
          focusSubLink(current - 1);
        }
        return;
      case 'Home':
      case 'End':
        if (current >= 0) {
          e.preventDefault();
          focusSubLink(e.key === 'Home' ? 0 : item.children.length - 1);
        }
        return;
      default:
        if (current >= 0 && e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
          e.preventDefault();
          searchByLetter(e.key, current);
        }
    }
  };

  return (
    <li
      ref={itemRef}
      className={`site-nav__item${open ? ' site-nav__item--open' : ''}`}
      onMouseEnter={show}
      onMouseLeave={release}
      onFocus={show}
      onBlur={(e) => {
        if (!itemRef.current?.contains(e.relatedTarget as Node | null)) release();
      }}
      onKeyDown={onKeyDown}
    >
      <NavLink ref={topRef} to={item.path} className="site-nav__link" onClick={shut}>
        {item.name}
      </NavLink>
      <button
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t(m.subPages, { name: item.name })}
        onPointerDown={() => (openAtPointerDown.current = open)}
        onClick={(e) => {
          // A tap opens the dropdown even though the emulated hover may have opened it
          // a moment earlier; a keyboard press (detail 0) simply toggles.
          const wasOpen = e.detail === 0 ? open : openAtPointerDown.current;
          if (wasOpen) {
            shut();
          } else {
            held.current = false;
            setOpen(true);
          }
        }}
      >
        <Icon name="chevron" size={16} />
      </button>
      <ul id={listId} className="site-nav__submenu">
        {item.children.map((child) => (
          <li key={child.path}>
            <NavLink to={child.path} className="site-nav__sublink" onClick={shut}>
              {child.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
