package render

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// noCalls answers every data call with an error: the scripts here make none.
func noCalls(context.Context, string, []byte) (int, []byte) {
	return 500, []byte(`{"code":"internal","message":"no calls here"}`)
}

func newRenderer(t *testing.T, script string, engines int, deadline time.Duration) *Renderer {
	t.Helper()
	r, err := New(Config{Script: []byte(script), Engines: engines, Deadline: deadline})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestARenderAnswersThePageOrSaysWhyNot(t *testing.T) {
	tests := []struct {
		name, script string
		want         string
		wantErr      func(error) bool
	}{
		{
			"a page is the HTML and the answers the script settles with",
			`globalThis.gussetRender = async (url, call) => JSON.stringify({ html: '<p>' + url + '</p>', exchanges: [] });`,
			"<p>/a?b=1</p>", nil,
		},
		{
			"timers run in their order, without waiting for the clock",
			`globalThis.gussetRender = (url) => new Promise((done) => {
			   const seen = [];
			   setTimeout(() => seen.push('late'), 1000);
			   setTimeout(() => { seen.push('soon'); }, 10);
			   setTimeout(() => done(JSON.stringify({ html: seen.join(' '), exchanges: [] })), 5000);
			 });`,
			"soon late", nil,
		},
		{
			"a script that throws gives its message and its stack",
			`function drawCard() { throw new Error('the card broke'); }
			 globalThis.gussetRender = async () => drawCard();`,
			"", func(err error) bool {
				var se *ScriptError
				return errors.As(err, &se) && se.Message == "the card broke" && strings.Contains(se.Stack, "drawCard")
			},
		},
		{
			"a promise that waits on nothing is an error, not a hung request",
			`globalThis.gussetRender = () => new Promise(() => {});`,
			"", func(err error) bool { return err != nil && strings.Contains(err.Error(), "never finished") },
		},
		{
			"a render that runs past its deadline is interrupted",
			`globalThis.gussetRender = async () => { for (;;) {} };`,
			"", func(err error) bool { return errors.Is(err, ErrDeadline) },
		},
		{
			"URLs resolve and show their parts as a browser's do",
			`globalThis.gussetRender = async () => {
			   const u = new URL('../b/c?x=1#top', 'http://Example.com:80/a/d');
			   const v = new URL('https://example.com');
			   let bad = 'parsed';
			   try { new URL('/no-base'); } catch (e) { bad = e instanceof TypeError ? 'TypeError' : String(e); }
			   return JSON.stringify({ html: [u.href, u.origin, u.pathname, u.search, u.hash, v.href, bad].join(' | '), exchanges: [] });
			 };`,
			"http://example.com/b/c?x=1#top | http://example.com | /b/c | ?x=1 | #top | https://example.com/ | TypeError", nil,
		},
		{
			"dates are written as the browser's en-US Intl writes them",
			`globalThis.gussetRender = async () => JSON.stringify({ html: [
			   new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 2, 14, 23, 30))),
			   new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 2, 14))),
			   new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 11, 1))),
			   new Intl.NumberFormat('en-US').format(1234567.5),
			 ].join(' | '), exchanges: [] });`,
			"March 14, 2025 | Mar 14, 2025 | Dec 1 | 1,234,567.5", nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRenderer(t, tt.script, 1, 2*time.Second)
			page, err := r.Render(context.Background(), "/a?b=1", noCalls)
			if tt.wantErr != nil {
				if !tt.wantErr(err) {
					t.Fatalf("got error %v, want the expected one", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if page.HTML != tt.want {
				t.Errorf("got %q, want %q", page.HTML, tt.want)
			}
		})
	}
}

func TestAnInterruptedEngineIsReplaced(t *testing.T) {
	r := newRenderer(t, `globalThis.gussetRender = async (url) => {
	  if (url === '/loop') for (;;) {}
	  return JSON.stringify({ html: 'fine', exchanges: [] });
	};`, 1, 500*time.Millisecond)
	if _, err := r.Render(context.Background(), "/loop", noCalls); !errors.Is(err, ErrDeadline) {
		t.Fatalf("got %v, want ErrDeadline", err)
	}
	page, err := r.Render(context.Background(), "/", noCalls)
	if err != nil || page.HTML != "fine" {
		t.Fatalf("after an interrupted render got %q, %v, want the page", page.HTML, err)
	}
}

func TestRendersWaitForAFreeEngineUntilTheirDeadline(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{})
	r := newRenderer(t, `globalThis.gussetRender = async (url, call) => { call('/wait', '{}'); return JSON.stringify({ html: url, exchanges: [] }); };`, 1, 300*time.Millisecond)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		// Holds the one engine until released (its own deadline interrupts nothing
		// while Go code runs; it ends when the call returns).
		_, _ = r.Render(context.Background(), "/first", func(context.Context, string, []byte) (int, []byte) {
			close(started)
			<-release
			return 200, []byte(`{}`)
		})
	}()
	<-started
	_, err := r.Render(context.Background(), "/second", noCalls)
	close(release)
	wg.Wait()
	if !errors.Is(err, ErrBusy) {
		t.Fatalf("a render with every engine busy past its deadline got %v, want ErrBusy", err)
	}
}

func TestABundleGojaCannotParseIsRefusedAtStart(t *testing.T) {
	_, err := New(Config{Script: []byte(`async function f() { for await (const x of y) {} }`)})
	if err == nil {
		t.Fatal("got no error for a script goja cannot compile")
	}
}
