package redrussia

import (
	"slices"

	"tachanka/game/jsonfile"
)

// Card windows (14.2): the moments at which cards are played. A window is
// opened at a point of the game with a resumption (a name in
// windowResumes, or none: the interrupted decision is restored); while it
// is open the pending decision is DecideCard for the player with
// priority, who plays one card or passes (ActPlayCard, ActPass). The
// window closes when every player asked has passed in succession, and the
// game resumes.
//
// Stops (B.3): each player's stops are kept in the state (Player.Stops,
// the defaults of B.3). The engine asks a player at a window only when it
// is one of his stops, whatever cards he holds, so that being asked
// reveals nothing of his hand; a player not asked counts as passing.
// Play-immediately cards are played at the start of their phase whatever
// the stops (14.2(d), B.3). A computer player or a test sets every stop
// on (AllStops) to be offered every window. A start-of-phase window of a
// phase that no card of the deck names is not opened at all: nothing can
// ever be played there, and skipping it reveals nothing.

// Stops are the windows at which a player is asked (B.3): bit 0 the
// start-of-phase windows, bit n window Wn.
type Stops uint16

// DefaultStops are B.3's: every start-of-phase window, W1, W3, W4, W7.
const DefaultStops Stops = 1<<0 | 1<<W1 | 1<<W3 | 1<<W4 | 1<<W7

// AllStops asks at every window (a computer player, B.3).
const AllStops Stops = 1<<10 - 1

// On reports whether window w (NoWindow: a start-of-phase window) is a stop.
func (st Stops) On(w Window) bool { return st&(1<<w) != 0 }

// SetStops sets a player's stops: a client setting, not a decision of the
// game, so it is not an action (B.3).
func (s *State) SetStops(player int, st Stops) { s.Players[player].Stops = st | 1<<15 }

// StopsChange is a player's stops set again during play: a seat handed
// from the computer to a person (B.3's defaults) or back (every window).
// It is a client setting, not an action, so a save keeps it beside its
// actions and replays it at the same point.
type StopsChange struct {
	After  int   `json:"after"` // the number of the save's actions played before it
	Player int   `json:"player"`
	Stops  Stops `json:"stops"`
}

// checkStopsChanges: in the order played, within the save's actions, for
// its players, each naming windows only (B.3).
func checkStopsChanges(players, actions int, cs []StopsChange) error {
	for i, c := range cs {
		p := jsonfile.Index("stops_changes", i)
		switch {
		case c.After < 0 || c.After > actions:
			return jsonfile.Errorf(jsonfile.Join(p, "after"), "%d: the save has %d actions", c.After, actions)
		case i > 0 && c.After < cs[i-1].After:
			return jsonfile.Errorf(jsonfile.Join(p, "after"), "%d comes before the change above it (%d): changes are kept in the order played", c.After, cs[i-1].After)
		case c.Player < 0 || c.Player >= players:
			return jsonfile.Errorf(jsonfile.Join(p, "player"), "%d: the game has players 0 to %d", c.Player, players-1)
		case c.Stops&^AllStops != 0:
			return jsonfile.Errorf(jsonfile.Join(p, "stops"), "%#x names no window (B.3)", uint16(c.Stops))
		}
	}
	return nil
}

// StopsOf are a player's stops, the defaults until he sets them (the high
// bit marks stops set).
func (s *State) StopsOf(player int) Stops {
	st := s.Players[player].Stops
	if st&(1<<15) == 0 {
		return DefaultStops
	}
	return st &^ (1 << 15)
}

// CardWindow is an open card window (14.2).
type CardWindow struct {
	Phase  Phase  `json:"phase"`
	Window Window `json:"window,omitempty"` // NoWindow: the start-of-phase window
	// Order are the players in priority order (14.2(c)); At the one with
	// priority; Passes the passes in succession.
	Order  []int `json:"order"`
	At     int   `json:"at"`
	Passes int   `json:"passes"`
	// Immediate: step (a)1, the play-immediately cards, is under way.
	Immediate bool `json:"immediate,omitempty"`
	// Resume names what follows the window (windowResumes); empty: Then,
	// the decision the window interrupted, is restored.
	Resume string  `json:"resume,omitempty"`
	Then   Pending `json:"then"`
}

// windowResumes are the continuations of windows, by name. The fight's
// own (W4, W5 and W8 before a round: "round"; W6 at a battle's end:
// "battle_end") are added in fight.go.
var windowResumes = map[string]func(*State){}

func init() {
	windowResumes["cards"] = (*State).cardProcedure
	windowResumes["purchase"] = (*State).purchaseProcedure
	windowResumes["political"] = (*State).politics
	windowResumes["initiative"] = (*State).initiativeProcedure
	windowResumes["victory"] = (*State).victoryProcedure
	windowResumes["attrition"] = (*State).attritionProcedure
	windowResumes["maintenance"] = (*State).maintenanceProcedure
	windowResumes["collection"] = (*State).collectionProcedure
	windowResumes["movement"] = (*State).movementDecision
	windowResumes["combat"] = (*State).combatDecision
	windowResumes["siege"] = (*State).siegeDecision
	windowResumes["next_faction"] = (*State).endActionPhase
}

// phaseHasCards reports whether some card of the deck is played at the
// start of phase p.
func (s *State) phaseHasCards(p Phase) bool {
	for i := range s.data.Cards.Cards {
		for _, t := range s.data.Cards.Cards[i].When {
			if t.Phase == p {
				return true
			}
		}
	}
	return false
}

// openPhaseWindow opens the start-of-phase window of the current phase
// (14.2(a)) and then runs resume.
func (s *State) openPhaseWindow(resume string) {
	if !s.phaseHasCards(s.Phase) {
		windowResumes[resume](s)
		return
	}
	s.openWindow(NoWindow, resume, true)
}

// OpenWindow opens window w of the current phase with priority to the
// player of the active faction (outside action phases, of the first
// faction in initiative order), and asks (14.2(c)). When it closes,
// resume runs (windowResumes), or with resume "" the decision pending now
// is restored. The fight calls it at W4, W5, W6 and W8 (fight.go).
func (s *State) OpenWindow(w Window, resume string) { s.openWindow(w, resume, false) }

// openWindow opens a window, with step (a)1's play-immediately cards
// first when immediate (a phase's start, or the turn's first W1,
// 14.2(d)).
func (s *State) openWindow(w Window, resume string, immediate bool) {
	if resume != "" {
		if _, ok := windowResumes[resume]; !ok {
			panic("redrussia: no window resumption " + resume)
		}
	}
	s.Window = &CardWindow{Phase: s.Phase, Window: w, Order: s.priorityOrder(), Resume: resume, Then: s.Pending, Immediate: immediate}
	s.askNext()
}

// initiativeFactions are the majors in initiative order, or in seat order
// before the first initiative phase.
func (s *State) initiativeFactions() []Faction {
	if len(s.Initiative) > 0 {
		return s.majorsIn(s.Initiative)
	}
	return s.Majors()
}

// priorityOrder: the active faction's player (else the player of the first
// faction in initiative order), then the others in the order of their
// first faction in initiative order, starting after him (14.2(c)).
func (s *State) priorityOrder() []int {
	var order []int
	for _, f := range s.initiativeFactions() {
		if pl := s.PlayerOf(f); pl >= 0 && !slices.Contains(order, pl) && !s.Players[pl].Out {
			order = append(order, pl)
		}
	}
	if s.Active != NoFaction {
		if i := slices.Index(order, s.PlayerOf(s.Active)); i > 0 {
			order = append(order[i:], order[:i]...)
		}
	}
	return order
}

// decider is the faction that decides for a player at a window: the
// active faction if he commands it, else his first faction in initiative
// order.
func (s *State) decider(pl int) Faction {
	if s.Active != NoFaction && s.PlayerOf(s.Active) == pl {
		return s.Active
	}
	for _, f := range s.initiativeFactions() {
		if s.PlayerOf(f) == pl {
			return f
		}
	}
	return s.majorsIn(s.Players[pl].Factions)[0]
}

// askNext gives the decision to the next player to be asked, or closes the
// window. In step (a)1 each player in turn plays every play-immediately
// card he holds that is playable now (14.2(a), 14.71).
func (s *State) askNext() {
	w := s.Window
	if w.Immediate {
		for w.At < len(w.Order) {
			pl := w.Order[w.At]
			if len(s.immediatePlays(pl)) > 0 {
				s.Pending = Pending{Kind: DecideCard, Faction: s.decider(pl)}
				return
			}
			w.At++
		}
		w.Immediate, w.At = false, 0
	}
	for w.Passes < len(w.Order) {
		pl := w.Order[w.At]
		if s.StopsOf(pl).On(w.Window) {
			s.Pending = Pending{Kind: DecideCard, Faction: s.decider(pl)}
			return
		}
		s.passOn()
	}
	s.closeWindow()
}

// passOn records a pass by the player with priority.
func (s *State) passOn() {
	w := s.Window
	w.Passes++
	w.At = (w.At + 1) % len(w.Order)
}

// closeWindow closes the window and resumes the game.
func (s *State) closeWindow() {
	w := s.Window
	s.Window = nil
	if w.Resume == "" {
		s.Pending = w.Then
		return
	}
	windowResumes[w.Resume](s)
}

// OpenWindows reports the window now open, if any, for the client (B.3).
func (s *State) OpenWindows() *CardWindow { return s.Window }

func doPass(s *State, a Action) error {
	if s.Window.Immediate {
		return refuse("14.71", "a play-immediately card playable now must be played")
	}
	s.passOn()
	s.askNext()
	return nil
}
