package abuse_test

import (
	"testing"

	"github.com/gusset/gusset/internal/sitetest"
)

func TestMain(m *testing.M) { sitetest.Main(m) }
