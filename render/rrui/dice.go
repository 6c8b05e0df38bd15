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

// bucket is one side's roll: its faces and its hits.
type bucket struct {
	faces   []int
	hits    int
	faction redrussia.Faction
	where   string
}

// diceShow are the buckets rolled by one action, shown over the map.
type diceShow struct {
	n       int // dice in all
	buckets []bucket
	start   time.Time
	until   time.Time
}

const (
	diceTime = 2200 * time.Millisecond
	rollTime = 500 * time.Millisecond
)

func (d diceShow) showing(now time.Time) bool { return d.n > 0 && now.Before(d.until) }

func itoa(n int) string { return strconv.Itoa(n) }

// showDice adds a roll event's dice to the show: the first roll of an
// action starts it afresh.
func (b *boardScene) showDice(e redrussia.Event, fresh bool) {
	_, list, _ := strings.Cut(e.Text, ": ")
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
	if fresh {
		b.dice = diceShow{start: now}
	}
	b.dice.buckets = append(b.dice.buckets, bucket{faces: faces, hits: e.N, faction: e.Faction, where: e.Where})
	b.dice.n += len(faces)
	b.dice.until = now.Add(diceTime)
}

// drawDice draws the dice shown, rolling at first, each side's bucket on
// a line with its hits.
func (b *boardScene) drawDice(dst *ebiten.Image) {
	d := b.dice
	if d.n == 0 {
		return
	}
	th := b.a.Theme
	size := th.S(28)
	per, most := 12, 1
	lines := 0
	for _, bk := range d.buckets {
		lines += (len(bk.faces) + per - 1) / per
		most = max(most, min(per, len(bk.faces)))
	}
	w := max(th.S(300), float64(most)*(size+th.S(4))+th.S(16))
	h := float64(lines)*(size+th.S(4)) + float64(len(d.buckets))*th.S(22) + th.S(10)
	r := ui.Rect{X: b.mapR.X + (b.mapR.W-w)/2, Y: b.mapR.Y + th.S(12), W: w, H: h}
	ui.FillRect(dst, r, ui.WithAlpha(th.C("panel"), 0xe8))
	ui.StrokeRect(dst, r, 1.5, th.C("accent"))
	rolling := time.Since(d.start) < rollTime
	y := r.Y + th.S(5)
	for bi, bk := range d.buckets {
		ui.DrawText(dst, ui.FitText(T("dice.head", b.factionWord(bk.faction), b.placeName(bk.where), bk.hits), th.Face(12, true), r.W-th.S(12)), th.Face(12, true), r.X+th.S(8), y, b.factionColour(bk.faction))
		y += th.S(20)
		bg := b.factionColour(bk.faction)
		fg := inkOn(bg)
		for k, f := range bk.faces {
			face, angle := f, 0.0
			if rolling {
				face = 1 + (k+bi+int(time.Since(d.start)/(60*time.Millisecond)))%6
				angle = math.Sin(float64(time.Since(d.start))/8e7+float64(k)) * 0.5
			}
			col, row := k%per, k/per
			x := r.X + th.S(8) + float64(col)*(size+th.S(4))
			widgets.DrawDie(dst, th, x, y+float64(row)*(size+th.S(4)), size, face, bg, fg, angle)
		}
		y += float64((len(bk.faces)+per-1)/per)*(size+th.S(4)) + th.S(2)
	}
}
