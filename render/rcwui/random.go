package rcwui

import (
	"slices"
	"time"

	"tachanka/game/dice"
	"tachanka/game/play"
	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwbot"
)

// randomSeats plays the seats no person holds: the random player (the
// engine's, rcw.State.RandomActionOf) and the computer player (rcwbot,
// which observes every action so that its memory follows the game), one
// action at a time, on the board's tick, paced so that a person can follow
// the game on the map.
type randomSeats struct {
	r      dice.Rand
	bots   map[string]*rcwbot.Player
	next   time.Time
	pace   time.Duration
	paused bool
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

// observe shows an applied action to every computer seat.
func (rs *randomSeats) observe(before *rcw.State, a rcw.Action, ev []rcw.Event) {
	for _, p := range rs.bots {
		p.Observe(before, a, ev)
	}
}

// step plays one action of a seat no person holds when one is due; it
// reports a change of the state.
func (rs *randomSeats) step(b *boardScene, now time.Time) bool {
	// Unpaced (pace 0), the seats do not wait for the show of the moves.
	if rs.paused || b.asking || b.game().Over() || now.Before(rs.next) || (rs.pace > 0 && b.animRunning(now)) {
		return false
	}
	who := b.randomWaiting()
	if len(who) == 0 {
		return false
	}
	rs.next = now.Add(rs.pace)
	var randoms []string
	for _, l := range who {
		if !computer(b.seats[l]) {
			randoms = append(randoms, l)
			continue
		}
		if p := rs.bot(b, l); p != nil {
			if a, ok := p.Choose(b.game(), l); ok {
				return b.act(a)
			}
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
