import { Code, ConnectError } from '@connectrpc/connect';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterService } from '../../../gen/gusset/site/v1/newsletter_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderBlock } from '../../../test/render-site';
import { NewsletterBlock } from './newsletter-block';

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

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — you are subscribed.');
    expect(emails).toEqual(['buyer@fab.example']);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
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
