package rcw

import (
	"fmt"
	"strings"
	"tachanka/game/enum"
)

// Decision is the kind of choice the game waits for.
type Decision uint8

const (
	DecideNone         Decision = iota
	DecideDeal                  // Player A deals the Initial Forces Randomizer (15.31)
	DecideTrade                 // the trading session: every player offers, answers, or declares himself done (15.33)
	DecideSequence              // Player A draws from the Player-Turn Randomizer (4.2 B4, 15.62)
	DecideMove                  // the Phasing Player moves, attaches, detaches, restacks, or ends the phase (5.0, 7.0)
	DecideDraw                  // the Phasing Player draws from the Aux cup (4.2 A4, 12.13)
	DecideRedraw                // he may draw again after a useless Blue marker (12.13), or not
	DecideCombat                // the Phasing Player attacks, or ends the Combat Phase (8.0)
	DecideLosses                // a player chooses the units lost in an Exchange (8.43 Ruling, 8.46)
	DecideVote                  // a PM holder agrees to end the game, or not (14.1 condition 3)
	DecideCounterpurge          // the player a purge result "C" favours counterpurges, or not (11.24-11.26)
	DecidePurgeTake             // the maker of a number result takes leaders and PM (11.21, 11.22)
	DecideCapture               // the other side of a combat captures Imperial units left alone, or not (13.41)
	DecideExecution             // the Czar's controller complies with an execution order, or refuses (13.54)
	DecideLeaders               // the solitaire Red player places his leaders of the Determination Phase (24.0)
	DecideOrders                // postal: every player who has not sealed writes and seals his orders (17.0)
)

var decisionNames = []string{"none", "deal", "trade", "sequence", "move", "draw", "redraw", "combat", "losses", "vote", "counterpurge", "purge_take", "capture", "execution", "leaders", "orders"}

func (d Decision) String() string               { return enum.Name(d, decisionNames) }
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
func (d *Decision) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Decision](b, decisionNames, "decision")
	*d = v
	return err
}

// Pending is the decision the game waits for and whose it is. In the
// trading session every player decides at once (Player is empty); open
// offers also wait on their addressees at any checkpoint (4.3).
type Pending struct {
	Player string   `json:"player,omitempty"`
	Kind   Decision `json:"kind"`
}

// ActionType names what an action does.
type ActionType uint8

const (
	ActNone         ActionType = iota
	ActDeal                    // deal the 65 counters at random (15.31, 15.32)
	ActOffer                   // offer a trade: Give for Get to To (15.33, 4.3)
	ActAccept                  // accept offer Offer (the addressee)
	ActDecline                 // decline offer Offer (the addressee)
	ActWithdraw                // withdraw offer Offer (its author)
	ActDone                    // declare oneself done with the trading session (15.33 Ruling)
	ActSequence                // draw the First Player (4.2 B4, 15.62)
	ActAttach                  // Leader attaches Unit in its province (5.13, 5.41)
	ActDetach                  // Unit is detached from its leader where it stands (5.13, 5.41)
	ActMerge                   // the stacks Stacks become one (5.41, 7.0)
	ActMove                    // the force Units moves along Path, overland or by Rail (5.0, 5.5)
	ActEndPhase                // end the Movement Phase
	ActDraw                    // draw a chit from the Aux cup (12.13)
	ActPass                    // do not redraw (12.13)
	ActAttack                  // the stacks Stacks attack the stack Target in their province (8.0)
	ActSubvert                 // the Red stacks Stacks make a subversive attack on the Blue stack Target (8.3)
	ActLosses                  // the units Units are the ones lost in an Exchange (8.43 Ruling)
	ActAgree                   // agree to end the game (14.1 condition 3)
	ActRefuse                  // do not agree (14.1 condition 3)
	ActAssassinate             // the Phasing Player tries to assassinate Leader with AM Assassin Markers (10.0)
	ActPurge                   // a CC member purges Player To (11.0)
	ActCounterpurge            // counterpurge the player whose roll gave "C" (11.24)
	ActTake                    // take the leaders Units and PM PM of a number result (11.21, 11.22)
	ActCommittee               // propose the Central Committee of the players Letters (11.11)
	ActLeave                   // withdraw from the Central Committee (11.12)
	ActEmigrate                // the Imperial unit Unit emigrates from a port (13.31)
	ActExit                    // the Czech unit Unit leaves the map at Vladivostok (5.66)
	ActCapture                 // attach the Imperial unit Unit left alone by combat to Leader or stack Target (13.41)
	ActExecute                 // consent to an execution order for the Czar (13.52, 13.57)
	ActQuit                    // leave the game (14.2)
	ActPlace                   // solitaire: place pool leader Leader on the Red unit Unit (with Units) or alone in To (24.11)
	ActOrders                  // postal: submit (replace) one's orders for the period, Orders (17.0)
	ActSeal                    // postal: seal one's orders (17.0)
)

var actionNames = []string{"none", "deal", "offer", "accept", "decline", "withdraw", "done", "sequence", "attach",
	"detach", "merge", "move", "end_phase", "draw", "pass", "attack", "subvert", "losses", "agree", "refuse", "assassinate", "purge", "counterpurge", "take", "committee", "leave",
	"emigrate", "exit", "capture", "execute", "quit", "place", "orders", "seal"}

func (t ActionType) String() string               { return enum.Name(t, actionNames) }
func (t ActionType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *ActionType) UnmarshalText(b []byte) error {
	v, err := enum.Parse[ActionType](b, actionNames, "action")
	*t = v
	return err
}

// Step is one province entered by a moving force, with the units it drops
// there and the units its leaders pick up there (5.13).
type Step struct {
	To   string   `json:"to"`
	Drop []int    `json:"drop,omitempty"` // leaders (with their attached units) and combat units left here
	Pick []Pickup `json:"pick,omitempty"`
	// Release are units of the force dropped as it leaves, after the stop
	// test: Green units taken under the Gold to pass a province (5.27
	// Ruling, the "Hot Knife Through Butter").
	Release []int `json:"release,omitempty"`
}

// Pickup is a combat unit or Imperial unit a leader of the force attaches
// on the way (5.13, 13.12); for a Blue or Green force, Leader is 0 and an
// Imperial unit joins the force.
type Pickup struct {
	Leader int `json:"leader"`
	Unit   int `json:"unit"`
}

// Action is a player's decision, as the engine applies it and saves store
// it. Player is the acting player's letter.
type Action struct {
	Type    ActionType `json:"type"`
	Player  string     `json:"player"`
	To      string     `json:"to,omitempty"`
	Offer   int        `json:"offer,omitempty"`
	Give    *Goods     `json:"give,omitempty"`
	Get     *Goods     `json:"get,omitempty"`
	Leader  int        `json:"leader,omitempty"`
	Unit    int        `json:"unit,omitempty"`
	Units   []int      `json:"units,omitempty"`
	Stacks  []int      `json:"stacks,omitempty"`
	Path    []Step     `json:"path,omitempty"`
	Rail    bool       `json:"rail,omitempty"`
	Target  int        `json:"target,omitempty"`
	AM      int        `json:"am,omitempty"`      // Assassin Markers used (10.0)
	PM      int        `json:"pm,omitempty"`      // PM taken by a purge (11.22)
	Letters []string   `json:"letters,omitempty"` // the members of a proposed Central Committee (11.11)
	Orders  *Orders    `json:"orders,omitempty"`  // postal: a player's sealed orders (17.0)
}

func (a Action) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", a.Player, a.Type)
	if a.To != "" {
		b.WriteString(" to " + a.To)
	}
	if a.Offer != 0 {
		fmt.Fprintf(&b, " #%d", a.Offer)
	}
	if a.Give != nil {
		fmt.Fprintf(&b, " give %v", *a.Give)
	}
	if a.Get != nil {
		fmt.Fprintf(&b, " get %v", *a.Get)
	}
	if a.Leader != 0 {
		fmt.Fprintf(&b, " leader %d", a.Leader)
	}
	if a.Unit != 0 {
		fmt.Fprintf(&b, " unit %d", a.Unit)
	}
	if len(a.Units) > 0 {
		fmt.Fprintf(&b, " %v", a.Units)
	}
	if len(a.Stacks) > 0 {
		fmt.Fprintf(&b, " stacks %v", a.Stacks)
	}
	if a.AM != 0 {
		fmt.Fprintf(&b, " with %d AM", a.AM)
	}
	if len(a.Letters) > 0 {
		fmt.Fprintf(&b, " %v", a.Letters)
	}
	if a.PM != 0 {
		fmt.Fprintf(&b, " and %d PM", a.PM)
	}
	if a.Target != 0 {
		fmt.Fprintf(&b, " on stack %d", a.Target)
	}
	if a.Rail {
		b.WriteString(" by rail")
	}
	for _, st := range a.Path {
		b.WriteString(" " + st.To)
	}
	return b.String()
}

// Refusal is why the rules refuse an action: the rule, and the words as a
// format key and its arguments.
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

func refuse(rule, key string, args ...any) error {
	return &Refusal{Rule: rule, Key: key, Args: args}
}
