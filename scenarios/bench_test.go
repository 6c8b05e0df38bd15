package scenarios_test

import (
	"os"
	"path/filepath"
	"testing"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// Benchmarks of the engine's queries on the campaign map (DESIGN.md,
// Targets): a reachable-hex query under 1 ms, the supply of every unit on
// the map under 5 ms. The positions come from seeded random play, so they
// are the same on every run.

// campaignAt plays seeded random legal actions on the campaign until the
// pending decision is kind, from the given operational turn on.
func campaignAt(b *testing.B, turn int, kind reds.Decision) *reds.State {
	b.Helper()
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		b.Fatal(err)
	}
	g, _ := f.NewGame(7)
	playRandom(b, g, func(s *reds.State) bool { return s.Turn >= turn && s.Pending.Kind == kind })
	if g.State.Step == reds.StepGameOver {
		b.Fatalf("the game ended before turn %d", turn)
	}
	return g.State
}

// playRandom plays g with seeded random players until stop accepts the
// position (or the game ends).
func playRandom(b testing.TB, g *reds.Game, stop func(*reds.State) bool) {
	b.Helper()
	playSeeded(b, g, 1, 2, stop)
}

// playSeeded is playRandom with the random players' seeds.
func playSeeded(b testing.TB, g *reds.Game, red, white uint64, stop func(*reds.State) bool) {
	b.Helper()
	m := bot.Match{Red: bot.NewRandom(red), White: bot.NewRandom(white), MaxActions: 100000, Until: stop}
	if _, err := m.Play(g, nil); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkCampaignReachable is one unit's reachable-hex query during an
// activation on the campaign map, averaged over every unit that can move.
func BenchmarkCampaignReachable(b *testing.B) {
	var movers [][]string
	dests := 0
	find := func(s *reds.State) bool {
		movers, dests = nil, 0
		for i, u := range s.Units {
			if u.Where != reds.OnMap || s.SideOf(i) != s.Pending.Side {
				continue
			}
			if r, err := s.Reachable([]string{u.ID}); err == nil {
				movers = append(movers, []string{u.ID})
				dests += len(r.Dests)
			}
		}
		return len(movers) > 0
	}
	// The first movement decision from turn 3 on with a unit that can move
	// (a side may have moved everything it could).
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		b.Fatal(err)
	}
	g, _ := f.NewGame(7)
	playRandom(b, g, func(s *reds.State) bool { return s.Turn >= 3 && s.Pending.Kind == reds.DecideMovement && find(s) })
	s := g.State
	if len(movers) == 0 {
		b.Fatal("no unit can move")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.Reachable(movers[i%len(movers)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(dests)/float64(len(movers)), "dests/unit")
}

// BenchmarkCampaignSupplyAllUnits is the supply status of every unit on the
// campaign map, from a fresh supply computation.
func BenchmarkCampaignSupplyAllUnits(b *testing.B) {
	s := campaignAt(b, 3, reds.DecideMovement)
	on := 0
	for _, u := range s.Units {
		if u.Where == reds.OnMap {
			on++
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sp := s.NewSupply()
		for u := range s.Units {
			if s.Units[u].Where == reds.OnMap {
				sp.Of(u)
			}
		}
	}
	b.ReportMetric(float64(on), "units")
}

// BenchmarkCampaignLegalActions lists every legal action of a movement
// decision: what the client's hints and the random player build on.
func BenchmarkCampaignLegalActions(b *testing.B) {
	s := campaignAt(b, 3, reds.DecideMovement)
	n := len(reds.LegalActions(s))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		reds.LegalActions(s)
	}
	b.ReportMetric(float64(n), "actions")
}

// BenchmarkCampaignSaveLoad saves a campaign game in its fifth turn (every
// action since the start, and the state) and loads it back as the client
// does: the target is under 100 ms each.
func BenchmarkCampaignSaveLoad(b *testing.B) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		b.Fatal(err)
	}
	g, _ := f.NewGame(7)
	playRandom(b, g, func(s *reds.State) bool { return s.Turn >= 5 })
	path := filepath.Join(b.TempDir(), "save.json")
	b.Run("save", func(b *testing.B) {
		for b.Loop() {
			if err := scenario.SaveOf(f, g).Save(path); err != nil {
				b.Fatal(err)
			}
		}
		if st, err := os.Stat(path); err == nil {
			b.ReportMetric(float64(st.Size())/1024, "KB")
			b.ReportMetric(float64(len(g.Actions)), "actions")
		}
	})
	b.Run("load", func(b *testing.B) {
		for b.Loop() {
			if _, err := scenario.Load(path, scenarios.Lib); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkCampaignLogisticsSegment replays a whole Logistics segment of the
// campaign (7.12: supply, rally, replacements, the players' decisions in it)
// from the draw of its chit, with the decisions seeded random play made.
func BenchmarkCampaignLogisticsSegment(b *testing.B) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		b.Fatal(err)
	}
	g, _ := f.NewGame(7)
	inLogistics := func(s *reds.State) bool {
		return s.Step == reds.StepLogistics || s.Segment != nil && s.Segment.Chit == reds.ChitLogistics
	}
	// Play to the first decision inside a Logistics segment from turn 3
	// on, keeping the position before the action that drew its chit.
	var before, prev *reds.State
	playRandom(b, g, func(s *reds.State) bool {
		if s.Turn >= 3 && inLogistics(s) {
			before = prev
			return true
		}
		prev = s.Clone()
		return false
	})
	start := len(g.Actions) - 1
	playRandom(b, g, func(s *reds.State) bool { return !inLogistics(s) })
	if before == nil {
		b.Fatal("no Logistics segment with a decision from turn 3 on")
	}
	segment := g.Actions[start:]
	for b.Loop() {
		s := before.Clone()
		for _, a := range segment {
			if _, err := reds.Apply(s, a); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(segment)), "actions")
}

// BenchmarkInvariants is the whole-state invariant check the random-game
// tests and `tachanka selfplay -check` run after every action, on campaign
// positions of every kind met in a random game's first turns.
func BenchmarkInvariants(b *testing.B) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		b.Fatal(err)
	}
	g, _ := f.NewGame(7)
	var states []*reds.State
	playRandom(b, g, func(s *reds.State) bool {
		states = append(states, s.Clone())
		return s.Turn > 3
	})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := states[i%len(states)].Invariants(); err != nil {
			b.Fatal(err)
		}
	}
}
