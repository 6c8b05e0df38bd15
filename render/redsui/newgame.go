package redsui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/render/lang"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// newGameScene sets up a game: the scenario (with its length and victory
// conditions), who plays each side, the optional rules (21.1-21.3 together,
// 21.4) and the seed, typed or random.
type newGameScene struct {
	a       *ui.App
	c       *Client
	w, h    int
	ids     []string
	files   []*scenario.File
	pick    int
	players Players
	rules   reds.Options
	seed    string // empty: random
	typing  bool
	msg     string
}

func newNewGameScene(a *ui.App, c *Client) *newGameScene {
	m := &newGameScene{a: a, c: c, players: Players{Red: "human", White: "human"}}
	// Test scenarios are for the tests and the command line only.
	for _, id := range scenarios.PlayerIDsOf("reds") {
		f, err := scenarios.Open(id)
		if err != nil {
			m.msg = err.Error()
			continue
		}
		m.ids = append(m.ids, id)
		m.files = append(m.files, f)
		if id == scenarios.Default() {
			m.pick = len(m.ids) - 1
		}
	}
	return m
}

func (m *newGameScene) Resize(w, h int) { m.w, m.h = w, h }

func (m *newGameScene) Update(a *ui.App) error {
	if m.typing {
		for _, r := range ebiten.AppendInputChars(nil) {
			if r >= '0' && r <= '9' && len(m.seed) < 19 {
				m.seed += string(r)
				a.Dirty = true
			}
		}
		if ui.RepeatKey(ebiten.KeyBackspace) && len(m.seed) > 0 {
			m.seed = m.seed[:len(m.seed)-1]
			a.Dirty = true
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		a.SetScene(ui.NewMenuScene(a))
		return nil
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		m.start()
		return nil
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyDown) && m.pick < len(m.ids)-1 {
		m.pick++
		a.Dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyUp) && m.pick > 0 {
		m.pick--
		a.Dirty = true
	}
	id := a.ClickID
	if id == "" {
		return nil
	}
	a.Dirty = true
	var k int
	if _, err := fmt.Sscanf(id, "ng:scenario:%d", &k); err == nil && k < len(m.files) {
		m.pick = k
		return nil
	}
	m.typing = id == "ng:seed"
	if side, level, ok := strings.Cut(strings.TrimPrefix(id, "ng:level:"), ":"); ok && strings.HasPrefix(id, "ng:level:") {
		switch side {
		case "red":
			m.players.Red = level
		case "white":
			m.players.White = level
		}
		return nil
	}
	switch id {
	case "ng:red:human":
		m.players.Red = "human"
	case "ng:red:computer":
		m.players.Red = bot.DefaultLevel.String()
	case "ng:white:human":
		m.players.White = "human"
	case "ng:white:computer":
		m.players.White = bot.DefaultLevel.String()
	case "ng:white_options":
		m.rules.OfficersAndWhiteTempo = !m.rules.OfficersAndWhiteTempo
	case "ng:red_events":
		m.rules.RedEvents = !m.rules.RedEvents
	case "ng:random":
		m.seed = ""
	case "ng:start":
		m.start()
	case "ng:back":
		a.SetScene(ui.NewMenuScene(a))
	}
	return nil
}

func (m *newGameScene) start() {
	if len(m.files) == 0 {
		return
	}
	seed := uint64(time.Now().UnixNano())
	if m.seed != "" {
		v, err := strconv.ParseUint(m.seed, 10, 64)
		if err != nil {
			m.msg = lang.T("ng.bad_seed")
			return
		}
		seed = v
	}
	m.a.SetScene(m.c.startBoard(m.a, m.files[m.pick], seed, m.rules, m.players))
}

func (m *newGameScene) Draw(dst *ebiten.Image) {
	a := m.a
	th := a.Theme
	w, h := float64(m.w), float64(m.h)
	pad := th.S(30)
	ui.DrawText(dst, lang.T("ng.title"), th.Face(28, true), pad, pad, th.C("accent"))
	// Scenarios.
	lw := min(th.S(380), w*0.38)
	y := pad + th.S(60)
	ui.DrawText(dst, lang.T("ng.scenario"), th.Face(14, true), pad, y, th.C("text_dim"))
	y += th.S(26)
	for k, f := range m.files {
		r := ui.Rect{X: pad, Y: y, W: lw, H: th.S(40)}
		st := ui.ButtonNormal
		if k == m.pick {
			st = ui.ButtonOn
		}
		a.Button(dst, r, fmt.Sprintf("ng:scenario:%d", k), lang.Title(f.Title, f.TitleRU), st, m.ids[k])
		y += th.S(46)
	}
	// Players, rules, seed.
	y += th.S(16)
	ui.DrawText(dst, lang.T("ng.players"), th.Face(14, true), pad, y, th.C("text_dim"))
	y += th.S(26)
	bw := th.S(110)
	for _, side := range []struct{ key, name, who string }{{"red", lang.T("side.red"), m.players.Red}, {"white", lang.T("side.white"), m.players.White}} {
		ui.DrawText(dst, side.name, th.Face(14, false), pad, y+th.S(7), th.C("text"))
		x := pad + th.S(90)
		for _, who := range []string{"human", "computer"} {
			st := ui.ButtonNormal
			if computer(side.who) == (who == "computer") {
				st = ui.ButtonOn
			}
			a.Button(dst, ui.Rect{X: x, Y: y, W: bw, H: th.S(30)}, "ng:"+side.key+":"+who, lang.T("ng."+who), st, "")
			x += bw + th.S(6)
		}
		y += th.S(38)
		if !computer(side.who) {
			continue
		}
		// The computer's level, the default named so.
		x = pad + th.S(90)
		for _, l := range bot.Levels {
			level := l.String()
			st := ui.ButtonNormal
			if side.who == level || side.who == "computer" && l == bot.DefaultLevel {
				st = ui.ButtonOn
			}
			label := lang.T("ng.level." + level)
			if l == bot.DefaultLevel {
				label = lang.T("ng.level_default", label)
			}
			lv := max(th.S(70), ui.TextWidth(label, th.Face(13, false))+th.S(16))
			a.Button(dst, ui.Rect{X: x, Y: y, W: lv, H: th.S(26)}, "ng:level:"+side.key+":"+level, label, st, lang.T("ng.level_tip."+level))
			x += lv + th.S(4)
		}
		y += th.S(34)
	}
	y += th.S(12)
	ui.DrawText(dst, lang.T("ng.options"), th.Face(14, true), pad, y, th.C("text_dim"))
	y += th.S(24)
	a.Checkbox(dst, ui.Rect{X: pad, Y: y, W: lw, H: th.S(26)}, "ng:white_options", lang.T("ng.white_options"), m.rules.OfficersAndWhiteTempo, lang.T("ng.white_options_tip"))
	y += th.S(30)
	a.Checkbox(dst, ui.Rect{X: pad, Y: y, W: lw, H: th.S(26)}, "ng:red_events", lang.T("ng.red_events"), m.rules.RedEvents, lang.T("ng.red_events_tip"))
	y += th.S(40)
	ui.DrawText(dst, lang.T("ng.seed"), th.Face(14, true), pad, y, th.C("text_dim"))
	y += th.S(24)
	field := ui.Rect{X: pad, Y: y, W: th.S(200), H: th.S(30)}
	ui.FillRect(dst, field, th.C("background"))
	c := th.C("panel_edge")
	if m.typing {
		c = th.C("accent")
	}
	ui.StrokeRect(dst, field, 1.5, c)
	label := m.seed
	if label == "" && !m.typing {
		label = lang.T("ng.random_seed")
	}
	if m.typing {
		label += ui.Caret
	}
	ui.DrawText(dst, label, th.Face(14, false), field.X+th.S(8), field.Y+th.S(7), th.C("text"))
	a.Hits.Add(field, "ng:seed", lang.T("ng.seed_tip"))
	a.Button(dst, ui.Rect{X: field.X + field.W + th.S(8), Y: y, W: th.S(100), H: th.S(30)}, "ng:random", lang.T("ng.random"), ui.ButtonNormal, "")
	// The chosen scenario.
	dx := pad + lw + th.S(40)
	dw := w - dx - pad
	if m.pick < len(m.files) {
		f := m.files[m.pick]
		y := pad + th.S(60)
		ui.DrawText(dst, lang.Title(f.Title, f.TitleRU), th.Face(20, true), dx, y, th.C("text"))
		y += th.S(36)
		desc := f.Description
		if key := "scn." + m.ids[m.pick]; lang.Current() == lang.RU && lang.Has(key) {
			desc = lang.T(key)
		}
		y = ui.DrawLines(dst, ui.Wrap(desc, th.Face(14, false), dw), th.Face(14, false), dx, y, th.C("text"))
		y += th.S(14)
		st := f.Initial
		length := lang.T("ng.length_campaign", len(f.Data.Tables.Turns))
		if st.EndsAfter != "" {
			length = lang.T("ng.length_short", st.EndsAfter)
		}
		ui.DrawLines(dst, ui.Wrap(length, th.Face(13, false), dw), th.Face(13, false), dx, y, th.C("text_dim"))
	}
	bh := th.S(44)
	a.Button(dst, ui.Rect{X: w - pad - th.S(180), Y: h - pad - bh, W: th.S(180), H: bh}, "ng:start", lang.T("ng.start"), ui.ButtonHot, "Enter")
	a.Button(dst, ui.Rect{X: w - pad - th.S(370), Y: h - pad - bh, W: th.S(180), H: bh}, "ng:back", lang.T("ng.back"), ui.ButtonNormal, "Esc")
	if m.msg != "" {
		ui.DrawText(dst, m.msg, th.Face(13, false), pad, h-pad-th.S(20), th.C("danger"))
	}
}

func (m *newGameScene) FillProbe(p *ui.ProbeInfo) { p.Scene = "newgame" }
