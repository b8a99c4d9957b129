package filespg

import (
	"context"
	"regexp"

	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/files"
)

// uploadedPath matches the address of a stored file as objectKey makes it: /files/{kind}/{id}{ext}.
var uploadedPath = regexp.MustCompile(`/files/([a-z_]+)/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`)

// ClaimNamed claims, in q's transaction, the uploads of kind whose addresses a record's
// content names (a page version's JSON), so the clean-up of unclaimed uploads keeps them.
// Addresses of other kinds, unknown ids and files claimed before are left as they are.
func ClaimNamed(ctx context.Context, q *sqlc.Queries, kind files.Kind, content []byte) error {
	var ids []uuid.UUID
	for _, m := range uploadedPath.FindAllSubmatch(content, -1) {
		if files.Kind(m[1]) != kind {
			continue
		}
		if id, err := uuid.ParseBytes(m[2]); err == nil {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	return q.FileClaimNamed(ctx, sqlc.FileClaimNamedParams{Ids: ids, Kind: string(kind)})
}
