import { Link } from 'react-router';
import { useEstimateResponse } from '../api/use-estimate-response';

// Estimate requests answered within the 24-hour promise, last 30 days: a block of its own,
// apart from the contact leads' figures. Says nothing while loading or when it failed
// (the dashboard's counts report their own state).
export function EstimateResponseBlock() {
  const stats = useEstimateResponse();
  if (!stats.data) return null;
  const { total, answeredInTime, waiting } = stats.data;
  const share = total > 0 ? Math.round((answeredInTime / total) * 100) : null;
  return (
    <section className="dashboard__estimates" aria-label="Estimate requests">
      <h2>Estimate requests, last 30 days</h2>
      <p>
        <Link to="/admin/estimates">
          {total} received
          {share !== null && (
            <>
              {' '}
              · <strong>{share}%</strong> answered within 24 hours
            </>
          )}
          {waiting > 0 && ` · ${waiting} waiting for a first response`}
        </Link>
      </p>
    </section>
  );
}
