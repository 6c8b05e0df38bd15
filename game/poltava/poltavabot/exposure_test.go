package poltavabot

import (
	"math"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/scenarios"
)

// playBot plays a scenario with the bot on both sides, from seed 1,
// until done holds (at most limit actions); the test fails if it never
// does, naming what was wanted.
func playBot(t *testing.T, scenario string, limit int, want string, done func(*poltava.State) bool) *poltava.State {
	t.Helper()
	f, err := scenarios.OpenPoltava(scenario)
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := f.NewGame(1)
	s := rec.State
	p, _ := New("normal", 1)
	for n := 0; n < limit && !done(s); n++ {
		seat := poltava.SeatSweden
		if s.Pending.Side == poltava.Russia {
			seat = poltava.SeatRussia
		}
		a, err := p.Choose(s, seat)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := poltava.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	if !done(s) {
		t.Fatalf("no %s: turn %d, %v", want, s.Turn, s.Pending.Kind)
	}
	return s
}

// firstSwedishMove plays Scenario 1's set-up with the bot and stops at the
// first Swedish Movement decision.
func firstSwedishMove(t *testing.T) *poltava.State {
	t.Helper()
	return playBot(t, "poltava-main", 200, "Swedish Movement phase", func(s *poltava.State) bool {
		return s.Pending.Kind == poltava.DecideMove && s.Phasing == poltava.Sweden
	})
}

// contactHex is a hex u can reach next to a Russian unit, not next to
// avoid.
func contactHex(s *poltava.State, u *poltava.Unit, avoid hex.Hex) (hex.Hex, []hex.Hex) {
	return riskyHex(s, u, avoid, 0)
}

// riskyHex is such a hex where u's chance of elimination exceeds p.
func riskyHex(s *poltava.State, u *poltava.Unit, avoid hex.Hex, p float64) (hex.Hex, []hex.Hex) {
	reach := s.Reach(u)
	keys := make([]hex.Hex, 0, len(reach))
	for h := range reach {
		keys = append(keys, h)
	}
	hex.Sort(keys)
	for _, h := range keys {
		if len(adjEnemies(s, poltava.Sweden, h)) == 0 || (avoid.Valid() && hex.Distance(h, avoid) <= 1) {
			continue
		}
		if d := lossDist(s, poltava.Sweden, u, h); d[len(d)-1] > p {
			return h, reach[h]
		}
	}
	return hex.None, nil
}

// The bot prices what a hex risks together with what the rest of the
// division already risks (10.1: a division routs on its losses taken
// together): the same hex costs a Hamilton regiment more once two others
// of Hamilton's stand in contact.
func TestBotPricesADivisionsExposureTogether(t *testing.T) {
	s := firstSwedishMove(t)
	p, _ := New("normal", 1)
	var ham []*poltava.Unit
	for _, u := range s.UnitsOf(poltava.Sweden) {
		if u.Division == "Hamilton" && !u.Reduced {
			ham = append(ham, u)
		}
	}
	if len(ham) < 3 {
		t.Fatalf("want three full-strength Hamilton regiments, have %d", len(ham))
	}
	u := ham[0]
	dest, _ := riskyHex(s, u, hex.None, 0.01)
	if !dest.Valid() {
		t.Fatalf("%s cannot reach contact", u.ID)
	}
	far := u.Hex
	dist := lossDist(s, poltava.Sweden, u, dest)
	sum := 0.0
	for _, q := range dist {
		sum += q
	}
	if math.Abs(sum-1) > 1e-9 || dist[len(dist)-1] <= 0 {
		t.Fatalf("loss chances at %s: %v (sum %.3f); want a distribution with some chance of elimination", dest, dist, sum)
	}
	if d := lossDist(s, poltava.Sweden, u, far); d[0] < 0.999 {
		t.Errorf("at %s, out of reach of every enemy, %s risks %v", far, u.ID, d)
	}
	alone := (&mover{p: p, s: s, side: poltava.Sweden}).exposureCost(u, dest)

	// Two more of Hamilton's regiments move into contact, by the engine's
	// own moves.
	moved := 0
	for _, o := range ham[1:] {
		if moved == 2 {
			break
		}
		h, path := contactHex(s, o, dest)
		if !h.Valid() {
			continue
		}
		if _, err := poltava.Apply(s, poltava.Action{Type: poltava.ActMove, Unit: o.ID, Path: path}); err != nil {
			t.Fatalf("moving %s to %s: %v", o.ID, h, err)
		}
		moved++
	}
	if moved < 2 {
		t.Fatalf("only %d Hamilton regiments could reach contact", moved)
	}
	m := &mover{p: p, s: s, side: poltava.Sweden}
	ex, _ := m.exposure()
	if ex["Hamilton"] <= 0 {
		t.Fatalf("Hamilton's exposure after two regiments moved into contact: %v", ex)
	}
	together := m.exposureCost(s.Unit(u.ID), dest)
	if together <= alone {
		t.Errorf("%s at %s costs %.3f with %.2f of Hamilton's regiments expected lost elsewhere, %.3f alone; want more", u.ID, dest, together, ex["Hamilton"], alone)
	}
}
