// Package db holds the schema migrations, the only source of the database schema.
package db

import "embed"

// Migrations are the goose SQL migrations, applied in file-name order.
//
//go:embed migrations/*.sql
var Migrations embed.FS
