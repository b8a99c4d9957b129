package blogpg

import (
	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
)

// fromPage unzips PostListPublicPage's rows (a post each, with its image's file, state
// and variants) into posts with their images and media: one statement for the public
// list instead of three (posts, files, variants).
func fromPage(rows []sqlc.PostListPublicPageRow) []blog.Post {
	out := make([]blog.Post, len(rows))
	for n, r := range rows {
		var img *files.File
		if r.ImageID != nil && r.FileKey != "" {
			img = &files.File{
				ID: *r.ImageID, Kind: files.Kind(r.FileKind), Key: r.FileKey, Name: r.FileName, Size: r.FileSize,
				ContentType: r.FileContentType, Width: r.FileWidth, Height: r.FileHeight, Claimed: r.FileClaimed,
				CreateTime: r.FileCreateTime,
			}
		}
		p := toPost(sqlc.BlogPost{
			ID: r.ID, Title: r.Title, ContentHtml: r.ContentHtml, Likes: r.Likes, ImageID: r.ImageID,
			CreateTime: r.CreateTime, UpdateTime: r.UpdateTime, Slug: r.Slug, Excerpt: r.Excerpt,
			Status: r.Status, PublishTime: r.PublishTime,
		}, img)
		p.Media = map[uuid.UUID]media.Image{}
		if img != nil && r.State != "" {
			m := media.Image{
				State: media.State(r.State), Failure: r.Failure, Placeholder: r.Placeholder,
				Width: r.StateWidth, Height: r.StateHeight,
			}
			for i, key := range r.VariantKeys {
				m.Variants = append(m.Variants, media.Variant{
					Key: key, Width: r.VariantWidths[i], Height: r.VariantHeights[i],
					Size: r.VariantSizes[i], ContentType: r.VariantContentTypes[i],
				})
			}
			p.Media[img.ID] = m
		}
		out[n] = p
	}
	return out
}
