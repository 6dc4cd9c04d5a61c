# ---
# jupyter:
#   jupytext:
#     formats: py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown] lang="en"
# # What the 2026 caps change across a field
#
# In a Swiss, every unplayed round of a participant counts for their own Buchholz and
# Sonneborn-Berger as a game against a *dummy* opponent (C.07 Art. 16.4). The dummy is not the
# "virtual opponent" of the pre-2023 rules, which was abolished; it is simply given a score:
#
# * **2024 rules**: the participant's own final score, with no cap;
# * **2026 rules**: the participant's own score, **capped**
#     * for a forfeit (16.2.2 forfeit win, 16.2.4 forfeit loss) at the scheduled opponent's adjusted
#       score (16.3): this is **16.4.1**;
#     * for every other unplayed round (16.2.1 pairing-allocated and full-point byes, 16.2.3 and
#       16.2.5 requested byes) at draw points × number of rounds, 4.5 in a 9-round event: this is
#       **16.4.2**.
#
# Why: under the 2024 rules an unplayed round counted like an opponent who finished on the
# player's own score. For a leader with a bye, or with a forfeit win against a player who then
# stopped coming, that is far more than the real opposition was worth. The caps limit a forfeit to
# what the opponent actually scored and any other unplayed round to a 50 % opponent.
#
# This notebook computes Buchholz under both editions for every player of a 150-player, 9-round
# Swiss with many byes and forfeits, and looks at who changes and why. As in the other notebook,
# every conclusion of the text is checked by an `assert` in the code next to it.

# %% [markdown] lang="nl"
# # Wat de begrenzingen van 2026 in een heel veld veranderen
#
# In een Zwitsers toernooi telt elke ongespeelde ronde van een deelnemer voor zijn eigen
# tiebreaks (Buchholz en Sonneborn-Berger) als een partij tegen een *fictieve tegenstander* (artikel 16.4
# van C.07). Die fictieve tegenstander is niet de "virtuele tegenstander" van vóór 2023, die is afgeschaft; hij
# krijgt gewoon een score:
#
# * **regels van 2024**: de eigen eindscore van de deelnemer, zonder grens;
# * **regels van 2026**: de eigen score van de deelnemer, **begrensd**
#     * bij een reglementaire uitslag (16.2.2 reglementaire winst, 16.2.4 reglementair verlies) op
#       de aangepaste score (16.3) van de ingedeelde tegenstander: dat is **16.4.1**;
#     * bij elke andere ongespeelde ronde (16.2.1 toegekende bye en bye met een heel punt,
#       16.2.3 en 16.2.5 aangevraagde byes) op remisepunten × aantal ronden, 4,5 in
#       een toernooi van 9 ronden: dat is **16.4.2**.
#
# Waarom: volgens de regels van 2024 telde een ongespeelde ronde als een tegenstander die op de
# eigen score van de speler eindigde. Voor een koploper met een vrije ronde, of met reglementaire
# winst tegen iemand die daarna niet meer kwam opdagen, is dat veel meer dan de werkelijke
# tegenstand waard was. De begrenzingen houden een reglementaire uitslag op wat de tegenstander
# echt scoorde en elke andere ongespeelde ronde op een tegenstander met 50 %.
#
# Dit notebook berekent de Buchholz volgens beide versies voor elke speler van een Zwitsers toernooi
# met 150 spelers en 9 ronden, met veel byes en reglementaire uitslagen, en bekijkt wie er
# verandert en waarom. Net als in het andere notebook controleert een `assert` in de code ernaast
# elke conclusie van de tekst.

# %% [markdown] lang="de"
# # Was die Obergrenzen von 2026 in einem ganzen Feld ändern
#
# Im Schweizer System zählt jede nicht gespielte Runde eines Teilnehmers für seine eigene
# Buchholz- und Sonneborn-Berger-Wertung als Partie gegen einen *fiktiven Gegner* (C.07 Art. 16.4). Dieser
# fiktive Gegner ist nicht der 2023 abgeschaffte „virtuelle Gegner" der alten Regeln; er bekommt einfach
# eine Punktzahl:
#
# * **Regeln 2024**: die eigene Endpunktzahl des Teilnehmers, ohne Obergrenze;
# * **Regeln 2026**: die eigene Punktzahl, aber **gedeckelt**
#     * bei einer kampflosen Partie (16.2.2 kampfloser Sieg, 16.2.4 kampflose Niederlage) auf die
#       bereinigte Punktzahl (16.3) des angesetzten Gegners: das ist **16.4.1**;
#     * bei jeder anderen nicht gespielten Runde (16.2.1 Freilos durch die Paarung und spielfreie
#       Runde mit vollem Punkt, 16.2.3 und 16.2.5 beantragte spielfreie Runden) auf Remispunkte ×
#       Rundenzahl, 4,5 in einem Turnier über 9 Runden: das ist **16.4.2**.
#
# Warum: Nach den Regeln von 2024 zählte eine nicht gespielte Runde wie ein Gegner, der auf der
# eigenen Punktzahl des Spielers endete. Für einen Spitzenspieler mit Freilos, oder mit einem
# kampflosen Sieg gegen jemanden, der danach nicht mehr erschien, ist das weit mehr, als die
# tatsächliche Gegnerschaft wert war. Die Obergrenzen begrenzen eine kampflose Partie auf das, was
# der Gegner wirklich erzielt hat, und jede andere nicht gespielte Runde auf einen Gegner mit 50 %.
#
# Dieses Notebook berechnet die Buchholz-Wertung nach beiden Fassungen für jeden Spieler eines
# Turniers nach Schweizer System mit 150 Spielern, 9 Runden und vielen Freilosen und kampflosen
# Partien, und sieht nach, wer sich ändert und warum. Wie im anderen Notebook prüft ein `assert` im
# Code daneben jeden Schluss des Textes.

# %% [markdown] lang="nb"
# # Hva 2026-takene endrer i et helt felt
#
# I en sveitserturnering teller hver uspilte runde for en deltaker som et parti mot en *fiktiv motstander* i
# hans egen Buchholz og Sonneborn-Berger (C.07 artikkel 16.4). Den fiktive motstanderen er ikke den «virtuelle
# motstanderen» fra reglene før 2023, som er avskaffet; den får ganske enkelt en poengsum:
#
# * **2024-reglene**: deltakerens egen sluttsum, uten tak;
# * **2026-reglene**: deltakerens egen poengsum, men **med tak**
#     * ved walkover (16.2.2 seier på walkover, 16.2.4 tap på walkover) på den justerte poengsummen (16.3) til
#       motstanderen han var paret mot: det er **16.4.1**;
#     * ved alle andre uspilte runder (16.2.1 fri runde fra paringen og fri runde med helt poeng, 16.2.3 og
#       16.2.5 forespurt fri runde) på remispoeng × antall runder, 4,5 i en turnering over 9
#       runder: det er **16.4.2**.
#
# Hvorfor? Etter 2024-reglene telte en uspilt runde som en motstander som endte på spillerens egen
# poengsum. For en tetspiller med fri runde, eller med seier på walkover mot en som deretter sluttet
# å møte opp, er det langt mer enn den virkelige motstanden var verdt. Takene begrenser en walkover
# til det motstanderen faktisk tok, og alle andre uspilte runder til en motstander på 50 %.
#
# Denne notatboken regner ut Buchholz etter begge utgavene for hver spiller i en sveitserturnering med
# 150 spillere, 9 runder og mange frie runder og walkover, og ser på hvem som endres og hvorfor. Som
# i den andre notatboken kontrollerer en `assert` i koden ved siden av hver konklusjon i teksten.

# %% [markdown] lang="en"
# ## The tournament and its unplayed rounds
#
# The same synthetic Swiss as in the notebook on tie-break orders: 150 players, 9 rounds, seed 2026,
# from `tiebreak_ref.synthetic.individual.generate_swiss`. Both editions are computed on the same file by
# passing `rules=`; the 16.4.2 cap uses the scheduled number of rounds
# ([decision A1](../../decisions/#a1-cap-rounds)).

# %% [markdown] lang="nl"
# ## Het toernooi en zijn ongespeelde ronden
#
# Hetzelfde gegenereerde Zwitserse toernooi als in het notebook over de volgorde van de
# tiebreaks: 150 spelers, 9 ronden, seed 2026, uit `tiebreak_ref.synthetic.individual.generate_swiss`.
# Beide versies worden op hetzelfde bestand berekend door `rules=` mee te geven; de grens van 16.4.2
# gebruikt het geplande aantal ronden ([keuze A1](../../decisions/#a1-cap-rounds)).

# %% [markdown] lang="de"
# ## Das Turnier und seine nicht gespielten Runden
#
# Dasselbe synthetische Turnier wie im Notebook über die Reihenfolge der Feinwertungen: 150 Spieler,
# 9 Runden, Startwert 2026, aus `tiebreak_ref.synthetic.individual.generate_swiss`. Beide Fassungen werden auf
# derselben Datei berechnet, indem man `rules=` angibt; die Obergrenze von 16.4.2 verwendet die
# angesetzte Rundenzahl ([Entscheidung A1](../../decisions/#a1-cap-rounds)).

# %% [markdown] lang="nb"
# ## Turneringen og de uspilte rundene
#
# Den samme syntetiske sveitserturneringen som i notatboken om rekkefølgen av kvalitetspoeng: 150
# spillere, 9 runder, seed 2026, fra `tiebreak_ref.synthetic.individual.generate_swiss`. Begge utgavene regnes
# ut på samme fil ved å oppgi `rules=`; taket i 16.4.2 bruker det planlagte antallet runder
# ([valg A1](../../decisions/#a1-cap-rounds)).

# %%
import re
from collections import Counter
from fractions import Fraction

import matplotlib.pyplot as plt

import tiebreak_ref as tr
from tiebreak_ref.language import headings
from tiebreak_ref.synthetic.individual import generate_swiss

LANG = "en"  # the page's language (hooks/i18n_jupyter.py sets it in each language's notebook)
WORDS = {  # what the code cells print and draw, in the page's language
    "en": {
        "event": "{players} players, {rounds} rounds; draw × rounds = {cap} (the 16.4.2 cap)",
        "rounds": "{category}: {n:>3} rounds",
        "with_unplayed": "players with at least one unplayed round: {n} of {total}",
        "bh_differs": "BH differs for {n} players; it is never higher under the 2026 rules",
        "largest_drop": "largest drop in Buchholz: {drop} points",
        "cause_head": ("cap", "players"),
        "code_head": ("code", "players whose value changes"),
        "kept": "BH changes but BH/C1 does not (16.5.1 cuts the capped dummy of the VUR): {n} players",
        "movers": "{n} of {total} players change place ({list})",
        "own_unplayed": "own unplayed rounds",
        "unchanged": "unchanged",
        "bh_under": "BH ({year} rules)",
        "points": "points",
        "place": "place",
        "slope_title": "green up, red down; dotted: no unplayed round",
    },
    "nl": {
        "event": "{players} spelers, {rounds} ronden; remisepunten × ronden = {cap} (de grens van 16.4.2)",
        "rounds": "{category}: {n:>3} ronden",
        "with_unplayed": "spelers met minstens één ongespeelde ronde: {n} van {total}",
        "bh_differs": "BH verschilt voor {n} spelers; volgens de regels van 2026 is hij nooit hoger",
        "largest_drop": "grootste daling van de Buchholz: {drop} punten",
        "cause_head": ("grens", "spelers"),
        "code_head": ("code", "spelers van wie de waarde verandert"),
        "kept": "BH verandert, BH/C1 niet (16.5.1 schrapt de begrensde fictieve tegenstander van de VUR): {n} spelers",
        "movers": "{n} van de {total} spelers krijgen een andere plaats ({list})",
        "own_unplayed": "eigen ongespeelde ronden",
        "unchanged": "onveranderd",
        "bh_under": "BH (regels van {year})",
        "points": "punten",
        "place": "plaats",
        "slope_title": "groen omhoog, rood omlaag; gestippeld: geen ongespeelde ronde",
    },
    "de": {
        "event": "{players} Spieler, {rounds} Runden; Remispunkte × Runden = {cap} (die Obergrenze von 16.4.2)",
        "rounds": "{category}: {n:>3} Runden",
        "with_unplayed": "Spieler mit mindestens einer nicht gespielten Runde: {n} von {total}",
        "bh_differs": "BH weicht bei {n} Spielern ab und ist nach den Regeln von 2026 nie höher",
        "largest_drop": "größter Rückgang der Buchholz-Wertung: {drop} Punkte",
        "cause_head": ("Obergrenze", "Spieler"),
        "code_head": ("Code", "Spieler, deren Wert sich ändert"),
        "kept": "BH ändert sich, BH/C1 nicht (16.5.1 streicht den gedeckelten fiktiven Gegner der VUR): {n} Spieler",
        "movers": "{n} von {total} Spielern wechseln den Platz ({list})",
        "own_unplayed": "eigene nicht gespielte Runden",
        "unchanged": "unverändert",
        "bh_under": "BH (Regeln von {year})",
        "points": "Punkte",
        "place": "Platz",
        "slope_title": "grün nach oben, rot nach unten; gepunktet: keine nicht gespielte Runde",
    },
    "nb": {
        "event": "{players} spillere, {rounds} runder; remispoeng × runder = {cap} (taket i 16.4.2)",
        "rounds": "{category}: {n:>3} runder",
        "with_unplayed": "spillere med minst én uspilt runde: {n} av {total}",
        "bh_differs": "BH er forskjellig for {n} spillere; den er aldri høyere etter 2026-reglene",
        "largest_drop": "største nedgang i Buchholz: {drop} poeng",
        "cause_head": ("tak", "spillere"),
        "code_head": ("kode", "spillere der verdien endres"),
        "kept": "BH endres, men ikke BH/C1 (16.5.1 stryker den fiktive motstanderen med tak for VUR-en): {n} spillere",
        "movers": "{n} av {total} spillere flytter seg ({list})",
        "own_unplayed": "egne uspilte runder",
        "unchanged": "uendret",
        "bh_under": "BH ({year}-reglene)",
        "points": "poeng",
        "place": "plass",
        "slope_title": "grønn opp, rød ned; prikket: ingen uspilt runde",
    },
}
SAY = WORDS[LANG]


def num(value):
    """A value of the reference as its exact decimal, with the page's decimal mark (8.5, 8,5)."""
    return tr.translate(tr.format_value(value), LANG)


def tick(x, _position):
    """A tick of a plot's value axis as the page writes the number (0,5)."""
    return num(Fraction(x).limit_denominator(100))


trf = generate_swiss(150, 9, seed=2026)
t = tr.parse_trf(trf, source="swiss-150x9-seed2026.trf")
EDITIONS = ("fide-2024", "fide-2026")
points = {row.tpn: row.points for row in tr.standings(t, []).rows}
print(SAY["event"].format(players=len(t.players), rounds=t.rounds, cap=num(Fraction(t.rounds, 2))))

# %% [markdown] lang="en"
# The explanation of a player's Buchholz (`tr.explain`) names the Art. 16.2 category of every
# unplayed round. Counted over the field:

# %% [markdown] lang="nl"
# De uitleg van de Buchholz van een speler (`tr.explain`) noemt bij elke ongespeelde ronde de
# categorie van artikel 16.2. Over het hele veld geteld:

# %% [markdown] lang="de"
# Die Erklärung der Buchholz-Wertung eines Spielers (`tr.explain`) nennt für jede nicht gespielte
# Runde die Kategorie nach Art. 16.2. Über das ganze Feld gezählt:

# %% [markdown] lang="nb"
# Forklaringen av en spillers Buchholz (`tr.explain`) oppgir kategorien i artikkel 16.2 for hver
# uspilte runde. Telt over hele feltet:

# %%
CATEGORY = re.compile(r"\((16\.2\.\d)\)")
unplayed = {}  # tpn -> the Art. 16.2 categories of the player's unplayed rounds
for p in t.players:
    rows = tr.explain(t, p, "BH", rules="fide-2026").rows
    unplayed[p] = [m.group(1) for row in rows if (m := CATEGORY.search(row.what))]
by_category = Counter(c for cats in unplayed.values() for c in cats)
for category in sorted(by_category):
    print(SAY["rounds"].format(category=category, n=by_category[category]))
print(SAY["with_unplayed"].format(n=sum(1 for c in unplayed.values() if c), total=len(t.players)))

# %% [markdown] lang="en"
# ## Buchholz, 2024 against 2026
#
# A cap can only lower a dummy, so no Buchholz goes up. And a player's Buchholz changes only through
# their **own** unplayed rounds: the elements for real opponents are the opponents' adjusted scores
# (16.3), which are the same in both editions.

# %% [markdown] lang="nl"
# ## Buchholz, 2024 tegenover 2026
#
# Een grens kan een fictieve tegenstander alleen verlagen, dus geen enkele Buchholz gaat omhoog. En de Buchholz van
# een speler verandert alleen door zijn **eigen** ongespeelde ronden: de elementen voor echte
# tegenstanders zijn hun aangepaste scores (16.3), en die zijn in beide versies gelijk.

# %% [markdown] lang="de"
# ## Buchholz, 2024 gegen 2026
#
# Eine Obergrenze kann einen fiktiven Gegner nur senken, also steigt keine Buchholz-Wertung. Und die
# Buchholz-Wertung eines Spielers ändert sich nur durch seine **eigenen** nicht gespielten Runden:
# Die Elemente für echte Gegner sind deren bereinigte Punktzahlen (16.3), und die sind in beiden
# Fassungen gleich.

# %% [markdown] lang="nb"
# ## Buchholz, 2024 mot 2026
#
# Et tak kan bare senke en fiktiv motstander, så ingen Buchholz går opp. Og en spillers Buchholz endres bare
# gjennom hans **egne** uspilte runder: elementene for virkelige motstandere er motstandernes
# justerte poengsummer (16.3), og de er like i begge utgavene.

# %%
bh = {rules: tr.tiebreak_values(t, "BH", rules=rules) for rules in EDITIONS}
delta = {p: bh["fide-2024"][p] - bh["fide-2026"][p] for p in t.players}
changed = sorted(p for p in t.players if delta[p])
assert all(delta[p] >= 0 for p in t.players)  # a cap can only lower a dummy
assert all(unplayed[p] for p in changed)  # only a player's OWN unplayed rounds matter
print(SAY["bh_differs"].format(n=len(changed)))
print(SAY["largest_drop"].format(drop=num(max(delta.values()))))


# %% [markdown] lang="en"
# Which cap did it? The next cell compares the two explanations round by round and reports the rule
# that lowered a dummy: 16.4.1 for a forfeit, 16.4.2 for any other unplayed round. 16.4.2 can only
# bite for players above 4.5 points; 16.4.1 bites at any score, whenever the no-show opponent
# finished lower than the player.


# %% [markdown] lang="nl"
# Welke grens was het? De volgende cel vergelijkt de twee uitleggen ronde voor ronde en meldt de
# regel die een fictieve tegenstander verlaagde: 16.4.1 bij een reglementaire uitslag, 16.4.2 bij elke andere
# ongespeelde ronde. 16.4.2 kan alleen werken voor spelers met meer dan 4,5 punten; 16.4.1 werkt
# bij elke score, zodra de tegenstander die niet kwam lager eindigde dan de speler.


# %% [markdown] lang="de"
# Welche Obergrenze war es? Die nächste Zelle vergleicht die beiden Erklärungen Runde für Runde und
# nennt die Regel, die einen fiktiven Gegner gesenkt hat: 16.4.1 bei einer kampflosen Partie, 16.4.2 bei jeder
# anderen nicht gespielten Runde. 16.4.2 greift nur bei Spielern mit mehr als 4,5 Punkten; 16.4.1
# greift bei jeder Punktzahl, sobald der nicht erschienene Gegner tiefer endete als der Spieler.


# %% [markdown] lang="nb"
# Hvilket tak var det? Neste celle sammenligner de to forklaringene runde for runde og oppgir regelen
# som senket en fiktiv motstander: 16.4.1 ved walkover, 16.4.2 ved alle andre uspilte runder. 16.4.2 kan bare slå
# inn for spillere med mer enn 4,5 poeng; 16.4.1 kan slå inn ved enhver poengsum, så snart
# motstanderen som ikke møtte, endte lavere enn spilleren.


# %%
def causes(p):
    """Which cap lowered a dummy of player p: compare the rows of both editions round by round."""
    old = tr.explain(t, p, "BH", rules="fide-2024").rows
    new = tr.explain(t, p, "BH", rules="fide-2026").rows
    found = set()
    for a, b in zip(old, new, strict=True):
        if a.element != b.element:
            found.add("16.4.1" if "16.4.1" in b.note else "16.4.2")
    return "+".join(sorted(found))


cause = {p: causes(p) for p in changed}
print(f"{SAY['cause_head'][0]:<14} {SAY['cause_head'][1]}")
for key, n in sorted(Counter(cause.values()).items()):
    print(f"{key:<14} {n:>{len(SAY['cause_head'][1])}}")
assert all(points[p] > t.rounds / 2 for p in changed if "16.4.2" in cause[p])  # the cap is draw × rounds

# %% [markdown] lang="en"
# On the left, every player's Buchholz under both editions: grey points on the diagonal did not
# change. On the right, the size of the drop against the player's score; the dashed line is the
# 16.4.2 cap.

# %% [markdown] lang="nl"
# Links de Buchholz van elke speler volgens beide versies: grijze punten op de diagonaal zijn niet
# veranderd. Rechts de grootte van de daling tegenover de score van de speler; de stippellijn is de
# grens van 16.4.2.

# %% [markdown] lang="de"
# Links die Buchholz-Wertung jedes Spielers nach beiden Fassungen: Graue Punkte auf der Diagonalen
# haben sich nicht verändert. Rechts die Größe des Rückgangs über der Punktzahl des Spielers; die
# gestrichelte Linie ist die Obergrenze von 16.4.2.

# %% [markdown] lang="nb"
# Til venstre hver spillers Buchholz etter begge utgavene: grå punkter på diagonalen er uendret.
# Til høyre hvor mye verdien faller, mot spillerens poengsum; den stiplede linjen er taket i 16.4.2.

# %%
STYLE = {"16.4.1": ("tab:orange", "o"), "16.4.2": ("tab:blue", "s"), "16.4.1+16.4.2": ("tab:red", "D")}
fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4.5))
same = [p for p in t.players if not delta[p]]
left.scatter(
    [float(bh["fide-2024"][p]) for p in same],
    [float(bh["fide-2026"][p]) for p in same],
    s=8,
    color="lightgrey",
    label=SAY["unchanged"],
)
for key, (colour, marker) in STYLE.items():
    ps = [p for p in changed if cause[p] == key]
    left.scatter(
        [float(bh["fide-2024"][p]) for p in ps],
        [float(bh["fide-2026"][p]) for p in ps],
        s=22,
        color=colour,
        marker=marker,
        label=key,
    )
    right.scatter(
        [float(points[p]) for p in ps], [float(delta[p]) for p in ps], s=22, color=colour, marker=marker, label=key
    )
low, high = left.get_xlim()
left.plot([low, high], [low, high], color="grey", lw=0.5)
left.set_xlabel(SAY["bh_under"].format(year=2024))
left.set_ylabel(SAY["bh_under"].format(year=2026))
left.legend(fontsize=8)
right.axvline(t.rounds / 2, color="grey", ls="--", lw=0.8)
right.set_xlabel(SAY["points"])
right.set_ylabel("BH 2024 − BH 2026")
for axis in (left.xaxis, left.yaxis, right.xaxis, right.yaxis):
    axis.set_major_formatter(tick)
plt.show()


# %% [markdown] lang="en"
# ## Cut-1, Sonneborn-Berger, AOB
#
# The caps reach further than BH, and sometimes less far than one would think:
#
# * **BH/C1** changes for far fewer players than BH. When a player has a voluntary unplayed round
#   (VUR: a requested bye or a forfeit loss, 16.1.2), Cut-1 removes the lowest VUR contribution
#   instead of the lowest value, as long as it is not lower (16.5.1). A capped bye dummy is then cut
#   under both editions, and the cap makes no difference. Pairing-allocated and full-point byes and
#   forfeit wins are not VURs, so their capped dummies stay in BH/C1.
# * **SB** multiplies each dummy by the points received: a zero-point bye or a forfeit loss adds 0
#   in both editions, a half-point bye half of the dummy, a forfeit win or a full-point bye all of
#   it.
# * **AOB** (8.2) averages the opponents' Buchholz, so one player's capped dummy changes the AOB of
#   every opponent they met over the board. It changes for many more players than BH itself.


# %% [markdown] lang="nl"
# ## Cut-1, Sonneborn-Berger, AOB
#
# De grenzen reiken verder dan BH, en soms minder ver dan je zou denken:
#
# * **BH/C1** verandert voor veel minder spelers dan BH. Heeft een speler een vrijwillig
#   ongespeelde ronde (VUR: een aangevraagde bye of een reglementair verlies, 16.1.2), dan
#   schrapt Cut-1 de laagste bijdrage van een VUR in plaats van de laagste waarde, zolang die niet
#   lager is (16.5.1). Een begrensde fictieve tegenstander van een bye wordt dan in beide versies geschrapt,
#   en de grens maakt geen verschil. Een toegekende bye, een bye met een heel punt en een
#   reglementaire winst zijn geen VUR; hun begrensde fictieve tegenstanders blijven in BH/C1 staan.
# * **SB** vermenigvuldigt elke fictieve tegenstander met de behaalde punten: een bye zonder punt of een
#   reglementair verlies draagt in beide versies 0 bij, een bye met een half punt de helft
#   van de fictieve tegenstander, een reglementaire winst of een bye met een heel punt de hele fictieve tegenstander.
# * **AOB** (8.2) middelt de Buchholz van de tegenstanders; de begrensde fictieve tegenstander van één speler
#   verandert dus de AOB van iedereen die tegen hem speelde. Die verandert voor veel meer spelers
#   dan BH zelf.


# %% [markdown] lang="de"
# ## Streichung, Sonneborn-Berger, AOB
#
# Die Obergrenzen reichen weiter als BH, und manchmal weniger weit, als man denkt:
#
# * **BH/C1** ändert sich für viel weniger Spieler als BH. Hat ein Spieler eine freiwillig nicht
#   gespielte Runde (VUR: eine beantragte spielfreie Runde oder eine kampflose Niederlage, 16.1.2),
#   streicht Cut-1 den niedrigsten Beitrag einer VUR statt des niedrigsten Werts, sofern er nicht
#   niedriger ist (16.5.1). Ein gedeckelter fiktiver Gegner einer spielfreien Runde wird dann in beiden
#   Fassungen gestrichen, und die Obergrenze macht keinen Unterschied. Freilos durch die Paarung,
#   spielfreie Runde mit vollem Punkt und kampfloser Sieg sind keine VUR; ihre gedeckelten fiktiven Gegner
#   bleiben in BH/C1 stehen.
# * **SB** multipliziert jeden fiktiven Gegner mit den erhaltenen Punkten: Eine spielfreie Runde mit null
#   Punkten oder eine kampflose Niederlage trägt in beiden Fassungen 0 bei, eine spielfreie Runde mit
#   halbem Punkt die halbe Punktzahl des fiktiven Gegners, ein kampfloser Sieg oder eine spielfreie
#   Runde mit vollem Punkt die ganze.
# * **AOB** (8.2) mittelt die Buchholz-Wertungen der Gegner; der gedeckelte fiktive Gegner eines Spielers
#   ändert also die AOB aller, die gegen ihn gespielt haben. Sie ändert sich für viel mehr Spieler
#   als BH selbst.


# %% [markdown] lang="nb"
# ## Cut-1, Sonneborn-Berger, AOB
#
# Takene rekker lenger enn BH, og noen ganger kortere enn man skulle tro:
#
# * **BH/C1** endres for langt færre spillere enn BH. Når en spiller har en frivillig uspilt runde
#   (VUR: forespurt fri runde eller tap på walkover, 16.1.2), stryker Cut-1 det laveste bidraget fra
#   en VUR i stedet for den laveste verdien, så lenge det ikke er lavere (16.5.1). En fiktiv motstander for en fri
#   runde med tak blir da strøket i begge utgavene, og taket gjør ingen forskjell. Fri runde fra paringen,
#   fri runde med helt poeng og seier på walkover er ikke VUR; de fiktive motstanderne deres med tak blir stående i
#   BH/C1.
# * **SB** ganger hver fiktiv motstander med poengene spilleren fikk: fri runde uten poeng eller tap på
#   walkover gir 0 i begge utgavene, fri runde med halvt poeng halve den fiktive motstanderen, seier på walkover eller
#   fri runde med helt poeng hele.
# * **AOB** (8.2) er gjennomsnittet av motstandernes Buchholz; én spillers fiktive motstander med tak endrer
#   altså AOB for alle som spilte mot ham. Den endres for mange flere spillere enn BH selv.


# %%
def values(code):
    return {rules: tr.tiebreak_values(t, code, rules=rules) for rules in EDITIONS}


differ = {}
code_head, wide = SAY["code_head"], len(SAY["code_head"][1])
print(f"{code_head[0]:<6} {code_head[1]}")
for code in ("BH", "BH/C1", "BH/M1", "SB", "SB/C1", "AOB"):
    v = values(code)
    differ[code] = sum(1 for p in t.players if v["fide-2024"][p] != v["fide-2026"][p])
    print(f"{code:<6} {differ[code]:>{wide}}")
c1 = values("BH/C1")
kept = [p for p in changed if c1["fide-2024"][p] == c1["fide-2026"][p]]
print(SAY["kept"].format(n=len(kept)))
assert differ["BH/C1"] < differ["BH"] < differ["AOB"]

# %% [markdown] lang="en"
# ## Who moves in the standings
#
# Now the standings under the list BH/C1, BH, SB, once under each edition. Some players move
# without any unplayed round of their own (`-` in the last column): they are pushed by a player of
# their score group whose value fell.

# %% [markdown] lang="nl"
# ## Wie er verschuift in de stand
#
# Nu de stand volgens de lijst BH/C1, BH, SB, één keer per versie. Sommige spelers verschuiven
# zonder zelf een ongespeelde ronde te hebben (`-` in de laatste kolom): zij schuiven op omdat
# de waarde van iemand uit hun scoregroep daalde.

# %% [markdown] lang="de"
# ## Wer sich in der Tabelle bewegt
#
# Jetzt die Tabelle nach der Liste BH/C1, BH, SB, einmal nach jeder Fassung. Manche Spieler bewegen
# sich, ohne selbst eine nicht gespielte Runde zu haben (`-` in der letzten Spalte): Sie rücken
# nach, weil der Wert eines Spielers ihrer Punktgruppe gefallen ist.

# %% [markdown] lang="nb"
# ## Hvem som flytter seg i tabellen
#
# Nå tabellen etter listen BH/C1, BH, SB, én gang etter hver utgave. Noen spillere flytter seg uten
# å ha en uspilt runde selv (`-` i siste kolonne): de rykker opp fordi verdien til en spiller i
# poenggruppen deres falt.

# %%
LIST = ["BH/C1", "BH", "SB"]
table = {rules: tr.standings(t, LIST, rules=rules) for rules in EDITIONS}
rank = {rules: {row.tpn: row.rank for row in s.rows} for rules, s in table.items()}
movers = sorted(
    (p for p in t.players if rank["fide-2024"][p] != rank["fide-2026"][p]), key=lambda p: rank["fide-2026"][p]
)
print(SAY["movers"].format(n=len(movers), total=len(t.players), list=" ".join(LIST)))
assert any(not unplayed[p] for p in movers)  # some move without an unplayed round of their own
tpn, pts = headings(["tpn", "pts"], LANG)
print(f"{tpn:>4} {pts:>4} {2024:>5} {2026:>5}  {'BH/C1 2024→2026':>16}  {'BH 2024→2026':>13}  {SAY['own_unplayed']}")
for p in movers:
    row24 = next(r for r in table["fide-2024"].rows if r.tpn == p)
    row26 = next(r for r in table["fide-2026"].rows if r.tpn == p)
    print(
        f"{p:>4} {num(points[p]):>4} {rank['fide-2024'][p]:>5} {rank['fide-2026'][p]:>5}  "
        f"{num(row24.values['BH/C1']):>7} → {num(row26.values['BH/C1']):<6}  "
        f"{num(row24.values['BH']):>5} → {num(row26.values['BH']):<5}  {' '.join(unplayed[p]) or '-'}"
    )

# %% [markdown] lang="en"
# The same movers as a slope chart: place under the 2024 rules on the left, under the 2026 rules
# on the right.

# %% [markdown] lang="nl"
# Dezelfde spelers als hellingsdiagram: links de plaats volgens de regels van 2024, rechts volgens
# die van 2026.

# %% [markdown] lang="de"
# Dieselben Spieler als Steigungsdiagramm: links der Platz nach den Regeln von 2024, rechts nach
# denen von 2026.

# %% [markdown] lang="nb"
# De samme spillerne som stigningsdiagram: til venstre plassen etter 2024-reglene, til høyre etter
# 2026-reglene.

# %%
fig, ax = plt.subplots(figsize=(5, 7))
for p in movers:
    up = rank["fide-2026"][p] < rank["fide-2024"][p]
    colour = "tab:green" if up else "tab:red"
    ax.plot(
        [0, 1],
        [rank["fide-2024"][p], rank["fide-2026"][p]],
        color=colour,
        marker="o",
        ms=3,
        ls="-" if unplayed[p] else ":",
    )
    ax.annotate(str(p), (1.02, rank["fide-2026"][p]), fontsize=7, va="center")
ax.set_xticks([0, 1], ["2024", "2026"])
ax.set_xlim(-0.2, 1.3)
ax.invert_yaxis()
ax.set_ylabel(SAY["place"])
ax.set_title(SAY["slope_title"])
plt.show()

# %% [markdown] lang="en"
# ## First place changes hands
#
# The two leaders finish on 7.5 points, and BH/C1 decides. The 2024 winner had a full-point bye
# (16.2.1) in round 1. It is not a VUR, so Cut-1 leaves it alone, and its dummy counted the player's
# own 7.5 points under the 2024 rules; the 2026 rules cap it at 4.5 (16.4.2). The other leader's
# unplayed round was a half-point bye followed by played rounds (16.2.3), a VUR: Cut-1 removes it
# under both editions (16.5.1), so that BH/C1 does not change. Three points less for one, nothing
# less for the other, and the order of the two is reversed. The explanations show every element:

# %% [markdown] lang="nl"
# ## De eerste plaats wisselt van eigenaar
#
# De twee koplopers eindigen op 7,5 punten, en BH/C1 beslist. De winnaar volgens 2024 had in ronde
# 1 een bye met een heel punt (16.2.1). Die is geen VUR, dus Cut-1 laat hem staan, en zijn
# fictieve tegenstander telde volgens de regels van 2024 de eigen 7,5 punten van de speler; de regels van 2026
# begrenzen hem op 4,5 (16.4.2). De ongespeelde ronde van de andere koploper was een bye
# met een half punt, gevolgd door gespeelde ronden (16.2.3), een VUR: Cut-1 schrapt hem in beide
# versies (16.5.1), zodat die BH/C1 niet verandert. Drie punten minder voor de een, niets minder
# voor de ander, en de volgorde van de twee draait om. De uitleg toont elk element:

# %% [markdown] lang="de"
# ## Der erste Platz wechselt
#
# Die beiden Spitzenreiter enden mit 7,5 Punkten, und BH/C1 entscheidet. Der Sieger nach 2024 hatte
# in Runde 1 eine spielfreie Runde mit vollem Punkt (16.2.1). Sie ist keine VUR, die Streichung
# lässt sie also stehen, und ihr fiktiver Gegner zählte nach den Regeln von 2024 die eigenen 7,5 Punkte des
# Spielers; die Regeln von 2026 deckeln ihn auf 4,5 (16.4.2). Die nicht gespielte Runde des anderen
# Spitzenreiters war eine spielfreie Runde mit halbem Punkt, auf die gespielte Runden folgten
# (16.2.3), also eine VUR: Die Streichung entfernt sie in beiden Fassungen (16.5.1), und diese
# BH/C1 ändert sich nicht. Drei Punkte weniger für den einen, nichts weniger für den anderen, und die
# Reihenfolge der beiden kehrt sich um. Die Erklärungen zeigen jedes Element:

# %% [markdown] lang="nb"
# ## Førsteplassen skifter eier
#
# De to i tet ender på 7,5 poeng, og BH/C1 avgjør. Vinneren etter 2024-reglene hadde fri runde med
# helt poeng (16.2.1) i runde 1. Den er ikke en VUR, så Cut-1 lar den stå, og den fiktive motstanderen telte
# spillerens egne 7,5 poeng etter 2024-reglene; 2026-reglene setter tak på 4,5 (16.4.2). Den uspilte
# runden til den andre i tet var fri runde med halvt poeng, fulgt av spilte runder (16.2.3), altså en
# VUR: Cut-1 fjerner den i begge utgavene (16.5.1), så BH/C1 for den spilleren endres ikke. Tre poeng mindre for
# den ene, ingenting mindre for den andre, og rekkefølgen snur. Forklaringene viser hvert element:

# %%
winner = {rules: table[rules].rows[0].tpn for rules in EDITIONS}
assert table["fide-2026"].rows[1].rank == 2 and winner["fide-2024"] != winner["fide-2026"]
assert [float(row.points) for row in table["fide-2026"].rows[:2]] == [7.5, 7.5]  # the two leaders
assert unplayed[winner["fide-2024"]] == ["16.2.1"] and unplayed[winner["fide-2026"]] == ["16.2.3"]
for p in (winner["fide-2024"], winner["fide-2026"]):
    for rules in EDITIONS:
        print(tr.explain(t, p, "BH/C1", rules=rules).table(lang=LANG))
        print()

# %% [markdown] lang="en"
# ## What to take from this
#
# * The 2026 caps only ever lower a player's own dummies; everybody else's numbers move only
#   through AOB and through the standings.
# * 16.4.2 matters for players above 50 %, that is, at the top of the table, where the prizes are.
#   16.4.1 can matter at any score.
# * Cut-1 absorbs the cap for a single requested bye (16.5.1), but not for a pairing-allocated or
#   full-point bye or a forfeit win, whose capped dummies stay in BH/C1. The full BH further down
#   the list feels every cap.
# * A tournament that started before 1 March 2026 is ranked under the 2024 rules; the reference
#   picks the edition from the start date ([decision](../../decisions/#rules-by-start-date)).
# %% [markdown] lang="nl"
# ## Wat je hieruit meeneemt
#
# * De grenzen van 2026 verlagen alleen de eigen fictieve tegenstanders van een speler; de getallen van alle
#   anderen bewegen alleen via AOB en via de stand.
# * 16.4.2 telt voor spelers boven 50 %, dus bovenaan de ranglijst, waar de prijzen zijn. 16.4.1 kan
#   bij elke score tellen.
# * Cut-1 vangt de grens op bij één aangevraagde bye (16.5.1), maar niet bij een toegekende
#   bye, een bye met een heel punt of een reglementaire winst: hun begrensde fictieve tegenstanders blijven
#   in BH/C1 staan. De volledige BH verderop in de lijst voelt elke grens.
# * Een toernooi dat vóór 1 maart 2026 begon, wordt volgens de regels van 2024 gerangschikt; de
#   referentie kiest de versie aan de hand van de begindatum
#   ([keuze](../../decisions/#rules-by-start-date)).
# %% [markdown] lang="de"
# ## Was daraus folgt
#
# * Die Obergrenzen von 2026 senken nur die eigenen fiktiven Gegner eines Spielers; die Zahlen aller anderen
#   bewegen sich nur über AOB und über die Tabelle.
# * 16.4.2 zählt für Spieler über 50 %, also an der Spitze der Tabelle, wo die Preise sind. 16.4.1
#   kann bei jeder Punktzahl zählen.
# * Die Streichung fängt die Obergrenze bei einer einzelnen beantragten spielfreien Runde auf
#   (16.5.1), nicht aber bei einem Freilos durch die Paarung, einer spielfreien Runde mit vollem
#   Punkt oder einem kampflosen Sieg: Deren gedeckelte fiktive Gegner bleiben in BH/C1 stehen. Die volle
#   Buchholz-Wertung weiter hinten in der Liste spürt jede Obergrenze.
# * Ein Turnier, das vor dem 1. März 2026 begann, wird nach den Regeln von 2024 gewertet; die
#   Referenz wählt die Fassung nach dem Turnierbeginn
#   ([Entscheidung](../../decisions/#rules-by-start-date)).
# %% [markdown] lang="nb"
# ## Hva vi lærer
#
# * 2026-takene senker bare spillerens egne fiktive motstandere; tallene til alle andre beveger seg bare
#   gjennom AOB og gjennom tabellen.
# * 16.4.2 betyr noe for spillere over 50 %, altså i toppen av tabellen, der premiene er. 16.4.1 kan
#   bety noe ved enhver poengsum.
# * Cut-1 tar opp taket ved én forespurt fri runde (16.5.1), men ikke ved fri runde fra paringen, fri
#   runde med helt poeng eller seier på walkover: de fiktive motstanderne deres med tak blir stående i BH/C1. Full
#   Buchholz lenger ned i listen merker hvert tak.
# * En turnering som startet før 1. mars 2026, rangeres etter 2024-reglene; referansen velger utgave
#   etter startdatoen ([valg](../../decisions/#rules-by-start-date)).
