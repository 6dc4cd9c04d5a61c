"""Die Ausgabe der Referenz auf Deutsch: der Schlüssel jedes Textes -> seine Vorlage (die Begriffe von
docs/de/glossary.md; die Artikelnummern der FIDE bleiben)."""

TEXTS: dict[str, str] = {
    # die Arten einer Runde (C.07 Art. 15-16)
    "kind.win": "Sieg",
    "kind.draw": "Remis",
    "kind.loss": "Niederlage",
    "kind.forfeit_win": "kampfloser Sieg",
    "kind.forfeit_loss": "kampflose Niederlage",
    "kind.pab": "Freilos",
    "kind.fpb": "spielfreie Runde mit vollem Punkt",
    "kind.hpb": "spielfreie Runde mit halbem Punkt",
    "kind.zpb": "spielfreie Runde ohne Punkt",
    "what.unplayed": "{kind} ({category})",
    "what.tpn": "Startnummer (Startrang in der TRF-Datei)",
    "what.own_rating": "eigene Elo (10.6)",
    "what.de_score": "Punkte in der gesonderten Rangliste (6.1)",
    "what.de_best_case": "günstigster Fall mit {missing} fehlenden Partie(n) (6.3)",
    "what.total": "{code} (Summe)",
    # Anmerkungen zu einer Zeile
    "note.forfeit_as_game": "kampflose Partie zählt als Partie (15.2 oder /P)",
    "note.adjusted": (
        "bereinigte Punktzahl des Gegners {score} (16.3: Endstand {final}, Runden nach 16.2.5 als Remis gezählt)"
    ),
    "note.adjusted_virtual": (
        "bereinigte Punktzahl des Gegners {score} (C.02 13.15.1: Endstand {final}, nicht gespielte Runden als Remis "
        "gezählt)"
    ),
    "note.virtual_opponent": (
        "virtueller Gegner: {before} vor der Runde + {result} (die Gegenseite dieses Ergebnisses) + {rest} × {draw} "
        "(Remis danach) = {score} (C.02 13.15.2)"
    ),
    "note.dummy_own": "fiktiver Gegner: eigene Punkte {own} (16.4, vor 2026 ohne Obergrenze)",
    "note.dummy_forfeit": (
        "fiktiver Gegner: min(eigene Punkte {own}, bereinigte Punktzahl {adjusted} von Gegner {opponent}) (16.4.1)"
    ),
    "note.dummy_cap": "fiktiver Gegner: min(eigene Punkte {own}, Remis × Runden = {cap}) (16.4.2)",
    "note.opponent_buchholz": "{code} von Gegner {opponent}",
    "note.de_repeated": "Mittel der Partien gegen {opponents} (6.1.2)",
    # warum eine Zeile gestrichen ist
    "cut.vur": "gestrichen: geringster Beitrag aus einer freiwillig nicht gespielten Runde (16.5.1)",
    "cut.lsv": "gestrichen: geringster Wert (14.1)",
    "cut.msv": "gestrichen: höchster Wert (14.3)",
    "cut.earliest_running": "gestrichen: frühester Zwischenstand (14.1)",
    "cut.latest_running": "gestrichen: letzter Zwischenstand (14.3)",
    "cut.koya": "Gegner unter {limit} Punkten (9.2)",
    "cut.de_forfeit": "kampflose Partie nicht gezählt (6.1.1; DE/P zählt sie)",
    "cut.rating": "gestrichen (14.1)",
    "cut.rating_high": "gestrichen (14.3)",
    # die Sätze unter einer Erklärung
    "sum.undefined": "{code} ist hier nicht definiert",
    "sum.none": "{code} = 0: keine Runde zählt",
    "sum.total": "{code} = {terms} = {value}{left}",
    "sum.single": "{code} = {terms}{left}",
    "sum.cut_row": " (1 Zeile gestrichen, nicht gezählt)",
    "sum.cut_rows": " ({n} Zeilen gestrichen, nicht gezählt)",
    "sum.mean": "{code} = {terms} ÷ {n} = {mean} ({article})",
    "sum.mean_rounded": "{code} = {terms} ÷ {n} = {mean}, {rounding} {result} ({article})",
    "sum.half_up": "kaufmännisch gerundet auf",
    "sum.aob_rounding": "kaufmännisch gerundet auf {places} Nachkommastellen (Entscheidung aob_rounding):",
    "sum.aob_rounding_one": "kaufmännisch gerundet auf 1 Nachkommastelle (Entscheidung aob_rounding):",
    "sum.aob_undefined": "{code} nicht definiert: kein Gegner am Brett gespielt (8.2)",
    "sum.unrated": (
        "{code} nicht definiert: Spieler ohne Elo ({players}), denen keine Elo zugewiesen wurde "
        "(Art. 10; --unrated-rating R weist eine zu)"
    ),
    "sum.own_rating": "{code} = {rating}, die eigene Elo des Teilnehmers ({article})",
    "sum.no_game": (
        "{code} nicht definiert: keine Partie am Brett gespielt (kampflose Partien und spielfreie Runden zählen "
        "nicht, Art. 10)"
    ),
    "sum.cut_all": "{code} nicht definiert: nach der Streichung bleibt kein Gegner (14.1)",
    "sum.tpr": (
        "{code} = ARO {aro} + dp {dp} = {value}: p = {points} ÷ {games} Partie(n), kaufmännisch gerundet auf {p}, "
        "dp {dp} (FIDE B.02 8.1.1) ({article})"
    ),
    "sum.ptp": (
        "{code} = {value}: die niedrigste Elo, mit der der Erwartungswert gegen die {games} Gegner {score} erreicht "
        "(FIDE B.02 8.1.2) ({article})"
    ),
    "sum.no_performance": "{code} nicht definiert: kein Gegner mit einer {of} ({article})",
    "sum.left_out": "{sentence}; {left} Gegner ohne Wert nicht gezählt",
    "sum.de_alone": (
        "{code} = 0, nicht angewandt: {tpn} steht nach den Feinwertungen vor {code} allein auf dieser Punktzahl (4.3)"
    ),
    "sum.de_equal": (
        "{code} = 0, nicht angewandt: in der Gruppe haben alle gegeneinander gespielt und die Punkte sind gleich "
        "({article})"
    ),
    "sum.de_undecided": (
        "{code} = 0, nicht angewandt: in der Gruppe haben nicht alle gegeneinander gespielt, und keiner ist Erster, "
        "wie auch immer die fehlenden Partien ausgehen ({article})"
    ),
    "sum.de_place": "{code} = {value}: Platz {value} in der gesonderten Rangliste der Gruppe ({article})",
    "sum.type_a_place": "{code} = {value}: Platz {value} innerhalb der punktgleichen Gruppe",
    "sum.type_a_alone": (
        "{code} = 0, nicht angewandt: {tpn} steht nach den Feinwertungen vor {code} allein auf dieser Punktzahl"
    ),
    "sum.type_a_none": "{code} = 0, nicht angewandt: {code} trennt die Gruppe nicht",
    # Spaltenköpfe und Titel
    "head.round": "Runde",
    "head.opp": "Gegner",
    "head.what": "Was",
    "head.element": "Element",
    "head.points": "Punkte",
    "head.contribution": "Beitrag",
    "head.vur": "VUR",
    "head.note": "Anmerkung",
    "head.yes": "ja",
    "head.rank": "Rg.",
    "head.tpn": "Nr.",
    "head.name": "Name",
    "head.rating": "Elo",
    "head.pts": "Pkt.",
    "title.standings": "Rangliste nach der {round}. Runde ({rules})",
    "title.player": "Spieler",
    "title.explanation": "{code} von {who} = {value}  ({article}, {rules}{group})",
    "title.group": ", punktgleiche Gruppe {members}",
    "title.virtual_article": "{article}, nicht gespielte Runden nach C.02 13.15",
    # Mannschaftsturniere (C.07 Art. 11-13)
    "head.team": "Mannschaft",
    "title.team_standings": "Mannschaftsrangliste nach der {round}. Runde ({rules}, Hauptwertung {primary})",
    "what.secondary_score": "Nebenwertung ({score})",
    "what.bc": "Brettzählung (12.1, niedriger ist besser)",
    "what.tbr": "Ergebnisse an den vorderen Brettern (12.2)",
    "what.bbe": "Streichung der letzten Bretter (12.3)",
    "note.sssc": "SSSC = Nebenwertung + BH({primary}) / {n}, kaufmännisch gerundet auf 2 Nachkommastellen",
    "note.boards": "Bretter {boards}",
    "note.match": "Punkte = MP, Beitrag = GP; Bretter {boards}",
    "note.board_keys": "Mannschaft {team}: {keys}; Mannschaft {own}: {own_keys}",
    "cut.forfeit": "kampflose Partie nicht gezählt",
    # US Chess, Regel 34
    "what.us_unplayed": "{kind} (nicht gespielt)",
    "what.us_class": "{kind} {score} von {maximum}",
    "what.us_any_score": "unabhängig von der Punktzahl",
    "what.us_drop": "{why}: {ends} gestrichen",
    "what.us_drop_both": "{why}: {low} und {high} gestrichen",
    "us.plus": "Plusergebnis",
    "us.minus": "Minusergebnis",
    "us.even": "ausgeglichenes Ergebnis",
    "us.lowest_one": "der niedrigste Wert",
    "us.lowest": "die {n} niedrigsten Werte",
    "us.highest_one": "der höchste Wert",
    "us.highest": "die {n} höchsten Werte",
    "note.us_drops": "{n} an jedem Ende in einem Turnier mit {rounds} Runden, 34E1",
    "note.us_own_unplayed": "eigene nicht gespielte Runde: ein Gegner mit bereinigter Punktzahl 0 (34E)",
    "note.us_adjusted": (
        "bereinigte Punktzahl des Gegners {score} (Endstand {final}; {n} nicht gespielte Runde(n) als Remis "
        "gezählt, 34E)"
    ),
    "note.us_running": "Zwischenstand",
    "note.us_subtracted": "Punkte einer nicht gespielten Runde einmal abgezogen (34E3)",
    "note.us_cumulative": "Cumulative (34E3) von Gegner {opponent}",
    "note.us_no_opponent": "eigene nicht gespielte Runde: kein Gegner (34E9)",
    "note.us_kashdan": "nicht gespielt: 0 (34E7)",
    "note.us_no_colour": "nicht gespielt: keine Farbe (34E6)",
    "note.us_adds_nothing": "eigene nicht gespielte Runde: zählt 0 (34E8)",
    "note.us_no_rating": "keine Wertungszahl: nicht gezählt [?]",
    "cut.us_lowest": "gestrichen: niedrigster",
    "cut.us_highest": "gestrichen: höchster",
    "cut.us_rbt_forfeit": "kampflose Partie zwischen punktgleichen Spielern nicht gezählt [I/?]",
    # Warnungen: was die geltenden Regeln so, wie die Liste es schreibt, nicht definieren
    "warn.new_in_2026": (
        "{label}: {name} ist eine Feinwertung des Textes von 2026 (C.07 2026 {article}), die die geltenden Regeln "
        "{rules} nicht definieren; berechnet, wie der Text von 2026 sie definiert"
    ),
    "warn.aob_fore": (
        "{label}: AOB der Fore-Buchholz der Gegner (/F) ist eine Option des Textes von 2026 (C.07 2026 8.2), die die "
        "geltenden Regeln {rules} nicht haben; berechnet, wie der Text von 2026 sie definiert"
    ),
    "warn.not_in_2017": (
        "{label} ist im Text vor 2023 (C.02 Art. 13, 2017, Regelsatz fide-2017) nicht definiert: berechnet mit "
        "seiner Definition aus C.07 (2024)"
    ),
    "warn.ps_median": (
        "{label}: C.07 Art. 5 nennt für PS nur Streichungen; berechnet mit dem Median von 14.3/14.4 (die {n} "
        "frühesten und die {n} letzten Zwischenstände gestrichen). Das Prüfprogramm der FIDE berechnet sie als "
        "PS/C{n}"
    ),
    "warn.p_in_2017": (
        "{label}: der Modifikator /P kam mit dem Text von 2023; C.02 Art. 13 (fide-2017) zählt kampflose Partien "
        "nach 13.15 (virtueller Gegner)"
    ),
    "warn.buchholz_round_robin": (
        "{codes} in einem Rundenturnier: die Buchholz-Familie (BH, FB, AOB) darf in Rundenturnieren nicht verwendet "
        "werden (C.07 2026, Anmerkung zu Art. 8)"
    ),
    "warn.buchholz_round_robin_allowed": (
        "{codes} in einem Rundenturnier: die geltenden Regeln {rules} erlauben es, aber jeder Spieler trifft "
        "dieselben Gegner, und der Text von 2026 verbietet die Buchholz-Familie (BH, FB, AOB) in Rundenturnieren "
        "(C.07 2026, Anmerkung zu Art. 8)"
    ),
    # why: die Feinwertung, die zwei Teilnehmer trennt
    "why.tied": "{a} und {b} sind in jeder Feinwertung der Liste gleich ({codes})",
    "why.lots": (
        "{tied}: der Losentscheid (C.07 4.2, lots_seed) setzt {above} ({above_place}) vor {other} ({other_place})"
    ),
    "why.shared": "{tied}: sie teilen sich Platz {place} (C.07 4.2; kein Losentscheid verlangt, lots_seed)",
    "why.above": "{above} steht vor {below} durch {code} ({article}): {how} {value} gegen {other}",
    "why.how_place": "Platz innerhalb der punktgleichen Gruppe",
    "why.how_value": "Wert",
    "why.place": "Platz {place}",
    "head.code": "Code",
    "head.equal_value": "Gleicher Wert",
    "head.place": "Platz",
    "head.score": "Punkte",
    "title.equal_before": "Gleich vor {code}",
    "title.equal": "Gleich in jeder Feinwertung",
    "title.separate": "Gesonderte Rangliste der punktgleichen Gruppe {members} ({code})",
    "head.moved": "Verschoben",
    "head.moved_mark": "verschoben",
    "title.compared": "Verglichene Reihenfolgen nach der {round}. Runde ({rules})",
    "title.team": "Mannschaft {tpn} {name}",
    # die veröffentlichten Seiten (present/html.py, standings --format html, crosstable)
    "page.standings": "Rangliste",
    "page.standings_after": "Rangliste nach der {round}. Runde",
    "page.crosstable": "Kreuztabelle",
    "page.crosstable_after": "Kreuztabelle nach der {round}. Runde",
    "page.event": "Turnier",
    "page.site": "Ort",
    "page.dates": "Datum",
    "page.rounds": "Runden",
    "page.rounds_value": "{played} von {scheduled}",
    "page.rules": "Regelwerk",
    "page.tiebreaks": "Feinwertungen",
    "page.tpn": "Nr.",
    "page.title": "Titel",
    "page.fed": "Land",
    "page.fide_id": "FIDE-ID",
    "page.legend": "Legende",
    "page.not_applied_mark": (
        "nicht angewandt: an dieser Stelle war kein Gleichstand mehr aufzulösen, oder die Feinwertung trennte "
        "die Gruppe nicht"
    ),
    "page.undefined_mark": "nicht definiert: die Regel ergibt hier keinen Wert",
    "page.opponents": "Je Runde: die Startnummer des Gegners, die Farbe und das Ergebnis.",
    "page.grid": (
        "Jedes Feld: das Ergebnis des Spielers der Zeile gegen den Spieler der Spalte, in der Reihenfolge der Runden."
    ),
    "page.white": "Weiß",
    "page.black": "Schwarz",
    "page.colour_w": "w",
    "page.colour_b": "s",
    "page.ZPB": "spielfreie Runde ohne Punkt oder abwesend",
    "page.unknown": "Ergebnis unbekannt",
    "page.footer": "Berechnet mit tiebreak-ref, einer exakten Referenz der FIDE-Feinwertungsregeln.",
    "page.rule_sets.fide-2026": "FIDE C.07 (2026)",
    "page.rule_sets.fide-2024": "FIDE C.07 (2024)",
    "page.rule_sets.fide-2017": "FIDE-Feinwertungsregeln (2017)",
    "page.rule_sets.uscf": "US Chess, Regel 34",
    "page.names.PTS": "Punkte",
    "page.names.DE": "direkter Vergleich",
    "page.names.WIN": "Anzahl der Siege",
    "page.names.WON": "Anzahl der am Brett gewonnenen Partien",
    "page.names.BPG": "Anzahl der Partien mit Schwarz",
    "page.names.BWG": "Anzahl der mit Schwarz gewonnenen Partien",
    "page.names.PS": "Fortschrittswertung",
    "page.names.REP": "Runden, die der Spieler spielen wollte",
    "page.names.STD": "Standardpunkte",
    "page.names.TPN": "Startnummer",
    "page.names.BH": "Buchholz-Wertung",
    "page.names.AOB": "durchschnittliche Buchholz-Wertung der Gegner",
    "page.names.FB": "Fore-Buchholz",
    "page.names.SB": "Sonneborn-Berger-Wertung",
    "page.names.KS": "Koya-Wertung",
    "page.names.ARO": "Elo-Schnitt der Gegner",
    "page.names.TPR": "Turnierleistung",
    "page.names.PTP": "perfekte Turnierleistung",
    "page.names.APRO": "durchschnittliche Turnierleistung der Gegner",
    "page.names.APPO": "durchschnittliche perfekte Turnierleistung der Gegner",
    "page.names.RTNG": "Elo-Zahl",
    "page.names.cut": "Cut-{n}",
    "page.names.median": "Median-{n}",
    "page.names.MPVGP": "die andere Wertung (Brettpunkte nach Mannschaftspunkten oder umgekehrt)",
    "page.names.BC": "Brettzählung",
    "page.names.TBR": "Ergebnisse an den vorderen Brettern",
    "page.names.BBE": "Streichung der letzten Bretter",
    "page.names.ESB": "erweiterte Sonneborn-Berger-Wertung",
    "page.names.EDE": "erweiterter direkter Vergleich",
    "page.names.SSSC": "Nebenwertung plus die Buchholz-Wertung der Hauptwertung geteilt durch N",
    "page.mp": "MP",
    "page.gp": "BP",
    "page.match_points": "Mannschaftspunkte",
    "page.game_points": "Brettpunkte",
    # die Werkzeuge des Veranstalters: berger, quads, schedule, scheveningen, prizes
    "head.board": "Brett {board}",
    "head.bye": "Spielfrei",
    "head.places": "Plätze",
    "head.money": "Betrag",
    "head.pooled": "Geteilt",
    "head.by_place": "Nach Platz",
    "head.prize": "Preis",
    "title.round_robin": "Rundenturnier",
    "title.double_round_robin": "doppelrundiges Rundenturnier",
    "title.berger": "Berger-Tabelle, {players} Spieler, {kind} (FIDE C.05 Anhang 1)",
    "title.quad": "Gruppe {group}: {members}",
    "title.unrated": "ohne Elo",
    "title.scheveningen": "Scheveningen, zwei Mannschaften zu {players} ({version})",
    "title.prizes": "Preise ({method}; Reihenfolge der Feinwertungen {order})",
    "title.no_order": "keine",
    "note.schedule": "{players} Spieler, {kind}: {rounds} Runden, {games} Partien, {per_round} Partien je Runde{bye}",
    "note.schedule_bye": ", ein Spieler je Runde spielfrei",
    "note.time_control": (
        "Bedenkzeit {tc}: {each} Minuten je Spieler (Grundzeit plus Inkrement oder Verzögerung für {moves} Züge)"
    ),
    "note.round_minutes": "Runde: 2 × {each} + {changeover} Wechselzeit = {minutes} Minuten ({clock})",
    "note.all_rounds": "alle {rounds} Runden: {minutes} Minuten ({clock})",
    "note.hort": (
        "Hort: die Hälfte des Preises jedes Platzes geht nach der Reihenfolge der Feinwertungen (Nach Platz), die "
        "andere Hälfte teilen die punktgleichen Spieler zu gleichen Teilen (Geteilt)."
    ),
    "note.pool": "Pool: punktgleiche Spieler teilen das Preisgeld der Plätze, die sie belegen, zu gleichen Teilen.",
    "note.rounding": (
        "Rundung: die Plätze {places} teilen {money}; jeder Anteil wird kaufmännisch auf {unit} gerundet: "
        "{shares} = {paid}, {what}."
    ),
    "note.rounding_more": "{amount} mehr als das Preisgeld",
    "note.rounding_left": "{amount} des Preisgelds nicht ausgezahlt",
    "note.unlisted_one": "1 Spieler ohne Preis nicht aufgeführt.",
    "note.unlisted": "{n} Spieler ohne Preis nicht aufgeführt.",
    "note.undecided": (
        "{award} unentschieden: die Spieler {players} sind nach den Feinwertungen noch gleich (Stichkampf oder Los)"
    ),
    "note.withdrew": "Spieler {tpn} ist nach {played} von {scheduled} Partien ausgeschieden",
    "note.withdrawal_removed": "Ergebnisse aus der Rangliste gestrichen (FIDE-Regel für ausgeschiedene Spieler)",
    "note.withdrawal_forfeits": (
        "Ergebnisse zählen; {n} restliche Partie(n) als kampflos gewertet (FIDE-Regel für ausgeschiedene Spieler)"
    ),
    # die Hinweise, Anmerkungen und Warnungen auf der Standardfehlerausgabe: das Wort davor und die Texte der Hinweise
    "notice.label": "Hinweis",
    "note.label": "Anmerkung",
    "warning.label": "Warnung",
    "notice.more": " (und {n}-mal ebenso, ab Zeile {line})",
    "notice.cp1252": "Datei als Windows-1252 (cp1252) gelesen: Byte 0x{byte} ist hier kein UTF-8 (gelesen als {char})",
    "notice.ruler": "Zeile mit Spaltenziffern (Lineal) übersprungen",
    "notice.template": "Zeile mit der Feldvorlage aus dem TRF-16-Text übersprungen",
    "notice.record": "Satz {record} übersprungen: kein Satz von TRF-16 oder TRF-2026",
    "notice.separator_title": "{char} in Spalte 14, zwischen Titel und Name, als Teil des Namens gelesen",
    "notice.separator_federation": (
        "{char} in Spalte 57, zwischen Föderation und FIDE-ID, als Teil der Föderation gelesen"
    ),
    "notice.separator_birth": "{char} in Spalte 69, zwischen FIDE-ID und Geburtsdatum, als Teil der FIDE-ID gelesen",
    "notice.old_bye": "`{block}` in Runde {round} als {label} gelesen (die Schreibweise vor 2016)",
    "notice.points_unfilled": (
        "die angegebenen Punkte (Spalten 81-84) als nicht ausgefüllt gelesen: sie sind bei jedem Spieler 0.0, "
        "während die Ergebnisse Punkte ergeben; die Punkte kommen aus den Ergebnissen (Entscheidung R8)"
    ),
    "notice.empty_hpb": (
        "die leere Runde {rounds} als spielfreie Runde mit halbem Punkt gelesen (empty_round={mode}): dann stimmen "
        "die angegebenen {points} Punkte"
    ),
    "notice.empty_hpbs": (
        "die leeren Runden {rounds} als spielfreie Runden mit halbem Punkt gelesen (empty_round={mode}): dann stimmen "
        "die angegebenen {points} Punkte"
    ),
    "notice.empty_fpb": (
        "die leere Runde {rounds} als spielfreie Runde mit vollem Punkt gelesen (empty_round={mode}): dann stimmen "
        "die angegebenen {points} Punkte"
    ),
    "notice.empty_fpbs": (
        "die leeren Runden {rounds} als spielfreie Runden mit vollem Punkt gelesen (empty_round={mode}): dann stimmen "
        "die angegebenen {points} Punkte"
    ),
    "notice.date_unread": (
        "{text} als Anfangsdatum gefunden (Satz 042); erwartet ein Datum wie 2024/10/13: nicht gelesen"
    ),
    "notice.date_guess": "Anfangsdatum {text} als {date} gelesen: {guess}",
    "notice.guess_year_first": "JJ{sep}MM{sep}TT, die Form von Satz 132 (möglich wäre auch TT{sep}MM{sep}JJ: {other})",
    "notice.guess_day_first": "TT{sep}MM{sep}JJJJ (möglich wäre auch MM{sep}TT{sep}JJJJ: {other})",
    "notice.date_round_one": (
        "kein Anfangsdatum in Satz 042: das Datum der 1. Runde ({date}, Satz 132) gilt als Beginn"
    ),
    "notice.team_pab_undeclared": (
        "Freilos einer Mannschaft ohne Satz 320 als {value} {what} gelesen, so viel wie ein Remis (C.04.6): Satz 310 "
        "gibt keine {what} an, die etwas anderes zeigen"
    ),
    "notice.team_pab_neither": (
        "Freilos einer Mannschaft ohne Satz 320 als {value} {what} gelesen, so viel wie ein Remis (C.04.6): die in "
        "Satz 310 angegebenen {what} gehen mit keiner der beiden Lesarten auf"
    ),
    "notice.team_pab_fits": (
        "Freilos einer Mannschaft ohne Satz 320 als {value} {what} gelesen, der Wert, mit dem die in Satz 310 "
        "angegebenen {what} aufgehen"
    ),
    "notice.team_pab_fits_not_draw": (
        "Freilos einer Mannschaft ohne Satz 320 als {value} {what} gelesen, der Wert, mit dem die in Satz 310 "
        "angegebenen {what} aufgehen (nach C.04.6 allein so viel wie ein Remis: {draw})"
    ),
    "notice.rounds_not_played": (
        "die Datei sieht {rounds} Runden vor, aber {what}: Rangliste nach der {last}. Runde; --after-round {rounds} "
        "wertet, als wären alle Runden gespielt (eine leere Runde als spielfreie Runde ohne Punkt)"
    ),
    "notice.round_incomplete": "die {round}. Runde ist nicht vollständig (eine Paarung hat noch kein Ergebnis)",
    "notice.no_result_round": "noch keine Partie der {round}. Runde hat ein Ergebnis",
    "notice.no_result_rounds": "noch keine Partie der Runden {first}-{last} hat ein Ergebnis",
    "notice.no_start_date": (
        "kein Anfangsdatum (Sätze 042 und 132): die neueste Fassung, fide-2026, wird angenommen; für ein älteres "
        "Turnier --rules fide-2024 oder --rules fide-2017 angeben"
    ),
    "notice.before_2024": (
        "das Anfangsdatum {date} liegt vor dem 1. April 2024, ab dem die Fassung von 2023 für alle FIDE-gewerteten "
        "Turniere galt: fide-2017 wird angenommen; ein FIDE-Turnier (EVE, GSC) dieser Zeit spielte schon nach der "
        "neuen Fassung: dann --rules fide-2024 angeben"
    ),
    "notice.before_2017": (
        "das Anfangsdatum {date} liegt vor dem 1. Juli 2017, an dem die Fassung fide-2017 in Kraft trat: fide-2017 "
        "wird angenommen (ihr virtueller Gegner geht auf den Kongress von Kallithea 2009 zurück)"
    ),
    # der Bericht von check
    "check.event": (
        "{source}: {players} Spieler, {rounds} Runden, {version}; Paarungen und Punkte stimmen überein; Regelwerk "
        "{rules}; Wertung nach {codes}"
    ),
    "check.agree": "angegebene Ränge stimmen überein",
    "check.nothing": "keine angegebenen Ränge zum Vergleichen",
    "check.rank": "Spieler {tpn} gibt Rang {declared} an; die Liste ergibt {rank}",
    "check.team_event": (
        "{source}: {teams} Mannschaften mit {boards} Brettern, {players} Spieler, {rounds} Runden, {version}; "
        "Hauptwertung {primary}; Regelwerk {rules}; Wertung nach {codes}"
    ),
    "check.team_mp": "Mannschaft {tpn} gibt {declared} Mannschaftspunkte an; die Ergebnisse ergeben {value}",
    "check.team_gp": "Mannschaft {tpn} gibt {declared} Brettpunkte an; die Ergebnisse ergeben {value}",
    "check.team_rank": "Mannschaft {tpn} gibt Rang {declared} an; die Liste ergibt {rank}",
    "check.team_agree": "angegebene Mannschaftssummen und Ränge stimmen überein",
    # check --strict: ein Hinweis als Fehler
    "notice.strict_interpreted": (
        "gefunden: etwas, das gedeutet werden musste: {text}{more}; erwartet: eine Form, die ohne Deutung gelesen "
        "wird (--strict weist zurück, was sonst mit einem Hinweis gelesen wird)"
    ),
    "notice.strict": (
        "gefunden: {found}{more}; erwartet: {expected} (--strict weist zurück, was sonst mit einem Hinweis gelesen "
        "wird)"
    ),
    "notice.found_byte": "Byte 0x{byte}, das kein UTF-8 ist",
    "notice.expected_utf8": "eine TRF-Datei in UTF-8",
    "notice.found_ruler": "eine Zeile mit Spaltenziffern (Lineal)",
    "notice.found_template": "die Zeile mit der Feldvorlage aus dem TRF-16-Text",
    "notice.expected_record": (
        "einen Satz (eine Kennung aus drei Zeichen, ein Leerzeichen, die Daten) oder eine Kommentarzeile, die mit "
        "### beginnt"
    ),
    "notice.found_record": "Satzkennung {record}",
    "notice.expected_record_id": "eine Satzkennung von TRF-16 oder TRF-2026",
    "notice.found_in_column": "{char} in Spalte {column}",
    "notice.blank_title": "ein Leerzeichen zwischen Titel und Name",
    "notice.blank_federation": "ein Leerzeichen zwischen Föderation und FIDE-ID",
    "notice.blank_birth": "ein Leerzeichen zwischen FIDE-ID und Geburtsdatum",
    "notice.expected_bye": "`0000 - {code}` für eine {label}",
    "notice.found_zero_points": "0.0 angegebene Punkte bei jedem Spieler",
    "notice.expected_points": "die Punkte jedes Spielers oder eine leere Spalte",
    "notice.found_empty_round": "die leere Runde {rounds}",
    "notice.found_empty_rounds": "die leeren Runden {rounds}",
    # Fehler: gefunden ...; erwartet ...
    "error.self_defined": (
        "gefunden: selbst definierte Feinwertung {code} (von der Turnierausschreibung festgelegt, nicht von "
        "C.07); erwartet: eine von {known}"
    ),
    "error.malformed": (
        "falsch geschriebener Feinwertungscode {code}; erwartet: NAME[:MP|:GP][/OPTION...], z. B. BH/C1; "
        "bekannte Namen: {known}"
    ),
    "error.us_counterpart": " (das Gegenstück von US Chess: {code})",
    "error.fide_only": (
        "gefunden: {code}: {name} ist eine Feinwertung von FIDE C.07, unter dem Regelwerk uscf nicht "
        "verfügbar{hint}; erwartet: eine von {known}"
    ),
    "error.us_only": (
        "gefunden: {code}: {name} ist eine Feinwertung von US Chess ({description}), nur unter dem Regelwerk "
        "uscf gültig (--rules uscf); erwartet: eine von {known}"
    ),
    "error.not_individual": (
        "gefunden: {code}: die Feinwertung {name} gibt es nicht für Einzelturniere; erwartet: eine von {known}"
    ),
    "error.unknown_code": "gefunden: unbekannter Feinwertungscode {code}; erwartet: einer von {known}",
    "error.cut_and_median": (
        "gefunden: {code} mit Streichung und Median zugleich, was sich nicht verbinden lässt; erwartet: "
        "höchstens eines von /Cn und /Mn"
    ),
    "error.modifier": "gefunden: {name} mit dem Zusatz /{opt}, den diese Feinwertung nicht kennt; erwartet: {hint}",
    "error.modifiers": "einen ihrer Zusätze {forms}",
    "error.no_modifier": "keinen Zusatz ({name} hat keine)",
    "error.set_choice": "gefunden: {name}={value}; erwartet: einer von {choices}",
    "error.set_form": "gefunden: {item}; erwartet: NAME=WERT mit NAME einer von {names}, empty_round",
    "error.set_yes_no": "gefunden: {name}={value}; erwartet: yes oder no",
    "error.set_number": "gefunden: {name}={value}; erwartet: eine ganze Zahl oder none",
    "error.empty_list": (
        'gefunden: {text}, eine leere Liste; erwartet: Feinwertungscodes wie "BH/C1 BH SB DE" (PTS allein wertet '
        "nur nach Punkten)"
    ),
    "error.one_code": (
        "gefunden: {code}, {n} Codes; erwartet: ein Feinwertungscode (--tiebreaks gibt die Reihenfolge an)"
    ),
    "error.participant": "gefunden: {number}; erwartet: {what} in {source} ({low}-{high})",
    "error.player_rank": "die Startnummer eines Spielers",
    "error.team_number": "die Startnummer einer Mannschaft",
    "error.same_participant": "gefunden: {number}, derselbe wie A; erwartet: zwei verschiedene Teilnehmer",
    "error.after_round": (
        "gefunden: {round} als die Runde, nach der gewertet wird; erwartet: eine Runde von 0 bis {rounds} (das "
        "Turnier hat {rounds} Runden)"
    ),
    # the guide's examples and the team articles (issue 14: every table of the guide in the page's language)
    "title.team_article": "{article} mit 13",
    "head.rr_players": "Spieler",
    "head.rr_rounds": "Runden",
    "head.rr_games": "Partien",
    "head.rr_double_rounds": "Doppelrundig: Runden",
    "head.rr_double_games": "Doppelrundig: Partien",
    "head.swiss_rounds": "Schweizer System: Runden für einen Sieger",
    # the calculator's one-player mode
    "title.filler": "Füllspieler {r}",
}
