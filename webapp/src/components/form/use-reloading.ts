import { useState } from 'react';

// useReloading runs the reload that follows a refused save ("Keep mine" or "Discard mine")
// and says while it runs: a save sent before the reload lands would carry the version that
// was refused and be refused again, so the form counts it as busy until then.
export function useReloading() {
  const [reloading, setReloading] = useState(false);
  const during = async (reload: () => Promise<void>) => {
    setReloading(true);
    try {
      await reload();
    } finally {
      setReloading(false);
    }
  };
  return { reloading, during };
}
