import { Code, ConnectError } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioItemInput } from '../../../gen/gusset/admin/v1/portfolio_pb';
import { uploadFile, UploadError } from '../../../lib/upload-file';
import { invalidArgument } from '../../../test/bad-request';
import { deferred } from '../../../test/deferred';
import { renderPortfolioAdmin } from '../test/render-portfolio-admin';

// The XHR upload is replaced: these tests drive its progress and outcome by hand.
vi.mock('../../../lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-file')>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);

const pdf = { path: '/files/portfolio/a.pdf', fileName: 'warehouse.pdf', size: 2048n, contentType: 'application/pdf' };
const warehouse = { id: 'p-1', title: 'Warehouse', description: 'A steel warehouse', active: true, file: pdf };
const brochure = () => new File(['%PDF-1.4'], 'bridge.pdf', { type: 'application/pdf' });

beforeEach(() => {
  upload.mockReset();
  upload.mockResolvedValue({ id: 'up-1', fileName: 'bridge.pdf', size: 8, contentType: 'application/pdf' });
});

async function openAdd() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '+ Add New Project' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add New Portfolio' }) };
}

describe('adding a portfolio project', () => {
  it('uploads the PDF with real progress, creates the item, says so and refreshes the list', async () => {
    const created: PortfolioItemInput[] = [];
    const items = [warehouse];
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items: [...items] }),
      createPortfolioItem: (req) => {
        created.push(req.item!);
        const item = { id: 'p-9', title: req.item!.title, description: req.item!.description, active: req.item!.active, file: pdf };
        items.unshift(item);
        return { item };
      },
    });
    const sent = deferred();
    upload.mockImplementation(async (_kind, _file, options) => {
      options?.onProgress?.(0.42);
      await sent.promise;
      return { id: 'up-1', fileName: 'bridge.pdf', size: 8, contentType: 'application/pdf' };
    });
    const { user, dialog } = await openAdd();

    const active = within(dialog).getByRole('checkbox', { name: 'Active' });
    expect(active).not.toBeChecked();
    expect(within(dialog).getByLabelText('Portfolio PDF')).toHaveAttribute('accept', 'application/pdf');
    await user.type(within(dialog).getByLabelText('Title'), 'Bridge');
    await user.type(within(dialog).getByLabelText('Description'), 'A truss bridge');
    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.click(active);
    await user.click(within(dialog).getByRole('button', { name: 'Add New' }));

    expect(await within(dialog).findByText('42%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'PDF upload' })).toHaveAttribute('value', '42');
    expect(upload).toHaveBeenCalledWith('portfolio', expect.objectContaining({ name: 'bridge.pdf' }), expect.anything());
    sent.resolve();

    expect(await screen.findByText('Portfolio project added successfully')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ title: 'Bridge', description: 'A truss bridge', active: true, fileUploadId: 'up-1', previewUploadId: '' })]);
    // Only the PDF goes up: the server draws its first page as the list's preview.
    expect(upload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Portfolio' })).not.toBeInTheDocument());
    expect(await screen.findByText('Bridge')).toBeInTheDocument();
  });

  it('asks for a PDF when none is chosen, or when another kind of file is', async () => {
    const create = vi.fn();
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [] }), createPortfolioItem: create });
    const { dialog } = await openAdd();
    const user = userEvent.setup({ applyAccept: false });

    await user.type(within(dialog).getByLabelText('Title'), 'Bridge');
    await user.click(within(dialog).getByRole('button', { name: 'Add New' }));
    expect(await screen.findByText('Please upload a PDF file')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Please upload a PDF file')).toBeInTheDocument();
    expect((within(dialog).getByLabelText('Portfolio PDF') as HTMLInputElement).value).toBe('');

    expect(upload).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('reports a failed add', async () => {
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items: [] }),
      createPortfolioItem: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    const { user, dialog } = await openAdd();

    await user.type(within(dialog).getByLabelText('Title'), 'Bridge');
    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.click(within(dialog).getByRole('button', { name: 'Add New' }));

    expect(await screen.findByText('Failed to add portfolio project. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Portfolio' })).toBeInTheDocument();
  });

  it('asks for a title before uploading anything', async () => {
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [] }) });
    const { user, dialog } = await openAdd();

    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add New' }));

    const title = within(dialog).getByLabelText('Title');
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's field messages under the fields", async () => {
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items: [] }),
      createPortfolioItem: () => {
        throw invalidArgument({ title: 'Title is too long', description: 'Description is too long' });
      },
    });
    const { user, dialog } = await openAdd();

    await user.type(within(dialog).getByLabelText('Title'), 'Bridge');
    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.click(within(dialog).getByRole('button', { name: 'Add New' }));

    expect(await within(dialog).findByText('Title is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is too long');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('Description is too long');
    expect(screen.queryByText('Failed to add portfolio project. Please try again.')).not.toBeInTheDocument();
  });

  it("shows the upload endpoint's refusal under the file field", async () => {
    upload.mockRejectedValue(new UploadError('Please upload a PDF file', 400));
    const create = vi.fn();
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [] }), createPortfolioItem: create });
    const { user, dialog } = await openAdd();

    await user.type(within(dialog).getByLabelText('Title'), 'Bridge');
    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.click(within(dialog).getByRole('button', { name: 'Add New' }));

    expect(await within(dialog).findByText('Please upload a PDF file')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Portfolio PDF')).toHaveAccessibleDescription('Please upload a PDF file');
    expect(create).not.toHaveBeenCalled();
  });

  it('cancels an upload on the way', async () => {
    upload.mockImplementation(
      (_kind, _file, options) =>
        new Promise((_resolve, reject) => {
          options?.onProgress?.(0.1);
          options?.signal?.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
        }),
    );
    const create = vi.fn();
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [] }), createPortfolioItem: create });
    const { user, dialog } = await openAdd();

    await user.type(within(dialog).getByLabelText('Title'), 'Bridge');
    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.click(within(dialog).getByRole('button', { name: 'Add New' }));
    expect(await within(dialog).findByText('10%')).toBeInTheDocument();
    // Escape, the backdrop and × cannot close the modal mid-upload; Cancel upload can stop it.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));

    expect(await within(dialog).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add New' })).toBeEnabled();
    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByText('Failed to add portfolio project. Please try again.')).not.toBeInTheDocument();
  });

  it('forgets what was typed when the modal is closed', async () => {
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [] }) });
    const { user, dialog } = await openAdd();

    await user.type(within(dialog).getByLabelText('Title'), 'Half done');
    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Portfolio' })).not.toBeInTheDocument());

    const { dialog: again } = await openAdd();
    expect(within(again).getByLabelText('Title')).toHaveValue('');
    expect((within(again).getByLabelText('Portfolio PDF') as HTMLInputElement).files).toHaveLength(0);
  });
});

describe('editing a portfolio project', () => {
  async function openEdit() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Warehouse' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Portfolio' }) };
  }

  it('fills the form, links the current PDF and keeps it when no new one is chosen', async () => {
    const updates: { id: string; item?: PortfolioItemInput }[] = [];
    let items = [warehouse];
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items }),
      updatePortfolioItem: (req) => {
        updates.push({ id: req.id, item: req.item });
        items = [{ ...warehouse, title: req.item!.title, active: req.item!.active }];
        return { item: items[0] };
      },
    });
    const { user, dialog } = await openEdit();

    expect(within(dialog).getByLabelText('Title')).toHaveValue('Warehouse');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('A steel warehouse');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'warehouse.pdf' })).toHaveAttribute('href', '/files/portfolio/a.pdf');
    expect(within(dialog).getByText('Upload new to change')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Big warehouse');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Big warehouse')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Portfolio' })).not.toBeInTheDocument();
    expect(updates).toEqual([{ id: 'p-1', item: expect.objectContaining({ title: 'Big warehouse', active: false, fileUploadId: '' }) }]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a new PDF when one is chosen', async () => {
    const update = vi.fn((req: { item?: PortfolioItemInput }) => ({ item: { ...warehouse, title: req.item!.title } }));
    renderPortfolioAdmin({ listPortfolioItems: () => ({ items: [warehouse] }), updatePortfolioItem: update });
    const { user, dialog } = await openEdit();

    await user.upload(within(dialog).getByLabelText('Portfolio PDF'), brochure());
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0].item).toEqual(expect.objectContaining({ fileUploadId: 'up-1' }));
  });

  it('reports a failed update', async () => {
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items: [warehouse] }),
      updatePortfolioItem: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    const { user, dialog } = await openEdit();

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Something went wrong while updating the portfolio')).toBeInTheDocument();
  });

  it('says so when the server finds no portfolio selected for update', async () => {
    renderPortfolioAdmin({
      listPortfolioItems: () => ({ items: [warehouse] }),
      updatePortfolioItem: () => {
        throw invalidArgument({ id: 'No portfolio selected for update' });
      },
    });
    const { user, dialog } = await openEdit();

    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('No portfolio selected for update')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong while updating the portfolio')).not.toBeInTheDocument();
  });
});
