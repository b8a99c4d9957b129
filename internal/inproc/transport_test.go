package inproc_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/inproc"
)

func client(h http.HandlerFunc) *http.Client {
	return &http.Client{Transport: inproc.Transport{Handler: h}}
}

func TestRoundTripCarriesTheHandlersAnswer(t *testing.T) {
	c := client(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		w.Header().Set("X-Seen", r.Method+" "+r.RequestURI+" "+r.RemoteAddr+" "+string(body))
		w.WriteHeader(http.StatusTeapot)
		w.Header().Set("X-Late", "set after the status") // too late: never sent
		_, _ = io.WriteString(w, "short and stout")
	})
	ctx := inproc.WithRemoteAddr(context.Background(), "203.0.113.7:5555")
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://in.proc/rest/contact?x=1", strings.NewReader("hello"))
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	tests := []struct {
		name      string
		got, want any
	}{
		{"the status is the handler's", res.StatusCode, http.StatusTeapot},
		{"the handler sees method, URI, the client's address and the body", res.Header.Get("X-Seen"), "POST /rest/contact?x=1 203.0.113.7:5555 hello"},
		{"a header set after the status is not sent", res.Header.Get("X-Late"), ""},
		{"the body is the handler's", string(body), "short and stout"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
}

func TestRoundTripOfAHandlerThatWritesNothingIsAnEmptyOK(t *testing.T) {
	res, err := client(func(http.ResponseWriter, *http.Request) {}).Get("http://in.proc/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || len(body) != 0 {
		t.Errorf("got %d with %q, want 200 with nothing", res.StatusCode, body)
	}
}

func TestRoundTripStreamsBeforeTheHandlerEnds(t *testing.T) {
	release := make(chan struct{})
	done := make(chan struct{})
	c := client(func(w http.ResponseWriter, r *http.Request) {
		defer close(done)
		_, _ = io.WriteString(w, "first")
		<-release // the caller reads "first" while the handler still runs
		_, _ = io.WriteString(w, " second")
	})
	res, err := c.Get("http://in.proc/")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	buf := make([]byte, len("first"))
	if _, err := io.ReadFull(res.Body, buf); err != nil || string(buf) != "first" {
		t.Fatalf("got %q, %v, want first, nil", buf, err)
	}
	close(release)
	rest, _ := io.ReadAll(res.Body)
	<-done
	if string(rest) != " second" {
		t.Errorf("got %q, want %q", rest, " second")
	}
}

func TestRoundTripGivesUpWhenTheCallerCancels(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	c := client(func(w http.ResponseWriter, r *http.Request) {
		<-release // never answers while the caller waits
	})
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://in.proc/", nil)
	go cancel()
	_, err := c.Do(req)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want %v", err, context.Canceled)
	}
}
