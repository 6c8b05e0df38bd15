// Package render is the client's assembly: it opens the window of the shell
// (package ui) with the games the registry lists, each with its new-game
// page, and the games' clients (packages redsui, poltavaui, rcwui and rrui). It is the one package of the
// client that imports both the shell and the games; the shell, the widgets
// (package widgets) and the map view (package mapview) know no game.
package render

import (
	"tachanka/game/poltava"
	"tachanka/game/registry"
	"tachanka/render/launch"
	"tachanka/render/poltavaui"
	"tachanka/render/rcwui"
	"tachanka/render/redsui"
	"tachanka/render/rrui"
	"tachanka/render/ui"
	"tachanka/render/widgets"
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
	redsOpen := h.Open
	h.Open = func(a *ui.App) (ui.Scene, error) {
		switch gameOf(a.Opts) {
		case poltava.GameID:
			return poltavaui.Open(a)
		case rcwui.GameID:
			return rcwui.Open(a)
		case rrui.GameID:
			return rrui.Open(a)
		}
		return redsOpen(a)
	}
	// The rules panel shows the rules of the game on the screen.
	redsRules := h.Rules
	h.Rules = func(a *ui.App, rule string) ui.Modal {
		if g, ok := a.Scene().(interface{ RulesText() string }); ok {
			return widgets.NewRulesPanel(a, g.RulesText(), rule)
		}
		return redsRules(a, rule)
	}
	redsLoad, redsAutosaved := h.Load, h.Autosaved
	h.Load = func(a *ui.App, path string) (ui.Scene, error) {
		switch fileGame(path) {
		case poltava.GameID:
			return poltavaui.Load(a, path)
		case rcwui.GameID:
			return rcwui.Load(a, path)
		case rrui.GameID:
			return rrui.Load(a, path)
		}
		return redsLoad(a, path)
	}
	h.Autosaved = func() ui.Resumable {
		if p := ui.AutosavePath(); p != "" {
			switch fileGame(p) {
			case poltava.GameID:
				return poltavaui.Autosaved()
			case rcwui.GameID:
				return rcwui.Autosaved()
			case rrui.GameID:
				return rrui.Autosaved()
			}
		}
		return redsAutosaved()
	}
	return ui.Run(o, h)
}

// fileGame is the game a file's envelope names ("" when it names none).
func fileGame(path string) string {
	if g := registry.ForArgs([]string{"-scenario", path}); g != nil {
		return g.ID
	}
	return ""
}

// gameOf is the game of what the options open: the game the envelope of
// the save or scenario file names, or the game of an embedded scenario id
// ("" when neither says).
func gameOf(o Options) string {
	arg := o.Scenario
	if o.Load != "" {
		arg = o.Load
	}
	if g := registry.ForArgs([]string{"-scenario", arg}); g != nil {
		return g.ID
	}
	return ""
}
