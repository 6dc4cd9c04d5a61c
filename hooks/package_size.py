"""The maintainers' page ("How the reference is built"): the size of tiebreak_ref/rules/ and its share of the
package, counted from the source at every build, as docs/examples/maintainers-size.md counts it.

The page writes ``{{ rules_lines }}``, ``{{ package_lines }}`` and ``{{ rules_share }}`` (a whole percentage);
pages without them are left as they are.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

PACKAGE = Path(__file__).resolve().parent.parent / "tiebreak_ref"


def lines(folder: Path) -> int:
    """All lines of the .py files below a folder, docstrings and comments included."""
    return sum(len(path.read_text(encoding="utf-8").splitlines()) for path in folder.rglob("*.py"))


def size() -> dict[str, str]:
    """The three numbers of the page."""
    rules, everything = lines(PACKAGE / "rules"), lines(PACKAGE)
    return {
        "rules_lines": str(rules),
        "package_lines": str(everything),
        "rules_share": str(round(100 * rules / everything)),
    }


def on_page_markdown(markdown: str, **kwargs: Any) -> str:
    """Put the counts into the page that asks for them."""
    if "{{ rules_lines }}" not in markdown:
        return markdown
    for name, value in size().items():
        markdown = markdown.replace("{{ " + name + " }}", value)
    return markdown
