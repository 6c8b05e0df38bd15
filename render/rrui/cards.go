package rrui

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// The hand: the cards of the person at the screen along the foot of the
// map, each with its title, who may play it, when, and its effect (the
// card data's text); those Legal lets him play now are framed, and a
// click plays one (for one of his factions: with several, the panel asks
// which). A card played by anyone is shown to all for a moment with its
// effect.

// cardTime is how long a played card is shown.
const cardTime = 3500 * time.Millisecond

// cardShow is a card just played, shown over the map.
type cardShow struct {
	card    int
	faction redrussia.Faction
	until   time.Time
}

// cardTitle is a card's title in the current language.
func (b *boardScene) cardTitle(id int) string {
	c := b.d.Cards.Card(id)
	if c == nil {
		return T("card.unknown")
	}
	if langKey() != 0 && c.Title.RU != "" {
		return c.Title.RU
	}
	return c.Title.EN
}

// cardWhen says when a card may be played.
func (b *boardScene) cardWhen(c *redrussia.Card) string {
	var parts []string
	for _, w := range c.When {
		s := T("phase." + w.Phase.String())
		if len(w.Windows) > 0 {
			var ws []string
			for _, x := range w.Windows {
				ws = append(ws, strings.ToUpper(x.String()))
			}
			s += " " + strings.Join(ws, "/")
		}
		if w.Own {
			s += " (" + T("card.own") + ")"
		}
		parts = append(parts, s)
	}
	if c.Immediate {
		parts = append(parts, T("card.immediate"))
	}
	return strings.Join(parts, "; ")
}

// cardBy lists the factions that may play a card.
func (b *boardScene) cardBy(c *redrussia.Card) string {
	var out []string
	for _, f := range c.PlayableBy {
		out = append(out, b.factionCode(f))
	}
	return strings.Join(out, " ")
}

// hand is the hand of the person at the screen.
func (b *boardScene) hand() []int {
	if b.facing < 0 || b.facing >= len(b.st.Players) {
		return nil
	}
	return b.shownState().Players[b.facing].Hand
}

// playsOf are the Legal plays of a card by the person at the screen.
func (b *boardScene) playsOf(card int) []redrussia.Action {
	var out []redrussia.Action
	for _, x := range b.mineOf(redrussia.ActPlayCard) {
		if x.N == card {
			out = append(out, x)
		}
	}
	return out
}

// handRects are where the hand's cards stand, right to left from the
// map's right edge.
func (b *boardScene) handRects() []ui.Rect {
	h := b.hand()
	th := b.a.Theme
	w, ht := th.S(150), th.S(132)
	gap := th.S(6)
	left := b.mapR.X + th.S(450)
	avail := b.mapR.X + b.mapR.W - th.S(10) - left
	step := w + gap
	if n := float64(len(h)); n > 1 && n*step-gap > avail {
		step = (avail - w) / (n - 1)
	}
	out := make([]ui.Rect, len(h))
	for k := range h {
		x := b.mapR.X + b.mapR.W - th.S(10) - w - float64(len(h)-1-k)*step
		out[k] = ui.Rect{X: x, Y: b.mapR.Y + b.mapR.H - ht - th.S(10), W: w, H: ht}
	}
	return out
}

// drawHand draws the hand of the person at the screen.
func (b *boardScene) drawHand(dst *ebiten.Image) {
	h := b.hand()
	rs := b.handRects()
	top := -1 // the card under the pointer is drawn whole, over the others
	for k := range h {
		if rs[k].Contains(b.a.MX, b.a.MY) {
			top = k
		}
	}
	for k, id := range h {
		if k != top {
			b.drawCard(dst, id, rs[k], len(b.playsOf(id)) > 0, fmt.Sprintf("rr:card:%d", id))
		}
		b.panels = append(b.panels, rs[k])
	}
	if top >= 0 {
		r := rs[top]
		r.Y -= b.a.Theme.S(8)
		b.drawCard(dst, h[top], r, len(b.playsOf(h[top])) > 0, fmt.Sprintf("rr:card:%d", h[top]))
	}
}

// drawCard draws a card in r (painted once for its looks and size); hitID
// registers it for clicks and its tip.
func (b *boardScene) drawCard(dst *ebiten.Image, id int, r ui.Rect, playable bool, hitID string) {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	img := b.painted(fmt.Sprint("card", id, w, h, playable, langKey()), w, h, func(c *ebiten.Image) {
		b.paintCard(c, id, ui.Rect{W: float64(w), H: float64(h)}, playable)
	})
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(img, op)
	if c := b.d.Cards.Card(id); hitID != "" && c != nil {
		b.a.Hits.Add(r, hitID, b.cardTitle(id)+" — "+b.cardWhen(c)+" — "+c.Text)
	}
}

// paintCard paints a card in r.
func (b *boardScene) paintCard(dst *ebiten.Image, id int, r ui.Rect, playable bool) {
	th := b.a.Theme
	var p vector.Path
	ui.RoundRect(&p, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(th.S(6)))
	fill(dst, &p, color.RGBA{0xf3, 0xec, 0xd8, 0xff})
	edge, ew := color.RGBA{0x55, 0x48, 0x3a, 0xff}, float32(1.5)
	if playable {
		edge, ew = th.C("accent"), 4
	}
	stroke(dst, &p, ew, edge)
	c := b.d.Cards.Card(id)
	pad := th.S(5)
	ink := color.RGBA{0x1c, 0x16, 0x12, 0xff}
	if c == nil {
		ui.DrawTextCentered(dst, "?", th.Face(30, true), r.CX(), r.CY(), ink)
		return
	}
	y := r.Y + pad
	tf := th.Face(11, true)
	for _, l := range firstLines(ui.Wrap(b.cardTitle(id), tf, r.W-2*pad), 2) {
		ui.DrawText(dst, l, tf, r.X+pad, y, ink)
		y += ui.LineHeight(tf)
	}
	sf := th.Face(9, false)
	ui.DrawText(dst, ui.FitText(b.cardBy(c), sf, r.W-2*pad), sf, r.X+pad, y, color.RGBA{0x80, 0x10, 0x10, 0xff})
	y += ui.LineHeight(sf)
	ui.DrawText(dst, ui.FitText(b.cardWhen(c), sf, r.W-2*pad), sf, r.X+pad, y, color.RGBA{0x20, 0x40, 0x70, 0xff})
	y += ui.LineHeight(sf) + th.S(2)
	left := int((r.Y + r.H - pad - y) / ui.LineHeight(sf))
	for _, l := range firstLines(ui.Wrap(c.Text, sf, r.W-2*pad), max(0, left)) {
		ui.DrawText(dst, l, sf, r.X+pad, y, ink)
		y += ui.LineHeight(sf)
	}
}

func firstLines(ls []string, n int) []string {
	if len(ls) > n {
		ls = ls[:n]
		if n > 0 {
			ls[n-1] += "…"
		}
	}
	return ls
}

// cardClick plays the card clicked, if it is one of the hand's.
func (b *boardScene) cardClick(id string) bool {
	var card int
	if _, err := fmt.Sscanf(id, "rr:card:%d", &card); err != nil {
		return false
	}
	plays := b.playsOf(card)
	switch len(plays) {
	case 0:
		b.say(T("card.not_now", b.cardTitle(card)), true)
	case 1:
		b.act(plays[0])
	default:
		// One card, several of the player's factions: the panel asks.
		b.say(T("card.which"), false)
		b.cardPick = card
	}
	b.a.Dirty = true
	return true
}

// drawShown draws the card just played, for everyone to read.
func (b *boardScene) drawShown(dst *ebiten.Image) {
	if b.shown == nil {
		return
	}
	th := b.a.Theme
	w, h := th.S(300), th.S(250)
	r := ui.Rect{X: b.mapR.X + (b.mapR.W-w)/2, Y: b.mapR.Y + th.S(110), W: w, H: h}
	head := ui.Rect{X: r.X, Y: r.Y - th.S(28), W: w, H: th.S(26)}
	ui.FillRect(dst, head, ui.WithAlpha(th.C("panel"), 0xf0))
	ui.DrawTextCentered(dst, ui.FitText(T("card.played", b.factionWord(b.shown.faction)), th.Face(13, true), w-th.S(8)), th.Face(13, true), head.CX(), head.CY(), b.factionColour(b.shown.faction))
	b.drawCard(dst, b.shown.card, r, false, "")
	b.a.Button(dst, ui.Rect{X: r.X + r.W - th.S(90), Y: r.Y + r.H + th.S(4), W: th.S(90), H: th.S(26)}, "rr:shown", T("ok"), ui.ButtonNormal, "")
	b.panels = append(b.panels, r, head)
}
