package poltava

import (
	"fmt"
	"slices"
	"strings"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// Decision is the kind of choice the game waits for.
type Decision uint8

const (
	DecideNone        Decision = iota
	DecideArrange              // set-up: the owner may rearrange units within their labels, then is ready (S1.3, S2.1)
	DecideRoll                 // set-up: roll a die for a division's losses (S1.4, S1.5)
	DecideFlip                 // set-up: flip that many counters of the division (S1.4, S1.5)
	DecideMove                 // Movement phase: move units and leaders, enter, detach, re-garrison, exchange, or end (4)
	DecideContinue             // a unit that joined the Roos column at a redoubt continues its move, or stops (SR2.6)
	DecideFire                 // Fire phase: fire, or end (6)
	DecideWithdraw             // Melee phase: cavalry that may not attack what it must leaves the ZOC (9.2)
	DecideMelee                // Melee phase: declare an attack, or end (8)
	DecideReroll               // a leader's re-roll, or none (9.5)
	DecideLosses               // the owner chooses which units lose the steps (8.7, 8.8)
	DecideRoos                 // the Swedish player picks the attacker that goes to the Roos column (SR4)
	DecideRetreat              // the owner retreats a unit (8.9)
	DecideAdvance              // the attacker advances a unit, or stops (8.10)
	DecidePlaceLeader          // a leader who lost his unit joins one of the nearest (9.5)
)

var decisionNames = []string{"none", "arrange", "roll", "flip", "move", "continue", "fire", "withdraw",
	"melee", "reroll", "losses", "roos", "retreat", "advance", "place_leader"}

func (d Decision) String() string               { return enum.Name(d, decisionNames) }
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
func (d *Decision) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Decision](b, decisionNames, "decision")
	*d = v
	return err
}

// Pending is the one decision the game waits for.
type Pending struct {
	Side Side     `json:"side"`
	Kind Decision `json:"kind"`
	// Units to choose among (for DecideReroll, the leaders who may
	// re-roll; for DecideLosses, a garrison by its redoubt's id), and how
	// many steps or counters (losses, flips) or hexes (retreat, advance).
	Units    []string `json:"units,omitempty"`
	Count    int      `json:"count,omitempty"`
	Division string   `json:"division,omitempty"`
	Leader   string   `json:"leader,omitempty"`
}

func (p Pending) clone() Pending {
	p.Units = slices.Clone(p.Units)
	return p
}

// ActionType names what an action does.
type ActionType uint8

const (
	ActNone        ActionType = iota
	ActSwap                   // set-up: two units of one label change places
	ActReady                  // set-up: the side has arranged its units
	ActRoll                   // set-up: roll the loss die
	ActFlip                   // set-up: flip these counters (Units)
	ActMove                   // move Unit along Path (4); also the 9.2 withdrawal and the SR2.6 continuation
	ActMoveLeader             // move Leader to the unit on Hex (9.5)
	ActEnter                  // place Unit on its column's entry hex (S2.1)
	ActDetach                 // send units away: Units, placed on Hexes (SR1.6)
	ActRegarrison             // Unit restores the garrison of the redoubt on Hex (SR2.5)
	ActExchange               // the Rentzel exchange: Units lose one step per listing (SR5)
	ActEndPhase               // end the phase (or stop a continuation)
	ActFire                   // Unit (or the redoubt on Hex) fires at Target (6)
	ActAttack                 // Units attack the enemy on Hexes (8.5, 8.6)
	ActReroll                 // re-roll the melee die with Leader (9.5)
	ActNoReroll               // keep the roll (9.5)
	ActLosses                 // these units lose the steps, one per listing (8.8)
	ActRoos                   // Unit goes to the Roos column (SR4)
	ActRetreat                // Unit retreats along Path (8.9)
	ActAdvance                // Unit advances along Path (8.10)
	ActStop                   // no more advances
	ActPlaceLeader            // Leader joins Unit (9.5)
)

var actionNames = []string{"none", "swap", "ready", "roll", "flip", "move", "move_leader", "enter", "detach",
	"regarrison", "exchange", "end_phase", "fire", "attack", "reroll", "no_reroll", "losses", "roos",
	"retreat", "advance", "stop", "place_leader"}

func (t ActionType) String() string               { return enum.Name(t, actionNames) }
func (t ActionType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *ActionType) UnmarshalText(b []byte) error {
	v, err := enum.Parse[ActionType](b, actionNames, "action")
	*t = v
	return err
}

// Action is a player's decision, as the engine applies it and saves
// store it.
type Action struct {
	Type   ActionType `json:"type"`
	Unit   string     `json:"unit,omitempty"`
	Units  []string   `json:"units,omitempty"`
	Leader string     `json:"leader,omitempty"`
	Target string     `json:"target,omitempty"`
	Hex    hex.Hex    `json:"hex,omitzero"`
	Hexes  []hex.Hex  `json:"hexes,omitempty"`
	Path   []hex.Hex  `json:"path,omitempty"`
}

func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Type.String())
	if a.Unit != "" {
		b.WriteString(" " + a.Unit)
	}
	if len(a.Units) > 0 {
		b.WriteString(" " + strings.Join(a.Units, ","))
	}
	if a.Leader != "" {
		b.WriteString(" " + a.Leader)
	}
	if a.Hex.Valid() {
		b.WriteString(" " + a.Hex.String())
	}
	for k, h := range a.Hexes {
		b.WriteString(map[bool]string{true: " ", false: ","}[k == 0] + h.String())
	}
	if len(a.Path) > 0 {
		b.WriteString(" via")
		for _, h := range a.Path {
			b.WriteString(" " + h.String())
		}
	}
	if a.Target != "" {
		b.WriteString(" at " + a.Target)
	}
	return b.String()
}

// Refusal is why the rules refuse an action: the rule, and the words as a
// format key and its arguments (translated by the client like REDS!'s).
type Refusal struct {
	Rule string
	Key  string
	Args []any
}

func (r *Refusal) Error() string {
	msg := fmt.Sprintf(r.Key, r.Args...)
	if r.Rule == "" {
		return msg
	}
	return msg + " (rule " + r.Rule + ")"
}

// refuse makes a refusal.
func refuse(rule, key string, args ...any) error {
	return &Refusal{Rule: rule, Key: key, Args: args}
}
