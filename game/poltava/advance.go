package poltava

import (
	"slices"

	"tachanka/game/hex"
)

// Advance after combat (8.10, 9.4.2).

// advanceN is how many hexes each attacker may advance: the result's
// number, one after destroying lone artillery (9.4.2).
func advanceN(a *Attack) int {
	if a.Lone {
		return 1
	}
	return a.Result.N
}

// startAdvance opens the advance after a D result when a defending hex is
// empty of the enemy (8.10 rulings): every surviving attacker may try.
func (s *State) startAdvance(a *Attack) {
	if a.Result.Loser != Defender {
		return
	}
	for _, h := range a.Hexes {
		if !s.defended(a.Side, h) {
			a.Vacated = append(a.Vacated, h)
		}
	}
	if len(a.Vacated) == 0 {
		return
	}
	for _, u := range s.units(a, Attacker) {
		a.Advance = append(a.Advance, u.ID)
	}
}

// advanceStep is the one rule for a hex entered in an advance (8.10
// rulings): no ZOC stops it, but it enters only hexes the unit could enter
// in normal movement (terrain, hexsides, no enemy, scenario restrictions,
// bound zones), never a redoubt garrisoned by the enemy, and a bracketed
// unit never an enemy ZOC (G2).
func (s *State) advanceStep(u *Unit, from, to hex.Hex) error {
	if err := s.mayEnter(u, from, to); err != nil {
		return err
	}
	if u.Side == Sweden && s.Garrisoned(to) {
		return refuse("8.10", "no advance into a redoubt garrisoned by the enemy (%v)", to)
	}
	if u.def.Bracketed && s.InEnemyZOC(u.Side, to) {
		return refuse("G2", "Skoropadsky's Cossacks may not advance into an enemy ZOC (%v)", to)
	}
	return nil
}

// advancePaths lists every legal advance of u now: first into a vacated
// defending hex, then along the retreat of the defender who left it, or
// anywhere if none retreated from it, up to N hexes, ending where u may
// stand (8.10 rulings).
func (s *State) advancePaths(a *Attack, u *Unit) [][]hex.Hex {
	if u == nil || u.Status != OnMap || !slices.Contains(a.Advance, u.ID) {
		return nil
	}
	n := advanceN(a)
	var out [][]hex.Hex
	for _, h := range a.Vacated {
		if !hex.Adjacent(u.Hex, h) || s.advanceStep(u, u.Hex, h) != nil {
			continue
		}
		var follow []hex.Hex
		free := true
		for _, r := range a.Paths {
			if r.From == h && len(r.Path) > 0 {
				follow, free = r.Path, false
			}
		}
		layer := [][]hex.Hex{{h}}
		all := [][]hex.Hex{{h}}
		for k := 1; k < n; k++ {
			var next [][]hex.Hex
			for _, p := range layer {
				from := p[len(p)-1]
				var cands []hex.Hex
				switch {
				case free:
					nb := from.Neighbors()
					cands = nb[:]
				case k-1 < len(follow):
					cands = []hex.Hex{follow[k-1]}
				}
				for _, to := range cands {
					if to == u.Hex || slices.Contains(p, to) || s.advanceStep(u, from, to) != nil {
						continue
					}
					next = append(next, append(slices.Clip(p), to))
				}
			}
			all = append(all, next...)
			layer = next
		}
		for _, p := range all {
			if s.mayEnd(u, p[len(p)-1]) == nil {
				out = append(out, p)
			}
		}
	}
	return out
}

// AdvanceOptions lists the advances unit may make now (8.10).
func (s *State) AdvanceOptions(unit string) [][]hex.Hex {
	if s.Melee == nil || s.Melee.Attack == nil || s.Melee.Attack.Stage != StageAdvance {
		return nil
	}
	return s.advancePaths(s.Melee.Attack, s.Unit(unit))
}

// nextAdvance waits for the attacker to advance a unit or stop, while
// some attacker may still advance. It reports a wait.
func (s *State) nextAdvance(a *Attack) bool {
	a.Advance = slices.DeleteFunc(a.Advance, func(id string) bool { return len(s.advancePaths(a, s.Unit(id))) == 0 })
	if len(a.Advance) == 0 {
		return false
	}
	s.Pending = Pending{Side: a.Side, Kind: DecideAdvance, Units: slices.Clone(a.Advance), Count: advanceN(a)}
	return true
}

func doAdvance(s *State, a Action) error {
	atk := s.Melee.Attack
	if !slices.Contains(atk.Advance, a.Unit) {
		return refuse("8.10", "%s may not advance; the units that may are %v", a.Unit, atk.Advance)
	}
	u := s.Unit(a.Unit)
	if !slices.ContainsFunc(s.advancePaths(atk, u), func(p []hex.Hex) bool { return slices.Equal(p, a.Path) }) {
		return refuse("8.10", "%s advances first into a vacated defending hex, then along the defender's retreat, up to %d hex(es), ending where it may stand", u.ID, advanceN(atk))
	}
	s.place(u, a.Path[len(a.Path)-1])
	s.emit(Event{Kind: EvAdvance, Side: u.Side, Unit: u.ID, Hex: u.Hex, Path: slices.Clone(a.Path), Rule: "8.10"})
	atk.Advance = slices.DeleteFunc(atk.Advance, func(id string) bool { return id == u.ID })
	if atk.Lone {
		atk.Advance = nil // one unit only (9.4.2)
	}
	s.resolve()
	return nil
}

func doStopAdvance(s *State, a Action) error {
	s.Melee.Attack.Advance = nil
	s.resolve()
	return nil
}
