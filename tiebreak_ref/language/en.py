"""The reference's output in English: the key of each text -> its template (``str.format`` placeholders)."""

TEXTS: dict[str, str] = {
    # the kinds of round (C.07 Art. 15-16)
    "kind.win": "win",
    "kind.draw": "draw",
    "kind.loss": "loss",
    "kind.forfeit_win": "forfeit win",
    "kind.forfeit_loss": "forfeit loss",
    "kind.pab": "pairing-allocated bye",
    "kind.fpb": "full-point bye",
    "kind.hpb": "half-point bye",
    "kind.zpb": "zero-point bye",
    "what.unplayed": "{kind} ({category})",
    "what.tpn": "tournament pairing number (TRF start rank)",
    "what.own_rating": "own rating (10.6)",
    "what.de_score": "score in the separate standings (6.1)",
    "what.de_best_case": "best case with {missing} missing game(s) (6.3)",
    "what.total": "{code} (total)",
    # notes of a row
    "note.forfeit_as_game": "forfeit counted as a game (15.2 or /P)",
    "note.adjusted": "opponent's adjusted score {score} (16.3: final score {final}, 16.2.5 rounds counted as draws)",
    "note.adjusted_virtual": (
        "opponent's adjusted score {score} (C.02 13.15.1: final score {final}, unplayed rounds counted as draws)"
    ),
    "note.virtual_opponent": (
        "virtual opponent: {before} before the round + {result} (the other side of this result) + {rest} × {draw} "
        "(draws after it) = {score} (C.02 13.15.2)"
    ),
    "note.dummy_own": "dummy: own score {own} (16.4, no cap before 2026)",
    "note.dummy_forfeit": "dummy: min(own {own}, opponent {opponent}'s adjusted {adjusted}) (16.4.1)",
    "note.dummy_cap": "dummy: min(own {own}, draw × rounds = {cap}) (16.4.2)",
    "note.opponent_buchholz": "{code} of opponent {opponent}",
    "note.de_repeated": "average of the games against {opponents} (6.1.2)",
    # why a row is cut
    "cut.vur": "cut: lowest contribution from a voluntary unplayed round (16.5.1)",
    "cut.lsv": "cut: least significant value (14.1)",
    "cut.msv": "cut: most significant value (14.3)",
    "cut.earliest_running": "cut: earliest running score (14.1)",
    "cut.latest_running": "cut: latest running score (14.3)",
    "cut.koya": "opponent below {limit} points (9.2)",
    "cut.de_forfeit": "forfeit not counted (6.1.1; use DE/P)",
    "cut.rating": "cut (14.1)",
    "cut.rating_high": "cut (14.3)",
    # the sentences under an explanation
    "sum.undefined": "{code} is undefined here",
    "sum.none": "{code} = 0: no round counts",
    "sum.total": "{code} = {terms} = {value}{left}",
    "sum.single": "{code} = {terms}{left}",
    "sum.cut_row": " (1 row cut, left out)",
    "sum.cut_rows": " ({n} rows cut, left out)",
    "sum.mean": "{code} = {terms} ÷ {n} = {mean} ({article})",
    "sum.mean_rounded": "{code} = {terms} ÷ {n} = {mean}, {rounding} {result} ({article})",
    "sum.half_up": "rounded half up to",
    "sum.aob_rounding": "rounded half up to {places} decimals (decision aob_rounding):",
    "sum.aob_rounding_one": "rounded half up to 1 decimal (decision aob_rounding):",
    "sum.aob_undefined": "{code} undefined: no opponent played over the board (8.2)",
    "sum.unrated": (
        "{code} undefined: unrated players ({players}) and no rating assigned to them "
        "(Art. 10; --unrated-rating R assigns one)"
    ),
    "sum.own_rating": "{code} = {rating}, the participant's own rating ({article})",
    "sum.no_game": "{code} undefined: no game played over the board (forfeits and byes do not count, Art. 10)",
    "sum.cut_all": "{code} undefined: the cut leaves no opponent (14.1)",
    "sum.tpr": (
        "{code} = ARO {aro} + dp {dp} = {value}: p = {points} ÷ {games} game(s), rounded half up to {p}, dp {dp} "
        "(FIDE B.02 8.1.1) ({article})"
    ),
    "sum.ptp": (
        "{code} = {value}: the lowest rating whose expected score against the {games} opponent(s) reaches {score} "
        "(FIDE B.02 8.1.2) ({article})"
    ),
    "sum.no_performance": "{code} undefined: no opponent with a {of} ({article})",
    "sum.left_out": "{sentence}; {left} opponent(s) without a value left out",
    "sum.de_alone": "{code} = 0, not applied: {tpn} is alone on this score after the entries before {code} (4.3)",
    "sum.de_equal": "{code} = 0, not applied: the group has all met and their scores are equal ({article})",
    "sum.de_undecided": (
        "{code} = 0, not applied: the group has not all met, and no one is first whatever the missing games give "
        "({article})"
    ),
    "sum.de_place": "{code} = {value}: place {value} in the separate standings of the group ({article})",
    # Type A tie-breaks without a sentence of their own (US Chess, teams)
    "sum.type_a_place": "{code} = {value}: place {value} inside the tied group",
    "sum.type_a_alone": "{code} = 0, not applied: {tpn} is alone on this score after the entries before {code}",
    "sum.type_a_none": "{code} = 0, not applied: {code} does not separate the group",
    # table headings and titles
    "head.round": "Round",
    "head.opp": "Opp",
    "head.what": "What",
    "head.element": "Element",
    "head.points": "Points",
    "head.contribution": "Contribution",
    "head.vur": "VUR",
    "head.note": "Note",
    "head.yes": "yes",
    "head.rank": "Rank",
    "head.tpn": "TPN",
    "head.name": "Name",
    "head.rating": "Rating",
    "head.pts": "Pts",
    "title.standings": "Standings after round {round} ({rules})",
    "title.player": "Player",
    "title.explanation": "{code} of {who} = {value}  ({article}, {rules}{group})",
    "title.group": ", tied group {members}",
    "title.virtual_article": "{article}, unplayed rounds by C.02 13.15",
    # team events (C.07 Arts. 11-13)
    "head.team": "Team",
    "title.team_standings": "Team standings after round {round} ({rules}, primary score {primary})",
    "what.secondary_score": "secondary score ({score})",
    "what.bc": "board count (12.1, lower is better)",
    "what.tbr": "top board results (12.2)",
    "what.bbe": "bottom board elimination (12.3)",
    "note.sssc": "SSSC = secondary + BH({primary}) / {n}, rounded half up to 2 decimals",
    "note.boards": "boards {boards}",
    "note.match": "points = MP, contribution = GP; boards {boards}",
    "note.board_keys": "team {team}: {keys}; team {own}: {own_keys}",
    "cut.forfeit": "forfeit not counted",
    # US Chess rule 34
    "what.us_unplayed": "{kind} (unplayed)",
    "what.us_class": "{kind} score {score} of {maximum}",
    "what.us_any_score": "whatever the score",
    "what.us_drop": "{why}: drop {ends}",
    "what.us_drop_both": "{why}: drop {low} and {high}",
    "us.plus": "plus",
    "us.minus": "minus",
    "us.even": "even",
    "us.lowest_one": "the lowest value",
    "us.lowest": "the {n} lowest values",
    "us.highest_one": "the highest value",
    "us.highest": "the {n} highest values",
    "note.us_drops": "{n} at an end in a {rounds}-round event, 34E1",
    "note.us_own_unplayed": "own unplayed round: an opponent with adjusted score 0 (34E)",
    "note.us_adjusted": (
        "opponent's adjusted score {score} (final score {final}; {n} unplayed round(s) counted as draws, 34E)"
    ),
    "note.us_running": "running score",
    "note.us_subtracted": "points of an unplayed round subtracted once (34E3)",
    "note.us_cumulative": "Cumulative (34E3) of opponent {opponent}",
    "note.us_no_opponent": "own unplayed round: no opponent (34E9)",
    "note.us_kashdan": "unplayed: 0 (34E7)",
    "note.us_no_colour": "unplayed: no colour (34E6)",
    "note.us_adds_nothing": "own unplayed round: adds 0 (34E8)",
    "note.us_no_rating": "no rating: left out [?]",
    "cut.us_lowest": "dropped: lowest",
    "cut.us_highest": "dropped: highest",
    "cut.us_rbt_forfeit": "forfeit between tied players not counted [I/?]",
    # warnings: what the rules in force do not define as the list writes it
    "warn.new_in_2026": (
        "{label}: {name} is a tie-break of the 2026 text (C.07 2026 {article}), which the {rules} rules in force "
        "do not define; computed as the 2026 text defines it"
    ),
    "warn.aob_fore": (
        "{label}: AOB of the opponents' Fore Buchholz (/F) is an option of the 2026 text (C.07 2026 8.2), which "
        "the {rules} rules in force do not have; computed as the 2026 text defines it"
    ),
    "warn.not_in_2017": (
        "{label} is not defined in the text before 2023 (C.02 Art. 13, 2017, rule set fide-2017): computed with "
        "its C.07 (2024) definition"
    ),
    "warn.ps_median": (
        "{label}: C.07 Art. 5 lists only cuts for PS; computed with the median of 14.3/14.4 (drop the {n} "
        "earliest and the {n} latest running scores). FIDE's checker computes it as PS/C{n}"
    ),
    "warn.p_in_2017": (
        "{label}: the modifier /P came with the 2023 text; C.02 Art. 13 (fide-2017) counts forfeits by 13.15 "
        "(virtual opponent)"
    ),
    "warn.buchholz_round_robin": (
        "{codes} in a round robin: the Buchholz family (BH, FB, AOB) must not be used in round-robins "
        "(C.07 2026, Art. 8 note)"
    ),
    "warn.buchholz_round_robin_allowed": (
        "{codes} in a round robin: the {rules} rules in force allow it, but every player meets the same "
        "opponents, and the 2026 text forbids the Buchholz family (BH, FB, AOB) in round-robins (C.07 2026, "
        "Art. 8 note)"
    ),
    # why: the entry that separates two participants
    "why.tied": "{a} and {b} are equal on every entry of the list ({codes})",
    "why.lots": (
        "{tied}: the drawing of lots (C.07 4.2, lots_seed) places {above} ({above_place}) above {other} ({other_place})"
    ),
    "why.shared": "{tied}: they share place {place} (C.07 4.2; no drawing of lots asked for, lots_seed)",
    "why.above": "{above} is above {below} by {code} ({article}): {how} {value} against {other}",
    "why.how_place": "place inside the tied group",
    "why.how_value": "value",
    "why.place": "place {place}",
    "head.code": "Code",
    "head.equal_value": "Equal value",
    "head.place": "Place",
    "head.score": "Score",
    "title.equal_before": "Equal before {code}",
    "title.equal": "Equal on every entry",
    "title.separate": "Separate standings of the tied group {members} ({code})",
    "head.moved": "Moved",
    "head.moved_mark": "moved",
    "title.compared": "Compared orders after round {round} ({rules})",
    "title.team": "team {tpn} {name}",
    # the published pages (present/html.py, standings --format html, crosstable)
    "page.standings": "Standings",
    "page.standings_after": "Standings after round {round}",
    "page.crosstable": "Crosstable",
    "page.crosstable_after": "Crosstable after round {round}",
    "page.event": "Event",
    "page.site": "Place",
    "page.dates": "Dates",
    "page.rounds": "Rounds",
    "page.rounds_value": "{played} of {scheduled}",
    "page.rules": "Rule set",
    "page.tiebreaks": "Tie-breaks",
    "page.tpn": "No.",
    "page.title": "Title",
    "page.fed": "FED",
    "page.fide_id": "FIDE ID",
    "page.legend": "Legend",
    "page.not_applied_mark": (
        "not applied: no tie left for it to break at this point, or it did not separate the tied group"
    ),
    "page.undefined_mark": "undefined: the rule gives no value here",
    "page.opponents": "In each round: the opponent's start number, the colour and the result.",
    "page.grid": "Each cell: the result of the row's player against the column's player, in the order of the rounds.",
    "page.white": "White",
    "page.black": "Black",
    "page.colour_w": "w",
    "page.colour_b": "b",
    "page.ZPB": "zero-point bye or absence",
    "page.unknown": "result unknown",
    "page.footer": "Computed by tiebreak-ref, an exact reference of the FIDE tie-break regulations.",
    "page.rule_sets.fide-2026": "FIDE C.07 (2026)",
    "page.rule_sets.fide-2024": "FIDE C.07 (2024)",
    "page.rule_sets.fide-2017": "FIDE tie-break regulations (2017)",
    "page.rule_sets.uscf": "US Chess rule 34",
    "page.names.PTS": "points",
    "page.names.DE": "direct encounter",
    "page.names.WIN": "number of wins",
    "page.names.WON": "number of games won over the board",
    "page.names.BPG": "number of games played with Black",
    "page.names.BWG": "number of games won with Black",
    "page.names.PS": "progressive score",
    "page.names.REP": "rounds the player elected to play",
    "page.names.STD": "standard points",
    "page.names.TPN": "start number",
    "page.names.BH": "Buchholz",
    "page.names.AOB": "average of the opponents' Buchholz",
    "page.names.FB": "Fore Buchholz",
    "page.names.SB": "Sonneborn-Berger",
    "page.names.KS": "Koya system",
    "page.names.ARO": "average rating of opponents",
    "page.names.TPR": "tournament performance rating",
    "page.names.PTP": "perfect tournament performance",
    "page.names.APRO": "average performance rating of opponents",
    "page.names.APPO": "average perfect performance of opponents",
    "page.names.RTNG": "rating",
    "page.names.cut": "Cut-{n}",
    "page.names.median": "Median-{n}",
    "page.names.MPVGP": "the other score (game points after match points, or the reverse)",
    "page.names.BC": "board count",
    "page.names.TBR": "top board results",
    "page.names.BBE": "bottom board elimination",
    "page.names.ESB": "extended Sonneborn-Berger",
    "page.names.EDE": "extended direct encounter",
    "page.names.SSSC": "secondary score plus the primary score's Buchholz divided by N",
    "page.mp": "MP",
    "page.gp": "GP",
    "page.match_points": "match points",
    "page.game_points": "game points",
    # the organiser's tools: berger, quads, schedule, scheveningen, prizes
    "head.board": "Board {board}",
    "head.bye": "Bye",
    "head.places": "Places",
    "head.money": "Money",
    "head.pooled": "Pooled",
    "head.by_place": "By place",
    "head.prize": "Prize",
    "title.round_robin": "round robin",
    "title.double_round_robin": "double round robin",
    "title.berger": "Berger table, {players} players, {kind} (FIDE C.05 Annex 1)",
    "title.quad": "Group {group}: {members}",
    "title.unrated": "unrated",
    "title.scheveningen": "Scheveningen, two teams of {players} ({version})",
    "title.prizes": "Prizes ({method}; tie-break order {order})",
    "title.no_order": "none",
    "note.schedule": "{players} players, {kind}: {rounds} rounds, {games} games, {per_round} games per round{bye}",
    "note.schedule_bye": ", one bye per round",
    "note.time_control": (
        "time control {tc}: {each} minutes per player (all base time, increment or delay for {moves} moves)"
    ),
    "note.round_minutes": "round: 2 x {each} + {changeover} changeover = {minutes} minutes ({clock})",
    "note.all_rounds": "all {rounds} rounds: {minutes} minutes ({clock})",
    "note.hort": (
        "Hort: half of each place's prize goes by the tie-break order (By place), the other half is shared "
        "equally by the players tied on points (Pooled)."
    ),
    "note.pool": "Pool: players tied on points share the money of the places they occupy equally.",
    "note.rounding": (
        "Rounding: places {places} share {money}; each share is rounded half up to {unit}: {shares} = {paid}, {what}."
    ),
    "note.rounding_more": "{amount} more than the prize money",
    "note.rounding_left": "{amount} of the prize money not paid out",
    "note.unlisted_one": "1 player without a prize not listed.",
    "note.unlisted": "{n} players without a prize not listed.",
    "note.undecided": "{award} undecided: players {players} are still tied after the tie-breaks (play-off or lots)",
    "note.withdrew": "player {tpn} withdrew after {played} of {scheduled} games",
    "note.withdrawal_removed": "results removed from the standings (FIDE withdrawal rule)",
    "note.withdrawal_forfeits": "results count; {n} remaining game(s) scored as forfeits (FIDE withdrawal rule)",
    # the located notices, notes and warnings on stderr: the word before each, and the notices' texts (the reader's,
    # the edition's, the round's)
    "notice.label": "notice",
    "note.label": "note",
    "warning.label": "warning",
    "notice.more": " (and {n} more like it, from line {line})",
    "notice.cp1252": "read the file as Windows-1252 (cp1252): byte 0x{byte} here is not UTF-8 (read as {char})",
    "notice.ruler": "skipped a ruler line of column digits",
    "notice.template": "skipped the field template line of the TRF-16 text",
    "notice.record": "skipped record {record}, which is not a record of TRF-16 or TRF-2026",
    "notice.separator_title": "read {char} in column 14, between the title and the name, as part of the name",
    "notice.separator_federation": (
        "read {char} in column 57, between the federation and the FIDE id, as part of the federation"
    ),
    "notice.separator_birth": (
        "read {char} in column 69, between the FIDE id and the birth date, as part of the FIDE id"
    ),
    "notice.old_bye": "read `{block}` as a {label} in round {round} (the notation before 2016)",
    "notice.points_unfilled": (
        "read the declared points (columns 81-84) as not filled in: they are 0.0 for every player, while the results "
        "give points; the points come from the results (decision R8)"
    ),
    "notice.empty_hpb": (
        "read the empty round {rounds} as a half-point bye (empty_round={mode}): the declared {points} points then "
        "add up"
    ),
    "notice.empty_hpbs": (
        "read the empty rounds {rounds} as half-point byes (empty_round={mode}): the declared {points} points then "
        "add up"
    ),
    "notice.empty_fpb": (
        "read the empty round {rounds} as a full-point bye (empty_round={mode}): the declared {points} points then "
        "add up"
    ),
    "notice.empty_fpbs": (
        "read the empty rounds {rounds} as full-point byes (empty_round={mode}): the declared {points} points then "
        "add up"
    ),
    "notice.date_unread": "found {text} as the start date (record 042); expected a date such as 2024/10/13: not read",
    "notice.date_guess": "read the start date {text} as {date}: {guess}",
    "notice.guess_year_first": "YY{sep}MM{sep}DD, the form of record 132 (it could be DD{sep}MM{sep}YY: {other})",
    "notice.guess_day_first": "DD{sep}MM{sep}YYYY (it could be MM{sep}DD{sep}YYYY: {other})",
    "notice.date_round_one": (
        "no start date in record 042: the date of round 1 ({date}, record 132) is taken as the start"
    ),
    "notice.team_pab_undeclared": (
        "read a team pairing-allocated bye without record 320 as {value} {what}, a draw's (C.04.6): record 310 "
        "declares no {what} to tell"
    ),
    "notice.team_pab_neither": (
        "read a team pairing-allocated bye without record 320 as {value} {what}, a draw's (C.04.6): the {what} "
        "declared in record 310 add up with neither reading"
    ),
    "notice.team_pab_fits": (
        "read a team pairing-allocated bye without record 320 as {value} {what}, the value with which the {what} "
        "declared in record 310 add up"
    ),
    "notice.team_pab_fits_not_draw": (
        "read a team pairing-allocated bye without record 320 as {value} {what}, the value with which the {what} "
        "declared in record 310 add up (C.04.6 alone: a draw's {draw})"
    ),
    "notice.rounds_not_played": (
        "the file schedules {rounds} rounds, but {what}: standings after round {last}; --after-round {rounds} ranks "
        "as if every round were over (a blank as a zero-point bye)"
    ),
    "notice.round_incomplete": "round {round} is not complete (a pairing has no result yet)",
    "notice.no_result_round": "no game of round {round} has a result yet",
    "notice.no_result_rounds": "no game of rounds {first}-{last} has a result yet",
    "notice.no_start_date": (
        "no start date (records 042 and 132): the newest edition, fide-2026, is assumed; give --rules fide-2024 or "
        "--rules fide-2017 for an older event"
    ),
    "notice.before_2024": (
        "the start date {date} is before 1 April 2024, when the 2023 text applied to all FIDE-rated events: fide-2017 "
        "is assumed; a FIDE (EVE, GSC) event of this period used the new text: give --rules fide-2024"
    ),
    "notice.before_2017": (
        "the start date {date} is before 1 July 2017, when the text of fide-2017 took effect: fide-2017 is assumed "
        "(its virtual opponent goes back to the 2009 Kallithea Congress)"
    ),
    # the report of check
    "check.event": (
        "{source}: {players} players, {rounds} rounds, {version}; pairings and points consistent; rules {rules}; "
        "ranking by {codes}"
    ),
    "check.agree": "declared ranks agree",
    "check.nothing": "no declared ranks to compare",
    "check.rank": "player {tpn} declares rank {declared}; the list gives {rank}",
    "check.team_event": (
        "{source}: {teams} teams of {boards} boards, {players} players, {rounds} rounds, {version}; primary score "
        "{primary}; rules {rules}; ranking by {codes}"
    ),
    "check.team_mp": "team {tpn} declares {declared} match points; the results give {value}",
    "check.team_gp": "team {tpn} declares {declared} game points; the results give {value}",
    "check.team_rank": "team {tpn} declares rank {declared}; the list gives {rank}",
    "check.team_agree": "declared team totals and ranks agree",
    # check --strict: a notice as an error (found ...; expected ...)
    "notice.strict_interpreted": (
        "found what had to be interpreted: {text}{more}; expected a form read without interpretation (--strict "
        "refuses what is otherwise read with a notice)"
    ),
    "notice.strict": "found {found}{more}; expected {expected} (--strict refuses what is otherwise read with a notice)",
    "notice.found_byte": "byte 0x{byte}, which is not UTF-8",
    "notice.expected_utf8": "a TRF file in UTF-8",
    "notice.found_ruler": "a ruler line of column digits",
    "notice.found_template": "the field template line of the TRF-16 text",
    "notice.expected_record": "a record (a three-character id, a blank, the data) or a comment line starting ###",
    "notice.found_record": "record id {record}",
    "notice.expected_record_id": "a record id of TRF-16 or TRF-2026",
    "notice.found_in_column": "{char} in column {column}",
    "notice.blank_title": "a blank between the title and the name",
    "notice.blank_federation": "a blank between the federation and the FIDE id",
    "notice.blank_birth": "a blank between the FIDE id and the birth date",
    "notice.expected_bye": "`0000 - {code}` for a {label}",
    "notice.found_zero_points": "0.0 declared points for every player",
    "notice.expected_points": "each player's points, or a blank column",
    "notice.found_empty_round": "the empty round {rounds}",
    "notice.found_empty_rounds": "the empty rounds {rounds}",
    # errors: found ...; expected ... (tie-break codes, --set, the lists of the command line)
    "error.self_defined": (
        "found self-defined tie-break {code} (defined by the tournament regulations, not by C.07); expected one "
        "of {known}"
    ),
    "error.malformed": (
        "malformed tie-break code {code}; expected NAME[:MP|:GP][/OPTION...], e.g. BH/C1; known names: {known}"
    ),
    "error.us_counterpart": " (the US counterpart: {code})",
    "error.fide_only": (
        "found {code}: {name} is a FIDE C.07 tie-break, not available under the uscf rules{hint}; expected one "
        "of {known}"
    ),
    "error.us_only": (
        "found {code}: {name} is a US Chess tie-break ({description}), valid only under the uscf rules (--rules "
        "uscf); expected one of {known}"
    ),
    "error.not_individual": (
        "found {code}: tie-break {name} is not available for individual events; expected one of {known}"
    ),
    "error.unknown_code": "found unknown tie-break code {code}; expected one of {known}",
    "error.cut_and_median": (
        "found {code} with both a cut and a median modifier, which cannot be combined; expected at most one of "
        "/Cn and /Mn"
    ),
    "error.modifier": "found {name} with the modifier /{opt}, which it does not take; expected {hint}",
    "error.modifiers": "one of its modifiers {forms}",
    "error.no_modifier": "no modifier ({name} takes none)",
    "error.set_choice": "found {name}={value}; expected one of {choices}",
    "error.set_form": "found {item}; expected NAME=VALUE with NAME one of {names}, empty_round",
    "error.set_yes_no": "found {name}={value}; expected yes or no",
    "error.set_number": "found {name}={value}; expected a whole number or none",
    "error.empty_list": (
        'found {text}, an empty list; expected tie-break codes such as "BH/C1 BH SB DE" (PTS alone ranks by '
        "points only)"
    ),
    "error.one_code": "found {code}, {n} codes; expected one tie-break code (--tiebreaks gives the list)",
    "error.participant": "found {number}; expected {what} in {source} ({low}-{high})",
    "error.player_rank": "the start rank of a player",
    "error.team_number": "the pairing number of a team",
    "error.same_participant": "found {number}, the same as A; expected two different participants",
    "error.after_round": (
        "found {round} as the round to rank after; expected a round from 0 to {rounds} (the tournament has "
        "{rounds} rounds)"
    ),
    # the guide's examples and the team articles (issue 14: every table of the guide in the page's language)
    "title.team_article": "{article} with 13",
    "head.rr_players": "Players",
    "head.rr_rounds": "Rounds",
    "head.rr_games": "Games",
    "head.rr_double_rounds": "Double: rounds",
    "head.rr_double_games": "Double: games",
    "head.swiss_rounds": "Swiss: rounds for one winner",
    # the calculator's one-player mode
    "title.filler": "Filler {r}",
}
