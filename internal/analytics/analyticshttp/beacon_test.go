package analyticshttp_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/analytics/analyticshttp"
	"github.com/gusset/gusset/internal/analytics/analyticspg"
	"github.com/gusset/gusset/internal/pgtest"
)

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36"

func serve(t *testing.T) (string, *analytics.Service, *pgxpool.Pool) {
	t.Helper()
	pool := pgtest.New(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	svc := analytics.NewService(analyticspg.New(pool), analytics.Config{}, nil, log)
	t.Cleanup(func() { svc.Close(context.Background()) })
	mux := http.NewServeMux()
	analyticshttp.New(svc, log).Mount(mux)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL, svc, pool
}

func post(t *testing.T, url, body string, headers ...string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url+analyticshttp.Path, strings.NewReader(body))
	req.Header.Set("User-Agent", browser)
	req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res
}

func TestBeaconAnswersByWhatItWasSent(t *testing.T) {
	url, _, _ := serve(t)
	tests := []struct {
		name    string
		body    string
		headers []string
		want    int
	}{
		{"a page view is taken", `{"u":"/gallery?utm_source=x","r":""}`, nil, http.StatusNoContent},
		{"a page view with Sec-GPC is taken and not counted", `{"u":"/gallery"}`, []string{"Sec-GPC", "1"}, http.StatusNoContent},
		{"a body that is not a page view is refused", `not json`, nil, http.StatusBadRequest},
		{"a page on another site is refused", `{"u":"https://example.com/"}`, nil, http.StatusBadRequest},
		{"a control character is refused", `{"u":"/a\u0000b"}`, nil, http.StatusBadRequest},
		{"a body past the limit is refused, not failed", `{"u":"/` + strings.Repeat("a", analytics.MaxBeaconBytes) + `"}`, nil, http.StatusBadRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := post(t, url, tt.body, tt.headers...).StatusCode; got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
	t.Run("another method is not allowed", func(t *testing.T) {
		res, err := http.Get(url + analyticshttp.Path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("got %d, want 405", res.StatusCode)
		}
	})
}

func TestBeaconRecordsOnlyCountedViews(t *testing.T) {
	url, svc, pool := serve(t)
	for _, v := range []struct {
		body    string
		headers []string
	}{
		{`{"u":"/gallery?utm_source=News","r":"https://www.example.org/x"}`, nil},
		{`{"u":"/careers"}`, []string{"Sec-GPC", "1"}},
		{`{"u":"/admin/jobs"}`, nil},
	} {
		if res := post(t, url, v.body, v.headers...); res.StatusCode != http.StatusNoContent {
			t.Fatalf("got %d, want 204", res.StatusCode)
		}
	}
	if err := svc.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	rows, err := pool.Query(context.Background(), `SELECT path, utm_source, referrer_host FROM analytics_events WHERE kind = 'pageview'`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var path, src, ref string
		if err := rows.Scan(&path, &src, &ref); err != nil {
			t.Fatal(err)
		}
		got = append(got, path+" "+src+" "+ref)
	}
	if want := "/gallery news example.org"; len(got) != 1 || got[0] != want {
		t.Errorf("got %q, want only %q", got, want)
	}
}
