// The engine of SPI's Russian Civil War, built like the other games: State
// is plain data saved as JSON (state.go, file.go); Apply is the only way a
// game changes, with one guard (is this the pending decision and this
// player's, or politics any player may do at a checkpoint) and a table of
// handlers (engine.go); Legal lists every action Apply accepts (legal.go);
// CheckInvariants checks a whole state (invariant.go). Tests are named by
// rule number.
//
// Built so far: the set-up of 15.0 (the seeded deal, the trading session
// as structured offers, the deployment, the first sequencing draw), the
// sequence of play of 4.2 with trades at checkpoints (4.3), movement (5.0)
// and stacking (7.0), and the Randomizer draw (12.13). The Random Events
// Phase, the Combat Phase, replacement and the victory check pass with an
// EvNotBuilt event naming their rule.
//
// Decisions where RULES and DATA are silent (each also beside its code):
//   - Every state Apply returns is a checkpoint (4.3): actions are complete
//     actions. Trade offers are made, accepted, declined or withdrawn by
//     any player at any checkpoint after the deal, the Interphase included;
//     an open offer does not stop play, and lapses at the end of the
//     Player-Turn (and of the trading session).
//   - Non-asterisked leaders set up in one stack per player and province
//     (15.54 allows it; the owner may merge or split them in his Movement
//     Phase).
//   - Player A draws in every Player-Turn Sequencing Segment, as in 15.62.
//   - A detached combat unit forms a stack of its own in its province,
//     under its player's marker (7.24); a drop-off on the way forms one new
//     stack of everything dropped in that province; a moving force ends as
//     a stack of its own (7.15).
//   - The Czar's passage (13.23), the Gold's Green attachments (13.26,
//     5.27 Ruling), the Czechs' exit (5.66) and the assassination between
//     two provinces of a move (4.3) are not built yet: Imperial units only
//     move with their leader.
package rcw
