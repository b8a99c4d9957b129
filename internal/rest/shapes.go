package rest

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

// fileJSON is the spec's file shape: {path, fileName, size} (plus what else is known).
type fileJSON struct {
	Path        string `json:"path"`
	SecureURL   string `json:"secureUrl"`
	FileName    string `json:"fileName"`
	Size        int64  `json:"size"`
	ContentType string `json:"contentType"`
	Width       int32  `json:"width,omitempty"`
	Height      int32  `json:"height,omitempty"`
}

func toFile(f *sitev1.File) *fileJSON {
	if f == nil {
		return nil
	}
	return &fileJSON{
		Path: f.GetPath(), SecureURL: f.GetPath(), FileName: f.GetFileName(), Size: f.GetSize(),
		ContentType: f.GetContentType(), Width: f.GetWidth(), Height: f.GetHeight(),
	}
}

// fileList is the spec's list-of-files shape: [] when there is none.
func fileList(files ...*sitev1.File) []*fileJSON {
	out := []*fileJSON{}
	for _, f := range files {
		if f != nil {
			out = append(out, toFile(f))
		}
	}
	return out
}

func timeOf(t *timestamppb.Timestamp) *time.Time {
	if t == nil {
		return nil
	}
	v := t.AsTime()
	return &v
}

// parseBool reads the spec's status strings ("true"/"false"); ok is false otherwise.
func parseBool(s string) (value, ok bool) {
	v, err := strconv.ParseBool(strings.TrimSpace(s))
	return v, err == nil
}

// maxListRows caps the spec's "all" reads: 20 pages of 100. A list cut there says so in
// the TruncatedHeader header (the spec's shapes have no room for it in the body); the
// paged RPCs serve everything.
const (
	maxListPages    = 20
	maxListRows     = maxListPages * 100
	TruncatedHeader = "X-List-Truncated"
)

// pageAll follows next-page tokens so that the spec's "all" reads answer whole lists,
// bounded so that one call cannot ask for an unbounded answer; truncated reports a cut.
func pageAll[T any](fetch func(token string) ([]T, string, error)) (all []T, truncated bool, err error) {
	token := ""
	for range maxListPages {
		items, next, err := fetch(token)
		if err != nil {
			return nil, false, err
		}
		all = append(all, items...)
		if token = next; token == "" {
			break
		}
	}
	if all == nil {
		all = []T{}
	}
	return all, token != "", nil
}

// listAll pages through a list RPC with the caller's credentials, marking w's answer as
// truncated when the list is longer than maxListRows.
func listAll[Req, Res, T any](
	w http.ResponseWriter,
	r *http.Request,
	request func(token string) *Req,
	rpc func(context.Context, *connect.Request[Req]) (*connect.Response[Res], error),
	items func(*Res) ([]T, string),
) ([]T, error) {
	all, truncated, err := pageAll(func(token string) ([]T, string, error) {
		ctx, req := call(r, request(token))
		res, err := rpc(ctx, req)
		if err != nil {
			return nil, "", err
		}
		list, next := items(res.Msg)
		return list, next, nil
	})
	if truncated {
		w.Header().Set(TruncatedHeader, strconv.Itoa(len(all)))
	}
	return all, err
}
