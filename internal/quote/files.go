package quote

import (
	"crypto/sha256"

	protov2 "google.golang.org/protobuf/proto"

	"github.com/gusset/gusset/internal/portal"
)

// cloneQuote is a copy of q.
func cloneQuote(q *Quote) *Quote { return protov2.CloneOf(q) }

// pdfFile is the accepted proposal as a project file, its bytes already at key.
func pdfFile(name, key string, data []byte, by string) portal.CarriedFile {
	sum := sha256.Sum256(data)
	return portal.CarriedFile{Name: name, Size: int64(len(data)), SHA256: sum[:], ContentType: "application/pdf", BlobKey: key, UploaderName: by}
}
