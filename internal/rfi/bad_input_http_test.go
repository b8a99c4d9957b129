package rfi_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// rfiCount is how many RFIs the database holds.
func rfiCount(t *testing.T, f *sitetest.PortalFixture) int {
	t.Helper()
	var n int
	if err := f.Pool.QueryRow(context.Background(), `SELECT count(*) FROM rfis`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestBadRfiInputIsAFieldViolationAndWritesNothing: each mistake names its field, and a
// refused RFI takes no number.
func TestBadRfiInputIsAFieldViolationAndWritesNothing(t *testing.T) {
	f, _, x := start(t)
	y := newTenant(t, f, "Other Steel", "lee@other.example", "J-2026-202")
	theirs := sheets(t, f, y.project, "X1")
	ours := sheets(t, f, x.project, "B1")
	for _, c := range []struct {
		name string
		edit func(in *portalv1.RfiInput)
		want map[string]string
	}{
		{"an RFI without a question", func(in *portalv1.RfiInput) { in.Question = "<p> <br></p>" }, map[string]string{"rfi.question": "Ask the question"}},
		{"an RFI without a subject", func(in *portalv1.RfiInput) { in.Subject = "  " }, map[string]string{"rfi.subject": "Give the RFI a subject"}},
		{"an RFI without an assignee", func(in *portalv1.RfiInput) { in.AssigneeId = "" }, map[string]string{"rfi.assignee_id": "Choose who must answer"}},
		{"an assignee of another organization", func(in *portalv1.RfiInput) { in.AssigneeId = y.userID }, map[string]string{"rfi.assignee_id": "Not a person of the client or an outside reviewer"}},
		{"a copy to another organization's person", func(in *portalv1.RfiInput) { in.DistributionIds = []string{x.userID, y.userID} }, map[string]string{"rfi.distribution_ids[1]": "Not a person of the client or an outside reviewer"}},
		{"a sheet of another project", func(in *portalv1.RfiInput) { in.SheetIds = []string{ours[0].GetId(), theirs[0].GetId()} }, map[string]string{"rfi.sheet_ids[1]": "Not a sheet of this project's register"}},
		{"a malformed sheet id", func(in *portalv1.RfiInput) { in.SheetIds = []string{"B1"} }, map[string]string{"rfi.sheet_ids[0]": "Not a sheet of this project's register"}},
		{"a required-by date in the past", func(in *portalv1.RfiInput) { in.RequiredBy = "2026-11-26" }, map[string]string{"rfi.required_by": "The required-by date cannot be in the past"}},
		{"a required-by date that is no date", func(in *portalv1.RfiInput) { in.RequiredBy = "next week" }, map[string]string{"rfi.required_by": "A date is YYYY-MM-DD"}},
	} {
		t.Run(c.name+" is refused", func(t *testing.T) {
			in := question(x)
			c.edit(in)
			_, err := admin(f.Site).CreateRfiAdmin(context.Background(), sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Rfi: in}, f.Staff))
			sitetest.AssertViolations(t, err, c.want)
			if got := rfiCount(t, f); got != 0 {
				t.Errorf("got %d RFIs, want 0", got)
			}
		})
	}
	t.Run("the first RFI after the refusals is RFI-001", func(t *testing.T) {
		if got := raise(t, f, question(x, ours[0].GetId())).GetNumberText(); got != "RFI-001" {
			t.Errorf("got %s, want RFI-001", got)
		}
	})
}

// TestConcurrentRfisTakeConsecutiveNumbers raises twelve RFIs at once over HTTP, three
// refused after taking a number: the nine others are RFI-001 to RFI-009.
func TestConcurrentRfisTakeConsecutiveNumbers(t *testing.T) {
	f, _, x := start(t)
	y := newTenant(t, f, "Other Steel", "lee@other.example", "J-2026-202")
	theirs := sheets(t, f, y.project, "X1")
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		numbers []int32
		refused int
	)
	for i := range 12 {
		wg.Go(func() {
			in := question(x)
			in.Subject = fmt.Sprintf("Question %d", i)
			if i%4 == 3 {
				// Refused in the transaction, after the number is taken.
				in.SheetIds = []string{theirs[0].GetId()}
			}
			res, err := admin(f.Site).CreateRfiAdmin(context.Background(), sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Rfi: in}, f.Staff))
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				refused++
				return
			}
			numbers = append(numbers, res.Msg.GetRfi().GetNumber())
		})
	}
	wg.Wait()
	slices.Sort(numbers)
	if want := []int32{1, 2, 3, 4, 5, 6, 7, 8, 9}; !slices.Equal(numbers, want) || refused != 3 {
		t.Errorf("got numbers %v and %d refused, want %v and 3", numbers, refused, want)
	}
}
