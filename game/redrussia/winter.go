package redrussia

import (
	"fmt"
	"slices"
	"strings"
)

// The winter phases (4.7-4.9): winter attrition (5.5), maintenance (5.6),
// money and manpower (6.2-6.6, 12.5, 15.2, 15.3).

// --- Winter attrition (5.5) ---

// attritionUnits are a faction's units in an area that count for 5.5:
// infantry, cavalry, tanks, aircraft and fleets in port; not partisans
// (15.2), leaders, minors' or the Allies' (12.4).
func (s *State) attritionUnits(f Faction, area string) []*Piece {
	return slices.DeleteFunc(s.UnitsAt(area, f), func(p *Piece) bool { return p.Type == PARTISAN })
}

// supplyLimit is an area's limit for a faction: twice the printed money
// value where it controls the area, the value elsewhere (5.5).
func (s *State) supplyLimit(f Faction, area string) int {
	if s.Area(area).Control == f {
		return 2 * s.data.Map.Area(area).Money
	}
	return s.data.Map.Area(area).Money
}

// beginAttrition opens 4.7: every faction over the limit in an area it
// does not control loses a step with all its units there; then, in
// initiative order, each faction over the limit in areas it controls
// names the units it does not support, one area at a time. Ruling (4.7):
// the losses that need no choice are taken first for every faction, as
// each faction's attrition touches only its own units and the order
// changes nothing.
func (s *State) beginAttrition() {
	s.Phase, s.Step = AttritionPhase, StepNone
	s.emit(Event{Kind: EvPhase, Rule: "4.7", Text: AttritionPhase.String()})
	s.Queue = s.majorsIn(s.Initiative)
	for _, f := range s.Queue {
		for _, a := range s.data.Map.Areas {
			units := s.attritionUnits(f, a.Code)
			if s.Area(a.Code).Control != f && len(units) > s.supplyLimit(f, a.Code) {
				for _, p := range units {
					s.loseWinterStep(p, "5.5")
				}
			}
		}
	}
	s.nextAttrition()
}

// overLimit is the first area, in map order, that the faction controls
// and holds more of its units than the limit, and that it has not settled
// yet.
func (s *State) overLimit(f Faction) string {
	for _, a := range s.data.Map.Areas {
		if s.Area(a.Code).Control == f && len(s.attritionUnits(f, a.Code)) > s.supplyLimit(f, a.Code) && !slices.Contains(s.Settled, a.Code) {
			return a.Code
		}
	}
	return ""
}

func (s *State) nextAttrition() {
	for len(s.Queue) > 0 {
		if s.overLimit(s.Queue[0]) != "" {
			s.Pending = Pending{Kind: DecideAttrition, Faction: s.Queue[0]}
			return
		}
		s.Queue, s.Settled = s.Queue[1:], nil
	}
	s.beginMaintenance()
}

// attritionChoices: in the area, the units that lose a step are the first
// ones or the last ones in the state's order (Legal offers these two;
// Apply takes any choice of the right number).
func (s *State) attritionChoices(f Faction) []Action {
	area := s.overLimit(f)
	units := s.attritionUnits(f, area)
	k := len(units) - s.supplyLimit(f, area)
	first, last := unitIDs(units[:k]), unitIDs(units[len(units)-k:])
	out := []Action{{Type: ActAttrition, Faction: f, Where: area, Pieces: first}}
	if !slices.Equal(first, last) {
		out = append(out, Action{Type: ActAttrition, Faction: f, Where: area, Pieces: last})
	}
	return out
}

func unitIDs(ps []*Piece) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.ID)
	}
	return out
}

// doAttrition: the faction names, in an area it controls over its limit,
// the units it does not support: exactly those beyond the limit.
func doAttrition(s *State, a Action) error {
	f := a.Faction
	if a.Where == "" || s.data.Map.Area(a.Where) == nil || s.Area(a.Where).Control != f {
		return refuse("5.5", "%s chooses only in an area it controls", f)
	}
	units := s.attritionUnits(f, a.Where)
	over := len(units) - s.supplyLimit(f, a.Where)
	if over <= 0 || slices.Contains(s.Settled, a.Where) {
		return refuse("5.5", "%s is within its limit in %s, or has settled it", f, a.Where)
	}
	if len(a.Pieces) != over {
		return refuse("5.5", "%d units beyond the limit in %s lose a step, not %d", over, a.Where, len(a.Pieces))
	}
	for k, id := range a.Pieces {
		if !slices.ContainsFunc(units, func(p *Piece) bool { return p.ID == id }) || slices.Contains(a.Pieces[:k], id) {
			return refuse("5.5", "%s is not a %s unit counted in %s", id, f, a.Where)
		}
	}
	for _, id := range a.Pieces {
		s.loseWinterStep(s.Piece(id), "5.5")
	}
	s.Settled = append(s.Settled, a.Where)
	s.nextAttrition()
	return nil
}

// loseWinterStep flips a full unit or eliminates a reduced or one-step
// one. Ruling (5.6): units aboard a fleet eliminated at sea are lost with
// it.
func (s *State) loseWinterStep(p *Piece, rule string) {
	if !p.Reduced && p.Type != PARTISAN {
		p.Reduced = true
		s.emit(Event{Kind: EvLoss, Rule: rule, Faction: p.Faction, Piece: p.ID, Where: p.Where, Text: "reduced"})
		return
	}
	s.emit(Event{Kind: EvLoss, Rule: rule, Faction: p.Faction, Piece: p.ID, Where: p.Where, Text: "eliminated"})
	s.eliminate(p, rule) // with a fleet, what it carries
}

// --- Maintenance (5.6) ---

// maintained are the faction's units to maintain: every unit on the map
// (at sea and aboard fleets included) but partisans (15.2).
func (s *State) maintained(f Faction) []*Piece {
	var out []*Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Faction == f && p.Kind == KindUnit && p.Status == OnMap && p.Type != PARTISAN && !strings.HasPrefix(p.Where, BoxPrefix) {
			out = append(out, p)
		}
	}
	return out
}

func (s *State) beginMaintenance() {
	s.Phase, s.Step = MaintenancePhase, StepNone
	s.emit(Event{Kind: EvPhase, Rule: "4.8", Text: MaintenancePhase.String()})
	s.Queue = s.majorsIn(s.Initiative)
	s.nextMaintenance()
}

func (s *State) nextMaintenance() {
	for len(s.Queue) > 0 {
		if len(s.maintained(s.Queue[0])) > 0 {
			s.Pending = Pending{Kind: DecideMaintain, Faction: s.Queue[0]}
			return
		}
		s.Queue = s.Queue[1:]
	}
	s.beginCollection()
}

// maintainChoices: maintaining as many as it can pay for (the last units
// in the state's order left unpaid), and maintaining none (Legal offers
// these two; Apply takes any choice it can pay for).
func (s *State) maintainChoices(f Faction) []Action {
	units := s.maintained(f)
	pay := min(len(units), s.F(f).Money, s.F(f).Manpower)
	most := Action{Type: ActMaintain, Faction: f, Pieces: unitIDs(units[pay:])}
	none := Action{Type: ActMaintain, Faction: f, Pieces: unitIDs(units)}
	if pay == 0 {
		return []Action{none}
	}
	return []Action{most, none}
}

// doMaintain: the faction names the units it does not maintain and pays 1
// money and 1 manpower for each of the others; the named lose a step.
func doMaintain(s *State, a Action) error {
	f := a.Faction
	units := s.maintained(f)
	for k, id := range a.Pieces {
		if !slices.ContainsFunc(units, func(p *Piece) bool { return p.ID == id }) || slices.Contains(a.Pieces[:k], id) {
			return refuse("5.6", "%s is not a %s unit to maintain", id, f)
		}
	}
	paid := len(units) - len(a.Pieces)
	st := s.F(f)
	if paid > st.Money || paid > st.Manpower {
		return refuse("6.4", "maintaining %d units costs %d money and %d manpower; %s has %d and %d", paid, paid, paid, f, st.Money, st.Manpower)
	}
	st.Money -= paid
	st.Manpower -= paid
	s.emit(Event{Kind: EvCollected, Rule: "5.6", Faction: f, N: -paid, Text: fmt.Sprintf("maintained %d units", paid)})
	for _, id := range a.Pieces {
		if p := s.Piece(id); p.Status == OnMap { // not already lost with its fleet
			s.loseWinterStep(p, "5.6")
		}
	}
	s.Queue = s.Queue[1:]
	s.nextMaintenance()
	return nil
}

// --- Money and manpower (6.2-6.6) ---

func (s *State) beginCollection() {
	s.Phase, s.Step = CollectionPhase, StepNone
	s.emit(Event{Kind: EvPhase, Rule: "4.9", Text: CollectionPhase.String()})
	for _, f := range s.majorsIn(s.Initiative) {
		money, men := 0, 0
		for _, a := range s.data.Map.Areas {
			m, p := s.Yield(f, a.Code)
			money += m
			men += p
		}
		s.F(f).Money += money
		s.F(f).Manpower += men
		s.emit(Event{Kind: EvCollected, Rule: "6.2", Faction: f, N: money, Text: fmt.Sprintf("%d money, %d manpower", money, men)})
	}
	s.endTurn()
}

// Yield is what a faction collects from an area in the money/manpower
// phase (6.2): nothing unless it controls the area (never a minor's,
// 12.5), no raid marker lies there against Red (15.3) and enemy corps
// do not outnumber friendly ones (6.3); the values less the unreliable
// recruits (6.5), a White's hold on another White's home (6.6) and each
// partisan (15.2), never below 0.
func (s *State) Yield(f Faction, area string) (money, manpower int) {
	st := s.Area(area)
	if st.Control != f || s.OutOfPlay(area) || (st.Raid && f == Red) || f.Minor() && s.F(f).Status != MajorPoland {
		return 0, 0
	}
	friends, enemies := 0, 0
	partisans := 0
	for _, p := range s.UnitsAt(area, NoFaction) {
		if p.Type == PARTISAN {
			partisans++
			continue
		}
		if !p.Type.Corps() {
			continue
		}
		switch side := s.sideOf(p.Faction); {
		case side == f || (f.White() || f == Poland) && side == Allies:
			friends++
		case s.atWar(f, side):
			enemies++
		}
	}
	if enemies > friends {
		return 0, 0
	}
	a := s.data.Map.Area(area)
	money, manpower = a.Money-partisans, a.Manpower-partisans
	home := st.Home
	switch {
	case f == Red && (home.White() || home.Minor()):
		manpower-- // 6.5
	case f != Red && (home == Red || home.Minor() && !(f == Poland && home == Poland)):
		manpower-- // 6.5 (Ruling: a Polish major's own Polish areas are its home)
	}
	if f.White() && home.White() && home != f {
		money-- // 6.6
		manpower--
	}
	return max(money, 0), max(manpower, 0)
}
