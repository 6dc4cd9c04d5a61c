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

# %% [markdown] lang="nl"
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

# %% [markdown] lang="de"
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

# %% [markdown] lang="nb"
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

# %% [markdown] lang="en"
# ## The tournament
#
# `tiebreak_ref.synthetic.individual.generate_swiss` writes a Swiss as a TRF-16 file. Players are paired inside
# their score groups (top half against bottom half, avoiding rematches; simpler than the FIDE Dutch
# system), results are drawn from the rating difference, and the unplayed rounds of Art. 16 are
# sprinkled in: pairing-allocated byes, half-, zero- and full-point byes, forfeits, withdrawals and
# late entries. The same seed gives the same file on every machine. Record 042 holds the start date
# 10 March 2026, so the 2026 rules apply ([Decisions](../../decisions/#rules-by-start-date)).

# %% [markdown] lang="nl"
# ## Het toernooi
#
# `tiebreak_ref.synthetic.individual.generate_swiss` schrijft een Zwitsers toernooi als TRF-16-bestand. Spelers
# worden binnen hun scoregroep ingedeeld (bovenste helft tegen onderste helft, zonder herhaling van
# partijen; eenvoudiger dan het Nederlandse systeem van de FIDE), de uitslagen volgen uit het
# ratingverschil, en de ongespeelde ronden van artikel 16 zijn erdoorheen gestrooid: toegekende
# byes, byes met een half punt, zonder punt of met een heel punt, reglementaire uitslagen, spelers die
# zich terugtrekken en spelers die later instromen. Dezelfde seed geeft op elke machine hetzelfde
# bestand. Record 042 bevat de begindatum 10 maart 2026, dus gelden de regels van 2026
# ([Keuzes](../../decisions/#rules-by-start-date)).

# %% [markdown] lang="de"
# ## Das Turnier
#
# `tiebreak_ref.synthetic.individual.generate_swiss` schreibt ein Turnier nach Schweizer System als TRF-16-Datei.
# Gepaart wird innerhalb der Punktgruppen (obere gegen untere Hälfte, ohne Wiederholungspaarungen;
# einfacher als das holländische System der FIDE), die Ergebnisse folgen aus der Elo-Differenz,
# und die nicht gespielten Runden des Art. 16 sind eingestreut: Freilose durch die Paarung,
# spielfreie Runden mit halbem, null oder vollem Punkt, kampflose Partien, Rückzüge und späte
# Einsteiger. Derselbe Startwert (seed) ergibt auf jedem Rechner dieselbe Datei. Datensatz 042 enthält
# den Turnierbeginn 10. März 2026, es gelten also die Regeln von 2026
# ([Entscheidungen](../../decisions/#rules-by-start-date)).

# %% [markdown] lang="nb"
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
from tiebreak_ref.language import number_text
from tiebreak_ref.rules.fide.base import kind_label
from tiebreak_ref.synthetic.individual import generate_swiss

LANG = "en"  # the page's language (hooks/i18n_jupyter.py sets it in each language's notebook)
WORDS = {  # what the code cells print and draw, in the page's language
    "en": {
        "event": "{players} players, {rounds} rounds, start date {date}",
        "players": "players",
        "largest": "largest score group: {n} players on {score} points",
        "alone": "players alone on their score: {n}",
        "head": ("list", "moved", "sum |Δ|", "max |Δ|", "top 10 moved"),
        "inside": "every player stays inside their score group under every list",
        "moved": "players moved",
        "largest_move": "largest move (places)",
        "compared": "compared with {list}",
        "place_under": "place under {list}",
        "change": "change of place",
        "steps": ("PTS", "1st", "2nd", "3rd", "4th"),
        "still_tied": "players still tied",
        "different": "players on a different place",
        "place": "place",
    },
    "nl": {
        "event": "{players} spelers, {rounds} ronden, begindatum {date}",
        "players": "spelers",
        "largest": "grootste scoregroep: {n} spelers met {score} punten",
        "alone": "spelers alleen op hun score: {n}",
        "head": ("lijst", "verschoven", "som |Δ|", "max |Δ|", "top 10 verschoven"),
        "inside": "onder elke lijst blijft elke speler binnen zijn scoregroep",
        "moved": "spelers verschoven",
        "largest_move": "grootste verschuiving (plaatsen)",
        "compared": "vergeleken met {list}",
        "place_under": "plaats onder {list}",
        "change": "verschuiving in plaatsen",
        "steps": ("PTS", "1e", "2e", "3e", "4e"),
        "still_tied": "spelers nog gelijk",
        "different": "spelers op een andere plaats",
        "place": "plaats",
    },
    "de": {
        "event": "{players} Spieler, {rounds} Runden, Anfangsdatum {date}",
        "players": "Spieler",
        "largest": "größte Punktgruppe: {n} Spieler mit {score} Punkten",
        "alone": "Spieler allein auf ihrer Punktzahl: {n}",
        "head": ("Liste", "verschoben", "Summe |Δ|", "max |Δ|", "Top 10 verschoben"),
        "inside": "unter jeder Liste bleibt jeder Spieler in seiner Punktgruppe",
        "moved": "Spieler verschoben",
        "largest_move": "größte Verschiebung (Plätze)",
        "compared": "verglichen mit {list}",
        "place_under": "Platz nach {list}",
        "change": "Verschiebung in Plätzen",
        "steps": ("PTS", "1.", "2.", "3.", "4."),
        "still_tied": "Spieler noch gleichauf",
        "different": "Spieler auf einem anderen Platz",
        "place": "Platz",
    },
    "nb": {
        "event": "{players} spillere, {rounds} runder, startdato {date}",
        "players": "spillere",
        "largest": "største poenggruppe: {n} spillere med {score} poeng",
        "alone": "spillere alene på sin poengsum: {n}",
        "head": ("liste", "flyttet", "sum |Δ|", "maks |Δ|", "topp 10 flyttet"),
        "inside": "under hver liste blir hver spiller i sin poenggruppe",
        "moved": "spillere flyttet",
        "largest_move": "største flytting (plasser)",
        "compared": "sammenlignet med {list}",
        "place_under": "plass etter {list}",
        "change": "endring av plass",
        "steps": ("PTS", "1.", "2.", "3.", "4."),
        "still_tied": "spillere fortsatt likt",
        "different": "spillere på en annen plass",
        "place": "plass",
    },
}
SAY = WORDS[LANG]
trf = generate_swiss(150, 9, seed=2026)
t = tr.parse_trf(trf, source="swiss-150x9-seed2026.trf")
print(SAY["event"].format(players=len(t.players), rounds=t.rounds, date=t.start_date))
for kind, n in Counter(rec.kind for p in t.players.values() for rec in p.rounds).most_common():
    print(f"{n:5}  {tr.translate(kind_label(kind), LANG)}")

# %% [markdown] lang="en"
# ## Score groups
#
# A tie-break can only reorder players on the same number of points, so the sizes of the score
# groups are the room every list has to work in: a player in the largest group can end on any of
# its places, whatever the list, and a player alone on their score keeps their place under every
# list. With 150 players and 9 rounds there are only 19 possible scores.

# %% [markdown] lang="nl"
# ## Scoregroepen
#
# Tiebreaks kunnen alleen spelers met hetzelfde aantal punten van volgorde veranderen. De
# grootte van de scoregroepen is dus de ruimte waarin elke lijst werkt: een speler in de grootste
# groep kan op elk van haar plaatsen eindigen, welke lijst ook geldt, en wie als enige een bepaalde
# score heeft, houdt onder elke lijst dezelfde plaats. Met 150 spelers en 9 ronden zijn er maar 19
# mogelijke scores.

# %% [markdown] lang="de"
# ## Punktgruppen
#
# Eine Feinwertung kann nur punktgleiche Spieler umordnen. Die Größe der Punktgruppen ist also der
# Spielraum jeder Liste: Wer in der größten Gruppe steht, kann auf jedem ihrer Plätze landen, ganz
# gleich nach welcher Liste, und wer allein auf seiner Punktzahl steht, behält seinen Platz unter
# jeder Liste. Bei 150 Spielern und 9 Runden gibt es nur 19 mögliche Punktzahlen.

# %% [markdown] lang="nb"
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
ax.bar([number_text(s, LANG) for s in scores], [groups[s] for s in scores], color="tab:blue")
ax.set_xlabel("PTS")
ax.set_ylabel(SAY["players"])
plt.show()
largest = max(groups, key=groups.get)
print(SAY["largest"].format(n=groups[largest], score=number_text(largest, LANG)))
print(SAY["alone"].format(n=sum(1 for n in groups.values() if n == 1)))
assert all(n > 1 for n in groups.values())  # "nobody is alone on their score" (end of the notebook)

# %% [markdown] lang="en"
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

# %% [markdown] lang="nl"
# ## Zeven lijsten
#
# Het uitgangspunt is **BH/C1, BH, SB**: Buchholz Cut-1 (artikel 8.1 met de schrapping van 14.1), dan
# de volledige Buchholz, dan Sonneborn-Berger (9.1), een heel gangbare lijst in open toernooien. De
# zes andere:
#
# * **BH, BH/C1, SB**: dezelfde twee Buchholz-waarden in omgekeerde volgorde;
# * **SB, BH/C1, BH**: eerst Sonneborn-Berger, die alleen de tegenstanders telt tegen wie de speler
#   punten haalde, gewogen met die punten;
# * **DE, BH/C1, BH, SB**: eerst het onderling resultaat (artikel 6), dan het uitgangspunt;
# * **WIN, BH/C1, BH**: eerst het aantal ronden dat met of zonder spelen gewonnen werd (7.1;
#   een reglementaire winst, een bye met een heel punt en de toegekende bye tellen mee);
# * **PS, BH/C1, BH**: eerst de som van de progressieve scores (7.5), die vroege punten beloont;
# * **AOB, BH/C1, BH**: eerst het gemiddelde van de Buchholz van de tegenstanders (8.2).
#
# In de tabel telt *verschoven* de spelers wier plaats van het uitgangspunt afwijkt, *som |Δ|* telt
# de verschoven plaatsen op, *max |Δ|* is de grootste verschuiving van één speler en *top 10
# verschoven* telt de spelers uit de top tien van het uitgangspunt die van plaats veranderen. Spelers die een
# lijst niet kan scheiden, delen in de uitvoer van de referentie een plaats; in een echt toernooi
# beslist dan het lot (4.2), tenzij het reglement bepaalt dat ze de plaats delen.

# %% [markdown] lang="de"
# ## Sieben Listen
#
# Ausgangspunkt ist **BH/C1, BH, SB**: Buchholz-Wertung mit Streichung (Art. 8.1 mit der
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
# In der Tabelle zählt *verschoben* die Spieler, deren Platz vom Ausgangspunkt abweicht, *Summe |Δ|*
# die Summe der Platzverschiebungen, *max |Δ|* die größte einzelne Verschiebung und *Top 10
# verschoben* die
# Spieler aus den ersten zehn des Ausgangspunkts, deren Platz sich ändert. Wen eine Liste nicht
# trennen kann, der teilt in der Ausgabe der Referenz den Platz; in einem echten Turnier entscheidet
# dann das Los (4.2), sofern die Ausschreibung nicht geteilte Plätze vorsieht.

# %% [markdown] lang="nb"
# ## Sju lister
#
# Utgangspunktet er **BH/C1, BH, SB**: Buchholz Cut-1 (artikkel 8.1 med strykningen i 14.1), så vanlig
# Buchholz, så Sonneborn-Berger (9.1), en svært vanlig liste i åpne turneringer. De seks andre:
#
# * **BH, BH/C1, SB**: de samme to Buchholz-verdiene i motsatt rekkefølge;
# * **SB, BH/C1, BH**: først Sonneborn-Berger, som bare teller motstanderne spilleren tok poeng mot,
#   vektet med poengene;
# * **DE, BH/C1, BH, SB**: innbyrdes oppgjør (artikkel 6) foran utgangspunktet;
# * **WIN, BH/C1, BH**: først antall runder vunnet med eller uten spill (7.1; seier på walkover,
#   fri runde med helt poeng og fri runde fra paringen teller med);
# * **PS, BH/C1, BH**: først den progressive poengsummen (7.5), som belønner tidlige poeng;
# * **AOB, BH/C1, BH**: først gjennomsnittet av motstandernes Buchholz (8.2).
#
# I tabellen teller *flyttet* spillerne som har en annen plass enn i utgangspunktet, *sum |Δ|*
# legger sammen plassene de flyttet, *maks |Δ|* er den største enkeltflyttingen, og *topp 10
# flyttet* teller
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
head = SAY["head"]
width = [16, *(max(len(h), w) for h, w in zip(head[1:], (5, 8, 8, 13), strict=True))]
print(f"{head[0]:<{width[0]}} " + " ".join(f"{h:>{w}}" for h, w in zip(head[1:], width[1:], strict=True)))
for name, rank in places.items():
    shifts = {p: abs(rank[p] - ref[p]) for p in ref}
    summary[name] = {
        "moved": sum(1 for s in shifts.values() if s),
        "sum": sum(shifts.values()),
        "max": max(shifts.values()),
        "top10": sum(1 for p in ref if ref[p] <= 10 and shifts[p]),
    }
    s = summary[name]
    values = (s["moved"], s["sum"], s["max"], s["top10"])
    print(f"{name:<{width[0]}} " + " ".join(f"{v:>{w}}" for v, w in zip(values, width[1:], strict=True)))

# %% [markdown] lang="en"
# Before reading the numbers, a check of Art. 4.2 on all seven lists: every player's place lies
# inside the block of places that belongs to their score group.

# %% [markdown] lang="nl"
# Eerst een controle van artikel 4.2 voor alle zeven lijsten: de plaats van elke speler ligt binnen
# het blok plaatsen van zijn scoregroep.

# %% [markdown] lang="de"
# Vor dem Blick auf die Zahlen eine Probe auf Art. 4.2 für alle sieben Listen: Jeder Spieler landet
# innerhalb des Platzblocks seiner Punktgruppe.

# %% [markdown] lang="nb"
# Før vi leser tallene, en kontroll av artikkel 4.2 for alle sju listene: Hver spillers plass ligger
# innenfor blokken av plasser som hører til poenggruppen hans.

# %%
# A tie-break never takes a player out of their score group (C.07 4.2): check it for every list.
for rank in places.values():
    for p in rank:
        better = sum(1 for q in rank if points[q] > points[p])
        assert rank[p] > better and rank[p] <= better + groups[points[p]]
print(SAY["inside"])

# %% [markdown] lang="en"
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

# %% [markdown] lang="nl"
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

# %% [markdown] lang="de"
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

# %% [markdown] lang="nb"
# ## Hvor mange plasser som endres
#
# Tre ting peker seg ut i tabellen over og diagrammet under.
#
# * **Innbyrdes oppgjør først endrer ingenting, eller nesten ingenting.** I en stor poenggruppe har
#   få av spillerne som står likt, møtt hverandre, og artikkel 6.3 setter en spiller først bare når
#   han står alene øverst i minitabellen *uansett utfallet av partiene som ikke ble spilt*. I en
#   gruppe på tjue spillere i en sveitserturnering skjer det nesten aldri. Innbyrdes oppgjør er for to
#   eller tre spillere som står likt og har møtt hverandre, og for Berger-turneringer.
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
ax.barh([i + 0.2 for i in y], [summary[n]["moved"] for n in others], height=0.4, label=SAY["moved"])
ax.barh([i - 0.2 for i in y], [summary[n]["max"] for n in others], height=0.4, label=SAY["largest_move"])
ax.set_yticks(list(y), others)
ax.invert_yaxis()
ax.set_title(SAY["compared"].format(list=BASELINE))
ax.legend(loc="lower right")
plt.show()

# The three observations of the text, checked whenever the notebook runs:
buchholz_swap = summary["BH BH/C1 SB"]["moved"]
assert summary["DE BH/C1 BH SB"]["moved"] <= 5
assert all(buchholz_swap < summary[n]["moved"] for n in ORDERS if n.split()[0] in ("SB", "WIN", "PS", "AOB"))
assert summary["WIN BH/C1 BH"]["max"] == max(s["max"] for s in summary.values())

# %% [markdown] lang="en"
# The two scatter plots show the moves player by player for two of the lists, against the place in
# the baseline; the colour is the score. A player at the top of a score group can only move down
# and a player at its bottom only up, so each group draws a band sloping downwards, and no point
# leaves its band.

# %% [markdown] lang="nl"
# De twee spreidingsdiagrammen tonen de verschuivingen per speler voor twee van de lijsten, uitgezet
# tegen de plaats in het uitgangspunt; de kleur is de score. Een speler bovenaan een scoregroep kan
# alleen zakken en een speler onderaan alleen stijgen, dus elke groep tekent een dalende band, en
# geen enkel punt komt buiten zijn band.

# %% [markdown] lang="de"
# Die beiden Streudiagramme zeigen die Verschiebungen Spieler für Spieler für zwei der Listen,
# aufgetragen über dem Platz im Ausgangspunkt; die Farbe ist die Punktzahl. Wer oben in seiner
# Punktgruppe steht, kann nur fallen, wer unten steht, nur steigen: Jede Gruppe bildet ein
# abfallendes Band, und kein Punkt verlässt sein Band.

# %% [markdown] lang="nb"
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
    ax.set_xlabel(SAY["place_under"].format(list=BASELINE))
    ax.set_title(name)
axes[0].set_ylabel(SAY["change"])
plt.show()


# %% [markdown] lang="en"
# ## How deep the list goes
#
# Each entry of a list only works on what the entries before it left tied. The next cell counts the
# players who still share a place after PTS and after each tie-break of the list (for the DE list
# the first step breaks nothing). A fine-grained first value such as AOB, an average, leaves few
# ties; WIN, a whole number from 0 to 9, leaves most of the field tied and hands the decision to the
# second entry. What is still tied at the end goes to lots (4.2), unless the regulations say
# otherwise; ending the list with TPN or RTNG (new in 2026, Art. 7.8 and 10.6) makes lots
# unnecessary.


# %% [markdown] lang="nl"
# ## Hoe diep de lijst gaat
#
# Elk criterium werkt alleen op wat de criteria ervoor nog gelijk lieten. De volgende cel telt de
# spelers die na PTS en na elk criterium van de lijst nog een plaats delen (bij de lijst met het
# onderling resultaat beslist de eerste stap niets). Een fijnmazig eerste criterium zoals AOB, een
# gemiddelde, laat weinig gelijke standen over; WIN, een geheel getal van 0 tot 9, laat het grootste
# deel van het veld gelijk staan en geeft de beslissing door aan het tweede criterium. Wat aan het
# eind nog gelijk staat, gaat naar loting (4.2), tenzij het reglement iets anders bepaalt; een lijst
# die eindigt met TPN of RTNG (nieuw in 2026, artikelen 7.8 en 10.6) maakt loting overbodig.


# %% [markdown] lang="de"
# ## Wie tief die Liste reicht
#
# Jede Wertung der Liste wirkt nur auf das, was die Wertungen davor gleich gelassen haben. Die
# nächste Zelle zählt die Spieler, die nach PTS und nach jeder Feinwertung der Liste noch einen Platz
# teilen (bei der Liste mit dem direkten Vergleich trennt der erste Schritt niemanden). Ein feiner
# erster Wert wie AOB, ein Durchschnitt, lässt wenig Gleichstände übrig; WIN, eine ganze Zahl von 0
# bis 9, lässt den größten Teil des Feldes gleich und überlässt die Entscheidung der zweiten Wertung.
# Was am Ende noch gleich steht, entscheidet das Los (4.2), sofern die Ausschreibung nichts anderes
# sagt; endet die Liste mit TPN oder RTNG (neu 2026, Art. 7.8 und 10.6), ist kein Los mehr nötig.


# %% [markdown] lang="nb"
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
ax.set_xticks(range(5), SAY["steps"])
ax.set_ylabel(SAY["still_tied"])
ax.set_yscale("symlog")
ax.legend(fontsize=8)
plt.show()

first_step = {name: counts[1] for name, counts in tied.items() if not name.startswith("DE")}
assert min(first_step, key=first_step.get) == "AOB BH/C1 BH"
assert max(first_step, key=first_step.get) == "WIN BH/C1 BH"

# %% [markdown] lang="en"
# ## Which lists agree
#
# The matrix compares every pair of lists: the number of players who end on a different place.
# Apart from the two Buchholz-first orders (and DE, which changed nothing), any two lists disagree
# on more than half of the field.

# %% [markdown] lang="nl"
# ## Welke lijsten het eens zijn
#
# De matrix vergelijkt elk paar lijsten: het aantal spelers dat op een andere plaats eindigt. Op de
# twee lijsten die met Buchholz beginnen na (en het onderling resultaat, dat niets veranderde),
# verschillen elke twee lijsten voor meer dan de helft van het veld.

# %% [markdown] lang="de"
# ## Welche Listen übereinstimmen
#
# Die Matrix vergleicht jedes Paar von Listen: die Zahl der Spieler, die auf einem anderen Platz
# landen. Abgesehen von den beiden Listen, die mit Buchholz beginnen (und dem direkten Vergleich,
# der nichts änderte), unterscheiden sich je zwei Listen bei mehr als der Hälfte des Feldes.

# %% [markdown] lang="nb"
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
ax.set_title(SAY["different"])
plt.show()

buchholz_first = {"BH/C1 BH SB", "BH BH/C1 SB", "DE BH/C1 BH SB"}  # DE changed nothing
assert all(
    matrix[i][j] > len(ref) / 2
    for i, a in enumerate(names)
    for j, b in enumerate(names)
    if a != b and not {a, b} <= buchholz_first
)

# %% [markdown] lang="en"
# ## The top ten
#
# Prizes are paid by place, so the top of the table matters most. Below are the start ranks (TPN)
# of the players on places 1 to 10 under each list; `=` marks a shared place. Wherever two columns
# differ, the tie-break list and not the chess decided who took which prize. That is why Art. 4.1
# wants the list fixed in the tournament regulations, completed by the Chief Arbiter where needed
# and published before the start (4.1.1).

# %% [markdown] lang="nl"
# ## De top tien
#
# Prijzen gaan per plaats, dus de top van de ranglijst telt het zwaarst. Hieronder staan de
# startnummers (TPN) van de spelers op de plaatsen 1 tot en met 10 voor elke lijst; `=` markeert een
# gedeelde plaats. Overal waar twee kolommen verschillen, besliste de lijst tiebreaks en niet
# het schaakspel wie welke prijs kreeg. Daarom wil artikel 4.1 dat de lijst in het
# toernooireglement staat, zo nodig aangevuld door de hoofdarbiter en bekendgemaakt vóór de
# start (4.1.1).

# %% [markdown] lang="de"
# ## Die ersten zehn
#
# Preise gibt es nach Plätzen, also zählt die Spitze der Tabelle am meisten. Unten stehen die
# Startnummern (TPN) der Spieler auf den Plätzen 1 bis 10 nach jeder Liste; `=` kennzeichnet einen
# geteilten Platz. Wo zwei Spalten sich unterscheiden, hat die Feinwertungsliste und nicht das
# Schachspiel entschieden, wer welchen Preis bekommt. Deshalb verlangt Art. 4.1, dass die Liste in
# der Ausschreibung steht, bei Bedarf vom Hauptschiedsrichter ergänzt und vor Turnierbeginn
# veröffentlicht wird (4.1.1).

# %% [markdown] lang="nb"
# ## De ti beste
#
# Premiene deles ut etter plass, så toppen av tabellen betyr mest. Nedenfor står startnumrene (TPN)
# til spillerne på plass 1 til 10 under hver liste; `=` markerer en delt plass. Der to kolonner er
# ulike, var det listen med kvalitetspoeng og ikke sjakken som avgjorde hvem som fikk hvilken premie.
# Derfor krever artikkel 4.1 at listen står i turneringsreglementet, om nødvendig fullført av
# overdommeren og kunngjort før start (4.1.1).

# %%
print(f"{SAY['place']:>5}  " + "  ".join(f"{name:>14}" for name in names))
for place in range(1, 11):
    cells = []
    for name in names:
        at = sorted(p for p, r in places[name].items() if r == place)
        cells.append(f"{'=' if len(at) > 1 else ''}{','.join(str(p) for p in at) or '·'}")
    print(f"{place:>5}  " + "  ".join(f"{c:>14}" for c in cells))

# %% [markdown] lang="en"
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
# %% [markdown] lang="nl"
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
# %% [markdown] lang="de"
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
# %% [markdown] lang="nb"
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
