package redsui

import (
	"errors"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
)

// The computer player thinks on its own goroutine, on a copy of the state,
// so the window never freezes; its answer is applied through the game like
// a person's, and animated so the human can follow it.

type thinker struct {
	players map[reds.Side]bot.Player
	think   ui.Thinker[reds.Action]
}

// since is when the current thought began.
func (t *thinker) since() time.Time { return t.think.Since() }

func (t *thinker) running() bool { return t.think.Busy() }

// player returns the computer player of a side, made on first use.
func (t *thinker) player(b *boardScene, side reds.Side) bot.Player {
	if t.players == nil {
		t.players = map[reds.Side]bot.Player{}
	}
	p, ok := t.players[side]
	if !ok {
		level := b.players.Red
		if side == reds.White {
			level = b.players.White
		}
		p = b.c.newBot(level, b.game.Seed^uint64(side)*0x9e3779b97f4a7c15)
		t.players[side] = p
	}
	return p
}

// start asks the computer for the pending decision if it is its to make.
func (t *thinker) start(b *boardScene) {
	s := b.state()
	if s.Step == reds.StepGameOver || b.human(s.Pending.Side) || b.a.Top() != nil || t.think.Busy() {
		return
	}
	p := t.player(b, s.Pending.Side)
	c := s.View(s.Pending.Side) // the computer sees only its seat's view
	t.think.Start(b.ver, func() (reds.Action, error) { return p.Choose(c) })
}

// poll applies the computer's answer when it comes; one about a state the
// game has left (a load) is dropped, and the computer asked again.
func (t *thinker) poll(b *boardScene) {
	a, ok, err := t.think.Poll(b.ver)
	if !ok {
		return
	}
	if err == nil && !b.act(a, false) {
		err = errors.New(b.msg) // an illegal action: the engine's reason
	}
	if err != nil {
		// Asking again would get the same answer: people take over.
		b.say(lang.T("msg.computer_failed", redslang.Refusal(err)), true)
		b.players = Players{Red: "human", White: "human"}
	}
}

// handoverScreen hands the game to the other player of a hotseat game, so
// each sees his decisions without the other's dialogs left open.
type handoverScreen struct {
	a    *ui.App
	side reds.Side
	what string
}

func (h *handoverScreen) Name() string { return "handover:" + h.side.String() }

func (h *handoverScreen) Update(a *ui.App) bool {
	if a.ClickID == "handover:go" || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeySpace) {
		a.Dirty = true
		return true
	}
	return false
}

func (h *handoverScreen) Draw(dst *ebiten.Image) {
	a := h.a
	th := a.Theme
	w, hh := float64(a.W), float64(a.H)
	ui.FillRect(dst, ui.Rect{X: 0, Y: 0, W: w, H: hh}, ui.WithAlpha(th.C("background"), 200))
	pw, ph := min(th.S(480), w-th.S(20)), th.S(200)
	r := ui.Rect{X: (w - pw) / 2, Y: (hh - ph) / 2, W: pw, H: ph}
	th.DrawPanel(dst, r.X, r.Y, r.W, r.H)
	bg := th.C("afsr_bg")
	if h.side == reds.Red {
		bg = th.C("red_bg")
	}
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: th.S(8)}, bg)
	ui.DrawTextCentered(dst, lang.T("handover.title", redslang.Side(h.side)), th.Face(24, true), r.CX(), r.Y+th.S(50), th.C("text"))
	ui.DrawTextCentered(dst, ui.FitText(h.what, th.Face(14, false), r.W-th.S(30)), th.Face(14, false), r.CX(), r.Y+th.S(92), th.C("text_dim"))
	a.Button(dst, ui.Rect{X: r.CX() - th.S(90), Y: r.Y + r.H - th.S(60), W: th.S(180), H: th.S(40)}, "handover:go", lang.T("handover.go", redslang.Side(h.side)), ui.ButtonHot, "Enter")
}

// handover shows the hand-over screen when the deciding side of a hotseat
// game changes.
func (b *boardScene) handover() {
	s := b.state()
	side := s.Pending.Side
	if s.Step == reds.StepGameOver || side == reds.NoSide || b.a.Top() != nil {
		return
	}
	if !b.human(side) {
		return
	}
	if b.handed == side {
		return
	}
	// The first decision after a start or a load is nobody's hand-over.
	first := b.handed == reds.NoSide
	b.handed = side
	if first || !b.hotseat() || b.a.Settings.NoHandover || b.a.Opts.Screenshot != "" {
		return
	}
	b.a.Show(&handoverScreen{a: b.a, side: side, what: lang.T("handover.what", redslang.Decision(s.Pending.Kind))})
}
