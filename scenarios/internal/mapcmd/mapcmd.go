// Package mapcmd is the command line the area-map generators
// (scenarios/rcw/mapgen and scenarios/redrussia/mapgen) have in common:
// their flags, and the writing, checking and drawing of the map file they
// encode, so that both commands behave the same.
package mapcmd

import (
	"bytes"
	"flag"
	"fmt"
	"os"
)

// Flags are a generator's flags.
type Flags struct {
	Data    string // the map's own data
	Geo     string // the land and lake data
	Out     string // where to write the map file
	Preview string // where to draw the map as a PNG
	Check   string // the map file that must be what the data gives
}

// Parse defines the flags and parses the command line; data is the default
// of -data and what the data is.
func Parse(data, what string) Flags {
	var f Flags
	flag.StringVar(&f.Data, "data", data, what)
	flag.StringVar(&f.Geo, "geo", "scenarios/reds/mapgen/data", "the land and lake data")
	flag.StringVar(&f.Out, "out", "", "write the map file here")
	flag.StringVar(&f.Preview, "preview", "", "draw the map to this PNG")
	flag.StringVar(&f.Check, "check", "", "fail unless this map file is what the data gives")
	flag.Parse()
	return f
}

// Emit writes the encoded map js to f.Out, compares it with f.Check (stale
// unless equal: run remake) and draws f.Preview from js as loaded by parse,
// each when given.
func Emit[M any](js []byte, f Flags, remake string, parse func([]byte) (M, error), draw func(m M, path string) error) error {
	if f.Out != "" {
		if err := os.WriteFile(f.Out, js, 0o644); err != nil {
			return err
		}
	}
	if f.Check != "" {
		if err := Check(js, f.Check, remake); err != nil {
			return err
		}
	}
	if f.Preview != "" {
		m, err := parse(js)
		if err != nil {
			return err
		}
		return draw(m, f.Preview)
	}
	return nil
}

// Check fails unless the map file at path is js (stale: run remake).
func Check(js []byte, path, remake string) error {
	old, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !bytes.Equal(old, js) {
		return fmt.Errorf("%s is stale: run %s", path, remake)
	}
	return nil
}

// Fail reports err and exits.
func Fail(err error) {
	fmt.Fprintln(os.Stderr, "mapgen:", err)
	os.Exit(1)
}
