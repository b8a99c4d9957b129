import { useCallback } from 'react';

// One mouse-wheel notch moves the home row by this much (spec §9).
export const wheelStepPx = 500;

// A notch of a mouse wheel reports about 100 px; trackpads report a stream of small deltas
// that must not each jump a full step.
const notchThreshold = 50;

// Turns vertical wheel movement over a horizontally scrolling row into sideways scrolling.
// When the row does not overflow (tiles stacked on small screens) or is already at the end
// it scrolls in, the page scrolls as usual.
// A callback ref, not an effect: the listener is attached in the commit that draws the row
// (a passive effect may run later, after a wheel turn has already reached the row).
export function useSidewaysWheel() {
  return useCallback((row: HTMLElement | null) => {
    if (!row) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');

    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey || Math.abs(e.deltaX) >= Math.abs(e.deltaY)) return;
      const maxLeft = row.scrollWidth - row.clientWidth;
      if (maxLeft <= 0) return;
      if ((e.deltaY < 0 && row.scrollLeft <= 0) || (e.deltaY > 0 && row.scrollLeft >= maxLeft - 1)) return;
      e.preventDefault();
      const isNotch = e.deltaMode !== WheelEvent.DOM_DELTA_PIXEL || Math.abs(e.deltaY) >= notchThreshold;
      row.scrollBy({
        left: isNotch ? Math.sign(e.deltaY) * wheelStepPx : e.deltaY,
        behavior: isNotch && !reducedMotion?.matches ? 'smooth' : 'auto',
      });
    };

    // Not passive: the page must not also scroll down while the row scrolls sideways.
    row.addEventListener('wheel', onWheel, { passive: false });
    return () => row.removeEventListener('wheel', onWheel);
  }, []);
}
