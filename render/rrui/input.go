package rrui

import (
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// The board's input: keys and the wheel move the camera; the panels'
// buttons act; a press on a counter that may move drags its stack
// (move.go), any other drag pans the map; a click on a place spreads its
// counters, picks it as the target of an attack or a siege, places the
// piece chosen there, or picks a counter of the spread (a loss, a unit to
// flip).

func (b *boardScene) Update(a *ui.App) error {
	b.checkCurtain()
	now := time.Now()
	if b.shown != nil && now.After(b.shown.until) {
		b.shown = nil
		a.Dirty = true
	}
	if b.dice.n > 0 {
		a.Dirty = true
		if !b.dice.showing(now) {
			b.dice = diceShow{}
		}
	}
	b.checkConference(now)
	if b.conferring(now) {
		if a.ClickID == "rr:conf:close" {
			b.conferenceEnds = time.Time{}
			a.Dirty = true
		}
		return nil
	}
	if b.clicks(a) {
		return nil
	}
	if b.computer.step(b, now) {
		a.Dirty = true
	}
	mx, my := a.MX, a.MY
	if p := b.areaUnder(mx, my); p != b.hover {
		b.hover = p
		a.Dirty = true
	}
	step := 12.0 * a.Theme.Scale
	for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0},
		ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
		if ebiten.IsKeyPressed(k) {
			b.cam.Pan(d[0], d[1])
			a.Dirty = true
		}
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		switch {
		case b.logR.Contains(mx, my):
			b.logScroll = max(0, b.logScroll+wy*a.Theme.S(24))
			a.Dirty = true
		case b.mapR.Contains(mx, my):
			b.cam.ZoomAt(math.Pow(1.15, wy), mx, my)
			a.Dirty = true
		}
	}
	just := inpututil.IsKeyJustPressed
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	switch {
	case just(ebiten.KeyEqual) || just(ebiten.KeyKPAdd):
		b.cam.ZoomAt(1.25, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyMinus) || just(ebiten.KeyKPSubtract):
		b.cam.ZoomAt(0.8, b.mapR.CX(), b.mapR.CY())
		a.Dirty = true
	case just(ebiten.KeyHome):
		b.cam.Fit()
		a.Dirty = true
	case ctrl && just(ebiten.KeyS):
		b.Save(false)
	case ctrl && just(ebiten.KeyO):
		b.Load()
	case just(ebiten.KeySpace):
		b.computer.paused = !b.computer.paused
		a.Dirty = true
	case just(ebiten.KeyR) && !ctrl && b.curtain < 0:
		b.playWaiting()
	case just(ebiten.KeyEscape):
		switch {
		case b.drag != nil || b.target != "" || b.placing != "" || len(b.allot) > 0:
			b.drag, b.target, b.placing, b.allot = nil, "", "", nil
			b.lit = map[string]bool{}
			a.Dirty = true
		case b.spread != "":
			b.spread = ""
			a.Dirty = true
		default:
			a.Show(ui.NewGameMenu(a, b))
			return nil
		}
	}
	if b.curtain < 0 {
		b.mouse(a, mx, my)
	}
	return nil
}

// clicks handles the buttons: under the curtain only its own.
func (b *boardScene) clicks(a *ui.App) bool {
	id := a.ClickID
	if id == "" {
		return false
	}
	if b.curtain >= 0 {
		if id == "rr:curtain" {
			b.lift()
		}
		return true
	}
	switch id {
	case "rr:random":
		b.playWaiting()
		return true
	case "rr:pause":
		b.computer.paused = !b.computer.paused
		a.Dirty = true
		return true
	case "rr:rail":
		b.rail = !b.rail
		a.Dirty = true
		return true
	case "rr:shown":
		b.shown = nil
		a.Dirty = true
		return true
	}
	if seat, ok := strings.CutPrefix(id, "rr:seat:"); ok {
		b.switchSeat(seat)
		return true
	}
	if b.cardClick(id) {
		return true
	}
	return b.panelClick(id)
}

// mouse: a press on a counter that may move drags its stack; elsewhere a
// drag pans the map; a click (a press and release that did not move)
// acts on the place under it.
func (b *boardScene) mouse(a *ui.App, mx, my float64) {
	l := &a.Left
	if l.Pressed && a.ClickID == "" && b.mapR.Contains(mx, my) && (!b.onPanel(mx, my) || b.spreadRect().Contains(mx, my)) {
		b.panning, b.dragged = true, false
		b.lastX, b.lastY = mx, my
		b.drag = nil
		if piece, from := b.counterPressed(mx, my); piece != "" && b.startDrag(piece, from) {
			b.panning = false
		}
	}
	if d := b.drag; d != nil {
		if l.Down || l.Released {
			d.x, d.y = mx, my
			if !d.live && l.Moved(mx, my, a.Theme.S(5)) {
				d.live = true
				b.showLit()
			}
			a.Dirty = true
		}
		if l.Released {
			if d.live {
				b.drop(b.areaUnder(mx, my))
			} else {
				b.drag = nil
				b.click(l.X, l.Y)
			}
		}
		return
	}
	if !b.panning {
		return
	}
	if l.Down || l.Released {
		if !b.dragged && l.Moved(mx, my, a.Theme.S(5)) {
			b.dragged = true
		}
		if b.dragged && (mx != b.lastX || my != b.lastY) {
			b.cam.Pan(mx-b.lastX, my-b.lastY)
			b.lastX, b.lastY = mx, my
			a.Dirty = true
		}
	}
	if l.Released {
		b.panning = false
		if !b.dragged {
			b.click(l.X, l.Y)
		}
	}
}

// counterPressed is the counter under a screen point and its place: a
// counter of the open spread, or one drawn on the map (of a pile, its
// first piece that may move).
func (b *boardScene) counterPressed(x, y float64) (piece, place string) {
	for _, it := range b.spreadItems() {
		if it.r.Contains(x, y) {
			return it.piece, it.place
		}
	}
	if b.spreadRect().Contains(x, y) {
		return "", ""
	}
	spots := b.counterSpots()
	for k := len(spots) - 1; k >= 0; k-- {
		sp := spots[k]
		if !sp.r.Contains(x, y) {
			continue
		}
		if b.sideBySide(b.countAt(spots, sp.place)) {
			return sp.piece, sp.place
		}
		for _, o := range spots {
			if o.place == sp.place {
				if ids, _ := b.movesOf(o.piece, b.rail); ids != nil {
					return o.piece, o.place
				}
			}
		}
		return sp.piece, sp.place
	}
	return "", ""
}

func (b *boardScene) countAt(spots []spot, place string) int {
	n := 0
	for _, s := range spots {
		if s.place == place {
			n++
		}
	}
	return n
}

// click at a screen point: a counter of the spread is picked for the
// decision (a loss, a flip), a place is placed on or targeted, or its
// counters are spread.
func (b *boardScene) click(x, y float64) {
	b.a.Dirty = true
	for _, it := range b.spreadItems() {
		if it.r.Contains(x, y) {
			b.pickPiece(it.piece)
			return
		}
	}
	if b.spreadRect().Contains(x, y) {
		return
	}
	place := b.areaUnder(x, y)
	if place == "" {
		b.spread = ""
		return
	}
	if b.placing != "" {
		for _, a := range b.mineOf(redrussia.ActPlace) {
			if a.Piece == b.placing && a.Where == place {
				b.act(a)
				return
			}
		}
	}
	if b.clickTarget(place) {
		return
	}
	if place == b.spread {
		b.spread = ""
		return
	}
	b.spread = place
}

// clickTarget makes a place the target of the decision's area choices
// (an attack, a siege, a card's target area), reporting that it was one.
func (b *boardScene) clickTarget(place string) bool {
	k := b.st.Pending.Kind
	switch k {
	case redrussia.DecideBattles, redrussia.DecideSiege:
		t := redrussia.ActDeclareBattle
		if k == redrussia.DecideSiege {
			t = redrussia.ActBesiege
		}
		if slices.ContainsFunc(b.mineOf(t), func(a redrussia.Action) bool { return a.Where == place }) {
			b.target = place
			b.spread = place
			return true
		}
	case redrussia.DecideCardTarget, redrussia.DecideAllied, redrussia.DecideAir:
		var hits []redrussia.Action
		for _, a := range b.mine() {
			if a.Where == place && a.Piece == "" {
				hits = append(hits, a)
			}
		}
		if len(hits) == 1 {
			b.act(hits[0])
			return true
		}
	}
	return false
}

// pickPiece acts on a counter picked in the spread: a step of the losses
// being allotted, the unit to flip at set-up, the piece a card targets.
func (b *boardScene) pickPiece(id string) {
	switch b.st.Pending.Kind {
	case redrussia.DecideLosses:
		if len(b.mine()) == 0 {
			return
		}
		b.allot = append(b.allot, id)
		b.tryAllot()
	case redrussia.DecideReduce, redrussia.DecideCardTarget, redrussia.DecideAllied:
		for _, a := range b.mine() {
			if a.Piece == id && a.Where == "" {
				b.act(a)
				return
			}
		}
	case redrussia.DecidePlace:
		b.pickToPlace(id)
	}
}

// tryAllot makes the loss allotment once the steps clicked are one that
// Legal lists; steps that fit none are dropped.
func (b *boardScene) tryAllot() {
	opts := b.mineOf(redrussia.ActAllot)
	got := slices.Clone(b.allot)
	slices.Sort(got)
	prefix := false
	for _, a := range opts {
		want := slices.Clone(a.Pieces)
		slices.Sort(want)
		if slices.Equal(got, want) {
			b.act(a)
			return
		}
		if subMultiset(got, want) {
			prefix = true
		}
	}
	if !prefix {
		b.allot = b.allot[:len(b.allot)-1]
		b.say(T("losses.cannot"), true)
	}
}

// subMultiset reports every element of a (sorted) in b (sorted), counted.
func subMultiset(a, c []string) bool {
	j := 0
	for _, x := range a {
		for j < len(c) && c[j] < x {
			j++
		}
		if j == len(c) || c[j] != x {
			return false
		}
		j++
	}
	return true
}

// pickToPlace chooses a piece to be placed and lights where it may go.
func (b *boardScene) pickToPlace(id string) {
	b.placing = id
	b.lit = map[string]bool{}
	for _, a := range b.mineOf(redrussia.ActPlace) {
		if a.Piece == id {
			b.lit[a.Where] = true
		}
	}
	b.a.Dirty = true
}

// setStops gives a player whose seat changed hands the stops of his new
// kind (B.3): every window for the computer and the random player; for a
// person, those chosen at the start when the seat began as a person, else
// B.3's defaults. The change is kept for the save, which replays it.
func (b *boardScene) setStops(p int, kind string) {
	st := redrussia.AllStops
	if kind == kindHuman {
		st = redrussia.DefaultStops
		if p < len(b.opt.Stops) && b.opt.Stops[p] != redrussia.AllStops {
			st = b.opt.Stops[p]
		}
	}
	if b.st.StopsOf(p) == st {
		return
	}
	b.st.SetStops(p, st)
	b.stopsChanges = append(b.stopsChanges, redrussia.StopsChange{After: len(b.actions), Player: p, Stops: st})
}

// switchSeat hands a seat (every faction of its player) on: a person, the
// computer, the random player, a person again.
func (b *boardScene) switchSeat(seat string) {
	k := b.seats[seat]
	i := slices.Index(seatKinds, k)
	next := seatKinds[(i+1)%len(seatKinds)]
	f := redrussia.NoFaction
	for _, g := range redrussia.Majors {
		if g.String() == seat {
			f = g
		}
	}
	if p := b.st.PlayerOf(f); p >= 0 {
		for _, g := range b.st.Players[p].Factions {
			b.seats[seatName(g)] = next
		}
		if p == b.facing && next != kindHuman {
			b.facing = -1
		}
		b.setStops(p, next)
	} else {
		b.seats[seat] = next
	}
	b.drag, b.target = nil, ""
	b.ver++ // a decision being made for the seat's old player is dropped
	b.a.Dirty = true
	b.Autosave()
}
