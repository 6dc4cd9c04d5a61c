"""De uitvoer van de referentie in het Nederlands: de sleutel van elke tekst -> zijn sjabloon (de termen van
docs/nl/glossary.md; de artikelnummers van de FIDE blijven)."""

TEXTS: dict[str, str] = {
    # de soorten ronde (C.07 art. 15-16)
    "kind.win": "winst",
    "kind.draw": "remise",
    "kind.loss": "verlies",
    "kind.forfeit_win": "reglementaire winst",
    "kind.forfeit_loss": "reglementair verlies",
    "kind.pab": "toegekende bye",
    "kind.fpb": "bye met een heel punt",
    "kind.hpb": "bye met een half punt",
    "kind.zpb": "bye zonder punt",
    "what.unplayed": "{kind} ({category})",
    "what.tpn": "startnummer (rangnummer in het TRF-bestand)",
    "what.own_rating": "eigen rating (10.6)",
    "what.de_score": "score in de aparte stand (6.1)",
    "what.de_best_case": "gunstigste geval met {missing} ontbrekende partij(en) (6.3)",
    "what.total": "{code} (totaal)",
    # opmerkingen bij een rij
    "note.forfeit_as_game": "reglementaire uitslag telt als partij (15.2 of /P)",
    "note.adjusted": (
        "aangepaste score van de tegenstander {score} (16.3: eindscore {final}, ronden van 16.2.5 als remise geteld)"
    ),
    "note.adjusted_virtual": (
        "aangepaste score van de tegenstander {score} (C.02 13.15.1: eindscore {final}, ongespeelde ronden als "
        "remise geteld)"
    ),
    "note.virtual_opponent": (
        "virtuele tegenstander: {before} vóór de ronde + {result} (de andere kant van deze uitslag) + {rest} × {draw} "
        "(remises daarna) = {score} (C.02 13.15.2)"
    ),
    "note.dummy_own": "fictieve tegenstander: eigen score {own} (16.4, geen plafond vóór 2026)",
    "note.dummy_forfeit": (
        "fictieve tegenstander: min(eigen score {own}, aangepaste score {adjusted} van tegenstander {opponent}) "
        "(16.4.1)"
    ),
    "note.dummy_cap": "fictieve tegenstander: min(eigen score {own}, remise × ronden = {cap}) (16.4.2)",
    "note.opponent_buchholz": "{code} van tegenstander {opponent}",
    "note.de_repeated": "gemiddelde van de partijen tegen {opponents} (6.1.2)",
    # waarom een rij geschrapt is
    "cut.vur": "geschrapt: laagste bijdrage uit een vrijwillig ongespeelde ronde (16.5.1)",
    "cut.lsv": "geschrapt: minst zwaarwegende waarde (14.1)",
    "cut.msv": "geschrapt: meest zwaarwegende waarde (14.3)",
    "cut.earliest_running": "geschrapt: vroegste tussenstand (14.1)",
    "cut.latest_running": "geschrapt: laatste tussenstand (14.3)",
    "cut.koya": "tegenstander onder {limit} punten (9.2)",
    "cut.de_forfeit": "reglementaire uitslag niet geteld (6.1.1; gebruik DE/P)",
    "cut.rating": "geschrapt (14.1)",
    "cut.rating_high": "geschrapt (14.3)",
    # de zinnen onder een verklaring
    "sum.undefined": "{code} is hier niet gedefinieerd",
    "sum.none": "{code} = 0: geen enkele ronde telt",
    "sum.total": "{code} = {terms} = {value}{left}",
    "sum.single": "{code} = {terms}{left}",
    "sum.cut_row": " (1 rij geschrapt, niet meegeteld)",
    "sum.cut_rows": " ({n} rijen geschrapt, niet meegeteld)",
    "sum.mean": "{code} = {terms} ÷ {n} = {mean} ({article})",
    "sum.mean_rounded": "{code} = {terms} ÷ {n} = {mean}, {rounding} {result} ({article})",
    "sum.half_up": "afgerond (vanaf 5 naar boven) op",
    "sum.aob_rounding": "afgerond (vanaf 5 naar boven) op {places} decimalen (keuze aob_rounding):",
    "sum.aob_rounding_one": "afgerond (vanaf 5 naar boven) op 1 decimaal (keuze aob_rounding):",
    "sum.aob_undefined": "{code} niet gedefinieerd: geen tegenstander aan het bord gespeeld (8.2)",
    "sum.unrated": (
        "{code} niet gedefinieerd: spelers zonder rating ({players}) en geen rating aan hen toegekend "
        "(art. 10; --unrated-rating R kent er een toe)"
    ),
    "sum.own_rating": "{code} = {rating}, de eigen rating van de deelnemer ({article})",
    "sum.no_game": (
        "{code} niet gedefinieerd: geen partij aan het bord gespeeld (reglementaire uitslagen en byes tellen niet, "
        "art. 10)"
    ),
    "sum.cut_all": "{code} niet gedefinieerd: na het schrappen blijft geen tegenstander over (14.1)",
    "sum.tpr": (
        "{code} = ARO {aro} + dp {dp} = {value}: p = {points} ÷ {games} partij(en), afgerond (vanaf 5 naar boven) "
        "op {p}, dp {dp} (FIDE B.02 8.1.1) ({article})"
    ),
    "sum.ptp": (
        "{code} = {value}: de laagste rating waarmee de verwachte score tegen de {games} tegenstander(s) {score} "
        "bereikt (FIDE B.02 8.1.2) ({article})"
    ),
    "sum.no_performance": "{code} niet gedefinieerd: geen tegenstander met een {of} ({article})",
    "sum.left_out": "{sentence}; {left} tegenstander(s) zonder waarde niet meegeteld",
    "sum.de_alone": "{code} = 0, niet toegepast: {tpn} staat alleen op deze score na de tiebreaks vóór {code} (4.3)",
    "sum.de_equal": (
        "{code} = 0, niet toegepast: iedereen in de groep heeft tegen elkaar gespeeld en de scores zijn gelijk "
        "({article})"
    ),
    "sum.de_undecided": (
        "{code} = 0, niet toegepast: niet iedereen in de groep heeft tegen elkaar gespeeld, en niemand is eerste, "
        "wat de ontbrekende partijen ook opleveren ({article})"
    ),
    "sum.de_place": "{code} = {value}: plaats {value} in de aparte stand van de groep ({article})",
    "sum.type_a_place": "{code} = {value}: plaats {value} binnen de groep met gelijke stand",
    "sum.type_a_alone": "{code} = 0, niet toegepast: {tpn} staat alleen op deze score na de tiebreaks vóór {code}",
    "sum.type_a_none": "{code} = 0, niet toegepast: {code} scheidt de groep niet",
    # koppen en titels van de tabellen
    "head.round": "Ronde",
    "head.opp": "Tgst.",
    "head.what": "Wat",
    "head.element": "Element",
    "head.points": "Punten",
    "head.contribution": "Bijdrage",
    "head.vur": "VUR",
    "head.note": "Opmerking",
    "head.yes": "ja",
    "head.rank": "Pl.",
    "head.tpn": "Nr.",
    "head.name": "Naam",
    "head.rating": "Rating",
    "head.pts": "Ptn",
    "title.standings": "Stand na ronde {round} ({rules})",
    "title.player": "Speler",
    "title.explanation": "{code} van {who} = {value}  ({article}, {rules}{group})",
    "title.group": ", groep met gelijke stand {members}",
    "title.virtual_article": "{article}, ongespeelde ronden volgens C.02 13.15",
    # teamtoernooien (C.07 art. 11-13)
    "head.team": "Team",
    "title.team_standings": "Teamstand na ronde {round} ({rules}, primaire score {primary})",
    "what.secondary_score": "secundaire score ({score})",
    "what.bc": "bordtelling (12.1, lager is beter)",
    "what.tbr": "resultaten aan de bovenste borden (12.2)",
    "what.bbe": "weglaten vanaf het onderste bord (12.3)",
    "note.sssc": "SSSC = secundair + BH({primary}) / {n}, afgerond (vanaf 5 naar boven) op 2 decimalen",
    "note.boards": "borden {boards}",
    "note.match": "punten = MP, bijdrage = GP; borden {boards}",
    "note.board_keys": "team {team}: {keys}; team {own}: {own_keys}",
    "cut.forfeit": "reglementaire uitslag niet geteld",
    # US Chess, regel 34
    "what.us_unplayed": "{kind} (ongespeeld)",
    "what.us_class": "{kind} {score} van {maximum}",
    "what.us_any_score": "ongeacht de score",
    "what.us_drop": "{why}: schrap {ends}",
    "what.us_drop_both": "{why}: schrap {low} en {high}",
    "us.plus": "plusscore",
    "us.minus": "minscore",
    "us.even": "gelijke score",
    "us.lowest_one": "de laagste waarde",
    "us.lowest": "de {n} laagste waarden",
    "us.highest_one": "de hoogste waarde",
    "us.highest": "de {n} hoogste waarden",
    "note.us_drops": "{n} aan elke kant in een toernooi van {rounds} ronden, 34E1",
    "note.us_own_unplayed": "eigen ongespeelde ronde: een tegenstander met aangepaste score 0 (34E)",
    "note.us_adjusted": (
        "aangepaste score van de tegenstander {score} (eindscore {final}; {n} ongespeelde ronde(n) als remise "
        "geteld, 34E)"
    ),
    "note.us_running": "tussenstand",
    "note.us_subtracted": "punten van een ongespeelde ronde één keer afgetrokken (34E3)",
    "note.us_cumulative": "Cumulative (34E3) van tegenstander {opponent}",
    "note.us_no_opponent": "eigen ongespeelde ronde: geen tegenstander (34E9)",
    "note.us_kashdan": "ongespeeld: 0 (34E7)",
    "note.us_no_colour": "ongespeeld: geen kleur (34E6)",
    "note.us_adds_nothing": "eigen ongespeelde ronde: telt 0 (34E8)",
    "note.us_no_rating": "geen rating: niet meegeteld [?]",
    "cut.us_lowest": "geschrapt: laagste",
    "cut.us_highest": "geschrapt: hoogste",
    "cut.us_rbt_forfeit": "reglementaire uitslag tussen spelers met gelijke stand niet geteld [I/?]",
    # waarschuwingen: wat de geldende regels niet definiëren zoals de lijst het schrijft
    "warn.new_in_2026": (
        "{label}: {name} is een tiebreak uit de tekst van 2026 (C.07 2026 {article}), die de geldende regels "
        "{rules} niet kennen; berekend zoals de tekst van 2026 hem definieert"
    ),
    "warn.aob_fore": (
        "{label}: AOB van de Fore Buchholz van de tegenstanders (/F) is een optie uit de tekst van 2026 (C.07 2026 "
        "8.2), die de geldende regels {rules} niet hebben; berekend zoals de tekst van 2026 hem definieert"
    ),
    "warn.not_in_2017": (
        "{label} is niet gedefinieerd in de tekst van vóór 2023 (C.02 art. 13, 2017, regelset fide-2017): berekend "
        "met de definitie uit C.07 (2024)"
    ),
    "warn.ps_median": (
        "{label}: C.07 art. 5 kent voor PS alleen schrappingen; berekend met Median van 14.3/14.4 (de {n} "
        "vroegste en de {n} laatste tussenstanden vervallen). Het controleprogramma van de FIDE berekent hem als "
        "PS/C{n}"
    ),
    "warn.p_in_2017": (
        "{label}: de modifier /P kwam met de tekst van 2023; C.02 art. 13 (fide-2017) telt reglementaire uitslagen "
        "volgens 13.15 (virtuele tegenstander)"
    ),
    "warn.buchholz_round_robin": (
        "{codes} in een rondtoernooi: de Buchholz-familie (BH, FB, AOB) mag in rondtoernooien niet worden gebruikt "
        "(C.07 2026, noot bij art. 8)"
    ),
    "warn.buchholz_round_robin_allowed": (
        "{codes} in een rondtoernooi: de geldende regels {rules} staan het toe, maar iedere speler treft dezelfde "
        "tegenstanders, en de tekst van 2026 verbiedt de Buchholz-familie (BH, FB, AOB) in rondtoernooien "
        "(C.07 2026, noot bij art. 8)"
    ),
    # why: de tiebreak die twee deelnemers scheidt
    "why.tied": "{a} en {b} zijn gelijk op elke tiebreak van de lijst ({codes})",
    "why.lots": (
        "{tied}: de loting (C.07 4.2, lots_seed) plaatst {above} ({above_place}) boven {other} ({other_place})"
    ),
    "why.shared": "{tied}: ze delen plaats {place} (C.07 4.2; geen loting gevraagd, lots_seed)",
    "why.above": "{above} staat boven {below} door {code} ({article}): {how} {value} tegen {other}",
    "why.how_place": "plaats binnen de groep met gelijke stand",
    "why.how_value": "waarde",
    "why.place": "plaats {place}",
    "head.code": "Code",
    "head.equal_value": "Gelijke waarde",
    "head.place": "Plaats",
    "head.score": "Score",
    "title.equal_before": "Gelijk vóór {code}",
    "title.equal": "Gelijk op elke tiebreak",
    "title.separate": "Aparte stand van de groep met gelijke stand {members} ({code})",
    "head.moved": "Verschoven",
    "head.moved_mark": "verschoven",
    "title.compared": "Vergeleken volgordes na ronde {round} ({rules})",
    "title.team": "team {tpn} {name}",
    # de gepubliceerde pagina's (present/html.py, standings --format html, crosstable)
    "page.standings": "Stand",
    "page.standings_after": "Stand na ronde {round}",
    "page.crosstable": "Kruistabel",
    "page.crosstable_after": "Kruistabel na ronde {round}",
    "page.event": "Toernooi",
    "page.site": "Plaats",
    "page.dates": "Data",
    "page.rounds": "Ronden",
    "page.rounds_value": "{played} van {scheduled}",
    "page.rules": "Reglement",
    "page.tiebreaks": "Tiebreaks",
    "page.tpn": "Nr.",
    "page.title": "Titel",
    "page.fed": "Fed.",
    "page.fide_id": "FIDE-id",
    "page.legend": "Legenda",
    "page.not_applied_mark": (
        "niet toegepast: op dit punt was er geen gelijke stand meer te breken, of de tiebreak scheidde de groep niet"
    ),
    "page.undefined_mark": "niet bepaald: de regel geeft hier geen waarde",
    "page.opponents": "Per ronde: het startnummer van de tegenstander, de kleur en de uitslag.",
    "page.grid": (
        "Elk vak: de uitslag van de speler van de rij tegen de speler van de kolom, in de volgorde van de ronden."
    ),
    "page.white": "wit",
    "page.black": "zwart",
    "page.colour_w": "w",
    "page.colour_b": "z",
    "page.ZPB": "bye zonder punt of afwezig",
    "page.unknown": "uitslag onbekend",
    "page.footer": "Berekend met tiebreak-ref, een exacte referentie van de FIDE-tiebreakregels.",
    "page.rule_sets.fide-2026": "FIDE C.07 (2026)",
    "page.rule_sets.fide-2024": "FIDE C.07 (2024)",
    "page.rule_sets.fide-2017": "FIDE-tiebreakregels (2017)",
    "page.rule_sets.uscf": "US Chess, regel 34",
    "page.names.PTS": "punten",
    "page.names.DE": "onderling resultaat",
    "page.names.WIN": "aantal overwinningen",
    "page.names.WON": "aantal aan het bord gewonnen partijen",
    "page.names.BPG": "aantal partijen met zwart",
    "page.names.BWG": "aantal met zwart gewonnen partijen",
    "page.names.PS": "progressieve score",
    "page.names.REP": "ronden die de speler zelf wilde spelen",
    "page.names.STD": "standaardpunten",
    "page.names.TPN": "startnummer",
    "page.names.BH": "Buchholz",
    "page.names.AOB": "gemiddelde Buchholz van de tegenstanders",
    "page.names.FB": "Fore-Buchholz",
    "page.names.SB": "Sonneborn-Berger",
    "page.names.KS": "Koya-systeem",
    "page.names.ARO": "gemiddelde rating van de tegenstanders",
    "page.names.TPR": "toernooiprestatierating",
    "page.names.PTP": "perfecte toernooiprestatie",
    "page.names.APRO": "gemiddelde prestatierating van de tegenstanders",
    "page.names.APPO": "gemiddelde perfecte prestatie van de tegenstanders",
    "page.names.RTNG": "rating",
    "page.names.cut": "Cut-{n}",
    "page.names.median": "Median-{n}",
    "page.names.MPVGP": "de andere score (bordpunten na matchpunten, of omgekeerd)",
    "page.names.BC": "bordtelling",
    "page.names.TBR": "resultaten aan de bovenste borden",
    "page.names.BBE": "weglaten vanaf het onderste bord",
    "page.names.ESB": "uitgebreide Sonneborn-Berger",
    "page.names.EDE": "uitgebreid onderling resultaat",
    "page.names.SSSC": "secundaire score plus de Buchholz van de primaire score gedeeld door N",
    "page.mp": "MP",
    "page.gp": "BP",
    "page.match_points": "matchpunten",
    "page.game_points": "bordpunten",
    # de hulpmiddelen voor de organisator: berger, quads, schedule, scheveningen, prizes
    "head.board": "Bord {board}",
    "head.bye": "Bye",
    "head.places": "Plaatsen",
    "head.money": "Bedrag",
    "head.pooled": "Gedeeld",
    "head.by_place": "Per plaats",
    "head.prize": "Prijs",
    "title.round_robin": "rondtoernooi",
    "title.double_round_robin": "dubbel rondtoernooi",
    "title.berger": "Berger-tabel, {players} spelers, {kind} (FIDE C.05 bijlage 1)",
    "title.quad": "Groep {group}: {members}",
    "title.unrated": "zonder rating",
    "title.scheveningen": "Scheveningen, twee teams van {players} ({version})",
    "title.prizes": "Prijzen ({method}; tiebreakvolgorde {order})",
    "title.no_order": "geen",
    "note.schedule": (
        "{players} spelers, {kind}: {rounds} ronden, {games} partijen, {per_round} partijen per ronde{bye}"
    ),
    "note.schedule_bye": ", één bye per ronde",
    "note.time_control": (
        "tempo {tc}: {each} minuten per speler (basistijd plus increment of vertraging over {moves} zetten)"
    ),
    "note.round_minutes": "ronde: 2 x {each} + {changeover} wisseltijd = {minutes} minuten ({clock})",
    "note.all_rounds": "alle {rounds} ronden: {minutes} minuten ({clock})",
    "note.hort": (
        "Hort: de helft van het prijzengeld van elke plaats gaat volgens de tiebreakvolgorde (Per plaats), de andere "
        "helft wordt gelijk verdeeld over de spelers met gelijke stand (Gedeeld)."
    ),
    "note.pool": "Pool: spelers met gelijke stand delen het prijzengeld van de plaatsen die ze innemen gelijk.",
    "note.rounding": (
        "Afronding: plaatsen {places} delen {money}; elk deel wordt afgerond (vanaf 5 naar boven) op {unit}: "
        "{shares} = {paid}, {what}."
    ),
    "note.rounding_more": "{amount} meer dan het prijzengeld",
    "note.rounding_left": "{amount} van het prijzengeld niet uitbetaald",
    "note.unlisted_one": "1 speler zonder prijs niet vermeld.",
    "note.unlisted": "{n} spelers zonder prijs niet vermeld.",
    "note.undecided": ("{award} onbeslist: spelers {players} staan na de tiebreaks nog gelijk (barrage of loting)"),
    "note.withdrew": "speler {tpn} trok zich terug na {played} van {scheduled} partijen",
    "note.withdrawal_removed": "uitslagen uit de stand verwijderd (terugtrekkingsregel van de FIDE)",
    "note.withdrawal_forfeits": (
        "uitslagen tellen; {n} resterende partij(en) als reglementaire uitslag gescoord (terugtrekkingsregel van de "
        "FIDE)"
    ),
    # de meldingen, opmerkingen en waarschuwingen op standaardfout: het woord ervoor en de teksten van de meldingen
    "notice.label": "melding",
    "note.label": "opmerking",
    "warning.label": "waarschuwing",
    "notice.more": " (en nog {n} keer zo gelezen, vanaf regel {line})",
    "notice.cp1252": "bestand als Windows-1252 (cp1252) gelezen: byte 0x{byte} is hier geen UTF-8 (gelezen als {char})",
    "notice.ruler": "regel met kolomcijfers (een liniaal) overgeslagen",
    "notice.template": "de sjabloonregel met de velden uit de TRF-16-tekst overgeslagen",
    "notice.record": "record {record} overgeslagen: dat is geen record van TRF-16 of TRF-2026",
    "notice.separator_title": "{char} in kolom 14, tussen de titel en de naam, gelezen als deel van de naam",
    "notice.separator_federation": (
        "{char} in kolom 57, tussen de federatie en het FIDE-ID, gelezen als deel van de federatie"
    ),
    "notice.separator_birth": (
        "{char} in kolom 69, tussen het FIDE-ID en de geboortedatum, gelezen als deel van het FIDE-ID"
    ),
    "notice.old_bye": "`{block}` in ronde {round} gelezen als {label} (de notatie van vóór 2016)",
    "notice.points_unfilled": (
        "de opgegeven punten (kolommen 81-84) gelezen als niet ingevuld: ze zijn 0.0 voor elke speler, terwijl de "
        "uitslagen punten geven; de punten komen uit de uitslagen (beslissing R8)"
    ),
    "notice.empty_hpb": (
        "de lege ronde {rounds} gelezen als bye met een half punt (empty_round={mode}): dan klopt het opgegeven "
        "totaal van {points} punten"
    ),
    "notice.empty_hpbs": (
        "de lege ronden {rounds} gelezen als byes met een half punt (empty_round={mode}): dan klopt het opgegeven "
        "totaal van {points} punten"
    ),
    "notice.empty_fpb": (
        "de lege ronde {rounds} gelezen als bye met een heel punt (empty_round={mode}): dan klopt het opgegeven "
        "totaal van {points} punten"
    ),
    "notice.empty_fpbs": (
        "de lege ronden {rounds} gelezen als byes met een heel punt (empty_round={mode}): dan klopt het opgegeven "
        "totaal van {points} punten"
    ),
    "notice.date_unread": (
        "{text} gevonden als begindatum (record 042); verwacht een datum zoals 2024/10/13: niet gelezen"
    ),
    "notice.date_guess": "begindatum {text} gelezen als {date}: {guess}",
    "notice.guess_year_first": "JJ{sep}MM{sep}DD, de vorm van record 132 (het kan ook DD{sep}MM{sep}JJ zijn: {other})",
    "notice.guess_day_first": "DD{sep}MM{sep}JJJJ (het kan ook MM{sep}DD{sep}JJJJ zijn: {other})",
    "notice.date_round_one": "geen begindatum in record 042: de datum van ronde 1 ({date}, record 132) geldt als begin",
    "notice.team_pab_undeclared": (
        "toegekende bye van een team zonder record 320 gelezen als {value} {what}, wat een remise geeft (C.04.6): "
        "record 310 geeft geen {what} op waaruit iets anders blijkt"
    ),
    "notice.team_pab_neither": (
        "toegekende bye van een team zonder record 320 gelezen als {value} {what}, wat een remise geeft (C.04.6): de "
        "{what} die record 310 opgeeft kloppen met geen van beide lezingen"
    ),
    "notice.team_pab_fits": (
        "toegekende bye van een team zonder record 320 gelezen als {value} {what}, de waarde waarmee de {what} die "
        "record 310 opgeeft kloppen"
    ),
    "notice.team_pab_fits_not_draw": (
        "toegekende bye van een team zonder record 320 gelezen als {value} {what}, de waarde waarmee de {what} die "
        "record 310 opgeeft kloppen (C.04.6 alleen zou geven wat een remise geeft: {draw})"
    ),
    "notice.rounds_not_played": (
        "het bestand plant {rounds} ronden, maar {what}: stand na ronde {last}; --after-round {rounds} rangschikt "
        "alsof alle ronden gespeeld zijn (een lege ronde als bye zonder punt)"
    ),
    "notice.round_incomplete": "ronde {round} is niet compleet (een paring heeft nog geen uitslag)",
    "notice.no_result_round": "geen enkele partij van ronde {round} heeft al een uitslag",
    "notice.no_result_rounds": "geen enkele partij van de ronden {first}-{last} heeft al een uitslag",
    "notice.no_start_date": (
        "geen begindatum (records 042 en 132): de nieuwste editie, fide-2026, wordt aangenomen; geef --rules "
        "fide-2024 of --rules fide-2017 voor een ouder toernooi"
    ),
    "notice.before_2024": (
        "de begindatum {date} ligt vóór 1 april 2024, toen de tekst van 2023 voor alle FIDE-geratete toernooien ging "
        "gelden: fide-2017 wordt aangenomen; een FIDE-toernooi (EVE, GSC) uit deze periode gebruikte al de nieuwe "
        "tekst: geef dan --rules fide-2024"
    ),
    "notice.before_2017": (
        "de begindatum {date} ligt vóór 1 juli 2017, toen de tekst van fide-2017 van kracht werd: fide-2017 wordt "
        "aangenomen (de virtuele tegenstander daarvan gaat terug op het congres van Kallithea in 2009)"
    ),
    # het verslag van check
    "check.event": (
        "{source}: {players} spelers, {rounds} ronden, {version}; paringen en punten kloppen; regelset {rules}; "
        "rangschikking volgens {codes}"
    ),
    "check.agree": "opgegeven plaatsen kloppen",
    "check.nothing": "geen opgegeven plaatsen om te vergelijken",
    "check.rank": "speler {tpn} geeft plaats {declared} op; de lijst geeft {rank}",
    "check.team_event": (
        "{source}: {teams} teams van {boards} borden, {players} spelers, {rounds} ronden, {version}; hoofdscore "
        "{primary}; regelset {rules}; rangschikking volgens {codes}"
    ),
    "check.team_mp": "team {tpn} geeft {declared} matchpunten op; de uitslagen geven {value}",
    "check.team_gp": "team {tpn} geeft {declared} bordpunten op; de uitslagen geven {value}",
    "check.team_rank": "team {tpn} geeft plaats {declared} op; de lijst geeft {rank}",
    "check.team_agree": "opgegeven teamtotalen en plaatsen kloppen",
    # check --strict: een melding als fout
    "notice.strict_interpreted": (
        "gevonden: iets wat geïnterpreteerd moest worden: {text}{more}; verwacht: een vorm die zonder "
        "interpretatie gelezen wordt (--strict weigert wat anders met een melding gelezen wordt)"
    ),
    "notice.strict": (
        "gevonden: {found}{more}; verwacht: {expected} (--strict weigert wat anders met een melding gelezen wordt)"
    ),
    "notice.found_byte": "byte 0x{byte}, die geen UTF-8 is",
    "notice.expected_utf8": "een TRF-bestand in UTF-8",
    "notice.found_ruler": "een regel met kolomcijfers (een liniaal)",
    "notice.found_template": "de sjabloonregel met de velden uit de TRF-16-tekst",
    "notice.expected_record": (
        "een record (een id van drie tekens, een spatie, de gegevens) of een commentaarregel die met ### begint"
    ),
    "notice.found_record": "record-id {record}",
    "notice.expected_record_id": "een record-id van TRF-16 of TRF-2026",
    "notice.found_in_column": "{char} in kolom {column}",
    "notice.blank_title": "een spatie tussen de titel en de naam",
    "notice.blank_federation": "een spatie tussen de federatie en het FIDE-ID",
    "notice.blank_birth": "een spatie tussen het FIDE-ID en de geboortedatum",
    "notice.expected_bye": "`0000 - {code}` voor een {label}",
    "notice.found_zero_points": "0.0 opgegeven punten voor elke speler",
    "notice.expected_points": "de punten van elke speler, of een lege kolom",
    "notice.found_empty_round": "de lege ronde {rounds}",
    "notice.found_empty_rounds": "de lege ronden {rounds}",
    # fouten: gevonden ...; verwacht ...
    "error.self_defined": (
        "gevonden: zelfgedefinieerde tiebreak {code} (vastgelegd in het toernooireglement, niet in C.07); "
        "verwacht: een van {known}"
    ),
    "error.malformed": (
        "onjuist geschreven tiebreakcode {code}; verwacht: NAAM[:MP|:GP][/OPTIE...], bijvoorbeeld BH/C1; bekende "
        "namen: {known}"
    ),
    "error.us_counterpart": " (de Amerikaanse tegenhanger: {code})",
    "error.fide_only": (
        "gevonden: {code}: {name} is een tiebreak van FIDE C.07, niet beschikbaar onder de regelset uscf{hint}; "
        "verwacht: een van {known}"
    ),
    "error.us_only": (
        "gevonden: {code}: {name} is een tiebreak van US Chess ({description}), alleen geldig onder de regelset "
        "uscf (--rules uscf); verwacht: een van {known}"
    ),
    "error.not_individual": (
        "gevonden: {code}: de tiebreak {name} bestaat niet voor individuele toernooien; verwacht: een van {known}"
    ),
    "error.unknown_code": "gevonden: onbekende tiebreakcode {code}; verwacht: een van {known}",
    "error.cut_and_median": (
        "gevonden: {code} met zowel schrappen als een mediaan, wat niet samengaat; verwacht: hoogstens één van "
        "/Cn en /Mn"
    ),
    "error.modifier": "gevonden: {name} met de toevoeging /{opt}, die deze tiebreak niet kent; verwacht: {hint}",
    "error.modifiers": "een van zijn toevoegingen {forms}",
    "error.no_modifier": "geen toevoeging ({name} kent er geen)",
    "error.set_choice": "gevonden: {name}={value}; verwacht: een van {choices}",
    "error.set_form": "gevonden: {item}; verwacht: NAAM=WAARDE met als NAAM een van {names}, empty_round",
    "error.set_yes_no": "gevonden: {name}={value}; verwacht: yes of no",
    "error.set_number": "gevonden: {name}={value}; verwacht: een geheel getal of none",
    "error.empty_list": (
        'gevonden: {text}, een lege lijst; verwacht: tiebreakcodes zoals "BH/C1 BH SB DE" (met alleen PTS wordt '
        "alleen op punten gerangschikt)"
    ),
    "error.one_code": "gevonden: {code}, {n} codes; verwacht: één tiebreakcode (--tiebreaks geeft de volgorde)",
    "error.participant": "gevonden: {number}; verwacht: {what} in {source} ({low}-{high})",
    "error.player_rank": "het startnummer van een speler",
    "error.team_number": "het startnummer van een team",
    "error.same_participant": "gevonden: {number}, dezelfde als A; verwacht: twee verschillende deelnemers",
    "error.after_round": (
        "gevonden: {round} als de ronde waarna gerangschikt wordt; verwacht: een ronde van 0 tot en met {rounds} "
        "(het toernooi heeft {rounds} ronden)"
    ),
    # the guide's examples and the team articles (issue 14: every table of the guide in the page's language)
    "title.team_article": "{article} met 13",
    "head.rr_players": "Spelers",
    "head.rr_rounds": "Ronden",
    "head.rr_games": "Partijen",
    "head.rr_double_rounds": "Dubbel: ronden",
    "head.rr_double_games": "Dubbel: partijen",
    "head.swiss_rounds": "Zwitsers: ronden voor één winnaar",
    # the calculator's one-player mode
    "title.filler": "Opvuller {r}",
}
