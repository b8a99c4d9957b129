// Package app builds the graph of domain services from their stores: the one place where
// Gusset's parts are wired together (used by `gusset serve` and by the tests).
package app

import (
	"time"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/files"
)

// Config tunes the services.
type Config struct {
	Auth auth.Config
	// Uploads are the upload policies; files.DefaultRules() unless configured.
	Uploads map[files.Kind]files.Rule
	// FileSecret signs links to private files.
	FileSecret []byte
	// PrivateLinkTTL is how long a signed link stays valid.
	PrivateLinkTTL time.Duration
}
