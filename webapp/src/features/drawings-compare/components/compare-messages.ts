import { defineMessage } from '../../../lib/i18n/messages';

// The words of the comparison of two revisions of a sheet (staff and portal alike).
export const show = defineMessage({ id: 'compare.show', defaultMessage: 'Compare revisions of {sheet}', description: 'The button under an opened sheet; sheet is its number (B101)' });
export const hide = defineMessage({ id: 'compare.hide', defaultMessage: 'Hide the comparison' });
export const drawing = defineMessage({ id: 'compare.drawing', defaultMessage: 'Drawing the comparison… The first time takes a few seconds.', description: 'While the server draws the two revisions and their difference' });
export const failed = defineMessage({ id: 'compare.failed', defaultMessage: 'The comparison could not be drawn. Please try again.' });
export const tryAgain = defineMessage({ id: 'compare.tryAgain', defaultMessage: 'Try again' });
export const revision = defineMessage({ id: 'compare.revision', defaultMessage: 'Revision {revision}', description: 'The button that shows that revision of the sheet' });
export const revisionAlt = defineMessage({ id: 'compare.revisionAlt', defaultMessage: 'Revision {revision} of the sheet', description: "The picture's text alternative" });
export const changes = defineMessage({ id: 'compare.changes', defaultMessage: 'Changes', description: 'The button that shows the two revisions overlaid, their differences coloured' });
export const changesAlt = defineMessage({
  id: 'compare.changesAlt',
  defaultMessage: 'The changes from revision {earlier} to {later}: added in blue, removed in red, unchanged in grey',
  description: "The overlay picture's text alternative",
});
export const label = defineMessage({ id: 'compare.label', defaultMessage: 'Revision {earlier} compared with revision {later}' });
export const picture = defineMessage({ id: 'compare.picture', defaultMessage: 'Picture', description: 'The name of the group of buttons choosing which picture is shown' });
export const zoom = defineMessage({ id: 'compare.zoom', defaultMessage: 'Zoom', description: 'The name of the group of zoom buttons' });
export const zoomOut = defineMessage({ id: 'compare.zoomOut', defaultMessage: 'Zoom out' });
export const zoomIn = defineMessage({ id: 'compare.zoomIn', defaultMessage: 'Zoom in' });
export const zoomLevel = defineMessage({ id: 'compare.zoomLevel', defaultMessage: 'Zoom level' });
export const fit = defineMessage({ id: 'compare.fit', defaultMessage: 'Fit', description: 'The button that zooms the drawing back to fit its frame' });
export const same = defineMessage({ id: 'compare.same', defaultMessage: 'The two revisions show the same drawing: nothing was added or removed.' });
export const legend = defineMessage({ id: 'compare.legend', defaultMessage: 'Colours of the changes', description: "The name screen readers give the overlay's legend" });
export const added = defineMessage({ id: 'compare.added', defaultMessage: 'Added in revision {revision}', description: "The legend's entry for the colour of what was added" });
export const removed = defineMessage({ id: 'compare.removed', defaultMessage: 'Removed from revision {revision}', description: "The legend's entry for the colour of what was removed" });
export const unchanged = defineMessage({ id: 'compare.unchanged', defaultMessage: 'Unchanged', description: "The legend's entry for the colour of what did not change" });
export const viewer = defineMessage({ id: 'compare.viewer', defaultMessage: 'Drawing: scroll or pinch to zoom, drag to move', description: 'The name of the zoomable frame around the picture' });
export const hint = defineMessage({
  id: 'compare.hint',
  defaultMessage: 'First page only, drawn at {dpi} dpi. The links last an hour: open the comparison again after that.',
  description: "Under the pictures: only a drawing's first page is compared, rendered at dpi dots per inch, and the pictures' signed links expire",
});
