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

# %% [markdown]
# ## Das Turnier und seine nicht gespielten Runden
#
# Dasselbe synthetische Turnier wie im Notebook über die Reihenfolge der Feinwertungen: 150 Spieler,
# 9 Runden, Startwert 2026, aus `tiebreak_ref.synthetic.individual.generate_swiss`. Beide Fassungen werden auf
# derselben Datei berechnet, indem man `rules=` angibt; die Obergrenze von 16.4.2 verwendet die
# angesetzte Rundenzahl ([Entscheidung A1](../../decisions/#a1-cap-rounds)).

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
# Die Erklärung der Buchholz-Wertung eines Spielers (`tr.explain`) nennt für jede nicht gespielte
# Runde die Kategorie nach Art. 16.2. Über das ganze Feld gezählt:

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
# ## Buchholz, 2024 gegen 2026
#
# Eine Obergrenze kann einen fiktiven Gegner nur senken, also steigt keine Buchholz-Wertung. Und die
# Buchholz-Wertung eines Spielers ändert sich nur durch seine **eigenen** nicht gespielten Runden:
# Die Elemente für echte Gegner sind deren bereinigte Punktzahlen (16.3), und die sind in beiden
# Fassungen gleich.

# %%
bh = {rules: tr.tiebreak_values(t, "BH", rules=rules) for rules in EDITIONS}
delta = {p: bh["fide-2024"][p] - bh["fide-2026"][p] for p in t.players}
changed = sorted(p for p in t.players if delta[p])
assert all(delta[p] >= 0 for p in t.players)  # a cap can only lower a dummy
assert all(unplayed[p] for p in changed)  # only a player's OWN unplayed rounds matter
print(f"BH differs for {len(changed)} players; it is never higher under 2026 rules")
print(f"largest drop: {float(max(delta.values())):g} points of Buchholz")


# %% [markdown]
# Welche Obergrenze war es? Die nächste Zelle vergleicht die beiden Erklärungen Runde für Runde und
# nennt die Regel, die einen fiktiven Gegner gesenkt hat: 16.4.1 bei einer kampflosen Partie, 16.4.2 bei jeder
# anderen nicht gespielten Runde. 16.4.2 greift nur bei Spielern mit mehr als 4,5 Punkten; 16.4.1
# greift bei jeder Punktzahl, sobald der nicht erschienene Gegner tiefer endete als der Spieler.


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
# Links die Buchholz-Wertung jedes Spielers nach beiden Fassungen: Graue Punkte auf der Diagonalen
# haben sich nicht verändert. Rechts die Größe des Rückgangs über der Punktzahl des Spielers; die
# gestrichelte Linie ist die Obergrenze von 16.4.2.

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
# ## Streichwertung, Sonneborn-Berger, AOB
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
# ## Wer sich in der Tabelle bewegt
#
# Jetzt die Tabelle nach der Liste BH/C1, BH, SB, einmal nach jeder Fassung. Manche Spieler bewegen
# sich, ohne selbst eine nicht gespielte Runde zu haben (`-` in der letzten Spalte): Sie rücken
# nach, weil der Wert eines Spielers ihrer Punktgruppe gefallen ist.

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
# Dieselben Spieler als Steigungsdiagramm: links der Platz nach den Regeln von 2024, rechts nach
# denen von 2026.

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
# ## Der erste Platz wechselt
#
# Die beiden Spitzenreiter enden mit 7,5 Punkten, und BH/C1 entscheidet. Der Sieger nach 2024 hatte
# in Runde 1 eine spielfreie Runde mit vollem Punkt (16.2.1). Sie ist keine VUR, die Streichwertung
# lässt sie also stehen, und ihr fiktiver Gegner zählte nach den Regeln von 2024 die eigenen 7,5 Punkte des
# Spielers; die Regeln von 2026 deckeln ihn auf 4,5 (16.4.2). Die nicht gespielte Runde des anderen
# Spitzenreiters war eine spielfreie Runde mit halbem Punkt, auf die gespielte Runden folgten
# (16.2.3), also eine VUR: Die Streichwertung entfernt sie in beiden Fassungen (16.5.1), und diese
# BH/C1 ändert sich nicht. Drei Punkte weniger für den einen, nichts weniger für den anderen, und die
# Reihenfolge der beiden kehrt sich um. Die Erklärungen zeigen jedes Element:

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
# ## Was daraus folgt
#
# * Die Obergrenzen von 2026 senken nur die eigenen fiktiven Gegner eines Spielers; die Zahlen aller anderen
#   bewegen sich nur über AOB und über die Tabelle.
# * 16.4.2 zählt für Spieler über 50 %, also an der Spitze der Tabelle, wo die Preise sind. 16.4.1
#   kann bei jeder Punktzahl zählen.
# * Die Streichwertung fängt die Obergrenze bei einer einzelnen beantragten spielfreien Runde auf
#   (16.5.1), nicht aber bei einem Freilos durch die Paarung, einer spielfreien Runde mit vollem
#   Punkt oder einem kampflosen Sieg: Deren gedeckelte fiktive Gegner bleiben in BH/C1 stehen. Die volle
#   Buchholz-Wertung weiter hinten in der Liste spürt jede Obergrenze.
# * Ein Turnier, das vor dem 1. März 2026 begann, wird nach den Regeln von 2024 gewertet; die
#   Referenz wählt die Fassung nach dem Turnierbeginn
#   ([Entscheidung](../../decisions/#rules-by-start-date)).
