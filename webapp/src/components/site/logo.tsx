import { Link } from 'react-router';
import { useSite } from '../../lib/site-settings';
import './logo.css';

type Props = { tone?: 'dark' | 'light' };

// The mark is a gusset plate: the triangle that joins a brace to a beam and column.
export function Logo({ tone = 'dark' }: Props) {
  const site = useSite();
  return (
    <Link to="/" className={`logo logo--${tone}`}>
      <svg className="logo__mark" width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="#1f7a3a" />
        <path d="M8 24V8h16L8 24z" fill="#fff" />
        <circle cx="11.5" cy="11.5" r="1.6" fill="#1f7a3a" />
        <circle cx="17" cy="11.5" r="1.6" fill="#1f7a3a" />
        <circle cx="11.5" cy="17" r="1.6" fill="#1f7a3a" />
      </svg>
      <span className="logo__text">{site.company}</span>
    </Link>
  );
}
