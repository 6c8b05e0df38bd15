package bot

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/scenarios"
)

// Blunders a player sees at once (issue 21, item 5), as positions of the
// seeded games in which the default level made them. Each position is the
// scenario, the seed and the actions that reach it (testdata/blunders.json),
// so it stays the same whatever the bot now plays; the engine replays it.
//
// The positions were written by TestWriteBlunderPositions with the bot as
// it played then: normal on both sides, each seeded as the window seeds
// it (the game's seed and the side), the game played until the decision.

// blunder is one position and how it was reached.
type blunder struct {
	Name     string        `json:"name"`
	Scenario string        `json:"scenario"`
	Seed     uint64        `json:"seed"`
	Actions  []reds.Action `json:"actions"`
}

// blunderSpecs name the positions: the game, and the decision it stops at.
var blunderSpecs = []struct {
	name, scenario string
	seed           uint64
	turn           int
	side           reds.Side
	chit           reds.Chit
}{
	// Turn 1 of the campaign, seed 3: Red's South segment. The default
	// level marched the 10th Army out of Tsaritsyn (Red Verdun, a
	// resource city) with the Volunteer Army three hexes off.
	{"tsaritsyn", "reds-1918-1921", 3, 1, reds.Red, reds.ChitSouth},
	// Turn 1 of the campaign, seed 11: the Siberian segment. The default
	// level sent the Czech Legion and Kappel out of Simbirsk to Kazan,
	// leaving a garrison: Red took Simbirsk and Syzran behind them, and the
	// Czech Legion, Kappel and the People's Army died out of supply by
	// turn 3.
	{"kazan", "reds-1918-1921", 11, 1, reds.White, reds.ChitSiberian},
}

const blunderFile = "testdata/blunders.json"

// windowSeed is the seed the window gives the computer player of a side.
func windowSeed(seed uint64, side reds.Side) uint64 {
	k := uint64(0x9e3779b97f4a7c15)
	return seed ^ uint64(side)*k
}

// TestWriteBlunderPositions rewrites testdata/blunders.json from the
// seeded games (TACHANKA_WRITE_BLUNDERS=1): only to add a position, since
// the bot playing differently now reaches different ones.
func TestWriteBlunderPositions(t *testing.T) {
	if os.Getenv("TACHANKA_WRITE_BLUNDERS") == "" {
		t.Skip("set TACHANKA_WRITE_BLUNDERS=1 to rewrite " + blunderFile)
	}
	var out []blunder
	for _, sp := range blunderSpecs {
		f, err := scenarios.Open(sp.scenario)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := f.NewGame(sp.seed)
		m := Match{Red: New(Normal, windowSeed(sp.seed, reds.Red)), White: New(Normal, windowSeed(sp.seed, reds.White)),
			MaxActions: 100000, Until: func(s *reds.State) bool {
				return s.Turn == sp.turn && s.Pending.Side == sp.side && s.Pending.Kind == reds.DecideMovement &&
					s.Segment != nil && s.Segment.Chit == sp.chit
			}}
		if _, err := m.Play(g, nil); err != nil {
			t.Fatal(err)
		}
		if g.State.Pending.Kind != reds.DecideMovement {
			t.Fatalf("%s: the game never reached the decision", sp.name)
		}
		out = append(out, blunder{Name: sp.name, Scenario: sp.scenario, Seed: sp.seed, Actions: g.Actions})
	}
	b, err := json.MarshalIndent(out, "", "\t")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(blunderFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(blunderFile, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// blunderPosition replays the named position.
func blunderPosition(t *testing.T, name string) *reds.State {
	t.Helper()
	data, err := os.ReadFile(blunderFile)
	if err != nil {
		t.Fatal(err)
	}
	var all []blunder
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	for _, p := range all {
		if p.Name != name {
			continue
		}
		f, err := scenarios.Open(p.Scenario)
		if err != nil {
			t.Fatal(err)
		}
		s, err := reds.Replay(f.Initial, p.Seed, p.Actions)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	t.Fatalf("no position %q in %s", name, blunderFile)
	return nil
}

// playStep lets a bot of the level make the pending movement step on a copy
// of s (with dice of its own: a movement step rolls none) and returns the
// position when the step is over.
func playStep(t *testing.T, s *reds.State, level Level) *reds.State {
	t.Helper()
	c := s.Clone()
	side := c.Pending.Side
	b := New(level, 1)
	for n := 0; c.Pending.Side == side && c.Pending.Kind == reds.DecideMovement; n++ {
		if n > 200 {
			t.Fatal("the movement step does not end")
		}
		a, err := b.Choose(c.View(side))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := reds.Apply(c, a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	return c
}

// heldBy lists the units other than garrisons and special units of side
// in hex h.
func heldBy(s *reds.State, h hex.Hex, side reds.Side) []string {
	var out []string
	for _, id := range s.StackAt(h) {
		if i, ok := s.UnitByID(id); ok && s.SideOf(i) == side && !s.Def(i).Type.Special() {
			out = append(out, id)
		}
	}
	return out
}

// levels are the levels every blunder position is played at.
var blunderLevels = []Level{Normal, Hard}

// Red Verdun (11.7, 20.11) is Tsaritsyn, a resource city: with the
// Volunteer Army three hexes off, Red does not march its army out of it
// and leave a garrison, which any attack kills.
func TestBlunderRedDoesNotAbandonRedVerdun(t *testing.T) {
	s := blunderPosition(t, "tsaritsyn")
	if len(heldBy(s, s.RedVerdun, reds.Red)) == 0 {
		t.Fatal("the position has no Red army in Tsaritsyn")
	}
	for _, level := range blunderLevels {
		after := playStep(t, s, level)
		if len(heldBy(after, s.RedVerdun, reds.Red)) == 0 {
			t.Errorf("%s: Tsaritsyn (Red Verdun) left to %v with White in reach", level, after.StackAt(s.RedVerdun))
		}
	}
}

// The Siberians on the Volga keep their line: the Czech Legion and Kappel
// do not leave Simbirsk (a resource city, with Red's armies in reach, and
// the hinge of their line) to a garrison for Kazan, and end the Siberian
// movement step in supply. Red's answer in the game was to take Simbirsk
// and Syzran behind them: disordered at the Logistics segment, then dead
// (12.9).
func TestBlunderWhiteKeepsTheVolgaLine(t *testing.T) {
	s := blunderPosition(t, "kazan")
	simbirsk, ok := s.Data.Board.FindCity("Simbirsk")
	if !ok {
		t.Fatal("no Simbirsk")
	}
	for _, level := range blunderLevels {
		after := playStep(t, s, level)
		if len(heldBy(after, simbirsk, reds.White)) == 0 {
			t.Errorf("%s: Simbirsk left to %v with Red's armies in reach", level, after.StackAt(simbirsk))
		}
		sp := after.NewSupply()
		for _, id := range []string{"sib-1-czech", "sib-kappel"} {
			i, _ := after.UnitByID(id)
			if u := after.Units[i]; u.Where != reds.OnMap || !sp.Of(i).In() || u.Hex != simbirsk && hex.Distance(u.Hex, simbirsk) > 1 {
				t.Errorf("%s: %s ends the step in %v, off the line through Simbirsk", level, id, u.Hex)
			}
		}
	}
}
