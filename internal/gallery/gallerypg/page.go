package gallerypg

import (
	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/media"
)

// fromPage unzips GalleryProjectListPage's rows (a project each, its images and their
// details as parallel arrays) into projects with their images, posters and variants.
func fromPage(rows []sqlc.GalleryProjectListPageRow) []*gallery.Project {
	out := make([]*gallery.Project, len(rows))
	for n, r := range rows {
		described := make(map[uuid.UUID]media.Image, len(r.FileIds))
		for i, id := range r.FileIds {
			if r.States[i] != "" {
				described[id] = media.Image{
					State: media.State(r.States[i]), Failure: r.Failures[i], Placeholder: r.Placeholders[i],
					Width: r.StateWidths[i], Height: r.StateHeights[i],
				}
			}
		}
		for i, id := range r.VariantFileIds { // by file, narrowest first
			img, ok := described[id]
			if !ok {
				continue
			}
			img.Variants = append(img.Variants, media.Variant{
				Key: r.VariantKeys[i], Width: r.VariantWidths[i], Height: r.VariantHeights[i],
				Size: r.VariantSizes[i], ContentType: r.VariantContentTypes[i],
			})
			described[id] = img
		}
		p := toProject(r.GalleryProject)
		for i, id := range r.FileIds {
			f := files.File{
				ID: id, Kind: files.Kind(r.FileKinds[i]), Key: r.FileKeys[i], Name: r.FileNames[i], Size: r.FileSizes[i],
				ContentType: r.FileContentTypes[i], Width: r.FileWidths[i], Height: r.FileHeights[i], Claimed: true,
				CreateTime: r.FileCreateTimes[i],
			}
			var poster *files.File
			if r.PosterIds[i] != uuid.Nil {
				poster = &files.File{
					ID: r.PosterIds[i], Kind: files.KindPoster, Key: r.PosterKeys[i], Name: r.PosterNames[i],
					Size: r.PosterSizes[i], ContentType: r.PosterContentTypes[i], Width: r.PosterWidths[i],
					Height: r.PosterHeights[i], Claimed: true, CreateTime: r.PosterCreateTimes[i],
				}
			}
			p.Images = append(p.Images, projectFile(f, lookup(described, id), poster))
		}
		out[n] = p
	}
	return out
}
