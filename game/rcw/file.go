package rcw

import (
	"tachanka/game/jsonfile"
)

// MarshalState writes a state as JSON (stable, human-readable).
func MarshalState(s *State) ([]byte, error) { return jsonfile.Marshal(s) }

// ParseState reads a state strictly (unknown or repeated fields are
// errors, naming the field), attaches the map and counters and checks it.
func ParseState(data []byte, d *Data) (*State, error) {
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var s State
	if err := jsonfile.Decode(data, &s, "state"); err != nil {
		return nil, err
	}
	if len(s.Pieces) != len(d.Counters.all) {
		return nil, jsonfile.Errorf("state.pieces", "%d pieces for a counter mix of %d", len(s.Pieces), len(d.Counters.all))
	}
	seen := map[int]bool{}
	for i, p := range s.Pieces {
		if d.Counters.Def(p.ID).Kind == KindNone || seen[p.ID] {
			return nil, jsonfile.Errorf(jsonfile.Index("state.pieces", i), "%d is not a counter, or is listed twice", p.ID)
		}
		seen[p.ID] = true
	}
	if n := len(s.Players); s.Solo == nil && (n < 3 || n > 6) || s.Solo != nil && n != 2 {
		return nil, jsonfile.Errorf("state.players", "%d players; the game is for 3 to 6", n)
	}
	s.Attach(d)
	if err := s.CheckInvariants(); err != nil {
		return nil, jsonfile.Errorf("state", "%v", err)
	}
	return &s, nil
}
