package rcw

import (
	"tachanka/game/enum"
)

// Enumerations are small integers in memory and lower-case words in files
// (package enum), so the counters, saves and logs read like the rulebook.

// Colour is a counter's colour group (Terms, 8.1): hostility is by colour,
// never by player. Imperial units have none of their own (5.27 Ruling).
type Colour uint8

const (
	NoColour Colour = iota
	Red
	White
	Blue
	Green
)

var colourNames = []string{"", "red", "white", "blue", "green"}

func (c Colour) String() string               { return enum.Name(c, colourNames) }
func (c Colour) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *Colour) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Colour](b, colourNames, "colour")
	*c = v
	return err
}
