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
	if err := s.attachDecoded(d, "state"); err != nil {
		return nil, err
	}
	return &s, nil
}

// attachDecoded checks a state just decoded at path names the counter
// mix's pieces, each once, and 3 to 6 players, before anything looks them
// up; then attaches the map and counters and checks the whole state.
func (s *State) attachDecoded(d *Data, path string) error {
	pieces := jsonfile.Join(path, "pieces")
	if len(s.Pieces) != len(d.Counters.all) {
		return jsonfile.Errorf(pieces, "%d pieces for a counter mix of %d", len(s.Pieces), len(d.Counters.all))
	}
	seen := map[int]bool{}
	for i, p := range s.Pieces {
		if d.Counters.Def(p.ID).Kind == KindNone || seen[p.ID] {
			return jsonfile.Errorf(jsonfile.Index(pieces, i), "%d is not a counter, or is listed twice", p.ID)
		}
		seen[p.ID] = true
	}
	if n := len(s.Players); s.Solo == nil && (n < 3 || n > 6) || s.Solo != nil && n != 2 {
		return jsonfile.Errorf(jsonfile.Join(path, "players"), "%d players; the game is for 3 to 6 (2 in the solitaire game)", n)
	}
	s.Attach(d)
	if err := s.CheckInvariants(); err != nil {
		return jsonfile.Errorf(path, "%v", err)
	}
	return nil
}
