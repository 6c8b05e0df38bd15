package rcwbot

import "tachanka/game/rcw"

// Entry is one line of the Attack Priority Table (b.5): units of colour
// By that the bot controls attack units of colour On.
type Entry struct {
	By, On rcw.Colour
}

const (
	red   = rcw.Red
	white = rcw.White
	blue  = rcw.Blue
	green = rcw.Green
)

// aptRows are the APT's entries by class, priority I, then II, then III,
// each in the order listed (b.5 and its Rulings).
var aptRows = map[Class][]Entry{
	WhiteClass: {
		{blue, red}, {green, red}, {white, red}, {red, green}, // I
		{white, green}, {red, blue}, // II
		{green, white}, {red, white}, // III
	},
	RedClass: {
		{green, white}, {red, white}, {red, blue}, {white, green}, // I
		{red, green}, {blue, red}, // II
		{green, red}, {white, red}, // III
	},
	Undecided: {
		{red, blue},                                                // I
		{red, green}, {white, green}, {green, red}, {green, white}, // II
		{red, white}, {white, red}, {blue, red}, // III
	},
}

// vstEntries are every attack the rules allow, for the VST (b.6: any of
// its units; the APT is not used).
var vstEntries = []Entry{
	{red, white}, {red, blue}, {red, green}, {white, red}, {white, green},
	{blue, red}, {green, red}, {green, white},
}

// entries are the attacks the bot tries this Player-Turn, in order.
func entries(st Strategy, class Class) []Entry {
	if st.Entries != nil {
		return st.Entries
	}
	if st.Roll == 6 {
		return vstEntries
	}
	return aptRows[class]
}

// entryIndex is the place of an attack by colour by on colour on in the
// list, or -1.
func entryIndex(list []Entry, by, on rcw.Colour) int {
	for i, e := range list {
		if e.By == by && e.On == on {
			return i
		}
	}
	return -1
}
