package resumable

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/validate"
)

// violationFields are the fields err's violations name (none when err is not a validation error).
func violationFields(err error) []string {
	var verr *validate.Error
	if !errors.As(err, &verr) {
		return nil
	}
	var out []string
	for _, v := range verr.Violations {
		out = append(out, v.Field)
	}
	return out
}

func TestCleanName(t *testing.T) {
	tests := []struct {
		name, in, want string
		refused        bool
	}{
		{"a plain name is kept", "Level 2 framing.dwg", "Level 2 framing.dwg", false},
		{"the blank around a name goes", "  anchor bolts.pdf \n", "anchor bolts.pdf", false},
		{"a name of 255 bytes is kept", strings.Repeat("a", 251) + ".pdf", strings.Repeat("a", 251) + ".pdf", false},
		{"an empty name is refused", "   ", "", true},
		{"a name over 255 bytes is refused", strings.Repeat("a", 252) + ".pdf", "", true},
		{"a name with a path is refused", "../../etc/passwd", "", true},
		{"a name with a Windows path is refused", `C:\drawings\a.dwg`, "", true},
		{"a name with a control character is refused", "a\x07.pdf", "", true},
		{"a name with a text-direction character is refused", "invoice\u202Efdp.exe", "", true},
		{"a name with the replacement character is refused", "caf\uFFFD.pdf", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, msg := CleanName(tt.in)
			if tt.refused != (msg != "") || got != tt.want {
				t.Errorf("got %q, %q, want %q (refused %v)", got, msg, tt.want, tt.refused)
			}
		})
	}
}

func TestBytesSaysACapTheWayPeopleRead(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{{5 * GiB, "5 GiB"}, {GiB + GiB/2, "1.5 GiB"}, {500 << 20, "500 MiB"}, {1 << 20, "1 MiB"}, {1000, "1000 bytes"}} {
		if got := Bytes(tc.n); got != tc.want {
			t.Errorf("got Bytes(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

func TestOwnerHash(t *testing.T) {
	token := strings.Repeat("A", 43) // 32 bytes, base64url without padding
	t.Run("a valid token is kept only as its SHA-256", func(t *testing.T) {
		got, err := OwnerHash(token)
		want := sha256.Sum256([]byte(token))
		if err != nil || !bytes.Equal(got, want[:]) {
			t.Errorf("got %x, %v, want %x", got, err, want)
		}
	})
	for _, tc := range []struct{ name, token string }{
		{"an empty token", ""},
		{"a short token", "short"},
		{"a token of 33 bytes", strings.Repeat("A", 44)},
		{"a token in standard base64", strings.Repeat("+", 43)},
	} {
		t.Run(tc.name+" is refused on upload_owner", func(t *testing.T) {
			if _, err := OwnerHash(tc.token); !slices.Equal(violationFields(err), []string{"upload_owner"}) {
				t.Errorf("got %v, want a violation on upload_owner", err)
			}
		})
	}
}

func TestClaimableBy(t *testing.T) {
	owner := OwnerOf("client", uuid.New())
	done := Upload{OwnerHash: owner, Complete: true, SHA256: []byte{1}}
	claimed := done
	claimed.EstimateID = new(uuid.UUID)
	unfinished := done
	unfinished.Complete = false
	unhashed := done
	unhashed.SHA256 = nil
	tests := []struct {
		name  string
		u     Upload
		owner []byte
		want  error
	}{
		{"its owner may claim a finished upload", done, owner, nil},
		{"someone else's upload is not found", done, OwnerOf("client", uuid.New()), ErrNotFound},
		{"no owner claims nothing, even an upload without one", Upload{Complete: true, SHA256: []byte{1}}, nil, ErrNotFound},
		{"an upload claimed already is not found", claimed, owner, ErrNotFound},
		{"an upload still receiving bytes is unfinished", unfinished, owner, ErrUnfinished},
		{"an upload whose hash is not known yet is unfinished", unhashed, owner, ErrUnfinished},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.u.ClaimableBy(tt.owner); !errors.Is(got, tt.want) || (tt.want == nil && got != nil) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestOwnerOfKeepsKindsApart(t *testing.T) {
	id := uuid.New()
	if bytes.Equal(OwnerOf("client", id), OwnerOf("staff", id)) {
		t.Errorf("got the same owner for a client and a staff member of one id, want different")
	}
	if !bytes.Equal(OwnerOf("client", id), OwnerOf("client", id)) {
		t.Errorf("got two owners for one person, want one")
	}
}

func TestZeroCapsTakeTheDefaults(t *testing.T) {
	got := Config{MaxFile: 10}.withDefaults()
	d := DefaultConfig()
	if got.MaxFile != 10 || got.MaxRequest != d.MaxRequest || got.MaxPending != d.MaxPending || got.DailyBudget != d.DailyBudget || got.ClaimTTL != d.ClaimTTL {
		t.Errorf("got %+v, want MaxFile 10 and the rest %+v", got, d)
	}
}
