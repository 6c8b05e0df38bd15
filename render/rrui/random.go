package rrui

import (
	"slices"
	"time"

	"tachanka/game/dice"
	"tachanka/game/play"
	"tachanka/game/redrussia"
	"tachanka/game/redrussia/rrbot"
	"tachanka/render/ui"
)

// The seats no person holds: the random player and the computer player,
// one action at a time on the board's tick, paced so that a person can
// follow the game on the map.

// Seat kinds.
const (
	kindHuman  = play.Human
	kindBot    = play.Bot
	kindRandom = play.Random
)

// seatKinds are who may sit in a seat, as the new-game page and the side
// panel offer them: a person, the computer player at each of its levels
// (the default first) and the random player. kindBot, in saves and on the
// command line, is the computer at its default level.
var seatKinds = append(append([]string{kindHuman}, rrbot.Levels...), kindRandom)

// computer reports a kind the computer player plays.
func computer(kind string) bool { return kind == kindBot || slices.Contains(rrbot.Levels, kind) }

// chooser picks a seat's action; observer follows every action applied.
type (
	chooser  func(*redrussia.State, redrussia.Faction) (redrussia.Action, bool)
	observer func(before *redrussia.State, a redrussia.Action, ev []redrussia.Event)
)

// computerPlayer is the one place where a seat's player is made: the
// computer player (rrbot) at the seat's level, which sees only its
// faction's view and follows every action to count the cards played, or
// the engine's random player.
func computerPlayer(kind string, seed uint64) (chooser, observer) {
	if computer(kind) {
		level := kind
		if level == kindBot {
			level = rrbot.Levels[0]
		}
		if p, err := rrbot.New(level, seed); err == nil {
			return p.Choose, p.Observe
		}
	}
	return randomChoice(seed), nil
}

// randomChoice is the random player's choice for a seat (the engine's
// RandomAction with the seat's own generator).
func randomChoice(seed uint64) chooser {
	r := dice.New(seed ^ 0x7272756900)
	return func(s *redrussia.State, f redrussia.Faction) (redrussia.Action, bool) {
		if s.Pending.Faction != f {
			return redrussia.Action{}, false
		}
		return s.RandomAction(&r)
	}
}

// computerSeats plays the seats of the computer and random players. A
// seat's decision is made on its own goroutine (ui.Thinker) on a copy of
// the state, so that the window never waits for it; the answer is played
// through the board's act like a person's, when the pace allows, and
// dropped when the game changed meanwhile (the board's version).
type computerSeats struct {
	seed      uint64
	players   map[string]chooser
	observers map[string]observer
	next      time.Time
	pace      time.Duration
	paused    bool

	think ui.Thinker[choice]
	// answer is a decision made and not yet played (nil: none).
	answer *choice
	// held are the actions applied while a decision was being made: the
	// computer players are not touched until it is made, then shown them.
	held []observed
	// wait makes every decision on the tick, the answer awaited (tests).
	wait bool
}

// choice is a seat's decision: the action, if it made one, about the
// board's version ver.
type choice struct {
	a   redrussia.Action
	ok  bool
	ver int
}

// observed is an applied action as the computer players follow it.
type observed struct {
	before *redrussia.State
	a      redrussia.Action
	ev     []redrussia.Event
}

func newComputerSeats(seed uint64) *computerSeats {
	return &computerSeats{seed: seed, players: map[string]chooser{}, observers: map[string]observer{}, pace: 150 * time.Millisecond}
}

// player is the chooser of a seat, made when first needed.
func (cs *computerSeats) player(seat, kind string) chooser {
	key := seat + "/" + kind
	if p := cs.players[key]; p != nil {
		return p
	}
	h := uint64(0)
	for _, c := range seat {
		h = h*31 + uint64(c)
	}
	p, o := computerPlayer(kind, cs.seed*1000003+h)
	cs.players[key] = p
	if o != nil {
		cs.observers[key] = o
	}
	return p
}

// seatsOf makes the players of every computer seat of a board now (a
// loaded game's, before its history is shown to them).
func (cs *computerSeats) seatsOf(b *boardScene) {
	for _, p := range b.st.Players {
		if k := b.kindOf(p.Factions[0]); k != kindHuman && k != "" {
			cs.player(p.Factions[0].String(), k)
		}
	}
}

// observe shows an applied action to the computer players that follow
// the game; while one of them is deciding, it is held until he is done.
func (cs *computerSeats) observe(before *redrussia.State, a redrussia.Action, ev []redrussia.Event) {
	if cs.think.Busy() {
		cs.held = append(cs.held, observed{before, a, ev})
		return
	}
	for _, o := range cs.observers {
		o(before, a, ev)
	}
}

// release shows the computer players the actions held while one of them
// was deciding.
func (cs *computerSeats) release() {
	held := cs.held
	cs.held = nil
	for _, h := range held {
		cs.observe(h.before, h.a, h.ev)
	}
}

// thinking reports a seat's decision being made.
func (cs *computerSeats) thinking() bool { return cs.think.Busy() }

// start begins the decision of the seat the game waits for, when no
// person holds it: its player chooses on a clone of the state (the
// chooser takes the seat's view itself), exactly what it was given when
// it chose on the tick.
func (cs *computerSeats) start(b *boardScene) {
	s := b.st
	f := s.Pending.Faction
	kind := b.kindOf(f)
	if s.Over() || kind == kindHuman || kind == "" {
		return
	}
	seat := f.String()
	if i := s.PlayerOf(f); i >= 0 {
		seat = s.Players[i].Factions[0].String()
	}
	p, c, ver := cs.player(seat, kind), s.Clone(), b.ver
	cs.think.Start(ver, func() (choice, error) {
		a, ok := p(c, f)
		return choice{a: a, ok: ok, ver: ver}, nil
	})
}

// step plays one action of a seat no person holds when one is due; it
// reports a change of the state. A decision begun or ended is drawn.
func (cs *computerSeats) step(b *boardScene, now time.Time) bool {
	if cs.paused {
		return false
	}
	if cs.answer != nil && cs.answer.ver != b.ver {
		cs.answer = nil
	}
	if cs.answer == nil && !cs.think.Busy() {
		if cs.start(b); cs.think.Busy() {
			b.a.Dirty = true
		}
	}
	if cs.think.Busy() {
		poll := cs.think.Poll
		if cs.wait {
			poll = cs.think.Wait
		}
		c, ok, err := poll(b.ver)
		if cs.think.Busy() {
			return false
		}
		b.a.Dirty = true
		cs.release()
		if err != nil {
			cs.paused = true
			b.say(T("computer.failed", err.Error()), true)
			return false
		}
		if ok {
			cs.answer = &c
		}
	}
	s := b.st
	if cs.answer == nil || s.Over() || now.Before(cs.next) || (b.shown != nil || b.marching(now)) && b.scaled(cs.pace) > 0 {
		return false
	}
	c := cs.answer
	cs.answer = nil
	cs.next = now.Add(b.scaled(cs.pace))
	return c.ok && b.act(c.a)
}

// playWaiting plays one random action for whoever the game waits for,
// people included: the R key's shortcut past a decision.
func (b *boardScene) playWaiting() {
	r := dice.New(b.seed + uint64(len(b.actions))*7919)
	if a, ok := b.st.RandomAction(&r); ok {
		b.act(a)
	}
}

// scaled is a pause of the show at the player's animation speed (0: none).
func (b *boardScene) scaled(d time.Duration) time.Duration {
	sp := b.a.Settings.AnimSpeed
	if sp <= 0 {
		return 0
	}
	return time.Duration(float64(d) / sp)
}
