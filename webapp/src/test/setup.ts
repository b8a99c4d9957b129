import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy chunk
// or a first render can take longer. A longer ceiling only matters when a test would
// fail anyway: passing tests still finish as soon as their condition holds.
configure({ asyncUtilTimeout: 15_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
// Most files share one worker and module graph (vite.config.ts): what a test changes
// globally is put back before the next one, whichever file it is in.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
