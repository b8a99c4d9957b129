// Package metricstest reads what Prometheus would scrape, for tests.
package metricstest

import (
	"bufio"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// Scrape reads every sample of the Prometheus text exposition at url, keyed by
// name{labels} as written (labels in name order); any failure fails t.
func Scrape(t testing.TB, url string) map[string]float64 {
	t.Helper()
	out, err := Read(url)
	if err != nil {
		t.Fatalf("scrape: %v", err)
	}
	return out
}

// Read is Scrape returning its error, for a caller polling a server that may not be
// listening yet.
func Read(url string) (map[string]float64, error) {
	res, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s", res.Status)
	}
	out := map[string]float64{}
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			return nil, fmt.Errorf("sample %q: %w", line, err)
		}
		out[line[:i]] = v
	}
	return out, sc.Err()
}
