// Package enum turns the games' small enumerations into words and back:
// small integers in memory, lower-case words in files, so counters, maps,
// saves and logs read like the rulebooks. Every game's enums use it.
package enum

import "fmt"

// Name is v's word in names, or "invalid(v)" when names has none.
func Name[T ~uint8](v T, names []string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("invalid(%d)", v)
}

// Parse is the value whose word in names is b; what names the kind of
// value in the error ("unknown terrain \"bog\"").
func Parse[T ~uint8](b []byte, names []string, what string) (T, error) {
	s := string(b)
	for i, n := range names {
		if n == s {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q", what, s)
}
