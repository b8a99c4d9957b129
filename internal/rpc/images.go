package rpc

import (
	"context"

	"github.com/google/uuid"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediamsg"
)

// imageSet is what is known of the variants of a response's images, loaded in one
// query for all of them.
type imageSet map[uuid.UUID]media.Image

func describeImages(ctx context.Context, svc *media.Service, fs []files.File) (imageSet, error) {
	ids := make([]uuid.UUID, 0, len(fs))
	for _, f := range fs {
		if f.IsImage() {
			ids = append(ids, f.ID)
		}
	}
	return svc.Describe(ctx, ids)
}

// file converts a stored file with its variants, if it has any.
func (s imageSet) file(svc *files.Service, f *files.File) *sitev1.File {
	out := protoFile(svc, f)
	if out == nil {
		return nil
	}
	if img, ok := s[f.ID]; ok {
		return mediamsg.Describe(out, &img)
	}
	return out
}
