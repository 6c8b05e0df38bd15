package redsui

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// The static map (terrain, lines, borders, cities, names) is drawn once, at
// base scale, into tiles no larger than tileSize: one image of the whole map
// would exceed a GPU's texture limit. Each frame only composites the tiles
// in view, so drawing the map costs a few draw calls whatever its size.
//
// A tile is painted the first time it is in view close up; before that, and
// whenever the whole map is in view, an overview painted at a smaller scale
// stands for the map. The window opens on the overview alone: painting every
// tile with anti-aliasing takes most of a second without a GPU.
const (
	baseHex  = 48.0 // hex circumradius in world pixels
	tileSize = 512
	// tilesPerFrame bounds the tiles painted in one frame, so zooming in
	// stays smooth; the overview fills in meanwhile.
	tilesPerFrame = 1
	// tilePad is the rim painted around each tile and left out when it is
	// drawn: linear filtering at a zoom that is not whole samples past a
	// tile's edge, and must find map there, not transparency, or every
	// tile seam shows as a line.
	tilePad = 1
	// tileStep is the map a tile shows: with its rim a full tile is
	// tileSize, a power of two, which is what the GPU allocates anyway.
	tileStep = tileSize - 2*tilePad
)

type mapCache struct {
	board  *reds.Board
	layout hex.Layout
	// World extent of the map.
	x0, y0, x1, y1 float64
	tiles          []mapTile
	overview       *ebiten.Image
	ovScale        float64
	scratch        *ebiten.Image
	painter        *mapPainter
	// pending: a tile in view was not painted yet.
	pending bool
}

type mapTile struct {
	img  *ebiten.Image // nil until painted
	x, y float64       // world position of the tile's top-left
	w, h int
}

func worldLayout(b *reds.Board) hex.Layout {
	l := hex.Layout{Size: baseHex}
	x0, y0, _, _ := l.Bounds(b.MinCol, b.MinRow, b.MaxCol, b.MaxRow)
	l.OriginX, l.OriginY = -x0, -y0
	return l
}

func newMapCache(b *reds.Board, th *ui.Theme) *mapCache {
	l := worldLayout(b)
	x0, y0, x1, y1 := l.Bounds(b.MinCol, b.MinRow, b.MaxCol, b.MaxRow)
	m := &mapCache{board: b, layout: l, x0: x0, y0: y0, x1: x1, y1: y1}
	m.painter = &mapPainter{b: b, l: l, th: th}
	if g, err := scenarios.Geography(b.ID); err == nil {
		m.painter.geo = g
	}
	for ty := math.Floor(y0); ty < y1; ty += tileStep {
		for tx := math.Floor(x0); tx < x1; tx += tileStep {
			w := int(math.Min(tileStep, math.Ceil(x1-tx)))
			h := int(math.Min(tileStep, math.Ceil(y1-ty)))
			m.tiles = append(m.tiles, mapTile{x: tx, y: ty, w: w, h: h})
		}
	}
	// The overview: half the base scale, or less to stay within 2048 px.
	m.ovScale = math.Min(0.5, 2048/math.Max(x1-x0, y1-y0))
	ow := int(math.Ceil((x1 - x0) * m.ovScale))
	oh := int(math.Ceil((y1 - y0) * m.ovScale))
	m.overview = ui.BigImage(ow, oh)
	work := ui.BigImage(ow, oh)
	m.painter.paintScaled(work, x0, y0, m.ovScale)
	m.overview.DrawImage(work, nil)
	work.Deallocate() // and the anti-aliasing buffer Ebiten kept with it
	return m
}

// paintAll paints every tile now (benchmarks, screenshots of everything).
func (m *mapCache) paintAll() {
	for k := range m.tiles {
		m.paintTile(k)
	}
}

func (m *mapCache) paintTile(k int) {
	t := &m.tiles[k]
	if t.img != nil {
		return
	}
	// Tiles are painted on one scratch image and copied: the buffer Ebiten
	// anti-aliases through stays with the scratch, not with every tile.
	if m.scratch == nil {
		m.scratch = ui.BigImage(tileSize, tileSize)
	}
	m.scratch.Clear()
	m.painter.paintScaled(m.scratch, t.x-tilePad, t.y-tilePad, 1)
	t.img = ui.BigImage(t.w+2*tilePad, t.h+2*tilePad)
	t.img.DrawImage(m.scratch.SubImage(image.Rect(0, 0, t.w+2*tilePad, t.h+2*tilePad)).(*ebiten.Image), nil)
}

// inner is the tile without its rim: what is drawn.
func (t *mapTile) inner() *ebiten.Image {
	return t.img.SubImage(image.Rect(tilePad, tilePad, tilePad+t.w, tilePad+t.h)).(*ebiten.Image)
}

// draw composites the map in view: the overview when the map is seen from
// afar, else the tiles in view (painting those missing, a few per frame,
// with the overview under them meanwhile).
func (m *mapCache) draw(dst *ebiten.Image, cam *mapview.Camera) {
	m.pending = false
	g := cam.GeoM()
	overview := func() {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(1/m.ovScale, 1/m.ovScale)
		op.GeoM.Translate(m.x0, m.y0)
		op.GeoM.Concat(g)
		dst.DrawImage(m.overview, op)
	}
	if cam.Zoom <= m.ovScale*1.2 {
		overview()
		return
	}
	wx0, wy0 := cam.ToWorld(cam.VX, cam.VY)
	wx1, wy1 := cam.ToWorld(cam.VX+cam.VW, cam.VY+cam.VH)
	budget := tilesPerFrame
	drewOverview := false
	for k := range m.tiles {
		t := &m.tiles[k]
		if t.x > wx1 || t.y > wy1 || t.x+float64(t.w) < wx0 || t.y+float64(t.h) < wy0 {
			continue
		}
		if t.img == nil && budget > 0 {
			m.paintTile(k)
			budget--
		}
		if t.img == nil {
			m.pending = true
			if !drewOverview {
				overview()
				drewOverview = true
			}
			continue
		}
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(t.x, t.y)
		op.GeoM.Concat(g)
		dst.DrawImage(t.inner(), op)
	}
}

// mapPainter draws the static map into one tile. Shapes go into one batch
// that is flushed layer by layer (terrain, lines, borders, cities), so a
// tile costs a dozen draw calls, not one per hex.
type mapPainter struct {
	b *reds.Board
	// geo is the map's real coasts, lakes and rivers, drawn under the
	// grid; nil for a map without (water is then drawn hex by hex).
	geo *reds.Geography
	l   hex.Layout
	th  *ui.Theme
	// The image being painted: world offset and extent, and its scale
	// (1 for tiles, less for the overview).
	ox, oy float64
	w, h   float64
	scale  float64
	dst    *ebiten.Image
	bt     ui.Batch
}

func (p *mapPainter) visible(wx, wy, margin float64) bool {
	return wx+margin >= p.ox && wy+margin >= p.oy && wx-margin <= p.ox+p.w && wy-margin <= p.oy+p.h
}

// at is the tile position of h's centre, and whether h is near the tile.
func (p *mapPainter) at(h hex.Hex, margin float64) (float64, float64, bool) {
	x, y := p.l.Center(h)
	return x - p.ox, y - p.oy, p.visible(x, y, margin)
}

// paintScaled paints the map from world point ox, oy into dst at a scale.
func (p *mapPainter) paintScaled(dst *ebiten.Image, ox, oy, scale float64) {
	p.ox, p.oy, p.dst, p.scale = ox, oy, dst, scale
	p.bt.Scale = float32(scale)
	bd := dst.Bounds()
	p.bt.Span = [2]float32{float32(bd.Dx()), float32(bd.Dy())}
	p.w, p.h = float64(bd.Dx())/scale, float64(bd.Dy())/scale
	th := p.th
	dst.Fill(th.C("background"))
	b := p.b
	if p.geo != nil {
		// Beyond the playing area the land is foreign, the sea still sea:
		// the map is a rectangle, as printed, not a ragged edge of hexes.
		x0, y0, x1, y1 := p.l.Bounds(b.MinCol, b.MinRow, b.MaxCol, b.MaxRow)
		p.bt.Rect(dst, float32(x0-p.ox), float32(y0-p.oy), float32(x1-x0), float32(y1-y0), th.C("outside"))
	}
	// Hexes of the extent outside the playing area, then terrain.
	for c := b.MinCol; c <= b.MaxCol; c++ {
		for r := b.MinRow; r <= b.MaxRow; r++ {
			h := hex.Hex{Col: c, Row: r}
			if x, y, ok := p.at(h, baseHex*1.2); ok && !b.On(h) {
				p.bt.Fill(dst, ui.HexPath(x, y, baseHex+0.6), th.C("outside"))
			}
		}
	}
	for i := range b.Cells {
		cell := &b.Cells[i]
		if x, y, ok := p.at(cell.Hex, baseHex*1.2); ok {
			fill := th.C(cell.Terrain.String())
			if p.geo != nil && !cell.Land() {
				// The water is drawn with its real outline over it: what
				// land the hex holds shows as land.
				fill = th.C("clear")
			}
			p.bt.Fill(dst, ui.HexPath(x, y, baseHex+0.6), fill)
		}
	}
	p.water()
	// The layers go into one batch, drawn in order by one anti-aliased
	// call: each call anti-aliases through an offscreen image the size of
	// the tile, which is what painting the map costs most.
	for i := range b.Cells {
		cell := &b.Cells[i]
		if x, y, ok := p.at(cell.Hex, baseHex*1.2); ok {
			p.decorate(cell, x, y)
			switch {
			case cell.Land():
				p.bt.Stroke(dst, ui.HexPath(x, y, baseHex), 1, th.C("hex_edge"))
			case p.geo != nil:
				// The grid goes on over the water, faint, as printed.
				p.bt.Stroke(dst, ui.HexPath(x, y, baseHex), 1, ui.WithAlpha(color.RGBA{255, 255, 255, 255}, 70))
			}
		}
	}
	p.borders()
	p.lines()
	p.cities()
	if scale < 1 {
		// The overview is seen from afar: hex numbers and city names would
		// be specks; the board writes the chief names over it at a size
		// a player reads (farNames).
		p.labels()
		return
	}
	// Text last: hex numbers, city names, labels.
	numFace := th.FaceAt(baseHex*0.2, false)
	for i := range b.Cells {
		cell := &b.Cells[i]
		if x, y, ok := p.at(cell.Hex, baseHex*1.2); ok && cell.Land() {
			p.text(cell.Hex.String(), numFace, x, y-baseHex*0.72, ui.WithAlpha(th.C("text_dim"), 200))
		}
	}
	p.names()
	p.labels()
}

// decorate adds the terrain's texture, read at a glance as on a printed
// map: a wood of small trees for forest, reed tufts over water lines for
// swamp, shaded peaks for mountains and a sparse stipple for the desert
// and steppe of Turkestan. Positions are jittered by a hash of the hex, so
// the pattern never repeats hex to hex and is the same in every tile.
func (p *mapPainter) decorate(cell *reds.Cell, x, y float64) {
	th, dst := p.th, p.dst
	seed := uint32(cell.Hex.Col*7919 + cell.Hex.Row*104729)
	rnd := func() float64 { // xorshift: deterministic per hex
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return float64(seed%10000) / 10000
	}
	// spots are jittered points of a lattice within the hex.
	spots := func(step, jitter float64) [][2]float64 {
		var out [][2]float64
		for j := -3; j <= 3; j++ {
			for i := -3; i <= 3; i++ {
				ox := (float64(i) + 0.5*float64(j&1)) * step
				oy := float64(j) * step * 0.86
				ox += (rnd() - 0.5) * jitter * step
				oy += (rnd() - 0.5) * jitter * step
				if math.Hypot(ox, oy) < baseHex*0.8 {
					out = append(out, [2]float64{x + ox, y + oy})
				}
			}
		}
		return out
	}
	switch cell.Terrain {
	case reds.Forest:
		c := ui.Darker(th.C("forest"), 0.68)
		for _, o := range spots(baseHex*0.3, 0.6) {
			tx, ty := float32(o[0]), float32(o[1])
			var tri vector.Path
			tri.MoveTo(tx, ty-baseHex*0.1)
			tri.LineTo(tx+baseHex*0.065, ty+baseHex*0.05)
			tri.LineTo(tx-baseHex*0.065, ty+baseHex*0.05)
			tri.Close()
			p.bt.Fill(dst, &tri, c)
			p.bt.Line(dst, tx, ty+baseHex*0.05, tx, ty+baseHex*0.09, 1, c)
		}
	case reds.Swamp:
		c := ui.Darker(th.C("swamp"), 0.6)
		for _, o := range spots(baseHex*0.36, 0.5) {
			tx, ty := float32(o[0]), float32(o[1])
			p.bt.Line(dst, tx-baseHex*0.1, ty, tx+baseHex*0.1, ty, 1.1, c)
			for _, k := range []float32{-0.05, 0, 0.05} {
				p.bt.Line(dst, tx+baseHex*k, ty-1, tx+baseHex*k*1.6, ty-baseHex*0.09, 0.9, c)
			}
		}
	case reds.Mountain:
		dark, light := ui.Darker(th.C("mountain"), 0.55), ui.Darker(th.C("mountain"), 0.8)
		for _, o := range spots(baseHex*0.42, 0.45) {
			tx, ty := float32(o[0]), float32(o[1])
			h := float32(baseHex * (0.12 + 0.06*rnd()))
			var shade vector.Path
			shade.MoveTo(tx, ty-h)
			shade.LineTo(tx+h*1.2, ty+h*0.6)
			shade.LineTo(tx, ty+h*0.6)
			shade.Close()
			p.bt.Fill(dst, &shade, light)
			var ridge vector.Path
			ridge.MoveTo(tx-h*1.2, ty+h*0.6)
			ridge.LineTo(tx, ty-h)
			ridge.LineTo(tx+h*1.2, ty+h*0.6)
			p.bt.Stroke(dst, &ridge, 1.3, dark)
		}
	case reds.Clear:
		if cell.Front != reds.TurkestanFront {
			return
		}
		c := ui.Darker(th.C("clear"), 0.72)
		for _, o := range spots(baseHex*0.24, 0.9) {
			p.bt.Rect(dst, float32(o[0]), float32(o[1]), 1.6, 1.6, c)
		}
	}
}

// edge returns the tile segment of the side of h facing direction d: side d
// (N = 0, clockwise) spans corners d+4 and d+5 of the layout's numbering
// (east = 0, clockwise on screen).
func (p *mapPainter) edge(h hex.Hex, d int) (x0, y0, x1, y1 float32) {
	ax, ay := p.l.Corner(h, (d+4)%6)
	bx, by := p.l.Corner(h, (d+5)%6)
	return float32(ax - p.ox), float32(ay - p.oy), float32(bx - p.ox), float32(by - p.oy)
}

// borders draws political borders, front boundaries, the occupation line,
// all-water hexsides and the Free Territory.
func (p *mapPainter) borders() {
	b, th, dst := p.b, p.th, p.dst
	for i := range b.Cells {
		cell := &b.Cells[i]
		if _, _, ok := p.at(cell.Hex, baseHex*1.2); !ok {
			continue
		}
		for d := 0; d < 6; d++ {
			n := cell.Adj[d]
			x0, y0, x1, y1 := p.edge(cell.Hex, d)
			if n < 0 {
				if cell.Land() {
					p.bt.Line(dst, x0, y0, x1, y1, 2, th.C("panel_edge"))
				}
				continue
			}
			other := &b.Cells[n]
			if cell.Land() && other.Land() {
				if cell.SeaSide&(1<<d) != 0 {
					p.bt.Line(dst, x0, y0, x1, y1, 4, th.C("sea"))
				}
				if cell.LakeSide&(1<<d) != 0 {
					p.bt.Line(dst, x0, y0, x1, y1, 4, th.C("lake"))
				}
			}
			// Each shared side once, from the lower index.
			if int32(i) > n || !cell.Land() || !other.Land() {
				continue
			}
			if cell.Front != other.Front {
				p.dashed(x0, y0, x1, y1, 2, ui.WithAlpha(th.C("front"), 170), 5, 4)
			}
			if cell.Region != other.Region {
				reg := cell.Region
				if reg == reds.Russia {
					reg = other.Region
				}
				p.bt.Line(dst, x0, y0, x1, y1, 3.5, th.C("border_"+reg.String()))
			}
			if cell.WestOfLine != other.WestOfLine {
				p.dashed(x0, y0, x1, y1, 3, th.C("occupation"), 9, 5)
			}
			if cell.FreeTerritory != other.FreeTerritory {
				p.dashed(x0, y0, x1, y1, 2.5, th.C("free_territory"), 2, 3)
			}
		}
	}
}

func (p *mapPainter) dashed(x0, y0, x1, y1, w float32, c color.Color, on, off float32) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	for s := float32(0); s < l; s += on + off {
		e := min(s+on, l)
		p.bt.Line(p.dst, x0+ux*s, y0+uy*s, x0+ux*e, y0+uy*e, w, c)
	}
}

// geoXY is the image position (world units) of point k of a geography list.
func (p *mapPainter) geoXY(v []int32, k int) (float32, float32) {
	gx, gy := p.geo.Point(v, k)
	u := baseHex * math.Sqrt(3) // grid unit: adjacent centres are one apart
	return float32(p.l.OriginX + gx*u - p.ox), float32(p.l.OriginY + gy*u - p.oy)
}

// tileMargin is how far beyond its edges a tile takes shapes in (world
// units), so that a line's width and its joins are not cut at the edge.
const tileMargin = 12

// onTile is the tile's rectangle with its margin, in tile coordinates.
func (p *mapPainter) onTile() (x0, y0, x1, y1 float32) {
	return -tileMargin, -tileMargin, float32(p.w) + tileMargin, float32(p.h) + tileMargin
}

// traceOnTile adds to a path the segments of a geography list that come
// near the tile, as runs (a ring closes through its first point).
func (p *mapPainter) traceOnTile(path *vector.Path, v []int32, closed bool) {
	n := len(v) / 2
	if n < 2 {
		return
	}
	x0, y0, x1, y1 := p.onTile()
	segs := n - 1
	if closed {
		segs = n
	}
	open := false
	ax, ay := p.geoXY(v, 0)
	for k := 0; k < segs; k++ {
		bx, by := p.geoXY(v, (k+1)%n)
		near := max(ax, bx) >= x0 && min(ax, bx) <= x1 && max(ay, by) >= y0 && min(ay, by) <= y1
		switch {
		case near && !open:
			path.MoveTo(ax, ay)
			path.LineTo(bx, by)
			open = true
		case near:
			path.LineTo(bx, by)
		default:
			open = false
		}
		ax, ay = bx, by
	}
}

// traceClipped adds a ring to a path cut to the tile (Sutherland and
// Hodgman's clipping against each edge in turn). The part of a ring
// inside a rectangle is the ring clipped to it, so an even-odd fill of
// clipped rings is the fill of the whole rings on the tile.
func (p *mapPainter) traceClipped(path *vector.Path, v []int32) {
	n := len(v) / 2
	if n < 3 {
		return
	}
	pts := make([][2]float32, n)
	for k := range n {
		x, y := p.geoXY(v, k)
		pts[k] = [2]float32{x, y}
	}
	x0, y0, x1, y1 := p.onTile()
	pts = clipEdge(pts, func(q [2]float32) float32 { return q[0] - x0 })
	pts = clipEdge(pts, func(q [2]float32) float32 { return x1 - q[0] })
	pts = clipEdge(pts, func(q [2]float32) float32 { return q[1] - y0 })
	pts = clipEdge(pts, func(q [2]float32) float32 { return y1 - q[1] })
	if len(pts) < 3 {
		return
	}
	path.MoveTo(pts[0][0], pts[0][1])
	for _, q := range pts[1:] {
		path.LineTo(q[0], q[1])
	}
	path.Close()
}

// clipEdge keeps the part of a closed polygon where inside(q) >= 0, the
// edge being the line where it is 0.
func clipEdge(pts [][2]float32, inside func([2]float32) float32) [][2]float32 {
	if len(pts) == 0 {
		return nil
	}
	out := make([][2]float32, 0, len(pts)+4)
	a := pts[len(pts)-1]
	da := inside(a)
	for _, b := range pts {
		db := inside(b)
		if (da >= 0) != (db >= 0) {
			t := da / (da - db)
			out = append(out, [2]float32{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t})
		}
		if db >= 0 {
			out = append(out, b)
		}
		a, da = b, db
	}
	return out
}

// thin is a line width for the image being painted: the overview is seen
// from afar, where a hair line vanishes, so it draws lines wider.
func (p *mapPainter) thin(w float32) float32 {
	if p.scale < 1 {
		return w * 1.6
	}
	return w
}

// water draws the sea, the lakes and the rivers with their real outlines
// and courses, under the grid: the sea is the map less the land (even-odd,
// so the Caspian and the Aral show as their shores run), then lakes, the
// coast line, and the rivers thin and blue.
func (p *mapPainter) water() {
	if p.geo == nil {
		return
	}
	th, dst, g := p.th, p.dst, p.geo
	x0, y0, x1, y1 := p.l.Bounds(p.b.MinCol, p.b.MinRow, p.b.MaxCol, p.b.MaxRow)
	fx0, fy0, fx1, fy1 := float32(x0-p.ox), float32(y0-p.oy), float32(x1-p.ox), float32(y1-p.oy)
	var sea vector.Path
	sea.MoveTo(fx0, fy0)
	sea.LineTo(fx1, fy0)
	sea.LineTo(fx1, fy1)
	sea.LineTo(fx0, fy1)
	sea.Close()
	// Only what lies on this tile is traced: the whole coast on every
	// tile made each tile's paths hundreds of thousands of vertices, and a
	// software renderer took seconds a frame whenever the tiles were
	// repainted (a new zoom).
	var coast, lakes vector.Path
	for _, r := range g.Land {
		p.traceClipped(&sea, r)
		p.traceOnTile(&coast, r, true)
	}
	for _, r := range g.Seas {
		p.traceClipped(&sea, r)
		p.traceOnTile(&coast, r, true)
	}
	for _, r := range g.Lakes {
		p.traceClipped(&lakes, r)
		p.traceOnTile(&coast, r, true)
	}
	p.bt.FillEvenOdd(dst, &sea, th.C("sea"))
	p.bt.FillEvenOdd(dst, &lakes, th.C("lake"))
	p.bt.Stroke(dst, &coast, p.thin(1.2), ui.Darker(th.C("sea"), 0.62))
	for _, r := range g.Rivers {
		var course vector.Path
		p.traceOnTile(&course, r.Line, false)
		w := float32(1.8)
		if r.Major {
			w = 3.2
		}
		p.bt.StrokeRound(dst, &course, p.thin(w), th.C("river"))
	}
}

// lines draws rivers (unless their real courses were drawn) and railways
// from hex centre to hex centre.
func (p *mapPainter) lines() {
	b, th, dst := p.b, p.th, p.dst
	for pass := 0; pass < 2; pass++ {
		for i := range b.Cells {
			cell := &b.Cells[i]
			x, y, ok := p.at(cell.Hex, baseHex*2.2)
			if !ok {
				continue
			}
			mask := cell.River
			if p.geo != nil {
				mask = 0
			}
			if pass == 1 {
				mask = cell.Rail
			}
			for d := 0; d < 6; d++ {
				n := cell.Adj[d]
				if n < 0 || mask&(1<<d) == 0 || int32(i) > n {
					continue
				}
				nx, ny, _ := p.at(b.Cells[n].Hex, 0)
				if pass == 1 {
					p.railway(float32(x), float32(y), float32(nx), float32(ny), th.C("rail"))
					continue
				}
				w := float32(3)
				if cell.Volga && b.Cells[n].Volga || cell.Vistula && b.Cells[n].Vistula {
					w = 5
				}
				p.bt.LineRound(dst, float32(x), float32(y), float32(nx), float32(ny), w, th.C("river"))
			}
		}
	}
}

// railway draws a thin dark line, with cross ties (the map symbol of a
// railway) only close up: from afar ties would make the network a thicket
// that hides the terrain.
func (p *mapPainter) railway(x0, y0, x1, y1 float32, c color.Color) {
	p.bt.LineRound(p.dst, x0, y0, x1, y1, p.thin(1.5), c)
	if p.scale < 1 {
		return
	}
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	ux, uy := dx/l, dy/l
	for s := float32(8); s < l-4; s += 12 {
		cx, cy := x0+ux*s, y0+uy*s
		p.bt.Line(p.dst, cx-uy*3, cy+ux*3, cx+uy*3, cy-ux*3, 1, c)
	}
}

// cities draws city symbols by kind: a square for a resource city, a circle
// otherwise, a red ring for a Red city, a star for a supply source, an
// anchor for a port and a yellow triangle with initials for a Krug.
func (p *mapPainter) cities() {
	b, th, dst := p.b, p.th, p.dst
	var krugs [][3]float32
	var initials []string
	for _, ci := range b.CityCells() {
		cell := &b.Cells[ci]
		city := cell.City
		x, y, ok := p.at(cell.Hex, baseHex*3)
		if !ok {
			continue
		}
		r := float32(baseHex * 0.16)
		fx, fy := float32(x), float32(y)
		switch {
		case city.Point:
			p.bt.Ring(dst, fx, fy, r*0.7, 2, th.C("city"))
		case city.Resource:
			p.bt.Rect(dst, fx-r-1, fy-r-1, 2*r+2, 2*r+2, th.C("city"))
			p.bt.Rect(dst, fx-r+1, fy-r+1, 2*r-2, 2*r-2, th.C("resource"))
		default:
			p.bt.Circle(dst, fx, fy, r+1, th.C("city"))
			p.bt.Circle(dst, fx, fy, r-1, color.White)
		}
		if city.Red {
			p.bt.Ring(dst, fx, fy, r+4, 2.5, th.C("city_red"))
		}
		if len(city.Sources) > 0 {
			p.star(fx+r+7, fy-r-6, 7, th.C("accent"))
		}
		if city.Port {
			p.anchor(fx-r-8, fy-r-4, th.C("river"))
		}
		if len(city.Krug) > 0 {
			tx, ty := fx-r-9, fy+r+2
			var tri vector.Path
			tri.MoveTo(tx, ty-8)
			tri.LineTo(tx+8, ty+6)
			tri.LineTo(tx-8, ty+6)
			tri.Close()
			p.bt.Fill(dst, &tri, color.RGBA{240, 200, 0, 255})
			var ini []string
			for _, k := range city.Krug {
				ini = append(ini, strings.ToUpper(k[:1]))
			}
			krugs = append(krugs, [3]float32{tx, ty + 1})
			initials = append(initials, strings.Join(ini, ""))
		}
	}
	p.bt.Flush(dst)
	for k, kp := range krugs {
		p.text(initials[k], th.FaceAt(8, true), float64(kp[0]), float64(kp[1]), color.Black)
	}
}

// names writes the city names with a light halo.
func (p *mapPainter) names() {
	b, th := p.b, p.th
	face := th.FaceAt(baseHex*0.27, true)
	for _, ci := range b.CityCells() {
		cell := &b.Cells[ci]
		if x, y, ok := p.at(cell.Hex, baseHex*3); ok {
			p.halo(redslang.City(cell.City), face, x, y+baseHex*0.42, th.C("city"), color.RGBA{250, 248, 240, 230})
		}
	}
}

// text draws centred text at a point of the image, in world units.
func (p *mapPainter) text(s string, face *text.GoTextFace, x, y float64, c color.Color) {
	if p.scale != 1 {
		face = &text.GoTextFace{Source: face.Source, Size: face.Size * p.scale}
	}
	ui.DrawTextCentered(p.dst, s, face, x*p.scale, y*p.scale, c)
}

// halo draws a name with a light halo so it reads on any terrain.
func (p *mapPainter) halo(s string, face *text.GoTextFace, x, y float64, fg, halo color.Color) {
	for _, o := range [][2]float64{{-1.2, -1.2}, {1.2, 1.2}, {-1.2, 1.2}, {1.2, -1.2}} {
		p.text(s, face, x+o[0], y+o[1], halo)
	}
	p.text(s, face, x, y, fg)
}

// haloText draws centred text with a light halo so it reads on any terrain.
func haloText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, fg, halo color.Color) {
	for _, o := range [][2]float64{{-1.5, 0}, {1.5, 0}, {0, -1.5}, {0, 1.5}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
		ui.DrawTextCentered(dst, s, face, x+o[0], y+o[1], halo)
	}
	ui.DrawTextCentered(dst, s, face, x, y, fg)
}

func (p *mapPainter) star(cx, cy, r float32, c color.Color) {
	var path vector.Path
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := float64(i)*math.Pi/5 - math.Pi/2
		x, y := cx+rr*float32(math.Cos(a)), cy+rr*float32(math.Sin(a))
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
	path.Close()
	// A star is not convex: fill its centre and its five points.
	p.bt.Circle(p.dst, cx, cy, r*0.46, c)
	for i := 0; i < 5; i++ {
		a := float64(i)*2*math.Pi/5 - math.Pi/2
		b1, b2 := a-math.Pi/5, a+math.Pi/5
		var tri vector.Path
		tri.MoveTo(cx+r*float32(math.Cos(a)), cy+r*float32(math.Sin(a)))
		tri.LineTo(cx+r*0.45*float32(math.Cos(b2)), cy+r*0.45*float32(math.Sin(b2)))
		tri.LineTo(cx+r*0.45*float32(math.Cos(b1)), cy+r*0.45*float32(math.Sin(b1)))
		tri.Close()
		p.bt.Fill(p.dst, &tri, c)
	}
	p.bt.Stroke(p.dst, &path, 1, color.Black)
}

func (p *mapPainter) anchor(x, y float32, c color.Color) {
	p.bt.Line(p.dst, x, y-5, x, y+5, 1.8, c)
	p.bt.Line(p.dst, x-4, y-2, x+4, y-2, 1.8, c)
	var a vector.Path
	a.Arc(x, y+1, 5, 0, math.Pi, vector.Clockwise)
	p.bt.Stroke(p.dst, &a, 1.8, c)
}

// labels draws sea, region and river names.
func (p *mapPainter) labels() {
	for _, l := range p.b.Labels {
		x, y, ok := p.at(l.Hex, baseHex*6)
		if !ok {
			continue
		}
		size, clr := baseHex*0.38, ui.Darker(p.th.C("sea"), 0.55)
		switch l.Kind {
		case "river":
			size, clr = baseHex*0.26, p.th.C("river")
		case "region":
			size, clr = baseHex*0.42, ui.WithAlpha(p.th.C("text_dim"), 200)
		}
		p.text(lang.Title(l.Text, l.TextRU), p.th.FaceAt(size, true), x, y, clr)
	}
}

// farNames writes city names over the map seen from afar, at a size read on
// screen whatever the zoom (and the UI scale): the chief cities first, each
// name only where it overlaps no name already written, so the whole map
// stays legible instead of a smear of every name.
func (b *boardScene) farNames(dst *ebiten.Image) {
	th := b.a.Theme
	for _, n := range b.farNameLayout() {
		haloText(dst, n.text, n.face, n.r.X+n.r.W/2, n.r.Y+n.r.H/2, th.C("city"), color.RGBA{250, 248, 240, 220})
	}
}

// farName is a city name written over the map seen from afar, its hex and
// where it goes on screen.
type farName struct {
	text string
	hex  hex.Hex
	face *text.GoTextFace
	r    ui.Rect
}

// farNameLayout places the names farNames writes (none when the tiles
// carry them).
func (b *boardScene) farNameLayout() []farName {
	if b.cam.Zoom > b.mc.ovScale*1.2 {
		return nil // the tiles carry every name
	}
	th := b.a.Theme
	board := b.state().Data.Board
	type name struct {
		text   string
		h      hex.Hex
		x, y   float64
		weight int
		below  float64 // how far below the centre the name starts
	}
	var names []name
	// At the markers' zoom a name goes below the marker of a stack in its
	// city, not under it.
	stacked := map[hex.Hex]bool{}
	if stackMarkers(b.cam.Zoom) {
		v := b.view()
		for i := range v.Units {
			if v.Units[i].Where == reds.OnMap {
				stacked[v.Units[i].Hex] = true
			}
		}
	}
	for _, ci := range board.CityCells() {
		cell := &board.Cells[ci]
		c := cell.City
		if c.Point {
			continue
		}
		w := 0
		switch {
		case c.Resource:
			w = 4
		case len(c.Sources) > 0:
			w = 3
		case c.Red:
			w = 2
		case c.Port:
			w = 1
		}
		x, y := b.screenOf(cell.Hex)
		if x < b.mapR.X || y < b.mapR.Y || x > b.mapR.X+b.mapR.W || y > b.mapR.Y+b.mapR.H {
			continue
		}
		below := th.S(3)
		if stacked[cell.Hex] {
			below = b.markerDepth() + th.S(1)
		}
		names = append(names, name{redslang.City(c), cell.Hex, x, y, w, below})
	}
	slices.SortStableFunc(names, func(a, c name) int { return c.weight - a.weight })
	big, small := th.Face(10.5, true), th.Face(9, false)
	var out []farName
	for _, n := range names {
		face := small
		if n.weight >= 3 {
			face = big
		}
		w, h := ui.TextWidth(n.text, face)+th.S(2), face.Size*1.1
		r := ui.Rect{X: n.x - w/2, Y: n.y + n.below, W: w, H: h}
		if slices.ContainsFunc(out, func(o farName) bool {
			return r.X < o.r.X+o.r.W && o.r.X < r.X+r.W && r.Y < o.r.Y+o.r.H && o.r.Y < r.Y+r.H
		}) {
			continue
		}
		out = append(out, farName{n.text, n.h, face, r})
	}
	return out
}

// dispose frees the tiles (the theme changed and the map is drawn again).
func (m *mapCache) dispose() {
	for _, t := range m.tiles {
		if t.img != nil {
			t.img.Deallocate()
		}
	}
	m.tiles = nil
	m.overview.Deallocate()
	if m.scratch != nil {
		m.scratch.Deallocate()
	}
}
