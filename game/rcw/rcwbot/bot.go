// Package rcwbot is the computer player of SPI's Russian Civil War in the
// multi-player game: Jarvinen's table-driven system (RULES, Computer
// players (b), b.1-b.11). It decides for any seat of a game of 3 to 6
// through the engine's queries and Legal, and only returns actions that
// rcw.Apply accepts.
//
// Memory. The bot's memory is a pure function of the game's history and
// its seed, so that it is serialisable and replayable from a save (the
// seed and the actions in order):
//   - the PCT (b.2) and what each seat did in the current Player-Turn
//     (gifts, proposals, attempts) are kept by Observe, which the host
//     calls with every applied action (any seat's) and its events;
//     replaying a save's actions through Observe rebuilds them;
//   - every die the bot rolls is derived from its seed and the public
//     moment (Game-Turn, Player-Turn, the action count where the rules
//     want a fresh roll, and what the roll is for), so the SDT roll, its
//     quota and minimum odds, the VST roll, the CC's roll and each Attack
//     Consideration are the same whenever they are asked again in that
//     Player-Turn; nothing else needs saving;
//   - the movement plan (b.11) is a cache for the Player-Turn, rebuilt
//     from the state if missing (after a reload, mid-phase).
//
// A host that never calls Observe still gets legal play, with the PCT at
// its initial values.
//
// Decisions where the spec leaves room:
//   - The host asks every computer seat at every checkpoint (Choose): a
//     seat answers offers addressed to it, CC proposals naming it,
//     collective purge agreements of its CC and execution consents
//     (politics) before its own pending decision.
//   - The attacks counted against the SDT quota are those of the Combat
//     Phase (the engine's list of stacks attacked).
//   - Attack Consideration (b.3) is rolled once per defending stack and
//     Player-Turn: a called-off attack is not reconsidered.
//   - b.7: the phasing bot rolls for each other player (step 2) and names
//     those who join; a computer invitee then answers by b.10 with its
//     own roll. On a CC roll of 1-2 the phasing bot makes its own
//     individual purge; the other computer members, seeing the phasing
//     member purge alone in a CC of several, make theirs in the same
//     Player-Turn on their own most unfriendly non-member. Step 4 (the
//     players left out purging the bot) is not played by the bot.
//   - b.8: with a target at hand the attempt is made at once; else the
//     single leader controlling the least strength that can reach the
//     most preferred target moves first (before the planner), and tries
//     at the end of the Movement Phase.
//   - b.9 item 2: the Red-class bot proposes its CC once per Player-Turn
//     (shared with b.7's proposal), to the non-White players its rolls
//     select; consents then follow b.10 for every seat.
//   - b.4 "the highest odds it can reach": in the Combat Phase the bot
//     uses the engine's listed attacks (each stack alone, or all of a
//     colour with the Blue that may join) and takes the best odds.
//   - b.11 Ruling: ties in the planner are broken by the bot's own dice,
//     not the engine's generator, whose rolls belong to the game.
//   - b.5's combination of colours (White or Green with Blue on Red) is
//     allowed in the Combat Phase since every class's list holds both
//     entries; it ranks under the entry of its first stack. The planner
//     assembles one colour per attack.
//   - b.10: the engine's CC proposals state no purpose, so a White-class
//     bot cannot tell an execution committee; a bot never invites a
//     White-class player to one (b.9 item 2).
//   - VST 3 or 4: when the stack holding the Imperial unit cannot be
//     attacked at 1:1, no VST attack is made.
//   - b.11 step 1: the forces are the engine's (a stack's unmoved leaders
//     together or each alone, a Blue or Green stack) with the engine's
//     shortest paths, overland or by rail; pick-ups on the way are not
//     planned (the attach step before planning gathers what stands with
//     each leader). Forces escorting the Czar or the Gold are never
//     committed to an attack (b.4's 3:1, b.9 item 3).
//   - b.9 items 3, 6, 7 and 8 (quiet areas, garrisons, screens) are not
//     played: forces not committed stay where they are, which keeps the
//     home provinces garrisoned by whatever stands there; uncommitted
//     forces group (merges) and attach every unit they may.
//   - A bot never quits, never offers a trade of its own except the gifts
//     of b.4 and b.7, and redraws whenever allowed.
//
// The level "strong" (b.13) makes every choice that moves VP by one
// measure (strongeval.go): the expected change of its lead in final VP,
// its score less the best other player's, each score being the Red and
// White VP (14.4) weighed by an estimate of the chance of a Red victory
// from what 14.1 counts, with the CRT's and the Purge Table's exact
// chances. By it: the Combat Phase's attacks (strong.go, free of the
// SDT's quota and Attack Consideration), the planner's targets
// (strongplan.go), its purges, takes and counterpurges, its Exchange
// losses, the condition 3 vote, the offers it makes in the trading
// session and the offers it accepts (strongtrade.go: the other player's
// answer modelled by b.10's rule). The rest (the SDT's assassinations,
// attachments, grouping, b.9 item 1, execution answers, captures) is the
// table level's; it gives no gifts.
package rcwbot

import (
	"fmt"
	"hash/fnv"
	"slices"

	"tachanka/game/dice"
	"tachanka/game/rcw"
)

// Levels are the bot's levels, the default first: "table" plays
// Jarvinen's tables as written; "strong" chooses by the victory points
// at stake (b.13, strong.go).
var Levels = []string{"table", "strong"}

// Player is the bot at a level. One Player may play several seats: its
// memory is the public PCT and a note per seat.
type Player struct {
	Level string `json:"level"`
	Seed  uint64 `json:"seed"`
	pct   *PCT
	notes map[string]*turnNote
	plans map[string]*movePlan
	// proposed are the CC memberships each seat has proposed, with the
	// Game-Turn (from Observe): an invitation is answered once.
	proposed map[string]map[string]int
	// declined counts, for each seat making offers, the offers each
	// addressee declined (from Observe): the strong level stops offering
	// to a player who declined strongMaxDeclines of them.
	declined map[string]map[string]int
}

// turnNote is what a seat did in the current Player-Turn (from Observe).
type turnNote struct {
	Key       int  `json:"key"`
	GaveAM    bool `json:"gave_am,omitempty"`
	GavePM    bool `json:"gave_pm,omitempty"`
	Proposed  bool `json:"proposed,omitempty"`
	Attempted bool `json:"attempted,omitempty"`
	// PurgedAlone: the seat made an individual purge as a member of a
	// CC of several (b.7 step 5: the other members follow).
	PurgedAlone bool `json:"purged_alone,omitempty"`
	// AssassinMoved: a leader was sent to a target (b.8 Ruling).
	AssassinMoved bool `json:"assassin_moved,omitempty"`
	// Consented: the seat consented to an execution order; once a
	// Player-Turn, or a refusing holder would be asked for ever.
	Consented bool `json:"consented,omitempty"`
}

// New makes a bot of a level ("" is the default) with its own seed.
func New(level string, seed uint64) (*Player, error) {
	if level == "" {
		level = Levels[0]
	}
	if !slices.Contains(Levels, level) {
		return nil, fmt.Errorf("no bot level %q (%v)", level, Levels)
	}
	return &Player{Level: level, Seed: seed, notes: map[string]*turnNote{}, plans: map[string]*movePlan{},
		proposed: map[string]map[string]int{}, declined: map[string]map[string]int{}}, nil
}

// Name is the player's name in reports.
func (p *Player) Name() string { return "bot " + p.Level }

// PCT is the bot's cooperation table, nil before play begins.
func (p *Player) PCT() *PCT { return p.pct }

// turnKey names the current Player-Turn.
func turnKey(s *rcw.State) int { return s.Turn*10 + s.Current }

func (p *Player) note(s *rcw.State, seat string) *turnNote {
	n := p.notes[seat]
	if n == nil || n.Key != turnKey(s) {
		n = &turnNote{Key: turnKey(s)}
		p.notes[seat] = n
	}
	return n
}

func (p *Player) ensurePCT(s *rcw.State) {
	if p.pct == nil && inPlay(s) {
		p.pct = newPCT(s)
	}
}

// Observe is told every action applied to the game, with the state
// before it and the events it made (b.2 changes; the seat's notes).
func (p *Player) Observe(before *rcw.State, a rcw.Action, ev []rcw.Event) {
	if before.Solo != nil {
		return // the solitaire has no PCT nor politics (solo.go)
	}
	p.ensurePCT(before)
	if p.pct != nil {
		p.pct.observe(before, a, ev)
	}
	if a.Type == rcw.ActDecline {
		for _, o := range before.Offers {
			if o.ID == a.Offer {
				if p.declined[o.From] == nil {
					p.declined[o.From] = map[string]int{}
				}
				p.declined[o.From][o.To]++
			}
		}
	}
	if before.Phasing() == "" {
		return
	}
	n := p.note(before, a.Player)
	switch a.Type {
	case rcw.ActOffer:
		if a.Give != nil && a.Give.AM > 0 {
			n.GaveAM = true
		}
		if a.Give != nil && a.Give.PM > 0 {
			n.GavePM = true
		}
	case rcw.ActCommittee:
		n.Proposed = true
		p.remember(before, a.Player, a.Letters)
	case rcw.ActAssassinate:
		n.Attempted = true

	case rcw.ActExecute:
		n.Consented = true
	case rcw.ActPurge:
		if len(a.Letters) == 0 && len(before.CC) > 1 {
			n.PurgedAlone = true
		}
	}
}

// remember notes a seat's CC proposal.
func (p *Player) remember(s *rcw.State, seat string, set []string) {
	if p.proposed[seat] == nil {
		p.proposed[seat] = map[string]int{}
	}
	p.proposed[seat][fmt.Sprint(sorted(set))] = s.Turn
}

// hasProposed reports whether a seat proposed that membership this
// Game-Turn.
func (p *Player) hasProposed(s *rcw.State, seat string, set []string) bool {
	turn, ok := p.proposed[seat][fmt.Sprint(sorted(set))]
	return ok && turn == s.Turn
}

func sorted(set []string) []string {
	out := slices.Clone(set)
	slices.Sort(out)
	return out
}

// roll is one of the bot's dice: 1 to sides, derived from its seed, the
// seat, the Player-Turn and what it is for (see the package comment).
func (p *Player) roll(s *rcw.State, seat, what string, extra, sides int) int {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d|%s|%d|%d|%s|%d", p.Seed, seat, s.Turn, s.Current, what, extra)
	r := dice.New(h.Sum64())
	r.Uint64()
	return r.Intn(sides) + 1
}

func (p *Player) d6(s *rcw.State, seat, what string) int { return p.roll(s, seat, what, 0, 6) }

// accepted reports whether the engine accepts an action now.
func accepted(s *rcw.State, a rcw.Action) bool {
	_, err := rcw.Apply(s.Clone(), a)
	return err == nil
}

// Choose returns the action seat takes now: an answer (politics) or its
// pending decision; false when the game waits for nothing of it.
func (p *Player) Choose(s *rcw.State, seat string) (rcw.Action, bool) {
	if s.Over() || s.Player(seat) == nil || s.Player(seat).Quit {
		return rcw.Action{}, false
	}
	if s.Solo != nil {
		return p.chooseSolo(s, seat)
	}
	p.ensurePCT(s)
	if s.Postal != nil && s.Pending.Kind == rcw.DecideOrders {
		return p.chooseOrders(s, seat)
	}
	politics := p.politics
	if p.strong("politics") {
		politics = p.strongPolitics
	}
	if a, ok := politics(s, seat); ok {
		return a, true
	}
	mine := s.Pending.Player == seat
	if s.Pending.Kind == rcw.DecideTrade {
		mine = !s.Player(seat).Done
	}
	if mine && s.Pending.Kind == rcw.DecideTrade && p.strong("trade") {
		return p.strongTrade(s, seat)
	}
	if !mine {
		return rcw.Action{}, false
	}
	a := p.decide(s, seat)
	if !accepted(s, a) {
		return p.fallback(s, seat), true
	}
	return a, true
}

// fallback is the first legal action of the pending decision (a guard:
// a refused choice would be a bug).
func (p *Player) fallback(s *rcw.State, seat string) rcw.Action {
	for _, a := range s.Legal() {
		if a.Player == seat && a.Type != rcw.ActQuit && a.Type != rcw.ActOffer {
			return a
		}
	}
	return rcw.Action{Type: rcw.ActEndPhase, Player: seat}
}

// decide answers the pending decision.
func (p *Player) decide(s *rcw.State, seat string) rcw.Action {
	act := func(t rcw.ActionType) rcw.Action { return rcw.Action{Type: t, Player: seat} }
	switch s.Pending.Kind {
	case rcw.DecideDeal:
		return act(rcw.ActDeal)
	case rcw.DecideTrade:
		return act(rcw.ActDone) // b.10: the bot makes no offers
	case rcw.DecideSequence:
		return act(rcw.ActSequence)
	case rcw.DecideDraw, rcw.DecideRedraw:
		return act(rcw.ActDraw)
	case rcw.DecideMove:
		if p.strong("movement") {
			return p.strongMovement(s, seat)
		}
		return p.movement(s, seat)
	case rcw.DecideCombat:
		if p.strong("combat") {
			return p.strongCombat(s, seat)
		}
		return p.combat(s, seat)
	case rcw.DecideLosses:
		if p.strong("losses") {
			return p.strongLosses(s, seat)
		}
		return p.losses(s, seat)
	case rcw.DecideVote:
		if p.strong("vote") {
			return p.strongVote(s, seat)
		}
		return p.vote(s, seat)
	case rcw.DecideExecution:
		return p.executionAnswer(s, seat)
	case rcw.DecideCounterpurge:
		if p.strong("purge") {
			return p.strongCounterpurge(s, seat)
		}
		return p.counterpurge(s, seat)
	case rcw.DecidePurgeTake:
		if p.strong("purge") {
			return p.strongTake(s, seat)
		}
		return p.take(s, seat)
	case rcw.DecideCapture:
		return p.capture(s, seat)
	}
	return p.fallback(s, seat)
}
