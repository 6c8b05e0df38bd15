package poltava

import (
	"slices"

	"tachanka/game/hex"
)

// loseStep costs u one step (the Terms): a full two-step counter is
// flipped, a reduced or one-step counter eliminated.
func (s *State) loseStep(u *Unit, rule string) {
	if u.Status != OnMap {
		return
	}
	if u.def.Steps == 2 && !u.Reduced {
		u.Reduced = true
		s.emit(Event{Kind: EvFlipped, Side: u.Side, Unit: u.ID, Hex: u.Hex, Rule: rule})
		return
	}
	s.eliminate(u, rule)
}

// eliminate puts u in its division's rout box (10.1) or, for a Cossack,
// the Cossack loss box (G2). Leaders with it must find a new unit (9.5).
func (s *State) eliminate(u *Unit, rule string) {
	h := u.Hex
	s.place(u, hex.None)
	u.Status = Eliminated
	if u.Kind() == Cossack {
		s.CossackLosses++
	} else {
		s.Box[u.Division]++
	}
	s.emit(Event{Kind: EvEliminated, Side: u.Side, Unit: u.ID, Hex: h, Division: u.Division, Rule: rule})
	s.orphanLeaders(u, h)
}

// remove takes u out of the game: no rout box (SR5, G2).
func (s *State) remove(u *Unit, rule string) {
	h := u.Hex
	s.place(u, hex.None)
	u.Status = Removed
	s.emit(Event{Kind: EvRemoved, Side: u.Side, Unit: u.ID, Hex: h, Rule: rule})
	s.orphanLeaders(u, h)
}

// orphanLeaders queues the leaders who stood with u for placing with the
// nearest friendly combat unit (9.5).
func (s *State) orphanLeaders(u *Unit, at hex.Hex) {
	for _, l := range s.LeadersWith(u.ID) {
		l.With = at.String() // remember where he stood until he is placed
		s.Place = append(s.Place, l.ID)
	}
}

// nearestFor lists the friendly combat units nearest to a leader who lost
// his unit at h.
func (s *State) nearestFor(side Side, at hex.Hex) []string {
	best := -1
	var out []string
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status != OnMap || u.Side != side || !u.Kind().Combat() {
			continue
		}
		d := hex.Distance(at, u.Hex)
		switch {
		case best < 0 || d < best:
			best, out = d, []string{u.ID}
		case d == best:
			out = append(out, u.ID)
		}
	}
	slices.Sort(out)
	return out
}

// askPlaceLeader places the first queued leader: at once when one unit is
// nearest, or asks his owner to choose among the equally near (9.5); with
// no unit left he is removed from the game.
func (s *State) askPlaceLeader() {
	for len(s.Place) > 0 {
		l := s.Leader(s.Place[0])
		at, _ := hex.Parse(l.With)
		near := s.nearestFor(l.Side, at)
		switch len(near) {
		case 0:
			l.Status, l.With = Removed, ""
			s.emit(Event{Kind: EvRemoved, Side: l.Side, Target: l.ID, Rule: "9.5"})
		case 1:
			s.putLeader(l, near[0])
		default:
			s.Resume = s.Pending
			s.Pending = Pending{Side: l.Side, Kind: DecidePlaceLeader, Leader: l.ID, Units: near}
			return
		}
		s.Place = s.Place[1:]
	}
}

func (s *State) putLeader(l *Leader, unit string) {
	l.With = unit
	s.emit(Event{Kind: EvLeaderMoved, Side: l.Side, Target: l.ID, Unit: unit, Hex: s.Unit(unit).Hex, Rule: "9.5"})
}

func doPlaceLeader(s *State, a Action) error {
	p := s.Pending
	if a.Leader != p.Leader || !slices.Contains(p.Units, a.Unit) {
		return refuse("9.5", "%s joins one of the nearest friendly units: %v", p.Leader, p.Units)
	}
	s.putLeader(s.Leader(p.Leader), a.Unit)
	s.Place = s.Place[1:]
	s.Pending = s.Resume
	s.Resume = Pending{}
	s.askPlaceLeader()
	return nil
}

// checkRouts follows every fire attack, melee and other loss (10.1, 10.2,
// G2): divisions whose rout box reached their threshold rout, the
// Cossacks change sides or leave, and an army routs when only one of its
// divisions is left.
func (s *State) checkRouts() {
	for _, d := range s.Data.Counters.Divisions {
		if s.Gone[d.ID] || d.Threshold <= 0 || s.Box[d.ID] < d.Threshold {
			continue
		}
		s.Gone[d.ID] = true
		s.emit(Event{Kind: EvDivisionRouted, Side: d.Side, Division: d.ID, N: s.Box[d.ID], Rule: "10.1"})
		for i := range s.Units {
			if u := &s.Units[i]; u.Division == d.ID && (u.Status == OnMap || u.Status == OffMap) {
				h := u.Hex
				s.place(u, hex.None)
				u.Status = Routed
				s.orphanLeaders(u, h)
			}
		}
	}
	s.checkCossacks()
	s.checkArmies()
}

// checkCossacks: at 3 losses the Cossacks go over to the Swedes, at 5
// they leave the game (G2).
func (s *State) checkCossacks() {
	c := s.Data.Counters.Cossacks
	if s.CossackLosses >= c.Leave {
		for i := range s.Units {
			if u := &s.Units[i]; u.Kind() == Cossack && u.Status == OnMap {
				s.remove(u, "G2")
			}
		}
		if s.CossackLosses == c.Leave || !s.Defected {
			s.emit(Event{Kind: EvCossacksLeft, N: s.CossackLosses, Rule: "G2"})
		}
		s.Defected = true
		return
	}
	if s.CossackLosses >= c.Defect && !s.Defected {
		s.Defected = true
		for i := range s.Units {
			if u := &s.Units[i]; u.Kind() == Cossack && u.Status == OnMap {
				u.Side = Sweden
				for _, l := range s.LeadersWith(u.ID) {
					s.orphanLeaders(u, u.Hex)
					_ = l
				}
			}
		}
		s.emit(Event{Kind: EvDefected, Side: Sweden, N: s.CossackLosses, Rule: "G2"})
	}
}

// RoosCount is how many counters the Roos column holds on the map.
func (s *State) RoosCount() int {
	n := 0
	for _, u := range s.Units {
		if u.Division == Roos && u.Status == OnMap {
			n++
		}
	}
	return n
}

// Standing lists a side's divisions that count for army rout and have
// not routed (10.2); an empty Roos column counts as routed.
func (s *State) Standing(side Side) []string {
	var out []string
	for _, d := range s.Data.Counters.Divisions {
		if d.Side != side || !d.ArmyRout || s.Gone[d.ID] {
			continue
		}
		if d.ID == Roos {
			if s.Data.Scenario.Redoubts && s.RoosCount() > 0 {
				out = append(out, d.ID)
			}
			continue
		}
		out = append(out, d.ID)
	}
	return out
}

// checkArmies ends the game when an army routs (10.2, S1.7, S2.4, S2.5).
func (s *State) checkArmies() {
	if s.Result != nil {
		return
	}
	russian := len(s.Standing(Russia)) <= 1
	swedish := len(s.Standing(Sweden)) <= 1
	if s.Data.Scenario.Redoubts && s.RoosCount() > 0 {
		swedish = false // S2.5: not while the Roos column holds a counter
	}
	switch {
	case russian && swedish:
		s.end(Russia, "both armies routed at once: the Swedes failed to destroy the Russian army", "10.2")
	case russian:
		s.end(Sweden, "the Russian army routed", "10.2")
	case swedish:
		s.end(Russia, "the Swedish army routed", "10.2")
	}
}

// endOfGame decides the game after turn 12 (S1.7, S2.4, S2.5).
func (s *State) endOfGame() {
	if s.Data.Scenario.Redoubts && s.RoosCount() > 0 {
		swedishGone := true
		for _, d := range s.Data.Counters.Divisions {
			if d.Side == Sweden && d.ArmyRout && d.ID != Roos && !s.Gone[d.ID] {
				swedishGone = false
			}
		}
		if swedishGone {
			s.end(NoSide, "the Roos column still stands at 13:00: a draw", "S2.5")
			return
		}
	}
	rule := "S1.7"
	if s.Data.Scenario.Redoubts {
		rule = "S2.4"
	}
	s.end(Russia, "the Swedes did not rout the Russian army by 13:00", rule)
}

func (s *State) end(w Side, reason, rule string) {
	s.Result = &Result{Winner: w, Reason: reason, Rule: rule}
	s.emit(Event{Kind: EvGameOver, Side: w, Text: reason, Rule: rule})
}
