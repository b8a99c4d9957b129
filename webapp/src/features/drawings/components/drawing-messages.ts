import { defineMessage } from '../../../lib/i18n/messages';

// The portal's drawing screens' words: a project's register and transmittals, one
// transmittal, and an outside reviewer's transmittals.
export const waitingForYou = defineMessage({ id: 'drawings.waitingForYou', defaultMessage: 'Waiting for your review', description: "The heading of the project's review clock: the transmittals and sheets the client is to review" });
export const register = defineMessage({ id: 'drawings.register', defaultMessage: 'Drawings', description: "The heading of a project's drawing register in the client portal" });
export const search = defineMessage({ id: 'drawings.search', defaultMessage: 'Search drawings' });
export const loading = defineMessage({ id: 'drawings.loading', defaultMessage: 'Loading the drawings…' });
export const loadFailed = defineMessage({ id: 'drawings.loadFailed', defaultMessage: 'The drawings could not be loaded.' });
export const noMatch = defineMessage({ id: 'drawings.noMatch', defaultMessage: 'No drawing matches.', description: 'The register when no sheet matches the search' });
export const none = defineMessage({ id: 'drawings.none', defaultMessage: 'No drawings yet.' });
export const registerLabel = defineMessage({ id: 'drawings.registerLabel', defaultMessage: 'Drawing register', description: 'The name screen readers give the list of sheets' });
export const revision = defineMessage({ id: 'drawings.revision', defaultMessage: 'rev {revision}', description: "A sheet's current revision, in its line of facts (kind · area · revision · status)" });
export const noRevision = defineMessage({ id: 'drawings.noRevision', defaultMessage: 'no revision', description: 'In place of the revision, for a sheet not issued yet' });
export const onHold = defineMessage({ id: 'drawings.onHold', defaultMessage: 'On hold: {reason}', description: 'A sheet held back, and why' });
export const revisionsOf = defineMessage({ id: 'drawings.revisionsOf', defaultMessage: 'Revisions of {sheet}', description: "The button that opens a sheet's history; sheet is its number (B101)" });
export const revisionsLoading = defineMessage({ id: 'drawings.revisionsLoading', defaultMessage: 'Loading the revisions…' });
export const revisionsLoadFailed = defineMessage({ id: 'drawings.revisionsLoadFailed', defaultMessage: 'The revisions could not be loaded.' });
export const transmittals = defineMessage({ id: 'drawings.transmittals', defaultMessage: 'Transmittals', description: "The heading of a project's transmittals (the drawings sent with a transmittal form)" });
export const transmittalsLoading = defineMessage({ id: 'drawings.transmittalsLoading', defaultMessage: 'Loading the transmittals…' });
export const transmittalsLoadFailed = defineMessage({ id: 'drawings.transmittalsLoadFailed', defaultMessage: 'The transmittals could not be loaded.' });
export const sentToYou = defineMessage({ id: 'drawings.sentToYou', defaultMessage: 'Sent to you for review', description: "The heading of an outside reviewer's transmittals" });
export const yoursLoading = defineMessage({ id: 'drawings.yoursLoading', defaultMessage: 'Loading your transmittals…' });
export const yoursLoadFailed = defineMessage({ id: 'drawings.yoursLoadFailed', defaultMessage: 'Your transmittals could not be loaded.' });
export const transmittal = defineMessage({ id: 'drawings.transmittal', defaultMessage: 'Transmittal', description: "The page's title while the transmittal loads" });
export const transmittalNumbered = defineMessage({ id: 'drawings.transmittalNumbered', defaultMessage: 'Transmittal {number}', description: "A transmittal's heading and page title; number is its number (T-0001)" });
export const transmittalLoading = defineMessage({ id: 'drawings.transmittalLoading', defaultMessage: 'Loading the transmittal…' });
export const transmittalLoadFailed = defineMessage({ id: 'drawings.transmittalLoadFailed', defaultMessage: 'The transmittal could not be loaded.' });
export const coverSheet = defineMessage({ id: 'drawings.coverSheet', defaultMessage: 'Cover sheet (PDF)', description: "The button that downloads a transmittal's cover sheet" });
