package redsui

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
)

// The side panel holds the displays of the physical game in three tabs:
// the game (activation and the cup, the Red High Command, the AFSR
// commander, the Tsar, the markers, events in force, Poland, the
// withdrawal track, victory), the forces (sea boxes, aircraft, the
// special-unit pools, reinforcements due, eliminated units) and the log.

var sideTabs = []string{"game", "forces", "log"}

// sideCol lays out a column of content in the panel, scrolled and clipped.
type sideCol struct {
	b    *boardScene
	dst  *ebiten.Image
	clip ui.Rect
	x, y float64
	w    float64
}

func (c *sideCol) th() *ui.Theme { return c.b.a.Theme }

func (c *sideCol) visible(y, h float64) bool { return y+h > c.clip.Y && y < c.clip.Y+c.clip.H }

func (c *sideCol) heading(t string) {
	th := c.th()
	c.y += th.S(6)
	if c.visible(c.y, th.S(20)) {
		ui.DrawText(c.dst, t, th.Face(13, true), c.x, c.y, th.C("accent"))
	}
	c.y += th.S(20)
}

// line writes wrapped text; id and tip make it a hit region.
func (c *sideCol) line(t string, clr color.Color, id, tip string) {
	th := c.th()
	f := th.Face(12, false)
	for _, l := range ui.Wrap(t, f, c.w) {
		if c.visible(c.y, ui.LineHeight(f)) {
			ui.DrawText(c.dst, l, f, c.x, c.y, clr)
			if id != "" {
				c.hit(ui.Rect{X: c.x, Y: c.y, W: c.w, H: ui.LineHeight(f)}, id, tip)
			}
		}
		c.y += ui.LineHeight(f)
	}
}

func (c *sideCol) hit(r ui.Rect, id, tip string) {
	if r.Y >= c.clip.Y && r.Y+r.H <= c.clip.Y+c.clip.H {
		c.b.a.Hits.Add(r, id, tip)
	}
}

// counters draws small counters in rows.
func (c *sideCol) counters(s *reds.State, units []int) {
	th := c.th()
	size := th.S(30)
	gap := th.S(4)
	perRow := max(1, int((c.w+gap)/(size+gap)))
	for k, i := range units {
		x := c.x + float64(k%perRow)*(size+gap)
		y := c.y + float64(k/perRow)*(size+gap)
		if c.visible(y, size) {
			img := c.b.art.image(s, i, s.Units[i].Disordered)
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(size/counterPx, size/counterPx)
			op.GeoM.Translate(x, y)
			c.dst.DrawImage(img, op)
			c.hit(ui.Rect{X: x, Y: y, W: size, H: size}, "unit:"+s.Def(i).ID, redslang.Unit(s.Def(i))+" — "+unitDetail(s, i))
		}
	}
	if len(units) > 0 {
		c.y += float64((len(units)+perRow-1)/perRow)*(size+gap) + gap
	}
}

// sideScroll is the scroll of each tab, in pixels.
type sideScroll map[string]float64

func (b *boardScene) scrollSide(wy float64) {
	if b.scroll == nil {
		b.scroll = sideScroll{}
	}
	step := b.a.Theme.S(40) * wy
	if b.tab == "log" {
		b.scroll["log"] = math.Max(0, b.scroll["log"]+step)
		return
	}
	b.scroll[b.tab] = math.Max(0, b.scroll[b.tab]-step)
}

func (b *boardScene) drawSide(dst *ebiten.Image) {
	a := b.a
	th := a.Theme
	r := b.sideR
	ui.FillRect(dst, r, th.C("panel"))
	ui.StrokeRect(dst, ui.Rect{X: r.X, Y: r.Y, W: 1, H: r.H}, 1, th.C("panel_edge"))
	tw := (r.W - th.S(12)) / float64(len(sideTabs))
	for k, t := range sideTabs {
		st := ui.ButtonNormal
		if t == b.tab {
			st = ui.ButtonOn
		}
		key := map[string]string{"game": "G", "forces": "P", "log": "L"}[t]
		a.Button(dst, ui.Rect{X: r.X + th.S(6) + float64(k)*tw, Y: r.Y + th.S(6), W: tw - th.S(4), H: th.S(26)}, "tab:"+t, lang.T("tab."+t), st, lang.T("tip.tab."+t)+" ("+key+")")
	}
	body := ui.Rect{X: r.X + th.S(10), Y: r.Y + th.S(38), W: r.W - th.S(20), H: r.H - th.S(44)}
	clip := dst.SubImage(image.Rect(int(body.X), int(body.Y), int(body.X+body.W), int(body.Y+body.H))).(*ebiten.Image)
	if b.scroll == nil {
		b.scroll = sideScroll{}
	}
	c := &sideCol{b: b, dst: clip, clip: body, x: body.X, y: body.Y - b.scroll[b.tab], w: body.W}
	switch b.tab {
	case "game":
		b.drawGameTab(c)
	case "forces":
		b.drawForcesTab(c)
	case "log":
		b.drawLog(clip, body)
		return
	}
	// Keep the scroll within the content.
	if over := c.y + b.scroll[b.tab] - body.Y - body.H; over < b.scroll[b.tab] {
		b.scroll[b.tab] = math.Max(0, over)
	}
}

func (b *boardScene) drawGameTab(c *sideCol) {
	s := b.view()
	th := b.a.Theme
	txt, dim := th.C("text"), th.C("text_dim")
	// Activation and the cup.
	c.heading(lang.T("side.activation"))
	if seg := s.Segment; seg != nil {
		g := redslang.Chit(seg.Chit)
		if seg.Front != reds.NoFront && seg.Chit == reds.ChitFieldStaff {
			g = lang.T("log.field_staff", redslang.Front(seg.Front))
		}
		cs := th.S(40)
		if c.visible(c.y, cs) {
			drawChit(c.dst, th, ui.Rect{X: c.x, Y: c.y, W: cs, H: cs}, seg.Chit, 1)
			ui.DrawText(c.dst, ui.FitText(g, th.Face(12, true), c.w-cs-th.S(8)), th.Face(12, true), c.x+cs+th.S(8), c.y+th.S(4), txt)
			ui.DrawText(c.dst, lang.T("phase."+seg.Phase.String()), th.Face(12, false), c.x+cs+th.S(8), c.y+th.S(22), dim)
		}
		c.y += cs + th.S(6)
	} else if s.Step == reds.StepLogistics {
		c.line(lang.T("log.logistics"), txt, "", "")
	} else {
		c.line(lang.T("side.no_segment"), dim, "", "")
	}
	if s.FirstChit != reds.NoChit {
		c.line(lang.T("side.first_chit", redslang.Side(s.Initiative), redslang.Chit(s.FirstChit)), dim, "", "")
	}
	c.line(lang.T("side.cup", len(s.Cup)), txt, "", "")
	cs := th.S(34)
	perRow := max(1, int(c.w/(cs+th.S(4))))
	cup := slices.Clone(s.Cup)
	slices.Sort(cup)
	for k, ch := range cup {
		x := c.x + float64(k%perRow)*(cs+th.S(4))
		y := c.y + float64(k/perRow)*(cs+th.S(4))
		if c.visible(y, cs) {
			drawChit(c.dst, th, ui.Rect{X: x, Y: y, W: cs, H: cs}, ch, 1)
			c.hit(ui.Rect{X: x, Y: y, W: cs, H: cs}, "cupchit:"+ch.String(), redslang.Chit(ch))
		}
	}
	if len(cup) > 0 {
		c.y += float64((len(cup)+perRow-1)/perRow)*(cs+th.S(4)) + th.S(2)
	}
	if len(s.Activated) > 0 {
		var fs []string
		for _, f := range s.Activated {
			fs = append(fs, redslang.Front(f))
		}
		c.line(lang.T("side.activated", strings.Join(fs, ", ")), dim, "", "")
	}
	// The Red High Command display.
	c.heading(lang.T("side.high_command"))
	for box := 0; box < 7; box++ {
		name := lang.T("chit.field_staff")
		if box > 0 {
			name = redslang.Front(reds.Front(box))
		}
		leader := "—"
		if id := s.HighCommand[box]; id != "" {
			leader = b.leaderName(id)
		}
		var tags []string
		if box > 0 {
			f := reds.Front(box)
			if slices.Contains(s.RedFronts, f) {
				tags = append(tags, lang.T("hc.chosen"))
			}
			if slices.Contains(s.Activated, f) {
				tags = append(tags, lang.T("hc.activated"))
			}
		}
		t := name + ": " + leader
		if len(tags) > 0 {
			t += " (" + strings.Join(tags, ", ") + ")"
		}
		clr := dim
		if s.HighCommand[box] != "" {
			clr = txt
		}
		c.line(t, clr, "", "")
	}
	if pool := b.leaderPool(); len(pool) > 0 {
		c.line(lang.T("side.leader_pool", strings.Join(pool, ", ")), dim, "", "")
	}
	// Commanders and markers.
	c.heading(lang.T("side.markers"))
	cmd := lang.T("side.denikin")
	if s.Wrangel {
		cmd = lang.T("side.wrangel")
	}
	c.line(lang.T("side.afsr_commander", cmd), txt, "", lang.T("tip.wrangel"))
	tsar := map[reds.TsarFate]string{reds.TsarUnknown: lang.T("side.tsar_unknown"), reds.TsarAlive: lang.T("side.tsar_alive"), reds.TsarDead: lang.T("side.tsar_dead")}[s.Tsar]
	c.line(lang.T("side.tsar", tsar), txt, "", "")
	if s.Gold.Valid() {
		g := lang.T("tip.gold_people")
		if s.GoldSide == reds.White {
			g = lang.T("tip.gold_imperial")
		}
		c.line(lang.T("side.gold", g, place(s, s.Gold)), txt, "goto:"+s.Gold.String(), lang.T("tip.goto"))
	}
	switch {
	case s.RedTrain.Valid():
		c.line(lang.T("side.red_train", place(s, s.RedTrain)), txt, "goto:"+s.RedTrain.String(), lang.T("tip.goto"))
	case s.RedTrainBox > 0:
		c.line(lang.T("side.red_train_box", s.RedTrainBox), txt, "", "")
	}
	if s.RedVerdun.Valid() {
		c.line(lang.T("side.red_verdun", place(s, s.RedVerdun)), txt, "goto:"+s.RedVerdun.String(), lang.T("tip.goto"))
	} else {
		c.line(lang.T("side.red_verdun_gone"), dim, "", "")
	}
	var terror []string
	for _, h := range s.RedTerror {
		terror = append(terror, place(s, h))
	}
	c.line(lang.T("side.red_terror", len(s.RedTerror), 3, strings.Join(terror, ", ")), txt, "", "")
	// Events in force.
	var ev []string
	if s.AIFOffensive == s.Turn {
		ev = append(ev, redslang.Event(reds.AIFOffensive))
	}
	if s.Amphibious {
		ev = append(ev, lang.T("side.held", redslang.Event(reds.AmphibiousInvasion)))
	}
	if s.CavalryRaid {
		ev = append(ev, lang.T("side.held", redslang.Event(reds.CavalryRaid)))
	}
	if s.SemenovRaid == s.Turn {
		ev = append(ev, redslang.Event(reds.SemenovRaid))
	}
	if s.WhiteDisintegration == s.Turn {
		ev = append(ev, redslang.Event(reds.WhiteDisintegration))
	}
	if s.Freikorps {
		ev = append(ev, redslang.Event(reds.FreikorpsEvent))
	}
	if len(ev) > 0 {
		c.heading(lang.T("side.events"))
		c.line(strings.Join(ev, ", "), txt, "", "")
	}
	// Poland, Makhno, the war's end.
	c.heading(lang.T("side.politics"))
	if !s.WWIOver {
		c.line(lang.T("side.closed"), dim, "", "")
	}
	c.line(lang.T("side.poland", redslang.Poland(s.Poland)), txt, "", "")
	if s.Makhno != reds.NoSide {
		c.line(lang.T("side.makhno", redslang.Side(s.Makhno)), txt, "", "")
	}
	// The withdrawal track.
	c.heading(lang.T("side.withdrawal"))
	w := []string{lang.T("side.withdrawal_none"), lang.T("side.withdrawal_minor"), lang.T("side.withdrawal_major")}[min(2, s.Withdrawal)]
	c.line(w, txt, "", "")
	switch need := b.withdrawalNeed(); {
	case s.Withdrawal >= 2:
	case need == 0:
		c.line(lang.T("side.withdrawal_later"), dim, "", lang.T("tip.withdrawal"))
	default:
		c.line(lang.T("side.withdrawal_next", need, s.Resources(reds.White)), dim, "", lang.T("tip.withdrawal"))
	}
	// Victory.
	c.heading(lang.T("side.victory"))
	if s.EndsAfter != "" {
		c.line(lang.T("side.ends_short", s.EndsAfter), dim, "", "")
	} else {
		c.line(lang.T("side.ends_campaign", len(s.Data.Tables.Turns)), dim, "", "")
	}
	if ok, why := s.RedAutomaticVictory(); ok {
		c.line(lang.T("side.red_would_win", redslang.Note(why)), th.C("ok"), "", "")
	}
	if ok, why := s.WhiteAutomaticVictory(); ok {
		c.line(lang.T("side.white_would_win", redslang.Note(why)), th.C("danger"), "", "")
	} else {
		c.line(lang.T("side.moscow_holds"), dim, "", "")
	}
}

// leaderPool lists the leaders not on the High Command display.
func (b *boardScene) leaderPool() []string {
	s := b.view()
	var out []string
	for k := range s.Data.Leaders {
		l := &s.Data.Leaders[k]
		if !slices.Contains(s.HighCommand[:], l.ID) {
			out = append(out, redslang.Leader(l))
		}
	}
	return out
}

func (b *boardScene) drawForcesTab(c *sideCol) {
	s := b.view()
	th := b.a.Theme
	txt, dim := th.C("text"), th.C("text_dim")
	// Sea boxes.
	c.heading(lang.T("side.seas"))
	for _, sea := range reds.Seas {
		c.line(lang.T("side.sea", redslang.Sea(sea), redslang.Side(s.Seas[sea]), b.flotillaText(sea)), txt, "", "")
	}
	for _, side := range []reds.Side{reds.Red, reds.White} {
		c.heading(lang.T("side.forces_of", redslang.Side(side)))
		var avail, box []int
		byType := map[reds.UnitType][]int{}
		for i := range s.Units {
			d := s.Def(i)
			if d.Side != side {
				continue
			}
			switch s.Units[i].Where {
			case reds.Available:
				avail = append(avail, i)
			case reds.InTurnBox:
				box = append(box, i)
			case reds.InPool:
				byType[d.Type] = append(byType[d.Type], i)
			}
		}
		if len(avail) > 0 {
			c.line(lang.T("side.available"), dim, "", lang.T("tip.available"))
			c.counters(s, avail)
		}
		if len(box) > 0 {
			c.line(lang.T("side.turn_box"), dim, "", "")
			c.counters(s, box)
		}
		for _, t := range []reds.UnitType{reds.Aircraft, reds.ArmoredTrain, reds.Garrison, reds.Partisan, reds.RiverFlotilla, reds.Tank} {
			if us := byType[t]; len(us) > 0 {
				c.line(lang.T("side.pool", redslang.UnitType(t), len(us)), dim, "", "")
				c.counters(s, us)
			}
		}
	}
	// Reinforcements due, by strategic turn.
	c.heading(lang.T("side.reinforcements"))
	any := false
	for k := s.Strategic; k < len(reds.StrategicLetters); k++ {
		var us []int
		for i := range s.Units {
			if s.Units[i].Where == reds.Arriving && s.Units[i].Box == k {
				us = append(us, i)
			}
		}
		if len(us) == 0 {
			continue
		}
		any = true
		c.line(lang.T("side.due", reds.StrategicLetters[k:k+1], len(us)), dim, "", "")
		c.counters(s, us)
	}
	if !any {
		c.line(lang.T("ui.none"), dim, "", "")
	}
	// Eliminated units.
	c.heading(lang.T("side.eliminated"))
	var elim, gone []int
	for i := range s.Units {
		switch s.Units[i].Where {
		case reds.Eliminated:
			elim = append(elim, i)
		case reds.Removed:
			gone = append(gone, i)
		}
	}
	if len(elim) == 0 {
		c.line(lang.T("ui.none"), dim, "", "")
	}
	c.counters(s, elim)
	if len(gone) > 0 {
		c.line(lang.T("side.removed"), dim, "", "")
		c.counters(s, gone)
	}
}

// drawLog draws the log from the newest entry up, scrolled back by the
// wheel; each entry names its rule, and a click on it opens the rule.
func (b *boardScene) drawLog(dst *ebiten.Image, r ui.Rect) {
	th := b.a.Theme
	s := b.state()
	b.log.relang(s)
	scroll := widgets.DrawLog(b.a, dst, r, len(b.log.entries), func(k int) (*widgets.LogEntry, widgets.LogLook) {
		e := &b.log.entries[k]
		clr := th.C("text")
		switch e.ev.Type {
		case reds.EvCombat, reds.EvEliminate, reds.EvDisorder:
			clr = ui.Blend(th.C("text"), th.C("danger"), 0.35)
		case reds.EvStepEnd, reds.EvNote:
			clr = th.C("text_dim")
		}
		bullet := th.C("text_dim")
		switch e.side {
		case reds.Red:
			bullet = th.C("red_bg")
		case reds.White:
			bullet = th.C("afsr_fg")
		}
		return &e.LogEntry, widgets.LogLook{Text: clr, Bullet: bullet}
	}, b.scroll["log"])
	if scroll != b.scroll["log"] {
		b.scroll["log"] = scroll
	}
}
