import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, type ServiceImpl } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListOutboxRequest, OutboxMessage } from '../../../gen/gusset/admin/v1/outbox_pb';
import { OutboxService } from '../../../gen/gusset/admin/v1/outbox_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const notice = 'No mail server is configured (SMTP_URL): messages are written to the server log and listed here, not sent.';

function aMessage(fields: Omit<Partial<OutboxMessage>, '$typeName' | '$unknown'>) {
  return {
    id: 'o-1',
    topic: 'contact.notice',
    to: 'office@example.com',
    replyTo: 'anna@example.com',
    subject: 'New message from Anna Fabricator',
    text: 'Anna Fabricator wrote:\nWe need shop drawings.',
    status: 'sent',
    attempts: 1,
    lastError: '',
    createTime: timestampFromDate(new Date('2025-03-05T09:30:00Z')),
    ...fields,
  };
}

const sent = aMessage({});
const failed = aMessage({
  id: 'o-2',
  topic: 'application.ack',
  to: 'ben@example.com',
  replyTo: '',
  subject: 'We received your application',
  text: 'Thank you for applying.',
  status: 'failed',
  attempts: 5,
  lastError: '550 mailbox unavailable',
});
const queued = aMessage({
  id: 'o-3',
  topic: 'newsletter.confirm',
  to: 'news@example.com',
  replyTo: '',
  subject: 'Confirm your subscription',
  text: 'Follow the link to confirm.',
  status: 'queued',
  attempts: 0,
});

type Outbox = Partial<ServiceImpl<typeof OutboxService>>;

function renderOutbox(outbox: Outbox) {
  renderStaffScreen({ path: '/admin/outbox', services: (router) => router.service(OutboxService, outbox) });
  return userEvent.setup();
}

function rowOf(subject: string) {
  return within(screen.getByRole('rowheader', { name: subject }).closest('tr')!);
}

describe('outbox', () => {
  it('lists the messages with the counts, and says when mail is only logged', async () => {
    renderOutbox({
      listOutbox: () => ({ messages: [sent, failed, queued], sending: false, counts: { sent: 1, failed: 1, queued: 1 } }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'New message from Anna Fabricator' })).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time',
      'Topic',
      'To',
      'Subject',
      'Status',
      'Attempts',
      'Last error',
      'Actions',
    ]);
    const counts = within(screen.getByRole('list', { name: 'Messages by status' }));
    expect(counts.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Queued: 1', 'Sent: 1', 'Logged: 0', 'Failed: 1']);

    const ben = rowOf('We received your application');
    expect(ben.getByText('application.ack')).toBeInTheDocument();
    expect(ben.getByText('ben@example.com')).toBeInTheDocument();
    expect(ben.getByText('Failed')).toBeInTheDocument();
    expect(ben.getByText('5')).toBeInTheDocument();
    expect(ben.getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(ben.getAllByRole('cell')[0]).getByText(/Mar 5, 2025/)).toBeInTheDocument();

    // Only what failed or still waits can be retried.
    expect(ben.getByRole('button', { name: 'Retry We received your application' })).toBeInTheDocument();
    expect(rowOf('Confirm your subscription').getByRole('button', { name: 'Retry Confirm your subscription' })).toBeInTheDocument();
    expect(rowOf('New message from Anna Fabricator').queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('shows a message body on demand', async () => {
    const user = renderOutbox({ listOutbox: () => ({ messages: [sent], sending: true, counts: { sent: 1 } }) });

    const show = await screen.findByRole('button', { name: 'Show text of New message from Anna Fabricator' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/We need shop drawings/)).not.toBeVisible();

    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/We need shop drawings/)).toBeVisible();
    expect(screen.getByText('Reply-To: anna@example.com')).toBeVisible();
  });

  it('has no notice when mail leaves the server', async () => {
    renderOutbox({ listOutbox: () => ({ messages: [sent], sending: true, counts: { sent: 1 } }) });

    await screen.findByRole('rowheader', { name: 'New message from Anna Fabricator' });
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('filters by status', async () => {
    const asked: string[] = [];
    const user = renderOutbox({
      listOutbox: (req: ListOutboxRequest) => {
        asked.push(req.status);
        const messages = [sent, failed, queued].filter((m) => req.status === '' || m.status === req.status);
        return { messages, sending: true, counts: { sent: 1, failed: 1, queued: 1 } };
      },
    });
    await screen.findByRole('rowheader', { name: 'New message from Anna Fabricator' });
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Queued', 'Sent', 'Logged', 'Failed']);

    await user.selectOptions(filter, 'Failed');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'New message from Anna Fabricator' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'We received your application' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Confirm your subscription' })).not.toBeInTheDocument();
    expect(asked).toEqual(['', 'failed']);
  });

  it('retries a failed message and refreshes the list', async () => {
    const retried: string[] = [];
    let listed = 0;
    const user = renderOutbox({
      listOutbox: () => {
        listed++;
        const ben = retried.includes(failed.id) ? { ...failed, status: 'queued' } : failed;
        const counts: Record<string, number> = retried.length ? { queued: 1 } : { failed: 1 };
        return { messages: [ben], sending: true, counts };
      },
      retryOutboxMessage: (req) => {
        retried.push(req.id);
        return { message: { ...failed, status: 'queued' } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Retry We received your application' }));

    expect(await screen.findByText('The message is queued for another attempt.')).toBeInTheDocument();
    expect(retried).toEqual(['o-2']);
    await waitFor(() => expect(rowOf('We received your application').getByText('Queued')).toBeInTheDocument());
    expect(listed).toBe(2);
    const counts = within(screen.getByRole('list', { name: 'Messages by status' }));
    expect(counts.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Queued: 1', 'Sent: 0', 'Logged: 0', 'Failed: 0']);
  });

  it('says when a retry fails', async () => {
    const user = renderOutbox({
      listOutbox: () => ({ messages: [failed], sending: true, counts: { failed: 1 } }),
      retryOutboxMessage: () => {
        throw new ConnectError('message not found', Code.NotFound);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Retry We received your application' }));

    expect(await screen.findByText('Failed to retry the message.')).toBeInTheDocument();
  });

  it('loads further pages with the server tokens', async () => {
    const asked: string[] = [];
    const user = renderOutbox({
      listOutbox: (req) => {
        asked.push(req.pageToken);
        return req.pageToken === ''
          ? { messages: [sent], nextPageToken: 'after-o-1', sending: true }
          : { messages: [failed], nextPageToken: '', sending: true };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Load more messages' }));

    expect(await screen.findByRole('rowheader', { name: 'We received your application' })).toBeInTheDocument();
    // The second page is added below the first.
    expect(screen.getByRole('rowheader', { name: 'New message from Anna Fabricator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more messages' })).not.toBeInTheDocument();
    expect(asked).toEqual(['', 'after-o-1']);
  });

  it('says when the outbox is empty', async () => {
    renderOutbox({ listOutbox: () => ({ messages: [], sending: true }) });
    expect(await screen.findByText('No messages found.')).toBeInTheDocument();
  });

  it('says when the outbox cannot be loaded', async () => {
    renderOutbox({
      listOutbox: () => {
        throw new ConnectError('database is down', Code.Internal);
      },
    });
    expect(await screen.findByText('Failed to load the outbox.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });
});
