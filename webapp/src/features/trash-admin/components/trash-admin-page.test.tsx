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
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Empty the trash?');
    expect(question).toHaveTextContent('Every item in it is removed for good with its files. This action cannot be undone.');
    await user.click(within(question).getByRole('button', { name: 'Empty trash' }));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(calls).toEqual(['restore p-1', 'empty all']);
  });

  it("asks with the spec's own question, where \"This action cannot be undone.\" is true, before deleting for good", async () => {
    const items = [
      item(TrashKind.JOB, 'j-1', 'Checker'),
      item(TrashKind.APPLICATION, 'a-1', 'Ravi (Checker)'),
      item(TrashKind.POST, 'p-1', 'Anchor bolts'),
      item(TrashKind.GALLERY_PROJECT, 'g-1', 'Warehouse'),
      item(TrashKind.PORTFOLIO_ITEM, 'f-1', 'School'),
    ];
    const emptied: string[] = [];
    renderStaffScreen({
      path: '/admin/trash',
      services: (router) => {
        router.service(TrashService, {
          listTrash: () => ({ items: items.filter((i) => !emptied.includes(i.id)) }),
          emptyTrash: (req) => {
            emptied.push(req.id);
            return { removed: 1 };
          },
        });
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('rowheader', { name: 'Warehouse' });
    const asked = async (title: string) => {
      await user.click(screen.getByRole('button', { name: `Delete ${title} for good` }));
      const question = await screen.findByRole('dialog', { name: 'Please confirm' });
      const text = question.textContent;
      return { question, text };
    };
    const expected: [string, string][] = [
      ['Checker', 'Are you sure you want to delete this job? This action cannot be undone.'],
      ['Ravi (Checker)', 'Are you sure you want to delete this applicant? This action cannot be undone.'],
      ['Anchor bolts', 'Are you sure you want to delete this blog? This action cannot be undone.'],
      // The spec's gallery sentence, verbatim.
      ['Warehouse', 'Are you sure you want to delete this gallery project? This action cannot be undone.'],
      ['School', 'Are you sure you want to delete this portfolio project? This action cannot be undone.'],
    ];
    for (const [title, sentence] of expected) {
      const { question, text } = await asked(title);
      expect(within(question).getByText(sentence)).toBeInTheDocument();
      expect(text).toContain(`“${title}” is removed with its files.`);
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument());
    }
    expect(emptied).toEqual([]);

    const { question } = await asked('Warehouse');
    await user.click(within(question).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Warehouse' })).not.toBeInTheDocument());
    expect(emptied).toEqual(['g-1']);
  });
});
