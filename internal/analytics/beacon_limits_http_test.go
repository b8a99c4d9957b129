package analytics_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// A NUL (or another control character, or bytes that are not UTF-8) used to be queued, and
// PostgreSQL's refusal of it failed the writer's whole batch: every view around it was
// lost.
func TestAnalyticsBeaconsWithControlCharactersAreRefusedAndTheOtherViewsCounted(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	good := 0
	view := func(t *testing.T) {
		t.Helper()
		if got := beacon(t, s, fmt.Sprintf(`{"u":"/page-%d"}`, good), nil); got != http.StatusNoContent {
			t.Fatalf("a good view: status = %d; want 204", got)
		}
		good++
	}
	view(t)
	for _, tc := range []struct {
		name, body, field string
	}{
		{"a percent-encoded NUL in the path", `{"u":"/services%00/pemb"}`, "u"},
		{"a percent-encoded NUL in utm_source", `{"u":"/?utm_source=news%00letter"}`, "u"},
		{"a percent-encoded NUL in utm_campaign", `{"u":"/?utm_campaign=expo%00"}`, "u"},
		{"a NUL in the referrer", `{"u":"/","r":"https://a\u0000b.example/"}`, "r"},
		{"a C1 control in the referrer's host", `{"u":"/","r":"https://news%C2%85.example/"}`, "r"},
		{"a C1 control in the path", `{"u":"/a\u0085b"}`, "u"},
		{"an escape character in utm_medium", `{"u":"/?utm_medium=%1B%5B31m"}`, "u"},
		{"percent-encoded bytes that are not UTF-8 in utm_source", `{"u":"/?utm_source=caf%E9"}`, "u"},
		{"bytes that are not UTF-8 in the body", "{\"u\":\"/caf\xe9\"}", "u"},
	} {
		t.Run("a beacon with "+tc.name+" is a 400 naming the field", func(t *testing.T) {
			status, fields := beaconAnswer(t, s, tc.body, nil)
			if status != http.StatusBadRequest || len(fields) != 1 || fields[0].Field != tc.field {
				t.Errorf("status = %d, fields = %+v; want 400 on field %q", status, fields, tc.field)
			}
			view(t)
		})
	}
	t.Run("the other views are all counted", func(t *testing.T) {
		if r := todaysReport(t, s); r.GetPageviews() != int64(good) || r.GetVisitors() != 1 {
			t.Errorf("page views, visitors = %d, %d; want %d, 1", r.GetPageviews(), r.GetVisitors(), good)
		}
	})
}

// 20,000 beacons from one address used to be 20,000 visitors (each with its own user agent).
// Here the cap is 25 an hour and 200 beacons come from one /24 at once, through a trusted
// proxy that names each client.
func TestAnalyticsAFloodFromOneNetworkIsCountedUpToTheCap(t *testing.T) {
	proxies, err := clientaddr.ParseProxies("127.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	const limit = 25
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k"), Analytics: analytics.Config{NetworkCap: limit}},
		func(d *server.Deps) { d.TrustedProxies = proxies })
	var wg sync.WaitGroup
	statuses := make([]int, 200)
	for g := range 8 {
		wg.Go(func() {
			for i := g; i < len(statuses); i += 8 {
				statuses[i] = beacon(t, s, `{"u":"/flood"}`, map[string]string{
					"X-Forwarded-For": fmt.Sprintf("203.0.113.%d", 1+i%250),
					"User-Agent":      strings.Replace(browserUA, "Chrome/131.0.0.0", fmt.Sprintf("Chrome/131.0.%d.0", i), 1),
				})
			}
		})
	}
	wg.Wait()
	for i, st := range statuses {
		// Answered as any page view, so a beacon is not sent again.
		if st != http.StatusNoContent {
			t.Fatalf("beacon %d: status = %d; want 204", i, st)
		}
	}
	for range 3 {
		if got := beacon(t, s, `{"u":"/calm"}`, map[string]string{"X-Forwarded-For": "198.51.100.7"}); got != http.StatusNoContent {
			t.Fatalf("another network: status = %d; want 204", got)
		}
	}
	r := todaysReport(t, s)
	pages := map[string]int64{}
	for _, p := range r.GetPages() {
		pages[p.GetValue()] = p.GetPageviews()
	}
	if pages["/flood"] != limit || pages["/calm"] != 3 {
		t.Errorf("page views of /flood, /calm = %d, %d; want %d (the cap), 3", pages["/flood"], pages["/calm"], limit)
	}
	if r.GetVisitors() != limit+1 {
		t.Errorf("visitors = %d; want %d", r.GetVisitors(), limit+1)
	}
}
