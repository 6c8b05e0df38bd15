package rcwbot

import (
	"os"
	"strconv"
	"testing"
	"time"

	"tachanka/game/rcw"
)

// TestStrongAgainstTable: one strong seat against three table-driven
// seats in seeded 4-seat games, the strong seat's letter rotating A-D,
// and the baseline measured the same way in the same run (the same seed
// and letter, the seat at level table): how often the seat finishes
// first (alone or shared). RCWBOT_GAMES=n games (4 by default; 200 in
// STRENGTH.md), RCWBOT_SEED0 the first seed (7000).
func TestStrongAgainstTable(t *testing.T) {
	games, seed0 := 4, 7000
	if n, err := strconv.Atoi(os.Getenv("RCWBOT_GAMES")); err == nil && n > 0 {
		games = n
	}
	if n, err := strconv.Atoi(os.Getenv("RCWBOT_SEED0")); err == nil && n > 0 {
		seed0 = n
	}
	type tally struct {
		wins, ended, decisions int
		think, slowest         time.Duration
	}
	var res [2]tally
	letters := rcw.Letters(4)
	start := time.Now()
	for g := range games {
		seed := uint64(seed0 + g)
		seat := letters[g%4]
		for k, level := range []string{"table", "strong"} {
			levels := map[string]string{}
			for _, l := range letters {
				levels[l] = "table"
			}
			levels[seat] = level
			s, st := playLevels(t, 4, seed, levels, 40)
			r := &res[k]
			if s.Outcome != nil {
				r.ended++
			}
			if first(s, seat) {
				r.wins++
			}
			r.decisions += st.decisions
			r.think += st.think
			r.slowest = max(r.slowest, st.slowest)
		}
	}
	for k, level := range []string{"table (baseline)", "strong"} {
		r := res[k]
		t.Logf("%s seat first in %d of %d games (%.1f%%), %d ended in a victory; %d decisions timed, mean %v, max %v",
			level, r.wins, games, 100*float64(r.wins)/float64(games), r.ended, r.decisions,
			r.think/time.Duration(max(r.decisions, 1)), r.slowest)
	}
	t.Logf("seeds %d-%d, %v in all", seed0, seed0+games-1, time.Since(start).Round(time.Millisecond))
	if res[1].slowest > 2*time.Second {
		t.Errorf("a strong decision took %v (at most 2 s)", res[1].slowest)
	}
}
