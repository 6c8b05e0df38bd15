package rcw

import "slices"

// Quitting (14.2). A player may leave at any checkpoint after the set-up
// (a design decision: in the deal and trading session he has nothing on
// the map yet). His leaders and combat units stay under his marker but
// never move or attack again; his PM, AM and control markers go into the
// Aux cup; his Player-Turns are skipped; his open offers, proposals and
// consents lapse; he scores nothing. A decision that falls to him later
// is answered by the engine: an Exchange's losses by the first minimal
// set, a capture, a vote, a counterpurge or an execution order refused,
// a purge's take left, his Player-Turn
// ended at once.

func (s *State) hasQuit(letter string) bool {
	p := s.Player(letter)
	return p != nil && p.Quit
}

// host is the player who deals and draws the Player-Turn order: Player A,
// or the first player still playing (15.31, 4.2 B4).
func (s *State) host() string {
	for _, p := range s.Players {
		if !p.Quit {
			return p.Letter
		}
	}
	return ""
}

func doQuit(s *State, a Action) error {
	p := s.Player(a.Player)
	switch {
	case p.Quit:
		return refuse("14.21", "Player %s has already left", a.Player)
	case s.Phase == PhaseDeal || s.Phase == PhaseTrading:
		return refuse("14.21", "a player leaves once the game has begun, after the trading session")
	}
	p.Quit = true
	for range p.PM {
		s.Aux = append(s.Aux, Chit{Kind: ChitPolitburo})
	}
	for range p.AM {
		s.Aux = append(s.Aux, Chit{Kind: ChitAssassin})
	}
	for _, nat := range p.Controls {
		s.Aux = append(s.Aux, Chit{Kind: ChitControl, Nat: nat})
	}
	lost := p.Controls
	p.PM, p.AM, p.Controls = 0, 0, nil
	// 14.23 Ruling: his Blue and Green units are uncontrolled; Green
	// units attached to his Gold leader revert (settle does it).
	for i := range s.Stacks {
		st := &s.Stacks[i]
		for _, id := range st.Pieces {
			if slices.Contains(lost, s.Nat(id)) {
				st.Player = ""
				break
			}
		}
	}
	for _, pc := range s.Pieces {
		if s.goldGreen(pc.ID) && s.Piece(pc.Under).Owner == a.Player {
			s.Piece(pc.ID).Under = 0
		}
	}
	s.TurnCup = slices.DeleteFunc(s.TurnCup, func(l string) bool { return l == a.Player })
	s.Offers = slices.DeleteFunc(s.Offers, func(o Offer) bool { return o.From == a.Player || o.To == a.Player })
	delete(s.Bids, a.Player)
	delete(s.PurgeBids, a.Player)
	s.Consents = slices.DeleteFunc(s.Consents, func(l string) bool { return l == a.Player })
	s.emit(Event{Kind: EvQuit, Rule: "14.21", Player: a.Player})
	if s.host() == "" {
		s.Abandoned = true
		s.Phase = PhaseOver
		s.emit(Event{Kind: EvGameOver, Rule: "14.2", N: s.Turn, Text: "every player has left"})
	}
	return nil
}

// autoAnswer answers the pending decision of a player who has left.
func (s *State) autoAnswer() {
	who := s.Pending.Player
	switch s.Pending.Kind {
	case DecideLosses:
		set := s.MinimalLosses(s.Loss.Pieces, s.Loss.Need)[0]
		_ = doLosses(s, Action{Type: ActLosses, Player: who, Units: set})
	case DecideCapture:
		s.endCapture()
	case DecideExecution:
		_ = answerExecution(s, Action{Type: ActRefuse, Player: who})
	case DecideVote:
		_ = doVote(s, Action{Type: ActRefuse, Player: who})
	case DecideCounterpurge:
		_ = doPurgePass(s, Action{Type: ActPass, Player: who})
	case DecidePurgeTake:
		_ = doTake(s, Action{Type: ActTake, Player: who})
	case DecideSequence:
		s.wait(s.host(), DecideSequence)
	case DecideMove, DecideCombat, DecideDraw, DecideRedraw:
		s.Loss, s.Capture = nil, nil
		s.emit(Event{Kind: EvPhase, Rule: "14.24", Player: who, N: s.Turn, Text: "player-turn skipped"})
		s.endPlayerTurn()
	default:
		s.Pending = Pending{}
	}
}
