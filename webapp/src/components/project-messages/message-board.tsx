import { useId, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { MessageAuthor, type MessageAttachment, type MessageThread, type ThreadMessage } from '../../gen/gusset/portal/v1/messages_pb';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format-date';
import { useLocale, useT, type Language } from '../../lib/i18n/locale';
import { maxAttachmentBytes, maxAttachments, type MessageBoardApi } from './message-board-api';
import * as m from './message-board-messages';

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
  const t = useT();
  if (count <= 0) return null;
  return <span style={badge}>{t(m.unread, { count })}</span>;
}

type Props = {
  api: MessageBoardApi;
  // Who "the other side" is, in the author line: "Firm" for clients, the organization for staff.
  sideName: (author: MessageAuthor) => string;
  // The reader's mail choice form, shown under the threads.
  mailChoice?: ReactNode;
};

export function MessageBoard({ api, sideName, mailChoice }: Props) {
  const t = useT();
  const threads = api.useThreads();
  const [open, setOpen] = useState('');
  const heading = useId();
  return (
    <section aria-labelledby={heading} style={column}>
      <h2 id={heading}>
        {t(m.heading)}
        <UnreadBadge count={threads.data?.unreadCount ?? 0} />
      </h2>
      {open ? (
        <Thread key={open} api={api} id={open} sideName={sideName} onBack={() => setOpen('')} />
      ) : threads.isPending ? (
        <p role="status">{t(m.loading)}</p>
      ) : threads.isError ? (
        <p role="alert">{errorText(threads.error, t(m.loadFailed), t)}</p>
      ) : (
        <>
          {threads.data.threads.length === 0 ? (
            <p>{t(m.none)}</p>
          ) : (
            <ul style={list} aria-label={t(m.threads)}>
              {threads.data.threads.map((thread) => (
                <ThreadItem key={thread.id} thread={thread} onOpen={() => setOpen(thread.id)} />
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

function ThreadItem({ thread: th, onOpen }: { thread: MessageThread; onOpen: () => void }) {
  const t = useT();
  const locale = useLocale();
  const started = { name: th.authorName, count: th.messageCount, time: formatDateTime(th.lastMessageTime, { locale }) };
  return (
    <li style={card}>
      <button type="button" className="button" onClick={onOpen} aria-label={th.unreadCount ? t(m.threadUnread, { subject: th.subject, count: th.unreadCount }) : th.subject}>
        {th.subject}
      </button>
      <UnreadBadge count={th.unreadCount} />
      <p style={meta}>{t(th.messageCount === 1 ? m.startedByOne : m.startedByMany, started)}</p>
    </li>
  );
}

function Thread({ api, id, sideName, onBack }: { api: MessageBoardApi; id: string; sideName: Props['sideName']; onBack: () => void }) {
  const t = useT();
  const thread = api.useThread(id);
  return (
    <div style={column}>
      <p>
        <button type="button" className="button" onClick={onBack}>
          {t(m.allThreads)}
        </button>
      </p>
      {thread.isPending ? (
        <p role="status">{t(m.threadLoading)}</p>
      ) : thread.isError ? (
        <p role="alert">{errorText(thread.error, t(m.threadLoadFailed), t)}</p>
      ) : (
        <>
          <h3>{thread.data.thread?.subject}</h3>
          <ol style={list} aria-label={t(m.threadMessages)}>
            {thread.data.messages.map((message) => (
              <MessageItem key={message.id} api={api} message={message} sideName={sideName} />
            ))}
          </ol>
          <ReplyForm api={api} threadId={id} />
        </>
      )}
    </div>
  );
}

function MessageItem({ api, message: msg, sideName }: { api: MessageBoardApi; message: ThreadMessage; sideName: Props['sideName'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li style={card}>
      <p style={meta}>
        <strong>{msg.authorName}</strong> {t(m.authorSide, { side: msg.mine ? t(m.you) : sideName(msg.authorKind), time: formatDateTime(msg.createTime, { locale }) })}
        {msg.unread && <span style={badge}>{t(m.isNew)}</span>}
      </p>
      <p style={body}>{msg.body}</p>
      {msg.attachments.length > 0 && (
        <ul style={{ ...list, gap: '0.25rem' }} aria-label={t(m.attachments)}>
          {msg.attachments.map((a) => (
            <li key={a.id}>
              <Download api={api} attachment={a} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function sizeText(n: bigint | number, { locale, format: t }: Language): string {
  const bytes = Number(n);
  const one = (x: number) => (locale === 'en-US' ? x.toFixed(1) : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x));
  return bytes >= 1024 * 1024 ? t(m.megabytes, { n: one(bytes / 1024 / 1024) }) : t(m.kilobytes, { n: Math.max(1, Math.round(bytes / 1024)) });
}

// Download asks for a signed link only when clicked (it expires), then follows it.
function Download({ api, attachment: a }: { api: MessageBoardApi; attachment: MessageAttachment }) {
  const t = useT();
  const locale = useLocale();
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
        {t(m.download, { name: a.fileName, size: sizeText(a.size, { locale, format: t }) })}
      </button>
      {url.isError && <span role="alert"> {errorText(url.error, undefined, t)}</span>}
    </>
  );
}

// checkFiles refuses what the server would refuse, before anything is uploaded.
function checkFiles(files: File[], t: Language['format']): string {
  if (files.length > maxAttachments) return t(m.tooMany, { max: maxAttachments });
  const big = files.find((f) => f.size > maxAttachmentBytes);
  return big ? t(m.tooBig, { name: big.name }) : '';
}

function Attachments({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="field" style={{ minWidth: 0 }}>
      <label htmlFor={id} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {t(m.attachLabel, { max: maxAttachments })}
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
  const t = useT();
  const start = api.useStartThread();
  const subject = useId();
  return (
    <MessageForm
      title={t(m.newThread)}
      bodyLabel={t(m.message)}
      submit={t(m.startThread)}
      mutation={start}
      send={(data, files) => start.mutate({ subject: String(data.get('subject') ?? ''), body: String(data.get('body') ?? ''), files }, { onSuccess: (id) => onStarted(id) })}
    >
      <div className="field">
        <label htmlFor={subject}>{t(m.subject)}</label>
        <input id={subject} name="subject" type="text" maxLength={200} required />
      </div>
    </MessageForm>
  );
}

function ReplyForm({ api, threadId }: { api: MessageBoardApi; threadId: string }) {
  const t = useT();
  const reply = api.useReply();
  return (
    <MessageForm
      title={t(m.reply)}
      bodyLabel={t(m.yourReply)}
      submit={t(m.send)}
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
  const t = useT();
  const [problem, setProblem] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { body: useId(), files: useId(), heading: useId() };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const files = filesOf(form);
    const refused = checkFiles(files, t);
    setProblem(refused);
    if (!refused) send(new FormData(form), files, () => formRef.current?.reset());
  };
  return (
    <form ref={formRef} style={column} onSubmit={onSubmit} aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{title}</h3>
      {(problem || mutation.isError) && (
        <p className="form-error" role="alert">
          {problem || errorText(mutation.error, undefined, t)}
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
          {mutation.isPending ? t(m.sending) : submit}
        </button>
      </p>
    </form>
  );
}
