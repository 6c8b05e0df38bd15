package rcwui

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/rcw"
	"tachanka/render/ui"
)

// The drawn map has each province's region tint inside its polygons: at
// sample points of every province away from borders, names, stacks, rails
// and towns, the pixel is the tint. The tints differ enough to tell the
// regions apart.
func TestMapHasRegionColours(t *testing.T) {
	s := shotState(t)
	m := s.Data().Map
	sampled := map[string]bool{}
	for _, zoom := range []float64{0, 0.8} {
		a := newApp(t, ui.Options{Zoom: zoom, UIScale: 1}, 1280, 800)
		var img *image.RGBA
		var cam = new(boardScene)
		frame(nil, func(*ebiten.Image) {
			off := ebiten.NewImage(1280, 800)
			img = Shot(a, s, nil, "", off)
			cam = a.Scene().(*boardScene)
			off.Deallocate()
		})
		c := &cam.cam
		clear := func(x, y float64) bool {
			px := 1 / c.Zoom // world units in a pixel
			nameHalf := 80.0
			if c.Zoom < nameZoom {
				nameHalf = 30 // a code
			}
			for _, w := range append(append([]rcw.Water(nil), m.Seas...), m.Lakes...) {
				if math.Abs(x-w.Label[0]) < 80*px && math.Abs(y-w.Label[1]) < 14*px {
					return false
				}
			}
			for _, p := range m.Provinces {
				// The name above the label point, the port's anchor, the
				// token or the stacks below it.
				if math.Abs(x-p.Label[0]) < nameHalf*px && y > p.Label[1]-24*px && y < p.Label[1]+20*px {
					return false
				}
				for _, sl := range stackSlots(p.Label, s.StacksIn(p.Code)) {
					if x > sl.foot.x0-3*px && x < sl.foot.x1+8*px && y > sl.foot.y0-3*px && y < sl.foot.y1+3*px {
						return false
					}
				}
				for _, ring := range p.Polygons {
					for k := range ring {
						if segDist(x, y, ring[k], ring[(k+1)%len(ring)]) < 4*px {
							return false
						}
					}
				}
				for _, q := range p.Rail {
					if segDist(x, y, p.Label, m.Province(q).Label) < 5*px {
						return false
					}
				}
				for _, ct := range p.Cities {
					if math.Hypot(x-ct.At[0], y-ct.At[1]) < 5*px || p.Schematic && math.Abs(x-ct.At[0]) < 60*px && math.Abs(y-ct.At[1]-8*px) < 12*px {
						return false
					}
				}
			}
			for _, l := range m.Lakes {
				if inRing(x, y, l.Polygon) {
					return false
				}
			}
			return true
		}
		tested, matched := 0, 0
		for _, p := range m.Provinces {
			want := regionColour(m, p.Region)
			b := newGeometry(m).boxes[slicesIndex(m, p.Code)]
			seen, ok := 0, 0
			for x := b.x0; x < b.x1; x += 7 / c.Zoom {
				for y := b.y0; y < b.y1; y += 7 / c.Zoom {
					sx, sy := c.ToScreen(x, y)
					if !cam.mapR.Inset(3).Contains(sx, sy) || cam.geo.provinceAt(x, y) != p.Code || !clear(x, y) {
						continue
					}
					seen++
					if near(img.RGBAAt(int(sx), int(sy)), want, 3) {
						ok++
					} else if testing.Verbose() {
						t.Logf("%s at %.0f,%.0f (screen %.0f,%.0f): %v", p.Code, x, y, sx, sy, img.RGBAAt(int(sx), int(sy)))
					}
				}
			}
			if seen == 0 {
				continue
			}
			tested++
			sampled[p.Code] = true
			if ok*10 < seen*9 {
				t.Errorf("zoom %v: %s (region %s): %d of %d samples have its tint", zoom, p.Code, p.Region, ok, seen)
			} else {
				matched++
			}
		}
		if tested < 30 {
			t.Errorf("zoom %v: only %d provinces could be sampled", zoom, tested)
		}
		t.Logf("zoom %v: %d of %d provinces sampled have their region's tint", zoom, matched, tested)
	}
	if len(sampled) < 60 {
		t.Errorf("only %d of %d provinces could be sampled", len(sampled), len(m.Provinces))
	}
	for a, ca := range regionTint {
		for b, cb := range regionTint {
			if a < b && near(ca, cb, 12) {
				t.Errorf("regions %s and %s look alike: %v, %v", a, b, ca, cb)
			}
		}
	}
}

func slicesIndex(m *rcw.Map, code string) int {
	for i, p := range m.Provinces {
		if p.Code == code {
			return i
		}
	}
	return -1
}

// near: every channel within d.
func near(a, b color.RGBA, d int) bool {
	diff := func(x, y uint8) int { return int(math.Abs(float64(int(x) - int(y)))) }
	return diff(a.R, b.R) <= d && diff(a.G, b.G) <= d && diff(a.B, b.B) <= d
}

// segDist is the distance from a point to a segment.
func segDist(x, y float64, a, b rcw.Point) float64 {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := dx*dx + dy*dy
	t := 0.0
	if l > 0 {
		t = math.Max(0, math.Min(1, ((x-a[0])*dx+(y-a[1])*dy)/l))
	}
	return math.Hypot(x-(a[0]+t*dx), y-(a[1]+t*dy))
}
