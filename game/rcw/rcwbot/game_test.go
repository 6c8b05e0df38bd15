package rcwbot

import (
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"tachanka/game/dice"
	"tachanka/game/rcw"
	"tachanka/scenarios"
)

var (
	dataOnce sync.Once
	data     *rcw.Data
	dataErr  error
)

func testData(t testing.TB) *rcw.Data {
	t.Helper()
	dataOnce.Do(func() { data, dataErr = scenarios.RCWData() })
	if dataErr != nil {
		t.Fatal(dataErr)
	}
	return data
}

// gameStats are the figures of one game.
type gameStats struct {
	actions   int
	decisions int
	think     time.Duration // total time in Choose for pending decisions
	slowest   time.Duration
	slowKind  rcw.Decision // the pending decision of the slowest
	over2s    int          // decisions that took more than 2 s
	events    map[rcw.EventKind]int
}

// playGame plays a seeded game of n seats, the bots in botSeats and the
// random player in the others, to its end: the invariants after every
// action, every action accepted.
func playGame(t testing.TB, n int, seed uint64, botSeats []string, maxTurns int) (*rcw.State, gameStats) {
	return playMode(t, n, seed, botSeats, maxTurns, false)
}

// playMode is playGame in the table game or the postal game (17.0).
func playMode(t testing.TB, n int, seed uint64, botSeats []string, maxTurns int, postal bool) (*rcw.State, gameStats) {
	levels := map[string]string{}
	for _, l := range botSeats {
		levels[l] = "table"
	}
	return playLevelsMode(t, n, seed, levels, maxTurns, postal)
}

// playLevels is playGame with each bot seat's level; the statistics
// time the decisions of the seats not at level "table", if any, else of
// every bot seat.
func playLevels(t testing.TB, n int, seed uint64, levels map[string]string, maxTurns int) (*rcw.State, gameStats) {
	return playLevelsMode(t, n, seed, levels, maxTurns, false)
}

// playLevelsMode is playLevels in the table game or the postal game.
func playLevelsMode(t testing.TB, n int, seed uint64, levels map[string]string, maxTurns int, postal bool) (*rcw.State, gameStats) {
	var botSeats []string
	timed := map[string]bool{}
	for _, l := range rcw.Letters(n) {
		if levels[l] != "" {
			botSeats = append(botSeats, l)
			timed[l] = levels[l] != "table"
		}
	}
	if !slices.Contains(slices.Collect(maps.Values(timed)), true) {
		for l := range timed {
			timed[l] = true
		}
	}
	s, err := rcw.NewState(testData(t), n)
	if err != nil {
		t.Fatal(err)
	}
	s.MaxTurns = maxTurns
	rcw.Start(s, seed)
	if postal {
		s.Postal = &rcw.PostalState{}
	}
	bots := map[string]*Player{}
	var randomSeats []string
	for _, l := range rcw.Letters(n) {
		if slices.Contains(botSeats, l) {
			bots[l], _ = New(levels[l], seed*31+uint64(l[0]))
		} else {
			randomSeats = append(randomSeats, l)
		}
	}
	r := dice.New(seed ^ 0xb07)
	st := gameStats{events: map[rcw.EventKind]int{}}
	for !s.Over() {
		if st.actions > 100000 {
			who := botSeats[0]
			if bots[s.Pending.Player] != nil {
				who = s.Pending.Player
			}
			for k := range 6 {
				a, _ := bots[who].Choose(s, who)
				ev, err := rcw.Apply(s, a)
				t.Logf("%d: %v %v %v bids %v cc %v", k, a, ev, err, s.Bids, s.CC)
			}
			t.Fatalf("seed %d: no end after %d actions (turn %d, %v)", seed, st.actions, s.Turn, s.Pending)
		}
		var a rcw.Action
		found := false
		for _, l := range botSeats {
			start := time.Now()
			pending := s.Pending.Player == l || s.Pending.Kind == rcw.DecideTrade
			a, found = bots[l].Choose(s, l)
			if d := time.Since(start); pending && found && timed[l] {
				st.decisions++
				st.think += d
				if d > 2*time.Second {
					st.over2s++
				}
				if d > st.slowest {
					st.slowest, st.slowKind = d, s.Pending.Kind
				}
			}
			if found {
				break
			}
		}
		if !found {
			a, found = s.RandomActionOf(&r, randomSeats)
		}
		if !found {
			t.Fatalf("seed %d: nobody acts (turn %d, %v)", seed, s.Turn, s.Pending)
		}
		before := s.Clone()
		if s.Pending.Kind == rcw.DecideCapture && bots[a.Player] != nil && a.Player == s.Pending.Player && a.Type == rcw.ActPass {
			for _, l := range s.Legal() {
				if l.Type == rcw.ActCapture {
					t.Fatalf("seed %d: the bot did not capture (b.10): %v", seed, a)
				}
			}
		}
		ev, err := rcw.Apply(s, a)
		if err != nil {
			t.Fatalf("seed %d action %d: %v refused: %v", seed, st.actions, a, err)
		}
		for _, e := range ev {
			st.events[e.Kind]++
		}
		for _, b := range bots {
			b.Observe(before, a, ev)
		}
		if afterAction != nil {
			afterAction(before, s)
		}
		if err := s.CheckInvariants(); err != nil {
			for _, e := range ev {
				t.Logf("event %+v", e)
			}
			t.Fatalf("seed %d action %d after %v: %v", seed, st.actions, a, err)
		}
		st.actions++
	}
	return s, st
}

// afterAction, when set, is told every action's state before and after
// (TestRedChanceFit).
var afterAction func(before, after *rcw.State)

// first reports whether a seat finished first (alone or sharing the
// place, 14.0 Ruling).
func first(s *rcw.State, seat string) bool {
	if s.Outcome == nil {
		return false
	}
	for _, r := range s.Outcome.Ranks {
		if r.Player == seat {
			return r.Place == 1
		}
	}
	return false
}

// TestBotGames: seeded games of 4 seats, all bots and bots mixed with
// random seats, played to the end with the invariants after every
// action and no refusal.
func TestBotGames(t *testing.T) {
	total := map[rcw.EventKind]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		for _, seats := range [][]string{{"A", "B", "C", "D"}, {"B"}, {"A", "C"}} {
			s, st := playGame(t, 4, seed, seats, 40)
			if s.Outcome == nil && !s.Abandoned {
				t.Fatalf("seed %d: the game did not end", seed)
			}
			t.Logf("seed %d bots %v: turn %d, %d actions, %d decisions, mean %v, max %v, outcome %+v", seed, seats, s.Turn, st.actions,
				st.decisions, st.think/time.Duration(max(st.decisions, 1)), st.slowest, s.Outcome)
			for k, n := range st.events {
				total[k] += n
			}
		}
	}
	for _, n := range []int{3, 5, 6} {
		letters := rcw.Letters(n)
		for _, seats := range [][]string{letters, letters[:n/2]} {
			s, st := playGame(t, n, uint64(70+n), seats, 40)
			if s.Outcome == nil && !s.Abandoned {
				t.Fatalf("%d seats: the game did not end", n)
			}
			for k, c := range st.events {
				total[k] += c
			}
		}
	}
	t.Logf("combats %d, purge rolls %d, assassination attempts %d, committees %d, captures %d, trades %d, exits %d, emigrations %d",
		total[rcw.EvCombat], total[rcw.EvPurge], total[rcw.EvAssassination], total[rcw.EvCommittee], total[rcw.EvCaptured],
		total[rcw.EvTrade], total[rcw.EvExited], total[rcw.EvEmigrated])
	if total[rcw.EvCombat] == 0 {
		t.Fatal("no attack in fifteen games")
	}
}
