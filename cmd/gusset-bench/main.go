// Command gusset-bench seeds a database, serves a bare baseline handler, drives load and
// streams a large upload, for `make bench` (scripts/bench). It is a second process so the
// load does not share the server's runtime.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "gusset-bench:", err)
		stop()
		os.Exit(1)
	}
}
