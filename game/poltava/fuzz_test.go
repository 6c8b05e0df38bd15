package poltava_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"tachanka/game/dice"
	"tachanka/game/poltava"
	"tachanka/scenarios"
)

// FuzzParseFile feeds the loader mangled scenario and save files: it must
// answer with an error or a file that verifies, never panic.
func FuzzParseFile(f *testing.F) {
	for _, id := range []string{"poltava-main", "poltava-whole"} {
		data, err := scenarios.Raw(id + ".json")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"format":1,"game":"poltava","scenario":"s","map":"poltava","first_turn":8,"last_turn":12,"seed":1,"actions":[{"type":"ready"}],"state":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = poltava.Verify("fuzz.json", data, scenarios.Poltava)
	})
}

// FuzzApply applies decoded actions to positions of seeded random play:
// Apply never panics, and a refused action leaves the state exactly as it
// was.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 30, []byte(`{"type":"move","unit":"sw-kalmar","path":["2420"]}`))
	f.Add(uint64(2), 120, []byte(`{"type":"fire","unit":"ru-art-1","target":"sw-kalmar"}`))
	f.Add(uint64(3), 200, []byte(`{"type":"attack","units":["sw-kalmar"],"hexes":["2620"]}`))
	f.Add(uint64(4), 5, []byte(`{"type":"flip","units":["ru-dr-tver","ru-dr-tver"]}`))
	f.Add(uint64(5), 60, []byte(`{"type":"end_phase"}`))
	main, err := scenarios.OpenPoltava("poltava-main")
	if err != nil {
		f.Fatal(err)
	}
	whole, err := scenarios.OpenPoltava("poltava-whole")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps int, raw []byte) {
		var a poltava.Action
		if json.Unmarshal(raw, &a) != nil {
			return
		}
		file := main
		if seed%2 == 1 {
			file = whole
		}
		rec, _ := file.NewGame(seed)
		r := dice.New(seed)
		for k := 0; k < steps%400 && !rec.State.Over(); k++ {
			b, ok := rec.State.RandomAction(&r)
			if !ok {
				break
			}
			if _, err := rec.Do(b); err != nil {
				t.Fatalf("seed %d step %d: the random player's %v was refused: %v", seed, k, b, err)
			}
		}
		before := rec.State.Clone()
		if _, err := poltava.Apply(rec.State, a); err != nil {
			b1, _ := json.Marshal(before)
			b2, _ := json.Marshal(rec.State)
			if string(b1) != string(b2) || !reflect.DeepEqual(before.Pending, rec.State.Pending) {
				t.Fatalf("a refused %v changed the state", a)
			}
			return
		}
		if err := rec.State.CheckInvariants(); err != nil {
			t.Fatalf("after %v: %v", a, err)
		}
	})
}
