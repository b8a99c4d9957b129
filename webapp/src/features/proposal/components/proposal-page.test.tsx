import { create } from '@bufbuild/protobuf';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProposalSchema, ProposalService, QuoteCurrency, QuotePricing, QuoteStatus, type AcceptProposalRequest } from '../../../gen/gusset/site/v1/proposals_pb';
import { invalidArgument } from '../../../test/bad-request';
import { renderSite } from '../../../test/render-site';

const token = 'b5f3c3c2-0000-4000-8000-000000000001.sig';

function proposal(status: QuoteStatus, extra: object = {}) {
  return create(ProposalSchema, {
    number: 'Q-2026-0042',
    revision: 2,
    status,
    requesterName: 'Dana Whitfield',
    company: 'Prairie Steel Fabricators',
    projectName: 'Regina distribution centre',
    requestReference: 'ER-2026-0007',
    firmName: 'Gusset Detailing',
    firmPhone: '+1 306 555 0100',
    firmEmail: 'sales@gusset.example',
    pdfPath: `/proposals/${token}/pdf`,
    content: {
      scope: ['Shop and erection drawings'],
      inclusions: ['Two rounds of revisions'],
      pricing: QuotePricing.PER_TON,
      currency: QuoteCurrency.CAD,
      unitPriceCents: 45_000n,
      quantity: '120.5',
      validUntil: '2026-12-31',
      weeksShopDrawings: 6,
    },
    // The server's totals: the page writes them, it computes nothing.
    totals: { subtotalCents: 5_422_500n, taxes: [{ label: 'GST', rateMilliPercent: 5000, amountCents: 271_125n }], totalCents: 5_693_625n },
    termsTitle: 'Standard terms',
    termsBody: 'Payment 30 days from invoice.',
    termsVersion: 3,
    ...extra,
  });
}

function open(p: ReturnType<typeof proposal>, accept?: (req: AcceptProposalRequest) => unknown) {
  return renderSite(`/proposals/${token}`, (router) =>
    router.service(ProposalService, {
      getProposal: (req) => {
        expect(req.token).toBe(token);
        return { proposal: p };
      },
      acceptProposal: (req) => accept?.(req) ?? { proposal: proposal(QuoteStatus.ACCEPTED) },
    }),
  );
}

describe('the proposal page', () => {
  it('shows every section with the totals the server computed, the PDF and the answers', async () => {
    open(proposal(QuoteStatus.SENT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal Q-2026-0042, revision 2' })).toBeInTheDocument();
    for (const name of ['Scope', 'Inclusions', 'Basis of the estimate', 'Price', 'Schedule (weeks from award)', 'Terms: Standard terms (version 3)']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const money = screen.getByRole('table');
    expect(within(money).getByText('120.5 t at $450.00 per ton')).toBeInTheDocument();
    expect(within(money).getByText('$56,936.25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', `/proposals/${token}/pdf`);
    expect(screen.getByRole('button', { name: 'Accept this proposal' })).toBeInTheDocument();
  });

  it('says a newer revision exists and offers no answer on a superseded link', async () => {
    open(proposal(QuoteStatus.SUPERSEDED));
    expect(await screen.findByText(/A newer revision of this proposal exists/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this proposal' })).not.toBeInTheDocument();
  });

  it('says an expired proposal can no longer be accepted and whom to call', async () => {
    open(proposal(QuoteStatus.SENT, { expired: true }));
    expect(await screen.findByText(/can no longer be accepted\. Please call Gusset Detailing at \+1 306 555 0100/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept this proposal' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal by its field, then the acceptance", async () => {
    let calls = 0;
    const { user } = open(proposal(QuoteStatus.SENT), (req) => {
      calls++;
      if (!req.acceptTerms) throw invalidArgument({ accept_terms: 'Please tick "I accept these terms".' });
      expect(req).toMatchObject({ name: 'Dana Whitfield', title: 'Project manager', company: 'Prairie Steel Fabricators' });
      return { proposal: proposal(QuoteStatus.ACCEPTED, { acceptance: { name: 'Dana Whitfield', title: 'Project manager', company: 'Prairie Steel Fabricators' } }) };
    });
    await user.type(await screen.findByLabelText(/^Your name/), 'Dana Whitfield');
    await user.type(screen.getByLabelText(/^Title/), 'Project manager');
    await user.type(screen.getByLabelText(/^Company/), 'Prairie Steel Fabricators');
    await user.click(screen.getByRole('button', { name: 'Accept this proposal' }));
    expect(await screen.findByText('Please tick "I accept these terms".')).toBeInTheDocument();
    await user.click(screen.getByLabelText('I accept these terms'));
    await user.click(screen.getByRole('button', { name: 'Accept this proposal' }));
    expect(await screen.findByText(/Accepted by Dana Whitfield \(Project manager, Prairie Steel Fabricators\)/)).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
