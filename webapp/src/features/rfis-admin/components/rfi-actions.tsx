import { useId, useRef, useState, type FormEvent } from 'react';
import { useNotice } from '../../../components/notice/notice-context';
import type { EditorHandle } from '../../../components/rich-text-editor/editor-handle';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { RfiStatus, type Rfi } from '../../../gen/gusset/portal/v1/rfis_pb';
import { errorText } from '../../../lib/error-text';
import { fieldViolations } from '../../../lib/field-violations';
import { useRfiActions } from '../api/use-rfis-admin';
import { formStyle } from './rfi-styles';

type Written = 'answer' | 'reopen' | 'void';

// RfiActions are the moves staff may make in the RFI's status: open a draft, answer
// (a client's RFI, or an answer that came by phone), close, reopen or void with a reason,
// edit. A move the server refuses says why.
export function RfiActions({ rfi, onEdit }: { rfi: Rfi; onEdit?: () => void }) {
  const actions = useRfiActions();
  const { notify } = useNotice();
  const [writing, setWriting] = useState<Written | null>(null);
  const s = rfi.status;
  const can = {
    open: s === RfiStatus.DRAFT,
    answer: s === RfiStatus.OPEN,
    close: s === RfiStatus.OPEN || s === RfiStatus.ANSWERED,
    reopen: s === RfiStatus.ANSWERED || s === RfiStatus.CLOSED,
    void: s !== RfiStatus.CLOSED && s !== RfiStatus.VOID,
  };
  const failed = [actions.open, actions.close].find((m) => m.isError);
  const toggle = (w: Written) => setWriting(writing === w ? null : w);
  return (
    <div style={{ display: 'grid', gap: '0.75rem', minWidth: 0 }}>
      <div className="admin-actions">
        {can.open && (
          <button type="button" className="button button--primary" disabled={actions.open.isPending} onClick={() => actions.open.mutate(rfi.id, { onSuccess: () => notify(`${rfi.numberText} opened`, 'success') })}>
            Open (send)
          </button>
        )}
        {can.answer && (
          <button type="button" className="button" aria-expanded={writing === 'answer'} onClick={() => toggle('answer')}>
            Record the answer
          </button>
        )}
        {can.close && (
          <button type="button" className="button" disabled={actions.close.isPending} onClick={() => actions.close.mutate(rfi.id, { onSuccess: () => notify(`${rfi.numberText} closed`, 'success') })}>
            Close
          </button>
        )}
        {can.reopen && (
          <button type="button" className="button" aria-expanded={writing === 'reopen'} onClick={() => toggle('reopen')}>
            Reopen
          </button>
        )}
        {can.void && (
          <button type="button" className="button" aria-expanded={writing === 'void'} onClick={() => toggle('void')}>
            Void
          </button>
        )}
        {onEdit && (
          <button type="button" className="button" onClick={onEdit}>
            Edit
          </button>
        )}
      </div>
      {failed && (
        <p className="form-error" role="alert">
          {errorText(failed.error)}
        </p>
      )}
      {writing && <WrittenMove key={writing} rfi={rfi} move={writing} onDone={() => setWriting(null)} />}
    </div>
  );
}

const moves: Record<Written, { label: string; button: string; done: string }> = {
  answer: { label: 'Answer', button: 'Record the answer', done: 'answered' },
  reopen: { label: 'Reason for reopening', button: 'Reopen', done: 'reopened' },
  void: { label: 'Reason for voiding', button: 'Void the RFI', done: 'voided' },
};

// WrittenMove is a move that takes words: the answer (rich text, in the editor), or a
// reopen's or void's reason (plain text).
function WrittenMove({ rfi, move, onDone }: { rfi: Rfi; move: Written; onDone: () => void }) {
  const actions = useRfiActions();
  const { notify } = useNotice();
  const id = useId();
  const [text, setText] = useState('');
  const editor = useRef<EditorHandle>(null);
  const [empty, setEmpty] = useState(false);
  const mutation = actions[move];
  const refused = mutation.isError ? fieldViolations(mutation.error).answer : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const done = { onSuccess: () => (notify(`${rfi.numberText} ${moves[move].done}`, 'success'), onDone()) };
    if (move !== 'answer') {
      actions[move].mutate({ id: rfi.id, reason: text.trim() }, done);
      return;
    }
    if (!editor.current?.hasContent()) {
      setEmpty(true);
      editor.current?.focus();
      return;
    }
    actions.answer.mutate({ id: rfi.id, answer: editor.current.getHtml() }, done);
  };
  return (
    <form style={formStyle} onSubmit={onSubmit} aria-label={moves[move].button} noValidate>
      {mutation.isError && (
        <p className="form-error" role="alert">
          {refused ? 'Nothing was recorded: correct the answer below.' : errorText(mutation.error)}
        </p>
      )}
      {move === 'answer' ? (
        <RichTextField label={moves[move].label} editorRef={editor} error={empty ? 'Write the answer' : refused} onChange={() => setEmpty(false)} />
      ) : (
        <div className="field">
          <label htmlFor={id}>{moves[move].label}</label>
          <textarea id={id} rows={3} maxLength={20000} required value={text} onChange={(e) => setText(e.target.value)} />
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={mutation.isPending || (move !== 'answer' && text.trim() === '')}>
        {moves[move].button}
      </button>
    </form>
  );
}
