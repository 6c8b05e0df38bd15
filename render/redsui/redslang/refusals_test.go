package redslang

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"tachanka/game/bot"
	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/scenarios"
)

// keyArg is where each of the engine's reason constructors takes its key:
// illegal(rule, key, args...), because(rule, key, args...) and
// sayN(quiet, rule, key, a1...aN).
var keyArg = map[string]int{"illegal": 1, "because": 1, "say1": 2, "say2": 2, "say3": 2}

// refusalTemplates collects the keys of the engine's refusals.
func refusalTemplates(t *testing.T) map[string][]string {
	t.Helper()
	return engineTemplates(t, keyArg, 150)
}

// engineTemplates parses game/reds (not its tests) and collects every key
// given to one of the constructors ctors (each with the index of its key
// argument), with where it is used (file:line). A key that is not a string
// literal, or a call whose number of arguments is not the key's, fails the
// test: the catalogue could not be checked against the first, and vet
// does not check these formats. Fewer than least keys fails it too.
func engineTemplates(t *testing.T, ctors map[string]int, least int) map[string][]string {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "game", "reds")
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
		for _, decl := range file.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil {
				if _, ctor := ctors[fd.Name.Name]; ctor {
					continue // the constructors themselves pass their key on
				}
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fun := call.Fun
				if ix, ok := fun.(*ast.IndexListExpr); ok { // say2[A, B](...)
					fun = ix.X
				} else if ix, ok := fun.(*ast.IndexExpr); ok {
					fun = ix.X
				}
				id, ok := fun.(*ast.Ident)
				if !ok {
					return true
				}
				k, ok := ctors[id.Name]
				if !ok {
					return true
				}
				at := fset.Position(call.Pos())
				where := filepath.Base(at.Filename) + ":" + strconv.Itoa(at.Line)
				if len(call.Args) <= k {
					t.Errorf("%s: %s has no key", where, id.Name)
					return true
				}
				lit, ok := call.Args[k].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					t.Errorf("%s: the key of %s must be a string literal", where, id.Name)
					return true
				}
				key, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				if n := len(call.Args) - k - 1; call.Ellipsis == token.NoPos && n != argCount(key) {
					t.Errorf("%s: %q takes %d arguments, given %d", where, key, argCount(key), n)
				}
				out[key] = append(out[key], where)
				return true
			})
		}
	}
	if len(out) < least {
		t.Fatalf("found only %d templates: is the parsing right?", len(out))
	}
	return out
}

// verbs maps each argument a format uses (from 0) to its verbs, as fmt
// numbers them: in order, or by an explicit index ("%[2]s"), after which
// the count goes on from there.
func verbs(f string) (map[int]string, error) {
	out := map[int]string{}
	next := 0
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		for i < len(f) && strings.IndexByte("+-# 0123456789.", f[i]) >= 0 {
			i++
		}
		if i < len(f) && f[i] == '[' {
			j := strings.IndexByte(f[i:], ']')
			if j < 0 {
				return nil, fmt.Errorf("an unclosed argument index in %q", f)
			}
			n, err := strconv.Atoi(f[i+1 : i+j])
			if err != nil || n < 1 {
				return nil, fmt.Errorf("a bad argument index in %q", f)
			}
			next, i = n-1, i+j+1
			for i < len(f) && strings.IndexByte("+-# 0123456789.", f[i]) >= 0 {
				i++
			}
		}
		if i >= len(f) {
			return nil, fmt.Errorf("%q ends in the middle of a verb", f)
		}
		if f[i] == '%' {
			continue
		}
		if !strings.ContainsRune(out[next], rune(f[i])) {
			out[next] += string(f[i])
		}
		next++
	}
	return out, nil
}

// argCount is the number of arguments a format takes.
func argCount(f string) int {
	vs, err := verbs(f)
	if err != nil {
		return -1
	}
	n := 0
	for k := range vs {
		n = max(n, k+1)
	}
	return n
}

// latin finds English words left in a Russian text.
var latin = regexp.MustCompile(`[A-Za-z]{2,}`)

// Every refusal the engine can give has a Russian text that takes the same
// arguments with the same verbs and leaves no English; every Russian text
// belongs to a refusal the engine still gives.
func TestRefusalsCatalogueMatchesTheEngine(t *testing.T) {
	checkCatalogue(t, "refusal", refusalTemplates(t), refusals)
}

// checkCatalogue checks a catalogue of Russian texts against the keys the
// engine uses: every key has a Russian text that takes the same arguments
// with the same verbs and leaves no English, and every Russian text
// belongs to a key the engine still uses.
func checkCatalogue(t *testing.T, what string, used map[string][]string, cat map[string]string) {
	t.Helper()
	var keys []string
	for k := range used {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ru, ok := cat[k]
		if !ok {
			t.Errorf("no Russian for the %s %q (%s)", what, k, strings.Join(used[k], ", "))
			continue
		}
		ve, err := verbs(k)
		if err != nil {
			t.Errorf("English: %v", err)
			continue
		}
		vr, err := verbs(ru)
		if err != nil {
			t.Errorf("Russian: %v", err)
			continue
		}
		if fmt.Sprint(ve) != fmt.Sprint(vr) {
			t.Errorf("%q: the Russian takes other arguments: %v, want %v (%q)", k, vr, ve, ru)
		}
		// Rendered with stand-ins, the text is well formed and all Russian.
		args := make([]any, argCount(k))
		for i := range args {
			if strings.ContainsAny(ve[i], "d") {
				args[i] = 7
			} else {
				args[i] = "1513"
			}
		}
		if got := fmt.Sprintf(ru, args...); strings.Contains(got, "%!") {
			t.Errorf("%q: the Russian does not format: %q", k, got)
		}
		if w := latin.FindString(ru); w != "" {
			t.Errorf("%q: the Russian %q has English in it (%q)", k, ru, w)
		}
	}
	for k := range cat {
		if _, ok := used[k]; !ok {
			t.Errorf("the Russian for %q translates a %s the engine no longer gives", k, what)
		}
	}
	t.Logf("%d %s templates", len(keys), what)
}

func TestRefusalSaysANestedReasonInRussian(t *testing.T) {
	h := hex.MustParse("1513")
	err := &reds.RuleError{Rule: "10.6", Key: "cannot enter %v: %s", Args: []any{h,
		reds.Reason{Rule: "10.6", Key: "entering %v costs %d MP and only %d remain", Args: []any{h, 2, 1}}}}
	lang.Set(lang.RU)
	defer lang.Set(lang.EN)
	if got, want := Refusal(err), "нельзя войти в 1513: вход в 1513 стоит 2 ОД, а осталось только 1 (правило 10.6)"; got != want {
		t.Errorf("Russian: %q, want %q", got, want)
	}
	typed := &reds.RuleError{Rule: "9.3", Key: "only one %s of each player may stand in a hex", Args: []any{reds.ArmoredTrain}}
	if got, want := Refusal(typed), "у каждого игрока в гексе может стоять только одна часть этого типа: бронепоезд (правило 9.3)"; got != want {
		t.Errorf("an enumeration argument: %q, want %q", got, want)
	}
	other := fmt.Errorf("disk full")
	if got := Refusal(other); got != "disk full" {
		t.Errorf("another error: %q", got)
	}
	lang.Set(lang.EN)
	if got := Refusal(err); got != err.Error() || got != "cannot enter 1513: entering 1513 costs 2 MP and only 1 remain (rule 10.6)" {
		t.Errorf("English: %q", got)
	}
}

// stringArgs lists the text arguments of a refusal and of the reasons in
// it: unit names and ids, which stay as they are in every language.
func stringArgs(args []any) []string {
	var out []string
	for _, a := range args {
		switch v := a.(type) {
		case string:
			out = append(out, v)
		case reds.Reason:
			out = append(out, stringArgs(v.Args)...)
		}
	}
	return out
}

// Real refusals of the engine, on a position of the campaign reached by
// random play, say themselves in Russian with no English left but the
// units' names, and in English exactly as the engine's errors.
func TestRealRefusalsInRussian(t *testing.T) {
	scn, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(3)
	m := bot.Match{Red: bot.NewRandom(3), White: bot.NewRandom(4), MaxActions: 200,
		Until: func(s *reds.State) bool { return s.Pending.Kind == reds.DecideMovement && len(s.Actors()) > 0 }}
	if _, err := m.Play(g, nil); err != nil {
		t.Fatal(err)
	}
	s := g.State
	if s.Pending.Kind != reds.DecideMovement {
		t.Fatalf("random play did not reach a movement step: %v", s.Pending)
	}
	side := s.Pending.Side
	actors := s.Actors()
	first := actors[0]
	i, _ := s.UnitByID(first)
	from := s.Units[i].Hex
	var enemy string
	for j, u := range s.Units {
		if u.Where == reds.OnMap && s.SideOf(j) == side.Enemy() {
			enemy = u.ID
			break
		}
	}
	tries := []reds.Action{
		{Type: reds.ActMove, Side: side.Enemy(), Units: []string{first}, Path: []hex.Hex{from, from.Neighbor(0)}},
		{Type: reds.ActRetreat, Side: side},
		{Type: reds.ActMove, Side: side, Units: []string{"nobody"}},
		{Type: reds.ActMove, Side: side, Units: []string{first}, Path: []hex.Hex{from}},
		{Type: reds.ActMove, Side: side, Units: []string{first, first}, Path: []hex.Hex{from, from.Neighbor(0)}},
		{Type: reds.ActMove, Side: side, Units: []string{enemy}, Path: []hex.Hex{from, from.Neighbor(0)}},
		{Type: reds.ActMove, Side: side, Units: []string{first}, Path: []hex.Hex{from, from.Neighbor(0).Neighbor(0)}},
		{Type: reds.ActGarrison, Side: side},
		{Type: reds.ActRaid, Side: side, Units: []string{first}},
		{Type: reds.ActLanding, Side: side, Units: []string{first}, Path: []hex.Hex{from, from.Neighbor(1)}},
	}
	// Long moves every way: out of MP, into the enemy, off the map, into
	// the sea, out of the leashes.
	for d := 0; d < 6; d++ {
		for n := 2; n <= 12; n += 2 {
			to := from
			for k := 0; k < n; k++ {
				to = to.Neighbor(hex.Direction(d))
			}
			for _, set := range [][]string{{first}, actors} {
				tries = append(tries, reds.Action{Type: reds.ActMove, Side: side, Units: set, Path: hex.Line(from, to)})
			}
		}
	}
	keys := map[string]bool{}
	nested := 0
	for _, a := range tries {
		_, err := reds.Apply(s.Clone(), a)
		re, ok := err.(*reds.RuleError)
		if !ok {
			continue
		}
		keys[re.Key] = true
		lang.Set(lang.EN)
		if got := Refusal(err); got != err.Error() {
			t.Errorf("%v: English %q, the engine says %q", a, got, err.Error())
		}
		lang.Set(lang.RU)
		ru := Refusal(err)
		lang.Set(lang.EN)
		t.Logf("%s\n    %s", err.Error(), ru)
		rest := ru
		for _, name := range stringArgs(re.Args) {
			rest = strings.ReplaceAll(rest, name, "")
		}
		if w := latin.FindString(rest); w != "" || !strings.Contains(ru, "правило "+re.Rule) && re.Rule != "" {
			t.Errorf("%v: %q is not all Russian (%q); English %q", a, ru, w, err.Error())
		}
		for _, arg := range re.Args {
			if _, ok := arg.(reds.Reason); ok {
				nested++
			}
		}
	}
	if len(keys) < 8 || nested == 0 {
		t.Fatalf("only %d kinds of refusal (%d nested): the sample is too thin: %v", len(keys), nested, keys)
	}
	t.Logf("%d kinds of refusal, %d nested", len(keys), nested)
}
