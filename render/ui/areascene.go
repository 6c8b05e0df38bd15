package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/render/mapview"
)

// areaScene is the shared map view's test scene (tachanka mapview): an area
// map of twelve provinces of central Russia with the routes between them
// and stacks of counters to drag from one area to another. It proves the
// map view on polygons before the area games (SPI's Russian Civil War, Red
// Russia) arrive; it enforces no rules.
type areaScene struct {
	a        *App
	w, h     int
	cam      mapview.Camera
	geo      *mapview.AreaMap
	counters []areaCounter // in stacking order: later ones stand on top
	drag     *areaDrag
	moves    int
}

type areaCounter struct {
	id, label string
	red       bool
	area      int
}

type areaDrag struct {
	counter int
	dx, dy  float64 // the pointer's offset from the counter's centre, on screen
	moved   bool
	x0, y0  float64
}

// The provinces are the Voronoi cells of their capitals at their true
// coordinates (degrees east and north), projected equirectangularly at 55°N
// with 100 world units to a degree of latitude: a stand-in for the real
// borders, which the area games will draw from the maps of 1918.
var areaCapitals = []struct {
	id, name string
	lon, lat float64
}{
	{"moscow", "Moscow", 37.62, 55.75}, {"tver", "Tver", 35.90, 56.86}, {"smolensk", "Smolensk", 32.05, 54.78},
	{"kaluga", "Kaluga", 36.26, 54.51}, {"tula", "Tula", 37.62, 54.19}, {"ryazan", "Ryazan", 39.74, 54.63},
	{"vladimir", "Vladimir", 40.41, 56.13}, {"yaroslavl", "Yaroslavl", 39.89, 57.63}, {"kostroma", "Kostroma", 40.93, 57.77},
	{"nizhny", "Nizhny Novgorod", 44.00, 56.33}, {"tambov", "Tambov", 41.45, 52.72}, {"orel", "Orel", 36.07, 52.97},
}

func project(lon, lat float64) mapview.Point {
	return mapview.Point{X: (lon - 31) * math.Cos(55*math.Pi/180) * 100, Y: (58.5 - lat) * 100}
}

func newAreaScene(a *App) *areaScene {
	sites := make([]mapview.Point, len(areaCapitals))
	for k, c := range areaCapitals {
		sites[k] = project(c.lon, c.lat)
	}
	cells, routes := mapview.Voronoi(sites, project(31, 58.5), project(45.5, 52))
	geo := &mapview.AreaMap{Routes: routes}
	for k, c := range areaCapitals {
		geo.Areas = append(geo.Areas, mapview.Area{ID: c.id, Name: c.name, Outline: cells[k], Anchor: sites[k]})
	}
	area := func(id string) int { k, _ := geo.Index(id); return k }
	s := &areaScene{a: a, geo: geo, counters: []areaCounter{
		{"red-1", "1", true, area("moscow")}, {"red-2", "2", true, area("moscow")}, {"red-3", "3", true, area("tula")},
		{"white-1", "A", false, area("orel")}, {"white-2", "B", false, area("orel")}, {"white-3", "C", false, area("smolensk")},
	}}
	min, max := geo.Bounds()
	s.cam = mapview.Camera{MaxZoom: 4, WX0: min.X, WY0: min.Y, WX1: max.X, WY1: max.Y}
	return s
}

func (s *areaScene) Resize(w, h int) {
	s.w, s.h = w, h
	s.cam.VX, s.cam.VY, s.cam.VW, s.cam.VH = 0, 0, float64(w), float64(h)
	s.cam.Fit()
}

// counterSize is a counter's side in world units.
const counterSize = 34.0

// stackOf lists the counters in an area, bottom first.
func (s *areaScene) stackOf(area int) []int {
	var out []int
	for k, c := range s.counters {
		if c.area == area {
			out = append(out, k)
		}
	}
	return out
}

// counterAt is the top counter under a screen point, or -1.
func (s *areaScene) counterAt(sx, sy float64) int {
	wx, wy := s.cam.ToWorld(sx, sy)
	for area := range s.geo.Areas {
		st := s.stackOf(area)
		if k := mapview.StackAt(s.geo.Anchor(area), len(st), counterSize, mapview.Point{X: wx, Y: wy}); k >= 0 {
			return st[k]
		}
	}
	return -1
}

// counterCentre is where a counter stands on the screen.
func (s *areaScene) counterCentre(k int) (float64, float64) {
	st := s.stackOf(s.counters[k].area)
	for n, j := range st {
		if j == k {
			c := mapview.Stack(s.geo.Anchor(s.counters[k].area), len(st), counterSize)[n]
			return s.cam.ToScreen(c.X+counterSize/2, c.Y+counterSize/2)
		}
	}
	return 0, 0
}

func (s *areaScene) Update(a *App) error {
	mx, my := ebiten.CursorPosition()
	x, y := float64(mx), float64(my)
	if _, wy := ebiten.Wheel(); wy != 0 {
		s.cam.ZoomAt(math.Pow(1.15, wy), x, y)
		a.Dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.SetScene(NewMenuScene(a))
		return nil
	}
	switch {
	case a.Left.Pressed:
		if k := s.counterAt(x, y); k >= 0 {
			cx, cy := s.counterCentre(k)
			s.drag = &areaDrag{counter: k, dx: x - cx, dy: y - cy, x0: x, y0: y}
		}
	case s.drag != nil && a.Left.Down:
		s.drag.moved = s.drag.moved || math.Hypot(x-s.drag.x0, y-s.drag.y0) > 4
		a.Dirty = true
	case s.drag != nil:
		// A quick flick may press and release between two updates: the
		// distance from the press decides, not the frames seen between.
		s.drag.moved = s.drag.moved || math.Hypot(x-s.drag.x0, y-s.drag.y0) > 4
		wx, wy := s.cam.ToWorld(x, y)
		if to := s.geo.At(mapview.Point{X: wx, Y: wy}); to >= 0 && s.drag.moved && to != s.counters[s.drag.counter].area {
			// The counter goes on top of the stack it joins.
			c := s.counters[s.drag.counter]
			c.area = to
			s.counters = append(append(s.counters[:s.drag.counter:s.drag.counter], s.counters[s.drag.counter+1:]...), c)
			s.moves++
		}
		s.drag = nil
		a.Dirty = true
	}
	return nil
}

func (s *areaScene) Draw(dst *ebiten.Image) {
	th := s.a.Theme
	dst.Fill(th.C("sea"))
	fills := []color.Color{th.C("clear"), th.C("forest"), th.C("swamp"), th.C("mountain")}
	for k := range s.geo.Areas {
		mapview.DrawPlace(dst, &s.cam, s.geo, k, fills[k%len(fills)], th.C("border_poland"), 2.5)
	}
	for _, r := range s.geo.Routes {
		mapview.DrawRoute(dst, &s.cam, s.geo, r[0], r[1], WithAlpha(th.C("rail"), 150), 2)
	}
	size := counterSize * s.cam.Zoom
	for k, ar := range s.geo.Areas {
		x, y := s.cam.ToScreen(ar.Anchor.X, ar.Anchor.Y)
		DrawTextCentered(dst, ar.Name, th.FaceAt(math.Max(11, 13*s.cam.Zoom), true), x, y+size*0.75, th.C("city"))
		for _, j := range s.stackOf(k) {
			if s.drag == nil || j != s.drag.counter || !s.drag.moved {
				cx, cy := s.counterCentre(j)
				s.drawCounter(dst, j, cx, cy, size)
			}
		}
	}
	if d := s.drag; d != nil && d.moved {
		mx, my := ebiten.CursorPosition()
		s.drawCounter(dst, d.counter, float64(mx)-d.dx, float64(my)-d.dy, size)
	}
	DrawText(dst, "Map view test: drag the counters between the provinces (Esc: menu)", th.Face(14, false), th.S(12), th.S(24), th.C("city"))
}

func (s *areaScene) drawCounter(dst *ebiten.Image, k int, cx, cy, size float64) {
	th := s.a.Theme
	bg, fg := th.C("afsr_bg"), th.C("afsr_fg")
	if s.counters[k].red {
		bg, fg = th.C("red_bg"), th.C("red_fg")
	}
	x, y, sz := float32(cx-size/2), float32(cy-size/2), float32(size)
	vector.DrawFilledRect(dst, x, y, sz, sz, bg, true)
	vector.StrokeRect(dst, x, y, sz, sz, 1.5, fg, true)
	DrawTextCentered(dst, s.counters[k].label, th.FaceAt(size*0.5, true), cx, cy+size*0.18, fg)
}

func (s *areaScene) FillProbe(p *ProbeInfo) {
	p.Scene = "areamap"
	p.CamX, p.CamY, p.Zoom, p.VX, p.VY = s.cam.X, s.cam.Y, s.cam.Zoom, s.cam.VX, s.cam.VY
	p.VW, p.VH, p.World = s.cam.VW, s.cam.VH, [4]float64{s.cam.WX0, s.cam.WY0, s.cam.WX1, s.cam.WY1}
	p.Units, p.Places, p.Counters = map[string]string{}, map[string][2]int{}, map[string][2]int{}
	for k, c := range s.counters {
		p.Units[c.id] = s.geo.Areas[c.area].ID
		x, y := s.counterCentre(k)
		p.Counters[c.id] = [2]int{int(math.Round(x)), int(math.Round(y))}
	}
	for _, ar := range s.geo.Areas {
		x, y := s.cam.ToScreen(ar.Anchor.X, ar.Anchor.Y)
		p.Places[ar.ID] = [2]int{int(math.Round(x)), int(math.Round(y))}
	}
	p.Actions = s.moves
}
