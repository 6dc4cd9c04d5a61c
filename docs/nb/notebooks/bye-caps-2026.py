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
# # Hva 2026-takene endrer i et helt felt
#
# I en sveitserturnering teller hver uspilte runde for en deltaker som et parti mot en *fiktiv motstander* i
# hans egen Buchholz og Sonneborn-Berger (C.07 artikkel 16.4). Den fiktive motstanderen er ikke den "virtuelle
# motstanderen" fra reglene før 2023, som er avskaffet; den får ganske enkelt en poengsum:
#
# * **2024-reglene**: deltakerens egen sluttsum, uten tak;
# * **2026-reglene**: deltakerens egen poengsum, men **med tak**
#     * ved walkover (16.2.2 seier på walkover, 16.2.4 tap på walkover) på den justerte poengsummen (16.3) til
#       motstanderen han var paret mot: det er **16.4.1**;
#     * ved alle andre uspilte runder (16.2.1 fri runde fra paringen og fri runde med helt poeng, 16.2.3 og
#       16.2.5 fri runde etter ønske) på remispoeng × antall runder, 4,5 i en turnering over 9
#       runder: det er **16.4.2**.
#
# Hvorfor: Etter 2024-reglene telte en uspilt runde som en motstander som endte på spillerens egen
# poengsum. For en tetspiller med fri runde, eller med seier på walkover mot en som deretter sluttet
# å møte opp, er det langt mer enn den virkelige motstanden var verdt. Takene begrenser en walkover
# til det motstanderen faktisk tok, og alle andre uspilte runder til en motstander på 50 %.
#
# Denne notatboken regner ut Buchholz etter begge utgavene for hver spiller i en sveitserturnering med
# 150 spillere, 9 runder og mange frie runder og walkover, og ser på hvem som endres og hvorfor. Som
# i den andre notatboken kontrollerer en `assert` i koden ved siden av hver konklusjon i teksten.

# %% [markdown]
# ## Turneringen og de uspilte rundene
#
# Den samme syntetiske sveitserturneringen som i notatboken om rekkefølgen av kvalitetspoeng: 150
# spillere, 9 runder, seed 2026, fra `tiebreak_ref.synthetic.individual.generate_swiss`. Begge utgavene regnes
# ut på samme fil ved å oppgi `rules=`; taket i 16.4.2 bruker det planlagte antallet runder
# ([valg A1](../../decisions/#a1-cap-rounds)).

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
# Forklaringen av en spillers Buchholz (`tr.explain`) oppgir kategorien i artikkel 16.2 for hver
# uspilte runde. Talt over hele feltet:

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
print(f"BH differs for {len(changed)} players; it is never higher under 2026 rules")
print(f"largest drop: {float(max(delta.values())):g} points of Buchholz")


# %% [markdown]
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
for key, n in sorted(Counter(cause.values()).items()):
    print(f"{key:<14} {n:3} players")
assert all(points[p] > t.rounds / 2 for p in changed if "16.4.2" in cause[p])  # the cap is draw × rounds

# %% [markdown]
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
# ## Kutt 1, Sonneborn-Berger, AOB
#
# Takene rekker lenger enn BH, og noen ganger kortere enn man skulle tro:
#
# * **BH/C1** endres for langt færre spillere enn BH. Når en spiller har en frivillig uspilt runde
#   (VUR: fri runde etter ønske eller tap på walkover, 16.1.2), kutter kutt 1 det laveste bidraget fra
#   en VUR i stedet for den laveste verdien, så lenge det ikke er lavere (16.5.1). En fiktiv motstander for en fri
#   runde med tak blir da kuttet i begge utgavene, og taket gjør ingen forskjell. Fri runde fra paringen,
#   fri runde med helt poeng og seier på walkover er ikke VUR; de fiktive motstanderne deres med tak blir stående i
#   BH/C1.
# * **SB** ganger hver fiktiv motstander med poengene spilleren fikk: fri runde med null poeng eller tap på
#   walkover gir 0 i begge utgavene, fri runde med halvt poeng halve den fiktive motstanderen, seier på walkover eller
#   fri runde med helt poeng hele.
# * **AOB** (8.2) er gjennomsnittet av motstandernes Buchholz; én spillers fiktiv motstander med tak endrer
#   altså AOB for alle som spilte mot ham. Den endres for mange flere spillere enn BH selv.


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
# ## Hvem som flytter seg i tabellen
#
# Nå tabellen etter listen BH/C1, BH, SB, én gang etter hver utgave. Noen spillere flytter seg uten
# å ha en uspilt runde selv (`-` i siste kolonne): De rykker opp fordi verdien til en spiller i
# poenggruppen deres falt.

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
ax.set_ylabel("place")
ax.set_title("green up, red down; dotted: no unplayed round")
plt.show()

# %% [markdown]
# ## Førsteplassen skifter eier
#
# De to i tet ender på 7,5 poeng, og BH/C1 avgjør. Vinneren etter 2024-reglene hadde fri runde med
# helt poeng (16.2.1) i runde 1. Den er ikke en VUR, så kutt 1 lar den stå, og den fiktive motstanderen talte
# spillerens egne 7,5 poeng etter 2024-reglene; 2026-reglene setter tak på 4,5 (16.4.2). Den uspilte
# runden til den andre i tet var fri runde med halvt poeng, fulgt av spilte runder (16.2.3), altså en
# VUR: Kutt 1 fjerner den i begge utgavene (16.5.1), så den BH/C1 endres ikke. Tre poeng mindre for
# den ene, ingenting mindre for den andre, og rekkefølgen snur. Forklaringene viser hvert element:

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
# ## Hva vi lærer
#
# * 2026-takene senker bare spillerens egne fiktive motstandere; tallene til alle andre beveger seg bare
#   gjennom AOB og gjennom tabellen.
# * 16.4.2 betyr noe for spillere over 50 %, altså i toppen av tabellen, der premiene er. 16.4.1 kan
#   bety noe ved enhver poengsum.
# * Kutt 1 tar opp taket ved én fri runde etter ønske (16.5.1), men ikke ved fri runde fra paringen, fri
#   runde med helt poeng eller seier på walkover: De fiktive motstanderne deres med tak blir stående i BH/C1. Full
#   Buchholz lenger ned i listen merker hvert tak.
# * En turnering som startet før 1. mars 2026, rangeres etter 2024-reglene; referansen velger utgave
#   etter startdatoen ([valg](../../decisions/#rules-by-start-date)).
