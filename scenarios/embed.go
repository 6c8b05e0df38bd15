// Package scenarios holds the game data shipped inside the binary: the REDS!
// maps, tables and scenario files, read through the scenario package.
package scenarios

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"sync"

	"tachanka/game/play"
	"tachanka/game/reds"
	"tachanka/game/scenario"
)

//go:embed *.json reds/*.json
var files embed.FS

// Lib is the embedded library of maps and tables.
var Lib scenario.Library = library{}

type library struct{}

var (
	mu     sync.Mutex
	boards = map[string]*reds.Board{}
	tables = map[string]*reds.Tables{}
)

// Map returns the board of map id, read from reds/map-ID.json once.
func (library) Map(id string) (*reds.Board, error) {
	mu.Lock()
	defer mu.Unlock()
	if b, ok := boards[id]; ok {
		return b, nil
	}
	data, err := files.ReadFile("reds/map-" + id + ".json")
	if err != nil {
		return nil, fmt.Errorf("unknown map %q", id)
	}
	b, err := reds.LoadBoard(data)
	if err != nil {
		return nil, fmt.Errorf("map %q (reds/map-%s.json): %v", id, id, err)
	}
	boards[id] = b
	return b, nil
}

// Tables returns the tables of id, read from reds/tables-ID.json once.
func (library) Tables(id string) (*reds.Tables, error) {
	mu.Lock()
	defer mu.Unlock()
	if t, ok := tables[id]; ok {
		return t, nil
	}
	data, err := files.ReadFile("reds/tables-" + id + ".json")
	if err != nil {
		return nil, fmt.Errorf("unknown tables %q", id)
	}
	t, err := reds.LoadTables(data)
	if err != nil {
		return nil, fmt.Errorf("tables %q (reds/tables-%s.json): %v", id, id, err)
	}
	tables[id] = t
	return t, nil
}

// IDs lists the scenario ids, in name order.
func IDs() []string {
	ents, _ := fs.Glob(files, "*.json")
	ids := make([]string, 0, len(ents))
	for _, e := range ents {
		ids = append(ids, strings.TrimSuffix(path.Base(e), ".json"))
	}
	sort.Strings(ids)
	return ids
}

// List lists the embedded scenarios of a game with their titles, read from
// the head of each file.
func List(game string) []play.Scenario {
	var out []play.Scenario
	for _, id := range IDs() {
		data, err := files.ReadFile(id + ".json")
		if err != nil {
			continue
		}
		var head struct {
			Game    string `json:"game"`
			Title   string `json:"title"`
			TitleRU string `json:"title_ru"`
		}
		if json.Unmarshal(data, &head) == nil && head.Game == game {
			out = append(out, play.Scenario{ID: id, Title: play.Text{EN: head.Title, RU: head.TitleRU}})
		}
	}
	return out
}

// Open reads the embedded scenario with that id.
func Open(id string) (*scenario.File, error) {
	data, err := files.ReadFile(id + ".json")
	if err != nil {
		return nil, fmt.Errorf("unknown scenario %q (known: %s)", id, strings.Join(IDs(), ", "))
	}
	f, err := scenario.Parse(data, Lib)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", id, err)
	}
	if f.Scenario != id {
		return nil, fmt.Errorf("scenario %s: the file calls itself %q", id, f.Scenario)
	}
	return f, nil
}

// Default is the scenario a new game starts without one named.
func Default() string {
	for _, id := range []string{"reds-1918-1921", "test-moscow"} {
		for _, have := range IDs() {
			if id == have {
				return id
			}
		}
	}
	return IDs()[0]
}

// Resolve reads an embedded scenario by id, or a scenario or save file by path.
func Resolve(arg string) (*scenario.File, error) {
	for _, id := range IDs() {
		if id == arg {
			return Open(id)
		}
	}
	if _, err := os.Stat(arg); err != nil {
		return nil, fmt.Errorf("%q is neither a scenario (%s) nor a readable file", arg, strings.Join(IDs(), ", "))
	}
	return scenario.Load(arg, Lib)
}

// Raw returns an embedded file's bytes (for tests and the map command).
func Raw(name string) ([]byte, error) { return files.ReadFile(name) }
