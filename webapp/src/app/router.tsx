import { createBrowserRouter, type DataRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from './routes';

// createRouter starts the app's router and resolves once the code of the page at the
// current address has loaded: a page the server sent as HTML must be rendered whole on
// the first pass (hydration compares it with that HTML).
export function createRouter(): Promise<DataRouter> {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}
