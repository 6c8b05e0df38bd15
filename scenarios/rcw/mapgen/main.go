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
	"fmt"
	"os"

	"tachanka/game/rcw"
	"tachanka/scenarios/internal/mapcmd"
)

func main() {
	f := mapcmd.Parse("scenarios/rcw/mapgen/data", "the province data")
	in, err := readInputs(f.Data, f.Geo)
	if err != nil {
		mapcmd.Fail(err)
	}
	m, report, err := generate(in)
	fmt.Fprint(os.Stderr, report)
	if err != nil && (m == nil || f.Preview == "") {
		mapcmd.Fail(err)
	}
	js, err := encode(m)
	if err != nil {
		mapcmd.Fail(err)
	}
	if err := mapcmd.Emit(js, f, "make rcw-map", rcw.ParseMap, drawPreview); err != nil {
		mapcmd.Fail(err)
	}
}
