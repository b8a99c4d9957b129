import { useId, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { MessageAuthor, type MessageAttachment, type MessageThread, type ThreadMessage } from '../../gen/gusset/portal/v1/messages_pb';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { maxAttachmentBytes, maxAttachments, type MessageBoardApi } from './message-board-api';

// The messages of a project, as both sides see them (the client's project page and the
// staff's project view): its threads with unread badges, a thread with its messages and
// attachments, a new thread and a reply. Styles are inline and single-column, so the board
// fits a 375 px screen inside either page.

const column: CSSProperties = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '0.75rem' };
const list: CSSProperties = { ...column, margin: 0, padding: 0, listStyle: 'none' };
const card: CSSProperties = { padding: '0.75rem', border: '1px solid var(--line, #ccc)', borderRadius: 'var(--radius, 4px)', overflowWrap: 'anywhere' };
const badge: CSSProperties = {
  display: 'inline-block',
  marginInlineStart: '0.5rem',
  padding: '0 0.5rem',
  borderRadius: '1rem',
  background: 'var(--accent, #0b5394)',
  color: '#fff',
  fontSize: '0.875rem',
  fontWeight: 600,
};
const meta: CSSProperties = { margin: 0, fontSize: '0.875rem', color: 'var(--muted, #555)' };
const body: CSSProperties = { margin: 0, whiteSpace: 'pre-wrap' };

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span style={badge}>{count} unread</span>;
}

type Props = {
  api: MessageBoardApi;
  // Who "the other side" is, in the author line: "Firm" for clients, the organization for staff.
  sideName: (author: MessageAuthor) => string;
  // The reader's mail choice form, shown under the threads.
  mailChoice?: ReactNode;
};

export function MessageBoard({ api, sideName, mailChoice }: Props) {
  const threads = api.useThreads();
  const [open, setOpen] = useState('');
  const heading = useId();
  return (
    <section aria-labelledby={heading} style={column}>
      <h2 id={heading}>
        Messages
        <UnreadBadge count={threads.data?.unreadCount ?? 0} />
      </h2>
      {open ? (
        <Thread key={open} api={api} id={open} sideName={sideName} onBack={() => setOpen('')} />
      ) : threads.isPending ? (
        <p role="status">Loading the messages…</p>
      ) : threads.isError ? (
        <p role="alert">{errorText(threads.error, 'The messages could not be loaded.')}</p>
      ) : (
        <>
          {threads.data.threads.length === 0 ? (
            <p>No messages yet.</p>
          ) : (
            <ul style={list} aria-label="Threads">
              {threads.data.threads.map((t) => (
                <ThreadItem key={t.id} thread={t} onOpen={() => setOpen(t.id)} />
              ))}
            </ul>
          )}
          <NewThreadForm api={api} onStarted={setOpen} />
          {mailChoice}
        </>
      )}
    </section>
  );
}

function ThreadItem({ thread: t, onOpen }: { thread: MessageThread; onOpen: () => void }) {
  return (
    <li style={card}>
      <button type="button" className="button" onClick={onOpen} aria-label={`${t.subject}${t.unreadCount ? `, ${t.unreadCount} unread` : ''}`}>
        {t.subject}
      </button>
      <UnreadBadge count={t.unreadCount} />
      <p style={meta}>
        Started by {t.authorName} · {t.messageCount} {t.messageCount === 1 ? 'message' : 'messages'} · last {formatDateTime(t.lastMessageTime)}
      </p>
    </li>
  );
}

function Thread({ api, id, sideName, onBack }: { api: MessageBoardApi; id: string; sideName: Props['sideName']; onBack: () => void }) {
  const thread = api.useThread(id);
  return (
    <div style={column}>
      <p>
        <button type="button" className="button" onClick={onBack}>
          All threads
        </button>
      </p>
      {thread.isPending ? (
        <p role="status">Loading the thread…</p>
      ) : thread.isError ? (
        <p role="alert">{errorText(thread.error, 'The thread could not be loaded.')}</p>
      ) : (
        <>
          <h3>{thread.data.thread?.subject}</h3>
          <ol style={list} aria-label="Messages of the thread">
            {thread.data.messages.map((m) => (
              <MessageItem key={m.id} api={api} message={m} sideName={sideName} />
            ))}
          </ol>
          <ReplyForm api={api} threadId={id} />
        </>
      )}
    </div>
  );
}

function MessageItem({ api, message: m, sideName }: { api: MessageBoardApi; message: ThreadMessage; sideName: Props['sideName'] }) {
  return (
    <li style={card}>
      <p style={meta}>
        <strong>{m.authorName}</strong> ({m.mine ? 'you' : sideName(m.authorKind)}), {formatDateTime(m.createTime)}
        {m.unread && <span style={badge}>new</span>}
      </p>
      <p style={body}>{m.body}</p>
      {m.attachments.length > 0 && (
        <ul style={{ ...list, gap: '0.25rem' }} aria-label="Attachments">
          {m.attachments.map((a) => (
            <li key={a.id}>
              <Download api={api} attachment={a} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function sizeText(n: bigint | number): string {
  const bytes = Number(n);
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

// Download asks for a signed link only when clicked (it expires), then follows it.
function Download({ api, attachment: a }: { api: MessageBoardApi; attachment: MessageAttachment }) {
  const url = api.useAttachmentUrl();
  const onClick = () =>
    url.mutate(a.id, {
      onSuccess: (href) => {
        const link = document.createElement('a');
        link.href = href;
        link.download = a.fileName;
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
      },
    });
  return (
    <>
      <button type="button" className="button" onClick={onClick} disabled={url.isPending}>
        Download {a.fileName} ({sizeText(a.size)})
      </button>
      {url.isError && <span role="alert"> {errorText(url.error)}</span>}
    </>
  );
}

// checkFiles refuses what the server would refuse, before anything is uploaded.
function checkFiles(files: File[]): string {
  if (files.length > maxAttachments) return `Attach at most ${maxAttachments} files to a message`;
  const big = files.find((f) => f.size > maxAttachmentBytes);
  return big ? `${big.name} is larger than the 25 MB limit` : '';
}

function Attachments({ id }: { id: string }) {
  return (
    <div className="field" style={{ minWidth: 0 }}>
      <label htmlFor={id} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        Attachments (up to {maxAttachments}, 25 MB each: PDF, images, Word)
      </label>
      <input id={id} name="files" type="file" multiple accept=".pdf,.jpg,.jpeg,.png,.webp,.gif,.doc,.docx" style={{ boxSizing: 'border-box', width: '100%', minWidth: 0 }} />
    </div>
  );
}

function filesOf(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem('files');
  return input instanceof HTMLInputElement ? Array.from(input.files ?? []) : [];
}

function NewThreadForm({ api, onStarted }: { api: MessageBoardApi; onStarted: (id: string) => void }) {
  const start = api.useStartThread();
  const subject = useId();
  return (
    <MessageForm
      title="New thread"
      bodyLabel="Message"
      submit="Start the thread"
      mutation={start}
      send={(data, files) => start.mutate({ subject: String(data.get('subject') ?? ''), body: String(data.get('body') ?? ''), files }, { onSuccess: (id) => onStarted(id) })}
    >
      <div className="field">
        <label htmlFor={subject}>Subject</label>
        <input id={subject} name="subject" type="text" maxLength={200} required />
      </div>
    </MessageForm>
  );
}

function ReplyForm({ api, threadId }: { api: MessageBoardApi; threadId: string }) {
  const reply = api.useReply();
  return (
    <MessageForm
      title="Reply"
      bodyLabel="Your reply"
      submit="Send"
      mutation={reply}
      send={(data, files, reset) => reply.mutate({ threadId, body: String(data.get('body') ?? ''), files }, { onSuccess: reset })}
    />
  );
}

type MessageFormProps = {
  title: string;
  bodyLabel: string;
  submit: string;
  mutation: { isPending: boolean; isError: boolean; error: Error | null };
  // send posts the form's message; reset empties the form once it is sent.
  send: (data: FormData, files: File[], reset: () => void) => void;
  children?: ReactNode;
};

// MessageForm is a message with its attachments, checked as the server would before
// anything is uploaded.
function MessageForm({ title, bodyLabel, submit, mutation, send, children }: MessageFormProps) {
  const [problem, setProblem] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { body: useId(), files: useId(), heading: useId() };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const files = filesOf(form);
    const refused = checkFiles(files);
    setProblem(refused);
    if (!refused) send(new FormData(form), files, () => formRef.current?.reset());
  };
  return (
    <form ref={formRef} style={column} onSubmit={onSubmit} aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{title}</h3>
      {(problem || mutation.isError) && (
        <p className="form-error" role="alert">
          {problem || errorText(mutation.error)}
        </p>
      )}
      {children}
      <div className="field">
        <label htmlFor={ids.body}>{bodyLabel}</label>
        <textarea id={ids.body} name="body" rows={4} required />
      </div>
      <Attachments id={ids.files} />
      <p>
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending…' : submit}
        </button>
      </p>
    </form>
  );
}
