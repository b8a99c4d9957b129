import type { ServiceImpl } from '@connectrpc/connect';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalMessageAdminService } from '../../../gen/gusset/admin/v1/portal_messages_pb';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { MailChoice, MessageAuthor } from '../../../gen/gusset/portal/v1/messages_pb';
import { ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const project = { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', organizationName: 'Prairie Steel', status: ProjectStatus.DETAILING, overdue: 0, dueThisWeek: 0 };
const thread = { id: 't-1', projectId: 'p-1', subject: 'Connection at C4', authorName: 'dana@prairie.example (Prairie Steel)', messageCount: 1, unreadCount: 1 };

type Overrides = Partial<ServiceImpl<typeof PortalMessageAdminService>>;

function renderProjects(path: string, overrides: Overrides = {}) {
  return renderStaffScreen({
    path,
    services: (router) => {
      router.service(ClientAdminService, { listOrganizations: () => ({ organizations: [] }) });
      router.service(StaffService, { listStaff: () => ({ users: [] }) });
      router.service(ProjectAdminService, {
        listPortalProjects: () => ({ projects: [project] }),
        getPortalProject: () => ({ project, milestones: [], history: [] }),
      });
      router.service(PortalMessageAdminService, {
        listUnreadMessageCounts: () => ({ projects: [{ projectId: 'p-1', unreadCount: 3 }] }),
        listPortalThreads: () => ({ threads: [thread], unreadCount: 1 }),
        getPortalThread: () => ({
          thread,
          messages: [{ id: 'm-1', authorKind: MessageAuthor.CLIENT, authorName: 'dana@prairie.example (Prairie Steel)', body: 'Can the tab be welded?', unread: true, attachments: [] }],
        }),
        getStaffMailChoice: () => ({ mailChoice: MailChoice.EACH, email: '' }),
        ...overrides,
      });
    },
  });
}

describe("the staff's project messages", () => {
  it('shows each project’s unread count in the list, and the project a mail links to', async () => {
    renderProjects('/admin/projects?project=p-1');
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Messages 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connection at C4, 1 unread' })).toBeInTheDocument();
  });

  it("answers a client's message in its thread", async () => {
    const user = userEvent.setup();
    const posted: { threadId: string; body: string }[] = [];
    renderProjects('/admin/projects?project=p-1', {
      postPortalMessage: (req) => {
        posted.push({ threadId: req.threadId, body: req.body });
        return { message: { id: 'm-2' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Connection at C4, 1 unread' }));
    expect((await screen.findByText('Can the tab be welded?')).closest('li')).toHaveTextContent('(Prairie Steel) (client)');
    await user.type(screen.getByLabelText('Your reply'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual([{ threadId: 't-1', body: 'Yes' }]));
  });

  it('saves the staff user’s mail choice with the address to mail', async () => {
    const user = userEvent.setup();
    const saved: { mailChoice: MailChoice; email: string }[] = [];
    renderProjects('/admin/projects?project=p-1', {
      setStaffMailChoice: (req) => {
        saved.push({ mailChoice: req.mailChoice, email: req.email });
        return { mailChoice: req.mailChoice, email: req.email };
      },
    });
    await user.selectOptions(await screen.findByLabelText('Mail me'), 'A daily digest');
    await user.type(screen.getByLabelText('At the address'), 'alice@firm.example');
    await user.click(screen.getByRole('button', { name: 'Save my mail choice' }));
    await waitFor(() => expect(saved).toEqual([{ mailChoice: MailChoice.DIGEST, email: 'alice@firm.example' }]));
  });
});
