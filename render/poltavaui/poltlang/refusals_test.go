package poltlang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// engineRefusals collects the format keys of every refuse(rule, key, ...)
// call in game/poltava (not its tests), with where each is used. A key
// that is not a string literal fails the test: the catalogue could not be
// checked against it.
func engineRefusals(t *testing.T) map[string][]string {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "game", "poltava")
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no engine sources in %s: %v", dir, err)
	}
	fset := token.NewFileSet()
	out := map[string][]string{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "refuse" || len(call.Args) < 2 {
				return true
			}
			lit, ok := call.Args[1].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				if id, ok := call.Args[1].(*ast.Ident); ok && id.Name == "key" {
					return true // refuse itself passes its key on
				}
				t.Errorf("%s: a refusal's key is not a string literal", fset.Position(call.Pos()))
				return true
			}
			key, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			out[key] = append(out[key], fset.Position(call.Pos()).String())
			return true
		})
	}
	if len(out) < 100 {
		t.Fatalf("only %d refusal keys found in the engine", len(out))
	}
	return out
}

// Every refusal of the engine has its Russian words, with the same verbs
// in the same order, and the catalogue holds no key the engine no longer
// uses.
func TestRefusalsCatalogueMatchesTheEngine(t *testing.T) {
	keys := engineRefusals(t)
	var missing []string
	for k := range keys {
		ru, ok := refusals[k]
		if !ok {
			missing = append(missing, strconv.Quote(k)+": \"\",")
			continue
		}
		if verbs(ru) != verbs(k) {
			t.Errorf("%q: the Russian %q has verbs %q, the English %q", k, ru, verbs(ru), verbs(k))
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d refusals have no Russian words:\n%s", len(missing), strings.Join(missing, "\n"))
	}
	for k := range refusals {
		if _, ok := keys[k]; !ok {
			t.Errorf("the catalogue has %q, which the engine no longer says", k)
		}
	}
}

// verbs are a format's verbs in order.
func verbs(f string) string {
	var out []string
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			continue
		}
		for i < len(f) && strings.ContainsRune("+-# 0123456789.[]", rune(f[i])) {
			i++
		}
		if i < len(f) {
			out = append(out, "%"+string(f[i]))
		}
	}
	return strings.Join(out, " ")
}
