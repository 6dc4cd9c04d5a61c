"""Issue 12: the package's layers run one way and no module imports itself round a circle.

Every import counts: at the top of a module, inside a function, under ``TYPE_CHECKING``. The layers and the
arrows between them are written once, in LAYERS below (the guide's page "How the reference is built" draws
them); ``conformance/tools/`` is checked for circles and for the package importing a tool.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "tiebreak_ref"

BASE = {"errors", "numbers", "model", "language", "collector"}
"""The modules at the bottom: the error family, exact numbers, the tournament model, the output's languages, the
collector's thresholds of the front ends."""

LAYERS: dict[str, set[str]] = {  # a layer -> the layers it may import (itself included)
    "base": {"base"},
    "rules": {"base", "rules"},
    "trf": {"base", "rules", "trf"},  # the reader checks record 212's codes against rules.codes
    "synthetic": {"base", "trf", "synthetic"},
    "present": {"base", "present"},
    "ranking": {"base", "rules", "present", "ranking"},
    "organise": {"base", "rules", "trf", "ranking", "present", "organise"},
    "api": {"base", "rules", "trf", "ranking", "present", "api"},  # tiebreak_ref/__init__.py re-exports
    "cli": {"base", "rules", "trf", "ranking", "present", "organise", "api", "cli"},
    "web": {"base", "rules", "trf", "ranking", "present", "api", "web"},
    "conformance": {"base", "rules", "trf", "ranking", "present", "api", "conformance"},
    "command": {"cli", "conformance", "command"},  # the one module that joins two front ends under one command
    "main": {"command"},
}
FRONT_ENDS = ("cli", "web", "conformance")


def module_name(path: Path, root: Path) -> str:
    """tiebreak_ref/rules/fide/__init__.py -> tiebreak_ref.rules.fide."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_imports(root: Path, package: str = PACKAGE) -> dict[str, set[str]]:
    """Each module of the package -> the package's modules it imports (every import statement, anywhere)."""
    paths = sorted((root / package).rglob("*.py"))
    modules = {module_name(p, root) for p in paths}
    graph: dict[str, set[str]] = {}
    for path in paths:
        name = module_name(path, root)
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name.split(".")[0] == package)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                if source.split(".")[0] != package:
                    continue
                for alias in node.names:  # `from . import buchholz` imports a module
                    sub = f"{source}.{alias.name}"
                    found.add(sub if sub in modules else source)
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def layer_of(module: str, package: str = PACKAGE) -> str:
    """The layer of a module of the package: its folder, base for errors/numbers/model."""
    parts = module.split(".")[1:]
    if not parts:
        return "api"
    head = parts[0]
    if head in BASE:
        return "base"
    return {"__main__": "main"}.get(head, head)


def circles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The import circles: strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def violations(graph: Mapping[str, Iterable[str]], package: str = PACKAGE) -> list[str]:
    """Every import that breaks the layers (an upward import, a front end importing another), and every circle."""
    wrong = []
    for module, targets in sorted(graph.items()):
        layer = layer_of(module, package)
        if layer not in LAYERS:
            wrong.append(f"{module}: in no layer ({layer}); add the folder to LAYERS")
            continue
        for target in sorted(targets):
            if layer_of(target, package) not in LAYERS[layer]:
                wrong.append(
                    f"{module} ({layer}) imports {target} ({layer_of(target, package)}): an arrow the "
                    "layers do not have"
                )
    wrong += [f"import circle: {' -> '.join(group)}" for group in circles(graph)]
    return wrong


def test_the_package_keeps_its_layers_and_has_no_circle() -> None:
    """Every import of the package follows LAYERS, and no circle. The table keeps what issue 12 asks of it: the
    regulations import only the base, and the front ends (the calculator, the command line, the conformance
    runner) import nothing from each other."""
    graph = package_imports(ROOT)
    assert len(graph) > 40  # the whole package was read
    assert sum(layer_of(m) == "rules" for m in graph) >= 15 and {layer_of(m) for m in graph} >= set(FRONT_ENDS)
    assert LAYERS["rules"] == {"base", "rules"}
    assert all(LAYERS[end] & set(FRONT_ENDS) == {end} for end in FRONT_ENDS)
    assert violations(graph) == []


def test_the_check_fails_on_an_upward_import_and_on_a_circle(tmp_path: Path) -> None:
    """The check's own test: a small package with a rule importing the ranking (upward), a circle of two rules
    modules and the command line importing the calculator is refused, each named."""
    pkg = tmp_path / PACKAGE
    for folder in ("rules", "ranking", "cli", "web"):
        (pkg / folder).mkdir(parents=True)
        (pkg / folder / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "rules" / "a.py").write_text("from . import b\n")
    (pkg / "rules" / "b.py").write_text("def f():\n    from .a import x\n")  # inside a function counts too
    (pkg / "rules" / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..ranking.standings import Standings\n"
    )
    (pkg / "ranking" / "standings.py").write_text("from ..rules import a\n")
    (pkg / "cli" / "main.py").write_text("from tiebreak_ref.web.calculator import handle\n")
    (pkg / "web" / "calculator.py").write_text("handle = None\n")
    found = violations(package_imports(tmp_path))
    assert found == [
        "tiebreak_ref.cli.main (cli) imports tiebreak_ref.web.calculator (web): an arrow the layers do not have",
        "tiebreak_ref.rules.c (rules) imports tiebreak_ref.ranking.standings (ranking): an arrow the layers do "
        "not have",
        "import circle: tiebreak_ref.rules.a -> tiebreak_ref.rules.b",
    ]


def tool_imports() -> dict[str, set[str]]:
    """Each script of conformance/tools/ -> the scripts of that folder it imports (they import each other by name)."""
    tools = ROOT / "conformance" / "tools"
    names = {p.stem for p in tools.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for path in sorted(tools.glob("*.py")):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name in names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module in names:
                found.add(node.module)
        graph[path.stem] = found - {path.stem}
    return graph


def test_the_conformance_tools_have_no_circle_and_the_package_imports_none() -> None:
    graph = tool_imports()
    assert len(graph) >= 10
    assert circles(graph) == []
    tools = set(graph)
    for path in (ROOT / PACKAGE).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                assert not tools & set(names), f"{path} imports a conformance tool"


def test_the_maintainers_page_shows_the_size_of_the_regulations(site: Path) -> None:
    """Issue 12: the regulations' line count and share are written on the maintainers' page, in every language,
    counted at the build (hooks/package_size.py) exactly as here."""

    def lines(folder: Path) -> int:
        return sum(len(p.read_text(encoding="utf-8").splitlines()) for p in folder.rglob("*.py"))

    rules, everything = lines(ROOT / PACKAGE / "rules"), lines(ROOT / PACKAGE)
    assert 0 < rules < everything / 2
    for lang in ("", "nl/", "de/", "nb/"):
        page = (site / lang / "maintainers" / "index.html").read_text(encoding="utf-8")
        shown = [
            f"<strong>{rules}</strong>",
            f"<strong>{everything}</strong>",
            f"<strong>{round(100 * rules / everything)} %</strong>",
        ]
        assert all(s in page for s in shown), f"{lang or 'en/'}maintainers: {shown}"
        assert "{{" not in page
