package reds

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"tachanka/game/enum"

	"tachanka/game/dice"
	"tachanka/game/hex"
)

// Chit is an activation chit (2.7): a Red front, the Field Staff, a White
// faction group, or the Logistics chit.
type Chit uint8

const (
	NoChit Chit = iota
	ChitNorth
	ChitWest
	ChitSouthwest
	ChitSouth
	ChitEast
	ChitTurkestan
	ChitFieldStaff
	ChitAFSR
	ChitSiberian
	ChitMuslimNorth
	ChitAIF
	ChitNW
	ChitPoles
	ChitLogistics
)

var chitNames = []string{"", "north", "west", "southwest", "south", "east", "turkestan", "field_staff",
	"afsr", "siberian", "muslim_north", "aif", "nw", "poles", "logistics"}

func (c Chit) String() string               { return enum.Name(c, chitNames) }
func (c Chit) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *Chit) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Chit](b, chitNames, "chit")
	*c = v
	return err
}

// Owner is the player whose chit it is; the Logistics chit is nobody's.
func (c Chit) Owner() Side {
	switch {
	case c >= ChitNorth && c <= ChitFieldStaff:
		return Red
	case c >= ChitAFSR && c <= ChitPoles:
		return White
	}
	return NoSide
}

// Front is the front a Red front chit activates.
func (c Chit) Front() Front {
	if c >= ChitNorth && c <= ChitTurkestan {
		return Front(c - ChitNorth + 1)
	}
	return NoFront
}

// FrontChit is the chit of front f.
func FrontChit(f Front) Chit { return ChitNorth + Chit(f-1) }

// Step is where the game stands in the sequence of play (5.1, 5.2).
type Step uint8

const (
	StepSetup Step = iota
	StepTurnStart
	StepInitiative
	StepEvents
	StepMakhno
	StepStrategic
	StepRedTrain
	StepCommand
	StepChitPool
	StepDraw
	StepActivation
	StepLogistics
	StepActionEnd
	StepStrategicTurn
	StepGameOver
)

var stepNames = []string{"setup", "turn_start", "initiative", "events", "makhno", "strategic", "red_train",
	"command", "chit_pool", "draw", "activation", "logistics", "action_end", "strategic_turn", "game_over"}

func (s Step) String() string               { return enum.Name(s, stepNames) }
func (s Step) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Step) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Step](b, stepNames, "step")
	*s = v
	return err
}

// Phase of an activation segment (7.9): movement, then combat.
type Phase uint8

const (
	PhaseMovement Phase = iota
	PhaseCombat
)

var phaseNames = []string{"movement", "combat"}

func (p Phase) String() string               { return enum.Name(p, phaseNames) }
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }
func (p *Phase) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Phase](b, phaseNames, "segment phase")
	*p = v
	return err
}

// TsarFate is the Tsar marker (3.3): not yet rolled, rescued, or executed.
type TsarFate uint8

const (
	TsarUnknown TsarFate = iota
	TsarAlive
	TsarDead
)

var tsarNames = []string{"unknown", "alive", "dead"}

func (t TsarFate) String() string               { return enum.Name(t, tsarNames) }
func (t TsarFate) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *TsarFate) UnmarshalText(b []byte) error {
	v, err := enum.Parse[TsarFate](b, tsarNames, "Tsar's fate")
	*t = v
	return err
}

// Visit records that a unit stood in a hex during a movement step.
type Visit struct {
	Unit string  `json:"unit"`
	Hex  hex.Hex `json:"hex"`
}

// Options are the optional rules (21.0): 21.1-21.3 go together and help
// White; 21.4 helps Red.
type Options struct {
	OfficersAndWhiteTempo bool `json:"white_options,omitempty"` // 21.1, 21.2, 21.3
	RedEvents             bool `json:"red_events,omitempty"`    // 21.4
}

// IsZero lets the state leave out options not chosen.
func (o Options) IsZero() bool { return o == Options{} }

// PolandStatus is Poland's situation (15.0).
type PolandStatus uint8

const (
	PolandNeutral PolandStatus = iota
	PolandAtWar
	PolandConquered
	PolandPeace
)

var polandNames = []string{"neutral", "at_war", "conquered", "peace"}

func (p PolandStatus) String() string               { return enum.Name(p, polandNames) }
func (p PolandStatus) MarshalText() ([]byte, error) { return []byte(p.String()), nil }
func (p *PolandStatus) UnmarshalText(b []byte) error {
	v, err := enum.Parse[PolandStatus](b, polandNames, "Poland's status")
	*p = v
	return err
}

// Segment is the activation segment in progress (7.9, 7.10).
type Segment struct {
	Chit  Chit  `json:"chit"`
	Front Front `json:"front,omitempty"` // the front a Red activation (or Field Staff) activated
	Phase Phase `json:"phase"`
}

// Control is who controls a city (13.1). Polish- and Makhno-held cities are
// neutral for both players but remembered for the Polish rules and for 13.6.
type Control uint8

const (
	Neutral Control = iota
	RedControl
	WhiteControl
	PolishControl
	MakhnoControl
	GoltzControl // taken by von der Goltz: White, but worth nothing before the Freikorps event (13.6)
)

var controlNames = []string{"neutral", "red", "white", "poles", "makhno", "von_der_goltz"}

func (c Control) String() string               { return enum.Name(c, controlNames) }
func (c Control) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *Control) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Control](b, controlNames, "control")
	*c = v
	return err
}

// Side is the player a control value makes the city friendly to.
func (c Control) Side() Side {
	switch c {
	case RedControl:
		return Red
	case WhiteControl, GoltzControl:
		return White
	}
	return NoSide
}

// State is a game in progress: everything that changes. It is plain data: it
// serialises to JSON, and Clone copies it for the bot's searches.
type State struct {
	Data *Data `json:"-"`

	Turn       int  `json:"turn"`       // operational turn 1..24
	Strategic  int  `json:"strategic"`  // strategic turns completed (0..8); the next is StrategicLetters[Strategic]
	Step       Step `json:"step"`       // where in the sequence of play
	Sub        int  `json:"sub"`        // step within a multi-step phase
	Initiative Side `json:"initiative"` // who has the initiative this turn

	// EndsAfter is the strategic turn after whose Allied Withdrawal Phase
	// the game ends: "E" for Red vs White 1918-19 (4.4), "" for the
	// campaign, which ends after turn 24 (4.5).
	EndsAfter string `json:"ends_after,omitempty"`
	// Options are the optional rules chosen at the start (21.0).
	Options Options `json:"options,omitzero"`

	// WWIOver: strategic turn B has begun; the closed areas are open (3.4).
	WWIOver bool `json:"wwi_over,omitempty"`
	// Withdrawal is 0 before any Allied withdrawal, 1 after the minor, 2 after the major (18.1).
	Withdrawal int          `json:"withdrawal,omitempty"`
	Poland     PolandStatus `json:"poland,omitempty"`
	// Freikorps: the White Freikorps event has happened (6.3, 10.11).
	Freikorps bool `json:"freikorps,omitempty"`
	// Makhno is the side Makhno is allied to; none until his first
	// allegiance phase (16.1); MakhnoReplaced once Red has used 14.5.
	Makhno         Side `json:"makhno,omitempty"`
	MakhnoReplaced bool `json:"makhno_replaced,omitempty"`
	// NWRemoval: the NW Army units in the Baltic go at the start of the
	// next Logistics segment (18.4).
	NWRemoval bool `json:"nw_removal,omitempty"`
	// Allowance is the replacement step in progress's allowance (14.2).
	Allowance *Allowance `json:"allowance,omitempty"`
	// SemenovNoReplacement: no Siberian replacement at the next strategic turn.
	SemenovNoReplacement bool `json:"semenov_no_replacement,omitempty"`
	// LeaderLeft lists the fronts whose leader left his box (6.3, 20.9):
	// their overstacks wait for the end of their next operational movement
	// step (9.7).
	LeaderLeft []Front `json:"leader_left,omitempty"`
	// DrawnLeader is a leader drawn by a Red Leader event, awaiting his box.
	DrawnLeader string `json:"drawn_leader,omitempty"`
	// Placing says what a pending placement is for.
	Placing PlaceContext `json:"placing,omitempty"`
	// Poland: the turn it went to war, the Miracle, the last peace attempt.
	PolandWarTurn   int  `json:"poland_war_turn,omitempty"`
	MiracleUsed     bool `json:"miracle_used,omitempty"`
	MiracleSpecials bool `json:"miracle_specials,omitempty"`
	PeaceTried      int  `json:"peace_tried,omitempty"`
	// SecondChit is White's second set-aside chit on turn 1 (21.2).
	SecondChit Chit `json:"second_chit,omitempty"`
	// Visited are the hexes active units started in or entered in this
	// segment's movement step (20.5).
	Visited []Visit `json:"visited,omitempty"`
	// RedTerror lists the cities holding a Red Terror marker (6.3).
	RedTerror []hex.Hex `json:"red_terror,omitempty"`

	// Markers (2.7, 3.2).
	RedTrain    hex.Hex  `json:"red_train,omitzero"`      // its hex; none while displaced (20.10)
	RedTrainBox int      `json:"red_train_box,omitempty"` // the turn a displaced Red Train returns
	RedVerdun   hex.Hex  `json:"red_verdun,omitzero"`     // none once removed (20.11)
	Gold        hex.Hex  `json:"gold,omitzero"`           // the Gold's hex (20.6)
	GoldSide    Side     `json:"gold_side,omitempty"`     // People's Gold (Red) or Imperial Gold (White)
	Tsar        TsarFate `json:"tsar,omitempty"`          // 3.3
	Wrangel     bool     `json:"wrangel,omitempty"`       // the AFSR commander shows Wrangel (6.3)
	// Event markers: the turn an event is in force for, or whether White holds it.
	AIFOffensive        int  `json:"aif_offensive,omitempty"`
	Amphibious          bool `json:"amphibious,omitempty"`
	CavalryRaid         bool `json:"cavalry_raid,omitempty"`
	SemenovRaid         int  `json:"semenov_raid,omitempty"`
	WhiteDisintegration int  `json:"white_disintegration,omitempty"`
	// HighCommand holds the leader in each box: index 0 is the Field Staff,
	// then one box per Front (20.9). Empty strings are empty boxes.
	HighCommand [7]string `json:"high_command"`

	// Action Phase (7.0).
	RedFronts []Front  `json:"red_fronts,omitempty"` // the two fronts Red chose (7.7), announced
	FirstChit Chit     `json:"first_chit,omitempty"` // set aside by the initiative player (7.8)
	Cup       []Chit   `json:"cup,omitempty"`        // chits still in the cup (7.9)
	Activated []Front  `json:"activated,omitempty"`  // fronts activated this turn (7.11)
	Segment   *Segment `json:"segment,omitempty"`    // the activation in progress
	// Strat is what the strategic step in progress has used (10.4, 10.5).
	Strat *StratUsed `json:"strat,omitempty"`
	// Combat step (11.0): the combat in progress and the hexes attacked so far.
	Combat *Combat `json:"combat,omitempty"`
	// Loss is a choice of units to disorder or eliminate waiting for its
	// owner (11.5, 11.6(4), 11.6(5), 9.7).
	Loss          *Loss     `json:"loss,omitempty"`
	AttackedHexes []hex.Hex `json:"attacked_hexes,omitempty"`

	Units   []Unit        `json:"units"`
	Control []Control     `json:"-"` // by cell index; only city cells are used
	Seas    [numSeas]Side `json:"-"`

	Rand    dice.Rand `json:"rand"`
	Pending Pending   `json:"pending"`

	// Winner won because of Victory, a reason as data (key and arguments,
	// refusal.go) for a client that says it in its language; WinReason is
	// the same in English, the form saves keep (a loaded state finds its
	// Victory again from it: victoryOf).
	Winner    Side   `json:"winner,omitempty"`
	WinReason string `json:"win_reason,omitempty"`
	Victory   Reason `json:"-"`

	out []Event // events of the action being applied
}

// Clone returns an independent copy sharing only the immutable Data.
func (s *State) Clone() *State {
	c := *s
	c.RedFronts = slices.Clone(s.RedFronts)
	c.Cup = slices.Clone(s.Cup)
	c.Activated = slices.Clone(s.Activated)
	c.LeaderLeft = slices.Clone(s.LeaderLeft)
	c.RedTerror = slices.Clone(s.RedTerror)
	c.Visited = slices.Clone(s.Visited)
	if s.Segment != nil {
		seg := *s.Segment
		c.Segment = &seg
	}
	c.Combat = s.Combat.clone()
	if s.Loss != nil {
		l := *s.Loss
		l.Units = slices.Clone(s.Loss.Units)
		c.Loss = &l
	}
	if s.Strat != nil {
		st := *s.Strat
		c.Strat = &st
	}
	if s.Allowance != nil {
		al := *s.Allowance
		c.Allowance = &al
	}
	c.AttackedHexes = slices.Clone(s.AttackedHexes)
	c.Units = slices.Clone(s.Units)
	c.Control = slices.Clone(s.Control)
	c.Pending = s.Pending.clone()
	c.out = nil
	return &c
}

// Def returns the counter of unit i.
func (s *State) Def(i int) *UnitDef { return &s.Data.Units[i] }

// UnitByID returns the index of a unit.
func (s *State) UnitByID(id string) (int, bool) { return s.Data.UnitIndex(id) }

// SideOf is the player commanding unit i; Makhno's changes (16.1).
func (s *State) SideOf(i int) Side {
	d := &s.Data.Units[i]
	if d.Faction == Makhno {
		return s.Makhno
	}
	return d.Side
}

// ControlOf returns the control of the city in h (Neutral where there is none).
func (s *State) ControlOf(h hex.Hex) Control {
	i := s.Data.Board.Index(h)
	if i < 0 || s.Data.Board.Cells[i].City == nil {
		return Neutral
	}
	return s.Control[i]
}

// MarshalJSON writes control as a map from city hex to controller and sea
// control as a map from sea to side (sorted keys: equal states, equal bytes).
func (s State) MarshalJSON() ([]byte, error) {
	type plain State
	out := struct {
		plain
		Control map[hex.Hex]Control `json:"control"`
		Seas    map[string]Side     `json:"seas"`
	}{plain: plain(s), Control: map[hex.Hex]Control{}, Seas: map[string]Side{}}
	if s.Data != nil {
		for _, ci := range s.Data.Board.CityCells() {
			if int(ci) < len(s.Control) {
				out.Control[s.Data.Board.Cells[ci].Hex] = s.Control[ci]
			}
		}
	}
	for _, sea := range Seas {
		out.Seas[sea.String()] = s.Seas[sea]
	}
	return json.Marshal(out)
}

// decodedState is a State as read from a file, before it is bound to its
// Data (the control map needs the board to become a slice).
type decodedState struct {
	State
	// UnitsRaw shadows State.Units so the units can be decoded one by one
	// and errors name the element.
	UnitsRaw   json.RawMessage    `json:"units"`
	ControlMap map[string]Control `json:"control"`
	SeaMap     map[string]Side    `json:"seas"`
}

// bind attaches the data and converts the file's maps, reporting hexes that
// are not cities of the map.
func (d *decodedState) bind(data *Data) (*State, error) {
	s := d.State
	s.Data = data
	s.Victory = victoryOf(s.WinReason)
	if p := &s.Pending; p.Kind == DecideEvent && slices.Contains(p.Events, NoEvent) {
		p.LostEvent = true // a save from before the flag: only 21.4 offers no event
	}
	b := data.Board
	s.Control = make([]Control, len(b.Cells))
	keys := make([]string, 0, len(d.ControlMap))
	for k := range d.ControlMap {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		h, err := hex.Parse(k)
		if err != nil {
			return nil, fmt.Errorf("control.%s: %v", k, err)
		}
		i := b.Index(h)
		if i < 0 || b.Cells[i].City == nil {
			return nil, fmt.Errorf("control.%s: there is no city in hex %v", k, h)
		}
		s.Control[i] = d.ControlMap[k]
	}
	for k, v := range d.SeaMap {
		var sea SeaName
		if err := sea.UnmarshalText([]byte(k)); err != nil || sea == NoSea {
			return nil, fmt.Errorf("seas.%s: not one of the four seas", k)
		}
		s.Seas[sea] = v
	}
	return &s, nil
}
