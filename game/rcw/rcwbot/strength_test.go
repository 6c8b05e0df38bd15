package rcwbot

import (
	"os"
	"strconv"
	"testing"
	"time"

	"tachanka/game/rcw"
)

// TestStrengthAgainstRandom: one bot seat (B) against three random seats
// in seeded 4-seat games; how often the bot finishes first. 10 games by
// default, RCWBOT_GAMES=n for more (STRENGTH.md).
func TestStrengthAgainstRandom(t *testing.T) {
	games := 10
	if n, err := strconv.Atoi(os.Getenv("RCWBOT_GAMES")); err == nil && n > 0 {
		games = n
	}
	wins, decisions := 0, 0
	var think, slowest time.Duration
	start := time.Now()
	for g := range games {
		seed := uint64(5000 + g)
		s, st := playGame(t, 4, seed, []string{"B"}, 40)
		if first(s, "B") {
			wins++
		}
		decisions += st.decisions
		think += st.think
		slowest = max(slowest, st.slowest)
	}
	t.Logf("bot first in %d of %d games (%.0f%%); %d decisions, mean %v, max %v; %v in all",
		wins, games, 100*float64(wins)/float64(games), decisions, think/time.Duration(max(decisions, 1)), slowest,
		time.Since(start).Round(time.Millisecond))
	if wins*2 < games {
		t.Fatalf("the bot finished first in only %d of %d games", wins, games)
	}
}

// TestSixBotGame: a whole game of six bots, timed.
func TestSixBotGame(t *testing.T) {
	start := time.Now()
	s, st := playGame(t, 6, 66, rcw.Letters(6), 40)
	t.Logf("6 bots: Game-Turn %d, %d actions, %v; decisions mean %v, max %v; outcome %+v", s.Turn, st.actions,
		time.Since(start).Round(time.Millisecond), st.think/time.Duration(max(st.decisions, 1)), st.slowest, s.Outcome)
	if s.Outcome == nil {
		t.Fatal("no victory")
	}
}
