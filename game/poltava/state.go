package poltava

import (
	"slices"
	"tachanka/game/enum"

	"tachanka/game/dice"
	"tachanka/game/hex"
)

// Status is where a counter is.
type Status uint8

const (
	OffMap     Status = iota // a Swedish unit of Scenario 2 that has not entered (S2.1)
	OnMap                    // on the map
	Eliminated               // in its division's rout box (10.1)
	Removed                  // removed from the game (SR5, G2, 9.5): in no rout box
	Routed                   // its division routed (10.1)
	Absent                   // a Swedish battalion absent from Scenario 1 (S1.5)
)

var statusNames = []string{"off_map", "on_map", "eliminated", "removed", "routed", "absent"}

func (s Status) String() string               { return enum.Name(s, statusNames) }
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Status) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Status](b, statusNames, "status")
	*s = v
	return err
}

// Unit is a counter in play: what changes during the game. Its printed
// values are its Def.
type Unit struct {
	ID       string  `json:"id"`
	Side     Side    `json:"side"`     // Skoropadsky's Cossacks change sides (G2)
	Division string  `json:"division"` // a unit may join the Roos column (SR4)
	Hex      hex.Hex `json:"hex,omitzero"`
	Status   Status  `json:"status"`
	Reduced  bool    `json:"reduced,omitempty"`
	// Bound is the zone a bound unit may not leave (SR1.6, SR4, SR5).
	Bound Zone `json:"bound,omitempty"`
	// Detached: sent away under SR1.6, no longer part of the line.
	Detached bool `json:"detached,omitempty"`
	// CampBound: a Russian unit sent to the camp under SR1.6; it obeys G1
	// from then on but remains its own division.
	CampBound bool `json:"camp_bound,omitempty"`
	// Via is the zone from which the unit last entered a line hex: the
	// zone it is bound to if it becomes bound there (Terms, SR2.6).
	Via Zone `json:"via,omitempty"`
	// This phase: moved, fired, attacked; Stay: may not move this phase
	// (it re-garrisoned a redoubt, SR2.5).
	Moved    bool `json:"moved,omitempty"`
	Fired    bool `json:"fired,omitempty"`
	Attacked bool `json:"attacked,omitempty"`
	Stay     bool `json:"stay,omitempty"`

	def *UnitDef
}

// Def is the unit's counter.
func (u *Unit) Def() *UnitDef { return u.def }

// Values are the values face up (2.1).
func (u *Unit) Values() Values {
	if u.Reduced && u.def.Back != nil {
		return *u.def.Back
	}
	return u.def.Front
}

// Steps is how many steps the unit has left (0 when not on the map).
func (u *Unit) Steps() int {
	if u.Status != OnMap {
		return 0
	}
	if u.Reduced {
		return 1
	}
	return u.def.Steps
}

// Kind is the unit's arm.
func (u *Unit) Kind() Kind { return u.def.Type }

// Leader is a commander in play.
type Leader struct {
	ID     string `json:"id"`
	Side   Side   `json:"side"`
	With   string `json:"with,omitempty"` // the unit he stands with
	Status Status `json:"status"`         // on_map, eliminated (fell, 9.5), removed
	// Division is the rout box a fallen leader counts in.
	Division string `json:"division,omitempty"`
	Moved    bool   `json:"moved,omitempty"`
	def      *LeaderDef
}

// Redoubt is a redoubt marker's state (SR2): garrisoned (Russian side up)
// or captured. In Scenario 1 the markers are not used (S1.2).
type Redoubt struct {
	Garrisoned bool `json:"garrisoned"`
	Fired      bool `json:"fired,omitempty"`
}

// Phase is a phase of a player-turn (3), or set-up, or the end.
type Phase uint8

const (
	PhaseSetup Phase = iota
	PhaseMovement
	PhaseFire
	PhaseMelee
	PhaseOver
)

var phaseNames = []string{"setup", "movement", "fire", "melee", "over"}

func (p Phase) String() string               { return enum.Name(p, phaseNames) }
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }
func (p *Phase) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Phase](b, phaseNames, "phase")
	*p = v
	return err
}

// Result is how the game ended.
type Result struct {
	Winner Side   `json:"winner,omitempty"` // NoSide: a draw (S2.5)
	Reason string `json:"reason"`
	Rule   string `json:"rule"`
}

// State is a game of Poltava 1709: plain data, copied by Clone, changed
// only by Apply.
type State struct {
	Data *Data `json:"-"`

	Turn    int   `json:"turn"`
	Phasing Side  `json:"phasing"`
	Phase   Phase `json:"phase"`
	// Setup is the set-up step in progress (setupArrange...), see setup.go.
	Setup int `json:"setup,omitempty"`

	Units    []Unit    `json:"units"`
	Leaders  []Leader  `json:"leaders"`
	Redoubts []Redoubt `json:"redoubts,omitempty"`

	// Box counts the counters in each division's rout box (10.1), by
	// division id; Gone marks routed divisions.
	Box  map[string]int  `json:"box"`
	Gone map[string]bool `json:"routed"`
	// CossackLosses counts eliminated Cossack counters (G2); Defected once
	// they went over to the Swedes.
	CossackLosses int  `json:"cossack_losses,omitempty"`
	Defected      bool `json:"defected,omitempty"`
	// Formed: the army has formed its order-de-bataille (SR1.2).
	Formed map[Side]bool `json:"formed,omitempty"`
	// Begun: a unit has moved this Movement phase, so the actions of its
	// start (SR5, SR1.6, SR2.5) are past.
	Begun bool `json:"begun,omitempty"`
	// Opening is how far the actions at the start of the Movement phase
	// have gone (3 rulings: SR5, then SR1.6, then SR2.5).
	Opening Opening `json:"opening,omitzero"`

	Pending Pending `json:"pending"`
	// Melee is the melee phase's obligations and the attack in progress.
	Melee *MeleeState `json:"melee,omitempty"`
	// Stop is the move interrupted by a redoubt check (SR2.6).
	Stop *Interrupted `json:"interrupted,omitempty"`
	// Place lists leaders waiting to be placed with a new unit (9.5).
	Place []string `json:"place,omitempty"`
	// resume is the decision a leader placement interrupted.
	Resume Pending `json:"resume,omitzero"`

	Result *Result   `json:"result,omitempty"`
	Rand   dice.Rand `json:"rand"`

	out []Event
	// occ and art give, per map cell, 1 + the index of the combat unit
	// or artillery counter there (0: none): a cache, rebuilt when a unit
	// moves and after a clone.
	occ []int16
	art []int16
}

// Interrupted is a move cut short by a redoubt check that cost a step and
// sent the unit to the Roos column (SR2.6): it may continue with the MP it
// has left, only within its bound zone.
type Interrupted struct {
	Unit string  `json:"unit"`
	From hex.Hex `json:"from"` // the hex it entered the redoubt from
	MP   int     `json:"mp"`   // MP left, in half points
	// Back is the decision the game returns to when the move ends.
	Back Pending `json:"back"`
}

// Clone copies a state; the copy shares only the read-only Data.
func (s *State) Clone() *State {
	c := *s
	c.Units = slices.Clone(s.Units)
	c.Leaders = slices.Clone(s.Leaders)
	c.Redoubts = slices.Clone(s.Redoubts)
	c.Box = cloneMap(s.Box)
	c.Gone = cloneMap(s.Gone)
	c.Formed = cloneMap(s.Formed)
	c.Pending = s.Pending.clone()
	if s.Melee != nil {
		c.Melee = s.Melee.clone()
	}
	if s.Stop != nil {
		st := *s.Stop
		st.Back = s.Stop.Back.clone()
		c.Stop = &st
	}
	c.Place = slices.Clone(s.Place)
	if s.Result != nil {
		r := *s.Result
		c.Result = &r
	}
	c.out = nil
	c.occ, c.art = nil, nil
	return &c
}

func cloneMap[K comparable, V any](m map[K]V) map[K]V {
	if m == nil {
		return nil
	}
	out := make(map[K]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// Unit is the unit with id, or nil.
func (s *State) Unit(id string) *Unit {
	for i := range s.Units {
		if s.Units[i].ID == id {
			return &s.Units[i]
		}
	}
	return nil
}

// Leader is the leader with id, or nil.
func (s *State) Leader(id string) *Leader {
	for i := range s.Leaders {
		if s.Leaders[i].ID == id {
			return &s.Leaders[i]
		}
	}
	return nil
}

// index rebuilds the occupancy caches.
func (s *State) index() {
	n := len(s.Data.Board.Cells)
	s.occ, s.art = make([]int16, n), make([]int16, n)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status != OnMap {
			continue
		}
		k := s.Data.Board.Index(u.Hex)
		if k < 0 {
			continue
		}
		if u.Kind() == Artillery {
			s.art[k] = int16(i + 1)
		} else {
			s.occ[k] = int16(i + 1)
		}
	}
}

// CombatAt is the combat unit on h, or nil.
func (s *State) CombatAt(h hex.Hex) *Unit {
	if s.occ == nil {
		s.index()
	}
	if k := s.Data.Board.Index(h); k >= 0 && s.occ[k] > 0 {
		return &s.Units[s.occ[k]-1]
	}
	return nil
}

// ArtilleryAt is the artillery counter on h, or nil.
func (s *State) ArtilleryAt(h hex.Hex) *Unit {
	if s.occ == nil {
		s.index()
	}
	if k := s.Data.Board.Index(h); k >= 0 && s.art[k] > 0 {
		return &s.Units[s.art[k]-1]
	}
	return nil
}

// place moves a unit to h (None: off the map), keeping the caches.
func (s *State) place(u *Unit, h hex.Hex) {
	if b := s.Data.Board; u.Status == OnMap && b.On(u.Hex) && b.On(h) && b.Cell(h).Line {
		if z := b.Cell(u.Hex).Zone; z != NoZone {
			u.Via = z
		}
	}
	u.Hex = h
	if h.Valid() {
		u.Status = OnMap
	}
	s.occ, s.art = nil, nil
}

// Garrisoned reports a garrisoned redoubt on h (SR2; never in Scenario 1).
func (s *State) Garrisoned(h hex.Hex) bool {
	r := s.Data.Board.RedoubtAt(h)
	return r >= 0 && len(s.Redoubts) > r && s.Redoubts[r].Garrisoned
}

// Over reports that the game has ended.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// link connects units and leaders to their counters (after decoding).
func (s *State) link() {
	for i := range s.Units {
		s.Units[i].def = s.Data.Def(s.Units[i].ID)
	}
	for i := range s.Leaders {
		s.Leaders[i].def = s.Data.Leader(s.Leaders[i].ID)
	}
	s.occ, s.art = nil, nil
}

// Link makes a decoded state usable with its data.
func (s *State) Link(d *Data) { s.Data = d; s.link() }

// UnitsOf lists the units of side on the map.
func (s *State) UnitsOf(side Side) []*Unit {
	var out []*Unit
	for i := range s.Units {
		if u := &s.Units[i]; u.Status == OnMap && u.Side == side {
			out = append(out, u)
		}
	}
	return out
}

// LeadersWith lists the leaders standing with a unit.
func (s *State) LeadersWith(id string) []*Leader {
	var out []*Leader
	for i := range s.Leaders {
		if l := &s.Leaders[i]; l.Status == OnMap && l.With == id {
			out = append(out, l)
		}
	}
	return out
}
