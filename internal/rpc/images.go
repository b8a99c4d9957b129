package rpc

import (
	"context"

	"github.com/google/uuid"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediahttp"
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

var processing = map[media.State]sitev1.ImageProcessing{
	media.StateProcessing: sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING,
	media.StateReady:      sitev1.ImageProcessing_IMAGE_PROCESSING_READY,
	media.StateFailed:     sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED,
}

// file converts a stored file with its variants, if it has any.
func (s imageSet) file(svc *files.Service, f *files.File) *sitev1.File {
	out := protoFile(svc, f)
	if out == nil {
		return nil
	}
	img, ok := s[f.ID]
	if !ok {
		return out
	}
	out.Processing = processing[img.State]
	if img.State != media.StateReady {
		return out
	}
	out.Placeholder = img.Placeholder
	out.IntrinsicWidth, out.IntrinsicHeight = img.Width, img.Height
	for _, v := range img.Variants {
		out.Variants = append(out.Variants, &sitev1.ImageVariant{
			Path: mediahttp.Path(v), Width: v.Width, Height: v.Height, ContentType: v.ContentType, Size: v.Size,
		})
	}
	return out
}
