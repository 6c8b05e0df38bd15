package ui

import "tachanka/render/lang"

// Hooks are what the shell needs from the games, which it does not import:
// the assembly (package render) sets them.
type Hooks struct {
	// Games are the games the choice of game lists, in order.
	Games []GameEntry
	// Open opens what the window's options name: a saved game to resume
	// (Options.Load) or a scenario (Options.Scenario).
	Open func(a *App) (Scene, error)
	// Load opens a saved game the player picked from the main menu.
	Load func(a *App, path string) (Scene, error)
	// Autosaved is the game in progress the main menu offers to resume,
	// or nil.
	Autosaved func() Resumable
	// Rules is the rules panel, open at a rule ("" for its first page).
	Rules func(a *App, rule string) Modal
}

// GameEntry is a game as the choice of game lists it.
type GameEntry struct {
	ID        string
	Title     Words
	Seats     []Words    // the names of its seats
	Scenarios func() int // how many scenarios it has
	// NewGame opens its new-game page (scenario, seats, options); nil: the
	// game has no client yet, and is listed but closed.
	NewGame func(a *App) Scene
}

// Words are a text in English and in Russian (a title, a seat's name).
type Words struct{ EN, RU string }

// String is the text in the current language.
func (w Words) String() string { return lang.Title(w.EN, w.RU) }

// Resumable is the autosaved game, which the main menu offers to resume.
type Resumable interface {
	// Describe says what it is (its scenario and turn), in the current
	// language.
	Describe() string
	// Resume opens it.
	Resume(a *App) Scene
}

// Playing is a game in progress, as its menu sees it.
type Playing interface {
	// Save writes the game: to its file, or where the player says (ask,
	// or a game not saved yet).
	Save(ask bool)
	// Load opens a saved game in its place.
	Load()
	// Autosave writes it where the main menu will offer to resume it.
	Autosave()
}
