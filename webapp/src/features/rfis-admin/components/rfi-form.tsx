import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FieldError } from '../../../components/form/field-error';
import { useNotice } from '../../../components/notice/notice-context';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import type { Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useRfiPeople, useRfiProject } from '../api/use-rfi-choices';
import { useCreateRfi, useRfiSettings, useUpdateRfi } from '../api/use-rfis-admin';
import { PeopleChoice, SheetChoice } from './rfi-form-pickers';
import { formStyle, panel } from './rfi-styles';

// errorOf is the message of field or of one of its entries ("rfi.sheet_ids[1]").
export function errorOf(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}[`))?.[1];
}

// RfiForm raises an RFI (rfi unset: as a Draft or Open at once) or rewrites a Draft's or
// an Open one's fields. The question is rich text (an edit opens the stored HTML in the
// editor, which loads with the form); references are the
// register's sheets and free text, one a line; who must answer is one of the client's
// people or an outside reviewer of the project's transmittals. Nothing typed is lost
// when the server refuses it: its messages show under the fields.
export function RfiForm({ projectId, rfi, onDone }: { projectId: string; rfi?: Rfi; onDone?: () => void }) {
  const project = useRfiProject(projectId);
  const settings = useRfiSettings(projectId);
  const people = useRfiPeople(projectId, project.data?.organizationId ?? '');
  const create = useCreateRfi();
  const update = useUpdateRfi();
  const save = rfi ? update : create;
  const navigate = useNavigate();
  const { notify } = useNotice();
  const ids = { subject: useId(), resolution: useId(), references: useId(), requiredBy: useId(), draft: useId() };

  const [subject, setSubject] = useState(rfi?.subject ?? '');
  const question = useRef<EditorHandle>(null);
  const [noQuestion, setNoQuestion] = useState(false);
  const [resolution, setResolution] = useState(rfi?.proposedResolution ?? '');
  const [sheetIds, setSheetIds] = useState<string[]>(rfi?.sheets.map((s) => s.sheetId) ?? []);
  const [references, setReferences] = useState(rfi?.references.join('\n') ?? '');
  const [costImpact, setCostImpact] = useState(rfi?.costImpact ?? false);
  const [scheduleImpact, setScheduleImpact] = useState(rfi?.scheduleImpact ?? false);
  const [assigneeId, setAssigneeId] = useState(rfi?.assignee?.id ?? '');
  const [distributionIds, setDistributionIds] = useState<string[]>(rfi?.distribution.map((p) => p.id) ?? []);
  const [requiredBy, setRequiredBy] = useState(rfi?.requiredBy ?? '');
  const [draft, setDraft] = useState(false);

  const errors = save.isError ? fieldViolations(save.error) : {};
  const err = (field: string) => errorOf(errors, field);
  const invalid = (field: string, id: string) => (err(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
  const days = settings.data ? `${settings.data.responseDays} ${settings.data.workingDays ? 'working' : 'calendar'} days` : 'the response time';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!question.current?.hasContent()) {
      setNoQuestion(true);
      question.current?.focus();
      return;
    }
    const input = {
      projectId,
      subject: subject.trim(),
      question: question.current.getHtml(),
      proposedResolution: resolution.trim(),
      sheetIds,
      references: references.split('\n').map((r) => r.trim()).filter(Boolean),
      costImpact,
      scheduleImpact,
      assigneeId,
      distributionIds,
      requiredBy,
    };
    if (rfi) {
      update.mutate({ id: rfi.id, rfi: input }, { onSuccess: () => (notify(`${rfi.numberText} saved`, 'success'), onDone?.()) });
      return;
    }
    create.mutate(
      { rfi: input, draft },
      {
        onSuccess: (res) => {
          notify(`${res.rfi?.numberText ?? 'RFI'} ${draft ? 'kept as a draft' : 'sent'}`, 'success');
          void navigate(`/admin/rfis/${res.rfi?.id ?? ''}`);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label={rfi ? `Edit ${rfi.numberText}` : 'New RFI'} noValidate style={panel}>
      <h2>{rfi ? `Edit ${rfi.numberText}` : `New RFI${project.data ? ` for ${project.data.jobNumber} ${project.data.name}` : ''}`}</h2>
      {Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          Nothing was saved: correct the fields marked below.
        </p>
      ) : (
        save.isError && (
          <p className="form-error" role="alert">
            {errorText(save.error)}
          </p>
        )
      )}
      <div style={formStyle}>
        <div className="field">
          <label htmlFor={ids.subject}>Subject</label>
          <input id={ids.subject} type="text" required maxLength={200} value={subject} onChange={(e) => setSubject(e.target.value)} {...invalid('rfi.subject', ids.subject)} />
          <FieldError id={`${ids.subject}-error`} message={err('rfi.subject')} />
        </div>
        <RichTextField
          label="Question"
          editorRef={question}
          initialHtml={rfi?.question}
          error={noQuestion ? 'Ask the question' : err('rfi.question')}
          onChange={() => setNoQuestion(false)}
        />
        <div className="field">
          <label htmlFor={ids.resolution}>Proposed resolution</label>
          <textarea id={ids.resolution} rows={3} value={resolution} onChange={(e) => setResolution(e.target.value)} {...invalid('rfi.proposed_resolution', ids.resolution)} />
          <FieldError id={`${ids.resolution}-error`} message={err('rfi.proposed_resolution')} />
        </div>
      </div>
      <SheetChoice projectId={projectId} selected={sheetIds} chosen={rfi?.sheets ?? []} onChange={setSheetIds} error={err('rfi.sheet_ids')} />
      <div style={formStyle}>
        <div className="field">
          <label htmlFor={ids.references}>Other references (contract drawings, details), one a line</label>
          <textarea id={ids.references} rows={3} value={references} onChange={(e) => setReferences(e.target.value)} {...invalid('rfi.references', ids.references)} />
          <FieldError id={`${ids.references}-error`} message={err('rfi.references')} />
        </div>
        <label>
          <input type="checkbox" checked={costImpact} onChange={(e) => setCostImpact(e.target.checked)} /> Cost impact
        </label>
        <label>
          <input type="checkbox" checked={scheduleImpact} onChange={(e) => setScheduleImpact(e.target.checked)} /> Schedule impact
        </label>
      </div>
      <PeopleChoice
        people={people}
        assigneeId={assigneeId}
        distributionIds={distributionIds}
        onAssignee={setAssigneeId}
        onDistribution={setDistributionIds}
        assigneeError={err('rfi.assignee_id')}
        distributionError={err('rfi.distribution_ids')}
      />
      <div style={formStyle}>
        <div className="field">
          <label htmlFor={ids.requiredBy}>Required by</label>
          <input
            id={ids.requiredBy}
            type="date"
            value={requiredBy}
            onChange={(e) => setRequiredBy(e.target.value)}
            aria-invalid={err('rfi.required_by') ? true : undefined}
            aria-describedby={`${ids.requiredBy}-help${err('rfi.required_by') ? ` ${ids.requiredBy}-error` : ''}`}
          />
          <p id={`${ids.requiredBy}-help`} className="admin-state">
            Empty: the day it opens plus the project's {days}.
          </p>
          <FieldError id={`${ids.requiredBy}-error`} message={err('rfi.required_by')} />
        </div>
        {!rfi && (
          <label htmlFor={ids.draft}>
            <input id={ids.draft} type="checkbox" checked={draft} onChange={(e) => setDraft(e.target.checked)} /> Keep it a draft (not shown to the client, holds nothing)
          </label>
        )}
        <div className="admin-actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {rfi ? 'Save the RFI' : draft ? 'Save the draft' : 'Send the RFI'}
          </button>
          {onDone && (
            <button type="button" className="button" onClick={onDone}>
              Cancel
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
