import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formRefusal } from '../../../components/challenge/form-refusal';
import { HoneypotField, honeypotValue } from '../../../components/challenge/honeypot-field';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { FormField } from '../../../components/form/form-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useT } from '../../../lib/i18n/locale';
import type { MessageText } from '../../../lib/i18n/messages';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasStoredFiles } from '../api/stored-files';
import { notFilledIn, useSubmitEstimate, type EstimateValues } from '../api/use-submit-estimate';
import { SubmitEstimateRequestSchema } from '../../../gen/gusset/site/v1/estimate_pb';
import { checkEstimate, serverErrors, type EstimateErrors } from './estimate-errors';
import type { FileState } from './estimate-files';
import { ChoiceGroup, SelectField } from './estimate-inputs';
import * as m from './estimate-messages';
import { deliverableOptions, drawingStatusOptions, softwareOptions, useServiceOptions } from './estimate-options';
import { FilesHeader } from './files-header';

// The uploader comes when the visitor starts on the form (or has files from before a
// reload): the page's first load stays light.
const EstimateFiles = lazy(() => import('./estimate-files').then((m) => ({ default: m.EstimateFiles })));

// valuesOf reads the form by the request's schema: each field the visitor fills in is the
// input of the same (camelCase) name, a repeated one its checked boxes, trimmed text else.
function valuesOf(data: FormData): EstimateValues {
  const values: Record<string, string | string[]> = {};
  for (const field of SubmitEstimateRequestSchema.fields) {
    if (notFilledIn.has(field.localName)) continue;
    values[field.localName] =
      field.fieldKind === 'list' ? data.getAll(field.localName).map(String) : String(data.get(field.localName) ?? '').trim();
  }
  return values as EstimateValues;
}

export function EstimateForm() {
  const t = useT();
  const labelled = (options: readonly { value: string; label: MessageText }[]) => options.map((o) => ({ value: o.value, label: t(o.label) }));
  const [params] = useSearchParams();
  const chosenService = params.get('service') ?? '';
  const serviceOptions = useServiceOptions();
  const submit = useSubmitEstimate();
  const challenge = useChallenge();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<EstimateErrors>({});
  const files = useRef<FileState[]>([]);
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);
  const [picked, setPicked] = useState<File[]>([]);
  // Every choice of files, in order: the uploader starts each one it has not yet seen.
  const pick = (chosen: File[]) => setPicked((list) => [...list, ...chosen]);
  const uploader = hydrated && (started || picked.length > 0 || hasStoredFiles());
  const [reference, setReference] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [software, setSoftware] = useState('');

  // Focus goes to the first invalid field after a send, not as corrections clear errors.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) focusFirstInvalid(form.current);
    checked.current = false;
  }, [errors]);
  // The acknowledgement replaces the form, which on a phone was scrolled far down.
  const sent = useRef<HTMLElement>(null);
  useEffect(() => {
    sent.current?.scrollIntoView?.({ block: 'start' });
    sent.current?.focus({ preventScroll: true });
  }, [reference]);

  // A field's message goes as soon as the field is right (the rest stay until the next send).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as keyof EstimateErrors;
    if (!errors[name] || name === 'uploadIds') return;
    if (!checkEstimate(valuesOf(new FormData(event.currentTarget)))[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const proof = async () => {
    challenge.start();
    return challenge.solved();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending || challenge.waiting) return;
    const target = event.currentTarget;
    const data = new FormData(target);
    const values = valuesOf(data);
    setRefusal(null);
    setFailed(false);
    const problems = checkEstimate(values);
    if (files.current.some((f) => f.status !== 'done')) problems.uploadIds = 'A file has not finished uploading. Please wait for it to finish.';
    checked.current = true;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const solved = await challenge.solved();
    if (solved === null) return;
    const storage = await import('../api/visitor-storage');
    submit.mutate(
      {
        ...values,
        uploadIds: files.current.flatMap((f) => (f.id ? [f.id] : [])),
        uploadOwner: files.current.length > 0 ? storage.uploadOwner() : '',
        website: honeypotValue(data),
        challenge: solved,
      },
      {
        onSuccess: (res) => {
          target.reset();
          storage.forgetFiles();
          setReference(res.reference);
        },
        onError: (error) => {
          const refused = formRefusal(error);
          if (refused) {
            setRefusal(refused);
            return;
          }
          const fields = serverErrors(error);
          checked.current = true;
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFailed(true);
        },
        onSettled: () => challenge.reset(),
      },
    );
  };

  if (reference) {
    return (
      <section ref={sent} tabIndex={-1} className="estimate-form estimate-form--sent" role="status" aria-labelledby="estimate-sent">
        <h2 id="estimate-sent">{t(m.sent)}</h2>
        <p>
          {t(m.referenceBefore)}
          <strong className="estimate-form__reference">{reference}</strong>
          {t(m.referenceAfter)}
        </p>
      </section>
    );
  }

  return (
    <form
      ref={form}
      className="estimate-form"
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={() => {
        challenge.start();
        setStarted(true);
      }}
      noValidate
      aria-labelledby="estimate-form-heading"
    >
      <h2 id="estimate-form-heading">{t(m.heading)}</h2>
      <p className="estimate-form__hint">{t(m.hint)}</p>

      <fieldset className="estimate-form__group">
        <legend>{t(m.you)}</legend>
        <div className="estimate-form__row">
          <FormField label={t(m.name)} name="name" autoComplete="name" required error={errors.name} />
          <FormField label={t(m.company)} name="company" autoComplete="organization" required error={errors.company} />
        </div>
        <div className="estimate-form__row">
          <FormField label={t(m.email)} name="email" type="email" autoComplete="email" required error={errors.email} />
          <FormField label={t(m.phone)} name="phone" type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone} />
        </div>
      </fieldset>

      <fieldset className="estimate-form__group">
        <legend>{t(m.project)}</legend>
        <FormField label={t(m.projectName)} name="projectName" required error={errors.projectName} />
        <div className="estimate-form__row estimate-form__row--three">
          <FormField label={t(m.city)} name="city" autoComplete="address-level2" required error={errors.city} />
          <FormField label={t(m.region)} name="region" autoComplete="address-level1" error={errors.region} />
          <FormField label={t(m.country)} name="country" autoComplete="country-name" required error={errors.country} />
        </div>
        {/* The server draws the page without its query (one cached page for every link), so
            the service a link chose is ticked once the page is live in the browser. */}
        <ChoiceGroup
          key={hydrated ? 'live' : 'drawn'}
          legend={t(m.services)}
          name="services"
          options={serviceOptions}
          defaultChecked={hydrated ? [chosenService] : []}
          required
          error={errors.services}
        />
        <div className="estimate-form__row">
          <FormField label={t(m.structureType)} name="structureType" required error={errors.structureType} />
          <FormField label={t(m.tonnage)} name="tonnage" error={errors.tonnage} />
        </div>
        <FormField label={t(m.scopeNotes)} name="scopeNotes" multiline error={errors.scopeNotes} />
        <div className="estimate-form__row">
          <SelectField label={t(m.drawingStatus)} name="drawingStatus" options={labelled(drawingStatusOptions)} required error={errors.drawingStatus} />
          <FormField label={t(m.neededBy)} name="neededBy" type="date" required error={errors.neededBy} />
        </div>
        <div className="estimate-form__row">
          <SelectField label={t(m.software)} name="software" options={labelled(softwareOptions)} required error={errors.software} onChange={setSoftware} />
          {software === 'OTHER' && <FormField label={t(m.softwareOther)} name="softwareOther" required error={errors.softwareOther} />}
        </div>
        <ChoiceGroup legend={t(m.deliverables)} name="deliverables" options={labelled(deliverableOptions)} required error={errors.deliverables} />
      </fieldset>

      <fieldset className="estimate-files" aria-describedby={errors.uploadIds ? 'estimate-files-error' : undefined}>
        <FilesHeader onPick={pick} />
        {uploader && (
          <Suspense fallback={null}>
            <EstimateFiles proof={proof} refreshProof={challenge.reset} filesRef={files} picked={picked} />
          </Suspense>
        )}
        {errors.uploadIds && (
          <p id="estimate-files-error" className="form-field__error">
            {errors.uploadIds}
          </p>
        )}
      </fieldset>
      <HoneypotField />
      {failed && (
        <p className="estimate-form__result" role="alert">
          {t(m.failed)}
        </p>
      )}
      {refusal && (
        <p className="estimate-form__result" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary estimate-form__submit" disabled={submit.isPending || challenge.waiting}>
        {t(submit.isPending ? m.sending : challenge.waiting ? m.verifying : m.send)}
      </button>
    </form>
  );
}
