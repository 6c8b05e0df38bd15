package redslang

import "tachanka/game/reds"

// Note says an event's note or a victory's reason (reds.Event.Note,
// reds.State.Victory, a column shift's or a Polish war condition's why) in
// the current language: from its key and arguments, as a refusal is said
// (a nested reason in the same way, the engine's enumerations by their
// names). A key the notes catalogue does not know is said in English.
func Note(r reds.Reason) string { return say(notes, r) }

// NoteKeys lists the keys of the notes catalogue (for tests).
func NoteKeys() []string {
	out := make([]string, 0, len(notes))
	for k := range notes {
		out = append(out, k)
	}
	return out
}

// notes are the engine's event notes and victory reasons in Russian, keyed
// by their English format (reds.Reason.Key, made by the engine's note). A
// translation takes the same arguments as its key.
// TestNotesCatalogueMatchesTheEngine checks it against the engine's
// sources.
var notes = map[string]string{
	// The turn and its phases (5.1, 5.2, 6.1, 7.11, 7.12, 10.2, 10.6, 11.0).
	"%s":                                   "%s", // a turn's months: the log says them from the tables
	"strategic turn %s":                    "стратегический ход %s",
	"automatic on turn 1":                  "автоматически в первый ход",
	"initiative tie, rolled again":         "ничья при броске на инициативу, переброс",
	"every front has activated: no effect": "все фронты уже действовали: без последствий",
	"the Logistics segment":                "сегмент снабжения",
	"no strategic movement on turn 1":      "в первый ход стратегического передвижения нет",
	"operational movement step ends":       "фаза передвижения окончена",
	"combat step ends":                     "фаза боя окончена",
	"strategic movement step ends":         "стратегическое передвижение окончено",

	// Movement (10.2, 10.6, 20.2, 20.10).
	"%d MP":                            "%d ОД",
	"strategic movement by %s":         "стратегическое передвижение %s",
	"amphibious landing on the %s Sea": "морской десант: %s",
	"the Red Train moves":              "Поезд Троцкого передвигается",
	"the Red Train is displaced":       "Поезд Троцкого вытеснен",
	"the end of the First World War: the closed areas open": "конец Первой мировой войны: закрытые области открываются",

	// Combat, its column shifts and retreats (11.3, 11.4, 11.6, 11.7, 17.3, TEC).
	"against %s": "против: %s",
	"the Baltic flotilla backs the Latvian garrison": "Балтийская флотилия поддерживает латышский гарнизон",
	"the defender is in a city":                      "обороняющийся в городе",
	"the defender is in %s":                          "местность гекса обороняющегося: %s",
	"the defender is behind a river":                 "обороняющийся за рекой",
	"two rivers meet in the defender's hex and the attack does not come along two of them": "в гексе обороняющегося сходятся две реки, а атака идёт не вдоль двух из них",
	"no legal retreat": "отступать некуда",
	"Red Verdun: the Red units in Tsaritsyn do not retreat": "Красный Верден: красные в Царицыне не отступают",
	"Red Verdun is removed":                                 "Красный Верден снят",

	// Supply, rallies and garrisons (12.2, 12.3, 12.12, 20.5, 20.10).
	"out of supply": "без снабжения",
	"out of supply at the start of the movement step: they may move out of supply": "без снабжения в начале передвижения: могут двигаться без снабжения",
	"rallies on 1-%d":                  "сплачивается на 1-%d",
	"rallies on 1-%d, %+d for Wrangel": "сплачивается на 1-%d, %+d за Врангеля",
	"the Tsar":                         "царь",
	"the Red Train":                    "Поезд Троцкого",
	"a garrison is created":            "создан гарнизон",
	"garrison removed":                 "гарнизон снят",
	"goes raiding":                     "уходит в рейд",
	"the raid ends":                    "рейд окончен",
	"the Gold changes hands":           "золотой запас меняет хозяина",

	// Random events (6.3, 20.1, 21.4), and why one cannot be carried out.
	"random event roll %d":               "бросок на событие: %d",
	"cannot be carried out: %s":          "невыполнимо: %s",
	"the event is lost":                  "событие пропадает",
	"an aircraft becomes available":      "авиация готова к бою",
	"the leader's front: %s":             "фронт военачальника: %s",
	"Red Terror: a Red city from now on": "Красный террор: отныне красный город",
	"White Disintegration: only Polish and AIF units roll to rally this turn": "Разложение белых: в этот ход сплачиваются только поляки и интервенты",
	"the AIF has been withdrawn":                     "интервенты уже ушли",
	"Wrangel is already in command":                  "Врангель уже командует",
	"the Freikorps event has happened":               "событие «Фрайкор» уже было",
	"von der Goltz is not on the map":                "фон дер Гольца нет на карте",
	"no Siberian infantry or cavalry on the map":     "на карте нет сибирской пехоты или кавалерии",
	"White already holds the Amphibious marker":      "маркер морского десанта уже у белых",
	"the Cavalry Raid marker is held or in use":      "маркер кавалерийского рейда уже у белых или в деле",
	"no aircraft in the pool":                        "в запасе нет авиации",
	"the leader pool is empty":                       "резерв военачальников пуст",
	"no leader is in play":                           "в игре нет ни одного военачальника",
	"no Red Terror marker is left":                   "маркеров Красного террора не осталось",
	"no eligible city":                               "нет подходящего города",
	"river flotilla events have no effect in winter": "зимой события речных флотилий не действуют",
	"none left in the pool":                          "в запасе не осталось",
	"no legal placement":                             "негде разместить",

	// Placement, reinforcements, replacements, the thaw (14.1, 14.2, 19.2, 20.7).
	"arrives in its box":                                       "прибывает в свою ячейку",
	"cannot be placed at H and never arrives":                  "не может быть размещена в ход H и не прибудет",
	"no legal placement: postponed to the next strategic turn": "негде разместить: откладывается до следующего стратегического хода",
	"replacements: %d":                                         "пополнения: %d",
	"replacements: AFSR %d, Siberian %d, Poles %d":             "пополнения: ВСЮР %d, сибиряки %d, поляки %d",
	"the rivers freeze: to the Mar-Apr box":                    "реки замерзают: в ячейку марта-апреля",
	"the ice breaks":                                           "лёд тронулся",
	"no river hex to return to: back to the pool":              "нет речного гекса: обратно в запас",

	// The Tsar (3.3).
	"the Tsar has been executed": "царь расстрелян",
	"White has rescued the Tsar": "белые спасли царя",

	// The Allies (13.3, 18.1-18.4).
	"no Allied withdrawal: White holds %d resources, the number is %d":         "союзники не уходят: у белых %d ресурсов при пороге %d",
	"the minor Allied withdrawal (White holds %d resources, the number is %d)": "малый уход союзников (у белых %d ресурсов при пороге %d)",
	"the major Allied withdrawal (White holds %d resources, the number is %d)": "большой уход союзников (у белых %d ресурсов при пороге %d)",
	"the NW Army units left in the Baltic are disbanded":                       "части Северо-Западной армии в Прибалтике распущены",
	"Red takes control of the %s Sea":                                          "красные берут под контроль: %s",

	// Poland and Makhno (15.2-15.5, 16.1).
	"Poland enters the war: %s":                                          "Польша вступает в войну: %s",
	"at least two non-partisan Red units are in the Baltic":              "в Прибалтике не меньше двух красных частей (не партизан)",
	"Red controls a city in the Baltic":                                  "красные контролируют город в Прибалтике",
	"fewer than 4 SP of supplied Red units are within 5 hexes of Poland": "менее 4 СО снабжаемых красных частей в пределах 5 гексов от Польши",
	"the major withdrawal has occurred and White has the initiative":     "большой уход союзников состоялся, и инициатива у белых",
	"Poland is conquered":                                                "Польша завоёвана",
	"the Miracle on the Vistula":                                         "Чудо на Висле",
	"peace with Poland on 1-3":                                           "мир с Польшей на 1-3",
	"peace with Poland":                                                  "мир с Польшей",
	"guards the new border":                                              "охраняет новую границу",
	"Makhno sides with %s":                                               "Махно переходит на сторону: %s",

	// Victory (4.2-4.5, 18.5).
	"Red controls every city outside Poland and the Baltic (4.2a)":                            "красные контролируют все города вне Польши и Прибалтики (4.2a)",
	"Red controls every resource city and has conquered Poland (4.2b)":                        "красные контролируют все города с ресурсами и завоевали Польшу (4.2b)",
	"Red does not control Moscow and two other resource cities (4.3a)":                        "красные не контролируют Москву и ещё два города с ресурсами (4.3a)",
	"Poland is conquered and fewer than 4 SP of Red units are inside it (4.3b)":               "Польша завоёвана, а красных частей в ней меньше 4 СО (4.3b)",
	"the major Allied withdrawal has occurred (4.4)":                                          "большой уход союзников состоялся (4.4)",
	"the Allies have not withdrawn by strategic turn E (4.4)":                                 "союзники не ушли к стратегическому ходу E (4.4)",
	"%s at the end of the war (4.5)":                                                          "%s к концу войны (4.5)",
	"Red has not met 4.2 by the end of turn 24 (4.5)":                                         "к концу 24-го хода красные не выполнили 4.2 (4.5)",
	"the major Allied withdrawal while Red holds Moscow and two other resource cities (18.5)": "большой уход союзников, когда красные удерживают Москву и ещё два города с ресурсами (18.5)",
}
