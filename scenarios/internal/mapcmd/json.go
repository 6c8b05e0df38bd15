package mapcmd

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Object writes a map file as a JSON object of one field a line, each list
// one element a line, so that a change to the map is a readable diff.
type Object struct {
	b   bytes.Buffer
	n   int
	err error
}

// Field adds the field name with the value v on one line.
func (o *Object) Field(name string, v any) {
	js, err := json.Marshal(v)
	o.key(name, err)
	o.b.Write(js)
}

// List adds the field name with the list items, one element a line.
func List[T any](o *Object, name string, items []T) {
	o.key(name, nil)
	o.b.WriteString("[\n")
	for k, it := range items {
		js, err := json.Marshal(it)
		if err != nil && o.err == nil {
			o.err = err
		}
		o.b.WriteString("  ")
		o.b.Write(js)
		if k < len(items)-1 {
			o.b.WriteString(",")
		}
		o.b.WriteString("\n")
	}
	o.b.WriteString(" ]")
}

func (o *Object) key(name string, err error) {
	if err != nil && o.err == nil {
		o.err = err
	}
	if o.n == 0 {
		o.b.WriteString("{\n")
	} else {
		o.b.WriteString(",\n")
	}
	o.n++
	fmt.Fprintf(&o.b, " %q: ", name)
}

// Bytes closes the object and returns it, or the first error of encoding
// a value.
func (o *Object) Bytes() ([]byte, error) {
	if o.err != nil {
		return nil, o.err
	}
	if o.n == 0 {
		return []byte("{}\n"), nil
	}
	return append(o.b.Bytes(), "\n}\n"...), nil
}
