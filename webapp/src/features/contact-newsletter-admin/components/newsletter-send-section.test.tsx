import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ConnectRouter, ServiceImpl } from '@connectrpc/connect';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NewsletterSend, StartSendRequest } from '../../../gen/gusset/admin/v1/newsletter_pb';
import { NewsletterService } from '../../../gen/gusset/admin/v1/newsletter_pb';
import { BlogService } from '../../../gen/gusset/site/v1/blog_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// The draft-js editor cannot be typed into under jsdom; see src/test/fake-rich-text-editor.tsx.
vi.mock('../../../components/rich-text-editor/rich-text-editor', () => import('../../../test/fake-rich-text-editor'));

const started = timestampFromDate(new Date('2025-03-05T09:30:00Z'));

// The fields of a send as a test sets them (a plain object, not a message).
type SendFields = Omit<Partial<NewsletterSend>, '$typeName' | '$unknown'>;

function aSend(fields: SendFields) {
  return { id: 'n-1', subject: 'March news', status: 'done', total: 3, sent: 2, failed: 1, skipped: 0, createTime: started, ...fields };
}

type Newsletter = Partial<ServiceImpl<typeof NewsletterService>>;

function renderPage(newsletter: Newsletter, more: (router: ConnectRouter) => void = () => {}) {
  renderStaffScreen({
    path: '/admin/connect-info',
    services: (router) => {
      router.service(NewsletterService, { listSubscribers: () => ({ subscribers: [] }), listSends: () => ({ sends: [] }), ...newsletter });
      more(router);
    },
  });
  return userEvent.setup();
}

async function sendSection() {
  return within(await screen.findByRole('region', { name: 'Send newsletter' }));
}

describe('connect info: send a newsletter', () => {
  it('asks for confirmation, then queues the written newsletter and lists it', async () => {
    const asked: StartSendRequest[] = [];
    const sends: ReturnType<typeof aSend>[] = [];
    const user = renderPage({
      listSends: () => ({ sends }),
      startSend: (req) => {
        asked.push(req);
        const send = aSend({ id: 'n-2', subject: req.subject, status: 'queued', total: 0, sent: 0, failed: 0 });
        sends.unshift(send);
        return { send };
      },
    });
    const form = await sendSection();
    await user.type(form.getByLabelText('Subject'), 'Spring update');
    await user.type(form.getByRole('textbox', { name: 'Body' }), '<p>New mezzanine projects.</p>');
    await user.click(form.getByRole('button', { name: 'Send newsletter' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(dialog.getByText('Send this newsletter to all confirmed subscribers?')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The newsletter is queued for sending.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ postId: '', subject: 'Spring update', html: '<p>New mezzanine projects.</p>' });
    // The form is emptied for the next one, and the list shows the send.
    expect(form.getByLabelText('Subject')).toHaveValue('');
    const list = within(screen.getByRole('region', { name: 'Sent newsletters' }));
    const row = within((await list.findByRole('rowheader', { name: 'Spring update' })).closest('tr')!);
    expect(row.getByText('Queued')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    let calls = 0;
    const user = renderPage({
      startSend: () => {
        calls++;
        return { send: aSend({}) };
      },
    });
    const form = await sendSection();
    await user.type(form.getByLabelText('Subject'), 'Spring update');
    await user.type(form.getByRole('textbox', { name: 'Body' }), '<p>Hello</p>');
    await user.click(form.getByRole('button', { name: 'Send newsletter' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);
    expect(form.getByLabelText('Subject')).toHaveValue('Spring update');
  });

  it('checks the subject and the body before asking', async () => {
    const user = renderPage({});
    const form = await sendSection();
    await user.click(form.getByRole('button', { name: 'Send newsletter' }));

    expect(form.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(form.getByLabelText('Subject')).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Body' })).toHaveAccessibleDescription('The newsletter has no content');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's field errors next to their fields", async () => {
    const user = renderPage({
      startSend: () => {
        throw invalidArgument({ subject: 'Subject is too long (at most 200 characters)', html: 'The newsletter has no content' });
      },
    });
    const form = await sendSection();
    await user.type(form.getByLabelText('Subject'), 'A very long subject');
    await user.type(form.getByRole('textbox', { name: 'Body' }), '<p><br></p>x');
    await user.click(form.getByRole('button', { name: 'Send newsletter' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(form.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is too long (at most 200 characters)'),
    );
    expect(form.getByRole('textbox', { name: 'Body' })).toHaveAccessibleDescription('The newsletter has no content');
    // What was typed stays, to be corrected.
    expect(form.getByLabelText('Subject')).toHaveValue('A very long subject');
    expect(screen.queryByText('The newsletter is queued for sending.')).not.toBeInTheDocument();
  });

  it('sends a published blog post picked from the list', async () => {
    const asked: StartSendRequest[] = [];
    const user = renderPage(
      {
        startSend: (req) => {
          asked.push(req);
          return { send: aSend({ postId: req.postId }) };
        },
      },
      (router) =>
        router.service(BlogService, {
          listPosts: () => ({
            posts: [
              { id: 'p-1', title: 'Detailing a 40-ton mezzanine' },
              { id: 'p-2', title: 'Tekla tips' },
            ],
          }),
        }),
    );
    const form = await sendSection();
    await user.click(form.getByRole('radio', { name: 'Send a blog post' }));
    expect(form.queryByRole('textbox', { name: 'Body' })).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Send newsletter' }));
    expect(form.getByLabelText('Blog post')).toHaveAccessibleDescription('Choose a blog post to send');

    const picker = form.getByLabelText('Blog post');
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Tekla tips');
    expect(form.getByLabelText('Subject')).toHaveAccessibleDescription("Leave empty to use the post’s title.");
    await user.click(form.getByRole('button', { name: 'Send newsletter' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The newsletter is queued for sending.')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ postId: 'p-2', subject: '', html: '' });
  });
});

describe('connect info: newsletters sent', () => {
  it('lists the sends with their progress and follows one still going out', async () => {
    let calls = 0;
    renderPage({
      listSends: () => {
        calls++;
        return {
          sends: [
            calls === 1
              ? aSend({ id: 'n-2', subject: 'April news', status: 'sending', total: 40, sent: 10, failed: 0, skipped: 1 })
              : aSend({ id: 'n-2', subject: 'April news', status: 'done', total: 40, sent: 38, failed: 1, skipped: 1 }),
            aSend({}),
          ],
        };
      },
    });

    const list = within(await screen.findByRole('region', { name: 'Sent newsletters' }));
    const april = await list.findByRole('rowheader', { name: 'April news' });
    expect(list.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Subject',
      'Started',
      'Status',
      'Total',
      'Sent',
      'Failed',
      'Skipped',
    ]);
    const cells = () => within(april.closest('tr')!).getAllByRole('cell').map((td) => td.textContent);
    expect(cells().slice(1)).toEqual(['Sending', '40', '10', '0', '1']);
    expect(within(list.getByRole('rowheader', { name: 'March news' }).closest('tr')!).getByText('Done')).toBeInTheDocument();

    // Refreshed every few seconds while a send is not done, then left alone.
    await waitFor(() => expect(cells().slice(1)).toEqual(['Done', '40', '38', '1', '1']), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls).toBe(2);
  }, 15000);
});
