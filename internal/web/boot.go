package web

import (
	"crypto/sha256"
	"encoding/base64"
)

// BootScript starts the app from the page's HTML (internal/seo writes it, with the entry
// module in data-entry and the modules to preload in data-preload) once the page has
// painted: after the next frame, or at once in a tab nobody sees (a hidden tab has no
// frames). It is a classic script so that it can read its own attributes.
const BootScript = `(function(s){` +
	`function go(){s.dataset.preload.split(" ").forEach(function(u){if(u){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=u;document.head.appendChild(l)}});import(s.dataset.entry)}` +
	`if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go)})` +
	`})(document.currentScript)`

// bootScriptSource is BootScript as the Content-Security-Policy allows it: by its hash, the
// only inline script the pages may run.
var bootScriptSource = func() string {
	sum := sha256.Sum256([]byte(BootScript))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}()
