package poltava

import (
	"tachanka/game/enum"
)

// Enumerations are small integers in memory and lower-case words in files,
// so maps, counters and saves read like the rulebook.

// Side is an army: Sweden or Russia. NoSide is the zero value.
type Side uint8

const (
	NoSide Side = iota
	Sweden
	Russia
)

var sideNames = []string{"", "sweden", "russia"}

func (s Side) String() string               { return enum.Name(s, sideNames) }
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Side) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Side](b, sideNames, "side")
	*s = v
	return err
}

// Enemy is the other army.
func (s Side) Enemy() Side {
	switch s {
	case Sweden:
		return Russia
	case Russia:
		return Sweden
	}
	return NoSide
}

// Kind is a counter's arm.
type Kind uint8

const (
	Infantry Kind = iota
	Cavalry
	Cossack
	Artillery
)

var kindNames = []string{"infantry", "cavalry", "cossack", "artillery"}

func (k Kind) String() string               { return enum.Name(k, kindNames) }
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Kind](b, kindNames, "unit type")
	*k = v
	return err
}

// Mounted: cavalry and Cossacks, which are cavalry for every rule that
// names cavalry (Terms, G2).
func (k Kind) Mounted() bool { return k == Cavalry || k == Cossack }

// Combat: infantry, cavalry and Cossacks; artillery is not a combat unit.
func (k Kind) Combat() bool { return k != Artillery }
