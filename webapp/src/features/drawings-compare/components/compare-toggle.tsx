import { useState } from 'react';
import type { Sheet } from '../../../gen/gusset/portal/v1/drawings_pb';
import { useT } from '../../../lib/i18n/locale';
import type { CompareSide } from '../api/use-revision-comparison';
import * as m from './compare-messages';
import { RevisionCompare } from './revision-compare';

// CompareToggle is the comparison as the register pages mount it under an opened sheet:
// nothing for a sheet with fewer than two revisions, else a button that draws the current
// revision against the one before it. Drawing waits for the click: the server draws a
// pair the first time it is asked for, and a register lists many sheets.
export function CompareToggle({ side, sheet }: { side: CompareSide; sheet: Sheet }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  if (sheet.revisions.length < 2) return null;
  return (
    <div className="revision-compare__mount">
      <button type="button" className="button" aria-expanded={shown} onClick={() => setShown(!shown)}>
        {shown ? t(m.hide) : t(m.show, { sheet: sheet.sheetNumber })}
      </button>
      {shown && <RevisionCompare side={side} sheetId={sheet.id} />}
    </div>
  );
}
