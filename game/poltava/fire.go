package poltava

import (
	"slices"

	"tachanka/game/hex"
)

// Firer is something that may fire in the phasing player's Fire phase:
// a unit, or a garrisoned redoubt (SR2.3; Unit empty).
type Firer struct {
	Unit string  `json:"unit,omitempty"`
	Hex  hex.Hex `json:"hex"`
}

// fireValues are a firer's Fire value, its range and whether it fires over
// units (6.1, 6.3, 9.4, SR2.3, SR2.4).
func (s *State) fireValues(f Firer) (fire, rng int, over, artillery bool) {
	b := s.Data.Board
	if f.Unit == "" {
		r := b.RedoubtAt(f.Hex)
		return s.redoubtValues(r).Fire, 2, true, false
	}
	u := s.Unit(f.Unit)
	if s.inRedoubt(u) {
		return s.redoubtValues(b.RedoubtAt(u.Hex)).Fire, 2, true, false
	}
	if u.Kind() == Artillery {
		t := b.Terrain(u.Hex)
		return u.Values().Fire, 5, t == Retrenchment || t == Hill, true
	}
	return u.Values().Fire, 2, false, false
}

// redoubtValues are the values on the Russian side of redoubt r's marker
// (SR2.1, SR2.2).
func (s *State) redoubtValues(r int) Values {
	if s.Data.Board.Redoubts[r].Unfinished {
		return s.Data.Counters.Redoubts.Unfinished
	}
	return s.Data.Counters.Redoubts.Finished
}

// Firers lists what may still fire this phase (6.4 step 1).
func (s *State) Firers() []Firer {
	if s.Phase != PhaseFire {
		return nil
	}
	var out []Firer
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status != OnMap || u.Side != s.Phasing || u.Fired {
			continue
		}
		if s.inRedoubt(u) || (u.Kind() == Infantry || u.Kind() == Artillery) && u.Values().Fire > 0 {
			out = append(out, Firer{Unit: u.ID, Hex: u.Hex})
		}
	}
	if s.Phasing == Russia {
		for i, r := range s.Redoubts {
			if r.Garrisoned && !r.Fired {
				out = append(out, Firer{Hex: s.Data.Board.Redoubts[i].Hex})
			}
		}
	}
	return out
}

// Targets lists the enemy counters f may fire at (6.1-6.3, 9.4.1): in
// range, in sight, not in contact with the firing side unless the firer
// stands where no ZOC reaches or fires canister.
func (s *State) Targets(f Firer) []string {
	fire, rng, over, art := s.fireValues(f)
	if fire <= 0 {
		return nil
	}
	side := s.Phasing
	shelter := s.Data.Board.Terrain(f.Hex).NoZOC()
	var out []string
	for i := range s.Units {
		t := &s.Units[i]
		if t.Status != OnMap || t.Side == side {
			continue
		}
		d := hex.Distance(f.Hex, t.Hex)
		if d < 1 || d > rng {
			continue
		}
		canister := art && d == 1
		if !canister && !shelter && s.InEnemyZOC(t.Side, t.Hex) {
			continue // 6.1: the target is in contact with the firing side
		}
		if d > 1 && !s.LineOfSight(f.Hex, t.Hex, over).Clear {
			continue
		}
		out = append(out, t.ID)
	}
	slices.Sort(out)
	return out
}

// FireOptions lists every firer with at least one target.
func (s *State) FireOptions() map[Firer][]string {
	out := map[Firer][]string{}
	for _, f := range s.Firers() {
		if t := s.Targets(f); len(t) > 0 {
			out[f] = t
		}
	}
	return out
}

// doFire resolves one fire attack (6.4): one die, two for canister; each
// roll at or above the Fire value costs the target a step (6.5).
func doFire(s *State, a Action) error {
	f := Firer{Unit: a.Unit, Hex: a.Hex}
	if a.Unit != "" {
		u := s.Unit(a.Unit)
		if u == nil || u.Status != OnMap || u.Side != s.Phasing {
			return refuse("6.4", "%s is not a unit of the phasing player on the map", a.Unit)
		}
		if u.Fired {
			return refuse("6.4", "%s has already fired this phase", u.ID)
		}
		f.Hex = u.Hex
	} else {
		r := s.Data.Board.RedoubtAt(a.Hex)
		if r < 0 || !s.Garrisoned(a.Hex) || s.Phasing != Russia {
			return refuse("SR2.3", "only a garrisoned redoubt fires without a unit, in the Russian Fire phase")
		}
		if s.Redoubts[r].Fired {
			return refuse("SR2.3", "the redoubt at %v has already fired this phase", a.Hex)
		}
	}
	if !slices.Contains(s.Firers(), f) {
		return refuse("6.4", "%s cannot fire", a.Unit)
	}
	targets := s.Targets(f)
	if !slices.Contains(targets, a.Target) {
		return refuse("6.1", "%s is not a target in range and sight, out of contact (6.1-6.3)", a.Target)
	}
	fire, _, _, art := s.fireValues(f)
	t := s.Unit(a.Target)
	shots := 1
	if art && hex.Distance(f.Hex, t.Hex) == 1 {
		shots = CanisterShots // canister (9.4.1)
	}
	if a.Unit != "" {
		s.Unit(a.Unit).Fired = true
	} else {
		s.Redoubts[s.Data.Board.RedoubtAt(a.Hex)].Fired = true
	}
	s.Begun = true
	dice := make([]int, shots)
	hits := 0
	for k := range dice {
		dice[k] = s.roll()
		if fireHits(dice[k], fire) {
			hits++
		}
	}
	s.emit(Event{Kind: EvFire, Side: s.Phasing, Unit: a.Unit, Hex: f.Hex, Target: t.ID, Dice: dice, N: hits, Rule: fireRule(shots)})
	at := t.Hex
	for k := 0; k < hits; k++ {
		if t.Status != OnMap {
			// A canister shot after the target fell goes to the other
			// counter in its hex, if any (6.4 step 4).
			t = s.CombatAt(at)
			if t == nil {
				t = s.ArtilleryAt(at)
			}
			if t == nil || t.Side == s.Phasing {
				break
			}
		}
		s.loseStep(t, "6.5")
	}
	s.checkRouts()
	return nil
}

// fireHits is 6.4: a die roll hits when it is at least the Fire value.
func fireHits(die, fire int) bool { return die >= fire }

func fireRule(shots int) string {
	if shots == 2 {
		return "9.4.1"
	}
	return "6.4"
}
