// Command mapgen builds the REDS! map (scenarios/reds/map-reds.json) from
// the geographic data in data/, and draws it as a PNG for checking against
// an atlas. Run it with make map and make map-preview.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"tachanka/game/hex"
)

func main() {
	data := flag.String("data", "data", "the directory of the geographic sources")
	out := flag.String("out", "", "write the map file here")
	geo := flag.String("geo", "", "write the geography file (coasts, lakes, rivers for drawing) here")
	preview := flag.String("preview", "", "draw the map into this PNG file")
	clip := flag.String("clip", "", "preview only the hexes from C0R0 to C1R1, e.g. 2015-3025")
	size := flag.Float64("hexsize", 24, "preview hex size in pixels (centre to corner)")
	trim := flag.String("trim-land", "", "read world-atlas's land-50m.json and write the trimmed DATA/land.json, then stop")
	flag.Parse()
	o := DefaultPreview()
	o.HexSize = *size
	if *clip != "" {
		var a, b string
		if n, _ := fmt.Sscanf(strings.Replace(*clip, "-", " ", 1), "%s %s", &a, &b); n != 2 {
			fmt.Fprintln(os.Stderr, "mapgen: -clip wants C0R0-C1R1, e.g. 2015-3025")
			os.Exit(2)
		}
		h0, err0 := hex.Parse(a)
		h1, err1 := hex.Parse(b)
		if err0 != nil || err1 != nil {
			fmt.Fprintln(os.Stderr, "mapgen: -clip wants C0R0-C1R1, e.g. 2015-3025")
			os.Exit(2)
		}
		o.Col0, o.Row0, o.Col1, o.Row1 = h0.Col, h0.Row, h1.Col, h1.Row
	}
	if err := run(*data, *out, *geo, *preview, *trim, o); err != nil {
		fmt.Fprintln(os.Stderr, "mapgen:", err)
		os.Exit(1)
	}
}

func run(data, out, geo, preview, trim string, o PreviewOptions) error {
	if trim != "" {
		return trimLand(trim, data+"/land.json")
	}
	if out == "" && geo == "" && preview == "" {
		return fmt.Errorf("nothing to do: give -out FILE, -geo FILE and/or -preview FILE.png")
	}
	start := time.Now()
	m, err := Generate(data)
	if err != nil {
		if m != nil && preview != "" && m.Warp != nil {
			// Draw what could be built: the faults are easier to see.
			if perr := m.Preview(preview, o); perr != nil {
				return perr
			}
		}
		return err
	}
	if out != "" {
		b, err := m.JSON()
		if err != nil {
			return err
		}
		if err := os.WriteFile(out, b, 0o644); err != nil {
			return err
		}
	}
	if geo != "" {
		b, err := m.GeographyJSON()
		if err != nil {
			return err
		}
		if err := os.WriteFile(geo, b, 0o644); err != nil {
			return err
		}
	}
	points := 0
	for _, c := range m.Cities {
		if c.src.Point {
			points++
		}
	}
	fmt.Fprintf(os.Stderr, "mapgen: %d hexes, %d cities and %d control point, generated in %v\n",
		len(m.Records), len(m.Cities)-points, points, time.Since(start).Round(time.Millisecond))
	if preview != "" {
		return m.Preview(preview, o)
	}
	return nil
}
