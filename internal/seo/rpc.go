package seo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/gusset/gusset/internal/inproc"
)

// maxAnswer bounds an answer read for a page: a page's data is a few hundred KB at most.
const maxAnswer = 8 << 20

// call makes the app's call to procedure in-process, through the site's own Connect
// handler (its interceptors, validation and authorization included), with the JSON
// protocol the app uses, and reads the answer into resp. It answers the exchange, for
// the app to answer its own identical call with.
func (p *Pages) call(ctx context.Context, procedure string, req, resp proto.Message) (exchange, error) {
	if p.cfg.RPC == nil {
		return exchange{}, fmt.Errorf("%s: no RPC handler configured", procedure)
	}
	reqJSON, err := protojson.Marshal(req)
	if err != nil {
		return exchange{}, err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://inproc"+procedure, bytes.NewReader(reqJSON))
	if err != nil {
		return exchange{}, err
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Connect-Protocol-Version", "1")
	res, err := (&http.Client{Transport: inproc.Transport{Handler: p.cfg.RPC}}).Do(hr)
	if err != nil {
		return exchange{}, err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return exchange{}, err
	}
	if res.StatusCode != http.StatusOK {
		var e struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		}
		_ = json.Unmarshal(raw, &e)
		return exchange{}, fmt.Errorf("%s: %s (HTTP %d): %s", procedure, e.Code, res.StatusCode, e.Message)
	}
	if err := (protojson.UnmarshalOptions{DiscardUnknown: true}).Unmarshal(raw, resp); err != nil {
		return exchange{}, fmt.Errorf("%s: reading the answer: %w", procedure, err)
	}
	return exchange{Procedure: procedure, Request: reqJSON, Response: raw}, nil
}
