import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TrashKind, TrashService } from '../../../gen/gusset/admin/v1/trash_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const deleted = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000 - 60_000);
const item = (kind: TrashKind, id: string, title: string) => ({
  kind,
  id,
  title,
  deleteUser: 'admin',
  deleteTime: timestampFromDate(deleted),
  purgeTime: timestampFromDate(new Date(deleted.getTime() + 30 * 24 * 60 * 60 * 1000)),
});

describe('trash admin', () => {
  it('lists the trash and restores, removes and empties it', async () => {
    let items = [item(TrashKind.GALLERY_PROJECT, 'p-1', 'Warehouse'), item(TrashKind.APPLICATION, 'a-1', 'Ravi (Checker)')];
    const calls: string[] = [];
    renderStaffScreen({
      path: '/admin/trash',
      services: (router) => {
        router.service(TrashService, {
          listTrash: () => ({ items }),
          restoreTrashItem: (req) => {
            if (req.id === 'a-1') throw new ConnectError("This applicant's job is in the trash: restore the job first.", Code.FailedPrecondition);
            calls.push(`restore ${req.id}`);
            items = items.filter((i) => i.id !== req.id);
            return {};
          },
          emptyTrash: (req) => {
            calls.push(`empty ${req.id || 'all'}`);
            const removed = req.id ? 1 : items.length;
            items = req.id ? items.filter((i) => i.id !== req.id) : [];
            return { removed };
          },
        });
      },
    });
    const user = userEvent.setup();
    const row = within((await screen.findByRole('rowheader', { name: 'Warehouse' })).closest('tr')!);
    expect(row.getByText('Gallery project')).toBeInTheDocument();
    expect(row.getByText('admin')).toBeInTheDocument();
    expect(row.getByText('27')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore Ravi (Checker)' }));
    expect(await screen.findByText("This applicant's job is in the trash: restore the job first.")).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Restore Warehouse' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Warehouse' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(calls).toEqual(['restore p-1', 'empty all']);
  });
});
