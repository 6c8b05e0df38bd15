// Command mapgen builds scenarios/rcw/map-rcw.json, the province map of
// SPI's Russian Civil War, from the province list of DATA.md b.2-b.4 written
// as data (data/provinces.json), the frontier and extra seeds
// (data/frontier.json) and the Natural Earth land and the lakes of the
// REDS! map data (scenarios/reds/mapgen/data). See scenarios/rcw/MAP.md.
//
//	go run ./scenarios/rcw/mapgen -out scenarios/rcw/map-rcw.json
//	go run ./scenarios/rcw/mapgen -preview docs/rcw-map.png
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"tachanka/game/rcw"
)

func main() {
	data := flag.String("data", "scenarios/rcw/mapgen/data", "the province data")
	geo := flag.String("geo", "scenarios/reds/mapgen/data", "the land and lake data")
	out := flag.String("out", "", "write the map file here")
	preview := flag.String("preview", "", "draw the map to this PNG")
	check := flag.String("check", "", "fail unless this map file is what the data gives")
	flag.Parse()
	in, err := readInputs(*data, *geo)
	if err != nil {
		fail(err)
	}
	m, report, err := generate(in)
	fmt.Fprint(os.Stderr, report)
	if err != nil && (m == nil || *preview == "") {
		fail(err)
	}
	js, err := encode(m)
	if err != nil {
		fail(err)
	}
	if *out != "" {
		if err := os.WriteFile(*out, js, 0o644); err != nil {
			fail(err)
		}
	}
	if *check != "" {
		old, err := os.ReadFile(*check)
		if err != nil {
			fail(err)
		}
		if !bytes.Equal(old, js) {
			fail(fmt.Errorf("%s is stale: run make rcw-map", *check))
		}
	}
	if *preview != "" {
		pm, err := rcw.ParseMap(js)
		if err != nil {
			fail(err)
		}
		if err := drawPreview(pm, *preview); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "mapgen:", err)
	os.Exit(1)
}
