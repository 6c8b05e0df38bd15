package rcw

import "slices"

// The execution of the Czar (13.5). Players consent to an order with
// ActExecute at any checkpoint of the Player-Turn series; the order is
// given when a Central Committee exists, all its members have consented,
// and the consenting players hold 10 PM or more, while the Czar is
// attached to a Red leader (13.52, 13.53, Ruling). Its controller then
// complies (ActAgree) or refuses (ActRefuse, 13.54). Consents lapse when
// an order is given and when the Game-Turn ends; orders may be repeated
// (13.57).

// Execution is an order waiting for the Czar's controller's answer.
type Execution struct {
	Player string  `json:"player"`
	Resume Pending `json:"resume"`
}

// czarUnderRed reports whether the Czar is attached to a Red leader (13.53).
func (s *State) czarUnderRed() bool {
	p := s.Piece(Czar)
	return p.Status == OnMap && p.Under != 0 && s.Def(p.Under).Leader.Colour == Red
}

func (s *State) checkExecute(a Action) error {
	switch {
	case s.Phasing() == "":
		return refuse("13.5", "an execution order is given in the Player-Turns (4.3)")
	case s.Execution != nil:
		return refuse("13.54", "an order waits for Player %s's answer", s.Execution.Player)
	case !s.czarUnderRed():
		return refuse("13.53", "the Czar is not attached to a Red leader")
	case len(s.CC) == 0:
		return refuse("13.52", "only the Central Committee gives an execution order")
	case slices.Contains(s.Consents, a.Player):
		return refuse("13.52", "Player %s has already consented", a.Player)
	}
	return nil
}

func doExecute(s *State, a Action) error {
	if err := s.checkExecute(a); err != nil {
		return err
	}
	s.Consents = append(s.Consents, a.Player)
	pm := 0
	for _, l := range s.Consents {
		pm += s.Player(l).PM
	}
	for _, m := range s.CC {
		if !slices.Contains(s.Consents, m) {
			return nil
		}
	}
	if pm < 10 {
		return nil
	}
	who := s.Controller(Czar)
	s.emit(Event{Kind: EvExecution, Rule: "13.52", Player: who, Path: slices.Clone(s.Consents), Units: []int{Czar}, Text: "ordered"})
	s.Consents = nil
	s.Execution = &Execution{Player: who, Resume: s.Pending}
	s.wait(who, DecideExecution)
	return nil
}

// answerExecution: the controller complies, putting the Czar face-up in
// his section (13.54-13.56), or refuses and keeps him.
func answerExecution(s *State, a Action) error {
	e := s.Execution
	s.Execution = nil
	s.Pending = e.Resume
	if a.Type == ActRefuse {
		s.emit(Event{Kind: EvExecution, Rule: "13.54", Player: a.Player, Units: []int{Czar}, Text: "refused"})
		return nil
	}
	p := s.Piece(Czar)
	prov := s.Province(Czar)
	s.take(Czar)
	p.Status, p.Under, p.Section, p.FaceDown = Eliminated, 0, a.Player, false
	s.emit(Event{Kind: EvExecution, Rule: "13.54", Player: a.Player, Units: []int{Czar}, Province: prov, Text: "complied"})
	return nil
}

func (s *State) executionActions() []Action {
	var out []Action
	for _, p := range s.Players {
		a := Action{Type: ActExecute, Player: p.Letter}
		if !p.Quit && s.checkExecute(a) == nil {
			out = append(out, a)
		}
	}
	return out
}
