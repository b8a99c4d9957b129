package drawing

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
)

// StartReviewUpload admits a reviewer's upload of a marked-up PDF for a transmittal
// (tus metadata "transmittal"). It stays unclaimed until SubmitReview returns an item
// with it (or the uploads' janitor removes it).
func (s *Service) StartReviewUpload(ctx context.Context, c actor.Actor, transmittalID, name, typ string, size int64, sizeDeferred bool) (uuid.UUID, error) {
	id, err := apperr.ParseID(transmittalID, ErrTransmittalNotFound)
	if err != nil {
		return uuid.Nil, err
	}
	if _, _, err := s.reviewable(ctx, c, id); err != nil {
		return uuid.Nil, err
	}
	if size > MaxStampedFile {
		return uuid.Nil, &resumable.TooLargeError{Msg: fmt.Sprintf("A marked-up PDF is at most %s.", resumable.Bytes(MaxStampedFile))}
	}
	return s.uploads.StartTargeted(ctx, resumable.Targeted{Owner: portal.Owner(c), Target: id, Name: name, Type: typ, Size: size, SizeDeferred: sizeDeferred})
}
