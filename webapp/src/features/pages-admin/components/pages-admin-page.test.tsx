import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageAdminService, PageKind, type DeletePageRequest, type ReorderPagesRequest } from '../../../gen/gusset/admin/v1/pages_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { ourFirmState } from '../test/page-fixtures';

const service = (slug: string, name: string, position: number) =>
  ourFirmState({ path: `/services/${slug}`, name, kind: PageKind.SERVICE, parent: '/services', position, draftVersion: 1, publishedVersion: 1 });

function renderList() {
  const deleted: DeletePageRequest[] = [];
  const reordered: ReorderPagesRequest[] = [];
  renderStaffScreen({
    path: '/admin/pages',
    services: (r) =>
      r.service(PageAdminService, {
        listPages: () => ({
          pages: [
            ourFirmState({ draftVersion: 5, publishedVersion: 3 }),
            ourFirmState({ path: '/services', name: 'Services', position: 1 }),
            service('pemb-detailing', 'PEMB Detailing', 1),
            service('rebar-detailing', 'Rebar Detailing', 0),
          ],
        }),
        reorderPages: (req) => {
          reordered.push(req);
          return { pages: [] };
        },
        deletePage: (req) => {
          deleted.push(req);
          if (!req.removeFromNavigation) throw new ConnectError('The navigation links to this page', Code.FailedPrecondition);
          return {};
        },
      }),
  });
  return { deleted, reordered, user: userEvent.setup() };
}

describe('pages list', () => {
  it('groups the pages under their menu entry with their state, and reorders the services', async () => {
    const { reordered, user } = renderList();
    const services = await screen.findByRole('region', { name: 'Under Services' });
    const names = within(services)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(names).toEqual(['Rebar Detailing', 'PEMB Detailing']);
    const menu = screen.getByRole('region', { name: 'Menu' });
    expect(within(menu).getByText('Draft newer than published: version 5')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Edit Our Firm' })).toHaveAttribute('href', '/admin/pages/edit?path=%2Four-firm');

    await user.click(within(services).getByRole('button', { name: 'Move PEMB Detailing up' }));
    await waitFor(() => expect(reordered).toHaveLength(1));
    expect(reordered[0]).toMatchObject({ parent: '/services', paths: ['/services/pemb-detailing', '/services/rebar-detailing'] });
  }, 20000);

  it('asks before deleting a page the navigation links to, and then removes it from the navigation too', async () => {
    const { deleted, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Menu settings of PEMB Detailing' }));
    await user.click(screen.getByRole('button', { name: 'Delete PEMB Detailing' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Delete' }));

    const again = await screen.findByText('This page is in the navigation; remove it from the navigation and delete?');
    await user.click(within(again.closest('dialog')!).getByRole('button', { name: 'Remove and delete' }));
    await waitFor(() => expect(deleted).toHaveLength(2));
    expect(deleted.map((d) => d.removeFromNavigation)).toEqual([false, true]);
    expect(await screen.findByText('PEMB Detailing deleted.')).toBeInTheDocument();
  }, 20000);
});
