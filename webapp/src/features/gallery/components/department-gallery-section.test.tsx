import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Department, GalleryService } from '../../../gen/gusset/site/v1/gallery_pb';
import { renderBlock } from '../../../test/render-site';
import { project, video } from '../test/fixtures';
import { DepartmentGallerySection } from './department-gallery-section';

describe('department gallery section', () => {
  it('shows the department projects that have pictures, with a link to the whole gallery', async () => {
    renderBlock(<DepartmentGallerySection department={Department.PEMB} heading="PEMB Gallery" />, ({ service }) =>
      service(GalleryService, {
        listProjects: () => ({
          projects: [project({ id: 'a', title: 'Barn' }), project({ id: 'b', title: 'Video only', images: [video('v.mp4')] })],
        }),
      }),
    );

    expect(await screen.findByRole('heading', { name: 'PEMB Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Barn' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Video only' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View all projects/ })).toHaveAttribute('href', '/our-firm/gallery/images?department=PEMB');
  });

  it('renders nothing when the department has no images', async () => {
    let called = false;
    renderBlock(<DepartmentGallerySection department={Department.STRUCTURAL} />, ({ service }) =>
      service(GalleryService, {
        listProjects: () => {
          called = true;
          return { projects: [project({ id: 'a', images: [] })] };
        },
      }),
    );

    await waitFor(() => expect(called).toBe(true));
    // Give the answer time to render, then check that nothing did.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
