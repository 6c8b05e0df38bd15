package ui

import "testing"

// A move made, taken back and made otherwise changes the mark; the same
// moves keep it (the Load confirmation of issue 22 rests on it).
func TestActionsMark(t *testing.T) {
	type act struct{ Unit, To string }
	none := ActionsMark([]act(nil))
	one := ActionsMark([]act{{"a", "0101"}})
	other := ActionsMark([]act{{"a", "0102"}})
	if none == one || one == other {
		t.Errorf("marks do not tell the lists apart: %q %q %q", none, one, other)
	}
	if again := ActionsMark([]act{{"a", "0101"}}); again != one {
		t.Errorf("the same moves give %q and %q", one, again)
	}
}
