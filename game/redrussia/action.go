package redrussia

import (
	"fmt"
	"slices"

	"tachanka/game/enum"
)

// Decision is what the game waits for.
type Decision uint8

const (
	DecideNone          Decision = iota
	DecideCzech                  // 3.0 step 4: the Siberian player uses option 19.3 or not
	DecidePlace                  // 3.0 steps 8, 10, 11: place one piece
	DecideReduce                 // 3.0 step 9: flip one unit of Pending.Of
	DecideDiscard                // 4.1: discard (any cards), then draw
	DecidePurchase               // 4.2: buy, repair, draw on the Gold, or end purchases
	DecideLenin                  // 4.4: Red announces Lenin's initiative modifier (10.81)
	DecideMove                   // 7.0: a move of the active faction, or the end of its movement step
	DecideBattles                // 8.2: the active faction declares its battles, or none
	DecideSiege                  // 9.1: a siege of the active faction, or the end of its siege step
	DecideRetreatBefore          // 8.4: the defender retreats units before combat, or stands
	DecideLeaders                // 8.2: the defender names the leaders taking part
	DecideCommissars             // 10.82: Red picks the infantry Stalin's commissars drive
	DecideLosses                 // 8.6: a side allots the hits it took
	DecideRetreat                // 8.7: a side's forced or voluntary retreats after a round
	DecideContinue               // 8.3: the Invasion (or partisan) attacker fights another round or stops
	DecideFallen                 // 6.6, 12.3: the winner of a siege keeps the area or gives it back
)

var decisionNames = []string{"none", "czech", "place", "reduce", "discard", "purchase", "lenin", "move", "battles", "siege", "leaders", "commissars", "losses", "retreat", "continue", "fallen"}

func (d Decision) String() string               { return enum.Name(d, decisionNames) }
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
func (d *Decision) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Decision](b, decisionNames, "decision")
	*d = v
	return err
}

// Pending is the decision the game waits for: its kind, the faction whose
// player decides, and the faction it concerns when another (the units to
// flip in 3.0 step 9).
type Pending struct {
	Kind    Decision `json:"kind"`
	Faction Faction  `json:"faction,omitempty"`
	Of      Faction  `json:"of,omitempty"`
	// Side is, in a battle or siege, the side that decides: 0 the
	// attacker, 1 the defender.
	Side int `json:"side,omitempty"`
}

func (p Pending) clone() Pending { return p }

// ActionType is the kind of an action.
type ActionType uint8

const (
	ActCzech         ActionType = iota // Yes: use option 19.3
	ActPlace                           // Piece to Where
	ActReduce                          // flip Piece
	ActDiscard                         // discard Cards, then draw
	ActBuy                             // buy a unit of Type (or the counter Piece, bought by name)
	ActRepair                          // repair Piece
	ActGold                            // draw on the Tsarist Gold
	ActEndPurchase                     // end the faction's purchases
	ActLenin                           // N: +2, -2 or 0 (10.81)
	ActEndMovement                     // end the movement step (4.5)
	ActEndCombat                       // declare no (more) battles: end the combat step
	ActEndSiege                        // end the siege step and the action phase
	ActDeclareBattle                   // 8.2: a battle in Where at level N (secret), with the units and leaders Pieces; Yes: attack the neutral minor there
	ActStand                           // 8.4, 8.7: retreat no (more) units
	ActRetreat                         // 8.4, 8.7: Piece retreats to Where
	ActLeaders                         // 8.2: the defender's leaders taking part are Pieces
	ActCommissars                      // 10.82: Stalin's commissars drive the infantry Pieces (none: not used)
	ActAllot                           // 8.6: the units in Pieces each lose a step (twice listed: two steps)
	ActContinue                        // 8.3: Yes, fight another round of the Invasion
	ActBesiege                         // 9.1: besiege Where for N rounds with the units and leaders Pieces
	ActKeep                            // 6.6, 12.3: Yes keeps the fallen area, no gives it back
)

var actionNames = []string{"czech", "place", "reduce", "discard", "buy", "repair", "gold", "end_purchase", "lenin", "end_movement", "end_combat", "end_siege", "declare_battle", "stand", "retreat", "leaders", "commissars", "allot", "continue", "besiege", "keep"}

func (t ActionType) String() string               { return enum.Name(t, actionNames) }
func (t ActionType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *ActionType) UnmarshalText(b []byte) error {
	v, err := enum.Parse[ActionType](b, actionNames, "action")
	*t = v
	return err
}

// Action is one decision of a faction's player.
type Action struct {
	Type    ActionType `json:"type"`
	Faction Faction    `json:"faction"`
	Piece   string     `json:"piece,omitempty"`
	Where   string     `json:"where,omitempty"`
	Unit    UnitType   `json:"unit,omitempty"`
	Yes     bool       `json:"yes,omitempty"`
	N       int        `json:"n,omitempty"`
	Cards   []int      `json:"cards,omitempty"`
	// Pieces lists units and leaders: a battle's or siege's force, the
	// leaders taking part, the steps lost.
	Pieces []string `json:"pieces,omitempty"`
}

func (a Action) String() string {
	s := fmt.Sprintf("%s %s", a.Faction, a.Type)
	if a.Piece != "" {
		s += " " + a.Piece
	}
	if a.Where != "" {
		s += " → " + a.Where
	}
	if a.Type == ActBuy && a.Piece == "" {
		s += " " + a.Unit.String()
	}
	if a.Type == ActCzech {
		s += fmt.Sprint(" ", a.Yes)
	}
	if len(a.Cards) > 0 {
		s += fmt.Sprint(" ", a.Cards)
	}
	if len(a.Pieces) > 0 {
		s += fmt.Sprint(" ", a.Pieces)
	}
	if a.N != 0 {
		s += fmt.Sprint(" n=", a.N)
	}
	return s
}

func (a Action) equal(b Action) bool {
	return a.Type == b.Type && a.Faction == b.Faction && a.Piece == b.Piece && a.Where == b.Where &&
		a.Unit == b.Unit && a.Yes == b.Yes && a.N == b.N && slices.Equal(a.Cards, b.Cards) && slices.Equal(a.Pieces, b.Pieces)
}

// Refusal is an action the rules refuse, with the rule that refuses it.
type Refusal struct {
	Rule string
	Msg  string
}

func (r *Refusal) Error() string { return fmt.Sprintf("%s (rule %s)", r.Msg, r.Rule) }

func refuse(rule, format string, args ...any) error {
	return &Refusal{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// EventKind is what an event reports.
type EventKind uint8

const (
	EvOption     EventKind = iota // an option chosen (3.0 step 4)
	EvDrawn                       // a piece drawn at random at set-up (3.0 step 6)
	EvPlaced                      // a piece placed (3.0, 5.2)
	EvReduced                     // a unit flipped to its reduced side
	EvDealt                       // cards dealt or drawn (the number only: hands are private)
	EvDiscarded                   // cards discarded (the number only, 14.4)
	EvShuffled                    // the deck shuffled (4.1, 14.8)
	EvPhase                       // a phase begins
	EvTurn                        // a turn begins
	EvBought                      // a unit bought, its counter and arrival turn (5.3)
	EvRepaired                    // a unit repaired (5.4)
	EvGold                        // money drawn from the Tsarist Gold (15.1)
	EvArrived                     // a unit or leader placed from the turn track (5.2)
	EvInitiative                  // an initiative roll, or the order it gave (4.4)
	EvBattle                      // a battle declared (8.2), begun or ended
	EvActivated                   // a minor joins a side (12.1)
	EvRetreated                   // a unit or leader retreats (8.4, 8.7)
	EvRevealed                    // an attack level revealed and paid (8.3)
	EvRoll                        // a side's bucket of dice and its hits (8.5, 9.2, 9.3)
	EvStepLost                    // a unit loses a step (8.6)
	EvEliminated                  // a unit eliminated (8.6, 8.7)
	EvLeader                      // a leader wounded, killed, captured or escaped (10.4, 10.5)
	EvSiege                       // a siege declared, its hits, its end (9.0)
	EvControl                     // an area changes hands (9.2, 6.6, 12.3, 13.2)
	EvORI                         // an ORI battle modifier recorded (17.5)
	EvVP                          // a special VP event (10.81, 10.91)
)

var eventNames = []string{"option", "drawn", "placed", "reduced", "dealt", "discarded", "shuffled", "phase", "turn", "bought", "repaired", "gold", "arrived", "initiative", "battle", "activated", "retreated", "revealed", "roll", "step_lost", "eliminated", "leader", "siege", "control", "ori", "vp"}

func (k EventKind) String() string               { return enum.Name(k, eventNames) }
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *EventKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[EventKind](b, eventNames, "event")
	*k = v
	return err
}

// Event is something that happened, for the log and the client.
type Event struct {
	Kind    EventKind `json:"kind"`
	Rule    string    `json:"rule"`
	Faction Faction   `json:"faction,omitempty"`
	Piece   string    `json:"piece,omitempty"`
	Where   string    `json:"where,omitempty"`
	N       int       `json:"n,omitempty"`
	Text    string    `json:"text,omitempty"`
}
