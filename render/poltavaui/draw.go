package poltavaui

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

var (
	litColour   = color.RGBA{255, 236, 140, 255}
	pathColour  = color.RGBA{255, 250, 210, 255}
	atkColour   = color.RGBA{90, 220, 110, 255}
	defColour   = color.RGBA{235, 70, 60, 255}
	mustColour  = color.RGBA{255, 150, 30, 255}
	pickColour  = color.RGBA{240, 60, 60, 255}
	selColour   = color.RGBA{255, 255, 255, 255}
	blockColour = color.RGBA{230, 40, 40, 255}
	clearColour = color.RGBA{120, 235, 120, 255}
)

// outline strokes the outline of hex h.
func (b *boardScene) outline(dst *ebiten.Image, h hex.Hex, w float64, c color.Color) {
	x, y := b.screenHex(h)
	r := b.layout.Size * b.cam.Zoom
	var bt ui.Batch
	bt.Stroke(dst, ui.HexPath(x, y, r*0.94), float32(w), c)
	bt.Flush(dst)
}

// fillHex fills hex h.
func (b *boardScene) fillHex(dst *ebiten.Image, h hex.Hex, c color.Color) {
	x, y := b.screenHex(h)
	r := b.layout.Size * b.cam.Zoom
	var bt ui.Batch
	bt.Fill(dst, ui.HexPath(x, y, r*0.96), c)
	bt.Flush(dst)
}

// litHexes are the hexes a gesture acts on now, as the engine lists them.
func (b *boardScene) litHexes() []hex.Hex {
	if d := b.drag; d != nil {
		return sortedKeys(d.dests)
	}
	s := b.st
	if !b.ours() {
		return nil
	}
	if p := b.detach; p != nil {
		return detachFree(s, p.di, p.ids, p.hexes)
	}
	key := fmt.Sprint(b.ver, b.selFirer, b.atk, s.Pending.Kind)
	if key == b.litKey {
		return b.litCache
	}
	set := map[hex.Hex][]hex.Hex{}
	switch s.Pending.Kind {
	case poltava.DecideFire:
		if b.selFirer != nil {
			for _, t := range s.Targets(*b.selFirer) {
				set[b.unitHex(t)] = nil
			}
		} else {
			for f := range s.FireOptions() {
				set[f.Hex] = nil
			}
		}
	case poltava.DecideMelee:
		for _, d := range s.AttackOptions() {
			if len(b.atk) == 0 {
				for _, id := range d.Units {
					set[b.unitHex(id)] = nil
				}
				continue
			}
			if containsAll(d.Units, b.atk) {
				for _, h := range d.Hexes {
					set[h] = nil
				}
			}
		}
	case poltava.DecideRetreat, poltava.DecideAdvance, poltava.DecideWithdraw, poltava.DecideFlip, poltava.DecideLosses,
		poltava.DecideRoos, poltava.DecidePlaceLeader:
		for _, id := range s.Pending.Units {
			if h := b.unitHex(id); h.Valid() {
				set[h] = nil
			} else if h := b.redoubtHex(id); h.Valid() {
				set[h] = nil
			}
		}
	}
	b.litKey, b.litCache = key, sortedKeys(set)
	return b.litCache
}

func containsAll(xs, ys []string) bool {
	for _, y := range ys {
		if !slices.Contains(xs, y) {
			return false
		}
	}
	return true
}

func sortedKeys(m map[hex.Hex][]hex.Hex) []hex.Hex {
	out := make([]hex.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	hex.Sort(out)
	return out
}

// drawLit lights the hexes a gesture acts on; a drag's destinations in an
// enemy ZOC are marked where the move stops.
func (b *boardScene) drawLit(dst *ebiten.Image) {
	w := math.Max(2, b.cam.Zoom*b.layout.Size*0.1)
	for _, h := range b.litHexes() {
		b.fillHex(dst, h, alpha(litColour, 60))
		b.outline(dst, h, w, litColour)
		if d := b.drag; d != nil && d.unit != "" && b.st.Pending.Kind == poltava.DecideMove && b.st.InEnemyZOC(b.st.Pending.Side, h) {
			x, y := b.screenHex(h)
			r := float32(b.layout.Size * b.cam.Zoom * 0.3)
			vector.StrokeLine(dst, float32(x)-r, float32(y)+r, float32(x)+r, float32(y)+r, float32(w), mustColour, true)
		}
	}
}

// drawChoice shows what the player is choosing: the firer, the attackers
// and defending hexes, the obligations of the Melee phase, the picks.
func (b *boardScene) drawChoice(dst *ebiten.Image) {
	s := b.st
	w := math.Max(2.5, b.cam.Zoom*b.layout.Size*0.12)
	if s.Phase == poltava.PhaseMelee && s.Melee != nil {
		for _, o := range s.Obligations() {
			b.outline(dst, o.Hex, w*0.7, mustColour)
		}
	}
	if b.selFirer != nil {
		b.outline(dst, b.selFirer.Hex, w, selColour)
	} else if b.selHex.Valid() {
		b.outline(dst, b.selHex, w*0.7, selColour)
	}
	for _, id := range b.atk {
		b.outline(dst, b.unitHex(id), w, atkColour)
	}
	for _, h := range b.atkHexes {
		b.outline(dst, h, w, defColour)
	}
	count := map[string]int{}
	for _, id := range b.picks {
		count[id]++
	}
	f := b.a.Theme.FaceAt(math.Max(10, b.cam.Zoom*counterWorld*0.35), true)
	for id, n := range count {
		h := b.unitHex(id)
		if !h.Valid() {
			h = b.redoubtHex(id)
		}
		x, y := b.screenHex(h)
		r := float32(b.layout.Size * b.cam.Zoom * 0.32)
		vector.DrawFilledCircle(dst, float32(x), float32(y), r, alpha(pickColour, 200), true)
		ui.DrawTextCentered(dst, fmt.Sprint(n), f, x, y, color.White)
	}
}

// drawMarks shows for a moment what the last action did: hexes hit, the
// paths of a computer's moves, lines of fire.
func (b *boardScene) drawMarks(dst *ebiten.Image) {
	if !b.showing() {
		return
	}
	w := float32(math.Max(2, b.cam.Zoom*b.layout.Size*0.1))
	for _, m := range b.marks {
		switch {
		case m.hit:
			b.outline(dst, m.h, float64(w)*1.3, defColour)
		case m.fire && len(m.path) == 1 && m.path[0].Valid():
			x0, y0 := b.screenHex(m.h)
			x1, y1 := b.screenHex(m.path[0])
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, defColour, true)
		default:
			b.strokePath(dst, m.path, w, pathColour)
			b.outline(dst, m.h, float64(w), pathColour)
		}
	}
}

// strokePath draws a line through the centres of hexes.
func (b *boardScene) strokePath(dst *ebiten.Image, hs []hex.Hex, w float32, c color.Color) {
	for k := 1; k < len(hs); k++ {
		x0, y0 := b.screenHex(hs[k-1])
		x1, y1 := b.screenHex(hs[k])
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, c, true)
	}
}

// drawSight shows, with a unit selected, whether the hex under the pointer
// can be seen from it and what blocks the line (7).
func (b *boardScene) drawSight(dst *ebiten.Image) {
	from := b.selHex
	over := false
	if b.selFirer != nil {
		from, over = b.selFirer.Hex, b.selFirer.Unit == ""
	}
	to := b.hover
	if !from.Valid() || !to.Valid() || from == to || b.drag != nil {
		return
	}
	sight := b.st.LineOfSight(from, to, over)
	x0, y0 := b.screenHex(from)
	x1, y1 := b.screenHex(to)
	w := float32(math.Max(1.5, b.cam.Zoom*b.layout.Size*0.06))
	th := b.a.Theme
	var msg string
	if sight.Clear {
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, clearColour, true)
		msg = poltlang.T("los.clear", to, from)
	} else {
		bx, by := b.screenHex(sight.Blocker)
		vector.StrokeLine(dst, float32(x0), float32(y0), float32(bx), float32(by), w, clearColour, true)
		vector.StrokeLine(dst, float32(bx), float32(by), float32(x1), float32(y1), w, blockColour, true)
		r := float32(b.layout.Size * b.cam.Zoom * 0.35)
		vector.StrokeLine(dst, float32(bx)-r, float32(by)-r, float32(bx)+r, float32(by)+r, w*2, blockColour, true)
		vector.StrokeLine(dst, float32(bx)-r, float32(by)+r, float32(bx)+r, float32(by)-r, w*2, blockColour, true)
		why := poltlang.T("los.terrain")
		if sight.Why == "unit" {
			why = poltlang.T("los.unit")
		}
		msg = poltlang.T("los.blocked", to, from, why, sight.Blocker)
	}
	haloText(dst, msg, th.Face(12, true), x1+th.S(12), y1-th.S(18), color.White)
}

// drawDrag draws the counter being dragged, the path to the hex under the
// pointer and how it would be moved.
func (b *boardScene) drawDrag(dst *ebiten.Image) {
	d := b.drag
	if d == nil {
		return
	}
	th := b.a.Theme
	to := b.hexAt(d.x, d.y)
	w := float32(math.Max(2, b.cam.Zoom*b.layout.Size*0.1))
	if path, ok := d.dests[to]; ok && d.unit != "" && d.from.Valid() {
		u := b.st.Unit(d.unit)
		b.strokePath(dst, append([]hex.Hex{d.from}, path...), w, pathColour)
		if b.st.Pending.Kind == poltava.DecideMove && u.Status == poltava.OnMap && len(path) > 0 {
			road, long, left, err := b.st.MoveMode(u, path)
			if err == nil {
				var parts []string
				if road {
					parts = append(parts, poltlang.T("mode.road"))
				}
				if long {
					parts = append(parts, poltlang.T("mode.long"))
				}
				parts = append(parts, poltlang.T("mode.mp", halves(left)))
				if b.st.InEnemyZOC(u.Side, to) {
					parts = append(parts, poltlang.T("mode.zoc"))
				}
				haloText(dst, strings.Join(parts, " · "), th.Face(12, true), d.x+th.S(16), d.y+th.S(14), color.White)
			}
		}
	}
	if d.unit != "" {
		size := counterWorld * b.cam.Zoom
		img := b.art.image(b.st.Unit(d.unit))
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(size/counterPx, size/counterPx)
		op.GeoM.Translate(d.x-size/2, d.y-size/2)
		op.ColorScale.ScaleAlpha(0.85)
		dst.DrawImage(img, op)
	} else {
		r := float32(math.Max(5, counterWorld*b.cam.Zoom*0.18))
		vector.DrawFilledCircle(dst, float32(d.x), float32(d.y), r, leaderGold, true)
	}
}

// halves writes half points as points.
func halves(n int) string {
	if n%2 == 0 {
		return fmt.Sprint(n / 2)
	}
	if n == 1 {
		return "½"
	}
	return fmt.Sprintf("%d½", n/2)
}

// oddsText is what the odds preview says of the attack being chosen: the
// strengths, the shifts and their reasons naming the counters, or why the
// attack is not legal; the chance of each result and the result of each
// die.
func (b *boardScene) oddsText() (lines []string, bars []poltava.Chance, byDie [6]poltava.Outcome) {
	s := b.st
	o, err := s.Odds(b.atk, b.atkHexes)
	if err == nil {
		err = s.CheckAttack(b.atk, b.atkHexes)
	}
	switch {
	case err != nil:
		lines = append(lines, poltlang.RefusalNamed(err, names{b.file.Data}))
	case o.Lone:
		lines = append(lines, poltlang.T("odds.lone"))
	default:
		lines = append(lines, poltlang.T("odds.line", o.Attack, o.AttackStars, o.Defence, o.DefenceStars, o.Differential))
		lines = append(lines, poltlang.T("odds.shift", o.Shift, o.AttackStars-o.DefenceStars, o.Terrain, o.ColumnName, o.DRM))
		for _, r := range o.Why {
			lines = append(lines, "· "+poltlang.Reason(r, names{b.file.Data}))
		}
		bars, byDie = o.Chances, o.ByDie
	}
	return lines, bars, byDie
}

// drawOdds is the odds preview of the attack being chosen (8.6): the
// strengths and stars, the differential, the shifts with their reasons,
// the result of each die and the chance of each result.
func (b *boardScene) drawOdds(dst *ebiten.Image) {
	s := b.st
	b.oddsR = ui.Rect{}
	if s.Pending.Kind != poltava.DecideMelee || len(b.atk) == 0 || len(b.atkHexes) == 0 {
		return
	}
	th := b.a.Theme
	f, fb := th.Face(12, false), th.Face(13, true)
	lh := ui.LineHeight(f)
	wdt := math.Min(th.S(520), b.mapR.W-th.S(20))
	lines, bars, byDie := b.oddsText()
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, ui.Wrap(l, f, wdt-th.S(16))...)
	}
	hgt := th.S(30) + float64(len(wrapped))*lh
	if len(bars) > 0 {
		hgt += th.S(26) + float64(len(bars))*th.S(20)
	}
	r := ui.Rect{X: b.mapR.X + th.S(10), Y: b.mapR.Y + b.mapR.H - hgt - th.S(10), W: wdt, H: hgt}
	b.oddsR = r
	ui.FillRect(dst, r, alpha(th.C("panel"), 235))
	ui.StrokeRect(dst, r, 1, th.C("accent"))
	x, y := r.X+th.S(8), r.Y+th.S(6)
	ui.DrawText(dst, poltlang.T("odds.title"), fb, x, y, th.C("accent"))
	y += th.S(22)
	y = ui.DrawLines(dst, wrapped, f, x, y, th.C("text"))
	if len(bars) == 0 {
		return
	}
	var dieText []string
	for d, oc := range byDie {
		dieText = append(dieText, fmt.Sprintf("%d:%s", d+1, oc.Code))
	}
	ui.DrawText(dst, poltlang.T("odds.by_die")+" "+strings.Join(dieText, "  "), fb, x, y+th.S(4), th.C("text"))
	y += th.S(26)
	for _, c := range bars {
		bw := (r.W - th.S(140)) * c.P
		ui.DrawText(dst, c.Code, fb, x, y, th.C("text"))
		ui.FillRect(dst, ui.Rect{X: x + th.S(50), Y: y + th.S(2), W: bw, H: th.S(14)}, th.C("accent"))
		ui.DrawText(dst, fmt.Sprintf("%.0f%% (%d/6)", c.P*100, c.Sixths), f, x+th.S(56)+bw, y, th.C("text"))
		y += th.S(20)
	}
}

// drawDice shows the dice of the last roll, rolling, then the result.
func (b *boardScene) drawDice(dst *ebiten.Image) {
	if !b.showing() || len(b.dice) == 0 {
		return
	}
	th := b.a.Theme
	size := th.S(48)
	x, y := b.mapR.X+th.S(16), b.mapR.Y+th.S(16)
	bg := th.C("panel")
	ui.FillRect(dst, ui.Rect{X: x - th.S(8), Y: y - th.S(8), W: float64(len(b.dice))*(size+th.S(10)) + th.S(6) + math.Min(th.S(460), ui.TextWidth(b.diceWhat, th.Face(13, true))+th.S(20)), H: size + th.S(16)}, alpha(bg, 220))
	for k, d := range b.dice {
		face := b.rollFace(k, d)
		widgets.DrawDie(dst, th, x+float64(k)*(size+th.S(10)), y, size, face, color.RGBA{245, 240, 225, 255}, color.RGBA{30, 30, 30, 255}, 0)
	}
	if b.rollFace(0, b.dice[0]) == b.dice[0] {
		tx := x + float64(len(b.dice))*(size+th.S(10)) + th.S(4)
		ui.DrawText(dst, ui.FitText(b.diceWhat, th.Face(13, true), th.S(460)), th.Face(13, true), tx, y+size/2-th.S(8), th.C("text"))
	}
}

// drawBar is the status bar: whose decision and how, or what was refused
// and why; the buttons of the decision.
func (b *boardScene) drawBar(dst *ebiten.Image) {
	a := b.a
	th := a.Theme
	r := b.barR
	ui.FillRect(dst, r, th.C("panel"))
	vector.StrokeLine(dst, float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y), 1, th.C("panel_edge"), false)
	type btn struct {
		id, label string
		style     ui.ButtonStyle
	}
	var bs []btn
	s := b.st
	if b.ours() {
		switch s.Pending.Kind {
		case poltava.DecideArrange:
			bs = append(bs, btn{"pv:ready", poltlang.T("btn.ready"), ui.ButtonHot})
		case poltava.DecideRoll:
			bs = append(bs, btn{"pv:roll", poltlang.T("btn.roll"), ui.ButtonHot})
		case poltava.DecideFlip, poltava.DecideLosses:
			st := ui.ButtonNormal
			if len(b.picks) == s.Pending.Count {
				st = ui.ButtonHot
			}
			bs = append(bs, btn{"pv:clear", poltlang.T("btn.clear"), ui.ButtonNormal}, btn{"pv:confirm", poltlang.T("btn.confirm"), st})
		case poltava.DecideMove:
			if hasStartActions(s) {
				bs = append(bs, btn{"pv:start", poltlang.T("btn.start2"), ui.ButtonNormal})
			}
			bs = append(bs, btn{"pv:end", poltlang.T("btn.end_phase"), ui.ButtonHot})
		case poltava.DecideContinue, poltava.DecideFire:
			bs = append(bs, btn{"pv:end", poltlang.T("btn.end_phase"), ui.ButtonHot})
		case poltava.DecideMelee:
			st := ui.ButtonOff
			if len(b.atk) > 0 && len(b.atkHexes) > 0 {
				st = ui.ButtonHot
			}
			bs = append(bs, btn{"pv:attack", poltlang.T("btn.attack"), st}, btn{"pv:clear", poltlang.T("btn.clear"), ui.ButtonNormal},
				btn{"pv:end", poltlang.T("btn.end_phase"), ui.ButtonNormal})
		case poltava.DecideAdvance:
			bs = append(bs, btn{"pv:stop", poltlang.T("btn.stop"), ui.ButtonHot})
		}
	}
	undo := ui.ButtonNormal
	if b.undo == 0 || b.busy() {
		undo = ui.ButtonOff
	}
	bs = append(bs, btn{"pv:undo", poltlang.T("btn.undo"), undo}, btn{"pv:aids", lang.T("top.aids"), ui.ButtonNormal}, btn{"pv:menu", poltlang.T("btn.menu"), ui.ButtonNormal})
	bw, bh, gap := th.S(108), th.S(34), th.S(8)
	x := r.X + r.W - gap
	for k := len(bs) - 1; k >= 0; k-- {
		x -= bw
		tip := ""
		switch bs[k].id {
		case "pv:undo":
			tip = poltlang.T("tip.undo")
		case "pv:aids":
			tip = lang.T("tip.aids")
		}
		a.Button(dst, ui.Rect{X: x, Y: r.CY() - bh/2, W: bw, H: bh}, bs[k].id, bs[k].label, bs[k].style, tip)
		x -= gap
	}
	f := th.Face(13, false)
	c := th.C("text")
	if b.msgErr {
		c = th.C("danger")
	}
	lines := ui.Wrap(b.status(), f, x-r.X-th.S(16))
	if len(lines) > 3 {
		lines = lines[:3]
	}
	lh := ui.LineHeight(f)
	ui.DrawLines(dst, lines, f, r.X+th.S(10), r.CY()-float64(len(lines))*lh/2, c)
}
