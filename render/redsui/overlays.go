package redsui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
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
	// The supply overlay's shading (supplyShade) for the unit shadeFor-1.
	shadeFor   int
	shadeOut   map[hex.Hex]bool
	shadeWould []bool
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

// supplyShade is what the supply overlay shades, every answer the engine's
// (12.4, 12.9): the hexes of the units out of supply where they stand, and,
// for unit (or none when unit < 0), the land hexes where it would be out of
// supply, the other units where they are.
func supplyShade(s *reds.State, sp *reds.Supply, unit int) (out map[hex.Hex]bool, would []bool) {
	out = map[hex.Hex]bool{}
	for _, i := range sp.OutOfSupply() {
		out[s.Units[i].Hex] = true
	}
	if unit < 0 {
		return out, nil
	}
	board := s.Data.Board
	would = make([]bool, len(board.Cells))
	for c := range board.Cells {
		if board.Cells[c].Land() && !sp.At(unit, int32(c)).In() {
			would[c] = true
		}
	}
	return out, would
}

// supplyUnit is the unit whose supply the overlay explains: the one
// carried (the first of a stack), else the one selected; -1 if none.
func (b *boardScene) supplyUnit() int {
	s := b.state()
	if b.drag != nil && len(b.drag.units) > 0 {
		if i, ok := s.UnitByID(b.drag.units[0]); ok && s.Units[i].Where == reds.OnMap {
			return i
		}
	}
	if len(b.sel) == 1 {
		if i, ok := s.UnitByID(b.sel[0]); ok && s.Units[i].Where == reds.OnMap {
			return i
		}
	}
	return -1
}

// supplyLineAt is the supply line the overlay draws with the pointer on
// hover: the line of the top unit of the stack there, else (or first while
// sel is carried) the line the selected unit sel would trace from there,
// else sel's own line. It is the path of the engine's trace
// (Supply.LineFrom), ending at the source.
func supplyLineAt(s *reds.State, sp *reds.Supply, sel int, carried bool, hover hex.Hex) []hex.Hex {
	if hover.Valid() && s.Data.Board.On(hover) {
		if carried && sel >= 0 {
			return sp.LineFrom(sel, hover)
		}
		if st := stackOf(s, hover); len(st) > 0 {
			return sp.Line(st[len(st)-1])
		}
		if sel >= 0 {
			return sp.LineFrom(sel, hover)
		}
	}
	if sel >= 0 {
		return sp.Line(sel)
	}
	return nil
}

// drawSupply shades the hexes of the units out of supply, and those where
// the selected unit would be out of supply; marks every unit in or out of
// supply; and draws the supply line under the pointer to its source, named
// (12.4).
func (b *boardScene) drawSupply(dst *ebiten.Image, sp *reds.Supply) {
	s := b.state()
	th := b.a.Theme
	z := b.cam.Zoom
	sel := b.supplyUnit()
	data := &b.ovl
	if data.shadeFor != sel+1 || data.shadeOut == nil {
		data.shadeOut, data.shadeWould = supplyShade(s, sp, sel)
		data.shadeFor = sel + 1
	}
	board := s.Data.Board
	r := baseHex * z
	bad := th.C("danger")
	bt := ui.Batch{Fast: true}
	for k := range board.Cells {
		cell := &board.Cells[k]
		out := data.shadeOut[cell.Hex]
		would := data.shadeWould != nil && data.shadeWould[k]
		if !out && !would {
			continue
		}
		sx, sy := b.screenOf(cell.Hex)
		if sx < b.mapR.X-r || sy < b.mapR.Y-r || sx > b.mapR.X+b.mapR.W+r || sy > b.mapR.Y+b.mapR.H+r {
			continue
		}
		if out {
			bt.Fill(dst, ui.HexPath(sx, sy, r*0.98), ui.WithAlpha(bad, 110))
			continue
		}
		// Where the selected unit would be out of supply: a lighter
		// shade, cross-hatched so it reads apart from the units out now.
		bt.Fill(dst, ui.HexPath(sx, sy, r*0.96), ui.WithAlpha(bad, 30))
		for d := -0.6; d <= 0.6; d += 0.4 {
			bt.Line(dst, float32(sx+r*(d-0.3)), float32(sy-r*0.5), float32(sx+r*(d+0.3)), float32(sy+r*0.5), float32(math.Max(1, 1.2*z)), ui.WithAlpha(bad, 70))
		}
	}
	bt.Flush(dst)
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
	line := supplyLineAt(s, sp, sel, b.drag != nil, b.hover)
	if len(line) == 0 {
		return
	}
	if len(line) > 1 {
		p := b.screenPath(line)
		mapview.StrokePath(dst, p, float32(math.Max(4, 8*z)), color.RGBA{20, 20, 20, 160}, false)
		mapview.StrokePath(dst, p, float32(math.Max(3, 6*z)), ui.WithAlpha(th.C("ok"), 220), false)
	}
	ex, ey := b.screenOf(line[len(line)-1])
	vector.DrawFilledCircle(dst, float32(ex), float32(ey), float32(math.Max(5, 10*z)), color.RGBA{20, 20, 20, 255}, false)
	vector.DrawFilledCircle(dst, float32(ex), float32(ey), float32(math.Max(4, 9*z)), th.C("ok"), false)
	if src := sp.SourceOf(line); src != nil {
		face := th.FaceAt(math.Max(12, 18*z), true)
		haloText(dst, lang.T("supply.source", src.Name), face, ex, ey-math.Max(14, 26*z), color.RGBA{20, 60, 20, 255}, color.RGBA{250, 248, 240, 230})
	}
}
