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

# %% [markdown]
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
#     * bij elke andere ongespeelde ronde (16.2.1 bye bij de indeling en vrije ronde met een heel
#       punt, 16.2.3 en 16.2.5 aangevraagde vrije ronden) op remisepunten × aantal ronden, 4,5 in
#       een toernooi van 9 ronden: dat is **16.4.2**.
#
# Waarom: volgens de regels van 2024 telde een ongespeelde ronde als een tegenstander die op de
# eigen score van de speler eindigde. Voor een koploper met een vrije ronde, of met reglementaire
# winst tegen iemand die daarna niet meer kwam opdagen, is dat veel meer dan de werkelijke
# tegenstand waard was. De begrenzingen houden een reglementaire uitslag op wat de tegenstander
# echt scoorde en elke andere ongespeelde ronde op een tegenstander met 50 %.
#
# Dit notebook berekent de Buchholz volgens beide edities voor elke speler van een Zwitsers toernooi
# met 150 spelers en 9 ronden, met veel vrije ronden en reglementaire uitslagen, en bekijkt wie er
# verandert en waarom. Net als in het andere notebook controleert een `assert` in de code ernaast
# elke conclusie van de tekst.

# %% [markdown]
# ## Het toernooi en zijn ongespeelde ronden
#
# Hetzelfde gegenereerde Zwitserse toernooi als in het notebook over de volgorde van de
# tiebreaks: 150 spelers, 9 ronden, seed 2026, uit `tiebreak_ref.synthetic.individual.generate_swiss`.
# Beide edities worden op hetzelfde bestand berekend door `rules=` mee te geven; de grens van 16.4.2
# gebruikt het geplande aantal ronden ([keuze A1](../../decisions/#a1-cap-rounds)).

# %%
import re
from collections import Counter

import matplotlib.pyplot as plt

import tiebreak_ref as tr
from tiebreak_ref.synthetic.individual import generate_swiss

trf = generate_swiss(150, 9, seed=2026)
t = tr.parse_trf(trf, source="swiss-150x9-seed2026.trf")
EDITIONS = ("fide-2024", "fide-2026")
points = {row.tpn: row.points for row in tr.standings(t, []).rows}
print(f"{len(t.players)} players, {t.rounds} rounds; draw × rounds = {t.rounds / 2:g} (the 16.4.2 cap)")

# %% [markdown]
# De uitleg van de Buchholz van een speler (`tr.explain`) noemt bij elke ongespeelde ronde de
# categorie van artikel 16.2. Over het hele veld geteld:

# %%
CATEGORY = re.compile(r"\((16\.2\.\d)\)")
unplayed = {}  # tpn -> the Art. 16.2 categories of the player's unplayed rounds
for p in t.players:
    rows = tr.explain(t, p, "BH", rules="fide-2026").rows
    unplayed[p] = [m.group(1) for row in rows if (m := CATEGORY.search(row.what))]
by_category = Counter(c for cats in unplayed.values() for c in cats)
for category in sorted(by_category):
    print(f"{category}: {by_category[category]:3} rounds")
print(f"players with at least one unplayed round: {sum(1 for c in unplayed.values() if c)} of {len(t.players)}")

# %% [markdown]
# ## Buchholz, 2024 tegenover 2026
#
# Een grens kan een fictieve tegenstander alleen verlagen, dus geen enkele Buchholz gaat omhoog. En de Buchholz van
# een speler verandert alleen door zijn **eigen** ongespeelde ronden: de elementen voor echte
# tegenstanders zijn hun aangepaste scores (16.3), en die zijn in beide edities gelijk.

# %%
bh = {rules: tr.tiebreak_values(t, "BH", rules=rules) for rules in EDITIONS}
delta = {p: bh["fide-2024"][p] - bh["fide-2026"][p] for p in t.players}
changed = sorted(p for p in t.players if delta[p])
assert all(delta[p] >= 0 for p in t.players)  # a cap can only lower a dummy
assert all(unplayed[p] for p in changed)  # only a player's OWN unplayed rounds matter
print(f"BH differs for {len(changed)} players; it is never higher under 2026 rules")
print(f"largest drop: {float(max(delta.values())):g} points of Buchholz")


# %% [markdown]
# Welke grens was het? De volgende cel vergelijkt de twee uitleggen ronde voor ronde en meldt de
# regel die een fictieve tegenstander verlaagde: 16.4.1 bij een reglementaire uitslag, 16.4.2 bij elke andere
# ongespeelde ronde. 16.4.2 kan alleen werken voor spelers met meer dan 4,5 punten; 16.4.1 werkt
# bij elke score, zodra de tegenstander die niet kwam lager eindigde dan de speler.


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
for key, n in sorted(Counter(cause.values()).items()):
    print(f"{key:<14} {n:3} players")
assert all(points[p] > t.rounds / 2 for p in changed if "16.4.2" in cause[p])  # the cap is draw × rounds

# %% [markdown]
# Links de Buchholz van elke speler volgens beide edities: grijze punten op de diagonaal zijn niet
# veranderd. Rechts de grootte van de daling tegenover de score van de speler; de stippellijn is de
# grens van 16.4.2.

# %%
STYLE = {"16.4.1": ("tab:orange", "o"), "16.4.2": ("tab:blue", "s"), "16.4.1+16.4.2": ("tab:red", "D")}
fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4.5))
same = [p for p in t.players if not delta[p]]
left.scatter(
    [float(bh["fide-2024"][p]) for p in same],
    [float(bh["fide-2026"][p]) for p in same],
    s=8,
    color="lightgrey",
    label="unchanged",
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
left.set_xlabel("BH (2024 rules)")
left.set_ylabel("BH (2026 rules)")
left.legend(fontsize=8)
right.axvline(t.rounds / 2, color="grey", ls="--", lw=0.8)
right.set_xlabel("PTS")
right.set_ylabel("BH 2024 − BH 2026")
plt.show()


# %% [markdown]
# ## Cut-1, Sonneborn-Berger, AOB
#
# De grenzen reiken verder dan BH, en soms minder ver dan je zou denken:
#
# * **BH/C1** verandert voor veel minder spelers dan BH. Heeft een speler een vrijwillig
#   ongespeelde ronde (VUR: een aangevraagde vrije ronde of reglementair verlies, 16.1.2), dan
#   schrapt Cut-1 de laagste bijdrage van een VUR in plaats van de laagste waarde, zolang die niet
#   lager is (16.5.1). Een begrensde fictieve tegenstander van een vrije ronde wordt dan in beide edities geschrapt,
#   en de grens maakt geen verschil. Een bye bij de indeling, een bye met een heel punt en
#   reglementaire winst zijn geen VUR; hun begrensde fictieve tegenstanders blijven in BH/C1 staan.
# * **SB** vermenigvuldigt elke fictieve tegenstander met de behaalde punten: een vrije ronde met nul punten of
#   reglementair verlies draagt in beide edities 0 bij, een bye met een half punt de helft
#   van de fictieve tegenstander, reglementaire winst of een bye met een heel punt de hele fictieve tegenstander.
# * **AOB** (8.2) middelt de Buchholz van de tegenstanders; de begrensde fictieve tegenstander van één speler
#   verandert dus de AOB van iedereen die tegen hem speelde. Die verandert voor veel meer spelers
#   dan BH zelf.


# %%
def values(code):
    return {rules: tr.tiebreak_values(t, code, rules=rules) for rules in EDITIONS}


differ = {}
print(f"{'code':<6} {'players whose value changes':>28}")
for code in ("BH", "BH/C1", "BH/M1", "SB", "SB/C1", "AOB"):
    v = values(code)
    differ[code] = sum(1 for p in t.players if v["fide-2024"][p] != v["fide-2026"][p])
    print(f"{code:<6} {differ[code]:>28}")
c1 = values("BH/C1")
kept = [p for p in changed if c1["fide-2024"][p] == c1["fide-2026"][p]]
print(f"BH changes but BH/C1 does not (16.5.1 cuts the capped VUR dummy): {len(kept)} players")
assert differ["BH/C1"] < differ["BH"] < differ["AOB"]

# %% [markdown]
# ## Wie er verschuift in de stand
#
# Nu de stand volgens de lijst BH/C1, BH, SB, één keer per editie. Sommige spelers verschuiven
# zonder zelf een ongespeelde ronde te hebben (`-` in de laatste kolom): zij schuiven op omdat
# de waarde van iemand uit hun scoregroep daalde.

# %%
LIST = ["BH/C1", "BH", "SB"]
table = {rules: tr.standings(t, LIST, rules=rules) for rules in EDITIONS}
rank = {rules: {row.tpn: row.rank for row in s.rows} for rules, s in table.items()}
movers = sorted(
    (p for p in t.players if rank["fide-2024"][p] != rank["fide-2026"][p]), key=lambda p: rank["fide-2026"][p]
)
print(f"{len(movers)} of {len(t.players)} players change place ({' '.join(LIST)})")
assert any(not unplayed[p] for p in movers)  # some move without an unplayed round of their own
print(f"{'TPN':>4} {'PTS':>4} {'2024':>5} {'2026':>5}  {'BH/C1 2024→2026':>16}  {'BH 2024→2026':>13}  own unplayed")
for p in movers:
    row24 = next(r for r in table["fide-2024"].rows if r.tpn == p)
    row26 = next(r for r in table["fide-2026"].rows if r.tpn == p)
    print(
        f"{p:>4} {float(points[p]):>4g} {rank['fide-2024'][p]:>5} {rank['fide-2026'][p]:>5}  "
        f"{float(row24.values['BH/C1']):>7g} → {float(row26.values['BH/C1']):<6g}  "
        f"{float(row24.values['BH']):>5g} → {float(row26.values['BH']):<5g}  {' '.join(unplayed[p]) or '-'}"
    )

# %% [markdown]
# Dezelfde spelers als hellingsdiagram: links de plaats volgens de regels van 2024, rechts volgens
# die van 2026.

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
ax.set_ylabel("place")
ax.set_title("green up, red down; dotted: no unplayed round")
plt.show()

# %% [markdown]
# ## De eerste plaats wisselt van eigenaar
#
# De twee koplopers eindigen op 7,5 punten, en BH/C1 beslist. De winnaar volgens 2024 had in ronde
# 1 een bye met een heel punt (16.2.1). Die is geen VUR, dus Cut-1 laat hem staan, en zijn
# fictieve tegenstander telde volgens de regels van 2024 de eigen 7,5 punten van de speler; de regels van 2026
# begrenzen hem op 4,5 (16.4.2). De ongespeelde ronde van de andere koploper was een vrije ronde
# met een half punt, gevolgd door gespeelde ronden (16.2.3), een VUR: Cut-1 schrapt hem in beide
# edities (16.5.1), zodat die BH/C1 niet verandert. Drie punten minder voor de een, niets minder
# voor de ander, en de volgorde van de twee draait om. De uitleg toont elk element:

# %%
winner = {rules: table[rules].rows[0].tpn for rules in EDITIONS}
assert table["fide-2026"].rows[1].rank == 2 and winner["fide-2024"] != winner["fide-2026"]
assert [float(row.points) for row in table["fide-2026"].rows[:2]] == [7.5, 7.5]  # the two leaders
assert unplayed[winner["fide-2024"]] == ["16.2.1"] and unplayed[winner["fide-2026"]] == ["16.2.3"]
for p in (winner["fide-2024"], winner["fide-2026"]):
    for rules in EDITIONS:
        print(tr.explain(t, p, "BH/C1", rules=rules).table())
        print()

# %% [markdown]
# ## Wat je hieruit meeneemt
#
# * De grenzen van 2026 verlagen alleen de eigen fictieve tegenstanders van een speler; de getallen van alle
#   anderen bewegen alleen via AOB en via de stand.
# * 16.4.2 telt voor spelers boven 50 %, dus bovenaan de ranglijst, waar de prijzen zijn. 16.4.1 kan
#   bij elke score tellen.
# * Cut-1 vangt de grens op bij één aangevraagde vrije ronde (16.5.1), maar niet bij een bye bij de
#   indeling, een bye met een heel punt of reglementaire winst: hun begrensde fictieve tegenstanders blijven
#   in BH/C1 staan. De volledige BH verderop in de lijst voelt elke grens.
# * Een toernooi dat vóór 1 maart 2026 begon, wordt volgens de regels van 2024 gerangschikt; de
#   referentie kiest de editie aan de hand van de begindatum
#   ([keuze](../../decisions/#rules-by-start-date)).
