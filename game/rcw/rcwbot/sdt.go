package rcwbot

import "tachanka/game/rcw"

// Strategy is the bot's business for one Player-Turn (b.4, b.6).
type Strategy struct {
	Roll     int  // the SDT roll, 1-6
	Quota    int  // attacks required (at most)
	MinOdds  int  // the lowest CRT column allowed (rcw.CRTColumns)
	Purge    bool // a purge attempt (b.7)
	Assassin bool // an assassination attempt (b.8)
	// Vindictive: the VST's roll and target player (b.6), the first
	// attack's target Imperial unit on 3 or 4 (0 otherwise).
	VST      int
	Target   string
	Imperial int
	// Entries, when set, replace the APT's (b.5) and the VST's lists;
	// SubMinOdds, when set, is the lowest column of a subversive attack
	// (8.3). The solitaire Red player's strategy sets both (solo.go).
	Entries    []Entry
	SubMinOdds int
	// First are provinces whose stacks are attacked before any other
	// (the planner's and the Combat Phase's first rank), when set.
	First []string
}

// sdtRows are the Strategy Determination Table's rows 1 to 5 (b.4).
var sdtRows = [6]Strategy{
	1: {Quota: 1, MinOdds: 1},
	2: {Quota: 2, MinOdds: 2},
	3: {Quota: 3, MinOdds: 1, Assassin: true},
	4: {Quota: 4, MinOdds: 2, Purge: true},
	5: {Quota: 5, MinOdds: 2, Purge: true, Assassin: true},
}

// strategy rolls the SDT for seat's Player-Turn (the same roll however
// often asked in it), and the VST on a 6.
func (p *Player) strategy(s *rcw.State, seat string) Strategy {
	r := p.d6(s, seat, "sdt")
	if r <= 5 {
		st := sdtRows[r]
		st.Roll = r
		if st.Purge && containsLetter(s.Purgers, seat) {
			st.Purge = false // b.4 Ruling: one purge per Game-Turn
		}
		return st
	}
	st := Strategy{Roll: 6, Quota: 3, MinOdds: 1}
	// b.6: re-roll 3 or 4 when the Imperial unit is the bot's own or not
	// on the map under some player's control.
	for k := 0; ; k++ {
		v := p.roll(s, seat, "vst", k, 6)
		if k > 50 {
			v = 6
		}
		switch v {
		case 1, 2:
			st.Target = p.nth(s, seat, v, "vst")
		case 5:
			st.Target = p.nth(s, seat, -2, "vst")
		case 6:
			st.Target = p.nth(s, seat, -1, "vst")
		case 3, 4:
			imp := rcw.Czar
			if v == 4 {
				imp = rcw.Gold
			}
			who := s.Controller(imp)
			if who == "" || who == seat {
				continue
			}
			st.Target, st.Imperial = who, imp
		}
		st.VST = v
		return st
	}
}

func containsLetter(list []string, l string) bool {
	for _, x := range list {
		if x == l {
			return true
		}
	}
	return false
}
