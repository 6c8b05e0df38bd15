package redrussia

import (
	"slices"
	"testing"

	"tachanka/game/dice"
)

// A small kit for the movement tests: a game at one faction's movement
// step with the board cleared, pieces put where a test wants them, moves
// written shortly, and dice chosen by their first rolls.

// atMovement is a 4-player game of the given turn at faction f's movement
// step, every piece off the map (the Gold too).
func atMovement(t testing.TB, f Faction, turn int) *State {
	t.Helper()
	s := atPurchase(t, 41)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Status == OnMap || p.Status == OnTrack || p.Status == ToPlace {
			p.Status, p.Where, p.Arrive, p.Reduced = InPool, "", 0, false
		}
	}
	s.Turn = turn
	if turn >= 3 {
		s.ironCrossReturns()
	}
	s.Phase, s.Queue, s.Active = ActionPhase, []Faction{f}, f
	s.beginMovement(f)
	s.out = nil
	return s
}

// put places a unit of a faction and type from off the map at where.
func put(t testing.TB, s *State, f Faction, typ UnitType, where string) *Piece {
	t.Helper()
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Kind == KindUnit && p.Faction == f && p.Type == typ && p.Status != OnMap {
			p.Status, p.Where, p.Reduced = OnMap, where, false
			return p
		}
	}
	t.Fatalf("no %s %s left to put", f, typ)
	return nil
}

// putLeader places a leader at where.
func putLeader(t testing.TB, s *State, id, where string) *Piece {
	t.Helper()
	p := s.Piece(id)
	if p == nil {
		t.Fatalf("no leader %s", id)
	}
	p.Status, p.Where = OnMap, where
	return p
}

// mv is a move of the pieces along the path.
func mv(f Faction, pieces []*Piece, path ...string) Action {
	var ids []string
	for _, p := range pieces {
		ids = append(ids, p.ID)
	}
	return Action{Type: ActMove, Faction: f, Pieces: ids, Path: path}
}

// ps is a list of pieces.
func ps(p ...*Piece) []*Piece { return p }

// seedFor sets the state's dice to the first seed whose opening rolls
// satisfy want (given a fresh copy of the dice to roll).
func seedFor(t testing.TB, s *State, want func(r *dice.Rand) bool) {
	t.Helper()
	for seed := uint64(1); seed < 10000; seed++ {
		r := dice.New(seed)
		if want(&r) {
			s.Rand = dice.New(seed)
			return
		}
	}
	t.Fatal("no seed gives the rolls wanted")
}

// hasEvent reports an event of a kind for a piece.
func hasEvent(ev []Event, k EventKind, piece string) bool {
	return slices.ContainsFunc(ev, func(e Event) bool { return e.Kind == k && (piece == "" || e.Piece == piece) })
}

// legalHas reports a legal action equal to a.
func legalHas(s *State, a Action) bool {
	return slices.ContainsFunc(s.Legal(), func(b Action) bool { return a.equal(b) })
}

// where is where a piece is now (Apply replaces the state's pieces).
func where(s *State, p *Piece) string { return s.Piece(p.ID).Where }

// now is a piece as the state has it now.
func now(s *State, p *Piece) *Piece { return s.Piece(p.ID) }
