import type { ConnectRouter } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RfiService, type RfiInput } from '../../../gen/gusset/portal/v1/rfis_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderSite } from '../../../test/render-site';
import { RaiseRfi } from '../components/rfi-raise-form';

// The form on its own page, as the project's page places it; the RFI's page it opens
// after sending is a stand-in.
const routes = [
  { path: '/portal/projects/p-1', element: <RaiseRfi projectId="p-1" /> },
  { path: '/portal/projects/p-1/rfis/:rfi', element: <p>The RFI&apos;s page</p> },
];

function services(sent: RfiInput[], refuse = false) {
  return (router: ConnectRouter) =>
    router.service(RfiService, {
      createRfi: (req) => {
        sent.push(req.rfi!);
        if (refuse) throw invalidArgument({ 'rfi.question': 'Question is too long (at most 20000 characters)' });
        return { rfi: { id: 'rfi-9', projectId: 'p-1', numberText: 'RFI-009' } };
      },
    });
}

async function openForm(sent: RfiInput[], refuse = false) {
  const view = renderSite('/portal/projects/p-1', services(sent, refuse), routes);
  await view.user.click(await screen.findByRole('button', { name: 'Ask the firm a question (RFI)' }));
  const form = screen.getByRole('form', { name: 'New RFI to the firm' });
  await view.user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Beam depth');
  return { ...view, form, question: await within(form).findByRole('textbox', { name: 'Question' }) };
}

describe('raising an RFI in the portal', () => {
  it('sends the question as the rich text written in the editor', async () => {
    const sent: RfiInput[] = [];
    const { user, form, question } = await openForm(sent);
    await user.click(question);
    await user.paste('Which depth ');
    await user.click(within(form).getByRole('button', { name: 'Bold' }));
    await user.paste('governs');
    await user.click(within(form).getByRole('button', { name: 'Bold' }));
    await user.paste('?');
    await user.click(within(form).getByRole('button', { name: 'Send the RFI' }));
    expect(await screen.findByText("The RFI's page")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ projectId: 'p-1', subject: 'Beam depth', question: '<p>Which depth <strong>governs</strong>?</p>' });
  });

  it('asks for the question before sending, and shows the server\'s refusal of it under the editor', async () => {
    const sent: RfiInput[] = [];
    const { user, form, question } = await openForm(sent, true);
    await user.click(within(form).getByRole('button', { name: 'Send the RFI' }));
    expect(question).toHaveAccessibleDescription('Ask the question');
    expect(question).toHaveFocus();
    expect(sent).toEqual([]);

    await user.paste('W12 or W14?');
    await user.click(within(form).getByRole('button', { name: 'Send the RFI' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Nothing was sent: correct the fields marked below.');
    expect(question).toHaveAccessibleDescription('Question is too long (at most 20000 characters)');
    expect(question).toHaveTextContent('W12 or W14?');
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Beam depth');
  });
});
