import { useId, useState } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import type { PageState } from '../../../gen/gusset/admin/v1/pages_pb';
import { formatDateTime } from '../../../lib/format-date';
import { fromLocalInput, localTimeZone } from '../../../lib/local-date-time';
import { useCancelScheduledPublish, usePublishPage, useUndoPublish } from '../api/use-page-draft';

type Props = {
  path: string;
  state: PageState;
  // Unsaved changes are saved before a publish: what staff see is what goes public.
  dirty: boolean;
  saveFirst: () => Promise<PageState | null>;
  onState: (state: PageState) => void;
  onFailed: (error: unknown, what: string) => void;
  disabled: boolean;
};

// PublishControls publish the draft now or at a time, drop a schedule, and undo the last
// publish in one click.
export function PublishControls({ path, state, dirty, saveFirst, onState, onFailed, disabled }: Props) {
  const { notify } = useNotice();
  const publish = usePublishPage();
  const cancel = useCancelScheduledPublish();
  const undo = useUndoPublish();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState('');
  const atId = useId();
  const busy = disabled || publish.isPending || cancel.isPending || undo.isPending;

  const run = async (what: string, step: () => Promise<PageState | undefined>, done: (s: PageState) => string) => {
    try {
      const next = await step();
      if (next) {
        onState(next);
        notify(done(next), 'success');
      }
    } catch (error) {
      onFailed(error, what);
    }
  };

  const onPublish = async (when?: Date) => {
    const current = dirty ? await saveFirst() : state;
    if (!current) return;
    await run(
      'publish the page',
      () => publish.mutateAsync({ path, version: current.draftVersion, at: when }),
      (s) => (when ? `Version ${s.scheduledVersion || current.draftVersion} will be published ${formatDateTime(when)}.` : `Version ${s.publishedVersion} is public.`),
    );
  };

  const onSchedule = () => {
    const when = fromLocalInput(at);
    if (!when || when.getTime() <= Date.now()) {
      setAtError('Choose a publish time in the future');
      return;
    }
    setAtError('');
    void onPublish(when);
  };

  return (
    <section className="page-editor__publish" aria-label="Publishing">
      <div className="page-editor__publish-row">
        <button type="button" className="button button--primary" onClick={() => void onPublish()} disabled={busy}>
          {dirty ? 'Save and publish now' : 'Publish now'}
        </button>
        {state.publishedVersion > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => void run('undo the publish', () => undo.mutateAsync({ path }), (s) => `Publish undone: version ${s.publishedVersion} is public again.`)}
            disabled={busy}
          >
            Undo last publish
          </button>
        )}
        {state.scheduledPublishTime && (
          <button type="button" className="button" onClick={() => void run('cancel the schedule', () => cancel.mutateAsync({ path }), () => 'The scheduled publish is cancelled.')} disabled={busy}>
            Cancel schedule
          </button>
        )}
      </div>
      <div className="page-editor__publish-row">
        <div className="field">
          <label htmlFor={atId}>Publish at</label>
          <input
            id={atId}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            aria-invalid={atError ? true : undefined}
            aria-describedby={`${atId}-hint${atError ? ` ${atId}-error` : ''}`}
          />
          <p id={`${atId}-hint`} className="muted record-fields__hint">
            Time zone: {localTimeZone()}
          </p>
          {atError && (
            <p id={`${atId}-error`} className="record-fields__error">
              {atError}
            </p>
          )}
        </div>
        <button type="button" className="button" onClick={onSchedule} disabled={busy}>
          Schedule
        </button>
      </div>
    </section>
  );
}
