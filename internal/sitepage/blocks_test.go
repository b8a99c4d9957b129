package sitepage

import "testing"

// A block type added to the proto without a check would pass unchecked: every type of
// Block's body has its one registration.
func TestEveryBlockTypeIsChecked(t *testing.T) {
	fields := bodyOneof.Fields()
	for i := range fields.Len() {
		name := fields.Get(i).Name()
		if blockBodies[name] == nil {
			t.Errorf("got no check for the block type %q, want one in blockBodies", name)
		}
	}
	for name := range blockBodies {
		if fields.ByName(name) == nil {
			t.Errorf("got a check for %q, want only types of Block's body", name)
		}
	}
}
