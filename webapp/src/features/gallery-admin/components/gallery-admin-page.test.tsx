import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Department, ProjectStatus, ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';
import { deferred } from '../../../test/deferred';
import { galleryProject } from '../test/gallery-fixtures';
import { renderGalleryAdmin } from '../test/render-gallery-admin';

describe('gallery admin list', () => {
  it('shows a loading line, then each project with its details, and titles the page', async () => {
    const answer = deferred();
    renderGalleryAdmin({
      listProjects: async () => {
        await answer.promise;
        return { projects: [galleryProject()] };
      },
    });

    expect(await screen.findByText('Loading gallery projects...')).toBeInTheDocument();
    answer.resolve();

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Project Details', 'Type & Status', 'Images', 'Actions']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Riverside Warehouse');
    expect(row).toHaveTextContent('Main steel, connections and erection drawings for a two-storey warehouse with a mezzanine and crane…');
    expect(row).not.toHaveTextContent('east side of the building');
    expect(row).toHaveTextContent('Location: Columbus, Ohio');
    expect(within(row).getByText('Industrial')).toHaveClass('gallery-admin-badge');
    expect(within(row).getByText('Completed')).toHaveClass('gallery-admin-badge--green');
    expect(row).toHaveTextContent('Detailing Software: Tekla Structures');
    expect(row).toHaveTextContent('Department: Structural');
    expect(within(row).getByRole('button', { name: 'Edit Riverside Warehouse' })).toHaveTextContent('Edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Project' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin | Gallery - Gusset Steel Detailing'));
  });

  it('colours each status and says it in words', async () => {
    const statuses: [ProjectStatus, string, string][] = [
      [ProjectStatus.COMPLETED, 'Completed', 'green'],
      [ProjectStatus.IN_PROGRESS, 'In Progress', 'blue'],
      [ProjectStatus.ON_HOLD, 'On Hold', 'yellow'],
      [ProjectStatus.CANCELLED, 'Cancelled', 'red'],
      [ProjectStatus.PLANNING, 'Planning', 'grey'],
    ];
    renderGalleryAdmin({
      listProjects: () => ({ projects: statuses.map(([status], i) => galleryProject({ id: `g-${i}`, title: `Project ${i}`, status })) }),
    });

    await screen.findByRole('table');
    for (const [, label, tone] of statuses) expect(screen.getByText(label)).toHaveClass(`gallery-admin-badge--${tone}`);
  });

  it('shows the free-text type of an OTHER project', async () => {
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject({ type: ProjectType.OTHER, otherType: 'Stadium', department: Department.PEMB })] }),
    });

    expect(await screen.findByText('Stadium')).toHaveClass('gallery-admin-badge--type');
    expect(screen.getByText('Department: PEMB')).toBeInTheDocument();
  });

  it('says when there are no projects', async () => {
    renderGalleryAdmin({ listProjects: () => ({ projects: [] }) });

    expect(await screen.findByText('No gallery projects found. Add your first project to get started.')).toBeInTheDocument();
  });

  it('searches every project on the server and says when none match', async () => {
    const asked: string[] = [];
    renderGalleryAdmin({
      listProjects: (req) => {
        asked.push(req.query);
        const all = [galleryProject({ id: 'g-1', title: 'Crane bay' }), galleryProject({ id: 'g-2', title: 'School gym' })];
        if (req.query === '') return { projects: all };
        return { projects: req.query === 'gym' ? [all[1]] : [] };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Crane bay')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    expect(search).toHaveAccessibleDescription('Title, scope or location');
    await user.type(search, 'gym');
    await waitFor(() => expect(screen.queryByText('Crane bay')).not.toBeInTheDocument());
    expect(screen.getByText('School gym')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('gym');

    await user.clear(search);
    await user.type(search, 'bridge');
    expect(await screen.findByText('No gallery projects match “bridge”.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderGalleryAdmin({
      listProjects: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch gallery data. Please try again later.');
  });

  it('previews the first image, or says there is none', async () => {
    const video = { path: '/files/gallery/tour.mp4', fileName: 'tour.mp4', size: 9n, contentType: 'video/mp4' };
    renderGalleryAdmin({
      listProjects: () => ({
        projects: [galleryProject(), galleryProject({ id: 'g-2', title: 'Video only', images: [video] }), galleryProject({ id: 'g-3', title: 'Bare', images: [] })],
      }),
    });
    const user = userEvent.setup();

    const rows = within(await screen.findByRole('table')).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveTextContent('No image');
    expect(rows[2]).toHaveTextContent('No image');
    await user.click(within(rows[0]).getByRole('button', { name: 'View Image of Riverside Warehouse' }));

    const preview = await screen.findByRole('dialog', { name: 'Riverside Warehouse' });
    expect(within(preview).getByRole('img', { name: 'First image of Riverside Warehouse' })).toHaveAttribute('src', '/files/gallery/front.png');
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Riverside Warehouse' })).not.toBeInTheDocument());
  });

  it('pages through a long list', async () => {
    const tokens: string[] = [];
    renderGalleryAdmin({
      listProjects: (req) => {
        tokens.push(req.pageToken);
        return req.pageToken === '' ? { projects: [galleryProject()], nextPageToken: 'n-1' } : { projects: [galleryProject({ id: 'g-2', title: 'Second page' })] };
      },
    });
    const user = userEvent.setup();

    await screen.findByText('Riverside Warehouse');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(tokens).toEqual(['', 'n-1']);
  });
});
