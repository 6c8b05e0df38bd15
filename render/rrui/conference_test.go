package rrui

import (
	"testing"
	"time"

	"tachanka/game/dice"
	"tachanka/game/redrussia"
)

// B.4: with two people commanding White factions the screen opens the
// White conference when a turn begins; it hides the board, the computer
// seats wait, and it closes on its button (or after five minutes). With
// one White person there is none.
func TestB4_WhiteConference(t *testing.T) {
	for _, c := range []struct {
		siberian string
		want     bool
	}{{kindHuman, true}, {kindRandom, false}} {
		f, s := newState(t, 3, 9)
		playUntil(t, s, 9, func(s *redrussia.State) bool { return s.Turn == 1 })
		seats := map[string]string{"red": kindHuman, "south": kindHuman, "northasian": kindHuman, "siberian": c.siberian}
		a, b := openBoard(t, f, s, seats)
		r := dice.New(3)
		for i := 0; b.st.Turn == 1; i++ {
			if i > 20000 {
				t.Fatal("turn 1 never ends")
			}
			x, ok := b.st.RandomAction(&r)
			if !ok {
				t.Fatal("no action")
			}
			frame(func() { b.act(x) }, nil)
		}
		frame(func() { b.Update(a) }, nil)
		now := time.Now()
		if got := b.conferring(now); got != c.want {
			t.Fatalf("Siberian %s: conference %v, want %v", c.siberian, got, c.want)
		}
		if !c.want {
			continue
		}
		if left := b.conferenceEnds.Sub(now); left < 4*time.Minute || left > conferenceLength {
			t.Fatalf("%v left", left)
		}
		draw(a, b)
		n := len(b.actions)
		b.computer.paused = false
		frame(func() { b.Update(a) }, nil)
		if len(b.actions) != n {
			t.Fatal("a seat acted during the conference")
		}
		frame(func() { a.ClickID = "rr:conf:close"; b.Update(a); a.ClickID = "" }, nil)
		if b.conferring(time.Now()) {
			t.Fatal("the conference did not close")
		}
		frame(func() { b.Update(a) }, nil)
		if b.conferring(time.Now()) {
			t.Fatal("the conference opened again in the same turn")
		}
	}
}
