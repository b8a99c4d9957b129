import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../../lib/upload-file';
import { invalidArgument } from '../../../test/bad-request';
import { deferred } from '../../../test/deferred';
import { galleryProject, pickedFile } from '../test/gallery-fixtures';
import { renderGalleryAdmin } from '../test/render-gallery-admin';

vi.mock('../../../lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-file')>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);

beforeEach(() => {
  upload.mockReset();
  upload.mockImplementation(async (_kind, file) => ({ id: `up-${file.name}`, fileName: file.name, size: file.size, contentType: file.type }));
});

const image = (name: string, contentType = 'image/png') => ({ path: `/files/gallery/${name}`, fileName: name, size: 1024n, contentType, width: 10, height: 10 });
const three = [image('a.png'), image('b.png'), image('c.png')];

async function openImages() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Riverside Warehouse' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Gallery: Riverside Warehouse' });
  return { user, dialog, list: () => within(dialog).getByRole('list', { name: 'Images in display order' }) };
}

const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

describe("editing a project's images one by one", () => {
  it('moves an image down and up with buttons, saving each new order', async () => {
    const orders: string[][] = [];
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject({ images: three })] }),
      reorderProjectImages: (req) => {
        orders.push(req.imagePaths);
        return { project: galleryProject({ images: req.imagePaths.map((p) => image(p.split('/').pop()!)) }) };
      },
    });
    const { user, list } = await openImages();

    expect(within(list()).getByRole('button', { name: 'Move a.png up' })).toBeDisabled();
    await user.click(within(list()).getByRole('button', { name: 'Move a.png down' }));
    await waitFor(() => expect(names(list())).toEqual(['b.png Cover', 'a.png', 'c.png']));
    await user.click(within(list()).getByRole('button', { name: 'Move c.png up' }));
    await waitFor(() => expect(names(list())).toEqual(['b.png Cover', 'c.png', 'a.png']));
    expect(orders).toEqual([
      ['/files/gallery/b.png', '/files/gallery/a.png', '/files/gallery/c.png'],
      ['/files/gallery/b.png', '/files/gallery/c.png', '/files/gallery/a.png'],
    ]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('puts the order back and says why when the server refuses it', async () => {
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject({ images: three })] }),
      reorderProjectImages: () => {
        throw invalidArgument({ image_paths: "The new order must list each of the project's images once" });
      },
    });
    const { user, list } = await openImages();

    await user.click(within(list()).getByRole('button', { name: 'Move b.png down' }));

    expect(await screen.findByText("The new order must list each of the project's images once")).toBeInTheDocument();
    expect(names(list())).toEqual(['a.png Cover', 'b.png', 'c.png']);
  });

  it('makes an image the cover; a video cannot be one', async () => {
    const covers: string[] = [];
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject({ images: [image('walk.mp4', 'video/mp4'), ...three] })] }),
      setProjectCover: (req) => {
        covers.push(req.imagePath);
        return { project: galleryProject({ images: [image('c.png'), image('walk.mp4', 'video/mp4'), image('a.png'), image('b.png')] }) };
      },
    });
    const { user, list } = await openImages();

    // The cover is the first still image, whatever videos come before it.
    expect(names(list())).toEqual(['walk.mp4', 'a.png Cover', 'b.png', 'c.png']);
    expect(within(list()).queryByRole('button', { name: 'Make walk.mp4 the cover' })).not.toBeInTheDocument();
    await user.click(within(list()).getByRole('button', { name: 'Make c.png the cover' }));

    expect(await screen.findByText('Cover image updated')).toBeInTheDocument();
    expect(names(list())).toEqual(['c.png Cover', 'walk.mp4', 'a.png', 'b.png']);
    expect(covers).toEqual(['/files/gallery/c.png']);
  });

  it('asks before removing an image, then keeps the others', async () => {
    const removed: string[] = [];
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject({ images: three })] }),
      removeProjectImage: (req) => {
        removed.push(req.imagePath);
        return { project: galleryProject({ images: [image('a.png'), image('c.png')] }) };
      },
    });
    const { user, list } = await openImages();

    await user.click(within(list()).getByRole('button', { name: 'Remove b.png' }));
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent('Remove “b.png” from this project?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);

    await user.click(within(list()).getByRole('button', { name: 'Remove b.png' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Image removed')).toBeInTheDocument();
    expect(names(list())).toEqual(['a.png Cover', 'c.png']);
    expect(removed).toEqual(['/files/gallery/b.png']);
  });

  it('adds one or several files with progress after the others, without "No file chosen"', async () => {
    const added: string[][] = [];
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject({ images: three })] }),
      addProjectImages: (req) => {
        added.push(req.imageUploadIds);
        return { project: galleryProject({ images: [...three, image('d.png'), image('e.png')] }) };
      },
    });
    const sent = deferred();
    upload.mockImplementation(async (_kind, file, options) => {
      options?.onProgress?.(0.5);
      await sent.promise;
      return { id: `up-${file.name}`, fileName: file.name, size: file.size, contentType: file.type };
    });
    const { user, dialog, list } = await openImages();

    const picker = within(dialog).getByLabelText(/^Add images/);
    expect(picker).toHaveAttribute('accept', 'image/*,video/mp4,video/webm');
    expect(within(dialog).queryByText(/No file chosen/)).not.toBeInTheDocument();
    await user.upload(picker, [pickedFile('d.png', 100), pickedFile('e.png', 100)]);

    // Half of the first of two equal files.
    expect(await within(dialog).findByText('25%')).toBeInTheDocument();
    sent.resolve();

    expect(await screen.findByText('2 images added')).toBeInTheDocument();
    expect(names(list())).toEqual(['a.png Cover', 'b.png', 'c.png', 'd.png', 'e.png']);
    expect(added).toEqual([['up-d.png', 'up-e.png']]);
  });

  it('says when a change fails for another reason', async () => {
    renderGalleryAdmin({
      listProjects: () => ({ projects: [galleryProject({ images: three })] }),
      setProjectCover: () => {
        throw new ConnectError('', Code.Unavailable); // no answer worth showing
      },
    });
    const { user, list } = await openImages();

    await user.click(within(list()).getByRole('button', { name: 'Make b.png the cover' }));

    expect(await screen.findByText('The cover could not be changed.')).toBeInTheDocument();
    expect(names(list())).toEqual(['a.png Cover', 'b.png', 'c.png']);
  });
});
