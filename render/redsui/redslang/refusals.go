package redslang

import (
	"fmt"

	"tachanka/game/reds"
	"tachanka/render/lang"
)

// Refusal says why the engine refused an action, in the current language.
// A *reds.RuleError is said from its key and arguments (a nested reason in
// the same way; unit names and hexes as they are, the engine's
// enumerations by their names), with its rule; any other error, or a key
// the catalogue does not know, is its English text.
func Refusal(err error) string {
	if err == nil {
		return ""
	}
	re, ok := err.(*reds.RuleError)
	if !ok || lang.Current() == lang.EN {
		return err.Error()
	}
	if _, known := refusals[re.Key]; !known {
		return err.Error()
	}
	msg := Reason(re.Reason())
	if re.Rule == "" {
		return msg
	}
	return lang.T("refusal.rule", msg, re.Rule)
}

// Reason is a refusal's message in the current language, without its rule.
func Reason(r reds.Reason) string { return say(refusals, r) }

// say is a reason in the current language from a catalogue keyed by the
// English format: its arguments said in the language too, a nested reason
// from the same catalogue. A key the catalogue does not know is said in
// English.
func say(cat map[string]string, r reds.Reason) string {
	tr, ok := cat[r.Key]
	if lang.Current() == lang.EN || !ok {
		return r.String()
	}
	args := make([]any, len(r.Args))
	for k, a := range r.Args {
		args[k] = sayArg(cat, a)
	}
	return fmt.Sprintf(tr, args...)
}

// sayArg is an argument of a reason in the current language.
func sayArg(cat map[string]string, a any) any {
	switch v := a.(type) {
	case reds.Reason:
		return say(cat, v)
	case reds.Side:
		return named("side.", v.String())
	case reds.Decision:
		return named("decide.", v.String())
	case reds.ActionType:
		return named("action.", v.String())
	case reds.Chit:
		return named("chit.", v.String())
	case reds.Front:
		return named("front.", v.String())
	case reds.Faction:
		return named("faction.", v.String())
	case reds.UnitType:
		return named("type.", v.String())
	case reds.SeaName:
		return named("sea.", v.String())
	case reds.Terrain:
		return named("terrain.", v.String())
	case reds.EventKind:
		return named("event.", v.String())
	case reds.StratMode:
		return named("strat.", v.String())
	}
	return a
}

// named is an enumeration's name from the catalogue, or its code when the
// value has none (a value out of range in a malformed action).
func named(prefix, code string) string {
	if lang.Has(prefix + code) {
		return lang.T(prefix + code)
	}
	return code
}

// RefusalKeys lists the keys of the refusals catalogue (for tests).
func RefusalKeys() []string {
	out := make([]string, 0, len(refusals))
	for k := range refusals {
		out = append(out, k)
	}
	return out
}

// refusals are the engine's refusals in Russian, keyed by their English
// format (reds.Reason.Key). A translation takes the same arguments as its
// key; where Russian needs another order it names them (%[2]s).
// TestRefusalsCatalogueMatchesTheEngine checks it against the engine's
// sources.
var refusals = map[string]string{
	// Whose turn it is, and what the action names.
	"the game is over": "игра окончена",
	"%s cannot act now: the game waits for %s to decide (%s)": "%s сейчас не могут действовать: решение за стороной «%s» (%s)",
	"unknown action %q": "неизвестное действие %q",
	"%s is not possible now: the game waits for %s (%s)": "действие «%s» сейчас невозможно: игра ждёт решения «%s» (%s)",
	"there is no unit %q":                                "нет части %q",
	"%s: %s":                                             "%s: %s",

	// The command phase: fronts, chits, the Field Staff, leaders, events.
	"choose exactly %d fronts without a leader":                             "выберите фронты без военачальника, ровно %d",
	"the two fronts must differ":                                            "фронты должны быть разными",
	"the %s front has a leader: its chit is available anyway":               "%s: у этого фронта есть военачальник, его фишка доступна и так",
	"%q is not a front Red can choose":                                      "%q — не фронт, который могут выбрать красные",
	"set aside two different chits, in the order they activate":             "отложите две разные фишки в порядке их активации",
	"the Logistics chit can never be set aside":                             "фишку снабжения откладывать нельзя",
	"the %s chit is not one of %s's available chits":                        "фишки «%s» нет среди доступных фишек (%s)",
	"the Field Staff can activate only a front not yet activated this turn": "Полевой штаб может активировать только фронт, ещё не действовавший в этот ход",
	"Red chooses the Field Staff box or a die roll, not a front":            "красные выбирают ячейку Полевого штаба или бросок кубика, а не фронт",
	"%s is not one of the events to choose from":                            "события «%s» нет среди предложенных",
	"a Red Terror marker goes on a city of Russia holding no White unit":    "маркер Красного террора ставится на город в России, где нет белых частей",

	// Who may move (10.6, 10.9, 7.10, 20.5, 10.7).
	"no unit to move":    "нет части для передвижения",
	"%s is listed twice": "%s названа дважды",
	"a stack moves from one hex: %s is in %v, not %v":           "стек передвигается из одного гекса: %s стоит в %v, а не в %v",
	"%s belongs to the other player":                            "%s принадлежит другому игроку",
	"%s is not on the map":                                      "%s не на карте",
	"%s carries a Done marker and may not move again this turn": "%s под маркером «Всё» и в этот ход больше двигаться не может",
	"%s is not part of the group activated in this segment":     "%s не входит в группу, активированную в этом сегменте",
	"%s has already moved in this step":                         "%s уже двигалась в этой фазе",
	"garrisons never move":                                      "гарнизоны никогда не передвигаются",
	"%s never moves on the map":                                 "%s никогда не передвигается по карте",

	// The path of an operational move.
	"a move needs a path from the stack's hex to at least one other hex": "передвижению нужен путь из гекса стека хотя бы в один другой гекс",
	"the path must start in the stack's hex %v, not %v":                  "путь должен начинаться в гексе стека %v, а не в %v",
	"hexes cannot be skipped: %v is not adjacent to %v":                  "гексы нельзя пропускать: %v не граничит с %v",
	"cannot enter %v: %s":                                          "нельзя войти в %v: %s",
	"the move ends where it began":                                 "передвижение кончается там же, где началось",
	"cannot end the move in %v: %s":                                "нельзя закончить передвижение в %v: %s",
	"the map ends there":                                           "там кончается карта",
	"the stack entered an enemy ZOC hex at %v and must stop there": "стек вошёл в ЗК противника в %v и должен там остановиться",
	"a unit that enters a Volga hex (%v) must stop there unless it leaves along a railway": "часть, вошедшая в гекс Волги (%v), должна там остановиться, если не уходит по железной дороге",
	"NW Army units that left the Baltic may never re-enter it":                             "части Северо-Западной армии, покинувшие Прибалтику, не могут вернуться в неё",
	"entering %v costs %d MP and only %d remain":                                           "вход в %v стоит %d ОД, а осталось только %d",
	"a unit leaving an enemy ZOC hex may not move straight into another":                   "часть, выходящая из гекса в ЗК противника, не может сразу войти в другой такой гекс",
	"%s was in supply when the step began and may not end its move out of supply":          "%s снабжалась в начале фазы и не может закончить передвижение без снабжения",

	// What a unit may enter (10.6, 10.7, 9.6).
	"units never enter all-sea hexes or cross all-sea hexsides":                                       "части никогда не входят в морские гексы и не пересекают морские стороны гексов",
	"lakes can be crossed only when frozen in winter (19.2)":                                          "озёра можно пересекать только замёрзшими, зимой (19.2)",
	"armored trains move only along railways":                                                         "бронепоезда передвигаются только по железным дорогам",
	"river flotillas move only along rivers":                                                          "речные флотилии передвигаются только по рекам",
	"tanks may never enter forest, swamp or mountain hexes":                                           "танки никогда не входят в гексы леса, болота или гор",
	"armored trains and river flotillas enter an enemy-controlled city only with infantry or cavalry": "бронепоезда и речные флотилии входят в город под контролем противника только с пехотой или кавалерией",
	"a unit may not enter a hex containing enemy units":                                               "нельзя входить в гекс с частями противника",
	"the hex holds Makhno, who belongs to neither player yet":                                         "в гексе Махно, который пока не примкнул ни к одной из сторон",
	"no unit may enter a hex containing a nationalist garrison":                                       "никто не может войти в гекс с национальным гарнизоном",
	"only White units may enter the Ukrainian garrison's hex":                                         "в гекс украинского гарнизона могут входить только белые части",
	"only Polish units may enter a hex containing Polish units":                                       "в гекс с польскими частями могут входить только польские части",

	// Where a unit may be at all (3.4, 10.10-10.13, 15.1, 15.5).
	"the area is closed until strategic turn B":                         "область закрыта до стратегического хода B",
	"White units other than Poles may never enter Poland":               "белые части, кроме поляков, никогда не входят в Польшу",
	"Red units may not enter neutral Poland":                            "красные части не могут входить в нейтральную Польшу",
	"after the peace Red units may never enter Poland again":            "после мира красные части больше никогда не входят в Польшу",
	"neutral Polish units must stay within 1 hex of Poland":             "нейтральные польские части должны оставаться не дальше 1 гекса от Польши",
	"AIF units may never enter the Baltic":                              "интервенты никогда не входят в Прибалтику",
	"Estonian units may not move outside the Baltic":                    "эстонские части не могут покидать Прибалтику",
	"von der Goltz may not leave the Baltic before the Freikorps event": "фон дер Гольц не может покинуть Прибалтику до события «Фрайкор»",
	"a Cossack unit must stay within 8 hexes of its Krug":               "казачья часть должна оставаться не дальше 8 гексов от своего Круга",
	"Makhno must stay within 2 hexes of the Free Territory":             "Махно должен оставаться не дальше 2 гексов от Вольной территории",

	// Stacking (9.1-9.7).
	"Red and White units cannot share a hex": "красные и белые части не могут стоять в одном гексе",
	"more than 6 SP in one hex":              "больше 6 СО в одном гексе",
	"more than 9 SP in one hex":              "больше 9 СО в одном гексе",
	"more than 6 SP in one hex (a Red leader in this front's box allows 9 SP in a few hexes, 9.7)": "больше 6 СО в одном гексе (красный военачальник в ячейке этого фронта разрешает 9 СО в нескольких гексах, 9.7)",
	"only one %s of each player may stand in a hex":                                                "у каждого игрока в гексе может стоять только одна часть этого типа: %s",
	"a partisan never stacks with any other unit":                                                  "партизаны никогда не стоят в одном стеке с другими частями",
	"units of different White factions may not stack together":                                     "части разных белых группировок не могут стоять в одном стеке",
	"only Polish units may stack with Polish units":                                                "в одном стеке с польскими частями могут стоять только польские",
	"no unit may stack with a nationalist garrison":                                                "никто не может стоять в одном стеке с национальным гарнизоном",
	"only White units may stack with the Ukrainian garrison":                                       "в одном стеке с украинским гарнизоном могут стоять только белые части",

	// Strategic movement (10.2-10.5, 12.9, 20.6).
	"a strategic move needs a path from one city to another": "стратегическое передвижение идёт из города в город",
	"%v is not on the map":                                                                                "%v нет на карте",
	"the Gold is not yours in %v":                                                                         "в %v нет вашего золотого запаса",
	"name the units that move":                                                                            "назовите передвигающиеся части",
	"only the Gold may combine rail and river movement":                                                   "совмещать передвижение по железной дороге и по реке может только золотой запас",
	"%s is not one of your units on the map":                                                              "%s — не ваша часть на карте",
	"only infantry, cavalry and the Gold use strategic movement":                                          "стратегически передвигаются только пехота, кавалерия и золотой запас",
	"%s has already moved strategically this turn":                                                        "%s уже передвигалась стратегически в этот ход",
	"a strategic move starts in a friendly-controlled city; %s is in %v":                                  "стратегическое передвижение начинается в городе под своим контролем; %s стоит в %v",
	"%s is out of supply and may not use strategic movement":                                              "%s без снабжения и не может передвигаться стратегически",
	"%s is in %v, not %v":                                                                                 "%s стоит в %v, а не в %v",
	"von der Goltz may never use sea movement":                                                            "фон дер Гольц никогда не передвигается по морю",
	"a strategic move starts and ends in a friendly-controlled city; %v is not one":                       "стратегическое передвижение начинается и кончается в городе под своим контролем; %v — не такой город",
	"the Semenov Raid stops Siberian rail and river movement this turn":                                   "Рейд Семёнова в этот ход останавливает передвижение сибиряков по железной дороге и рекам",
	"%s units may not use rail or river strategic movement":                                               "%s: этим частям нельзя передвигаться стратегически по железной дороге и рекам",
	"%d SP is more than the %d SP of rail and river movement left this step":                              "%d СО — больше оставшегося в этой фазе лимита передвижения по железной дороге и рекам (%d СО)",
	"no river strategic movement in winter (19.2)":                                                        "зимой стратегического передвижения по рекам нет (19.2)",
	"%v and %v are not adjacent":                                                                          "%v и %v — не соседние гексы",
	"no railway joins %v to %v":                                                                           "%v и %v не связаны железной дорогой",
	"no river joins %v to %v":                                                                             "%v и %v не связаны рекой",
	"neither a railway nor a usable river joins %v to %v":                                                 "%v и %v не связаны ни железной дорогой, ни судоходной рекой",
	"strategic movement may not enter the enemy-occupied hex %v":                                          "стратегическое передвижение не может входить в гекс, занятый противником (%v)",
	"strategic movement may not enter the enemy-controlled city %v":                                       "стратегическое передвижение не может входить в город под контролем противника (%v)",
	"strategic movement may not enter the hex of a neutral unit (%v)":                                     "стратегическое передвижение не может входить в гекс нейтральной части (%v)",
	"only Polish units may enter a hex with Polish units (%v)":                                            "в гекс с польскими частями (%v) могут входить только польские части",
	"strategic movement may not enter the unoccupied Free Territory city %v":                              "стратегическое передвижение не может входить в незанятый город Вольной территории (%v)",
	"strategic movement may not enter an enemy ZOC hex (%v) on its way":                                   "стратегическое передвижение не может проходить через гекс в ЗК противника (%v)",
	"%s cannot enter %v: %s":                                                                              "%s не может войти в %v: %s",
	"%s cannot re-enter the Baltic at %v once it has left it":                                             "%s, покинув Прибалтику, не может вернуться в неё через %v",
	"the Gold cannot enter %v: %s":                                                                        "золотой запас не может войти в %v: %s",
	"sea movement goes from a port to a port":                                                             "морское передвижение идёт из порта в порт",
	"sea movement stays on one sea":                                                                       "морское передвижение не выходит за пределы одного моря",
	"you do not control the %s Sea":                                                                       "вы не контролируете %s",
	"no sea movement on the White Sea or the Baltic in winter":                                            "зимой морского передвижения по Белому и Балтийскому морям нет",
	"%d SP is more than the %d SP of sea movement left on the %s Sea this step":                           "%d СО — больше оставшегося в этой фазе лимита морского передвижения (%d СО, %s)",
	"%v is occupied by the enemy":                                                                         "%v занят противником",
	"%s cannot land in %v: %s":                                                                            "%s не может высадиться в %v: %s",
	"the Gold cannot land in %v: %s":                                                                      "золотой запас нельзя доставить в %v: %s",
	"the Red Train can go only to a rail hex joined to Moscow by rail, free of enemy units and enemy ZOC": "Поезд Троцкого может пойти только в гекс железной дороги, связанный с Москвой по железной дороге и свободный от частей и ЗК противника",

	// Combat (11.1-11.8, 15.1, 15.5, 17.1, 20.1).
	"%s has already attacked in this combat step":           "%s уже атаковала в этой фазе боя",
	"garrisons never attack":                                "гарнизоны никогда не атакуют",
	"%s supports a combat; it is committed, not declared":   "%s — поддержка: её вводят в бой, а не объявляют ею атаку",
	"%v is not a hex of the map":                            "%v — не гекс карты",
	"an attack needs at least one attacking unit":           "для атаки нужна хотя бы одна атакующая часть",
	"no hex may be attacked more than once per combat step": "гекс можно атаковать не больше одного раза за фазу боя",
	"no unit may attack into a closed area":                 "атаковать в закрытую область нельзя",
	"there is no unit in %v to attack":                      "в %v нет частей для атаки",
	"units attack enemy units, not their own":               "атакуют части противника, а не свои",
	"the hex holds no enemy unit":                           "в гексе нет частей противника",
	"only Red may attack the nationalist garrisons (von der Goltz those in the Baltic, after the Freikorps event)": "национальные гарнизоны могут атаковать только красные (а гарнизоны в Прибалтике — и фон дер Гольц, после события «Фрайкор»)",
	"only von der Goltz may attack a nationalist garrison for White":                                               "из белых национальный гарнизон может атаковать только фон дер Гольц",
	"Red may not attack neutral Polish units":                                                                      "красные не могут атаковать нейтральные польские части",
	"after the peace Red may not attack into Poland":                                                               "после мира красные не могут атаковать гексы Польши",
	"%s in %v is not adjacent to %v":                                                                               "%s в %v не граничит с %v",
	"a partisan never attacks together with any other unit":                                                        "партизаны никогда не атакуют вместе с другими частями",
	"partisans (but Makhno) and raiding cavalry may attack only a hex held by a lone garrison or partisan":         "партизаны (кроме Махно) и кавалерия в рейде могут атаковать только гекс, где стоит один гарнизон или одни партизаны",
	"AIF units may attack only in a turn in which White rolled AIF Offensive":                                      "интервенты могут атаковать только в ход, когда у белых выпало «Наступление интервентов»",
	"neutral Polish units may attack only hexes adjacent to Poland":                                                "нейтральные польские части могут атаковать только гексы, соседние с Польшей",
	"Estonian units may not attack hexes outside the Baltic":                                                       "эстонские части не могут атаковать гексы вне Прибалтики",
	"%s may not attack more than 8 hexes from its Krug":                                                            "%s не может атаковать дальше 8 гексов от своего Круга",
	"tanks may not attack into forest, swamp or mountain hexes":                                                    "танки не могут атаковать гексы леса, болота или гор",
	"armored trains attack only along a railway":                                                                   "бронепоезда атакуют только вдоль железной дороги",
	"river flotillas attack only along a river":                                                                    "речные флотилии атакуют только вдоль реки",
	"%s cannot support this combat":                                                                                "%s не может поддержать этот бой",
	"at most one aircraft and one naval flotilla per side and combat":                                              "каждая сторона может ввести в бой не больше одной авиации и одной морской флотилии",
	"%s is not one of the units to choose from":                                                                    "%s нет среди частей для выбора",
	"choose one unit to disorder":                                                                                  "выберите одну часть, которая будет расстроена",

	// Retreat and advance (11.6, 11.8, 12.3).
	"a retreat names the units and their path: the hex they leave and two more": "для отступления нужны части и их путь: покидаемый гекс и ещё два",
	"a retreat that splits up names one end for each of its %d units, not %d":   "расходящемуся отступлению нужен свой конечный гекс для каждой из частей (%d), а не %d",
	"%s is not retreating (or is named twice)":                                  "%s не отступает (или названа дважды)",
	"%s cannot retreat along %v: a retreat moves two hexes, ends two hexes away and at least two from every enemy that fought, may not end in an enemy ZOC, enters only hexes the units could enter in normal movement, and ends in supply if it can": "%s не может отступить по пути %v: отступление идёт на два гекса, кончается в двух гексах от исходного и не ближе двух гексов от каждой части противника, участвовавшей в бою, не может кончаться в ЗК противника, входит только в гексы, доступные частям при обычном передвижении, и по возможности кончается там, где есть снабжение",
	"still overstacked: %s":                                                           "стек всё ещё перегружен: %s",
	"%s need not be eliminated to meet the limit":                                     "%s уничтожать не нужно: лимит соблюдается и так",
	"%s is in supply and may not advance into %v, where it would be out of supply":    "%s снабжается и не может продвинуться в %v, где осталась бы без снабжения",
	"%s may not advance into %v":                                                      "%s не может продвинуться в %v",
	"cannot advance: %s":                                                              "преследование невозможно: %s",
	"armored trains, river flotillas and tanks advance only with infantry or cavalry": "бронепоезда, речные флотилии и танки преследуют только вместе с пехотой или кавалерией",

	// The Tsar, garrisons, raids, landings (12.12, 20.2, 20.4, 20.5).
	"the Tsar rallies one unit": "царь сплачивает одну часть",
	"the Tsar rallies a disordered, supplied AFSR or Siberian infantry unit": "царь сплачивает расстроенную снабжаемую пехотную часть ВСЮР или сибиряков",
	"%s is not one of your garrisons on the map":                             "%s — не ваш гарнизон на карте",
	"name the unit that leaves a garrison":                                   "назовите часть, которая оставляет гарнизон",
	"%s is not an activated unit of yours":                                   "%s — не ваша активированная часть",
	"only infantry and cavalry create garrisons":                             "гарнизоны создают только пехота и кавалерия",
	"garrisons are created in cities":                                        "гарнизоны создаются в городах",
	"%s has not been in %v during this movement step":                        "%s не была в %v в этой фазе передвижения",
	"there is already a garrison of yours in %v":                             "в %v уже есть ваш гарнизон",
	"%v holds other units":                                                   "в %v стоят другие части",
	"no garrison of %s is left in the pool":                                  "в запасе не осталось гарнизонов (%s)",
	"the raid marker goes on one cavalry unit":                               "маркер рейда ставится на одну кавалерийскую часть",
	"only White raids":                                                       "в рейд ходят только белые",
	"White does not hold an unused Cavalry Raid marker":                      "у белых нет неиспользованного маркера кавалерийского рейда",
	"%s is not an activated cavalry unit":                                    "%s — не активированная кавалерийская часть",
	"the marker goes on a unit at the start of its move":                     "маркер ставится на часть до начала её передвижения",
	"a unit out of supply cannot raid":                                       "часть без снабжения не может идти в рейд",
	"White does not hold the Amphibious marker":                              "у белых нет маркера морского десанта",
	"a landing names its units and goes from a port to a coastal hex":        "для десанта нужны части и путь из порта в прибрежный гекс",
	"the landing's hexes are not on the map":                                 "гексов десанта нет на карте",
	"%s is not a White unit in %v":                                           "%s — не белая часть в %v",
	"%s has already moved in this segment":                                   "%s уже двигалась в этом сегменте",
	"von der Goltz never lands":                                              "фон дер Гольц никогда не высаживается",
	"the AIF does not land in the Baltic":                                    "интервенты не высаживаются в Прибалтике",
	"%s is not activated (the AIF may join any faction's landing)":           "%s не активирована (интервенты могут присоединиться к десанту любой группировки)",
	"only infantry or cavalry land":                                          "высаживаются только пехота или кавалерия",
	"AIF units land on their own only in the AIF's activation; otherwise they join an activated faction's landing": "интервенты высаживаются сами только в свою активацию; иначе они присоединяются к десанту активированной группировки",
	"infantry and cavalry never land together":                    "пехота и кавалерия никогда не высаживаются вместе",
	"a landing carries up to 3 SP of infantry or 2 SP of cavalry": "десант несёт не больше 3 СО пехоты или 2 СО кавалерии",
	"the landing leaves from a White-controlled port":             "десант выходит из порта под контролем белых",
	"the landing goes to a coastal hex of the same sea":           "десант идёт в прибрежный гекс того же моря",
	"White does not control the %s Sea":                           "белые не контролируют %s",
	"no landings on the White Sea or the Baltic in winter":        "зимой высадок на Белом и Балтийском морях нет",
	"the landing hex must be empty":                               "гекс высадки должен быть пуст",
	"no landing in a closed area":                                 "высадка в закрытой области запрещена",

	// Placement and replacements (14.1-14.5, 15.3, 15.5, 20.0).
	"place one unit at a time":                         "размещайте по одной части",
	"%s is not the unit to place now":                  "%s — не та часть, которую нужно разместить сейчас",
	"%s cannot be placed in %v":                        "%s нельзя разместить в %v",
	"%s is not the unit to place":                      "%s — не та часть, которую нужно разместить",
	"no replacement step is under way":                 "сейчас не идёт фаза пополнений",
	"%s has not been eliminated":                       "%s не уничтожена",
	"%s has the no-replacement dot":                    "%s помечена точкой «без пополнения»",
	"replacements bring back infantry and cavalry":     "пополнения возвращают пехоту и кавалерию",
	"Makhno can be brought back once per game, by Red": "вернуть Махно могут только красные, и лишь раз за игру",
	"%s is not yours":                                  "%s — не ваша часть",
	"no replacement left for that faction":             "для этой группировки пополнений не осталось",
	"White receives no %s replacements":                "белые не получают пополнений: %s",
	"the Miracle returns one eliminated Polish army":   "Чудо возвращает одну уничтоженную польскую армию",
	"no room in Warsaw: %s":                            "в Варшаве нет места: %s",
	"remove one of the armies offered":                 "снимите одну из предложенных армий",
}
