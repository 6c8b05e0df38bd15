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
	"fmt"
	"os"

	rr "tachanka/game/redrussia"
	"tachanka/scenarios/internal/mapcmd"
)

func main() {
	f := mapcmd.Parse("scenarios/redrussia/mapgen/data", "the area data")
	in, err := readInputs(f.Data, f.Geo)
	if err != nil {
		mapcmd.Fail(err)
	}
	res, err := generate(in)
	if err != nil {
		mapcmd.Fail(err)
	}
	fmt.Fprint(os.Stderr, res.report)
	js, err := encode(res.m)
	if err != nil {
		mapcmd.Fail(err)
	}
	if err := mapcmd.Emit(js, f, "make rr-map", rr.ParseMap, drawPreview); err != nil {
		mapcmd.Fail(err)
	}
}
