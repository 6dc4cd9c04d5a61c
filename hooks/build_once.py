"""Build speed only, nothing the site shows changes: work that each of the four language builds would do again.

mkdocs-static-i18n builds the site once per language in one process, and each build makes new Jinja environments
(the theme's, mkdocstrings' for the API page, nbconvert's for every notebook page) and formats the API page's long
signatures again. This hook, loaded with the configuration (before any of them), makes that work once per process:

1. **Templates compiled once.** Every Jinja environment made after this module is loaded gets one shared in-memory
   bytecode cache (``SharedTemplates``): a template is compiled to Python once and each environment runs the same
   code. The key holds everything the compiled code depends on: the template's name, file and source, and the
   environment's syntax, extensions, autoescape, finalize and the way each filter and test is called.
2. **Signatures formatted once.** mkdocstrings-python formats a long signature by running ``ruff format`` on it
   (a process per signature, per language); the formatter is memoised by its input (its output depends on the
   text and the line length only).
3. **Code highlighted once.** The examples are the same in every language: Pygments' highlighting of a code block
   (pymdownx.highlight) is memoised by the block, its language, every argument and the highlighter's settings,
   where the result depends on nothing else (a block, not inline code, without a title, which goes through the
   page's own HTML stash).

Each of the three relies on internals of jinja2, mkdocstrings-python and pymdownx (pinned in dev-lock.txt):
tests/test_build_once.py checks their signatures and behaviour in the installed versions, so that an upgrade that
changes one fails there, not silently in the site.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

import jinja2
from jinja2.bccache import Bucket, BytecodeCache
from jinja2.utils import _PassArg


def _settings(environment: jinja2.Environment, name: str | None) -> tuple[Any, ...]:
    """What a template's compiled code depends on besides its source."""
    autoescape = environment.autoescape(name) if callable(environment.autoescape) else environment.autoescape
    return (
        environment.block_start_string,
        environment.block_end_string,
        environment.variable_start_string,
        environment.variable_end_string,
        environment.comment_start_string,
        environment.comment_end_string,
        environment.line_statement_prefix,
        environment.line_comment_prefix,
        environment.trim_blocks,
        environment.lstrip_blocks,
        environment.newline_sequence,
        environment.keep_trailing_newline,
        environment.optimized,
        environment.is_async,
        autoescape,
        environment.finalize,
        tuple(sorted(environment.extensions)),
        tuple(sorted((key, _PassArg.from_obj(f)) for key, f in environment.filters.items())),
        tuple(sorted((key, _PassArg.from_obj(f)) for key, f in environment.tests.items())),
    )


class SharedTemplates(BytecodeCache):
    """An in-memory bytecode cache shared by every environment of the process (see the module's docstring)."""

    def __init__(self) -> None:
        self.code: dict[tuple[Any, ...], Any] = {}
        self.keys: dict[int, tuple[Any, ...]] = {}  # id(bucket) -> its key, until set_bucket

    def get_bucket(self, environment: jinja2.Environment, name: str, filename: str | None, source: str) -> Bucket:
        key = (name, filename, source, _settings(environment, name))
        bucket = Bucket(environment, "", "")
        bucket.code = self.code.get(key)
        if bucket.code is None:
            self.keys[id(bucket)] = key
        return bucket

    def set_bucket(self, bucket: Bucket) -> None:
        key = self.keys.pop(id(bucket), None)
        if key is not None and bucket.code is not None:
            self.code[key] = bucket.code

    def load_bytecode(self, bucket: Bucket) -> None:  # pragma: no cover - get_bucket does the work
        pass

    def dump_bytecode(self, bucket: Bucket) -> None:  # pragma: no cover - set_bucket does the work
        pass


SHARED = SharedTemplates()
_environment_init = jinja2.Environment.__init__


@functools.wraps(_environment_init)
def _init_with_shared_cache(self: jinja2.Environment, *args: Any, **kwargs: Any) -> None:
    _environment_init(self, *args, **kwargs)
    if self.bytecode_cache is None:
        self.bytecode_cache = SHARED


jinja2.Environment.__init__ = _init_with_shared_cache  # type: ignore[method-assign]


def _memoise_signature_formatter() -> None:
    try:
        from mkdocstrings_handlers.python._internal import rendering
    except ImportError:  # another version of mkdocstrings-python: nothing to memoise
        return
    get_formatter: Callable[[], Callable[[str, int], str]] = rendering._get_formatter

    @functools.cache
    def formatted(code: str, line_length: int) -> str:
        return get_formatter()(code, line_length)

    rendering._get_formatter = lambda: formatted


_memoise_signature_formatter()


def _memoise_highlighting() -> None:
    from pymdownx.highlight import Highlight

    highlight = Highlight.highlight
    signature = inspect.signature(highlight)  # the arguments read by name, however the caller passes them
    done: dict[tuple[Any, ...], str] = {}

    @functools.wraps(highlight)
    def memoised(self: Highlight, *args: Any, **kwargs: Any) -> Any:
        bound = signature.bind(self, *args, **kwargs)
        bound.apply_defaults()
        arguments = {name: value for name, value in bound.arguments.items() if name != "self"}
        if arguments["inline"] or arguments["title"] is not None or self.auto_title:
            return highlight(self, *args, **kwargs)  # an element, or a title in the page's stash
        settings = repr(sorted((k, v) for k, v in vars(self).items() if k != "md"))
        key = (repr(sorted(arguments.items())), settings)
        if key not in done:
            done[key] = highlight(self, *args, **kwargs)
        return done[key]

    Highlight.highlight = memoised  # type: ignore[method-assign]


_memoise_highlighting()
