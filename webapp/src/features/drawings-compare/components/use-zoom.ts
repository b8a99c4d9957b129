import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

// Zoom 1 fits the picture to the viewer's width; the most is 16 times that, enough to
// see an ARCH D sheet's pixels on a phone.
export const minZoom = 1;
export const maxZoom = 16;
const step = 1.5;

const clamp = (z: number) => Math.min(maxZoom, Math.max(minZoom, z));

// A point of the viewer (client coordinates) that should stay under the finger or the
// pointer while the zoom changes.
type Anchor = { x: number; y: number; from: number };

// useZoom zooms the scrolling viewer (put viewer on it): buttons (zoomIn, zoomOut, fit),
// the wheel (around the pointer) and a two-finger pinch (around the fingers). One finger
// scrolls natively; a mouse drags the picture.
export function useZoom() {
  const viewer = useRef<HTMLDivElement>(null);
  const [zoom, setZoomState] = useState(minZoom);
  const zoomRef = useRef(zoom);
  const anchor = useRef<Anchor | null>(null);

  const setZoom = useCallback(
    (next: number, at?: { x: number; y: number }) => {
      const z = clamp(next);
      const el = viewer.current;
      if (el && z !== zoomRef.current) {
        const box = el.getBoundingClientRect();
        const x = at ? at.x - box.left : el.clientWidth / 2;
        const y = at ? at.y - box.top : el.clientHeight / 2;
        anchor.current = { x, y, from: zoomRef.current };
      }
      zoomRef.current = z;
      setZoomState(z);
    },
    [viewer],
  );

  // Scrolls so that the anchor shows the same spot of the picture as before the zoom.
  useLayoutEffect(() => {
    const el = viewer.current;
    const a = anchor.current;
    anchor.current = null;
    if (!el || !a) return;
    const ratio = zoom / a.from;
    el.scrollTo?.({ left: (el.scrollLeft + a.x) * ratio - a.x, top: (el.scrollTop + a.y) * ratio - a.y });
  }, [zoom, viewer]);

  // The wheel zooms; React's onWheel is passive, so the listener is added here to keep
  // the page from scrolling meanwhile.
  useEffect(() => {
    const el = viewer.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      // A trackpad's pinch comes as small wheel steps with ctrlKey: follow it smoothly.
      const factor = e.ctrlKey ? Math.exp(-e.deltaY / 100) : e.deltaY < 0 ? step : 1 / step;
      setZoom(zoomRef.current * factor, { x: e.clientX, y: e.clientY });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [viewer, setZoom]);

  // Pointers down on the viewer: two touches pinch, a mouse drags.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'touch' || e.pointerType === 'mouse') {
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    if (pointers.current.size === 2) pinch.current = { distance: spread().distance, zoom: zoomRef.current };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const { distance, mid } = spread();
      if (pinch.current.distance > 0) setZoom((pinch.current.zoom * distance) / pinch.current.distance, mid);
    } else if (e.pointerType === 'mouse') {
      e.currentTarget.scrollBy?.({ left: last.x - e.clientX, top: last.y - e.clientY });
    }
  };
  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return {
    viewer,
    zoom,
    zoomIn: () => setZoom(zoomRef.current * step),
    zoomOut: () => setZoom(zoomRef.current / step),
    fit: () => setZoom(minZoom),
    pointerHandlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
