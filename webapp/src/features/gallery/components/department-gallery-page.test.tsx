import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Department, GalleryService, ProjectStatus, ProjectType } from '../../../gen/gusset/site/v1/gallery_pb';
import { renderSite } from '../../../test/render-site';
import { image, project } from '../test/fixtures';

const projects = [
  project({ id: 't1', title: 'Warehouse A', technologyUsed: 'Tekla Structures' }),
  project({ id: 's1', title: 'Plant B', technologyUsed: 'SDS/2' }),
  project({ id: 'r1', title: 'Hospital C', technologyUsed: 'Revit' }),
  project({ id: 'o1', title: 'Mall D', technologyUsed: '' }),
];

function headingTexts() {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('department gallery', () => {
  it('asks for a department when the link names none', async () => {
    renderSite('/our-firm/gallery/images', () => {});

    expect(await screen.findByText('Please select a department.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PEMB Designing and Detailing' })).toHaveAttribute('href', '/our-firm/gallery/images?department=PEMB');
  });

  it('says it is loading the department projects', async () => {
    renderSite('/our-firm/gallery/images?department=PEMB', ({ service }) =>
      service(GalleryService, { listProjects: () => new Promise(() => {}) }),
    );

    expect(await screen.findByText('Loading PEMB projects...')).toHaveAttribute('role', 'status');
  });

  it('says when the department has no projects', async () => {
    let asked: Department | undefined;
    renderSite('/our-firm/gallery/images?department=STRUCTURAL', ({ service }) =>
      service(GalleryService, {
        listProjects: (req) => {
          asked = req.department;
          return { projects: [] };
        },
      }),
    );

    expect(await screen.findByText('No projects found for STRUCTURAL.')).toBeInTheDocument();
    expect(asked).toBe(Department.STRUCTURAL);
  });

  it('says when the projects cannot be loaded', async () => {
    renderSite('/our-firm/gallery/images?department=STRUCTURAL', ({ service }) =>
      service(GalleryService, {
        listProjects: () => {
          throw new ConnectError('database down', Code.Internal);
        },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load projects. Please try again.');
  });

  it('groups by software: Tekla Structures and SDS/2 first, then the others, then Other', async () => {
    renderSite('/our-firm/gallery/images?department=STRUCTURAL', ({ service }) =>
      service(GalleryService, { listProjects: () => ({ projects }) }),
    );

    await screen.findByRole('button', { name: 'Warehouse A' });
    expect(headingTexts()).toEqual(['TEKLA STRUCTURES', 'SDS/2', 'REVIT', 'OTHER']);
    const tekla = screen.getByRole('region', { name: 'TEKLA STRUCTURES' });
    expect(within(tekla).getByRole('button', { name: 'Warehouse A' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'OTHER' })).getByRole('button', { name: 'Mall D' })).toBeInTheDocument();
    // Tekla and SDS/2 sit side by side in one row.
    expect(tekla.parentElement).toBe(screen.getByRole('region', { name: 'SDS/2' }).parentElement);
  });

  it('hides the TEKLA STRUCTURES heading on the PEMB gallery', async () => {
    renderSite('/our-firm/gallery/images?department=PEMB', ({ service }) =>
      service(GalleryService, { listProjects: () => ({ projects }) }),
    );

    await screen.findByRole('button', { name: 'Warehouse A' });
    expect(headingTexts()).toEqual(['SDS/2', 'REVIT', 'OTHER']);
    // The group is still there, named for screen readers.
    expect(within(screen.getByRole('region', { name: 'Tekla Structures' })).getByRole('button', { name: 'Warehouse A' })).toBeInTheDocument();
  });

  it('loads further pages with Load more, following next_page_token', async () => {
    const tokens: string[] = [];
    const { user } = renderSite('/our-firm/gallery/images?department=STRUCTURAL', ({ service }) =>
      service(GalleryService, {
        listProjects: (req) => {
          tokens.push(req.pageToken);
          expect(req.pageSize).toBeLessThanOrEqual(100);
          return req.pageToken === ''
            ? { projects: [projects[0]], nextPageToken: 'p2' }
            : { projects: [projects[1]], nextPageToken: '' };
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Load more projects' }));

    expect(await screen.findByRole('button', { name: 'Plant B' })).toBeInTheDocument();
    expect(tokens).toEqual(['', 'p2']);
    expect(screen.queryByRole('button', { name: 'Load more projects' })).not.toBeInTheDocument();
  });

  it('opens the project details from a thumbnail and closes them with CLOSE', async () => {
    const { user } = renderSite('/our-firm/gallery/images?department=STRUCTURAL', ({ service }) =>
      service(GalleryService, {
        listProjects: () => ({ projects }),
        getProject: (req) => ({
          project: project({
            id: req.id,
            title: 'Warehouse A',
            description: 'Main steel and joists',
            location: 'Dallas, TX',
            type: ProjectType.INDUSTRIAL,
            department: Department.STRUCTURAL,
            technologyUsed: 'Tekla Structures',
            designingSoftware: 'RAM Structural System',
            status: ProjectStatus.COMPLETED,
            images: [image('a.jpg'), image('b.jpg')],
          }),
        }),
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Warehouse A' }));

    const dialog = await screen.findByRole('dialog', { name: 'Warehouse A' });
    expect(within(dialog).getByText('Main steel and joists')).toBeInTheDocument();
    expect(within(dialog).getByText('Dallas, TX')).toBeInTheDocument();
    expect(within(dialog).getByText('Industrial')).toBeInTheDocument();
    expect(within(dialog).getByText('RAM Structural System')).toBeInTheDocument();
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Warehouse A, image 1 of 2' })).toHaveAttribute('src', '/files/gallery/a.jpg');

    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
