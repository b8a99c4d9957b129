import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SheetKind } from '../../../gen/gusset/portal/v1/drawings_pb';
import type { SheetInput } from '../../../gen/gusset/admin/v1/drawings_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { drawingServices } from '../test/fixtures';

describe('a new sheet without a drawing, on the register', () => {
  it('shows a taken number on its field, then adds the sheet and closes the form', async () => {
    const user = userEvent.setup();
    const asked: { projectId: string; sheet?: SheetInput }[] = [];
    renderStaffScreen({
      path: '/admin/projects/p-1/drawings',
      services: (router) =>
        drawingServices(router, {
          drawings: {
            createSheet: (req) => {
              asked.push({ projectId: req.projectId, sheet: req.sheet });
              if (req.sheet?.sheetNumber === 'B101') throw invalidArgument({ 'sheet.sheet_number': 'The project has a sheet B101' });
              return { sheet: { id: 's-9', projectId: req.projectId, sheetNumber: req.sheet?.sheetNumber } };
            },
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'New sheet without a drawing' }));
    const form = screen.getByRole('form', { name: 'New sheet' });
    await user.type(within(form).getByLabelText('Sheet number'), 'B101');
    expect(within(form).getByLabelText('Kind')).toHaveDisplayValue('Other');
    await user.type(within(form).getByLabelText('Title'), 'Bracing plan');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Erection');
    await user.click(within(form).getByLabelText('On hold (cannot be issued)'));
    await user.type(within(form).getByLabelText('Reason for the hold'), 'Waiting for the architect');
    await user.click(within(form).getByRole('button', { name: 'Add sheet' }));
    const number = within(form).getByLabelText('Sheet number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('The project has a sheet B101'));
    // Nothing typed is lost.
    expect(within(form).getByLabelText('Title')).toHaveValue('Bracing plan');

    await user.clear(number);
    await user.type(number, 'B102');
    await user.click(within(form).getByRole('button', { name: 'Add sheet' }));
    expect(await screen.findByText('Sheet B102 added without a drawing')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New sheet' })).not.toBeInTheDocument();
    expect(asked[1]).toMatchObject({ projectId: 'p-1', sheet: { sheetNumber: 'B102', title: 'Bracing plan', kind: SheetKind.ERECTION, hold: true, holdReason: 'Waiting for the architect' } });
  });
});
