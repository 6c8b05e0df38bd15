package rcw

import (
	"fmt"
	"slices"
)

// CheckInvariants checks the whole state after an action (the random
// games of the tests): every piece in one place (a piece on the map in
// exactly the stack it names, nothing else in a stack); stacking (7.11-
// 7.14: at most five leaders and combat units, one player, one colour, one
// nationality, attachments within LV and in the leader's stack, the
// control marker the units' controller); the cups conserved (65 in the
// Initial Forces Randomizer before the deal; every PM, AM and Blue or
// Green marker in a cup, a section or out of the game); a purge being
// resolved exactly while its decision is pending (11.0); a CC holding 8
// PM, and one whenever a player holds 8 (11.11, 11.12).
func (s *State) CheckInvariants() error {
	c := s.data.Counters
	m := s.data.Map
	if err := s.checkSolo(); err != nil {
		return err
	}
	switch p := s.Purge; {
	case p == nil && (s.Pending.Kind == DecideCounterpurge || s.Pending.Kind == DecidePurgeTake):
		return fmt.Errorf("the game waits for %s and no purge is being resolved", s.Pending.Kind)
	case p != nil && s.Pending != (Pending{Player: p.Other, Kind: DecideCounterpurge}) &&
		s.Pending != (Pending{Player: p.Maker, Kind: DecidePurgeTake}):
		return fmt.Errorf("a purge of %s by %s is being resolved and the game waits for %+v", p.Target, p.Purger, s.Pending)
	case p != nil && s.InCC(p.Target) && p.Counter == 0:
		return fmt.Errorf("Player %s, a CC member, is being purged (11.14)", p.Target)
	}
	if len(s.CC) > 0 && s.ccPM(s.CC) < CCThreshold {
		return fmt.Errorf("the CC %v holds %d PM (11.12)", s.CC, s.ccPM(s.CC))
	}
	for _, p := range s.Players {
		if len(s.CC) == 0 && p.PM >= CCThreshold {
			return fmt.Errorf("Player %s holds %d PM and there is no CC (11.11)", p.Letter, p.PM)
		}
	}
	where := map[int]int{}
	for _, st := range s.Stacks {
		if m.Province(st.Province) == nil {
			return fmt.Errorf("stack %d stands in %q, not a province", st.ID, st.Province)
		}
		if len(st.Pieces) == 0 {
			return fmt.Errorf("stack %d in %s is empty", st.ID, st.Province)
		}
		size, colour, nat := 0, NoColour, ""
		for _, id := range st.Pieces {
			if _, twice := where[id]; twice {
				return fmt.Errorf("%d is in stacks %d and %d", id, where[id], st.ID)
			}
			where[id] = st.ID
			pc := s.Piece(id)
			if pc == nil || pc.Status != OnMap || pc.Stack != st.ID {
				return fmt.Errorf("%d is listed in stack %d but is %v in stack %d", id, st.ID, pc.Status, pc.Stack)
			}
			if s.Def(id).Kind != KindImperial {
				size++
			}
			if k := s.Colour(id); k != NoColour {
				if colour != NoColour && k != colour {
					return fmt.Errorf("stack %d in %s mixes %s and %s (7.13)", st.ID, st.Province, colour, k)
				}
				colour = k
			}
			if n := s.Nat(id); n != "" {
				if nat != "" && n != nat {
					return fmt.Errorf("stack %d in %s mixes %s and %s (7.14)", st.ID, st.Province, nat, n)
				}
				nat = n
			}
			if who := s.Controller(id); who != st.Player && s.Def(id).Kind != KindImperial {
				return fmt.Errorf("%d in stack %d is controlled by %q but the stack carries %q (7.12, 7.23)", id, st.ID, who, st.Player)
			}
			if pc.Under != 0 {
				l := s.Piece(pc.Under)
				if l == nil || s.Def(pc.Under).Kind != KindLeader || l.Stack != st.ID {
					return fmt.Errorf("%d is attached to %d, not in its stack (7.21)", id, pc.Under)
				}
			}
		}
		if size > StackLimit {
			return fmt.Errorf("stack %d in %s holds %d leaders and combat units (7.11)", st.ID, st.Province, size)
		}
		for _, id := range st.Pieces {
			if l := s.Def(id).Leader; l != nil {
				own, green := s.carried(id)
				if n := len(own) + len(green); n > s.Capacity(id) || len(green) > s.goldPlaces(id) {
					return fmt.Errorf("%s (LV %d) carries %d units, %d of them Green (5.14, 13.22, 13.25)", l.Name, l.LV, n, len(green))
				}
			}
			if s.Def(id).Kind == KindImperial && size == 0 && st.Player != "" {
				return fmt.Errorf("stack %d in %s holds Imperial units alone under Player %s's marker (13.42)", st.ID, st.Province, st.Player)
			}
		}
	}
	for _, pc := range s.Pieces {
		if _, ok := where[pc.ID]; (pc.Status == OnMap) != ok {
			return fmt.Errorf("%d is %v but is in no stack, or the reverse", pc.ID, pc.Status)
		}
		if pc.Status != OnMap && (pc.Stack != 0 || pc.Under != 0) {
			return fmt.Errorf("%d is %v but names stack %d, leader %d", pc.ID, pc.Status, pc.Stack, pc.Under)
		}
		if d := s.Def(pc.ID); d.Kind == KindLeader && s.Phase != PhaseDeal && s.Player(pc.Owner) == nil && pc.Status != Eliminated {
			return fmt.Errorf("leader %d has no player (7.24)", pc.ID)
		}
	}
	// The VP Chart (14.5): an eliminated piece is in one section, a
	// player's or Unassigned, and only an eliminated piece is; the totals
	// shown are a recount's (14.4).
	for _, pc := range s.Pieces {
		if (pc.Status == Eliminated) != (pc.Section != "") {
			return fmt.Errorf("%d is %v with section %q", pc.ID, pc.Status, pc.Section)
		}
		if pc.Section != "" && pc.Section != Unassigned && s.Player(pc.Section) == nil {
			return fmt.Errorf("%d is in the section of %q, not a player", pc.ID, pc.Section)
		}
	}
	if s.Score != nil {
		if len(s.Score) != len(s.Players) {
			return fmt.Errorf("the VP Chart shows %d players of %d", len(s.Score), len(s.Players))
		}
		for i, sc := range s.Score {
			r, w := s.VP(s.Players[i].Letter)
			if sc.Player != s.Players[i].Letter || sc.Red != r || sc.White != w || r < 0 || w < 0 {
				return fmt.Errorf("the VP Chart shows %+v; a recount gives %d Red VP and %d White VP", sc, r, w)
			}
		}
	}
	if s.Outcome != nil {
		for _, rk := range s.Outcome.Ranks {
			r, w := s.VP(rk.Player)
			if want := map[Colour]int{Red: r, White: w}[s.Outcome.Winner]; rk.VP != want {
				return fmt.Errorf("Player %s ranked with %d VP; a recount gives %d", rk.Player, rk.VP, want)
			}
		}
	}
	// The cups conserved.
	pm, am := 0, 0
	chits := map[Chit]int{}
	for _, ch := range append(append(append([]Chit{}, s.InitialCup...), s.Aux...), s.Gone...) {
		switch ch.Kind {
		case ChitPolitburo:
			pm++
		case ChitAssassin:
			am++
		case ChitControl, ChitWithdrawal:
			chits[ch]++
		}
	}
	for _, p := range s.Players {
		if p.PM < 0 || p.AM < 0 {
			return fmt.Errorf("Player %s holds %d PM, %d AM", p.Letter, p.PM, p.AM)
		}
		pm += p.PM
		am += p.AM
		for _, n := range p.Controls {
			chits[Chit{Kind: ChitControl, Nat: n}]++
		}
	}
	dealt := s.Phase != PhaseDeal
	wantPM, wantAM := c.Markers.PolitburoInitial, c.Markers.AssassinInitial
	if dealt {
		wantPM = c.Markers.Politburo
	}
	if dealt && s.Phase != PhaseTrading {
		wantAM = c.Markers.Assassin
	}
	if pm != wantPM || am != wantAM {
		return fmt.Errorf("%d PM and %d AM in play, want %d and %d", pm, am, wantPM, wantAM)
	}
	if dealt && s.Phase != PhaseTrading {
		for _, n := range c.Nationalities {
			if n.Control && chits[Chit{Kind: ChitControl, Nat: n.Code}] != 1 {
				return fmt.Errorf("the %s control marker is in play %d times", n.Code, chits[Chit{Kind: ChitControl, Nat: n.Code}])
			}
			if n.Withdrawal && chits[Chit{Kind: ChitWithdrawal, Nat: n.Code}] != 1 {
				return fmt.Errorf("the %s withdrawal marker is in play %d times", n.Code, chits[Chit{Kind: ChitWithdrawal, Nat: n.Code}])
			}
		}
	}
	if !dealt && len(s.InitialCup) != len(c.Leaders)+c.Markers.PolitburoInitial+c.Markers.AssassinInitial {
		return fmt.Errorf("the Initial Forces Randomizer holds %d", len(s.InitialCup))
	}
	quit := 0
	for _, p := range s.Players {
		if p.Quit {
			quit++
			if p.PM+p.AM+len(p.Controls) > 0 || slices.Contains(s.TurnCup, p.Letter) {
				return fmt.Errorf("Player %s has left but holds markers or is in the Player-Turn Randomizer (14.23, 14.24)", p.Letter)
			}
		}
	}
	if len(s.TurnCup) != len(s.Players)-quit {
		return fmt.Errorf("the Player-Turn Randomizer holds %d markers for %d players", len(s.TurnCup), len(s.Players))
	}
	return nil
}
