# Gusset: `make run` serves the whole product, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := run

BUF   := go tool -modfile=tools/go.mod buf
SQLC  := CGO_ENABLED=0 go tool -modfile=tools/go.mod sqlc
LINT  := go tool -modfile=tools/go.mod golangci-lint
BIN   := bin/gusset
WEB_STAMP := webapp/node_modules/.package-lock.json

# The WebP encoder (gen2brain/webp) runs as pure Go (libwebp compiled to WASM, transpiled):
# nodynamic keeps it from loading a system libwebp, so every machine encodes the same way
# and nothing needs cgo. Every go command here, and those of the scripts, gets the tag.
export GOFLAGS := $(strip $(GOFLAGS) -tags=nodynamic)

# The binary also embeds the app's data files through the webapp package (webapp/config.go).
GO_SOURCES  := $(shell find cmd internal gen db -type f \( -name '*.go' -o -name '*.sql' \) 2>/dev/null) go.mod go.sum \
               $(wildcard webapp/*.go webapp/src/config/*.json)
WEB_SOURCES := $(shell find webapp/src webapp/public webapp/scripts -type f 2>/dev/null) webapp/index.html webapp/vite.config.ts webapp/package.json

.PHONY: run demo build image generate lint test deps bench lighthouse clean

## run: install what is missing, build everything, serve on :8080 (PORT overrides)
run: build
	./$(BIN) serve

## demo: serve with demo content loaded into an empty site
demo: build
	./$(BIN) serve --demo

## build: the React app, embedded into the Go binary
build: deps $(BIN)

$(BIN): $(GO_SOURCES) internal/web/dist/app/index.html
	# Static and path-free like the OCI image's binary (scripts/image), so the image build
	# finds every package compiled and only links; nothing in Gusset needs cgo.
	CGO_ENABLED=0 go build -trimpath -o $(BIN) ./cmd/gusset

internal/web/dist/app/index.html: $(WEB_SOURCES) $(WEB_STAMP)
	cd webapp && npm run build

## image: the OCI image dist/gusset-image.tar (static binary, web app embedded, non-root), no container daemon needed
image: $(WEB_STAMP) internal/web/dist/app/index.html
	./scripts/image

## deps: system packages (PostgreSQL server, Chromium for tests) and npm packages
deps: $(WEB_STAMP)
	@./scripts/ensure-postgres

$(WEB_STAMP): webapp/package.json webapp/package-lock.json
	cd webapp && npm ci --no-audit --no-fund

## generate: protobuf (Go + TypeScript) and sqlc code, the web app's message catalogues
generate: $(WEB_STAMP)
	rm -rf gen/go gen/sqlc gen/descriptors gen/catalogues webapp/src/gen
	$(BUF) generate
	$(SQLC) generate
	./scripts/gen-descriptors
	cd webapp && npm run --silent i18n
	./scripts/gen-catalogues

## lint: golangci-lint with .golangci.yml (staticcheck, errcheck, exhaustive, ...); any finding fails
# Named folders, as in scripts/test: webapp/node_modules holds a Go package of an npm dependency.
# gen/ is left out: generated code is excluded from the findings anyway.
lint:
	$(LINT) run ./cmd/... ./internal/... ./webapp

## test: every check CI runs
test: deps
	./scripts/test

clean:
	rm -rf bin dist internal/web/dist/app internal/web/dist/prerendered internal/web/dist/render webapp/dist-prerender

## lighthouse: mobile performance, accessibility and best-practices scores of the public pages the budgets name
lighthouse: deps
	./scripts/lighthouse

## bench: throughput and p99 of the public list RPCs vs a bare handler; RSS of a 1 GiB upload; tus uploads through two instances vs one; mail queue and newsletter send rates; the portal project list; the drawing register's list; a PDF stamp and a drawing comparison
bench: deps
	./scripts/bench
