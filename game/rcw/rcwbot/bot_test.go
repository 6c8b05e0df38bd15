package rcwbot

import (
	"slices"
	"testing"

	"tachanka/game/rcw"
)

// firstMovement is a seeded 4-seat game at the first Movement Phase,
// after the deal, the trading session and the first sequencing draw.
func firstMovement(t *testing.T, seed uint64) *rcw.State {
	t.Helper()
	s, err := rcw.NewState(testData(t), 4)
	if err != nil {
		t.Fatal(err)
	}
	rcw.Start(s, seed)
	b, _ := New("", 1)
	for s.Pending.Kind != rcw.DecideMove {
		var a rcw.Action
		found := false
		for _, l := range rcw.Letters(4) {
			if a, found = b.Choose(s, l); found {
				break
			}
		}
		if !found {
			t.Fatalf("nobody acts: %v", s.Pending)
		}
		if _, err := rcw.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// botWithRoll finds a bot whose SDT roll for seat is roll.
func botWithRoll(t *testing.T, s *rcw.State, seat string, roll int) *Player {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		p, _ := New("table", seed)
		p.ensurePCT(s)
		if p.strategy(s, seat).Roll == roll {
			return p
		}
	}
	t.Fatalf("no seed rolls %d", roll)
	return nil
}

func TestPITClassesByGameTurn(t *testing.T) {
	cases := []struct {
		pcm, turn int
		want      Class
	}{
		{0, 1, WhiteClass}, {-3, 6, WhiteClass},
		{1, 1, Undecided}, {5, 1, Undecided}, {6, 1, RedClass},
		{4, 2, Undecided}, {5, 2, RedClass},
		{3, 3, Undecided}, {4, 3, RedClass},
		{2, 4, Undecided}, {3, 4, RedClass},
		{1, 5, Undecided}, {2, 5, RedClass},
		{1, 6, RedClass}, {1, 9, RedClass},
	}
	for _, c := range cases {
		if got := classify(c.pcm, c.turn); got != c.want {
			t.Errorf("PCM %d in Game-Turn %d: %v, want %v", c.pcm, c.turn, got, c.want)
		}
	}
}

func TestPCTStartsFromPITAndChangesWithActs(t *testing.T) {
	s := firstMovement(t, 7)
	p, _ := New("", 3)
	p.ensurePCT(s)
	for _, x := range s.Players {
		for _, y := range s.Players {
			if x.Letter >= y.Letter {
				continue
			}
			cx, cy := ClassOf(s, x.Letter), ClassOf(s, y.Letter)
			want := 3
			if cx == cy {
				want = 2
			} else if cx != Undecided && cy != Undecided {
				want = 5
			}
			if got := p.pct.Get(x.Letter, y.Letter); got != want {
				t.Errorf("v(%s,%s) = %d for %v and %v, want %d", x.Letter, y.Letter, got, cx, cy, want)
			}
		}
	}
	// An attack on another player's stack: +1; gifts: -1 per AM, -2 per
	// PM; a purge and an assassination attempt: +1; within 2 and 7.
	var target *rcw.Stack
	for i := range s.Stacks {
		if s.Stacks[i].Player == "B" {
			target = &s.Stacks[i]
		}
	}
	v := p.pct.Get("A", "B")
	p.Observe(s, rcw.Action{Type: rcw.ActAttack, Player: "A", Target: target.ID}, nil)
	if got := p.pct.Get("A", "B"); got != min(v+1, 7) {
		t.Fatalf("after an attack v(A,B) = %d, want %d", got, min(v+1, 7))
	}
	p.Observe(s, rcw.Action{Type: rcw.ActDeal, Player: "C"}, []rcw.Event{
		{Kind: rcw.EvPurge, Rule: "11.0", Player: "C", To: "D"},
		{Kind: rcw.EvAssassination, Rule: "10.0", Player: "C", To: "D"},
	})
	v = p.pct.Get("C", "D")
	offer := s.Clone()
	offer.Offers = []rcw.Offer{{ID: 9, From: "C", To: "D", Give: rcw.Goods{PM: 1, AM: 1}}}
	p.Observe(offer, rcw.Action{Type: rcw.ActAccept, Player: "D", Offer: 9}, nil)
	if got := p.pct.Get("C", "D"); got != max(v-3, 2) {
		t.Fatalf("after a gift of 1 PM and 1 AM v(C,D) = %d, want %d", got, max(v-3, 2))
	}
	for range 10 {
		p.Observe(s, rcw.Action{Type: rcw.ActAttack, Player: "A", Target: target.ID}, nil)
	}
	if got := p.pct.Get("A", "B"); got != 7 {
		t.Fatalf("v(A,B) = %d after many attacks, want 7 at most", got)
	}
}

func TestAttackConsiderationCallsOffAttackOnFriendlyPlayer(t *testing.T) {
	s := firstMovement(t, 7)
	p, _ := New("", 5)
	p.ensurePCT(s)
	seat := s.Phasing()
	calledOff, other := 0, 0
	for i := range s.Stacks {
		st := &s.Stacks[i]
		if st.Player == "" || st.Player == seat {
			if !p.considered(s, seat, st) {
				t.Fatalf("an attack on stack %d (%q) needs no consideration", st.ID, st.Player)
			}
			continue
		}
		other++
		p.pct.V[pair(seat, st.Player)] = 2
		if !p.considered(s, seat, st) {
			calledOff++
			if r := p.roll(s, seat, "ac", st.ID, 6); r <= 2 {
				t.Fatalf("roll %d called off the attack at v 2", r)
			}
		}
		p.pct.V[pair(seat, st.Player)] = 7
		if !p.considered(s, seat, st) {
			t.Fatal("an attack at v 7 is never called off")
		}
	}
	if calledOff == 0 || calledOff == other {
		t.Fatalf("at v 2, %d of %d attacks called off: the die decides", calledOff, other)
	}
}

func TestSDTRollOneGivesAnAMToTheSecondFriendliest(t *testing.T) {
	s := firstMovement(t, 7)
	seat := s.Phasing()
	s.Player(seat).AM = 1
	p := botWithRoll(t, s, seat, 1)
	order := []string{}
	for _, l := range rcw.Letters(4) {
		if l != seat {
			order = append(order, l)
		}
	}
	for k, l := range order {
		p.pct.V[pair(seat, l)] = 2 + 2*k // order[1] is the 2nd friendliest
	}
	a, ok := p.Choose(s, seat)
	if !ok || a.Type != rcw.ActOffer || a.To != order[1] || a.Give == nil || a.Give.AM != 1 || a.Get != nil {
		t.Fatalf("SDT 1: %v, want an AM given to %s", a, order[1])
	}
	if _, err := rcw.Apply(s, a); err != nil {
		t.Fatal(err)
	}
	if a, _ := p.Choose(s, seat); a.Type == rcw.ActOffer {
		t.Fatalf("a second gift in the same Player-Turn: %v", a)
	}
}

func TestAPTOrderForWhiteClassBot(t *testing.T) {
	got := entries(Strategy{Roll: 2, Quota: 2, MinOdds: 2}, WhiteClass)
	want := []Entry{{blue, red}, {green, red}, {white, red}, {red, green}, {white, green}, {red, blue}, {green, white}, {red, white}}
	if !slices.Equal(got, want) {
		t.Fatalf("White APT %v, want %v", got, want)
	}
	if entryIndex(got, blue, red) != 0 || entryIndex(got, red, white) != 7 || entryIndex(got, white, blue) != -1 {
		t.Fatal("entry places")
	}
	if v := entries(Strategy{Roll: 6}, WhiteClass); !slices.Equal(v, vstEntries) {
		t.Fatal("a VST roll uses every attack, not the APT")
	}
}

func TestSDTRowsQuotasAndOdds(t *testing.T) {
	s := firstMovement(t, 7)
	seat := s.Phasing()
	for roll := 1; roll <= 5; roll++ {
		st := botWithRoll(t, s, seat, roll).strategy(s, seat)
		want := sdtRows[roll]
		if st.Quota != roll || st.MinOdds != want.MinOdds || st.Assassin != want.Assassin || st.Purge != want.Purge {
			t.Errorf("roll %d: %+v", roll, st)
		}
	}
	st := botWithRoll(t, s, seat, 6).strategy(s, seat)
	if st.Quota != 3 || st.MinOdds != 1 || st.Target == "" || st.Target == seat {
		t.Fatalf("VST: %+v", st)
	}
}

// stackOf is the stack holding a piece.
func stackOf(s *rcw.State, id int) *rcw.Stack { return s.Stack(s.Piece(id).Stack) }

func TestVSTFirstAttackOnTheCzarsStack(t *testing.T) {
	s := firstMovement(t, 1) // C phasing, the Czar with Player A
	seat, owner := s.Phasing(), s.Controller(rcw.Czar)
	if seat != "C" || owner != "A" {
		t.Fatalf("set-up: %s phasing, the Czar with %q", seat, owner)
	}
	czar := stackOf(s, rcw.Czar)
	czarID, prov := czar.ID, czar.Province
	// Every stack of C that may attack the Czar's stack stands beside it.
	for i := range s.Stacks {
		st := &s.Stacks[i]
		if st.Player == seat && rcw.Enemy(s.StackColour(st), s.StackColour(czar)) {
			st.Province = prov
		}
	}
	p, _ := New("", 1)
	p.ensurePCT(s)
	st := Strategy{Roll: 6, VST: 3, Quota: 3, MinOdds: 1, Target: owner, Imperial: rcw.Czar}
	plan := p.makePlan(s, seat, st)
	if len(plan.targets) == 0 || plan.targets[0] != czarID {
		t.Fatalf("planned VST attacks %v: the first must be on the Czar's stack %d", plan.targets, czarID)
	}
	s.Phase, s.Pending.Kind = rcw.PhaseCombat, rcw.DecideCombat
	a := p.combatWith(s, seat, st)
	if a.Type != rcw.ActAttack || a.Target != czarID {
		t.Fatalf("first VST attack %v, not on the Czar's stack %d", a, czarID)
	}
	if _, err := rcw.Apply(s, a); err != nil {
		t.Fatal(err)
	}
	// With the Czar's stack out of reach there is no VST attack at all.
	s2 := firstMovement(t, 1)
	s2.Phase, s2.Pending.Kind = rcw.PhaseCombat, rcw.DecideCombat
	if a := p.combatWith(s2, seat, st); a.Type != rcw.ActEndPhase {
		t.Fatalf("the Czar's stack out of reach, yet %v", a)
	}
}

func TestExchangeLossesPreferCombatUnitsToLeaders(t *testing.T) {
	s := firstMovement(t, 7)
	for i := range s.Stacks {
		st := &s.Stacks[i]
		var leader, unit int
		for _, id := range st.Pieces {
			switch s.Def(id).Kind {
			case rcw.KindLeader:
				leader = id
			case rcw.KindUnit:
				if s.Strength(id) >= s.Strength(leader) && leader != 0 {
					unit = id
				}
			}
		}
		if leader == 0 || unit == 0 {
			continue
		}
		need := min(s.Strength(leader), s.Strength(unit))
		s.Loss = &rcw.LossChoice{Player: st.Player, Pieces: []int{leader, unit}, Need: need, Section: "A"}
		s.Pending = rcw.Pending{Player: st.Player, Kind: rcw.DecideLosses}
		p, _ := New("", 1)
		a := p.losses(s, st.Player)
		if !slices.Equal(a.Units, []int{unit}) {
			t.Fatalf("losses %v from leader %d and unit %d (need %d): the unit goes", a.Units, leader, unit, need)
		}
		return
	}
	t.Skip("no stack with a leader and a strong enough unit")
}

func TestExecutionAnswersAndConsentsByClass(t *testing.T) {
	s := firstMovement(t, 7)
	p, _ := New("", 1)
	s.Turn = 6 // Red from PCM 1
	for _, pl := range s.Players {
		a := p.executionAnswer(s, pl.Letter)
		switch ClassOf(s, pl.Letter) {
		case RedClass:
			if a.Type != rcw.ActAgree {
				t.Errorf("a Red-class bot complies, not %v", a)
			}
		case WhiteClass:
			if a.Type != rcw.ActRefuse {
				t.Errorf("a White-class bot refuses, not %v", a)
			}
		}
	}
}

func TestConditionThreeVoteByVP(t *testing.T) {
	s := firstMovement(t, 7)
	p, _ := New("", 1)
	for _, pl := range s.Players {
		red, white := s.VP(pl.Letter)
		a := p.vote(s, pl.Letter)
		if (red > white) != (a.Type == rcw.ActAgree) {
			t.Errorf("Player %s with %d Red VP and %d White VP: %v", pl.Letter, red, white, a)
		}
	}
}

func TestCounterpurgeAimsAtThePhasingPlayer(t *testing.T) {
	s := firstMovement(t, 7)
	ph := s.Phasing()
	var members []string
	victim := ""
	for _, l := range rcw.Letters(4) {
		if l == ph || len(members) == 1 {
			members = append(members, l)
		} else if victim == "" {
			victim = l
		}
	}
	p, _ := New("", 1)
	p.ensurePCT(s)
	s.Purge = &rcw.PurgeState{Members: members, Other: victim}
	s.Pending = rcw.Pending{Player: victim, Kind: rcw.DecideCounterpurge}
	if a := p.counterpurge(s, victim); a.Type != rcw.ActCounterpurge || a.To != ph {
		t.Fatalf("counterpurge %v, want on the phasing player %s", a, ph)
	}
}

func TestAnswersToOffersAcceptGiftsOnly(t *testing.T) {
	s := firstMovement(t, 7)
	p, _ := New("", 1)
	p.ensurePCT(s)
	s.Player("A").PM, s.Player("B").PM = 1, 1
	s.Offers = []rcw.Offer{{ID: 1, From: "A", To: "B", Give: rcw.Goods{PM: 1}}}
	if a, ok := p.Choose(s, "B"); !ok || a.Type != rcw.ActAccept {
		t.Fatalf("a gift: %v, want accepted", a)
	}
	s.Offers = []rcw.Offer{{ID: 2, From: "A", To: "B", Give: rcw.Goods{PM: 1}, Get: rcw.Goods{PM: 1}}}
	if a, ok := p.Choose(s, "B"); !ok || a.Type != rcw.ActDecline {
		t.Fatalf("a trade: %v, want declined", a)
	}
}

// TestReplayRebuildsTheMemory: a bot fed a finished game's actions
// through Observe has the same PCT as the bot that played it.
func TestReplayRebuildsTheMemory(t *testing.T) {
	s, err := rcw.NewState(testData(t), 4)
	if err != nil {
		t.Fatal(err)
	}
	s.MaxTurns = 4
	rcw.Start(s, 11)
	live, _ := New("", 2)
	var log []rcw.Action
	for !s.Over() {
		var a rcw.Action
		found := false
		for _, l := range rcw.Letters(4) {
			if a, found = live.Choose(s, l); found {
				break
			}
		}
		if !found {
			t.Fatalf("nobody acts: %v", s.Pending)
		}
		before := s.Clone()
		ev, err := rcw.Apply(s, a)
		if err != nil {
			t.Fatal(err)
		}
		live.Observe(before, a, ev)
		log = append(log, a)
	}
	r, _ := rcw.NewState(testData(t), 4)
	rcw.Start(r, 11)
	again, _ := New("", 2)
	for _, a := range log {
		before := r.Clone()
		ev, err := rcw.Apply(r, a)
		if err != nil {
			t.Fatal(err)
		}
		again.Observe(before, a, ev)
	}
	if live.pct == nil || !mapsEqual(live.pct.V, again.pct.V) {
		t.Fatalf("replayed PCT %v, played %v", again.pct, live.pct)
	}
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestAssassinationTargetsByAssassinMarkers(t *testing.T) {
	s := firstMovement(t, 7)
	seat := s.Phasing()
	p, _ := New("", 1)
	p.ensurePCT(s)
	enemy := ""
	for _, l := range rcw.Letters(4) {
		if l != seat {
			p.pct.V[pair(seat, l)] = 2
			enemy = l
		}
	}
	p.pct.V[pair(seat, enemy)] = 7 // the worst enemy
	levels := func(ids []int) []int {
		var out []int
		for _, id := range ids {
			if lv := s.Def(id).Leader.LV; len(out) == 0 || out[len(out)-1] != lv {
				out = append(out, lv)
			}
		}
		return out
	}
	for am, want := range map[int][]int{1: {1, 2, 3}, 2: {2, 3, 1}, 4: {3, 2, 1}} {
		s.Player(seat).AM = am
		use, ids := p.assassinTargets(s, seat, func(int) bool { return true })
		if use != min(am, 3) {
			t.Errorf("%d AM held: %d used", am, use)
		}
		for _, id := range ids {
			if s.Controller(id) != enemy {
				t.Fatalf("target %d is not the worst enemy's", id)
			}
		}
		got := levels(ids)
		k := 0
		for _, lv := range want {
			if k < len(got) && got[k] == lv {
				k++
			}
		}
		if k != len(got) {
			t.Errorf("%d AM: LV order %v, want within %v", am, got, want)
		}
	}
}

func TestCollectivePurgeAgreementByShare(t *testing.T) {
	s := firstMovement(t, 7)
	ph := s.Phasing()
	var cc []string
	outside := ""
	for _, l := range rcw.Letters(4) {
		if len(cc) < 3 {
			cc = append(cc, l)
		} else {
			outside = l
		}
	}
	if !slices.Contains(cc, ph) {
		t.Skip("set-up: the phasing player outside the CC")
	}
	for _, l := range cc {
		s.Player(l).PM = 3
	}
	s.CC = cc
	var other, seat string
	for _, l := range cc {
		if l != ph && other == "" {
			other = l
		} else if l != ph {
			seat = l
		}
	}
	p, _ := New("", 1)
	p.ensurePCT(s)
	// A fair list: the seat agrees to it.
	fair := []string{other, seat, ph}
	s.PurgeBids = map[string]rcw.PurgeBid{other: {To: outside, Division: fair, Members: cc}}
	a, ok := p.Choose(s, seat)
	if !ok || a.Type != rcw.ActPurge || a.To != outside || !slices.Equal(a.Letters, fair) {
		t.Fatalf("a fair division: %v, want agreement to %v", a, fair)
	}
	// A list that leaves the seat out: it proposes "phasing player first,
	// then alphabetical".
	s.PurgeBids = map[string]rcw.PurgeBid{other: {To: outside, Division: []string{other, ph}, Members: cc}}
	a, ok = p.Choose(s, seat)
	if want := divisionList(s, ph); !ok || a.Type != rcw.ActPurge || !slices.Equal(a.Letters, want) {
		t.Fatalf("an unfair division: %v, want %v", a, want)
	}
}

func TestTradingSessionAnswersKeepLeninTrotskyAndCommitment(t *testing.T) {
	s, err := rcw.NewState(testData(t), 4)
	if err != nil {
		t.Fatal(err)
	}
	rcw.Start(s, 7)
	if _, err := rcw.Apply(s, rcw.Action{Type: rcw.ActDeal, Player: "A"}); err != nil {
		t.Fatal(err)
	}
	p, _ := New("", 1)
	hand := func(l string) (out []int) {
		for _, pc := range s.Pieces {
			if pc.Status == rcw.InHand && pc.Owner == l {
				out = append(out, pc.ID)
			}
		}
		return out
	}
	for _, id := range hand("B") {
		if id == rcw.Lenin || id == rcw.Trotsky {
			o := rcw.Offer{ID: 1, From: "A", To: "B", Get: rcw.Goods{Leaders: []int{id}}, Give: rcw.Goods{Leaders: hand("A")}}
			if p.wantsOffer(s, "B", o) {
				t.Fatal("the bot gave up Lenin or Trotsky")
			}
		}
	}
	// A gift of any leader raises the total LV: accepted exactly when
	// |PCM| does not fall.
	pcm := PCM(s, "B")
	for _, id := range hand("A") {
		d := s.Def(id).Leader
		after := pcm + d.LV
		if d.Colour == rcw.White {
			after = pcm - d.LV
		}
		got := p.wantsOffer(s, "B", rcw.Offer{ID: 2, From: "A", To: "B", Give: rcw.Goods{Leaders: []int{id}}})
		if want := abs(after) >= abs(pcm); got != want {
			t.Fatalf("a gift of %s (PCM %d to %d): accepted %v, want %v", d.Name, pcm, after, got, want)
		}
	}
}

func abs(x int) int { return max(x, -x) }

func TestMembersFollowAnIndividualPurge(t *testing.T) {
	s := firstMovement(t, 7)
	ph := s.Phasing()
	var seat, outside string
	for _, l := range rcw.Letters(4) {
		switch {
		case l == ph:
		case seat == "":
			seat = l
		case outside == "":
			outside = l
		}
	}
	s.CC = []string{ph, seat}
	slices.Sort(s.CC)
	s.Player(ph).PM, s.Player(seat).PM = 4, 4
	p, _ := New("", 1)
	p.ensurePCT(s)
	if a, ok := p.Choose(s, seat); ok && a.Type == rcw.ActPurge {
		t.Fatalf("a purge before the phasing member's: %v", a)
	}
	before := s.Clone()
	purge := rcw.Action{Type: rcw.ActPurge, Player: ph, To: outside}
	ev, err := rcw.Apply(s, purge)
	if err != nil {
		t.Fatal(err)
	}
	p.Observe(before, purge, ev)
	for s.Purge != nil { // the purge's own decisions
		a, _ := p.Choose(s, s.Pending.Player)
		if _, err := rcw.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	if !s.InCC(seat) {
		t.Skip("the CC dissolved in the purge")
	}
	a, ok := p.Choose(s, seat)
	if !ok || a.Type != rcw.ActPurge || a.Player != seat || s.InCC(a.To) {
		t.Fatalf("after the phasing member's individual purge: %v, want the seat's own", a)
	}
}
