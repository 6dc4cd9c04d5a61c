"""The guide's worked examples in the page's language (issue 14, section 1).

``docs/examples/<lang>/NAME.md`` is ``docs/examples/NAME.md`` with every table and text the example prints asked
for in that language: ``.table(lang="nl")``, ``tr.translate(row.note, "nl")``, a value as text with the
language's decimal mark (``tr.translate(tr.format_value(x), "nl")``), the colour letters
(``colour_sequence(s, 1, lang="nb")``), ``lang="nl"`` where the English example writes ``lang="en"``
(``headings(keys, lang="en")``), ``tiebreak-ref explain ... --lang nl``; the output under each such line is what the
reference prints, the other lines as in English. The nl, de and nb pages include the file of their language.
tests/test_docs_languages.py checks that each file is still the English one so changed (the output is checked by
Sybil and tests/test_docs_cli_examples.py).

Run ``python tests/docs_languages.py`` from the repository root after changing an example to write them again.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from test_glossary import page_paths

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
EXAMPLES = DOCS / "examples"
LANGUAGES = ("nl", "de", "nb")
ORGANISER_COMMANDS = ("berger", "quads", "schedule", "scheveningen", "prizes")
TEXT_COMMANDS = ("explain", "standings", "check", "why", "crosstable", *ORGANISER_COMMANDS)

TABLE = re.compile(r"\.table\((\)|\"[a-z]+\"\))")
FORMAT_VALUE = "tr.format_value("  # a value as the exact text the tables print
ROW_TEXT = re.compile(r"\b(row|r)\.(what|note|cut)\b")
SNIPPET = re.compile(r'^(\s*-{1,}8<-{1,}\s+")([^"]+\.md)("\s*)$', re.MULTILINE)
"""A page's ``--8<-- "NAME.md"`` (the English example) or ``--8<-- "nl/NAME.md"`` (its language's): group 2 the name."""


def localise_line(line: str, lang: str) -> str:
    """One line of code with its output asked for in `lang` (a line that prints nothing translatable unchanged)."""
    if line.startswith("$ tiebreak-ref "):
        argv = shlex.split(line[2:])
        if len(argv) > 1 and argv[1] in TEXT_COMMANDS and "--lang" not in argv:
            return f"{line} --lang {lang}"
        return line
    if not line.startswith((">>> ", "... ")):
        return line

    def table(match: re.Match[str]) -> str:
        inside = match.group(1)
        return f'.table(lang="{lang}")' if inside == ")" else f'.table({inside[:-1]}, lang="{lang}")'

    code = TABLE.sub(table, line).replace('lang="en"', f'lang="{lang}"')  # a text the example asks for in English
    quote = "'" if 'f"' in code else '"'
    code = ROW_TEXT.sub(lambda m: f"tr.translate({m.group(0)}, {quote}{lang}{quote})", code)
    in_lang = f"{quote}{lang}{quote}"
    code = rewrite_calls(code, FORMAT_VALUE, lambda call: f"tr.translate({call}, {in_lang})")  # the decimal mark
    return rewrite_calls(code, "colour_sequence(", lambda call: f"{call[:-1]}, lang={in_lang})")  # nb H and S


def rewrite_calls(code: str, call: str, rewrite: Callable[[str], str]) -> str:
    """`code` with each `call`...`)` that the line closes (``tr.format_value(x)``) replaced by `rewrite` of it."""
    out = []
    start = 0
    while (found := code.find(call, start)) >= 0:
        depth, close = 0, found + len(call) - 1
        while close < len(code) and (depth := depth + {"(": 1, ")": -1}.get(code[close], 0)):
            close += 1  # to the parenthesis that closes the call
        if close == len(code):  # the call goes on in the next line: left as it is
            break
        out.append(code[start:found] + rewrite(code[found : close + 1]))
        start = close + 1
    return "".join(out) + code[start:]


def chunks(text: str) -> list[tuple[str, list[str], list[str]]]:
    """The file as (kind, source lines, output lines): kind "pycon" or "console" for an example, "text" for the
    lines between (fences, blank lines)."""
    out: list[tuple[str, list[str], list[str]]] = []
    fence = ""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```"):
            fence = "" if fence else line[3:].strip()
            out.append(("text", [line], []))
            i += 1
            continue
        if fence == "pycon" and line.startswith(">>> "):
            source = [line]
            i += 1
            while i < len(lines) and lines[i].startswith("... "):
                source.append(lines[i])
                i += 1
            want = []
            while i < len(lines) and lines[i].strip() and not lines[i].startswith((">>> ", "```")):
                want.append(lines[i])
                i += 1
            out.append(("pycon", source, want))
            continue
        if fence == "console" and line.startswith("$ "):
            i += 1
            want = []
            while i < len(lines) and not lines[i].startswith(("$ ", "```")):
                want.append(lines[i])
                i += 1
            out.append(("console", [line], want))
            continue
        out.append(("text", [line], []))
        i += 1
    return out


def run_python(source: list[str], namespace: dict[str, object]) -> str:
    """What doctest sees an example print: its stdout and the repr of an expression's value."""
    code = "\n".join(s[4:] for s in source) + "\n"
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        exec(compile(code, "<example>", "single"), namespace)
    return buffer.getvalue()


def run_command(line: str) -> str:
    """What a console example prints (run in docs/examples/, as tests/test_docs_cli_examples.py does)."""
    argv = shlex.split(line[2:])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "tiebreak_ref.command", *argv[1:]],
        cwd=EXAMPLES,
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return done.stdout


def want_lines(output: str) -> list[str]:
    """Doctest's expected lines for an output: a blank line as <BLANKLINE>."""
    lines = output.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line if line.strip() else "<BLANKLINE>" for line in lines]


def localised(path: Path, lang: str) -> str | None:
    """The example file in `lang`, its changed outputs run; None when it prints nothing to translate."""
    parts = chunks(path.read_text(encoding="utf-8"))
    namespace: dict[str, object] = {"__name__": "__example__"}
    changed = False
    out: list[str] = []
    cwd = Path.cwd()
    os.chdir(ROOT)
    try:
        for kind, source, want in parts:
            local = [localise_line(s, lang) for s in source]
            if kind == "pycon":
                try:
                    printed = run_python(local, namespace)
                except Exception:  # the English example shows an error: keep it as it is
                    local = source
                    with contextlib.suppress(Exception):
                        run_python(source, namespace)
                    printed = ""
                if local != source:
                    changed = True
                    want = want_lines(printed)
                elif changed and printed and want_lines(printed) != want:
                    want = want_lines(printed)  # prints what an earlier, translated line made (a table kept in a name)
            elif kind == "console" and local != source:
                changed = True
                output = run_command(local[0])
                want = output.split("\n")[:-1] if output.endswith("\n") else output.split("\n")
            out.extend(local)
            out.extend(want)
    finally:
        os.chdir(cwd)
    return "\n".join(out) if changed else None


def english_name(name: str) -> str:
    """`nl/cli-explain.md` -> `cli-explain.md`."""
    lang, slash, rest = name.partition("/")
    return rest if slash and lang in LANGUAGES else name


def include_localised(page: Path, lang: str) -> str:
    """A page of `lang` with each example that has a `lang` version included from docs/examples/<lang>/."""

    def swap(match: re.Match[str]) -> str:
        name = match.group(2)
        if "/" not in name and (EXAMPLES / lang / name).is_file():  # an English example with a `lang` version
            return f"{match.group(1)}{lang}/{name}{match.group(3)}"
        return match.group(0)

    return SNIPPET.sub(swap, page.read_text(encoding="utf-8"))


def main() -> None:
    for lang in LANGUAGES:
        folder = EXAMPLES / lang
        folder.mkdir(exist_ok=True)
        shown = {english_name(m.group(2)) for p in page_paths(lang) for m in SNIPPET.finditer(p.read_text("utf-8"))}
        for path in sorted(EXAMPLES.glob("*.md")):
            text = localised(path, lang) if path.name in shown else None
            target = folder / path.name
            if text is None:
                target.unlink(missing_ok=True)
            else:
                target.write_text(text, encoding="utf-8")
        for page in page_paths(lang):
            text = include_localised(page, lang)
            if text != page.read_text(encoding="utf-8"):
                page.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
