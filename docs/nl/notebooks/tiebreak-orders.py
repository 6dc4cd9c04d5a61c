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
# # Volgorde van de tiebreaks in een Zwitsers toernooi met 150 spelers
#
# Artikel 4.2 van C.07 past een lijst tiebreaks stap voor stap toe: het eerste criterium
# rangschikt de deelnemers met evenveel punten, het tweede wordt alleen gebruikt binnen elke
# deelgroep die na het eerste nog gelijk staat, enzovoort. Een tiebreaksysteem haalt een
# speler dus nooit uit zijn scoregroep. Maar binnen die groep bepalen de keuze en de volgorde van
# de lijst wie welke plaats krijgt, en dus ook wie welke prijs wint.
#
# Hoeveel hangt daarvan af in een open toernooi van normale omvang? Dit notebook neemt een
# gegenereerd Zwitsers toernooi met 150 spelers en 9 ronden, rangschikt het volgens zeven lijsten
# die organisatoren werkelijk gebruiken en telt de plaatsen die veranderen. Alle getallen hieronder
# berekent de referentie-implementatie tijdens het bouwen van de handleiding, en het notebook draait
# als test (`tests/test_notebooks.py`), net als de voorbeelden op de andere pagina's. Waar de tekst
# een conclusie uit de getallen trekt, controleert een `assert` in de code ernaast die conclusie.

# %% [markdown]
# ## Het toernooi
#
# `tiebreak_ref.synthetic.individual.generate_swiss` schrijft een Zwitsers toernooi als TRF-16-bestand. Spelers
# worden binnen hun scoregroep ingedeeld (bovenste helft tegen onderste helft, zonder herhaling van
# partijen; eenvoudiger dan het Nederlandse systeem van de FIDE), de uitslagen volgen uit het
# ratingverschil, en de ongespeelde ronden van artikel 16 zijn erdoorheen gestrooid: byes bij de
# indeling, vrije ronden met een half, nul of een heel punt, reglementaire uitslagen, spelers die
# zich terugtrekken en spelers die later instromen. Dezelfde seed geeft op elke machine hetzelfde
# bestand. Record 042 bevat de begindatum 10 maart 2026, dus gelden de regels van 2026
# ([Keuzes](../../decisions/#rules-by-start-date)).

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
# ## Scoregroepen
#
# Tiebreaks kunnen alleen spelers met hetzelfde aantal punten van volgorde veranderen. De
# grootte van de scoregroepen is dus de ruimte waarin elke lijst werkt: een speler in de grootste
# groep kan op elk van haar plaatsen eindigen, welke lijst ook geldt, en wie als enige een bepaalde
# score heeft, houdt onder elke lijst dezelfde plaats. Met 150 spelers en 9 ronden zijn er maar 19
# mogelijke scores.

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
# ## Zeven lijsten
#
# Het uitgangspunt is **BH/C1, BH, SB**: Buchholz Cut 1 (artikel 8.1 met de aftrek van 14.1), dan
# de volledige Buchholz, dan Sonneborn-Berger (9.1), een heel gangbare lijst in open toernooien. De
# zes andere:
#
# * **BH, BH/C1, SB**: dezelfde twee Buchholz-waarden in omgekeerde volgorde;
# * **SB, BH/C1, BH**: eerst Sonneborn-Berger, die alleen de tegenstanders telt tegen wie de speler
#   punten haalde, gewogen met die punten;
# * **DE, BH/C1, BH, SB**: eerst het onderling resultaat (artikel 6), dan het uitgangspunt;
# * **WIN, BH/C1, BH**: eerst het aantal ronden dat met of zonder spelen gewonnen werd (7.1;
#   reglementaire winst, een bye met een heel punt en de bye bij de indeling tellen mee);
# * **PS, BH/C1, BH**: eerst de som van de progressieve scores (7.5), die vroege punten beloont;
# * **AOB, BH/C1, BH**: eerst het gemiddelde van de Buchholz van de tegenstanders (8.2).
#
# In de tabel telt *moved* de spelers wier plaats van het uitgangspunt afwijkt, *sum |Δ|* telt de
# verschoven plaatsen op, *max |Δ|* is de grootste verschuiving van één speler en *top 10 moved*
# telt de spelers uit de top tien van het uitgangspunt die van plaats veranderen. Spelers die een
# lijst niet kan scheiden, delen in de uitvoer van de referentie een plaats; in een echt toernooi
# beslist dan het lot (4.2), tenzij het reglement bepaalt dat ze de plaats delen.

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
# Eerst een controle van artikel 4.2 voor alle zeven lijsten: de plaats van elke speler ligt binnen
# het blok plaatsen van zijn scoregroep.

# %%
# A tie-break never takes a player out of their score group (C.07 4.2): check it for every list.
for rank in places.values():
    for p in rank:
        better = sum(1 for q in rank if points[q] > points[p])
        assert rank[p] > better and rank[p] <= better + groups[points[p]]
print("every player stays inside their score group under every list")

# %% [markdown]
# ## Hoeveel plaatsen veranderen
#
# In de tabel hierboven en de grafiek hieronder vallen drie dingen op.
#
# * **Het onderling resultaat vooraan verandert niets, of bijna niets.** In een grote scoregroep
#   hebben maar weinig van de gelijk geëindigde spelers tegen elkaar gespeeld, en artikel 6.3 zet een
#   speler alleen bovenaan als hij alleen bovenaan de onderlinge stand staat *wat de ongespeelde
#   partijen ook zouden opleveren*. In een groep van twintig spelers in een Zwitsers toernooi gebeurt
#   dat vrijwel nooit. Het onderling resultaat is er voor twee of drie gelijk geëindigde spelers die
#   elkaar troffen, en voor rondtoernooien.
# * **BH/C1 en BH omwisselen verschuift minder spelers dan welke andere familie ook.** De twee
#   waarden verschillen alleen in het laagste element (of, volgens 16.5.1, in de fictieve tegenstander van een
#   vrijwillig ongespeelde ronde), dus meestal zijn ze het eens.
# * **WIN vooraan verschuift spelers het verst.** Het meet hoe de punten zijn behaald, niet hoe sterk
#   de tegenstand was, en de meeste spelers delen hun aantal overwinningen met vele anderen, zodat
#   de Buchholz-waarden erachter nog steeds het meeste werk doen.

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
# De twee spreidingsdiagrammen tonen de verschuivingen per speler voor twee van de lijsten, uitgezet
# tegen de plaats in het uitgangspunt; de kleur is de score. Een speler bovenaan een scoregroep kan
# alleen zakken en een speler onderaan alleen stijgen, dus elke groep tekent een dalende band, en
# geen enkel punt komt buiten zijn band.

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
# ## Hoe diep de lijst gaat
#
# Elk criterium werkt alleen op wat de criteria ervoor nog gelijk lieten. De volgende cel telt de
# spelers die na PTS en na elk criterium van de lijst nog een plaats delen (bij de lijst met het
# onderling resultaat beslist de eerste stap niets). Een fijnmazig eerste criterium zoals AOB, een
# gemiddelde, laat weinig gelijke standen over; WIN, een geheel getal van 0 tot 9, laat het grootste
# deel van het veld gelijk staan en geeft de beslissing door aan het tweede criterium. Wat aan het
# eind nog gelijk staat, gaat naar loting (4.2), tenzij het reglement iets anders bepaalt; een lijst
# die eindigt met TPN of RTNG (nieuw in 2026, artikelen 7.8 en 10.6) maakt loting overbodig.


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
# ## Welke lijsten het eens zijn
#
# De matrix vergelijkt elk paar lijsten: het aantal spelers dat op een andere plaats eindigt. Op de
# twee lijsten die met Buchholz beginnen na (en het onderling resultaat, dat niets veranderde),
# verschillen elke twee lijsten voor meer dan de helft van het veld.

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
# ## De top tien
#
# Prijzen gaan per plaats, dus de top van de ranglijst telt het zwaarst. Hieronder staan de
# startnummers (TPN) van de spelers op de plaatsen 1 tot en met 10 voor elke lijst; `=` markeert een
# gedeelde plaats. Overal waar twee kolommen verschillen, besliste de lijst tiebreaks en niet
# het schaakspel wie welke prijs kreeg. Daarom wil artikel 4.1 dat de lijst in het
# toernooireglement staat, zo nodig aangevuld door de hoofdarbiter en bekendgemaakt vóór de
# start (4.1.1).

# %%
print(f"{'place':>5}  " + "  ".join(f"{name:>14}" for name in names))
for place in range(1, 11):
    cells = []
    for name in names:
        at = sorted(p for p, r in places[name].items() if r == place)
        cells.append(f"{'=' if len(at) > 1 else ''}{','.join(str(p) for p in at) or '·'}")
    print(f"{place:>5}  " + "  ".join(f"{c:>14}" for c in cells))

# %% [markdown]
# ## Wat je hieruit meeneemt
#
# * In een open toernooi van deze omvang staat niemand alleen op zijn score; tiebreaks
#   beslissen dus de meeste plaatsen binnen de groepen, en de gangbare lijsten verschillen voor een
#   groot deel van het veld.
# * De volgorde van de lijst doet evenveel ter zake als de keuze van de criteria: het eerste
#   criterium beslist de meeste gelijke standen, de latere alleen wat overblijft.
# * Het onderling resultaat hoort alleen vooraan waar de gelijk geëindigde spelers tegen elkaar
#   speelden: rondtoernooien en kleine groepen.
# * Maak de volledige lijst vóór de eerste ronde bekend (4.1.1) en sluit af met een criterium dat
#   altijd beslist, of leg vast wat er met de resterende gelijke standen gebeurt.
#
# Verander de seed in de eerste codecel om een ander toernooi te bekijken.
