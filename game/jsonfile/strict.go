package jsonfile

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"
)

// The strict pass. encoding/json matches keys to fields without regard to
// case, keeps the last of two equal keys, drops the entries of a list that
// do not fit a fixed-size array and decodes invalid UTF-8 as U+FFFD. A file
// the engine trusts has none of that: before decoding, strict walks the
// bytes once beside the Go type they are decoded into and refuses, with the
// field path, a key that is not exactly a field's name, a key given twice,
// a list longer or shorter than its array and a string that is not UTF-8.
// It allocates nothing but the error.

var (
	rawType       = reflect.TypeFor[json.RawMessage]()
	unmarshalerT  = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshal = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// fieldSet is the exact JSON names of a struct's fields, promoted fields of
// embedded structs included (outer names shadow inner ones, as in
// encoding/json).
type fieldSet map[string]reflect.Type

var fieldSets sync.Map // reflect.Type -> fieldSet

func fieldsOf(t reflect.Type) fieldSet {
	if fs, ok := fieldSets.Load(t); ok {
		return fs.(fieldSet)
	}
	fs := fieldSet{}
	type level struct {
		t     reflect.Type
		depth int
	}
	depthOf := map[string]int{}
	queue := []level{{t, 0}}
	for len(queue) > 0 {
		lv := queue[0]
		queue = queue[1:]
		for i := range lv.t.NumField() {
			f := lv.t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, _, _ := strings.Cut(tag, ",")
			ft := f.Type
			if f.Anonymous && name == "" {
				et := ft
				if et.Kind() == reflect.Pointer {
					et = et.Elem()
				}
				if et.Kind() == reflect.Struct {
					queue = append(queue, level{et, lv.depth + 1})
					continue
				}
			}
			if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if d, seen := depthOf[name]; seen && d <= lv.depth {
				continue
			}
			depthOf[name] = lv.depth
			fs[name] = ft
		}
	}
	fieldSets.Store(t, fs)
	return fs
}

// opaque reports types whose JSON the strict pass does not interpret by
// fields: they decode themselves. Their objects are still checked for
// repeated keys and their strings for UTF-8.
func opaque(t reflect.Type) bool {
	if t == nil {
		return true
	}
	if t.Implements(unmarshalerT) || reflect.PointerTo(t).Implements(unmarshalerT) {
		return true
	}
	return t.Implements(textUnmarshal) || reflect.PointerTo(t).Implements(textUnmarshal)
}

type scanner struct {
	data []byte
	pos  int
	// base and segs are the path of the value being scanned, built into a
	// string only for an error: a key, or an index when key is nil.
	base string
	segs []seg
	keys [][]byte // the keys of the objects being scanned, innermost last
	// enums holds one scratch value per enumeration type, to try names on.
	enums map[reflect.Type]encoding.TextUnmarshaler
}

// enum checks the name of an enumeration (a small integer written as a
// word), so that an unknown name is reported at its field.
func (s *scanner) enum(t reflect.Type) error {
	raw, escaped, err := s.str()
	if err != nil || escaped {
		return err
	}
	u, ok := s.enums[t]
	if !ok {
		if s.enums == nil {
			s.enums = map[reflect.Type]encoding.TextUnmarshaler{}
		}
		u = reflect.New(t).Interface().(encoding.TextUnmarshaler)
		s.enums[t] = u
	}
	if err := u.UnmarshalText(raw); err != nil {
		return Errorf(s.path(), "%v", err)
	}
	return nil
}

type seg struct {
	key []byte
	idx int
}

func (s *scanner) path() string {
	p := s.base
	for _, g := range s.segs {
		if g.key == nil {
			p = Index(p, g.idx)
		} else {
			p = Join(p, string(g.key))
		}
	}
	return p
}

func (s *scanner) space() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

func (s *scanner) syntax() error {
	return Errorf(s.path(), "malformed JSON at byte %d", s.pos)
}

// str scans a string at s.pos and returns its raw contents (escapes kept)
// and whether it has any escape.
func (s *scanner) str() (raw []byte, escaped bool, err error) {
	if s.pos >= len(s.data) || s.data[s.pos] != '"' {
		return nil, false, s.syntax()
	}
	start := s.pos + 1
	for i := start; i < len(s.data); i++ {
		switch c := s.data[i]; {
		case c == '\\':
			escaped = true
			i++
		case c == '"':
			s.pos = i + 1
			raw = s.data[start:i]
			if !utf8.Valid(raw) {
				return nil, false, Errorf(s.path(), "the text is not valid UTF-8")
			}
			return raw, escaped, nil
		}
	}
	return nil, false, s.syntax()
}

// value checks the value at s.pos, to be decoded into a t (nil: anything).
func (s *scanner) value(t reflect.Type, depth int) error {
	if depth > 200 {
		return Errorf(s.path(), "the JSON is nested more than 200 deep")
	}
	s.space()
	if s.pos >= len(s.data) {
		return s.syntax()
	}
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == rawType {
		// Decoded later, through Decode or DecodeList, which check it then.
		return s.value(nil, depth)
	}
	if t != nil && t.Kind() == reflect.Uint8 && s.data[s.pos] == '"' && reflect.PointerTo(t).Implements(textUnmarshal) {
		return s.enum(t)
	}
	if t != nil && (opaque(t) || t.Kind() == reflect.Interface) {
		t = nil
	}
	switch s.data[s.pos] {
	case '{':
		return s.object(t, depth)
	case '[':
		return s.array(t, depth)
	case '"':
		_, _, err := s.str()
		return err
	}
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return nil
		}
		s.pos++
	}
	return nil
}

func (s *scanner) object(t reflect.Type, depth int) error {
	var fields fieldSet
	var elem reflect.Type
	if t != nil {
		switch t.Kind() {
		case reflect.Struct:
			fields = fieldsOf(t)
		case reflect.Map:
			elem = t.Elem()
		}
	}
	s.pos++ // {
	mark := len(s.keys)
	defer func() { s.keys = s.keys[:mark] }()
	for first := true; ; first = false {
		s.space()
		if s.pos >= len(s.data) {
			return s.syntax()
		}
		if s.data[s.pos] == '}' {
			s.pos++
			return nil
		}
		if !first {
			if s.data[s.pos] != ',' {
				return s.syntax()
			}
			s.pos++
			s.space()
		}
		key, escaped, err := s.str()
		if err != nil {
			return err
		}
		if escaped {
			var k string
			if err := json.Unmarshal(s.data[s.pos-len(key)-2:s.pos], &k); err != nil {
				return Errorf(s.path(), "malformed key %s", key)
			}
			key = []byte(k)
		}
		s.segs = append(s.segs, seg{key: key})
		for _, k := range s.keys[mark:] {
			if string(k) == string(key) {
				return Errorf(s.path(), "the key %q appears twice in one object", key)
			}
		}
		s.keys = append(s.keys, key)
		ft := elem
		if fields != nil {
			var ok bool
			if ft, ok = fields[string(key)]; !ok {
				for name := range fields {
					if strings.EqualFold(name, string(key)) {
						return Errorf(s.path(), "unknown field %q: keys are case-sensitive (did you mean %q?)", key, name)
					}
				}
				return Errorf(s.path(), "unknown field %q", key)
			}
		}
		s.space()
		if s.pos >= len(s.data) || s.data[s.pos] != ':' {
			return s.syntax()
		}
		s.pos++
		if err := s.value(ft, depth+1); err != nil {
			return err
		}
		s.segs = s.segs[:len(s.segs)-1]
	}
}

func (s *scanner) array(t reflect.Type, depth int) error {
	var elem reflect.Type
	want := -1
	if t != nil {
		switch t.Kind() {
		case reflect.Slice:
			elem = t.Elem()
		case reflect.Array:
			elem, want = t.Elem(), t.Len()
		}
	}
	s.pos++ // [
	n := 0
	for first := true; ; first = false {
		s.space()
		if s.pos >= len(s.data) {
			return s.syntax()
		}
		if s.data[s.pos] == ']' {
			s.pos++
			if want >= 0 && n != want {
				return Errorf(s.path(), "a list of exactly %d entries, found %d", want, n)
			}
			return nil
		}
		if !first {
			if s.data[s.pos] != ',' {
				return s.syntax()
			}
			s.pos++
		}
		s.segs = append(s.segs, seg{idx: n})
		if err := s.value(elem, depth+1); err != nil {
			return err
		}
		s.segs = s.segs[:len(s.segs)-1]
		n++
	}
}

// Strict checks data, about to be decoded into a value of type t, for keys
// that are not exactly a field's name, repeated keys, lists that do not fit
// their array and text that is not UTF-8. Errors are at path.
func Strict(data []byte, t reflect.Type, path string) error {
	s := scanner{data: data, base: path}
	if err := s.value(t, 0); err != nil {
		return err
	}
	s.space()
	if s.pos != len(s.data) {
		return Errorf(path, "extra data after the JSON value")
	}
	return nil
}

// CheckText refuses an identifier a file gives that is empty, too long, or
// holds control characters (a NUL among them) or invalid UTF-8.
func CheckText(path, s string, max int) error {
	if len(s) > max {
		return Errorf(path, "%d bytes is longer than the %d allowed", len(s), max)
	}
	if !utf8.ValidString(s) {
		return Errorf(path, "%q is not valid UTF-8", s)
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return Errorf(path, "%q holds a control character (U+%04X)", s, r)
		}
	}
	return nil
}
