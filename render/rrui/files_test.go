package rrui

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// A game played a little, saved and loaded, is the same game with the
// same seats and log; the autosave is offered to resume.
func TestSaveAndLoad(t *testing.T) {
	a := newApp(t, uiOpts(), 1280, 800)
	var b *boardScene
	frame(func() {
		sc, err := NewGame(a, 3, 17, map[string]string{"red": kindHuman, "northasian": kindBot, "south": kindBot, "siberian": kindRandom}, redrussia.Options{})
		if err != nil {
			t.Fatal(err)
		}
		b = sc.(*boardScene)
		a.SetScene(b)
		for range 60 {
			b.playWaiting()
		}
	}, nil)
	if len(b.actions) != 60 {
		t.Fatalf("%d actions played", len(b.actions))
	}
	path := filepath.Join(t.TempDir(), "rr.json")
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	var c *boardScene
	frame(func() {
		var err error
		if c, err = loadScene(a, path); err != nil {
			t.Fatal(err)
		}
	}, nil)
	g1, _ := json.Marshal(b.st)
	g2, _ := json.Marshal(c.st)
	if string(g1) != string(g2) || len(c.actions) != 60 || c.kindOf(redrussia.South) != kindBot || c.kindOf(redrussia.Siberian) != kindRandom {
		t.Fatalf("the loaded game differs: %d actions, seats %v", len(c.actions), c.seats)
	}
	if len(c.log) != len(b.log) {
		t.Fatalf("the log: %d lines loaded, %d played", len(c.log), len(b.log))
	}
	if ui.AutosavePath() == "" || Autosaved() == nil {
		t.Fatal("no autosave to resume")
	}
}
