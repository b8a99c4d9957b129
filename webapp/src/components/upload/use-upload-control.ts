import { useCallback, useEffect, useRef, useState } from 'react';

// uploading: the file is on its way and can be cancelled; saving: the RPC claiming it runs.
export type SavePhase = 'idle' | 'uploading' | 'saving';

// useUploadControl owns one save's abort controller and progress. The percentage comes
// from the XHR's own upload events, never from a timer.
export function useUploadControl() {
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);

  // Closing the form abandons an upload still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const begin = useCallback(() => {
    const next = new AbortController();
    controller.current = next;
    setPercent(0);
    setPhase('uploading');
    return {
      signal: next.signal,
      onProgress: (fraction: number) => setPercent(Math.round(fraction * 100)),
      onUploaded: () => setPhase('saving'),
    };
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const end = useCallback(() => {
    controller.current = null;
    setPhase('idle');
  }, []);

  return { phase, percent, begin, cancel, end };
}
