package render

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os/exec"
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// intlCases are JavaScript expressions over Intl, each written by the engine and by Node
// (full ICU: what a browser writes): the server must draw the pages' dates, numbers and
// plurals as the browser will, or hydration finds other text.
func intlCases() []string {
	var cases []string
	instants := []string{
		"Date.UTC(2026, 10, 5, 14, 7, 9)", "Date.UTC(2026, 0, 4, 9, 5, 3)", "Date.UTC(2025, 6, 31, 0, 0, 0)",
		"Date.UTC(2024, 1, 29, 23, 59, 59)", "Date.UTC(1999, 11, 31, 12, 30, 0)", "0",
	}
	dateOptions := []string{
		`{dateStyle:"full"}`, `{dateStyle:"long"}`, `{dateStyle:"medium"}`, `{dateStyle:"short"}`,
		`{timeStyle:"short"}`, `{timeStyle:"medium"}`, `{timeStyle:"long"}`,
		`{dateStyle:"medium",timeStyle:"short"}`, `{dateStyle:"long",timeStyle:"short"}`, `{dateStyle:"full",timeStyle:"medium"}`, `{dateStyle:"short",timeStyle:"short"}`,
		`{}`, `{month:"short",day:"numeric"}`, `{month:"long",day:"numeric"}`, `{month:"long",day:"numeric",year:"numeric"}`,
		`{month:"short",day:"numeric",year:"numeric"}`, `{month:"long",year:"numeric"}`, `{month:"short",year:"numeric"}`,
		`{weekday:"long",month:"long",day:"numeric"}`, `{weekday:"long",year:"numeric",month:"long",day:"numeric"}`,
		`{weekday:"short",month:"short",day:"numeric",hour:"numeric",minute:"2-digit"}`,
		`{year:"numeric",month:"2-digit",day:"2-digit"}`, `{year:"2-digit",month:"2-digit",day:"2-digit"}`, `{month:"numeric",day:"numeric"}`,
		`{year:"numeric",month:"numeric"}`, `{day:"numeric"}`, `{year:"numeric"}`, `{month:"long"}`, `{weekday:"long"}`, `{weekday:"short"}`,
		`{hour:"numeric"}`, `{hour:"numeric",minute:"2-digit"}`, `{hour:"2-digit",minute:"2-digit"}`, `{hour:"numeric",minute:"numeric",second:"numeric"}`,
		`{month:"long",day:"numeric",hour:"numeric",minute:"2-digit"}`, `{year:"numeric",month:"long",day:"numeric",hour:"numeric",minute:"2-digit"}`,
		`{year:"numeric",month:"2-digit",day:"2-digit",hour:"2-digit",minute:"2-digit"}`,
		`{year:"numeric",month:"short",day:"numeric",hour:"numeric",minute:"2-digit",timeZoneName:"short"}`,
		`{hour:"numeric",minute:"2-digit",timeZoneName:"short",timeZone:"America/Toronto"}`,
		`{hour:"numeric",minute:"2-digit",timeZoneName:"short",timeZone:"America/Vancouver"}`,
		`{hour:"numeric",minute:"2-digit",timeZoneName:"short",timeZone:"America/Halifax"}`,
		`{hour:"numeric",minute:"2-digit",timeZoneName:"short",timeZone:"Asia/Kolkata"}`,
		`{hour:"numeric",minute:"2-digit",timeZoneName:"short",timeZone:"America/Sao_Paulo"}`,
		`{dateStyle:"long",timeZone:"America/Montreal"}`,
	}
	for _, at := range instants {
		for _, o := range dateOptions {
			o = strings.Replace(o, "{", `{timeZone:"UTC",`, 1)
			cases = append(cases, fmt.Sprintf(`new Intl.DateTimeFormat("fr-CA", %s).format(%s)`, o, at))
		}
	}
	numbers := []string{"0", "1", "1.5", "2", "12.5", "999.9995", "1000", "1234.567", "-9876543.21", "1000000", "0.125", "1.005", "0.0005", "123456789.987654", "-42"}
	numberOptions := []string{`{}`, `{maximumFractionDigits:1}`, `{maximumFractionDigits:0}`, `{minimumFractionDigits:2}`, `{minimumFractionDigits:2,maximumFractionDigits:2}`, `{style:"percent"}`, `{style:"percent",maximumFractionDigits:1}`, `{useGrouping:false}`}
	for _, locale := range []string{"fr-CA", "en-US"} {
		for _, n := range numbers {
			for _, o := range numberOptions {
				cases = append(cases, fmt.Sprintf(`new Intl.NumberFormat(%q, %s).format(%s)`, locale, o, n))
			}
			cases = append(cases,
				fmt.Sprintf(`new Intl.PluralRules(%q).select(%s)`, locale, n),
				fmt.Sprintf(`new Intl.PluralRules(%q, {type:"ordinal"}).select(%s)`, locale, n))
		}
		for _, n := range []string{"3", "11", "21", "22", "23", "101", "111", "2000000", "1e6+1"} {
			cases = append(cases,
				fmt.Sprintf(`new Intl.PluralRules(%q).select(%s)`, locale, n),
				fmt.Sprintf(`new Intl.PluralRules(%q, {type:"ordinal"}).select(%s)`, locale, n))
		}
	}
	return append(cases, `(1234.5).toLocaleString("fr-CA")`, `(12345.67).toLocaleString("en-US", {maximumFractionDigits: 1})`, `Intl.NumberFormat.supportedLocalesOf(["fr-CA", "en-US"]).join()`)
}

func TestIntlWritesWhatNodeWrites(t *testing.T) {
	cases := intlCases()
	script := "JSON.stringify([" + strings.Join(cases, ",\n") + "])"

	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is needed to compare the engine's Intl with a browser's: %v", err)
	}
	out, err := exec.Command(node, "-e", "console.log("+script+")").Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var want []string
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}

	vm := goja.New()
	if err := installGlobals(vm, &loop{}, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatal(err)
	}
	for i, c := range cases {
		got, err := vm.RunString(c)
		if err != nil {
			t.Errorf("%s: %v, want %q", c, err, want[i])
			continue
		}
		if got.String() != want[i] {
			t.Errorf("%s: got %q, want %q", c, got.String(), want[i])
		}
	}
	t.Logf("compared %d values with Node %s (ICU %s)", len(cases), nodeVersion(node), nodeICU(node))
}

func nodeVersion(node string) string {
	out, _ := exec.Command(node, "-p", "process.version").Output()
	return strings.TrimSpace(string(out))
}

func nodeICU(node string) string {
	out, _ := exec.Command(node, "-p", "process.versions.icu + ', CLDR ' + process.versions.cldr").Output()
	return strings.TrimSpace(string(out))
}
