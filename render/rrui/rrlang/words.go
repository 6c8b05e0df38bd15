// Package rrlang holds the words of Red Russia's client in English and
// Russian: the client's phrases, the engine's decisions, phases, steps,
// windows and events. A value the catalogue does not know yet (the engine
// grows) shows as its own name.
package rrlang

// T is a phrase in the current language, formatted; an unknown key is
// itself.
func T(key string, args ...any) string { return phrases.T(key, args...) }

// Has reports a phrase of the catalogue.
func Has(key string) bool { return phrases.Has(key) }

// Known is the phrase of key, or fallback when the catalogue has none.
func Known(key, fallback string) string {
	if Has(key) {
		return T(key)
	}
	return fallback
}
