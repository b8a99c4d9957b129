package rpc

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
)

// protoFile converts a stored file; private files get a signed, expiring path.
func protoFile(svc *files.Service, f *files.File) *sitev1.File {
	if f == nil {
		return nil
	}
	return &sitev1.File{
		Path: svc.Path(*f), FileName: f.Name, Size: f.Size, ContentType: f.ContentType,
		Width: f.Width, Height: f.Height,
	}
}

// convertAll converts a slice with conv.
func convertAll[T, P any](items []T, conv func(T) P) []P {
	out := make([]P, len(items))
	for i, it := range items {
		out[i] = conv(it)
	}
	return out
}

var ts = timestamppb.New

// tsOpt is ts of an optional time: nil stays unset.
func tsOpt(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return ts(*t)
}

// enumIn maps a request's enum number: the unspecified zero becomes "", a known number its
// domain value, and a number this build does not know "?", which every domain validation
// refuses (so a newer client's value is an invalid argument, never silently the default).
func enumIn[K comparable, V ~string](names map[K]V, k K) V {
	var zero K
	if k == zero {
		return ""
	}
	if v, ok := names[k]; ok {
		return v
	}
	return "?"
}

// tsIn is an optional time from a request: unset stays nil.
func tsIn(t *timestamppb.Timestamp) *time.Time {
	if t == nil {
		return nil
	}
	v := t.AsTime()
	return &v
}
