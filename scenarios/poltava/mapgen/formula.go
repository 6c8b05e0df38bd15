package main

import (
	"fmt"
	"strconv"
	"strings"
)

// The edges of the areas in DATA.md c.2 are formulas such as
// "32 - round(7*(r - 20)/6)". They are evaluated here exactly, in fractions,
// so that round (which rounds halves up) never meets a 3.4999... .
//
// Grammar: expr = term {("+"|"-") term}; term = unary {("*"|"/") unary};
// unary = ["-"] atom; atom = integer | variable | "round(" expr ")" | "(" expr ")".

// frac is num/den with den > 0, in lowest terms.
type frac struct{ num, den int64 }

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func mk(num, den int64) frac {
	if den < 0 {
		num, den = -num, -den
	}
	g := gcd(num, den)
	if g == 0 {
		g = 1
	}
	return frac{num / g, den / g}
}

func (a frac) add(b frac) frac { return mk(a.num*b.den+b.num*a.den, a.den*b.den) }
func (a frac) sub(b frac) frac { return mk(a.num*b.den-b.num*a.den, a.den*b.den) }
func (a frac) mul(b frac) frac { return mk(a.num*b.num, a.den*b.den) }

// floor is the largest integer not above a.
func (a frac) floor() int64 {
	q := a.num / a.den
	if a.num%a.den != 0 && a.num < 0 {
		q--
	}
	return q
}

// round rounds halves up: floor(a + 1/2).
func (a frac) round() frac { return frac{a.add(frac{1, 2}).floor(), 1} }

type parser struct {
	toks []string
	pos  int
	vars map[string]int64
}

func tokenize(s string) ([]string, error) {
	var toks []string
	for i := 0; i < len(s); {
		ch := s[i]
		switch {
		case ch == ' ':
			i++
		case strings.ContainsRune("+-*/()", rune(ch)):
			toks = append(toks, string(ch))
			i++
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		case ch >= 'a' && ch <= 'z':
			j := i
			for j < len(s) && s[j] >= 'a' && s[j] <= 'z' {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		default:
			return nil, fmt.Errorf("formula %q: unexpected %q", s, ch)
		}
	}
	return toks, nil
}

func (p *parser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func (p *parser) next() string { t := p.peek(); p.pos++; return t }

func (p *parser) expect(t string) error {
	if got := p.next(); got != t {
		return fmt.Errorf("want %q, got %q", t, got)
	}
	return nil
}

func (p *parser) expr() (frac, error) {
	v, err := p.term()
	if err != nil {
		return v, err
	}
	for p.peek() == "+" || p.peek() == "-" {
		op := p.next()
		w, err := p.term()
		if err != nil {
			return v, err
		}
		if op == "+" {
			v = v.add(w)
		} else {
			v = v.sub(w)
		}
	}
	return v, nil
}

func (p *parser) term() (frac, error) {
	v, err := p.unary()
	if err != nil {
		return v, err
	}
	for p.peek() == "*" || p.peek() == "/" {
		op := p.next()
		w, err := p.unary()
		if err != nil {
			return v, err
		}
		if op == "*" {
			v = v.mul(w)
		} else {
			if w.num == 0 {
				return v, fmt.Errorf("division by zero")
			}
			v = v.mul(mk(w.den, w.num))
		}
	}
	return v, nil
}

func (p *parser) unary() (frac, error) {
	if p.peek() == "-" {
		p.next()
		v, err := p.atom()
		return mk(-v.num, v.den), err
	}
	return p.atom()
}

func (p *parser) atom() (frac, error) {
	t := p.next()
	switch {
	case t == "(":
		v, err := p.expr()
		if err != nil {
			return v, err
		}
		return v, p.expect(")")
	case t == "round":
		if err := p.expect("("); err != nil {
			return frac{}, err
		}
		v, err := p.expr()
		if err != nil {
			return v, err
		}
		return v.round(), p.expect(")")
	case t != "" && t[0] >= '0' && t[0] <= '9':
		n, err := strconv.ParseInt(t, 10, 64)
		return frac{n, 1}, err
	case t != "" && t[0] >= 'a' && t[0] <= 'z':
		v, ok := p.vars[t]
		if !ok {
			return frac{}, fmt.Errorf("unknown variable %q", t)
		}
		return frac{v, 1}, nil
	}
	return frac{}, fmt.Errorf("unexpected %q", t)
}

// evalInt evaluates a formula whose value must be a whole number.
func evalInt(s string, vars map[string]int64) (int64, error) {
	toks, err := tokenize(s)
	if err != nil {
		return 0, err
	}
	p := &parser{toks: toks, vars: vars}
	v, err := p.expr()
	if err == nil && p.pos != len(toks) {
		err = fmt.Errorf("trailing %q", p.peek())
	}
	if err != nil {
		return 0, fmt.Errorf("formula %q: %w", s, err)
	}
	if v.den != 1 {
		return 0, fmt.Errorf("formula %q with %v gives %d/%d, not a whole number", s, vars, v.num, v.den)
	}
	return v.num, nil
}
