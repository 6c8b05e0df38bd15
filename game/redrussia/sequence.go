package redrussia

import "fmt"

// The turn's spine after the purchase phase (4.3-4.9, 4.0 "Turn end"):
// each phase begins here and hands on to the next. The phases' rules live
// in their own files: politics.go (4.3), initiative.go (4.4), the action
// phase's steps (movement, combat, siege: 4.5), victory.go (4.6), winter.go
// (4.7-4.9).

// beginPolitical opens the political phase (4.3): the ORI rolls (17.2), the
// foreign intervention rolls (13.62), the minor intervention rolls (12.1).
func (s *State) beginPolitical() {
	s.Phase, s.Step = PoliticalPhase, StepNone
	s.emit(Event{Kind: EvPhase, Rule: "4.3", Text: PoliticalPhase.String()})
	s.politics()
}

// afterPolitical: the initiative phase follows (4.4).
func (s *State) afterPolitical() { s.beginInitiative() }

// beginAction opens the action phase (4.5): each major faction in turn, in
// initiative order, moves, fights and besieges.
func (s *State) beginAction() {
	s.Phase = ActionPhase
	s.emit(Event{Kind: EvPhase, Rule: "4.5", Text: ActionPhase.String()})
	s.Queue = s.majorsIn(s.Initiative)
	s.nextActionPhase()
}

// nextActionPhase starts the next faction's action phase, or the victory
// phase when every faction has had its own.
func (s *State) nextActionPhase() {
	if len(s.Queue) == 0 {
		s.beginVictory()
		return
	}
	f := s.Queue[0]
	s.Active = f
	s.emit(Event{Kind: EvPhase, Rule: "4.5", Faction: f, Text: fmt.Sprintf("%s's action phase", f)})
	s.beginMovement(f)
}

// endActionPhase ends the active faction's action phase (after its siege
// step) and hands on to the next.
func (s *State) endActionPhase() {
	s.Queue = s.Queue[1:]
	s.Active = NoFaction
	s.nextActionPhase()
}
