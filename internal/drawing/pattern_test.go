package drawing

import "testing"

func TestDefaultPatternReadsSheetAndRevision(t *testing.T) {
	p, err := ParsePattern("")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, sheet, rev string
		ok               bool
	}{
		{"B101_R2.pdf", "B101", "2", true},
		{"E1-rev-A.pdf", "E1", "A", true},
		{"e1 REV b.PDF", "E1", "B", true},
		{"B101.pdf", "B101", "", true},
		{"A-12.3_r0.pdf", "A-12.3", "0", true},
		{"notes.txt", "", "", false},
		{"_R2.pdf", "", "", false},
	} {
		t.Run("the name "+tc.name+" reads as its sheet and revision", func(t *testing.T) {
			sheet, rev, ok := p.Read(tc.name)
			if sheet != tc.sheet || rev != tc.rev || ok != tc.ok {
				t.Errorf("got %q %q %v, want %q %q %v", sheet, rev, ok, tc.sheet, tc.rev, tc.ok)
			}
		})
	}
}

func TestParsePatternRefusesPatternsWithoutBothGroups(t *testing.T) {
	for _, src := range []string{`(?P<sheet>.*)\.pdf`, `([`, `(?P<rev>.*)`} {
		if _, err := ParsePattern(src); err == nil {
			t.Errorf("ParsePattern(%q) = nil error, want a field violation", src)
		}
	}
	p, err := ParsePattern(`^(?P<sheet>[A-Z]+\d+)\.(?P<rev>\d+)\.pdf$`)
	if err != nil {
		t.Fatal(err)
	}
	if s, r, ok := p.Read("S12.3.pdf"); s != "S12" || r != "3" || !ok {
		t.Errorf("got %q %q %v, want S12 3 true", s, r, ok)
	}
}

func TestNextRevisionFollowsTheConvention(t *testing.T) {
	for cur, want := range map[string]string{"": "0", "0": "1", "9": "10", "A": "B", "Z": "AA", "AZ": "BA", "b": "C", "1a": "1B", "2-": ""} {
		if got := NextRevision(cur); got != want {
			t.Errorf("NextRevision(%q): got %q, want %q", cur, got, want)
		}
	}
}
