package drawingpg_test

import (
	"os"
	"testing"

	"github.com/gusset/gusset/internal/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
