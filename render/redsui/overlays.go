package redsui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/mapview"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// overlaySet says which overlays are shown.
type overlaySet struct {
	supply, zoc, fronts, stacking bool
}

// overlayCache holds the queries behind the overlays for one state.
type overlayCache struct {
	ver    int
	supply *reds.Supply
	zoc    []bool
	zocFor reds.Side
}

// frontTints colour the six front areas (7.2).
var frontTints = [7]color.RGBA{{}, {70, 130, 200, 255}, {150, 90, 190, 255}, {60, 170, 150, 255},
	{220, 120, 50, 255}, {200, 60, 90, 255}, {180, 170, 40, 255}}

// zocSide is whose enemy's ZOC the overlay shows: the deciding player's.
func (b *boardScene) zocSide() reds.Side {
	s := b.state()
	if s.Pending.Side != reds.NoSide {
		return s.Pending.Side
	}
	return reds.Red
}

func (b *boardScene) overlayData() *overlayCache {
	s := b.state()
	side := b.zocSide()
	if b.ovl.ver != b.ver+1 || b.ovl.supply == nil || b.ovl.zocFor != side {
		b.ovl = overlayCache{ver: b.ver + 1, supply: s.NewSupply(), zoc: s.EnemyZOC(side), zocFor: side}
	}
	return &b.ovl
}

// drawOverlays draws the overlays switched on: front areas, enemy ZOC,
// stacking room, supply of each unit and the supply line of the selected
// (or hovered) unit.
func (b *boardScene) drawOverlays(dst *ebiten.Image) {
	o := b.overlays
	if !o.supply && !o.zoc && !o.fronts && !o.stacking {
		return
	}
	s := b.state()
	board := s.Data.Board
	data := b.overlayData()
	th := b.a.Theme
	r := baseHex * b.cam.Zoom
	bt := ui.Batch{Fast: true}
	for k := range board.Cells {
		cell := &board.Cells[k]
		if !cell.Land() {
			continue
		}
		sx, sy := b.screenOf(cell.Hex)
		if sx < b.mapR.X-r || sy < b.mapR.Y-r || sx > b.mapR.X+b.mapR.W+r || sy > b.mapR.Y+b.mapR.H+r {
			continue
		}
		if o.fronts && cell.Front != reds.NoFront {
			bt.Fill(dst, ui.HexPath(sx, sy, r), ui.WithAlpha(frontTints[cell.Front], 70))
		}
		if o.zoc && data.zoc[k] {
			c := th.C("zoc")
			bt.Fill(dst, ui.HexPath(sx, sy, r*0.96), ui.WithAlpha(c, 70))
			// Hatching tells a ZOC hex from a front tint.
			for d := -0.6; d <= 0.6; d += 0.3 {
				x0, y0 := sx+r*(d-0.3), sy+r*0.55
				x1, y1 := sx+r*(d+0.3), sy-r*0.55
				bt.Line(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(math.Max(1, 1.5*b.cam.Zoom)), ui.WithAlpha(c, 150))
			}
		}
	}
	bt.Flush(dst)
	if o.fronts && b.cam.Zoom > 0.12 {
		b.drawFrontNames(dst)
	}
	if o.stacking && b.cam.Zoom > 0.35 {
		b.drawStackRoom(dst)
	}
	if o.supply {
		b.drawSupply(dst, data.supply)
	}
}

// drawFrontNames writes each front's name in its area, where it hides the
// fewest counters and cities (frontLabelHexes), under the counters.
func (b *boardScene) drawFrontNames(dst *ebiten.Image) {
	if b.frontLabels.ver != b.ver || b.frontLabels.at == nil {
		b.frontLabels.ver, b.frontLabels.at = b.ver, frontLabelHexes(b.state())
	}
	face := b.a.Theme.FaceAt(math.Max(11, 40*b.cam.Zoom), true)
	for _, f := range reds.Fronts {
		h, ok := b.frontLabels.at[f]
		if !ok {
			continue
		}
		x, y := b.screenOf(h)
		haloText(dst, redslang.Front(f), face, x, y, ui.Darker(frontTints[f], 0.55), color.RGBA{250, 248, 240, 200})
	}
}

// frontLabelCache keeps where the front names go for one state version.
type frontLabelCache struct {
	ver int
	at  map[reds.Front]hex.Hex
}

// frontLabelHexes is the hex each front's name is centred on: near the
// middle of the front's area, in the front, where the label (about five
// hexes wide) covers the fewest counters, then cities.
func frontLabelHexes(s *reds.State) map[reds.Front]hex.Hex {
	board := s.Data.Board
	units := map[hex.Hex]int{}
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap {
			units[s.Units[i].Hex]++
		}
	}
	var sumX, sumY [7]float64
	var n [7]int
	for k := range board.Cells {
		c := &board.Cells[k]
		if c.Land() && c.Front != reds.NoFront {
			sumX[c.Front] += float64(c.Hex.Col)
			sumY[c.Front] += float64(c.Hex.Row)
			n[c.Front]++
		}
	}
	// covered counts what a label centred on h would hide: the hexes of its
	// row two columns either side, and the row above and below one column
	// either side.
	covered := func(h hex.Hex) (int, int) {
		cnt, cities := 0, 0
		for _, x := range hex.Range(h, 2) {
			if hex.Distance(x, h) == 2 && x.Row != h.Row && x.Col != h.Col-2 && x.Col != h.Col+2 {
				continue
			}
			cnt += units[x]
			if board.On(x) && board.CityAt(x) != nil {
				cities++
			}
		}
		return cnt, cities
	}
	out := map[reds.Front]hex.Hex{}
	for _, f := range reds.Fronts {
		if n[f] == 0 {
			continue
		}
		mid := hex.Hex{Col: int(math.Round(sumX[f] / float64(n[f]))), Row: int(math.Round(sumY[f] / float64(n[f])))}
		best, bestScore := hex.None, math.Inf(1)
		for _, h := range hex.Range(mid, 6) {
			if !board.On(h) {
				continue
			}
			c := board.Cell(h)
			if !c.Land() || c.Front != f {
				continue
			}
			cnt, cities := covered(h)
			score := float64(cnt)*10 + float64(cities)*2 + float64(hex.Distance(h, mid))
			if score < bestScore || score == bestScore && hex.Compare(h, best) < 0 {
				best, bestScore = h, score
			}
		}
		if best.Valid() {
			out[f] = best
		}
	}
	return out
}

// drawStackRoom labels each occupied hex with its stacking SP and limit.
func (b *boardScene) drawStackRoom(dst *ebiten.Image) {
	s := b.state()
	th := b.a.Theme
	seen := map[hex.Hex]bool{}
	face := th.FaceAt(math.Min(17, math.Max(9, 13*b.cam.Zoom)), true)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap || seen[u.Hex] {
			continue
		}
		seen[u.Hex] = true
		side, used, limit := s.StackRoom(u.Hex)
		if side == reds.NoSide {
			continue
		}
		sx, sy := b.screenOf(u.Hex)
		if !b.mapR.Contains(sx, sy) {
			continue
		}
		c := th.C("ok")
		switch {
		case used > limit:
			c = th.C("danger")
		case used == limit:
			c = th.C("accent")
		}
		y := sy - baseHex*b.cam.Zoom*0.62
		label := fmt.Sprintf("%d/%d", used, limit)
		w := ui.TextWidth(label, face) + 6
		ui.FillRect(dst, ui.Rect{X: sx - w/2, Y: y - face.Size*0.65, W: w, H: face.Size * 1.3}, ui.WithAlpha(th.C("panel"), 210))
		ui.DrawTextCentered(dst, label, face, sx, y, c)
	}
}

// drawSupply marks every unit in or out of supply, and draws the supply
// line of the selected or hovered unit (12.4).
func (b *boardScene) drawSupply(dst *ebiten.Image, sp *reds.Supply) {
	s := b.state()
	th := b.a.Theme
	z := b.cam.Zoom
	dot := float32(math.Max(3, 6*z))
	seen := map[hex.Hex]int{}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap {
			continue
		}
		sx, sy := b.screenOf(u.Hex)
		if !b.mapR.Contains(sx, sy) {
			continue
		}
		k := seen[u.Hex]
		seen[u.Hex]++
		c := th.C("ok")
		switch r := sp.Of(i); {
		case r == reds.SupplyExempt:
			c = th.C("text_dim")
		case !r.In():
			c = th.C("danger")
		}
		x := float32(sx - counterWorld*z/2 - 3*z + float64(k)*float64(dot)*2.2)
		y := float32(sy + counterWorld*z/2 + 5*z)
		vector.DrawFilledCircle(dst, x, y, dot, color.RGBA{20, 20, 20, 255}, false)
		vector.DrawFilledCircle(dst, x, y, dot-1, c, false)
	}
	// The line of one unit.
	unit := -1
	if len(b.sel) == 1 {
		unit, _ = s.UnitByID(b.sel[0])
	} else if b.hover.Valid() {
		if st := stackOf(s, b.hover); len(st) > 0 {
			unit = st[len(st)-1]
		}
	}
	if unit < 0 {
		return
	}
	line := sp.Line(unit)
	if len(line) < 2 {
		return
	}
	p := b.screenPath(line)
	mapview.StrokePath(dst, p, float32(math.Max(3, 7*z)), ui.WithAlpha(th.C("ok"), 200), false)
	ex, ey := b.screenOf(line[len(line)-1])
	vector.DrawFilledCircle(dst, float32(ex), float32(ey), float32(math.Max(4, 9*z)), th.C("ok"), false)
}
