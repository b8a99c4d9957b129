import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawingService } from '../../../gen/gusset/portal/v1/drawings_pb';
import { FileService } from '../../../gen/gusset/portal/v1/files_pb';
import { MailChoice, MessageService } from '../../../gen/gusset/portal/v1/messages_pb';
import { NotificationKind, NotificationService } from '../../../gen/gusset/portal/v1/notifications_pb';
import { PortalAuthService, ProjectService, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderSite } from '../../../test/render-site';

const me = { user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel', hasPassword: true } };
const project = { project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', status: ProjectStatus.DETAILING }, milestones: [], history: [] };
const note = { id: 'n-1', kind: NotificationKind.STAFF_UPLOAD, projectId: 'p-1', projectName: 'Warehouse', jobNumber: 'J-1', actorName: 'alice', title: 'GA-101 rev B.pdf', read: false };

describe("the client's notifications", () => {
  it('shows the unread count on the bell, lists what the firm did, marks one read and opens its project; the project page sets its mail choice', async () => {
    const marked: string[] = [];
    const choices: MailChoice[] = [];
    const { user } = renderSite('/portal/projects', (router) => {
      router.service(PortalAuthService, { getMe: () => me });
      router.service(ProjectService, { listProjects: () => ({ projects: [] }), getProject: () => project });
      router.service(FileService, { listProjectFiles: () => ({ folders: [] }) });
      router.service(DrawingService, { listSheets: () => ({ sheets: [] }), listTransmittals: () => ({ transmittals: [] }) });
      router.service(MessageService, { listThreads: () => ({ threads: [], unreadCount: 0, mailChoice: MailChoice.EACH }) });
      router.service(NotificationService, {
        getUnreadNotificationCount: () => ({ unreadCount: marked.length ? 0 : 1 }),
        listNotifications: () => ({ notifications: [{ ...note, read: marked.length > 0 }], unreadCount: marked.length ? 0 : 1 }),
        markNotificationRead: (req) => {
          marked.push(req.id);
          return { unreadCount: 0 };
        },
        getProjectMailChoice: () => ({ mailChoice: MailChoice.EACH, projectSpecific: false }),
        setProjectMailChoice: (req) => {
          choices.push(req.mailChoice);
          return { mailChoice: req.mailChoice, projectSpecific: true };
        },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: /alice uploaded GA-101 rev B\.pdf/ }));
    await waitFor(() => expect(marked).toEqual(['n-1']));
    // The bell reads "no unread" (the header is drawn again as the project page opens, so
    // the button found is looked up afresh rather than held).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());

    const choice = await screen.findByLabelText('Mail me about this project');
    expect(await screen.findByText('Your choice for every project, until you choose one here.')).toBeInTheDocument();
    await user.selectOptions(choice, String(MailChoice.DIGEST));
    expect(await screen.findByText('Saved for this project.')).toBeInTheDocument();
    expect(choices).toEqual([MailChoice.DIGEST]);
  });

  it("reads an RFI's change by its number and opens the RFI", async () => {
    const rfiNote = { ...note, id: 'n-2', kind: NotificationKind.RFI_CHANGED, title: 'RFI-002 Beam B12 at grid C/4', targetId: 'r-1' };
    const { user, router } = renderSite('/portal/projects', (r) => {
      r.service(PortalAuthService, { getMe: () => me });
      r.service(ProjectService, { listProjects: () => ({ projects: [] }), getProject: () => project });
      r.service(NotificationService, {
        getUnreadNotificationCount: () => ({ unreadCount: 1 }),
        listNotifications: () => ({ notifications: [rfiNote], unreadCount: 1 }),
        markNotificationRead: () => ({ unreadCount: 0 }),
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 30_000 }));
    await user.click(await screen.findByRole('button', { name: /alice updated RFI-002 Beam B12 at grid C\/4/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/projects/p-1/rfis/r-1'));
  });
});
