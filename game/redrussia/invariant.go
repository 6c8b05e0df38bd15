package redrussia

import (
	"fmt"
	"slices"
	"strings"
)

// CheckInvariants reports the first thing wrong with a whole state: a
// piece in no place or two, an unknown place, a negative track, two White
// factions stacked (18.1), a card lost or doubled. Tests and the soak run
// it after every action.
func (s *State) CheckInvariants() (err error) {
	s.withPlaces(func() { err = s.checkInvariants() })
	return err
}

func (s *State) checkInvariants() error {
	m := s.data.Map
	for _, p := range s.Pieces {
		switch {
		case p.Status == OnMap && p.Where == "":
			return fmt.Errorf("%s is on the map nowhere", p.ID)
		case p.Status != OnMap && p.Where != "":
			return fmt.Errorf("%s is %v but stands at %s", p.ID, p.Status, p.Where)
		case p.Status == OnTrack && (p.Arrive < s.Turn || (p.Arrive == s.Turn && s.Phase > PurchasePhase)):
			return fmt.Errorf("%s waits on the track for turn %d, now %d", p.ID, p.Arrive, s.Turn)
		}
		if p.ControlledBy != NoFaction && (p.Faction != Allies || p.Status != OnMap) {
			return fmt.Errorf("%s is %s's, yet controlled by %s: only Western Allied pieces are (13.61)", p.ID, p.Faction, p.ControlledBy)
		}
		if p.Blockades != "" {
			sea := ""
			if l := s.data.Line(p.ID); l != nil {
				sea = l.Sea
			}
			if p.Type != FLEET || p.Status != OnMap || p.Where != SeaPrefix+sea || m.Area(p.Blockades) == nil || m.Area(p.Blockades).Port != sea {
				return fmt.Errorf("%s blockades %s from %s: only a fleet at sea blockades a port of its zone (8.92)", p.ID, p.Blockades, p.Where)
			}
		}
		if p.Status != OnMap {
			continue
		}
		switch w := p.Where; {
		case strings.HasPrefix(w, SeaPrefix):
			if m.SeaZone(strings.TrimPrefix(w, SeaPrefix)) == nil {
				return fmt.Errorf("%s is at sea in %s, no sea zone", p.ID, w)
			}
		case strings.HasPrefix(w, BoxPrefix):
			if m.HoldingBox(strings.TrimPrefix(w, BoxPrefix)) == nil || p.Faction != Allies {
				return fmt.Errorf("%s is in %s: only Western Allied pieces stand in holding boxes (7.8)", p.ID, w)
			}
		case strings.HasPrefix(w, FleetPrefix):
			f := s.Piece(strings.TrimPrefix(w, FleetPrefix))
			if f == nil || f.Type != FLEET || f.Status != OnMap {
				return fmt.Errorf("%s is aboard %s, no fleet on the map", p.ID, w)
			}
		default:
			if m.Area(w) == nil {
				return fmt.Errorf("%s stands in %s, no area", p.ID, w)
			}
			if p.Kind == KindUnit && p.Type == FLEET && m.Area(w).Port == "" {
				return fmt.Errorf("fleet %s in %s, not a port", p.ID, w)
			}
			if s.OutOfPlay(w) && !p.Faction.Minor() {
				return fmt.Errorf("%s stands in %s, out of play (11.0)", p.ID, w)
			}
		}
	}
	for _, m := range Minors {
		st := s.F(m)
		controlled := st.Status == Limited || st.Status == Active
		if controlled != (st.Controller != NoFaction) || controlled && (!slices.Contains(s.Majors(), st.Controller)) {
			return fmt.Errorf("%s is %v under %q: a controlled minor has a major in play as controller, a neutral one none (12.0, 16.2)", m, st.Status, st.Controller)
		}
	}
	if (s.Outcome != nil) != (s.Pending.Kind == DecideNone) {
		return fmt.Errorf("the game's result %+v does not match the pending decision %v (16.0)", s.Outcome, s.Pending)
	}
	if (s.Sortie != nil) != (s.Pending.Kind == DecideSortie || s.Pending.Kind == DecideBlockade) {
		return fmt.Errorf("a fleet's move waits for a search decision (%v) while the game waits for %v (8.92)", s.Sortie, s.Pending.Kind)
	}
	if (s.Refit != nil) != (s.Pending.Kind == DecideRefit) {
		return fmt.Errorf("a minor's refit (%v) while the game waits for %v (12.42)", s.Refit, s.Pending.Kind)
	}
	if (s.Displaced != nil) != (s.Pending.Kind == DecideAir) {
		return fmt.Errorf("displaced aircraft wait (%v) while the game waits for %v (8.93)", s.Displaced, s.Pending.Kind)
	}
	if (s.Window != nil) != (s.Pending.Kind == DecideCard || s.Pending.Kind == DecideCardTarget) {
		return fmt.Errorf("a card window (%v) while the game waits for %v (14.2)", s.Window, s.Pending.Kind)
	}
	if (s.Resolving != nil) != (s.Pending.Kind == DecideCardTarget) {
		return fmt.Errorf("a card resolving (%v) while the game waits for %v (14.6)", s.Resolving, s.Pending.Kind)
	}
	for f := range s.Factions {
		if st := s.Factions[f]; st.Money < 0 || st.Manpower < 0 {
			return fmt.Errorf("%s has %d money and %d manpower (6.4)", Faction(f), st.Money, st.Manpower)
		}
	}
	for _, a := range m.Areas {
		var whites []Faction
		allied := 0
		for _, p := range s.UnitsAt(a.Code, NoFaction) {
			if p.Faction.White() && !slices.Contains(whites, p.Faction) {
				whites = append(whites, p.Faction)
			}
			if p.Faction == Allies && p.Type != FLEET {
				allied++
			}
		}
		if len(whites) > 1 {
			return fmt.Errorf("%s holds units of %v together (18.1)", a.Code, whites)
		}
		if len(whites) == 1 && allied > 1 {
			return fmt.Errorf("%s holds %s units and %d Western Allied land units (18.1)", a.Code, whites[0], allied)
		}
		if s.OutOfPlay(a.Code) && s.Area(a.Code).Control != NoFaction {
			return fmt.Errorf("%s is out of play but controlled by %s (11.0)", a.Code, s.Area(a.Code).Control)
		}
	}
	if s.Setup == nil {
		seen := map[int]string{}
		note := func(where string, ids []int) error {
			for _, id := range ids {
				if w, ok := seen[id]; ok {
					return fmt.Errorf("card %d is both in %s and in %s", id, w, where)
				}
				seen[id] = where
			}
			return nil
		}
		for i, p := range s.Players {
			if err := note(fmt.Sprintf("hand %d", i), p.Hand); err != nil {
				return err
			}
		}
		for _, x := range []struct {
			where string
			ids   []int
		}{{"the deck", s.Deck}, {"the discard pile", s.Discard}, {"the removed cards", s.Gone}, {"the cards in force", s.FaceUp}} {
			if err := note(x.where, x.ids); err != nil {
				return err
			}
		}
		if len(seen) != len(s.data.Cards.Cards) {
			return fmt.Errorf("%d cards accounted for, not %d", len(seen), len(s.data.Cards.Cards))
		}
	}
	return nil
}
