package rcw

import "tachanka/game/enum"

// EventKind names what happened.
type EventKind uint8

const (
	EvNone          EventKind = iota
	EvDealt                   // a counter was dealt to a player (15.31)
	EvExtraPM                 // Lenin's or Trotsky's holder got a PM (15.32)
	EvOffer                   // a trade was offered (15.33, 4.3)
	EvTrade                   // a trade was carried out
	EvDeclined                // an offer was declined
	EvWithdrawn               // an offer was withdrawn
	EvLapsed                  // an offer lapsed (the session or the Player-Turn ended)
	EvDone                    // a player declared himself done with the session
	EvSessionEnded            // the trading session ended (15.33)
	EvDeployed                // a stack was deployed (15.4, 15.5)
	EvAuxFilled               // the Aux cup was filled (15.23)
	EvSequence                // the Player-Turn order was drawn (4.2 B4)
	EvTurn                    // a Game-Turn began (14.3)
	EvPhase                   // a phase or segment began (4.2)
	EvNotBuilt                // a phase or segment whose rules are not built yet passed
	EvAttached                // a leader attached a unit (5.13)
	EvDetached                // a unit was detached (5.13)
	EvMerged                  // stacks were merged (5.41)
	EvMoved                   // a force moved (5.0)
	EvStopped                 // a force had to stop (5.27)
	EvDrawn                   // a chit was drawn from the Aux cup (12.13)
	EvWithdrawal              // Blue units were withdrawn (5.67)
	EvGameOver                // the game ended (14.1; abandoned, 4.1 Ruling)
	EvCombat                  // an attack was resolved: odds column in To, die in N, result in Text (8.0, 8.3)
	EvEliminated              // units were eliminated to a section, To (8.4, 12.11)
	EvEpidemic                // an epidemic struck a province (12.11)
	EvRandomEvent             // the Random Events Table was read: row*10+column in N (12.2)
	EvReplaced                // a unit returned to its home province (9.0)
	EvNotReplaced             // an eliminated unit was not replaced, and the rule why (9.1)
	EvScore                   // a player's VP at the end (14.4): N, the colour in Text
	EvVote                    // a player answered the condition 3 question (14.1)
	EvAssassination           // an assassination attempt: the target in Units, its controller in To, 2d6 in N, the outcome in Text (10.0)
	EvPolitburo               // a player put a PM into the Aux cup (11.32)
	EvPurge                   // a purge or counterpurge roll by Player on To: 2d6 in N, the result in Text (11.0, 11.24)
	EvPurged                  // Player took the leaders Units and N PM from To (11.21, 11.22)
	EvCommittee               // the Central Committee, Path, was formed, joined, left or dissolved, in Text (11.1)
	EvEmigrated               // an Imperial unit emigrated, face-down into Player's section (13.31)
	EvExited                  // a Czech unit left the map at Vladivostok (5.66)
	EvReverted                // a Green unit left a Gold leader and is Green again (13.26)
	EvCaptured                // an Imperial unit was captured by Player after combat (13.41)
	EvExecution               // an execution order for the Czar: Path consented; Text "ordered", "complied" or "refused" (13.5)
	EvQuit                    // Player left the game (14.2)
	EvRoute                   // solitaire: a non-Red target (To) and path (Path) given to Units; N tied paths (21.13, 21.22)
	EvStacked                 // solitaire: a non-Red stack formed by procedure in Province (22.0)
	EvLeadersOff              // solitaire: Red leaders Units left the map for the pool (24.0)
	EvLeaderRoll              // solitaire: the Determination die N; Text says how many may be placed, or why none (24.0)
	EvPlaced                  // solitaire: a Red leader placed in Province with the units Units (24.11)
	EvExecuted                // solitaire: the Czar executed in Province (26.0)
	EvSealed                  // postal: Player sealed his orders (17.0)
	EvVoid                    // postal: an order of Player was not carried out, or only in part; why in Text (17.0 Ruling)
	EvContest                 // postal: Player's leader Units[0] won the contested pick-up of Units[1] (17.0 [5.0])
)

var eventNames = []string{"none", "dealt", "extra_pm", "offer", "trade", "declined", "withdrawn", "lapsed", "done",
	"session_ended", "deployed", "aux_filled", "sequence", "turn", "phase", "not_built", "attached", "detached",
	"merged", "moved", "stopped", "drawn", "withdrawal", "game_over",
	"combat", "eliminated", "epidemic", "random_event", "replaced", "not_replaced", "score", "vote", "assassination", "politburo", "purge", "purged", "committee",
	"emigrated", "exited", "reverted", "captured", "execution", "quit",
	"route", "stacked", "leaders_off", "leader_roll", "placed", "executed", "sealed", "void", "contest"}

func (k EventKind) String() string               { return enum.Name(k, eventNames) }
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *EventKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[EventKind](b, eventNames, "event")
	*k = v
	return err
}

// Event is what an action did, for the log, the client and the tests;
// each names its rule.
type Event struct {
	Kind     EventKind `json:"kind"`
	Rule     string    `json:"rule"`
	Player   string    `json:"player,omitempty"`
	To       string    `json:"to,omitempty"`
	Units    []int     `json:"units,omitempty"`
	Province string    `json:"province,omitempty"`
	Path     []string  `json:"path,omitempty"`
	Chit     *Chit     `json:"chit,omitempty"`
	N        int       `json:"n,omitempty"`
	Text     string    `json:"text,omitempty"`
}

func (s *State) emit(e Event) { s.out = append(s.out, e) }
