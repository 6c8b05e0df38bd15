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
