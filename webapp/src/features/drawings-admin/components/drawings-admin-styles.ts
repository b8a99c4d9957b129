import type { CSSProperties } from 'react';

// The drawings' staff screens use the admin layout's classes (admin-table, admin-actions,
// field, button), the shared drawings views' stylesheet, and these few rules inline.
export const stack: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2rem' };
export const formStyle: CSSProperties = { display: 'grid', gap: '0.75rem', maxWidth: '32rem' };
export const panel: CSSProperties = { display: 'grid', gap: '1rem', padding: '1rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)' };
