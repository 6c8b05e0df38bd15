package rrui

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// The stacks: the pieces of each place drawn as counters in their
// faction's colour, a unit with its type and its attack-defence (a
// reduced unit's values on a pale band), a leader with his name and
// rating, the Gold; side by side around the place's label, or piled
// with their number when the view is too far out to hold them; a click
// spreads them large.

// spot is a counter drawn on the screen.
type spot struct {
	piece string
	place string
	r     ui.Rect
	top   bool // the pile's top: the counter drawn for the whole pile
}

// counterPx is a counter's side on the screen.
func (b *boardScene) counterPx() float64 {
	return math.Max(b.a.Theme.S(16), math.Min(b.a.Theme.S(44), b.cam.Zoom*260))
}

// piecesAt are the pieces shown at a place, those aboard its fleets with
// them.
func (b *boardScene) piecesAt(s *redrussia.State, place string) []*redrussia.Piece {
	var out []*redrussia.Piece
	for _, p := range s.PiecesAt(place) {
		out = append(out, p)
		if p.Type == redrussia.FLEET {
			out = append(out, s.PiecesAt(redrussia.FleetPrefix+p.ID)...)
		}
	}
	return out
}

// counterSpots are the counters on the screen, place by place.
func (b *boardScene) counterSpots() []spot {
	s := b.shownState()
	cs := b.counterPx()
	var out []spot
	for _, place := range b.places() {
		ps := b.piecesAt(s, place)
		if len(ps) == 0 {
			continue
		}
		pt, ok := b.placePoint(place)
		if !ok {
			continue
		}
		x, y := b.cam.ToScreen(pt[0], pt[1])
		if b.d.Map.Area(place) != nil {
			y += cs * 0.45 // under the area's name
		}
		if cs >= b.a.Theme.S(30) || len(ps) == 1 {
			per := min(len(ps), 4)
			rows := (len(ps) + per - 1) / per
			for k, p := range ps {
				col, row := k%per, k/per
				n := min(per, len(ps)-row*per)
				r := ui.Rect{X: x - float64(n)*(cs+2)/2 + float64(col)*(cs+2), Y: y - float64(rows)*(cs+2)/2 + float64(row)*(cs+2), W: cs, H: cs}
				out = append(out, spot{piece: p.ID, place: place, r: r, top: true})
			}
			continue
		}
		off := math.Min(3, cs/8)
		for k, p := range ps {
			r := ui.Rect{X: x - cs/2 + float64(k)*off - float64(len(ps)-1)*off/2, Y: y - cs/2 - float64(k)*off + float64(len(ps)-1)*off/2, W: cs, H: cs}
			out = append(out, spot{piece: p.ID, place: place, r: r, top: k == len(ps)-1})
		}
	}
	return out
}

// drawStacks draws every counter on the map.
func (b *boardScene) drawStacks(dst *ebiten.Image) {
	s := b.shownState()
	spots := b.counterSpots()
	count := map[string]int{}
	for _, sp := range spots {
		count[sp.place]++
	}
	for _, sp := range spots {
		if b.drag != nil && b.drag.live && slicesContains(b.drag.pieces, sp.piece) {
			continue
		}
		b.drawCounter(dst, s, s.Piece(sp.piece), sp.r)
		if sp.top && !b.sideBySide(count[sp.place]) && count[sp.place] > 1 {
			th := b.a.Theme
			r := ui.Rect{X: sp.r.X + sp.r.W - th.S(6), Y: sp.r.Y - th.S(7), W: th.S(14), H: th.S(13)}
			ui.FillRect(dst, r, inkColour)
			ui.DrawTextCentered(dst, fmt.Sprint(count[sp.place]), th.Face(9, true), r.CX(), r.CY(), haloColour)
		}
	}
}

// sideBySide reports a place of n counters drawn side by side.
func (b *boardScene) sideBySide(n int) bool { return b.counterPx() >= b.a.Theme.S(30) || n == 1 }

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// typeCode is a unit type's short name on a counter.
func typeCode(t redrussia.UnitType) string {
	switch t {
	case redrussia.INF:
		return "INF"
	case redrussia.CAV:
		return "CAV"
	case redrussia.TANK:
		return "TNK"
	case redrussia.AIR:
		return "AIR"
	case redrussia.FLEET:
		return "FLT"
	case redrussia.PARTISAN:
		return "PAR"
	}
	return "?"
}

// leaderName is a leader's name in the current language.
func (b *boardScene) leaderName(id string) string {
	if l := b.d.Leaders.Leader(id); l != nil {
		if langKey() != 0 && l.Name.RU != "" {
			return l.Name.RU
		}
		return l.Name.EN
	}
	return id
}

// pieceName names a piece: "Red INF 4-2", "Trotsky (3)", "the Gold".
func (b *boardScene) pieceName(id string) string {
	p := b.st.Piece(id)
	if p == nil {
		return id
	}
	switch p.Kind {
	case redrussia.KindLeader:
		l := b.d.Leaders.Leader(id)
		if l == nil {
			return id
		}
		return fmt.Sprintf("%s (%d)", b.leaderName(id), l.Rating)
	case redrussia.KindGold:
		return T("gold")
	}
	v := b.st.Values(p)
	red := ""
	if p.Reduced {
		red = "·" + T("reduced")
	}
	return fmt.Sprintf("%s %s %d-%d%s", b.factionCode(p.Faction), typeCode(p.Type), v.Attack, v.Defense, red)
}

// drawCounter draws a piece as a counter in r: painted once for its
// looks and size, then drawn as an image (painting paths and text afresh
// each frame is slow in software rendering).
func (b *boardScene) drawCounter(dst *ebiten.Image, s *redrussia.State, p *redrussia.Piece, r ui.Rect) {
	if p == nil {
		return
	}
	px := int(math.Round(r.W))
	v := s.Values(p)
	key := fmt.Sprint("c", p.Faction, p.Kind, p.Type, v, p.Reduced, p.ID, px, langKey())
	if p.Kind == redrussia.KindUnit {
		key = fmt.Sprint("c", p.Faction, p.Kind, p.Type, v, p.Reduced, px)
	}
	img := b.painted(key, px+2, px+2, func(c *ebiten.Image) {
		b.paintCounter(c, s, p, ui.Rect{X: 1, Y: 1, W: float64(px), H: float64(px)})
	})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X)-1, math.Round(r.Y)-1)
	dst.DrawImage(img, op)
}

// painted is an image painted once by key.
func (b *boardScene) painted(key string, w, h int, paint func(*ebiten.Image)) *ebiten.Image {
	if img, ok := b.art[key]; ok {
		return img
	}
	if b.art == nil || len(b.art) > 800 {
		b.dropArt()
	}
	img := ui.Painted(w, h, paint)
	b.art[key] = img
	return img
}

// dropArt forgets every painted image.
func (b *boardScene) dropArt() {
	for _, img := range b.art {
		img.Deallocate()
	}
	b.art = map[string]*ebiten.Image{}
}

// paintCounter paints a piece as a counter in r.
func (b *boardScene) paintCounter(dst *ebiten.Image, s *redrussia.State, p *redrussia.Piece, r ui.Rect) {
	bg := b.factionColour(p.Faction)
	ink := inkOn(bg)
	var path vector.Path
	ui.RoundRect(&path, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(r.W/8))
	fill(dst, &path, bg)
	stroke(dst, &path, 1.2, color.RGBA{0x10, 0x10, 0x10, 0xff})
	th := b.a.Theme
	small := th.FaceAt(math.Max(6, r.H*0.3), true)
	big := th.FaceAt(math.Max(7, r.H*0.36), true)
	switch p.Kind {
	case redrussia.KindGold:
		vector.DrawFilledCircle(dst, float32(r.CX()), float32(r.CY()), float32(r.W*0.36), color.RGBA{0xe8, 0xc0, 0x30, 0xff}, true)
		ui.DrawTextCentered(dst, "Au", small, r.CX(), r.CY(), inkColour)
	case redrussia.KindLeader:
		name := b.leaderName(p.ID)
		if i := strings.LastIndex(name, " "); i > 0 {
			name = name[i+1:]
		}
		ui.DrawTextCentered(dst, ui.FitText(name, small, r.W-2), small, r.CX(), r.Y+r.H*0.3, ink)
		rating := 0
		if l := b.d.Leaders.Leader(p.ID); l != nil {
			rating = l.Rating
		}
		// A leader's rating, under a bar that marks him a leader.
		ui.FillRect(dst, ui.Rect{X: r.X + r.W*0.2, Y: r.Y + r.H*0.5, W: r.W * 0.6, H: math.Max(1, r.H*0.05)}, ink)
		ui.DrawTextCentered(dst, fmt.Sprint(rating), big, r.CX(), r.Y+r.H*0.74, ink)
	default:
		ui.DrawTextCentered(dst, typeCode(p.Type), small, r.CX(), r.Y+r.H*0.28, ink)
		v := s.Values(p)
		band := ui.Rect{X: r.X + 1, Y: r.Y + r.H*0.52, W: r.W - 2, H: r.H * 0.42}
		vi := ink
		if p.Reduced {
			ui.FillRect(dst, band, color.RGBA{0xf4, 0xf0, 0xe0, 0xff})
			vi = color.RGBA{0x60, 0x10, 0x10, 0xff}
		}
		ui.DrawTextCentered(dst, fmt.Sprintf("%d-%d", v.Attack, v.Defense), big, r.CX(), band.CY(), vi)
	}
}
