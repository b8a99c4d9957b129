import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransmittalInput } from '../../../gen/gusset/admin/v1/drawings_pb';
import { TransmittalPurpose } from '../../../gen/gusset/portal/v1/drawings_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { drawingServices, transmittal } from '../test/fixtures';

describe("the composer's outside reviewers and resubmittals", () => {
  it('sends to an outside reviewer alone as a resubmittal of an earlier transmittal, showing a refused address on its row', async () => {
    const user = userEvent.setup();
    const sent: TransmittalInput[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/transmittals/new',
      services: (router) =>
        drawingServices(router, {
          transmittals: {
            sendTransmittal: (req) => {
              sent.push(req.transmittal!);
              if (sent.length === 1) throw invalidArgument({ 'transmittal.reviewers[1].email': "That is a client user's address" });
              return { transmittal };
            },
          },
        }),
    });
    const revisions = await screen.findByRole('group', { name: /Sheet revisions/ });
    await user.click(await within(revisions).findByLabelText(/B101 rev 2 · Beam B101/));
    expect(screen.queryByLabelText('Resubmits')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Purpose'), 'Resubmittal');
    await waitFor(() => expect(within(screen.getByLabelText('Resubmits')).getByRole('option', { name: 'T-0001 · For approval · Jan 5, 2030' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Resubmits'), 'T-0001 · For approval · Jan 5, 2030');

    await user.click(screen.getByRole('button', { name: 'Add an outside reviewer' }));
    await user.click(screen.getByRole('button', { name: 'Add an outside reviewer' }));
    const first = screen.getByRole('group', { name: 'Outside reviewer 1' });
    await user.type(within(first).getByLabelText('E-mail'), ' eor@engineers.example ');
    await user.type(within(first).getByLabelText('Name'), 'Erin Ode');
    const second = screen.getByRole('group', { name: 'Outside reviewer 2' });
    await user.type(within(second).getByLabelText('E-mail'), 'dana@prairie.example');
    await user.click(within(second).getByLabelText('A copy (does not review)'));

    // No client recipient: the reviewer is the one person it is sent to.
    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    await waitFor(() => expect(within(second).getByLabelText('E-mail')).toHaveAccessibleDescription("That is a client user's address"));
    expect(sent[0]).toMatchObject({
      purpose: TransmittalPurpose.RESUBMITTAL,
      resubmitsId: 't-1',
      recipientIds: [],
      reviewers: [
        { email: 'eor@engineers.example', name: 'Erin Ode', copy: false },
        { email: 'dana@prairie.example', name: '', copy: true },
      ],
    });

    await user.click(within(second).getByRole('button', { name: 'Remove reviewer 2' }));
    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    expect(await screen.findByRole('heading', { name: 'Transmittal T-0001' })).toBeInTheDocument();
    expect(sent[1].reviewers.map((r) => r.email)).toEqual(['eor@engineers.example']);
  });

  it('sends no resubmitted transmittal for another purpose', async () => {
    const user = userEvent.setup();
    const sent: TransmittalInput[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/transmittals/new',
      services: (router) => drawingServices(router, { transmittals: { sendTransmittal: (req) => (sent.push(req.transmittal!), { transmittal }) } }),
    });
    const revisions = await screen.findByRole('group', { name: /Sheet revisions/ });
    await user.click(await within(revisions).findByLabelText(/B101 rev 2 · Beam B101/));
    await user.selectOptions(screen.getByLabelText('Purpose'), 'Resubmittal');
    await waitFor(() => expect(screen.getByLabelText('Resubmits')).toHaveTextContent('T-0001'));
    await user.selectOptions(screen.getByLabelText('Resubmits'), 'T-0001 · For approval · Jan 5, 2030');
    await user.selectOptions(screen.getByLabelText('Purpose'), 'For approval');
    await user.click(within(await screen.findByRole('group', { name: 'Recipients' })).getByLabelText('Dana Cole (dana@prairie.example)'));
    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ purpose: TransmittalPurpose.FOR_APPROVAL, resubmitsId: '', reviewers: [] });
  });
});
