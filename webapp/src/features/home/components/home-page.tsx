import { site } from '../../../config/site';
import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder until the public site is built.
export function HomePage() {
  usePageTitle('Home');
  return (
    <main id="main" className="page">
      <h1>{site.company}</h1>
      <p className="lead">Structural and miscellaneous steel detailing for fabricators in the USA and Canada.</p>
    </main>
  );
}
