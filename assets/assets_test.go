package assets

import (
	"image/color"
	"math"
	"testing"
)

func TestPalettesLoadAndAgree(t *testing.T) {
	n, cb, err := Palettes()
	if err != nil {
		t.Fatal(err)
	}
	if len(n) < 40 || len(n) != len(cb) {
		t.Fatalf("normal %d colours, colour-blind %d", len(n), len(cb))
	}
	if n["red_bg"] == cb["red_bg"] {
		t.Fatal("the colour-blind palette does not change Red's counters")
	}
}

func TestParseColor(t *testing.T) {
	c, err := ParseColor("#00000055")
	if err != nil || c.A != 0x55 {
		t.Fatalf("%v %v", c, err)
	}
	if _, err := ParseColor("red"); err == nil {
		t.Fatal("accepted a colour name")
	}
}

// lab is a colour in CIE L*a*b* (D65), after an optional simulation of
// colour blindness in linear RGB (Viénot, Brettel and Mollon 1999).
func lab(c color.RGBA, sim *[9]float64) [3]float64 {
	lin := func(v uint8) float64 {
		f := float64(v) / 255
		if f <= 0.04045 {
			return f / 12.92
		}
		return math.Pow((f+0.055)/1.055, 2.4)
	}
	r, g, b := lin(c.R), lin(c.G), lin(c.B)
	if sim != nil {
		m := sim
		r, g, b = m[0]*r+m[1]*g+m[2]*b, m[3]*r+m[4]*g+m[5]*b, m[6]*r+m[7]*g+m[8]*b
	}
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

func deltaE(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// TestFactionColoursStandOut: every faction's counter colour is far from
// every terrain colour of the map (a counter must not melt into the land
// it stands on) and from every other faction's, in the normal palette for
// normal vision and in the colour-blind palette for deuteranopes and
// protanopes too (issue 22). The Muslim and North Armies share a colour on
// the counter sheet and never meet.
func TestFactionColoursStandOut(t *testing.T) {
	normal, cb, err := Palettes()
	if err != nil {
		t.Fatal(err)
	}
	factions := []string{"red", "afsr", "siberian", "muslim", "poles", "aif", "nw", "special", "makhno", "nationalist"}
	terrain := []string{"clear", "forest", "swamp", "mountain", "lake", "sea", "outside"}
	deutan := [9]float64{0.29275, 0.70725, 0, 0.29275, 0.70725, 0, -0.02234, 0.02234, 1}
	protan := [9]float64{0.11238, 0.88762, 0, 0.11238, 0.88762, 0, 0.00401, -0.00401, 1}
	for _, v := range []struct {
		name string
		pal  Palette
		sim  *[9]float64
	}{{"normal", normal, nil}, {"colour-blind", cb, nil}, {"colour-blind/deutan", cb, &deutan}, {"colour-blind/protan", cb, &protan}} {
		for i, f := range factions {
			c := lab(v.pal[f+"_bg"], v.sim)
			for _, tr := range terrain {
				if d := deltaE(c, lab(v.pal[tr], v.sim)); d < 25 {
					t.Errorf("%s: %s counters are %.0f from %s terrain (want 25 or more)", v.name, f, d, tr)
				}
			}
			for _, g := range factions[i+1:] {
				if d := deltaE(c, lab(v.pal[g+"_bg"], v.sim)); d < 15 {
					t.Errorf("%s: %s and %s counters are %.0f apart (want 15 or more)", v.name, f, g, d)
				}
			}
			if d := deltaE(c, lab(v.pal[f+"_fg"], v.sim)); d < 40 {
				t.Errorf("%s: %s counters' figures are %.0f from their ground (want 40 or more)", v.name, f, d)
			}
		}
	}
}
