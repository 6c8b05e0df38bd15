package poltavaui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// The battlefield is painted once, at base scale, into tiles (one image of
// the whole map would be over 3000 px, past what some GPUs take), and at a
// smaller scale into an overview shown when the map is seen from afar.
// A frame composites the tiles in view; only counters and markers are
// drawn anew.
const (
	baseHex  = 40.0 // hex circumradius in world pixels
	tileSize = 1024
	tilePad  = 1 // a rim painted around each tile so filtering finds map at its seams
	tileStep = tileSize - 2*tilePad
	// margin around the hexes, in world pixels: the names of places off
	// the map's edge ("To Kiev") are written there.
	margin = baseHex * 1.6
)

// worldOf lays out the board: the hexes and the world's extent.
func worldOf(b *poltava.Board) (hex.Layout, *mapview.HexGrid, [4]float64) {
	l := hex.Layout{Size: baseHex}
	x0, y0, x1, y1 := l.Bounds(1, 1, b.Cols, b.Rows)
	l.OriginX, l.OriginY = margin-x0, margin-y0
	hexes := make([]hex.Hex, len(b.Cells))
	for i := range b.Cells {
		hexes[i] = b.Cells[i].Hex
	}
	return l, mapview.NewHexGrid(l, hexes), [4]float64{0, 0, x1 - x0 + 2*margin, y1 - y0 + 2*margin}
}

type mapCache struct {
	b        *poltava.Board
	l        hex.Layout
	ext      [4]float64
	tiles    []mapTile
	overview *ebiten.Image
	ovScale  float64
	scratch  *ebiten.Image
	p        painter
}

type mapTile struct {
	img  *ebiten.Image // nil until first in view
	x, y float64
	w, h int
}

func newMapCache(b *poltava.Board, l hex.Layout, ext [4]float64, th *ui.Theme) *mapCache {
	m := &mapCache{b: b, l: l, ext: ext, p: painter{b: b, l: l, th: th}}
	for ty := 0.0; ty < ext[3]; ty += tileStep {
		for tx := 0.0; tx < ext[2]; tx += tileStep {
			m.tiles = append(m.tiles, mapTile{x: tx, y: ty,
				w: int(math.Min(tileStep, math.Ceil(ext[2]-tx))), h: int(math.Min(tileStep, math.Ceil(ext[3]-ty)))})
		}
	}
	m.ovScale = math.Min(0.45, 2048/math.Max(ext[2], ext[3]))
	ow, oh := int(math.Ceil(ext[2]*m.ovScale)), int(math.Ceil(ext[3]*m.ovScale))
	m.overview = ui.BigImage(ow, oh)
	work := ui.BigImage(ow, oh)
	m.p.paint(work, 0, 0, m.ovScale)
	m.overview.DrawImage(work, nil)
	work.Deallocate()
	return m
}

func (m *mapCache) paintTile(k int) {
	t := &m.tiles[k]
	if t.img != nil {
		return
	}
	if m.scratch == nil {
		m.scratch = ui.BigImage(tileSize, tileSize)
	}
	m.scratch.Clear()
	m.p.paint(m.scratch, t.x-tilePad, t.y-tilePad, 1)
	t.img = ui.BigImage(t.w+2*tilePad, t.h+2*tilePad)
	t.img.DrawImage(m.scratch.SubImage(image.Rect(0, 0, t.w+2*tilePad, t.h+2*tilePad)).(*ebiten.Image), nil)
}

// draw composites the map in view: the overview from afar, else the tiles
// in view, painting those not painted yet.
func (m *mapCache) draw(dst *ebiten.Image, cam *mapview.Camera) {
	g := cam.GeoM()
	if cam.Zoom <= m.ovScale*1.25 {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(1/m.ovScale, 1/m.ovScale)
		op.GeoM.Concat(g)
		dst.DrawImage(m.overview, op)
		return
	}
	wx0, wy0 := cam.ToWorld(cam.VX, cam.VY)
	wx1, wy1 := cam.ToWorld(cam.VX+cam.VW, cam.VY+cam.VH)
	for k := range m.tiles {
		t := &m.tiles[k]
		if t.x > wx1 || t.y > wy1 || t.x+float64(t.w) < wx0 || t.y+float64(t.h) < wy0 {
			continue
		}
		m.paintTile(k)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(t.x, t.y)
		op.GeoM.Concat(g)
		dst.DrawImage(t.img.SubImage(image.Rect(tilePad, tilePad, tilePad+t.w, tilePad+t.h)).(*ebiten.Image), op)
	}
}

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

// painter paints the static map into an image whose top-left is the world
// point ox, oy, at a scale. Shapes go into one batch flushed layer by layer.
type painter struct {
	b      *poltava.Board
	l      hex.Layout
	th     *ui.Theme
	ox, oy float64
	w, h   float64
	scale  float64
	dst    *ebiten.Image
	bt     ui.Batch
}

// at is h's centre in image units (before scaling), and whether it is near
// enough to the image to matter.
func (p *painter) at(h hex.Hex, slack float64) (float64, float64, bool) {
	x, y := p.l.Center(h)
	x, y = x-p.ox, y-p.oy
	return x, y, x+slack >= 0 && y+slack >= 0 && x-slack <= p.w && y-slack <= p.h
}

func (p *painter) paint(dst *ebiten.Image, ox, oy, scale float64) {
	p.ox, p.oy, p.scale, p.dst = ox, oy, scale, dst
	bd := dst.Bounds()
	p.w, p.h = float64(bd.Dx())/scale, float64(bd.Dy())/scale
	p.bt.Scale = float32(scale)
	p.bt.Span = [2]float32{float32(bd.Dx()), float32(bd.Dy())}
	dst.Fill(colPaper)
	b := p.b
	slack := baseHex * 1.5
	// Terrain.
	for i := range b.Cells {
		c := &b.Cells[i]
		if x, y, ok := p.at(c.Hex, slack); ok {
			p.bt.Fill(dst, ui.HexPath(x, y, baseHex+0.5), terrainColour(c))
		}
	}
	for i := range b.Cells {
		c := &b.Cells[i]
		if x, y, ok := p.at(c.Hex, slack); ok {
			p.texture(c, x, y)
		}
	}
	p.bt.Flush(dst)
	for i := range b.Cells {
		c := &b.Cells[i]
		if x, y, ok := p.at(c.Hex, slack); ok {
			p.bt.Stroke(dst, ui.HexPath(x, y, baseHex), 1, colGrid)
		}
	}
	p.bt.Flush(dst)
	p.river()
	p.hexsides()
	p.roads()
	p.works()
	p.bt.Flush(dst)
	// Words last: hex numbers, then the names of places.
	if scale >= 0.6 {
		face := p.th.FaceAt(baseHex*0.22, false)
		for i := range b.Cells {
			c := &b.Cells[i]
			if c.Terrain == poltava.Woods || c.Terrain == poltava.Marsh || c.Redoubt > 0 {
				continue
			}
			if x, y, ok := p.at(c.Hex, slack); ok {
				p.text(c.Hex.String(), face, x, y-baseHex*0.7, colNumber)
			}
		}
	}
	// The redoubts' ids over their hexes.
	idFace := p.th.FaceAt(baseHex*0.3, true)
	for _, r := range b.Redoubts {
		if x, y, ok := p.at(r.Hex, slack); ok {
			p.halo(r.ID, idFace, x, y-baseHex*0.68, colRedoubt)
		}
	}
	p.labels()
}

func terrainColour(c *poltava.Cell) color.RGBA {
	switch c.Terrain {
	case poltava.Woods:
		return colWoods
	case poltava.Marsh:
		return colMarsh
	case poltava.Village:
		return colVillage
	case poltava.Hill:
		return colHill
	case poltava.Retrenchment:
		return colEarth
	case poltava.CampInterior:
		return colCamp
	case poltava.RedoubtHex:
		if c.Line {
			return colLineHex
		}
	case poltava.Offlimits:
		return colVillage
	}
	return colOpen
}

// texture draws what tells terrains apart without colour: trees, marsh
// tufts, houses, a hill's hachures, the earthwork's hatching.
func (p *painter) texture(c *poltava.Cell, x, y float64) {
	dst := p.dst
	r := baseHex
	switch c.Terrain {
	case poltava.Woods:
		for _, o := range [][2]float64{{-0.45, -0.3}, {0.05, -0.5}, {0.45, -0.2}, {-0.15, 0.05}, {0.3, 0.3}, {-0.5, 0.3}, {0, 0.55}} {
			p.bt.Circle(dst, float32(x+o[0]*r), float32(y+o[1]*r), float32(r*0.12), colTree)
		}
	case poltava.Marsh:
		for _, o := range [][2]float64{{-0.45, -0.35}, {0.15, -0.45}, {-0.2, 0.05}, {0.35, 0.1}, {-0.4, 0.45}, {0.1, 0.5}} {
			tx, ty := float32(x+o[0]*r), float32(y+o[1]*r)
			p.bt.Line(dst, tx, ty, tx+float32(r*0.26), ty, 1.4, colTuft)
			p.bt.Line(dst, tx+float32(r*0.05), ty-3, tx+float32(r*0.05), ty, 1, colTuft)
			p.bt.Line(dst, tx+float32(r*0.13), ty-4, tx+float32(r*0.13), ty, 1, colTuft)
			p.bt.Line(dst, tx+float32(r*0.21), ty-3, tx+float32(r*0.21), ty, 1, colTuft)
		}
	case poltava.Village, poltava.Offlimits:
		for _, o := range [][2]float64{{-0.35, -0.15}, {0.15, -0.3}, {0.3, 0.2}, {-0.15, 0.3}} {
			hx, hy := float32(x+o[0]*r), float32(y+o[1]*r)
			s := float32(r * 0.13)
			p.bt.Rect(dst, hx-s, hy-s*0.6, 2*s, 1.6*s, colHouse)
			var roof vector.Path
			roof.MoveTo(hx-s*1.2, hy-s*0.6)
			roof.LineTo(hx, hy-s*1.5)
			roof.LineTo(hx+s*1.2, hy-s*0.6)
			roof.Close()
			p.bt.Fill(dst, &roof, colHouse)
		}
	case poltava.Hill:
		for k := 0; k < 16; k++ {
			a := float64(k) * math.Pi / 8
			x0, y0 := x+math.Cos(a)*r*0.35, y+math.Sin(a)*r*0.35
			x1, y1 := x+math.Cos(a)*r*0.62, y+math.Sin(a)*r*0.62
			p.bt.Line(dst, float32(x0), float32(y0), float32(x1), float32(y1), 1.6, colHachure)
		}
	case poltava.Retrenchment:
		// Diagonal hatching, clipped to the inner circle of the hex.
		in := r * 0.8
		for k := -3; k <= 3; k++ {
			d := float64(k) * r * 0.25
			h := math.Sqrt(math.Max(0, in*in-d*d/2))
			cx, cy := x+d/math.Sqrt2, y-d/math.Sqrt2
			p.bt.Line(dst, float32(cx-h/math.Sqrt2), float32(cy-h/math.Sqrt2), float32(cx+h/math.Sqrt2), float32(cy+h/math.Sqrt2), 1.3, alpha(colRampart, 110))
		}
	}
}

// edge is the side of h facing direction d (N = 0, clockwise), between
// corners d+4 and d+5 of the layout's numbering (east = 0, clockwise).
func (p *painter) edge(h hex.Hex, d int) (x0, y0, x1, y1 float32) {
	ax, ay := p.l.Corner(h, (d+4)%6)
	bx, by := p.l.Corner(h, (d+5)%6)
	return float32(ax - p.ox), float32(ay - p.oy), float32(bx - p.ox), float32(by - p.oy)
}

// river draws the Vorskla's channels through the marsh.
func (p *painter) river() {
	for _, ch := range p.b.River {
		var path vector.Path
		for k, h := range ch {
			x, y, _ := p.at(h, 0)
			if k == 0 {
				path.MoveTo(float32(x), float32(y))
			} else {
				path.LineTo(float32(x), float32(y))
			}
		}
		p.bt.Stroke(p.dst, &path, float32(baseHex*0.16), colRiver)
	}
	p.bt.Flush(p.dst)
}

// hexsides draws streams and the ravine along hexsides.
func (p *painter) hexsides() {
	for i := range p.b.Cells {
		c := &p.b.Cells[i]
		if _, _, ok := p.at(c.Hex, baseHex*1.5); !ok {
			continue
		}
		for d := range hex.Directions {
			if c.Stream[d] {
				x0, y0, x1, y1 := p.edge(c.Hex, d)
				p.bt.LineRound(p.dst, x0, y0, x1, y1, 3.4, colStream)
			}
		}
	}
}

// roads run from hex centre to hex centre.
func (p *painter) roads() {
	for i := range p.b.Cells {
		c := &p.b.Cells[i]
		x, y, ok := p.at(c.Hex, baseHex*2.5)
		if !ok {
			continue
		}
		for d := range hex.Directions {
			if !c.Road[d] {
				continue
			}
			mx, my := p.l.EdgeMidpoint(c.Hex, hex.Direction(d))
			p.bt.LineRound(p.dst, float32(x), float32(y), float32(mx-p.ox), float32(my-p.oy), 3.6, colRoad)
		}
	}
}

// works draws the camp's retrenchment (a rampart on its outer sides, with
// the ditch's ticks outward), the redoubts' earthworks and the gun symbols.
func (p *painter) works() {
	b, dst := p.b, p.dst
	for i := range b.Cells {
		c := &b.Cells[i]
		x, y, ok := p.at(c.Hex, baseHex*1.5)
		if !ok {
			continue
		}
		if c.Terrain == poltava.Retrenchment {
			for d := range hex.Directions {
				n := c.Hex.Neighbor(hex.Direction(d))
				if b.On(n) && b.Cell(n).Camp {
					continue
				}
				x0, y0, x1, y1 := p.edge(c.Hex, d)
				p.bt.LineRound(dst, x0, y0, x1, y1, 4.5, colRampart)
				// Ticks toward the outside.
				ex, ey := p.l.EdgeMidpoint(c.Hex, hex.Direction(d))
				ux, uy := (ex-p.ox-x)/(baseHex*0.866), (ey-p.oy-y)/(baseHex*0.866)
				for _, f := range []float32{0.25, 0.5, 0.75} {
					tx, ty := x0+(x1-x0)*f, y0+(y1-y0)*f
					p.bt.Line(dst, tx, ty, tx+float32(ux*6), ty+float32(uy*6), 2, colRampart)
				}
			}
		}
		if c.Redoubt > 0 {
			// The earthwork: a square, broken where it was left unfinished.
			s := float32(baseHex * 0.5)
			fx, fy := float32(x), float32(y)
			corners := [][2]float32{{fx - s, fy - s}, {fx + s, fy - s}, {fx + s, fy + s}, {fx - s, fy + s}}
			unfinished := b.Redoubts[c.Redoubt-1].Unfinished
			for k := range corners {
				a, e := corners[k], corners[(k+1)%4]
				if !unfinished {
					p.bt.LineRound(dst, a[0], a[1], e[0], e[1], 3.5, colRedoubt)
					continue
				}
				for f := float32(0); f < 1; f += 0.25 {
					p.bt.Line(dst, a[0]+(e[0]-a[0])*f, a[1]+(e[1]-a[1])*f, a[0]+(e[0]-a[0])*(f+0.14), a[1]+(e[1]-a[1])*(f+0.14), 3, colRedoubt)
				}
			}
		}
		if c.ArtillerySymbol {
			p.gun(float32(x+baseHex*0.45), float32(y-baseHex*0.45))
		}
	}
}

// gun is the map's artillery symbol: a barrel on a wheel.
func (p *painter) gun(x, y float32) {
	p.bt.Circle(p.dst, x, y+3, 4, colGun)
	p.bt.Line(p.dst, x-2, y+2, x+11, y-5, 3.2, colGun)
}

// labels writes the names of places, woods, the river and the ravine.
func (p *painter) labels() {
	for _, lb := range p.b.Labels {
		x, y, ok := p.at(lb.Hex, baseHex*10)
		if !ok {
			continue
		}
		s := lang.Title(lb.Text, lb.TextRU)
		size, fg, bold := baseHex*0.34, colText, true
		switch lb.Kind {
		case "village":
			y += baseHex * 0.95
		case "offmap":
			size = baseHex * 0.32
			x, y = p.offMapPoint(lb.Hex, x, y)
		case "river":
			size, fg = baseHex*0.42, colRiver
		case "wood":
			size, fg = baseHex*0.55, colWoodText
		case "ravine":
			size, fg = baseHex*0.36, colStream
			y -= baseHex * 0.35
		case "camp":
			size = baseHex * 0.5
		case "redoubts":
			size, fg = baseHex*0.36, colRedoubt
		}
		p.halo(s, p.th.FaceAt(size, bold), x, y, fg)
	}
}

// offMapPoint is where the name of a place beyond the map's edge goes:
// outside the edge nearest to its hex, clear of the hexes.
func (p *painter) offMapPoint(h hex.Hex, x, y float64) (float64, float64) {
	b := p.b
	switch {
	case h.Row == 1:
		return x, y - baseHex*1.25
	case h.Row == b.Rows:
		return x, y + baseHex*1.25
	case h.Col == 1:
		return x + baseHex*1.3, y - baseHex*0.75
	}
	return x, y
}

func (p *painter) text(s string, face *text.GoTextFace, x, y float64, c color.Color) {
	if p.scale != 1 {
		face = &text.GoTextFace{Source: face.Source, Size: face.Size * p.scale}
	}
	ui.DrawTextCentered(p.dst, s, face, x*p.scale, y*p.scale, c)
}

// halo writes a name with a light halo, so it reads on any terrain.
func (p *painter) halo(s string, face *text.GoTextFace, x, y float64, fg color.Color) {
	for _, o := range [][2]float64{{-1.5, 0}, {1.5, 0}, {0, -1.5}, {0, 1.5}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
		p.text(s, face, x+o[0], y+o[1], colHalo)
	}
	p.text(s, face, x, y, fg)
}
