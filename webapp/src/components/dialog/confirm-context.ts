import { createContext, useContext } from 'react';

// confirm(text) resolves true when the user confirms, false when they cancel.
export type Confirm = (text: string) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
