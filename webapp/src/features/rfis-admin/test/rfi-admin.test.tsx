import type { ConnectRouter, ServiceImpl } from '@connectrpc/connect';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RfiAdminService } from '../../../gen/gusset/admin/v1/rfis_pb';
import { DrawingAdminService, TransmittalAdminService } from '../../../gen/gusset/admin/v1/drawings_pb';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { RfiCourt, RfiStatus, type RfiInput } from '../../../gen/gusset/portal/v1/rfis_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const answered = {
  id: 'rfi-1',
  projectId: 'p-1',
  numberText: 'RFI-001',
  subject: 'Beam depth',
  question: '<p>W12 or W14?</p>',
  status: RfiStatus.ANSWERED,
  ballInCourt: RfiCourt.FIRM,
  raisedByName: 'alice',
  raisedByFirm: true,
  assignee: { id: 'c-1', name: 'Dana Cole' },
  requiredBy: '2030-01-10',
  daysOpen: 3,
  answer: '<p>W14.</p>',
  answeredByName: 'Dana Cole',
  sheets: [{ sheetId: 's-1', sheetNumber: 'B101', title: 'Beam B101' }],
  references: ['S-201 detail 4'],
  projectName: 'Warehouse',
  jobNumber: 'J-1',
};

function services(calls: string[], rfiService: Partial<ServiceImpl<typeof RfiAdminService>> = {}) {
  return (router: ConnectRouter) => {
    router.service(RfiAdminService, {
      getRfiAdmin: () => ({ rfi: answered }),
      getRfiSettings: () => ({ settings: { projectId: 'p-1', responseDays: 7, workingDays: true } }),
      reopenRfi: (req) => (calls.push(`reopen ${req.id}: ${req.reason}`), { rfi: { ...answered, status: RfiStatus.OPEN } }),
      ...rfiService,
    });
    router.service(ProjectAdminService, { getPortalProject: () => ({ project: { id: 'p-1', organizationId: 'o-1', name: 'Warehouse', jobNumber: 'J-1' } }) });
    router.service(ClientAdminService, { listClientUsers: () => ({ users: [{ id: 'c-1', organizationId: 'o-1', email: 'dana@prairie.example', name: 'Dana Cole' }] }) });
    router.service(TransmittalAdminService, {
      listTransmittalsAdmin: () => ({ transmittals: [{ id: 't-1', recipients: [{ reviewerId: 'rv-1', email: 'eor@firm.example', name: 'Avery' }] }] }),
    });
    router.service(DrawingAdminService, { listSheetsAdmin: () => ({ sheets: [{ id: 's-1', sheetNumber: 'B101', title: 'Beam B101' }], totalSize: 1 }) });
  };
}

describe("the staff's RFI screens", () => {
  it('offer the moves of an Answered RFI, and reopen it with the reason given', async () => {
    const calls: string[] = [];
    const user = userEvent.setup();
    renderStaffScreen({ path: '/admin/rfis/rfi-1', services: services(calls) });
    expect(await screen.findByRole('heading', { name: 'RFI-001 · Beam depth' }, { timeout: 15_000 })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Close', 'Reopen', 'Void']));
    expect(buttons).not.toContain('Record the answer');
    expect(buttons).not.toContain('Edit');
    expect(screen.getByRole('region', { name: 'Official answer' })).toHaveTextContent('W14.');
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const form = screen.getByRole('form', { name: 'Reopen' });
    await user.type(within(form).getByRole('textbox', { name: 'Reason for reopening' }), 'Not the governing section');
    await user.click(within(form).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('RFI-001 reopened')).toBeInTheDocument();
    expect(calls).toEqual(['reopen rfi-1: Not the governing section']);
  });

  it("raise an RFI with sheets, references and an outside reviewer, and show the server's refusal under its field keeping what was typed", async () => {
    const sent: RfiInput[] = [];
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/projects/p-1/rfis/new',
      services: services([], {
        createRfiAdmin: (req) => {
          sent.push(req.rfi!);
          throw invalidArgument({ 'rfi.required_by': 'The required-by date cannot be in the past' });
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'New RFI' }, { timeout: 15_000 });
    await user.type(within(form).getByLabelText('Subject'), 'Beam depth');
    // The question is rich text: the editor takes a paste (jsdom cannot type into it).
    await user.click(await within(form).findByRole('textbox', { name: 'Question' }));
    await user.paste('W12 or ');
    await user.click(within(form).getByRole('button', { name: 'Bold' }));
    await user.paste('W14');
    await user.click(within(form).getByRole('button', { name: 'Bold' }));
    await user.paste('?');
    await user.click(await within(form).findByLabelText('B101 · Beam B101'));
    fireEvent.change(within(form).getByLabelText(/^Other references/), { target: { value: 'S-201 detail 4\n\n A-301 ' } });
    await user.selectOptions(within(form).getByLabelText('Asked of'), await within(form).findByRole('option', { name: 'Avery (eor@firm.example), outside reviewer' }));
    expect(within(form).getByText("Empty: the day it opens plus the project's 7 working days.")).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Required by'), { target: { value: '2020-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Send the RFI' }));
    expect(await within(form).findByText('The required-by date cannot be in the past')).toBeInTheDocument();
    expect(within(form).getByLabelText('Required by')).toHaveAccessibleDescription(/The required-by date cannot be in the past/);
    expect(within(form).getByLabelText('Subject')).toHaveValue('Beam depth');
    expect(sent[0]).toMatchObject({
      projectId: 'p-1',
      subject: 'Beam depth',
      question: '<p>W12 or <strong>W14</strong>?</p>',
      sheetIds: ['s-1'],
      references: ['S-201 detail 4', 'A-301'],
      assigneeId: 'rv-1',
      requiredBy: '2020-01-01',
    });
  });

  it('edit a draft with its stored question in the editor, and send it back as it was', async () => {
    const draft = { ...answered, status: RfiStatus.DRAFT, question: '<p>W12 or <em>W14</em>?</p>', answer: '', answeredByName: '' };
    const updates: RfiInput[] = [];
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/rfis/rfi-1',
      services: services([], {
        getRfiAdmin: () => ({ rfi: draft }),
        updateRfi: (req) => (updates.push(req.rfi!), { rfi: { ...draft, subject: req.rfi!.subject } }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 15_000 }));
    const form = screen.getByRole('form', { name: 'Edit RFI-001' });
    const question = await within(form).findByRole('textbox', { name: 'Question' });
    // draft-js draws inline styles on the span around the text node's own span.
    expect(within(question).getByText('W14').parentElement).toHaveStyle({ fontStyle: 'italic' });
    await user.clear(within(form).getByLabelText('Subject'));
    await user.type(within(form).getByLabelText('Subject'), 'Beam depth at C');
    await user.click(within(form).getByRole('button', { name: 'Save the RFI' }));
    expect(await screen.findByText('RFI-001 saved')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ subject: 'Beam depth at C', question: '<p>W12 or <em>W14</em>?</p>' });
  });

  it('record the answer to an Open RFI as rich text, asking for one first', async () => {
    const open = { ...answered, status: RfiStatus.OPEN, answer: '', answeredByName: '' };
    const answers: string[] = [];
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/rfis/rfi-1',
      services: services([], {
        getRfiAdmin: () => ({ rfi: open }),
        answerRfiAdmin: (req) => (answers.push(req.answer), { rfi: { ...open, status: RfiStatus.ANSWERED, answer: req.answer } }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Record the answer' }, { timeout: 15_000 }));
    const form = screen.getByRole('form', { name: 'Record the answer' });
    const box = await within(form).findByRole('textbox', { name: 'Answer' });
    await user.click(within(form).getByRole('button', { name: 'Record the answer' }));
    expect(box).toHaveAccessibleDescription('Write the answer');
    expect(answers).toEqual([]);

    await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Bold' }));
    await user.paste('W14');
    await user.click(within(form).getByRole('button', { name: 'Bold' }));
    await user.paste(' governs (by phone).');
    await user.click(within(form).getByRole('button', { name: 'Record the answer' }));
    expect(await screen.findByText('RFI-001 answered')).toBeInTheDocument();
    expect(answers).toEqual(['<p><strong>W14</strong> governs (by phone).</p>']);
  });

  it('open the list of every project already filtered by its address, and print the RFI log of what the filter shows', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} as ${this.download}`);
    });
    URL.createObjectURL = vi.fn(() => 'blob:log');
    URL.revokeObjectURL = vi.fn();
    const printed: { projectId: string; court: RfiCourt; overdueOnly: boolean }[] = [];
    const user = userEvent.setup();
    renderStaffScreen({
      path: '/admin/rfis?court=firm',
      services: services([], {
        listRfisAdmin: () => ({ rfis: [answered], totalSize: 1 }),
        listNonWorkingDays: () => ({ days: [] }),
        exportRfisPdf: (req) => {
          printed.push({ projectId: req.projectId, court: req.filter?.ballInCourt ?? RfiCourt.UNSPECIFIED, overdueOnly: req.filter?.overdueOnly ?? false });
          return { fileName: 'rfi-log.pdf', pdf: new TextEncoder().encode('%PDF-') };
        },
      }),
    });
    expect(await screen.findByLabelText('Ball in court')).toHaveValue(String(RfiCourt.FIRM));
    await user.click(screen.getByRole('button', { name: 'RFI log (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['blob:log as rfi-log.pdf']));
    expect(printed).toEqual([{ projectId: '', court: RfiCourt.FIRM, overdueOnly: false }]);
    expect(vi.mocked(URL.createObjectURL).mock.calls[0][0]).toMatchObject({ type: 'application/pdf', size: 5 });
  });
});
