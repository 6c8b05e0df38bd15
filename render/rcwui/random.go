package rcwui

import (
	"math/rand/v2"
	"slices"
	"time"

	"tachanka/game/rcw"
)

// randomSeats plays the random seats: one legal action of the engine's
// (rcw.State.Legal) at a time, on the board's tick, paced so that a person
// can follow the game on the map.
type randomSeats struct {
	r      *rand.Rand
	next   time.Time
	pace   time.Duration
	paused bool
}

func newRandomSeats(seed uint64) *randomSeats {
	return &randomSeats{r: rand.New(rand.NewPCG(seed, seed^0x7263777569)), pace: 150 * time.Millisecond}
}

// step plays one action of a random seat when one is due; it reports a
// change of the state.
func (rs *randomSeats) step(b *boardScene, now time.Time) bool {
	if rs.paused || b.st.Over() || now.Before(rs.next) {
		return false
	}
	who := b.randomWaiting()
	if len(who) == 0 {
		return false
	}
	rs.next = now.Add(rs.pace)
	return b.playFor(who)
}

// randomWaiting are the random seats the game waits for.
func (b *boardScene) randomWaiting() []string {
	var out []string
	for _, l := range b.st.Waiting() {
		if b.seats[l] == "random" {
			out = append(out, l)
		}
	}
	return out
}

// playWaiting plays one random action for whoever the game waits for,
// people included: the R key's shortcut past a decision.
func (b *boardScene) playWaiting() {
	b.playFor(b.st.Waiting())
}

// playFor applies one random legal action of one of the players.
func (b *boardScene) playFor(players []string) bool {
	var mine []rcw.Action
	for _, a := range b.legal() {
		if slices.Contains(players, a.Player) {
			mine = append(mine, a)
		}
	}
	if len(mine) == 0 {
		return false
	}
	return b.act(pickRandom(b.st, mine, b.random.r))
}

// pickRandom chooses among legal actions as a random player who wants the
// game to go on: mostly the pending decision, politics now and then,
// assassinations and purges rarely, never quitting, attacks whenever offered, and an end
// of the Movement Phase now and then.
func pickRandom(s *rcw.State, legal []rcw.Action, r *rand.Rand) rcw.Action {
	var main, politics, interrupts []rcw.Action
	for _, a := range legal {
		switch a.Type {
		case rcw.ActOffer, rcw.ActAccept, rcw.ActDecline, rcw.ActWithdraw, rcw.ActCommittee, rcw.ActLeave:
			politics = append(politics, a)
		case rcw.ActAssassinate, rcw.ActPurge:
			interrupts = append(interrupts, a)
		case rcw.ActQuit:
			// A random seat stays in the game: the watcher wants it played.
		default:
			main = append(main, a)
		}
	}
	switch {
	case len(interrupts) > 0 && r.IntN(25) == 0:
		return interrupts[r.IntN(len(interrupts))]
	case len(politics) > 0 && (len(main) == 0 || r.IntN(10) == 0):
		return politics[r.IntN(len(politics))]
	case len(main) == 0 && len(politics) > 0:
		return politics[r.IntN(len(politics))]
	case len(main) == 0:
		return legal[0]
	case s.Pending.Kind == rcw.DecideMove && r.IntN(8) == 0 && main[0].Type == rcw.ActEndPhase:
		return main[0]
	case s.Pending.Kind == rcw.DecideCombat && len(main) > 1 && r.IntN(6) > 0:
		return main[1+r.IntN(len(main)-1)]
	}
	return main[r.IntN(len(main))]
}
