import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from '../../../components/challenge/solve-challenge';
import { EstimateService, type SubmitEstimateRequest } from '../../../gen/gusset/site/v1/estimate_pb';
import { renderSite } from '../../../test/render-site';

vi.mock('../../../components/challenge/solve-challenge');

beforeEach(() => {
  vi.mocked(solveChallenge).mockReset();
  vi.mocked(solveChallenge).mockImplementation(async () => ({ payload: 'solved-1', dispose: () => {} }));
  window.localStorage.clear();
});

function renderEstimate(path = '/estimate') {
  const sent: SubmitEstimateRequest[] = [];
  const view = renderSite(path, ({ service }) =>
    service(EstimateService, {
      submitEstimate: (req) => {
        sent.push(req);
        return { id: 'e-1', reference: 'EST-2026-0042' } as never;
      },
    }),
  );
  return { ...view, sent };
}

describe('estimate page', () => {
  it('shows the spec-style message under every required field left empty and sends nothing', async () => {
    const { user, sent } = renderEstimate();
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(11);
    expect(sent).toHaveLength(0);
  });

  it('opens with the service of the page it came from chosen', async () => {
    renderEstimate('/estimate?service=pemb-detailing');
    expect(await screen.findByRole('checkbox', { name: 'PEMB Design and Detailing' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Structural Steel Detailing' })).not.toBeChecked();
  });

  it('sends a complete request and shows its reference', async () => {
    const { user, sent } = renderEstimate('/estimate?service=structural-steel-detailing');
    await user.type(await screen.findByLabelText(/^Name/), 'Dana Whitfield');
    await user.type(screen.getByLabelText(/^Company/), 'Prairie Steel');
    await user.type(screen.getByLabelText(/^Email/), 'dana@prairie.example');
    await user.type(screen.getByLabelText(/^Phone/), '+1 306 555 0142');
    await user.type(screen.getByLabelText(/^Project name/), 'Regina DC');
    await user.type(screen.getByLabelText(/^City/), 'Regina');
    await user.type(screen.getByLabelText(/^Country/), 'Canada');
    await user.type(screen.getByLabelText(/^Structure type/), 'Warehouse');
    await user.selectOptions(screen.getByLabelText(/^Drawing status/), 'FOR_BID');
    await user.type(screen.getByLabelText(/^Estimate needed by/), '2099-01-15');
    await user.selectOptions(screen.getByLabelText(/^Preferred software/), 'TEKLA');
    await user.click(screen.getByRole('checkbox', { name: 'IFC model' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('EST-2026-0042')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ services: ['structural-steel-detailing'], deliverables: ['IFC'], software: 'TEKLA', uploadIds: [] });
  });
});
