package database

import "math"

// A quantity given to a tenth (a tonnage) is stored as an integer count of tenths, so the
// stored value is exact and reads back as written.

// ToTenths is the stored tenths of an optional quantity; nil stays NULL. The caller has
// checked it (validate.Checker.Tenths).
func ToTenths(v *float64) *int32 {
	if v == nil {
		return nil
	}
	t := int32(math.Round(*v * 10))
	return &t
}

// FromTenths is the quantity of stored tenths; NULL stays unset.
func FromTenths(t *int32) *float64 {
	if t == nil {
		return nil
	}
	v := float64(*t) / 10
	return &v
}
