package poltlang

import (
	"errors"
	"fmt"

	"tachanka/game/poltava"
	"tachanka/render/lang"
)

// Refusal says why the engine refused an action, in the current language,
// with its rule: a *poltava.Refusal from its key (the engine's English
// format) and arguments; any other error, or a key the catalogue does not
// know, as its English text.
func Refusal(err error) string {
	if err == nil {
		return ""
	}
	var r *poltava.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	tr, ok := refusals[r.Key]
	if lang.Current() == lang.EN || !ok {
		return r.Error()
	}
	args := make([]any, len(r.Args))
	for k, a := range r.Args {
		switch v := a.(type) {
		case poltava.Side:
			args[k] = Side(v)
		case poltava.Decision:
			args[k] = Decision(v)
		default:
			args[k] = a
		}
	}
	msg := fmt.Sprintf(tr, args...)
	if r.Rule == "" {
		return msg
	}
	return msg + " (правило " + r.Rule + ")"
}

// RefusalRule is the rule a refusal names, or "".
func RefusalRule(err error) string {
	var r *poltava.Refusal
	if errors.As(err, &r) {
		return r.Rule
	}
	return ""
}
