import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetVideoPosterRequest } from '../../../gen/gusset/admin/v1/gallery_pb';
import { uploadFile } from '../../../lib/upload-file';
import { galleryProject } from '../test/gallery-fixtures';
import { renderGalleryAdmin } from '../test/render-gallery-admin';

vi.mock('../../../lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-file')>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);

const video = { path: '/files/gallery/v.webm', fileName: 'walk.webm', size: 4096n, contentType: 'video/webm' };
const poster = (name: string) => ({ path: `/files/poster/${name}`, fileName: name, size: 512n, contentType: 'image/jpeg', width: 16, height: 9 });

beforeEach(() => {
  upload.mockReset();
  upload.mockResolvedValue({ id: 'up-poster', fileName: 'frame.jpg', size: 512, contentType: 'image/jpeg' });
});

async function openView(project: ReturnType<typeof galleryProject>, setVideoPoster = vi.fn()) {
  renderGalleryAdmin({ listProjects: () => ({ projects: [project] }), setVideoPoster });
  const user = userEvent.setup();
  const images = project.images.some((f) => f.contentType.startsWith('image/'));
  await user.click(await screen.findByRole('button', { name: `${images ? 'View Image' : 'Video posters'} of ${project.title}` }));
  const dialog = await screen.findByRole('dialog', { name: project.title });
  return { user, dialog };
}

describe('video posters in the back office', () => {
  it('lists only the videos, each saying whether it has a poster', async () => {
    const project = galleryProject({ images: [...galleryProject().images, { ...video, poster: poster('old.jpg') }] });
    const { dialog } = await openView(project);

    const posters = within(dialog).getByRole('region', { name: 'Video posters' });
    expect(within(posters).getByText('walk.webm: has a poster')).toBeInTheDocument();
    expect(posters.querySelectorAll('video')).toHaveLength(1);
    expect(posters.querySelector('video')).toHaveAttribute('poster', '/files/poster/old.jpg');
  });

  it('uploads a chosen image as the poster and shows the new one', async () => {
    const calls: SetVideoPosterRequest[] = [];
    const project = galleryProject({ images: [video] });
    const { user, dialog } = await openView(
      project,
      vi.fn((req: SetVideoPosterRequest) => {
        calls.push(req);
        return { project: { ...project, images: [{ ...video, poster: poster('new.jpg') }] } };
      }),
    );

    await user.upload(within(dialog).getByLabelText('Upload poster image'), new File(['jpeg'], 'frame.jpg', { type: 'image/jpeg' }));

    expect(await within(dialog).findByText('Poster saved')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('poster', expect.objectContaining({ name: 'frame.jpg' }));
    expect(calls).toEqual([expect.objectContaining({ projectId: 'g-1', videoPath: '/files/gallery/v.webm', posterUploadId: 'up-poster' })]);
    expect(within(dialog).getByText('walk.webm: has a poster')).toBeInTheDocument();
    expect(dialog.querySelector('video')).toHaveAttribute('poster', '/files/poster/new.jpg');
  });

  it('says when the video has no frame to take yet', async () => {
    const { user, dialog } = await openView(galleryProject({ images: [video] }));

    await user.click(within(dialog).getByRole('button', { name: 'Make poster from current frame' }));

    expect(await within(dialog).findByText('The video has no frame to use yet: play or seek it first')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
