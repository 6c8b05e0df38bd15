package render

import (
	"errors"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
)

// The computer player thinks on its own goroutine, on a copy of the state,
// so the window never freezes; its answer is applied through the game like
// a person's, and animated so the human can follow it.

type thinker struct {
	mu      sync.Mutex
	players map[reds.Side]bot.Player
	busy    bool
	ver     int // the state version it is thinking about
	done    chan thought
	started time.Time
}

type thought struct {
	ver int
	act reds.Action
	err error
}

// since is when the current thought began.
func (t *thinker) since() time.Time {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.started
}

func (t *thinker) running() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.busy
}

// player returns the computer player of a side, made on first use.
func (t *thinker) player(b *boardScene, side reds.Side) bot.Player {
	if t.players == nil {
		t.players = map[reds.Side]bot.Player{}
	}
	p, ok := t.players[side]
	if !ok {
		p = b.c.newBot(1, b.game.Seed^uint64(side)*0x9e3779b97f4a7c15)
		t.players[side] = p
	}
	return p
}

// start asks the computer for the pending decision if it is its to make.
func (t *thinker) start(b *boardScene) {
	s := b.state()
	if s.Step == reds.StepGameOver || b.human(s.Pending.Side) || b.a.top() != nil {
		return
	}
	t.mu.Lock()
	if t.busy {
		t.mu.Unlock()
		return
	}
	t.busy, t.ver, t.started = true, b.ver, time.Now()
	if t.done == nil {
		t.done = make(chan thought, 1)
	}
	t.mu.Unlock()
	p := t.player(b, s.Pending.Side)
	c := s.View(s.Pending.Side) // the computer sees only its seat's view
	ver := b.ver
	go func() {
		a, err := p.Choose(c)
		t.done <- thought{ver: ver, act: a, err: err}
	}()
}

// poll applies the computer's answer when it comes.
func (t *thinker) poll(b *boardScene) {
	if t.done == nil {
		return
	}
	select {
	case th := <-t.done:
		t.mu.Lock()
		t.busy = false
		t.mu.Unlock()
		if th.ver != b.ver {
			return // the game changed meanwhile (a load): ask again
		}
		err := th.err
		if err == nil && !b.act(th.act, false) {
			err = errors.New(b.msg) // an illegal action: the engine's reason
		}
		if err != nil {
			// Asking again would get the same answer: people take over.
			b.say(lang.T("msg.computer_failed", redslang.Refusal(err)), true)
			b.players = Players{Red: "human", White: "human"}
		}
	default:
	}
}

// handoverScreen hands the game to the other player of a hotseat game, so
// each sees his decisions without the other's dialogs left open.
type handoverScreen struct {
	a    *App
	side reds.Side
	what string
}

func (h *handoverScreen) name() string { return "handover:" + h.side.String() }

func (h *handoverScreen) update(a *App) bool {
	if a.clickID == "handover:go" || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeySpace) {
		a.dirty = true
		return true
	}
	return false
}

func (h *handoverScreen) draw(dst *ebiten.Image) {
	a := h.a
	th := a.th
	w, hh := float64(a.w), float64(a.h)
	fillRect(dst, rect{0, 0, w, hh}, withAlpha(th.C("background"), 200))
	pw, ph := min(th.S(480), w-th.S(20)), th.S(200)
	r := rect{(w - pw) / 2, (hh - ph) / 2, pw, ph}
	th.drawPanel(dst, r.x, r.y, r.w, r.h)
	bg := th.C("afsr_bg")
	if h.side == reds.Red {
		bg = th.C("red_bg")
	}
	fillRect(dst, rect{r.x, r.y, r.w, th.S(8)}, bg)
	drawTextCentered(dst, lang.T("handover.title", redslang.Side(h.side)), th.Face(24, true), r.cx(), r.y+th.S(50), th.C("text"))
	drawTextCentered(dst, fitText(h.what, th.Face(14, false), r.w-th.S(30)), th.Face(14, false), r.cx(), r.y+th.S(92), th.C("text_dim"))
	a.button(dst, rect{r.cx() - th.S(90), r.y + r.h - th.S(60), th.S(180), th.S(40)}, "handover:go", lang.T("handover.go", redslang.Side(h.side)), btnHot, "Enter")
}

// handover shows the hand-over screen when the deciding side of a hotseat
// game changes.
func (b *boardScene) handover() {
	s := b.state()
	side := s.Pending.Side
	if s.Step == reds.StepGameOver || side == reds.NoSide || b.a.top() != nil {
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
	if first || !b.hotseat() || b.a.set.NoHandover || b.a.opts.Screenshot != "" {
		return
	}
	b.a.show(&handoverScreen{a: b.a, side: side, what: lang.T("handover.what", redslang.Decision(s.Pending.Kind))})
}
