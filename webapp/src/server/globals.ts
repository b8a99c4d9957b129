// What a browser has and the Go server's JavaScript engine (goja, internal/render) lacks,
// from the libraries made for it; imported first by entry-server.tsx. The engine itself
// gives timers, console, performance.now, TextEncoder, MessageChannel, Intl's formats and
// URL, parsed by Go (internal/render/globals.go, url.go): core-js's URL was most of a
// render. Where they exist already (Node, which imports the same module to find the pages'
// assets) these leave the native ones in place.
import 'core-js/actual/url-search-params';
import 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only';
import 'whatwg-fetch';
