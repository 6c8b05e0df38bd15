package redrussia

import (
	"slices"
)

// Partisans (15.2) placed and removed by cards: a White faction places its
// partisans in Red-controlled areas, Red in areas a White faction
// controls; the counters are a hard limit: with none left in the pool the
// player takes one of his from the map and places it elsewhere.

func init() {
	choosers[PlacePartisans] = &chooser{count: countOf, targets: partisanAreas, chooser: partisanPlacer, apply: placePartisan}
	choosers[RemovePartisans] = &chooser{count: countOf, upTo: true, targets: partisanRemovals, chooser: byPlayer, apply: removePartisans}
}

// partisanPlacer is the faction that places: the player's, or for Tambov
// one of the holder's White factions if he commands one, else the White
// faction with the fewest VP (DATA.md m).
func partisanPlacer(s *State, r *Resolution, e *Effect) Faction {
	if e.Chooser != HolderWhiteElseFewestVP {
		return r.Faction
	}
	for _, f := range s.majorsIn(s.Players[s.PlayerOf(r.Faction)].Factions) {
		if f.White() {
			return f
		}
	}
	best := NoFaction
	for _, f := range s.Majors() {
		if f.White() && (best == NoFaction || s.VP(f) < s.VP(best)) {
			best = f
		}
	}
	return best
}

// controllerFits reports an area's controller as the effect's "where".
func (s *State) controllerFits(c Controller, ctl, player Faction) bool {
	switch c {
	case RedControlled:
		return ctl == Red
	case WhiteControlled:
		return ctl.White()
	case SiberianControlled:
		return ctl == Siberian
	case PlayerControlled:
		return ctl == player
	}
	return false
}

// effectAreas are the areas an effect may choose among: its controller,
// its territory, its list of areas.
func (s *State) effectAreas(e *Effect, player Faction) []string {
	var out []string
	for _, a := range s.data.Map.Areas {
		if s.OutOfPlay(a.Code) || !s.controllerFits(e.Where, s.Area(a.Code).Control, player) {
			continue
		}
		if e.Territory != "" && string(a.Territory) != e.Territory || len(e.Areas) > 0 && !slices.Contains(e.Areas, a.Code) {
			continue
		}
		out = append(out, a.Code)
	}
	return out
}

// partisanAreas: the effect's areas, Red placing among White-controlled
// ones and a White among Red-controlled ones (15.2), as long as the placer
// has a partisan counter (in the pool or on the map).
func partisanAreas(s *State, r *Resolution, e *Effect) []Action {
	f := partisanPlacer(s, r, e)
	if f == NoFaction || s.partisanCounter(f) == nil {
		return nil
	}
	var out []Action
	for _, a := range s.effectAreas(e, r.Faction) {
		ctl := s.Area(a).Control
		if (f == Red && ctl.White() || f != Red && ctl == Red) && s.whiteStackOK(f, a) {
			out = append(out, Action{Where: a})
		}
	}
	return out
}

// partisanCounter is the partisan to place: the counters are shared by
// every faction (counters.json), one from the pool, else one on the map
// (15.2's hard limit: "any"; Ruling: the first in the counter list, so
// that the choice needs no decision of its own).
func (s *State) partisanCounter(f Faction) *Piece {
	var onMap *Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Type != PARTISAN {
			continue
		}
		if p.Status == InPool || p.Status == Eliminated {
			return p
		}
		if p.Status == OnMap && onMap == nil {
			onMap = p
		}
	}
	return onMap
}

// whiteStackOK: a White faction's unit may join the area without two White
// factions, or a White faction and two Allied land units, together (18.1).
func (s *State) whiteStackOK(f Faction, area string) bool {
	if !f.White() {
		return true
	}
	allied := 0
	for _, p := range s.UnitsAt(area, NoFaction) {
		if p.Faction.White() && p.Faction != f {
			return false
		}
		if p.Faction == Allies && p.Type != FLEET {
			allied++
		}
	}
	return allied <= 1
}

func placePartisan(s *State, r *Resolution, e *Effect, a Action) {
	f := partisanPlacer(s, r, e)
	p := s.partisanCounter(f)
	p.Status, p.Where, p.Reduced, p.Faction = OnMap, a.Where, false, f // it belongs to its placer (15.2 Ruling)
	s.emit(Event{Kind: EvPlaced, Rule: "15.2", Faction: f, Piece: p.ID, Where: a.Where, Text: "partisan"})
}

// partisanRemovals ("Red Terror"): the areas of the effect's controller
// holding partisans of another faction.
func partisanRemovals(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for _, a := range s.effectAreas(e, r.Faction) {
		if slices.ContainsFunc(s.UnitsAt(a, NoFaction), func(p *Piece) bool { return p.Type == PARTISAN && p.Faction != r.Faction }) {
			out = append(out, Action{Where: a})
		}
	}
	return out
}

// removePartisans removes every partisan of another faction from the area
// (to its pool, 15.2 Ruling).
func removePartisans(s *State, r *Resolution, e *Effect, a Action) {
	for _, p := range s.UnitsAt(a.Where, NoFaction) {
		if p.Type == PARTISAN && p.Faction != r.Faction {
			s.emit(Event{Kind: EvEliminated, Rule: "15.2", Faction: p.Faction, Piece: p.ID, Where: a.Where, Text: "partisan removed"})
			p.takeOff(InPool)
			p.Faction = NoFaction
		}
	}
}
