import { Code, ConnectError } from '@connectrpc/connect';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { QuoteAdminService, QuoteTemplateAdminService } from '../../../gen/gusset/admin/v1/quotes_pb';
import { QuotePricing } from '../../../gen/gusset/site/v1/proposals_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderStaffScreen } from '../../../test/render-staff-screen';

// A screen's first find waits for its lazy chunk: a ceiling, not a target.
const load = { timeout: 15_000 };

function services(created: string[], refuse = false) {
  return (router: Parameters<Parameters<typeof renderStaffScreen>[0]['services']>[0]) => {
    router.service(QuoteAdminService, {
      draftQuoteContent: () => ({ content: { scope: ['Shop drawings'], pricing: QuotePricing.LUMP_SUM, lumpSumCents: 1_250_000n } }),
      createQuote: (req) => {
        created.push(req.organizationId);
        if (refuse) throw invalidArgument({ organization_id: 'Choose an existing client organization' });
        throw new ConnectError('stop here', Code.Aborted);
      },
    });
    router.service(QuoteTemplateAdminService, { listQuoteTemplates: () => ({ templates: [] }) });
    router.service(ClientAdminService, {
      listOrganizations: () => ({ organizations: [{ id: 'o-1', name: 'Prairie Steel Fabricators' }, { id: 'o-2', name: 'Coastal Erectors' }] }),
    });
  };
}

describe('the client organization of a quote', () => {
  it("is the request's company by default, or the organization staff choose", async () => {
    const created: string[] = [];
    const user = userEvent.setup();
    renderStaffScreen({ path: '/admin/estimates/e-1/quotes/new', services: services(created) });
    const choice = await screen.findByRole('combobox', { name: 'Client organization for the project' }, load);
    expect(choice).toHaveDisplayValue('The request’s company (a new client if it is not one)');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    await screen.findByRole('alert');
    await screen.findByRole('option', { name: 'Coastal Erectors' });
    await user.selectOptions(choice, 'Coastal Erectors');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    await screen.findByRole('alert');
    expect(created).toEqual(['', 'o-2']);
  });

  it("shows the server's refusal by the choice", async () => {
    const user = userEvent.setup();
    renderStaffScreen({ path: '/admin/estimates/e-1/quotes/new', services: services([], true) });
    const choice = await screen.findByRole('combobox', { name: 'Client organization for the project' }, load);
    await screen.findByRole('option', { name: 'Prairie Steel Fabricators' });
    await user.selectOptions(choice, 'Prairie Steel Fabricators');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    expect(await screen.findByText('Choose an existing client organization')).toBeInTheDocument();
  });
});
