package poltavaui

import (
	"testing"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/ui"
)

// The computer's moves, now sliding along their paths, are followed: from
// the whole-map view the camera comes to them at a reading zoom (issue 22,
// item 7: it used to stay where it was).
func TestCameraFollowsTheComputersMoves(t *testing.T) {
	a, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 1, UIScale: 1})
	frame(func() {
		a.Settings.AnimSpeed = 1
		b.players = Players{poltava.Sweden: "human", poltava.Russia: "computer"}
		b.cam.Fit()
		var id string
		var from hex.Hex
		for i := range b.st.Units {
			if u := &b.st.Units[i]; u.Status == poltava.OnMap {
				id, from = u.ID, u.Hex
				break
			}
		}
		to := from.Neighbors()[0]
		b.show([]poltava.Event{{Kind: poltava.EvMoved, Unit: id, Hex: to, Path: []hex.Hex{to}}}, false, map[string]hex.Hex{id: from})
		if b.cam.Zoom < b.fitZoom()*2 {
			t.Errorf("the computer's move is shown at zoom %.3f, the whole map's is %.3f", b.cam.Zoom, b.fitZoom())
		}
		if sx, sy := b.cam.ToScreen(b.layout.Center(to)); !b.mapR.Contains(sx, sy) {
			t.Errorf("the move's end %s is at (%.0f,%.0f), off the map's view %+v", to, sx, sy, b.mapR)
		}
	}, nil)
}

// "Only combats and important events" leaves the computer's moves
// unanimated, and Space or End skips its play until the person's next
// decision (issue 22).
func TestPacingAndSkipToMyDecision(t *testing.T) {
	a, b := openBoard(t, ui.Options{Scenario: "poltava-main", Seed: 1, UIScale: 1})
	frame(func() {
		a.Settings.AnimSpeed = 1
		b.players = Players{poltava.Sweden: "human", poltava.Russia: "computer"}
		var id string
		var from hex.Hex
		for i := range b.st.Units {
			if u := &b.st.Units[i]; u.Status == poltava.OnMap {
				id, from = u.ID, u.Hex
				break
			}
		}
		to := from.Neighbors()[0]
		move := []poltava.Event{{Kind: poltava.EvMoved, Unit: id, Hex: to, Path: []hex.Hex{to}}}
		a.Settings.Pacing = ui.PacingCombats
		b.show(move, false, map[string]hex.Hex{id: from})
		a.Settings.Pacing = ""
		if b.showing() || len(b.slides) > 0 {
			t.Errorf("the computer's move is shown with only combats asked for")
		}
		saved := b.st.Pending
		defer func() { b.st.Pending = saved }()
		b.st.Pending = poltava.Pending{Side: poltava.Russia}
		b.show(move, false, map[string]hex.Hex{id: from})
		if !b.showing() {
			t.Fatalf("the computer's move is not shown")
		}
		b.skipToDecision()
		if b.showing() {
			t.Errorf("the skip left the move shown")
		}
		b.show(move, false, map[string]hex.Hex{id: from})
		if b.showing() {
			t.Errorf("the computer's next move is shown while skipping to the person's decision")
		}
		b.st.Pending = poltava.Pending{Side: poltava.Sweden}
		b.hurryOn()
		if b.hurry {
			t.Errorf("still skipping once the decision is the person's")
		}
	}, nil)
}
