package play

import (
	"encoding/json"

	"tachanka/game/jsonfile"
)

// Format is the version of the file envelope this program reads and
// writes.
const Format = 1

// Header is the head of every scenario and save file, whatever the game:
// the envelope's version, the game and the scenario, and their titles. The
// game's own payload follows in the same JSON object; each game reads it.
type Header struct {
	Format      int    `json:"format"`
	Game        string `json:"game"`
	Scenario    string `json:"scenario"`
	Title       string `json:"title"`
	TitleRU     string `json:"title_ru,omitempty"`
	Description string `json:"description,omitempty"`
}

// File is a scenario or a save of some game, as its game read it.
type File interface {
	Head() Header
	IsSave() bool
	// Progress is a save's seed and the number of actions played.
	Progress() (seed uint64, actions int)
}

// ReadHeader reads the head of a file: well-formed JSON (a leading
// byte-order mark allowed), the version this program reads, a game and a
// scenario named. Errors name the field.
func ReadHeader(data []byte) (Header, error) {
	var h Header
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return h, err
	}
	// Lenient here (the payload follows); the game's own strict decode of
	// the whole file refuses unknown keys and keys in the wrong case.
	if err := json.Unmarshal(data, &h); err != nil {
		return h, jsonfile.Errorf("", "%v", err)
	}
	switch {
	case h.Format == 0:
		return h, jsonfile.Errorf("format", "missing format version (this program reads format %d)", Format)
	case h.Format != Format:
		return h, jsonfile.Errorf("format", "format version %d is not supported (this program reads format %d)", h.Format, Format)
	case h.Game == "":
		return h, jsonfile.Errorf("game", "missing game id")
	case h.Scenario == "":
		return h, jsonfile.Errorf("scenario", "missing scenario id")
	}
	return h, nil
}
