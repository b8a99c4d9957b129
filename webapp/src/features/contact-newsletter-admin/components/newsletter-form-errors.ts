import { fieldViolations } from '../../../lib/field-violations';
import type { NewsletterContent } from '../api/use-start-send';

// Messages by the server's field names (subject, html, post_id): the form shows each under
// its field.
export type NewsletterErrors = Partial<Record<'subject' | 'html' | 'post_id', string>>;

export type NewsletterMode = 'write' | 'post';

// A courtesy check before the call, with the server's own messages where it has them; the
// server checks again and has the last word (serverErrors).
export function checkNewsletter(mode: NewsletterMode, content: NewsletterContent): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (mode === 'post') {
    if (!content.postId) errors.post_id = 'Choose a blog post to send';
    return errors;
  }
  if (!content.subject) errors.subject = 'Subject is required';
  if (!content.html) errors.html = 'The newsletter has no content';
  return errors;
}

// serverErrors splits a failed call into the fields' messages and any the form has no
// field for (shown above the button).
export function serverErrors(error: unknown): { fields: NewsletterErrors; other: string[] } {
  const fields: NewsletterErrors = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fieldViolations(error))) {
    if (field === 'subject' || field === 'html' || field === 'post_id') fields[field] = message;
    else other.push(message);
  }
  return { fields, other };
}
