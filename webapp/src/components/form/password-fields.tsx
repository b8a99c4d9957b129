import { useId } from 'react';
import { useT } from '../../lib/i18n/locale';
import * as m from './form-messages';
import './field.css';

// PasswordFields are a password change's inputs, for staff and clients alike: the current
// password (asked once one is set) and the new one, at least 8 characters as the server
// requires. The form reads them as "current" and "next".
export function PasswordFields({ askCurrent = true }: { askCurrent?: boolean }) {
  const t = useT();
  const ids = { current: useId(), next: useId() };
  return (
    <>
      {askCurrent && (
        <div className="field">
          <label htmlFor={ids.current}>{t(m.currentPassword)}</label>
          <input id={ids.current} name="current" type="password" autoComplete="current-password" required />
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.next}>{t(m.newPassword)}</label>
        <input id={ids.next} name="next" type="password" autoComplete="new-password" minLength={8} required />
      </div>
    </>
  );
}
