import { useId } from 'react';

export type FigureItem = { key: string; value: string; label: string };

type Props = {
  items: FigureItem[];
  onChange: (items: FigureItem[]) => void;
  errors: Record<string, string>;
};

let next = 0;
export const newFigure = (value = '', label = ''): FigureItem => ({ key: `figure-${++next}`, value, label });

// The results in figures: a value ("38%") and what it measures ("fewer RFIs").
export function CaseStudyFigures({ items, onChange, errors }: Props) {
  const id = useId();
  const set = (i: number, patch: Partial<FigureItem>) => onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="field case-study-figures-field">
      <legend>Results in figures</legend>
      {errors.figures && <p className="case-study-form__error">{errors.figures}</p>}
      {items.map((item, i) => {
        const valueError = errors[`figures[${i}].value`];
        const labelError = errors[`figures[${i}].label`];
        return (
          <div key={item.key} className="case-study-figures-field__row">
            <div>
              <label htmlFor={`${id}-value-${i}`}>Figure {i + 1} value</label>
              <input
                id={`${id}-value-${i}`}
                value={item.value}
                maxLength={60}
                placeholder="38%"
                aria-invalid={valueError ? true : undefined}
                onChange={(e) => set(i, { value: e.target.value })}
              />
              {valueError && <p className="case-study-form__error">{valueError}</p>}
            </div>
            <div>
              <label htmlFor={`${id}-label-${i}`}>Figure {i + 1} label</label>
              <input
                id={`${id}-label-${i}`}
                value={item.label}
                maxLength={60}
                placeholder="fewer RFIs"
                aria-invalid={labelError ? true : undefined}
                onChange={(e) => set(i, { label: e.target.value })}
              />
              {labelError && <p className="case-study-form__error">{labelError}</p>}
            </div>
            <button
              type="button"
              className="button button--danger"
              aria-label={`Remove figure ${i + 1}`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </div>
        );
      })}
      {items.length < 8 && (
        <button type="button" className="button" onClick={() => onChange([...items, newFigure()])}>
          + Add figure
        </button>
      )}
    </fieldset>
  );
}
