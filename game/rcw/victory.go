package rcw

import (
	"fmt"
	"slices"
)

// Score is a player's VP of each colour as if the game ended now (14.4,
// 14.5).
type Score struct {
	Player string `json:"player"`
	Red    int    `json:"red"`
	White  int    `json:"white"`
}

// Outcome is how a game ended (14.1): the winning colour, the condition,
// and the players ranked by VP of that colour (equal totals share a rank,
// 14.0 Ruling).
type Outcome struct {
	Winner    Colour `json:"winner"`
	Condition int    `json:"condition"`
	Ranks     []Rank `json:"ranks"`
}

// Rank is a player's place at the end.
type Rank struct {
	Player string `json:"player"`
	VP     int    `json:"vp"`
	Place  int    `json:"place"`
}

// TrackBox is the Turn Record Track box of a Game-Turn: five boxes, then
// back to the first (14.3, DATA.md e).
func TrackBox(turn int) int { return (turn-1)%5 + 1 }

var monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December"}

// TrackMonths are a Game-Turn's five months: Game-Turn 1 is June-October
// 1918, each the next five (DATA.md e).
func TrackMonths(turn int) string {
	first := 5 + (turn-1)*5 // months since January 1918, from 0
	last := first + 4
	return fmt.Sprintf("%s %d - %s %d", monthNames[first%12], 1918+first/12, monthNames[last%12], 1918+last/12)
}

// value is what a piece scores (14.4): a unit its strength, a leader its
// LV, an Imperial unit 5.
func (s *State) value(id int) int {
	if s.Def(id).Kind == KindImperial {
		return 5
	}
	return s.Strength(id)
}

// VP is a player's Red VP and White VP as if the game ended now (14.4):
// his section and the units he controls on the map; a player who has
// left scores nothing (14.21).
func (s *State) VP(letter string) (red, white int) {
	if s.hasQuit(letter) {
		return 0, 0
	}
	for _, pc := range s.Pieces {
		d := s.Def(pc.ID)
		v := s.value(pc.ID)
		c := s.Colour(pc.ID)
		switch {
		case pc.Status == Eliminated && pc.Section == letter:
			switch {
			case d.Kind == KindImperial && pc.FaceDown:
				white += v // 14.46: emigrated
			case d.Kind == KindImperial && pc.ID == Czar:
				red += v // 14.46: executed
			case d.Kind == KindImperial:
			case c == White:
				red += v // 14.41
			case c == Blue && pc.FaceDown:
				white += v // 14.45: an exited Czech
			case c == Blue:
				red += v // 14.41, 14.45: eliminated Czechs face-up
			case c == Green:
				red += v   // 14.41
				white += v // 14.43
			case c == Red:
				white += v // 14.43
			}
		case pc.Status == OnMap && s.Controller(pc.ID) == letter:
			switch {
			case d.Kind == KindImperial && pc.ID == Gold:
				red += v   // 14.42
				white += v // 14.44
			case d.Kind == KindImperial:
				white += v // 14.44: the Czar, whatever the stack's colour (Ruling)
			case c == Red:
				red += v // 14.42
			case c == White:
				white += v // 14.44 (a Green unit with a White Gold leader too, 13.26)
			}
		}
	}
	if p := s.Player(letter); p != nil {
		red += 2 * p.PM // 14.41
	}
	return red, white
}

// rescore recomputes the VP Chart's totals (14.5).
func (s *State) rescore() {
	s.Score = s.Score[:0]
	for _, p := range s.Players {
		r, w := s.VP(p.Letter)
		s.Score = append(s.Score, Score{Player: p.Letter, Red: r, White: w})
	}
}

// outsideSiberia reports whether a piece is on the map outside Siberia
// (14.1).
func (s *State) outsideSiberia(id int) bool {
	p := s.Province(id)
	return p != "" && s.data.Map.Province(p).Region != "S"
}

// condition reports whether a condition of 14.1 holds: 1, no Red leader
// outside Siberia; 2, no White combat unit outside Siberia; 3, no White
// leader outside Siberia (the agreement aside).
func (s *State) condition(n int) bool {
	if s.Turn == 0 {
		return false
	}
	for _, pc := range s.Pieces {
		if !s.outsideSiberia(pc.ID) {
			continue
		}
		d := s.Def(pc.ID)
		switch {
		case n == 1 && d.Kind == KindLeader && d.Leader.Colour == Red:
			return false
		case n == 2 && d.Kind == KindUnit && s.Colour(pc.ID) == White: // 13.26 Ruling
			return false
		case n == 3 && d.Kind == KindLeader && d.Leader.Colour == White:
			return false
		}
	}
	return true
}

// trackConditions records the action after which conditions 1 and 2 last
// became true (14.1 Ruling).
func (s *State) trackConditions() {
	for _, c := range []struct {
		n  int
		at *int
	}{{1, &s.Cond1At}, {2, &s.Cond2At}} {
		switch holds := s.condition(c.n); {
		case !holds:
			*c.at = 0
		case *c.at == 0:
			*c.at = s.Actions
		}
	}
}

// victoryCheck is the check at the end of a Game-Turn (4.2 B3, 14.1): it
// ends the game, or asks the condition 3 question, or lets play go on
// (false).
func (s *State) victoryCheck() bool {
	s.trackConditions()
	switch {
	case s.Cond1At != 0 && (s.Cond2At == 0 || s.Cond1At >= s.Cond2At):
		s.end(White, 1)
		return true
	case s.Cond2At != 0:
		s.end(Red, 2)
		return true
	}
	if !s.condition(3) {
		return false
	}
	pm := 0
	for _, p := range s.Players {
		pm += p.PM
	}
	if pm < 10 {
		return false // the holders together cannot reach 10 PM
	}
	s.Phase = PhaseVote
	s.Votes = map[string]bool{}
	s.nextVoter()
	return true
}

// voters are the PM holders in Player-Turn order (14.1 Ruling).
func (s *State) voters() []string {
	var out []string
	for _, l := range s.Order {
		if s.Player(l).PM > 0 {
			out = append(out, l)
		}
	}
	return out
}

// nextVoter asks the next PM holder, or counts the answers: agreement of
// holders of 10 PM or more is a Red victory (14.1 condition 3); else the
// Game-Turn goes on to the sequencing draw.
func (s *State) nextVoter() {
	agreed := 0
	for _, l := range s.voters() {
		v, asked := s.Votes[l]
		if !asked {
			s.wait(l, DecideVote)
			return
		}
		if v {
			agreed += s.Player(l).PM
		}
	}
	s.Votes = nil
	if agreed >= 10 {
		s.end(Red, 3)
		return
	}
	s.sequencing()
}

// doAnswer answers the condition 3 question or an execution order.
func doAnswer(s *State, a Action) error {
	if s.Pending.Kind == DecideExecution {
		return answerExecution(s, a)
	}
	return doVote(s, a)
}

func doVote(s *State, a Action) error {
	s.Votes[a.Player] = a.Type == ActAgree
	s.emit(Event{Kind: EvVote, Rule: "14.1", Player: a.Player, Text: map[bool]string{true: "agrees", false: "refuses"}[a.Type == ActAgree]})
	s.nextVoter()
	return nil
}

// end ends the game with a victory of a colour: players ranked by VP of
// that colour (14.0).
func (s *State) end(c Colour, cond int) {
	s.rescore()
	o := &Outcome{Winner: c, Condition: cond}
	for _, sc := range s.Score {
		if s.hasQuit(sc.Player) {
			continue // 14.21
		}
		v := sc.Red
		if c == White {
			v = sc.White
		}
		o.Ranks = append(o.Ranks, Rank{Player: sc.Player, VP: v})
	}
	slices.SortStableFunc(o.Ranks, func(a, b Rank) int { return b.VP - a.VP })
	for i := range o.Ranks {
		o.Ranks[i].Place = i + 1
		if i > 0 && o.Ranks[i].VP == o.Ranks[i-1].VP {
			o.Ranks[i].Place = o.Ranks[i-1].Place
		}
		s.emit(Event{Kind: EvScore, Rule: "14.4", Player: o.Ranks[i].Player, N: o.Ranks[i].VP, Text: c.String()})
	}
	s.Outcome = o
	s.Phase = PhaseOver
	s.Pending = Pending{}
	s.emit(Event{Kind: EvGameOver, Rule: "14.1", N: s.Turn, Text: fmt.Sprintf("%s victory (condition %d)", c, cond)})
}
