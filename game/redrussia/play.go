package redrussia

import (
	"fmt"
	"slices"
)

// Playing a card (14.2, 14.6, 14.7): the player with priority in a window
// names a card of his hand and the faction it is played for (Action.N,
// Action.Faction: one of his factions allowed to play it, 14.73). The card
// leaves his hand at once, to the discard pile, or out of the game when
// it is removed after play (14.72); its effects are carried out in order,
// an effect needing a choice asking for it (DecideCardTarget, one target
// at a time); then priority passes to the next player (14.2(c)).

// Resolution is the card whose effects are being carried out.
type Resolution struct {
	Card    int     `json:"card"`
	Faction Faction `json:"faction"` // played for
	Window  Window  `json:"window,omitempty"`
	Effect  int     `json:"effect"` // the effect under way
	Left    int     `json:"left"`   // targets still to choose for it
	Started bool    `json:"started,omitempty"`
	// Taken is the area a coup de main has just taken whose taker must
	// now choose to keep it or give it back (6.6, 12.3): the effect's
	// second target (cardeffects_choice.go).
	Taken string `json:"taken,omitempty"`
}

// sameHand reports a faction of the deciding player still in play: a
// card is played for any of his factions (14.73).
func (s *State) sameHand(f Faction) bool {
	pl := s.PlayerOf(f)
	return pl >= 0 && pl == s.PlayerOf(s.Pending.Faction)
}

// canPlay is nil when player pl may play card id for faction f now, else
// the refusal naming the rule.
func (s *State) canPlay(pl int, f Faction, id int) error {
	c := s.data.Cards.Card(id)
	switch {
	case c == nil || !slices.Contains(s.Players[pl].Hand, id):
		return refuse("14.0", "card %d is not in the hand", id)
	case s.F(f).Out || !slices.Contains(s.Players[pl].Factions, f):
		return refuse("1.2", "%s is not a faction of this player in play", f)
	case !slices.Contains(c.PlayableBy, f):
		return refuse("14.73", "%q is not playable by %s", c.Title.EN, f)
	case !c.PlayableIn(&s.data.Tables.Calendar, s.Turn):
		return refuse("14.74", "%q is not playable in this turn's year", c.Title.EN)
	case !s.timeFits(c, f):
		return refuse("14.2", "%q is not played now", c.Title.EN)
	case s.Window.Immediate && !c.Immediate:
		return refuse("14.2", "the play-immediately cards come first (14.2(a)1)")
	}
	if err := s.conditionsMet(c, f); err != nil {
		return err
	}
	return nil
}

// timeFits reports the open window among the card's times (14.2(a), (b)):
// its phase's start, or an action-phase window it names (in the faction's
// own action phase when it says so).
func (s *State) timeFits(c *Card, f Faction) bool {
	w := s.Window
	for _, t := range c.When {
		if t.Phase != w.Phase {
			continue
		}
		if w.Window == NoWindow && t.Phase != ActionPhase {
			return true
		}
		if slices.Contains(t.Windows, w.Window) && (!t.Own || f == s.Active) {
			return true
		}
	}
	return false
}

// immediatePlays are the play-immediately cards a player must play now.
func (s *State) immediatePlays(pl int) []Action {
	var out []Action
	for _, id := range s.Players[pl].Hand {
		if c := s.data.Cards.Card(id); c != nil && c.Immediate {
			for _, f := range s.majorsIn(s.Players[pl].Factions) {
				if s.canPlay(pl, f, id) == nil {
					out = append(out, Action{Type: ActPlayCard, Faction: f, N: id})
				}
			}
		}
	}
	return out
}

// cardPlays are the plays of the player with priority, and his pass.
func (s *State) cardPlays() []Action {
	pl := s.PlayerOf(s.Pending.Faction)
	if s.Window.Immediate {
		return s.immediatePlays(pl)
	}
	out := []Action{{Type: ActPass, Faction: s.Pending.Faction}}
	for _, id := range s.Players[pl].Hand {
		for _, f := range s.majorsIn(s.Players[pl].Factions) {
			if s.canPlay(pl, f, id) == nil {
				out = append(out, Action{Type: ActPlayCard, Faction: f, N: id})
			}
		}
	}
	return out
}

func doPlayCard(s *State, a Action) error {
	pl := s.PlayerOf(s.Pending.Faction)
	if err := s.canPlay(pl, a.Faction, a.N); err != nil {
		return err
	}
	c := s.data.Cards.Card(a.N)
	h := &s.Players[pl].Hand
	*h = slices.DeleteFunc(*h, func(id int) bool { return id == a.N })
	if c.Has(GreaterPoland) {
		s.FaceUp = append(s.FaceUp, a.N) // 13.52 Ruling: before its player while in force
	} else if c.Remove {
		s.Gone = append(s.Gone, a.N) // 14.72
	} else {
		s.Discard = append(s.Discard, a.N) // 14.6
	}
	s.emit(Event{Kind: EvCardPlayed, Rule: "14.6", Faction: a.Faction, N: a.N, Text: c.Title.EN})
	s.Resolving = &Resolution{Card: a.N, Faction: a.Faction, Window: s.Window.Window}
	s.resolve()
	return nil
}

// resolve carries out the resolving card's effects from the one under way,
// stopping at a choice; at the end priority passes on (14.2(c)).
func (s *State) resolve() {
	r := s.Resolving
	c := s.data.Cards.Card(r.Card)
	for r.Effect < len(c.Effects) {
		e := &c.Effects[r.Effect]
		if s.Preventing { // 19.2's attempts, after the famine areas
			if r.Left > 0 && len(famineTries(s, r, e)) > 0 {
				s.Pending = Pending{Kind: DecideCardTarget, Faction: Red}
				return
			}
			s.strikeFamine()
			r.Effect++
			r.Started, r.Left = false, 0
			continue
		}
		if e.Window != NoWindow && e.Window != r.Window {
			r.Effect++
			continue
		}
		if ch := choosers[e.Kind]; ch != nil {
			if !r.Started {
				r.Started, r.Left = true, ch.count(s, e)
			}
			if r.Left > 0 && len(ch.targets(s, r, e)) > 0 {
				s.Pending = Pending{Kind: DecideCardTarget, Faction: ch.chooser(s, r, e)}
				return
			}
			if ch.finish != nil {
				if ch.finish(s, r, e); s.Preventing {
					r.Left = faminePrevention(s, e)
					continue
				}
			}
		} else {
			s.applyEffect(r, e)
		}
		r.Effect++
		r.Started, r.Left = false, 0
	}
	s.Resolving = nil
	s.afterPlay()
}

// afterPlay passes priority on after a card (14.2(c)); in step (a)1 the
// same player goes on with his play-immediately cards.
func (s *State) afterPlay() {
	w := s.Window
	if !w.Immediate {
		w.Passes = 0
		w.At = (w.At + 1) % len(w.Order)
	}
	s.askNext()
}

// chooser is an effect that needs choices: how many targets, the targets
// now (a target Action each), who chooses, applying one, and anything at
// the end.
type chooser struct {
	count   func(s *State, e *Effect) int
	targets func(s *State, r *Resolution, e *Effect) []Action
	chooser func(s *State, r *Resolution, e *Effect) Faction
	// upTo: the chooser may stop before count (a target with N -1).
	upTo   bool
	apply  func(s *State, r *Resolution, e *Effect, a Action)
	finish func(s *State, r *Resolution, e *Effect)
}

// choosers are filled by the effect files.
var choosers = map[EffectKind]*chooser{}

// byPlayer: the faction the card is played for chooses.
func byPlayer(s *State, r *Resolution, e *Effect) Faction { return r.Faction }

func countOf(s *State, e *Effect) int { return e.Count }

func (s *State) targetChoices() []Action {
	r := s.Resolving
	e := &s.data.Cards.Card(r.Card).Effects[r.Effect]
	ch := s.currentChooser(e)
	out := ch.targets(s, r, e)
	if ch.upTo {
		out = append(out, Action{N: -1})
	}
	for i := range out {
		out[i].Type, out[i].Faction = ActCardTarget, s.Pending.Faction
	}
	return out
}

func doCardTarget(s *State, a Action) error {
	r := s.Resolving
	e := &s.data.Cards.Card(r.Card).Effects[r.Effect]
	ok := slices.ContainsFunc(s.targetChoices(), func(b Action) bool { return b.equal(a) })
	if !ok {
		return refuse(effectRule(e.Kind), "%s is not a target of %s", targetName(a), e.Kind)
	}
	if a.N == -1 {
		r.Left = 0
	} else {
		s.currentChooser(e).apply(s, r, e, a)
		r.Left--
	}
	s.resolve()
	return nil
}

// currentChooser is the chooser of the effect under way (19.2's
// prevention attempts while they last).
func (s *State) currentChooser(e *Effect) *chooser {
	if s.Preventing {
		return choosers[famineAttempt]
	}
	return choosers[e.Kind]
}

func targetName(a Action) string {
	if a.Piece != "" {
		return a.Piece
	}
	return fmt.Sprint(a.Where)
}

// effectRule is the rule an effect kind rests on, for refusals and events.
func effectRule(k EffectKind) string {
	switch k {
	case PlacePartisans, RemovePartisans:
		return "15.2"
	case CossackRaid:
		return "15.3"
	case TakeLeaders, TakeNamedLeader:
		return "10.6"
	case RemoveCzechInfantry:
		return "19.3"
	case Famine:
		return "19.2"
	}
	return "14.6"
}
