import { createContext, useContext } from 'react';

// confirm(text, note) resolves true when the user confirms, false when they cancel. text
// is the spec's exact question; note, when given, is a second sentence below it (e.g.
// that the item can be restored from the trash).
export type Confirm = (text: string, note?: string) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
