import { RfiListAdmin } from './rfi-list-admin';
import { NonWorkingDaysSection } from './non-working-days';
import { stack } from './rfi-styles';

// Every project's RFIs for staff (/admin/rfis), and the firm's non-working days that the
// response clocks skip.
export function RfisAdminPage() {
  return (
    <div style={stack}>
      <section aria-labelledby="rfis-all">
        <h2 id="rfis-all">RFIs of every project</h2>
        <RfiListAdmin projectId="" />
      </section>
      <NonWorkingDaysSection />
    </div>
  );
}
