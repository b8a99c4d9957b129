import { useId, type FormEvent } from 'react';
import { QuerySection } from '../../../components/admin/query-section';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import type { DrawingSettings } from '../../../gen/gusset/admin/v1/drawings_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useDrawingSettings, useUpdateDrawingSettings } from '../api/use-drawings-admin';
import { formStyle } from './drawings-admin-styles';

// The project's drawing conventions: the reviewers' days and the file name pattern.
export function DrawingSettingsSection({ projectId }: { projectId: string }) {
  const settings = useDrawingSettings(projectId);
  return (
    <QuerySection id="drawings-settings" title="Drawing settings" query={settings} what="the settings">
      {(s) => <SettingsForm key={`${s.reviewDays}-${s.namePattern}`} settings={s} />}
    </QuerySection>
  );
}

function SettingsForm({ settings }: { settings: DrawingSettings }) {
  const update = useUpdateDrawingSettings();
  const { notify } = useNotice();
  const ids = { days: useId(), pattern: useId() };
  const errors = update.isError ? fieldViolations(update.error) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    update.mutate(
      { settings: { projectId: settings.projectId, reviewDays: Number(data.get('days')), namePattern: String(data.get('pattern') ?? '') } },
      { onSuccess: () => notify('Drawing settings saved', 'success') },
    );
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label="Drawing settings" noValidate>
      <div className="field">
        <label htmlFor={ids.days}>Review days</label>
        <input
          id={ids.days}
          name="days"
          type="number"
          min={1}
          max={365}
          required
          defaultValue={settings.reviewDays}
          aria-invalid={errors['settings.review_days'] ? true : undefined}
          aria-describedby={`${ids.days}-help${errors['settings.review_days'] ? ` ${ids.days}-error` : ''}`}
        />
        <p id={`${ids.days}-help`} className="admin-state">
          Calendar days a reviewer has; a transmittal's due date is its issue date plus these.
        </p>
        <FieldError id={`${ids.days}-error`} message={errors['settings.review_days']} />
      </div>
      <div className="field">
        <label htmlFor={ids.pattern}>File name pattern</label>
        <input
          id={ids.pattern}
          name="pattern"
          type="text"
          maxLength={500}
          defaultValue={settings.namePattern}
          placeholder={settings.effectivePattern}
          spellCheck={false}
          aria-invalid={errors['settings.name_pattern'] ? true : undefined}
          aria-describedby={`${ids.pattern}-help${errors['settings.name_pattern'] ? ` ${ids.pattern}-error` : ''}`}
        />
        <p id={`${ids.pattern}-help`} className="admin-state">
          A regular expression with the groups (?P&lt;sheet&gt;…) and (?P&lt;rev&gt;…), matched ignoring case. Empty uses the default, which reads B101_R2.pdf and E1-rev-A.pdf. In
          force: <code style={{ overflowWrap: 'anywhere' }}>{settings.effectivePattern}</code>
        </p>
        <FieldError id={`${ids.pattern}-error`} message={errors['settings.name_pattern']} />
      </div>
      {update.isError && Object.keys(errors).length === 0 && (
        <p className="form-error" role="alert">
          {errorText(update.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        Save settings
      </button>
    </form>
  );
}
