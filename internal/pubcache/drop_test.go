package pubcache

import (
	"context"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/gusset/gusset/internal/readset"
)

// tableMaker makes a page read from tables (as the database adapter notes them), counting
// how often it runs.
func tableMaker(calls *atomic.Int32, tables ...string) Maker {
	return func(ctx context.Context) (Page, bool) {
		calls.Add(1)
		readset.Note(ctx, tables...)
		return Page{Status: http.StatusOK, HTML: []byte("<p>page</p>")}, true
	}
}

func TestADropTakesOnlyThePagesMadeFromItsTables(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	c.Pages().refreshTop = 0 // no page made again in the background: the counts are the visits'
	var blogCalls, careersCalls, bareCalls atomic.Int32
	blog := tableMaker(&blogCalls, "blog_posts", "firm_settings")
	careers := tableMaker(&careersCalls, "firm_settings", "jobs")
	bare := tableMaker(&bareCalls)
	serveAll := func() {
		servePage(c.Pages(), "/blog", blog)
		servePage(c.Pages(), "/careers", careers)
		servePage(c.Pages(), "/bare", bare)
	}
	serveAll()
	for _, st := range []struct {
		name                            string
		drop                            func()
		wantBlog, wantCareers, wantBare int32
	}{
		{"a job's change makes the careers page again and keeps the blog's", func() { c.Drop("jobs") }, 1, 2, 2},
		{"a table no page read keeps every page that recorded its tables", func() { c.Drop("rfis") }, 1, 2, 3},
		{"a settings change makes every page again", func() { c.Drop("firm_settings") }, 2, 3, 4},
		{"a bare notice drops everything", func() { c.notice("") }, 3, 4, 5},
		{"a table notice drops by its table", func() { c.notice("table:blog_posts") }, 4, 4, 6},
	} {
		st.drop()
		serveAll()
		if got := [3]int32{blogCalls.Load(), careersCalls.Load(), bareCalls.Load()}; got != [3]int32{st.wantBlog, st.wantCareers, st.wantBare} {
			t.Fatalf("%s: made (blog, careers, bare) %v times, want %v", st.name, got, [3]int32{st.wantBlog, st.wantCareers, st.wantBare})
		}
	}
}

func TestAPageMadeWhileItsTableChangesIsNotKept(t *testing.T) {
	c := New(1 << 20)
	c.setLive(true)
	c.Pages().refreshTop = 0
	var calls atomic.Int32
	for _, tc := range []struct {
		name    string
		dropped string
		want    int32
	}{
		{"a change to a table the page read while it was made leaves it unkept", "jobs", 2},
		{"a change to another table keeps it", "blog_posts", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			calls.Store(0)
			key := "/careers-" + tc.dropped
			racing := func(ctx context.Context) (Page, bool) {
				calls.Add(1)
				readset.Note(ctx, "jobs")
				if calls.Load() == 1 {
					c.Drop(tc.dropped) // the write commits while the page is drawn
				}
				return Page{Status: http.StatusOK, HTML: []byte("<p>jobs</p>")}, true
			}
			servePage(c.Pages(), key, racing)
			servePage(c.Pages(), key, racing)
			if got := calls.Load(); got != tc.want {
				t.Errorf("made %d times, want %d", got, tc.want)
			}
		})
	}
}
