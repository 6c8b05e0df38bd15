package reds

import "fmt"

// A refusal is data, not English: the rule that forbids something, the
// message's key and its arguments. The key is the English format itself
// (gettext-style), so the English text is fmt.Sprintf(Key, Args...) and a
// translation is looked up by the key and given the same arguments. An
// argument may itself be a Reason, for a message that wraps another
// ("cannot enter 1513: <why>"). Every key is a string literal passed to
// illegal, because or say1-say3, so that the client's catalogue of
// translations can be checked against the sources (render/lang).

// Reason is why the rules refuse something. The zero Reason refuses
// nothing. A quiet check (one whose words nobody reads: the movement,
// strategic and retreat searches, the listing of who may act) may give a
// Reason with its Rule alone.
type Reason struct {
	Rule string
	Key  string
	Args []any
}

// because makes a reason.
func because(rule, key string, args ...any) Reason {
	return Reason{Rule: rule, Key: key, Args: args}
}

// say1, say2 and say3 make a reason of one, two or three arguments, or
// when quiet only its rule: the arguments are boxed only when the words
// are wanted, so a quiet search allocates nothing for reasons it never
// reads.
func say1[A any](quiet bool, rule, key string, a A) Reason {
	if quiet {
		return Reason{Rule: rule}
	}
	return Reason{Rule: rule, Key: key, Args: []any{a}}
}

func say2[A, B any](quiet bool, rule, key string, a A, b B) Reason {
	if quiet {
		return Reason{Rule: rule}
	}
	return Reason{Rule: rule, Key: key, Args: []any{a, b}}
}

func say3[A, B, C any](quiet bool, rule, key string, a A, b B, c C) Reason {
	if quiet {
		return Reason{Rule: rule}
	}
	return Reason{Rule: rule, Key: key, Args: []any{a, b, c}}
}

// String is the reason in English, without its rule.
func (r Reason) String() string { return fmt.Sprintf(r.Key, r.Args...) }

// MarshalText writes the reason in English: files keep reasons (a combat
// report's column shifts) as text.
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a reason a file keeps in English: the reason the
// engine gives with that English (written), or the text as it is.
func (r *Reason) UnmarshalText(b []byte) error {
	*r = reasonOf(string(b), written())
	return nil
}

// written lists the reasons files keep in English: why a game ended, why
// a column shifted.
func written() []Reason { return append(victoryReasons(), shiftReasons()...) }

// reasonOf is the reason among known whose English is text, or, for a text
// none gives (a file of another release), the text as it is.
func reasonOf(text string, known []Reason) Reason {
	if text == "" {
		return Reason{}
	}
	for _, r := range known {
		if r.String() == text {
			return r
		}
	}
	return Reason{Key: "%s", Args: []any{text}}
}

// Err is the reason as the error Apply returns.
func (r Reason) Err() error { return &RuleError{Rule: r.Rule, Key: r.Key, Args: r.Args} }

// RuleError is an illegal action: what is wrong, as a key and arguments
// (see Reason), and the rule that forbids it. Error gives it in English.
type RuleError struct {
	Rule string
	Key  string
	Args []any
}

// Msg is the message in English, without the rule.
func (e *RuleError) Msg() string { return fmt.Sprintf(e.Key, e.Args...) }

// Reason is the refusal as a reason.
func (e *RuleError) Reason() Reason { return Reason{Rule: e.Rule, Key: e.Key, Args: e.Args} }

func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Msg()
	}
	return fmt.Sprintf("%s (rule %s)", e.Msg(), e.Rule)
}

// illegal refuses an action.
func illegal(rule, key string, args ...any) error {
	return &RuleError{Rule: rule, Key: key, Args: args}
}
