package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"tachanka/game/jsonfile"
	"tachanka/game/play"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// MixFile is the path of the counter mix inside the embedded scenarios.
const MixFile = "reds/counters.json"

// The map and tables every REDS! scenario uses.
const (
	MapID    = "reds"
	TablesID = "reds"
)

// mix is the counter mix file: the counters and leaders of REDS!, the
// set-up state the counters do not print, and the scenarios built from them.
type mix struct {
	Format    int              `json:"format"`
	Notes     string           `json:"notes"`
	Scenarios []scenarioInfo   `json:"scenarios"`
	SetUp     setUpState       `json:"setup"`
	Leaders   []reds.LeaderDef `json:"leaders"`
	Counters  json.RawMessage  `json:"counters"`

	counters []reds.UnitDef
}

type scenarioInfo struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	TitleRU     string `json:"title_ru"`
	Description string `json:"description"`
	// EndsAfter is the strategic turn after whose Allied Withdrawal Phase
	// the scenario ends ("E" for the short scenario, 4.4; none for the
	// campaign, which ends after turn 24, 4.5).
	EndsAfter string `json:"ends_after"`
}

// setUpState lists the units that start disordered (3.1) or with an Out of
// Supply marker (3.2).
type setUpState struct {
	Note        string   `json:"note"`
	Disordered  []string `json:"disordered"`
	OutOfSupply []string `json:"out_of_supply"`
}

// Output is one generated scenario file.
type Output struct {
	Name  string // file name inside scenarios/
	Bytes []byte
}

func readMix(raw []byte) (*mix, error) {
	if err := jsonfile.CheckSyntax(raw); err != nil {
		return nil, err
	}
	var m mix
	if err := jsonfile.Decode(raw, &m, ""); err != nil {
		return nil, err
	}
	if m.Format != 1 {
		return nil, jsonfile.Errorf("format", "counter mix format %d is not supported (want 1)", m.Format)
	}
	if len(m.Scenarios) == 0 {
		return nil, jsonfile.Errorf("scenarios", "no scenario to build")
	}
	var err error
	if m.counters, err = jsonfile.DecodeList[reds.UnitDef](m.Counters, "counters"); err != nil {
		return nil, err
	}
	return &m, nil
}

// Build reads the counter mix and returns every scenario file it defines,
// each validated by the scenario loader. The output depends only on the
// embedded data, so running it twice gives the same bytes.
func Build() ([]Output, error) {
	raw, err := scenarios.Raw(MixFile)
	if err != nil {
		return nil, err
	}
	m, err := readMix(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", MixFile, err)
	}
	initial, err := setUp(m)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", MixFile, err)
	}
	var out []Output
	for _, sc := range m.Scenarios {
		if sc.EndsAfter != "" && (len(sc.EndsAfter) != 1 || !strings.Contains(reds.StrategicLetters, sc.EndsAfter)) {
			return nil, fmt.Errorf("%s: scenario %s: ends_after %q is not a strategic turn letter", MixFile, sc.ID, sc.EndsAfter)
		}
		// Both scenarios use the same set-up (3.0); only their end differs.
		st := initial.Clone()
		st.EndsAfter = sc.EndsAfter
		head := play.Header{Format: scenario.Format, Game: scenario.Game, Scenario: sc.ID, Title: sc.Title, TitleRU: sc.TitleRU, Description: sc.Description}
		f := &scenario.File{Header: head, Map: MapID, Tables: TablesID,
			Leaders: m.Leaders, Counters: m.counters, Initial: st}
		b, err := f.Marshal()
		if err != nil {
			return nil, fmt.Errorf("scenario %s: %w", sc.ID, err)
		}
		if _, err := scenario.Parse(b, scenarios.Lib); err != nil {
			return nil, fmt.Errorf("scenario %s does not load: %w", sc.ID, err)
		}
		out = append(out, Output{Name: sc.ID + ".json", Bytes: b})
	}
	return out, nil
}

// setUp places every counter as RULES 3.1 says and lets the engine apply
// 3.2 (markers, seas, control).
func setUp(m *mix) (*reds.State, error) {
	board, err := scenarios.Lib.Map(MapID)
	if err != nil {
		return nil, err
	}
	tables, err := scenarios.Lib.Tables(TablesID)
	if err != nil {
		return nil, err
	}
	if err := reds.ValidateLeaders(m.Leaders, "leaders"); err != nil {
		return nil, err
	}
	if err := reds.ValidateUnits(m.counters, board, "counters"); err != nil {
		return nil, err
	}
	data, err := reds.NewData(board, m.counters, tables)
	if err != nil {
		return nil, err
	}
	data.Leaders = m.Leaders
	s := &reds.State{Data: data, Units: make([]reds.Unit, len(m.counters))}
	for i := range m.counters {
		d := &m.counters[i]
		u, err := place(d)
		if err != nil {
			return nil, jsonfile.Errorf(jsonfile.Index("counters", i), "%v", err)
		}
		s.Units[i] = u
	}
	for _, l := range []struct {
		path string
		ids  []string
		set  func(*reds.Unit)
	}{
		{"setup.disordered", m.SetUp.Disordered, func(u *reds.Unit) { u.Disordered = true }},
		{"setup.out_of_supply", m.SetUp.OutOfSupply, func(u *reds.Unit) { u.OutOfSupply = true }},
	} {
		for k, id := range l.ids {
			i, ok := data.UnitIndex(id)
			if !ok {
				return nil, jsonfile.Errorf(jsonfile.Index(l.path, k), "unknown unit %q", id)
			}
			if s.Units[i].Where != reds.OnMap {
				return nil, jsonfile.Errorf(jsonfile.Index(l.path, k), "unit %q does not set up on the map", id)
			}
			if l.path == "setup.disordered" && data.Units[i].Steps != 2 {
				return nil, jsonfile.Errorf(jsonfile.Index(l.path, k), "unit %q has no disordered side", id)
			}
			l.set(&s.Units[i])
			if l.path == "setup.disordered" {
				// The counter carries it too: optional rule 21.1 rallies it at set-up.
				m.counters[i].SetUpDisordered = true
			}
		}
	}
	if err := s.SetUp(); err != nil {
		return nil, err
	}
	return s, nil
}

// place is RULES 3.1 for one counter.
func place(d *reds.UnitDef) (reds.Unit, error) {
	u := reds.Unit{ID: d.ID}
	switch {
	case d.Arrives != "":
		// A letter, with or without a hex: that strategic turn's box (14.1).
		u.Where, u.Box = reds.Arriving, strings.Index(reds.StrategicLetters, d.Arrives)
	case d.Type == reds.NavalFlotilla:
		// The White Sea flotilla, the one naval flotilla without a letter,
		// is in its sea box, available for use (3.1, 20.7).
		u.Where = reds.Available
	case d.Setup.Valid():
		// A printed hex alone (garrisons printed with a hex included).
		u.Where, u.Hex = reds.OnMap, d.Setup
	case d.Type.Special() || d.Type == reds.Partisan:
		u.Where = reds.InPool
	default:
		return u, fmt.Errorf("counter %q has neither a set-up hex nor an arrival letter", d.ID)
	}
	return u, nil
}
