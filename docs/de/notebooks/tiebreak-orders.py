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
# # Die Reihenfolge der Feinwertungen in einem Schweizer-System-Turnier mit 150 Spielern
#
# Art. 4.2 der C.07 wendet eine Liste von Feinwertungen Schritt für Schritt an: Die erste Wertung
# ordnet die punktgleichen Teilnehmer, die zweite kommt nur in den Teilgruppen zum Zug, die nach der
# ersten noch gleichstehen, und so weiter. Eine Feinwertung holt also niemanden aus seiner
# Punktgruppe heraus. Innerhalb der Gruppe aber entscheiden Auswahl und Reihenfolge der Liste über
# die Plätze und damit über die Preise.
#
# Wie viel hängt davon in einem Open realistischer Größe ab? Dieses Notebook nimmt ein synthetisches
# Turnier nach Schweizer System mit 150 Spielern und 9 Runden, wertet es nach sieben Listen aus, wie
# Veranstalter sie tatsächlich ausschreiben, und zählt die Plätze, die sich ändern. Alle Zahlen
# berechnet die Referenzimplementierung beim Bau der Anleitung, und das Notebook läuft als Test
# (`tests/test_notebooks.py`) wie die Beispiele der anderen Seiten. Wo der Text aus den Zahlen einen
# Schluss zieht, prüft ein `assert` im Code daneben genau diesen Schluss.

# %% [markdown]
# ## Das Turnier
#
# `tiebreak_ref.synthetic.individual.generate_swiss` schreibt ein Turnier nach Schweizer System als TRF-16-Datei.
# Gepaart wird innerhalb der Punktgruppen (obere gegen untere Hälfte, ohne Wiederholungspaarungen;
# einfacher als das holländische System der FIDE), die Ergebnisse folgen aus der Wertungsdifferenz,
# und die nicht gespielten Runden des Art. 16 sind eingestreut: Freilose durch die Paarung,
# spielfreie Runden mit halbem, null oder vollem Punkt, kampflose Partien, Rückzüge und späte
# Einsteiger. Derselbe Startwert (seed) ergibt auf jedem Rechner dieselbe Datei. Satz 042 enthält
# den Turnierbeginn 10. März 2026, es gelten also die Regeln von 2026
# ([Entscheidungen](../../decisions/#rules-by-start-date)).

# %%
from collections import Counter

import matplotlib.pyplot as plt

import tiebreak_ref as tr
from tiebreak_ref.synthetic.individual import generate_swiss

trf = generate_swiss(150, 9, seed=2026)
t = tr.parse_trf(trf, source="swiss-150x9-seed2026.trf")
print(f"{len(t.players)} players, {t.rounds} rounds, start date {t.start_date}")
for kind, n in Counter(rec.kind.label for p in t.players.values() for rec in p.rounds).most_common():
    print(f"{n:5}  {kind}")

# %% [markdown]
# ## Punktgruppen
#
# Eine Feinwertung kann nur punktgleiche Spieler umordnen. Die Größe der Punktgruppen ist also der
# Spielraum jeder Liste: Wer in der größten Gruppe steht, kann auf jedem ihrer Plätze landen, ganz
# gleich nach welcher Liste, und wer allein auf seiner Punktzahl steht, behält seinen Platz unter
# jeder Liste. Bei 150 Spielern und 9 Runden gibt es nur 19 mögliche Punktzahlen.

# %%
points = {row.tpn: row.points for row in tr.standings(t, []).rows}
groups = Counter(points.values())
scores = sorted(groups, reverse=True)
fig, ax = plt.subplots(figsize=(8, 3))
ax.bar([f"{float(s):g}" for s in scores], [groups[s] for s in scores], color="tab:blue")
ax.set_xlabel("PTS")
ax.set_ylabel("players")
plt.show()
largest = max(groups, key=groups.get)
print(f"largest score group: {groups[largest]} players on {float(largest):g} points")
print(f"players alone on their score: {sum(1 for n in groups.values() if n == 1)}")
assert all(n > 1 for n in groups.values())  # "nobody is alone on their score" (end of the notebook)

# %% [markdown]
# ## Sieben Listen
#
# Ausgangspunkt ist **BH/C1, BH, SB**: Buchholz-Wertung mit Streichwertung (Art. 8.1 mit der
# Streichung nach 14.1), dann die volle Buchholz-Wertung, dann die Sonneborn-Berger-Wertung (9.1),
# eine in Opens sehr verbreitete Liste. Die sechs anderen:
#
# * **BH, BH/C1, SB**: dieselben beiden Buchholz-Werte in umgekehrter Reihenfolge;
# * **SB, BH/C1, BH**: zuerst die Sonneborn-Berger-Wertung, die nur die Gegner zählt, gegen die der
#   Spieler gepunktet hat, gewichtet mit diesen Punkten;
# * **DE, BH/C1, BH, SB**: der direkte Vergleich (Art. 6) vor dem Ausgangspunkt;
# * **WIN, BH/C1, BH**: zuerst die Anzahl der mit oder ohne Spiel gewonnenen Runden (7.1;
#   kampflose Siege, spielfreie Runden mit vollem Punkt und das Freilos durch die Paarung
#   zählen mit);
# * **PS, BH/C1, BH**: zuerst die Fortschrittswertung (7.5), die frühe Punkte belohnt;
# * **AOB, BH/C1, BH**: zuerst der Durchschnitt der Buchholz-Wertungen der Gegner (8.2).
#
# In der Tabelle zählt *moved* die Spieler, deren Platz vom Ausgangspunkt abweicht, *sum |Δ|* die
# Summe der Platzverschiebungen, *max |Δ|* die größte einzelne Verschiebung und *top 10 moved* die
# Spieler aus den ersten zehn des Ausgangspunkts, deren Platz sich ändert. Wen eine Liste nicht
# trennen kann, der teilt in der Ausgabe der Referenz den Platz; in einem echten Turnier entscheidet
# dann das Los (4.2), sofern die Ausschreibung nicht geteilte Plätze vorsieht.

# %%
ORDERS = {
    "BH/C1 BH SB": ["BH/C1", "BH", "SB"],
    "BH BH/C1 SB": ["BH", "BH/C1", "SB"],
    "SB BH/C1 BH": ["SB", "BH/C1", "BH"],
    "DE BH/C1 BH SB": ["DE", "BH/C1", "BH", "SB"],
    "WIN BH/C1 BH": ["WIN", "BH/C1", "BH"],
    "PS BH/C1 BH": ["PS", "BH/C1", "BH"],
    "AOB BH/C1 BH": ["AOB", "BH/C1", "BH"],
}
BASELINE = "BH/C1 BH SB"
places = {name: {row.tpn: row.rank for row in tr.standings(t, codes).rows} for name, codes in ORDERS.items()}
ref = places[BASELINE]

summary = {}
print(f"{'list':<16} {'moved':>5} {'sum |Δ|':>8} {'max |Δ|':>8} {'top 10 moved':>13}")
for name, rank in places.items():
    shifts = {p: abs(rank[p] - ref[p]) for p in ref}
    summary[name] = {
        "moved": sum(1 for s in shifts.values() if s),
        "sum": sum(shifts.values()),
        "max": max(shifts.values()),
        "top10": sum(1 for p in ref if ref[p] <= 10 and shifts[p]),
    }
    s = summary[name]
    print(f"{name:<16} {s['moved']:>5} {s['sum']:>8} {s['max']:>8} {s['top10']:>13}")

# %% [markdown]
# Vor dem Blick auf die Zahlen eine Probe auf Art. 4.2 für alle sieben Listen: Jeder Spieler landet
# innerhalb des Platzblocks seiner Punktgruppe.

# %%
# A tie-break never takes a player out of their score group (C.07 4.2): check it for every list.
for rank in places.values():
    for p in rank:
        better = sum(1 for q in rank if points[q] > points[p])
        assert rank[p] > better and rank[p] <= better + groups[points[p]]
print("every player stays inside their score group under every list")

# %% [markdown]
# ## Wie viele Plätze sich ändern
#
# In der Tabelle oben und im Diagramm unten fallen drei Dinge auf.
#
# * **Der direkte Vergleich an erster Stelle ändert nichts oder fast nichts.** In einer großen
#   Punktgruppe haben nur wenige der punktgleichen Spieler gegeneinander gespielt, und Art. 6.3 setzt
#   einen Spieler nur dann nach vorn, wenn er *unabhängig vom Ausgang der nicht gespielten Partien*
#   allein an der Spitze der Teiltabelle steht. In einer Gruppe von zwanzig Spielern eines Turniers
#   nach Schweizer System kommt das praktisch nie vor. Der direkte Vergleich ist etwas für zwei oder
#   drei punktgleiche Spieler, die sich begegnet sind, und für Rundenturniere.
# * **BH/C1 und BH zu vertauschen verschiebt weniger Spieler als jeder Wechsel der Familie.** Die
#   beiden Werte unterscheiden sich nur im niedrigsten Element (oder, nach 16.5.1, im fiktiven Gegner einer
#   freiwillig nicht gespielten Runde) und stimmen deshalb meistens überein.
# * **WIN an erster Stelle verschiebt Spieler am weitesten.** Die Zahl misst, wie die Punkte
#   zustande kamen, nicht wie stark die Gegner waren, und die meisten Spieler teilen ihre Anzahl an
#   Siegen mit vielen anderen; die Buchholz-Werte dahinter leisten also immer noch die meiste Arbeit.

# %%
others = [name for name in ORDERS if name != BASELINE]
fig, ax = plt.subplots(figsize=(8, 3.5))
y = range(len(others))
ax.barh([i + 0.2 for i in y], [summary[n]["moved"] for n in others], height=0.4, label="players moved")
ax.barh([i - 0.2 for i in y], [summary[n]["max"] for n in others], height=0.4, label="largest move (places)")
ax.set_yticks(list(y), others)
ax.invert_yaxis()
ax.set_title(f"compared with {BASELINE}")
ax.legend(loc="lower right")
plt.show()

# The three observations of the text, checked whenever the notebook runs:
buchholz_swap = summary["BH BH/C1 SB"]["moved"]
assert summary["DE BH/C1 BH SB"]["moved"] <= 5
assert all(buchholz_swap < summary[n]["moved"] for n in ORDERS if n.split()[0] in ("SB", "WIN", "PS", "AOB"))
assert summary["WIN BH/C1 BH"]["max"] == max(s["max"] for s in summary.values())

# %% [markdown]
# Die beiden Streudiagramme zeigen die Verschiebungen Spieler für Spieler für zwei der Listen,
# aufgetragen über dem Platz im Ausgangspunkt; die Farbe ist die Punktzahl. Wer oben in seiner
# Punktgruppe steht, kann nur fallen, wer unten steht, nur steigen: Jede Gruppe bildet ein
# abfallendes Band, und kein Punkt verlässt sein Band.

# %%
fig, axes = plt.subplots(1, 2, figsize=(9, 4), sharey=True)
for ax, name in zip(axes, ["SB BH/C1 BH", "WIN BH/C1 BH"], strict=True):
    xs = [ref[p] for p in ref]
    ys = [places[name][p] - ref[p] for p in ref]
    ax.scatter(xs, ys, s=10, c=[float(points[p]) for p in ref], cmap="viridis")
    ax.axhline(0, color="grey", lw=0.5)
    ax.set_xlabel(f"place under {BASELINE}")
    ax.set_title(name)
axes[0].set_ylabel("change of place")
plt.show()


# %% [markdown]
# ## Wie tief die Liste reicht
#
# Jede Wertung der Liste wirkt nur auf das, was die Wertungen davor gleich gelassen haben. Die
# nächste Zelle zählt die Spieler, die nach PTS und nach jeder Feinwertung der Liste noch einen Platz
# teilen (bei der Liste mit dem direkten Vergleich trennt der erste Schritt niemanden). Ein feiner
# erster Wert wie AOB, ein Durchschnitt, lässt wenig Gleichstände übrig; WIN, eine ganze Zahl von 0
# bis 9, lässt den größten Teil des Feldes gleich und überlässt die Entscheidung der zweiten Wertung.
# Was am Ende noch gleich steht, entscheidet das Los (4.2), sofern die Ausschreibung nichts anderes
# sagt; endet die Liste mit TPN oder RTNG (neu 2026, Art. 7.8 und 10.6), ist kein Los mehr nötig.


# %%
def still_tied(codes):
    """Players who still share their place after each prefix of the list (PTS first)."""
    counts = []
    for k in range(len(codes) + 1):
        ranks = Counter(row.rank for row in tr.standings(t, codes[:k]).rows)
        counts.append(sum(n for n in ranks.values() if n > 1))
    return counts


tied = {name: still_tied(codes) for name, codes in ORDERS.items()}
fig, ax = plt.subplots(figsize=(8, 3.5))
for name, counts in tied.items():
    print(f"{name:<16} {' → '.join(str(c) for c in counts)}")
    ax.plot(range(len(counts)), counts, marker="o", label=name)
ax.set_xticks(range(5), ["PTS", "1st", "2nd", "3rd", "4th"])
ax.set_ylabel("players still tied")
ax.set_yscale("symlog")
ax.legend(fontsize=8)
plt.show()

first_step = {name: counts[1] for name, counts in tied.items() if not name.startswith("DE")}
assert min(first_step, key=first_step.get) == "AOB BH/C1 BH"
assert max(first_step, key=first_step.get) == "WIN BH/C1 BH"

# %% [markdown]
# ## Welche Listen übereinstimmen
#
# Die Matrix vergleicht jedes Paar von Listen: die Zahl der Spieler, die auf einem anderen Platz
# landen. Abgesehen von den beiden Listen, die mit Buchholz beginnen (und dem direkten Vergleich,
# der nichts änderte), unterscheiden sich je zwei Listen bei mehr als der Hälfte des Feldes.

# %%
names = list(ORDERS)
matrix = [[sum(1 for p in ref if places[a][p] != places[b][p]) for b in names] for a in names]
fig, ax = plt.subplots(figsize=(6, 5))
ax.imshow(matrix, cmap="Blues")
ax.set_xticks(range(len(names)), names, rotation=60, ha="right")
ax.set_yticks(range(len(names)), names)
for i, row in enumerate(matrix):
    for j, n in enumerate(row):
        ax.text(j, i, n, ha="center", va="center", color="white" if n > 80 else "black", fontsize=8)
ax.set_title("players on a different place")
plt.show()

buchholz_first = {"BH/C1 BH SB", "BH BH/C1 SB", "DE BH/C1 BH SB"}  # DE changed nothing
assert all(
    matrix[i][j] > len(ref) / 2
    for i, a in enumerate(names)
    for j, b in enumerate(names)
    if a != b and not {a, b} <= buchholz_first
)

# %% [markdown]
# ## Die ersten zehn
#
# Preise gibt es nach Plätzen, also zählt die Spitze der Tabelle am meisten. Unten stehen die
# Startnummern (TPN) der Spieler auf den Plätzen 1 bis 10 nach jeder Liste; `=` kennzeichnet einen
# geteilten Platz. Wo zwei Spalten sich unterscheiden, hat die Feinwertungsliste und nicht das
# Schachspiel entschieden, wer welchen Preis bekommt. Deshalb verlangt Art. 4.1, dass die Liste in
# der Ausschreibung steht, bei Bedarf vom Hauptschiedsrichter ergänzt und vor Turnierbeginn
# veröffentlicht wird (4.1.1).

# %%
print(f"{'place':>5}  " + "  ".join(f"{name:>14}" for name in names))
for place in range(1, 11):
    cells = []
    for name in names:
        at = sorted(p for p, r in places[name].items() if r == place)
        cells.append(f"{'=' if len(at) > 1 else ''}{','.join(str(p) for p in at) or '·'}")
    print(f"{place:>5}  " + "  ".join(f"{c:>14}" for c in cells))

# %% [markdown]
# ## Was daraus folgt
#
# * In einem Open dieser Größe steht niemand allein auf seiner Punktzahl; die Feinwertungen
#   entscheiden also die meisten Plätze innerhalb der Gruppen, und die üblichen Listen unterscheiden
#   sich bei einem großen Teil des Feldes.
# * Die Reihenfolge der Liste zählt so viel wie die Auswahl der Wertungen: Die erste Wertung
#   entscheidet die meisten Gleichstände, die späteren nur den Rest.
# * Der direkte Vergleich gehört nur dort nach vorn, wo die punktgleichen Spieler gegeneinander
#   gespielt haben: in Rundenturnieren und kleinen Gruppen.
# * Die vollständige Liste vor der ersten Runde veröffentlichen (4.1.1) und mit einem Wert abschließen,
#   der immer trennt, oder festlegen, was mit verbleibenden Gleichständen geschieht.
#
# Mit einem anderen Startwert (seed) in der ersten Codezelle lässt sich ein anderes Turnier
# betrachten.
