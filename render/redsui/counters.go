package redsui

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// Counters are drawn once per unit and side (full strength, disordered) at
// counterPx and then scaled: the board draws images, not text, every frame.
const (
	counterPx    = 112.0          // counter image size in pixels
	counterWorld = baseHex * 1.12 // counter size on the map in world pixels
)

type counterArt struct {
	th    *ui.Theme
	cache map[int]*ebiten.Image
}

func newCounterArt(th *ui.Theme) *counterArt {
	return &counterArt{th: th, cache: map[int]*ebiten.Image{}}
}

// colors returns a unit's background and foreground (2.6).
func (a *counterArt) colors(d *reds.UnitDef, side reds.Side) (bg, fg color.RGBA) {
	key := d.Faction.String()
	switch d.Faction {
	case reds.FactionRed:
		key = "red"
	case reds.WhiteSpecial:
		key = "special"
	case reds.Estonian, reds.Freikorps, reds.NWArmy:
		key = "nw"
	case reds.Makhno:
		bg, fg = a.th.C("makhno_bg"), a.th.C("makhno_fg")
		if side == reds.Red {
			fg = a.th.C("red_bg")
		}
		return
	}
	return a.th.C(key + "_bg"), a.th.C(key + "_fg")
}

// image returns the counter of unit i, full strength or disordered.
func (a *counterArt) image(s *reds.State, i int, disordered bool) *ebiten.Image {
	side := s.SideOf(i)
	key := (i*8+int(side)*2)*2 + int(lang.Current())*16*len(s.Units)
	if disordered {
		key++
	}
	// On the map a counter leaves out its set-up hex or arrival turn: a
	// hex number there reads as where it is (issue 22).
	onMap := s.Units[i].Where == reds.OnMap
	key *= 2
	if onMap {
		key++
	}
	if img, ok := a.cache[key]; ok {
		return img
	}
	img := ui.Painted(counterPx, counterPx, func(img *ebiten.Image) { a.paint(img, s.Def(i), side, disordered, !onMap) })
	a.cache[key] = img
	return img
}

func signed(v int) string {
	if v > 0 {
		return fmt.Sprintf("+%d", v)
	}
	return fmt.Sprint(v)
}

// paint draws a counter face.
func (a *counterArt) paint(img *ebiten.Image, d *reds.UnitDef, side reds.Side, disordered, showTag bool) {
	const W = counterPx
	bg, fg := a.colors(d, side)
	if disordered {
		bg = ui.Blend(bg, color.RGBA{128, 128, 128, 255}, 0.35)
	}
	// Body with a bevelled edge.
	vector.DrawFilledRect(img, 0, 0, W, W, ui.Darker(bg, 0.55), true)
	vector.DrawFilledRect(img, 3, 3, W-6, W-6, bg, true)
	if disordered {
		// The back of the counter: a hatched band across it.
		band := ui.WithAlpha(fg, 70)
		for k := -W; k < W; k += 9 {
			vector.StrokeLine(img, float32(k), W*0.62, float32(k)+W*0.3, W*0.32, 3, band, true)
		}
	}
	th := a.th
	// Size mark, centred above the symbol.
	if mark := sizeMark(d.Size); mark != "" {
		ui.DrawTextCentered(img, mark, th.FaceAt(15, true), W*0.36, 13, fg)
	}
	// No-replacement dot, top left.
	if d.Dot {
		vector.DrawFilledCircle(img, 12, 12, 6, fg, true)
	}
	// Z: ignores enemy ZOC.
	if d.Z {
		ui.DrawTextCentered(img, "Z", th.FaceAt(18, true), W-14, 15, fg)
	}
	// The NATO symbol box.
	bx, by, bw, bh := float32(W*0.1), float32(W*0.22), float32(W*0.52), float32(W*0.32)
	natoSymbol(img, d.Type, bx, by, bw, bh, fg)
	// SP, large, right of the symbol.
	if !d.Type.OffMap() {
		ui.DrawTextCentered(img, fmt.Sprint(d.SP), th.FaceAt(34, true), W*0.81, W*0.37, fg)
	}
	// Identity.
	name := shortName(d)
	ui.DrawTextCentered(img, name, a.fitFace(name, 14, W*0.9), W/2, W*0.64, fg)
	// The set-up hex or the strategic turn it arrives in (2.3), off the
	// map (in the tray, the pools, the lists).
	if tag := d.Arrives; showTag && (tag != "" || d.Setup.Valid()) {
		if tag == "" {
			tag = d.Setup.String()
		}
		x := W - 5
		if d.Z {
			x = W - 26
		}
		ui.DrawText(img, tag, th.FaceAt(10, false), x, 4, ui.WithAlpha(fg, 170), text.AlignEnd)
	}
	// Bottom row: attack, defence, MA.
	att, def, ma := d.Values(disordered)
	face := th.FaceAt(19, true)
	y := W * 0.86
	ax, dx, mx := W*0.2, W*0.5, W*0.8
	if d.Type != reds.Garrison { // garrisons show a defence modifier only (2.3)
		switch {
		case d.Type == reds.Partisan:
			vector.DrawFilledRect(img, float32(ax-15), float32(y-12), 30, 24, color.Black, true)
			ui.DrawTextCentered(img, signed(att), face, ax, y, color.White)
		case d.Faction == reds.AIF:
			vector.DrawFilledRect(img, float32(ax-15), float32(y-12), 30, 24, th.C("red_bg"), true)
			ui.DrawTextCentered(img, signed(att), face, ax, y, color.White)
		default:
			ui.DrawTextCentered(img, signed(att), face, ax, y, fg)
		}
	}
	ui.DrawTextCentered(img, signed(def), face, dx, y, fg)
	switch {
	case d.Type == reds.ArmoredTrain || d.Type == reds.RiverFlotilla:
		ui.DrawTextCentered(img, "∞", face, mx, y, fg)
	case d.MA > 0 && d.Cossack():
		vector.DrawFilledRect(img, float32(mx-14), float32(y-12), 28, 24, color.RGBA{240, 200, 0, 255}, true)
		ui.DrawTextCentered(img, fmt.Sprint(ma), face, mx, y, color.Black)
	case d.MA > 0:
		ui.DrawTextCentered(img, fmt.Sprint(ma), face, mx, y, fg)
	}
}

// sizeMark is the NATO size mark (2.5).
func sizeMark(s reds.Size) string {
	switch s {
	case reds.Army:
		return "XXXX"
	case reds.Corps:
		return "XXX"
	case reds.Division:
		return "XX"
	case reds.Brigade:
		return "X"
	}
	return ""
}

// abbrev shortens the words of counter names, in both languages; words
// mapped to "" are left out (the size mark already says "army").
var abbrev = map[string]string{
	"army": "", "corps": "", "division": "Div", "brigade": "Bde", "garrison": "Gar.", "cavalry": "Cav",
	"cossack": "Coss", "cossacks": "Coss", "rifle": "Rifle", "group": "Gp", "armored": "Arm.", "train": "Tr.",
	"flotilla": "Flot.", "detachment": "Det.", "infantry": "Inf", "regiment": "Rgt", "force": "F.",
	"армия": "", "корпус": "", "дивизия": "див.", "бригада": "бр.", "гарнизон": "гарн.", "кавалерийская": "кав.",
	"конная": "конн.", "казачья": "каз.", "казачий": "каз.", "стрелковая": "стр.", "группа": "гр.",
	"флотилия": "фл.", "бронепоезд": "бп", "отряд": "отр.", "дивизион": "див-н",
}

// shortName is the identity printed on a counter: its name without what
// the counter shows otherwise, words abbreviated, the part in brackets
// (a commander, a place) kept when it names the unit best.
func shortName(d *reds.UnitDef) string {
	n := redslang.Unit(d)
	paren := ""
	if k := strings.Index(n, "("); k > 0 {
		paren = strings.TrimSuffix(strings.TrimSpace(n[k+1:]), ")")
		n = strings.TrimSpace(n[:k])
	}
	var out []string
	for _, w := range strings.Fields(n) {
		a, ok := abbrev[strings.ToLower(w)]
		if !ok {
			a = w
		}
		for _, suf := range []string{"st", "nd", "rd", "th"} {
			if t, ok := strings.CutSuffix(a, suf); ok && t != "" && strings.Trim(t, "0123456789") == "" {
				a = t
			}
		}
		if a != "" {
			out = append(out, a)
		}
	}
	if len(out) == 0 && paren != "" {
		return paren
	}
	if len(out) == 0 {
		return strings.Fields(n + " ?")[0]
	}
	return strings.Join(out, " ")
}

// fitFace is the largest face up to size px in which s fits width w.
func (a *counterArt) fitFace(s string, size, w float64) *text.GoTextFace {
	f := a.th.FaceAt(size, true)
	if tw := ui.TextWidth(s, f); tw > w {
		f = a.th.FaceAt(math.Max(8, size*w/tw), true)
	}
	return f
}

// natoSymbol draws the unit-type symbol in a box.
func natoSymbol(img *ebiten.Image, t reds.UnitType, x, y, w, h float32, c color.Color) {
	vector.StrokeRect(img, x, y, w, h, 2.5, c, true)
	cx, cy := x+w/2, y+h/2
	switch t {
	case reds.Infantry:
		vector.StrokeLine(img, x, y, x+w, y+h, 2.5, c, true)
		vector.StrokeLine(img, x, y+h, x+w, y, 2.5, c, true)
	case reds.Cavalry:
		vector.StrokeLine(img, x, y+h, x+w, y, 2.5, c, true)
	case reds.Partisan:
		vector.StrokeLine(img, x, y+h, x+w, y, 2.5, c, true)
		vector.StrokeLine(img, x+w*0.2, y, x+w*0.2, y+h, 2.5, c, true)
		vector.StrokeLine(img, x+w*0.8, y, x+w*0.8, y+h, 2.5, c, true)
	case reds.Garrison:
		vector.DrawFilledRect(img, x+w*0.15, y+h*0.6, w*0.7, h*0.25, c, true)
		for k := float32(0); k < 3; k++ {
			vector.DrawFilledRect(img, x+w*(0.15+k*0.27), y+h*0.35, w*0.16, h*0.25, c, true)
		}
	case reds.Tank:
		var p vector.Path
		p.MoveTo(cx-w*0.3, cy-h*0.22)
		p.LineTo(cx+w*0.3, cy-h*0.22)
		p.Arc(cx+w*0.3, cy, h*0.22, -math.Pi/2, math.Pi/2, vector.Clockwise)
		p.LineTo(cx-w*0.3, cy+h*0.22)
		p.Arc(cx-w*0.3, cy, h*0.22, math.Pi/2, 3*math.Pi/2, vector.Clockwise)
		p.Close()
		mapview.StrokePath(img, &p, 2.5, c, true)
	case reds.ArmoredTrain:
		vector.DrawFilledRect(img, x+w*0.15, cy-h*0.25, w*0.7, h*0.32, c, true)
		vector.DrawFilledCircle(img, x+w*0.3, cy+h*0.22, h*0.11, c, true)
		vector.DrawFilledCircle(img, x+w*0.7, cy+h*0.22, h*0.11, c, true)
	case reds.RiverFlotilla, reds.NavalFlotilla:
		var p vector.Path
		p.MoveTo(x+w*0.12, cy)
		p.LineTo(x+w*0.88, cy)
		p.LineTo(x+w*0.72, cy+h*0.3)
		p.LineTo(x+w*0.28, cy+h*0.3)
		p.Close()
		mapview.FillPath(img, &p, c, true)
		vector.DrawFilledRect(img, cx-w*0.05, cy-h*0.35, w*0.1, h*0.35, c, true)
		if t == reds.RiverFlotilla {
			vector.StrokeLine(img, x+w*0.1, y+h*0.88, x+w*0.9, y+h*0.88, 1.5, c, true)
		}
	case reds.Aircraft:
		vector.StrokeLine(img, x+w*0.15, cy, x+w*0.85, cy, 3, c, true)
		vector.StrokeLine(img, cx, y+h*0.15, cx, y+h*0.85, 2, c, true)
		vector.StrokeLine(img, cx-w*0.15, y+h*0.8, cx+w*0.15, y+h*0.8, 2, c, true)
	}
}

// plus writes a modifier with its sign, zero included (for arithmetic).
func plus(v int) string { return fmt.Sprintf("%+d", v) }
