package redsui

import (
	"slices"

	"tachanka/game/reds"
	"tachanka/render/lang"
)

// The optional removal of garrisons (20.5). The engine offers it in every
// rally step of a side with a garrison on the map, whether or not anything
// would be gained; the client does not stop the player for it. With the
// setting "Ask about removing garrisons" off (the default) it answers
// "keep" for him at once; with it on, the status bar asks, without a
// dialog: a click on a garrison marks it for removal (a second click
// unmarks it), End removes the marked ones, or keeps them all when none is
// marked.

// garrisonsAsked reports the player's garrison decision, asked on the bar.
func (b *boardScene) garrisonsAsked() bool {
	return b.state().Pending.Kind == reds.DecideGarrisons && b.ours() && b.a.Settings.AskGarrisons
}

// keepGarrisons answers the garrison decision "keep" for a person who did
// not ask to be asked; it reports whether it did.
func (b *boardScene) keepGarrisons() bool {
	s := b.state()
	if s.Pending.Kind != reds.DecideGarrisons || !b.ours() || b.a.Settings.AskGarrisons || b.a.Top() != nil {
		return false
	}
	return b.act(reds.Action{Type: reds.ActRemoveGarrisons, Side: s.Pending.Side}, true)
}

// clickGarrison marks or unmarks the player's garrison id for removal; it
// reports whether id is one of the garrisons the decision offers.
func (b *boardScene) clickGarrison(id string) bool {
	if !b.garrisonsAsked() || !slices.Contains(b.state().Pending.Units, id) {
		return false
	}
	if k := slices.Index(b.sel, id); k >= 0 {
		b.sel = slices.Delete(b.sel, k, k+1)
	} else {
		b.sel = append(b.sel, id)
	}
	b.a.Dirty = true
	return true
}

// endGarrisons removes the garrisons marked, or keeps them all.
func (b *boardScene) endGarrisons() {
	s := b.state()
	var ids []string
	for _, id := range b.sel {
		if slices.Contains(s.Pending.Units, id) {
			ids = append(ids, id)
		}
	}
	b.act(reds.Action{Type: reds.ActRemoveGarrisons, Side: s.Pending.Side, Units: ids}, true)
}

// garrisonInstruction is the bar's prompt for the decision.
func (b *boardScene) garrisonInstruction() string {
	n := 0
	for _, id := range b.sel {
		if slices.Contains(b.state().Pending.Units, id) {
			n++
		}
	}
	if n == 0 {
		return lang.T("do.garrisons")
	}
	return lang.T("do.garrisons_marked", n)
}
