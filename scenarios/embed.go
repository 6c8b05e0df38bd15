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
	"tachanka/game/poltava"
	"tachanka/game/rcw"
	"tachanka/game/redrussia"
	"tachanka/game/reds"
	"tachanka/game/scenario"
)

//go:embed *.json reds/*.json poltava/*.json rcw/*.json redrussia/*.json
var files embed.FS

// Lib is the embedded library of maps and tables.
var Lib scenario.Library = library{}

type library struct{}

var (
	mu     sync.Mutex
	boards = map[string]*reds.Board{}
	tables = map[string]*reds.Tables{}
	geos   = map[string]*reds.Geography{}
)

// Geography returns the drawing of map id's real coasts, lakes and rivers,
// read from reds/geo-ID.json once; nil without error when the map has none
// (the client then draws water hex by hex).
func Geography(id string) (*reds.Geography, error) {
	mu.Lock()
	defer mu.Unlock()
	if g, ok := geos[id]; ok {
		return g, nil
	}
	data, err := files.ReadFile("reds/geo-" + id + ".json")
	if err != nil {
		geos[id] = nil
		return nil, nil
	}
	g, err := reds.LoadGeography(data)
	if err != nil {
		return nil, fmt.Errorf("geography %q (reds/geo-%s.json): %v", id, id, err)
	}
	geos[id] = g
	return g, nil
}

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

// Poltava is the embedded library of Poltava 1709's map and counters.
var Poltava poltava.Library = poltavaLib{}

type poltavaLib struct{}

var (
	poltavaBoards   = map[string]*poltava.Board{}
	poltavaCounters *poltava.Counters
)

// Board returns the Poltava map of id, read from poltava/map-ID.json once.
func (poltavaLib) Board(id string) (*poltava.Board, error) {
	mu.Lock()
	defer mu.Unlock()
	if b, ok := poltavaBoards[id]; ok {
		return b, nil
	}
	data, err := files.ReadFile("poltava/map-" + id + ".json")
	if err != nil {
		return nil, fmt.Errorf("unknown map %q", id)
	}
	b, err := poltava.LoadBoard(data)
	if err != nil {
		return nil, fmt.Errorf("map %q (poltava/map-%s.json): %v", id, id, err)
	}
	poltavaBoards[id] = b
	return b, nil
}

// Counters returns the counters of both armies, read once.
func (poltavaLib) Counters() (*poltava.Counters, error) {
	mu.Lock()
	defer mu.Unlock()
	if poltavaCounters != nil {
		return poltavaCounters, nil
	}
	data, err := files.ReadFile("poltava/counters.json")
	if err != nil {
		return nil, err
	}
	c, err := poltava.LoadCounters(data)
	if err != nil {
		return nil, fmt.Errorf("poltava/counters.json: %v", err)
	}
	poltavaCounters = c
	return c, nil
}

// OpenPoltava reads an embedded Poltava scenario.
func OpenPoltava(id string) (*poltava.File, error) {
	data, err := files.ReadFile(id + ".json")
	if err != nil || GameOf(id) != poltava.GameID {
		return nil, fmt.Errorf("unknown scenario %q of Poltava 1709 (known: %s)", id, strings.Join(IDsOf(poltava.GameID), ", "))
	}
	f, err := poltava.Parse(data, Poltava)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", id, err)
	}
	return f, nil
}

// OpenRCW reads an embedded scenario of the Russian Civil War.
func OpenRCW(id string) (*rcw.File, error) {
	data, err := files.ReadFile(id + ".json")
	if err != nil || GameOf(id) != rcw.GameID {
		return nil, fmt.Errorf("unknown scenario %q of the Russian Civil War (known: %s)", id, strings.Join(IDsOf(rcw.GameID), ", "))
	}
	d, err := RCWData()
	if err != nil {
		return nil, err
	}
	f, err := rcw.Parse(data, d)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", id, err)
	}
	if f.Header.Scenario != id {
		return nil, fmt.Errorf("scenario %s: the file calls itself %q", id, f.Header.Scenario)
	}
	return f, nil
}

// GameOf is the game of an embedded scenario id ("" if none).
func GameOf(id string) string {
	data, err := files.ReadFile(id + ".json")
	if err != nil {
		return ""
	}
	var head struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(data, &head) != nil {
		return ""
	}
	return head.Game
}

// IDsOf lists the embedded scenario ids of a game.
func IDsOf(game string) []string {
	var out []string
	for _, sc := range List(game) {
		out = append(out, sc.ID)
	}
	return out
}

// IsTest reports a test scenario (its id starts "test-"): the tests and the
// command line open it by name, the players' lists leave it out.
func IsTest(id string) bool { return strings.HasPrefix(id, "test-") }

// PlayerIDsOf lists the scenario ids of a game offered to players: all but
// the test scenarios.
func PlayerIDsOf(game string) []string {
	var out []string
	for _, id := range IDsOf(game) {
		if !IsTest(id) {
			out = append(out, id)
		}
	}
	return out
}

// IDs lists the scenario ids of every game, in name order.
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
	if g := GameOf(id); g != scenario.Game {
		return nil, fmt.Errorf("scenario %s is a scenario of %s, not of REDS!", id, g)
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

// RCWData is the embedded map, counters and tables of SPI's Russian Civil
// War, read and checked once.
func RCWData() (*rcw.Data, error) {
	rcwOnce.Do(func() { rcwData, rcwErr = loadRCW() })
	return rcwData, rcwErr
}

var (
	rcwOnce sync.Once
	rcwData *rcw.Data
	rcwErr  error
)

func loadRCW() (*rcw.Data, error) {
	read := func(name string) ([]byte, error) { return files.ReadFile("rcw/" + name) }
	data, err := read("map-rcw.json")
	if err != nil {
		return nil, err
	}
	m, err := rcw.ParseMap(data)
	if err != nil {
		return nil, fmt.Errorf("rcw/map-rcw.json: %w", err)
	}
	if data, err = read("counters.json"); err != nil {
		return nil, err
	}
	c, err := rcw.ParseCounters(data)
	if err == nil {
		err = c.CheckMap(m)
	}
	if err != nil {
		return nil, fmt.Errorf("rcw/counters.json: %w", err)
	}
	if data, err = read("tables-rcw.json"); err != nil {
		return nil, err
	}
	t, err := rcw.ParseTables(data, m)
	if err != nil {
		return nil, fmt.Errorf("rcw/tables-rcw.json: %w", err)
	}
	return &rcw.Data{Map: m, Counters: c, Tables: t}, nil
}

// RedRussiaComponents is the embedded counter mix, leaders, tables and
// deck of Avalanche Press's Red Russia, read and checked once.
func RedRussiaComponents() (*redrussia.Components, error) {
	rrOnce.Do(func() {
		rrComponents, rrErr = redrussia.ParseComponents(func(name string) ([]byte, error) {
			return files.ReadFile("redrussia/" + name)
		})
		if rrErr != nil {
			rrErr = fmt.Errorf("redrussia: %w", rrErr)
		}
	})
	return rrComponents, rrErr
}

var (
	rrOnce       sync.Once
	rrComponents *redrussia.Components
	rrErr        error
)

// RedRussiaMap is the embedded area map of Avalanche Press's Red Russia,
// read and checked once.
func RedRussiaMap() (*redrussia.Map, error) {
	rrMapOnce.Do(func() {
		data, err := files.ReadFile("redrussia/map-redrussia.json")
		if err == nil {
			rrMap, err = redrussia.ParseMap(data)
		}
		if err != nil {
			rrMapErr = fmt.Errorf("redrussia/map-redrussia.json: %w", err)
		}
	})
	return rrMap, rrMapErr
}

var (
	rrMapOnce sync.Once
	rrMap     *redrussia.Map
	rrMapErr  error
)

// RedRussiaData is Red Russia's map and components joined, once.
func RedRussiaData() (*redrussia.Data, error) {
	rrDataOnce.Do(func() {
		m, err := RedRussiaMap()
		if err != nil {
			rrDataErr = err
			return
		}
		c, err := RedRussiaComponents()
		if err != nil {
			rrDataErr = err
			return
		}
		rrData, rrDataErr = redrussia.NewData(m, c)
	})
	return rrData, rrDataErr
}

var (
	rrDataOnce sync.Once
	rrData     *redrussia.Data
	rrDataErr  error
)

// OpenRedRussia reads an embedded scenario of Red Russia by id.
func OpenRedRussia(id string) (*redrussia.File, error) {
	data, err := files.ReadFile(id + ".json")
	if err != nil || GameOf(id) != redrussia.GameID {
		return nil, fmt.Errorf("unknown scenario %q of Red Russia (known: %s)", id, strings.Join(IDsOf(redrussia.GameID), ", "))
	}
	d, err := RedRussiaData()
	if err != nil {
		return nil, err
	}
	f, err := redrussia.Parse(data, d)
	if err != nil {
		return nil, fmt.Errorf("scenario %s: %w", id, err)
	}
	if f.Header.Scenario != id {
		return nil, fmt.Errorf("scenario %s: the file calls itself %q", id, f.Header.Scenario)
	}
	return f, nil
}
