import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaseStudyAdminService, type CreateCaseStudyRequest, type ListCaseStudiesRequest, type UpdateCaseStudyRequest } from '../../../gen/gusset/admin/v1/case_studies_pb';
import { CaseStudyStatus } from '../../../gen/gusset/site/v1/case_studies_pb';
import { uploadFile } from '../../../lib/upload-file';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// The draft-js editor cannot be typed into under jsdom; see fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));
vi.mock('../../../lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/upload-file')>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);

const services = [
  { slug: 'structural-steel-detailing', name: 'Structural Steel Detailing' },
  { slug: 'pemb-detailing', name: 'PEMB Design and Detailing' },
];

const depot = {
  id: 'cs-1',
  title: 'Bridge girders for a rail depot',
  slug: 'bridge-girders-for-a-rail-depot',
  clientType: 'Steel fabricator',
  summary: 'Girders in time.',
  challengeHtml: '<p>Tight</p>',
  solutionHtml: '<p>Sequenced</p>',
  figures: [{ value: '12', label: 'weeks saved' }],
  images: [{ file: { path: '/files/blog_image/a.png' }, alt: 'Girders' }],
  services: [services[0]],
  status: CaseStudyStatus.DRAFT,
  updateTime: timestampFromDate(new Date('2026-11-20T12:00:00Z')),
};

type Impl = {
  listCaseStudies?: (req: ListCaseStudiesRequest) => unknown;
  createCaseStudy?: (req: CreateCaseStudyRequest) => unknown;
  updateCaseStudy?: (req: UpdateCaseStudyRequest) => unknown;
};

function renderScreen(impl: Impl) {
  return renderStaffScreen({
    path: '/admin/case-studies',
    services: (router) =>
      router.service(CaseStudyAdminService, {
        listCaseStudies: (req) => (impl.listCaseStudies?.(req) ?? { caseStudies: [depot] }) as never,
        listServices: () => ({ services }),
        createCaseStudy: (req) => (impl.createCaseStudy?.(req) ?? { caseStudy: depot }) as never,
        updateCaseStudy: (req) => (impl.updateCaseStudy?.(req) ?? { caseStudy: depot }) as never,
      }),
  });
}

describe('case studies admin', { timeout: 20_000 }, () => {
  it('lists the case studies and filters them by status and search text', async () => {
    const asked: ListCaseStudiesRequest[] = [];
    renderScreen({ listCaseStudies: (req) => (asked.push(req), { caseStudies: [depot] }) });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Case studies' });
    expect(within(table).getByRole('cell', { name: depot.title })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Draft' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await waitFor(() => expect(asked.at(-1)?.status).toBe(CaseStudyStatus.PUBLISHED));
    await user.type(screen.getByRole('searchbox', { name: 'Search case studies' }), 'depot{Enter}');
    await waitFor(() => expect(asked.at(-1)?.query).toBe('depot'));
  });

  it('creates a case study with figures, an uploaded image with alt text and a related service', async () => {
    upload.mockResolvedValue({ id: 'up-1', contentType: 'image/png' } as never);
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
    let created: CreateCaseStudyRequest | undefined;
    renderScreen({ listCaseStudies: () => ({ caseStudies: [] }), createCaseStudy: (req) => ((created = req), { caseStudy: depot }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '+ Add case study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add case study' });
    const d = within(dialog);
    // The form loads with the dialog (a lazy chunk).
    await user.type(await d.findByLabelText('Title'), 'Anchor bolts for a wind farm');
    await user.type(d.getByLabelText('City'), 'Amarillo');
    await user.type(d.getByLabelText('Summary'), 'Two hundred bases.');
    await user.type(await d.findByRole('textbox', { name: 'Challenge' }), 'Bases');
    await user.type(d.getByRole('textbox', { name: 'Solution (approach)' }), 'Models');
    await user.click(d.getByRole('button', { name: '+ Add figure' }));
    await user.type(d.getByLabelText('Figure 1 value'), '38%');
    await user.type(d.getByLabelText('Figure 1 label'), 'fewer RFIs');
    await user.click(await d.findByLabelText('Structural Steel Detailing'));
    await user.upload(d.getByLabelText('Add images'), new File(['x'], 'bolts.png', { type: 'image/png' }));
    await user.type(await d.findByLabelText('Alt text for image 1'), 'Bolts in a base');
    await user.click(d.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(created).toBeDefined());
    const cs = created?.caseStudy;
    expect(cs?.title).toBe('Anchor bolts for a wind farm');
    expect(cs?.location?.city).toBe('Amarillo');
    expect(cs?.challengeHtml).toBe('Bases');
    expect(cs?.figures.map((f) => [f.value, f.label])).toEqual([['38%', 'fewer RFIs']]);
    expect(cs?.images.map((i) => [i.source.case, i.source.value, i.alt])).toEqual([['uploadId', 'up-1', 'Bolts in a base']]);
    expect(cs?.services).toEqual(['structural-steel-detailing']);
    expect(cs?.status).toBe(CaseStudyStatus.PUBLISHED);
  });

  it("shows the server's field violations beside the fields, the image's alt text included", async () => {
    renderScreen({
      updateCaseStudy: () => {
        throw invalidArgument({ 'images[0].alt': 'Describe this image (alt text) to publish', summary: 'A summary is required to publish' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${depot.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit case study: ${depot.title}` });
    const d = within(dialog);
    expect(await d.findByLabelText('Alt text for image 1')).toHaveValue('Girders');
    await d.findByRole('textbox', { name: 'Challenge' });
    await user.click(d.getByRole('button', { name: 'Publish' }));
    expect(await d.findByText('Describe this image (alt text) to publish')).toBeInTheDocument();
    expect(d.getByText('A summary is required to publish')).toBeInTheDocument();
    expect(d.getByLabelText('Alt text for image 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps an existing image by its path and makes another the cover', async () => {
    upload.mockResolvedValue({ id: 'up-2', contentType: 'image/png' } as never);
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:preview');
    let updated: UpdateCaseStudyRequest | undefined;
    renderScreen({ updateCaseStudy: (req) => ((updated = req), { caseStudy: depot }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${depot.title}` }));
    const d = within(await screen.findByRole('dialog', { name: `Edit case study: ${depot.title}` }));
    await user.upload(await d.findByLabelText('Add images'), new File(['x'], 'deck.png', { type: 'image/png' }));
    await user.type(await d.findByLabelText('Alt text for image 2'), 'The deck');
    await user.click(d.getByRole('button', { name: 'Make image 2 the cover' }));
    await user.click(d.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(updated).toBeDefined());
    expect(updated?.id).toBe('cs-1');
    expect(updated?.caseStudy?.images.map((i) => [i.source.case, i.source.value, i.alt])).toEqual([
      ['uploadId', 'up-2', 'The deck'],
      ['path', '/files/blog_image/a.png', 'Girders'],
    ]);
    expect(updated?.caseStudy?.status).toBe(CaseStudyStatus.DRAFT);
  });
});
