import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactService } from '../../../gen/gusset/admin/v1/contact_pb';
import { NewsletterService } from '../../../gen/gusset/admin/v1/newsletter_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';

const fromAnna = {
  id: 'm-1',
  name: 'Anna Fabricator',
  email: 'anna@example.com',
  phone: '+1 555 0111',
  message: 'We need shop drawings\nfor a 40-ton mezzanine.',
};
const fromBen = { id: 'm-2', name: 'Ben Erector', email: 'ben@example.com', phone: '555-0112', message: 'Call me.' };
const subscriber = {
  id: 's-1',
  email: 'news@example.com',
  createTime: timestampFromDate(new Date('2025-02-14T12:00:00Z')),
  status: 'confirmed',
  confirmTime: timestampFromDate(new Date('2025-02-14T12:05:00Z')),
};
const pending = { id: 's-2', email: 'later@example.com', createTime: timestampFromDate(new Date('2025-02-15T12:00:00Z')), status: 'pending' };
const unsubscribed = { id: 's-3', email: 'gone@example.com', createTime: timestampFromDate(new Date('2025-02-16T12:00:00Z')), status: 'unsubscribed' };

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('connect info', () => {
  it('shows Loading data..., then the submissions and the subscribers', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderStaffScreen({
      path: '/admin/connect-info',
      services: (router) => {
        router.service(ContactService, {
          listMessages: async () => {
            await answered;
            return { messages: [fromAnna, fromBen] };
          },
        });
        router.service(NewsletterService, {
          listSubscribers: () => ({ subscribers: [subscriber, pending, unsubscribed] }),
          listSends: () => ({ sends: [] }),
        });
      },
    });

    expect(await screen.findByText('Loading data...')).toBeInTheDocument();
    answer();

    const messages = await screen.findByRole('region', { name: 'Connect form submissions' });
    expect(await within(messages).findByRole('rowheader', { name: 'Anna Fabricator' })).toBeInTheDocument();
    expect(within(messages).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Received',
      'Status',
      'Assigned to',
      'Email',
      'Phone',
      'Message',
      'Actions',
    ]);
    const anna = within(within(messages).getByRole('rowheader', { name: 'Anna Fabricator' }).closest('tr')!);
    expect(anna.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute('href', 'mailto:anna@example.com');
    expect(anna.getByText('+1 555 0111')).toBeInTheDocument();
    expect(anna.getByText(/40-ton mezzanine/)).toBeInTheDocument();
    expect(within(messages).getByRole('rowheader', { name: 'Ben Erector' })).toBeInTheDocument();

    const subscribers = section('Newsletter subscribers');
    expect(subscribers.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['E-mail', 'Subscribed on', 'Status']);
    const rowOf = (email: string) => within(subscribers.getByRole('rowheader', { name: email }).closest('tr')!);
    expect(rowOf('news@example.com').getByText('Feb 14, 2025')).toBeInTheDocument();
    expect(rowOf('news@example.com').getByText('Confirmed')).toBeInTheDocument();
    expect(rowOf('later@example.com').getByText('Pending')).toBeInTheDocument();
    expect(rowOf('gone@example.com').getByText('Unsubscribed')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderStaffScreen({
      path: '/admin/connect-info',
      services: (router) => {
        router.service(ContactService, { listMessages: () => ({ messages: [] }) });
        router.service(NewsletterService, { listSubscribers: () => ({ subscribers: [] }), listSends: () => ({ sends: [] }) });
      },
    });

    expect(await screen.findByText('No submissions found.')).toBeInTheDocument();
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
    expect(await screen.findByText('No newsletters sent yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the lists could not be loaded', async () => {
    renderStaffScreen({
      path: '/admin/connect-info',
      services: (router) => {
        router.service(ContactService, {
          listMessages: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
        });
        router.service(NewsletterService, {
          listSubscribers: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
          listSends: () => {
            throw new ConnectError('database is down', Code.Internal);
          },
        });
      },
    });

    expect(await screen.findByText('Failed to load connect form submissions.')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Failed to load newsletter subscribers.')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Failed to load the newsletters sent.')).toHaveAttribute('role', 'alert');
  });

  it('pages through the submissions with the server tokens', async () => {
    const asked: string[] = [];
    renderStaffScreen({
      path: '/admin/connect-info',
      services: (router) => {
        router.service(ContactService, {
          listMessages: (req) => {
            asked.push(req.pageToken);
            return req.pageToken === ''
              ? { messages: [fromAnna], nextPageToken: 'after-anna' }
              : { messages: [fromBen], nextPageToken: '' };
          },
        });
        router.service(NewsletterService, { listSubscribers: () => ({ subscribers: [] }), listSends: () => ({ sends: [] }) });
      },
    });
    const user = userEvent.setup();

    const messages = within(await screen.findByRole('region', { name: 'Connect form submissions' }));
    await messages.findByRole('rowheader', { name: 'Anna Fabricator' });
    await user.click(messages.getByRole('button', { name: 'Next' }));

    expect(await messages.findByRole('rowheader', { name: 'Ben Erector' })).toBeInTheDocument();
    expect(messages.getByText('Page 2')).toBeInTheDocument();
    expect(asked).toEqual(['', 'after-anna']);
    await user.click(messages.getByRole('button', { name: 'Previous' }));
    expect(await messages.findByRole('rowheader', { name: 'Anna Fabricator' })).toBeInTheDocument();
  });
});
