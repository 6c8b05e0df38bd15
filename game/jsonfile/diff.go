package jsonfile

import (
	"bytes"
	"encoding/json"
	"sort"
)

// FirstDifference compares two JSON documents by value and reports the
// path, under path, of the first place they differ (object keys in name
// order), so that "the saved state is not what its actions lead to" can
// say where. It reports false when they are equal; two documents that do
// not decode differ at path.
func FirstDifference(a, b []byte, path string) (string, bool) {
	var va, vb any
	if decode(a, &va) != nil || decode(b, &vb) != nil {
		return path, true
	}
	return firstDifference(va, vb, path)
}

func decode(data []byte, v *any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber() // 64-bit seeds and counters compare exactly
	return d.Decode(v)
}

func firstDifference(a, b any, path string) (string, bool) {
	switch a := a.(type) {
	case map[string]any:
		b, ok := b.(map[string]any)
		if !ok {
			return path, true
		}
		keys := make([]string, 0, len(a)+len(b))
		for k := range a {
			keys = append(keys, k)
		}
		for k := range b {
			if _, ok := a[k]; !ok {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			if p, differ := firstDifference(a[k], b[k], Join(path, k)); differ {
				return p, true
			}
		}
		return "", false
	case []any:
		b, ok := b.([]any)
		if !ok {
			return path, true
		}
		for i := range min(len(a), len(b)) {
			if p, differ := firstDifference(a[i], b[i], Index(path, i)); differ {
				return p, true
			}
		}
		if len(a) != len(b) {
			return Index(path, min(len(a), len(b))), true
		}
		return "", false
	default:
		if _, composite := b.(map[string]any); composite {
			return path, true
		}
		if _, composite := b.([]any); composite {
			return path, true
		}
		if a != b {
			return path, true
		}
		return "", false
	}
}
