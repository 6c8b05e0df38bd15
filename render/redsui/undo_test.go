package redsui

import (
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
)

// Issue 22, item 8: a second Ctrl+Z with nothing left to take back says
// so, rather than repeating that the move is taken back.
func TestSecondUndoSaysNothingToUndo(t *testing.T) {
	_, b := newTestApp(t, "test-moscow")
	lang.Set(lang.EN)
	s := b.state()
	if !b.act(reds.Action{Type: reds.ActMove, Side: s.Pending.Side, Units: []string{"afsr-markov"}, Path: []hex.Hex{hex.MustParse("2217"), hex.MustParse("2216")}}, true) {
		t.Fatalf("the move was refused: %s", b.msg)
	}
	b.undoMove()
	if b.msg != lang.T("msg.undone") {
		t.Fatalf("the first Ctrl+Z says %q", b.msg)
	}
	b.undoMove()
	if b.msg != lang.T("msg.nothing_to_undo") {
		t.Fatalf("the second Ctrl+Z says %q", b.msg)
	}
}
