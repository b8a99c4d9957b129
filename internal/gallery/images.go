package gallery

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/validate"
)

// Editing a project's images one by one: each change keeps the other files as they are,
// with their variants and posters (nothing is uploaded or encoded again).

func violation(field, message string) error {
	return &validate.Error{Violations: []validate.Violation{{Field: field, Message: message}}}
}

// ErrNotInProject answers a path that is not one of the project's files.
var ErrNotInProject = violation("image_path", "This file is not one of the project's images")

// ErrLastImage answers the removal of a project's only file.
var ErrLastImage = violation("image_path", "A project keeps at least one image or video: add another before removing this one")

// ErrNotPermutation answers a new order that does not list each of the project's files once.
var ErrNotPermutation = violation("image_paths", "The new order must list each of the project's images once")

// ErrCoverNotImage answers a video chosen as the cover.
var ErrCoverNotImage = violation("image_path", "Only a still image can be the cover")

// AddImages adds uploaded images and videos (with their posters) after the project's
// current files.
func (s *Service) AddImages(ctx context.Context, id string, uploadIDs []string, posterUploadIDs map[string]string) (*Project, error) {
	projectID, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	in := normalize(&ProjectInput{ImageUploadIds: uploadIDs, PosterUploadIds: posterUploadIDs})
	var c validate.Checker
	if len(in.ImageUploadIds) == 0 {
		c.Add("image_upload_ids", "Please upload at least one image file")
	}
	checkUploads(&c, in)
	if err := c.Err(); err != nil {
		return nil, err
	}
	return s.store.ProjectAddImages(ctx, projectID, in, func(current int, added []files.File) error {
		if current+len(added) > MaxFiles {
			return violation("image_upload_ids", fmt.Sprintf("A project can have at most %d files", MaxFiles))
		}
		return nil
	})
}

// RemoveImage removes the project's image or video served at path (its File path),
// deleting its file, variants and poster.
func (s *Service) RemoveImage(ctx context.Context, id, path string) (*Project, error) {
	projectID, key, err := projectFile(id, path)
	if err != nil {
		return nil, err
	}
	project, stale, err := s.store.ProjectRemoveImage(ctx, projectID, func(current []files.File) (uuid.UUID, error) {
		i := slices.IndexFunc(current, func(f files.File) bool { return f.Key == key })
		if i < 0 {
			return uuid.Nil, ErrNotInProject
		}
		if len(current) == 1 {
			return uuid.Nil, ErrLastImage
		}
		return current[i].ID, nil
	})
	if err != nil {
		return nil, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return project, nil
}

// ReorderImages puts the project's files in the order of paths: each of its File paths once.
func (s *Service) ReorderImages(ctx context.Context, id string, paths []string) (*Project, error) {
	projectID, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	keys := make([]string, len(paths))
	for i, p := range paths {
		key, ok := galleryKey(p)
		if !ok {
			return nil, ErrNotPermutation
		}
		keys[i] = key
	}
	return s.store.ProjectReorderImages(ctx, projectID, func(current []files.File) ([]uuid.UUID, error) {
		return permutation(current, keys)
	})
}

// SetCover makes the still image at path the project's cover: its first file, the
// others keeping their order after it.
func (s *Service) SetCover(ctx context.Context, id, path string) (*Project, error) {
	projectID, key, err := projectFile(id, path)
	if err != nil {
		return nil, err
	}
	return s.store.ProjectReorderImages(ctx, projectID, func(current []files.File) ([]uuid.UUID, error) {
		i := slices.IndexFunc(current, func(f files.File) bool { return f.Key == key })
		if i < 0 {
			return nil, ErrNotInProject
		}
		if !current[i].IsImage() {
			return nil, ErrCoverNotImage
		}
		order := []uuid.UUID{current[i].ID}
		for j, f := range current {
			if j != i {
				order = append(order, f.ID)
			}
		}
		return order, nil
	})
}

// permutation is the ids of current in the order of keys, which must name each of them once.
func permutation(current []files.File, keys []string) ([]uuid.UUID, error) {
	if len(keys) != len(current) {
		return nil, ErrNotPermutation
	}
	byKey := make(map[string]uuid.UUID, len(current))
	for _, f := range current {
		byKey[f.Key] = f.ID
	}
	order := make([]uuid.UUID, len(keys))
	for i, key := range keys {
		id, ok := byKey[key]
		if !ok {
			return nil, ErrNotPermutation // unknown, or listed twice
		}
		delete(byKey, key)
		order[i] = id
	}
	return order, nil
}

// projectFile parses a project id and the object key of one of its files' paths.
func projectFile(id, path string) (uuid.UUID, string, error) {
	projectID, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return uuid.Nil, "", err
	}
	key, ok := galleryKey(path)
	if !ok {
		return uuid.Nil, "", ErrNotInProject
	}
	return projectID, key, nil
}

// galleryKey is the object key of a gallery file's path ("/files/gallery/<id>.<ext>").
func galleryKey(path string) (string, bool) {
	key, ok := strings.CutPrefix(strings.TrimSpace(path), "/files/")
	return key, ok && strings.HasPrefix(key, string(files.KindGallery)+"/")
}
