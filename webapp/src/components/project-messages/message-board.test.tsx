import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUploader, type ProjectFolder } from '../../gen/gusset/portal/v1/files_pb';
import { MessageAuthor, type MessageThread, type ThreadMessage } from '../../gen/gusset/portal/v1/messages_pb';
import { english, LanguageProvider, type Language } from '../../lib/i18n/locale';
import { uploadProjectFile } from '../../lib/portal-upload';
import { ProjectFilesView } from '../project-files/project-files-view';
import type { MessageBoardApi } from './message-board-api';
import { MessageBoard } from './message-board';

vi.mock('../../lib/portal-upload', () => ({ uploadProjectFile: vi.fn() }));

const nbsp = '\u00a0';
const when = timestampFromDate(new Date('2030-01-10T15:30:00Z'));
const threads = [
  { id: 't-1', subject: 'Beam B12', authorName: 'Dana', messageCount: 2, unreadCount: 1, lastMessageTime: when },
  { id: 't-2', subject: 'Anchor bolts', authorName: 'alice', messageCount: 1, unreadCount: 0, lastMessageTime: when },
] as MessageThread[];
const messages = [
  { id: 'm-1', authorName: 'Dana', authorKind: MessageAuthor.CLIENT, mine: true, body: 'Can it move?', createTime: when, attachments: [], unread: false },
  {
    id: 'm-2',
    authorName: 'alice',
    authorKind: MessageAuthor.STAFF,
    mine: false,
    body: 'Yes.',
    createTime: when,
    unread: true,
    attachments: [{ id: 'a-1', fileName: 'B12.pdf', size: 3n * 1024n * 1024n }],
  },
] as unknown as ThreadMessage[];

const idle = { isPending: false, isError: false, error: null, mutate: () => {} };
const api = {
  useThreads: () => ({ isPending: false, isError: false, data: { threads, unreadCount: 1 } }),
  useThread: () => ({ isPending: false, isError: false, data: { thread: threads[0], messages } }),
  useStartThread: () => idle,
  useReply: () => idle,
  useAttachmentUrl: () => idle,
} as unknown as MessageBoardApi;

const folders = [
  {
    id: 'f-1',
    name: 'Dessins',
    files: [
      {
        id: 'file-1',
        name: 'GA-101.pdf',
        revisions: [
          { id: 'r-2', number: 2, size: 2_097_152n, uploader: FileUploader.STAFF, uploaderName: 'alice', createTime: when },
          { id: 'r-1', number: 1, size: 1024n, uploader: FileUploader.CLIENT, uploaderName: 'Dana', createTime: when },
        ],
      },
    ],
  },
  { id: 'f-2', name: 'Modèles', files: [] },
] as unknown as ProjectFolder[];

function board(language: Language) {
  return render(
    <LanguageProvider language={language}>
      <MessageBoard api={api} sideName={(a) => (a === MessageAuthor.STAFF ? 'l’entreprise' : 'votre organisation')} />
      <ProjectFilesView folders={folders} session="client" downloadUrl={() => Promise.resolve('/x')} onUploaded={() => {}} />
    </LanguageProvider>,
  );
}

describe('the message board and the files in French', () => {
  it('writes the threads, a thread and the files in Canadian French, dates and sizes included', async () => {
    const french = (await import('../../lib/i18n/fr-ca')).french;
    const user = userEvent.setup();
    const { container } = board(french);
    expect(screen.getByRole('heading', { name: /^Messages/ })).toHaveTextContent('Messages1 non lu');
    expect(screen.getByRole('list', { name: 'Discussions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beam B12, 1 non lu' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Lancée par Dana · 2 messages · dernier le 10 janv. 2030');
    expect(container).toHaveTextContent('Lancée par alice · 1 message · dernier le');
    expect(screen.getByRole('heading', { name: 'Nouvelle discussion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lancer la discussion' })).toBeInTheDocument();
    // The queries' default normalizer makes a no-break space a space: the text itself keeps it.
    expect(container.textContent).toContain(`Pièces jointes (jusqu’à 10, 25${nbsp}Mo chacune${nbsp}: PDF, images, Word)`);

    const files = screen.getByRole('region', { name: 'Dossier Dessins' });
    expect(files).toHaveTextContent('Révision 2 · 2,0 Mo · alice (l’entreprise) ·');
    expect(files).toHaveTextContent('Révisions antérieures (1)');
    expect(screen.getByRole('button', { name: 'Télécharger la révision 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Téléverser dans Dessins')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dossier Modèles' })).toHaveTextContent('Aucun fichier pour le moment.');

    await user.click(screen.getByRole('button', { name: 'Beam B12, 1 non lu' }));
    expect(screen.getByRole('button', { name: 'Toutes les discussions' })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Messages de la discussion' });
    expect(thread).toHaveTextContent('Dana (vous), 10 janv. 2030');
    expect(thread).toHaveTextContent('alice (l’entreprise), 10 janv. 2030');
    expect(thread).toHaveTextContent('nouveau');
    expect(screen.getByRole('button', { name: 'Télécharger B12.pdf (3,0 Mo)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Répondre' })).toBeInTheDocument();
    expect(screen.getByLabelText('Votre réponse')).toBeInTheDocument();

    const text = document.body.textContent ?? '';
    for (const word of ['unread', 'Started by', '(you)', 'Threads', 'All threads', 'Revision', 'Download', 'Upload to', 'No files yet', 'Your reply', 'Send', 'Attachments', 'Jan']) {
      expect(text).not.toContain(word);
    }
  });

  it('writes the same in English as before', async () => {
    const user = userEvent.setup();
    const { container } = board(english);
    expect(screen.getByRole('button', { name: 'Beam B12, 1 unread' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Started by alice · 1 message · last Jan 10, 2030');
    expect(screen.getByRole('region', { name: 'Folder Dessins' })).toHaveTextContent('Revision 2 · 2.0 MB · alice (the firm) · Jan 10, 2030');
    await user.click(screen.getByRole('button', { name: 'Beam B12, 1 unread' }));
    expect(screen.getByRole('list', { name: 'Messages of the thread' })).toHaveTextContent('Dana (you), Jan 10, 2030');
    expect(screen.getByRole('button', { name: 'Download B12.pdf (3.0 MB)' })).toBeInTheDocument();
  });

  it("says an upload failed in French when the server gave no reason, and the server's reason as it is", async () => {
    const french = (await import('../../lib/i18n/fr-ca')).french;
    const user = userEvent.setup();
    vi.mocked(uploadProjectFile).mockImplementation((_file, folder, _session, e) => {
      e.onError(folder === 'f-1' ? 'The upload failed.' : 'This file is larger than the 5 GiB limit for one file.');
      return Promise.resolve({ abort: () => {}, resumed: false });
    });
    board(french);
    await user.upload(screen.getByLabelText('Téléverser dans Dessins'), new File(['x'], 'GA-102.pdf'));
    expect(await screen.findByText('Le téléversement a échoué.')).toHaveAttribute('role', 'alert');
    await user.upload(screen.getByLabelText('Téléverser dans Modèles'), new File(['x'], 'huge.ifc'));
    expect(await screen.findByText('This file is larger than the 5 GiB limit for one file.')).toHaveAttribute('role', 'alert');
  });
});
