package redrussia

import (
	"fmt"
	"slices"
	"strings"
)

// The victory phase (4.6): the ORI assessment (17.4, 17.5: ori.go), VP
// and automatic victory (16.0), automatic defeat (16.2), and on turn 12
// the final result (16.1).

// Outcome is how the game ended: the rule, the turn, the winning players
// (indexes into Players; several for tied White players) and their
// factions.
type Outcome struct {
	Rule     string    `json:"rule"`
	Turn     int       `json:"turn"`
	Players  []int     `json:"players"`
	Factions []Faction `json:"factions"`
}

// VP are a faction's victory points now (16.0): the money value of the
// areas it controls, Warsaw double for Red, minus its baseline, plus the
// Gold, Denikin, Lenin and the Czech Legion.
func (s *State) VP(f Faction) int {
	vp := 0
	if d := s.data.Tables.Faction(f); d != nil {
		vp -= d.VPBaseline
	}
	for i, a := range s.data.Map.Areas {
		if s.Areas[i].Control != f {
			continue
		}
		vp += a.Money
		if f == Red && a.Code == "WARS" {
			vp += a.Money // 13.5
		}
	}
	if g := s.Piece(GoldID); g != nil && g.Status == OnMap && g.Faction == f {
		vp += 2 // 15.1: whole
		if g.Half {
			vp-- // half
		}
	}
	lenin := s.Piece("lenin")
	leninAlive := lenin != nil && lenin.Status != Removed
	switch {
	case f == Red && leninAlive:
		vp++ // 10.81
	case f != Red && !leninAlive && s.LeninKiller == f:
		vp++ // 16.0: +1 to a White faction once he is dead
	}
	if f == Red && s.DenikinKilled {
		vp++ // 10.91
	}
	if f == Siberian && s.Options.Czech {
		vp++ // 19.3
	}
	return vp
}

// beginVictory opens the victory phase and runs it through: it needs no
// decision.
func (s *State) beginVictory() {
	s.Phase, s.Step = VictoryPhase, StepNone
	s.emit(Event{Kind: EvPhase, Rule: "4.6", Text: VictoryPhase.String()})
	s.openPhaseWindow("victory")
}

// victoryProcedure is the victory phase after its start-of-phase window
// (14.2(a)).
func (s *State) victoryProcedure() {
	s.oriAssessment()
	for _, f := range s.contenders() {
		s.emit(Event{Kind: EvVP, Rule: "16.0", Faction: f, N: s.VP(f)})
	}
	if s.automaticVictory() {
		return
	}
	for _, f := range s.Majors() {
		if !s.hasArmy(f) {
			s.defeat(f)
		}
	}
	switch {
	case !slices.ContainsFunc(s.Majors(), func(f Faction) bool { return f.White() }):
		s.endGame("1.2", []int{s.PlayerOf(Red)}) // every White faction gone; a Polish major does not count
	case s.F(Red).Out:
		s.finalResult("16.2") // Ruling (16.2): with Red gone the Whites' distances decide at once
	case s.Turn == s.lastTurn():
		s.finalResult("16.1")
	case s.Winter():
		s.beginAttrition()
	default:
		s.endTurn()
	}
}

func (s *State) lastTurn() int { return len(s.data.Tables.Calendar.Turns) }

// contenders are the four majors' factions that can win (a Polish major
// cannot, 13.54), defeated ones included (16.1 Ruling).
func (s *State) contenders() []Faction {
	var out []Faction
	for _, p := range s.Players {
		for _, f := range p.Factions {
			if f.Major() {
				out = append(out, f)
			}
		}
	}
	return out
}

// mayWin reports a player who may win: not one playing a Polish major
// (13.54: it cannot win the game).
func (s *State) mayWin(pl int) bool {
	return !slices.Contains(s.Players[pl].Factions, Poland)
}

// playerMargin is a player's average of VP minus level over his major
// factions (16.0, 16.1: averages unrounded), and whether each reached its
// level.
func (s *State) playerMargin(pl int) (margin float64, all bool) {
	all = true
	n := 0
	for _, f := range s.Players[pl].Factions {
		if !f.Major() {
			continue
		}
		m := s.VP(f) - s.data.Tables.VictoryLevel(f)
		if m < 0 || s.F(f).Out {
			all = false
		}
		margin += float64(m)
		n++
	}
	if n == 0 {
		return 0, false
	}
	return margin / float64(n), all
}

// automaticVictory is 16.0: the players each of whose factions reached
// its level; the greatest average margin wins, Red over a tied White,
// tied Whites together.
func (s *State) automaticVictory() bool {
	var reached []int
	for pl := range s.Players {
		if _, all := s.playerMargin(pl); all && !s.Players[pl].Out && s.mayWin(pl) {
			reached = append(reached, pl)
		}
	}
	if len(reached) == 0 {
		return false
	}
	s.endGame("16.0", s.best(reached, func(pl int) float64 { m, _ := s.playerMargin(pl); return m }))
	return true
}

// finalResult is 16.1: the smallest average distance (level minus VP)
// wins; Red wins a tie with Whites; tied Whites win together.
func (s *State) finalResult(rule string) {
	var all []int
	for pl := range s.Players {
		if slices.ContainsFunc(s.Players[pl].Factions, Faction.Major) && s.mayWin(pl) {
			all = append(all, pl)
		}
	}
	s.endGame(rule, s.best(all, func(pl int) float64 { m, _ := s.playerMargin(pl); return m }))
}

// best are the players with the highest score; Red alone if he is among
// them (16.0, 16.1).
func (s *State) best(players []int, score func(int) float64) []int {
	var out []int
	var top float64
	for _, pl := range players {
		switch sc := score(pl); {
		case len(out) == 0 || sc > top:
			out, top = []int{pl}, sc
		case sc == top:
			out = append(out, pl)
		}
	}
	if red := s.PlayerOf(Red); slices.Contains(out, red) {
		return []int{red}
	}
	return out
}

// endGame records the outcome and ends the game.
func (s *State) endGame(rule string, winners []int) {
	o := &Outcome{Rule: rule, Turn: s.Turn, Players: winners}
	var names []string
	for _, pl := range winners {
		o.Factions = append(o.Factions, s.Players[pl].Factions...)
		for _, f := range s.Players[pl].Factions {
			names = append(names, f.String())
		}
	}
	s.Outcome = o
	s.Queue = nil
	s.Pending = Pending{Kind: DecideNone}
	s.emit(Event{Kind: EvGameOver, Rule: rule, Text: "won by " + strings.Join(names, ", ")})
}

// hasArmy reports an infantry, cavalry or tank of the faction on the map
// (16.2 Ruling: aboard fleets at sea counts; the turn track and the
// holding boxes do not).
func (s *State) hasArmy(f Faction) bool {
	for _, p := range s.Pieces {
		if p.Faction == f && p.Kind == KindUnit && p.Status == OnMap && !strings.HasPrefix(p.Where, BoxPrefix) &&
			(p.Type == INF || p.Type == CAV || p.Type == TANK) {
			return true
		}
	}
	return false
}

// defeat is 16.2: the faction's pieces leave the game, its areas go back
// to their home owner still in the game or become uncontrolled, its
// minors become neutral, its Gold ownerless, its Allied units free, and
// its player's cards go to the discard pile if he has no faction left.
func (s *State) defeat(f Faction) {
	s.F(f).Out = true
	s.emit(Event{Kind: EvDefeat, Rule: "16.2", Faction: f})
	for i := range s.Pieces {
		p := &s.Pieces[i]
		switch {
		case p.Kind == KindGold && p.Faction == f:
			p.Faction = NoFaction // 15.1
		case p.Faction == f && p.Type == PARTISAN && p.Kind == KindUnit:
			// Ruling (16.2, 15.2): the shared partisan counters go back to
			// the pool rather than out of the game.
			p.takeOff(InPool)
			p.Faction = NoFaction
		case p.Faction == f && p.Kind != KindGold:
			p.takeOff(Removed)
		case p.ControlledBy == f:
			p.ControlledBy = NoFaction
		}
	}
	for i, a := range s.data.Map.Areas {
		st := &s.Areas[i]
		if st.SiegeBy == f {
			st.Siege, st.SiegeBy = 0, NoFaction
		}
		if st.Control != f {
			continue
		}
		st.Control = NoFaction
		if h := st.Home; h != f && (h.Minor() || (h.Major() && !s.F(h).Out)) {
			st.Control = h
		}
		s.emit(Event{Kind: EvControl, Rule: "16.2", Faction: st.Control, Where: a.Code})
	}
	for _, m := range Minors {
		if st := s.F(m); (st.Status == Limited || st.Status == Active) && st.Controller == f {
			s.neutralise(m, "16.2")
		}
	}
	if pl := s.PlayerOf(f); pl >= 0 && !slices.ContainsFunc(s.Players[pl].Factions, func(g Faction) bool { return !s.F(g).Out }) {
		s.Players[pl].Out = true
		s.Discard = append(s.Discard, s.Players[pl].Hand...)
		s.Players[pl].Hand = nil
		s.emit(Event{Kind: EvDefeat, Rule: "1.2", Faction: f, Text: fmt.Sprintf("player %d has no faction left", pl)})
	}
}
