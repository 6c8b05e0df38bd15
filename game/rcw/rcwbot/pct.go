package rcwbot

import (
	"slices"

	"tachanka/game/rcw"
)

// PCT is the Player Cooperation Table (b.2): one value from 2 to 7 per
// pair of players, lower friendlier. It is a pure function of the game's
// history: set from the PIT at the first checkpoint after the trading
// session and deployment, then changed only by public acts (Observe).
type PCT struct {
	V map[string]int `json:"v"` // by pair, the two letters in order ("AC")
}

func pair(x, y string) string {
	if x > y {
		x, y = y, x
	}
	return x + y
}

// Get is v(x, y).
func (t *PCT) Get(x, y string) int { return t.V[pair(x, y)] }

// add changes v(x, y) within 2 and 7 (b.2 Changes).
func (t *PCT) add(x, y string, d int) {
	if x == y || x == "" || y == "" {
		return
	}
	k := pair(x, y)
	t.V[k] = min(7, max(2, t.V[k]+d))
}

// newPCT sets the initial values from the PIT (b.2): the same class 2,
// Red with White 5, Undecided with either 3.
func newPCT(s *rcw.State) *PCT {
	t := &PCT{V: map[string]int{}}
	for i, x := range s.Players {
		for _, y := range s.Players[i+1:] {
			cx, cy := ClassOf(s, x.Letter), ClassOf(s, y.Letter)
			v := 3
			switch {
			case cx == cy:
				v = 2
			case cx != Undecided && cy != Undecided:
				v = 5
			}
			t.V[pair(x.Letter, y.Letter)] = v
		}
	}
	return t
}

// inPlay reports a state after the trading session and deployment.
func inPlay(s *rcw.State) bool { return s.Phase != rcw.PhaseDeal && s.Phase != rcw.PhaseTrading }

// observe applies the changes of b.2 for one applied action: attacks on
// another player's units, purges and counterpurges, assassination
// attempts (+1), AM (-1 each) and PM (-2 each) given in an accepted
// offer.
func (t *PCT) observe(before *rcw.State, a rcw.Action, ev []rcw.Event) {
	switch a.Type {
	case rcw.ActAttack, rcw.ActSubvert:
		if st := before.Stack(a.Target); st != nil {
			t.add(a.Player, st.Player, 1)
		}
	case rcw.ActAccept:
		for _, o := range before.Offers {
			if o.ID == a.Offer {
				t.add(o.From, o.To, -o.Give.AM-2*o.Give.PM-o.Get.AM-2*o.Get.PM)
			}
		}
	}
	for _, e := range ev {
		switch e.Kind {
		case rcw.EvPurge:
			if e.Rule == "11.26" {
				continue // no counterpurge: not a purge
			}
			if e.Player != "" {
				t.add(e.Player, e.To, 1)
				continue
			}
			for _, m := range before.CC { // a collective purge: every member (b.2)
				t.add(m, e.To, 1)
			}
		case rcw.EvAssassination:
			t.add(e.Player, e.To, 1)
		}
	}
}

// byFriendliness orders the other players still playing from the
// friendliest (lowest v) to the unfriendliest; ties are broken by a die
// roll at the moment of use (b.2 Ruling).
func (p *Player) byFriendliness(s *rcw.State, seat, why string) []string {
	var out []string
	tie := map[string]int{}
	for _, pl := range s.Players {
		if pl.Letter != seat && !pl.Quit {
			out = append(out, pl.Letter)
			tie[pl.Letter] = p.roll(s, seat, "tie-"+why+pl.Letter, s.Actions, 1000)
		}
	}
	slices.SortStableFunc(out, func(x, y string) int {
		if d := p.pct.Get(seat, x) - p.pct.Get(seat, y); d != 0 {
			return d
		}
		return tie[x] - tie[y]
	})
	return out
}

// nth is the n-th friendliest player (from 1), or the n-th unfriendliest
// for a negative n, or empty.
func (p *Player) nth(s *rcw.State, seat string, n int, why string) string {
	order := p.byFriendliness(s, seat, why)
	if n < 0 {
		slices.Reverse(order)
		n = -n
	}
	if n > len(order) {
		return ""
	}
	return order[n-1]
}
