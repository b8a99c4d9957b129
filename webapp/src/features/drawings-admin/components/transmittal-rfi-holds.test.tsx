import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransmittalInput } from '../../../gen/gusset/admin/v1/drawings_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { drawingServices, transmittal } from '../test/fixtures';

const refusal = '1 of these sheets are on hold for open RFI-001: confirm to issue them for fabrication anyway';

// sendFor fabrication fills the composer with a sheet and a recipient and sends it for
// fabrication; the server refuses the first send (open RFIs hold the sheet).
async function sendForFabrication(sent: TransmittalInput[]) {
  const user = userEvent.setup();
  renderStaffScreen({
    path: '/admin/projects/p-1/transmittals/new',
    services: (router) =>
      drawingServices(router, {
        transmittals: {
          sendTransmittal: (req) => {
            sent.push(req.transmittal!);
            if (!req.transmittal?.confirmRfiHolds) throw new ConnectError(refusal, Code.FailedPrecondition);
            return { transmittal };
          },
        },
      }),
  });
  const revisions = await screen.findByRole('group', { name: /Sheet revisions/ });
  await user.click(await within(revisions).findByLabelText(/B101 rev 2 · Beam B101/));
  await user.click(within(await screen.findByRole('group', { name: 'Recipients' })).getByLabelText('Dana Cole (dana@prairie.example)'));
  await user.selectOptions(screen.getByLabelText('Purpose'), 'For fabrication');
  await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Please confirm' }) };
}

describe('a transmittal for fabrication of sheets that open RFIs hold', () => {
  it('asks to confirm with the server\'s words, then sends it again with the confirmation and opens it', async () => {
    const sent: TransmittalInput[] = [];
    const { user, dialog } = await sendForFabrication(sent);
    expect(dialog).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole('button', { name: 'Issue for fabrication' }));
    expect(await screen.findByRole('heading', { name: 'Transmittal T-0001' })).toBeInTheDocument();
    expect(sent.map((t) => t.confirmRfiHolds)).toEqual([false, true]);
  });

  it('sends nothing more when the confirmation is cancelled, and says why it was not sent', async () => {
    const sent: TransmittalInput[] = [];
    const { user, dialog } = await sendForFabrication(sent);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(sent).toHaveLength(1);
  });
});
