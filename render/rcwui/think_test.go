package rcwui

import (
	"testing"
	"time"

	"tachanka/game/rcw"
)

// The computer seats decide off the board's tick: an action played
// meanwhile (R) is held from them until they are done, their decision
// about the game before it is dropped, and the decision made again on
// the game as it is now is played.
func TestComputerThinksOffTheTick(t *testing.T) {
	_, b := played(t, 4, 5, func(s *rcw.State) bool { return s.Pending.Kind == rcw.DecideSequence })
	for l := range b.seats {
		b.seats[l] = "table"
	}
	b.facing = ""
	rs := b.random
	rs.pace = 0
	rs.gate = make(chan struct{}) // the decision lasts until the game has moved on
	n := len(b.actions)
	if rs.step(b, time.Now()); len(rs.thinking()) == 0 {
		t.Fatal("no decision under way")
	}
	if len(b.actions) != n {
		t.Fatal("a decision was played on the tick it began")
	}
	b.playWaiting() // the game moves on before the decision is taken in
	ver := b.ver
	if len(b.actions) != n+1 || len(rs.held) != 1 {
		t.Fatalf("%d actions, %d held", len(b.actions)-n, len(rs.held))
	}
	close(rs.gate)
	for k := 0; len(b.actions) == n+1; k++ {
		if k > 20000 || b.st.Over() {
			t.Fatal("no decision was played")
		}
		rs.step(b, time.Now())
		time.Sleep(time.Millisecond)
	}
	if len(b.actions) != n+2 || len(rs.held) != 0 || rs.think.Version() != ver {
		t.Fatalf("%d actions, %d held, the decision played was about version %d, not %d", len(b.actions)-n, len(rs.held), rs.think.Version(), ver)
	}
}
