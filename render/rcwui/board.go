// Package rcwui is the client of SPI's Russian Civil War: the province
// map painted from the 1914 governorates (region tints, borders, rails,
// ports, seas and lakes, names in English or Russian), the stacks on it
// under their control markers, the spread of a province's stacks, a side
// panel with the Game-Turn, the Player-Turn order, the phase and the VP
// chart, and a new-game page whose random seats play on the map. Every
// decision of a human seat is made by mouse: a force dragged to a lit
// province (move.go), the force panel (force.go), attacks with their odds
// (combat.go), the pending decision's buttons (decide.go), politics
// (politics.go), the curtain between human seats (curtain.go); games are
// saved and loaded as the engine's envelope (files.go). It asks the
// engine (game/rcw: Legal, Apply, Odds, the tables) and draws; it decides
// no rule.
package rcwui

import (
	"fmt"
	"image"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// boardScene is the map with its stacks, the side panel and the status
// bar: a game of the Russian Civil War watched or played.
type boardScene struct {
	a   *ui.App
	d   *rcw.Data
	st  *rcw.State
	geo *geometry
	// bases are the map's tints painted at the scales used so far.
	bases []*baseLayer
	// art and markers are the counters and control markers painted so
	// far, by size.
	art     map[artKey]*ebiten.Image
	markers map[markerKey]*ebiten.Image
	labels  map[labelKey]*ebiten.Image
	chrome  ui.LayerCache
	// seats: who plays each letter, "human" or "random".
	seats  map[string]string
	random *randomSeats
	ver    int // counts the state's changes

	cam          mapview.Camera
	w, h         int
	mapR, sideR  ui.Rect
	barR         ui.Rect
	panning      bool
	dragged      bool
	lastX, lastY float64

	hover  string          // the province under the pointer
	spread string          // the province whose stacks are spread open
	lit    map[string]bool // provinces lit for a decision (later: a force's reach)
	sel    selection
	msg    string

	// The game's file: its scenario (nil for a state shown without it),
	// seed and every action so far, for saves.
	file      *rcw.File
	seed      uint64
	actions   []rcw.Action
	savePath  string
	savedMark string
	autosaves int

	// The decisions by mouse (move.go, combat.go, politics.go,
	// curtain.go).
	drag    *moveDrag
	stops   bool          // a drop plans the move's stops before it is made (route.go)
	route   *route        // the move being planned
	placing int           // the pool leader being placed (place.go)
	force   map[int][]int // the leaders chosen to move, by stack
	target  int           // the enemy stack chosen in the Combat Phase
	polOpen bool
	pol     politicsForm
	facing  string // the human seat at the screen (hotseat)
	curtain string // the seat the screen is to be passed to
	// lastPending is the human seat the pending decision was last for.
	lastPending string
	dice        diceShow
	// legalList is the engine's Legal for the state of version legalVer.
	legalList []rcw.Action
	legalVer  int
	// handlers are the panels' buttons drawn last, by id.
	handlers map[string]func()
	panels   []ui.Rect  // the panels drawn last, where a press does not pan
	log      []*logLine // what the actions did (log.go)
	// logR is where the log was last drawn, logScroll how far the wheel
	// took it back.
	logR      ui.Rect
	logScroll float64
	// real is the game while st is the order form of the seat at the
	// screen (postal.go); formKey what that form was drawn for.
	real    *rcw.State
	formKey string
	// report is the last adjudication, until closed, shown a page at a
	// time (postal.go).
	report     []string
	reportPage int
	// cpurge is the collective purge order being typed, proposals those
	// typed so far, offered to their other participants (postal.go).
	cpurge    *collective
	proposals []rcw.PurgeOrder
	// table is the seats' PINs and private messages, entry the line
	// being typed (table.go).
	table     play.Table
	entry     *entry
	notesOpen bool       // the seat's private notes are shown
	asking    bool       // play stops for objections (table.go)
	anim      *animation // moves being shown (anim.go)
}

// selection is what the player has picked: a stack, a counter of it.
type selection struct {
	province string
	stack    int
	piece    int
}

// newBoard opens the board on a state, seats by letter.
func newBoard(a *ui.App, s *rcw.State, seats map[string]string, seed uint64) *boardScene {
	d := s.Data()
	b := &boardScene{a: a, d: d, st: s, geo: newGeometry(d.Map), seats: seats, lit: map[string]bool{}, seed: seed, force: map[int][]int{}, handlers: map[string]func(){}}
	b.random = newRandomSeats(seed)
	b.cam = mapview.Camera{MaxZoom: 3, WX0: 0, WY0: 0, WX1: d.Map.Width, WY1: d.Map.Height}
	return b
}

func (b *boardScene) Resize(w, h int) {
	keep := b.w != 0
	b.w, b.h = w, h
	th := b.a.Theme
	sideW := math.Min(th.S(290), float64(w)*0.4)
	barH := th.S(40)
	b.sideR = ui.Rect{X: float64(w) - sideW, Y: 0, W: sideW, H: float64(h)}
	b.mapR = ui.Rect{X: 0, Y: 0, W: float64(w) - sideW, H: float64(h) - barH}
	b.barR = ui.Rect{X: 0, Y: float64(h) - barH, W: float64(w) - sideW, H: barH}
	if keep {
		b.cam.SetViewport(b.mapR.X, b.mapR.Y, b.mapR.W, b.mapR.H)
		return
	}
	b.cam.VX, b.cam.VY, b.cam.VW, b.cam.VH = b.mapR.X, b.mapR.Y, b.mapR.W, b.mapR.H
	b.cam.Fit()
	if z := b.a.Opts.Zoom; z > 0 {
		b.cam.Zoom = math.Max(b.cam.MinZoom, math.Min(b.cam.MaxZoom, z))
		b.cam.CenterOn(b.frameCentre())
	}
}

// frameCentre is where a zoomed view opens: the middle of the stacks
// west of the Urals, where the war is thickest (the median, which a
// stack in Vladivostok does not pull aside).
func (b *boardScene) frameCentre() (float64, float64) {
	var xs, ys []float64
	for _, st := range b.st.Stacks {
		if p := b.d.Map.Province(st.Province); p != nil && !p.Schematic {
			xs, ys = append(xs, p.Label[0]), append(ys, p.Label[1])
		}
	}
	if len(xs) == 0 {
		return b.d.Map.Width / 2, b.d.Map.Height / 2
	}
	return median(xs), median(ys)
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

func (b *boardScene) Draw(dst *ebiten.Image) {
	mapImg := dst.SubImage(pixels(b.mapR)).(*ebiten.Image)
	b.drawMap(mapImg)
	b.drawStacks(mapImg)
	b.drawMarches(mapImg, time.Now())
	b.drawSpread(mapImg)
	b.drawPanels(mapImg)
	b.drawDice(mapImg)
	// The panel and the bar, heavy with text, are drawn again only when
	// what they show changes.
	b.a.Cached(dst, &b.chrome, b.chromeKey(), []ui.Rect{b.sideR, b.barR}, func(img *ebiten.Image) {
		b.drawBar(img)
		b.drawSide(img)
	})
	if b.curtain != "" {
		b.drawCurtain(dst)
	}
}

// drawPanels draws the decision panel and the politics panel, and keeps
// their buttons.
func (b *boardScene) drawPanels(dst *ebiten.Image) {
	b.handlers = map[string]func(){}
	b.panels = nil
	if b.curtain != "" {
		return
	}
	if rows := b.decisionRows(); len(rows) > 0 {
		r := b.decisionRect(rows)
		b.drawRows(dst, r, rows)
		b.panels = append(b.panels, r)
	}
	if rows := b.tableRows(); len(rows) > 0 {
		r := b.tableRect(rows)
		b.drawRows(dst, r, rows)
		b.panels = append(b.panels, r)
	}
	if rows := b.reportRows(); len(rows) > 0 {
		r := b.reportRect(rows)
		b.drawRows(dst, r, rows)
		b.panels = append(b.panels, r)
	}
	if b.polOpen {
		rows := b.politicsRows()
		r := b.politicsRect(rows)
		b.drawRows(dst, r, rows)
		b.panels = append(b.panels, r)
	}
}

// chromeKey is what the side panel and the bar show.
func (b *boardScene) chromeKey() string {
	return fmt.Sprint(b.ver, b.msg, b.random.paused, b.random.thinking(), b.logScroll, b.table.AskObjections, b.a.HoverID, lang.Current(), b.w, b.h, b.a.Theme.Scale, b.seats, b.polOpen, b.facing, b.curtain)
}

// Rethemed drops what was painted with the old theme or language.
func (b *boardScene) Rethemed() {
	for _, img := range b.art {
		img.Deallocate()
	}
	for _, img := range b.markers {
		img.Deallocate()
	}
	for _, img := range b.labels {
		img.Deallocate()
	}
	b.art, b.markers, b.labels = nil, nil, nil
	b.w = -1 // the next resize keeps the camera
}

// ShotReady: the board draws all it shows in the frame it is asked.
func (b *boardScene) ShotReady() bool { return true }

// FillProbe reports the view and the position for tests driving the
// window.
func (b *boardScene) FillProbe(p *ui.ProbeInfo) {
	s := b.st
	p.Scene = "rcw"
	p.CamX, p.CamY, p.Zoom, p.VX, p.VY = b.cam.X, b.cam.Y, b.cam.Zoom, b.cam.VX, b.cam.VY
	p.VW, p.VH, p.World = b.cam.VW, b.cam.VH, [4]float64{b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1}
	p.Turn, p.Phase = s.Turn, s.Phase.String()
	p.Pending = s.Pending.Player + ":" + s.Pending.Kind.String()
	p.Message = b.status()
	p.Players = b.seats
	p.Actions = len(b.actions)
	p.Log = len(b.log)
	p.LogTail = b.logTexts()[max(0, len(b.log)-10):]
	p.Autosaved = b.autosaves
	p.Saved = b.savePath
	if len(b.random.thinking()) > 0 {
		p.Busy = "thinking"
	}
	p.DragLit = b.dragLit()
	p.Selected = nil
	if b.target != 0 {
		p.Selected = []string{fmt.Sprintf("target:%d", b.target)}
	}
	switch {
	case b.curtain != "":
		p.Panel = "curtain:" + b.curtain
	case b.polOpen:
		p.Panel = "politics"
	}
	p.Step = b.facing
	rows := b.decisionRows()
	if b.polOpen {
		rows = append(rows, b.politicsRows()...)
	}
	for _, r := range rows {
		if r.text != "" {
			p.Decision = append(p.Decision, r.text)
		}
	}
	p.Places = map[string][2]int{}
	for _, pr := range b.d.Map.Provinces {
		x, y := b.cam.ToScreen(pr.Label[0], pr.Label[1])
		p.Places[pr.Code] = [2]int{int(math.Round(x)), int(math.Round(y))}
	}
	p.Counters = map[string][2]int{}
	if b.cam.Zoom < legibleZoom {
		for _, pr := range b.d.Map.Provinces {
			if len(s.StacksIn(pr.Code)) > 0 {
				tb := tokenBox(pr.Label, b.tokenPx(), b.cam.Zoom)
				x, y := b.cam.ToScreen((tb.x0+tb.x1)/2, (tb.y0+tb.y1)/2)
				p.Counters["prov:"+pr.Code] = [2]int{int(math.Round(x)), int(math.Round(y))}
			}
		}
	} else {
		for _, sls := range b.provinceSlots() {
			for _, sl := range sls {
				x, y := b.cam.ToScreen((sl.counter.x0+sl.counter.x1)/2, (sl.counter.y0+sl.counter.y1)/2)
				p.Counters[fmt.Sprintf("stack:%d", sl.stack)] = [2]int{int(math.Round(x)), int(math.Round(y))}
			}
		}
	}
	if v := b.spreadLayout(); v.code != "" {
		for _, it := range v.items {
			p.Counters[fmt.Sprintf("spread:%d:%d", it.stack, it.piece)] = [2]int{int(math.Round(it.r.CX())), int(math.Round(it.r.CY()))}
		}
	}
}

// pixels is the screen's pixels under a rectangle.
func pixels(r ui.Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}
