package dice

import (
	"encoding/json"
	"testing"
)

func TestSameSeedSameRolls(t *testing.T) {
	a, b := New(42), New(42)
	for i := 0; i < 1000; i++ {
		if a.D6() != b.D6() {
			t.Fatalf("roll %d differs", i)
		}
	}
	c := New(43)
	same := 0
	a = New(42)
	for i := 0; i < 100; i++ {
		if a.D6() == c.D6() {
			same++
		}
	}
	if same > 40 {
		t.Fatalf("seeds 42 and 43 agree on %d of 100 rolls", same)
	}
}

func TestD6IsFairEnough(t *testing.T) {
	r := New(7)
	var n [7]int
	const rolls = 60000
	for i := 0; i < rolls; i++ {
		v := r.D6()
		if v < 1 || v > 6 {
			t.Fatalf("roll %d", v)
		}
		n[v]++
	}
	for f := 1; f <= 6; f++ {
		// 10000 expected; 5 sigma is about 456.
		if n[f] < 9500 || n[f] > 10500 {
			t.Fatalf("face %d came up %d times in %d", f, n[f], rolls)
		}
	}
}

func TestStateSurvivesJSON(t *testing.T) {
	r := New(1<<63 + 12345)
	r.D6()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Rand
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back != r {
		t.Fatalf("state %d came back as %d", r.State, back.State)
	}
	for i := 0; i < 10; i++ {
		if r.D6() != back.D6() {
			t.Fatal("restored generator diverged")
		}
	}
}

func TestIntnBounds(t *testing.T) {
	r := New(3)
	for n := 1; n < 50; n++ {
		for i := 0; i < 200; i++ {
			if v := r.Intn(n); v < 0 || v >= n {
				t.Fatalf("Intn(%d) = %d", n, v)
			}
		}
	}
}
