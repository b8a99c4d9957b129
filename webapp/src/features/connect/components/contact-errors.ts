import { fieldViolations } from '../../../lib/field-violations';
import type { ContactMessage } from '../api/use-send-message';

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const required = 'This field is required';

const fields: ContactField[] = ['name', 'email', 'phone', 'message'];
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// checkMessage applies the server's rules with its messages, so the visitor sees them
// before sending.
export function checkMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of fields) {
    if (!values[field].trim()) errors[field] = required;
  }
  if (!errors.email && !emailShape.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}

// serverErrors keeps the server's field messages for the fields of this form.
export function serverErrors(error: unknown): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, message] of Object.entries(fieldViolations(error))) {
    if ((fields as string[]).includes(field)) errors[field as ContactField] = message;
  }
  return errors;
}
