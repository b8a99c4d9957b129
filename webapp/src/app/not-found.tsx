import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <main id="main" className="page page--centered">
      <h1>Page not found</h1>
      <p>Looks like you're lost.</p>
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
