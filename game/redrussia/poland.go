package redrussia

import (
	"fmt"
	"slices"
)

// Poland as a major faction (13.54), offered at the start of each turn
// (4.0 "Turn start" step 2) from turn 7 to the players every faction of
// whom has been defeated, in seat order, until one accepts.

// PolishMajor reports Poland played as a White major and still in play.
func (s *State) PolishMajor() bool {
	return s.F(Poland).Status == MajorPoland && !s.F(Poland).Out
}

// polandOpen reports Poland free to be taken (13.54 and its Ruling): the
// turn has come, nobody has taken it, Red does not control it, and it has
// a corps on the map.
func (s *State) polandOpen() bool {
	st := s.F(Poland)
	as := s.data.Tables.Faction(Poland).AsMajor
	if as == nil || s.Turn < as.FromTurn || st.Status == MajorPoland || st.Out {
		return false
	}
	if (st.Status == Limited || st.Status == Active) && st.Controller == Red {
		return false
	}
	return slices.ContainsFunc(s.Pieces, func(p Piece) bool {
		return p.Faction == Poland && p.Kind == KindUnit && p.Status == OnMap && p.Type.Corps()
	})
}

// offerPoland asks each eligible player in seat order (through his first
// faction, defeated as it is) whether he takes Poland.
func (s *State) offerPoland() {
	s.Queue = nil
	if s.polandOpen() {
		for _, p := range s.Players {
			if p.Out {
				s.Queue = append(s.Queue, p.Factions[0])
			}
		}
	}
	s.nextPolandOffer()
}

func (s *State) nextPolandOffer() {
	if len(s.Queue) > 0 {
		s.Pending = Pending{Kind: DecidePoland, Faction: s.Queue[0]}
		return
	}
	s.startPhases()
}

// doPoland: the player takes Poland (Yes) or declines, and may accept in a
// later turn. Poland takes its units, leaders and areas, 12 money, 6
// manpower, the ORI's starting box (its level stays 0), the last place of
// the initiative order (Ruling: it rolls from the next initiative phase
// like the others) and its player's hand of exactly 3 (14.3, 13.54).
func doPoland(s *State, a Action) error {
	if !a.Yes {
		s.Queue = s.Queue[1:]
		s.nextPolandOffer()
		return nil
	}
	pl := s.PlayerOf(a.Faction)
	as := s.data.Tables.Faction(Poland).AsMajor
	st := s.F(Poland)
	st.Status, st.Controller = MajorPoland, NoFaction
	st.Money, st.Manpower, st.ORIBox = as.Money, as.Manpower, s.data.Tables.ORI.StartBox
	s.Players[pl].Factions = append(s.Players[pl].Factions, Poland)
	s.Players[pl].Out = false
	s.Initiative = append(s.Initiative, Poland)
	s.emit(Event{Kind: EvMinor, Rule: "13.54", Faction: Poland, Text: fmt.Sprintf("player %d takes Poland as a major", pl)})
	s.Queue = nil
	s.startPhases()
	return nil
}
