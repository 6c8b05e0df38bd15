package mapcmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEmit: the map file is written, checked against itself, found stale
// against another, and drawn from what parse makes of it.
func TestEmit(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "map.json")
	js := []byte("{}\n")
	var drawn string
	draw := func(m string, path string) error { drawn = m + " " + path; return nil }
	parse := func(b []byte) (string, error) { return strings.TrimSpace(string(b)), nil }
	f := Flags{Out: out, Preview: "map.png"}
	if err := Emit(js, f, "make map", parse, draw); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(out); err != nil || string(b) != string(js) {
		t.Fatalf("wrote %q, %v", b, err)
	}
	if drawn != "{} map.png" {
		t.Errorf("drew %q", drawn)
	}
	if err := Emit(js, Flags{Check: out}, "make map", parse, draw); err != nil {
		t.Errorf("checking the same file: %v", err)
	}
	err := Emit([]byte("[]\n"), Flags{Check: out}, "make map", parse, draw)
	if err == nil || !strings.Contains(err.Error(), "stale: run make map") {
		t.Errorf("checking another map: %v", err)
	}
}

// TestObject: one field a line, one list element a line.
func TestObject(t *testing.T) {
	var o Object
	o.Field("name", "Red Russia")
	List(&o, "none", []int(nil))
	List(&o, "areas", []struct{ Code string }{{"MOS"}, {"PET"}})
	o.Field("width", 9140.0)
	js, err := o.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n \"name\": \"Red Russia\",\n \"none\": [\n ],\n \"areas\": [\n  {\"Code\":\"MOS\"},\n  {\"Code\":\"PET\"}\n ],\n \"width\": 9140\n}\n"
	if string(js) != want {
		t.Errorf("got\n%s\nwant\n%s", js, want)
	}
}
