// Package lang is the client's string catalogue: every text the window
// shows, in English and Russian, looked up by key, and the language in use.
// It knows no game: a game's client names its engine's enumerations and
// says its refusals and notes with it (REDS!'s: render/redsui/redslang).
package lang

import (
	"fmt"
	"sort"
	"strings"
	"sync/atomic"
)

// Lang is a language of the client.
type Lang int32

const (
	EN Lang = iota
	RU
)

// Code is the language's ISO code, as settings store it.
func (l Lang) Code() string {
	if l == RU {
		return "ru"
	}
	return "en"
}

// Parse reads an ISO code.
func Parse(code string) (Lang, bool) {
	switch strings.ToLower(code) {
	case "en", "":
		return EN, true
	case "ru":
		return RU, true
	}
	return EN, false
}

var cur atomic.Int32

// Set chooses the language of every later lookup.
func Set(l Lang) { cur.Store(int32(l)) }

// Current is the language in use.
func Current() Lang { return Lang(cur.Load()) }

// T returns the text of key in the current language, formatted with args
// like fmt.Sprintf. A missing key shows as «key» so gaps are seen, not hidden.
func T(key string, args ...any) string {
	e, ok := catalogue[key]
	if !ok {
		return "«" + key + "»"
	}
	s := e[Current()]
	if s == "" {
		s = e[EN]
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// Has reports whether the catalogue knows key.
func Has(key string) bool {
	_, ok := catalogue[key]
	return ok
}

// Keys lists the catalogue's keys in order (for tests).
func Keys() []string {
	out := make([]string, 0, len(catalogue))
	for k := range catalogue {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Entry returns both languages of key (for tests).
func Entry(key string) (en, ru string) {
	e := catalogue[key]
	return e[EN], e[RU]
}

// pick returns the Russian text when that is the language and it exists.
func pick(en, ru string) string {
	if Current() == RU && ru != "" {
		return ru
	}
	return en
}

// Title is a scenario's title.
func Title(en, ru string) string { return pick(en, ru) }

// Phrases is a game client's own catalogue: by key, the text in English
// and in Russian, a format for fmt.Sprintf. Unlike the platform's, an
// unknown key shows as itself (a game's engine names things the
// catalogue may not know yet).
type Phrases map[string][2]string

// T is the phrase of key in the current language, formatted with args.
func (c Phrases) T(key string, args ...any) string {
	p, ok := c[key]
	if !ok {
		return key
	}
	f := pick(p[0], p[1])
	if len(args) == 0 {
		return f
	}
	return fmt.Sprintf(f, args...)
}

// Has reports a phrase of the catalogue.
func (c Phrases) Has(key string) bool { _, ok := c[key]; return ok }
