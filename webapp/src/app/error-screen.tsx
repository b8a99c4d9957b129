import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

// Replaces the whole root layout, so it must not depend on anything that may have failed
// (queries, the notice system); a plain link reloads the app from scratch.
export function ErrorScreen() {
  const error = useRouteError();
  usePageTitle('Error');
  let summary: string;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    summary = `${error.status} ${error.statusText}`;
  } else if (error instanceof Error) {
    summary = error.message;
    stack = error.stack;
  } else {
    summary = String(error);
  }
  return (
    <main id="main" className="page page--centered">
      <h1>Unexpected Application Error!</h1>
      <h2 className="error-screen__summary">{summary}</h2>
      {stack && <pre className="error-screen__stack">{stack}</pre>}
      <p>
        <a href="/" className="button">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
