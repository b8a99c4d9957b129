import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import './not-found.css';

const suggestions = [
  { name: 'Services', to: '/services' },
  { name: 'Project Portfolio', to: '/our-work/project-portfolio' },
  { name: 'Connect', to: '/connect' },
];

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <main id="main" className="not-found">
      <svg className="not-found__art" width="240" height="140" viewBox="0 0 240 140" aria-hidden="true" focusable="false">
        <path d="M10 130h220" stroke="#d8dfdb" strokeWidth="3" />
        <path d="M40 130V40M200 130V40" stroke="#1f7a3a" strokeWidth="10" />
        <path d="M30 40h70M140 40h70" stroke="#1f7a3a" strokeWidth="8" />
        <path d="M105 40h30" stroke="#1f7a3a" strokeWidth="3" strokeDasharray="4 5" />
        <circle cx="120" cy="85" r="22" fill="#e8f3ec" stroke="#1f7a3a" strokeWidth="3" />
        <path d="M113 78c0-4 3-7 7-7s7 3 7 7c0 5-7 5-7 10M120 95v1" stroke="#1f7a3a" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <p className="not-found__code">404</p>
      <h1>Page not found</h1>
      <p className="not-found__text">Looks like you're lost.</p>
      <p className="muted">The page you asked for has moved or never existed. Let us get you back on the beam.</p>
      <p>
        <Link to="/" className="button button--primary">
          Go to the home page
        </Link>
      </p>
      <nav aria-label="Suggestions" className="not-found__links">
        <ul>
          {suggestions.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
