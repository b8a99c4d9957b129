import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { MailChoice } from '../../gen/gusset/portal/v1/messages_pb';
import type { Notification } from '../../gen/gusset/portal/v1/notifications_pb';

// What the bell needs of a side's API (the client's in features/client-portal, the staff's
// in features/admin): the same list, each side's own RPCs.
export type NotificationPage = { notifications: Notification[]; unreadCount: number; nextPageToken: string };

export type NotificationApi = {
  // Polled: the count in the header.
  useUnread: () => UseQueryResult<number>;
  // The newest page, asked for when the list is opened.
  useList: (enabled: boolean) => UseQueryResult<NotificationPage>;
  useMarkRead: () => UseMutationResult<unknown, Error, string>;
  useMarkAllRead: () => UseMutationResult<unknown, Error, void>;
  // Where a notification's click goes on this side.
  linkOf: (n: Notification) => string;
};

// A user's mail choice for one project, shared by both sides' project pages.
export type ProjectMailChoiceApi = {
  useChoice: () => UseQueryResult<{ mailChoice: MailChoice; projectSpecific: boolean }>;
  useSetChoice: () => UseMutationResult<unknown, Error, MailChoice>;
};

// How often the header asks for the unread count (a minute: no push channel yet).
export const unreadPollMs = 60_000;
