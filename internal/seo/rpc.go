package seo

import (
	"bytes"
	"context"
	"io"
	"net/http"

	"github.com/gusset/gusset/internal/inproc"
)

// maxAnswer bounds an answer read for a page: a page's data is a few hundred KB at most.
const maxAnswer = 8 << 20

// call makes one of the app's calls for a page in-process, through the site's own Connect
// handler (its interceptors, validation and authorization included), with the JSON
// protocol the app uses (render.Call).
func (p *Pages) call(ctx context.Context, procedure string, request []byte) (int, []byte) {
	if p.cfg.RPC == nil {
		return http.StatusServiceUnavailable, []byte(`{"code":"unavailable","message":"no RPC handler configured"}`)
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://inproc"+procedure, bytes.NewReader(request))
	if err != nil {
		return http.StatusBadRequest, []byte(`{"code":"invalid_argument","message":"bad procedure"}`)
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Connect-Protocol-Version", "1")
	res, err := (&http.Client{Transport: inproc.Transport{Handler: p.cfg.RPC}}).Do(hr)
	if err != nil {
		return http.StatusServiceUnavailable, []byte(`{"code":"unavailable","message":"the in-process call failed"}`)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return http.StatusServiceUnavailable, []byte(`{"code":"unavailable","message":"reading the answer failed"}`)
	}
	return res.StatusCode, raw
}
