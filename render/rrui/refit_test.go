package rrui

import (
	"testing"

	"tachanka/game/redrussia"
	"tachanka/render/ui"
)

// A minor's build (12.42) is asked in two steps, the counter then its
// area, so that a minor with many counters and areas never overflows the
// panel; its repairs stay beside the first step.
func TestRefitBuildInTwoSteps(t *testing.T) {
	b := &boardScene{}
	r := func(piece, where string) redrussia.Action {
		return redrussia.Action{Type: redrussia.ActRefit, Faction: redrussia.Red, Minor: redrussia.Poland, Piece: piece, Where: where}
	}
	legal := []redrussia.Action{r("pol-1", ""), r("pol-2", "WARS"), r("pol-2", "LODZ"), r("pol-3", "WARS"), r("pol-3", "LODZ")}
	first := b.refitStep(legal)
	if len(first) != 3 || !same(first[0], legal[0]) || first[1].Piece != "pol-2" || first[1].Where != refitPickWhere || first[2].Piece != "pol-3" {
		t.Fatalf("first step %v", first)
	}
	b.a = &ui.App{}
	b.doer(first[2])()
	if b.refitPick != "pol-3" {
		t.Fatalf("picked %q", b.refitPick)
	}
	second := b.refitStep(legal)
	if len(second) != 3 || !same(second[0], legal[0]) || !same(second[1], legal[3]) || !same(second[2], legal[4]) {
		t.Fatalf("second step %v", second)
	}
}

func same(a, b redrussia.Action) bool { return a.String() == b.String() }
