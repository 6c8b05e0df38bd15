package rcwbot

import (
	"os"
	"strconv"
	"testing"
	"time"

	"tachanka/game/rcw"
)

// TestStrongAgainstTable: one seat at a level against three table-driven
// seats in seeded 4-seat games, the seat's letter rotating; how often it
// finishes first (alone or shared). RCWBOT_GAMES=n games (4 by default),
// RCWBOT_LEVEL=table for the baseline (STRENGTH.md).
func TestStrongAgainstTable(t *testing.T) {
	games := 4
	if n, err := strconv.Atoi(os.Getenv("RCWBOT_GAMES")); err == nil && n > 0 {
		games = n
	}
	level := "strong"
	if l := os.Getenv("RCWBOT_LEVEL"); l != "" {
		level = l
	}
	wins, ended, decisions := 0, 0, 0
	var think, slowest time.Duration
	start := time.Now()
	letters := rcw.Letters(4)
	for g := range games {
		seed := uint64(7000 + g)
		seat := letters[g%4]
		levels := map[string]string{}
		for _, l := range letters {
			levels[l] = "table"
		}
		levels[seat] = level
		if level == "table" {
			levels[seat] = "table"
		}
		s, st := playLevels(t, 4, seed, levels, 40)
		if s.Outcome != nil {
			ended++
		}
		if first(s, seat) {
			wins++
		}
		decisions += st.decisions
		think += st.think
		slowest = max(slowest, st.slowest)
	}
	t.Logf("%s seat first in %d of %d games (%.1f%%), %d games won by a colour; %d decisions timed, mean %v, max %v; %v in all",
		level, wins, games, 100*float64(wins)/float64(games), ended, decisions, think/time.Duration(max(decisions, 1)), slowest,
		time.Since(start).Round(time.Millisecond))
}
