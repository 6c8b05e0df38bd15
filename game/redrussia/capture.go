package redrussia

import (
	"fmt"
	"slices"
)

// What happens as moving units enter an area (7.0): tanks break down
// (8.91), aircraft alone are displaced (8.93), a leader alone is captured
// (10.5(2)), the Tsarist Gold left without its owner's units is taken
// (15.1).

// entered runs the effects of a moving stack's members entering an area
// from another (from is "" after a sea leg or a landing).
func (s *State) entered(side Faction, members []*Piece, from, at string) {
	for _, p := range members {
		if p.Kind == KindUnit && p.Type == TANK && s.standing(p, at) != Friendly {
			s.tankBreakdown(p)
		}
	}
	units := false
	for _, p := range members {
		if p.Kind == KindUnit && p.Status == OnMap {
			units = true
		}
	}
	if !units {
		return
	}
	s.displaceAircraft(side, from, at)
	s.captureLeaders(side, at)
	s.captureGold(side, at)
}

// tankBreakdown is 8.91: 1d6, on a 6 the tank loses a step.
func (s *State) tankBreakdown(p *Piece) {
	d := s.Rand.D6()
	if d != 6 {
		return
	}
	s.emit(Event{Kind: EvBrokeDown, Rule: "8.91", Faction: p.Faction, Piece: p.ID, Where: p.Where, N: d})
	s.loseStep(p, "8.91")
}

// friendsOf are the units in an area on a piece's side.
func (s *State) friendsOf(p *Piece, at string) []*Piece {
	var out []*Piece
	for _, q := range s.UnitsAt(at, NoFaction) {
		if s.pieceSide(q) == s.pieceSide(p) {
			out = append(out, q)
		}
	}
	return out
}

// captureLeaders is 10.5(2): each enemy leader alone in the area rolls
// 2d6 + his printed rating: 11 or more, he escapes to next turn's box of
// the track; otherwise he is shot. Neutral minors' leaders are never
// captured (10.7 Ruling).
func (s *State) captureLeaders(side Faction, at string) {
	for _, l := range s.PiecesAt(at) {
		if l.Kind != KindLeader || !s.atWar(side, s.pieceSide(l)) || len(s.friendsOf(l, at)) > 0 {
			continue
		}
		a, b, n, escaped := s.captureRoll(l)
		text := fmt.Sprintf("%d+%d+%d", a, b, n-a-b)
		if escaped {
			s.emit(Event{Kind: EvEscaped, Rule: "10.5", Faction: l.Faction, Piece: l.ID, Where: at, N: n, Text: text})
			continue
		}
		s.emit(Event{Kind: EvCaptured, Rule: "10.5", Faction: l.Faction, Piece: l.ID, Where: at, N: n, Text: text})
		s.leaderKilled(l, side, "10.5", "captured and shot")
	}
}

// captureGold is 15.1: the Gold in an area with no unit of its owner is
// taken by the enemy whose units enter.
func (s *State) captureGold(side Faction, at string) {
	g := s.Piece(GoldID)
	if g == nil || g.Status != OnMap || g.Where != at || !s.atWar(side, s.sideOf(g.Faction)) {
		return
	}
	if len(s.UnitsAt(at, g.Faction)) > 0 {
		return
	}
	s.emit(Event{Kind: EvCaptured, Rule: "15.1", Faction: side, Piece: g.ID, Where: at, Text: fmt.Sprintf("taken from %s", g.Faction)})
	g.Faction = side
}

// displaceAircraft is 8.93: enemy aircraft alone in the area retreat at
// once (8.4's limits; eliminated if they cannot) and lose a step on 1d6
// 1-2. Their side chooses where (DecideAir) when it has a choice; Ruling:
// they retreat together, and Western Allied aircraft no faction controls
// go, without a decision, to the eligible area holding most of their
// side's units (the first in map order on a tie).
func (s *State) displaceAircraft(side Faction, from, at string) {
	var air []*Piece
	for _, q := range s.UnitsAt(at, NoFaction) {
		if !s.atWar(side, s.pieceSide(q)) {
			continue
		}
		if q.Type != AIR {
			return
		}
		air = append(air, q)
	}
	if len(air) == 0 {
		return
	}
	opts := s.airRetreats(air, from, at)
	owner := s.pieceSide(air[0])
	switch {
	case len(opts) == 0:
		for _, p := range air {
			s.emit(Event{Kind: EvDisplaced, Rule: "8.93", Faction: p.Faction, Piece: p.ID, Where: at, Text: "no retreat"})
			s.eliminate(p, "8.93")
		}
	case len(opts) == 1 || owner == Allies:
		s.retreatAir(air, s.mostFriends(air[0], opts))
	default:
		d := &Displaced{From: from, At: at}
		for _, p := range air {
			d.Pieces = append(d.Pieces, p.ID)
		}
		s.Displaced = d
		s.Pending = Pending{Kind: DecideAir, Faction: owner}
	}
}

// Displaced are aircraft waiting for their side's retreat choice (8.93):
// their ids, the area the enemy came from and the area they leave.
type Displaced struct {
	Pieces []string `json:"pieces"`
	From   string   `json:"from"`
	At     string   `json:"at"`
}

// displacedAir are the waiting aircraft.
func (s *State) displacedAir() []*Piece {
	var out []*Piece
	for _, id := range s.Displaced.Pieces {
		out = append(out, s.Piece(id))
	}
	return out
}

// airChoices are the displaced aircraft's retreat actions for Legal.
func (s *State) airChoices(f Faction) []Action {
	var out []Action
	for _, to := range s.airRetreats(s.displacedAir(), s.Displaced.From, s.Displaced.At) {
		out = append(out, Action{Type: ActAirRetreat, Faction: f, Where: to})
	}
	return out
}

func doAirRetreat(s *State, a Action) error {
	air := s.displacedAir()
	if !slices.Contains(s.airRetreats(air, s.Displaced.From, s.Displaced.At), a.Where) {
		return refuse("8.4", "the aircraft may not retreat into %s", a.Where)
	}
	s.Displaced = nil
	s.Pending = Pending{Kind: DecideMove, Faction: s.Active}
	s.retreatAir(air, a.Where)
	return nil
}

// retreatAir moves displaced aircraft and rolls their loss (8.93).
func (s *State) retreatAir(air []*Piece, to string) {
	for _, p := range air {
		p.Where = to
		d := s.Rand.D6()
		s.emit(Event{Kind: EvDisplaced, Rule: "8.93", Faction: p.Faction, Piece: p.ID, Where: to, N: d})
		if d <= 2 {
			s.loseStep(p, "8.93")
		}
	}
}

// mostFriends is the area holding most of a piece's side's units.
func (s *State) mostFriends(p *Piece, areas []string) string {
	best, most := "", -1
	for _, a := range areas {
		if n := len(s.friendsOf(p, a)); n > most {
			best, most = a, n
		}
	}
	return best
}

// airRetreats are where displaced aircraft may go (8.4): along an easy
// route, not back along the enemy's route, into an area neither hostile
// nor a neutral minor's, not outnumbered by enemy units, within 18.1 and
// the minors' limits.
func (s *State) airRetreats(air []*Piece, from, at string) []string {
	var out []string
	p := air[0]
	for _, nb := range s.data.Map.Neighbours(at) {
		to := nb.To
		c := s.Area(to).Control
		switch {
		case nb.Grade != Easy, to == from, s.OutOfPlay(to):
			continue
		case s.standing(p, to) == Hostile, c.Minor() && s.sideOf(c) == NoFaction:
			continue
		}
		enemies := 0
		for _, q := range s.UnitsAt(to, NoFaction) {
			if s.atWar(s.pieceSide(p), s.pieceSide(q)) {
				enemies++
			}
		}
		if enemies > len(air) || s.stackingOK(air, to) != nil {
			continue
		}
		if st := (&stack{dist: map[Faction]map[string]int{}}); s.minorLimit(st, p, to) != nil {
			continue
		}
		out = append(out, to)
	}
	return out
}

// goldLeft is 15.1 after a move: a Gold left in an area holding enemy
// units and none of its owner's is taken at once by the faction of the
// first such enemy unit (on the map's own piece order).
func (s *State) goldLeft() {
	g := s.Piece(GoldID)
	if g == nil || g.Status != OnMap || len(s.UnitsAt(g.Where, g.Faction)) > 0 {
		return
	}
	for _, q := range s.UnitsAt(g.Where, NoFaction) {
		if side := s.pieceSide(q); s.atWar(s.sideOf(g.Faction), side) {
			s.captureGold(side, g.Where)
			return
		}
	}
}
