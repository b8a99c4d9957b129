package estimate_test

import (
	"testing"

	"github.com/gusset/gusset/internal/sitetest"
)

func TestMain(m *testing.M) { sitetest.Main(m) }

// site is the running site (internal/sitetest), with this package's helpers as methods.
