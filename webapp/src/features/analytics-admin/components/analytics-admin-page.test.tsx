import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsService, type GetAnalyticsReportRequest } from '../../../gen/gusset/admin/v1/analytics_pb';
import { renderStaffScreen } from '../../../test/render-staff-screen';
import { reportCSV } from './analytics-csv';

// uPlot draws on a canvas, which jsdom lacks: the chart stands in as its labelled figure.
vi.mock('./analytics-chart', () => ({
  AnalyticsChart: ({ summary }: { summary: string }) => <figure role="img" aria-label={summary} />,
}));

const report = {
  from: '2026-11-01',
  to: '2026-11-02',
  previousFrom: '2026-10-30',
  previousTo: '2026-10-31',
  visitors: 12n,
  pageviews: 30n,
  previousVisitors: 8n,
  previousPageviews: 30n,
  days: [
    { day: '2026-11-01', visitors: 5n, pageviews: 10n },
    { day: '2026-11-02', visitors: 7n, pageviews: 20n },
  ],
  pages: [{ value: '/estimate', visitors: 4n, pageviews: 6n }],
  entryPages: [{ value: '/', visitors: 9n, pageviews: 25n }],
  referrers: [{ value: 'linkedin.com', visitors: 3n, pageviews: 9n }],
  sources: [{ value: 'linkedin', visitors: 5n, pageviews: 12n }],
  campaigns: [{ value: '=expo', visitors: 2n, pageviews: 4n }],
  devices: [{ value: 'desktop', visitors: 12n, pageviews: 30n }],
  browsers: [{ value: 'Chrome', visitors: 12n, pageviews: 30n }],
  goals: [
    {
      goal: 'estimate',
      label: 'Estimate request',
      conversions: 3n,
      rate: 0.25,
      byEntryPage: [{ value: '/', conversions: 3n, visitors: 9n, rate: 1 / 3 }],
      bySource: [{ value: 'linkedin', conversions: 2n, visitors: 5n, rate: 0.4 }],
    },
    { goal: 'contact', label: 'Contact message', conversions: 0n, rate: 0, byEntryPage: [], bySource: [] },
  ],
  funnel: [
    { label: 'Visit', visitors: 12n },
    { label: 'A service page', visitors: 6n },
    { label: '/estimate', visitors: 4n },
    { label: 'Estimate request sent', visitors: 3n },
  ],
  through: '2026-11-02T14:37:05Z',
};

// openScreen renders the screen against a server that answers report and records what it
// was asked.
function openScreen(): GetAnalyticsReportRequest[] {
  const asked: GetAnalyticsReportRequest[] = [];
  renderStaffScreen({
    path: '/admin/analytics',
    services: (router) =>
      router.service(AnalyticsService, {
        getAnalyticsReport: (req) => {
          asked.push(req);
          return report;
        },
      }),
  });
  return asked;
}

describe('analytics screen', () => {
  it('shows the totals against the previous period, each chart with its table, the goals and the funnel', async () => {
    const asked = openScreen();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(within(totals).getByText('Visitors').parentElement).toHaveTextContent('12+50% against 8 (2026-10-30 to 2026-10-31)');
    expect(within(totals).getByText('Page views').parentElement).toHaveTextContent('30no change against 30');
    // The range reaches today: until when today is counted (a busy day's rollup of under a minute ago).
    expect(screen.getByText('Today counted until 14:37 UTC.')).toBeInTheDocument();
    // The default range is the last 30 days.
    expect(asked[0].from < asked[0].to).toBe(true);

    expect(await screen.findByRole('img', { name: /Visitors and page views per day from 2026-11-01 to 2026-11-02/ })).toBeInTheDocument();
    const daily = screen.getByRole('table', { name: 'Visitors and page views per day' });
    expect(within(daily).getAllByRole('row').map((r) => r.textContent)).toEqual(['DayVisitorsPage views', '2026-11-01510', '2026-11-02720']);

    expect(within(screen.getByRole('table', { name: 'Sources' })).getByRole('rowheader')).toHaveTextContent('linkedin');
    const goals = screen.getByRole('table', { name: 'Goals' });
    expect(within(goals).getAllByRole('row').map((r) => r.textContent)).toEqual(['GoalConversionsConversion rate', 'Estimate request325%', 'Contact message00%']);
    const bySource = screen.getByRole('table', { name: 'Estimate request by source' });
    expect(within(bySource).getAllByRole('row')[1]).toHaveTextContent('linkedin2540%');
    const funnel = screen.getByRole('table', { name: 'Funnel' });
    expect(within(funnel).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'StepVisitorsOf the visits',
      'Visit12100%',
      'A service page650%',
      '/estimate433.3%',
      'Estimate request sent325%',
    ]);
  });

  it('asks for another range when a preset is chosen', async () => {
    const asked = openScreen();
    await screen.findByRole('list', { name: 'Totals' });
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    const days = (Date.parse(asked[1].to) - Date.parse(asked[1].from)) / 86_400_000;
    expect(days).toBe(6);
  });

  it('exports the report as CSV, spreadsheet formulas defused', () => {
    const csv = reportCSV(report as never);
    expect(csv.split('\r\n')[0]).toBe('section,value,visitors,pageviews,conversions,rate');
    expect(csv).toContain('source,linkedin,5,12,,\r\n');
    expect(csv).toContain("campaign,'=expo,2,4,,\r\n");
    expect(csv).toContain('goal: Estimate request by source,linkedin,5,,2,0.4000\r\n');
  });
});
