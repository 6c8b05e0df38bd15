package lang

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// verbs lists a text's fmt verbs in order.
var verbRE = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)

func TestCatalogueComplete(t *testing.T) {
	for _, k := range Keys() {
		en, ru := Entry(k)
		if ru == "" || en == "" && !strings.HasPrefix(k, "scn.") {
			t.Errorf("%s: a language is missing (en %q, ru %q)", k, en, ru)
		}
		if strings.HasPrefix(k, "scn.") {
			continue
		}
		ve, vr := verbRE.FindAllString(en, -1), verbRE.FindAllString(ru, -1)
		if strings.Join(ve, " ") != strings.Join(vr, " ") {
			t.Errorf("%s: the languages take different arguments: %v and %v", k, ve, vr)
		}
	}
}

// Every key the client looks up is in the catalogue: in every package of
// the client (the shell, the widgets, each game's client).
func TestEveryKeyUsedExists(t *testing.T) {
	var files []string
	filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") {
			files = append(files, p)
		}
		return err
	})
	re := regexp.MustCompile(`\blang\.T\("([^"]+)"`) // not poltlang.T: its words are its own
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			n++
			if strings.HasSuffix(m[1], ".") {
				continue // a prefix completed at run time; the enums test covers them
			}
			if !Has(m[1]) {
				t.Errorf("%s: lang.T(%q) is not in the catalogue", filepath.Base(f), m[1])
			}
		}
	}
	if n < 100 {
		t.Fatalf("found only %d lookups: is the pattern right?", n)
	}
}
