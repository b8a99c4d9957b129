package csvcell

import "testing"

func TestNeutralize(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"an equals sign starts a formula", "=1+2", "'=1+2"},
		{"so does a plus", "+1 555 010 0199", "'+1 555 010 0199"},
		{"so does a minus", "-2+3", "'-2+3"},
		{"so does an at sign", "@SUM(A1)", "'@SUM(A1)"},
		{"a leading tab is neutralized", "\t=1+2", "'\t=1+2"},
		{"a leading tab alone is neutralized", "\tplain", "'\tplain"},
		{"a leading carriage return is neutralized", "\r=1+2", "'\r=1+2"},
		{"a formula behind a byte-order mark is neutralized", "\ufeff=1+2", "'\ufeff=1+2"},
		{"a formula behind a zero-width space is neutralized", "\u200b=1+2", "'\u200b=1+2"},
		{"a formula behind spaces and a line break is neutralized", " \n=1+2", "' \n=1+2"},
		{"plain text is kept", "Dana Whitfield", "Dana Whitfield"},
		{"a formula sign inside the text is kept", "a=b", "a=b"},
		{"text behind spaces is kept", "  steel", "  steel"},
		{"an empty cell is kept", "", ""},
		{"a cell of spaces only is kept", "  ", "  "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Neutralize(tt.in); got != tt.want {
				t.Errorf("Neutralize(%q): got %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
