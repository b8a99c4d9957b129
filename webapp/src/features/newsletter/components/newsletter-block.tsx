// Placeholder: the newsletter sign-up block of the service pages.
export function NewsletterBlock() {
  return null;
}
