package redrussia

import (
	"slices"
	"strings"
)

// The active faction's naval searches and blockades (8.92 Rulings), in its
// movement step.

// searchers are the active faction's fleets at sea that may search now:
// an enemy fleet is at sea in their zone and they have not searched.
func (s *State) searchers(f Faction) []*Piece {
	var out []*Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Type != FLEET || p.Status != OnMap || s.pieceSide(p) != f || !strings.HasPrefix(p.Where, SeaPrefix) {
			continue
		}
		if slices.Contains(s.SeaUses, "search/"+p.ID) || len(s.enemyFleetsAtSea(f, strings.TrimPrefix(p.Where, SeaPrefix))) == 0 {
			continue
		}
		out = append(out, p)
	}
	return out
}

func doSearch(s *State, a Action) error {
	f := s.Piece(a.Piece)
	if f == nil || !slices.Contains(s.searchers(a.Faction), f) {
		return refuse("8.92", "%s has no fleet %s at sea that may search an enemy fleet now", a.Faction, a.Piece)
	}
	s.SeaUses = append(s.SeaUses, "search/"+f.ID)
	if s.searchRoll(f) {
		s.navalRound([]*Piece{f}, s.enemyFleetsAtSea(a.Faction, strings.TrimPrefix(f.Where, SeaPrefix)))
	}
	return nil
}

// blockadeTargets are the enemy ports a fleet at sea may blockade.
func (s *State) blockadeTargets(f *Piece) []string {
	zone := strings.TrimPrefix(f.Where, SeaPrefix)
	var out []string
	for _, port := range s.data.Map.Ports(zone) {
		if port != f.Blockades && !s.OutOfPlay(port) && s.standing(f, port) == Hostile {
			out = append(out, port)
		}
	}
	return out
}

// blockaders are the active faction's fleets at sea.
func (s *State) blockaders(f Faction) []*Piece {
	var out []*Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Type == FLEET && p.Status == OnMap && s.pieceSide(p) == f && strings.HasPrefix(p.Where, SeaPrefix) {
			out = append(out, p)
		}
	}
	return out
}

func doBlockade(s *State, a Action) error {
	f := s.Piece(a.Piece)
	if f == nil || !slices.Contains(s.blockaders(a.Faction), f) {
		return refuse("8.92", "%s has no fleet %s at sea", a.Faction, a.Piece)
	}
	if a.Where == "" {
		if f.Blockades == "" {
			return refuse("8.92", "%s blockades no port", f.ID)
		}
		s.emit(Event{Kind: EvBlockade, Rule: "8.92", Faction: a.Faction, Piece: f.ID, Text: "ended " + f.Blockades})
		f.Blockades = ""
		return nil
	}
	if !slices.Contains(s.blockadeTargets(f), a.Where) {
		return refuse("8.92", "%s may blockade only an enemy port of its sea zone", f.ID)
	}
	f.Blockades = a.Where
	s.emit(Event{Kind: EvBlockade, Rule: "8.92", Faction: a.Faction, Piece: f.ID, Where: a.Where})
	return nil
}

// blockers are the enemy fleets at sea blockading a port against a
// fleet.
func (s *State) blockers(f *Piece, port string) []*Piece {
	var out []*Piece
	for _, b := range s.enemyFleetsAtSea(s.pieceSide(f), s.data.Line(f.ID).Sea) {
		if b.Blockades == port {
			out = append(out, b)
		}
	}
	return out
}

// blockadeRound is one round of 8.92's blockade fight (no search roll).
// When both sides are left, the moving fleet's side chooses to fight on or
// turn back (DecideBlockade), then the blockader's side to fight on or
// lift the blockade; Ruling: a Western Allied fleet no faction controls
// fights on. A fleet sailing out turns back into its port, one sailing in
// stays at sea: either way it stays where it is.
func (s *State) blockadeRound() {
	so := s.Sortie
	f := s.Piece(so.Fleet)
	s.navalRound([]*Piece{f}, s.blockers(f, so.Port))
	switch {
	case f.Status != OnMap:
		s.endSortie()
	case len(s.blockers(f, so.Port)) == 0:
		s.endSortie()
		s.arrive(f, so.To, false)
	default:
		so.Blocker = false
		s.Pending = Pending{Kind: DecideBlockade, Faction: s.Active}
	}
}

// endSortie hands the movement step back to the active faction.
func (s *State) endSortie() {
	s.Sortie = nil
	s.Pending = Pending{Kind: DecideMove, Faction: s.Active}
}

func doFightOn(s *State, a Action) error {
	so := s.Sortie
	f := s.Piece(so.Fleet)
	blockers := s.blockers(f, so.Port)
	switch {
	case !so.Blocker && !a.Yes:
		s.emit(Event{Kind: EvBlockade, Rule: "8.92", Faction: a.Faction, Piece: f.ID, Where: f.Where, Text: "turned back"})
		s.endSortie()
		return nil
	case !so.Blocker && s.pieceSide(blockers[0]) != Allies:
		so.Blocker = true
		s.Pending = Pending{Kind: DecideBlockade, Faction: s.pieceSide(blockers[0])}
		return nil
	case so.Blocker && !a.Yes:
		for _, b := range blockers {
			b.Blockades = ""
			s.emit(Event{Kind: EvBlockade, Rule: "8.92", Faction: b.Faction, Piece: b.ID, Text: "lifted " + so.Port})
		}
		s.endSortie()
		s.arrive(f, so.To, false)
		return nil
	}
	s.blockadeRound()
	return nil
}
