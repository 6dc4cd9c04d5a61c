"""Issue 15 point 2: ``tiebreak-ref crosstable`` as text, Markdown, CSV and JSON, against two small files checked by
hand (every expected cell written out below), and the aligned decimals and legend of ``standings --format html``.

docs/examples/crosstable.trf (a Swiss of five players, three rounds), read by hand from its 001 records:

    round 1: Anna (1) White against David (4), 1-0; Eva (5) White against Bruno (2), draw; Cleo (3) PAB (U)
    round 2: Cleo White against Anna, 1-0; Bruno White against David, forfeit (+ / -); Eva HPB (H)
    round 3: Anna White against Eva, draw; Bruno White against Cleo, 1-0; David ZPB (Z)

    points: Bruno ½+1+1 = 2.5, Cleo 1+1+0 = 2, Anna 1+0+½ = 1.5, Eva ½+½+½ = 1.5, David 0
    ranked by PTS alone: Bruno 1, Cleo 2, Anna and Eva share 3 (rows by start number), David 5.

docs/examples/quickstart.trf (a round robin of four, three rounds) as the grid, rows and columns by start number.
    Anna: beat David (r1), lost to Bruno (r2), beat Cleo (r3) -> vs 2: 0, vs 3: 1, vs 4: 1; 2 points
    Bruno: drew Cleo, beat Anna, drew David -> vs 1: 1, vs 3: ½, vs 4: ½; 2 points
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from tiebreak_ref.command import main
from tiebreak_ref.present.html import aligned_decimals

EXAMPLES = Path(__file__).resolve().parent.parent / "docs" / "examples"
SWISS = str(EXAMPLES / "crosstable.trf")
ROUND_ROBIN = str(EXAMPLES / "quickstart.trf")

# The hand-read rows above: rank, start number, name, rating, rounds 1-3, points (one decimal in the column).
SWISS_ROWS = [
    ["1", "2", "Bruno", "1850", "5b½", "4w+", "3w1", "2.5"],
    ["2", "3", "Cleo", "1800", "PAB", "1w1", "2b0", "2.0"],
    ["3", "1", "Anna", "1900", "4w1", "3b0", "5w½", "1.5"],
    ["3", "5", "Eva", "1700", "2w½", "HPB", "1b½", "1.5"],
    ["5", "4", "David", "1750", "1b0", "2b-", "ZPB", "0.0"],
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(list(argv)) == 0
    out, _ = capsys.readouterr()
    return out


def test_swiss_table(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "crosstable", SWISS, "--tiebreaks", "PTS")
    assert out == (
        "Crosstable: Crosstable example\n"
        "Rank  No.  Name   Rating    1    2    3  Pts\n"
        "----  ---  -----  ------  ---  ---  ---  ---\n"
        "   1    2  Bruno    1850  5b½  4w+  3w1  2.5\n"
        "   2    3  Cleo     1800  PAB  1w1  2b0  2.0\n"
        "   3    1  Anna     1900  4w1  3b0  5w½  1.5\n"
        "   3    5  Eva      1700  2w½  HPB  1b½  1.5\n"
        "   5    4  David    1750  1b0  2b-  ZPB  0.0\n"
    )


def test_swiss_csv_and_markdown(capsys: pytest.CaptureFixture[str]) -> None:
    rows = list(csv.reader(io.StringIO(run(capsys, "crosstable", SWISS, "--tiebreaks", "PTS", "--format", "csv"))))
    assert rows == [["Rank", "No.", "Name", "Rating", "1", "2", "3", "Pts"], *SWISS_ROWS]
    markdown = run(capsys, "crosstable", SWISS, "--tiebreaks", "PTS", "--format", "markdown").splitlines()
    assert markdown[0] == "| Rank | No. | Name | Rating | 1 | 2 | 3 | Pts |"
    assert markdown[2:] == ["| " + " | ".join(row) + " |" for row in SWISS_ROWS]


def test_swiss_json(capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(run(capsys, "crosstable", SWISS, "--tiebreaks", "PTS", "--format", "json"))
    assert (doc["event"], doc["rounds"], doc["round_robin"]) == ("Crosstable example", 3, False)
    players = {p["tpn"]: p for p in doc["players"]}
    assert [p["tpn"] for p in doc["players"]] == [2, 3, 1, 5, 4]
    assert {tpn: (p["rank"], p["points"]) for tpn, p in players.items()} == {
        2: (1, 2.5),
        3: (2, 2),
        1: (3, 1.5),
        5: (3, 1.5),
        4: (5, 0),
    }
    bruno = players[2]["rounds"]
    assert bruno[1] == {
        "round": 2,
        "opponent": 4,
        "colour": "w",
        "code": "+",
        "kind": "forfeit win",
        "points": 1,
        "cell": "4w+",
    }
    kinds = {
        (tpn, r["round"]): (r["kind"], r["opponent"], r["points"]) for tpn, p in players.items() for r in p["rounds"]
    }
    assert kinds[3, 1] == ("pairing-allocated bye", None, 1)
    assert kinds[5, 2] == ("half-point bye", None, 0.5)
    assert kinds[4, 3] == ("zero-point bye", None, 0)
    assert kinds[4, 2] == ("forfeit loss", 2, 0)
    assert kinds[1, 3] == ("draw", 5, 0.5)


def test_round_robin_grid(capsys: pytest.CaptureFixture[str]) -> None:
    rows = list(
        csv.reader(io.StringIO(run(capsys, "crosstable", ROUND_ROBIN, "--tiebreaks", "PTS", "--format", "csv")))
    )
    assert rows[0] == ["Rank", "No.", "Name", "Rating", "1", "2", "3", "4", "Pts"]
    assert rows[1:] == [
        ["1", "1", "Anna", "1850", "×", "0", "1", "1", "2.0"],
        ["1", "2", "Bruno", "1800", "1", "×", "½", "½", "2.0"],
        ["4", "3", "Cleo", "1750", "0", "½", "×", "0", "0.5"],
        ["3", "4", "David", "1700", "0", "½", "1", "×", "1.5"],
    ]


def test_after_round(capsys: pytest.CaptureFixture[str]) -> None:
    rows = list(
        csv.reader(
            io.StringIO(run(capsys, "crosstable", SWISS, "--tiebreaks", "PTS", "--after-round", "1", "--format", "csv"))
        )
    )
    assert rows[0] == ["Rank", "No.", "Name", "Rating", "1", "Pts"]  # after round 1: Anna and Cleo 1, Bruno, Eva ½
    assert [row[1:3] + row[4:] for row in rows[1:]] == [
        ["1", "Anna", "4w1", "1.0"],
        ["3", "Cleo", "PAB", "1.0"],
        ["2", "Bruno", "5b½", "0.5"],
        ["5", "Eva", "2w½", "0.5"],
        ["4", "David", "1b0", "0.0"],
    ]


def test_aligned_decimals() -> None:
    assert aligned_decimals(["8", "8.5", "-", "51"]) == ["8.0", "8.5", "-", "51.0"]
    assert aligned_decimals(["51", "56.75", "3.5"]) == ["51.00", "56.75", "3.50"]
    assert aligned_decimals(["1", "2"]) == ["1", "2"]


def test_standings_html_legend_and_marks(capsys: pytest.CaptureFixture[str]) -> None:
    page = run(capsys, "standings", SWISS, "--tiebreaks", "DE BH", "--format", "html", "--lang", "nl")
    assert '<html lang="nl">' in page and "<script" not in page and "http" not in page.replace("http-equiv", "")
    # legend: name and article from the registry (DE: C.07 6, BH: C.07 8.1)
    assert "<dt>DE</dt><dd>onderling resultaat — C.07 6; plaats binnen de groep met gelijke stand</dd>" in page
    assert "<dt>BH</dt><dd>Buchholz — C.07 8.1</dd>" in page
    # DE on Anna and Eva (1.5 each, they drew in round 3): not separated, so not applied, marked, not 0
    assert '<td class="num na">·</td>' in page
    assert '<th scope="col">Titel</th>' in page and "<td>WIM</td>" in page and "<td>NED</td>" in page


def test_columns_option(capsys: pytest.CaptureFixture[str]) -> None:
    page = run(capsys, "standings", SWISS, "--format", "html", "--columns", "fed,rating")
    assert "<td>WIM</td>" not in page and "FIDE ID" not in page and "<td>NOR</td>" in page
    assert main(["standings", SWISS, "--format", "html", "--columns", "fed,club"]) == 2
    _, err = capsys.readouterr()
    assert "--columns:1:5: found 'club'; expected one of tpn, title, fed, fide-id, rating" in err


def test_team_standings_html(capsys: pytest.CaptureFixture[str]) -> None:
    """A team file's page: the teams by pairing number, MP and GP (German: BP), the team tie-breaks' articles from
    the registry (MPvGP C.07 13.1, EDE 13.3). Values as docs/examples/teams-cli.md prints them: team 5 first with 10
    MP and 18 GP; EDE separates teams 2 and 4 (places 1, 2) and is not applied to team 5."""
    team = str(EXAMPLES / "teams-held.trf")
    page = run(
        capsys,
        "standings",
        team,
        "--rules",
        "fide-2024",
        "--tiebreaks",
        "MPvGP EDE",
        "--format",
        "html",
        "--lang",
        "de",
    )
    assert '<th scope="col">Mannschaft</th>' in page and 'title="Brettpunkte">BP</th>' in page
    assert "<dt>MPvGP</dt><dd>die andere Wertung" in page and "— C.07 13.1</dd>" in page
    assert "<dt>EDE</dt><dd>erweiterter direkter Vergleich — C.07 13.3; Platz innerhalb" in page
    rows = [line for line in page.splitlines() if line.startswith("<tr><td")]
    # the German page writes decimals with a comma (issue 14: as the text tables and the guide's German prose)
    assert rows[0] == (
        '<tr><td class="num">1</td><td class="num">5</td><td>Team 5</td><td class="num">10</td>'
        '<td class="num">18,0</td><td class="num">18,0</td><td class="num na">·</td></tr>'
    )
    assert (
        '<td>Team 2</td><td class="num">10</td><td class="num">17,0</td><td class="num">17,0</td><td class="num">1</td>'
        in rows[2]
    )
    assert (
        '<td>Team 4</td><td class="num">10</td><td class="num">17,0</td><td class="num">17,0</td><td class="num">2</td>'
        in rows[3]
    )


def test_page_options_need_the_page(capsys: pytest.CaptureFixture[str]) -> None:
    """--columns shapes only the HTML page: with another format it is an error, not ignored; --lang (issue 14) sets
    the language of every format."""
    assert main(["standings", SWISS, "--columns", "fed"]) == 2
    assert "--columns:1:1: found --columns with --format table; expected --format html" in capsys.readouterr().err
    assert main(["crosstable", SWISS, "--lang", "de", "--format", "csv"]) == 0
    text = capsys.readouterr().out
    # the page's German words (language/de.py: Rg., Nr., Pkt.), colours s/w; CSV keeps the decimal point
    assert text.splitlines()[0].startswith("Rg.,Nr.,Name,Elo,1,2,3,Pkt.")
    assert "1,2,Bruno,1850,5s½,4w+,3w1,2.5" in text
