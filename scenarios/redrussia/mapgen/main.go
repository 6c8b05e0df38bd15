// Command mapgen builds scenarios/redrussia/map-redrussia.json, the area map
// of Red Russia, from the area table and the routes of DATA.md c.6 and c.7
// written as data (data/areas.json, data/routes.json), the frontier, extra
// seeds, sea zones and holding boxes (data/frontier.json) and the Natural
// Earth land and the lakes of the REDS! map data
// (scenarios/reds/mapgen/data). See scenarios/redrussia/MAP.md.
//
//	go run ./scenarios/redrussia/mapgen -out scenarios/redrussia/map-redrussia.json -preview docs/redrussia-map.png
//	go run ./scenarios/redrussia/mapgen -check scenarios/redrussia/map-redrussia.json
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	rr "tachanka/game/redrussia"
)

func main() {
	data := flag.String("data", "scenarios/redrussia/mapgen/data", "the area data")
	geo := flag.String("geo", "scenarios/reds/mapgen/data", "the land and lake data")
	out := flag.String("out", "", "write the map file here")
	preview := flag.String("preview", "", "draw the map to this PNG")
	check := flag.String("check", "", "fail unless this map file is what the data gives")
	flag.Parse()
	in, err := readInputs(*data, *geo)
	if err != nil {
		fail(err)
	}
	res, err := generate(in)
	if err != nil {
		fail(err)
	}
	fmt.Fprint(os.Stderr, res.report)
	js, err := encode(res.m)
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
			fail(fmt.Errorf("%s is stale: run make rr-map", *check))
		}
	}
	if *preview != "" {
		pm, err := rr.ParseMap(js)
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
