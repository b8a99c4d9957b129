package drawing

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/google/uuid"
)

// PicturePath is where the comparisons' pictures are served:
// /drawings/compare/<comparison>/<earlier|later|overlay>.png, signed.
const PicturePath = "/drawings/compare/"

// The pictures of a comparison, as their files are named.
const (
	pictureEarlier = "earlier.png"
	pictureLater   = "later.png"
	pictureOverlay = "overlay.png"
)

func pictureKey(id uuid.UUID, name string) string { return ComparePrefix + id.String() + "/" + name }

// pictureURL is a signed link to one of the comparison's pictures. It is signed by the
// revisions' download signer: whoever may download the revisions may see them drawn.
func (s *Comparisons) pictureURL(id uuid.UUID, name string, now time.Time) string {
	return s.signer.Sign(PicturePath+id.String()+"/"+name, now)
}

// Picture is a comparison's picture being read.
type Picture struct {
	// ETag is a strong validator: a picture never changes.
	ETag       string
	CreateTime time.Time
	Blob       Blob
}

// OpenPicture checks a link (its escaped path and query) and opens the picture it names;
// an invalid or expired link is ErrComparisonNotFound.
func (s *Comparisons) OpenPicture(ctx context.Context, escapedPath string, query url.Values) (Picture, error) {
	rest, _ := strings.CutPrefix(escapedPath, PicturePath)
	idText, name, ok := strings.Cut(rest, "/")
	id, err := uuid.Parse(idText)
	if !ok || err != nil || !s.signer.Valid(escapedPath, query, s.now()) {
		return Picture{}, ErrComparisonNotFound
	}
	c, err := s.store.ComparisonGet(ctx, id)
	if err != nil {
		return Picture{}, err
	}
	key := map[string]string{pictureEarlier: c.EarlierKey, pictureLater: c.LaterKey, pictureOverlay: c.OverlayKey}[name]
	if key == "" {
		return Picture{}, ErrComparisonNotFound
	}
	b, err := s.blobs.Open(ctx, key)
	if err != nil {
		return Picture{}, fmt.Errorf("opening comparison %s: %w", id, err)
	}
	return Picture{ETag: `"` + id.String() + "-" + strings.TrimSuffix(name, ".png") + `"`, CreateTime: c.CreateTime, Blob: b}, nil
}
