import type { CSSProperties } from 'react';

// The RFI screens use the admin layout's classes (admin-table, admin-actions, field,
// button), the drawings views' stylesheet, and these few rules inline.
export const stack: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem' };
export const formStyle: CSSProperties = { display: 'grid', gap: '0.75rem', maxWidth: '40rem', minWidth: 0 };
export const panel: CSSProperties = { display: 'grid', gap: '0.75rem', padding: '1rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)', minWidth: 0 };
export const fieldset: CSSProperties = { display: 'grid', gap: '0.4rem', padding: '0.75rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)', minWidth: 0 };
export const scroller: CSSProperties = { display: 'grid', gap: '0.35rem', maxHeight: '20rem', overflowY: 'auto', overflowWrap: 'anywhere' };
export const prose: CSSProperties = { overflowWrap: 'anywhere' };
