package play

import (
	"slices"
	"testing"
)

// Series returns every game's result in game order, on one job or many.
func TestSeriesReturnsResultsInGameOrder(t *testing.T) {
	for _, jobs := range []int{0, 1, 3, 50} {
		got := Series(20, jobs, func(i int) int { return i * i })
		for i, v := range got {
			if v != i*i {
				t.Fatalf("jobs %d: %v", jobs, got)
			}
		}
	}
	if got := Series(0, 2, func(i int) int { return i }); !slices.Equal(got, []int{}) {
		t.Fatalf("no games: %v", got)
	}
}
