package reds

import (
	"fmt"
	"slices"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// Decision is the kind of choice the game is waiting for.
type Decision uint8

const (
	DecideNone       Decision = iota
	DecideFronts              // Red names his two leaderless fronts (7.7)
	DecideFirstChit           // the initiative player sets aside his first chit (7.8)
	DecideFieldStaff          // Red picks the front the Field Staff chit activates (7.11)
	DecideMovement            // the active player moves units, or ends the movement step (10.6)
	DecideCombat              // the active player declares an attack, or ends the combat step (11.3)
	DecideSupport             // a player commits an aircraft and/or a naval flotilla, or none (11.3 B, C)
	DecideLoss                // a player chooses which unit takes a disorder, or which to eliminate (11.5, 11.6(4))
	DecideRetreat             // the retreating player moves a unit or stack two hexes (11.6)
	DecideAdvance             // the attacker advances units into the emptied hex, or none (11.8)
	DecideStrategic           // a player makes strategic moves, or ends his strategic step (10.2)
	DecideRedTrain            // Red moves the Red Train, or leaves it (20.10)
	DecideTsarRally           // White may rally one unit with the Tsar (12.12)
	DecideGarrisons           // a player may remove any of his garrisons (20.5)
	DecidePlace               // a player places a reinforcement (14.1)
	DecideReplace             // a player brings back eliminated units, or stops (14.2)
	DecideEvent               // a player picks among an entry's events (6.3, 21.4)
	DecideLeader              // Red puts the drawn leader in the Field Staff box or rolls for a front (20.9)
	DecideTerror              // Red puts a Red Terror marker on a city (6.3)
	DecideRaidEnd             // White may remove the Cavalry Raid marker (20.4)
	DecideMiracle             // White may declare the Miracle on the Vistula (15.3)
	DecidePeace               // Red may try for peace with Poland (15.5)
	DecideBorderArmy          // Red picks the army that guards the new Polish border (15.5)
)

var decisionNames = []string{"none", "fronts", "first_chit", "field_staff", "movement", "combat",
	"support", "loss", "retreat", "advance", "strategic", "red_train", "tsar_rally", "garrisons", "place", "replace",
	"event", "leader", "terror", "raid_end", "miracle", "peace", "border_army"}

func (d Decision) String() string               { return enum.Name(d, decisionNames) }
func (d Decision) MarshalText() ([]byte, error) { return []byte(d.String()), nil }
func (d *Decision) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Decision](b, decisionNames, "decision")
	*d = v
	return err
}

// Pending is the one decision the game waits for: who decides, what kind of
// decision, and for short lists the options themselves.
type Pending struct {
	Side Side     `json:"side"`
	Kind Decision `json:"kind"`
	// Chits, Fronts or Units to choose from, and how many to choose.
	Chits  []Chit      `json:"chits,omitempty"`
	Fronts []Front     `json:"fronts,omitempty"`
	Units  []string    `json:"units,omitempty"`
	Events []EventKind `json:"events,omitempty"`
	Count  int         `json:"count,omitempty"`
	// LostEvent marks the choice 21.4 offers: the roll's events could not
	// be carried out, and Red may take a Red Leader instead (Events is
	// RedLeader and NoEvent).
	LostEvent bool `json:"lost_event,omitempty"`
}

func (p Pending) clone() Pending {
	p.Chits = slices.Clone(p.Chits)
	p.Fronts = slices.Clone(p.Fronts)
	p.Units = slices.Clone(p.Units)
	p.Events = slices.Clone(p.Events)
	return p
}

// ActionType names what an action does.
type ActionType uint8

const (
	ActNone            ActionType = iota
	ActFronts                     // Fronts: Red's two chosen fronts (7.7)
	ActFirstChit                  // Chit: the chit set aside (7.8)
	ActFieldStaff                 // Front: the front the Field Staff activates (7.11)
	ActMove                       // Units move together along Path (Path[0] is their hex) (10.6)
	ActEndStep                    // end the current movement or combat step
	ActAttack                     // Units attack the hex Hex (11.3 A)
	ActSupport                    // Units (aircraft, naval flotilla; none is allowed) support the combat (11.3 B, C)
	ActLoss                       // Units chosen to be disordered or eliminated (11.5, 11.6(4))
	ActRetreat                    // Units retreat together along Path: their hex and two more (11.6)
	ActAdvance                    // Units advance into the emptied hex; none declines (11.8)
	ActStrategic                  // Units (or "gold") move strategically along Path by Mode (10.2)
	ActRedTrain                   // the Red Train goes to Hex (20.10)
	ActRally                      // the Tsar rallies Units (one, or none) (12.12)
	ActRemoveGarrisons            // Units (garrisons; none is allowed) leave the map (20.5)
	ActPlace                      // Units[0] is placed in Hex (14.1, 14.2, 20.x); a Red Terror marker in Hex (6.3)
	ActEvent                      // Event is carried out; NoEvent lets it go (6.3, 21.4)
	ActLeader                     // Chit field_staff puts the leader there; otherwise a die picks the front (20.9)
	ActGarrison                   // Units[0] leaves a garrison in Hex (20.5)
	ActRaid                       // the Cavalry Raid marker goes on Units[0] (20.4)
	ActLanding                    // Units land from Path[0] to Path[1] (20.2)
	ActChoose                     // yes or no: end the raid, declare the Miracle (Units: an army), try for peace
)

var actionNames = []string{"none", "fronts", "first_chit", "field_staff", "move", "end_step",
	"attack", "support", "loss", "retreat", "advance", "strategic", "red_train", "rally", "remove_garrisons", "place",
	"event", "leader", "garrison", "raid", "landing", "choose"}

func (t ActionType) String() string               { return enum.Name(t, actionNames) }
func (t ActionType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *ActionType) UnmarshalText(b []byte) error {
	v, err := enum.Parse[ActionType](b, actionNames, "action")
	*t = v
	return err
}

// Action is one decision by one player, as plain data: the UI, the bot, tests
// and replays all play the game by applying actions.
type Action struct {
	Type   ActionType `json:"type"`
	Side   Side       `json:"side"`
	Units  []string   `json:"units,omitempty"`
	Path   []hex.Hex  `json:"path,omitempty"`
	Hex    hex.Hex    `json:"hex,omitzero"`
	Chit   Chit       `json:"chit,omitempty"`
	Front  Front      `json:"front,omitempty"`
	Fronts []Front    `json:"fronts,omitempty"`
	Mode   StratMode  `json:"mode,omitempty"`
	Event  EventKind  `json:"event,omitempty"`
	Chits  []Chit     `json:"chits,omitempty"`
	Yes    bool       `json:"yes,omitempty"`
	// Ends, for a retreat, is where each unit (in the order of Units) ends
	// when the stack parts after Path[1]: the units are one stack as far as
	// that hex, and split up only from there (11.6(5)). Without it every
	// unit ends in Path[2].
	Ends []hex.Hex `json:"ends,omitempty"`
}

func (a Action) String() string {
	switch a.Type {
	case ActMove:
		return fmt.Sprintf("%s moves %v along %v", a.Side, a.Units, a.Path)
	case ActFronts:
		return fmt.Sprintf("%s chooses fronts %v", a.Side, a.Fronts)
	case ActFirstChit:
		return fmt.Sprintf("%s sets aside the %s chit", a.Side, a.Chit)
	case ActFieldStaff:
		return fmt.Sprintf("%s activates the %s front with the Field Staff", a.Side, a.Front)
	case ActAttack:
		return fmt.Sprintf("%s attacks %v with %v", a.Side, a.Hex, a.Units)
	case ActRetreat:
		return fmt.Sprintf("%s retreats %v along %v", a.Side, a.Units, a.Path)
	case ActStrategic:
		return fmt.Sprintf("%s moves %v by %s along %v", a.Side, a.Units, a.Mode, a.Path)
	case ActRedTrain:
		return fmt.Sprintf("%s moves the Red Train to %v", a.Side, a.Hex)
	case ActPlace:
		return fmt.Sprintf("%s places %v in %v", a.Side, a.Units, a.Hex)
	case ActEvent:
		return fmt.Sprintf("%s chooses the event %s", a.Side, a.Event)
	case ActGarrison:
		return fmt.Sprintf("%s leaves a garrison of %v in %v", a.Side, a.Units, a.Hex)
	case ActLanding:
		return fmt.Sprintf("%s lands %v from %v", a.Side, a.Units, a.Path)
	case ActChoose:
		return fmt.Sprintf("%s answers %v %v", a.Side, a.Yes, a.Units)
	case ActSupport, ActLoss, ActAdvance, ActRally, ActRemoveGarrisons:
		return fmt.Sprintf("%s: %s %v", a.Side, a.Type, a.Units)
	}
	return fmt.Sprintf("%s: %s", a.Side, a.Type)
}
