import type { LeadStats } from '../../../gen/gusset/admin/v1/dashboard_pb';
import { countOf } from '../../../lib/plural';
import { StatCard } from './stat-card';

// The connect page promises a reply within 24 hours: the leads still open, and the share
// of the last 30 days' messages whose first reply went out within 24 hours (the server's
// definition: docs/back-office.md).
export function LeadCards({ leads }: { leads: LeadStats | undefined }) {
  const open = leads?.open ?? 0n;
  const answered = leads?.answeredInTime ?? 0n;
  const due = leads?.due ?? 0n;
  const share = due === 0n ? '—' : `${Math.round((Number(answered) * 100) / Number(due))}%`;
  const note = due === 0n ? 'no messages due in the last 30 days' : `${answered.toString()} of ${countOf(due, 'message')}, last 30 days`;
  return (
    <>
      <StatCard label="Open leads" value={open} note="not closed" to="/admin/connect-info" />
      <StatCard label="Answered within 24 h" value={share} note={note} to="/admin/connect-info" />
    </>
  );
}
