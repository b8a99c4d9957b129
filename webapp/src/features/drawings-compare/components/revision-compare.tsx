import { useState } from 'react';
import type { RevisionComparison } from '../../../gen/gusset/portal/v1/compare_pb';
import { errorText } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/locale';
import { useRevisionComparison, type ComparePair, type CompareSide } from '../api/use-revision-comparison';
import * as m from './compare-messages';
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
  const t = useT();
  const query = useRevisionComparison(side, pair);
  if (query.isPending) {
    return (
      <p className="revision-compare__status" role="status">
        {t(m.drawing)}
      </p>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="revision-compare__status" role="alert">
        <p>{errorText(query.error, t(m.failed))}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t(m.tryAgain)}
        </button>
      </div>
    );
  }
  return <RevisionCompareView comparison={query.data} />;
}

// percent writes a zoom level as the locale does ("150%", "150 %"), in whole percents
// and without grouping (1600%).
function percent(locale: string, zoom: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, useGrouping: false }).format(Math.round(zoom * 100) / 100);
}

// RevisionCompareView is a comparison's pictures with a toggle between them and zoom.
export function RevisionCompareView({ comparison: c }: { comparison: RevisionComparison }) {
  const t = useT();
  const locale = useLocale();
  const [picture, setPicture] = useState<Picture>('overlay');
  // How wide each picture is, as a share of the overlay's width (a page may be smaller).
  const [shares, setShares] = useState<Record<Picture, number>>({ earlier: 1, later: 1, overlay: 1 });
  const { viewer, zoom, zoomIn, zoomOut, fit, pointerHandlers } = useZoom();
  const same = c.addedPixels === 0n && c.removedPixels === 0n;
  const pictures: { key: Picture; label: string; src: string; alt: string }[] = [
    { key: 'earlier', label: t(m.revision, { revision: c.earlierRevision }), src: c.earlierUrl, alt: t(m.revisionAlt, { revision: c.earlierRevision }) },
    { key: 'later', label: t(m.revision, { revision: c.laterRevision }), src: c.laterUrl, alt: t(m.revisionAlt, { revision: c.laterRevision }) },
    {
      key: 'overlay',
      label: t(m.changes),
      src: c.overlayUrl,
      alt: t(m.changesAlt, { earlier: c.earlierRevision, later: c.laterRevision }),
    },
  ];
  const shown = pictures.find((p) => p.key === picture) ?? pictures[2];
  const width = c.width > 0 ? c.width : 1;

  return (
    <section className="revision-compare" aria-label={t(m.label, { earlier: c.earlierRevision, later: c.laterRevision })}>
      <div className="revision-compare__bar">
        <div className="revision-compare__toggle" role="group" aria-label={t(m.picture)}>
          {pictures.map((p) => (
            <button key={p.key} type="button" className="button" aria-pressed={picture === p.key} onClick={() => setPicture(p.key)}>
              {p.label}
            </button>
          ))}
        </div>
        <div className="revision-compare__zoom" role="group" aria-label={t(m.zoom)}>
          <button type="button" className="button" onClick={zoomOut} disabled={zoom <= minZoom} aria-label={t(m.zoomOut)}>
            −
          </button>
          <output aria-live="polite" aria-label={t(m.zoomLevel)}>
            {percent(locale, zoom)}
          </output>
          <button type="button" className="button" onClick={zoomIn} disabled={zoom >= maxZoom} aria-label={t(m.zoomIn)}>
            +
          </button>
          <button type="button" className="button" onClick={fit} disabled={zoom === minZoom}>
            {t(m.fit)}
          </button>
        </div>
      </div>
      {picture === 'overlay' &&
        (same ? (
          <p className="revision-compare__summary">{t(m.same)}</p>
        ) : (
          // Each colour with its words in one item, so that a narrow screen wraps between
          // the entries, never between a swatch and what it means.
          <ul className="revision-compare__legend" aria-label={t(m.legend)}>
            <li>
              <span className="revision-compare__swatch revision-compare__swatch--added" aria-hidden="true" /> {t(m.added, { revision: c.laterRevision })}
            </li>
            <li>
              <span className="revision-compare__swatch revision-compare__swatch--removed" aria-hidden="true" /> {t(m.removed, { revision: c.earlierRevision })}
            </li>
            <li>
              <span className="revision-compare__swatch revision-compare__swatch--unchanged" aria-hidden="true" /> {t(m.unchanged)}
            </li>
          </ul>
        ))}
      <div
        ref={viewer}
        className="revision-compare__viewer"
        style={{ aspectRatio: `${width} / ${c.height > 0 ? c.height : 1}` }}
        tabIndex={0}
        aria-label={t(m.viewer)}
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
      <p className="revision-compare__hint">{t(m.hint, { dpi: c.dpi })}</p>
    </section>
  );
}
