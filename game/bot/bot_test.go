package bot

import (
	"encoding/json"
	"slices"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// The bot plays without an illegal action, and the same seed and level
// play the same game: the opening turns of the short scenario, twice.
func TestBotPlaysDeterministically(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	var first []reds.Action
	for run := 0; run < 2; run++ {
		g, _ := scn.NewGame(5)
		if _, err := (Match{Red: New(Normal, 1), White: New(Quick, 2), MaxActions: 5000, MaxTurn: 2}).Play(g, nil); err != nil {
			t.Fatal(err)
		}
		if run == 0 {
			first = g.Actions
			continue
		}
		if len(first) != len(g.Actions) {
			t.Fatalf("two runs with the same seeds: %d and %d actions", len(first), len(g.Actions))
		}
		for k := range first {
			if first[k].String() != g.Actions[k].String() {
				t.Fatalf("action %d differs: %v vs %v", k, first[k], g.Actions[k])
			}
		}
	}
}

func TestBotNeverSeesTheGamesDice(t *testing.T) {
	scn, _ := scenarios.Open("test-moscow")
	g, _ := scn.NewGame(5)
	before := g.State.Rand
	b := New(Normal, 3)
	if _, err := b.Choose(g.State); err != nil {
		t.Fatal(err)
	}
	if g.State.Rand != before {
		t.Fatal("choosing changed the game's generator")
	}
}

// A partisan never attacks with other units (11.2): where partisans stand
// next to the target, the bot still offers the attack of the others without
// them (two partisans beside Baku once forbade every attack on the city).
func TestR11_2_BotAttacksWithoutTheAdjacentPartisan(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(1)
	m := Match{Red: New(Quick, 1), White: New(Quick, 2), MaxActions: 400, Until: func(s *reds.State) bool {
		return s.Pending.Side == reds.Red && s.Pending.Kind == reds.DecideCombat
	}}
	if _, err := m.Play(g, nil); err != nil {
		t.Fatal(err)
	}
	s := g.State
	if s.Pending.Kind != reds.DecideCombat {
		t.Fatal("no Red combat step in the opening")
	}
	var partisans []int
	army := -1
	for i := range s.Units {
		d := s.Def(i)
		if s.SideOf(i) != reds.Red {
			continue
		}
		if d.Type == reds.Partisan && len(partisans) < 2 {
			partisans = append(partisans, i)
		}
		if d.Type == reds.Infantry && d.SP >= 3 && army < 0 {
			army = i
		}
	}
	b := s.Data.Board
	for i := range s.Units {
		u := &s.Units[i]
		// Partisans may attack only a lone garrison or partisan (11.2).
		if u.Where != reds.OnMap || s.SideOf(i) == reds.Red || s.Def(i).Type != reds.Garrison || len(s.StackAt(u.Hex)) != 1 {
			continue
		}
		var free []int32
		for _, n := range u.Hex.Neighbors() {
			if c := b.Index(n); c >= 0 && len(s.StackAt(n)) == 0 {
				free = append(free, c)
			}
		}
		if len(free) < 3 {
			continue
		}
		w := s.Clone()
		for k, j := range []int{partisans[0], partisans[1], army} {
			w.Units[j] = reds.Unit{ID: w.Units[j].ID, Where: reds.OnMap, Hex: b.Cells[free[k]].Hex, Active: true}
		}
		alone := reds.Action{Type: reds.ActAttack, Side: reds.Red, Units: []string{s.Def(army).ID}, Hex: u.Hex}
		if reds.Check(w, alone) != nil {
			continue // a closed area, a river flotilla's hex...: try another
		}
		for _, a := range New(Normal, 1).attackCandidates(w, -1e9) {
			if a.Hex == u.Hex && len(a.Units) == 1 && a.Units[0] == alone.Units[0] {
				return
			}
		}
		t.Fatalf("beside two partisans, the army's attack on %v is not among the candidates", u.Hex)
	}
	t.Fatal("no lone garrison with three free hexes beside it")
}

// Hard's budget is counted in work, not time: the same seeds play the
// same first turn, however loaded the machine.
func TestHardPlaysDeterministically(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	var first []reds.Action
	for run := 0; run < 2; run++ {
		g, _ := scn.NewGame(9)
		if _, err := (Match{Red: New(Hard, 1), White: New(Hard, 2), MaxActions: 5000, MaxTurn: 1}).Play(g, nil); err != nil {
			t.Fatal(err)
		}
		if run == 0 {
			first = g.Actions
			continue
		}
		if len(first) != len(g.Actions) {
			t.Fatalf("two runs with the same seeds: %d and %d actions", len(first), len(g.Actions))
		}
		for k := range first {
			if first[k].String() != g.Actions[k].String() {
				t.Fatalf("action %d differs: %v vs %v", k, first[k], g.Actions[k])
			}
		}
	}
}

// Hard chooses its attacks as the normal level does (budget.attackSearch):
// at every combat decision with an attack to make in the first turns of a
// short-scenario game, a hard and a normal bot seeded alike pick the same
// action, and it is an attack at least once.
func TestHardAttacksAsNormalDoes(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(3)
	decisions, attacks := 0, 0
	m := Match{Red: New(Normal, 1), White: New(Normal, 2), MaxActions: 5000, MaxTurn: 3,
		Until: func(s *reds.State) bool {
			if s.Pending.Kind != reds.DecideCombat || len(s.AttackTargets()) == 0 {
				return false
			}
			seed := uint64(100 + decisions)
			hard, err := New(Hard, seed).Choose(s.Clone())
			if err != nil {
				t.Fatal(err)
			}
			normal, err := New(Normal, seed).Choose(s.Clone())
			if err != nil {
				t.Fatal(err)
			}
			if hard.String() != normal.String() {
				t.Fatalf("turn %d, %s's combat step: hard chose %v, normal %v", s.Turn, s.Pending.Side, hard, normal)
			}
			decisions++
			if hard.Type == reds.ActAttack {
				attacks++
			}
			return false
		}}
	if _, err := m.Play(g, nil); err != nil {
		t.Fatal(err)
	}
	if decisions < 5 || attacks == 0 {
		t.Fatalf("only %d combat decisions (%d attacks) to compare", decisions, attacks)
	}
	t.Logf("%d combat decisions compared, %d of them attacks", decisions, attacks)
}

// Hard's rollouts look as far as hardHorizon gives the side planning: Red's
// play the next segment with a decision in it after their own, White's end
// with their own. Checked at each side's movement steps in a short-scenario
// game's first turns: the segments a rollout played were drawn from the
// game's cup, and it stopped in none of them.
func TestHardRolloutHorizonBySide(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(4)
	checked := map[reds.Side]int{}
	m := Match{Red: New(Normal, 1), White: New(Normal, 2), MaxActions: 5000, MaxTurn: 3,
		Until: func(s *reds.State) bool {
			if s.Pending.Kind != reds.DecideMovement || s.Step != reds.StepActivation {
				return false
			}
			side := s.Pending.Side
			before := s.Clone()
			c, played := New(Hard, 7).playOut(s, nil, 11)
			if !sameState(t, before, s) {
				t.Fatal("the rollout changed the game's state")
			}
			if c.Turn != s.Turn || c.Step != reds.StepActivation {
				return false // the turn ended first: nothing to tell
			}
			if want := 1 + hardHorizon[side]; len(played) != want {
				t.Fatalf("turn %d, %s's %s segment: the rollout played %v, want %d segments", s.Turn, side, s.Segment.Chit, played, want)
			}
			if played[0] != s.Segment.Chit {
				t.Fatalf("the rollout began in %s, not %s", played[0], s.Segment.Chit)
			}
			for _, ch := range played[1:] {
				if !slices.Contains(s.Cup, ch) || slices.Contains(c.Cup, ch) {
					t.Fatalf("the rollout played %s, not drawn from the cup %v", ch, s.Cup)
				}
			}
			if c.Segment != nil && slices.Contains(played, c.Segment.Chit) {
				t.Fatalf("the rollout stopped in %s, a segment it played", c.Segment.Chit)
			}
			checked[side]++
			return false
		}}
	if _, err := m.Play(g, nil); err != nil {
		t.Fatal(err)
	}
	if checked[reds.Red] == 0 || checked[reds.White] == 0 {
		t.Fatalf("rollouts checked: Red %d, White %d", checked[reds.Red], checked[reds.White])
	}
	t.Logf("rollouts checked: Red %d, White %d", checked[reds.Red], checked[reds.White])
	if hardHorizon[reds.Red] == hardHorizon[reds.White] {
		t.Fatal("the sides' horizons are alike: the test tells nothing")
	}
}

// sameState reports whether two states serialise alike.
func sameState(t *testing.T, a, b *reds.State) bool {
	t.Helper()
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return string(ja) == string(jb)
}

// Hard weighs its chosen plan against variants that hold the units of one
// of its first moves where they stand. Checked at each movement step of a
// short-scenario game's first turns: a variant never moves a held unit,
// applies in whole on the position, and changes more than the held move;
// the plan hard picks is legal and leaves the game's state as it was.
func TestHardVariantHoldsAMove(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1919")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(5)
	checked, differ := 0, 0
	m := Match{Red: New(Normal, 1), White: New(Normal, 2), MaxActions: 5000, MaxTurn: 3,
		Until: func(s *reds.State) bool {
			if s.Pending.Kind != reds.DecideMovement || s.Step != reds.StepActivation {
				return false
			}
			b := New(Hard, 7)
			b.b.variants = [3]int{reds.Red: 4, reds.White: 4} // both sides, though only White plays them
			plan := b.planMovement(s, balanced)
			i := slices.IndexFunc(plan, func(a reds.Action) bool { return a.Type == reds.ActMove })
			if i < 0 {
				return false
			}
			held := map[string]bool{}
			where := map[string]hex.Hex{}
			for _, id := range plan[i].Units {
				held[id] = true
				u, _ := s.UnitByID(id)
				where[id] = s.Units[u].Hex
			}
			v := b.planMovementHolding(s, balanced, held)
			c := s.Clone()
			for _, a := range v {
				if a.Type == reds.ActMove && slices.ContainsFunc(a.Units, func(id string) bool { return held[id] }) {
					t.Fatalf("turn %d, %s: the variant holding %v moves %v", s.Turn, s.Pending.Side, plan[i].Units, a)
				}
				if _, err := reds.Apply(c, a); err != nil {
					t.Fatalf("turn %d, %s: the variant's %v: %v", s.Turn, s.Pending.Side, a, err)
				}
			}
			for id, h := range where {
				if u, _ := c.UnitByID(id); c.Units[u].Hex != h {
					t.Fatalf("turn %d: held %s left %v for %v", s.Turn, id, h, c.Units[u].Hex)
				}
			}
			if !samePlan(slices.Delete(slices.Clone(plan), i, i+1), v) {
				differ++
			}
			before := s.Clone()
			picked := b.bestVariant(s, plan, balanced, []uint64{21, 22})
			if !sameState(t, before, s) {
				t.Fatal("weighing the variants changed the game's state")
			}
			c = s.Clone()
			for _, a := range picked {
				if _, err := reds.Apply(c, a); err != nil {
					t.Fatalf("turn %d, %s: the picked plan's %v: %v", s.Turn, s.Pending.Side, a, err)
				}
			}
			checked++
			return false
		}}
	if _, err := m.Play(g, nil); err != nil {
		t.Fatal(err)
	}
	if checked < 10 || differ == 0 {
		t.Fatalf("%d variants checked, %d of them replanned beyond the held move", checked, differ)
	}
	t.Logf("%d variants checked, %d of them replanned beyond the held move", checked, differ)
}

// Hard chooses the Field Staff's front and its first chit (7.8, 7.11) by
// rollouts of the segment each choice begins (searchChoice). Checked at each
// such choice in a campaign's first turns: every option's rollout plays the
// segment of the chit or front chosen, with its movement played by the
// policy (the option's group moved), as far as the side's horizon; the
// choice searchChoice makes is one of the options, rolled out when
// hardChoices says so (Red) and the first, the static pick, when not
// (White), and the game's state is unchanged.
func TestR7_8_R7_11_HardSearchesItsChoices(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(5)
	checked := map[reds.Decision]int{}
	moved := 0
	m := Match{Red: New(Normal, 1), White: New(Normal, 2), MaxActions: 20000, MaxTurn: 6,
		Until: func(s *reds.State) bool {
			var opts []reds.Action
			switch s.Pending.Kind {
			case reds.DecideFieldStaff:
				for _, f := range s.Pending.Fronts {
					opts = append(opts, reds.Action{Type: reds.ActFieldStaff, Side: reds.Red, Front: f})
				}
			case reds.DecideFirstChit:
				if s.Pending.Count != 1 {
					return false
				}
				for _, c := range s.Pending.Chits {
					if c != reds.ChitLogistics {
						opts = append(opts, reds.Action{Type: reds.ActFirstChit, Side: s.Pending.Side, Chit: c})
					}
				}
			default:
				return false
			}
			side := s.Pending.Side
			before := s.Clone()
			for _, o := range opts {
				want := o.Chit
				switch {
				case o.Type == reds.ActFieldStaff:
					want = reds.ChitFieldStaff
				case o.Chit == reds.ChitFieldStaff:
					continue // a first chit whose front the rollout chooses
				}
				c, played := New(Hard, 7).playOut(s, []reds.Action{o}, 11)
				if played[0] != want {
					t.Fatalf("turn %d, %s: the rollout of %v began in %s", s.Turn, side, o, played[0])
				}
				if c.Turn == s.Turn && len(played) != 1+hardHorizon[side] && c.Step == reds.StepActivation {
					t.Fatalf("turn %d, %s: the rollout of %v played %v, want %d segments", s.Turn, side, o, played, 1+hardHorizon[side])
				}
				for i := range c.Units {
					if c.Units[i].Hex != s.Units[i].Hex && s.Units[i].Where == reds.OnMap && c.SideOf(i) == side {
						moved++
						break
					}
				}
			}
			hard := New(Hard, 3)
			a := hard.searchChoice(s, opts)
			if !slices.ContainsFunc(opts, func(o reds.Action) bool { return o.String() == a.String() }) {
				t.Fatalf("searchChoice chose %v, not one of %v", a, opts)
			}
			switch {
			case len(opts) < 2:
			case hardChoices[side] && hard.actRollouts == 0:
				t.Fatalf("turn %d, %s: no rollout for %d options", s.Turn, side, len(opts))
			case !hardChoices[side] && (hard.actRollouts > 0 || a.String() != opts[0].String()):
				t.Fatalf("turn %d, %s does not search its choices, yet chose %v of %v after %d rollouts", s.Turn, side, a, opts, hard.actRollouts)
			}
			if err := reds.Check(s, a); err != nil {
				t.Fatalf("searchChoice chose %v: %v", a, err)
			}
			if !sameState(t, before, s) {
				t.Fatal("the search changed the game's state")
			}
			checked[s.Pending.Kind]++
			return false
		}}
	if _, err := m.Play(g, nil); err != nil {
		t.Fatal(err)
	}
	t.Logf("choices checked: Field Staff %d, first chit %d; rollouts that moved the group: %d",
		checked[reds.DecideFieldStaff], checked[reds.DecideFirstChit], moved)
	if checked[reds.DecideFieldStaff] == 0 || checked[reds.DecideFirstChit] == 0 || moved == 0 {
		t.Fatal("too few choices to tell")
	}
}
