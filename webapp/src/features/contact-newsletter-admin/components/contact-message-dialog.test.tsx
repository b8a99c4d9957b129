import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ContactEntryKind,
  ContactService,
  ContactStatus,
  type ReplyToMessageRequest,
  type SetMessageStatusRequest,
} from '../../../gen/gusset/admin/v1/contact_pb';
import { NewsletterService } from '../../../gen/gusset/admin/v1/newsletter_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const received = timestampFromDate(new Date('2026-11-20T10:00:00Z'));
const message = (status: ContactStatus, replied: boolean) => ({
  id: 'm-1',
  name: 'Anna Fabricator',
  email: 'anna@example.com',
  phone: '+1 555 0111',
  message: 'Shop drawings, please.',
  createTime: received,
  status,
  ...(replied ? { firstReplyTime: received } : {}),
});

function render(status: ContactStatus, replied: boolean, calls: { status: SetMessageStatusRequest[]; reply: ReplyToMessageRequest[] }) {
  renderStaffScreen({
    path: '/admin/connect-info?message=m-1',
    services: (router) => {
      router.service(StaffService, { listStaff: () => ({ users: [{ id: 'u-1', username: 'alice' }] }) });
      router.service(NewsletterService, { listSubscribers: () => ({ subscribers: [] }), listSends: () => ({ sends: [] }) });
      router.service(ContactService, {
        listMessages: () => ({ messages: [message(status, replied)] }),
        getMessage: () => ({
          message: message(status, replied),
          entries: [
            { id: 'e-1', kind: ContactEntryKind.NOTE, author: 'alice', body: 'Big job', createTime: received },
            ...(replied
              ? [{ id: 'e-2', kind: ContactEntryKind.REPLY, author: 'alice', subject: 'Re: hi', body: 'We can.', createTime: received, deliveryStatus: 'sent' }]
              : []),
          ],
        }),
        setMessageStatus: (req) => {
          calls.status.push(req);
          return { message: message(req.status, replied) };
        },
        replyToMessage: (req) => {
          calls.reply.push(req);
          if (req.body.length > 20) throw invalidArgument({ body: 'A reply can be at most 10000 characters' });
          return { message: message(ContactStatus.REPLIED, true) };
        },
      });
    },
  });
}

describe('a contact message', () => {
  it('opens from the address with its history, and Mark as closed closes it', async () => {
    const calls = { status: [], reply: [] };
    render(ContactStatus.NEW, false, calls);
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Message from Anna Fabricator' }));
    expect(await dialog.findByText('Big job')).toBeInTheDocument();
    expect(dialog.getByText('Shop drawings, please.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark as closed' }));
    expect(calls.status).toHaveLength(1);
    expect((calls.status[0] as SetMessageStatusRequest).status).toBe(ContactStatus.CLOSED);
  });

  it('opens a closed message that has a reply again as Replied, and shows the reply as sent', async () => {
    const calls = { status: [], reply: [] };
    render(ContactStatus.CLOSED, true, calls);
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Message from Anna Fabricator' }));
    expect(await dialog.findByText(/· sent$/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Open again' }));
    expect((calls.status[0] as SetMessageStatusRequest).status).toBe(ContactStatus.REPLIED);
  });

  it("sends a reply and shows the server's field error under its field", async () => {
    const calls = { status: [], reply: [] as ReplyToMessageRequest[] };
    render(ContactStatus.NEW, false, calls);
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Message from Anna Fabricator' }));
    await user.type(dialog.getByLabelText('Your reply'), 'Far too long for this fake server');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await dialog.findByText('A reply can be at most 10000 characters')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your reply')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(dialog.getByLabelText('Your reply'));
    await user.type(dialog.getByLabelText('Your reply'), 'We can.');
    await user.click(dialog.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply to Anna Fabricator queued for sending.')).toBeInTheDocument();
    expect(calls.reply.at(-1)?.body).toBe('We can.');
  });

  it('asks to move it to the trash, saying it can be restored', async () => {
    render(ContactStatus.NEW, false, { status: [], reply: [] });
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog', { name: 'Message from Anna Fabricator' }));
    await user.click(await dialog.findByRole('button', { name: 'Move to trash' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(confirm.getByText('Move this contact message to the trash?')).toBeInTheDocument();
    expect(confirm.getByText('You can restore it for 30 days.')).toBeInTheDocument();
    expect(confirm.queryByText(/cannot be undone/)).not.toBeInTheDocument();
  });
});
