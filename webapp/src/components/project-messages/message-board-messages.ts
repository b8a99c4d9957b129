import { defineMessage } from '../../lib/i18n/messages';

// The message board's words, on both sides (the portal's through the catalogues).
export const unread = defineMessage({ id: 'projectMessages.unread', defaultMessage: '{count} unread', description: 'A badge: how many messages the reader has not read' });
export const heading = defineMessage({ id: 'projectMessages.heading', defaultMessage: 'Messages', description: "The message board's heading" });
export const loading = defineMessage({ id: 'projectMessages.loading', defaultMessage: 'Loading the messages…' });
export const loadFailed = defineMessage({ id: 'projectMessages.loadFailed', defaultMessage: 'The messages could not be loaded.' });
export const none = defineMessage({ id: 'projectMessages.none', defaultMessage: 'No messages yet.' });
export const threads = defineMessage({ id: 'projectMessages.threads', defaultMessage: 'Threads', description: 'The name screen readers give the list of threads (conversations)' });
export const threadUnread = defineMessage({ id: 'projectMessages.threadUnread', defaultMessage: '{subject}, {count} unread', description: "A thread's button, for screen readers, when some of its messages are unread" });
export const startedByOne = defineMessage({
  id: 'projectMessages.startedByOne',
  defaultMessage: 'Started by {name} · {count} message · last {time}',
  description: 'Under a thread with one message: who started it, and when its last message came',
});
export const startedByMany = defineMessage({
  id: 'projectMessages.startedByMany',
  defaultMessage: 'Started by {name} · {count} messages · last {time}',
  description: 'Under a thread with several messages: who started it, how many, and when its last message came',
});
export const allThreads = defineMessage({ id: 'projectMessages.allThreads', defaultMessage: 'All threads', description: 'Goes back from a thread to the list' });
export const threadLoading = defineMessage({ id: 'projectMessages.threadLoading', defaultMessage: 'Loading the thread…' });
export const threadLoadFailed = defineMessage({ id: 'projectMessages.threadLoadFailed', defaultMessage: 'The thread could not be loaded.' });
export const threadMessages = defineMessage({ id: 'projectMessages.threadMessages', defaultMessage: 'Messages of the thread' });
export const you = defineMessage({ id: 'projectMessages.you', defaultMessage: 'you', description: "After the author's name of the reader's own message: “Dana (you)”" });
export const authorSide = defineMessage({
  id: 'projectMessages.authorSide',
  defaultMessage: '({side}), {time}',
  description: "After a message's author's name: their side (projectMessages.you, or the firm or organization) and when they wrote",
});
export const isNew = defineMessage({ id: 'projectMessages.new', defaultMessage: 'new', description: 'A badge on a message the reader has not read' });
export const attachments = defineMessage({ id: 'projectMessages.attachments', defaultMessage: 'Attachments', description: "The name screen readers give a message's files" });
export const download = defineMessage({ id: 'projectMessages.download', defaultMessage: 'Download {name} ({size})' });
export const kilobytes = defineMessage({ id: 'projectMessages.kilobytes', defaultMessage: '{n} KB' });
export const megabytes = defineMessage({ id: 'projectMessages.megabytes', defaultMessage: '{n} MB' });
export const tooMany = defineMessage({ id: 'projectMessages.tooMany', defaultMessage: 'Attach at most {max} files to a message' });
export const tooBig = defineMessage({ id: 'projectMessages.tooBig', defaultMessage: '{name} is larger than the 25 MB limit' });
export const attachLabel = defineMessage({ id: 'projectMessages.attachLabel', defaultMessage: 'Attachments (up to {max}, 25 MB each: PDF, images, Word)', description: "A message's file picker" });
export const newThread = defineMessage({ id: 'projectMessages.newThread', defaultMessage: 'New thread', description: 'The heading of the form that starts a thread' });
export const message = defineMessage({ id: 'projectMessages.message', defaultMessage: 'Message', description: "The new thread's first message: its field" });
export const startThread = defineMessage({ id: 'projectMessages.startThread', defaultMessage: 'Start the thread' });
export const subject = defineMessage({ id: 'projectMessages.subject', defaultMessage: 'Subject' });
export const reply = defineMessage({ id: 'projectMessages.reply', defaultMessage: 'Reply', description: 'The heading of the form that answers in a thread' });
export const yourReply = defineMessage({ id: 'projectMessages.yourReply', defaultMessage: 'Your reply' });
export const send = defineMessage({ id: 'projectMessages.send', defaultMessage: 'Send' });
export const sending = defineMessage({ id: 'projectMessages.sending', defaultMessage: 'Sending…' });
