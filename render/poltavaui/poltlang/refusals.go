package poltlang

import (
	"errors"
	"fmt"
	"strings"

	"tachanka/game/poltava"
	"tachanka/render/lang"
)

// Refusal says why the engine refused an action, in the current language,
// with its rule: a *poltava.Refusal from its key (the engine's English
// format) and arguments; any other error, or a key the catalogue does not
// know, as its English text.
func Refusal(err error) string { return RefusalNamed(err, nil) }

// RefusalNamed is Refusal with the units and leaders it names said as n
// names them (the counters' names, not their ids).
func RefusalNamed(err error, n Names) string {
	if err == nil {
		return ""
	}
	var r *poltava.Refusal
	if !errors.As(err, &r) {
		return err.Error()
	}
	tr, ok := refusals[r.Key]
	ru := lang.Current() == lang.RU && ok
	if !ru && n == nil {
		return r.Error()
	}
	args := make([]any, len(r.Args))
	for k, a := range r.Args {
		switch v := a.(type) {
		case poltava.Side:
			args[k] = a
			if ru {
				args[k] = Side(v)
			}
		case poltava.Decision:
			args[k] = a
			if ru {
				args[k] = Decision(v)
			}
		case string:
			args[k] = a
			if n != nil && v != "" {
				args[k] = n.Unit(v)
			}
		case []string:
			args[k] = a
			if n != nil {
				named := make([]string, len(v))
				for i, id := range v {
					named[i] = n.Unit(id)
				}
				args[k] = strings.Join(named, ", ")
			}
		default:
			args[k] = a
		}
	}
	if !ru {
		tr = r.Key
	}
	msg := fmt.Sprintf(tr, args...)
	if r.Rule == "" {
		return msg
	}
	if !ru {
		return msg + " (rule " + r.Rule + ")"
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
