package rcwbot

import (
	"testing"

	"tachanka/game/rcw"
)

// soloAt is a seeded solitaire game played by the computer Red up to a
// decision of kind of Player A's (with leaders to place, for
// DecideLeaders); nil when it ends first.
func soloAt(t *testing.T, seed uint64, kind rcw.Decision) (*rcw.State, *Player) {
	t.Helper()
	s, err := rcw.NewSolitaire(testData(t))
	if err != nil {
		t.Fatal(err)
	}
	rcw.Start(s, seed)
	p, _ := New("", seed)
	for !s.Over() {
		if s.Pending.Player == rcw.SoloRed && s.Pending.Kind == kind {
			return s, p
		}
		a, _ := p.Choose(s, rcw.SoloRed)
		if _, err := rcw.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	return nil, nil
}

// The Red Leader Determination Phase (24.0, the Ruling of Computer
// players (a)): the bot places as many leaders as the die allows, the
// greatest LV first, each on the strongest unattached Red combat unit
// nearest the non-Red forces.
func TestSoloRedPlacesTheMostLeadersNearestTheEnemy(t *testing.T) {
	var s *rcw.State
	var p *Player
	for seed := uint64(1); s == nil && seed < 100; seed++ {
		s, p = soloAt(t, seed, rcw.DecideLeaders)
	}
	if s == nil {
		t.Fatal("no seed reaches a Red Leader Determination Phase")
	}
	left, placed := s.Solo.Left, 0
	for s.Pending.Kind == rcw.DecideLeaders {
		dist := enemyDistances(s)
		var pool []int
		nearest, strongest := 1<<30, 0
		for _, a := range s.Legal() {
			if a.Type != rcw.ActPlace {
				continue
			}
			pool = append(pool, a.Leader)
			if a.Unit == 0 {
				continue
			}
			d, n := dist[s.Province(a.Unit)], s.Strength(a.Unit)
			if d < nearest || (d == nearest && n > strongest) {
				nearest, strongest = d, n
			}
		}
		a, ok := p.Choose(s, rcw.SoloRed)
		if !ok || a.Type != rcw.ActPlace || a.Unit == 0 {
			t.Fatalf("placement %d of %d: %v", placed+1, left, a)
		}
		for _, l := range pool {
			if s.Strength(l) > s.Strength(a.Leader) {
				t.Fatalf("%v: leader %d (LV %d) before %d (LV %d)", a, a.Leader, s.Strength(a.Leader), l, s.Strength(l))
			}
		}
		if d, n := dist[s.Province(a.Unit)], s.Strength(a.Unit); d != nearest || n != strongest {
			t.Fatalf("%v: unit at %d steps, strength %d; the nearest are at %d steps, the strongest of them %d", a, d, n, nearest, strongest)
		}
		if _, err := rcw.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		placed++
	}
	if placed != left {
		t.Fatalf("%d leaders placed of the %d allowed", placed, left)
	}
}

// emptyPair finds two adjacent provinces holding no stack and no
// neighbour with one (so that only the stacks a test puts there fight).
func emptyPair(s *rcw.State) (string, string) {
	held := map[string]bool{}
	for i := range s.Stacks {
		held[s.Stacks[i].Province] = true
	}
	m := s.Data().Map
	quiet := func(code string) bool {
		if held[code] {
			return false
		}
		for _, n := range m.Province(code).Adjacent {
			if held[n] {
				return false
			}
		}
		return true
	}
	for _, pr := range m.Provinces {
		if !quiet(pr.Code) {
			continue
		}
		for _, n := range pr.Adjacent {
			if quiet(n) {
				return pr.Code, n
			}
		}
	}
	return "", ""
}

// soloDuel is a solitaire game at Red's Combat Phase with a Red stack
// and a non-Red stack of colour on moved to two quiet adjacent provinces
// (the same one unless subvert), the attack's odds column col; it
// returns the state, the bot and the defending stack.
func soloDuel(t *testing.T, on rcw.Colour, subvert bool, col int) (*rcw.State, *Player, int) {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		s, p := soloAt(t, seed, rcw.DecideCombat)
		if s == nil {
			continue
		}
		x, y := emptyPair(s)
		if x == "" {
			continue
		}
		for i := range s.Stacks {
			r := &s.Stacks[i]
			if s.StackColour(r) != rcw.Red || r.Player != rcw.SoloRed || s.AttackStrength(r.ID) == 0 {
				continue
			}
			for j := range s.Stacks {
				d := &s.Stacks[j]
				if s.StackColour(d) != on || s.DefenceStrength(d.ID) == 0 {
					continue
				}
				c := s.Clone()
				c.Stack(d.ID).Province = x
				c.Stack(r.ID).Province = x
				a := rcw.Action{Type: rcw.ActAttack, Player: rcw.SoloRed, Stacks: []int{r.ID}, Target: d.ID}
				if subvert {
					c.Stack(r.ID).Province = y
					a.Type = rcw.ActSubvert
				}
				if _, _, got, err := c.Odds(a); err == nil && got == col && accepted(c, a) {
					return c, p, d.ID
				}
			}
		}
	}
	t.Fatalf("no Red stack attacks a %v stack at column %d", on, col)
	return nil, nil, 0
}

// attacksIn plays the bot's Combat Phase to its end and lists the
// actions it made on target.
func attacksIn(t *testing.T, s *rcw.State, p *Player, target int) []rcw.Action {
	t.Helper()
	var out []rcw.Action
	for k := 0; s.Phase == rcw.PhaseCombat && s.Pending.Player == rcw.SoloRed && k < 100; k++ {
		a, ok := p.Choose(s, rcw.SoloRed)
		if !ok {
			t.Fatalf("no action at %v", s.Pending)
		}
		if (a.Type == rcw.ActAttack || a.Type == rcw.ActSubvert) && a.Target == target {
			out = append(out, a)
		}
		if _, err := rcw.Apply(s, a); err != nil {
			t.Fatalf("%v refused: %v", a, err)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("after %v: %v", a, err)
		}
	}
	return out
}

// Every attack at 3:1 or better is made; none at 2:1 (the Ruling of
// Computer players (a)).
func TestSoloRedAttacksAtThreeToOneNotTwoToOne(t *testing.T) {
	s, p, target := soloDuel(t, rcw.White, false, rcw.Odds31)
	if got := attacksIn(t, s, p, target); len(got) != 1 || got[0].Type != rcw.ActAttack {
		t.Fatalf("at 3:1: %v", got)
	}
	s, p, target = soloDuel(t, rcw.White, false, rcw.Odds21)
	if got := attacksIn(t, s, p, target); len(got) != 0 {
		t.Fatalf("at 2:1: %v", got)
	}
}

// A subversive attack (8.3) is made at 2:1, not at 1:1.
func TestSoloRedSubvertsAtTwoToOne(t *testing.T) {
	s, p, target := soloDuel(t, rcw.Blue, true, rcw.Odds21)
	if got := attacksIn(t, s, p, target); len(got) != 1 || got[0].Type != rcw.ActSubvert {
		t.Fatalf("at 2:1: %v", got)
	}
	s, p, target = soloDuel(t, rcw.Blue, true, rcw.Odds11)
	if got := attacksIn(t, s, p, target); len(got) != 0 {
		t.Fatalf("at 1:1: %v", got)
	}
}
