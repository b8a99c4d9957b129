// Moves focus to the first field marked invalid, scrolled to the middle of its scroll box
// (a tall dialog's too), so keyboard and screen-reader users land on what needs fixing
// and sighted users see it. Called after the error messages have rendered.
export function focusFirstInvalid(form?: HTMLElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.scrollIntoView?.({ block: 'center' });
  field?.focus({ preventScroll: true });
}
