import { useState } from 'react';
import type { RevisionComparison } from '../../../gen/gusset/portal/v1/compare_pb';
import { errorText } from '../../../lib/error-text';
import { useRevisionComparison, type ComparePair, type CompareSide } from '../api/use-revision-comparison';
import { maxZoom, minZoom, useZoom } from './use-zoom';
import './revision-compare.css';

type Picture = 'earlier' | 'later' | 'overlay';

type Props = ComparePair & {
  side: CompareSide;
};

// RevisionCompare shows two revisions of a sheet and their difference: the server draws
// them the first time the pair is asked for. Pages mount it with the sheet (and, to
// choose, two of its revisions).
export function RevisionCompare({ side, ...pair }: Props) {
  const query = useRevisionComparison(side, pair);
  if (query.isPending) {
    return (
      <p className="revision-compare__status" role="status">
        Drawing the comparison… The first time takes a few seconds.
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="revision-compare__status" role="alert">
        <p>{errorText(query.error, 'The comparison could not be drawn. Please try again.')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <RevisionCompareView comparison={query.data} />;
}

// RevisionCompareView is a comparison's pictures with a toggle between them and zoom.
export function RevisionCompareView({ comparison: c }: { comparison: RevisionComparison }) {
  const [picture, setPicture] = useState<Picture>('overlay');
  // How wide each picture is, as a share of the overlay's width (a page may be smaller).
  const [shares, setShares] = useState<Record<Picture, number>>({ earlier: 1, later: 1, overlay: 1 });
  const { viewer, zoom, zoomIn, zoomOut, fit, pointerHandlers } = useZoom();
  const same = c.addedPixels === 0n && c.removedPixels === 0n;
  const pictures: { key: Picture; label: string; src: string; alt: string }[] = [
    { key: 'earlier', label: `Revision ${c.earlierRevision}`, src: c.earlierUrl, alt: `Revision ${c.earlierRevision} of the sheet` },
    { key: 'later', label: `Revision ${c.laterRevision}`, src: c.laterUrl, alt: `Revision ${c.laterRevision} of the sheet` },
    {
      key: 'overlay',
      label: 'Changes',
      src: c.overlayUrl,
      alt: `The changes from revision ${c.earlierRevision} to ${c.laterRevision}: added in blue, removed in red, unchanged in grey`,
    },
  ];
  const shown = pictures.find((p) => p.key === picture) ?? pictures[2];
  const width = c.width > 0 ? c.width : 1;

  return (
    <section className="revision-compare" aria-label={`Revision ${c.earlierRevision} compared with revision ${c.laterRevision}`}>
      <div className="revision-compare__bar">
        <div className="revision-compare__toggle" role="group" aria-label="Picture">
          {pictures.map((p) => (
            <button key={p.key} type="button" className="button" aria-pressed={picture === p.key} onClick={() => setPicture(p.key)}>
              {p.label}
            </button>
          ))}
        </div>
        <div className="revision-compare__zoom" role="group" aria-label="Zoom">
          <button type="button" className="button" onClick={zoomOut} disabled={zoom <= minZoom} aria-label="Zoom out">
            −
          </button>
          <output aria-live="polite" aria-label="Zoom level">
            {Math.round(zoom * 100)}%
          </output>
          <button type="button" className="button" onClick={zoomIn} disabled={zoom >= maxZoom} aria-label="Zoom in">
            +
          </button>
          <button type="button" className="button" onClick={fit} disabled={zoom === minZoom}>
            Fit
          </button>
        </div>
      </div>
      {picture === 'overlay' &&
        (same ? (
          <p className="revision-compare__summary">The two revisions show the same drawing: nothing was added or removed.</p>
        ) : (
          // Each colour with its words in one item, so that a narrow screen wraps between
          // the entries, never between a swatch and what it means.
          <ul className="revision-compare__legend" aria-label="Colours of the changes">
            <li>
              <span className="revision-compare__swatch revision-compare__swatch--added" aria-hidden="true" /> Added in revision {c.laterRevision}
            </li>
            <li>
              <span className="revision-compare__swatch revision-compare__swatch--removed" aria-hidden="true" /> Removed from revision {c.earlierRevision}
            </li>
            <li>
              <span className="revision-compare__swatch revision-compare__swatch--unchanged" aria-hidden="true" /> Unchanged
            </li>
          </ul>
        ))}
      <div
        ref={viewer}
        className="revision-compare__viewer"
        style={{ aspectRatio: `${width} / ${c.height > 0 ? c.height : 1}` }}
        tabIndex={0}
        aria-label="Drawing: scroll or pinch to zoom, drag to move"
        {...pointerHandlers}
      >
        <img
          key={shown.key}
          src={shown.src}
          alt={shown.alt}
          draggable={false}
          style={{ width: `${zoom * shares[shown.key] * 100}%` }}
          onLoad={(e) => {
            const share = e.currentTarget.naturalWidth / width;
            if (share > 0 && share !== shares[shown.key]) setShares((s) => ({ ...s, [shown.key]: share }));
          }}
        />
      </div>
      <p className="revision-compare__hint">First page only, drawn at {c.dpi} dpi. The links last an hour: open the comparison again after that.</p>
    </section>
  );
}
