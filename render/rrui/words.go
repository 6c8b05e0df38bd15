package rrui

import "tachanka/render/rrui/rrlang"

// T is a phrase of the client in the current language.
func T(key string, args ...any) string { return rrlang.T(key, args...) }
