import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawingService } from '../../../gen/gusset/portal/v1/drawings_pb';
import { FileService } from '../../../gen/gusset/portal/v1/files_pb';
import { MailChoice, MessageService } from '../../../gen/gusset/portal/v1/messages_pb';
import { BallInCourt, PortalAuthService, ProjectService, ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { RfiService } from '../../../gen/gusset/portal/v1/rfis_pb';
import { renderSite } from '../../../test/render-site';
import { projectSummary } from '../test/project-summary';

const nbsp = '\u00a0';
const me = { user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel', hasPassword: true } };
const summary = projectSummary;
const project = {
  project: { id: 'p-1', name: 'Warehouse', jobNumber: 'J-1', status: ProjectStatus.DETAILING },
  milestones: [{ id: 'm-1', name: 'Approval', dueDate: '2030-01-10', ballInCourt: BallInCourt.CLIENT, overdue: true }],
  history: [
    {
      milestoneId: 'm-1',
      milestoneName: 'Approval',
      actorKind: 'client',
      actorName: 'Dana',
      oldDueDate: '2030-01-03',
      newDueDate: '2030-01-10',
      oldBallInCourt: BallInCourt.FIRM,
      newBallInCourt: BallInCourt.CLIENT,
      reason: 'Béton en retard',
    },
  ],
};

// The English of the messages these screens show, none of which may remain in the portal
// (the site's frame and the shared components it uses speak for themselves).
const english = [
  'Your projects',
  'Overdue',
  'Due this week',
  'With you',
  'With the firm',
  'waiting on you',
  'Next:',
  'ball with',
  'Job J-1',
  'Detailing',
  'Your account',
  'Project portal',
  'Sign out',
  'Milestones',
  'Ball with',
  'Move the date',
  'Hand back',
  'History',
  'due ',
  'overdue',
  'Files',
  'Mail me about new messages',
  'A mail for each message',
];

describe('the project portal in French', () => {
  it('writes the projects and a project page in Canadian French, dates included', async () => {
    const french = (await import('../../../lib/i18n/fr-ca')).french;
    const projects = renderSite(
      '/portal/projects',
      (router) => {
        router.service(PortalAuthService, { getMe: () => me });
        router.service(ProjectService, { listProjects: () => ({ projects: [summary] }) });
      },
      undefined,
      french,
    );
    expect(await screen.findByRole('link', { name: 'Warehouse' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vos projets' })).toBeInTheDocument();
    expect(screen.getByText('En retard').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Prévus cette semaine').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('En attente de l’entreprise').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: '2 DRI attendent votre réponse' })).toBeInTheDocument();
    // A no-break space before a colon (Testing Library's matchers read it as a space).
    const next = screen.getByText(/Prochain jalon/);
    expect(next).toHaveTextContent('Prochain jalon : Approval, prévu le 10 janv. 2030 — en attente de vous');
    expect(next.textContent).toContain(`jalon${nbsp}:`);
    expect(screen.getByText('Projet J-1', { exact: false })).toHaveTextContent('Projet J-1 · Calgary · Dessins d’atelier');
    expect(screen.getByRole('heading', { name: 'Votre compte' })).toBeInTheDocument();
    expect(screen.getByText('Connexion à deux facteurs : désactivée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    for (const text of english) expect(screen.getByRole('main')).not.toHaveTextContent(text);
    projects.unmount();

    renderSite(
      '/portal/projects/p-1',
      (router) => {
        router.service(PortalAuthService, { getMe: () => me });
        router.service(ProjectService, { getProject: () => project });
        router.service(FileService, { listProjectFiles: () => ({ folders: [] }) });
        router.service(DrawingService, { listSheets: () => ({ sheets: [] }), listTransmittals: () => ({ transmittals: [] }) });
        router.service(RfiService, { listRfis: () => ({}) });
        router.service(MessageService, { listThreads: () => ({ threads: [], unreadCount: 0, mailChoice: MailChoice.EACH }) });
      },
      undefined,
      french,
    );
    expect(await screen.findByRole('heading', { name: 'Jalons' }, { timeout: 15_000 })).toBeInTheDocument();
    const milestone = screen.getByText(/prévu le/).closest('li')!;
    expect(within(milestone).getByText(/prévu le/)).toHaveTextContent('Approval — prévu le 10 janv. 2030 · en retard');
    expect(within(milestone).getByText('En attente de : vous')).toBeInTheDocument();
    expect(within(milestone).getByRole('button', { name: 'Déplacer la date' })).toBeInTheDocument();
    expect(within(milestone).getByRole('button', { name: 'Renvoyer à l’entreprise' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historique' })).toBeInTheDocument();
    expect(screen.getByText(/échéance/)).toHaveTextContent("Approval : échéance 3 janv. 2030 → 10 janv. 2030; en attente de : l'entreprise → vous");
    expect(screen.getByText(/Dana \(client\)/)).toHaveTextContent('— « Béton en retard »');
    expect(await screen.findByRole('heading', { name: 'Fichiers' })).toBeInTheDocument();
    const mail = await screen.findByLabelText('M’envoyer un courriel pour les nouveaux messages');
    expect(within(mail).getByRole('option', { name: 'Un résumé quotidien' })).toBeInTheDocument();
    for (const text of english) expect(screen.getByRole('main')).not.toHaveTextContent(text);
  });
});
