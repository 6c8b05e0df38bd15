package poltavaui

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/ui"
)

// screenHex is h's centre on the screen.
func (b *boardScene) screenHex(h hex.Hex) (float64, float64) {
	x, y := b.layout.Center(h)
	return b.cam.ToScreen(x, y)
}

// drawCounters draws every counter on the map, with a shadow, and the
// leaders standing with them.
func (b *boardScene) drawCounters(dst *ebiten.Image) {
	z := b.cam.Zoom
	size := counterWorld * z
	sc := size / counterPx
	where := map[string][2]float64{}
	// A counter the computer moved travels its path, over the others.
	var placedNow, moving []placed
	for _, p := range layoutCounters(b.st, b.grid) {
		if c, ok := b.sliding(p.u.ID); ok {
			p.x, p.y = c.X-counterWorld/2, c.Y-counterWorld/2
			moving = append(moving, p)
			continue
		}
		placedNow = append(placedNow, p)
	}
	for _, p := range append(placedNow, moving...) {
		x, y := b.cam.ToScreen(p.x, p.y)
		if x > b.mapR.X+b.mapR.W || y > b.mapR.Y+b.mapR.H || x+size < b.mapR.X || y+size < b.mapR.Y {
			continue
		}
		img := b.art.image(p.u)
		sh := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		sh.GeoM.Scale(sc, sc)
		sh.GeoM.Translate(x+math.Max(1.5, size*0.05), y+math.Max(1.5, size*0.05))
		sh.ColorScale.Scale(0, 0, 0, 0.35)
		dst.DrawImage(img, sh)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(sc, sc)
		op.GeoM.Translate(x, y)
		dst.DrawImage(img, op)
		where[p.u.ID] = [2]float64{x, y}
	}
	// Leaders: a round marker on the right edge of their unit's counter.
	n := map[string]int{}
	for i := range b.st.Leaders {
		l := &b.st.Leaders[i]
		at, ok := where[l.With]
		if l.Status != poltava.OnMap || !ok {
			continue
		}
		k := n[l.With]
		n[l.With]++
		r := float32(math.Max(4, size*0.16))
		cx := float32(at[0]+size) - r*0.3
		cy := float32(at[1]+size*0.42) + float32(k)*r*1.7
		bg, _, _ := sideColours(l.Side)
		vector.DrawFilledCircle(dst, cx+1, cy+1, r, color.RGBA{0, 0, 0, 90}, true)
		vector.DrawFilledCircle(dst, cx, cy, r, leaderGold, true)
		vector.StrokeCircle(dst, cx, cy, r, float32(math.Max(1.2, float64(r)*0.28)), bg, true)
		var bt ui.Batch
		drawStar(&bt, dst, cx, cy, r*0.62, bg)
		bt.Flush(dst)
	}
}

// drawRedoubts marks each redoubt of Scenario 2 garrisoned (a red marker,
// the Russian side up) or captured (the Swedish colours, crossed), as
// State.Redoubts says. Scenario 1 uses no markers (S1.2).
func (b *boardScene) drawRedoubts(dst *ebiten.Image) {
	if len(b.st.Redoubts) == 0 {
		return
	}
	z := b.cam.Zoom
	s := float32(baseHex * 0.5 * z)
	face := b.a.Theme.FaceAt(math.Max(7, baseHex*0.26*z), true)
	for i, r := range b.file.Data.Board.Redoubts {
		if i >= len(b.st.Redoubts) {
			break
		}
		x, y := b.screenHex(r.Hex)
		mx, my := float32(x-baseHex*0.62*z), float32(y)
		fill, ink := colRedoubt, color.RGBA{255, 255, 255, 255}
		if !b.st.Redoubts[i].Garrisoned {
			fill, ink = swedeBG, swedeFG
		}
		vector.DrawFilledRect(dst, mx-s/2+1, my-s/2+1, s, s, color.RGBA{0, 0, 0, 80}, true)
		vector.DrawFilledRect(dst, mx-s/2, my-s/2, s, s, fill, true)
		vector.StrokeRect(dst, mx-s/2, my-s/2, s, s, 1.2, ui.Darker(fill, 0.5), true)
		if !b.st.Redoubts[i].Garrisoned {
			vector.StrokeLine(dst, mx-s/2+2, my-s/2+2, mx+s/2-2, my+s/2-2, 2, ink, true)
			vector.StrokeLine(dst, mx-s/2+2, my+s/2-2, mx+s/2-2, my-s/2+2, 2, ink, true)
		} else {
			ui.DrawTextCentered(dst, r.ID[1:], face, float64(mx), float64(my), ink)
		}
	}
}

// drawSetupLabels shows, during set-up, the scenario's set-up labels on
// their hexes (S1.3, S2.1): a faint tint of the side's colour and the
// label under the counter.
func (b *boardScene) drawSetupLabels(dst *ebiten.Image) {
	z := b.cam.Zoom
	face := b.a.Theme.FaceAt(math.Max(7, baseHex*0.27*z), true)
	for _, g := range b.file.Data.Scenario.Groups {
		bg, _, _ := sideColours(g.Side)
		for _, h := range g.Hexes {
			x, y := b.screenHex(h)
			if !b.mapR.Contains(x, y) {
				continue
			}
			p := ui.HexPath(x, y, (baseHex-2)*z)
			var bt ui.Batch
			bt.Fill(dst, p, alpha(bg, 40))
			bt.Stroke(dst, p, float32(math.Max(1, 2*z)), alpha(bg, 150))
			bt.Flush(dst)
			haloText(dst, g.Label, face, x, y+baseHex*0.7*z, bg)
		}
	}
}

// drawEntries marks the entry hexes of the Swedish columns of Scenario 2
// (S2.1) in their colours, with the number of units still to enter there.
func (b *boardScene) drawEntries(dst *ebiten.Image) {
	d := b.file.Data
	if len(d.Scenario.Entry) == 0 {
		return
	}
	z := b.cam.Zoom
	face := b.a.Theme.FaceAt(math.Max(8, baseHex*0.34*z), true)
	small := b.a.Theme.FaceAt(math.Max(7, baseHex*0.24*z), true)
	for _, e := range d.Scenario.Entry {
		col := d.Counters.EntryColumns[e.Column-1]
		waiting := 0
		for _, id := range e.Units {
			if u := b.st.Unit(id); u != nil && u.Status == poltava.OffMap {
				waiting++
			}
		}
		c := hexColour(col.Colour)
		x, y := b.screenHex(col.Hex)
		var bt ui.Batch
		bt.Stroke(dst, ui.HexPath(x, y, (baseHex-2)*z), float32(math.Max(2, 4*z)), c)
		// A triangle below the edge, pointing into the map.
		ty := float32(y + baseHex*1.45*z)
		s := float32(baseHex * 0.5 * z)
		var tri vector.Path
		tri.MoveTo(float32(x), ty-s)
		tri.LineTo(float32(x)+s, ty+s*0.7)
		tri.LineTo(float32(x)-s, ty+s*0.7)
		tri.Close()
		bt.Fill(dst, &tri, c)
		bt.Flush(dst)
		ui.DrawTextCentered(dst, fmt.Sprint(e.Column), face, x, float64(ty)+float64(s)*0.15, inkOn(c))
		if waiting > 0 && (b.st.Phase == poltava.PhaseSetup || b.st.Turn <= d.Scenario.FirstTurn+3) {
			haloText(dst, lang.T("poltava.entry_waiting", waiting), small, x, float64(ty)+float64(s)*1.5, colText)
		}
	}
}

// haloText draws centred text with a light halo so it reads on any terrain.
func haloText(dst *ebiten.Image, s string, f *text.GoTextFace, x, y float64, fg color.Color) {
	for _, o := range [][2]float64{{-1.2, 0}, {1.2, 0}, {0, -1.2}, {0, 1.2}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
		ui.DrawTextCentered(dst, s, f, x+o[0], y+o[1], colHalo)
	}
	ui.DrawTextCentered(dst, s, f, x, y, fg)
}
