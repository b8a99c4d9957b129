import { Code, ConnectError } from '@connectrpc/connect';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from '../../../components/challenge/solve-challenge';
import { NewsletterService, type SubscribeRequest } from '../../../gen/gusset/site/v1/newsletter_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderBlock } from '../../../test/render-site';
import { NewsletterBlock } from './newsletter-block';

// The widget cannot run in jsdom: each challenge is "solved" at once, as solved-1, solved-2…
vi.mock('../../../components/challenge/solve-challenge');

beforeEach(() => {
  let solved = 0;
  vi.mocked(solveChallenge).mockReset();
  vi.mocked(solveChallenge).mockImplementation(async () => ({ payload: `solved-${++solved}`, dispose: () => {} }));
});

describe('newsletter block', () => {
  it('shows the heading and the three perks', () => {
    renderBlock(<NewsletterBlock />, () => {});

    expect(screen.getByRole('heading', { name: 'Sign up for our newsletter to get exclusive access to' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Industry Insights',
      'Sample Mock-ups',
      'Relevant Sales Content for Bids & Projects',
    ]);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email address')).toBeRequired();
  });

  it('subscribes the address and says so', async () => {
    const emails: string[] = [];
    const { user } = renderBlock(<NewsletterBlock />, ({ service }) =>
      service(NewsletterService, {
        subscribe: (req) => {
          emails.push(req.email);
          return {};
        },
      }),
    );

    await user.type(screen.getByLabelText('Email address'), 'buyer@fab.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — please check your inbox to confirm your subscription.');
    expect(emails).toEqual(['buyer@fab.example']);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('sends the solved challenge and the empty honeypot, a fresh challenge each time', async () => {
    const sent: SubscribeRequest[] = [];
    const { user } = renderBlock(<NewsletterBlock />, ({ service }) =>
      service(NewsletterService, {
        subscribe: (req) => {
          sent.push(req);
          return {};
        },
      }),
    );
    expect(screen.getByLabelText('Leave this field empty')).toHaveAttribute('name', 'website');

    await user.type(screen.getByLabelText('Email address'), 'buyer@fab.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — please check your inbox to confirm your subscription.');
    // user-event keeps its own idea of the value, which the form's reset does not change.
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'estimator@fab.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map(({ email, website, challenge }) => ({ email, website, challenge }))).toEqual([
      { email: 'buyer@fab.example', website: '', challenge: 'solved-1' },
      { email: 'estimator@fab.example', website: '', challenge: 'solved-2' },
    ]);
  });

  it.each([
    ['an unsolved challenge', invalidArgument({ challenge: 'Please wait for the verification to finish, then try again.' })],
    ['a filled honeypot', invalidArgument({ website: 'Your submission could not be accepted. Please try again.' })],
    ['too many sign-ups', new ConnectError('Too many requests. Please try again in 12 minutes.', Code.ResourceExhausted)],
  ])("shows the server's refusal of %s", async (_what, refusal) => {
    const { user } = renderBlock(<NewsletterBlock />, ({ service }) =>
      service(NewsletterService, {
        subscribe: () => {
          throw refusal;
        },
      }),
    );

    await user.type(screen.getByLabelText('Email address'), 'a@b.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.rawMessage);
  });

  it("shows the server's message when it refuses the address", async () => {
    const { user } = renderBlock(<NewsletterBlock />, ({ service }) =>
      service(NewsletterService, {
        subscribe: () => {
          throw invalidArgument({ email: 'Please enter a valid email address' });
        },
      }),
    );

    await user.type(screen.getByLabelText('Email address'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('says when the server cannot subscribe the address', async () => {
    const { user } = renderBlock(<NewsletterBlock />, ({ service }) =>
      service(NewsletterService, {
        subscribe: () => {
          throw new ConnectError('Service is temporarily unavailable', Code.FailedPrecondition);
        },
      }),
    );

    await user.type(screen.getByLabelText('Email address'), 'a@b.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Service is temporarily unavailable');
  });
});

describe('newsletter block failures', () => {
  it('keeps internal errors to itself', async () => {
    const { user } = renderBlock(<NewsletterBlock />, ({ service }) =>
      service(NewsletterService, {
        subscribe: () => {
          throw new ConnectError('pq: relation does not exist', Code.Internal);
        },
      }),
    );

    await user.type(screen.getByLabelText('Email address'), 'a@b.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
