// What a browser has and the Go server's JavaScript engine (goja, internal/render) lacks,
// from the libraries made for it; imported first by entry-server.tsx. The engine itself
// gives timers, console, performance.now, TextEncoder and MessageChannel
// (internal/render/globals.go). Where they exist already (Node, which imports the same
// module to find the pages' assets) these leave the native ones in place.
import 'core-js/actual/url';
import 'core-js/actual/url-search-params';
import 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only';
import 'whatwg-fetch';
