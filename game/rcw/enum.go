package rcw

import "fmt"

// Enumerations are small integers in memory and lower-case words in files,
// so the counters, saves and logs read like the rulebook.

func enumName[T ~uint8](v T, names []string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("invalid(%d)", v)
}

func enumParse[T ~uint8](b []byte, names []string, what string) (T, error) {
	s := string(b)
	for i, n := range names {
		if n == s {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q", what, s)
}

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

func (c Colour) String() string               { return enumName(c, colourNames) }
func (c Colour) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *Colour) UnmarshalText(b []byte) error {
	v, err := enumParse[Colour](b, colourNames, "colour")
	*c = v
	return err
}
