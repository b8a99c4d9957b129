import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Department, GalleryService } from '../../../gen/gusset/site/v1/gallery_pb';
import { renderBlock } from '../../../test/render-site';
import { project, video } from '../test/fixtures';
import { DepartmentGallerySection } from './department-gallery-section';

describe('department gallery section', () => {
  afterEach(() => vi.useRealTimers());

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
    // Fake timers let the test settle the call and React Query's batched update (a
    // zero-delay timer) before it looks, instead of sleeping and hoping they were done.
    vi.useFakeTimers();
    let called = false;
    const { queryClient } = renderBlock(<DepartmentGallerySection department={Department.STRUCTURAL} />, ({ service }) =>
      service(GalleryService, {
        listProjects: () => {
          called = true;
          return { projects: [project({ id: 'a', images: [] })] };
        },
      }),
    );

    await act(() => vi.runAllTimersAsync());

    expect(called).toBe(true);
    expect(queryClient.getQueryCache().getAll().map((query) => query.state.status)).toEqual(['success']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
