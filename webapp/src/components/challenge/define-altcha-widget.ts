// Defines the ALTCHA web component (<altcha-widget>), for altcha-widget.ts, which the forms
// load with import() when a visitor first uses one: no page downloads it on load.
//
// The `external` build, not the default one: the default build starts its workers from
// blob: URLs and injects a stylesheet, which the site's CSP would have to allow. Here the
// SHA worker is a file of the site's own (Vite's ?worker), allowed by `default-src 'self'`,
// and the widget needs no styles, as it runs hidden. The server's challenges
// (altcha-lib-go, internal/abuse) are ALTCHA's v1 SHA-256 ones.
import 'altcha/external';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
