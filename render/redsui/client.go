// Package redsui is REDS!'s client: the board (the cached map and its
// counters and markers, the bars and the side panel, gestures and the hexes
// they light, the decision dialogs, the animation of events, the log, the
// computer thinking on its own goroutine) and the new-game page, built on
// the shell (package ui), the shared widgets and the map view. It plays the
// game only through the engine's actions and queries: it never decides a
// rule itself. Its words are package redslang's.
package redsui

import (
	"encoding/json"
	"fmt"
	"os"

	"tachanka/assets"
	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
	"tachanka/scenarios"
)

// BotMaker makes the computer player of a side at a level (a name of
// bot.LevelNames; "computer" or "" is the default level): the program
// passes the bot's constructor, so the client depends only on the Player
// interface.
type BotMaker func(level string, seed uint64) bot.Player

// Client is REDS!'s client: its board and its new-game page, and what the
// shell asks of them (its hooks). The computer players it seats are
// newBot's.
type Client struct {
	newBot BotMaker
}

// NewClient makes REDS!'s client; a nil newBot seats the random player.
func NewClient(newBot BotMaker) *Client {
	if newBot == nil {
		newBot = func(_ string, seed uint64) bot.Player { return bot.NewRandom(seed) }
	}
	return &Client{newBot: newBot}
}

// Hooks are the shell's hooks REDS! answers: opening its boards and its
// saves, and its rules. The list of games is the assembly's to add.
func (c *Client) Hooks() ui.Hooks {
	return ui.Hooks{Open: c.Open, Load: c.Load, Autosaved: c.Autosaved, Rules: c.Rules}
}

// NewGamePage is REDS!'s new-game page.
func (c *Client) NewGamePage(a *ui.App) ui.Scene { return newNewGameScene(a, c) }

// Rules is the rules panel of REDS! (assets/rules.md), open at a rule.
func (c *Client) Rules(a *ui.App, rule string) ui.Modal {
	return widgets.NewRulesPanel(a, assets.Rules, rule)
}

// Open opens the board of what the window's options name: a saved game
// (Options.Load), or a scenario's new game or a save named like one
// (Options.Scenario), with the players the options seat.
func (c *Client) Open(a *ui.App) (ui.Scene, error) {
	o := a.Opts
	players := Players{Red: orHuman(o.Seats["red"]), White: orHuman(o.Seats["white"])}
	if o.Load != "" {
		f, err := scenario.Verify(o.Load, scenarios.Lib)
		if err != nil {
			return nil, err
		}
		if !f.IsSave() {
			return nil, fmt.Errorf("%s is a scenario, not a saved game (use play -scenario)", o.Load)
		}
		return c.resumeBoard(a, f, players, o.Load), nil
	}
	f, err := scenarios.Resolve(o.Scenario)
	if err != nil {
		return nil, err
	}
	if f.IsSave() {
		return c.resumeBoard(a, f, players, o.Scenario), nil
	}
	return c.startBoard(a, f, o.Seed, optionalRules(o.Rules), players), nil
}

// optionalRules are the optional rules the options switch on, by their
// names in REDS!'s files (the JSON of reds.Options).
func optionalRules(on map[string]bool) reds.Options {
	var o reds.Options
	b, err := json.Marshal(on)
	if err == nil {
		err = json.Unmarshal(b, &o)
	}
	if err != nil {
		panic(err) // booleans to booleans
	}
	return o
}

func orHuman(s string) string {
	if s == "" {
		return "human"
	}
	return s
}

// Load opens a saved game picked from the main menu, people playing both
// sides.
func (c *Client) Load(a *ui.App, path string) (ui.Scene, error) {
	f, err := scenario.Verify(path, scenarios.Lib)
	if err != nil {
		return nil, err
	}
	return c.resumeBoard(a, f, Players{Red: "human", White: "human"}, path), nil
}

// Autosaved is the autosaved game, if there is one.
func (c *Client) Autosaved() ui.Resumable {
	p := ui.AutosavePath()
	if p == "" {
		return nil
	}
	if _, err := os.Stat(p); err != nil {
		return nil
	}
	f, err := scenario.Verify(p, scenarios.Lib)
	if err != nil || !f.IsSave() {
		return nil
	}
	return autosaved{c, f}
}

// autosaved is the game the board autosaved, for the main menu.
type autosaved struct {
	c *Client
	f *scenario.File
}

// Describe is its scenario and turn.
func (r autosaved) Describe() string {
	st := r.f.State
	return fmt.Sprintf("%s · %s", lang.Title(r.f.Title, r.f.TitleRU), lang.T("status.turn", st.Turn, redslang.Months(st.Data.Tables.Turn(st.Turn))))
}

// Resume opens it with the players who played it.
func (r autosaved) Resume(a *ui.App) ui.Scene {
	pl := Players{Red: "human", White: "human"}
	if a.Settings.Resume != nil {
		pl = playersOf(a.Settings.Resume)
	}
	return r.c.resumeBoard(a, r.f, pl, ui.AutosavePath())
}

// Players says who plays each side: a person at this screen ("human") or
// the computer: "computer" (its default level) or a level's name.
type Players struct {
	Red   string
	White string
}

// computer reports a seat the computer plays.
func computer(who string) bool { return who != "" && who != "human" }

// seats are the players by seat name, as the settings remember them.
func (p Players) seats() map[string]string {
	return map[string]string{"red": p.Red, "white": p.White}
}

// playersOf reads the players from the seats the settings remember.
func playersOf(seats map[string]string) Players {
	return Players{Red: seats["red"], White: seats["white"]}
}
