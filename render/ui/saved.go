package ui

import "fmt"

// ActionsMark tells one list of a game's actions from another (their number
// and the last), so a game's scene knows whether moves were made since it
// was started, loaded or saved: every game keeps the mark of its last save
// and compares.
func ActionsMark[A any](acts []A) string {
	if len(acts) == 0 {
		return "0"
	}
	return fmt.Sprint(len(acts), acts[len(acts)-1])
}
