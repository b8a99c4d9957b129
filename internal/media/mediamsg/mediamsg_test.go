package mediamsg_test

import (
	"testing"

	"google.golang.org/protobuf/proto"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediamsg"
)

var beam = files.File{Key: "gallery/beam.jpg", Name: "beam.jpg", Size: 4096, ContentType: "image/jpeg", Width: 3000, Height: 2000}

func TestFile(t *testing.T) {
	stored := &sitev1.File{Path: "/files/gallery/beam.jpg", FileName: "beam.jpg", Size: 4096, ContentType: "image/jpeg", Width: 3000, Height: 2000}
	ready := &media.Image{
		State: media.StateReady, Placeholder: "#5a6b7c", Width: 2000, Height: 3000,
		Variants: []media.Variant{
			{Key: "v/aa-480.webp", Width: 480, Height: 720, Size: 900, ContentType: "image/webp"},
			{Key: "v/bb-960.webp", Width: 960, Height: 1440, Size: 2100, ContentType: "image/webp"},
		},
	}
	withState := func(s sitev1.ImageProcessing) *sitev1.File {
		out := proto.Clone(stored).(*sitev1.File)
		out.Processing = s
		return out
	}
	tests := []struct {
		name string
		img  *media.Image
		want *sitev1.File
	}{
		{"a file without processing (a video, a PDF) is its stored record", nil, stored},
		{"an image never processed says nothing of processing", &media.Image{State: media.StateNone}, stored},
		{"an image being processed says so, without variants or upright size", &media.Image{State: media.StateProcessing, Placeholder: "#000", Width: 1, Height: 1},
			withState(sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING)},
		{"an image whose processing failed says so, without variants", &media.Image{State: media.StateFailed, Failure: "corrupt"},
			withState(sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED)},
		{"a ready image carries its placeholder, upright size and variants, narrowest first, under /media/", ready, &sitev1.File{
			Path: "/files/gallery/beam.jpg", FileName: "beam.jpg", Size: 4096, ContentType: "image/jpeg", Width: 3000, Height: 2000,
			Processing: sitev1.ImageProcessing_IMAGE_PROCESSING_READY, Placeholder: "#5a6b7c", IntrinsicWidth: 2000, IntrinsicHeight: 3000,
			Variants: []*sitev1.ImageVariant{
				{Path: "/media/v/aa-480.webp", Width: 480, Height: 720, Size: 900, ContentType: "image/webp"},
				{Path: "/media/v/bb-960.webp", Width: 960, Height: 1440, Size: 2100, ContentType: "image/webp"},
			},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mediamsg.File(beam, tt.img); !proto.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestDescribe(t *testing.T) {
	t.Run("a nil message stays nil", func(t *testing.T) {
		if got := mediamsg.Describe(nil, &media.Image{State: media.StateReady}); got != nil {
			t.Errorf("got %v, want nil", got)
		}
	})
	t.Run("a private file's signed link is kept when its variants are added", func(t *testing.T) {
		signed := "/files/resume/cv.pdf?sig=abc&exp=1"
		got := mediamsg.Describe(&sitev1.File{Path: signed}, &media.Image{State: media.StateReady, Variants: []media.Variant{{Key: "v/cc-480.webp"}}})
		if got.GetPath() != signed {
			t.Errorf("got path %q, want %q", got.GetPath(), signed)
		}
		if len(got.GetVariants()) != 1 || got.GetVariants()[0].GetPath() != "/media/v/cc-480.webp" {
			t.Errorf("got variants %v, want the one under /media/", got.GetVariants())
		}
	})
}
