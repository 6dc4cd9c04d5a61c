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

# %% [markdown]
# ## The tournament and its unplayed rounds
#
# The same synthetic Swiss as in the notebook on tie-break orders: 150 players, 9 rounds, seed 2026,
# from `tiebreak_ref.synthetic.individual.generate_swiss`. Both editions are computed on the same file by
# passing `rules=`; the 16.4.2 cap uses the scheduled number of rounds
# ([decision A1](../../decisions/#a1-cap-rounds)).

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
# The explanation of a player's Buchholz (`tr.explain`) names the Art. 16.2 category of every
# unplayed round. Counted over the field:

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
# ## Buchholz, 2024 against 2026
#
# A cap can only lower a dummy, so no Buchholz goes up. And a player's Buchholz changes only through
# their **own** unplayed rounds: the elements for real opponents are the opponents' adjusted scores
# (16.3), which are the same in both editions.

# %%
bh = {rules: tr.tiebreak_values(t, "BH", rules=rules) for rules in EDITIONS}
delta = {p: bh["fide-2024"][p] - bh["fide-2026"][p] for p in t.players}
changed = sorted(p for p in t.players if delta[p])
assert all(delta[p] >= 0 for p in t.players)  # a cap can only lower a dummy
assert all(unplayed[p] for p in changed)  # only a player's OWN unplayed rounds matter
print(f"BH differs for {len(changed)} players; it is never higher under 2026 rules")
print(f"largest drop: {float(max(delta.values())):g} points of Buchholz")


# %% [markdown]
# Which cap did it? The next cell compares the two explanations round by round and reports the rule
# that lowered a dummy: 16.4.1 for a forfeit, 16.4.2 for any other unplayed round. 16.4.2 can only
# bite for players above 4.5 points; 16.4.1 bites at any score, whenever the no-show opponent
# finished lower than the player.


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
# On the left, every player's Buchholz under both editions: grey points on the diagonal did not
# change. On the right, the size of the drop against the player's score; the dashed line is the
# 16.4.2 cap.

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
# ## Who moves in the standings
#
# Now the standings under the list BH/C1, BH, SB, once under each edition. Some players move
# without any unplayed round of their own (`-` in the last column): they are pushed by a player of
# their score group whose value fell.

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
# The same movers as a slope chart: place under the 2024 rules on the left, under the 2026 rules
# on the right.

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
# ## First place changes hands
#
# The two leaders finish on 7.5 points, and BH/C1 decides. The 2024 winner had a full-point bye
# (16.2.1) in round 1. It is not a VUR, so Cut-1 leaves it alone, and its dummy counted the player's
# own 7.5 points under the 2024 rules; the 2026 rules cap it at 4.5 (16.4.2). The other leader's
# unplayed round was a half-point bye followed by played rounds (16.2.3), a VUR: Cut-1 removes it
# under both editions (16.5.1), so that BH/C1 does not change. Three points less for one, nothing
# less for the other, and the order of the two is reversed. The explanations show every element:

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
