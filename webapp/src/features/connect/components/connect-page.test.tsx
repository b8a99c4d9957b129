import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solveChallenge, type SolvedChallenge } from '../../../components/challenge/solve-challenge';
import { ContactService, type SendMessageRequest } from '../../../gen/gusset/site/v1/contact_pb';
import { invalidArgument } from '../../../test/bad-request';
import { deferred } from '../../../test/deferred';
import { renderSite } from '../../../test/render-site';
import { testSite as site } from '../../../test/site-settings';

// The widget cannot run in jsdom: each challenge is "solved" at once, as solved-1, solved-2…
vi.mock('../../../components/challenge/solve-challenge');

beforeEach(() => {
  let solved = 0;
  vi.mocked(solveChallenge).mockReset();
  vi.mocked(solveChallenge).mockImplementation(async () => ({ payload: `solved-${++solved}`, dispose: () => {} }));
});

function renderConnect(send: (req: SendMessageRequest) => unknown = () => ({ id: 'm-1' })) {
  const sent: SendMessageRequest[] = [];
  const view = renderSite('/connect', ({ service }) =>
    service(ContactService, {
      sendMessage: (req) => {
        sent.push(req);
        return send(req) as never;
      },
    }),
  );
  return { ...view, sent };
}

async function fillIn(user: ReturnType<typeof renderSite>['user']) {
  await user.type(await screen.findByLabelText(/^Name/), 'Dana Steel');
  await user.type(screen.getByLabelText(/^Email/), 'dana@fabricator.example');
  await user.type(screen.getByLabelText(/^Phone/), '+1 312 555 0100');
  await user.type(screen.getByLabelText(/^Message/), 'We need shop drawings for a 400 t warehouse.');
}

describe('connect page', () => {
  it('shows the contact details from the site configuration', async () => {
    renderConnect();

    const details = await screen.findByRole('region', { name: 'Contact details' });
    for (const phone of site.phones) {
      expect(within(details).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    }
    expect(within(details).getByRole('link', { name: site.emails.sales })).toHaveAttribute('href', `mailto:${site.emails.sales}`);
    expect(within(details).getByRole('link', { name: site.emails.hr })).toHaveAttribute('href', `mailto:${site.emails.hr}`);
    expect(within(details).getByText('1200 Example Avenue, Suite 400')).toBeInTheDocument();
    expect(within(details).getByText('Bengaluru, Karnataka 560103')).toBeInTheDocument();
    expect(screen.getByText(/24 hours or less/, { selector: '.contact-form__promise' })).toBeInTheDocument();
  });

  it('says This field is required under every empty field and sends nothing', async () => {
    const { user, sent } = renderConnect();

    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends the message, says so and empties the form', async () => {
    const { user, sent } = renderConnect();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('✅ Message sent successfully!');
    expect(sent[0]).toMatchObject({ name: 'Dana Steel', email: 'dana@fabricator.example', phone: '+1 312 555 0100', message: 'We need shop drawings for a 400 t warehouse.', website: '', challenge: 'solved-1' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('says when the message could not be sent and keeps what was typed', async () => {
    const { user } = renderConnect(() => {
      throw new ConnectError('down', Code.Internal);
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to send message.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Dana Steel');
  });

  it('shows the server field messages under the fields', async () => {
    const { user } = renderConnect(() => {
      throw invalidArgument({ phone: 'Please enter a valid phone number', message: 'This field is required' });
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('This field is required');
    expect(screen.queryByText(/Failed to send message/)).not.toBeInTheDocument();
  });

  it('has a honeypot field people never see, sent empty', async () => {
    const { user, sent } = renderConnect();
    await fillIn(user);

    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    expect(sent[0].website).toBe('');
  });

  it('sends what a bot wrote in the honeypot, and shows the server’s refusal for the whole form', async () => {
    const { user, sent } = renderConnect(() => {
      throw invalidArgument({ website: 'Your submission could not be accepted. Please try again.' });
    });
    await fillIn(user);
    await user.type(screen.getByLabelText('Leave this field empty'), 'https://spam.example');

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Your submission could not be accepted. Please try again.');
    expect(sent[0].website).toBe('https://spam.example');
    expect(screen.queryByText(/Failed to send message/)).not.toBeInTheDocument();
  });

  it('starts the challenge when the form is first used, and sends each message with a fresh one', async () => {
    const answers: unknown[] = [invalidArgument({ challenge: 'Please wait for the verification to finish, then try again.' }), { id: 'm-2' }];
    const { user, sent } = renderConnect(() => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    });
    expect(solveChallenge).not.toHaveBeenCalled();
    await fillIn(user);
    expect(solveChallenge).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Please wait for the verification to finish, then try again.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Dana Steel');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('✅ Message sent successfully!');
    expect(sent.map((req) => req.challenge)).toEqual(['solved-1', 'solved-2']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Verifying… while the challenge is being solved, then sends without another click', async () => {
    const solving = deferred<SolvedChallenge>();
    vi.mocked(solveChallenge).mockImplementationOnce(() => solving.promise);
    const { user, sent } = renderConnect();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(sent).toEqual([]);
    solving.resolve({ payload: 'slow-1', dispose: () => {} });
    expect(await screen.findByRole('status')).toHaveTextContent('✅ Message sent successfully!');
    expect(sent.map((req) => req.challenge)).toEqual(['slow-1']);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('sends no challenge when the server asks for none', async () => {
    vi.mocked(solveChallenge).mockResolvedValue(null);
    const { user, sent } = renderConnect();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('✅ Message sent successfully!');
    expect(sent[0].challenge).toBe('');
  });

  it('shows the server’s message when this address sent too many messages', async () => {
    const { user } = renderConnect(() => {
      throw new ConnectError('Too many requests. Please try again in 12 minutes.', Code.ResourceExhausted);
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Too many requests. Please try again in 12 minutes.');
    expect(screen.queryByText(/Failed to send message/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('We need shop drawings for a 400 t warehouse.');
  });
});
