import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { MailChoice, MessageThread, ThreadMessage } from '../../gen/gusset/portal/v1/messages_pb';
import type { SessionKind } from '../../lib/session';
import { uploadFile } from '../../lib/upload-file';

// What the message board needs of a side's API (the client's in features/client-portal,
// the staff's in features/portal-admin): the same screens, each side's own RPCs.
export type ThreadList = { threads: MessageThread[]; unreadCount: number; mailChoice?: MailChoice };
export type ThreadView = { thread?: MessageThread; messages: ThreadMessage[] };
export type NewThread = { subject: string; body: string; files: File[] };
export type Reply = { threadId: string; body: string; files: File[] };

export type MessageBoardApi = {
  useThreads: () => UseQueryResult<ThreadList>;
  useThread: (id: string) => UseQueryResult<ThreadView>;
  // Each resolves once the files are uploaded and the message is posted.
  useStartThread: () => UseMutationResult<string, Error, NewThread>;
  useReply: () => UseMutationResult<unknown, Error, Reply>;
  // Answers a short-lived signed link to the attachment.
  useAttachmentUrl: () => UseMutationResult<string, Error, string>;
};

// Limits the server enforces too (internal/portal/messages.go, internal/files/kind.go).
export const maxAttachments = 10;
export const maxAttachmentBytes = 25 * 1024 * 1024;

// uploadAttachments uploads a message's files one after another and answers their upload
// ids, which the message then claims; token is a portal client's session (none: staff's).
export async function uploadAttachments(files: File[], session: SessionKind = 'staff'): Promise<string[]> {
  const ids: string[] = [];
  for (const f of files) ids.push((await uploadFile('portal_attachment', f, { session })).id);
  return ids;
}
