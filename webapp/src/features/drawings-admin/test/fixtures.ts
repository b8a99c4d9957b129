import type { ConnectRouter, ServiceImpl } from '@connectrpc/connect';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { DrawingDocumentAdminService } from '../../../gen/gusset/admin/v1/drawing_stats_pb';
import { DrawingAdminService, TransmittalAdminService } from '../../../gen/gusset/admin/v1/drawings_pb';
import { ProjectFileAdminService } from '../../../gen/gusset/admin/v1/portal_files_pb';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { SheetAdminService } from '../../../gen/gusset/admin/v1/sheets_pb';
import { SheetKind, SheetStatus, TransmittalPurpose } from '../../../gen/gusset/portal/v1/drawings_pb';
import { fakeSheet, fakeSheetPages } from '../../../test/sheet-pages';

// The drawings screens' fixtures: one project of Prairie Steel with three sheets and one
// transmittal, served by in-memory fakes a test overrides where it needs to.

export const project = { id: 'p-1', organizationId: 'o-1', name: 'Warehouse', jobNumber: 'J-1' };

export const sheets = [
  {
    id: 's-1',
    projectId: 'p-1',
    sheetNumber: 'B101',
    title: 'Beam B101',
    kind: SheetKind.SHOP,
    area: 'Seq 1',
    revision: '2',
    status: SheetStatus.ISSUED_FOR_APPROVAL,
    revisions: [
      { id: 'r-12', sheetId: 's-1', revision: '2', fileName: 'B101_R2.pdf', size: 2048n, uploaderName: 'alice', reason: 'Grid moved', transmittalNumbers: ['T-0001'], createTime: timestampFromDate(new Date('2030-01-05T10:00:00Z')) },
      { id: 'r-11', sheetId: 's-1', revision: '1', fileName: 'B101_R1.pdf', size: 1024n, uploaderName: 'alice' },
    ],
  },
  { id: 's-2', projectId: 'p-1', sheetNumber: 'E1', title: 'Erection plan', kind: SheetKind.ERECTION, revision: 'A', status: SheetStatus.NOT_ISSUED, revisions: [{ id: 'r-21', sheetId: 's-2', revision: 'A', fileName: 'E1-rev-A.pdf', size: 4096n }] },
  { id: 's-3', projectId: 'p-1', sheetNumber: 'C7', title: 'Column C7', kind: SheetKind.SINGLE_PART, revision: '0', status: SheetStatus.NOT_ISSUED, hold: true, holdReason: 'Waiting for RFI 12', revisions: [{ id: 'r-31', sheetId: 's-3', revision: '0', fileName: 'C7.pdf', size: 10n }] },
];

export const people = [
  { id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', name: 'Dana Cole' },
  { id: 'c-2', organizationId: 'o-1', email: 'eli@prairie.example', name: '' },
  { id: 'c-3', organizationId: 'o-1', email: 'gone@prairie.example', name: 'Gone', disabled: true },
];

export const transmittal = {
  id: 't-1',
  projectId: 'p-1',
  number: 1,
  numberText: 'T-0001',
  purpose: TransmittalPurpose.FOR_APPROVAL,
  message: 'Please review by the due date.',
  issueDate: '2030-01-05',
  dueDate: '2030-01-19',
  senderName: 'alice',
  recipients: [
    { clientUserId: 'c-1', email: 'dana@prairie.example', name: 'Dana Cole', firstOpenTime: timestampFromDate(new Date('2030-01-06T09:30:00Z')) },
    { clientUserId: 'c-2', email: 'eli@prairie.example', copy: true },
  ],
  items: [{ id: 'i-1', revisionId: 'r-12', sheetId: 's-1', sheetNumber: 'B101', title: 'Beam B101', revision: '2', fileName: 'B101_R2.pdf' }],
};

// The project's portal files, which a transmittal may carry besides its sheets.
export const projectFolders = [
  {
    id: 'fo-1',
    name: 'Drawings',
    files: [
      { id: 'f-1', folderId: 'fo-1', name: 'BOM.csv', revisions: [{ id: 'fr-12', number: 2, size: 2048n }, { id: 'fr-11', number: 1, size: 1024n }] },
      { id: 'f-2', folderId: 'fo-1', name: 'NC files.zip', revisions: [{ id: 'fr-21', number: 1, size: 3n * 1024n * 1024n }] },
    ],
  },
  { id: 'fo-2', name: 'Models', files: [] },
];

type Fakes = {
  drawings?: Partial<ServiceImpl<typeof DrawingAdminService>>;
  transmittals?: Partial<ServiceImpl<typeof TransmittalAdminService>>;
  documents?: Partial<ServiceImpl<typeof DrawingDocumentAdminService>>;
  sheet?: Partial<ServiceImpl<typeof SheetAdminService>>;
  files?: Partial<ServiceImpl<typeof ProjectFileAdminService>>;
};

export function drawingServices(router: ConnectRouter, { drawings = {}, transmittals = {}, documents = {}, sheet = {}, files = {} }: Fakes = {}) {
  router.service(DrawingDocumentAdminService, documents);
  router.service(ProjectAdminService, { getPortalProject: () => ({ project }) });
  router.service(ClientAdminService, { listClientUsers: (req) => ({ users: req.organizationId === 'o-1' ? people : [] }) });
  router.service(DrawingAdminService, {
    listSheetsAdmin: fakeSheetPages(sheets),
    getDrawingSettings: () => ({ settings: { projectId: 'p-1', reviewDays: 14, namePattern: '', effectivePattern: '(?P<sheet>.+)_R(?P<rev>.+)' } }),
    getSheetRevisionUrlAdmin: (req) => ({ url: `/drawings/files/${req.revisionId}/u-1/file.pdf?sig=x` }),
    ...drawings,
  });
  router.service(SheetAdminService, { getSheetAdmin: fakeSheet(sheets), ...sheet });
  router.service(ProjectFileAdminService, {
    listProjectFilesAdmin: () => ({ folders: projectFolders }),
    getDownloadUrlAdmin: (req) => ({ url: `/portal/files/${req.revisionId}/u-1/file?sig=x` }),
    ...files,
  });
  router.service(TransmittalAdminService, {
    listTransmittalsAdmin: () => ({ transmittals: [transmittal] }),
    getTransmittalAdmin: () => ({ transmittal }),
    ...transmittals,
  });
}
