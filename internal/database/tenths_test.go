package database

import "testing"

func TestTenthsRoundTrip(t *testing.T) {
	for _, v := range []float64{0, 0.1, 0.3, 12.5, 1850.7, 200000} {
		got := FromTenths(ToTenths(&v))
		if got == nil || *got != v {
			t.Errorf("got %v, want %v back", got, v)
		}
	}
	if ToTenths(nil) != nil || FromTenths(nil) != nil {
		t.Errorf("got a value for nil, want nil both ways")
	}
}
