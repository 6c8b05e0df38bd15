package poltava

import (
	"tachanka/game/hex"

	"tachanka/game/enum"
)

// EventKind names what happened.
type EventKind uint8

const (
	EvNone           EventKind = iota
	EvPhase                    // a phase began (3)
	EvSetupRoll                // a loss die was rolled at set-up (S1.4, S1.5)
	EvFlipped                  // a unit lost a step and was flipped
	EvEliminated               // a unit was eliminated into its rout box
	EvRemoved                  // a unit was removed from the game
	EvMoved                    // a unit moved
	EvEntered                  // a Swedish unit entered the map (S2.1)
	EvLeaderMoved              // a leader moved or was placed (9.5)
	EvLeaderFell               // a leader was wounded or killed on a re-roll of 1 (9.5)
	EvRedoubtCheck             // a Swede entering a garrisoned redoubt was checked (SR2.6)
	EvRoos                     // a unit joined the Roos column (SR4, SR2.6)
	EvFire                     // a unit fired: its dice and hits (6.4)
	EvMelee                    // a melee was rolled: column, roll, result (8.6)
	EvReroll                   // a leader's re-roll (9.5)
	EvRetreat                  // a unit retreated (8.9)
	EvAdvance                  // a unit advanced (8.10)
	EvArtilleryLost            // unescorted artillery was destroyed (9.4.2)
	EvCaptured                 // a redoubt was captured (SR2.3)
	EvRegarrisoned             // a redoubt's garrison was restored (SR2.5)
	EvWithdrew                 // cavalry withdrew from a ZOC it could not fight in (9.2)
	EvDetached                 // units were sent away from the line (SR1.6)
	EvFormed                   // an army formed its order-de-bataille (SR1.2)
	EvExchange                 // the Rentzel exchange destroyed the Roos column (SR5)
	EvDivisionRouted           // a division routed (10.1)
	EvDefected                 // Skoropadsky's Cossacks went over to the Swedes (G2)
	EvCossacksLeft             // the Cossacks left the battle (G2)
	EvGameOver                 // the game ended (10.2, S1.7, S2.4, S2.5)
)

var eventNames = []string{"none", "phase", "setup_roll", "flipped", "eliminated", "removed", "moved", "entered",
	"leader_moved", "leader_fell", "redoubt_check", "roos", "fire", "melee", "reroll", "retreat", "advance",
	"artillery_lost", "captured", "regarrisoned", "withdrew", "detached", "formed", "exchange",
	"division_routed", "defected", "cossacks_left", "game_over"}

func (k EventKind) String() string               { return enum.Name(k, eventNames) }
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *EventKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[EventKind](b, eventNames, "event")
	*k = v
	return err
}

// Event is what an action did, for the log, the animations and the tests.
type Event struct {
	Kind     EventKind `json:"kind"`
	Rule     string    `json:"rule,omitempty"`
	Side     Side      `json:"side,omitempty"`
	Unit     string    `json:"unit,omitempty"`
	Units    []string  `json:"units,omitempty"`
	Target   string    `json:"target,omitempty"`
	Hex      hex.Hex   `json:"hex,omitzero"`
	Path     []hex.Hex `json:"path,omitempty"`
	Dice     []int     `json:"dice,omitempty"`
	N        int       `json:"n,omitempty"` // hits, steps, the column
	Text     string    `json:"text,omitempty"`
	Division string    `json:"division,omitempty"`
}

func (s *State) emit(e Event) { s.out = append(s.out, e) }
