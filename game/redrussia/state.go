package redrussia

import (
	"fmt"
	"slices"

	"tachanka/game/dice"
	"tachanka/game/enum"
)

// The engine's state: plain data, saved as it is, copied by Clone. It
// holds the game's changing part only; what never changes (the map, the
// counter mix, the leaders, the tables, the cards) is the Data it was made
// with.

// Data is everything the engine reads and never changes: the area map and
// the components.
type Data struct {
	Map *Map
	*Components

	areaIndex map[string]int
	pieceDefs map[string]*UnitLine // a unit counter's line, by piece id
}

// NewData joins a map and the components, checking that every place the
// components name is on the map.
func NewData(m *Map, c *Components) (*Data, error) {
	d := &Data{Map: m, Components: c, areaIndex: map[string]int{}, pieceDefs: map[string]*UnitLine{}}
	for i, a := range m.Areas {
		d.areaIndex[a.Code] = i
	}
	for _, code := range c.AreaCodes() {
		if m.Area(code) == nil {
			return nil, fmt.Errorf("the components name area %s, which the map does not have", code)
		}
	}
	for _, p := range c.Counters.Pieces() {
		d.pieceDefs[p.ID] = p.Line
	}
	return d, nil
}

// Line is the counter line of a unit piece, nil for a leader or the Gold.
func (d *Data) Line(id string) *UnitLine { return d.pieceDefs[id] }

// Kind is what a piece is.
type Kind uint8

const (
	KindUnit Kind = iota
	KindLeader
	KindGold // the Tsarist Gold (15.1)
)

var kindNames = []string{"unit", "leader", "gold"}

func (k Kind) String() string               { return enum.Name(k, kindNames) }
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Kind](b, kindNames, "piece kind")
	*k = v
	return err
}

// Status is where a piece is in its life.
type Status uint8

const (
	InPool     Status = iota // available: never yet in play, or eliminated and rebuildable (5.3); a leader in his faction's pool (10.6)
	NotInPool                // out of the pool until a card brings it in (3.0 step 5, 15.4, 19.3)
	ToPlace                  // drawn at set-up, waiting to be placed (3.0 steps 8, 10, 11)
	OnMap                    // on the map: Where is an area, a sea zone, a holding box or a fleet
	OnTrack                  // on the turn track, arriving in turn Arrive (5.3, 10.5)
	Eliminated               // eliminated: back to the pool for rebuilding, except fleets and partisans (5.3, 15.2)
	Removed                  // out of the game (killed, shot, removed by a card)
	Reserve                  // a Western Allied counter not yet in play (13.61)
)

var statusNames = []string{"pool", "not_in_pool", "to_place", "on_map", "on_track", "eliminated", "removed", "reserve"}

func (s Status) String() string               { return enum.Name(s, statusNames) }
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Status) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Status](b, statusNames, "piece status")
	*s = v
	return err
}

// Places that are not areas are written with a prefix: "sea:black" (a
// fleet at sea, or a unit aboard it at sea), "box:white_box" (a holding
// box), "fleet:<piece id>" (a land unit or leader aboard a fleet).
const (
	SeaPrefix   = "sea:"
	BoxPrefix   = "box:"
	FleetPrefix = "fleet:"
)

// Piece is a unit counter, a leader or the Gold, as the game has it now.
type Piece struct {
	ID      string   `json:"id"`
	Kind    Kind     `json:"kind"`
	Faction Faction  `json:"faction"` // its owner (a minor's units are the minor's; the Gold's holder)
	Type    UnitType `json:"type,omitempty"`
	Status  Status   `json:"status"`
	Where   string   `json:"where,omitempty"`  // on the map: an area code or a prefixed place
	Arrive  int      `json:"arrive,omitempty"` // on the track: the turn it arrives
	Reduced bool     `json:"reduced,omitempty"`
	// Half: the Gold has been drawn on once (15.1).
	Half bool `json:"half,omitempty"`
	// Place is, while the piece waits to be placed at set-up, where it
	// may go (a territory, "home", an area, a placement list: setup.go),
	// and Placer the faction that places it.
	Place  string  `json:"place,omitempty"`
	Placer Faction `json:"placer,omitempty"`
	// ControlledBy is, for a Western Allied piece, the White faction (or
	// Polish major) that may move and fight with it this turn (13.61,
	// 13.63): set by the political phase, cleared at the end of the turn.
	ControlledBy Faction `json:"controlled_by,omitempty"`
	// Blockades is, for a fleet at sea, the enemy port of its sea zone it
	// blockades (8.92 Ruling).
	Blockades string `json:"blockades,omitempty"`
}

// AreaState is an area's changing part.
type AreaState struct {
	Control Faction `json:"control,omitempty"` // NoFaction: uncontrolled (or out of play, 11.0)
	// Home is who the area belongs to now: the map's owner, changed by
	// 13.2 (Reval) and 13.53 ("Curzon Intervenes").
	Home Faction `json:"home,omitempty"`
	// Siege hits in place and the faction that scored them (9.2).
	Siege   int     `json:"siege,omitempty"`
	SiegeBy Faction `json:"siege_by,omitempty"`
	Raid    bool    `json:"raid,omitempty"` // a Cossack raid marker (15.3)
}

// MinorStatus is a minor faction's standing (12.0).
type MinorStatus uint8

const (
	Neutral     MinorStatus = iota
	Limited                 // under a major's control for this turn (12.11)
	Active                  // under a major's control until it changes (12.12)
	MajorPoland             // Poland played as a White major (13.54)
)

var minorStatusNames = []string{"neutral", "limited", "active", "major"}

func (m MinorStatus) String() string               { return enum.Name(m, minorStatusNames) }
func (m MinorStatus) MarshalText() ([]byte, error) { return []byte(m.String()), nil }
func (m *MinorStatus) UnmarshalText(b []byte) error {
	v, err := enum.Parse[MinorStatus](b, minorStatusNames, "minor status")
	*m = v
	return err
}

// FactionState is a faction's changing part; majors use the economy and
// ORI fields, minors the status fields.
type FactionState struct {
	Money    int  `json:"money,omitempty"`
	Manpower int  `json:"manpower,omitempty"`
	ORIBox   int  `json:"ori_box,omitempty"` // its marker's box on the ORI track (17.1)
	Out      bool `json:"out,omitempty"`     // defeated (16.2)
	Tanks    bool `json:"tanks,omitempty"`   // has played "Tanks" (15.4)
	// Minors.
	Status     MinorStatus `json:"status,omitempty"`
	Controller Faction     `json:"controller,omitempty"`
	Conquered  bool        `json:"conquered,omitempty"`
	// The ORI (17.4, 17.5), majors only. NextORI is the die modifier for
	// the next political phase's roll, recorded in the victory phase;
	// ORIOnce the "once" modifiers still to apply (Kolchak +1, Wrangel +2:
	// the card engine adds them); MoscowLevel the level change that 4.31
	// applies first; Battles the battle modifiers earned this turn (the
	// combat engine notes them with NoteBattle).
	NextORI     int        `json:"next_ori,omitempty"`
	ORIOnce     int        `json:"ori_once,omitempty"`
	MoscowLevel int        `json:"moscow_level,omitempty"`
	Battles     BattleMark `json:"battles,omitempty"`
	// Foothold is, for a limited minor, the areas in which it had units
	// when it was activated: with the areas it controls, the only areas
	// its units may enter (12.11). Set by its activation.
	Foothold []string `json:"foothold,omitempty"`
	// RailLeft is the rail allowance left (7.6, 19.1): without 19.1 Red's
	// one rail move, set at each of its action phases; with 19.1 the rail
	// points fixed at the start of the turn, one per unit. Cards add to it.
	RailLeft int `json:"rail_left,omitempty"`
	// RailLocal are rail moves a card gives within one territory only
	// (RailLocalIn: "Trans-Siberian Railway"), for the action phase
	// (cardrail.go).
	RailLocal   int       `json:"rail_local,omitempty"`
	RailLocalIn Territory `json:"rail_local_in,omitempty"`
}

// Player is one person or computer at the table, commanding one or more
// major factions (1.2), with one hand of cards (14.3).
type Player struct {
	Factions []Faction `json:"factions"`
	Hand     []int     `json:"hand,omitempty"`
	Out      bool      `json:"out,omitempty"` // every faction of his defeated
	// Stops are the card windows he is asked at (B.3, windows.go).
	Stops Stops `json:"stops,omitempty"`
}

// Options are the rules chosen at set-up (3.0 steps 2 and 4).
type Options struct {
	Railways bool `json:"railways,omitempty"` // 19.1
	Famine   bool `json:"famine,omitempty"`   // 19.2 (needs 19.1)
	Czech    bool `json:"czech,omitempty"`    // 19.3, the Siberian player's choice
	// CzechChosen: the Siberian player has made his choice.
	CzechChosen bool `json:"czech_chosen,omitempty"`
	// Stops are each player's card-window stops (B.3), in player order,
	// set before play so that a save replays the same windows: every
	// window (AllStops) for a computer player, the windows a person chose
	// (none given: B.3's defaults).
	Stops []Stops `json:"stops,omitempty"`
}

// State is a game of Red Russia.
type State struct {
	Turn    int      `json:"turn"` // 0 during the set-up
	Phase   Phase    `json:"phase"`
	Step    Step     `json:"step"`
	Options Options  `json:"options"`
	Players []Player `json:"players"`
	// Factions by Faction value (majors, minors, the Allies).
	Factions []FactionState `json:"factions"`
	// Areas in the map's order.
	Areas  []AreaState `json:"areas"`
	Pieces []Piece     `json:"pieces"`
	// Initiative is the initiative order of the majors in play (4.4);
	// before the first initiative phase the set-up order.
	Initiative []Faction `json:"initiative"`
	// The cards: the deck (top last), the discard pile, those removed.
	Deck    []int `json:"deck"`
	Discard []int `json:"discard,omitempty"`
	Gone    []int `json:"gone,omitempty"`
	// Setup is the set-up's own state, nil once play begins.
	Setup *SetupState `json:"setup,omitempty"`
	// Queue is the factions still to decide in this step, in order.
	Queue []Faction `json:"queue,omitempty"`
	// Arriving: the purchase phase's arrivals are being placed (5.2).
	Arriving bool `json:"arriving,omitempty"`
	// Active is the faction whose action phase it is (4.5).
	Active Faction `json:"active,omitempty"`
	// GoldTurn is the turn the Gold was last drawn on (15.1).
	GoldTurn int `json:"gold_turn,omitempty"`
	// StartControl is each area's controller when the turn began, in the
	// map's order (17.5 Ruling), for the victory phase's assessment.
	StartControl []Faction `json:"start_control,omitempty"`
	// Leaders' and cards' lasting states that the political and victory
	// rules read; the card and combat engines set them.
	KolchakRuler     bool    `json:"kolchak_ruler,omitempty"`     // "Kolchak Coup" played (10.93)
	WrangelCommand   bool    `json:"wrangel_command,omitempty"`   // "Wrangel Takes Over" played (10.92)
	DenikinKilled    bool    `json:"denikin_killed,omitempty"`    // Denikin killed in combat: +1 VP to Red (10.91)
	LeninKiller      Faction `json:"lenin_killer,omitempty"`      // the White faction that gains Lenin's VP (16.0)
	AlliedWithdrawal bool    `json:"allied_withdrawal,omitempty"` // "Allied Withdrawal" played this turn (13.62)
	// Settled are the areas whose winter attrition the faction deciding
	// now has settled (5.5: each area once).
	Settled []string `json:"settled,omitempty"`
	// Allied is the foreign intervention result being carried out (13.61).
	Allied *AlliedTask `json:"allied,omitempty"`
	// Moved are the units, leaders and fleets that have moved in the
	// active faction's action phase (7.0 Ruling: once each).
	Moved []string `json:"moved,omitempty"`
	// SeaUses are the sea lifts and searches used in this action phase:
	// "<fleet>/unit", "<fleet>/leader" (7.5, 7.7), "caspian/unit",
	// "caspian/leader" (7.7), "search/<fleet>" (8.92).
	SeaUses []string `json:"sea_uses,omitempty"`
	// TrotskyDistracted is the turn in which Trotsky was in the same area
	// as Stalin or Lenin during the Red action phase: his battle rating is
	// 2 for the rest of that turn (10.83; see TrotskyRatingReduced).
	TrotskyDistracted int `json:"trotsky_distracted,omitempty"`
	// Entries are the routes by which units entered areas this turn, for
	// the retreat limits of 8.4(3) and 7.8 (reset at the start of each
	// turn).
	Entries []Entry `json:"entries,omitempty"`
	// Sortie is a fleet's move waiting for the enemy's search decision
	// (8.92).
	Sortie *Sortie `json:"sortie,omitempty"`
	// Displaced are aircraft waiting for their side's retreat choice
	// (8.93).
	Displaced *Displaced `json:"displaced,omitempty"`
	// Refit is the controlled minors' repairs and builds of the purchase
	// phase under way (12.42, turn.go).
	Refit *Refit `json:"refit,omitempty"`
	// The combat step: the battles declared (8.2) and the battle or siege
	// being fought (fight.go).
	Battles []Battle `json:"battles,omitempty"`
	Fight   *Fight   `json:"fight,omitempty"`
	// Besieged are the areas besieged in this siege step (9.2: one siege
	// an area an action phase).
	Besieged []string `json:"besieged,omitempty"`
	// Outcome is the game's result once it is over (16.0, 16.1, 1.2).
	Outcome *Outcome `json:"outcome,omitempty"`
	// Window is the card window open (14.2, windows.go); Resolving the
	// card whose effects are being carried out (play.go); InForce the
	// effects that last (14.2(e), cardeffects_force.go).
	Window    *CardWindow `json:"window,omitempty"`
	Resolving *Resolution `json:"resolving,omitempty"`
	InForce   []InForce   `json:"in_force,omitempty"`
	// FamineNamed are this turn's famine areas, FamineTried those where
	// Red has tried prevention, Preventing while it may (19.2, famine.go).
	FamineNamed []string `json:"famine_named,omitempty"`
	FamineTried []string `json:"famine_tried,omitempty"`
	Preventing  bool     `json:"preventing,omitempty"`
	// FaceUp are the played cards that stay before their player while in
	// force ("Greater Poland", 13.52 Ruling).
	FaceUp  []int     `json:"face_up,omitempty"`
	Pending Pending   `json:"pending"`
	Rand    dice.Rand `json:"rand"`
	Actions int       `json:"actions"` // actions applied so far

	data *Data
	out  []Event

	// places, while a query that moves nothing runs (withPlaces), indexes
	// the pieces on the map by place; nil otherwise.
	places map[string][]*Piece
}

// Data is what the state was made with.
func (s *State) Data() *Data { return s.data }

// Attach joins a decoded state to its data (after loading a save).
func (s *State) Attach(d *Data) { s.data = d }

// Clone is a deep copy sharing the data.
func (s *State) Clone() *State {
	c := *s
	c.places = nil
	c.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Factions = slices.Clone(p.Factions)
		p.Hand = slices.Clone(p.Hand)
		c.Players[i] = p
	}
	c.Factions = slices.Clone(s.Factions)
	for i := range c.Factions {
		c.Factions[i].Foothold = slices.Clone(s.Factions[i].Foothold)
	}
	c.Moved = slices.Clone(s.Moved)
	c.Entries = slices.Clone(s.Entries)
	if s.Sortie != nil {
		so := *s.Sortie
		c.Sortie = &so
	}
	if s.Displaced != nil {
		d := *s.Displaced
		d.Pieces = slices.Clone(d.Pieces)
		c.Displaced = &d
	}
	if s.Refit != nil {
		r := *s.Refit
		r.Minors = slices.Clone(r.Minors)
		c.Refit = &r
	}
	c.SeaUses = slices.Clone(s.SeaUses)
	c.Areas = slices.Clone(s.Areas)
	c.Pieces = slices.Clone(s.Pieces)
	c.Initiative = slices.Clone(s.Initiative)
	c.Queue = slices.Clone(s.Queue)
	c.Deck = slices.Clone(s.Deck)
	c.Discard = slices.Clone(s.Discard)
	c.Gone = slices.Clone(s.Gone)
	if s.Setup != nil {
		st := *s.Setup
		st.Order = slices.Clone(s.Setup.Order)
		st.Cup = slices.Clone(s.Setup.Cup)
		c.Setup = &st
	}
	c.StartControl = slices.Clone(s.StartControl)
	c.Settled = slices.Clone(s.Settled)
	if s.Allied != nil {
		t := *s.Allied
		c.Allied = &t
	}
	if s.Outcome != nil {
		o := *s.Outcome
		o.Players = slices.Clone(o.Players)
		o.Factions = slices.Clone(o.Factions)
		c.Outcome = &o
	}
	c.Battles = slices.Clone(s.Battles)
	for i := range c.Battles {
		c.Battles[i].Units = slices.Clone(s.Battles[i].Units)
		c.Battles[i].Leaders = slices.Clone(s.Battles[i].Leaders)
	}
	if s.Fight != nil {
		c.Fight = s.Fight.clone()
	}
	c.Besieged = slices.Clone(s.Besieged)
	if s.Window != nil {
		w := *s.Window
		w.Order = slices.Clone(w.Order)
		c.Window = &w
	}
	if s.Resolving != nil {
		r := *s.Resolving
		c.Resolving = &r
	}
	c.InForce = slices.Clone(s.InForce)
	c.FamineNamed = slices.Clone(s.FamineNamed)
	c.FaceUp = slices.Clone(s.FaceUp)
	c.FamineTried = slices.Clone(s.FamineTried)
	c.Pending = s.Pending.clone()
	c.out = nil
	return &c
}

// F is a faction's state.
func (s *State) F(f Faction) *FactionState { return &s.Factions[f] }

// Area is an area's state, nil for no such area.
func (s *State) Area(code string) *AreaState {
	i, ok := s.data.areaIndex[code]
	if !ok {
		return nil
	}
	return &s.Areas[i]
}

// Piece is a piece by id, nil for none.
func (s *State) Piece(id string) *Piece {
	for i := range s.Pieces {
		if s.Pieces[i].ID == id {
			return &s.Pieces[i]
		}
	}
	return nil
}

// withPlaces runs q, a query that reads many places and moves no piece,
// with the pieces on the map indexed by place: working out a stack's reach
// asks PiecesAt thousands of times.
func (s *State) withPlaces(q func()) {
	if s.places != nil {
		q()
		return
	}
	s.places = map[string][]*Piece{}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Status == OnMap {
			s.places[p.Where] = append(s.places[p.Where], p)
		}
	}
	defer func() { s.places = nil }()
	q()
}

// PiecesAt lists the pieces on the map at a place, in state order.
func (s *State) PiecesAt(where string) []*Piece {
	if s.places != nil {
		return slices.Clone(s.places[where])
	}
	var out []*Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Status == OnMap && p.Where == where {
			out = append(out, p)
		}
	}
	return out
}

// UnitsAt lists the units of a faction on the map at a place (NoFaction:
// every faction's).
func (s *State) UnitsAt(where string, f Faction) []*Piece {
	var out []*Piece
	for _, p := range s.PiecesAt(where) {
		if p.Kind == KindUnit && (f == NoFaction || p.Faction == f) {
			out = append(out, p)
		}
	}
	return out
}

// PlayerOf is the index of the player commanding a major faction, -1 for
// none.
func (s *State) PlayerOf(f Faction) int {
	for i, p := range s.Players {
		if slices.Contains(p.Factions, f) {
			return i
		}
	}
	return -1
}

// Majors are the major factions in the game, in seat order.
func (s *State) Majors() []Faction {
	var out []Faction
	for _, f := range []Faction{Red, NorthAsian, Siberian, South} {
		if !s.F(f).Out {
			out = append(out, f)
		}
	}
	if s.F(Poland).Status == MajorPoland && !s.F(Poland).Out {
		out = append(out, Poland)
	}
	return out
}

// Values are a unit's attack and defense on the side now showing.
func (s *State) Values(p *Piece) Values {
	l := s.data.Line(p.ID)
	if l == nil {
		return Values{}
	}
	if p.Reduced {
		return l.Reduced
	}
	return l.Full
}

// OutOfPlay reports an area ignored by every rule: the iron-cross zone on
// turns 1 and 2 (11.0).
func (s *State) OutOfPlay(code string) bool {
	a := s.data.Map.Area(code)
	return a != nil && a.IronCross && s.Turn < 3
}

func (s *State) emit(e Event) { s.out = append(s.out, e) }

// Entry is units of a side entering an area this turn: From is the area
// they came from along a route, or the sea leg's "sea:<zone>", the holding
// box "box:<id>" or the fleet "fleet:<id>" they came from.
//
// One entry is noted for each unit, with the route's grade (Easy for a
// landing), for 8.4(3), 8.5's and 9.3's difficult approach and 7.8.
type Entry struct {
	Piece string  `json:"piece"`
	Side  Faction `json:"side"`
	Area  string  `json:"area"`
	From  string  `json:"from"`
	Grade Grade   `json:"grade"`
}

// takeOff takes a piece off the map to a status that is not on the map,
// clearing everything that belongs to a piece in play (its place, its
// arrival, its side and blockade for the turn, its reduction).
func (p *Piece) takeOff(st Status) {
	p.Status, p.Where, p.Arrive, p.ControlledBy, p.Blockades, p.Reduced = st, "", 0, NoFaction, "", false
}
