"""The on-disk cache cannot lie: a damaged entry (flipped bits, truncation, junk) is a miss,
recomputed and replaced, never a wrong answer and never an error. Also: a cached result
names the file asked about, the cache has a size limit with LRU eviction, it can be
cleared, and failed writes leave no temporary files."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ghost_gui.core.analysis.results import Workbench
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.solving.graph import GameGraph, build_graph
from ghost_gui.core.solving.solver import Solver
from ghost_gui.core.storage import cache, cache_dirs
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.store import DatrieStore
from ghost_gui.core.words.wordlist import load_word_list, word_list_from_words

ROOT = Path(__file__).resolve().parents[2]

WORDS = """
cat camel came cameo camera goat gecko gerbil gerbils hat heat heath heathen hen
jab jabber jam jamb jar jaw jazz mat mate matey moat monk monkey ox oxen oxide
zoo zoom zeal zebra tact tactic act acts actor
""".split()

#: random single-bit flips per file (fixed seed)
FLIPS = 30


@pytest.fixture(autouse=True)
def cache_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    d = tmp_path / "cache"
    monkeypatch.setenv("GHOST_CACHE_DIR", str(d))
    monkeypatch.delenv("GHOST_BUNDLED_CACHE", raising=False)
    monkeypatch.delenv("GHOST_CACHE_LIMIT_MB", raising=False)
    return d


@pytest.fixture
def words_file(tmp_path: Path) -> Path:
    p = tmp_path / "words.txt"
    p.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return p


def damages(data: bytes, seed: int) -> list[tuple[str, bytes]]:
    """Single-bit flips anywhere (header included), truncations and an extension."""
    rng = random.Random(seed)
    out = []
    for _ in range(FLIPS):
        i, bit = rng.randrange(len(data)), rng.randrange(8)
        b = bytearray(data)
        b[i] ^= 1 << bit
        out.append((f"bit {bit} of byte {i} flipped", bytes(b)))
    for n in sorted(
        {0, 1, 4, 5, 9, 20, 21, 22, 30, len(data) // 2, len(data) - 5, len(data) - 4, len(data) - 1}
    ):
        if 0 <= n < len(data):
            out.append((f"truncated to {n} bytes", data[:n]))
    out.append(("a byte appended", data + b"\x00"))
    out.append(("garbage", b"\x80\x04not a pickle"))
    return out


def check_damaged_entry(path: Path, run: Callable[[], Any], expected: Any, seed: int) -> None:
    """For every damage of ``path``: ``run()`` gives ``expected`` without raising, and the
    entry is replaced with the good one (the next run reads it)."""
    assert path.is_file(), path
    good = path.read_bytes()
    written: list[Path] = []
    real_atomic_file = cache.atomic_file

    def spy(target: Path, **kw):  # type: ignore[no-untyped-def]
        written.append(Path(target))
        return real_atomic_file(target, **kw)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(cache, "atomic_file", spy)
        assert run() == expected  # warm: the good entry is read, not rewritten
        assert path not in written and path.read_bytes() == good
        for what, bad in damages(good, seed):
            path.write_bytes(bad)
            written.clear()
            try:
                got = run()
            except Exception as exc:  # pragma: no cover - reported as a failure
                pytest.fail(f"{path.parent.name}/{path.name}: {what}: raised {exc!r}")
            assert got == expected, f"{path.parent.name}: {what}: a wrong answer"
            assert path in written, f"{path.parent.name}: {what}: not rewritten"
            assert path.read_bytes() == good, f"{path.parent.name}: {what}: not replaced"
            path.write_bytes(good)


def only_entry(root: Path, kind: str, suffix: str) -> Path:
    files = list((root / kind).glob(f"*{suffix}"))
    assert len(files) == 1, files
    return files[0]


# -- every kind of entry, damaged -----------------------------------------------------------
@pytest.mark.parametrize("variant, players", [("ghost", 2), ("super", 3)])
def test_damaged_analysis_entry_is_recomputed(
    words_file: Path, cache_root: Path, variant: str, players: int
) -> None:
    cold = Workbench(words_file, use_cache=False).analysis(variant, 3, players)
    assert Workbench(words_file).analysis(variant, 3, players) == cold  # writes the cache
    path = only_entry(cache_root, "file-analysis", ".pickle")
    check_damaged_entry(
        path, lambda: Workbench(words_file).analysis(variant, 3, players), cold, seed=1
    )


def test_entries_do_not_record_where_the_list_was(tmp_path: Path, cache_root: Path) -> None:
    """Entries are keyed by content: the same list in two folders stores the same bytes (the
    app's bundled cache is the same whatever folder built it), and a hit names the file read."""
    sizes = []
    for folder in ("a", "a-much-longer-folder-name"):
        d = tmp_path / folder
        d.mkdir()
        words = d / "words.txt"
        words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
        info, _ = Workbench(words).analysis("ghost", 3, 2)
        entry = only_entry(cache_root, "file-analysis", ".pickle")
        assert str(d).encode() not in entry.read_bytes()
        sizes.append(entry.read_bytes())
        assert Workbench(words).analysis("ghost", 3, 2)[0].path == str(words)  # a hit
        assert info.path == str(words)
        entry.unlink()
    assert sizes[0] == sizes[1]


@pytest.mark.parametrize("variant, seat", [("ghost", 0), ("ghost", 1), ("super", 0)])
def test_damaged_card_entry_is_recomputed(
    words_file: Path, cache_root: Path, variant: str, seat: int
) -> None:
    cold = Workbench(words_file, use_cache=False).card(variant, 3, 2, seat)
    assert Workbench(words_file).card(variant, 3, 2, seat) == cold
    path = only_entry(cache_root, "file-card", ".pickle")
    check_damaged_entry(
        path, lambda: Workbench(words_file).card(variant, 3, 2, seat), cold, seed=2 + seat
    )


def solved_state(words_file: Path, variant: str, players: int, use_cache: bool = True) -> tuple:
    lexicon = Lexicon.build(load_word_list(words_file), 3, use_cache=use_cache)
    s = Solver(lexicon, variant_by_key(variant), players, use_cache=use_cache).solve()
    g = s.graph
    assert g is not None
    return (
        s.analysis(),
        s.values,
        g.fragments,
        bytes(g.terminal),
        g.level_span,
        g.fragment_count,
        [a.tobytes() for a in g.edge_child],
        [a.tobytes() for a in g.edge_parent],
        {f: s.winning_plays(f) for f in ("", "c", "ca", "ja", "ze", "mo")},
    )


@pytest.mark.parametrize("variant, players", [("ghost", 2), ("super", 2), ("superduper", 3)])
def test_damaged_solved_stream_is_recomputed(
    words_file: Path, cache_root: Path, variant: str, players: int
) -> None:
    cold = solved_state(words_file, variant, players, use_cache=False)
    assert solved_state(words_file, variant, players) == cold
    path = only_entry(cache_root, "solved", ".stream")
    check_damaged_entry(path, lambda: solved_state(words_file, variant, players), cold, seed=5)


QUERIES = sorted(
    {w[:i] for w in WORDS for i in range(len(w) + 1)}
    | {w[i:j] for w in WORDS[::3] for i in range(len(w)) for j in range(i + 1, len(w) + 1)}
    | {"q", "zz", "tca", "xo", "camer", "ebr", "aa", "Q"}
)


def lexicon_answers(words_file: Path, use_cache: bool = True) -> tuple:
    lx = Lexicon.build(load_word_list(words_file), 3, use_cache=use_cache)
    return tuple(
        (q, lx.is_prefix(q), lx.word_with_prefix(q), lx.is_infix(q), lx.word_containing(q))
        for q in QUERIES
    )


@pytest.mark.parametrize("kind", ["prefix", "infix"])
def test_damaged_trie_is_rebuilt(words_file: Path, cache_root: Path, kind: str) -> None:
    cold = lexicon_answers(words_file, use_cache=False)
    assert lexicon_answers(words_file) == cold
    lx = Lexicon.build(load_word_list(words_file), 3)
    path = cache.entry_path("trie", cache.cache_key(kind, lx.key), ".trie")
    check_damaged_entry(
        path, lambda: lexicon_answers(words_file), cold, seed=7 if kind == "prefix" else 8
    )


def test_old_format_entries_are_misses(cache_root: Path) -> None:
    """A bare pickle (the layout before checksums) is not trusted."""
    import pickle

    key = cache.cache_key("x")
    path = cache.entry_path("analysis", key)
    path.parent.mkdir(parents=True)
    path.write_bytes(pickle.dumps({"format": cache.CACHE_FORMAT, "value": 42}))
    assert cache.load_cached("analysis", key) is None
    assert not path.exists()  # deleted, to be rewritten
    cache.store_cached("analysis", key, 42)
    assert cache.load_cached("analysis", key) == 42


def test_damaged_bundled_entry_is_not_trusted_nor_touched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundled = tmp_path / "bundled"
    monkeypatch.setenv("GHOST_CACHE_DIR", str(bundled))
    key = cache.cache_key("bundled")
    cache.store_cached("analysis", key, (1, 2, 3))
    path = cache.entry_path("analysis", key)
    data = bytearray(path.read_bytes())
    data[-3] ^= 4
    path.write_bytes(bytes(data))
    mtime = path.stat().st_mtime_ns
    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "user"))
    monkeypatch.setenv("GHOST_BUNDLED_CACHE", str(bundled))
    assert cache.load_cached("analysis", key) is None
    assert path.read_bytes() == bytes(data) and path.stat().st_mtime_ns == mtime


def test_from_parts_rejects_malformed_parts_without_asserts() -> None:
    lexicon = Lexicon.build(word_list_from_words(WORDS), 3, use_cache=False)
    g = build_graph(lexicon.sorted_words, variant_by_key("super"))
    values = list(range(len(g)))
    parts = list(g.to_parts(values))
    back = GameGraph.from_parts(parts)
    assert back is not None and back[1] == values and back[0].fragments == g.fragments
    head = parts[0]
    bad: list[Any] = [
        [],
        None,
        parts[:-1],
        parts + [[]],
        [("graph", 2, *head[2:])] + parts[1:],
        [head[:5] + (head[5][:-1],)] + parts[1:],  # terminal too short
        [head[:2] + (head[2] + 1,) + head[3:]] + parts[1:],
        [head[:4] + ([(0, 1)] * len(head[4]),) + head[5:]] + parts[1:],
        [head] + [(b"\x00\x00\x00", b"\x00\x00\x00")] + parts[2:],
        parts[:-1] + [parts[-1][:-1]],
        parts[:-1] + [{"a": 1}],
        [
            head,
            *parts[1:-2],
            [*parts[-2][:-1], "zz"],
            parts[-1],
        ],  # a fragment twice? a different one
    ]
    for b in bad:
        assert GameGraph.from_parts(b) is None


def test_from_parts_checks_survive_python_O(tmp_path: Path) -> None:
    code = """
import sys
from ghost_gui.core.solving.graph import GameGraph
head = ("graph", 1, 3, 3, [(2, 3), (1, 2), (0, 1)], b"\\x00")  # terminal of the wrong length
parts = [head, (b"", b""), (b"", b""), (b"", b""), ["ab", "a", ""], [0, 0, 0]]
assert __debug__ is False
print(GameGraph.from_parts(parts) is None)
"""
    r = subprocess.run([sys.executable, "-O", "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "True"


# -- the name of the file asked about -------------------------------------------------------
def test_a_cached_result_names_the_file_asked_about(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    alpha, beta = tmp_path / "alpha.txt", tmp_path / "beta.txt"
    for p in (alpha, beta):
        p.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    a_info, a = Workbench(alpha).analysis("ghost", 3, 2)
    b_info, b = Workbench(beta).analysis("ghost", 3, 2)  # a cache hit: the same content
    assert a == b and a_info.name == "alpha" and a_info.path == str(alpha)
    assert b_info.name == "beta" and b_info.path == str(beta) and b_info.report == a_info.report
    Workbench(alpha).card("ghost", 3, 2, 0)
    c_info, _ = Workbench(beta).card("ghost", 3, 2, 0)
    assert (c_info.name, c_info.path) == ("beta", str(beta))

    from ghost_gui.cli.dispatch import main

    assert main(["analyze", str(beta), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["word_list"] == "beta"


# -- size limit, LRU eviction, clearing -----------------------------------------------------
def test_limit_from_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert cache.limit_bytes() == 1024 * 1024 * 1024
    monkeypatch.setenv("GHOST_CACHE_LIMIT_MB", "2")
    assert cache.limit_bytes() == 2 * 1024 * 1024
    monkeypatch.setenv("GHOST_CACHE_LIMIT_MB", "nonsense")
    assert cache.limit_bytes() == 1024 * 1024 * 1024


def test_least_recently_used_entries_are_evicted(
    cache_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keys = {name: cache.cache_key(name) for name in "abcde"}
    blob = os.urandom(1200)
    for name in "abc":
        cache.store_cached("lru", keys[name], blob)
    size = cache.entry_path("lru", keys["a"]).stat().st_size
    assert cache.cache_size() == 3 * size
    # a, b, c written long ago in that order; then a is read (used)
    now = time.time()
    for i, name in enumerate("abc"):
        os.utime(cache.entry_path("lru", keys[name]), (now - 1000 + i, now - 1000 + i))
    assert cache.load_cached("lru", keys["a"]) == blob
    # room for three entries and a half: the fourth goes over, down to 80%: two are left
    monkeypatch.setenv("GHOST_CACHE_LIMIT_MB", str(3.5 * size / (1024 * 1024)))
    cache.store_cached("lru", keys["d"], blob)
    left = {name for name in "abcd" if cache.entry_path("lru", keys[name]).exists()}
    assert left == {"a", "d"}
    assert cache.cache_size() <= 0.8 * cache.limit_bytes()
    # the entry just written is never evicted, even when alone over the limit
    big = os.urandom(10 * size)
    cache.store_cached("lru", keys["e"], big)
    assert cache.load_cached("lru", keys["e"]) == big
    assert [p.name for p in (cache_root / "lru").iterdir()] == [f"{keys['e']}.pickle"]


def test_eviction_covers_every_kind(
    words_file: Path, cache_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Workbench(words_file).analysis("super", 3, 2)
    Lexicon.build(load_word_list(words_file), 3).is_infix("ebr")
    assert cache.cache_size() > 0
    monkeypatch.setenv("GHOST_CACHE_LIMIT_MB", str(1 / 1024))  # 1 KiB
    Workbench(words_file).analysis("ghost", 3, 2)
    # only the last entry written is left, and answers are still right
    files = [p for p in cache_root.rglob("*") if p.is_file()]
    assert len(files) == 1 and files[0].parent.name == "file-analysis"
    cold = Workbench(words_file, use_cache=False).analysis("super", 3, 2)
    assert Workbench(words_file).analysis("super", 3, 2) == cold


def test_clear_cache_empties_it(
    words_file: Path, cache_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bench = Workbench(words_file)
    bench.analysis("ghost", 3, 2)
    bench.card("super", 3, 2, 1)
    Lexicon.build(load_word_list(words_file), 3).is_infix("ebr")
    kinds = {p.parent.name for p in cache_root.rglob("*") if p.is_file()}
    assert kinds == {"file-analysis", "file-card", "solved", "trie"}
    size = cache.cache_size()
    assert size == sum(p.stat().st_size for p in cache_root.rglob("*") if p.is_file())
    # a bundled cache is never touched
    bundled = tmp_path / "bundled"
    (bundled / "trie").mkdir(parents=True)
    (bundled / "trie" / "x.trie").write_bytes(b"bundled")
    monkeypatch.setenv("GHOST_BUNDLED_CACHE", str(bundled))
    assert cache.clear_cache() == size
    assert cache.cache_size() == 0
    assert not [p for p in cache_root.rglob("*") if p.is_file()]
    assert (bundled / "trie" / "x.trie").read_bytes() == b"bundled"
    assert cache.clear_cache() == 0
    # and everything still works
    cold = Workbench(words_file, use_cache=False).analysis("ghost", 3, 2)
    assert Workbench(words_file).analysis("ghost", 3, 2) == cold


# -- temporary files ------------------------------------------------------------------------
@pytest.mark.parametrize("error", [OSError("disk full"), RuntimeError("datrie failed")])
def test_a_failed_trie_write_leaves_no_temporary_file(
    words_file: Path, cache_root: Path, monkeypatch: pytest.MonkeyPatch, error: Exception
) -> None:
    def failing_save(self: DatrieStore, path: Path) -> None:
        Path(path).write_bytes(b"half a trie")
        raise error

    monkeypatch.setattr(DatrieStore, "save", failing_save)
    lx = Lexicon.build(load_word_list(words_file), 3)
    assert lx.is_prefix("zeb") and lx.word_containing("ebr") == "zebra"  # works without the cache
    assert not [p for p in cache_root.rglob("*") if p.name.endswith(".tmp")]
    assert not list(cache_root.rglob("*.trie"))


def test_a_failed_copy_leaves_no_temporary_file(
    cache_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_replace = os.replace

    def failing_replace(src: str, dst: str) -> None:
        raise OSError("cannot rename")

    monkeypatch.setattr(os, "replace", failing_replace)
    assert not cache.store_file("trie", "k", ".trie", lambda p: Path(p).write_bytes(b"data"))
    cache.store_cached("analysis", "k", 1)
    cache.store_stream("solved", "k", iter([1, 2]))
    monkeypatch.setattr(os, "replace", real_replace)
    assert not [p for p in cache_root.rglob("*") if p.is_file()]


def test_orphan_temporary_files_are_swept_on_first_use(
    cache_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = cache_root / "trie"
    d.mkdir(parents=True)
    old, fresh, legacy = d / ".abc.trie.x1.tmp", d / ".abc.trie.x2.tmp", d / "abc.tmp"
    entry = d / "abc.trie"
    for p in (old, fresh, legacy, entry):
        p.write_bytes(b"x")
    long_ago = time.time() - 2 * cache.ORPHAN_AGE
    for p in (old, legacy, entry):
        os.utime(p, (long_ago, long_ago))
    monkeypatch.setattr(cache_dirs, "_swept", set())
    assert cache.load_cached("analysis", "missing") is None  # the first use sweeps
    assert not old.exists() and not legacy.exists()
    assert fresh.exists() and entry.exists()


def test_stream_round_trip_with_many_parts(cache_root: Path) -> None:
    parts = [("head", 1), b"", *[list(range(i)) for i in range(50)], "end"]
    cache.store_stream("solved", "k", iter(parts))
    assert cache.load_stream("solved", "k") == parts
    cache.store_stream("solved", "empty", iter([]))
    assert cache.load_stream("solved", "empty") == []


# -- values pickled under another layout ----------------------------------------------------
def test_schema_tag_follows_the_layout() -> None:
    from dataclasses import dataclass, make_dataclass

    @dataclass
    class A:
        x: int

    B = make_dataclass("A", [("x", int), ("y", int)])
    B.__module__, B.__qualname__ = A.__module__, A.__qualname__
    assert cache.schema_tag(A) == cache.schema_tag(A)
    assert cache.schema_tag(A) != cache.schema_tag(B)


def test_schema_tag_of_named_tuples_and_slotted_classes() -> None:
    """The records of the way to an analysis (NamedTuples, and classes with slots such as
    Play) are tagged by their fields too."""
    from typing import NamedTuple

    class C(NamedTuple):
        x: int

    class D(NamedTuple):
        x: int
        y: int = 0

    D.__qualname__ = C.__qualname__
    assert cache.schema_tag(C) != cache.schema_tag(D)

    class E:
        __slots__ = ("x",)
        x: int

    class F:
        __slots__ = ("x",)
        x: str

    F.__qualname__ = E.__qualname__
    assert cache.schema_tag(E) != cache.schema_tag(F)


def test_records_are_immutable_values_that_pickle() -> None:
    import pickle

    from ghost_gui.core.play.plays import Play, Side
    from ghost_gui.core.words.wordlist import word_list_from_words

    p = Play("a", Side.LEFT, True)
    assert pickle.loads(pickle.dumps(p)) == p and hash(p) == hash(Play("a", Side.LEFT, True))
    assert p != Play("a") and Play("a") == Play("a", Side.RIGHT, False) and Play("a") < p
    assert repr(p) == "Play(letter='a', side=<Side.LEFT: 'left'>, reverse=True)"
    wl = word_list_from_words(["cat", "dog"])
    assert pickle.loads(pickle.dumps(wl)) == wl and len(wl) == 2
    assert wl.replace(name="x").name == "x" and wl.replace(name="x").words == wl.words
    for record, field in ((p, "letter"), (wl, "words")):
        with pytest.raises(AttributeError):
            setattr(record, field, None)


# -- entries that know what they hold -------------------------------------------------------
def bench_solver(words_file: Path, variant: str, min_length: int, use_cache: bool = True) -> Solver:
    """The game's own path to perfect play: a Workbench's solver."""
    return Workbench(words_file, use_cache=use_cache).solver(variant, min_length, 2).solve()


def solver_state(s: Solver) -> tuple:
    g = s.graph
    assert g is not None
    return len(g), g.fragment_count, {f: s.losers(f) for f in QUERIES}, s.analysis()


def test_an_entry_made_for_other_rules_is_a_miss(
    words_file: Path, cache_root: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A valid entry of Ghost, minimum 3, copied over SuperGhost minimum 4's (a restored or
    copied cache): its checksum passes, but it records what it was made for, so it is a
    miss, told in the log and rebuilt; the solver plays SuperGhost's graph."""
    right = solver_state(bench_solver(words_file, "super", 4, use_cache=False))
    ghost = bench_solver(words_file, "ghost", 3)
    assert solver_state(ghost)[0] != right[0]
    super_ = bench_solver(words_file, "super", 4)
    assert solver_state(super_) == right
    ghost_path = cache.entry_path("solved", ghost.key, ".stream")
    super_path = cache.entry_path("solved", super_.key, ".stream")
    good = super_path.read_bytes()
    super_path.write_bytes(ghost_path.read_bytes())
    caplog.set_level("WARNING", logger="ghost_gui.core.storage.cache")
    assert solver_state(bench_solver(words_file, "super", 4)) == right
    told = [r.getMessage() for r in caplog.records if r.name == "ghost_gui.core.storage.cache"]
    assert len(told) == 1 and str(super_path) in told[0] and "ghost, minimum length 3" in told[0], (
        told
    )
    assert super_path.read_bytes() == good  # rebuilt
    caplog.clear()
    assert solver_state(bench_solver(words_file, "super", 4)) == right  # and read back, quietly
    assert not caplog.records


@pytest.mark.parametrize(
    "store, load",
    [
        (
            lambda k, r: cache.store_cached("analysis", k, [1, 2], r),
            lambda k, r: cache.load_cached("analysis", k, r),
        ),
        (
            lambda k, r: cache.store_stream("solved", k, iter([1, 2]), r),
            lambda k, r: cache.load_stream("solved", k, r),
        ),
        (
            lambda k, r: cache.store_file("trie", k, ".trie", lambda p: p.write_bytes(b"12"), r),
            lambda k, r: cache.load_file("trie", k, ".trie", lambda fh: fh.read(), r),
        ),
    ],
)
def test_every_kind_of_entry_records_its_key_and_rules(
    cache_root: Path, store: Callable[[str, str], Any], load: Callable[[str, str], Any]
) -> None:
    a, b = cache.cache_key("a"), cache.cache_key("b")
    store(a, "rules A")
    assert load(a, "rules A") in ([1, 2], b"12")
    path_a = next(cache_root.glob(f"*/{a}.*"))
    path_b = path_a.with_name(path_a.name.replace(a, b))
    path_b.write_bytes(path_a.read_bytes())  # filed under another key
    assert load(b, "rules A") is None
    assert not path_b.exists()  # deleted, to be rewritten
    assert load(a, "rules B") is None  # made for other rules
    assert not path_a.exists()


def test_entries_of_the_layout_without_a_label_are_misses(
    words_file: Path, cache_root: Path
) -> None:
    """An entry in the previous layout (header and checksum, no record of what it was made
    for) is rebuilt, even when its checksum is right."""
    import pickle
    import struct
    import zlib

    right = solver_state(bench_solver(words_file, "super", 4, use_cache=False))
    s = bench_solver(words_file, "super", 4)
    path = cache.entry_path("solved", s.key, ".stream")
    good = path.read_bytes()
    assert s.graph is not None and s.values is not None
    body, crc = bytearray(), 0
    for part in s.graph.to_parts(s.values):
        data = pickle.dumps(part, protocol=pickle.HIGHEST_PROTOCOL)
        size = struct.pack("<Q", len(data))
        crc = zlib.crc32(data, zlib.crc32(size, crc))
        body += size + data + struct.pack("<I", crc)
    path.write_bytes(struct.pack("<4s1sIQI", b"GHCE", b"S", 2, len(body), crc) + bytes(body))
    assert cache.load_stream("solved", s.key) is None
    assert not path.exists()
    assert solver_state(bench_solver(words_file, "super", 4)) == right
    assert path.read_bytes() == good


def test_a_cache_folder_that_cannot_be_entered_is_a_miss_told_once(
    words_file: Path,
    cache_root: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Path.is_file raises PermissionError in another user's folder (mode 700)."""
    right = solver_state(bench_solver(words_file, "super", 3, use_cache=False))
    real_is_file = Path.is_file

    def is_file(self: Path) -> bool:
        if str(self).startswith(str(cache_root) + os.sep):
            raise PermissionError(13, "Permission denied", str(self))
        return real_is_file(self)

    monkeypatch.setattr(Path, "is_file", is_file)
    caplog.set_level("WARNING", logger="ghost_gui.core.storage.cache")
    bench = Workbench(words_file)
    assert solver_state(bench.solver("super", 3, 2).solve()) == right
    assert bench.analysis("super", 3, 2)[1] == right[3]
    told = [r.getMessage() for r in caplog.records if r.name == "ghost_gui.core.storage.cache"]
    assert told == [
        f"cannot use the cache folder {cache_root} (Permission denied); working without it"
    ]


def test_a_knock_out_solve_on_a_shared_graph_keeps_the_bundled_entry(
    tmp_path: Path, words_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The installed game's first start must write nothing to the user's cache when the
    bundled one holds the default game: the 2-player solve after a knock-out in a 3-player
    self-test (on the 3-player solver's graph, so the cache is not read) copied its bundled
    entry into the user's cache."""
    bundled, user = tmp_path / "bundled", tmp_path / "user"
    monkeypatch.setenv("GHOST_CACHE_DIR", str(bundled))
    for players in (2, 3):  # as scripts/prebuild_caches.py makes them
        Workbench(words_file).solver("ghost", 3, players).solve()
    monkeypatch.setenv("GHOST_CACHE_DIR", str(user))
    monkeypatch.setenv("GHOST_BUNDLED_CACHE", str(bundled))
    bench = Workbench(words_file)
    three = bench.solver("ghost", 3, 3).solve()
    two = bench.solver("ghost", 3, 2)
    assert two.graph is three.graph  # shared: the cache is not read
    two.solve()
    assert not list(user.rglob("*.stream"))
    # with no entry anywhere, the shared solve is stored as before
    monkeypatch.delenv("GHOST_BUNDLED_CACHE")
    again = Workbench(words_file)
    again.solver("ghost", 3, 3).solve()
    again.solver("ghost", 3, 2).solve()
    assert len(list(user.rglob("*.stream"))) == 2
