import { Code, ConnectError } from '@connectrpc/connect';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Department, GalleryService } from '../../../gen/gusset/site/v1/gallery_pb';
import { renderSite } from '../../../test/render-site';
import { project } from '../test/fixtures';

describe('Structural and PEMB gallery pages', () => {
  it('shows the Structural projects in a grid and opens one', async () => {
    let asked: Department | undefined;
    const { user } = renderSite('/our-firm/gallery/Structural', ({ service }) =>
      service(GalleryService, {
        listProjects: (req) => {
          asked = req.department;
          return { projects: [project({ id: 'a', title: 'Arena' }), project({ id: 'b', title: 'Bridge' })] };
        },
        getProject: () => ({ project: project({ id: 'a', title: 'Arena' }) }),
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Structural Gallery' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Arena' }));

    expect(await screen.findByRole('dialog', { name: 'Arena' })).toBeInTheDocument();
    expect(asked).toBe(Department.STRUCTURAL);
    expect(screen.getByRole('button', { name: 'Bridge' }).querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('shows the PEMB projects under the Gallery banner', async () => {
    let asked: Department | undefined;
    renderSite('/our-firm/gallery/pemb', ({ service }) =>
      service(GalleryService, {
        listProjects: (req) => {
          asked = req.department;
          return { projects: [project({ id: 'a', title: 'Barn' })] };
        },
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Barn' })).toBeInTheDocument();
    expect(asked).toBe(Department.PEMB);
  });

  it('has empty and error states', async () => {
    renderSite('/our-firm/gallery/pemb', ({ service }) => service(GalleryService, { listProjects: () => ({ projects: [] }) }));
    expect(await screen.findByText('No projects found for PEMB.')).toBeInTheDocument();
  });

  it('says when the list fails', async () => {
    renderSite('/our-firm/gallery/Structural', ({ service }) =>
      service(GalleryService, {
        listProjects: () => {
          throw new ConnectError('down', Code.Internal);
        },
      }),
    );
    expect(await screen.findByText('Failed to load projects. Please try again.')).toBeInTheDocument();
  });
});
