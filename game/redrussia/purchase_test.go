package redrussia

import (
	"testing"
)

// atPurchase is a 4-player game after its set-up, at the first purchase
// decision of turn 1 (the North/Asian faction's).
func atPurchase(t testing.TB, seed uint64) *State {
	t.Helper()
	s := newGame(t, 4, seed)
	playRandom(t, s, seed, inSetup)
	if s.Pending.Kind != DecidePurchase {
		t.Fatalf("pending %v after the set-up", s.Pending)
	}
	return s
}

// skipTo ends purchases until faction f decides.
func skipTo(t testing.TB, s *State, f Faction) {
	t.Helper()
	for s.Pending.Kind == DecidePurchase && s.Pending.Faction != f {
		mustApply(t, s, Action{Type: ActEndPurchase, Faction: s.Pending.Faction})
	}
}

// TestR4_2_PurchaseOrderTurn1: on turn 1 the factions buy in set-up order,
// North/Asian, Siberian, South, Red.
func TestR4_2_PurchaseOrderTurn1(t *testing.T) {
	s := atPurchase(t, 11)
	var order []Faction
	for s.Pending.Kind == DecidePurchase {
		order = append(order, s.Pending.Faction)
		refused(t, s, Action{Type: ActEndPurchase, Faction: Red + (s.Pending.Faction % 4) + 1}, "1.2")
		mustApply(t, s, Action{Type: ActEndPurchase, Faction: s.Pending.Faction})
	}
	want := []Faction{NorthAsian, Siberian, South, Red}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("purchase order %v, want %v", order, want)
		}
	}
}

// TestR5_3_BuyPaysAndArrivesAfterTheDelay: Red buys an infantry: it pays
// the cost chart's money and manpower and the counter, drawn from its
// available infantry, waits on the turn track for turn 1 + delay, when it
// is placed in an area Red controls (5.2).
func TestR5_3_BuyPaysAndArrivesAfterTheDelay(t *testing.T) {
	s := atPurchase(t, 12)
	skipTo(t, s, Red)
	c := s.data.Tables.Costs.Of(INF)
	money, men := s.F(Red).Money, s.F(Red).Manpower
	ev := mustApply(t, s, Action{Type: ActBuy, Faction: Red, Unit: INF})
	p := s.Piece(ev[0].Piece)
	if s.F(Red).Money != money-c.Money || s.F(Red).Manpower != men-c.Manpower {
		t.Fatalf("Red paid %d and %d, want %d and %d", money-s.F(Red).Money, men-s.F(Red).Manpower, c.Money, c.Manpower)
	}
	if p.Status != OnTrack || p.Arrive != 1+c.Delay || p.Type != INF || p.Faction != Red || s.byName(p) {
		t.Fatalf("bought %+v", *p)
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestR6_4_NoSpendingBeyondTheTrack: a faction cannot buy what it cannot
// pay for.
func TestR6_4_NoSpendingBeyondTheTrack(t *testing.T) {
	s := atPurchase(t, 13)
	s.F(NorthAsian).Money = 1
	refused(t, s, Action{Type: ActBuy, Faction: NorthAsian, Unit: INF}, "6.4")
	for _, a := range s.Legal() {
		if a.Type == ActBuy {
			t.Fatalf("Legal offers %v with 1 money", a)
		}
	}
}

// TestR20_4_RedAircraftFromTurn5 and TestR15_4_TanksAfterTheirCard: Red
// may not buy aircraft before turn 5; no faction buys tanks before it has
// played "Tanks"; fleets are never bought (5.3).
func TestR20_4_RedAircraftFromTurn5(t *testing.T) {
	s := atPurchase(t, 14)
	skipTo(t, s, Red)
	refused(t, s, Action{Type: ActBuy, Faction: Red, Unit: AIR}, "20.4")
	s.Turn = 5
	mustApply(t, s, Action{Type: ActBuy, Faction: Red, Unit: AIR})
}

func TestR15_4_TanksAfterTheirCard(t *testing.T) {
	s := atPurchase(t, 15)
	refused(t, s, Action{Type: ActBuy, Faction: NorthAsian, Unit: TANK}, "15.4")
	refused(t, s, Action{Type: ActBuy, Faction: NorthAsian, Unit: FLEET}, "5.3")
	// The card puts the faction's tanks in its pool (15.4).
	s.F(NorthAsian).Tanks = true
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == NorthAsian && p.Type == TANK {
			p.Status = InPool
		}
	}
	s.F(NorthAsian).Money, s.F(NorthAsian).Manpower = 50, 50
	ev := mustApply(t, s, Action{Type: ActBuy, Faction: NorthAsian, Unit: TANK, Piece: "nas-tank-2-2#1"})
	if ev[0].Piece != "nas-tank-2-2#1" {
		t.Fatalf("bought %s, want the named tank", ev[0].Piece)
	}
}

// TestR5_4_Repairs: a reduced unit in an area is repaired for the cost
// chart's repair cost; a fleet at sea is not.
func TestR5_4_Repairs(t *testing.T) {
	s := atPurchase(t, 16)
	skipTo(t, s, South)
	var unit *Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == South && p.Reduced && s.data.Map.Area(p.Where) != nil {
			unit = p
		}
	}
	c := s.data.Tables.Costs.Of(unit.Type)
	money := s.F(South).Money
	mustApply(t, s, Action{Type: ActRepair, Faction: South, Piece: unit.ID})
	if unit = s.Piece(unit.ID); unit.Reduced || s.F(South).Money != money-c.RepairMoney {
		t.Fatalf("repair: reduced %v, money %d", unit.Reduced, s.F(South).Money)
	}
	fleet := s.Piece("sou-fleet-black-sea#1")
	fleet.Reduced = true
	refused(t, s, Action{Type: ActRepair, Faction: South, Piece: fleet.ID}, "5.4")
	refused(t, s, Action{Type: ActRepair, Faction: South, Piece: unit.ID}, "5.4") // full already
}

// TestR15_1_TheGold: Red draws 5 money from the whole Gold; the half may
// be drawn on only from a later purchase phase, for 3, and then leaves the
// game.
func TestR15_1_TheGold(t *testing.T) {
	s := atPurchase(t, 17)
	refused(t, s, Action{Type: ActGold, Faction: NorthAsian}, "15.1")
	skipTo(t, s, Red)
	money := s.F(Red).Money
	mustApply(t, s, Action{Type: ActGold, Faction: Red})
	if s.F(Red).Money != money+5 || !s.Piece(GoldID).Half {
		t.Fatalf("after the first draw: money %d, half %v", s.F(Red).Money, s.Piece(GoldID).Half)
	}
	refused(t, s, Action{Type: ActGold, Faction: Red}, "15.1")
	s.Turn = 2 // a later purchase phase
	mustApply(t, s, Action{Type: ActGold, Faction: Red})
	if g := s.Piece(GoldID); s.F(Red).Money != money+8 || g.Status != Removed {
		t.Fatalf("after the second draw: money %d, the Gold %v", s.F(Red).Money, g.Status)
	}
}

// TestR5_2_ArrivalsPlaced: a unit whose turn has come is placed by its
// faction, in purchase order, in an area it controls; with no such area
// it waits for the next turn.
func TestR5_2_ArrivalsPlaced(t *testing.T) {
	s := atPurchase(t, 18)
	skipTo(t, s, Red)
	ev := mustApply(t, s, Action{Type: ActBuy, Faction: Red, Unit: INF})
	id := ev[0].Piece
	p := s.Piece(id)
	p.Arrive = 2
	s.Turn = 2
	s.beginPurchase()
	for s.Pending.Kind == DecidePlace && s.Pending.Faction != Red {
		mustApply(t, s, s.Legal()[0])
	}
	if s.Pending.Kind != DecidePlace || s.Pending.Faction != Red {
		t.Fatalf("pending %v", s.Pending)
	}
	refused(t, s, Action{Type: ActPlace, Faction: Red, Piece: id, Where: "OMSK"}, "3.0")
	mustApply(t, s, Action{Type: ActPlace, Faction: Red, Piece: id, Where: "MOSC"})
	if p = s.Piece(id); p.Status != OnMap || p.Where != "MOSC" {
		t.Fatalf("arrived %+v", *p)
	}
	// Nowhere to go: the next turn.
	q := s.Piece(ev[0].Piece)
	q.Status, q.Where, q.Arrive = OnTrack, "", 3
	for i := range s.Areas {
		if s.Areas[i].Control == Red {
			s.Areas[i].Control = NoFaction
		}
	}
	s.Turn = 3
	s.beginPurchase()
	if q = s.Piece(id); q.Status != OnTrack || q.Arrive != 4 {
		t.Fatalf("a unit with nowhere to arrive: %+v", *q)
	}
}
