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
	DecideForeign                // 4.32: a White faction rolls on the foreign intervention table or not (13.62)
	DecideAllied                 // 13.61: the roller carries out a Remove, Add or Move result
	DecideMinorRoll              // 4.33: a major names a minor and rolls, or does not (12.1)
	DecideAttrition              // 5.5: a faction over its limit in an area it controls names the units that lose a step
	DecideMaintain               // 5.6: a faction names the units it does not maintain
	DecidePoland                 // 4.0, 13.54: an eliminated player takes Poland as a major or not
	DecideSortie                 // 8.92: the enemy searches a moving fleet or not (State.Sortie)
	DecideBlockade               // 8.92: fight on at a blockaded port, or turn back / lift the blockade (State.Sortie)
	DecideAir                    // 8.93: where displaced aircraft retreat (State.Displaced)
	DecideRetreatBefore          // 8.4: the defender retreats units before combat, or stands
	DecideLeaders                // 8.2: the defender names the leaders taking part
	DecideCommissars             // 10.82: Red picks the infantry Stalin's commissars drive
	DecideLosses                 // 8.6: a side allots the hits it took
	DecideRetreat                // 8.7: a side's forced or voluntary retreats after a round
	DecideContinue               // 8.3: the Invasion (or partisan) attacker fights another round or stops
	DecideFallen                 // 6.6, 12.3: the winner of a siege keeps the area or gives it back
	DecideCard                   // 14.2: the player with priority in a card window plays a card or passes (State.Window)
	DecideCardTarget             // 14.6: the target of a played card's effect (State.Resolving)
)

var decisionNames = []string{"none", "czech", "place", "reduce", "discard", "purchase", "lenin", "move", "battles", "siege", "foreign", "allied", "minor_roll", "attrition", "maintain", "poland", "sortie", "blockade", "air", "retreat_before", "leaders", "commissars", "losses", "retreat", "continue", "fallen", "card", "card_target"}

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
	ActForeign                         // Yes: roll on the foreign intervention table, spending N money first (13.61)
	ActAlliedRemove                    // remove the Allied unit Piece (13.61 Remove)
	ActAlliedAdd                       // place the reserve Allied Piece at Where (13.61 Add)
	ActAlliedControl                   // control the Allied unit Piece this turn (13.61 Move)
	ActAlliedDone                      // take no more of the Add (2 money each) or the Move
	ActMinorRoll                       // Yes: roll on the minor intervention table for Minor (12.1)
	ActAttrition                       // Pieces in Where lose a step; the others are supported (5.5)
	ActMaintain                        // Pieces are not maintained; the others are paid for (5.6)
	ActPoland                          // Yes: the eliminated player takes Poland as a White major (13.54)
	ActMove                            // move the stack Pieces along Path (Rail: a rail move; Drops: units left on the way), 7.0
	ActSearch                          // naval search by the fleet Piece (8.92)
	ActBlockade                        // the fleet Piece blockades the port Where, or ends its blockade (Where empty), 8.92
	ActEnemySearch                     // Yes: search the moving fleet of State.Sortie (8.92)
	ActFightOn                         // Yes: fight another round at the blockaded port of State.Sortie (8.92)
	ActAirRetreat                      // the displaced aircraft of State.Displaced retreat to Where (8.93)
	ActDeclareBattle                   // 8.2: a battle in Where at level N (secret), with the units and leaders Pieces; Yes: attack the neutral minor there
	ActStand                           // 8.4, 8.7: retreat no (more) units
	ActRetreat                         // 8.4, 8.7: Piece retreats to Where
	ActLeaders                         // 8.2: the defender's leaders taking part are Pieces
	ActCommissars                      // 10.82: Stalin's commissars drive the infantry Pieces (none: not used)
	ActAllot                           // 8.6: the units in Pieces each lose a step (twice listed: two steps)
	ActContinue                        // 8.3: Yes, fight another round of the Invasion
	ActBesiege                         // 9.1: besiege Where for N rounds with the units and leaders Pieces
	ActKeep                            // 6.6, 12.3: Yes keeps the fallen area, no gives it back
	ActPlayCard                        // play the card N for Faction, one of the deciding player's factions (14.2)
	ActPass                            // pass priority in a card window (14.2(c))
	ActCardTarget                      // the target of the resolving effect: the area Where or the piece Piece (14.6)
)

var actionNames = []string{"czech", "place", "reduce", "discard", "buy", "repair", "gold", "end_purchase", "lenin", "end_movement", "end_combat", "end_siege", "foreign", "allied_remove", "allied_add", "allied_control", "allied_done", "minor_roll", "attrition", "maintain", "poland", "move", "search", "blockade", "enemy_search", "fight_on", "air_retreat", "declare_battle", "stand", "retreat", "leaders", "commissars", "allot", "continue", "besiege", "keep", "play_card", "pass", "card_target"}

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
	Minor   Faction    `json:"minor,omitempty"` // the minor named (12.1)
	// Pieces are the units named (5.5, 5.6), a battle's or siege's force,
	// the leaders taking part, the steps lost (8.0, 9.0), or a move's
	// stack (7.0): a
	// leader and the units he commands, or one unit; the Gold may go with
	// a unit of its owner. Path is the places a move enters in order
	// (areas; a sea leg is "sea:<zone>" or "sea:caspian" then the port),
	// Rail a rail move, Drops the units that leave the stack on the way.
	Pieces []string `json:"pieces,omitempty"`
	Path   []string `json:"path,omitempty"`
	Rail   bool     `json:"rail,omitempty"`
	Drops  []Drop   `json:"drops,omitempty"`
}

// Drop is a unit leaving a moving stack: it ends its move in Where, an
// area of the path (7.0, 10.3).
type Drop struct {
	Piece string `json:"piece"`
	Where string `json:"where"`
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
	if a.Type == ActPlayCard {
		s += fmt.Sprint(" card ", a.N)
	}
	if a.Type == ActForeign || a.Type == ActMinorRoll || a.Type == ActPoland {
		s += fmt.Sprint(" ", a.Yes, " ", a.N)
	}
	if a.Minor != NoFaction {
		s += " " + a.Minor.String()
	}
	if len(a.Pieces) > 0 && a.Type != ActMove {
		s += fmt.Sprint(" ", a.Pieces)
	}
	if a.Type == ActMove {
		s += fmt.Sprintf(" %v → %v", a.Pieces, a.Path)
		if a.Rail {
			s += " by rail"
		}
		if len(a.Drops) > 0 {
			s += fmt.Sprint(" dropping ", a.Drops)
		}
	}
	if a.N != 0 && a.Type != ActForeign && a.Type != ActMinorRoll && a.Type != ActPoland {
		s += fmt.Sprint(" n=", a.N)
	}
	return s
}

func (a Action) equal(b Action) bool {
	return a.Type == b.Type && a.Faction == b.Faction && a.Piece == b.Piece && a.Where == b.Where &&
		a.Unit == b.Unit && a.Yes == b.Yes && a.N == b.N && slices.Equal(a.Cards, b.Cards) &&
		a.Minor == b.Minor && slices.Equal(a.Pieces, b.Pieces) && slices.Equal(a.Path, b.Path) && a.Rail == b.Rail && slices.Equal(a.Drops, b.Drops)
}

// Refusal is an action the rules refuse, with the rule that refuses it.
type Refusal struct {
	Rule   string
	format string // the message is written when asked for: the reach of a
	args   []any  // stack tries thousands of steps and reads no refusal's text
}

// Message says what is wrong, without the rule.
func (r *Refusal) Message() string { return fmt.Sprintf(r.format, r.args...) }

func (r *Refusal) Error() string { return r.Message() + " (rule " + r.Rule + ")" }

func refuse(rule, format string, args ...any) error {
	return &Refusal{Rule: rule, format: format, args: args}
}

// EventKind is what an event reports.
type EventKind uint8

const (
	EvOption      EventKind = iota // an option chosen (3.0 step 4)
	EvDrawn                        // a piece drawn at random at set-up (3.0 step 6)
	EvPlaced                       // a piece placed (3.0, 5.2)
	EvReduced                      // a unit flipped to its reduced side
	EvDealt                        // cards dealt or drawn (the number only: hands are private)
	EvDiscarded                    // cards discarded (the number only, 14.4)
	EvShuffled                     // the deck shuffled (4.1, 14.8)
	EvPhase                        // a phase begins
	EvTurn                         // a turn begins
	EvBought                       // a unit bought, its counter and arrival turn (5.3)
	EvRepaired                     // a unit repaired (5.4)
	EvGold                         // money drawn from the Tsarist Gold (15.1)
	EvArrived                      // a unit or leader placed from the turn track (5.2)
	EvInitiative                   // an initiative roll, or the order it gave (4.4)
	EvORI                          // an ORI roll or change: N the new box (17.2, 17.4)
	EvForeign                      // a foreign intervention roll and its result (13.62)
	EvAllied                       // an Allied unit removed, added or controlled (13.61)
	EvMinor                        // a minor intervention roll, or a minor's new status (12.1, 12.2, 12.3)
	EvVP                           // a faction's VP in the victory phase (16.0)
	EvDefeat                       // a faction's automatic defeat (16.2)
	EvGameOver                     // the game's result (16.0, 16.1)
	EvLoss                         // a unit lost a step in winter (5.5, 5.6)
	EvCollected                    // money and manpower collected (6.2)
	EvControl                      // an area's control changed (16.2, 12.2)
	EvMoved                        // a piece moved (7.0): Where its end, Text the path
	EvBrokeDown                    // a tank broke down on entering an area (8.91)
	EvDisplaced                    // aircraft alone displaced by entering enemies (8.93)
	EvCaptured                     // a leader alone captured and shot, or the Gold taken (10.5, 15.1)
	EvEscaped                      // a leader alone escaped capture to the turn track (10.5)
	EvSearch                       // a naval search roll (8.92)
	EvNavalCombat                  // a round of naval combat and its hits (8.92)
	EvBlockade                     // a blockade declared or ended (8.92)
	EvEliminated                   // a unit eliminated
	EvBattle                       // a battle declared (8.2), begun or ended
	EvActivated                    // a minor joins a side (12.1)
	EvRetreated                    // a unit or leader retreats (8.4, 8.7)
	EvRevealed                     // an attack level revealed and paid (8.3)
	EvRoll                         // a side's bucket of dice and its hits (8.5, 9.2, 9.3)
	EvStepLost                     // a unit loses a step (8.6)
	EvLeader                       // a leader wounded, killed, captured or escaped (10.4, 10.5)
	EvSiege                        // a siege declared, its hits, its end (9.0)
	EvCardPlayed                   // a card played: N its id, Text its title (14.6)
	EvCardEffect                   // an effect of a played card (14.6)
)

var eventNames = []string{"option", "drawn", "placed", "reduced", "dealt", "discarded", "shuffled", "phase", "turn", "bought", "repaired", "gold", "arrived", "initiative", "ori", "foreign", "allied", "minor", "vp", "defeat", "game_over", "loss", "collected", "control", "moved", "broke_down", "displaced", "captured", "escaped", "search", "naval_combat", "blockade", "eliminated", "battle", "activated", "retreated", "revealed", "roll", "step_lost", "leader", "siege", "card_played", "card_effect"}

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
