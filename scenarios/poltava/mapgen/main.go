// Command mapgen builds the Poltava 1709 map (scenarios/poltava/map-poltava.json)
// from the reference layout of DATA.md c.2, written as data in layout.json,
// and draws it as a PNG. Run it with make poltava-map and make
// poltava-map-preview; scenarios/poltava/MAP.md explains the map.
//
//	mapgen -out FILE          write the map file
//	mapgen -preview FILE.png  draw the map
//	mapgen -check [-out FILE] compare FILE (by default the committed map) with what the layout generates
package main

import (
	"bytes"
	_ "embed"
	"flag"
	"fmt"
	"os"
	"time"
)

//go:embed layout.json
var embeddedLayout []byte

// DefaultMapFile is where the map file lives, from the repository root.
const DefaultMapFile = "scenarios/poltava/map-poltava.json"

func main() {
	out := flag.String("out", "", "write the map file here (with -check: the file to compare, default "+DefaultMapFile+")")
	preview := flag.String("preview", "", "draw the map into this PNG file")
	check := flag.Bool("check", false, "compare the map file with what the layout generates; write nothing")
	layout := flag.String("layout", "", "read this layout file instead of the built-in layout.json")
	flag.Parse()
	if err := run(*out, *preview, *layout, *check); err != nil {
		fmt.Fprintln(os.Stderr, "mapgen:", err)
		os.Exit(1)
	}
}

// Build generates the map from the built-in layout or from a layout file.
func Build(layoutFile string) (*Map, error) {
	src := embeddedLayout
	if layoutFile != "" {
		b, err := os.ReadFile(layoutFile)
		if err != nil {
			return nil, err
		}
		src = b
	}
	l, err := ParseLayout(src)
	if err != nil {
		return nil, err
	}
	return Generate(l)
}

func run(out, preview, layoutFile string, check bool) error {
	if out == "" && preview == "" && !check {
		return fmt.Errorf("nothing to do: give -out FILE, -preview FILE.png or -check")
	}
	start := time.Now()
	m, err := Build(layoutFile)
	if err != nil {
		return err
	}
	b, err := m.JSON()
	if err != nil {
		return err
	}
	if check {
		path := out
		if path == "" {
			path = DefaultMapFile
		}
		old, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if !bytes.Equal(old, b) {
			return fmt.Errorf("%s differs from what the layout generates: run make poltava-map", path)
		}
		fmt.Fprintf(os.Stderr, "mapgen: %s is up to date\n", path)
	} else if out != "" {
		if err := os.WriteFile(out, b, 0o644); err != nil {
			return err
		}
	}
	if preview != "" {
		if err := m.Preview(preview); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "mapgen: %s\n", m.Summary())
	fmt.Fprintf(os.Stderr, "mapgen: generated in %v\n", time.Since(start).Round(time.Millisecond))
	return nil
}

// Summary counts the hexes by terrain and zone, for the log and MAP.md.
func (m *Map) Summary() string {
	count := map[string]int{}
	zones := map[string]int{}
	camp, streams, roads := 0, 0, 0
	for _, c := range m.cells {
		count[c.Terrain]++
		zones[c.Zone]++
		if c.Camp {
			camp++
		}
		streams += len(c.Stream)
		roads += len(c.Road)
	}
	s := fmt.Sprintf("%d hexes:", len(m.cells))
	for _, t := range terrains {
		s += fmt.Sprintf(" %s %d", t, count[t])
	}
	s += fmt.Sprintf("; zones north %d, south %d, none %d; camp %d; %d stream hexsides, %d road links; L = %d (%v)",
		zones["north"], zones["south"], zones[""], camp, streams/2, roads/2, m.L, m.LRuns)
	return s
}
