// Package render is the client's assembly: it opens the window of the shell
// (package ui) with the games the registry lists, each with its new-game
// page, and REDS!'s client (package redsui). It is the one package of the
// client that imports both the shell and the games; the shell, the widgets
// (package widgets) and the map view (package mapview) know no game.
package render

import (
	"tachanka/render/launch"
	"tachanka/render/redsui"
	"tachanka/render/ui"
)

// Options are the window's options (see package launch).
type Options = launch.Options

// BotMaker makes the computer player of a side: the program passes the
// bot's constructor, so the client depends only on the Player interface.
type BotMaker = redsui.BotMaker

// Run opens the window and returns when it is closed.
func Run(o Options, newBot BotMaker) error {
	c := redsui.NewClient(newBot)
	h := c.Hooks()
	h.Games = gameEntries(c)
	return ui.Run(o, h)
}
