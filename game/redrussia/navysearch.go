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

// runBlockade is 8.92's blockade fight for a fleet entering or leaving a
// blockaded port: naval rounds with no search until one side is gone.
// Ruling: the engine offers no retreat between rounds yet, so the fight
// goes on to the end (at most 50 rounds, after which the moving fleet
// turns back). Reports whether the moving fleet may go on.
func (s *State) runBlockade(f *Piece, port string, side Faction) bool {
	zone := s.data.Line(f.ID).Sea
	var blockers []*Piece
	for _, b := range s.enemyFleetsAtSea(side, zone) {
		if b.Blockades == port {
			blockers = append(blockers, b)
		}
	}
	for round := 0; len(blockers) > 0; round++ {
		if round == 50 || f.Status != OnMap {
			return false
		}
		s.navalRound([]*Piece{f}, blockers)
		blockers = slices.DeleteFunc(blockers, func(b *Piece) bool { return b.Status != OnMap })
	}
	return f.Status == OnMap
}
