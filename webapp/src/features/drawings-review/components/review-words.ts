import type { TransmittalItem } from '../../../gen/gusset/portal/v1/drawings_pb';
import { ReviewStatus } from '../../../gen/gusset/portal/v1/reviews_pb';
import type { MessageText, Values } from '../../../lib/i18n/messages';
import * as m from './review-messages';

type T = (text: MessageText, values?: Values) => string;

const defaults: Partial<Record<ReviewStatus, MessageText>> = {
  [ReviewStatus.APPROVED]: m.stampApproved,
  [ReviewStatus.APPROVED_AS_NOTED]: m.stampApprovedAsNoted,
  [ReviewStatus.REVISE_AND_RESUBMIT]: m.stampReviseAndResubmit,
  [ReviewStatus.REJECTED]: m.stampRejected,
  [ReviewStatus.FOR_RECORD]: m.stampForRecord,
};

// stampWords is a stamp's name in the page's language: its default name translated, or the
// name the organization gave it (the stamp set's label, which the stamped PDF prints) as
// it is. A message is held as its English text, so `label === known` is "not renamed",
// and English pages write the label unchanged.
export function stampWords(t: T, status: ReviewStatus, label: string): string {
  const known = defaults[status];
  return known !== undefined && label === known ? t(known) : label;
}

// itemWords names an item of the transmittal: "B101 rev 1 — Beam B101".
export function itemWords(t: T, it: Pick<TransmittalItem, 'sheetNumber' | 'revision' | 'title'>): string {
  return it.title ? t(m.itemTitled, { sheet: it.sheetNumber, revision: it.revision, title: it.title }) : t(m.item, { sheet: it.sheetNumber, revision: it.revision });
}
