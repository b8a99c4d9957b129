import { useId, type ReactNode } from 'react';

type Props = {
  label: string;
  // The spec's message for this field, from the client-side check or the server.
  error?: string;
  // Renders the control with the ids that tie it to its label and message.
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
};

export function FormField({ label, error, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="job-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
