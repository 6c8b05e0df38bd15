package reds

import (
	"tachanka/game/enum"
	"tachanka/game/hex"
)

// UnitDef is what a counter prints (2.3): its identity and values on both
// sides. Counters are data: the scenario files carry them.
type UnitDef struct {
	ID      string   `json:"id"`
	Name    string   `json:"name"`
	NameRU  string   `json:"name_ru,omitempty"`
	Side    Side     `json:"side"`
	Faction Faction  `json:"faction"`
	Type    UnitType `json:"type"`
	Size    Size     `json:"size"`
	SP      int      `json:"sp"`
	Att     int      `json:"att"`
	Def     int      `json:"def"`
	AttDis  int      `json:"att_disordered"`
	DefDis  int      `json:"def_disordered"`
	MA      int      `json:"ma"`
	MADis   int      `json:"ma_disordered"`
	Steps   int      `json:"steps"`
	Dot     bool     `json:"dot"`
	// Z: the unit ignores enemy ZOC (8.3).
	Z bool `json:"z,omitempty"`
	// Krug is a Cossack unit's Krug hex (10.12); the zero hex otherwise.
	Krug hex.Hex `json:"krug,omitzero"`
	// Partisan is the kind of a partisan: siberian, south_russian, basmachi, red, makhno.
	Partisan string `json:"partisan,omitempty"`
	// Sea is a naval flotilla's sea.
	Sea SeaName `json:"sea,omitempty"`
	// Setup is the printed set-up hex; Arrives the strategic turn letter of a
	// reinforcement (which may also have a Setup hex, 3.1).
	Setup   hex.Hex `json:"setup,omitzero"`
	Arrives string  `json:"arrives,omitempty"`
	// SetUpDisordered: the unit sets up disordered, unless optional rule
	// 21.1 is in play (Markov, Drozdov, Kornilov, 3.1).
	SetUpDisordered bool `json:"setup_disordered,omitempty"`
	// Withdraw: "minor" for the units the minor Allied withdrawal removes
	// (18.3: the AIF's "Odessa" and the Czech divisions).
	Withdraw string `json:"withdraw,omitempty"`
	Note     string `json:"note,omitempty"`
}

// Cossack reports a unit bound to a Krug (MA in a yellow box).
func (d *UnitDef) Cossack() bool { return d.Krug.Valid() }

// Where says which part of the game a counter is in.
type Where uint8

const (
	OnMap      Where = iota
	InPool           // special units and partisans waiting for an event (2.2)
	Available        // aircraft and naval flotillas ready for a combat (20.1, 20.7)
	InTurnBox        // on the turn track, Box = operational turn (used aircraft, ...)
	Arriving         // reinforcement, Box = strategic turn index 0..7 (A..H)
	Eliminated       // may come back as a replacement unless dotted
	Removed          // out of the game for good (withdrawals, peace, dots)
	SetAside         // not yet in play (Makhno before B)
)

var whereNames = []string{"map", "pool", "available", "turn_box", "arriving", "eliminated", "removed", "aside"}

func (w Where) String() string               { return enum.Name(w, whereNames) }
func (w Where) MarshalText() ([]byte, error) { return []byte(w.String()), nil }
func (w *Where) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Where](b, whereNames, "unit location")
	*w = v
	return err
}

// Unit is the changing state of one counter. Units are indexed like the
// scenario's UnitDefs.
type Unit struct {
	ID         string  `json:"id"`
	Where      Where   `json:"where"`
	Hex        hex.Hex `json:"hex,omitzero"`
	Box        int     `json:"box,omitempty"`
	Disordered bool    `json:"disordered,omitempty"`
	// Moved: the unit has made its move in the current movement step (10.6).
	Moved bool `json:"moved,omitempty"`
	// Attacked: the unit has attacked in the current combat step (11.2).
	Attacked bool `json:"attacked,omitempty"`
	// Done marker (10.9).
	Done bool `json:"done,omitempty"`
	// OutOfSupply is the Out of Supply marker of 12.3 (and of set-up, 3.2).
	OutOfSupply bool `json:"out_of_supply,omitempty"`
	// Active: the unit belongs to the group of the segment in progress (7.10).
	Active bool `json:"active,omitempty"`
	// Spent: a White special unit that has activated this turn (20.14).
	Spent bool `json:"spent,omitempty"`
	// StratMoved: the unit has moved strategically this turn (10.2).
	StratMoved bool `json:"strat_moved,omitempty"`
	// RetreatedIn: the unit retreated in this combat step (11.6(8)).
	RetreatedIn bool `json:"retreated_in,omitempty"`
	// Raiding: the unit carries the Cavalry Raid marker (20.4).
	Raiding bool `json:"raiding,omitempty"`
	// LeftBaltic: an NW Army unit that has left the Baltic (10.11).
	LeftBaltic bool `json:"left_baltic,omitempty"`
}

// StrategicLetters names the strategic turns in order.
const StrategicLetters = "ABCDEFGH"

// Values are a unit's current modifiers and MA, from the side showing.
func (d *UnitDef) Values(disordered bool) (att, def, ma int) {
	if disordered {
		return d.AttDis, d.DefDis, d.MADis
	}
	return d.Att, d.Def, d.MA
}

// LeaderDef is a Red leader counter: a name and the number of hexes of his
// front allowed 9 SP (2.3, 9.7).
type LeaderDef struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	NameRU   string `json:"name_ru,omitempty"`
	Stacking int    `json:"stacking"`
	Note     string `json:"note,omitempty"`
}
