package rcwui

import (
	"fmt"
	"slices"
	"time"

	"tachanka/game/dice"
	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwbot"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// randomSeats plays the seats no person holds: the random player (the
// engine's, rcw.State.RandomActionOf) and the computer player (rcwbot,
// which observes every action so that its memory follows the game), one
// action at a time, on the board's tick, paced so that a person can follow
// the game on the map. The computer players decide on their own goroutine
// (ui.Thinker) on a clone of the game, so that the window never waits for
// them; their answer is played through the board's act like a person's,
// and dropped when the game or the seats changed meanwhile.
type randomSeats struct {
	r      dice.Rand
	bots   map[string]*rcwbot.Player
	next   time.Time
	pace   time.Duration
	paused bool

	think ui.Thinker[choice]
	// answer is a decision made and not yet played (nil: none).
	answer *choice
	// held are the actions applied while the computer players were
	// deciding: they are not touched until done, then shown them.
	held []observed
	// wait makes every decision on the tick, the answer awaited (tests).
	wait bool
	// asked are the computer seats of the decision under way.
	asked []string
	// gate, when set, holds every decision until it is closed (tests: a
	// decision that would otherwise end before the tick looks at it).
	gate chan struct{}
}

// choice is the computer seats' decision: the action, if one of them
// made one, about the board's version ver with the seats as they were.
type choice struct {
	a     rcw.Action
	ok    bool
	ver   int
	seats string
}

// observed is an applied action as the computer players follow it.
type observed struct {
	before *rcw.State
	a      rcw.Action
	ev     []rcw.Event
}

func newRandomSeats(seed uint64) *randomSeats {
	return &randomSeats{r: dice.New(seed ^ 0x7263777569), bots: map[string]*rcwbot.Player{}, pace: 150 * time.Millisecond}
}

// computer reports a seat kind the computer player plays (bot: its
// default level).
func computer(kind string) bool { return kind == play.Bot || slices.Contains(rcwbot.Levels, kind) }

// bot is the computer player of a seat, made when first needed.
func (rs *randomSeats) bot(b *boardScene, l string) *rcwbot.Player {
	if p := rs.bots[l]; p != nil {
		return p
	}
	level := b.seats[l]
	if level == play.Bot {
		level = rcwbot.Levels[0]
	}
	p, err := rcwbot.New(level, b.seed*31+uint64(l[0]))
	if err != nil {
		return nil
	}
	rs.bots[l] = p
	return p
}

// recall rebuilds the memory of a loaded game's computer seats: the
// save's actions replayed from its seed, each shown to them as it was
// played (rcwbot keeps nothing else).
func (rs *randomSeats) recall(b *boardScene, f *rcw.File) {
	for l, k := range b.seats {
		if computer(k) {
			rs.bot(b, l)
		}
	}
	if len(rs.bots) == 0 || f.Seed == nil {
		return
	}
	s, err := f.NewGame(len(f.Seats), f.MaxTurns, *f.Seed)
	if err != nil {
		return
	}
	for _, a := range f.Actions {
		before := s.Clone()
		ev, err := rcw.Apply(s, a)
		if err != nil {
			return
		}
		rs.observe(before, a, ev)
	}
}

// observe shows an applied action to every computer seat; while they
// are deciding, it is held until they are done.
func (rs *randomSeats) observe(before *rcw.State, a rcw.Action, ev []rcw.Event) {
	if rs.think.Busy() {
		rs.held = append(rs.held, observed{before, a, ev})
		return
	}
	for _, p := range rs.bots {
		p.Observe(before, a, ev)
	}
}

// release shows the computer seats the actions held while they were
// deciding.
func (rs *randomSeats) release() {
	held := rs.held
	rs.held = nil
	for _, h := range held {
		rs.observe(h.before, h.a, h.ev)
	}
}

// thinking are the computer seats deciding now (none: nil).
func (rs *randomSeats) thinking() []string {
	if !rs.think.Busy() {
		return nil
	}
	return rs.asked
}

// seatsKey is who holds every seat, to tell a decision made for seats
// since handed on.
func seatsKey(b *boardScene) string { return fmt.Sprint(b.seats) }

// computersWaiting are the computer seats among those the game waits for.
func computersWaiting(b *boardScene, who []string) []string {
	var out []string
	for _, l := range who {
		if computer(b.seats[l]) {
			out = append(out, l)
		}
	}
	return out
}

// start sets the computer seats the game waits for deciding, each in
// turn on a clone of the game until one makes a decision: exactly what
// they were given when they chose on the tick.
func (rs *randomSeats) start(b *boardScene) {
	g := b.game()
	if g.Over() {
		return
	}
	who := computersWaiting(b, b.randomWaiting())
	var ps []*rcwbot.Player
	for _, l := range who {
		ps = append(ps, rs.bot(b, l)) // made here, on the tick
	}
	if len(who) == 0 {
		return
	}
	c, ver, seats, gate := g.Clone(), b.ver, seatsKey(b), rs.gate
	if rs.think.Start(ver, func() (choice, error) {
		if gate != nil {
			<-gate
		}
		for k, l := range who {
			if ps[k] == nil {
				continue
			}
			if a, ok := ps[k].Choose(c, l); ok {
				return choice{a: a, ok: true, ver: ver, seats: seats}, nil
			}
		}
		return choice{ver: ver, seats: seats}, nil
	}) {
		rs.asked = who
	}
}

// step plays one action of a seat no person holds when one is due; it
// reports a change of the state. A decision begun or ended is drawn.
func (rs *randomSeats) step(b *boardScene, now time.Time) bool {
	if rs.paused {
		return false
	}
	if rs.answer != nil && (rs.answer.ver != b.ver || rs.answer.seats != seatsKey(b)) {
		rs.answer = nil
	}
	if rs.answer == nil && !rs.think.Busy() && !b.asking {
		if rs.start(b); rs.think.Busy() {
			b.a.Dirty = true
		}
	}
	if rs.think.Busy() {
		poll := rs.think.Poll
		if rs.wait {
			poll = rs.think.Wait
		}
		c, ok, err := poll(b.ver)
		if rs.think.Busy() {
			return false
		}
		b.a.Dirty = true
		rs.release()
		if err != nil {
			rs.paused = true
			b.say(rcwlang.T("computer.failed", err.Error()), true)
			return false
		}
		if ok && c.seats == seatsKey(b) {
			rs.answer = &c
		}
	}
	// Unpaced (pace 0), the seats do not wait for the show of the moves.
	if b.asking || b.game().Over() || now.Before(rs.next) || (rs.pace > 0 && b.animRunning(now)) {
		return false
	}
	who := b.randomWaiting()
	if len(who) == 0 {
		return false
	}
	if len(computersWaiting(b, who)) > 0 {
		// The computer seats' decision first, once made; the random
		// seats' when none of them made one.
		if rs.answer == nil {
			return false
		}
		c := rs.answer
		rs.answer = nil
		if c.ok {
			rs.next = now.Add(rs.pace)
			return b.act(c.a)
		}
	}
	rs.next = now.Add(rs.pace)
	var randoms []string
	for _, l := range who {
		if !computer(b.seats[l]) {
			randoms = append(randoms, l)
		}
	}
	return b.playFor(randoms)
}

// randomWaiting are the random seats the game waits for.
func (b *boardScene) randomWaiting() []string {
	var out []string
	for _, l := range b.game().Waiting() {
		if k := b.seats[l]; k == play.Random || computer(k) {
			out = append(out, l)
		}
	}
	return out
}

// playWaiting plays one random action for whoever the game waits for,
// people included: the R key's shortcut past a decision.
func (b *boardScene) playWaiting() {
	b.playFor(b.game().Waiting())
}

// playFor applies one random legal action of one of the players.
func (b *boardScene) playFor(players []string) bool {
	if len(players) == 0 {
		return false
	}
	a, ok := b.game().RandomActionOf(&b.random.r, players)
	return ok && b.act(a)
}
