package reds

import (
	"testing"

	"tachanka/game/hex"
)

// A refusal is data: the rule, the message's key (its English format) and
// arguments, a nested reason among them; its English is what it always was.
func TestRefusalsAreTypedReasons(t *testing.T) {
	s := newPos(t).terrain(Forest, "1511").unit("w", White, 2, "1510").build(ChitAFSR, NoFront)
	_, err := Apply(s, mv(White, "1510 1511 1512 1513", "w"))
	re, ok := err.(*RuleError)
	if !ok {
		t.Fatalf("refused with %v, want a *RuleError", err)
	}
	if want := "cannot enter 1513: entering 1513 costs 1 MP and only 0 remain (rule 10.6)"; err.Error() != want {
		t.Fatalf("English %q, want %q", err.Error(), want)
	}
	if re.Rule != "10.6" || re.Key != "cannot enter %v: %s" || len(re.Args) != 2 || re.Args[0] != hex.MustParse("1513") {
		t.Fatalf("the refusal is %+v", re)
	}
	why, ok := re.Args[1].(Reason)
	if !ok || why.Rule != "10.6" || why.Key != "entering %v costs %d MP and only %d remain" || len(why.Args) != 3 ||
		why.Args[0] != hex.MustParse("1513") || why.Args[1] != 1 || why.Args[2] != 0 {
		t.Fatalf("the nested reason is %#v", re.Args[1])
	}
	if re.Msg() != "cannot enter 1513: entering 1513 costs 1 MP and only 0 remain" || why.String() != "entering 1513 costs 1 MP and only 0 remain" {
		t.Fatalf("messages %q and %q", re.Msg(), why.String())
	}

	// An enumeration stays typed, and in English says its code as before.
	p := newPos(t).unit("t1", White, 1, "1510", typ(ArmoredTrain)).unit("t2", White, 1, "1510", typ(ArmoredTrain))
	s = p.build(ChitAFSR, NoFront)
	c := s.Data.Board.Index(hex.MustParse("1510"))
	r := s.stackingProblem(c, s.unitsAt(c))
	if r.Rule != "9.3" || r.Key != "only one %s of each player may stand in a hex" || len(r.Args) != 1 || r.Args[0] != ArmoredTrain ||
		r.String() != "only one armored_train of each player may stand in a hex" {
		t.Fatalf("9.3: %#v %q", r, r.String())
	}
}

// The searches ask for verdicts, not words: a quiet check refuses with its
// rule and allocates nothing for a reason nobody reads, however the reason
// is made (formatted arguments, a unit's limit nested in a step).
func TestQuietChecksAllocateNoReasons(t *testing.T) {
	poland := func(r *HexRecord) { r.Region = Poland }
	p := newPos(t).terrain(Forest, "1511").area(poland, "1611").unit("w", White, 2, "1510", ma(1)).unit("off", White, 2, "")
	s := p.build(ChitAFSR, NoFront)
	w, _ := s.UnitByID("w")
	off, _ := s.UnitByID("off")
	m, err := s.newMover([]int{w}, nil)
	if err != nil {
		t.Fatal(err)
	}
	from := hex.MustParse("1510")
	dir := func(to string) int {
		d, ok := from.DirectionTo(hex.MustParse(to))
		if !ok {
			t.Fatalf("%s is not next to 1510", to)
		}
		return int(d)
	}
	start := node{cell: m.start}
	lc := s.newLineCtx(White, []int{w}, ByRail)
	checks := []struct {
		name  string
		rule  string
		check func() Reason
	}{
		{"MP (10.6)", "10.6", func() Reason { _, _, why := m.step(start, dir("1511"), 0); return why }},
		{"a closed area nested in a step (3.4)", "3.4", func() Reason { _, _, why := m.step(start, dir("1611"), 0); return why }},
		{"a stop in an enemy ZOC (8.6)", "8.6", func() Reason { _, _, why := m.step(node{cell: m.start, flags: stopped}, 0, 0); return why }},
		{"who may move (10.6)", "10.6", func() Reason { return s.moverProblem(off, m.quiet) }},
		{"a rail line (10.3)", "10.3", func() Reason { return s.lineStep(lc, m.start, dir("1511"), true) }},
	}
	for _, c := range checks {
		m.quiet, lc.quiet = true, true
		if why := c.check(); why.Rule != c.rule || why.Key != "" {
			t.Errorf("%s, quiet: %#v, want rule %s and no words", c.name, why, c.rule)
		}
		if n := testing.AllocsPerRun(50, func() { _ = c.check() }); n != 0 {
			t.Errorf("%s: a quiet check allocates %v times", c.name, n)
		}
		m.quiet, lc.quiet = false, false
		if why := c.check(); why.Rule != c.rule || why.Key == "" {
			t.Errorf("%s, aloud: %#v, want rule %s with its words", c.name, why, c.rule)
		}
	}
}
