package jsonfile

import "testing"

// FirstDifference names the first place two documents differ, and
// nothing when they are equal by value (key order and spacing aside).
func TestFirstDifferenceNamesWhereTwoDocumentsDiffer(t *testing.T) {
	for _, c := range []struct {
		a, b, want string
		differ     bool
	}{
		{`{"a":1,"b":[1,2]}`, `{"b":[1, 2], "a":1}`, "", false},
		{`{"a":1,"b":[1,2]}`, `{"a":1,"b":[1,3]}`, "state.b[1]", true},
		{`{"a":1,"b":[1,2]}`, `{"a":1,"b":[1]}`, "state.b[1]", true},
		{`{"a":1}`, `{"a":1,"c":{"d":true}}`, "state.c", true},
		{`{"p":{"q":"x"}}`, `{"p":{"q":["x"]}}`, "state.p.q", true},
		{`{"seed":18446744073709551615}`, `{"seed":18446744073709551614}`, "state.seed", true},
		{`{`, `{}`, "state", true},
	} {
		got, differ := FirstDifference([]byte(c.a), []byte(c.b), "state")
		if got != c.want || differ != c.differ {
			t.Errorf("%s vs %s: %q %v, want %q %v", c.a, c.b, got, differ, c.want, c.differ)
		}
	}
}
