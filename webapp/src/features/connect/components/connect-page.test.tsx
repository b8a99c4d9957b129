import { Code, ConnectError } from '@connectrpc/connect';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../config/site';
import { ContactService, type SendMessageRequest } from '../../../gen/gusset/site/v1/contact_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderSite } from '../../../test/render-site';

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
    expect(within(details).getByText(site.addresses.usa.lines[0])).toBeInTheDocument();
    expect(within(details).getByText(site.addresses.india.lines[0])).toBeInTheDocument();
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
    expect(sent[0]).toMatchObject({ name: 'Dana Steel', email: 'dana@fabricator.example', phone: '+1 312 555 0100', message: 'We need shop drawings for a 400 t warehouse.' });
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
});
