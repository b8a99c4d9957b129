import type { ConnectRouter } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { RfiCourt, RfiService, RfiStatus } from '../../../gen/gusset/portal/v1/rfis_pb';
import { french } from '../../../lib/i18n/fr-ca';
import { invalidArgument } from '../../../test/bad-request';
import { renderSite } from '../../../test/render-site';

const open = {
  id: 'rfi-1',
  projectId: 'p-1',
  numberText: 'RFI-001',
  subject: 'Beam depth',
  question: '<p>W12 or W14?</p>',
  status: RfiStatus.OPEN,
  ballInCourt: RfiCourt.CLIENT,
  ballInCourtName: 'Dana Cole',
  raisedByName: 'alice',
  raisedByFirm: true,
  assignee: { id: 'c-1', name: 'Dana Cole' },
  distribution: [
    { id: 'c-2', name: 'Sam Ortiz' },
    { id: 'r-1', email: 'eor@engineers.example', reviewer: true },
  ],
  requiredBy: '2030-01-10',
  daysOpen: 12,
  overdue: true,
  daysOverdue: 2,
  history: [{ action: 'raised', actorName: 'alice', byFirm: true, status: RfiStatus.OPEN }],
};

function services(state: { rfi: typeof open; answers: string[]; refuse?: boolean }) {
  return (router: ConnectRouter) => {
    router.service(PortalAuthService, { getMe: () => ({ user: { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', organizationName: 'Prairie Steel' } }) });
    router.service(ProjectService, { getProject: () => ({ project: { id: 'p-1', name: 'Warehouse' } }) });
    router.service(RfiService, {
      getRfi: () => ({ rfi: state.rfi }),
      answerRfi: (req) => {
        state.answers.push(req.answer);
        if (state.refuse) throw invalidArgument({ answer: 'The answer is too long' });
        state.rfi = { ...state.rfi, status: RfiStatus.ANSWERED, ballInCourt: RfiCourt.FIRM, ballInCourtName: '', overdue: false, ...{ answer: req.answer, answeredByName: 'Dana Cole' } };
        return { rfi: state.rfi };
      },
    });
  };
}

describe("an RFI's page in the portal", () => {
  it('shows the clock and, in the client\'s court, takes the answer and hands the ball back', async () => {
    const state = { rfi: open, answers: [] as string[] };
    const { user } = renderSite('/portal/projects/p-1/rfis/rfi-1', services(state));
    expect(await screen.findByRole('heading', { name: 'RFI-001 · Beam depth' }, { timeout: 15_000 })).toBeInTheDocument();
    const about = screen.getByLabelText('About the RFI');
    expect(about).toHaveTextContent('Days open: 12 · Overdue by 2 d');
    expect(about).toHaveTextContent('Your side (Dana Cole)');
    expect(about).toHaveTextContent('CopiesSam Ortiz, eor@engineers.example');
    // The answer is rich text: the editor takes a paste (jsdom cannot type into it), in
    // bold from the toolbar for its first word.
    const form = screen.getByRole('form', { name: 'Your answer' });
    await user.click(await within(form).findByRole('textbox', { name: 'Your answer' }));
    const bold = within(form).getByRole('button', { name: 'Bold' });
    await user.click(bold);
    await user.paste('W14');
    await user.click(bold);
    await user.paste(' governs.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    const answer = screen.getByRole('region', { name: 'Official answer' });
    await within(answer).findByText('Answered by Dana Cole', { exact: false });
    expect(within(answer).getByText('W14', { selector: 'strong' })).toBeInTheDocument();
    expect(answer).toHaveTextContent('W14 governs.');
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(state.answers).toEqual(['<p><strong>W14</strong> governs.</p>']);
  });

  it('asks for an answer before sending one, and shows the server\'s refusal under it', async () => {
    const state = { rfi: open, answers: [] as string[], refuse: true };
    const { user } = renderSite('/portal/projects/p-1/rfis/rfi-1', services(state));
    const box = await screen.findByRole('textbox', { name: 'Your answer' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(box).toHaveAccessibleDescription('Write your answer');
    expect(box).toHaveFocus();
    expect(state.answers).toEqual([]);

    await user.paste('W14 governs.');
    expect(box).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was sent: correct the fields marked below.');
    expect(box).toHaveAccessibleDescription('The answer is too long');
    expect(box).toHaveTextContent('W14 governs.');
    expect(state.answers).toEqual(['<p>W14 governs.</p>']);
  });

  it('speaks French on a French page', async () => {
    renderSite('/portal/projects/p-1/rfis/rfi-1', services({ rfi: open, answers: [] }), undefined, french);
    expect(await screen.findByRole('heading', { name: 'Réponse officielle' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('À propos de la DRI')).toHaveTextContent('Jours ouverte : 12 · En retard de 2 j');
    expect(screen.getByLabelText('À propos de la DRI')).toHaveTextContent('En copieSam Ortiz');
    const form = screen.getByRole('form', { name: 'Votre réponse' });
    expect(await within(form).findByRole('textbox', { name: 'Votre réponse' })).toBeInTheDocument();
    expect(within(form).getByRole('toolbar', { name: 'Mise en forme' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Gras' })).toBeInTheDocument();
  });
});
