import type { CSSProperties } from 'react';

// The portal's staff screens use the admin layout's classes (admin-table, admin-actions,
// field, button) and these few rules, inline: a stylesheet of their own would be one more
// file for the route table that every page of the site loads to name.
export const stack: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem' };
export const formStyle: CSSProperties = { display: 'grid', gap: '0.75rem', maxWidth: '28rem' };
export const plainList: CSSProperties = { display: 'grid', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' };
export const card: CSSProperties = { padding: '0.75rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)', overflowWrap: 'anywhere' };
