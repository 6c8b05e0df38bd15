package reds

import "fmt"

// The engine's enumerations are small integers in memory and lower-case words
// in files, so saves read like the rulebook. Each enum keeps its names in a
// table and uses these two helpers for text (un)marshalling.

func enumName[T ~uint8](v T, names []string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return fmt.Sprintf("invalid(%d)", v)
}

func enumParse[T ~uint8](b []byte, names []string, what string) (T, error) {
	s := string(b)
	for i, n := range names {
		if n == s {
			return T(i), nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q", what, s)
}
