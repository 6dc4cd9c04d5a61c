"""Referansens utdata på norsk (bokmål): nøkkelen til hver tekst -> malen (ordene i docs/nb/glossary.md;
FIDEs artikkelnumre står som de er)."""

TEXTS: dict[str, str] = {
    # slag runde (C.07 art. 15-16)
    "kind.win": "seier",
    "kind.draw": "remis",
    "kind.loss": "tap",
    "kind.forfeit_win": "seier på walkover",
    "kind.forfeit_loss": "tap på walkover",
    "kind.pab": "fri runde fra paringen",
    "kind.fpb": "fri runde med helt poeng",
    "kind.hpb": "fri runde med halvt poeng",
    "kind.zpb": "fri runde uten poeng",
    "what.unplayed": "{kind} ({category})",
    "what.tpn": "startnummer (startrangen i TRF-filen)",
    "what.own_rating": "egen rating (10.6)",
    "what.de_score": "poeng i den separate tabellen (6.1)",
    "what.de_best_case": "beste tilfelle med {missing} manglende parti(er) (6.3)",
    "what.total": "{code} (sum)",
    # merknader til en rad
    "note.forfeit_as_game": "walkover telt som parti (15.2 eller /P)",
    "note.adjusted": (
        "motstanderens justerte poengsum {score} (16.3: sluttsum {final}, runder etter 16.2.5 telt som remis)"
    ),
    "note.adjusted_virtual": (
        "motstanderens justerte poengsum {score} (C.02 13.15.1: sluttsum {final}, uspilte runder telt som remis)"
    ),
    "note.virtual_opponent": (
        "virtuell motstander: {before} før runden + {result} (den andre siden av dette resultatet) + {rest} × {draw} "
        "(remis etterpå) = {score} (C.02 13.15.2)"
    ),
    "note.dummy_own": "fiktiv motstander: egen poengsum {own} (16.4, uten tak før 2026)",
    "note.dummy_forfeit": (
        "fiktiv motstander: min(egen poengsum {own}, justert poengsum {adjusted} for motstander {opponent}) (16.4.1)"
    ),
    "note.dummy_cap": "fiktiv motstander: min(egen poengsum {own}, remis × runder = {cap}) (16.4.2)",
    "note.opponent_buchholz": "{code} for motstander {opponent}",
    "note.de_repeated": "snittet av partiene mot {opponents} (6.1.2)",
    # hvorfor en rad er strøket
    "cut.vur": "strøket: laveste bidrag fra en frivillig uspilt runde (16.5.1)",
    "cut.lsv": "strøket: minst betydningsfulle verdi (14.1)",
    "cut.msv": "strøket: mest betydningsfulle verdi (14.3)",
    "cut.earliest_running": "strøket: tidligste løpende poengsum (14.1)",
    "cut.latest_running": "strøket: seneste løpende poengsum (14.3)",
    "cut.koya": "motstander under {limit} poeng (9.2)",
    "cut.de_forfeit": "walkover ikke telt (6.1.1; bruk DE/P)",
    "cut.rating": "strøket (14.1)",
    "cut.rating_high": "strøket (14.3)",
    # setningene under en forklaring
    "sum.undefined": "{code} er ikke definert her",
    "sum.none": "{code} = 0: ingen runde teller",
    "sum.total": "{code} = {terms} = {value}{left}",
    "sum.single": "{code} = {terms}{left}",
    "sum.cut_row": " (1 rad strøket, ikke telt)",
    "sum.cut_rows": " ({n} rader strøket, ikke telt)",
    "sum.mean": "{code} = {terms} ÷ {n} = {mean} ({article})",
    "sum.mean_rounded": "{code} = {terms} ÷ {n} = {mean}, {rounding} {result} ({article})",
    "sum.half_up": "avrundet (5 opp) til",
    "sum.aob_rounding": "avrundet (5 opp) til {places} desimaler (beslutning aob_rounding):",
    "sum.aob_rounding_one": "avrundet (5 opp) til 1 desimal (beslutning aob_rounding):",
    "sum.aob_undefined": "{code} ikke definert: ingen motstander spilt ved brettet (8.2)",
    "sum.unrated": (
        "{code} ikke definert: spillere uten rating ({players}) og ingen rating tildelt dem "
        "(art. 10; --unrated-rating R tildeler en)"
    ),
    "sum.own_rating": "{code} = {rating}, deltakerens egen rating ({article})",
    "sum.no_game": (
        "{code} ikke definert: ingen parti spilt ved brettet (walkover og frie runder teller ikke, art. 10)"
    ),
    "sum.cut_all": "{code} ikke definert: strykningen etterlater ingen motstander (14.1)",
    "sum.tpr": (
        "{code} = ARO {aro} + dp {dp} = {value}: p = {points} ÷ {games} parti(er), avrundet (5 opp) til {p}, "
        "dp {dp} (FIDE B.02 8.1.1) ({article})"
    ),
    "sum.ptp": (
        "{code} = {value}: den laveste ratingen der forventet poengsum mot de {games} motstanderne når {score} "
        "(FIDE B.02 8.1.2) ({article})"
    ),
    "sum.no_performance": "{code} ikke definert: ingen motstander med {of} ({article})",
    "sum.left_out": "{sentence}; {left} motstander(e) uten verdi ikke telt",
    "sum.de_alone": (
        "{code} = 0, ikke brukt: {tpn} står alene på denne poengsummen etter kvalitetspoengene før {code} (4.3)"
    ),
    "sum.de_equal": "{code} = 0, ikke brukt: alle i gruppen har møtt hverandre og poengene er like ({article})",
    "sum.de_undecided": (
        "{code} = 0, ikke brukt: ikke alle i gruppen har møtt hverandre, og ingen blir først uansett hva de "
        "manglende partiene gir ({article})"
    ),
    "sum.de_place": "{code} = {value}: plass {value} i gruppens separate tabell ({article})",
    "sum.type_a_place": "{code} = {value}: plass {value} innenfor gruppen med lik poengsum",
    "sum.type_a_alone": (
        "{code} = 0, ikke brukt: {tpn} står alene på denne poengsummen etter kvalitetspoengene før {code}"
    ),
    "sum.type_a_none": "{code} = 0, ikke brukt: {code} skiller ikke gruppen",
    # kolonneoverskrifter og titler
    "head.round": "Runde",
    "head.opp": "Motst.",
    "head.what": "Hva",
    "head.element": "Element",
    "head.points": "Poeng",
    "head.contribution": "Bidrag",
    "head.vur": "VUR",
    "head.note": "Merknad",
    "head.yes": "ja",
    "head.rank": "Pl.",
    "head.tpn": "Nr.",
    "head.name": "Navn",
    "head.rating": "Rating",
    "head.pts": "P",
    "title.standings": "Resultatliste etter {round}. runde ({rules})",
    "title.player": "Spiller",
    "title.explanation": "{code} for {who} = {value}  ({article}, {rules}{group})",
    "title.group": ", gruppe med lik poengsum {members}",
    "title.virtual_article": "{article}, uspilte runder etter C.02 13.15",
    # lagturneringer (C.07 art. 11-13)
    "head.team": "Lag",
    "title.team_standings": "Lagtabell etter {round}. runde ({rules}, hovedpoeng {primary})",
    "what.secondary_score": "sekundærpoeng ({score})",
    "what.bc": "bordtelling (12.1, lavere er bedre)",
    "what.tbr": "resultater fra øverste bord (12.2)",
    "what.bbe": "nederste bord strykes (12.3)",
    "note.sssc": "SSSC = sekundær + BH({primary}) / {n}, avrundet (5 opp) til 2 desimaler",
    "note.boards": "bord {boards}",
    "note.match": "poeng = MP, bidrag = GP; bord {boards}",
    "note.board_keys": "lag {team}: {keys}; lag {own}: {own_keys}",
    "cut.forfeit": "walkover ikke telt",
    # US Chess, regel 34
    "what.us_unplayed": "{kind} (uspilt)",
    "what.us_class": "{kind} {score} av {maximum}",
    "what.us_any_score": "uansett poengsum",
    "what.us_drop": "{why}: stryk {ends}",
    "what.us_drop_both": "{why}: stryk {low} og {high}",
    "us.plus": "plusscore",
    "us.minus": "minusscore",
    "us.even": "nøyaktig 50 %",
    "us.lowest_one": "den laveste verdien",
    "us.lowest": "de {n} laveste verdiene",
    "us.highest_one": "den høyeste verdien",
    "us.highest": "de {n} høyeste verdiene",
    "note.us_drops": "{n} i hver ende i en turnering på {rounds} runder, 34E1",
    "note.us_own_unplayed": "egen uspilt runde: en motstander med justert poengsum 0 (34E)",
    "note.us_adjusted": (
        "motstanderens justerte poengsum {score} (sluttsum {final}; {n} uspilt(e) runde(r) telt som remis, 34E)"
    ),
    "note.us_running": "løpende poengsum",
    "note.us_subtracted": "poeng fra en uspilt runde trukket fra én gang (34E3)",
    "note.us_cumulative": "Cumulative (34E3) for motstander {opponent}",
    "note.us_no_opponent": "egen uspilt runde: ingen motstander (34E9)",
    "note.us_kashdan": "uspilt: 0 (34E7)",
    "note.us_no_colour": "uspilt: ingen farge (34E6)",
    "note.us_adds_nothing": "egen uspilt runde: gir 0 (34E8)",
    "note.us_no_rating": "ingen rating: ikke telt [?]",
    "cut.us_lowest": "strøket: laveste",
    "cut.us_highest": "strøket: høyeste",
    "cut.us_rbt_forfeit": "walkover mellom spillere med lik poengsum ikke telt [I/?]",
    # advarsler: det reglene som gjelder ikke definerer slik listen skriver det
    "warn.new_in_2026": (
        "{label}: {name} er et kvalitetspoeng fra 2026-teksten (C.07 2026 {article}), som de gjeldende reglene "
        "({rules}) ikke definerer; beregnet slik 2026-teksten definerer det"
    ),
    "warn.aob_fore": (
        "{label}: AOB av motstandernes Fore Buchholz (/F) er et valg i 2026-teksten (C.07 2026 8.2), som de "
        "gjeldende reglene ({rules}) ikke har; beregnet slik 2026-teksten definerer det"
    ),
    "warn.not_in_2017": (
        "{label} er ikke definert i teksten fra før 2023 (C.02 art. 13, 2017, regelsett fide-2017): beregnet med "
        "definisjonen i C.07 (2024)"
    ),
    "warn.ps_median": (
        "{label}: C.07 art. 5 nevner bare strykninger for PS; beregnet med medianen i 14.3/14.4 (de {n} tidligste og "
        "de {n} seneste løpende poengsummene strøket). FIDEs kontrollprogram beregner det som PS/C{n}"
    ),
    "warn.p_in_2017": (
        "{label}: modifikatoren /P kom med 2023-teksten; C.02 art. 13 (fide-2017) teller walkover etter 13.15 "
        "(virtuell motstander)"
    ),
    "warn.buchholz_round_robin": (
        "{codes} i en Berger-turnering: Buchholz-familien (BH, FB, AOB) skal ikke brukes i Berger-turneringer "
        "(C.07 2026, merknad til art. 8)"
    ),
    "warn.buchholz_round_robin_allowed": (
        "{codes} i en Berger-turnering: de gjeldende reglene ({rules}) tillater det, men alle spillere møter de samme "
        "motstanderne, og 2026-teksten forbyr Buchholz-familien (BH, FB, AOB) i Berger-turneringer (C.07 2026, "
        "merknad til art. 8)"
    ),
    # why: kvalitetspoenget som skiller to deltakere
    "why.tied": "{a} og {b} er like på hvert kvalitetspoeng i listen ({codes})",
    "why.lots": (
        "{tied}: loddtrekningen (C.07 4.2, lots_seed) plasserer {above} ({above_place}) foran {other} ({other_place})"
    ),
    "why.shared": "{tied}: de deler plass {place} (C.07 4.2; det er ikke bedt om loddtrekning, lots_seed)",
    "why.above": "{above} står foran {below} på {code} ({article}): {how} {value} mot {other}",
    "why.how_place": "plass innenfor gruppen med lik poengsum",
    "why.how_value": "verdi",
    "why.place": "plass {place}",
    "head.code": "Kode",
    "head.equal_value": "Lik verdi",
    "head.place": "Plass",
    "head.score": "Poeng",
    "title.equal_before": "Like før {code}",
    "title.equal": "Like på hvert kvalitetspoeng",
    "title.separate": "Separat tabell for gruppen med lik poengsum {members} ({code})",
    "head.moved": "Flyttet",
    "head.moved_mark": "flyttet",
    "title.compared": "Sammenlignede rekkefølger etter {round}. runde ({rules})",
    "title.team": "lag {tpn} {name}",
    # de publiserte sidene (present/html.py, standings --format html, crosstable)
    "page.standings": "Resultatliste",
    "page.standings_after": "Resultatliste etter {round}. runde",
    "page.crosstable": "Krysstabell",
    "page.crosstable_after": "Krysstabell etter {round}. runde",
    "page.event": "Turnering",
    "page.site": "Sted",
    "page.dates": "Dato",
    "page.rounds": "Runder",
    "page.rounds_value": "{played} av {scheduled}",
    "page.rules": "Regelverk",
    "page.tiebreaks": "Kvalitetspoeng",
    "page.tpn": "Nr.",
    "page.title": "Tittel",
    "page.fed": "Fed.",
    "page.fide_id": "FIDE-ID",
    "page.legend": "Tegnforklaring",
    "page.not_applied_mark": (
        "ikke brukt: her var det ikke lenger lik poengsum å skille, eller kvalitetspoenget skilte ikke gruppen"
    ),
    "page.undefined_mark": "ikke definert: regelen gir ingen verdi her",
    "page.opponents": "For hver runde: motstanderens startnummer, fargen og resultatet.",
    "page.grid": "Hver rute: resultatet til spilleren i raden mot spilleren i kolonnen, i rekkefølgen av rundene.",
    "page.white": "hvit",
    "page.black": "svart",
    "page.colour_w": "h",
    "page.colour_b": "s",
    "page.ZPB": "fri runde uten poeng eller fravær",
    "page.unknown": "ukjent resultat",
    "page.footer": "Beregnet med tiebreak-ref, en eksakt referanse for FIDEs regler for kvalitetspoeng.",
    "page.rule_sets.fide-2026": "FIDE C.07 (2026)",
    "page.rule_sets.fide-2024": "FIDE C.07 (2024)",
    "page.rule_sets.fide-2017": "FIDEs regler for kvalitetspoeng (2017)",
    "page.rule_sets.uscf": "US Chess, regel 34",
    "page.names.PTS": "poeng",
    "page.names.DE": "innbyrdes oppgjør",
    "page.names.WIN": "antall seire",
    "page.names.WON": "antall partier vunnet over brettet",
    "page.names.BPG": "antall partier med svart",
    "page.names.BWG": "antall seire med svart",
    "page.names.PS": "progressiv poengsum",
    "page.names.REP": "runder spilleren valgte å spille",
    "page.names.STD": "standardpoeng",
    "page.names.TPN": "startnummer",
    "page.names.BH": "Buchholz",
    "page.names.AOB": "motstandernes gjennomsnittlige Buchholz",
    "page.names.FB": "Fore-Buchholz",
    "page.names.SB": "Sonneborn-Berger",
    "page.names.KS": "Koya-systemet",
    "page.names.ARO": "motstandernes snittrating",
    "page.names.TPR": "prestasjonsrating",
    "page.names.PTP": "perfekt turneringsprestasjon",
    "page.names.APRO": "motstandernes gjennomsnittlige prestasjonsrating",
    "page.names.APPO": "motstandernes gjennomsnittlige perfekte prestasjon",
    "page.names.RTNG": "rating",
    "page.names.cut": "Cut-{n}",
    "page.names.median": "Median-{n}",
    "page.names.MPVGP": "den andre poengsummen (brettpoeng etter lagpoeng, eller omvendt)",
    "page.names.BC": "bordtelling",
    "page.names.TBR": "resultater fra øverste bord",
    "page.names.BBE": "nederste bord strykes",
    "page.names.ESB": "utvidet Sonneborn-Berger",
    "page.names.EDE": "utvidet innbyrdes oppgjør",
    "page.names.SSSC": "sekundærpoengene pluss Buchholz av hovedpoengene delt på N",
    "page.mp": "LP",
    "page.gp": "BP",
    "page.match_points": "lagpoeng",
    "page.game_points": "brettpoeng",
    # arrangørens verktøy: berger, quads, schedule, scheveningen, prizes
    "head.board": "Bord {board}",
    "head.bye": "Fri",
    "head.places": "Plasser",
    "head.money": "Beløp",
    "head.pooled": "Delt",
    "head.by_place": "Etter plass",
    "head.prize": "Premie",
    "title.round_robin": "Berger-turnering",
    "title.double_round_robin": "dobbel Berger-turnering",
    "title.berger": "Berger-tabell, {players} spillere, {kind} (FIDE C.05 vedlegg 1)",
    "title.quad": "Gruppe {group}: {members}",
    "title.unrated": "uten rating",
    "title.scheveningen": "Scheveningen, to lag med {players} ({version})",
    "title.prizes": "Premier ({method}; rekkefølge av kvalitetspoeng {order})",
    "title.no_order": "ingen",
    "note.schedule": "{players} spillere, {kind}: {rounds} runder, {games} partier, {per_round} partier per runde{bye}",
    "note.schedule_bye": ", én fri per runde",
    "note.time_control": (
        "betenkningstid {tc}: {each} minutter per spiller (all grunntid, pluss tillegg eller forsinkelse for {moves} "
        "trekk)"
    ),
    "note.round_minutes": "runde: 2 x {each} + {changeover} pause mellom rundene = {minutes} minutter ({clock})",
    "note.all_rounds": "alle {rounds} runder: {minutes} minutter ({clock})",
    "note.hort": (
        "Hort: halvparten av premien for hver plass går etter rekkefølgen av kvalitetspoeng (Etter plass), den "
        "andre halvparten deles likt mellom spillerne med lik poengsum (Delt)."
    ),
    "note.pool": "Pool: spillere med lik poengsum deler premiepengene for plassene de har, likt.",
    "note.rounding": (
        "Avrunding: plassene {places} deler {money}; hver andel avrundes (5 og over oppover) til {unit}: "
        "{shares} = {paid}, {what}."
    ),
    "note.rounding_more": "{amount} mer enn premiepengene",
    "note.rounding_left": "{amount} av premiepengene ikke utbetalt",
    "note.unlisted_one": "1 spiller uten premie ikke oppført.",
    "note.unlisted": "{n} spillere uten premie ikke oppført.",
    "note.undecided": (
        "{award} uavgjort: spillerne {players} er fortsatt like etter kvalitetspoengene (omspill eller loddtrekning)"
    ),
    "note.withdrew": "spiller {tpn} trakk seg etter {played} av {scheduled} partier",
    "note.withdrawal_removed": "resultatene fjernet fra resultatlisten (FIDEs regel for spillere som trekker seg)",
    "note.withdrawal_forfeits": (
        "resultatene teller; {n} gjenstående parti(er) regnet som walkover (FIDEs regel for spillere som trekker seg)"
    ),
    # merknadene, merk-linjene og advarslene på standard feil: ordet foran hver og teksten i merknadene
    "notice.label": "merknad",
    "note.label": "merk",
    "warning.label": "advarsel",
    "notice.more": " (og {n} til lest på samme måte, fra linje {line})",
    "notice.cp1252": "leste filen som Windows-1252 (cp1252): byte 0x{byte} her er ikke UTF-8 (lest som {char})",
    "notice.ruler": "hoppet over en linjal med kolonnesifre",
    "notice.template": "hoppet over linjen med feltmalen fra TRF-16-teksten",
    "notice.record": "hoppet over post {record}, som ikke er en post i TRF-16 eller TRF-2026",
    "notice.separator_title": "leste {char} i kolonne 14, mellom tittelen og navnet, som en del av navnet",
    "notice.separator_federation": (
        "leste {char} i kolonne 57, mellom forbundet og FIDE-ID-en, som en del av forbundet"
    ),
    "notice.separator_birth": (
        "leste {char} i kolonne 69, mellom FIDE-ID-en og fødselsdatoen, som en del av FIDE-ID-en"
    ),
    "notice.old_bye": "leste `{block}` som {label} i runde {round} (skrivemåten fra før 2016)",
    "notice.points_unfilled": (
        "leste de oppgitte poengene (kolonne 81-84) som ikke utfylt: de er 0.0 for alle spillerne, mens resultatene "
        "gir poeng; poengene kommer fra resultatene (beslutning R8)"
    ),
    "notice.empty_hpb": (
        "leste den tomme runden {rounds} som fri runde med halvt poeng (empty_round={mode}): da stemmer de oppgitte "
        "{points} poengene"
    ),
    "notice.empty_hpbs": (
        "leste de tomme rundene {rounds} som frie runder med halvt poeng (empty_round={mode}): da stemmer de "
        "oppgitte {points} poengene"
    ),
    "notice.empty_fpb": (
        "leste den tomme runden {rounds} som fri runde med helt poeng (empty_round={mode}): da stemmer de oppgitte "
        "{points} poengene"
    ),
    "notice.empty_fpbs": (
        "leste de tomme rundene {rounds} som frie runder med helt poeng (empty_round={mode}): da stemmer de "
        "oppgitte {points} poengene"
    ),
    "notice.date_unread": "fant {text} som startdato (post 042); forventet en dato som 2024/10/13: ikke lest",
    "notice.date_guess": "leste startdatoen {text} som {date}: {guess}",
    "notice.guess_year_first": "ÅÅ{sep}MM{sep}DD, formen i post 132 (det kan også være DD{sep}MM{sep}ÅÅ: {other})",
    "notice.guess_day_first": "DD{sep}MM{sep}ÅÅÅÅ (det kan også være MM{sep}DD{sep}ÅÅÅÅ: {other})",
    "notice.date_round_one": "ingen startdato i post 042: datoen for runde 1 ({date}, post 132) regnes som start",
    "notice.team_pab_undeclared": (
        "leste en fri runde fra paringen for et lag uten post 320 som {value} {what}, det en remis gir (C.04.6): "
        "post 310 oppgir ingen {what} som viser noe annet"
    ),
    "notice.team_pab_neither": (
        "leste en fri runde fra paringen for et lag uten post 320 som {value} {what}, det en remis gir (C.04.6): "
        "{what} oppgitt i post 310 stemmer med ingen av de to lesningene"
    ),
    "notice.team_pab_fits": (
        "leste en fri runde fra paringen for et lag uten post 320 som {value} {what}, verdien som gjør at {what} "
        "oppgitt i post 310 stemmer"
    ),
    "notice.team_pab_fits_not_draw": (
        "leste en fri runde fra paringen for et lag uten post 320 som {value} {what}, verdien som gjør at {what} "
        "oppgitt i post 310 stemmer (etter C.04.6 alene det en remis gir: {draw})"
    ),
    "notice.rounds_not_played": (
        "filen setter opp {rounds} runder, men {what}: resultatliste etter runde {last}; --after-round {rounds} "
        "rangerer som om alle rundene var spilt (en tom runde som fri runde uten poeng)"
    ),
    "notice.round_incomplete": "runde {round} er ikke ferdig (en paring har ikke resultat ennå)",
    "notice.no_result_round": "ingen partier i runde {round} har resultat ennå",
    "notice.no_result_rounds": "ingen partier i rundene {first}-{last} har resultat ennå",
    "notice.no_start_date": (
        "ingen startdato (post 042 og 132): den nyeste utgaven, fide-2026, er antatt; gi --rules fide-2024 eller "
        "--rules fide-2017 for en eldre turnering"
    ),
    "notice.before_2024": (
        "startdatoen {date} er før 1. april 2024, da teksten fra 2023 ble gjeldende for alle FIDE-ratede "
        "turneringer: fide-2017 er antatt; en FIDE-turnering (EVE, GSC) fra denne perioden brukte allerede den nye "
        "teksten: gi da --rules fide-2024"
    ),
    "notice.before_2017": (
        "startdatoen {date} er før 1. juli 2017, da teksten i fide-2017 trådte i kraft: fide-2017 er antatt (den "
        "virtuelle motstanderen der går tilbake til kongressen i Kallithea i 2009)"
    ),
    # rapporten fra check
    "check.event": (
        "{source}: {players} spillere, {rounds} runder, {version}; paringer og poeng stemmer; regelsett {rules}; "
        "rangert etter {codes}"
    ),
    "check.agree": "oppgitte plasseringer stemmer",
    "check.nothing": "ingen oppgitte plasseringer å sammenligne",
    "check.rank": "spiller {tpn} oppgir plass {declared}; listen gir {rank}",
    "check.team_event": (
        "{source}: {teams} lag på {boards} bord, {players} spillere, {rounds} runder, {version}; hovedpoeng "
        "{primary}; regelsett {rules}; rangert etter {codes}"
    ),
    "check.team_mp": "lag {tpn} oppgir {declared} lagpoeng; resultatene gir {value}",
    "check.team_gp": "lag {tpn} oppgir {declared} brettpoeng; resultatene gir {value}",
    "check.team_rank": "lag {tpn} oppgir plass {declared}; listen gir {rank}",
    "check.team_agree": "oppgitte lagsummer og plasseringer stemmer",
    # check --strict: en merknad som feil
    "notice.strict_interpreted": (
        "fant noe som måtte tolkes: {text}{more}; forventet en form som leses uten tolkning (--strict avviser det "
        "som ellers leses med en merknad)"
    ),
    "notice.strict": "fant {found}{more}; forventet {expected} (--strict avviser det som ellers leses med en merknad)",
    "notice.found_byte": "byte 0x{byte}, som ikke er UTF-8",
    "notice.expected_utf8": "en TRF-fil i UTF-8",
    "notice.found_ruler": "en linjal med kolonnesifre",
    "notice.found_template": "linjen med feltmalen fra TRF-16-teksten",
    "notice.expected_record": (
        "en post (en id på tre tegn, et mellomrom, dataene) eller en kommentarlinje som begynner med ###"
    ),
    "notice.found_record": "post-id {record}",
    "notice.expected_record_id": "en post-id fra TRF-16 eller TRF-2026",
    "notice.found_in_column": "{char} i kolonne {column}",
    "notice.blank_title": "et mellomrom mellom tittelen og navnet",
    "notice.blank_federation": "et mellomrom mellom forbundet og FIDE-ID-en",
    "notice.blank_birth": "et mellomrom mellom FIDE-ID-en og fødselsdatoen",
    "notice.expected_bye": "`0000 - {code}` for en {label}",
    "notice.found_zero_points": "0.0 oppgitte poeng for alle spillerne",
    "notice.expected_points": "poengene til hver spiller, eller en tom kolonne",
    "notice.found_empty_round": "den tomme runden {rounds}",
    "notice.found_empty_rounds": "de tomme rundene {rounds}",
    # feil: fant ...; forventet ...
    "error.self_defined": (
        "fant selvdefinert kvalitetspoeng {code} (fastsatt i turneringsreglementet, ikke i C.07); forventet en "
        "av {known}"
    ),
    "error.malformed": (
        "feilskrevet kode for kvalitetspoeng {code}; forventet NAVN[:MP|:GP][/VALG...], f.eks. BH/C1; kjente "
        "navn: {known}"
    ),
    "error.us_counterpart": " (motstykket hos US Chess: {code})",
    "error.fide_only": (
        "fant {code}: {name} er et kvalitetspoeng fra FIDE C.07, ikke tilgjengelig under regelsettet uscf{hint}; "
        "forventet en av {known}"
    ),
    "error.us_only": (
        "fant {code}: {name} er et kvalitetspoeng fra US Chess ({description}), bare gyldig under regelsettet "
        "uscf (--rules uscf); forventet en av {known}"
    ),
    "error.not_individual": (
        "fant {code}: kvalitetspoenget {name} finnes ikke for individuelle turneringer; forventet en av {known}"
    ),
    "error.unknown_code": "fant ukjent kode for kvalitetspoeng {code}; forventet en av {known}",
    "error.cut_and_median": (
        "fant {code} med både strykning og median, som ikke kan kombineres; forventet høyst én av /Cn og /Mn"
    ),
    "error.modifier": "fant {name} med tillegget /{opt}, som dette kvalitetspoenget ikke har; forventet {hint}",
    "error.modifiers": "ett av tilleggene {forms}",
    "error.no_modifier": "ingen tillegg ({name} har ingen)",
    "error.set_choice": "fant {name}={value}; forventet en av {choices}",
    "error.set_form": "fant {item}; forventet NAVN=VERDI der NAVN er en av {names}, empty_round",
    "error.set_yes_no": "fant {name}={value}; forventet yes eller no",
    "error.set_number": "fant {name}={value}; forventet et heltall eller none",
    "error.empty_list": (
        'fant {text}, en tom liste; forventet koder for kvalitetspoeng som "BH/C1 BH SB DE" (PTS alene rangerer '
        "bare etter poeng)"
    ),
    "error.one_code": "fant {code}, {n} koder; forventet én kode for kvalitetspoeng (--tiebreaks gir rekkefølgen)",
    "error.participant": "fant {number}; forventet {what} i {source} ({low}-{high})",
    "error.player_rank": "startnummeret til en spiller",
    "error.team_number": "startnummeret til et lag",
    "error.same_participant": "fant {number}, den samme som A; forventet to forskjellige deltakere",
    "error.after_round": (
        "fant {round} som runden det skal rangeres etter; forventet en runde fra 0 til {rounds} (turneringen har "
        "{rounds} runder)"
    ),
    # the guide's examples and the team articles (issue 14: every table of the guide in the page's language)
    "title.team_article": "{article} med 13",
    "head.rr_players": "Spillere",
    "head.rr_rounds": "Runder",
    "head.rr_games": "Partier",
    "head.rr_double_rounds": "Dobbel: runder",
    "head.rr_double_games": "Dobbel: partier",
    "head.swiss_rounds": "Sveitserturnering: runder for én vinner",
    # the calculator's one-player mode
    "title.filler": "Fyllspiller {r}",
}
