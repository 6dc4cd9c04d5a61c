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
# # Tie-break orders in a 150-player Swiss
#
# C.07 Art. 4.2 applies a tie-break list one step at a time: the first tie-break ranks the
# participants who are level on points, the second is applied only to each subgroup the first one
# left tied, and so on. A tie-break therefore never moves a player out of their score group. Inside
# the group, however, the choice and the order of the list decide the places, and with them the
# prizes.
#
# How much is at stake in an open of realistic size? This notebook takes a synthetic Swiss with 150
# players and 9 rounds, ranks it under seven lists that organisers really publish, and counts the
# places that change. Every number below is computed by the reference when the guide is built, and
# the notebook runs as a test (`tests/test_notebooks.py`), like the examples on the other pages.
# Where the text draws a conclusion from the numbers, an `assert` in the code next to it checks
# that conclusion.

# %% [markdown]
# ## The tournament
#
# `tiebreak_ref.synthetic.individual.generate_swiss` writes a Swiss as a TRF-16 file. Players are paired inside
# their score groups (top half against bottom half, avoiding rematches; simpler than the FIDE Dutch
# system), results are drawn from the rating difference, and the unplayed rounds of Art. 16 are
# sprinkled in: pairing-allocated byes, half-, zero- and full-point byes, forfeits, withdrawals and
# late entries. The same seed gives the same file on every machine. Record 042 holds the start date
# 10 March 2026, so the 2026 rules apply ([Decisions](../../decisions/#rules-by-start-date)).

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
# ## Score groups
#
# A tie-break can only reorder players on the same number of points, so the sizes of the score
# groups are the room every list has to work in: a player in the largest group can end on any of
# its places, whatever the list, and a player alone on their score keeps their place under every
# list. With 150 players and 9 rounds there are only 19 possible scores.

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
# ## Seven tie-break lists
#
# The baseline is **BH/C1, BH, SB**: Buchholz Cut 1 (Art. 8.1 with the cut of 14.1), then the full
# Buchholz, then Sonneborn-Berger (9.1), a very common list in opens. The six others:
#
# * **BH, BH/C1, SB**: the same two Buchholz values in the other order;
# * **SB, BH/C1, BH**: Sonneborn-Berger first, which counts only the opponents the player scored
#   against, weighted by the points scored;
# * **DE, BH/C1, BH, SB**: the direct encounter (Art. 6) in front of the baseline;
# * **WIN, BH/C1, BH**: the number of rounds won with or without playing first (7.1; forfeit wins,
#   full-point byes and the pairing-allocated bye count);
# * **PS, BH/C1, BH**: the sum of progressive scores first (7.5), which rewards early points;
# * **AOB, BH/C1, BH**: the average of the opponents' Buchholz first (8.2).
#
# In the table, *moved* counts the players whose place differs from the baseline, *sum |Δ|* adds up
# the places they moved, *max |Δ|* is the largest single move and *top 10 moved* counts the
# baseline's top ten players whose place changes. Players a list cannot separate share a place in
# the reference's output; in a real event the remaining ties go to drawing of lots (4.2) unless
# the regulations say that they stay shared.

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
# Before reading the numbers, a check of Art. 4.2 on all seven lists: every player's place lies
# inside the block of places that belongs to their score group.

# %%
# A tie-break never takes a player out of their score group (C.07 4.2): check it for every list.
for rank in places.values():
    for p in rank:
        better = sum(1 for q in rank if points[q] > points[p])
        assert rank[p] > better and rank[p] <= better + groups[points[p]]
print("every player stays inside their score group under every list")

# %% [markdown]
# ## How many places change
#
# Three things stand out in the table above and the chart below.
#
# * **DE first changes nothing, or next to nothing.** In a large score group few of the tied players
#   have met each other, and Art. 6.3 ranks a player first only when they are alone at the top of
#   the mini-table *whatever the outcome of the games that were not played*. In a group of twenty
#   Swiss players that practically never happens. DE is for two or three tied players who met, and
#   for round robins.
# * **Swapping BH/C1 and BH moves fewer players than any change of family.** The two values differ
#   only by the lowest element (or, under 16.5.1, by a voluntary unplayed round's dummy), so they
#   mostly agree.
# * **WIN first moves players the farthest.** It measures how the points were made, not how strong
#   the opposition was, and most players share their number of wins with many others, so the
#   Buchholz values behind it still do most of the work.

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
# The two scatter plots show the moves player by player for two of the lists, against the place in
# the baseline; the colour is the score. A player at the top of a score group can only move down
# and a player at its bottom only up, so each group draws a band sloping downwards, and no point
# leaves its band.

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
# ## How deep the list goes
#
# Each entry of a list only works on what the entries before it left tied. The next cell counts the
# players who still share a place after PTS and after each tie-break of the list (for the DE list
# the first step breaks nothing). A fine-grained first value such as AOB, an average, leaves few
# ties; WIN, a whole number from 0 to 9, leaves most of the field tied and hands the decision to the
# second entry. What is still tied at the end goes to lots (4.2), unless the regulations say
# otherwise; ending the list with TPN or RTNG (new in 2026, Art. 7.8 and 10.6) makes lots
# unnecessary.


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
# ## Which lists agree
#
# The matrix compares every pair of lists: the number of players who end on a different place.
# Apart from the two Buchholz-first orders (and DE, which changed nothing), any two lists disagree
# on more than half of the field.

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
# ## The top ten
#
# Prizes are paid by place, so the top of the table matters most. Below are the start ranks (TPN)
# of the players on places 1 to 10 under each list; `=` marks a shared place. Wherever two columns
# differ, the tie-break list and not the chess decided who took which prize. That is why Art. 4.1
# wants the list fixed in the tournament regulations, completed by the Chief Arbiter where needed
# and published before the start (4.1.1).

# %%
print(f"{'place':>5}  " + "  ".join(f"{name:>14}" for name in names))
for place in range(1, 11):
    cells = []
    for name in names:
        at = sorted(p for p, r in places[name].items() if r == place)
        cells.append(f"{'=' if len(at) > 1 else ''}{','.join(str(p) for p in at) or '·'}")
    print(f"{place:>5}  " + "  ".join(f"{c:>14}" for c in cells))

# %% [markdown]
# ## What to take from this
#
# * In an open of this size nobody is alone on their score, so tie-breaks decide most places inside
#   the groups, and the usual lists disagree on a large part of the field.
# * The order of the list matters as much as the choice of its entries: the first entry decides most
#   ties, the later ones only what is left.
# * DE belongs at the front only where the tied players have met each other: round robins and small
#   groups.
# * Publish the full list before round 1 (4.1.1) and end it with a deterministic key, or state how the
#   remaining ties are handled.
#
# Change the seed in the first code cell to look at another tournament.
