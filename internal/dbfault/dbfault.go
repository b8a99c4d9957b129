// Package dbfault tells a database that cannot be reached (down, restarting, refusing
// connections, a connection cut) from every other failure: such requests answer
// "unavailable" (503), which a client may retry, instead of an internal error.
package dbfault

import (
	"errors"
	"net"

	"github.com/jackc/pgx/v5/pgconn"
)

// Unavailable reports whether err means the database could not be reached or dropped
// the connection, rather than that the statement failed.
func Unavailable(err error) bool {
	if err == nil {
		return false
	}
	var ce *pgconn.ConnectError
	if errors.As(err, &ce) {
		return true
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch {
		case len(pe.Code) == 5 && pe.Code[:2] == "08": // connection exception
			return true
		case pe.Code == "57P01", pe.Code == "57P02", pe.Code == "57P03": // shutdown, crash, starting up
			return true
		case pe.Code == "53300": // too many connections
			return true
		}
		return false
	}
	// pgconn's own connection-level errors (write or receive failed, connection closed
	// or busy, timeouts) all carry SafeToRetry, whatever its answer.
	var conn interface{ SafeToRetry() bool }
	if errors.As(err, &conn) {
		return true
	}
	var op *net.OpError
	return errors.As(err, &op)
}
