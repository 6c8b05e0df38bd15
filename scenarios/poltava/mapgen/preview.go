package main

import (
	"bufio"
	"fmt"
	"image/color"
	"image/png"
	"math"
	"os"
	"strings"

	"tachanka/game/hex"
)

// The preview: the whole map at a fixed scale, north at the top, with a
// title, a legend and a scale bar, for checking the map by eye.

const (
	hexSize    = 17.0  // pixels from a hex's centre to its corners
	mapLeft    = 40.0  // margin west of the map
	mapTop     = 96.0  // room for the title north of the map
	legendW    = 360.0 // the legend panel east of the map
	bottomRoom = 78.0  // room for the scale bar south of the map
)

var (
	colPaper     = rgb(0xf4efe0)
	colGrid      = rgb(0xb9b09a)
	colOpen      = rgb(0xf1ebcf)
	colWoods     = rgb(0x9cc08a)
	colTree      = rgb(0x5e8f52)
	colMarsh     = rgb(0xb2d3c8)
	colTuft      = rgb(0x5f9a8a)
	colVillage   = rgb(0xeadcb8)
	colHouse     = rgb(0x8a3b2a)
	colHill      = rgb(0xdcc394)
	colHachure   = rgb(0x9a7a4a)
	colCamp      = rgb(0xf0d9c2)
	colEarth     = rgb(0xc6a077)
	colRampart   = rgb(0x5a3218)
	colLineHex   = rgb(0xf2cfc0)
	colRedoubt   = rgb(0xa0281c)
	colRoad      = rgb(0x8c5a2c)
	colStream    = rgb(0x2f6db3)
	colRiver     = rgb(0x3a7cc4)
	colText      = rgb(0x1e1a14)
	colNumber    = rgba(0x5a5242, 200)
	colHalo      = rgba(0xf8f4e6, 235)
	colWoodLabel = rgb(0x24481e)
	colEntry     = rgb(0xe0a800)
	colGun       = rgb(0x161616)
)

// layout places hex (c, r) of the map on the image.
func previewLayout() hex.Layout {
	return hex.Layout{Size: hexSize, OriginX: mapLeft + hexSize - 1.5*hexSize, OriginY: mapTop + hexSize*sqrt3/2 - hexSize*sqrt3}
}

const sqrt3 = 1.7320508075688772

// Preview draws the map into a PNG file.
func (m *Map) Preview(path string) error {
	c := m.Draw()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := png.Encode(w, c.img); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

type drawer struct {
	m  *Map
	c  *canvas
	lo hex.Layout
}

func (d *drawer) center(h hex.Hex) pt {
	x, y := d.lo.Center(h)
	return pt{x, y}
}

// corners of h, scaled by k about its centre (k < 1 leaves a gap for the grid).
func (d *drawer) corners(h hex.Hex, k float64) []pt {
	ctr := d.center(h)
	out := make([]pt, 6)
	for i := range out {
		x, y := d.lo.Corner(h, i)
		out[i] = pt{ctr.X + k*(x-ctr.X), ctr.Y + k*(y-ctr.Y)}
	}
	return out
}

// side returns the two corners of the side of h facing its neighbour n.
func (d *drawer) side(h, n hex.Hex) (pt, pt) {
	dir, _ := h.DirectionTo(n)
	i, j := (int(dir)+4)%6, (int(dir)+5)%6
	cs := d.corners(h, 1)
	return cs[i], cs[j]
}

// jitter is a small deterministic offset per hex, so that tree and house marks
// do not line up like wallpaper.
func jitter(h hex.Hex, k int) float64 {
	v := uint32(h.Col*7919+h.Row*104729+k*1299709) * 2654435761
	return float64(v>>16)/65536 - 0.5
}

// Draw paints the preview.
func (m *Map) Draw() *canvas {
	lo := previewLayout()
	_, _, maxX, maxY := lo.Bounds(1, 1, m.Cols, m.Rows)
	w := int(maxX + 24 + legendW)
	h := int(maxY + bottomRoom)
	d := &drawer{m: m, c: newCanvas(w, h, colPaper), lo: lo}
	d.terrain()
	d.river()
	d.streams()
	d.roads()
	d.retrenchment()
	d.redoubts()
	d.artillery()
	d.entries()
	d.numbers()
	d.labels()
	d.title(maxX)
	d.scale(maxY)
	d.legend(maxX + 24)
	return d.c
}

func (d *drawer) terrain() {
	s := hexSize
	// The grid colour under every hex, each hex a little smaller on top.
	for _, cell := range d.m.cells {
		d.c.fill(d.corners(cell.Hex, 1.0), colGrid)
	}
	for _, cell := range d.m.cells {
		h := cell.Hex
		p := d.center(h)
		col := colOpen
		switch cell.Terrain {
		case Woods:
			col = colWoods
		case Marsh:
			col = colMarsh
		case Village:
			col = colVillage
		case Hill:
			col = colHill
		case CampT:
			col = colCamp
		case Retrenchment:
			col = colEarth
		case RedoubtT:
			if cell.Line {
				col = colLineHex
			}
		}
		d.c.fill(d.corners(h, 0.955), col)
		switch cell.Terrain {
		case Woods:
			for k, o := range [][2]float64{{-0.35, -0.3}, {0.3, -0.25}, {0, 0.3}} {
				q := pt{p.X + s*(o[0]+0.15*jitter(h, k)), p.Y + s*(o[1]+0.15*jitter(h, k+3))}
				d.c.disc(q, s*0.2, colTree)
			}
		case Marsh:
			for k, o := range [][2]float64{{-0.3, -0.35}, {0.3, 0.0}, {-0.2, 0.4}} {
				q := pt{p.X + s*(o[0]+0.1*jitter(h, k)), p.Y + s*o[1]}
				d.c.line(pt{q.X - s*0.18, q.Y}, pt{q.X + s*0.18, q.Y}, 1.2, colTuft)
				for _, t := range []float64{-0.1, 0, 0.1} {
					d.c.line(pt{q.X + s*t, q.Y}, pt{q.X + s*t*1.6, q.Y - s*0.16}, 1, colTuft)
				}
			}
		case Village:
			for k, o := range [][2]float64{{-0.3, -0.15}, {0.25, -0.25}, {0.05, 0.3}} {
				q := pt{p.X + s*(o[0]+0.1*jitter(h, k)), p.Y + s*o[1]}
				hw := s * 0.14
				d.c.rect(q.X-hw, q.Y-hw*0.4, q.X+hw, q.Y+hw, colHouse)
				d.c.fill([]pt{{q.X - hw*1.3, q.Y - hw*0.4}, {q.X, q.Y - hw*1.5}, {q.X + hw*1.3, q.Y - hw*0.4}}, colHouse)
			}
		case Hill:
			// Hachures round the crest.
			d.c.ring(p, s*0.32, 1.2, colHachure)
			for i := 0; i < 12; i++ {
				a := 2 * math.Pi * float64(i) / 12
				d.c.line(pt{p.X + s*0.42*math.Cos(a), p.Y + s*0.42*math.Sin(a)},
					pt{p.X + s*0.68*math.Cos(a), p.Y + s*0.68*math.Sin(a)}, 1.2, colHachure)
			}
		case Retrenchment:
			// Hatching inside the hex, clipped to a circle within it.
			ri := s * 0.78
			for _, off := range []float64{-0.5, -0.25, 0, 0.25, 0.5} {
				o := off * s
				half := math.Sqrt(ri*ri - o*o)
				ux, uy := math.Sqrt2/2, -math.Sqrt2/2 // along the hatch
				nx, ny := math.Sqrt2/2, math.Sqrt2/2  // across it
				a := pt{p.X + nx*o - ux*half, p.Y + ny*o - uy*half}
				b := pt{p.X + nx*o + ux*half, p.Y + ny*o + uy*half}
				d.c.line(a, b, 1, rgba(0x6e4424, 150))
			}
		}
	}
}

// smooth rounds a polyline by corner cutting (Chaikin), keeping its ends.
func smooth(ps []pt, rounds int) []pt {
	for ; rounds > 0 && len(ps) > 2; rounds-- {
		out := []pt{ps[0]}
		for i := 0; i+1 < len(ps); i++ {
			a, b := ps[i], ps[i+1]
			out = append(out, pt{0.75*a.X + 0.25*b.X, 0.75*a.Y + 0.25*b.Y}, pt{0.25*a.X + 0.75*b.X, 0.25*a.Y + 0.75*b.Y})
		}
		ps = append(out, ps[len(ps)-1])
	}
	return ps
}

func (d *drawer) river() {
	for i, ch := range d.m.River {
		var ps []pt
		for _, h := range ch {
			ps = append(ps, d.center(h))
		}
		w := 3.0
		if i == 0 {
			w = 6
			// The main channel runs on off the map at both ends.
			ps[0].Y -= hexSize
			ps[len(ps)-1].Y += hexSize
		}
		d.c.polyline(smooth(ps, 3), w, colRiver)
	}
}

func (d *drawer) streams() {
	for _, cell := range d.m.cells {
		for _, n := range cell.Stream {
			if hex.Compare(cell.Hex, n) < 0 {
				a, b := d.side(cell.Hex, n)
				d.c.line(a, b, 3.2, colStream)
			}
		}
	}
}

// roads draws each road of the layout as one smoothed line through the
// centres of its hexes (a road along a row of hexes would otherwise zigzag).
func (d *drawer) roads() {
	for _, rd := range d.m.Layout.Roads {
		hs, _ := parseHexes(rd.Hexes) // checked by Generate
		var ps []pt
		for _, h := range hs {
			ps = append(ps, d.center(h))
		}
		d.c.polyline(smooth(ps, 3), 3.4, colRoad)
	}
	// Roads that lead off the map.
	for _, lb := range d.m.Labels {
		if lb.Kind != "offmap" {
			continue
		}
		h := hex.MustParse(lb.Hex)
		if len(d.m.At(h).Road) == 0 {
			continue
		}
		p := d.center(h)
		q := d.offEdge(h)
		d.c.line(p, q, 3.4, colRoad)
	}
}

// offEdge is a point just beyond the map edge nearest h.
func (d *drawer) offEdge(h hex.Hex) pt {
	p := d.center(h)
	switch {
	case h.Row == 1:
		return pt{p.X, p.Y - hexSize*1.3}
	case h.Row == d.m.Rows:
		return pt{p.X, p.Y + hexSize*1.3}
	case h.Col == 1:
		return pt{p.X - hexSize*1.4, p.Y}
	default:
		return pt{p.X + hexSize*1.4, p.Y}
	}
}

// retrenchment draws the earthwork: a bold rampart along every side between
// a retrenchment hex and the ground outside the camp, with redans pointing out.
func (d *drawer) retrenchment() {
	for _, cell := range d.m.cells {
		if cell.Terrain != Retrenchment {
			continue
		}
		for _, n := range d.m.Neighbors(cell.Hex) {
			nc := d.m.At(n)
			if nc.Camp || nc.Terrain == Marsh {
				continue
			}
			a, b := d.side(cell.Hex, n)
			d.c.line(a, b, 4.2, colRampart)
			// A redan: a triangle on the middle of the side, pointing out.
			p, q := d.center(cell.Hex), d.center(n)
			ux, uy := (q.X-p.X)/(hexSize*sqrt3), (q.Y-p.Y)/(hexSize*sqrt3)
			mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
			vx, vy := (b.X-a.X)/2, (b.Y-a.Y)/2
			d.c.fill([]pt{{mx - vx*0.55, my - vy*0.55}, {mx + ux*hexSize*0.38, my + uy*hexSize*0.38}, {mx + vx*0.55, my + vy*0.55}}, colRampart)
		}
	}
}

func (d *drawer) redoubts() {
	f := d.c.face("bold", 10)
	for _, rd := range d.m.Redoubts {
		h := hex.MustParse(rd.Hex)
		p := d.center(h)
		hw := hexSize * 0.36
		y := p.Y + hexSize*0.05
		if rd.Unfinished {
			d.c.frame(p.X-hw, y-hw, p.X+hw, y+hw, 2.2, colRedoubt)
		} else {
			d.c.rect(p.X-hw, y-hw, p.X+hw, y+hw, colRedoubt)
		}
		if rd.Line {
			// The line's ids go north of it, clear of the T's stem.
			d.c.label(f, rd.ID, p.X, p.Y-hexSize*0.78, colRedoubt, colHalo)
		} else {
			// The longitudinal redoubts run north-south: their ids go beside them.
			d.c.text(f, rd.ID, p.X+hw+3, y+4, colRedoubt)
		}
	}
}

// artillery draws a gun on each artillery symbol hex, its barrel to the west.
func (d *drawer) artillery() {
	for _, cell := range d.m.cells {
		if !cell.Artillery {
			continue
		}
		p := d.center(cell.Hex)
		d.c.disc(pt{p.X + 3, p.Y}, 5.2, colPaper)
		d.c.line(pt{p.X + 3, p.Y}, pt{p.X - 9, p.Y - 1.5}, 3.6, colGun)
		d.c.disc(pt{p.X + 3, p.Y}, 4, colGun)
		d.c.ring(pt{p.X + 3, p.Y + 4}, 3, 1.4, colGun)
	}
}

// entries marks the six Swedish entry hexes of Scenario 2 (DATA.md g.2) with
// an arrow into the map; they are set-up data, shown only for orientation.
func (d *drawer) entries() {
	f := d.c.face("bold", 10)
	names := []string{"H", "4", "3", "2", "1", "C"}
	for i, h := range d.m.Entry {
		p := d.center(h)
		y := p.Y + hexSize*sqrt3/2 + 3
		d.c.fill([]pt{{p.X - 7, y + 12}, {p.X, y}, {p.X + 7, y + 12}}, colEntry)
		if i < len(names) {
			d.c.label(f, names[i], p.X, y+20, colText, nil)
		}
	}
}

// numbers prints the hex number on every fifth column and row.
func (d *drawer) numbers() {
	f := d.c.face("regular", 8)
	for _, cell := range d.m.cells {
		h := cell.Hex
		if (h.Col == 1 || h.Col%5 == 0) && (h.Row == 1 || h.Row%5 == 0) {
			p := d.center(h)
			d.c.label(f, h.String(), p.X, p.Y-hexSize*0.62, colNumber, nil)
		}
	}
}

func (d *drawer) labels() {
	for _, lb := range d.m.Labels {
		h := hex.MustParse(lb.Hex)
		p := d.center(h)
		switch lb.Kind {
		case "village":
			f := d.c.face("bold", 12)
			switch {
			case h.Row == d.m.Rows:
				// A row of village hexes on the south edge: the name west of it.
				w0 := h
				for w0.Col > 1 && d.m.At(hex.Hex{Col: w0.Col - 1, Row: w0.Row}).Terrain == Village {
					w0.Col--
				}
				q := d.center(w0)
				w := textWidth(f, lb.Text)
				d.c.label(f, lb.Text, q.X-hexSize*1.1-w/2, q.Y, colText, colHalo)
			case h.Row >= d.m.Rows-2:
				d.c.label(f, lb.Text, p.X, p.Y-hexSize*1.25, colText, colHalo)
			default:
				d.c.label(f, lb.Text, p.X, p.Y+hexSize*1.25, colText, colHalo)
			}
		case "offmap":
			f := d.c.face("bold", 13)
			q := d.offEdge(h)
			// An arrow head off the edge, the name beside it.
			dx, dy := q.X-p.X, q.Y-p.Y
			n := math.Hypot(dx, dy)
			ux, uy := dx/n, dy/n
			tip := pt{q.X + ux*6, q.Y + uy*6}
			d.c.fill([]pt{tip, {q.X - uy*7, q.Y + ux*7}, {q.X + uy*7, q.Y - ux*7}}, colRoad)
			w := textWidth(f, lb.Text)
			switch {
			case h.Row == 1:
				d.c.label(f, lb.Text, q.X+w/2+14, q.Y, colText, colHalo)
			case h.Row == d.m.Rows:
				d.c.label(f, lb.Text, q.X+w/2+14, q.Y+4, colText, colHalo)
			case h.Col == 1:
				d.c.label(f, lb.Text, p.X+w/2-6, p.Y-hexSize*1.15, colText, colHalo)
			default:
				d.c.label(f, lb.Text, q.X-w/2-10, q.Y, colText, colHalo)
			}
		case "river":
			f := d.c.face("italic", 15)
			d.c.label(f, lb.Text, p.X, p.Y, colStream, colHalo)
		case "wood":
			f := d.c.face("italic", 17)
			d.c.label(f, lb.Text, p.X, p.Y, colWoodLabel, rgba(0xd8e8cc, 220))
		case "ravine":
			f := d.c.face("italic", 13)
			d.c.label(f, lb.Text, p.X, p.Y-hexSize*0.2, colStream, colHalo)
		case "camp":
			f := d.c.face("bold", 15)
			d.c.label(f, lb.Text, p.X, p.Y, colRampart, colHalo)
		default:
			f := d.c.face("bold", 12)
			d.c.label(f, lb.Text, p.X, p.Y, colRedoubt, colHalo)
		}
	}
}

func (d *drawer) title(maxX float64) {
	d.c.text(d.c.face("bold", 26), "Poltava 1709", mapLeft, 38, colText)
	d.c.text(d.c.face("regular", 14),
		"The battlefield of 27 June (8 July) 1709: the Russian camp, the redoubts and the Swedish approach. North at the top.",
		mapLeft, 62, colText)
	d.c.text(d.c.face("regular", 11),
		fmt.Sprintf("%d x %d hexes of 150 m. Generated by scenarios/poltava/mapgen from the reference layout of DATA.md c.2.", d.m.Cols, d.m.Rows),
		mapLeft, 80, colNumber)
	// North arrow over the north-east corner of the map.
	x, y := maxX-10, 40.0
	d.c.fill([]pt{{x, y - 22}, {x - 8, y + 6}, {x, y}, {x + 8, y + 6}}, colText)
	d.c.label(d.c.face("bold", 13), "N", x, y+18, colText, nil)
}

// scale draws a bar of ten hexes (1.5 km) in blocks of one hex (150 m).
func (d *drawer) scale(maxY float64) {
	step := hexSize * sqrt3
	x0, y := mapLeft+10, maxY+30
	for i := range 10 {
		col := colText
		if i%2 == 1 {
			col = colPaper
		}
		d.c.rect(x0+float64(i)*step, y, x0+float64(i+1)*step, y+8, col)
	}
	d.c.frame(x0-1, y-1, x0+10*step+1, y+9, 1.2, colText)
	f := d.c.face("regular", 11)
	for _, t := range []struct {
		i float64
		s string
	}{{0, "0"}, {5, "750 m"}, {10, "1.5 km"}} {
		d.c.label(f, t.s, x0+t.i*step, y+20, colText, nil)
	}
	d.c.text(f, "One hex = 150 m from side to side (a column of hexes is 130 m wide). One turn = one hour.", x0+10*step+40, y+10, colText)
}

// legend draws the key and the map's numbers in the panel east of the map.
func (d *drawer) legend(x0 float64) {
	c := d.c
	y := mapTop + 4
	c.text(c.face("bold", 16), "Legend", x0, y+12, colText)
	y += 34
	bold, reg := c.face("bold", 12), c.face("regular", 12)
	swatch := func(name, note string, draw func(p pt)) {
		p := pt{x0 + 18, y}
		draw(p)
		c.text(bold, name, x0+46, y+4, colText)
		if note != "" {
			c.text(reg, note, x0+46, y+19, colNumber)
			y += 14
		}
		y += 34
	}
	hexAt := func(p pt, col color.Color) {
		var cs []pt
		for i := range 6 {
			a := math.Pi / 3 * float64(i)
			cs = append(cs, pt{p.X + hexSize*math.Cos(a), p.Y + hexSize*math.Sin(a)})
		}
		c.fill(cs, colGrid)
		for i := range cs {
			cs[i] = pt{p.X + 0.93*(cs[i].X-p.X), p.Y + 0.93*(cs[i].Y-p.Y)}
		}
		c.fill(cs, col)
	}
	swatch("Open ground", "the plateau; 1 MP", func(p pt) { hexAt(p, colOpen) })
	swatch("Woods", "impassable; blocks line of sight", func(p pt) {
		hexAt(p, colWoods)
		c.disc(pt{p.X - 5, p.Y - 3}, 3.4, colTree)
		c.disc(pt{p.X + 5, p.Y + 3}, 3.4, colTree)
	})
	swatch("Marsh of the Vorskla", "impassable; the river channel drawn", func(p pt) {
		hexAt(p, colMarsh)
		c.line(pt{p.X - 12, p.Y + 4}, pt{p.X + 12, p.Y - 4}, 4, colRiver)
	})
	swatch("Village", "1 shift; no ZOC; blocks line of sight", func(p pt) {
		hexAt(p, colVillage)
		c.rect(p.X-3, p.Y-1, p.X+3, p.Y+4, colHouse)
		c.fill([]pt{{p.X - 4.5, p.Y - 1}, {p.X, p.Y - 6}, {p.X + 4.5, p.Y - 1}}, colHouse)
	})
	swatch("Hill", "blocks line of sight", func(p pt) {
		hexAt(p, colHill)
		c.ring(p, 6, 1.2, colHachure)
	})
	swatch("Camp interior", "the Russian camp behind the retrenchment", func(p pt) { hexAt(p, colCamp) })
	swatch("Retrenchment", "earthwork with redans; 2 MP, no cavalry", func(p pt) {
		hexAt(p, colEarth)
		c.line(pt{p.X - 9, p.Y - 15}, pt{p.X + 9, p.Y - 15}, 4, colRampart)
		c.fill([]pt{{p.X - 4, p.Y - 15}, {p.X, p.Y - 21}, {p.X + 4, p.Y - 15}}, colRampart)
	})
	swatch("Redoubt (R1-R8)", "R1-R6: the redoubt line, tinted", func(p pt) {
		hexAt(p, colLineHex)
		c.rect(p.X-6, p.Y-6, p.X+6, p.Y+6, colRedoubt)
	})
	swatch("Unfinished redoubt (R9, R10)", "", func(p pt) {
		hexAt(p, colOpen)
		c.frame(p.X-6, p.Y-6, p.X+6, p.Y+6, 2.2, colRedoubt)
	})
	swatch("Artillery symbol", "the guns on the camp's west face", func(p pt) {
		hexAt(p, colEarth)
		c.line(pt{p.X + 3, p.Y}, pt{p.X - 9, p.Y - 1.5}, 3.6, colGun)
		c.disc(pt{p.X + 3, p.Y}, 4, colGun)
		c.ring(pt{p.X + 3, p.Y + 4}, 3, 1.4, colGun)
	})
	swatch("Road", "1/2 MP a hex in a road move", func(p pt) {
		c.line(pt{p.X - 14, p.Y + 5}, pt{p.X + 14, p.Y - 5}, 3.4, colRoad)
	})
	swatch("Stream or ravine hexside", "+1 MP; 1 shift if not outflanked", func(p pt) {
		c.line(pt{p.X - 14, p.Y}, pt{p.X + 14, p.Y}, 3.2, colStream)
	})
	swatch("Swedish entry hex (Scenario 2)", "H, C: cavalry wings; 1-4: infantry columns", func(p pt) {
		c.fill([]pt{{p.X - 7, p.Y + 8}, {p.X, p.Y - 6}, {p.X + 7, p.Y + 8}}, colEntry)
	})

	// The numbers of the map.
	y += 6
	c.text(c.face("bold", 14), "The map in numbers", x0, y, colText)
	y += 22
	count := map[string]int{}
	north, south := 0, 0
	for _, cell := range d.m.cells {
		count[cell.Terrain]++
		switch cell.Zone {
		case "north":
			north++
		case "south":
			south++
		}
	}
	var parts []string
	for _, t := range terrains {
		if count[t] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", t, count[t]))
		}
	}
	lines := []string{
		fmt.Sprintf("%d hexes: %s,", len(d.m.cells), strings.Join(parts[:4], ", ")),
		strings.Join(parts[4:], ", ") + ".",
		fmt.Sprintf("Camp %d hexes: %d retrenchment, %d interior.", count[Retrenchment]+count[CampT], count[Retrenchment], count[CampT]),
		fmt.Sprintf("North zone %d hexes, south zone %d;", north, south),
		"they meet only through the redoubt line R1-R6.",
		fmt.Sprintf("Room for deployment L = %d", d.m.L),
		fmt.Sprintf("(columns %02d-%02d, rows %02d-%02d).", d.m.LRuns[0].From.Col, d.m.LRuns[len(d.m.LRuns)-1].From.Col,
			d.m.LRuns[0].From.Row, d.m.LRuns[0].To.Row),
	}
	small := c.face("regular", 11)
	for _, s := range lines {
		c.text(small, s, x0, y, colText)
		y += 16
	}
}
