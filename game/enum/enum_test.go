package enum

import "testing"

type colour uint8

var colours = []string{"none", "red", "white"}

func TestNameAndParseRoundTrip(t *testing.T) {
	for i, w := range colours {
		if got := Name(colour(i), colours); got != w {
			t.Errorf("Name(%d) = %q, want %q", i, got, w)
		}
		v, err := Parse[colour]([]byte(w), colours, "colour")
		if err != nil || v != colour(i) {
			t.Errorf("Parse(%q) = %d, %v; want %d", w, v, err, i)
		}
	}
	if got := Name(colour(7), colours); got != "invalid(7)" {
		t.Errorf("Name(7) = %q", got)
	}
	if _, err := Parse[colour]([]byte("green"), colours, "colour"); err == nil || err.Error() != `unknown colour "green"` {
		t.Errorf("Parse(green): %v", err)
	}
}
