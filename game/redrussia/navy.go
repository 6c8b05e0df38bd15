package redrussia

import (
	"fmt"
	"slices"
	"strings"
)

// Fleets and the sea: naval transport (7.5) and the Black Sea and Caspian
// links (7.7), fleets' own moves (7.43), naval search and combat, and
// blockades (8.92). AllotHits is 8.6's allotment, shared with land combat.

// fleetsAt are the fleets on the map at a place.
func (s *State) fleetsAt(where string) []*Piece {
	var out []*Piece
	for _, p := range s.UnitsAt(where, NoFaction) {
		if p.Type == FLEET {
			out = append(out, p)
		}
	}
	return out
}

// enemyFleetsAtSea are the fleets at sea in a zone at war with side.
func (s *State) enemyFleetsAtSea(side Faction, zone string) []*Piece {
	var out []*Piece
	for _, f := range s.fleetsAt(SeaPrefix + zone) {
		if s.atWar(side, s.pieceSide(f)) {
			out = append(out, f)
		}
	}
	return out
}

// carries reports whether a fleet may carry a piece (7.5 Ruling, 18.1):
// its own faction's, and a major's fleet a minor's it controls; an Allied
// fleet carries Allied pieces only.
func (s *State) carries(fleet, p *Piece) bool {
	switch {
	case p.Kind == KindGold || p.Faction == fleet.Faction:
		return true
	case fleet.Faction == Allies || !p.Faction.Minor():
		return false
	}
	return s.F(p.Faction).Status != Neutral && s.F(p.Faction).Controller == fleet.Faction
}

// seaLift finds what carries a stack from one port to another of the same
// sea (7.5, 7.7): "caspian" or a fleet's id; or says why nothing can.
func (s *State) seaLift(st *stack, members []*Piece, from, to string) (string, error) {
	units, leaders := 0, 0
	for _, p := range members {
		switch p.Kind {
		case KindUnit:
			units++
		case KindLeader:
			leaders++
		}
		if p.Kind != KindGold && (s.standing(p, from) != Friendly || s.standing(p, to) != Friendly) {
			return "", refuse("7.5", "naval transport goes from a friendly port to another friendly port")
		}
	}
	if units > 1 || leaders > 1 {
		return "", refuse("7.5", "a fleet carries one land unit and one leader")
	}
	free := func(lift string) bool {
		return !(units > 0 && slices.Contains(s.SeaUses, lift+"/unit")) && !(leaders > 0 && slices.Contains(s.SeaUses, lift+"/leader"))
	}
	carriesAll := func(f *Piece) bool {
		return !slices.ContainsFunc(members, func(p *Piece) bool { return !s.carries(f, p) })
	}
	zone := s.data.Map.Area(from).Port
	if zone == CaspianPort {
		if !free(CaspianPort) {
			return "", refuse("7.7", "%s has used the Caspian link for this in this action phase", st.side)
		}
		return CaspianPort, nil
	}
	if zone == "black" && (from == "BATU") != (to == "BATU") {
		// 7.7's Black Sea link: the only way between Batumi and the
		// Great Russian ports; the enabling fleet may be in port.
		if len(s.enemyFleetsAtSea(st.side, zone)) > 0 {
			return "", refuse("7.7", "the Black Sea link is closed while an enemy fleet is at sea")
		}
		places := append([]string{SeaPrefix + zone}, s.data.Map.Ports(zone)...)
		for _, w := range places {
			for _, f := range s.fleetsAt(w) {
				if s.data.Line(f.ID).Sea == zone && carriesAll(f) && free(f.ID) {
					return f.ID, nil
				}
			}
		}
		return "", refuse("7.7", "the Black Sea link needs a fleet of the moving faction in the Black Sea or its ports")
	}
	for _, f := range s.fleetsAt(SeaPrefix + zone) {
		if !slices.Contains(s.Moved, f.ID) && carriesAll(f) && free(f.ID) {
			return f.ID, nil
		}
	}
	return "", refuse("7.5", "no fleet of %s at sea in the %s since the start of the action phase is free to carry", st.side, zone)
}

// fleetDestinations are a fleet's moves (7.43): sea zone to a port, port
// to the sea zone, holding box to either.
func (s *State) fleetDestinations(f *Piece) []string {
	zone := s.data.Line(f.ID).Sea
	var cands []string
	switch {
	case f.Where == SeaPrefix+zone:
		cands = s.data.Map.Ports(zone)
	case strings.HasPrefix(f.Where, BoxPrefix):
		cands = append([]string{SeaPrefix + zone}, s.data.Map.Ports(zone)...)
	default:
		cands = []string{SeaPrefix + zone}
	}
	var out []string
	for _, c := range cands {
		if strings.HasPrefix(c, SeaPrefix) || (!s.OutOfPlay(c) && s.stackingOK([]*Piece{f}, c) == nil) {
			out = append(out, c)
		}
	}
	return out
}

// moveFleet is a fleet's move (7.43) with the enemy's search when it
// leaves or enters a sea zone where an enemy fleet is at sea (8.92) and
// the fight at a blockaded port. Leaving the sea, the enemy searches
// first and contact ends the move; Ruling: a fleet sailing into a
// blockaded port fights the blockade instead of being searched.
func (s *State) moveFleet(f *Piece, to string) {
	s.Moved = append(s.Moved, f.ID)
	if f.Where == SeaPrefix+s.data.Line(f.ID).Sea && len(s.blockers(f, to)) == 0 && s.offerSearch(f, to, true) {
		return
	}
	s.sail(f, to)
}

// sail goes on with a fleet's move: the blockade fight at the port it
// leaves or enters (8.92), or straight to its destination.
func (s *State) sail(f *Piece, to string) {
	port := f.Where
	if f.Where == SeaPrefix+s.data.Line(f.ID).Sea {
		port = to
	}
	if !strings.HasPrefix(f.Where, BoxPrefix) && len(s.blockers(f, port)) > 0 {
		s.Sortie = &Sortie{Fleet: f.ID, To: to, Port: port}
		s.blockadeRound()
		return
	}
	s.arrive(f, to, true)
}

// arrive ends a fleet's move; put to sea, it may be searched (not after a
// blockade fight, Ruling: the blockaders have had their fight).
func (s *State) arrive(f *Piece, to string, search bool) {
	sea := SeaPrefix + s.data.Line(f.ID).Sea
	f.Where = to
	if to != sea {
		f.Blockades = ""
	}
	s.emit(Event{Kind: EvMoved, Rule: "7.43", Faction: f.Faction, Piece: f.ID, Where: to, Text: to})
	if to == sea && search {
		s.offerSearch(f, to, false)
	}
}

// offerSearch is the non-active side's search against a moving fleet
// (8.92: the enemy may search, once per moving fleet). The owner of the
// first enemy fleet at sea decides (DecideSortie); Ruling: Western
// Allied fleets that no faction controls this turn have no one to decide
// for them (13.63's defender is chosen for battles), so they always
// search. Reports whether the move waits for the decision or ended in
// contact.
func (s *State) offerSearch(f *Piece, to string, leaving bool) bool {
	enemies := s.enemyFleetsAtSea(s.pieceSide(f), s.data.Line(f.ID).Sea)
	if len(enemies) == 0 {
		return false
	}
	if side := s.pieceSide(enemies[0]); side != Allies {
		s.Sortie = &Sortie{Fleet: f.ID, To: to, Leaving: leaving}
		s.Pending = Pending{Kind: DecideSortie, Faction: side}
		return true
	}
	return s.search(enemies[0], f)
}

// search is one search of a fleet against a moving one: contact on 2d6 ≥
// 7 and one round of naval combat against it. Reports contact.
func (s *State) search(by, f *Piece) bool {
	if !s.searchRoll(by) {
		return false
	}
	s.navalRound([]*Piece{f}, s.enemyFleetsAtSea(s.pieceSide(f), s.data.Line(f.ID).Sea))
	return true
}

// Sortie is a fleet's move waiting for a decision: the enemy's search
// (8.92), or in a blockade fight (Port set) whether to fight on, asked of
// the moving side and then (Blocker) of the blockading side.
type Sortie struct {
	Fleet   string `json:"fleet"`
	To      string `json:"to"`
	Leaving bool   `json:"leaving,omitempty"` // it leaves the sea: contact ends the move there
	Port    string `json:"port,omitempty"`
	Blocker bool   `json:"blocker,omitempty"`
}

func doEnemySearch(s *State, a Action) error {
	so := s.Sortie
	f := s.Piece(so.Fleet)
	s.Sortie = nil
	s.Pending = Pending{Kind: DecideMove, Faction: s.Active}
	contact := false
	if a.Yes {
		if enemies := s.enemyFleetsAtSea(s.pieceSide(f), s.data.Line(f.ID).Sea); len(enemies) > 0 {
			contact = s.search(enemies[0], f)
		}
	}
	if so.Leaving && !contact && f.Status == OnMap {
		s.sail(f, so.To)
	}
	return nil
}

// searchRoll is 8.92's 2d6: contact on 7 or more.
func (s *State) searchRoll(by *Piece) bool {
	a, b := s.Rand.TwoD6()
	s.emit(Event{Kind: EvSearch, Rule: "8.92", Faction: by.Faction, Piece: by.ID, N: a + b, Text: fmt.Sprintf("%d+%d", a, b)})
	return a+b >= 7
}

// navalRound is one round of naval combat (8.92): each fleet rolls its
// attack dice, hitting on 6; each side's hits are allotted by 8.6.
func (s *State) navalRound(x, y []*Piece) {
	hx, hy := s.fleetFire(x), s.fleetFire(y)
	s.emit(Event{Kind: EvNavalCombat, Rule: "8.92", Faction: x[0].Faction, Piece: x[0].ID, N: hx, Text: fmt.Sprintf("%d hits against %d", hx, hy)})
	s.takeHits(y, hx, "8.92")
	s.takeHits(x, hy, "8.92")
}

// fleetFire rolls a side's attack dice, hits on 6.
func (s *State) fleetFire(fleets []*Piece) int {
	hits := 0
	for _, f := range fleets {
		for range s.Values(f).Attack {
			if s.Rand.D6() == 6 {
				hits++
			}
		}
	}
	return hits
}

// takeHits allots hits to a side's units by AllotHits and applies the
// step losses; a fleet's loss passes to the unit it carries (8.92).
func (s *State) takeHits(units []*Piece, hits int, rule string) {
	costs := make([]StepCosts, len(units))
	for i, u := range units {
		costs[i] = s.stepCostsOf(u)
	}
	for i, n := range AllotHits(costs, hits) {
		for range n {
			s.loseStep(units[i], rule)
		}
	}
}

// StepCosts are the hits that make a unit lose its first step and, when
// it has one, its second (0: none).
type StepCosts struct{ First, Second int }

// stepCostsOf are a unit's step costs on the side it shows (8.6), at
// least one hit a step.
func (s *State) stepCostsOf(p *Piece) StepCosts {
	first, second := s.stepCosts(p)
	c := StepCosts{First: max(1, first)}
	if second >= 0 {
		c.Second = max(1, second)
	}
	return c
}

// AllotHits is 8.6's allotment for the owner: every unit loses a step
// before any loses a second, and the allotment leaves the fewest hits
// unallotted (ties: the earliest units first). It gives the steps each
// unit loses.
func AllotHits(units []StepCosts, hits int) []int {
	out := make([]int, len(units))
	first := make([]int, len(units))
	total := 0
	for i, u := range units {
		first[i] = u.First
		total += u.First
	}
	if total > hits {
		for _, i := range fillBest(first, hits) {
			out[i] = 1
		}
		return out
	}
	for i := range out {
		out[i] = 1
	}
	second := make([]int, len(units))
	for i, u := range units {
		second[i] = u.Second
	}
	for _, i := range fillBest(second, hits-total) {
		out[i] = 2
	}
	return out
}

// fillBest picks the items (cost 0: not available) whose costs sum
// closest to budget without passing it, preferring earlier items.
func fillBest(costs []int, budget int) []int {
	pick := make([][]int, budget+1)
	ok := make([]bool, budget+1)
	ok[0] = true
	for i, c := range costs {
		if c <= 0 {
			continue
		}
		for j := budget - c; j >= 0; j-- {
			if ok[j] && !ok[j+c] {
				ok[j+c] = true
				pick[j+c] = append(slices.Clone(pick[j]), i)
			}
		}
	}
	for j := budget; j >= 0; j-- {
		if ok[j] {
			return pick[j]
		}
	}
	return nil
}

// loseStep flips a unit or eliminates it (Terms "lose a step"); fleets
// and partisans are removed for good (5.3, 7.43, 15.2). A fleet passes its
// loss to the unit it carries (8.92).
func (s *State) loseStep(p *Piece, rule string) {
	if p.Type == FLEET {
		for _, q := range s.PiecesAt(FleetPrefix + p.ID) {
			if q.Kind == KindUnit {
				s.loseStep(q, rule)
			}
		}
	}
	if !p.Reduced && !s.data.Line(p.ID).Reduced.Zero() {
		p.Reduced = true
		s.emit(Event{Kind: EvReduced, Rule: rule, Faction: p.Faction, Piece: p.ID, Where: p.Where})
		return
	}
	s.eliminate(p, rule)
}

// eliminate takes a unit off the map: to the pool for rebuilding, or out
// of the game for fleets and partisans (5.3). Leaders aboard a lost fleet
// are lost with it (Ruling: nothing carries them ashore).
func (s *State) eliminate(p *Piece, rule string) {
	if p.Type == FLEET {
		for _, q := range s.PiecesAt(FleetPrefix + p.ID) {
			s.eliminate(q, rule)
		}
	}
	if p.Kind == KindLeader { // killed: Lenin's and Denikin's deaths count (10.81, 10.91)
		s.leaderKilled(p, NoFaction, rule, "lost with his fleet")
		return
	}
	where := p.Where
	p.Where, p.Reduced, p.Blockades, p.ControlledBy = "", false, "", NoFaction
	switch {
	case p.Type == FLEET:
		p.Status = Removed
	case p.Type == PARTISAN:
		p.Status = InPool // 15.2 Ruling: back to the pool
	default:
		p.Status = Eliminated
	}
	s.emit(Event{Kind: EvEliminated, Rule: rule, Faction: p.Faction, Piece: p.ID, Where: where})
}
