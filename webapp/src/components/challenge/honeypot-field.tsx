import { useId } from 'react';
import './honeypot-field.css';

// The name of the field the server reads: filled, the submission is refused.
export const honeypotName = 'website';

// HoneypotField is a field people never see nor reach with the keyboard, which form-filling
// bots fill in. It is moved off-screen rather than display:none, which bots skip; screen
// readers skip it (aria-hidden) and it is out of the tab order.
export function HoneypotField() {
  const id = useId();
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

// honeypotValue reads the field from a submitted form's data.
export function honeypotValue(data: FormData): string {
  return String(data.get(honeypotName) ?? '');
}
