import { useId, type FormEvent } from 'react';
import { QuerySection } from '../../../components/admin/query-section';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import type { RfiSettings } from '../../../gen/gusset/admin/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useRfiSettings, useUpdateRfiSettings } from '../api/use-rfis-admin';
import { formStyle } from './rfi-styles';

// The project's RFI response time: how many days, calendar or working.
export function RfiSettingsSection({ projectId }: { projectId: string }) {
  const settings = useRfiSettings(projectId);
  return (
    <QuerySection id="rfi-settings" title="RFI response time" query={settings} what="the settings">
      {(s) => <SettingsForm key={`${s.responseDays}-${s.workingDays}`} settings={s} />}
    </QuerySection>
  );
}

function SettingsForm({ settings }: { settings: RfiSettings }) {
  const update = useUpdateRfiSettings();
  const { notify } = useNotice();
  const ids = { days: useId(), working: useId() };
  const errors = update.isError ? fieldViolations(update.error) : {};
  const error = errors['settings.response_days'];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update.mutate(
      { projectId: settings.projectId, responseDays: Number(data.get('days')), workingDays: data.get('working') === 'on' },
      { onSuccess: () => notify('RFI response time saved', 'success') },
    );
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label="RFI response time" noValidate>
      <div className="field">
        <label htmlFor={ids.days}>Response days</label>
        <input
          id={ids.days}
          name="days"
          type="number"
          min={1}
          max={365}
          required
          defaultValue={settings.responseDays}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids.days}-help${error ? ` ${ids.days}-error` : ''}`}
        />
        <p id={`${ids.days}-help`} className="admin-state">
          An RFI opened without a date is required by the day it opens plus these days.
        </p>
        <FieldError id={`${ids.days}-error`} message={error} />
      </div>
      <label htmlFor={ids.working}>
        <input id={ids.working} name="working" type="checkbox" defaultChecked={settings.workingDays} /> Working days (skip weekends and the firm's non-working days)
      </label>
      {update.isError && !error && (
        <p className="form-error" role="alert">
          {errorText(update.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        Save response time
      </button>
    </form>
  );
}
