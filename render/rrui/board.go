// Package rrui is the client of Avalanche Press's Red Russia: the area
// map drawn from its polygons (territory tints under the controlling
// faction's colour, routes by grade, ports, sea zones, holding boxes,
// fortifications and sieges), the stacks on it as counters, a side panel
// with the turn, the economy and the One Russia Index of every faction
// and the log, the decision panel of the seat at the screen, its hand of
// cards, and a new-game page for 2 to 4 players, each a person, the
// computer or the random player. Moves are made by dragging a stack to a
// lit area (move.go); attacks and sieges by picking the target area and
// a level or a number of rounds priced by the engine (decide.go); cards
// by a click on the hand (cards.go); the curtain comes down between
// people before any hidden input (curtain.go). It asks the engine
// (game/redrussia: Legal, Apply, View, the costs) and draws; it decides
// no rule.
package rrui

import (
	"fmt"
	"image"
	"math"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/redrussia"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// GameID is the game's id in the registry and in files.
const GameID = redrussia.GameID

// boardScene is the map with its stacks, the side panel, the decision
// panel and the hand: a game of Red Russia watched or played.
type boardScene struct {
	a   *ui.App
	d   *redrussia.Data
	st  *redrussia.State
	ver int // counts the state's changes

	// The game's file (nil for a state shown without it), seed, options
	// and every action so far, for saves, with the stops set again when a
	// seat changed hands.
	file         *redrussia.File
	seed         uint64
	opt          redrussia.Options
	actions      []redrussia.Action
	stopsChanges []redrussia.StopsChange
	savePath     string
	savedMark    string
	autosaves    int

	// seats: who plays each major faction's seat, by its name ("red",
	// "siberian", "south", "northasian"): human, bot or random.
	seats    map[string]string
	computer *computerSeats

	cam          mapview.Camera
	w, h         int
	mapR, sideR  ui.Rect
	barR         ui.Rect
	panning      bool
	dragged      bool
	lastX, lastY float64

	hover  string          // the area under the pointer
	spread string          // the area whose stacks are spread open
	lit    map[string]bool // places lit for a decision (a drag's reach, placements, targets)
	msg    string

	drag    *moveDrag // the stack being dragged (move.go)
	rail    bool      // a drag moves by rail
	placing string    // the piece chosen to be placed
	allot   []string  // the steps clicked for a loss allotment
	target  string    // the area picked for an attack or a siege
	// cardPick is a card clicked that may be played for several of the
	// player's factions (0: none).
	cardPick int
	// refitPick is the minor's counter chosen to build (12.42) before its
	// area: a build is asked in two steps, so every choice fits the panel.
	refitPick string

	// facing is the player (an index of State.Players) at the screen, -1
	// for none; curtain the player the screen is to be passed to, -1 for
	// none; lastPending the human player the decision was last for.
	facing      int
	curtain     int
	lastPending int

	legalList []redrussia.Action
	legalVer  int
	view      *redrussia.State
	viewKey   string

	handlers  map[string]func()
	panels    []ui.Rect
	log       []*logLine
	logR      ui.Rect
	logScroll float64

	base    *ebiten.Image
	baseKey string
	art     map[string]*ebiten.Image // counters and cards painted, by looks and size

	dice  diceShow
	shown *cardShow // a card just played, shown to all
	shot  bool      // a picture: no curtain
	anim  *march    // a move of another seat being shown
	// The White conference (B.4): the turn last conferred, and when the
	// open conference ends (zero: none).
	conferredTurn  int
	conferenceEnds time.Time
}

// newBoard opens the board on a state with its seats.
func newBoard(a *ui.App, s *redrussia.State, seats map[string]string, seed uint64) *boardScene {
	d := s.Data()
	b := &boardScene{a: a, d: d, st: s, seats: seats, seed: seed, lit: map[string]bool{}, handlers: map[string]func(){},
		facing: -1, curtain: -1, lastPending: -1, opt: s.Options, conferredTurn: s.Turn}
	b.computer = newComputerSeats(seed)
	b.cam = mapview.Camera{MaxZoom: 1.2, WX0: 0, WY0: 0, WX1: d.Map.Width, WY1: d.Map.Height}
	return b
}

func (b *boardScene) Resize(w, h int) {
	keep := b.w > 0
	b.w, b.h = w, h
	th := b.a.Theme
	sideW := math.Min(th.S(330), float64(w)*0.35)
	barH := th.S(30)
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
		b.cam.CenterOn(b.d.Map.Width*0.35, b.d.Map.Height*0.45)
	}
}

func (b *boardScene) Draw(dst *ebiten.Image) {
	b.handlers = map[string]func(){}
	b.panels = nil
	mapImg := dst.SubImage(pixels(b.mapR)).(*ebiten.Image)
	if now := time.Now(); b.conferring(now) {
		b.drawSide(dst)
		b.drawConference(dst, now)
		return
	}
	if b.curtain >= 0 {
		b.drawSide(dst)
		b.drawCurtain(dst)
		return
	}
	b.drawBase(mapImg)
	b.drawLit(mapImg)
	b.drawStacks(mapImg)
	b.drawMarch(mapImg)
	b.drawDrag(mapImg)
	b.drawSpread(mapImg)
	b.drawHand(mapImg)
	b.drawDecision(mapImg)
	b.drawDice(mapImg)
	b.drawShown(mapImg)
	b.drawBar(dst)
	b.drawSide(dst)
}

// Rethemed drops what was painted with the old theme or language.
func (b *boardScene) Rethemed() {
	b.baseKey = ""
	b.dropArt()
	b.w = -1
}

// ShotReady: the board draws all it shows in the frame it is asked.
func (b *boardScene) ShotReady() bool { return true }

// shown is the game as the seat at the screen may see it (B.2): the other
// players' hands, the deck and the hidden attack levels unknown; with no
// person at the screen, as an onlooker sees it.
func (b *boardScene) shownState() *redrussia.State {
	f := redrussia.NoFaction // under the curtain, nobody's secrets
	if b.facing >= 0 && b.facing < len(b.st.Players) && b.curtain < 0 {
		f = b.st.Players[b.facing].Factions[0]
	}
	key := fmt.Sprint(b.ver, f, b.curtain)
	if b.view == nil || b.viewKey != key {
		b.view, b.viewKey = b.st.View(f), key
	}
	return b.view
}

// FillProbe reports the view and the position for tests driving the
// window.
func (b *boardScene) FillProbe(p *ui.ProbeInfo) {
	s := b.st
	p.Scene = "redrussia"
	p.CamX, p.CamY, p.Zoom, p.VX, p.VY = b.cam.X, b.cam.Y, b.cam.Zoom, b.cam.VX, b.cam.VY
	p.VW, p.VH, p.World = b.cam.VW, b.cam.VH, [4]float64{b.cam.WX0, b.cam.WY0, b.cam.WX1, b.cam.WY1}
	p.Turn, p.Phase = s.Turn, s.Phase.String()
	p.Pending = s.Pending.Faction.String() + ":" + s.Pending.Kind.String()
	p.Message = b.msg
	p.Players = b.seats
	p.Actions = len(b.actions)
	p.Log = len(b.log)
	tail := b.logTexts()
	p.LogTail = tail[max(0, len(tail)-10):]
	p.Autosaved = b.autosaves
	p.Saved = b.savePath
	if b.computer.thinking() {
		p.Busy = "thinking"
	}
	p.DragLit = b.dragLit()
	for code := range b.lit {
		p.LitHexes = append(p.LitHexes, code)
	}
	for _, code := range b.targetAreas() {
		p.LitHexes = append(p.LitHexes, code)
	}
	sort.Strings(p.LitHexes)
	p.Lit = len(p.LitHexes)
	if b.target != "" {
		p.Selected = []string{"target:" + b.target}
	}
	if b.spread != "" {
		p.Selected = append(p.Selected, "spread:"+b.spread)
	}
	for _, id := range b.hand() {
		p.Selected = append(p.Selected, fmt.Sprint("card:", id))
		if len(b.playsOf(id)) > 0 {
			p.Selected = append(p.Selected, fmt.Sprint("play:", id))
		}
	}
	if b.curtain >= 0 {
		p.Panel = fmt.Sprint("curtain:", b.curtain)
	}
	if b.facing >= 0 {
		p.Step = fmt.Sprint(b.facing)
	}
	for _, r := range b.decisionRows() {
		if r.text != "" {
			p.Decision = append(p.Decision, r.text)
		}
		for _, bt := range r.btns {
			p.Decision = append(p.Decision, bt.id+"="+bt.label)
		}
	}
	p.Places = map[string][2]int{}
	for _, ar := range b.d.Map.Areas {
		x, y := b.cam.ToScreen(ar.Label[0], ar.Label[1])
		p.Places[ar.Code] = [2]int{int(math.Round(x)), int(math.Round(y))}
	}
	p.Counters = map[string][2]int{}
	for _, c := range b.counterSpots() {
		p.Counters[c.piece] = [2]int{int(math.Round(c.r.CX())), int(math.Round(c.r.CY()))}
	}
}

// pixels is the screen's pixels under a rectangle.
func pixels(r ui.Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// langKey changes with the language, for the caches.
func langKey() int { return int(lang.Current()) }
