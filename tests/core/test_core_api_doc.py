"""``docs/core-api.md`` names only what ``ghost_gui/core/`` holds, and every core module has a row.

The doc's tables have one row per module: the first cell names the module(s) by their path
under ``ghost_gui/core/`` (`errors.py`, `solving/budget.py`), the second the names a caller
needs, in backticks. Every backticked span of a row is checked against the row's modules:

- A span that names a file (`solving/budget.py`, `gui/texts/error_texts.py`) must exist: a core
  module, or a path in the checkout.
- A span that equals a string constant of the row's modules (docstrings aside) is a value
  and is not looked up: `ghost`, `no_word`, `.pickle`, `GHOST_CACHE_DIR`.
- Otherwise quoted strings are dropped from the span and every name in it is looked up: a
  dotted chain `A.b.c` from `A` down (`Solver.analyze`: `analyze` must be an attribute of
  `Solver`); after `->`, a return notation, only capitalised names, since lower-case words
  there describe the value (`-> int or None`, `-> (loser mask, ...)`).

A name is found when it is, in one of the row's modules: a module attribute (imports
included); a member of a class defined there (methods, properties, class attributes,
NamedTuple and dataclass fields, enum members, attributes ``__init__`` and the methods set
on ``self``); or a parameter of a function or method defined there (``cancel=``). The first
name of a chain may also be a core module, named without its sub-package (`store.WordStore`),
and a lone keyword or built-in type (`None`, `or`, `ValueError`, `str`) is accepted. No
import of Qt.
"""

from __future__ import annotations

import ast
import builtins
import dataclasses
import importlib
import keyword
import re
from functools import cache
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "ghost_gui" / "core"
DOC = ROOT / "docs" / "core-api.md"

SPAN = re.compile(r"`([^`]+)`")
QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'")
# a name or a dotted chain of names, possibly with a leading dot (`.word_list`), not inside
# another word or a number (`sha256`, `1e5`)
CHAIN = re.compile(r"(?<![\w.])\.?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)")
FILE = re.compile(r"^[\w/-]+\.(?:py|md|tsv|txt|json|gz|spec)$")
BUILTIN_TYPES = {n for n in dir(builtins) if isinstance(getattr(builtins, n), type)}


def core_modules() -> set[str]:
    """The module files of the core and its sub-packages, as paths under ``ghost_gui/core/``
    (`errors.py`, `words/lexicon.py`), the packages' ``__init__.py`` aside."""
    return {p.relative_to(CORE).as_posix() for p in CORE.rglob("*.py") if p.name != "__init__.py"}


def core_module_named(name: str) -> str | None:
    """The stem (`words/store`) of the one core module called ``name`` (`store`), if any."""
    found = [f.removesuffix(".py") for f in core_modules() if f.rpartition("/")[2] == f"{name}.py"]
    return found[0] if len(found) == 1 else None


def doc_rows(text: str) -> list[tuple[list[str], str]]:
    """Each table row of the doc: the files its first cell names, and its second cell."""
    rows = []
    for line in text.splitlines():
        if not line.startswith("| `"):
            continue
        first, _, rest = line[2:].partition(" | ")
        rows.append((SPAN.findall(first), rest.rstrip().removesuffix("|")))
    return rows


def module_problems(rows: list[tuple[list[str], str]]) -> list[str]:
    """Core modules without a row, rows for modules that are not there, modules with two rows."""
    named = [m for modules, _ in rows for m in modules]
    problems = [f"no row for {m}" for m in sorted(core_modules() - set(named))]
    problems += [
        f"a row names {m}, which is not a core module" for m in named if m not in core_modules()
    ]
    problems += [f"{m} has {named.count(m)} rows" for m in sorted(set(named)) if named.count(m) > 1]
    return problems


@cache
def module(stem: str) -> ModuleType:
    """The module of a stem (`words/lexicon`)."""
    return importlib.import_module("ghost_gui.core." + stem.replace("/", "."))


@cache
def tree(stem: str) -> ast.Module:
    return ast.parse((CORE / f"{stem}.py").read_text(encoding="utf-8"))


def defined_in(node: ast.ClassDef) -> set[str]:
    """The names the class body defines and the attributes its methods set on ``self``
    (an enum's ``dir`` leaves its methods out)."""
    found = set()
    for n in node.body:
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(n.name)
    for n in ast.walk(node):
        targets: list[ast.expr] = []
        if isinstance(n, ast.Assign):
            targets = n.targets
        elif isinstance(n, ast.AnnAssign | ast.AugAssign):
            targets = [n.target]
        for t in targets:
            if isinstance(t, ast.Name) and n in node.body:
                found.add(t.id)
            elif isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name):
                if t.value.id == "self":
                    found.add(t.attr)
    return found


@cache
def class_members(cls: type) -> frozenset[str]:
    """Everything a caller may name on ``cls``: attributes, fields, ``self`` attributes."""
    names = set(dir(cls))
    for klass in cls.__mro__:
        names.update(getattr(klass, "__annotations__", {}))
        if klass.__module__.startswith("ghost_gui.core."):
            stem = klass.__module__.removeprefix("ghost_gui.core.").replace(".", "/")
            for node in tree(stem).body:
                if isinstance(node, ast.ClassDef) and node.name == klass.__name__:
                    names |= defined_in(node)
    if dataclasses.is_dataclass(cls):
        names.update(f.name for f in dataclasses.fields(cls))
    return frozenset(names)


@cache
def members(stem: str) -> frozenset[str]:
    """The names a row may use bare: members of the module's classes and its parameters."""
    names: set[str] = set()
    mod = module(stem)
    for node in ast.walk(tree(stem)):
        if isinstance(node, ast.ClassDef) and isinstance(getattr(mod, node.name, None), type):
            names |= class_members(getattr(mod, node.name))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            a = node.args
            names.update(x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs])
            names.update(x.arg for x in (a.vararg, a.kwarg) if x is not None)
    return frozenset(names)


@cache
def string_constants(stem: str) -> frozenset[str]:
    """The module's string constants, its docstrings left out."""
    docstrings = set()
    for node in ast.walk(tree(stem)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return frozenset(
        n.value
        for n in ast.walk(tree(stem))
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docstrings
    )


def has_member(obj: object, name: str) -> bool:
    if hasattr(obj, name):
        return True
    return isinstance(obj, type) and name in class_members(obj)


def chain_found(chain: list[str], stems: list[str]) -> bool:
    """Whether the dotted chain of names resolves in the row's modules (see the module)."""
    head, rest = chain[0], chain[1:]
    bare = frozenset().union(*(members(s) for s in stems))
    objects: list[object] = [getattr(module(s), head) for s in stems if hasattr(module(s), head)]
    named = core_module_named(head) if not objects and rest else None
    if named is not None:
        objects = [module(named)]
    if not objects:
        if head in bare:
            return all(name in bare for name in rest)
        return not rest and (keyword.iskeyword(head) or head in BUILTIN_TYPES)
    for obj in objects:
        found = True
        for name in rest:
            if obj is None:
                found = name in bare
            elif has_member(obj, name):
                obj = getattr(obj, name, None)
            else:
                found = False
            if not found:
                break
        if found:
            return True
    return False


def span_problems(span: str, files: list[str]) -> list[str]:
    """The names in one code span that the row's modules (``files``) do not hold."""
    text = span.strip()
    if FILE.match(text):
        where = [CORE / text, ROOT / text, ROOT / "ghost_gui" / text]
        return [] if any(p.is_file() for p in where) else [f"`{span}`: no such file"]
    stems = [f.removesuffix(".py") for f in files]
    if any(text in string_constants(s) for s in stems):
        return []
    head, arrow, tail = QUOTED.sub(" ", text).partition("->")
    chains = [m.group(1) for m in CHAIN.finditer(head)]
    if arrow:
        chains += [m.group(1) for m in CHAIN.finditer(tail) if m.group(1)[0].isupper()]
    return [f"`{span}`: {c}" for c in chains if not chain_found(c.split("."), stems)]


def row_problems(files: list[str], cell: str) -> list[str]:
    """Every name of a row's second cell that its modules do not hold, as ``module: span: name``."""
    if not all(f in core_modules() for f in files):
        return []  # module_problems reports it
    where = ", ".join(files)
    return [f"{where}: {p}" for span in SPAN.findall(cell) for p in span_problems(span, files)]


def test_every_core_module_has_one_row() -> None:
    rows = doc_rows(DOC.read_text(encoding="utf-8"))
    assert len(rows) >= len(core_modules()) - 1  # cache.py and cache_dirs.py share a row
    assert module_problems(rows) == []


def test_every_documented_name_exists() -> None:
    rows = doc_rows(DOC.read_text(encoding="utf-8"))
    problems = [p for files, cell in rows for p in row_problems(files, cell)]
    assert problems == []


def test_the_checker_reports_a_missing_module_or_row() -> None:
    rows = doc_rows(DOC.read_text(encoding="utf-8"))
    without_solver = [r for r in rows if r[0] != ["solving/solver.py"]]
    assert module_problems(without_solver) == ["no row for solving/solver.py"]
    stale = [*rows, (["levels_old.py"], "`analyse(words)`")]
    assert module_problems(stale) == ["a row names levels_old.py, which is not a core module"]
    twice = [*rows, (["solving/budget.py"], "`estimate(words, variant)`")]
    assert module_problems(twice) == ["solving/budget.py has 2 rows"]


def test_the_checker_reports_names_that_are_not_there() -> None:
    assert row_problems(
        ["solving/solver.py"], "`Solver.analyze(lexicon)`, `Solver.solve(cancel=None)`"
    ) == ["solving/solver.py: `Solver.analyze(lexicon)`: Solver.analyze"]
    # a method named bare, a parameter that is not one, a name of another module
    assert row_problems(["solving/solver.py"], "`analyze(...)`") == [
        "solving/solver.py: `analyze(...)`: analyze"
    ]
    assert row_problems(["solving/solver.py"], "`Solver(lexicon, variant, playerz=2)`") == [
        "solving/solver.py: `Solver(lexicon, variant, playerz=2)`: playerz"
    ]
    assert row_problems(["solving/solver.py"], "`variant_by_key(key)`") == [
        "solving/solver.py: `variant_by_key(key)`: variant_by_key"
    ]
    # a return notation: its classes are looked up, its lower-case words are not
    assert row_problems(["solving/solver.py"], "`losers(fragment) -> int or None` (a mask)") == []
    assert row_problems(["solving/solver.py"], "`analysis() -> Analysys`") == [
        "solving/solver.py: `analysis() -> Analysys`: Analysys"
    ]
    # a qualified name goes through its module
    assert row_problems(["words/lexicon.py"], "`store.WordStore`, `store.WordShop`") == [
        "words/lexicon.py: `store.WordShop`: store.WordShop"
    ]
    # a file must be there
    assert row_problems(["analysis/summary.py"], "`solving/budget.py`, `solving/budgets.py`") == [
        "analysis/summary.py: `solving/budgets.py`: no such file"
    ]


def test_values_pass_only_when_the_module_has_them() -> None:
    assert row_problems(["variant_keys.py"], "`ghost`, `anaghost`") == []
    assert row_problems(["play/variants.py"], "`Anaghost.pool`") == []
    assert row_problems(["variant_keys.py"], "`ghostly`") == ["variant_keys.py: `ghostly`: ghostly"]
    assert (
        row_problems(
            ["storage/cache.py", "storage/cache_dirs.py"], "`.pickle`, `GHOST_CACHE_LIMIT_MB`"
        )
        == []
    )
    assert row_problems(["storage/cache.py", "storage/cache_dirs.py"], "`GHOST_CACHE_PATH`") == [
        "storage/cache.py, storage/cache_dirs.py: `GHOST_CACHE_PATH`: GHOST_CACHE_PATH"
    ]
    # a docstring's words are no values: `analyze` is in answers.py's docstring only
    assert row_problems(["analysis/answers.py"], "`analyze`") == [
        "analysis/answers.py: `analyze`: analyze"
    ]
