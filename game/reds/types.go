package reds

import "tachanka/game/enum"

// Side is a player, or neither.
type Side uint8

const (
	NoSide Side = iota
	Red
	White
)

var sideNames = []string{"none", "red", "white"}

func (s Side) String() string               { return enum.Name(s, sideNames) }
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Side) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Side](b, sideNames, "side")
	*s = v
	return err
}

// Enemy is the other player; NoSide has no enemy.
func (s Side) Enemy() Side {
	switch s {
	case Red:
		return White
	case White:
		return Red
	}
	return NoSide
}

// Faction is a counter-colour group (2.6), refined where the rules tell the
// members of a group apart: the NW Army group is one faction for activation
// and stacking, but 10.11 treats the NW Army, the Estonians and von der Goltz
// differently.
type Faction uint8

const (
	FactionNone Faction = iota
	FactionRed
	AFSR
	Siberian
	North
	Muslim
	NWArmy
	Estonian
	Freikorps // von der Goltz
	Poles
	AIF
	WhiteSpecial // White special units belong to no faction (2.6)
	Nationalist
	Makhno
)

var factionNames = []string{"none", "red", "afsr", "siberian", "north", "muslim", "nw", "estonian",
	"freikorps", "poles", "aif", "special", "nationalist", "makhno"}

func (f Faction) String() string               { return enum.Name(f, factionNames) }
func (f Faction) MarshalText() ([]byte, error) { return []byte(f.String()), nil }
func (f *Faction) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Faction](b, factionNames, "faction")
	*f = v
	return err
}

// StackGroup is the faction as 9.5 counts it: the NW Army group is one.
func (f Faction) StackGroup() Faction {
	switch f {
	case Estonian, Freikorps:
		return NWArmy
	}
	return f
}

// UnitType is what a counter is (2.4).
type UnitType uint8

const (
	Infantry UnitType = iota
	Cavalry
	Partisan
	Garrison
	Tank
	RiverFlotilla
	NavalFlotilla
	ArmoredTrain
	Aircraft
)

var unitTypeNames = []string{"infantry", "cavalry", "partisan", "garrison", "tank", "river_flotilla",
	"naval_flotilla", "armored_train", "aircraft"}

func (t UnitType) String() string               { return enum.Name(t, unitTypeNames) }
func (t UnitType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *UnitType) UnmarshalText(b []byte) error {
	v, err := enum.Parse[UnitType](b, unitTypeNames, "unit type")
	*t = v
	return err
}

// Combat reports infantry or cavalry, the two basic types many rules name.
func (t UnitType) Combat() bool { return t == Infantry || t == Cavalry }

// Special reports the special units of 2.4.
func (t UnitType) Special() bool {
	switch t {
	case Garrison, Tank, RiverFlotilla, NavalFlotilla, ArmoredTrain, Aircraft:
		return true
	}
	return false
}

// OffMap reports the support types that never stand on the map (10.7).
func (t UnitType) OffMap() bool { return t == Aircraft || t == NavalFlotilla }

// Size is a unit's size mark (2.5).
type Size uint8

const (
	NoSize Size = iota
	Army
	Corps
	Division
	Brigade
	GarrisonSize
)

var sizeNames = []string{"", "army", "corps", "division", "brigade", "garrison"}

func (s Size) String() string               { return enum.Name(s, sizeNames) }
func (s Size) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Size) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Size](b, sizeNames, "unit size")
	*s = v
	return err
}

// Terrain is the ground of a hex. Lake and Sea are all-water hexes.
type Terrain uint8

const (
	Clear Terrain = iota
	Forest
	Swamp
	Mountain
	Lake
	Sea
)

const numTerrains = 6

var terrainNames = [numTerrains]string{"clear", "forest", "swamp", "mountain", "lake", "sea"}

func (t Terrain) String() string               { return enum.Name(t, terrainNames[:]) }
func (t Terrain) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *Terrain) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Terrain](b, terrainNames[:], "terrain")
	*t = v
	return err
}

// SeaName is one of the four seas of the game (2.2); NoSea for inland hexes.
type SeaName uint8

const (
	NoSea SeaName = iota
	BalticSea
	BlackSea
	CaspianSea
	WhiteSea
)

// Seas lists the four seas.
var Seas = []SeaName{BalticSea, BlackSea, CaspianSea, WhiteSea}

const numSeas = 5

var seaNames = [numSeas]string{"", "baltic", "black", "caspian", "white"}

func (s SeaName) String() string               { return enum.Name(s, seaNames[:]) }
func (s SeaName) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *SeaName) UnmarshalText(b []byte) error {
	v, err := enum.Parse[SeaName](b, seaNames[:], "sea")
	*s = v
	return err
}

// Front is one of the six Red front areas (7.2).
type Front uint8

const (
	NoFront Front = iota
	NorthFront
	WestFront
	SouthwestFront
	SouthFront
	EastFront
	TurkestanFront
)

// Fronts lists the six fronts in the order of the leader die roll (20.9).
var Fronts = []Front{NorthFront, WestFront, SouthwestFront, SouthFront, EastFront, TurkestanFront}

var frontNames = []string{"", "north", "west", "southwest", "south", "east", "turkestan"}

func (f Front) String() string               { return enum.Name(f, frontNames) }
func (f Front) MarshalText() ([]byte, error) { return []byte(f.String()), nil }
func (f *Front) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Front](b, frontNames, "front")
	*f = v
	return err
}

// Region is the political area of a hex: Russia (Transcaucasia is part of it
// but has rules of its own), Poland or the Baltic.
type Region uint8

const (
	Russia Region = iota
	Poland
	Baltic
	Transcaucasia
)

var regionNames = []string{"russia", "poland", "baltic", "transcaucasia"}

func (r Region) String() string               { return enum.Name(r, regionNames) }
func (r Region) MarshalText() ([]byte, error) { return []byte(r.String()), nil }
func (r *Region) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Region](b, regionNames, "region")
	*r = v
	return err
}
