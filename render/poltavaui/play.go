package poltavaui

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"time"

	"tachanka/game/hex"
	"tachanka/game/play"
	"tachanka/game/poltava"
	"tachanka/game/poltava/poltavabot"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/poltavaui/poltlang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The game in play: the record (every change goes through it, so saves,
// undo and replays agree), who plays each side, the computer thinking on
// its own goroutine, the log, and what is being shown (dice, a computer's
// move).

// Players says who commands each army: "human", or the computer at a
// level of poltavabot.Levels ("computer" is the default level).
type Players map[poltava.Side]string

// human reports a person at this screen playing side.
func (p Players) human(side poltava.Side) bool {
	k := p[side]
	return k == "" || k == "human"
}

// seats are the players by seat name, as the settings remember them.
func (p Players) seats() map[string]string {
	return map[string]string{poltava.SeatSweden: orHuman(p[poltava.Sweden]), poltava.SeatRussia: orHuman(p[poltava.Russia])}
}

func orHuman(s string) string {
	if s == "" {
		return "human"
	}
	return s
}

// playersOf reads the players from seats by name.
func playersOf(seats map[string]string) Players {
	return Players{poltava.Sweden: orHuman(seats[poltava.SeatSweden]), poltava.Russia: orHuman(seats[poltava.SeatRussia])}
}

// logItem is an event in the log, said again when the language changes.
type logItem struct {
	ev    poltava.Event
	entry widgets.LogEntry
	lang  lang.Lang
}

// names names things for the log.
type names struct{ d *poltava.Data }

func (n names) Unit(id string) string {
	if id == "" {
		return ""
	}
	for i := range n.d.Counters.Units {
		if u := &n.d.Counters.Units[i]; u.ID == id {
			return unitName(u)
		}
	}
	for i := range n.d.Counters.Leaders {
		if l := &n.d.Counters.Leaders[i]; l.ID == id {
			return lang.Title(l.Name, l.NameRU)
		}
	}
	return id
}

func (n names) Division(id string) string {
	if d := n.d.Counters.Division(id); d != nil {
		return divisionName(d)
	}
	return id
}

// addLog adds events to the log.
func (b *boardScene) addLog(ev []poltava.Event, turn int) {
	for _, e := range ev {
		t := turn
		if e.Kind == poltava.EvPhase {
			t = e.N
		}
		b.log = append(b.log, &logItem{ev: e, entry: widgets.LogEntry{Turn: t, Rule: e.Rule}})
	}
}

// logText is an entry's text in the current language.
func (b *boardScene) logText(it *logItem) *widgets.LogEntry {
	if it.entry.Text == "" || it.lang != lang.Current() {
		it.entry.SetText(poltlang.Event(it.ev, names{b.file.Data}))
		it.lang = lang.Current()
	}
	return &it.entry
}

// rebuildLog replays the record to say again every event so far (a
// loaded game).
func (b *boardScene) rebuildLog() {
	r := b.rec
	s := poltava.Rules{}.Clone(r.Initial)
	ev := poltava.Rules{}.Start(s, r.Seed)
	b.addLog(ev, s.Turn)
	for _, a := range r.Actions {
		ev, err := poltava.Apply(s, a)
		if err != nil {
			return
		}
		b.addLog(ev, s.Turn)
	}
}

// say shows a message in the status bar.
func (b *boardScene) say(msg string, isErr bool) {
	b.msg, b.msgErr = msg, isErr
	b.a.Dirty = true
	if isErr {
		// A refusal is shown where it was tried, too: next to the pointer.
		b.a.Toast(msg, b.a.MX, b.a.MY)
	}
}

// ours reports that the pending decision is for a person here, now.
func (b *boardScene) ours() bool {
	s := b.st
	return !s.Over() && s.Pending.Kind != poltava.DecideNone && b.players.human(s.Pending.Side) && !b.busy()
}

// busy: dice rolling, a computer's move shown, or the computer thinking.
func (b *boardScene) busy() bool {
	return b.showing() || b.think.running()
}

// showing: dice or a move are being shown.
func (b *boardScene) showing() bool { return time.Now().Before(b.showUntil) }

// act applies an action through the record: refused with the engine's
// reason in the status bar, or its events go to the log and the screen.
func (b *boardScene) act(x poltava.Action, human bool) bool {
	before := map[string]hex.Hex{}
	for _, u := range b.st.Units {
		if u.Status == poltava.OnMap {
			before[u.ID] = u.Hex
		}
	}
	ev, err := b.rec.Do(x)
	if err != nil {
		b.say(poltlang.RefusalNamed(err, names{b.file.Data}), true)
		return false
	}
	b.st = b.rec.State
	b.ver++
	b.addLog(ev, b.st.Turn)
	if human && b.rec.Undoable() > 0 {
		b.undo = min(b.undo+1, b.rec.Undoable())
	} else {
		b.undo = 0
	}
	b.undoFinal = human && b.undo == 0
	b.clearChoice()
	b.show(ev, human, before)
	b.say("", false)
	b.a.ResetTip()
	for _, e := range ev {
		if e.Kind == poltava.EvPhase || e.Kind == poltava.EvGameOver {
			b.Autosave()
			break
		}
	}
	b.a.Dirty = true
	return true
}

// clearChoice forgets what the player was choosing.
func (b *boardScene) clearChoice() {
	b.selFirer, b.selHex = nil, hex.None
	b.atk, b.atkHexes, b.picks = nil, nil, nil
	b.drag = nil
	b.detach = nil
}

// show starts showing what the events did: the dice rolled, the hexes
// hit, a computer's moves, retreats and advances, its counters sliding
// along their paths one after the other from where they stood before
// (before: the hexes of the units on the map).
func (b *boardScene) show(ev []poltava.Event, human bool, before map[string]hex.Hex) {
	speed := b.a.Settings.AnimSpeed
	if speed <= 0 || b.a.Opts.Screenshot != "" || !human && b.hurry {
		return
	}
	// Showing only combats and events: the computer's moves are not
	// shown travelling (the log has them).
	moves := !human && !b.a.Settings.CombatsOnly()
	var d time.Duration
	var travel float64
	b.dice, b.marks, b.slides = nil, nil, nil
	for _, e := range ev {
		if len(e.Dice) > 0 {
			b.dice = append(b.dice, e.Dice...)
			b.diceWhat = poltlang.Event(e, names{b.file.Data})
			d = max(d, 1100*time.Millisecond)
		}
		switch e.Kind {
		case poltava.EvFlipped, poltava.EvEliminated, poltava.EvArtilleryLost:
			if e.Hex.Valid() {
				b.marks = append(b.marks, mark{h: e.Hex, hit: true})
			}
		case poltava.EvMoved, poltava.EvRetreat, poltava.EvAdvance, poltava.EvWithdrew, poltava.EvEntered:
			if moves {
				d = max(d, 700*time.Millisecond)
				from, ok := before[e.Unit]
				if !ok || len(e.Path) == 0 || e.Kind == poltava.EvEntered {
					b.marks = append(b.marks, mark{h: e.Hex, path: e.Path})
				} else {
					path := append([]hex.Hex{from}, e.Path...)
					b.marks = append(b.marks, mark{h: e.Hex, path: path})
					dur := mapview.TravelSeconds(len(path))
					b.slides = append(b.slides, slide{unit: e.Unit, path: path, from: travel, dur: dur})
					travel += dur
					before[e.Unit] = path[len(path)-1]
				}
			}
		case poltava.EvFire:
			b.marks = append(b.marks, mark{h: e.Hex, path: []hex.Hex{b.unitHex(e.Target)}, fire: true})
		}
	}
	if len(b.marks) > 0 {
		d = max(d, 500*time.Millisecond)
	}
	if travel > 0 {
		// The marks stay a moment after the last counter has arrived.
		d = max(d, time.Duration((travel+0.4)*float64(time.Second)))
	}
	if d == 0 {
		return
	}
	if !human {
		// The computer's action is shown where it happens.
		var hs []hex.Hex
		for _, m := range b.marks {
			hs = append(append(hs, m.h), m.path...)
		}
		b.dir.Show(&b.cam, b.points(hs))
	}
	b.showFrom = time.Now()
	b.showUntil = b.showFrom.Add(time.Duration(float64(d) / speed))
}

// mark is something the screen shows for a moment: a hex hit, a path
// moved, a line of fire.
type mark struct {
	h    hex.Hex
	path []hex.Hex
	hit  bool
	fire bool
}

// slide is a counter travelling a path (its start included) on the
// screen, from seconds into the showing for dur seconds, at speed 1.
type slide struct {
	unit      string
	path      []hex.Hex
	from, dur float64
}

// sliding is where a counter being shown travelling stands now: the
// centre in world pixels, and whether it is travelling or waiting for its
// turn to (it is drawn there, not where the engine has it).
func (b *boardScene) sliding(id string) (mapview.Point, bool) {
	if len(b.slides) == 0 || !b.showing() {
		return mapview.Point{}, false
	}
	return b.slideAt(id, time.Since(b.showFrom).Seconds()*b.a.Settings.AnimSpeed)
}

// slideAt is where a counter stands t seconds (at speed 1) into the
// showing, if a slide still holds it.
func (b *boardScene) slideAt(id string, t float64) (mapview.Point, bool) {
	for _, s := range b.slides {
		if s.unit != id || t >= s.from+s.dur {
			continue
		}
		pts := make([]mapview.Point, len(s.path))
		for k, h := range s.path {
			pts[k].X, pts[k].Y = b.layout.Center(h)
		}
		return mapview.Along(pts, (t-s.from)/s.dur), true
	}
	return mapview.Point{}, false
}

func (b *boardScene) unitHex(id string) hex.Hex {
	if u := b.st.Unit(id); u != nil {
		return u.Hex
	}
	return hex.None
}

// rollFace is the face a die shows while rolling: random faces at first,
// the roll at the end.
func (b *boardScene) rollFace(k, d int) int {
	t := time.Since(b.showFrom).Seconds() * math.Max(0.1, b.a.Settings.AnimSpeed)
	if t > 0.5 {
		return d
	}
	return 1 + (int(t*23)+k*3+d)%6
}

// undoLast takes back the person's last action, until a die made it final.
func (b *boardScene) undoLast() {
	if b.busy() {
		return
	}
	if b.undo == 0 {
		if b.undoFinal {
			b.say(poltlang.T("msg.undo_final"), true)
		} else {
			b.say(ui.NoUndo(false), true)
		}
		return
	}
	if err := b.rec.Undo(); err != nil {
		if errors.Is(err, play.ErrFinal) {
			b.say(poltlang.T("msg.undo_final"), true)
		} else {
			b.say(err.Error(), true)
		}
		return
	}
	b.undo--
	b.st = b.rec.State
	b.ver++
	b.log = nil
	b.rebuildLog()
	b.clearChoice()
	b.say(poltlang.T("msg.undone"), false)
}

// thinker runs the computer's decisions on a goroutine (ui.Thinker): the
// window never waits for it.
type thinker struct {
	think   ui.Thinker[poltava.Action]
	players map[poltava.Side]*poltavabot.Player
}

func (t *thinker) running() bool { return t.think.Busy() }

// start asks the computer for the pending decision when it is its own.
func (t *thinker) start(b *boardScene) {
	s := b.st
	side := s.Pending.Side
	if s.Over() || side == poltava.NoSide || b.players.human(side) || b.a.Top() != nil || b.showing() || t.think.Busy() {
		return
	}
	if t.players == nil {
		t.players = map[poltava.Side]*poltavabot.Player{}
	}
	p := t.players[side]
	if p == nil {
		level := b.players[side]
		if level == "computer" {
			level = ""
		}
		var err error
		p, err = poltavabot.New(level, b.rec.Seed^uint64(side)*0x9e3779b97f4a7c15)
		if err != nil {
			p, _ = poltavabot.New("", b.rec.Seed)
		}
		t.players[side] = p
	}
	seat := poltava.SeatSweden
	if side == poltava.Russia {
		seat = poltava.SeatRussia
	}
	view := poltava.Rules{}.View(s, seat)
	t.think.Start(b.ver, func() (poltava.Action, error) { return p.Choose(view, seat) })
}

// poll applies the computer's decision once it has made it; one about a
// state the game has left (a load) is dropped, and the computer thinks
// again.
func (t *thinker) poll(b *boardScene) {
	a, ok, err := t.think.Poll(b.ver)
	if !ok {
		return
	}
	if err != nil {
		b.say(err.Error(), true)
		return
	}
	b.act(a, false)
}

// Saving, loading and the autosave.

// Save writes the game: to its file, or where the file picker says.
func (b *boardScene) Save(ask bool) {
	write := func(path string) string {
		if err := b.file.SaveOf(b.rec).Save(path); err != nil {
			return poltlang.T("msg.save_failed", err.Error())
		}
		b.savePath = path
		b.savedMark = b.actionsMark()
		b.say(poltlang.T("msg.saved", path), false)
		return ""
	}
	ui.SaveGame(b.a, ask, b.savePath, write, func(msg string) { b.say(msg, true) })
}

// actionsMark is the mark of the game's moves (ui.ActionsMark).
func (b *boardScene) actionsMark() string { return ui.ActionsMark(b.rec.Actions) }

// unsaved reports moves made since the game was started, loaded or saved.
func (b *boardScene) unsaved() bool { return b.actionsMark() != b.savedMark }

// Load opens a saved game in place of this one, with the same players,
// after asking if this one has moves not saved.
func (b *boardScene) Load() {
	if b.unsaved() {
		ui.ConfirmDiscard(b.a, b.load)
		return
	}
	b.load()
}

func (b *boardScene) load() {
	a := b.a
	open := func(path string) string {
		sc, err := loadScene(a, path, b.players)
		if err != nil {
			return err.Error()
		}
		a.SetScene(sc)
		return ""
	}
	ui.LoadGame(a, open, func(msg string) { b.say(msg, true) })
}

// Autosave writes the game to the autosave file and remembers who plays.
func (b *boardScene) Autosave() {
	p := ui.AutosavePath()
	if p == "" || b.a.Opts.Screenshot != "" {
		return
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	if err := b.file.SaveOf(b.rec).Save(p); err != nil {
		return
	}
	b.autosaves++
	set := b.a.Settings
	seats := b.players.seats()
	same := set.Resume != nil
	for k, v := range seats {
		same = same && set.Resume[k] == v
	}
	if !same {
		set.Resume = seats
		b.a.ApplySettings(set)
	}
}
