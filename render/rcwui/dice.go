package rcwui

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// drawDice shows the die of the last attack over the map: it tumbles for
// a moment, then shows the face the engine rolled, the column and the
// result.
func (b *boardScene) drawDice(dst *ebiten.Image) {
	d := b.dice
	if !d.showing() {
		return
	}
	th := b.a.Theme
	face := d.face
	if time.Until(d.until) > diceTime/2 {
		face = 1 + rand.IntN(6) // tumbling
	}
	side := th.S(64)
	x, y := b.mapR.CX()-side/2, b.mapR.Y+th.S(40)
	box := ui.Rect{X: x - th.S(130), Y: y - th.S(10), W: side + th.S(260), H: side + th.S(50)}
	ui.FillRect(dst, box, th.C("panel"))
	ui.StrokeRect(dst, box, 2, th.C("accent"))
	ui.FillRect(dst, ui.Rect{X: x, Y: y, W: side, H: side}, th.C("text"))
	ui.DrawTextCentered(dst, fmt.Sprint(face), th.Face(34, true), x+side/2, y+side/2, th.C("panel"))
	if face == d.face && time.Until(d.until) <= diceTime/2 {
		ui.DrawTextCentered(dst, rcwlang.T("die", d.column, d.face, d.text), th.Face(13, true), x+side/2, y+side+th.S(20), th.C("text"))
	}
}
