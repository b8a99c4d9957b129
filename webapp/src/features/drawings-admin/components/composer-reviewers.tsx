import { useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { errorOf } from './composer-fields';

// One outside reviewer as the composer holds them (TransmittalInput.reviewers).
export type ReviewerDraft = { email: string; name: string; copy: boolean };

const fieldset = { display: 'grid', gap: '0.5rem', padding: '0.75rem', border: '1px solid var(--line)', borderRadius: 'var(--radius)', minWidth: 0 } as const;
const row = { display: 'grid', gap: '0.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' } as const;

type Props = {
  reviewers: ReviewerDraft[];
  onChange: (reviewers: ReviewerDraft[]) => void;
  // The server's violations, by field ("transmittal.reviewers[1].email").
  errors: Record<string, string>;
};

// ReviewerPicker names outside reviewers (an engineer of record, a contractor's reviewer,
// not of the client organization) by address: each is mailed a one-time sign-in link to
// the transmittal, as a recipient who reviews it or as a copy.
export function ReviewerPicker({ reviewers, onChange, errors }: Props) {
  const base = useId();
  const set = (i: number, change: Partial<ReviewerDraft>) => onChange(reviewers.map((r, j) => (j === i ? { ...r, ...change } : r)));
  return (
    <fieldset style={fieldset}>
      <legend>Outside reviewers ({reviewers.length})</legend>
      {reviewers.map((r, i) => {
        const id = `${base}-${i}`;
        const field = `transmittal.reviewers[${i}]`;
        const emailError = errors[`${field}.email`] ?? errorOf(errors, field);
        return (
          <div key={i} style={row} role="group" aria-label={`Outside reviewer ${i + 1}`}>
            <div className="field" style={{ marginBottom: 0 }}>
              <label htmlFor={`${id}-email`}>E-mail</label>
              <input
                id={`${id}-email`}
                type="email"
                value={r.email}
                onChange={(e) => set(i, { email: e.target.value })}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${id}-email-error` : undefined}
              />
              <FieldError id={`${id}-email-error`} message={emailError} />
            </div>
            <div className="field" style={{ marginBottom: 0 }}>
              <label htmlFor={`${id}-name`}>Name</label>
              <input id={`${id}-name`} value={r.name} onChange={(e) => set(i, { name: e.target.value })} />
            </div>
            <label>
              <input type="checkbox" checked={r.copy} onChange={(e) => set(i, { copy: e.target.checked })} /> A copy (does not review)
            </label>
            <button type="button" className="button" onClick={() => onChange(reviewers.filter((_, j) => j !== i))}>
              Remove reviewer {i + 1}
            </button>
          </div>
        );
      })}
      <div>
        <button type="button" className="button" onClick={() => onChange([...reviewers, { email: '', name: '', copy: false }])}>
          Add an outside reviewer
        </button>
      </div>
    </fieldset>
  );
}
