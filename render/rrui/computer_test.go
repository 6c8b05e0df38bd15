package rrui

import (
	"reflect"
	"testing"
	"time"

	"tachanka/game/dice"
	"tachanka/game/redrussia"
)

// A game of computer seats on the board, drawn at the first of each kind
// of decision, the seats' views in turn at the screen: nothing the board
// draws fails on the states it meets.
func TestComputerGameDraws(t *testing.T) {
	f, s := newState(t, 2, 21)
	a, b := openBoard(t, f, s, map[string]string{"red": kindBot, "northasian": kindRandom})
	frame(func() { a.Layout(640, 400) }, nil) // small: software rendering is slow
	seen := map[redrussia.Decision]bool{}
	for k := 0; !b.st.Over() && len(b.actions) < 150; k++ {
		frame(func() {
			b.computer.paused, b.computer.pace, b.computer.wait = false, 0, true
			for range 100 {
				b.shown = nil
				if !b.computer.step(b, time.Now()) || !seen[b.st.Pending.Kind] {
					break
				}
			}
			b.facing = k % 2
		}, nil)
		if !seen[b.st.Pending.Kind] {
			seen[b.st.Pending.Kind] = true
			draw(a, b)
		}
	}
	if len(seen) < 4 {
		t.Fatalf("only %d kinds of decision seen in %d actions", len(seen), len(b.actions))
	}
}

// A computer seat decides off the board's tick: the tick goes on while it
// thinks, and the actions applied meanwhile are held from the computer
// players; a decision about a state the game has left (an action played
// meanwhile with R) is dropped and made again; a fresh one is played.
func TestComputerThinksOffTheTick(t *testing.T) {
	f, s := newState(t, 2, 21)
	_, b := openBoard(t, f, s, map[string]string{"red": kindBot, "northasian": kindBot})
	cs := b.computer
	seat := b.st.Players[b.st.PlayerOf(b.st.Pending.Faction)].Factions[0].String()
	key := seat + "/" + b.kindOf(b.st.Pending.Faction)
	release := make(chan struct{})
	var asked []int          // the actions done when each decision was asked
	stale := b.st.Legal()[0] // what the first decision answers, too late
	cs.players[key] = func(s *redrussia.State, f redrussia.Faction) (redrussia.Action, bool) {
		asked = append(asked, s.Actions)
		if len(asked) == 1 {
			<-release
			return stale, true
		}
		r := dice.New(uint64(s.Actions))
		return s.RandomAction(&r)
	}
	observed := 0
	cs.observers[key] = func(*redrussia.State, redrussia.Action, []redrussia.Event) { observed++ }
	cs.paused, cs.pace = false, 0
	frame(func() {
		if cs.step(b, time.Now()); !cs.thinking() {
			t.Fatal("no decision under way")
		}
		n, ver := len(b.actions), b.ver
		for range 5 {
			cs.step(b, time.Now()) // the tick goes on
		}
		if len(b.actions) != n || b.ver != ver {
			t.Fatal("the board acted while the computer thought")
		}
		b.playWaiting() // R: the game moves on meanwhile
		if len(b.actions) != n+1 || observed != 0 || len(cs.held) != 1 {
			t.Fatalf("%d actions, %d observed, %d held", len(b.actions)-n, observed, len(cs.held))
		}
		close(release)
		for k := 0; cs.thinking() || len(asked) < 2; k++ {
			if k > 5000 {
				t.Fatal("the decision never came")
			}
			cs.step(b, time.Now())
			time.Sleep(time.Millisecond)
		}
		for k := 0; len(b.actions) == n+1; k++ {
			if k > 5000 {
				t.Fatal("the fresh decision was never played")
			}
			cs.step(b, time.Now())
			time.Sleep(time.Millisecond)
		}
		if reflect.DeepEqual(b.actions[n+1], stale) || b.msg != "" || observed != 2 || len(cs.held) != 0 {
			t.Fatalf("actions %v, %d observed, %d held", b.actions[n:], observed, len(cs.held))
		}
		if asked[1] != asked[0]+1 {
			t.Fatalf("the second decision was asked at %v", asked)
		}
	}, nil)
}
