import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FieldError } from '../../../components/form/field-error';
import { useConfirm } from '../../../components/dialog/confirm-context';
import { useNotice } from '../../../components/notice/notice-context';
import { TransmittalPurpose } from '../../../gen/gusset/portal/v1/drawings_pb';
import { asksReview, purposeLabel, purposes } from '../../../lib/drawing-words';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useClientPeople, useDrawingProject, useDrawingSettings } from '../api/use-drawings-admin';
import { useSendTransmittal, useTransmittalsAdmin } from '../api/use-transmittals-admin';
import { addDays, check, errorOf, heldByRfis, todayUTC } from './composer-fields';
import { FilePicker } from './composer-files';
import { ReviewerPicker, type ReviewerDraft } from './composer-reviewers';
import { formStyle, stack } from './drawings-admin-styles';
import { PeoplePicker, RevisionPicker } from './composer-pickers';
import { formatDay } from '../../../lib/format-date';

// The transmittal composer (/admin/projects/:id/transmittals/new): the current revisions
// to send, other project files (for information), the purpose, recipients and copies among the client's people, a message, and
// outside reviewers by address, the transmittal a resubmittal resubmits, and the dates
// (due defaults to issue plus the project's review days). Nothing is kept until it is
// sent: a transmittal has no drafts.
export function TransmittalComposerPage() {
  const { id = '' } = useParams();
  const project = useDrawingProject(id);
  const settings = useDrawingSettings(id);
  const people = useClientPeople(project.data?.organizationId ?? '');
  const earlier = useTransmittalsAdmin(id);
  const send = useSendTransmittal();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const confirm = useConfirm();
  const ids = { purpose: useId(), resubmits: useId(), message: useId(), issue: useId(), due: useId() };

  const [purpose, setPurpose] = useState(TransmittalPurpose.FOR_APPROVAL);
  const [revisionIds, setRevisionIds] = useState<string[]>([]);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const [recipientIds, setRecipientIds] = useState<string[]>([]);
  const [copyIds, setCopyIds] = useState<string[]>([]);
  const [reviewerDrafts, setReviewerDrafts] = useState<ReviewerDraft[]>([]);
  const [resubmitsId, setResubmitsId] = useState('');
  const [message, setMessage] = useState('');
  const [issueDate, setIssueDate] = useState(todayUTC);
  // The due date follows the issue date until staff set their own.
  const [ownDue, setOwnDue] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const reviewDays = settings.data?.reviewDays || 14;
  const dueDate = ownDue ?? addDays(issueDate, reviewDays);

  const errors = send.isError ? fieldViolations(send.error) : checked;
  const err = (field: string) => errorOf(errors, field);
  const invalid = (field: string, id: string) => (err(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.reset();
    // Every row shown is sent, so that the server's violations (transmittal.reviewers[i]…)
    // name the rows as shown: a row left blank is refused on its field.
    const reviewers = reviewerDrafts.map((r) => ({ email: r.email.trim(), name: r.name.trim(), copy: r.copy }));
    const found = check({ revisionIds, fileIds, asksReview: asksReview({ purpose }), recipientIds, reviewerRecipients: reviewers.filter((r) => r.email && !r.copy).length, issueDate, dueDate });
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    const resubmits = purpose === TransmittalPurpose.RESUBMITTAL ? resubmitsId : '';
    const transmittal = { projectId: id, purpose, recipientIds, copyIds, reviewers, revisionIds, fileIds, message, issueDate, dueDate, resubmitsId: resubmits };
    const sent = {
      onSuccess: (res: { transmittal?: { numberText: string; id: string } }) => {
        notify(`Transmittal ${res.transmittal?.numberText ?? ''} sent`, 'success');
        void navigate(`/admin/projects/${id}/transmittals/${res.transmittal?.id ?? ''}`);
      },
    };
    send.mutate(
      { transmittal },
      {
        ...sent,
        // Sheets that open RFIs hold go for fabrication only once staff confirm it (the
        // server records the confirmation with the transmittal).
        onError: async (error) => {
          if (!heldByRfis(error)) return;
          if (await confirm(error.rawMessage, 'The RFIs stay open; the transmittal records that you issued over them.', 'Issue for fabrication')) {
            send.mutate({ transmittal: { ...transmittal, confirmRfiHolds: true } }, sent);
          }
        },
      },
    );
  };

  const name = project.data ? `${project.data.jobNumber} ${project.data.name}` : '';
  return (
    <div style={stack}>
      <p>
        <Link to={`/admin/projects/${id}/drawings`}>← Drawings of {name || 'the project'}</Link>
      </p>
      <form onSubmit={onSubmit} aria-label="New transmittal" noValidate style={stack}>
        <h2>New transmittal{name && ` for ${name}`}</h2>
        {Object.keys(errors).length > 0 ? (
          <p className="form-error" role="alert">
            Nothing was sent: correct the fields marked below.
          </p>
        ) : (
          send.isError && (
            <p className="form-error" role="alert">
              {errorText(send.error)}
            </p>
          )
        )}
        <RevisionPicker projectId={id} selected={revisionIds} onChange={setRevisionIds} error={err('transmittal.revision_ids')} />
        <FilePicker projectId={id} selected={fileIds} onChange={setFileIds} errors={errors} />
        <div style={formStyle}>
          <div className="field">
            <label htmlFor={ids.purpose}>Purpose</label>
            <select id={ids.purpose} value={purpose} onChange={(e) => setPurpose(Number(e.target.value) as TransmittalPurpose)} {...invalid('transmittal.purpose', ids.purpose)}>
              {purposes.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            <FieldError id={`${ids.purpose}-error`} message={err('transmittal.purpose')} />
          </div>
          {purpose === TransmittalPurpose.RESUBMITTAL && (
            <div className="field">
              <label htmlFor={ids.resubmits}>Resubmits</label>
              <select id={ids.resubmits} value={resubmitsId} onChange={(e) => setResubmitsId(e.target.value)} {...invalid('transmittal.resubmits_id', ids.resubmits)}>
                <option value="">No earlier transmittal</option>
                {(earlier.data ?? [])
                  .filter((t) => asksReview(t))
                  .map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.numberText} · {purposeLabel(t.purpose)} · {formatDay(t.issueDate)}
                    </option>
                  ))}
              </select>
              <FieldError id={`${ids.resubmits}-error`} message={err('transmittal.resubmits_id')} />
            </div>
          )}
        </div>
        <PeoplePicker
          people={people}
          recipients={recipientIds}
          copies={copyIds}
          onRecipients={setRecipientIds}
          onCopies={setCopyIds}
          recipientsError={err('transmittal.recipient_ids')}
          copiesError={err('transmittal.copy_ids')}
        />
        <ReviewerPicker reviewers={reviewerDrafts} onChange={setReviewerDrafts} errors={errors} />
        <div style={formStyle}>
          <div className="field">
            <label htmlFor={ids.message}>Message</label>
            <textarea id={ids.message} rows={4} maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} {...invalid('transmittal.message', ids.message)} />
            <FieldError id={`${ids.message}-error`} message={err('transmittal.message')} />
          </div>
          <div className="field">
            <label htmlFor={ids.issue}>Issue date</label>
            <input id={ids.issue} type="date" required value={issueDate} onChange={(e) => setIssueDate(e.target.value)} {...invalid('transmittal.issue_date', ids.issue)} />
            <FieldError id={`${ids.issue}-error`} message={err('transmittal.issue_date')} />
          </div>
          <div className="field">
            <label htmlFor={ids.due}>Due date</label>
            <input
              id={ids.due}
              type="date"
              required
              value={dueDate}
              onChange={(e) => setOwnDue(e.target.value)}
              aria-invalid={err('transmittal.due_date') ? true : undefined}
              aria-describedby={`${ids.due}-help${err('transmittal.due_date') ? ` ${ids.due}-error` : ''}`}
            />
            <p id={`${ids.due}-help`} className="admin-state">
              {ownDue === null ? `The issue date plus the project's ${reviewDays} review days.` : 'Chosen by you.'}
            </p>
            <FieldError id={`${ids.due}-error`} message={err('transmittal.due_date')} />
          </div>
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send transmittal'}
          </button>
        </div>
      </form>
    </div>
  );
}
