import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransmittalPurpose, TransmittalSchema } from '../../gen/gusset/portal/v1/drawings_pb';
import { LanguageProvider } from '../../lib/i18n/locale';
import { TransmittalView } from './transmittal-view';

const transmittal = create(TransmittalSchema, {
  id: 't-1',
  projectId: 'p-1',
  projectName: 'Warehouse',
  numberText: 'T-0002',
  purpose: TransmittalPurpose.RESUBMITTAL,
  resubmitsNumberText: 'T-0001',
  message: 'Please review by the due date.',
  issueDate: '2030-01-05',
  dueDate: '2030-01-19',
  daysOutstanding: 4,
  senderName: 'alice',
  recipients: [
    { clientUserId: 'c-1', email: 'dana@prairie.example', name: 'Dana Cole', firstOpenTime: timestampFromDate(new Date('2030-01-06T09:30:00Z')) },
    { clientUserId: 'c-2', email: 'eli@prairie.example', copy: true },
  ],
  items: [
    {
      id: 'i-1',
      revisionId: 'r-12',
      sheetNumber: 'B101',
      title: 'Beam B101',
      revision: '2',
      fileName: 'B101_R2.pdf',
      review: { id: 'rv-1', label: 'NO EXCEPTIONS TAKEN', reviewerName: 'Rae', organizationName: 'Acme', comment: 'Fine', markupFileName: 'B101-markup.pdf', stampedFileName: 'B101_R2-stamped.pdf', createTime: timestampFromDate(new Date('2030-01-08T15:00:00Z')) },
    },
  ],
  files: [{ fileId: 'f-1', revisionId: 'fr-11', name: 'BOM.csv', size: 1024n, revisionNumber: 1 }],
});

const noUrl = () => Promise.reject(new Error('not in this test'));

describe('TransmittalView', () => {
  it('speaks English without a language, as the back office shows it', () => {
    render(<TransmittalView transmittal={transmittal} downloadUrl={noUrl} fileUrl={noUrl} stampedUrl={noUrl} />);
    expect(screen.getByText('Purpose').nextSibling).toHaveTextContent('Resubmittal');
    expect(screen.getByText('Issued').nextSibling).toHaveTextContent('Jan 5, 2030');
    expect(screen.getByText('State').nextSibling).toHaveTextContent('Awaiting review Out 4 days');
    expect(screen.getByRole('heading', { name: 'Items (1)' })).toBeInTheDocument();
    expect(screen.getByText('NO EXCEPTIONS TAKEN').parentElement?.textContent).toMatch(/^Returned NO EXCEPTIONS TAKEN by Rae, Acme at Jan 8, 2030, /);
    expect(screen.getByText('“Fine”')).toBeInTheDocument();
    expect(screen.getByText('Marked up: B101-markup.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download stamped B101 rev 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'To' })).getByText(/^Received by Dana Cole at Jan 6, 2030, /)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Copies' })).getByText('Not opened yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Other files (1)' })).toBeInTheDocument();
    expect(screen.getByText('Revision 1 · 1 KB · for information')).toBeInTheDocument();
  });

  it('speaks Canadian French inside a French LanguageProvider', async () => {
    const { french } = await import('../../lib/i18n/fr-ca');
    const { container } = render(
      <LanguageProvider language={french}>
        <TransmittalView transmittal={transmittal} downloadUrl={noUrl} fileUrl={noUrl} stampedUrl={noUrl} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Projet').nextSibling).toHaveTextContent('Warehouse');
    expect(screen.getByText('Objet').nextSibling).toHaveTextContent('Nouvelle soumission');
    expect(screen.getByText('Date d’émission').nextSibling).toHaveTextContent('5 janv. 2030');
    expect(screen.getByText('Retour prévu').nextSibling).toHaveTextContent('19 janv. 2030');
    expect(screen.getByText('État').nextSibling).toHaveTextContent('En attente d’examen En examen depuis 4 jours');
    expect(screen.getByText('Nouvelle soumission de').nextSibling).toHaveTextContent('T-0001');
    expect(screen.getByText('Envoyé par').nextSibling).toHaveTextContent('alice');
    expect(screen.getByRole('heading', { name: 'Destinataires' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'À' })).getByText(/^Reçu par Dana Cole le 6 janv. 2030/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'En copie' })).getByText('Pas encore ouvert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Éléments (1)' })).toBeInTheDocument();
    expect(screen.getByText('B101 rév. 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger B101 rév. 2' })).toBeInTheDocument();
    // The no-break spaces of French typography: before the colon, inside the quotes.
    expect(screen.getByText('NO EXCEPTIONS TAKEN').parentElement?.textContent).toMatch(/^Retour\u00a0: NO EXCEPTIONS TAKEN par Rae, Acme le 8 janv\. 2030/);
    expect(screen.getByText(/Fine/).textContent).toBe('«\u00a0Fine\u00a0»');
    expect(screen.getByText(/B101-markup\.pdf/).textContent).toBe('Annoté\u00a0: B101-markup.pdf');
    expect(screen.getByRole('button', { name: 'Télécharger le PDF estampillé de B101 rév. 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Autres fichiers (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger BOM.csv' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Message' })).toBeInTheDocument();

    const text = container.textContent ?? '';
    for (const english of [
      'Project',
      'Purpose',
      'Resubmit',
      'Issued',
      'Due back',
      'State',
      'Awaiting review',
      'Out 4',
      'days',
      'Sent by',
      'Recipients',
      'Copies',
      'Items',
      ' rev ',
      'Download',
      'Returned',
      ' at ',
      'Marked up',
      'Received',
      'Not opened',
      'Other files',
      'for information',
      'Jan ',
    ]) {
      expect(text, english).not.toContain(english);
    }
    expect(screen.queryByRole('list', { name: 'To' })).toBeNull();
  });
});
