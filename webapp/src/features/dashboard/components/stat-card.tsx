import { Link } from 'react-router';

type Props = {
  label: string;
  // int64 counts arrive as bigint; a text value (a share) is shown as it is.
  value: bigint | string;
  note?: string;
  // The screen where the counted things are managed.
  to: string;
};

const format = new Intl.NumberFormat('en-US');

export function StatCard({ label, value, note, to }: Props) {
  return (
    <li className="stat-card">
      <Link to={to} className="stat-card__link">
        <span className="stat-card__label">{label}</span>
        <span className="stat-card__value">{typeof value === 'string' ? value : format.format(value)}</span>
        {note && <span className="stat-card__note">{note}</span>}
      </Link>
    </li>
  );
}
