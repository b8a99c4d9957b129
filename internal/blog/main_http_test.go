package blog_test

import (
	"testing"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestMain(m *testing.M) { sitetest.Main(m) }

// site is the running site (internal/sitetest), with this package's helpers as methods.
type site struct{ *sitetest.Site }

func startSite(t testing.TB, cfg auth.Config) *site {
	t.Helper()
	return &site{sitetest.Start(t, cfg)}
}

func startSiteTuned(t testing.TB, cfg app.Config, tune func(*server.Deps)) *site {
	t.Helper()
	return &site{sitetest.StartTuned(t, cfg, tune)}
}
