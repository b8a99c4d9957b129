import { createContext, useContext } from 'react';

// confirm(text, note, action) resolves true when the user confirms, false when they
// cancel. text is the spec's exact question; note, when given, is a second sentence below
// it (e.g. that the item can be restored from the trash); action labels the confirming
// button, "Delete" unless the destructive step is something else (e.g. a password reset).
export type Confirm = (text: string, note?: string, action?: string) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
