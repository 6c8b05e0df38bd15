package rrui

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The dice of a round: each side's bucket (the engine's roll event: its
// faces and its hits) rolls over the map, then stays a moment with the
// hits counted.

// diceShow is a bucket of dice shown over the map.
type diceShow struct {
	n       int
	faces   []int
	hits    int
	faction redrussia.Faction
	where   string
	stage   string
	start   time.Time
	until   time.Time
}

const (
	diceTime = 1800 * time.Millisecond
	rollTime = 500 * time.Millisecond
)

func (d diceShow) showing(now time.Time) bool { return d.n > 0 && now.Before(d.until) }

func itoa(n int) string { return strconv.Itoa(n) }

// showDice shows a roll event's dice.
func (b *boardScene) showDice(e redrussia.Event) {
	stage, list, _ := strings.Cut(e.Text, ": ")
	var faces []int
	for _, w := range strings.Fields(list) {
		if v, err := strconv.Atoi(w); err == nil {
			faces = append(faces, v)
		}
	}
	if len(faces) == 0 {
		return
	}
	now := time.Now()
	b.dice = diceShow{n: len(faces), faces: faces, hits: e.N, faction: e.Faction, where: e.Where, stage: stage, start: now, until: now.Add(diceTime)}
}

// drawDice draws the dice shown, rolling at first.
func (b *boardScene) drawDice(dst *ebiten.Image) {
	d := b.dice
	if d.n == 0 {
		return
	}
	th := b.a.Theme
	size := th.S(30)
	per := min(d.n, 12)
	rows := (d.n + per - 1) / per
	w := float64(per)*(size+th.S(4)) + th.S(16)
	h := float64(rows)*(size+th.S(4)) + th.S(48)
	r := ui.Rect{X: b.mapR.X + (b.mapR.W-w)/2, Y: b.mapR.Y + th.S(12), W: w, H: h}
	ui.FillRect(dst, r, ui.WithAlpha(th.C("panel"), 0xe8))
	ui.StrokeRect(dst, r, 1.5, b.factionColour(d.faction))
	ui.DrawText(dst, ui.FitText(T("dice.head", b.factionWord(d.faction), b.placeName(d.where), d.hits), th.Face(12, true), r.W-th.S(12)), th.Face(12, true), r.X+th.S(8), r.Y+th.S(6), th.C("text"))
	rolling := time.Since(d.start) < rollTime
	bg := b.factionColour(d.faction)
	fg := inkOn(bg)
	for k, f := range d.faces {
		face, angle := f, 0.0
		if rolling {
			face = 1 + (k+int(time.Since(d.start)/(60*time.Millisecond)))%6
			angle = math.Sin(float64(time.Since(d.start))/8e7+float64(k)) * 0.5
		}
		col, row := k%per, k/per
		x := r.X + th.S(8) + float64(col)*(size+th.S(4))
		y := r.Y + th.S(30) + float64(row)*(size+th.S(4))
		widgets.DrawDie(dst, th, x, y, size, face, bg, fg, angle)
	}
}
