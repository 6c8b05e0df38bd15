package cli_test

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// quickClicks clicks at a window point n times with no hold at all (the
// press and the release reach the window together, inside one of its
// frames), waiting after each for its effect; it returns how many clicks
// had none.
func (c *client) quickClicks(x, y, n int, effect func(k int, p probeInfo) bool) (lost int) {
	c.t.Helper()
	c.raise()
	c.xdo("mousemove", "--window", c.window, fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(300 * time.Millisecond)
	for k := 0; k < n; k++ {
		c.xdo("click", "1")
		deadline := time.Now().Add(4 * time.Second)
		seen := false
		for time.Now().Before(deadline) {
			if p, ok := c.read(); ok && effect(k, p) {
				seen = true
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		if !seen {
			lost++
			c.t.Logf("click %d had no effect", k+1)
			// Bring the state back in step with the count of clicks.
			c.xdo("click", "1")
			time.Sleep(time.Second)
		}
	}
	return lost
}

// Issue 22, item 3: clicks with no hold are not lost. Each click on
// Markov's hex (alone there, and his side's to move) selects him or lets
// him go; forty clicks make forty changes, and none pans the map.
func TestQuickClicksAreNotLost(t *testing.T) {
	c := startClient(t, "play", "-scenario", "test-moscow", "-seed", "7")
	p0, _ := c.read()
	x, y := c.screen("2217")
	lost := c.quickClicks(x, y, 40, func(k int, p probeInfo) bool {
		return slices.Contains(p.Selected, "afsr-markov") == (k%2 == 0)
	})
	if lost > 0 {
		t.Errorf("%d of 40 quick clicks were lost", lost)
	}
	p, _ := c.read()
	if p.CamX != p0.CamX || p.CamY != p0.CamY {
		t.Errorf("quick clicks panned the map from (%v,%v) to (%v,%v)", p0.CamX, p0.CamY, p.CamX, p.CamY)
	}
}
