package rcwui

import (
	"testing"
	"time"

	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwcmd"
	"tachanka/render/ui"
)

// The solitaire's first non-Red Player-Turn, played by the procedure as
// the game starts (27.31), is shown marching: the map shows the position
// before it, the marching forces lifted off, each force's counter on its
// path; when the show is over the position after it appears, and a click
// ends it at once.
func TestSoloMarchesAreShown(t *testing.T) {
	f, err := rcwcmd.Open("rcw-solitaire")
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(t, ui.Options{UIScale: 1, Zoom: 1}, 1600, 1000)
	var b *boardScene
	frame(func() { b, err = startBoard(a, f, map[string]string{"A": "human"}, 5) }, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.SetScene(b)
	an := b.anim
	if an == nil || len(an.moves) == 0 {
		t.Fatal("the procedure's moves are not shown")
	}
	m := an.moves[0]
	if b.shown() == b.st || b.shown().Province(m.pieces[0]) != m.path[0] || b.st.Province(m.pieces[0]) == m.path[0] {
		t.Fatalf("the map does not show the force in %s before its march to %s", m.path[0], m.path[len(m.path)-1])
	}
	for _, st := range b.shownStacks(m.path[0]) {
		for _, id := range st.Pieces {
			if id == m.pieces[0] {
				t.Fatal("the marching force is also drawn where it started")
			}
		}
	}
	drawOnce(b) // the marches drawn mid-way
	if !b.animRunning(time.Now()) {
		t.Fatal("the show ended at once")
	}
	an.start = time.Now().Add(-time.Hour)
	if b.animRunning(time.Now()) || b.shown() != b.st {
		t.Fatal("the show does not end")
	}
	// A new show, ended by a click.
	b.anim = &animation{before: b.st.Clone(), moves: []animMove{{pieces: m.pieces, path: m.path}}, start: time.Now(), hidden: map[int]bool{}}
	a.Left.Pressed = true
	frame(func() { b.Update(a) }, nil)
	if b.anim != nil {
		t.Fatal("a click did not end the show")
	}
	if b.st.Pending.Kind == rcw.DecideNone {
		t.Fatal("the game waits for nothing")
	}
}
