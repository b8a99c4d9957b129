import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ListSection, TextField, type Errors } from '../../../components/form/record-fields';
import { conflictOf, SaveConflict } from '../../../components/form/save-conflict';
import { useReloading } from '../../../components/form/use-reloading';
import { useNotice } from '../../../components/notice/notice-context';
import type { EditedSiteSettings } from '../../../gen/gusset/admin/v1/site_settings_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { formatDateTime } from '../../../lib/format-date';
import { timeZones } from '../../../lib/local-date-time';
import { useConfirm } from '../../../components/dialog/confirm-context';
import {
  useEditedSiteSettings,
  useRestoreSiteSettingsVersion,
  useSaveSiteSettings,
  useUndoSiteSettingsSave,
  type Restored,
} from '../api/use-site-settings-admin';
import { emptyAddress, emptyBadge, emptyPhone, emptySocial, formValues, settingsOf, type FormValues } from './site-settings-form-state';
import { savedBy, SiteSettingsHistory } from './site-settings-history';
import { SiteSettingsPreview } from './site-settings-preview';
import './site-settings-admin-page.css';

// Site settings: who the firm is and how to reach it, on every public page, in its titles
// and structured data, in the feed and the mail. One form, saved whole over the version it
// was opened at: a save over someone else's is refused and the form keeps what was typed.
export function SiteSettingsAdminPage() {
  const current = useEditedSiteSettings();
  if (current.isPending) {
    return (
      <p className="muted" role="status">
        Loading site settings...
      </p>
    );
  }
  if (current.isError || !current.data) {
    return (
      <p className="form-error" role="alert">
        Failed to load the site settings.
      </p>
    );
  }
  return <SiteSettingsForm initial={current.data} reload={async () => (await current.refetch()).data ?? null} />;
}

type FormProps = {
  initial: EditedSiteSettings;
  // reload reads the stored settings again (after someone else saved).
  reload: () => Promise<EditedSiteSettings | null>;
};

function lastSaved(e: EditedSiteSettings): string {
  return e.updatedBy ? `Last saved by ${e.updatedBy}, ${formatDateTime(e.updateTime)}.` : 'Not changed since the site was set up.';
}

function SiteSettingsForm({ initial, reload }: FormProps) {
  const save = useSaveSiteSettings();
  const undo = useUndoSiteSettingsSave();
  const restore = useRestoreSiteSettingsVersion();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [previewing, setPreviewing] = useState(false);
  // The form is long: an opened preview is brought into view.
  const previewRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (previewing) previewRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [previewing]);
  const [values, setValues] = useState<FormValues>(() => formValues(initial.settings));
  const [base, setBase] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  // conflict is the server's "changed by … at …" when a save came too late.
  const [conflict, setConflict] = useState('');
  // overwriting: the next save replaces a version someone else saved, as asked.
  const [overwriting, setOverwriting] = useState(false);
  const set = (change: Partial<FormValues>) => setValues((v) => ({ ...v, ...change }));
  const text = (label: string, field: string, key: keyof FormValues, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} field={field} value={values[key] as string} onChange={(value) => set({ [key]: value })} errors={errors} {...extra} />
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { settings: settingsOf(values), version: base.version },
      {
        onSuccess: (saved) => {
          setErrors({});
          setConflict('');
          setOverwriting(false);
          if (saved) {
            setBase(saved);
            setValues(formValues(saved.settings));
          }
          notify('Site settings saved', 'success');
        },
        onError: (error) => {
          const refused = conflictOf(error);
          if (refused) {
            setConflict(refused);
            return;
          }
          const found = fieldViolations(error);
          setErrors(found);
          notify(Object.keys(found).length > 0 ? 'Some fields need attention.' : 'Failed to save the site settings.', 'error');
        },
      },
    );
  };

  // brought loads what an undo or a restore saved and says which version came back.
  const brought = (res: Restored, undone: boolean) => {
    setErrors({});
    setConflict('');
    setOverwriting(false);
    if (res.settings) {
      setBase(res.settings);
      setValues(formValues(res.settings.settings));
    }
    const back = res.restored ? `version ${res.restored.version}, saved by ${savedBy(res.restored)}` : 'the earlier version';
    notify(undone ? `Last save undone: ${back}, is back.` : `Restored ${back}.`, 'success');
  };
  const refused = (error: unknown, what: string) => {
    const stale = conflictOf(error);
    if (stale) setConflict(stale);
    else notify(errorText(error, `Failed to ${what}.`), 'error');
  };
  // unsaved is whether the form differs from the stored settings it was opened at.
  const unsaved = () => JSON.stringify(settingsOf(values)) !== JSON.stringify(settingsOf(formValues(base.settings)));
  const onUndo = async () => {
    if (unsaved() && !(await confirm('Undo the last save?', 'Your unsaved changes in the form are replaced by the settings that come back.', 'Undo last save'))) return;
    undo.mutate(base.version, { onSuccess: (res) => brought(res, true), onError: (error) => refused(error, 'undo the last save') });
  };
  const onRestore = (version: number) =>
    restore.mutate({ restore: version, version: base.version }, { onSuccess: (res) => brought(res, false), onError: (error) => refused(error, 'restore the version') });
  const { reloading, during } = useReloading();
  const busy = save.isPending || undo.isPending || restore.isPending || reloading;

  // keepMine makes the next save replace the other person's version with this form.
  const keepMine = () =>
    during(async () => {
      const fresh = await reload();
      if (fresh) setBase(fresh);
      setConflict('');
      setOverwriting(true);
    });
  // takeTheirs drops this form's changes for the stored settings.
  const takeTheirs = () =>
    during(async () => {
      const fresh = await reload();
      if (fresh) {
        setBase(fresh);
        setValues(formValues(fresh.settings));
      }
      setErrors({});
      setConflict('');
      setOverwriting(false);
    });

  return (
    <div className="site-settings site-settings--screen">
      <form className="site-settings" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <p className="muted">{lastSaved(base)} Every public page, its title and search data, the feed and the mail show these.</p>
        <SaveConflict message={conflict} overwriting={overwriting} onDiscardMine={() => void takeTheirs()} onKeepMine={() => void keepMine()} />
        <section className="record-fields__list" aria-label="The firm">
          <div className="record-fields__grid">
            {text('Company name', 'company', 'company', { hint: 'Without "Pvt. Ltd."; in the logo, titles and footer.' })}
            {text('Title suffix', 'title_suffix', 'titleSuffix', { hint: 'After the name in every browser tab title.' })}
            {text('Tagline', 'tagline', 'tagline')}
            {text('Copyright year', 'copyright_year', 'copyrightYear', { type: 'number' })}
            <SelectField
              label="Time zone"
              options={timeZones(values.timeZone).map((zone) => [zone, zone] as const)}
              value={values.timeZone}
              field="time_zone"
              errors={errors}
              hint="The firm's: the audit trail, the mail and the PDFs write times in it."
              onChange={(timeZone) => set({ timeZone })}
            />
            {text('Sales e-mail', 'sales_email', 'salesEmail', { type: 'email', hint: 'Estimate requests and contact messages go here.' })}
            {text('Careers e-mail', 'hr_email', 'hrEmail', { type: 'email', hint: 'Job applications are announced here.' })}
            {text('Project portal link', 'portal_url', 'portalUrl', { type: 'url' })}
            {text('Campus registration link', 'campus_register_url', 'campusRegisterUrl', { type: 'url' })}
            {text('Campus test link', 'campus_test_url', 'campusTestUrl', { type: 'url' })}
          </div>
        </section>
        <ListSection title="Phone numbers" item="Phone" field="phones" rows={values.phones} errors={errors} empty={emptyPhone} onChange={(phones) => set({ phones })}>
          {(row, at, change) => (
            <>
              <TextField label="Label" field={`phones[${at}].label`} value={row.label} onChange={(label) => change({ label })} errors={errors} />
              <TextField label="Number as shown" field={`phones[${at}].display`} value={row.display} onChange={(display) => change({ display })} errors={errors} />
              <TextField
                label="Number to dial"
                field={`phones[${at}].dial`}
                value={row.dial}
                onChange={(dial) => change({ dial })}
                errors={errors}
                type="tel"
                hint="International form, for tap-to-call: +13125550142"
              />
            </>
          )}
        </ListSection>
        <ListSection title="Postal addresses" item="Address" field="addresses" rows={values.addresses} errors={errors} empty={emptyAddress} onChange={(addresses) => set({ addresses })}>
          {(row, at, change) => (
            <>
              <TextField label="Label" field={`addresses[${at}].label`} value={row.label} onChange={(label) => change({ label })} errors={errors} />
              <TextField label="Street (a line each)" field={`addresses[${at}].street`} value={row.street} onChange={(street) => change({ street })} errors={errors} multiline />
              <TextField label="Town or city" field={`addresses[${at}].locality`} value={row.locality} onChange={(locality) => change({ locality })} errors={errors} />
              <TextField label="Region" field={`addresses[${at}].region`} value={row.region} onChange={(region) => change({ region })} errors={errors} />
              <TextField label="Postal code" field={`addresses[${at}].postal_code`} value={row.postalCode} onChange={(postalCode) => change({ postalCode })} errors={errors} />
              <TextField label="Country" field={`addresses[${at}].country`} value={row.country} onChange={(country) => change({ country })} errors={errors} />
              <TextField label="Country code" field={`addresses[${at}].country_code`} value={row.countryCode} onChange={(countryCode) => change({ countryCode })} errors={errors} hint="Two letters: US, IN, CA" />
            </>
          )}
        </ListSection>
        <ListSection title="Social links" item="Link" field="social" rows={values.social} errors={errors} empty={emptySocial} onChange={(social) => set({ social })}>
          {(row, at, change) => (
            <>
              <NetworkField value={row.network} field={`social[${at}].network`} errors={errors} onChange={(network) => change({ network })} />
              <TextField label="Name read out" field={`social[${at}].label`} value={row.label} onChange={(label) => change({ label })} errors={errors} hint="e.g. LinkedIn" />
              <TextField label="Address" field={`social[${at}].href`} value={row.href} onChange={(href) => change({ href })} errors={errors} type="url" />
            </>
          )}
        </ListSection>
        <ListSection title="Software badges" item="Badge" field="software" rows={values.software} errors={errors} empty={emptyBadge} onChange={(software) => set({ software })}>
          {(row, at, change) => (
            <>
              <TextField label="Name" field={`software[${at}].name`} value={row.name} onChange={(name) => change({ name })} errors={errors} />
              <TextField label="Image" field={`software[${at}].image`} value={row.image} onChange={(image) => change({ image })} errors={errors} hint="A path on this site: /images/software/…" />
            </>
          )}
        </ListSection>
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {save.isPending ? 'Saving...' : 'Save site settings'}
          </button>
          <button type="button" className="button" aria-expanded={previewing} aria-controls="site-settings-preview" onClick={() => setPreviewing((p) => !p)}>
            {previewing ? 'Hide preview' : 'Preview'}
          </button>
          <button type="button" className="button" onClick={() => void onUndo()} disabled={busy || base.version <= 1}>
            {undo.isPending ? 'Undoing...' : 'Undo last save'}
          </button>
        </div>
      </form>
      <section ref={previewRef} id="site-settings-preview" aria-label="Preview" hidden={!previewing}>
        <h2>Preview</h2>
        <p className="muted">The public header and footer with the values in the form, saved or not.</p>
        {previewing && <SiteSettingsPreview values={values} />}
      </section>
      <section aria-labelledby="site-settings-history">
        <h2 id="site-settings-history">Earlier versions</h2>
        <p className="muted">Every save keeps the version it replaced; the newest 50 are kept. Restoring one is a save, which you can undo in turn.</p>
        <SiteSettingsHistory onRestore={onRestore} busy={busy} />
      </section>
    </div>
  );
}

const networks = [
  ['photos', 'Photos (Instagram and the like)'],
  ['business', 'Business network (LinkedIn and the like)'],
  ['social', 'Social network (Facebook and the like)'],
] as const;

function NetworkField({ value, field, errors, onChange }: { value: string; field: string; errors: Errors; onChange: (value: string) => void }) {
  return <SelectField label="Icon" options={networks} value={value} field={field} errors={errors} onChange={onChange} />;
}

type SelectProps = {
  label: string;
  // [value, name] pairs, in the order shown.
  options: readonly (readonly [string, string])[];
  value: string;
  field: string;
  errors: Errors;
  hint?: string;
  onChange: (value: string) => void;
};

function SelectField({ label, options, value, field, errors, hint, onChange }: SelectProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, errors[field] && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={errors[field] ? true : undefined} aria-describedby={described}>
        {options.map(([option, name]) => (
          <option key={option} value={option}>
            {name}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="muted record-fields__hint">
          {hint}
        </p>
      )}
      {errors[field] && (
        <p id={`${id}-error`} className="record-fields__error">
          {errors[field]}
        </p>
      )}
    </div>
  );
}
