package redrussia

import (
	"slices"
	"strings"
)

// The movement step (7.0): the active faction moves its stacks one at a
// time, each along a path the step function (reach.go) accepts; units may
// be dropped on the way; every unit and leader moves once per action
// phase.

// walked is one checked step of a move and the members that took it.
type walked struct {
	leg     leg
	from    string
	members []*Piece
	index   int // the path index of the area entered
}

// checkMove walks a path through the step function before anything
// happens: the steps, or the refusal of the first one that fails.
func (s *State) checkMove(st *stack, path []string, drops []Drop) ([]walked, error) {
	if len(path) == 0 {
		return nil, refuse("7.0", "a move enters at least one place")
	}
	dropAt := map[*Piece]int{}
	for _, d := range drops {
		p := s.Piece(d.Piece)
		k := slices.Index(path, d.Where)
		switch {
		case p == nil || p.Kind == KindLeader || !slices.Contains(st.pieces(), p):
			return nil, refuse("7.0", "only a unit of the stack (or the Gold) may be dropped: %s", d.Piece)
		case k < 0 || strings.HasPrefix(d.Where, SeaPrefix):
			return nil, refuse("7.0", "%s is dropped in %s, an area not on the path", d.Piece, d.Where)
		case dropAt[p] != 0:
			return nil, refuse("7.0", "%s is dropped twice", d.Piece)
		}
		dropAt[p] = k + 1
	}
	members := st.pieces()
	n := node{at: st.start}
	var steps []walked
	for i := 0; i < len(path); {
		want := []string{path[i]}
		if strings.HasPrefix(path[i], SeaPrefix) && i+1 < len(path) {
			want = path[i : i+2]
		}
		var l leg
		found := false
		for _, c := range s.legs(st, members, n) {
			if slices.Equal(c.tokens, want) {
				l, found = c, true
				break
			}
		}
		if !found {
			return nil, refuse("7.0", "no route or sea leg from %s to %s", n.at, strings.Join(want, " "))
		}
		next, l, err := s.step(st, members, n, l)
		if err != nil {
			return nil, err
		}
		i += len(want)
		steps = append(steps, walked{leg: l, from: n.at, members: members, index: i - 1})
		n = next
		members = slices.DeleteFunc(slices.Clone(members), func(p *Piece) bool {
			k, ok := dropAt[p]
			return ok && k-1 == i-1
		})
		if err := s.dropsOK(st, steps[len(steps)-1], members); err != nil {
			return nil, err
		}
		if len(members) == 0 && i < len(path) {
			return nil, refuse("7.0", "every piece of the stack was dropped before the end of the path")
		}
	}
	if err := s.endOK(st, members, n.at); err != nil {
		return nil, err
	}
	return steps, nil
}

// dropsOK checks the units left at a step: they end their move there
// (18.1, 10.82), and the Gold keeps a carrier (15.1).
func (s *State) dropsOK(st *stack, w walked, still []*Piece) error {
	var left []*Piece
	for _, p := range w.members {
		if !slices.Contains(still, p) {
			left = append(left, p)
		}
	}
	if len(left) > 0 {
		if err := s.endOK(st, left, w.leg.to); err != nil {
			return err
		}
	}
	if st.gold != nil && slices.Contains(still, st.gold) {
		if !slices.ContainsFunc(still, func(p *Piece) bool { return p.Kind == KindUnit && p.Faction == st.gold.Faction && p.Type != AIR }) {
			return refuse("15.1", "the Gold goes on only with a unit of its owner that carries it")
		}
	}
	return nil
}

func doMove(s *State, a Action) error {
	st, err := s.makeStack(a.Faction, a.Pieces, a.Rail)
	if err != nil {
		return err
	}
	if st.fleet != nil {
		if len(a.Path) != 1 || len(a.Drops) > 0 || !slices.Contains(s.fleetDestinations(st.fleet), a.Path[0]) {
			return refuse("7.43", "a fleet moves between its sea zone, its ports and its box, one move")
		}
		s.moveFleet(st.fleet, a.Path[0])
		return nil
	}
	steps, err := s.checkMove(st, a.Path, a.Drops)
	if err != nil {
		return err
	}
	if a.Rail {
		if err := s.spendRail(a.Faction, s.railNeed(st), st.start, a.Path); err != nil {
			return err
		}
	}
	// Ruling (7.0, 15.1): the Gold, moving with its carrier, counts as
	// moved too; another unit may not carry it on in the same phase.
	for _, p := range st.pieces() {
		s.Moved = append(s.Moved, p.ID)
	}
	for _, w := range steps {
		members := slices.DeleteFunc(slices.Clone(w.members), func(p *Piece) bool { return p.Status != OnMap })
		if w.leg.lift != "" && w.leg.lift != "landing" {
			s.noteLift(w.leg.lift, members)
		}
		for _, p := range members {
			p.Where = w.leg.to
		}
		from := w.from
		if w.leg.lift != "" {
			from = ""
		}
		s.noteEntry(a.Faction, members, w)
		s.entered(a.Faction, members, from, w.leg.to)
		s.trotskyCheck()
	}
	s.goldLeft()
	path := strings.Join(a.Path, " ")
	for _, p := range st.pieces() {
		if p.Status == OnMap {
			s.emit(Event{Kind: EvMoved, Rule: "7.0", Faction: a.Faction, Piece: p.ID, Where: p.Where, Text: path})
		}
	}
	s.greaterPolandMove(a.Faction, a.Path)
	return nil
}

// noteEntry records the route by which units entered an area (8.4(3),
// 7.8): a sea leg is noted by its sea token.
func (s *State) noteEntry(side Faction, members []*Piece, w walked) {
	if !slices.ContainsFunc(members, func(p *Piece) bool { return p.Kind == KindUnit }) {
		return
	}
	from := w.from
	if len(w.leg.tokens) == 2 {
		from = w.leg.tokens[0]
	}
	grade := Easy
	if g, ok := s.data.Map.RouteGrade(from, w.leg.to); ok {
		grade = g
	}
	for _, p := range members {
		if e := (Entry{Piece: p.ID, Side: side, Area: w.leg.to, From: from, Grade: grade}); p.Kind == KindUnit && !slices.Contains(s.Entries, e) {
			s.Entries = append(s.Entries, e)
		}
	}
}

// noteLift records a sea lift used by a unit and/or a leader (7.5, 7.7).
func (s *State) noteLift(lift string, members []*Piece) {
	for _, p := range members {
		switch p.Kind {
		case KindUnit:
			s.SeaUses = append(s.SeaUses, lift+"/unit")
		case KindLeader:
			s.SeaUses = append(s.SeaUses, lift+"/leader")
		}
	}
}

// trotskyCheck is 10.83: Trotsky in the same area as Stalin or Lenin at
// any moment of the Red action phase fights at rating 2 for the rest of
// the turn.
func (s *State) trotskyCheck() {
	if s.Active != Red {
		return
	}
	t := s.Piece("trotsky")
	if t == nil || t.Status != OnMap {
		return
	}
	for _, id := range []string{"stalin", "lenin"} {
		if q := s.Piece(id); q != nil && q.Status == OnMap && q.Where == t.Where {
			s.TrotskyDistracted = s.Turn
		}
	}
}

// TrotskyRatingReduced reports 10.83's distraction: Trotsky's battle and
// siege rating is 2 for the rest of this turn.
func (s *State) TrotskyRatingReduced() bool { return s.Turn > 0 && s.TrotskyDistracted == s.Turn }

// landAtSea is 8.92's end for units left aboard fleets after a retreat:
// those of the active faction still aboard at the end of its movement
// step are eliminated.
func (s *State) landAtSea(f Faction) {
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Status == OnMap && strings.HasPrefix(p.Where, FleetPrefix) && s.pieceSide(p) == f {
			s.eliminate(p, "8.92")
		}
	}
}

// --- Legal moves ---

// moves are the moves Legal offers the active faction: for each place,
// each unit alone, each leader with all the units he can take (and alone),
// the Gold with a carrier, each fleet; by land and by rail; one cheapest
// path to each destination.
func (s *State) moves(f Faction) []Action {
	var out []Action
	for _, ids := range s.stackChoices(f) {
		for _, rail := range []bool{false, true} {
			st, err := s.makeStack(f, ids, rail)
			if err != nil {
				continue
			}
			reach := s.reach(st)
			dests := make([]string, 0, len(reach))
			for d := range reach {
				dests = append(dests, d)
			}
			slices.Sort(dests)
			for _, d := range dests {
				out = append(out, Action{Type: ActMove, Faction: f, Pieces: ids, Path: reach[d], Rail: rail})
			}
		}
	}
	return out
}

// stackChoices are the stacks Legal offers (7.0, 10.3): finite by taking,
// for a leader, all the units he can command in his place in state order
// (his own minor's first for a minor or Allied leader).
func (s *State) stackChoices(f Faction) [][]string {
	var out [][]string
	gold := s.Piece(GoldID)
	withGold := func(ids []string, at string) {
		out = append(out, ids)
		if gold != nil && gold.Status == OnMap && gold.Where == at && s.movable(f, gold) == nil {
			out = append(out, append(slices.Clone(ids), GoldID))
		}
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Kind == KindGold || s.movable(f, p) != nil {
			continue
		}
		if p.Kind == KindUnit {
			withGold([]string{p.ID}, p.Where)
			continue
		}
		ids := []string{p.ID}
		out = append(out, ids)
		var cands []*Piece
		for _, q := range s.UnitsAt(p.Where, NoFaction) {
			if q.Type != FLEET && s.movable(f, q) == nil {
				cands = append(cands, q)
			}
		}
		slices.SortStableFunc(cands, func(a, b *Piece) int {
			return boolRank(a.Faction != p.Faction) - boolRank(b.Faction != p.Faction)
		})
		for _, q := range cands {
			try := append(slices.Clone(ids), q.ID)
			if _, err := s.makeStack(f, try, false); err == nil {
				ids = try
			}
		}
		if len(ids) > 1 {
			withGold(ids, p.Where)
		}
	}
	return out
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// movementActions are everything Legal lists in the movement step.
func (s *State) movementActions(f Faction) []Action {
	var out []Action
	s.withPlaces(func() { out = s.moves(f) })
	for _, fl := range s.searchers(f) {
		out = append(out, Action{Type: ActSearch, Faction: f, Piece: fl.ID})
	}
	for _, fl := range s.blockaders(f) {
		for _, port := range s.blockadeTargets(fl) {
			out = append(out, Action{Type: ActBlockade, Faction: f, Piece: fl.ID, Where: port})
		}
		if fl.Blockades != "" {
			out = append(out, Action{Type: ActBlockade, Faction: f, Piece: fl.ID})
		}
	}
	return append(out, Action{Type: ActEndMovement, Faction: f})
}
