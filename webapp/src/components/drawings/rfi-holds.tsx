import { Link } from 'react-router';
import type { RfiHold } from '../../gen/gusset/portal/v1/rfis_pb';
import { useT } from '../../lib/i18n/locale';
import * as m from './drawings-messages';
import './drawings.css';

// RfiHolds says that open RFIs hold a sheet back: "On hold — RFI-001, RFI-004", each a
// link to the RFI (pathOf: the staff's or the client's page).
export function RfiHolds({ holds, pathOf }: { holds: RfiHold[]; pathOf: (rfiId: string) => string }) {
  const t = useT();
  if (holds.length === 0) return null;
  return (
    <span className="drawings__badge">
      {t(m.onHold)}{' '}
      {holds.map((h, i) => (
        <span key={h.rfiId}>
          {i > 0 && ', '}
          <Link to={pathOf(h.rfiId)}>{h.numberText}</Link>
        </span>
      ))}
    </span>
  );
}
