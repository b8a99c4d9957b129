import { lazy, Suspense, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { EditorBoundary } from '../../../components/rich-text-editor/editor-boundary';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { useNotice } from '../../../components/notice/notice-context';
import { CaseStudyStatus, type CaseStudy, type RelatedService } from '../../../gen/gusset/site/v1/case_studies_pb';
import { fieldViolations } from '../../../lib/field-violations';
import type { SaveCaseStudy } from '../api/use-save-case-study';
import { CaseStudyFigures, newFigure, type FigureItem } from './case-study-figures';
import { CaseStudyImages, type ImageItem } from './case-study-images';
import './case-study-form.css';

// draft-js is loaded when the editor first opens: no public page downloads it.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

type Text = 'title' | 'slug' | 'clientType' | 'city' | 'region' | 'country' | 'tonnage' | 'summary';
type Rich = 'challenge' | 'solution' | 'results';

// The rich-text fields: their labels and the names the server's violations use.
const richFields: { name: Rich; label: string; field: string }[] = [
  { name: 'challenge', label: 'Challenge', field: 'challenge_html' },
  { name: 'solution', label: 'Solution (approach)', field: 'solution_html' },
  { name: 'results', label: 'Results', field: 'results_html' },
];

const textFields: { name: Text; label: string; field: string; max: number; hint?: string }[] = [
  { name: 'title', label: 'Title', field: 'title', max: 200 },
  { name: 'slug', label: 'Address (slug)', field: 'slug', max: 80, hint: 'Lower-case words joined by dashes; empty makes one from the title.' },
  { name: 'clientType', label: 'Client type', field: 'client_type', max: 120, hint: 'For example: Steel fabricator' },
  { name: 'city', label: 'City', field: 'location.city', max: 120 },
  { name: 'region', label: 'Region', field: 'location.region', max: 120 },
  { name: 'country', label: 'Country', field: 'location.country', max: 120 },
  { name: 'tonnage', label: 'Tonnage (tons of steel)', field: 'tonnage', max: 9, hint: 'US short tons, at most one decimal; empty when not told.' },
];

type Props = {
  study: CaseStudy | null;
  // The service pages a case study can name (the screen reads them: this lazy chunk calls
  // no RPC of its own, so the screen's route preloads no shared chunk for it).
  services: RelatedService[];
  saving: boolean;
  onSave: (values: SaveCaseStudy, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  onCancel: () => void;
  onSaved: () => void;
};

export function CaseStudyForm({ study, services, saving, onSave, onCancel, onSaved }: Props) {
  const { notify } = useNotice();
  const [text, setText] = useState<Record<Text, string>>({
    title: study?.title ?? '',
    slug: study?.slug ?? '',
    clientType: study?.clientType ?? '',
    city: study?.location?.city ?? '',
    region: study?.location?.region ?? '',
    country: study?.location?.country ?? '',
    tonnage: study?.tonnage === undefined ? '' : String(study.tonnage),
    summary: study?.summary ?? '',
  });
  const [figures, setFigures] = useState<FigureItem[]>(() => (study?.figures ?? []).map((f) => newFigure(f.value, f.label)));
  const [images, setImages] = useState<ImageItem[]>(() =>
    (study?.images ?? []).map((img) => ({ key: img.file?.path ?? '', path: img.file?.path, preview: img.file?.path ?? '', alt: img.alt })),
  );
  const [chosen, setChosen] = useState<string[]>(() => (study?.services ?? []).map((s) => s.slug));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const editors = useRef<Partial<Record<Rich, EditorHandle | null>>>({});
  const [ready, setReady] = useState(0);
  const id = useId();
  // One stable ref callback per editor, so React does not detach and re-attach the
  // handles on every render.
  const editorRefs = useMemo(
    () =>
      Object.fromEntries(
        richFields.map((f) => [
          f.name,
          (handle: EditorHandle | null) => {
            editors.current[f.name] = handle;
            setReady(Object.values(editors.current).filter(Boolean).length);
          },
        ]),
      ) as Record<Rich, (handle: EditorHandle | null) => void>,
    [],
  );
  const published = study?.status === CaseStudyStatus.PUBLISHED;

  const save = (status: CaseStudyStatus) => {
    if (saving || uploading || ready < richFields.length) return;
    const html = (name: Rich) => {
      const h = editors.current[name];
      return h && h.hasContent() ? h.getHtml() : '';
    };
    onSave(
      {
        id: study?.id,
        caseStudy: {
          title: text.title,
          slug: text.slug,
          clientType: text.clientType,
          location: { city: text.city, region: text.region, country: text.country },
          // Not a number (letters) is sent as such: the server names the field.
          tonnage: text.tonnage.trim() === '' ? undefined : Number(text.tonnage),
          summary: text.summary,
          challengeHtml: html('challenge'),
          solutionHtml: html('solution'),
          resultsHtml: html('results'),
          figures: figures.map(({ value, label }) => ({ value, label })),
          images: images.map((img) => ({
            source: img.uploadId ? { case: 'uploadId' as const, value: img.uploadId } : { case: 'path' as const, value: img.path ?? '' },
            alt: img.alt,
          })),
          services: chosen,
          status,
        },
      },
      {
        onSuccess: () => {
          notify(status === CaseStudyStatus.PUBLISHED ? 'Case study published' : 'Case study saved as a draft', 'success');
          onSaved();
        },
        onError: (error) => {
          // The server checks every rule; its messages land beside the fields.
          setErrors(fieldViolations(error));
          notify('The case study was not saved: see the messages beside the fields.', 'error');
        },
      },
    );
  };

  const messageOf = (field: string) => errors[field];
  return (
    <form
      className="case-study-form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save(CaseStudyStatus.PUBLISHED);
      }}
      noValidate aria-busy={saving}>
      <div className="case-study-form__grid">
        {textFields.map((f) => {
          const error = messageOf(f.field);
          const inputId = `${id}-${f.name}`;
          return (
            <div key={f.name} className="field">
              <label htmlFor={inputId}>{f.label}</label>
              <input
                id={inputId}
                value={text[f.name]}
                maxLength={f.max}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={[f.hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined}
                onChange={(e) => setText((t) => ({ ...t, [f.name]: e.target.value }))}
              />
              {f.hint && (
                <p id={`${inputId}-hint`} className="muted case-study-form__hint">
                  {f.hint}
                </p>
              )}
              {error && (
                <p id={`${inputId}-error`} className="case-study-form__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="field">
        <label htmlFor={`${id}-summary`}>Summary</label>
        <textarea
          id={`${id}-summary`}
          value={text.summary}
          maxLength={300}
          rows={3}
          aria-invalid={messageOf('summary') ? true : undefined}
          aria-describedby={messageOf('summary') ? `${id}-summary-error` : undefined}
          onChange={(e) => setText((t) => ({ ...t, summary: e.target.value }))}
        />
        {messageOf('summary') && (
          <p id={`${id}-summary-error`} className="case-study-form__error">
            {messageOf('summary')}
          </p>
        )}
      </div>
      {richFields.map((f) => {
        const labelId = `${id}-${f.name}-label`;
        const errorId = `${id}-${f.name}-error`;
        const error = messageOf(f.field);
        return (
          <div key={f.name} className="field">
            <span id={labelId} className="case-study-form__label">
              {f.label}
            </span>
            <EditorBoundary>
              <Suspense fallback={<p className="muted">Loading editor…</p>}>
                <RichTextEditor ref={editorRefs[f.name]} initialHtml={study?.[`${f.name}Html`] ?? ''} labelId={labelId} errorId={error ? errorId : undefined} />
              </Suspense>
            </EditorBoundary>
            {error && (
              <p id={errorId} className="case-study-form__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <CaseStudyFigures items={figures} onChange={setFigures} errors={errors} />
      <CaseStudyImages items={images} onChange={setImages} errors={errors} onUploadingChange={setUploading} />
      <fieldset className="field case-study-form__services">
        <legend>Related services</legend>
        {services.map((s, i) => (
          <label key={s.slug} className="case-study-form__choice">
            <input
              type="checkbox"
              checked={chosen.includes(s.slug)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, s.slug] : c.filter((x) => x !== s.slug)))}
              aria-describedby={messageOf(`services[${i}]`) ? `${id}-services-error` : undefined}
            />
            {s.name}
          </label>
        ))}
        {Object.keys(errors).some((k) => k.startsWith('services[')) && (
          <p id={`${id}-services-error`} className="case-study-form__error">
            Choose only the site's service pages.
          </p>
        )}
      </fieldset>
      <div className="dialog__actions case-study-form__actions">
        <button type="button" className="button" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="button" className="button" onClick={() => save(CaseStudyStatus.DRAFT)} disabled={saving || uploading || ready < richFields.length}>
          {published ? 'Unpublish' : 'Save draft'}
        </button>
        <button type="submit" className="button button--primary" disabled={saving || uploading || ready < richFields.length}>
          {published ? 'Update' : 'Publish'}
        </button>
      </div>
    </form>
  );
}
