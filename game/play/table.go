package play

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Table is what the people at one screen keep beside a game without it
// being the game: each seat's optional PIN, the private messages between
// seats, each seat's private notes and the requests made openly for the
// record (the multi-player games' "Hotseat and hidden information"). It
// is saved with the game; the rules never read it.
type Table struct {
	// PINs are, by seat, the hex SHA-256 of the seat and its PIN: the save
	// does not show the PIN to whoever opens the file in an editor.
	PINs     map[string]string `json:"pins,omitempty"`
	Messages []Message         `json:"messages,omitempty"`
	// AskObjections: the client stops at every checkpoint and asks "Any
	// interrupts?" (for several people sharing the screen without talking).
	AskObjections bool `json:"ask_objections,omitempty"`
}

// Message is a private message from one seat to another, shown only to
// its author and, once he has passed the curtain, its addressee; a
// private note when it is addressed to its author; a request (public,
// never binding: "do not attack me in Tver") when it is public.
type Message struct {
	From   string `json:"from"`
	To     string `json:"to,omitempty"` // empty for a request
	Public bool   `json:"public,omitempty"`
	Turn   int    `json:"turn"` // the turn it was written in
	At     int    `json:"at"`   // the number of the game's actions then
	Text   string `json:"text"`
	Read   bool   `json:"read,omitempty"`
}

// Note reports a private note.
func (m Message) Note() bool { return !m.Public && m.To == m.From }

// Limits of what a table holds.
const (
	MaxMessage = 400 // characters of one message
	MinPIN     = 4   // digits of a PIN, at least
	MaxPIN     = 8
)

func pinHash(seat, pin string) string {
	h := sha256.Sum256([]byte(seat + ":" + pin))
	return hex.EncodeToString(h[:])
}

// CheckPINText reports why pin cannot be a PIN: 4 to 8 digits.
func CheckPINText(pin string) error {
	if len(pin) < MinPIN || len(pin) > MaxPIN || strings.Trim(pin, "0123456789") != "" {
		return fmt.Errorf("a PIN is %d to %d digits", MinPIN, MaxPIN)
	}
	return nil
}

// SetPIN gives a seat a PIN; an empty pin removes it.
func (t *Table) SetPIN(seat, pin string) error {
	if pin == "" {
		delete(t.PINs, seat)
		return nil
	}
	if err := CheckPINText(pin); err != nil {
		return err
	}
	if t.PINs == nil {
		t.PINs = map[string]string{}
	}
	t.PINs[seat] = pinHash(seat, pin)
	return nil
}

// HasPIN reports a seat with a PIN.
func (t *Table) HasPIN(seat string) bool { return t != nil && t.PINs[seat] != "" }

// PINOpens reports whether pin opens a seat (any pin opens a seat
// without one).
func (t *Table) PINOpens(seat, pin string) bool {
	return !t.HasPIN(seat) || t.PINs[seat] == pinHash(seat, pin)
}

// Send files a message from one seat to another (to itself: a private
// note), written at turn, after the game's at-th action.
func (t *Table) Send(from, to string, turn, at int, text string) error {
	return t.file(Message{From: from, To: to, Turn: turn, At: at, Text: text, Read: from == to})
}

// Request files a public request of a seat, for the record.
func (t *Table) Request(from string, turn, at int, text string) error {
	return t.file(Message{From: from, Public: true, Turn: turn, At: at, Text: text})
}

func (t *Table) file(m Message) error {
	m.Text = strings.TrimSpace(m.Text)
	switch {
	case m.Text == "":
		return fmt.Errorf("the message is empty")
	case utf8.RuneCountInString(m.Text) > MaxMessage:
		return fmt.Errorf("a message is at most %d characters", MaxMessage)
	}
	t.Messages = append(t.Messages, m)
	return nil
}

// Unread are the indexes of the messages to a seat it has not opened.
func (t *Table) Unread(seat string) []int {
	var out []int
	for k, m := range t.Messages {
		if m.To == seat && !m.Read && !m.Public {
			out = append(out, k)
		}
	}
	return out
}

// Notes are the indexes of a seat's private notes.
func (t *Table) Notes(seat string) []int {
	var out []int
	for k, m := range t.Messages {
		if m.From == seat && m.Note() {
			out = append(out, k)
		}
	}
	return out
}

// Check reports the first thing wrong in a loaded table, by the field's
// path under at: seats among seats, well-formed PIN hashes and messages.
func (t *Table) Check(at string, seats []string) error {
	if t == nil {
		return nil
	}
	for seat, h := range t.PINs {
		if !slices.Contains(seats, seat) {
			return fmt.Errorf("%s.pins.%s: no such seat (%s)", at, seat, strings.Join(seats, ", "))
		}
		if b, err := hex.DecodeString(h); err != nil || len(b) != sha256.Size {
			return fmt.Errorf("%s.pins.%s: not a PIN's hash (64 hexadecimal digits)", at, seat)
		}
	}
	for k, m := range t.Messages {
		p := fmt.Sprintf("%s.messages[%d]", at, k)
		switch {
		case !slices.Contains(seats, m.From):
			return fmt.Errorf("%s.from: %q is not a seat (%s)", p, m.From, strings.Join(seats, ", "))
		case m.Public && m.To != "":
			return fmt.Errorf("%s.to: a public request is addressed to no one", p)
		case !m.Public && !slices.Contains(seats, m.To):
			return fmt.Errorf("%s.to: %q is not a seat (%s)", p, m.To, strings.Join(seats, ", "))
		case strings.TrimSpace(m.Text) == "" || utf8.RuneCountInString(m.Text) > MaxMessage:
			return fmt.Errorf("%s.text: want 1 to %d characters", p, MaxMessage)
		case m.Turn < 0:
			return fmt.Errorf("%s.turn: %d", p, m.Turn)
		case m.At < 0:
			return fmt.Errorf("%s.at: %d", p, m.At)
		}
	}
	return nil
}
