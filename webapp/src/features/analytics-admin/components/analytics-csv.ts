import type { AnalyticsRow, GetAnalyticsReportResponse } from '../../../gen/gusset/admin/v1/analytics_pb';

// A CSV field, quoted when it must be; a leading =, +, - or @ is prefixed with ' so a
// spreadsheet does not run a referrer or campaign name as a formula.
function field(v: string | number | bigint): string {
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

function line(...fields: (string | number | bigint)[]): string {
  return fields.map(field).join(',');
}

// reportCSV is the whole report as one CSV table: each row names its section, the value
// and its numbers, so a spreadsheet can filter by section.
export function reportCSV(r: GetAnalyticsReportResponse): string {
  const out = [line('section', 'value', 'visitors', 'pageviews', 'conversions', 'rate')];
  out.push(line('range', `${r.from}..${r.to}`, r.visitors, r.pageviews, '', ''));
  out.push(line('previous period', `${r.previousFrom}..${r.previousTo}`, r.previousVisitors, r.previousPageviews, '', ''));
  for (const d of r.days) out.push(line('day', d.day, d.visitors, d.pageviews, '', ''));
  const rows = (section: string, list: AnalyticsRow[]) => {
    for (const x of list) out.push(line(section, x.value, x.visitors, x.pageviews, '', ''));
  };
  rows('page', r.pages);
  rows('entry page', r.entryPages);
  rows('referrer', r.referrers);
  rows('source', r.sources);
  rows('campaign', r.campaigns);
  rows('device', r.devices);
  rows('browser', r.browsers);
  for (const g of r.goals) {
    out.push(line(`goal: ${g.label}`, '(all)', r.visitors, '', g.conversions, g.rate.toFixed(4)));
    for (const c of g.byEntryPage) out.push(line(`goal: ${g.label} by entry page`, c.value, c.visitors, '', c.conversions, c.rate.toFixed(4)));
    for (const c of g.bySource) out.push(line(`goal: ${g.label} by source`, c.value, c.visitors, '', c.conversions, c.rate.toFixed(4)));
  }
  for (const s of r.funnel) out.push(line('funnel', s.label, s.visitors, '', '', ''));
  return out.join('\r\n') + '\r\n';
}

// downloadCSV saves text as a file of that name.
export function downloadCSV(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
