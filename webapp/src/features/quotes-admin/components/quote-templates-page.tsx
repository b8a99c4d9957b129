import { useId, useState, type FormEvent } from 'react';
import { QuoteTemplateKind, type QuoteTemplate } from '../../../gen/gusset/admin/v1/quotes_pb';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useCreateTemplate, useQuoteTemplates, useRetireTemplate, useUpdateTemplate } from '../api/use-quotes';
import './quotes-admin.css';

const kinds = [
  { kind: QuoteTemplateKind.INCLUSION, title: 'Inclusions', one: 'inclusion' },
  { kind: QuoteTemplateKind.EXCLUSION, title: 'Exclusions', one: 'exclusion' },
  { kind: QuoteTemplateKind.TERMS, title: 'Terms', one: 'terms' },
] as const;

// QuoteTemplatesPage keeps the inclusions, exclusions and terms quotes are written from.
// An edit is the template's next version; quotes keep the text they used.
export function QuoteTemplatesPage() {
  return (
    <div className="quote-templates">
      <p className="muted">Editing a template writes its next version: quotes already written keep the text they used.</p>
      {kinds.map((k) => (
        <KindSection key={k.kind} {...k} />
      ))}
    </div>
  );
}

function KindSection({ kind, title, one }: { kind: QuoteTemplateKind; title: string; one: string }) {
  const templates = useQuoteTemplates(kind);
  const create = useCreateTemplate();
  const id = useId();
  return (
    <section aria-labelledby={id} className="quote-templates__kind">
      <h2 id={id}>{title}</h2>
      {templates.isError && <p role="alert">{errorText(templates.error)}</p>}
      <ul className="quote-templates__list">
        {templates.data?.map((t) => (
          <li key={t.familyId}>
            <TemplateItem template={t} />
          </li>
        ))}
      </ul>
      <details>
        <summary>Add {one === 'terms' ? 'terms' : `an ${one}`}</summary>
        <TemplateForm
          label={`New ${one}`}
          busy={create.isPending}
          error={create.error}
          onSave={(title, body, done) => create.mutate({ kind, title, body }, { onSuccess: done })}
        />
      </details>
    </section>
  );
}

function TemplateItem({ template: t }: { template: QuoteTemplate }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTemplate();
  const retire = useRetireTemplate();
  if (editing) {
    return (
      <TemplateForm
        label={`Edit ${t.title}`}
        initial={t}
        busy={update.isPending}
        error={update.error}
        onSave={(title, body) => update.mutate({ familyId: t.familyId, title, body }, { onSuccess: () => setEditing(false) })}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <article className="quote-templates__item">
      <h3>
        {t.title} <span className="muted">version {t.version}, {formatDate(t.createTime)}</span>
      </h3>
      <p className="quote-templates__body">{t.body}</p>
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Edit
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={retire.isPending}
          onClick={() => window.confirm(`Retire "${t.title}"? Quotes that use it keep their copy.`) && retire.mutate(t.familyId)}
        >
          Retire
        </button>
      </div>
      {retire.isError && <p role="alert">{errorText(retire.error)}</p>}
    </article>
  );
}

type FormProps = {
  label: string;
  initial?: QuoteTemplate;
  busy: boolean;
  error: unknown;
  onSave: (title: string, body: string, done: () => void) => void;
  onCancel?: () => void;
};

function TemplateForm({ label, initial, busy, error, onSave, onCancel }: FormProps) {
  const id = useId();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    onSave(String(data.get('title') ?? ''), String(data.get('body') ?? ''), () => form.reset());
  }
  return (
    <form onSubmit={onSubmit} aria-label={label} className="quote-templates__form">
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} name="title" defaultValue={initial?.title} maxLength={200} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-body`}>Text</label>
        <textarea id={`${id}-body`} name="body" rows={5} defaultValue={initial?.body} required />
      </div>
      {Boolean(error) && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
