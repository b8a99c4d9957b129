import { Link } from 'react-router';

type Props = {
  label: string;
  // int64 counts arrive as bigint.
  value: bigint;
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
        <span className="stat-card__value">{format.format(value)}</span>
        {note && <span className="stat-card__note">{note}</span>}
      </Link>
    </li>
  );
}
