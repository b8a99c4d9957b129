import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RfiAttachmentSchema, RfiSchema, RfiStatus } from '../../gen/gusset/portal/v1/rfis_pb';
import { LanguageProvider } from '../../lib/i18n/locale';
import { loadLanguage } from '../../lib/i18n/load';
import type { RfiAttachmentsApi } from '../../lib/rfi-attachments-api';
import { saveLink } from '../../lib/save-file';
import { UploadError } from '../../lib/upload-file';
import { deferred } from '../../test/deferred';
import { RfiAttachments } from './rfi-attachments';

vi.mock('../../lib/save-file', () => ({ saveLink: vi.fn() }));

const sketch = create(RfiAttachmentSchema, {
  id: 'a-1', fileName: 'sketch C-4.pdf', size: 1_572_864n, contentType: 'application/pdf', addedByName: 'Dana Reyes',
  createTime: timestampFromDate(new Date('2026-11-27T15:00:00Z')),
});
const rfi = (attachments = [sketch]) => create(RfiSchema, { id: 'r-1', numberText: 'RFI-001', status: RfiStatus.OPEN, attachments });

function api(over: Partial<RfiAttachmentsApi> = {}): RfiAttachmentsApi {
  return { attach: vi.fn(() => Promise.resolve()), url: vi.fn(() => Promise.resolve('/rfis/files/a-1/c-x/sketch.pdf?sig=1')), ...over };
}

afterEach(() => vi.mocked(saveLink).mockReset());

describe('an RFI’s attachments', () => {
  it('lists each file with its size and who attached it, and downloads it by its signed link', async () => {
    const a = api();
    render(<RfiAttachments rfi={rfi()} api={a} canAttach={false} />);
    const list = screen.getByRole('list', { name: 'Files attached to the RFI' });
    expect(within(list).getByText(/^1\.5 MB · Dana Reyes, /)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Attach a file/)).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Download sketch C-4.pdf' }));
    expect(a.url).toHaveBeenCalledWith('a-1');
    expect(saveLink).toHaveBeenCalledWith('/rfis/files/a-1/c-x/sketch.pdf?sig=1', 'sketch C-4.pdf');
  });

  it('attaches a chosen file, showing its progress, then says it is attached', async () => {
    const done = deferred<void>();
    let progress: (f: number) => void = () => {};
    const a = api({
      attach: vi.fn((_file: File, onProgress: (f: number) => void) => {
        progress = onProgress;
        return done.promise;
      }),
    });
    render(<RfiAttachments rfi={rfi([])} api={a} canAttach />);
    expect(screen.getByText('No files attached.')).toBeInTheDocument();
    const file = new File(['%PDF-1.7'], 'SK-1.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attach a file (PDF, image or Word, at most 200 MB)'), file);
    expect(a.attach).toHaveBeenCalledWith(file, expect.any(Function), expect.any(AbortSignal));
    progress(0.4);
    expect(await screen.findByRole('progressbar', { name: 'Uploading SK-1.pdf' })).toHaveValue(40);
    done.resolve();
    expect(await screen.findByRole('status')).toHaveTextContent('SK-1.pdf is attached.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a file was refused, and a cancel stops the upload without an error', async () => {
    const a = api({ attach: vi.fn(() => Promise.reject(new UploadError('Attach a PDF, an image (JPEG, PNG, WebP or GIF) or a Word file (DOC or DOCX)', 400))) });
    render(<RfiAttachments rfi={rfi([])} api={a} canAttach />);
    await userEvent.upload(screen.getByLabelText(/Attach a file/), new File(['notes'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attach a PDF, an image (JPEG, PNG, WebP or GIF) or a Word file (DOC or DOCX)');

    let signal: AbortSignal | undefined;
    const pending = deferred<void>();
    const b = api({
      attach: vi.fn((_f: File, _p: (f: number) => void, s: AbortSignal) => {
        signal = s;
        s.addEventListener('abort', () => pending.reject(new Error('aborted')));
        return pending.promise;
      }),
    });
    render(<RfiAttachments rfi={rfi([])} api={b} canAttach />);
    await userEvent.upload(screen.getAllByLabelText(/Attach a file/)[1], new File(['%PDF'], 'big.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('speaks French on a French page', async () => {
    render(
      <LanguageProvider language={await loadLanguage('fr-CA')}>
        <RfiAttachments rfi={rfi()} api={api()} canAttach />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Pièces jointes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger sketch C-4.pdf' })).toBeInTheDocument();
    expect(screen.getByText(/^1,5 Mo · Dana Reyes, /)).toBeInTheDocument();
    expect(screen.getByLabelText('Joindre un fichier (PDF, image ou Word, 200 Mo au plus)')).toBeInTheDocument();
  });
});
