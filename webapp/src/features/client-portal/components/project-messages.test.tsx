import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileService } from '../../../gen/gusset/portal/v1/files_pb';
import { MailChoice, MessageAuthor, MessageService } from '../../../gen/gusset/portal/v1/messages_pb';
import { PortalAuthService, ProjectService, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderSite } from '../../../test/render-site';
import { DrawingService } from '../../../gen/gusset/portal/v1/drawings_pb';
import { RfiService } from '../../../gen/gusset/portal/v1/rfis_pb';

const me = { user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel', hasPassword: true } };
const project = { project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', status: ProjectStatus.DETAILING }, milestones: [], history: [] };
const thread = { id: 't-1', projectId: 'p-1', subject: 'Connection at C4', authorName: 'dana@prairie.example (Prairie Steel)', messageCount: 2, unreadCount: 1 };
const messages = [
  { id: 'm-1', authorKind: MessageAuthor.CLIENT, authorName: 'dana@prairie.example (Prairie Steel)', body: 'Can the tab\nbe welded?', mine: true, attachments: [] },
  {
    id: 'm-2',
    authorKind: MessageAuthor.STAFF,
    authorName: 'alice',
    body: 'Yes, see the detail.',
    unread: true,
    attachments: [{ id: 'a-1', fileName: 'detail.pdf', size: 2048n, contentType: 'application/pdf' }],
  },
];


function renderProject(messageService: Parameters<Parameters<typeof renderSite>[1]>[0] extends infer R ? (router: R) => void : never) {
  return renderSite('/portal/projects/p-1', (router) => {
    router.service(PortalAuthService, { getMe: () => me });
    router.service(ProjectService, { getProject: () => project });
    // The page's files section, with no folders.
    router.service(FileService, { listProjectFiles: () => ({ folders: [] }) });
    // The page's drawings section, empty.
    router.service(DrawingService, { listSheets: () => ({ sheets: [] }), listTransmittals: () => ({ transmittals: [] }) });
    router.service(RfiService, { listRfis: () => ({}) });
    messageService(router);
  });
}

describe("the client's project messages", () => {
  it('lists the threads with their unread badges and opens one, which shows its messages and attachments', async () => {
    const read: string[] = [];
    const { user } = renderProject((router) =>
      router.service(MessageService, {
        listThreads: () => ({ threads: [thread], unreadCount: 1, mailChoice: MailChoice.EACH }),
        getThread: (req) => {
          read.push(req.id);
          return { thread, messages };
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Messages 1 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connection at C4, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Messages of the thread' });
    expect(read).toEqual(['t-1']);
    const items = within(list).getAllByRole('listitem', { name: '' });
    expect(items[0]).toHaveTextContent('(you)');
    expect(within(list).getByText('Yes, see the detail.').closest('li')).toHaveTextContent('alice (the firm)');
    expect(screen.getByRole('button', { name: 'Download detail.pdf (2 KB)' })).toBeInTheDocument();
  });

  it('posts a reply in the open thread', async () => {
    const posted: { threadId: string; body: string; attachments: string[] }[] = [];
    const { user } = renderProject((router) =>
      router.service(MessageService, {
        listThreads: () => ({ threads: [{ ...thread, unreadCount: 0 }], unreadCount: 0, mailChoice: MailChoice.EACH }),
        getThread: () => ({ thread, messages }),
        postMessage: (req) => {
          posted.push({ threadId: req.threadId, body: req.body, attachments: req.attachmentUploadIds });
          return { message: { id: 'm-3', body: req.body } };
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Connection at C4' }));
    await user.type(await screen.findByLabelText('Your reply'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual([{ threadId: 't-1', body: 'Thanks', attachments: [] }]));
  });

  it('refuses more than ten attachments before uploading any', async () => {
    let posts = 0;
    const { user } = renderProject((router) =>
      router.service(MessageService, {
        listThreads: () => ({ threads: [], unreadCount: 0, mailChoice: MailChoice.EACH }),
        startThread: () => {
          posts++;
          return {};
        },
      }),
    );
    await user.type(await screen.findByLabelText('Subject'), 'Drawings');
    await user.type(screen.getByLabelText('Message'), 'All of them');
    const files = Array.from({ length: 11 }, (_, i) => new File(['%PDF-'], `sheet-${i}.pdf`, { type: 'application/pdf' }));
    await user.upload(screen.getByLabelText(/^Attachments/), files);
    expect((screen.getByLabelText(/^Attachments/) as HTMLInputElement).files).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Start the thread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach at most 10 files to a message');
    expect(posts).toBe(0);
  });

  it("saves the client's mail choice", async () => {
    const chosen: MailChoice[] = [];
    const { user } = renderProject((router) =>
      router.service(MessageService, {
        listThreads: () => ({ threads: [], unreadCount: 0, mailChoice: MailChoice.EACH }),
        setMailChoice: (req) => {
          chosen.push(req.mailChoice);
          return { mailChoice: req.mailChoice };
        },
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Mail me about new messages'), 'A daily digest');
    expect(await screen.findByText('Saved: applies to every project.')).toBeInTheDocument();
    expect(chosen).toEqual([MailChoice.DIGEST]);
  });
});
