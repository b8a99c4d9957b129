import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formRefusal } from '../../../components/challenge/form-refusal';
import { HoneypotField, honeypotValue } from '../../../components/challenge/honeypot-field';
import { useChallenge } from '../../../components/challenge/use-challenge';
import { FormField } from '../../../components/form/form-field';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasStoredFiles } from '../api/stored-files';
import { notFilledIn, useSubmitEstimate, type EstimateValues } from '../api/use-submit-estimate';
import { SubmitEstimateRequestSchema } from '../../../gen/gusset/site/v1/estimate_pb';
import { checkEstimate, serverErrors, type EstimateErrors } from './estimate-errors';
import type { FileState } from './estimate-files';
import { ChoiceGroup, SelectField } from './estimate-inputs';
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

  useEffect(() => {
    focusFirstInvalid(form.current);
  }, [errors]);

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
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFailed(true);
        },
        onSettled: () => challenge.reset(),
      },
    );
  };

  if (reference) {
    return (
      <section className="estimate-form estimate-form--sent" role="status" aria-labelledby="estimate-sent">
        <h2 id="estimate-sent">Thank you: your request is in</h2>
        <p>
          Your reference is <strong className="estimate-form__reference">{reference}</strong>. We have e-mailed you a
          confirmation, and an estimator will reply within 24 hours.
        </p>
      </section>
    );
  }

  return (
    <form
      ref={form}
      className="estimate-form"
      onSubmit={onSubmit}
      onFocus={() => {
        challenge.start();
        setStarted(true);
      }}
      noValidate
      aria-labelledby="estimate-form-heading"
    >
      <h2 id="estimate-form-heading">Request an estimate</h2>
      <p className="estimate-form__hint">Fields marked * are required. We reply to every request within 24 hours.</p>

      <fieldset className="estimate-form__group">
        <legend>You</legend>
        <div className="estimate-form__row">
          <FormField label="Name" name="name" autoComplete="name" required error={errors.name} />
          <FormField label="Company" name="company" autoComplete="organization" required error={errors.company} />
        </div>
        <div className="estimate-form__row">
          <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
          <FormField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required error={errors.phone} />
        </div>
      </fieldset>

      <fieldset className="estimate-form__group">
        <legend>The project</legend>
        <FormField label="Project name" name="projectName" required error={errors.projectName} />
        <div className="estimate-form__row estimate-form__row--three">
          <FormField label="City" name="city" autoComplete="address-level2" required error={errors.city} />
          <FormField label="State / region" name="region" autoComplete="address-level1" error={errors.region} />
          <FormField label="Country" name="country" autoComplete="country-name" required error={errors.country} />
        </div>
        {/* The server draws the page without its query (one cached page for every link), so
            the service a link chose is ticked once the page is live in the browser. */}
        <ChoiceGroup
          key={hydrated ? 'live' : 'drawn'}
          legend="Services"
          name="services"
          options={serviceOptions}
          defaultChecked={hydrated ? [chosenService] : []}
          required
          error={errors.services}
        />
        <div className="estimate-form__row">
          <FormField label="Structure type" name="structureType" required error={errors.structureType} />
          <FormField label="Approximate tonnage" name="tonnage" error={errors.tonnage} />
        </div>
        <FormField label="Scope notes" name="scopeNotes" multiline error={errors.scopeNotes} />
        <div className="estimate-form__row">
          <SelectField label="Drawing status" name="drawingStatus" options={drawingStatusOptions} required error={errors.drawingStatus} />
          <FormField label="Estimate needed by" name="neededBy" type="date" required error={errors.neededBy} />
        </div>
        <div className="estimate-form__row">
          <SelectField label="Preferred software" name="software" options={softwareOptions} required error={errors.software} onChange={setSoftware} />
          {software === 'OTHER' && <FormField label="Which software?" name="softwareOther" required error={errors.softwareOther} />}
        </div>
        <ChoiceGroup legend="Deliverables" name="deliverables" options={deliverableOptions} required error={errors.deliverables} />
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
          Failed to send your request. Please try again.
        </p>
      )}
      {refusal && (
        <p className="estimate-form__result" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary estimate-form__submit" disabled={submit.isPending || challenge.waiting}>
        {submit.isPending ? 'Sending...' : challenge.waiting ? 'Verifying…' : 'Send request'}
      </button>
    </form>
  );
}
