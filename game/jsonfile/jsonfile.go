// Package jsonfile reads and writes the project's human-readable JSON files
// (maps, scenarios, saves) with errors that say where the problem is:
// "units[12].location: not a hex of the map". It also writes files
// atomically, so a crash never leaves half a save behind.
package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"time"
)

// Error is a problem at a field path of a file.
type Error struct {
	Path string // e.g. "state.units[3].location"; empty for the whole file
	Msg  string
}

func (e *Error) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}

// Errorf builds an Error at path.
func Errorf(path, format string, args ...any) *Error {
	return &Error{Path: path, Msg: fmt.Sprintf(format, args...)}
}

// Join appends a field or index to a path: Join("state", "units") is
// "state.units", Join("units", "[3]") is "units[3]".
func Join(path, field string) string {
	if path == "" || strings.HasPrefix(field, "[") {
		return path + field
	}
	return path + "." + field
}

// Index is Join(path, "[i]").
func Index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// CheckSyntax reports whether data is one well-formed JSON value, naming the
// line and column of the first error. Run it on a whole file before decoding
// parts of it, so syntax errors get positions relative to the file.
func CheckSyntax(data []byte) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return &Error{Msg: "the file is empty"}
	}
	if json.Valid(data) {
		return nil
	}
	// Only a bad file pays for the decoder that finds the position.
	dec := json.NewDecoder(bytes.NewReader(data))
	var v json.RawMessage
	if err := dec.Decode(&v); err != nil {
		var se *json.SyntaxError
		switch {
		case errors.As(err, &se):
			line, col := position(data, se.Offset)
			return &Error{Msg: fmt.Sprintf("line %d column %d: %s", line, col, se.Error())}
		case errors.Is(err, io.ErrUnexpectedEOF):
			line, col := position(data, int64(len(data)))
			return &Error{Msg: fmt.Sprintf("line %d column %d: the file ends in the middle of the JSON (truncated?)", line, col)}
		}
		return &Error{Msg: err.Error()}
	}
	line, col := position(data, dec.InputOffset())
	return &Error{Msg: fmt.Sprintf("line %d column %d: extra data after the JSON value", line, col)}
}

// BOM is the UTF-8 byte-order mark some editors put at the start of a file.
const BOM = "\xef\xbb\xbf"

// TrimBOM drops a leading byte-order mark.
func TrimBOM(data []byte) []byte { return bytes.TrimPrefix(data, []byte(BOM)) }

func position(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line, col = 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return line, col
}

// Decode decodes data into v strictly and reports problems at path: every
// key is exactly a field's name and appears once, fixed-size lists have
// their size, text is UTF-8 (see Strict).
func Decode(data []byte, v any, path string) error {
	if err := Strict(data, reflect.TypeOf(v), path); err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return wrap(err, reflect.TypeOf(v), path)
	}
	return nil
}

func wrap(err error, t reflect.Type, path string) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		return Errorf(Join(path, fileField(t, te.Field)), "want %s, found a JSON %s", kindName(te.Type.Kind().String()), te.Value)
	case errors.As(err, &se):
		return Errorf(path, "malformed JSON: %s", se.Error())
	}
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if msg == "EOF" {
		msg = "missing value"
	}
	return Errorf(path, "%s", msg)
}

// fileField is a field path as the file spells it: encoding/json names the
// embedded structs on the way by their Go names (Scenario.Header.title),
// which no file has, so those are left out, following the fields' types
// from t, the type decoded into.
func fileField(t reflect.Type, field string) string {
	var keep []string
	for _, seg := range strings.Split(field, ".") {
		for t != nil && (t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map) {
			t = t.Elem()
		}
		if t == nil || t.Kind() != reflect.Struct {
			keep = append(keep, seg)
			continue
		}
		var next reflect.Type
		for _, f := range reflect.VisibleFields(t) {
			if f.Anonymous && f.Name == seg {
				next = f.Type
				break
			}
			if name, _, _ := strings.Cut(f.Tag.Get("json"), ","); name == seg || name == "" && f.Name == seg {
				next = f.Type
				keep = append(keep, seg)
				break
			}
		}
		if next == nil {
			keep = append(keep, seg)
		}
		t = next
	}
	return strings.Join(keep, ".")
}

func kindName(k string) string {
	switch {
	case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "uint"):
		return "a whole number"
	case strings.HasPrefix(k, "float"):
		return "a number"
	case k == "string":
		return "a string"
	case k == "bool":
		return "true or false"
	case k == "slice", k == "array":
		return "a list"
	case k == "struct", k == "map":
		return "an object"
	}
	return k
}

// DecodeList decodes a JSON array one element at a time, so that an error
// inside element i is reported at path[i]. The elements are decoded in
// place: the list is not copied first.
func DecodeList[T any](data []byte, path string) ([]T, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || string(data) == "null" {
		return nil, nil
	}
	if data[0] != '[' {
		return nil, Errorf(path, "want a list, found %s", jsonKind(data[0]))
	}
	var out []T
	s := scanner{data: data, pos: 1, base: path}
	for first := true; ; first = false {
		s.space()
		if s.pos >= len(data) {
			return nil, s.syntax()
		}
		if data[s.pos] == ']' {
			s.pos++
			break
		}
		if !first {
			if data[s.pos] != ',' {
				return nil, s.syntax()
			}
			s.pos++
			s.space()
		}
		start := s.pos
		s.segs = append(s.segs[:0], seg{idx: len(out)})
		if err := s.value(nil, 1); err != nil {
			return nil, err
		}
		out = append(out, *new(T))
		if err := Decode(data[start:s.pos], &out[len(out)-1], Index(path, len(out)-1)); err != nil {
			return nil, err
		}
	}
	s.segs = s.segs[:0]
	s.space()
	if s.pos != len(data) {
		return nil, Errorf(path, "extra data after the list")
	}
	return out, nil
}

func jsonKind(c byte) string {
	switch c {
	case '{':
		return "an object"
	case '"':
		return "a string"
	case 't', 'f':
		return "true or false"
	case 'n':
		return "null"
	}
	return "a number"
}

// Marshal encodes v as indented JSON with a final newline. Struct fields keep
// their order and map keys are sorted, so equal values give equal bytes.
func Marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WriteAtomic writes data to path through a temporary file in the same
// directory that is synced and then renamed over path, and syncs the
// directory so the rename survives a crash: readers see the old file or
// the new one, never a part. An existing file keeps its permissions (a new
// one gets 0644), and temporary files an earlier crash left behind for the
// same path are removed.
func WriteAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	perm := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() {
		perm = st.Mode().Perm()
	}
	prefix := "." + filepath.Base(path) + ".tmp-"
	tmp, err := os.CreateTemp(dir, prefix+"*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = os.Chmod(tmp.Name(), perm); err != nil {
		return err
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	if d, derr := os.Open(dir); derr == nil {
		derr = d.Sync()
		d.Close()
		if derr != nil && !errors.Is(derr, os.ErrInvalid) {
			return derr
		}
	}
	removeStale(dir, prefix)
	return nil
}

// StaleAfter is how old a temporary file of a save must be for a later
// save to take it for a crash's leftover and remove it (a younger one may
// belong to a save in progress in another program).
var StaleAfter = time.Minute

func removeStale(dir, prefix string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) >= StaleAfter {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
