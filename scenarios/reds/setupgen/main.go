// Command setupgen builds the REDS! scenario files from the counter mix
// (scenarios/reds/counters.json): it places every counter as RULES 3.1
// says, lets the engine apply 3.2 (markers, seas and city control) and
// writes scenarios/reds-1918-1919.json and scenarios/reds-1918-1921.json.
// Run it with `make scenarios` after changing the counter mix, the map or the
// tables; a test fails while the committed files are stale.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"tachanka/game/jsonfile"
)

func main() {
	dir := flag.String("dir", "scenarios", "directory to write the scenario files to")
	flag.Parse()
	outs, err := Build()
	if err != nil {
		fmt.Fprintln(os.Stderr, "setupgen:", err)
		os.Exit(1)
	}
	for _, o := range outs {
		path := filepath.Join(*dir, o.Name)
		if err := jsonfile.WriteAtomic(path, o.Bytes); err != nil {
			fmt.Fprintln(os.Stderr, "setupgen:", err)
			os.Exit(1)
		}
		fmt.Println("wrote", path)
	}
}
