package cli_test

import (
	"fmt"
	"testing"
	"time"
)

// The shared map view on an area map: a player's hand drags counters from
// one province to another and back, the top of a stack first; a quick
// click moves nothing.
func TestClientDragsCountersBetweenAreas(t *testing.T) {
	c := startWindow(t, "the area map", func(p probeInfo) bool { return p.Scene == "areamap" && len(p.Places) == 12 }, "mapview")
	// Let the new window settle before the first press, as a hand would.
	time.Sleep(time.Second)
	p, _ := c.read()
	drag := func(counter, area string) {
		arrived := func(p probeInfo) bool { return p.Units[counter] == area }
		// On a loaded machine a hand's drag is now and then lost before the
		// window sees it; a player drags again, and so does the test, once.
		for try := 0; try < 2; try++ {
			p, _ := c.read()
			from, to := p.Counters[counter], p.Places[area]
			// The hand comes to the counter from elsewhere: a drag that
			// starts where the last one ended moves no pointer before the
			// press.
			c.raise()
			c.xdo("mousemove", "--window", c.window, fmt.Sprint(from[0]+40), fmt.Sprint(from[1]+40))
			time.Sleep(100 * time.Millisecond)
			c.dragXY(from[0], from[1], to[0], to[1])
			for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
				if p, ok := c.read(); ok && arrived(p) {
					return
				}
			}
			t.Logf("the drag of %s to %s was not seen; dragging again", counter, area)
		}
		c.wait(counter+" in "+area, arrived)
	}
	drag("white-3", "kaluga")
	drag("white-3", "smolensk")
	// Moscow holds red-1 under red-2: the drag takes the top one.
	drag("red-2", "tver")
	if p, _ := c.read(); p.Units["red-1"] != "moscow" {
		t.Fatalf("the counter under the top one moved too: red-1 in %s", p.Units["red-1"])
	}
	drag("red-2", "moscow")
	// A quick click on a counter is not a drag.
	before, _ := c.read()
	at := before.Counters["red-3"]
	c.raise()
	c.xdo("mousemove", "--window", c.window, fmt.Sprint(at[0]), fmt.Sprint(at[1]))
	c.xdo("click", "1")
	time.Sleep(300 * time.Millisecond)
	if after, _ := c.read(); after.Units["red-3"] != "tula" || after.Actions != before.Actions {
		t.Fatalf("a click moved red-3 to %s (%d moves, %d before)", after.Units["red-3"], after.Actions, before.Actions)
	}
	if p.Units["white-1"] != "orel" {
		t.Fatalf("white-1 starts in %s", p.Units["white-1"])
	}
}

// A new game from the main menu: first the game, then its own page
// (scenario, seats), then the board.
func TestClientMenuChoosesTheGameThenTheScenario(t *testing.T) {
	c := startWindow(t, "the menu", func(p probeInfo) bool { return p.Scene == "menu" })
	time.Sleep(time.Second) // a new window takes a moment to take the pointer
	c.click("menu:new")
	c.wait("the list of games", func(p probeInfo) bool { return p.Scene == "games" })
	c.click("games:0")
	c.wait("REDS!'s new-game page", func(p probeInfo) bool { return p.Scene == "newgame" })
	c.click("ng:start")
	c.wait("the board", func(p probeInfo) bool { return p.Scene == "board" })
}

// -seat puts the computer in a seat of the window's game: with White's
// seat given to it, White's first activation plays itself.
func TestClientSeatsTheComputer(t *testing.T) {
	c := startWindow(t, "the board", func(p probeInfo) bool { return p.Scene == "board" }, "play", "-scenario", "test-moscow", "-seed", "7", "-seat", "white=bot")
	p := c.wait("the computer's moves", func(p probeInfo) bool { return p.Actions > 0 })
	if p.Players["white"] != "computer" || p.Players["red"] != "human" {
		t.Fatalf("players %v", p.Players)
	}
}
