package ui

import "tachanka/render/lang"

// NoUndo says why Ctrl+Z takes nothing back, in every game: a die (or a
// draw, or hidden things) made the person's last action final, or nothing
// of theirs is left to take back, not even by a second Ctrl+Z after the
// first took the last one.
func NoUndo(final bool) string {
	if final {
		return lang.T("msg.undo_final")
	}
	return lang.T("msg.nothing_to_undo")
}

// ConfirmDiscard asks before a game with moves not saved is replaced (by
// loading another): then runs on "discard", nothing on "cancel".
func ConfirmDiscard(a *App, then func()) {
	d := &Dialog{App: a, ID: "confirm_discard", Title: lang.T("confirm.unsaved_title"), Body: lang.T("confirm.unsaved_body")}
	d.Buttons = []DialogButton{
		{ID: "discard", Label: lang.T("confirm.discard"), Run: func([]int) string { then(); return "" }},
		CancelButton(),
	}
	d.Buttons[1].Hot = true
	a.Show(d)
}
