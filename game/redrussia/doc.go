// Package redrussia is Avalanche Press's Red Russia (design William
// Sariego): Red against three White factions on an area map of summer 1918
// to spring 1921, with money and manpower, event cards, secret attack
// levels, sieges and the One Russia Index. The rules are numbered as the
// rulebook's (/work/shared/redrussia/RULES.md, copied for the client in
// time); the data brief is DATA.md.
//
// The package holds the game's data, each file with a strict loader and
// the load checks of the data brief (o.1):
//
//   - map.go: the area map (123 areas, 221 routes, sea zones, the Caspian,
//     holding boxes), generated from real geography by
//     scenarios/redrussia/mapgen (scenarios/redrussia/MAP.md);
//   - counters.go, leaders.go, tables*.go, cards*.go: the counter mix, the
//     leaders, the charts and the 54 event cards (Components;
//     scenarios/redrussia/NOTES.md says what each designed value rests on).
//
// On them stands the engine, a pure state machine shaped like the other
// games' (game/reds, game/poltava, game/rcw): State is plain data saved as
// it is (state.go); Apply checks an action against the pending decision,
// the one guard, and runs its handler from a table on a copy (engine.go);
// Legal lists exactly what Apply accepts; every die comes from the state's
// seeded generator; events name their rules; CheckInvariants checks a
// whole state (invariant.go).
//
//   - setup.go: 3.0 and 20.0 for 2, 3 and 4 players: the Czech Legion
//     choice, the random draws by type, the Whites placing one piece at a
//     time in turn then Red, the initial reductions, the minors' and the
//     Western Allies' pieces (the fixed fleets and the cup), the deal;
//   - turn.go: the turn's start (the iron-cross zone's return, 11.0), the
//     card phase (4.1, 14.4, 14.5, 14.8) and the purchase phase (4.2:
//     arrivals 5.2, the minors' repairs and builds 12.42: the neutral
//     minors' at random, the controlled minors' by their controllers'
//     choice (DecideRefit), purchases 5.3, repairs 5.4, the Tsarist Gold
//     15.1);
//   - sequence.go: the turn's spine after the purchase phase;
//     initiative.go: the initiative phase (4.4, 10.81);
//   - actionsteps.go: the three steps of a faction's action phase, with
//     the card windows W1, W3, W7, W9 between them and W2 after each move;
//   - windows.go: card windows (14.2): the start-of-phase windows (the
//     play-immediately cards first, 14.2(a)1) and the action windows,
//     priority (14.2(c)), the players' stops (B.3), OpenWindow for the
//     combat engine's W4-W6 and W8;
//   - play.go, cardconditions.go: playing a card (14.2, 14.6, 14.7) and
//     its conditions; cardeffects*.go, partisans.go, raids.go, famine.go,
//     cardrail.go, cardpoland.go: the effects (14.6, 15.2, 15.3, 19.2,
//     19.3, 10.6, 13.52, 13.53); effects that last, or that battles read,
//     are State.InForce with their expiry (14.2(e), cardeffects_force.go).
//
// Decisions where the rules are silent are written beside the code they
// shape, citing the rule. Among them:
//
//   - Players and seats (1.2): with three players the South and the
//     North/Asian factions share a player, whose seat is the
//     North/Asian's (the first of his factions in seat order); decisions
//     are taken by a faction, and the engine finds its player's hand.
//   - The deal (3.0 step 12) goes one card at a time clockwise from Red's
//     left until every hand is full; a White player "chosen at random" in
//     step 9 is a White faction drawn with the game's generator.
//   - The Sea of Japan fleet is placed before the cup's pieces are (3.0
//     step 11); an arriving piece with no area to arrive in waits for the
//     next turn (5.2), as a unit does.
//   - The card phase's discards are one action naming any set of cards;
//     Legal lists discarding nothing, each card alone and all the cards the
//     player may discard (a play-immediately card he can play may not be,
//     14.71).
//   - Card windows (14.2, B.3): the engine keeps each player's stops
//     (defaults B.3's) and asks a player at a window only when it is one of
//     his stops, whatever he holds, so being asked reveals nothing; a
//     player not asked passes. Play-immediately cards are played whatever
//     the stops. A start-of-phase window of a phase no card names is not
//     opened. Passing is one action (ActPass).
//   - A card's choices are asked one target at a time (DecideCardTarget);
//     "up to" effects may stop early (a target with N -1).
package redrussia
