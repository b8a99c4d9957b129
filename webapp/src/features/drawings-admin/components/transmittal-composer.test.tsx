import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TransmittalInput } from '../../../gen/gusset/admin/v1/drawings_pb';
import { TransmittalPurpose } from '../../../gen/gusset/portal/v1/drawings_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { drawingServices, transmittal } from '../test/fixtures';
import { addDays } from './composer-fields';

describe('the transmittal composer', () => {
  it('refuses to send without items or recipients, saying so on their fields, and asks the server nothing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/transmittals/new',
      services: (router) => drawingServices(router, { transmittals: { sendTransmittal: (req) => (sent.push(req), { transmittal }) } }),
    });
    await screen.findByRole('group', { name: /Sheet revisions/ });
    await screen.findByRole('group', { name: 'Recipients' });
    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was sent: correct the fields marked below.');
    expect(screen.getByRole('group', { name: /Sheet revisions/ })).toHaveAccessibleDescription('Choose at least one sheet revision');
    expect(screen.getByRole('group', { name: 'Recipients' })).toHaveAccessibleDescription('Send it to at least one person');
    expect(sent).toEqual([]);
  });

  it("dates the review by the project's days, shows the server's refusal on its field, then sends and opens the transmittal", async () => {
    const user = userEvent.setup();
    const sent: TransmittalInput[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/transmittals/new',
      services: (router) =>
        drawingServices(router, {
          drawings: { getDrawingSettings: () => ({ settings: { projectId: 'p-1', reviewDays: 10 } }) },
          transmittals: {
            sendTransmittal: (req) => {
              sent.push(req.transmittal!);
              if (sent.length === 1) throw invalidArgument({ 'transmittal.recipient_ids[0]': 'Not a person of the client' });
              return { transmittal };
            },
          },
        }),
    });
    const revisions = await screen.findByRole('group', { name: /Sheet revisions/ });
    // A sheet on hold cannot go out; the filter narrows the list.
    expect(await within(revisions).findByLabelText(/C7 rev 0 · Column C7/)).toBeDisabled();
    // The server searches the register: the list follows once typing pauses.
    await user.type(within(revisions).getByLabelText('Filter sheets'), 'beam');
    await waitFor(() => expect(within(revisions).queryByLabelText(/E1 rev A/)).not.toBeInTheDocument());
    await user.click(within(revisions).getByLabelText(/B101 rev 2 · Beam B101/));
    await user.clear(within(revisions).getByLabelText('Filter sheets'));
    await user.click(await within(revisions).findByLabelText(/E1 rev A/));

    const recipients = await screen.findByRole('group', { name: 'Recipients' });
    expect(within(recipients).queryByLabelText(/gone@prairie.example/)).not.toBeInTheDocument();
    await user.click(within(recipients).getByLabelText('Dana Cole (dana@prairie.example)'));
    await user.click(within(screen.getByRole('group', { name: 'Copies' })).getByLabelText('eli@prairie.example'));
    await user.selectOptions(screen.getByLabelText('Purpose'), 'For fabrication');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'For your approval.' } });
    fireEvent.change(screen.getByLabelText('Issue date'), { target: { value: '2030-01-01' } });
    expect(screen.getByLabelText('Due date')).toHaveValue('2030-01-11');

    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Recipients' })).toHaveAccessibleDescription('Not a person of the client'));
    expect(sent[0]).toMatchObject({
      projectId: 'p-1',
      purpose: TransmittalPurpose.FOR_FABRICATION,
      revisionIds: ['r-12', 'r-21'],
      recipientIds: ['c-1'],
      copyIds: ['c-2'],
      message: 'For your approval.',
      issueDate: '2030-01-01',
      dueDate: '2030-01-11',
    });

    await user.click(screen.getByRole('button', { name: 'Send transmittal' }));
    expect(await screen.findByRole('heading', { name: 'Transmittal T-0001' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2030-12-25', 14)).toBe('2031-01-08');
    expect(addDays('2032-02-20', 10)).toBe('2032-03-01');
    expect(addDays('not a date', 1)).toBe('');
  });
});
