package reds

import (
	"encoding/json"
	"fmt"
	"strings"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// EventType names what happened.
type EventType uint8

const (
	EvNone        EventType = iota
	EvTurn                  // a new operational turn begins (5.1)
	EvInitiative            // initiative rolled or given (6.1)
	EvFronts                // Red's fronts announced (7.7)
	EvChitAside             // the initiative player's first chit (7.8)
	EvChitDrawn             // a chit drawn from the cup (7.9)
	EvChitSkipped           // a front chit set aside because the front already activated (7.11)
	EvActivate              // a group activates (7.10)
	EvMove                  // units moved along a path (10.6)
	EvControl               // a city changed hands (13.1)
	EvDone                  // a Red unit received a Done marker (10.9)
	EvStepEnd               // a movement or combat step ended
	EvPhase                 // the game entered a new phase
	EvDice                  // dice rolled: Dice holds the faces
	EvGameOver              // the game ended
	EvAttack                // an attack declared (11.3 A)
	EvSupport               // aircraft or naval flotillas committed (11.3 B, C)
	EvCombat                // a combat resolved: Report has the arithmetic, Dice the two dice
	EvDisorder              // a unit flipped to its disordered side (11.5)
	EvEliminate             // a unit eliminated
	EvRetreat               // units retreated along Path (11.6)
	EvAdvance               // units advanced after combat (11.8)
	EvNote                  // a rule applied with nothing else to show (Note says what)
	EvRally                 // a unit rallied (12.12)
	EvWithdrawal            // an Allied withdrawal (18.3, 18.4)
	EvSeaControl            // a sea changed hands (13.3)
	EvReinforce             // a reinforcement or replacement placed (14.1, 14.2)
	EvRandomEvent           // a random event: Event names it (6.3)
	EvLeader                // a Red leader drawn, placed or removed (20.9): Leader and Fate say which and how
)

var eventNames = []string{"none", "turn", "initiative", "fronts", "chit_aside", "chit_drawn", "chit_skipped",
	"activate", "move", "control", "done", "step_end", "phase", "dice", "game_over",
	"attack", "support", "combat", "disorder", "eliminate", "retreat", "advance", "note",
	"rally", "withdrawal", "sea_control", "reinforce", "random_event", "leader"}

func (t EventType) String() string               { return enum.Name(t, eventNames) }
func (t EventType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *EventType) UnmarshalText(b []byte) error {
	v, err := enum.Parse[EventType](b, eventNames, "event")
	*t = v
	return err
}

// Event is one thing that happened, in order: the client animates events and
// the log shows them. Rule names the rule applied. What an event means is in
// its typed fields; Note adds what a rule did that they do not say, as data
// (a key that is the English format and its arguments, like a refusal's:
// refusal.go), which the client says in its language.
type Event struct {
	Type    EventType `json:"type"`
	Rule    string    `json:"rule,omitempty"`
	Side    Side      `json:"side,omitempty"`
	Units   []string  `json:"units,omitempty"`
	Path    []hex.Hex `json:"path,omitempty"`
	Hex     hex.Hex   `json:"hex,omitzero"`
	Dice    []int     `json:"dice,omitempty"`
	Roll    RollKind  `json:"roll,omitempty"` // EvDice, EvInitiative: what the dice decide
	Chit    Chit      `json:"chit,omitempty"`
	Front   Front     `json:"front,omitempty"`
	Fronts  []Front   `json:"fronts,omitempty"`
	Turn    int       `json:"turn,omitempty"`
	Control Control   `json:"control,omitempty"`
	Report  *Report   `json:"report,omitempty"`
	Event   EventKind `json:"event,omitempty"`
	// Unable marks a random event rolled that could not be carried out
	// (EvRandomEvent, 6.3); Note says why.
	Unable bool `json:"unable,omitempty"`
	// Leader is the leader of an EvLeader and Fate what became of it (into
	// Front's box when it takes one: NoFront is the Field Staff box).
	Leader string     `json:"leader,omitempty"`
	Fate   LeaderFate `json:"fate,omitempty"`
	Note   Reason     `json:"-"`
}

// note makes an event's note or a victory's reason: a key that is the
// English format and its arguments (a Reason without a rule: the event
// names its rule). Every key is a string literal passed to note, so that
// the client's catalogue can be checked against the sources (render/lang).
func note(key string, args ...any) Reason { return Reason{Key: key, Args: args} }

// RollKind says what a roll of the dice (EvDice, EvInitiative) decides.
type RollKind uint8

const (
	RollNone        RollKind = iota
	RollInitiative           // 6.1: Red's die, then White's
	RollEvent                // 6.3: the random event table
	RollLeaderFront          // 6.3 ruling: the front box of a drawn leader
	RollRally                // 12.12: a disordered unit's rally
	RollPeace                // 15.5: peace with Poland
	RollTsar                 // 3.3: the Tsar's fate
)

var rollNames = []string{"", "initiative", "event", "leader_front", "rally", "peace", "tsar"}

func (k RollKind) String() string               { return enum.Name(k, rollNames) }
func (k RollKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *RollKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[RollKind](b, rollNames, "roll")
	*k = v
	return err
}

// LeaderFate is what an EvLeader did with its leader (20.9, 6.3).
type LeaderFate uint8

const (
	LeaderNone   LeaderFate = iota
	LeaderDrawn             // drawn from the leader pool
	LeaderToPool            // back to the leader pool (Political Intrigue, or displaced)
	LeaderToBox             // into a box of the High Command display: Event.Front's, or the Field Staff's
)

var fateNames = []string{"", "drawn", "to_pool", "to_box"}

func (f LeaderFate) String() string               { return enum.Name(f, fateNames) }
func (f LeaderFate) MarshalText() ([]byte, error) { return []byte(f.String()), nil }
func (f *LeaderFate) UnmarshalText(b []byte) error {
	v, err := enum.Parse[LeaderFate](b, fateNames, "leader fate")
	*f = v
	return err
}

// MarshalJSON writes an event with its note in English under "text", as
// events were written when the note was text (events are written for
// people and tools, never read back).
func (e Event) MarshalJSON() ([]byte, error) {
	type plain Event
	return json.Marshal(struct {
		plain
		Text string `json:"text,omitempty"`
	}{plain(e), e.text()})
}

// text is the event's note in English: its Note, or for a leader what
// became of it.
func (e Event) text() string {
	if e.Type != EvLeader || e.Leader == "" {
		return e.Note.String()
	}
	switch e.Fate {
	case LeaderDrawn:
		return e.Leader + " is drawn from the leader pool"
	case LeaderToPool:
		return e.Leader + " returns to the leader pool"
	case LeaderToBox:
		if e.Front == NoFront {
			return e.Leader + " takes the Field Staff box"
		}
		return e.Leader + " takes the " + e.Front.String() + " front's box"
	}
	return e.Note.String()
}

// String is the event in English for logs and the command line; the client
// renders events from its own string catalogue.
func (e Event) String() string {
	var b strings.Builder
	text := e.text()
	switch e.Type {
	case EvTurn:
		fmt.Fprintf(&b, "Turn %d begins", e.Turn)
	case EvInitiative:
		fmt.Fprintf(&b, "%s has the initiative", e.Side)
		if len(e.Dice) == 2 {
			fmt.Fprintf(&b, " (Red %d, White %d)", e.Dice[0], e.Dice[1])
		}
	case EvFronts:
		fmt.Fprintf(&b, "Red's fronts this turn: %v", e.Fronts)
	case EvChitAside:
		fmt.Fprintf(&b, "%s sets aside the %s chit as the first activation", e.Side, e.Chit)
	case EvChitDrawn:
		fmt.Fprintf(&b, "The %s chit is drawn from the cup", e.Chit)
	case EvChitSkipped:
		fmt.Fprintf(&b, "The %s chit is set aside: that front has already activated", e.Chit)
	case EvActivate:
		if e.Front != NoFront {
			fmt.Fprintf(&b, "The %s front activates", e.Front)
		} else {
			fmt.Fprintf(&b, "The %s chit activates", e.Chit)
		}
	case EvMove:
		fmt.Fprintf(&b, "%s moves %s along %v", e.Side, strings.Join(e.Units, ", "), e.Path)
	case EvControl:
		fmt.Fprintf(&b, "%v is now %s-controlled", e.Hex, e.Control)
	case EvDone:
		fmt.Fprintf(&b, "%s receives a Done marker", strings.Join(e.Units, ", "))
	case EvDice:
		fmt.Fprintf(&b, "%s rolls %v", e.Side, e.Dice)
	case EvGameOver:
		fmt.Fprintf(&b, "Game over: %s wins", e.Side)
	case EvAttack:
		fmt.Fprintf(&b, "%s attacks %v with %s", e.Side, e.Hex, strings.Join(e.Units, ", "))
	case EvSupport:
		fmt.Fprintf(&b, "%s commits %s", e.Side, strings.Join(e.Units, ", "))
	case EvCombat:
		b.WriteString(e.Report.String())
	case EvDisorder:
		fmt.Fprintf(&b, "%s is disordered in %v", strings.Join(e.Units, ", "), e.Hex)
	case EvEliminate:
		fmt.Fprintf(&b, "%s is eliminated in %v", strings.Join(e.Units, ", "), e.Hex)
	case EvRetreat:
		fmt.Fprintf(&b, "%s retreats along %v", strings.Join(e.Units, ", "), e.Path)
	case EvAdvance:
		fmt.Fprintf(&b, "%s advances into %v", strings.Join(e.Units, ", "), e.Path[len(e.Path)-1])
	case EvRandomEvent:
		fmt.Fprintf(&b, "%s event: %s", e.Side, e.Event)
	case EvRally:
		fmt.Fprintf(&b, "%s rallies in %v", strings.Join(e.Units, ", "), e.Hex)
	case EvReinforce:
		fmt.Fprintf(&b, "%s enters in %v", strings.Join(e.Units, ", "), e.Hex)
	case EvNote:
		if len(e.Units) > 0 {
			fmt.Fprintf(&b, "%s: ", strings.Join(e.Units, ", "))
		}
		b.WriteString(text)
		text = ""
	default:
		b.WriteString(e.Type.String())
	}
	if text != "" {
		b.WriteString(": " + text)
	}
	if e.Rule != "" {
		fmt.Fprintf(&b, " [%s]", e.Rule)
	}
	return b.String()
}
