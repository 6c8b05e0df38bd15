package redsui

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// counterScreenSize is the side of a counter on screen.
func (b *boardScene) counterScreenSize() float64 { return counterWorld * b.cam.Zoom }

// drawCounters draws every stack as offset counters, bottom first, with
// the units being carried or animated left out.
func (b *boardScene) drawCounters(dst *ebiten.Image) {
	s := b.view()
	skip := b.anim.moving()
	if b.drag != nil {
		for _, id := range b.drag.units {
			skip[id] = true
		}
	}
	stacks := map[hex.Hex][]int{}
	var order []hex.Hex
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap || skip[s.Def(i).ID] {
			continue
		}
		if _, ok := stacks[u.Hex]; !ok {
			order = append(order, u.Hex)
		}
		stacks[u.Hex] = append(stacks[u.Hex], i)
	}
	slices.SortFunc(order, func(a, c hex.Hex) int {
		if a.Row != c.Row {
			return a.Row - c.Row
		}
		return a.Col - c.Col
	})
	size := b.counterScreenSize()
	off := math.Max(2, 4*b.cam.Zoom)
	hl := ui.Batch{Fast: true}
	th := b.a.Theme
	if stackMarkers(b.cam.Zoom) {
		for _, h := range order {
			b.drawStackMarker(dst, s, h, stacks[h])
		}
		return
	}
	for _, h := range order {
		sx, sy := b.screenOf(h)
		if sx < b.mapR.X-size || sy < b.mapR.Y-size || sx > b.mapR.X+b.mapR.W+size || sy > b.mapR.Y+b.mapR.H+size {
			continue
		}
		st := stacks[h]
		n := float64(len(st) - 1)
		// One outline per stack, on its top counter: the best mark of any.
		mark := markNone
		for _, i := range st {
			mark = max(mark, b.markOf(s, i))
		}
		for k, i := range st {
			cx := sx - size/2 + (float64(k)-n/2)*off
			cy := sy - size/2 - (float64(k)-n/2)*off
			m := markNone
			if k == len(st)-1 {
				m = mark
			}
			b.drawCounterMarked(dst, s, i, cx, cy, size, &hl, m)
		}
		if len(st) > 1 && b.cam.Zoom > 0.45 {
			badge := fmt.Sprint(len(st))
			bx, by := sx+size/2+n/2*off, sy-size/2-n/2*off
			vector.DrawFilledCircle(dst, float32(bx), float32(by), float32(math.Max(6, 8*b.cam.Zoom)), th.C("accent"), false)
			ui.DrawTextCentered(dst, badge, th.FaceAt(math.Max(8, 10*b.cam.Zoom), true), bx, by, th.C("panel"))
		}
	}
	hl.Flush(dst)
}

// markerZoom is the zoom below which stacks show as markers: a counter is
// then under 24 px, its figures a few pixels high, unreadable.
const markerZoom = 0.45

// markerSize is the width of a stack's marker on screen.
func (b *boardScene) markerSize() float64 {
	th := b.a.Theme
	return math.Max(th.S(20), math.Min(th.S(30), baseHex*b.cam.Zoom*1.5))
}

// markerDepth is how far below its hex's centre a marker (with its pips)
// reaches: a name written under a stack goes below it.
func (b *boardScene) markerDepth() float64 {
	d := b.markerSize()
	return d/2 + math.Max(1.6, d*0.07)*3.2
}

// stackMarkers: at this zoom stacks are drawn as markers, not counters.
func stackMarkers(zoom float64) bool { return zoom < markerZoom }

// stackStrength is what a stack's marker shows: the strength points of its
// units on the map (aircraft and naval flotillas are off-map support).
func stackStrength(s *reds.State, units []int) int {
	sp := 0
	for _, i := range units {
		if d := s.Def(i); !d.Type.OffMap() {
			sp += d.SP
		}
	}
	return sp
}

// drawStackMarker draws a stack seen from afar as one marker a player reads
// at a glance: a disc for Red, a block for the Whites, in the colour of the
// top unit's faction, with the stack's strength in large figures and its
// outline when it may act or is selected.
func (b *boardScene) drawStackMarker(dst *ebiten.Image, s *reds.State, h hex.Hex, st []int) {
	th := b.a.Theme
	sx, sy := b.screenOf(h)
	d := b.markerSize()
	if sx < b.mapR.X-d || sy < b.mapR.Y-d || sx > b.mapR.X+b.mapR.W+d || sy > b.mapR.Y+b.mapR.H+d {
		return
	}
	top := st[len(st)-1]
	bg, fg := b.art.colors(s.Def(top), s.SideOf(top))
	mark, moved := markNone, true
	for _, i := range st {
		mark = max(mark, b.markOf(s, i))
		moved = moved && (s.Units[i].Moved || s.Units[i].Attacked)
	}
	if moved {
		bg, fg = ui.Blend(bg, color.RGBA{110, 110, 110, 255}, 0.45), ui.Blend(fg, color.RGBA{110, 110, 110, 255}, 0.45)
	}
	key := markerKey{red: s.SideOf(top) == reds.Red, bg: bg, fg: fg, mark: mark,
		sp: stackStrength(s, st), pips: min(len(st), 5), d: int(math.Round(d)), lw: float32(math.Max(1.5, th.S(1.5)))}
	img, cx, cy := b.markers.sprite(th, key)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(sx-cx), math.Round(sy-cy))
	dst.DrawImage(img, op)
}

// markerKey is everything a stack marker's picture depends on.
type markerKey struct {
	red    bool
	bg, fg color.RGBA
	mark   int
	sp     int
	pips   int // counters in the stack, up to five (1: no pips)
	d      int // the marker's size in pixels
	lw     float32
}

// markerSprites are the stack markers painted once each: antialiased
// paths cost a software renderer more per frame than a whole map of
// counters, and a hundred markers repeat a few dozen pictures.
type markerSprites struct {
	imgs map[markerKey]*ebiten.Image
}

// dispose frees the pictures.
func (m *markerSprites) dispose() {
	for _, img := range m.imgs {
		img.Deallocate()
	}
	m.imgs = nil
}

// sprite is the marker's picture and the point of it that goes on the
// hex centre.
func (m *markerSprites) sprite(th *ui.Theme, k markerKey) (*ebiten.Image, float64, float64) {
	d := float64(k.d)
	pad := float64(k.lw)*4 + 2
	w, h := int(math.Ceil(d+2*pad)), int(math.Ceil(d*1.35+2*pad))
	cx, cy := float64(w)/2, pad+d/2
	if img, ok := m.imgs[k]; ok {
		return img, cx, cy
	}
	if m.imgs == nil || len(m.imgs) > 512 {
		m.dispose()
		m.imgs = map[markerKey]*ebiten.Image{}
	}
	img := ebiten.NewImage(w, h)
	edge := color.RGBA{20, 20, 20, 255}
	var shape vector.Path
	r := float32(d / 2)
	x, y := float32(cx), float32(cy)
	if k.red {
		shape.Arc(x, y, r, 0, 2*math.Pi, vector.Clockwise)
		shape.Close()
	} else {
		ui.RoundRect(&shape, x-r, y-r*0.8, 2*r, 1.6*r, r*0.25)
		shape.Close()
	}
	switch k.mark {
	case markSelected:
		mapview.StrokePath(img, &shape, k.lw*4, th.C("ok"), true)
	case markPickable:
		mapview.StrokePath(img, &shape, k.lw*3.2, th.C("select"), true)
	}
	mapview.FillPath(img, &shape, k.bg, true)
	mapview.StrokePath(img, &shape, k.lw, edge, true)
	ui.DrawTextCentered(img, fmt.Sprint(k.sp), th.FaceAt(d*0.62, true), cx, cy, k.fg)
	if k.pips > 1 {
		// How many counters: small pips under the marker.
		n := k.pips
		pr := float32(math.Max(1.6, d*0.07))
		for i := 0; i < n; i++ {
			px := x + (float32(i)-float32(n-1)/2)*pr*2.6
			vector.DrawFilledCircle(img, px, y+r+pr*1.6, pr+0.8, edge, true)
			vector.DrawFilledCircle(img, px, y+r+pr*1.6, pr, k.fg, true)
		}
	}
	m.imgs[k] = img
	return img, cx, cy
}

// Counter outlines: none, may act now, selected.
const (
	markNone = iota
	markPickable
	markSelected
)

// markOf is the outline unit i gets on its own.
func (b *boardScene) markOf(s *reds.State, i int) int {
	switch {
	case slices.Contains(b.sel, s.Def(i).ID):
		return markSelected
	case s == b.state() && b.ours() && b.pickable(i):
		return markPickable
	}
	return markNone
}

// drawCounter draws one counter with its own outline.
func (b *boardScene) drawCounter(dst *ebiten.Image, s *reds.State, i int, x, y, size float64, hl *ui.Batch) {
	b.drawCounterMarked(dst, s, i, x, y, size, hl, b.markOf(s, i))
}

// drawCounterMarked draws one counter with its state: dimmed when it has
// moved, an outline (mark), Done, Out of Supply and raid marks. Outlines go
// into hl, drawn after all counters in one call.
func (b *boardScene) drawCounterMarked(dst *ebiten.Image, s *reds.State, i int, x, y, size float64, hl *ui.Batch, mark int) {
	u := &s.Units[i]
	img := b.art.image(s, i, u.Disordered)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(size/counterPx, size/counterPx)
	op.GeoM.Translate(x, y)
	if u.Moved || u.Attacked {
		op.ColorScale.Scale(0.72, 0.72, 0.72, 1)
	}
	dst.DrawImage(img, op)
	th := b.a.Theme
	lw := float32(math.Max(1.5, 2.5*b.cam.Zoom))
	switch mark {
	case markSelected:
		hl.Stroke(dst, rectPath(x-2, y-2, size+4, size+4), lw*1.4, th.C("ok"))
	case markPickable:
		hl.Stroke(dst, rectPath(x-1, y-1, size+2, size+2), lw, th.C("select"))
	}
	if size < 18 {
		return
	}
	if u.Done {
		ui.DrawTextCentered(dst, lang.T("mark.done"), th.FaceAt(math.Max(7, size*0.2), true), x+size/2, y+size*0.5, th.C("danger"))
	}
	if u.OutOfSupply {
		ui.DrawTextCentered(dst, lang.T("mark.oos"), th.FaceAt(math.Max(7, size*0.18), true), x+size/2, y+size*0.08, th.C("danger"))
	}
	if u.Raiding {
		ui.DrawTextCentered(dst, lang.T("mark.raid"), th.FaceAt(math.Max(7, size*0.18), true), x+size/2, y+size*0.92, th.C("danger"))
	}
}

func rectPath(x, y, w, h float64) *vector.Path {
	var p vector.Path
	p.MoveTo(float32(x), float32(y))
	p.LineTo(float32(x+w), float32(y))
	p.LineTo(float32(x+w), float32(y+h))
	p.LineTo(float32(x), float32(y+h))
	p.Close()
	return &p
}

// drawDrag draws the carried counters (or marker) under the cursor, and the
// path to the hovered hex.
func (b *boardScene) drawDrag(dst *ebiten.Image) {
	d := b.drag
	s := b.state()
	mx, my := ebiten.CursorPosition()
	size := b.counterScreenSize()
	if d.set != nil {
		b.drawSet(dst, d.set)
		b.drawPathTo(dst, d)
	}
	if d.mark != "" {
		img := b.marks.get(d.mark)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		sz := math.Max(18, size*0.6)
		op.GeoM.Scale(sz/markerPx, sz/markerPx)
		op.GeoM.Translate(float64(mx)-sz/2, float64(my)-sz/2)
		dst.DrawImage(img, op)
		return
	}
	hl := ui.Batch{Fast: true}
	for k, id := range d.units {
		if id == reds.GoldID {
			img := b.marks.get(goldMark(s.GoldSide))
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			sz := math.Max(18, size*0.6)
			op.GeoM.Scale(sz/markerPx, sz/markerPx)
			op.GeoM.Translate(float64(mx)-sz/2, float64(my)-sz/2)
			dst.DrawImage(img, op)
			continue
		}
		i, ok := s.UnitByID(id)
		if !ok {
			continue
		}
		b.drawCounter(dst, s, i, float64(mx)-size/2+float64(k)*4, float64(my)-size/2-float64(k)*4, size, &hl)
	}
	hl.Flush(dst)
}

// drawPathTo draws the path a drop on the hovered hex would take.
func (b *boardScene) drawPathTo(dst *ebiten.Image, d *drag) {
	var path []hex.Hex
	switch {
	case d.set.reach != nil:
		path = d.set.reach.Path(b.hover)
	case d.set.strat != nil:
		if ds := d.set.strat[b.hover]; len(ds) > 0 {
			path = ds[0].Path
		}
	case d.set.retreat != nil:
		if o, ok := retreatRoute(d.set.retreat[b.hover], d.via); ok {
			path = o.Path[:]
		}
	}
	if len(path) < 2 {
		return
	}
	p := b.screenPath(path)
	mapview.StrokePath(dst, p, float32(math.Max(3, 6*b.cam.Zoom)), ui.WithAlpha(b.a.Theme.C("path"), 210), false)
}

// drawRetreatPlan draws the retreat paths planned for units of a stack
// that splits up, each ending in a ring, until the plan is sent.
func (b *boardScene) drawRetreatPlan(dst *ebiten.Image) {
	c := ui.WithAlpha(b.a.Theme.C("path"), 150)
	w := float32(math.Max(2, 4*b.cam.Zoom))
	for _, p := range b.retreatPlan {
		mapview.StrokePath(dst, b.screenPath(p.path[:]), w, c, false)
		x, y := b.screenOf(p.path[2])
		vector.StrokeCircle(dst, float32(x), float32(y), float32(baseHex*b.cam.Zoom*0.5), w, c, true)
	}
}

// drawLit lights the hexes a click acts on now (when nothing is dragged).
func (b *boardScene) drawLit(dst *ebiten.Image) {
	if b.drag != nil {
		return
	}
	if l := b.litNow(); l != nil {
		b.drawSet(dst, l)
		if _, ok := l.hexes[b.hover]; ok {
			b.drawPathTo(dst, &drag{set: l, via: hex.None})
		}
	}
}

// drawSet lights a set of hexes with their labels.
func (b *boardScene) drawSet(dst *ebiten.Image, set *litSet) {
	th := b.a.Theme
	bt := ui.Batch{Fast: true}
	r := baseHex * b.cam.Zoom * 0.92
	type label struct {
		x, y float64
		s    string
		c    color.RGBA
	}
	var labels []label
	for h, l := range set.hexes {
		sx, sy := b.screenOf(h)
		if !b.mapR.Contains(sx, sy) {
			continue
		}
		c := th.C("reach")
		switch {
		case l.enemy:
			c = th.C("danger")
		case l.stop:
			c = th.C("reach_stop")
		}
		bt.Fill(dst, ui.HexPath(sx, sy, r), ui.WithAlpha(c, 80))
		bt.Stroke(dst, ui.HexPath(sx, sy, r), 2, ui.WithAlpha(c, 230))
		if l.label != "" && b.cam.Zoom > 0.3 {
			labels = append(labels, label{sx, sy + r*0.66, l.label, ui.Darker(c, 0.4)})
		}
	}
	bt.Flush(dst)
	face := th.FaceAt(math.Min(17, math.Max(9, 13*b.cam.Zoom)), true)
	for _, l := range labels {
		ui.DrawTextCentered(dst, l.s, face, l.x, l.y, l.c)
	}
	// The hovered lit hex gets a brighter rim.
	if l, ok := set.hexes[b.hover]; ok {
		sx, sy := b.screenOf(b.hover)
		c := th.C("reach")
		if l.enemy {
			c = th.C("danger")
		}
		mapview.StrokePath(dst, ui.HexPath(sx, sy, r), 4, c, false)
	}
}

// drawPanel shows the open stack spread out, every counter readable; a
// click selects a counter, a drag carries it alone.
func (b *boardScene) drawPanel(dst *ebiten.Image) {
	b.panel = b.panel[:0]
	if !b.openStack.Valid() {
		return
	}
	s := b.view()
	st := stackOf(s, b.openStack)
	if len(st) == 0 {
		b.openStack = hex.None
		return
	}
	a := b.a
	th := a.Theme
	size := th.S(72)
	gap := th.S(8)
	w := float64(len(st))*(size+gap) + gap
	h := size + th.S(34)
	sx, sy := b.screenOf(b.openStack)
	px := math.Max(b.mapR.X+4, math.Min(sx-w/2, b.mapR.X+b.mapR.W-w-4))
	py := sy - b.counterScreenSize() - h - th.S(8)
	if py < b.mapR.Y+4 {
		py = sy + b.counterScreenSize()
	}
	th.DrawPanel(dst, px, py, w, h)
	hl := ui.Batch{Fast: true}
	for k, i := range st {
		cx := px + gap + float64(k)*(size+gap)
		b.drawCounter(dst, s, i, cx, py+gap, size, &hl)
		ui.DrawTextCentered(dst, ui.FitText(redslang.Unit(s.Def(i)), th.Face(10, false), size+gap), th.Face(10, false), cx+size/2, py+gap+size+th.S(10), th.C("text"))
		r := ui.Rect{X: cx, Y: py + gap, W: size, H: size}
		b.panel = append(b.panel, panelCounter{unit: i, r: r})
		a.Hits.AddDrag(r, "stack:"+s.Def(i).ID, "")
	}
	hl.Flush(dst)
}

// drawMapTools draws the overlay switches at the map's top-left.
func (b *boardScene) drawMapTools(dst *ebiten.Image) {
	a := b.a
	th := a.Theme
	x, y := b.mapR.X+th.S(8), b.mapR.Y+th.S(8)
	bh := th.S(24)
	tools := []struct {
		id, key string
		on      bool
	}{
		{"supply", "S", b.overlays.supply}, {"zoc", "Z", b.overlays.zoc}, {"fronts", "F", b.overlays.fronts},
		{"stacking", "K", b.overlays.stacking}, {"mini", "M", b.showMini},
	}
	for _, t := range tools {
		st := ui.ButtonNormal
		if t.on {
			st = ui.ButtonOn
		}
		label := lang.T("tool." + t.id)
		bw := math.Max(th.S(56), ui.TextWidth(label, th.Face(13, false))+th.S(16))
		a.Button(dst, ui.Rect{X: x, Y: y, W: bw, H: bh}, "tool:"+t.id, lang.T("tool."+t.id), st, lang.T("tip.tool."+t.id)+" ("+t.key+")")
		x += bw + th.S(4)
	}
}

// drawTray shows the units waiting to be placed (a reinforcement, a
// special unit, replacements to choose from): drag one onto a lit hex.
func (b *boardScene) drawTray(dst *ebiten.Image) {
	if !b.ours() {
		return
	}
	s := b.state()
	p := s.Pending
	var ids []string
	var title string
	switch p.Kind {
	case reds.DecidePlace:
		ids, title = p.Units, lang.T("tray.place", redslang.Side(p.Side))
	case reds.DecideReplace:
		ids = s.ReplacementCandidates(p.Side)
		title = lang.T("tray.replace", redslang.Side(p.Side), allowanceText(s))
	default:
		return
	}
	a := b.a
	th := a.Theme
	size := th.S(60)
	gap := th.S(8)
	perRow := max(1, int((b.mapR.W*0.6)/(size+gap)))
	rows := (len(ids) + perRow - 1) / perRow
	w := math.Max(th.S(260), float64(min(len(ids), perRow))*(size+gap)+gap)
	w = math.Min(b.mapR.W*0.8, math.Max(w, ui.TextWidth(title, th.Face(13, true))+th.S(20)))
	h := th.S(30) + float64(rows)*(size+gap+th.S(12))
	x, y := b.mapR.X+th.S(8), b.mapR.Y+th.S(40)
	th.DrawPanel(dst, x, y, w, h)
	ui.DrawText(dst, ui.FitText(title, th.Face(13, true), w-th.S(12)), th.Face(13, true), x+th.S(8), y+th.S(7), th.C("accent"))
	hl := ui.Batch{Fast: true}
	for k, id := range ids {
		i, ok := s.UnitByID(id)
		if !ok {
			continue
		}
		cx := x + gap + float64(k%perRow)*(size+gap)
		cy := y + th.S(30) + float64(k/perRow)*(size+gap+th.S(12))
		if b.drag != nil && b.drag.tray && b.drag.units[0] == id {
			continue
		}
		img := b.art.image(s, i, p.Kind == reds.DecideReplace)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(size/counterPx, size/counterPx)
		op.GeoM.Translate(cx, cy)
		dst.DrawImage(img, op)
		if id == b.trayPick || p.Kind == reds.DecidePlace {
			hl.Stroke(dst, rectPath(cx-2, cy-2, size+4, size+4), 3, th.C("ok"))
		}
		ui.DrawText(dst, ui.FitText(redslang.Unit(s.Def(i)), th.Face(10, false), size+gap), th.Face(10, false), cx+size/2, cy+size+th.S(2), th.C("text"), text.AlignCenter)
		a.Hits.AddDrag(ui.Rect{X: cx, Y: cy, W: size, H: size}, "tray:"+id, unitDetail(s, i))
	}
	hl.Flush(dst)
	if b.drag != nil && b.drag.tray {
		mx, my := ebiten.CursorPosition()
		if i, ok := s.UnitByID(b.drag.units[0]); ok {
			hl2 := ui.Batch{Fast: true}
			b.drawCounter(dst, s, i, float64(mx)-size/2, float64(my)-size/2, size, &hl2)
		}
	}
}

// allowanceText is what a replacement step may still bring back.
func allowanceText(s *reds.State) string {
	al := s.Allowance
	if al == nil {
		return ""
	}
	if s.Pending.Side == reds.Red {
		t := lang.T("allow.red", al.Red)
		if al.Makhno {
			t += " · " + lang.T("allow.makhno")
		}
		return t
	}
	return lang.T("allow.white", al.AFSR, al.Siberian, al.Poles)
}
