package lcc

import (
	"math"
	"testing"
)

// TestProjection: the centre goes to the origin; the meridian of the
// centre is straight north; a degree of latitude on a standard parallel
// is about 111 km.
func TestProjection(t *testing.T) {
	p := New(55, 40)
	if x, y := p.Project(40, 55); math.Abs(x) > 1e-9 || math.Abs(y) > 1e-9 {
		t.Errorf("the centre at %.3f, %.3f", x, y)
	}
	if x, _ := p.Project(40, 70); math.Abs(x) > 1e-9 {
		t.Errorf("the central meridian bends to x %.3f", x)
	}
	_, y0 := p.Project(40, 44.5)
	_, y1 := p.Project(40, 45.5)
	if d := y1 - y0; math.Abs(d-111.2) > 0.5 {
		t.Errorf("a degree of latitude at 45°N is %.1f km", d)
	}
}
