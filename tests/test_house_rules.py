"""The house's rules as ARCHITECTURE.md states them, read from the code: no product module
over 400 lines (``ONE_IDEA`` lists the few that hold one idea in up to 500, and why), no import circles, nothing imported from a floor above, and no private
name taken from another module. Every import counts: at the top, inside a function, or
under ``TYPE_CHECKING`` (each ties two modules all the same)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "ghost_gui"
MAX_LINES = 400
#: modules that hold one idea and may run to ONE_IDEA_LINES, each with its reason: a longer
#: module that holds one idea beats two glued by a protocol
ONE_IDEA_LINES = 500
ONE_IDEA = {
    "ghost_gui.core.analysis.results": "the Workbench: one list's lexicons, graphs, solvers "
    "and answers, kept so that every request on the list shares the work done for another",
    "ghost_gui.core.opponents.plausibility": "one model: how a human-like computer judges "
    "letters, from the language's runs and the words it has heard of",
    "ghost_gui.core.solving.pool_levels": "Anaghost's analysis over packed pools: how a "
    "pool is a number, the level pass (the compiled one's Python reference beside it) and "
    "the analysis a level at a time, in two halves where a level is large",
    "ghost_gui.core.solving.graph": "the game graph: its levels and index, built a level at "
    "a time from the plays each variant allows (each kind of edge a function, compiled where "
    "it can be, its Python loop beside it as the fallback and the tests' reference)",
    "ghost_gui.gui.table.main_window": "the table's window: it lays out and draws the parts "
    "the table's state names; its keys and fit are modules of their own already",
}
#: the one module longer than that, with its own limit and reason
LONGER = {
    "ghost_gui.gui.table.session": (
        650,
        "the table session: every change to the game at the table goes through it, so that "
        "no other module reads or writes the match; its parts that are concepts of their "
        "own (the solved game, the word rulings, the computers, the view state, loading) "
        "are modules already",
    ),
}

#: each part of the package and its floor: a module may import its own part and the floors
#: below; two parts on one floor know nothing of each other
FLOORS = {
    "ghost_gui": 0,  # the package's face: its name and version
    "ghost_gui.paths": 0,
    "ghost_gui.core": 1,  # the core's foundation: core/*.py
    "ghost_gui.core.storage": 2,
    "ghost_gui.core.words": 3,
    "ghost_gui.core.play": 4,
    "ghost_gui.core.solving": 5,
    "ghost_gui.core.cards": 6,
    "ghost_gui.core.opponents": 6,
    "ghost_gui.core.analysis": 7,
    "ghost_gui.gui": 8,  # the window's foundation: gui/*.py
    "ghost_gui.gui.texts": 9,
    "ghost_gui.gui.table": 10,
    "ghost_gui.gui.cards": 10,
    "ghost_gui.gui.dialogs": 10,
    "ghost_gui.gui.app": 11,
    "ghost_gui.cli": 12,
    "ghost_gui.__main__": 13,  # the entry point
}
#: imports that cross the floors on purpose: the command line draws a pocket card's PDF
#: with the window's code; learning from one's mistakes asks for a letter on the drill's
#: board, with the drill's keys
ALLOWED_UP = {
    ("ghost_gui.cli.cards", "ghost_gui.gui.cards.pocket_card"),
    ("ghost_gui.gui.dialogs.learn_view", "ghost_gui.gui.cards.drill_board"),
    ("ghost_gui.gui.dialogs.learn_view", "ghost_gui.gui.cards.drill_keys"),
}


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


MODULES = _modules()


def _part(module: str) -> str:
    """The part of the package a module belongs to: a package's own ``__init__`` and the
    modules named in FLOORS are theirs, any other the nearest package in FLOORS."""
    if module in FLOORS:
        return module
    package = module.rsplit(".", 1)[0]
    while package not in FLOORS:
        package = package.rsplit(".", 1)[0]
    return package


def _imports(module: str) -> list[tuple[str, list[str]]]:
    """Every import of ``module``: the module imported (resolved) and the names taken."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(a.name, []) for a in node.names if a.name.startswith("ghost_gui")]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("ghost_gui"):
                continue
            names = [a.name for a in node.names]
            # "from . import x" / "from .pkg import mod": the names may be modules
            subs = [f"{target}.{n}" for n in names if f"{target}.{n}" in MODULES]
            if subs:
                found += [(s, []) for s in subs]
                rest = [n for n in names if f"{target}.{n}" not in MODULES]
                if rest:
                    found.append((target, rest))
            else:
                found.append((target, names))
    return found


def _graph() -> dict[str, set[str]]:
    return {m: {t for t, _ in _imports(m) if t in MODULES and t != m} for m in sorted(MODULES)}


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_over_400_lines(module: str) -> None:
    lines = len(MODULES[module].read_text(encoding="utf-8").splitlines())
    limit = ONE_IDEA_LINES if module in ONE_IDEA else MAX_LINES
    assert lines <= (LONGER[module][0] if module in LONGER else limit), f"{module}: {lines} lines"


def test_no_import_circles() -> None:
    graph = _graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(m: str) -> None:  # Tarjan's strongly connected components
        index[m] = low[m] = len(index)
        stack.append(m)
        for t in graph[m]:
            if t not in index:
                visit(t)
                low[m] = min(low[m], low[t])
            elif t in stack:
                low[m] = min(low[m], index[t])
        if low[m] == index[m]:
            component = []
            while True:
                t = stack.pop()
                component.append(t)
                if t == m:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for m in graph:
        if m not in index:
            visit(m)
    assert circles == []


def test_nothing_is_imported_from_a_floor_above_or_a_neighbour() -> None:
    wrong = []
    for m, targets in _graph().items():
        here = _part(m)
        for t in targets:
            there = _part(t)
            if there == here or (m, t) in ALLOWED_UP:
                continue
            if FLOORS[there] < FLOORS[here]:
                continue
            wrong.append(f"{m} -> {t}")
    assert wrong == []


def test_no_private_name_is_taken_from_another_module() -> None:
    taken = [
        f"{m}: {name} from {t}"
        for m in MODULES
        for t, names in _imports(m)
        for name in names
        if name.startswith("_") and not name.startswith("__")
    ]
    assert taken == []


def test_the_rules_see_the_imports() -> None:
    """The reader finds relative, lazy and TYPE_CHECKING imports (else the rules above
    would pass on nothing)."""
    graph = _graph()
    assert "ghost_gui.core.words.lexicon" in graph["ghost_gui.core.solving.solver"]
    assert "ghost_gui.gui.cards.pocket_card" in graph["ghost_gui.cli.cards"]
    assert "ghost_gui.gui.dialogs.words_dialog" in graph["ghost_gui.gui.app.word_lists"]
    assert _part("ghost_gui.core.errors") == "ghost_gui.core"
    assert _part("ghost_gui.gui.jobs") == "ghost_gui.gui"
    assert _part("ghost_gui.paths") == "ghost_gui.paths"
    assert _part("ghost_gui.core.cards") == "ghost_gui.core.cards"  # its __init__


#: standard modules the app never imports: each names ``multiprocessing``, whose
#: ``connection`` names ``xmlrpc.client``, ``http.client`` and ``ssl``, so the frozen app
#: would ship ``_ssl`` without the OpenSSL the Windows build leaves out (build.spec's DROP)
#: and fail its imports check. The table's second process is a ``subprocess``.
NEVER_IMPORTED = ("multiprocessing", "concurrent.futures")


def test_nothing_imports_multiprocessing_or_concurrent_futures() -> None:
    found = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            else:
                continue
            found += [f"{module}: {n}" for n in names if n.startswith(NEVER_IMPORTED)]
    assert found == []


#: item classes a view makes itself (CONTRIBUTING.md, gui/view_items.py): made in Python,
#: their Python half outlived by the C++ item crashed a test worker
VIEW_ITEMS = {"QListWidgetItem", "QTableWidgetItem", "QTreeWidgetItem", "QStandardItem"}


def test_no_list_or_table_item_is_made_in_python() -> None:
    found = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                named = [node.func]
            elif isinstance(node, ast.ClassDef):
                named = list(node.bases)
            else:
                continue
            names = {
                n.attr if isinstance(n, ast.Attribute) else getattr(n, "id", "") for n in named
            }
            found += [f"{module}:{node.lineno}: {n}" for n in sorted(names & VIEW_ITEMS)]
    assert found == []


#: the session's modules, which alone hold the match and the solved game (the session, the
#: solved game it asks, the rulings and the match's record it is given the match for); everyone else draws the
#: state it publishes and calls its intents
SESSION = {
    "ghost_gui.gui.table.session",
    "ghost_gui.gui.table.solved_game",
    "ghost_gui.gui.table.word_rulings",
    "ghost_gui.gui.table.match_keeping",
}
SESSION_ONLY = {"match", "loaded", "solver", "solvers", "_match", "_solved"}
#: other objects' attributes of those names, each with its reason
NOT_THE_SESSIONS = {
    ("ghost_gui.gui.app.saved_match", "saved"): "a SavedGame's match is the saved record",
    ("ghost_gui.gui.table.saved_game", "self"): "the SavedGame's own saved match record",
    ("ghost_gui.gui.settings", "re"): "re.match, a regular expression",
    ("ghost_gui.gui.table.meanings", "d"): "whether the dictionary has been read",
    ("ghost_gui.gui.table.loading", "bench"): "the game solved while it loads, on a worker",
}


def _base(node: ast.expr) -> str:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else ""


def test_no_module_but_the_session_reads_the_match_or_the_solved_game() -> None:
    """The window, its keys and menus, the app's features and the computers read the
    session's published state, never the match, the loaded game or its solvers."""
    found = []
    for module, path in MODULES.items():
        if module in SESSION or not module.startswith(("ghost_gui.gui", "ghost_gui.cli")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in SESSION_ONLY:
                if (module, _base(node.value)) not in NOT_THE_SESSIONS:
                    found.append(f"{module}:{node.lineno} .{node.attr}")
    assert not found, found


def test_the_session_is_the_only_one_to_make_or_change_a_match() -> None:
    """A match is made (or restored from its save) only by the session."""
    makers = []
    for module, path in MODULES.items():
        if module in SESSION or not module.startswith("ghost_gui.gui"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
                if name in ("Match", "count_word"):
                    makers.append(f"{module}:{node.lineno} {name}")
    assert not makers, makers
