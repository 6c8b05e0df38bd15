package rcw

import "slices"

// doDraw: the Phasing Player draws one chit from the Aux cup and carries
// it out (4.2 A4, 12.13); then the phase goes on (afterDraw) unless he
// may draw again.
func doDraw(s *State, a Action) error {
	if !s.drawChit(a.Player) {
		s.afterDraw()
	}
	return nil
}

// afterDraw: a draw of the Random Events Phase leads to the Movement
// Phase; the Randomizer Phase's ends the Player-Turn.
func (s *State) afterDraw() {
	if s.Phase == PhaseRandomEvent && s.Solo != nil {
		s.beginLeaders() // 19.2 B7
		return
	}
	if s.Phase == PhaseRandomEvent {
		s.beginPhase(PhaseMovement)
		return
	}
	s.endPlayerTurn()
}

// drawChit draws one chit and carries it out (12.13); nothing when the
// cup is empty (12.13 Ruling). It reports true when a useless Blue marker
// lets him draw again if he wishes (12.13 Ruling): the game then waits.
func (s *State) drawChit(player string) bool {
	a := Action{Player: player}
	if len(s.Aux) == 0 {
		s.emit(Event{Kind: EvDrawn, Rule: "12.13", Player: a.Player, Text: "the Aux cup is empty"})
		return false
	}
	k := s.Rand.Intn(len(s.Aux))
	ch := s.Aux[k]
	s.Aux = slices.Delete(s.Aux, k, k+1)
	c := ch
	s.emit(Event{Kind: EvDrawn, Rule: "12.13", Player: a.Player, Chit: &c})
	p := s.Player(a.Player)
	redraw := false
	switch ch.Kind {
	case ChitAssassin:
		p.AM++
	case ChitPolitburo:
		p.PM++
	case ChitControl:
		n := s.data.Counters.Nationality(ch.Nat)
		if n.Colour == Blue && !s.onMapOrCounted(ch.Nat) {
			s.Gone = append(s.Gone, ch)
			redraw = true
			break
		}
		if s.Solo != nil {
			p = s.Player(SoloNonRed) // 20.12: every control marker to non-Red
		}
		p.Controls = append(p.Controls, ch.Nat)
		slices.Sort(p.Controls)
		for i := range s.Stacks {
			st := &s.Stacks[i]
			if s.stackNat(st) == ch.Nat {
				st.Player = p.Letter // 12.13: his control markers on every stack of it
			}
		}
	case ChitWithdrawal:
		s.Gone = append(s.Gone, ch)
		var gone []int
		for i := range s.Pieces {
			pc := &s.Pieces[i]
			if pc.Status == OnMap && s.Nat(pc.ID) == ch.Nat {
				gone = append(gone, pc.ID)
			}
		}
		if len(gone) == 0 {
			redraw = true
		}
		for _, id := range gone {
			s.take(id)
			s.Piece(id).Status = Removed
		}
		s.emit(Event{Kind: EvWithdrawal, Rule: "5.67", Player: a.Player, Units: gone, Text: ch.Nat})
	}
	if redraw && len(s.Aux) > 0 && s.Solo != nil {
		return s.drawChit(player) // 20.0 Ruling: the redraw is made
	}
	if redraw && len(s.Aux) > 0 {
		s.wait(a.Player, DecideRedraw)
		return true
	}
	return false
}

// onMapOrCounted reports whether a Blue nationality still has units on the
// map (not withdrawn, not all eliminated; 12.13).
func (s *State) onMapOrCounted(nat string) bool {
	for _, pc := range s.Pieces {
		if pc.Status == OnMap && s.Nat(pc.ID) == nat {
			return true
		}
	}
	return false
}

func doPass(s *State, a Action) error {
	s.afterDraw()
	return nil
}
