package reds

import (
	"fmt"

	"tachanka/game/hex"
)

// Set-up (3.0). Scenario builders place the counters and then call SetUp,
// which applies the rest of 3.2 from the rules: the markers, sea control and
// city control. Start rolls the Tsar's fate (3.3).

// Fixed set-up hexes of 3.2.
var (
	RedTrainStart = hex.MustParse("2813")
	Tsaritsyn     = hex.MustParse("3119")
	// WhiteControlAtSetUp are the hexes of 3.2 item 1.
	WhiteControlAtSetUp = []hex.Hex{hex.MustParse("1403"), hex.MustParse("1605"), hex.MustParse("2924"),
		hex.MustParse("3212"), hex.MustParse("3408"), hex.MustParse("5315"), hex.MustParse("5320"), hex.MustParse("5421")}
)

// SetUp places the markers and sets control as 3.2 says, for a state whose
// units stand where the counter mix puts them.
func (s *State) SetUp() error {
	b := s.Data.Board
	kazan, ok := b.FindCity("Kazan")
	if !ok {
		return fmt.Errorf("3.2: the map has no Kazan for the People's Gold")
	}
	for _, h := range append([]hex.Hex{RedTrainStart, Tsaritsyn}, WhiteControlAtSetUp...) {
		if !b.On(h) {
			return fmt.Errorf("3.2: hex %v is not on the map", h)
		}
	}
	s.Turn, s.Step, s.Initiative = 1, StepSetup, White
	s.RedTrain, s.RedVerdun = RedTrainStart, Tsaritsyn
	s.Gold, s.GoldSide = kazan, Red
	s.Tsar, s.Wrangel = TsarUnknown, false
	for _, sea := range Seas {
		s.Seas[sea] = White
	}
	s.Control = make([]Control, len(b.Cells))
	for _, c := range b.CityCells() {
		s.Control[c] = s.setUpControl(c)
	}
	return nil
}

// setUpControl is 3.2's city control for cell c.
func (s *State) setUpControl(c int32) Control {
	cell := &s.Data.Board.Cells[c]
	for _, h := range WhiteControlAtSetUp {
		if h == cell.Hex {
			return WhiteControl // item 1
		}
	}
	// Item 2: occupied cities belong to their occupants; a nationalist
	// garrison makes its city neutral.
	for _, i := range s.unitsAt(c) {
		if s.Def(i).Faction == Nationalist {
			return Neutral
		}
	}
	for _, i := range s.unitsAt(c) {
		if ctl := s.enterControl(i); ctl != Neutral {
			return ctl
		}
	}
	// Items 3 and 4: Red holds the rest of Russia east of the line outside
	// Transcaucasia; everything else starts neutral.
	if cell.Region == Russia && !cell.WestOfLine {
		return RedControl
	}
	return Neutral
}

// rollTsar is 3.3: on a 1 White has rescued the Tsar.
func (s *State) rollTsar() {
	d := s.Rand.D6()
	s.Tsar = TsarDead
	fate := note("the Tsar has been executed")
	if d == 1 {
		s.Tsar, fate = TsarAlive, note("White has rescued the Tsar")
	}
	s.emit(Event{Type: EvDice, Rule: "3.3", Side: White, Dice: []int{d}, Roll: RollTsar, Note: fate})
}
