"""hooks/build_once.py against the installed jinja2, mkdocstrings-python and pymdownx: the internals it patches have
the signatures and the behaviour it was written for, and each patch gives what the unpatched code gives.

An upgrade (dev-lock.txt) that renames or reorders one of them fails here, instead of silently building the site
without the saving or with a wrong memo. The hook is loaded as a module of its own and its patches undone after the
test (the `patched` fixture), so the rest of the test process sees the libraries as they are.
"""

from __future__ import annotations

import functools
import importlib.util
import inspect
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import jinja2
import markdown
import pytest
from jinja2.bccache import Bucket, BytecodeCache
from jinja2.utils import _PassArg
from mkdocstrings_handlers.python._internal import rendering
from pymdownx.highlight import Highlight

HOOK = Path(__file__).resolve().parent.parent / "hooks" / "build_once.py"


@pytest.fixture
def patched() -> Iterator[ModuleType]:
    """hooks/build_once.py loaded (its patches applied), undone afterwards."""
    before = jinja2.Environment.__init__, rendering._get_formatter, Highlight.highlight
    spec = importlib.util.spec_from_file_location("build_once_under_test", HOOK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        jinja2.Environment.__init__, rendering._get_formatter, Highlight.highlight = before  # type: ignore[method-assign]


def parameters(function: object) -> list[str]:
    return list(inspect.signature(function).parameters)  # type: ignore[arg-type]


def test_the_patched_internals_have_the_signatures_the_hook_reads() -> None:
    """The names the hook calls and reads, with the parameters it passes or reads by name."""
    assert parameters(BytecodeCache.get_bucket) == ["self", "environment", "name", "filename", "source"]
    assert parameters(BytecodeCache.set_bucket) == ["self", "bucket"]
    assert parameters(Bucket.__init__) == ["self", "environment", "key", "checksum"]
    assert hasattr(_PassArg, "from_obj")
    assert parameters(rendering._get_formatter) == []  # called with nothing, gives formatter(code, line_length)
    highlight = parameters(Highlight.highlight)
    assert highlight[:3] == ["self", "src", "language"] and {"inline", "title"} <= set(highlight), highlight
    assert "auto_title" in parameters(Highlight.__init__)


def test_templates_compile_once_and_render_as_before(patched: ModuleType) -> None:
    """Two environments of the same settings share one compiled template; another setting compiles its own; every
    environment's result is the unpatched one's."""
    source = "{% for x in items %}{{ x | upper }}{% endfor %}"
    plain = jinja2.Environment()
    plain.bytecode_cache = None  # compiled as without the hook
    expected = plain.from_string(source).render(items=["a", "<b>"])
    assert expected == "A<B>"
    shared = patched.SHARED
    first = jinja2.Environment(loader=jinja2.DictLoader({"t": source}))
    second = jinja2.Environment(loader=jinja2.DictLoader({"t": source}))
    assert first.bytecode_cache is shared and second.bytecode_cache is shared
    assert first.get_template("t").render(items=["a", "<b>"]) == expected
    assert len(shared.code) == 1
    assert second.get_template("t").render(items=["a", "<b>"]) == expected
    assert len(shared.code) == 1  # the second environment ran the first one's code
    escaping = jinja2.Environment(loader=jinja2.DictLoader({"t": source}), autoescape=True)
    assert escaping.get_template("t").render(items=["a", "<b>"]) == "A&lt;B&gt;"
    assert len(shared.code) == 2  # autoescape changes the compiled code: a key of its own


def test_the_signature_formatter_is_memoised(patched: ModuleType) -> None:
    formatter = rendering._get_formatter()
    assert formatter is rendering._get_formatter()  # one memoised function
    code = "def f(a: int, b: str = 'x') -> None: ..."
    assert formatter(code, 40) == formatter(code, 40)
    assert formatter.cache_info().hits >= 1  # type: ignore[attr-defined]


def test_highlighting_is_memoised_for_blocks_only(patched: ModuleType) -> None:
    """A block, however its arguments are passed, is highlighted once and as unpatched; inline code and a block with
    a title (the page's stash) always go to pymdownx itself."""
    original = Highlight.highlight.__wrapped__  # type: ignore[attr-defined]
    highlighter = Highlight(markdown.Markdown())
    calls: list[dict[str, object]] = []

    @functools.wraps(original)  # pymdownx's signature, which the memo reads
    def counting(self: Highlight, *args: object, **kwargs: object) -> object:
        calls.append(kwargs)
        return original(self, *args, **kwargs)

    memoised = Highlight.highlight
    code = "x = 1\nprint(x)\n"
    expected = original(highlighter, code, "python", "highlight")
    closure = inspect.getclosurevars(memoised).nonlocals
    assert closure["highlight"] is original
    Highlight.highlight = counting  # type: ignore[method-assign]
    try:
        patched._memoise_highlighting()  # the memo around the counting function
        assert highlighter.highlight(code, "python", "highlight") == expected
        assert highlighter.highlight(code, "python", css_class="highlight") == expected  # the same arguments by name
        assert len(calls) == 1
        highlighter.highlight(code, "python", "highlight", None, -1, -1, -1, True)  # inline, passed by position
        highlighter.highlight(code, "python", inline=True)
        highlighter.highlight(code, "python", title="example.py")
        assert len(calls) == 4
    finally:
        Highlight.highlight = memoised  # type: ignore[method-assign]
