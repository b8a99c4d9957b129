// Package mediamsg turns a stored file, with what is known of its web variants, into the
// generated File message, so stores of public content answer messages ready to send.
package mediamsg

import (
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediahttp"
)

// File is the message of a file of a public kind, with its variants when img (what is
// known of its processing) is not nil. A private kind needs files.Service.Path's signed
// link: build its message with Describe.
func File(f files.File, img *media.Image) *sitev1.File {
	return Describe(&sitev1.File{
		Path: files.PublicPath(f), FileName: f.Name, Size: f.Size, ContentType: f.ContentType,
		Width: f.Width, Height: f.Height,
	}, img)
}

var processing = map[media.State]sitev1.ImageProcessing{
	media.StateProcessing: sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING,
	media.StateReady:      sitev1.ImageProcessing_IMAGE_PROCESSING_READY,
	media.StateFailed:     sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED,
}

// Describe adds to out what img tells of its processing and, once ready, its variants;
// a nil img (a video, a file never processed) leaves out as it is.
func Describe(out *sitev1.File, img *media.Image) *sitev1.File {
	if out == nil || img == nil {
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
