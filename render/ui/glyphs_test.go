package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"tachanka/assets"
)

// Issue 22, item 5: every glyph the client draws is in its fonts. The
// client's texts are the string and rune literals of package render and
// below: the language catalogues (render/lang, poltlang, redslang), the
// widgets' marks (the caret, the folder marker, arrows, stars) and every
// label; none may hold a rune the Go fonts lack, which would show as an
// empty box.
func TestEveryGlyphIsInTheFonts(t *testing.T) {
	fset := token.NewFileSet()
	n := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(x ast.Node) bool {
			// Patterns are not drawn (the rules panel's spell ⌊x⌋).
			if c, ok := x.(*ast.CallExpr); ok {
				if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "regexp" {
						return false
					}
				}
			}
			lit, ok := x.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING && lit.Kind != token.CHAR {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Errorf("%s: %v", fset.Position(lit.Pos()), err)
				return true
			}
			n++
			if miss := assets.MissingGlyphs(s); len(miss) > 0 {
				t.Errorf("%s: %q has no glyph for %q", fset.Position(lit.Pos()), s, string(miss))
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{Caret, FolderMark} {
		if miss := assets.MissingGlyphs(s); len(miss) > 0 {
			t.Errorf("the mark %q has no glyph", s)
		}
	}
	if n < 1000 {
		t.Fatalf("only %d texts were found: is the walk in the right place?", n)
	}
}
