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
# # Rekkefølgen av kvalitetspoengene i en sveitserturnering med 150 spillere
#
# C.07 artikkel 4.2 bruker en liste med kvalitetspoeng ett trinn om gangen: Det første
# kvalitetspoenget rangerer deltakerne som står likt på poeng, det andre brukes bare innenfor hver
# undergruppe som fortsatt står likt etter det første, og så videre. Et kvalitetspoeng flytter altså
# aldri en spiller ut av poenggruppen hans. Men innenfor gruppen er det valget og rekkefølgen i
# listen som avgjør plasseringene, og dermed premiene.
#
# Hvor mye betyr det i en åpen turnering av realistisk størrelse? Denne notatboken tar en syntetisk
# turnering etter sveitsersystemet med 150 spillere og 9 runder, rangerer den etter sju
# lister som arrangører faktisk bruker, og teller plasseringene som endres. Alle tallene nedenfor
# regnes ut av referanseimplementasjonen når veiledningen bygges, og notatboken kjøres som en test
# (`tests/test_notebooks.py`), akkurat som eksemplene på de andre sidene. Der teksten trekker en
# konklusjon av tallene, kontrollerer en `assert` i koden ved siden av nettopp den konklusjonen.

# %% [markdown]
# ## Turneringen
#
# `tiebreak_ref.synthetic.individual.generate_swiss` skriver en sveitserturnering som TRF-16-fil. Spillerne pares
# innenfor poenggruppene (øvre halvdel mot nedre halvdel, uten å møtes to ganger; enklere enn FIDEs
# nederlandske system), resultatene trekkes ut fra ratingforskjellen, og de uspilte rundene i
# artikkel 16 er strødd inn: fri runde fra paringen, fri runde med et halvt, null eller helt poeng,
# walkover, spillere som trekker seg og spillere som kommer inn senere. Samme seed gir samme fil på
# alle maskiner. Post 042 har startdatoen 10. mars 2026, så 2026-reglene gjelder
# ([Valg](../../decisions/#rules-by-start-date)).

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
# ## Poenggrupper
#
# Et kvalitetspoeng kan bare endre rekkefølgen mellom spillere med like mange poeng. Størrelsen på
# poenggruppene er derfor rommet hver liste har å virke i: En spiller i den største gruppen kan ende
# på hvilken som helst av plassene der, uansett liste, og den som er alene om poengsummen sin, beholder
# plassen under alle lister. Med 150 spillere og 9 runder finnes det bare 19 mulige poengsummer.

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
# ## Sju lister
#
# Utgangspunktet er **BH/C1, BH, SB**: Buchholz med kutt 1 (artikkel 8.1 med kuttet i 14.1), så full
# Buchholz, så Sonneborn-Berger (9.1), en svært vanlig liste i åpne turneringer. De seks andre:
#
# * **BH, BH/C1, SB**: de samme to Buchholz-verdiene i motsatt rekkefølge;
# * **SB, BH/C1, BH**: først Sonneborn-Berger, som bare teller motstanderne spilleren tok poeng mot,
#   vektet med poengene;
# * **DE, BH/C1, BH, SB**: innbyrdes oppgjør (artikkel 6) foran utgangspunktet;
# * **WIN, BH/C1, BH**: først antall runder vunnet med eller uten spill (7.1; seier på walkover,
#   fri runde med helt poeng og fri runde fra paringen teller med);
# * **PS, BH/C1, BH**: først summen av progressive poeng (7.5), som belønner tidlige poeng;
# * **AOB, BH/C1, BH**: først gjennomsnittet av motstandernes Buchholz (8.2).
#
# I tabellen teller *moved* spillerne som har en annen plass enn i utgangspunktet, *sum |Δ|* legger
# sammen plassene de flyttet, *max |Δ|* er den største enkeltflyttingen, og *top 10 moved* teller
# spillerne fra utgangspunktets topp ti som bytter plass. Spillere en liste ikke kan skille, deler
# plass i referansens utskrift; i en ekte turnering avgjør loddtrekning de gjenstående
# likhetene (4.2), med mindre reglementet sier at de skal dele plassen.

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
# Før vi leser tallene, en kontroll av artikkel 4.2 for alle sju listene: Hver spillers plass ligger
# innenfor blokken av plasser som hører til poenggruppen hans.

# %%
# A tie-break never takes a player out of their score group (C.07 4.2): check it for every list.
for rank in places.values():
    for p in rank:
        better = sum(1 for q in rank if points[q] > points[p])
        assert rank[p] > better and rank[p] <= better + groups[points[p]]
print("every player stays inside their score group under every list")

# %% [markdown]
# ## Hvor mange plasser som endres
#
# Tre ting peker seg ut i tabellen over og diagrammet under.
#
# * **Innbyrdes oppgjør først endrer ingenting, eller nesten ingenting.** I en stor poenggruppe har
#   få av spillerne som står likt, møtt hverandre, og artikkel 6.3 setter en spiller først bare når
#   han står alene øverst i minitabellen *uansett utfallet av partiene som ikke ble spilt*. I en
#   gruppe på tjue spillere i en sveitserturnering skjer det nesten aldri. Innbyrdes oppgjør er for to
#   eller tre spillere som står likt og har møtt hverandre, og for Berger-turneringer
#   (Berger-turneringer).
# * **Å bytte om BH/C1 og BH flytter færre spillere enn noe bytte av familie.** De to verdiene
#   skiller seg bare i det laveste elementet (eller, etter 16.5.1, i den fiktive motstanderen for en frivillig uspilt
#   runde), så de er stort sett enige.
# * **WIN først flytter spillere lengst.** Tallet måler hvordan poengene ble tatt, ikke hvor sterke
#   motstanderne var, og de fleste spillerne deler antall seire med mange andre, så Buchholz-verdiene
#   bak gjør fortsatt mesteparten av jobben.

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
# De to punktdiagrammene viser flyttingene spiller for spiller for to av listene, mot plassen i
# utgangspunktet; fargen er poengsummen. En spiller øverst i en poenggruppe kan bare falle, og en
# spiller nederst bare stige, så hver gruppe tegner et fallende bånd, og ingen punkter havner utenfor
# båndet sitt.

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
# ## Hvor dypt listen går
#
# Hvert kvalitetspoeng i listen virker bare på det de foregående lot stå likt. Neste celle teller
# spillerne som fortsatt deler plass etter PTS og etter hvert kvalitetspoeng i listen (for listen med
# innbyrdes oppgjør skiller det første trinnet ingen). En finmasket første verdi som AOB, et
# gjennomsnitt, etterlater få likheter; WIN, et heltall fra 0 til 9, lar det meste av feltet stå likt
# og overlater avgjørelsen til neste kvalitetspoeng. Det som fortsatt står likt til slutt, avgjøres
# ved loddtrekning (4.2), med mindre reglementet sier noe annet; en liste som slutter med TPN eller
# RTNG (nytt i 2026, artikkel 7.8 og 10.6), gjør loddtrekning unødvendig.


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
# ## Hvilke lister er enige
#
# Matrisen sammenligner alle par av lister: antall spillere som ender på en annen plass. Bortsett fra
# de to listene som begynner med Buchholz (og innbyrdes oppgjør, som ikke endret noe), er to lister
# uenige om mer enn halvparten av feltet.

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
# ## De ti beste
#
# Premiene deles ut etter plass, så toppen av tabellen betyr mest. Nedenfor står startnumrene (TPN)
# til spillerne på plass 1 til 10 under hver liste; `=` markerer en delt plass. Der to kolonner er
# ulike, var det listen med kvalitetspoeng og ikke sjakken som avgjorde hvem som fikk hvilken premie.
# Derfor krever artikkel 4.1 at listen står i turneringsreglementet, om nødvendig fullført av
# overdommeren og kunngjort før start (4.1.1).

# %%
print(f"{'place':>5}  " + "  ".join(f"{name:>14}" for name in names))
for place in range(1, 11):
    cells = []
    for name in names:
        at = sorted(p for p, r in places[name].items() if r == place)
        cells.append(f"{'=' if len(at) > 1 else ''}{','.join(str(p) for p in at) or '·'}")
    print(f"{place:>5}  " + "  ".join(f"{c:>14}" for c in cells))

# %% [markdown]
# ## Hva vi lærer
#
# * I en åpen turnering av denne størrelsen er ingen alene om poengsummen sin; kvalitetspoengene
#   avgjør altså de fleste plassene innenfor gruppene, og de vanlige listene er uenige om en stor del
#   av feltet.
# * Rekkefølgen i listen betyr like mye som valget av kvalitetspoeng: Det første avgjør de fleste
#   likhetene, de senere bare resten.
# * Innbyrdes oppgjør hører hjemme først i listen bare der spillerne som står likt, har møtt
#   hverandre: i Berger-turneringer og små grupper.
# * Kunngjør hele listen før første runde (4.1.1), og avslutt med en verdi som alltid skiller, eller
#   si hva som skjer med gjenstående likheter.
#
# Endre seed i den første kodecellen for å se på en annen turnering.
