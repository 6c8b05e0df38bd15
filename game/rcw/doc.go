// The engine of SPI's Russian Civil War, built like the other games: State
// is plain data saved as JSON (state.go, file.go); Apply is the only way a
// game changes, with one guard (is this the pending decision and this
// player's, or politics any player may do at a checkpoint) and a table of
// handlers (engine.go); Legal lists every action Apply accepts (legal.go);
// CheckInvariants checks a whole state (invariant.go). Tests are named by
// rule number.
//
// Built so far: the solitaire game (18.0-28.0, below); the postal game
// (17.0, below); the set-up of 15.0 (the seeded deal, the trading session
// as structured offers, the deployment, the first sequencing draw), the
// sequence of play of 4.2 with trades at checkpoints (4.3), movement (5.0)
// and stacking (7.0), the Random Events Phase (12.0-12.2: epidemics,
// Subversive Attacks Doubled, the draw), combat and subversive attack
// (8.0-8.5, combat.go), the Randomizer draw (12.13), replacement (9.0,
// replace.go), victory (14.1 with the condition 3 vote, the Turn
// Record Track 14.3, the VP schedule and chart 14.4-14.5, victory.go),
// assassination (10.0-10.2, assassin.go), the Central Committee (11.1,
// committee.go), purges, individual and collective (with the division
// agreement, collective.go), and their counterpurges (11.0, 11.2, 11.3,
// purge.go), and the PM that Lenin's or Trotsky's controller loses when
// he is eliminated (11.32), the Imperial units (13.0, imperial.go,
// capture.go, execution.go: attachment and transfer, the Czar's and the
// Gold's places, Green units under the Gold, the Czar's passage,
// emigration, capture after combat, execution orders), the Czechs' exit
// (5.66) and quitting (14.2, quit.go). The CRT, the Purge Table and the
// Random Events Table are data (tables.go, tables-rcw.json, NOTES.md).
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
//   - Imperial units are attached with ActAttach naming the unit and a
//     leader (Red, White) or a Blue or Green stack (Target), on the way with
//     a Pickup, and left with ActDetach or a Drop; one left alone is
//     uncontrolled (13.42). One that has moved this phase is attached by no
//     one (13.15, read for every force, so that a dropped Imperial unit is
//     not carried on by a second force). A Blue or Green force takes its
//     stack's Imperial units by naming them in the move.
//   - The rules that act "at once" (13.26 Rulings, 13.29, 13.42) are one
//     pass after every action (settle): a leader's units beyond its places
//     are unattached, those attached last first (13.29's "the owner
//     chooses" is not asked); a Green unit off its Gold leader forms one
//     stack per province under its marker's holder.
//   - The "Hot Knife Through Butter" (5.27 Ruling): a step's Release are
//     units dropped after the stop test, as the force leaves the province;
//     Green units dropped with a Drop are there before the test and stop
//     the force.
//   - A capture (13.41) is a decision of the other side's player after the
//     result (and after an Exchange's loss choice): ActCapture per Imperial
//     unit, ActPass to leave the rest.
//   - Consents to an execution order (ActExecute) are politics at any
//     checkpoint of the Player-Turns; they lapse when an order is given and
//     when the Game-Turn ends. The order waits for the Czar's controller
//     (ActAgree: comply; ActRefuse), then play resumes.
//   - A player leaves (ActQuit) at any checkpoint after the trading
//     session; the engine answers the decisions that later fall to him
//     (quit.go); the first player still playing deals and draws the order.
//   - The assassination between two provinces of a move (4.3) is not
//     offered: actions are whole moves.
//   - The Random Events Phase needs no decision: the engine rolls both dice
//     when the phase begins; a Draw that allows a redraw (12.13) waits for
//     the Phasing Player, then the Movement Phase follows.
//   - An attack names its defending stack and whole attacking stacks
//     (7.32); a stack that attacked (normally or subversively) may not
//     attack again, a stack attacked may not be attacked again (8.25
//     Ruling), tracked by stack for the Combat Phase.
//   - An Exchange's partial losses are chosen by the losing side's player
//     (the attacker for an uncontrolled defender, 8.46) among the minimal
//     sets of 8.43 Ruling; when only one set will do, the engine takes it
//     without asking. The choice is a decision of its own (DecideLosses),
//     which may fall to a player who is not phasing.
//   - A stack left with only Imperial units after combat or an epidemic
//     loses its control marker (13.42).
//   - Subversive Attacks Doubled lasts to the end of the Player-Turn in
//     which it was rolled (12.12); a leader's LV is doubled with its units
//     ("every Red unit").
//   - Lenin's and Trotsky's deaths (9.14) are recorded by the Game-Turn in
//     which they happen; the Replacement Segment of that Game-Turn is the
//     first after them.
//   - Eliminated Red and White combat units lose their player (7.24); an
//     eliminated leader keeps its letter for the record.
//   - 14.1: the engine counts actions; a condition that holds after an
//     action records that action if it did not hold before; at the check,
//     the later decides, condition 1 on a tie. Condition 3 is asked only
//     when the PM held by all players reach 10; holders answer in the
//     Game-Turn's Player-Turn order.
//   - An assassination attempt (ActAssassinate: the target and the number
//     of AM) is the Phasing Player's at any checkpoint of his Player-Turn
//     where the game waits for him (a move, an attack, a draw or redraw);
//     not while a loss choice of an Exchange is pending (the attack is not
//     complete, 4.3 Ruling), and not yet between two provinces of a move.
//     The 2d6 are rolled by the engine; the event names the target, its
//     controller, the dice and the outcome.
//   - 10.23: "the player who controls the target" is the leader's player
//     (7.24) at the moment of the attempt.
//   - Legal lists attempts with one AM and with all the AM held, on every
//     leader sharing a province with another leader of the Phasing
//     Player's; the random games treat them like trades (now and then).
//   - 11.32 applies to every elimination of Lenin or Trotsky (combat,
//     epidemic, assassination): the leader's player at that moment puts
//     one PM into the Aux cup, if he holds one.
//   - The Central Committee is State.CC. A player proposes a membership
//     naming himself (ActCommittee); when every player named has proposed
//     the same one and they hold 8 PM, they are the CC (11.11: "accept one
//     another"). While a CC exists a proposal must name all its members
//     (joining needs every member's consent, 11.1 Ruling). Proposals stand
//     until made again or until the CC they leave out forms. After every
//     action the engine dissolves a CC holding fewer than 8 PM and, when
//     there is none, makes a player holding 8 PM a CC by himself (11.11),
//     who cannot withdraw from it. Proposals and withdrawals are politics
//     at any checkpoint after the trading session (the Interphase too);
//     purges only in the Player-Turn series (4.3 Ruling).
//   - A purge (ActPurge, a member and his target) is declared at a
//     checkpoint where the game waits for the Phasing Player's move,
//     attack, draw or redraw, whoever's Player-Turn it is; the engine
//     rolls at once. While it is resolved (State.Purge), every other
//     action is refused (4.3), trades included; then the pending decision
//     resumes.
//   - After a "C", the player it favours counterpurges (ActCounterpurge)
//     or not (ActPass): declining ends the chain; no number result, no
//     effect (11.26). Whoever obtains a number result takes (ActTake:
//     Red leaders of the other player on the map and PM, LV + 2 per PM at
//     most the points, 11.21, 11.22); less or nothing may be taken, the
//     rest is lost, and the engine skips the take when nothing fits.
//   - Leaders taken from one stack form one new stack of the taker in
//     the province with their attached units and Imperial units (11.21);
//     the new stack inherits the old one's attacked/attacking status in
//     the Combat Phase; a stack left with Imperial units only becomes
//     uncontrolled (13.42). 11.13's "one purge per Game-Turn" is reset
//     when the Game-Turn begins (the sequencing draw).
//   - A collective purge: each member agrees by ActPurge with the target
//     and the division list (Letters); when every member of the present
//     CC has made the same agreement, the CC rolls with all their
//     strength, and all of them have taken part in a purge (11.13). An
//     agreement lapses when the CC changes or the Game-Turn ends. The
//     points are allotted by the list cyclically; participants choose in
//     the order of their first place in the list; the engine refuses a
//     take after which fewer points would be used than the remaining
//     participants could still use (11.23 Ruling), and passes over those
//     who can use nothing. After a "C" the purged player counterpurges
//     one member he names (To, 11.24); the chain then runs between those
//     two, without the division (11.27).
//   - A Purge Strength below 1 reads the first column of the Purge Table.
//   - Legal lists representative takes (nothing, each leader that fits,
//     one PM) and proposals (each player joining the CC, or a pair forming
//     one); the random games treat proposals as politics and make an
//     assassination or a purge now and then; TestRandomPurges starts
//     games with a CC.
//   - The VP Chart totals (State.Score) are recomputed after every action,
//     and the invariant checker recounts them.
//   - The Turn Record Track's months: Game-Turn n begins five months after
//     Game-Turn n-1, from June 1918 (DATA.md e); the event of a new
//     Game-Turn names its box and months.
//
// The solitaire game (18.0-28.0; solo.go and the solo*.go files) is the
// same State with Solo set: NewSolitaire deploys (27.0) and Start seeds
// it, computes the non-Red paths and plays to the Red player's first
// decision. The engine plays the non-Red Player-Turn inside its advance
// loop (soloStep) with its own dice, emitting an event for every path,
// move, stop, stack, attack, loss, capture and draw. Decisions where the
// rules are silent:
//   - Two seats: Player A is Red; Player B is the non-Red side, owns the
//     White leaders and stacks and receives every control marker
//     (20.12); no decision of B's is ever pending, and Apply refuses any
//     action of B's, trades, assassinations, purges and the CC (18.0).
//     Every PM and AM is out of the game (in Gone, 20.11, 27.2). The Red
//     leaders off the map are the pool of 24.0, in Player A's hand.
//   - The twelve phases of 19.2: the Stacking and Red Leader
//     Determination Phases are phases of their own (PhaseStacking,
//     PhaseLeaders); the Replacement Phase, the victory check of 28.0 and
//     the Game-Turn Indication end the Game-Turn; there is no sequencing
//     draw (27.31).
//   - A redraw 12.13 allows is made at once, by either side (20.0 Ruling:
//     "is made"), so the Red player is never asked.
//   - Tied paths (21.22) and tied weakest targets (23.11) are chosen
//     uniformly by the generator, which stands in for the die. A force's
//     lowest unit identity number (21.11 Ruling) counts its leaders and
//     combat units. A force that meets a province it may not enter (21.25)
//     stops short of it; a Blue or Green force carries the Imperial units
//     of its stack.
//   - Stacking (22.0): the Czar and the Gold each give two places (13.22,
//     13.25, White units only) to the lowest-numbered leader of the stack
//     that holds them; an uncontrolled Imperial unit goes with the first,
//     strongest stack formed. "Uncontrolled" Imperial units are those
//     alone or in an uncontrolled non-Red stack: one with an uncontrolled
//     Red unit (the Czar with RU2 in EKAT) is taken only by combat. White
//     units no leader can carry stay unattached, one stack per controller.
//   - Combat (23.0): the provinces in alphabetical order; in each, the
//     rule (23.11, else 23.12) is fixed at its first attack, then attacks
//     are made one at a time by the groups that have not attacked, each on
//     the weakest stack not yet attacked, at 1:1 or better (a group that
//     cannot attack at 1:1 makes none). When the non-Red side chooses an
//     uncontrolled Red stack's Exchange losses (8.46), it takes the minimal
//     set of the greatest strength. Of equal units 23.16 takes the lower
//     number first.
//   - Capture after a non-Red attack (23.0 Ruling) and the Czar's capacity
//     and passage (13.22, 13.23) are small versions marked "solitaire:
//     13.x" for the Imperial rules of 13.0.
//   - 24.0: a leader placed on a unit forms a new stack in its province
//     with the units it attaches (the one named and the others of that
//     stack listed, within its LV); one placed alone forms a stack of its
//     own. Red may place fewer than allowed (ActEndPhase). Legal lists, per
//     pool leader, each unattached Red unit with the strongest others of
//     its stack, and alone in each province holding Red units; Apply
//     accepts any province. Skipped phases (24.16, 24.17): each death names
//     a phase (the same Game-Turn's after the non-Red Combat Phase, the
//     next's after the Red one); both in one Game-Turn also skip the phase
//     after the earlier named.
//   - 26.0: "stacked with the Czar" is a Red leader in the Czar's
//     province while the Czar is alone or in a Red stack; a Czar in a
//     White, Blue or Green stack must be taken in combat first. The
//     executed Czar is Removed (no VP section).
//   - 28.0: the Outcome's Winner is Red, White (for the non-Red side) or
//     NoColour (a draw), Condition 28; Solo.Result names the level.
//
// The postal game (17.0; postal.go and the postal*.go files) is the same
// State with Postal set (scenario mode "postal"): the deal and the trading
// session as in 15.0, then Game-Turns of two negotiation periods
// (PhaseFirstOrders, PhaseSecondOrders). In each, every player still
// playing is waiting (DecideOrders, Waiting): he submits his Orders with
// ActOrders (replaceable) and seals them with ActSeal; when the last has
// sealed, the engine adjudicates the phase inside Apply and emits an
// event for everything it does (EvVoid for every order not carried out,
// or only in part, with the reason). Decisions where the rules are silent:
//   - Postal.Acting is "the Phasing Player" while an order is carried out
//     (17.0 Ruling); Phasing returns it, so the rule functions (doMove,
//     resolve, doAssassinate, drawChit) serve unchanged. Table actions
//     (moves, attacks, offers, the CC, consents) are refused under 17.0;
//     trades are gifts written in the orders (a trade is two gifts), made
//     at the trade step alphabetically as far as the giver still holds.
//   - Orders are checked when submitted against the state at the start of
//     the period, as if the player moved first, with his own moves and
//     attacks in sequence (doMove and checkAttack on a copy); the stop
//     rule does not make a move ill-formed (the rulebook's example orders
//     PETR-NOVG-TVER-RYAZ), it ends the move at adjudication. Attaching,
//     detaching and merging are not orders: units change leaders by the
//     pick-ups and drop-offs of moves.
//   - Movement: all moves of a player in his order, players
//     alphabetically, each through doMove with mustStop reading
//     Postal.Start (the colours of the start of the Game-Turn). A move is
//     carried out as far as it is legal: the whole path if doMove takes it,
//     else the longest legal beginning, a step's failing pick-ups struck
//     one by one. Contested pick-ups of uncontrolled units are settled
//     before any move ([13.26] Gold first for Green units; Imperial units
//     sought by different colours: higher LV; else lower id; then lot).
//   - Assassinations after all movement by the route rule (Postal.Routes:
//     the start province and every province entered until the leader is
//     dropped or the move ends); an entry uses its AM or what is left.
//   - Purges: collective orders match when target, participants (as a
//     set) and division are the same; the committed PM of each group must
//     total 8; the Purge Strength is the participants' Red LV plus the
//     counted committed PM. When a player's commitments in one phase exceed
//     his PM, some PM is committed twice and none of his count. Individual
//     orders need membership of a group made this phase or 8 PM held.
//     11.13 (one purge a Game-Turn) holds. Counterpurges follow the
//     standing order (a priority list of players); takes are made by the
//     GM: the higher-LV leaders first, then PM, within the division
//     (11.23 Ruling).
//   - Execution orders: given when the players ordering them hold 10 PM
//     (13.52; they are the CC for it) and the Czar is under a Red leader;
//     the standing answer settles it, else it is refused for now and a
//     Comply order in a later phase carries it out at the trade step.
//   - Decisions met during adjudication are the GM's: an Exchange's
//     losses, the first minimal set; a capture, the first offered; a
//     redraw, made; the Random Events Draw to a player chosen at random.
//   - The condition 3 vote is asked after the Second Phase of PM holders
//     alphabetically (s.Order is alphabetical in the postal game).
//   - View(letter) is the state with the other players' orders and
//     standing orders removed: the client shows a seat only its view.
package rcw
