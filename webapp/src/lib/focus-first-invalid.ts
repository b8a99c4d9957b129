// Moves focus to the first field marked invalid, so keyboard and screen-reader users
// land on what needs fixing. Called after the error messages have rendered.
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
