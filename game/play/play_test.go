package play

import "testing"

var twoSeats = &Game{ID: "g", Seats: []Seat{{Name: "a"}, {Name: "b"}}, Levels: []string{"normal", "quick"}}

var sixSeats = &Game{ID: "six", Seats: []Seat{{Name: "a"}, {Name: "b"}, {Name: "c"}, {Name: "d"}, {Name: "e"}, {Name: "f"}}, MinSeats: 3, Levels: []string{"normal"}}

func TestParseSeatingOverDefaults(t *testing.T) {
	got, err := twoSeats.ParseSeating([]string{"b=quick"}, Seating{"a": Human, "b": Human})
	if err != nil || got["a"] != Human || got["b"] != "quick" {
		t.Fatalf("%v %v", got, err)
	}
	if got, err := twoSeats.ParseSeating([]string{"a=bot", "b=random"}, nil); err != nil || got["a"] != Bot || got["b"] != Random {
		t.Fatalf("%v %v", got, err)
	}
}

func TestParseSeatingRefusesWhatNoSeatTakes(t *testing.T) {
	for _, vs := range [][]string{
		{"c=bot", "a=bot", "b=bot"}, // no such seat
		{"a=wizard", "b=bot"},       // no such kind
		{"a", "b=bot"},              // no kind
		{"=bot", "b=bot"},           // no name
		{"a=bot", "a=human", "b=bot"},
		{"a=bot"}, // b left empty: every seat must be filled
	} {
		if got, err := twoSeats.ParseSeating(vs, nil); err == nil {
			t.Errorf("%v accepted: %v", vs, got)
		}
	}
}

// A game of three to six players needs three seats filled, not six.
func TestParseSeatingFillsAtLeastMinSeats(t *testing.T) {
	if _, err := sixSeats.ParseSeating([]string{"a=human", "c=bot", "f=random"}, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := sixSeats.ParseSeating([]string{"a=human", "c=bot"}, nil); err == nil {
		t.Fatal("two of six seats accepted; three are needed")
	}
}
