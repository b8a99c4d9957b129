import { timestampDate } from '@bufbuild/protobuf/wkt';
import type { Estimate } from '../../../gen/gusset/admin/v1/estimates_pb';

// The time to first response against the 24-hour promise, or the flags of a request
// still waiting for one.
export function ResponseTime({ estimate }: { estimate: Estimate }) {
  if (estimate.firstResponseTime && estimate.createTime) {
    const hours = (timestampDate(estimate.firstResponseTime).getTime() - timestampDate(estimate.createTime).getTime()) / 3_600_000;
    const inTime = hours <= 24;
    return (
      <span className={inTime ? 'estimate-flag estimate-flag--ok' : 'estimate-flag estimate-flag--late'}>
        {hours < 1 ? `${Math.max(1, Math.round(hours * 60))} min` : `${hours.toFixed(1)} h`} {inTime ? '(in time)' : '(late)'}
      </span>
    );
  }
  return <EstimateFlags estimate={estimate} />;
}

export function EstimateFlags({ estimate }: { estimate: Estimate }) {
  return (
    <span className="estimate-flags">
      {estimate.overdue && <span className="estimate-flag estimate-flag--late">Overdue</span>}
      {estimate.dueSoon && <span className="estimate-flag estimate-flag--soon">Due soon</span>}
      {!estimate.overdue && !estimate.dueSoon && !estimate.firstResponseTime && <span className="estimate-flag">Waiting</span>}
      {estimate.neededByPassed && <span className="estimate-flag estimate-flag--late">Needed-by passed</span>}
    </span>
  );
}
