"""The command line, run as a user would: a subprocess, checking output and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ghost_gui.core.play.variants import VARIANTS

ROOT = Path(__file__).resolve().parents[2]


def english(cache: Path) -> dict[str, str]:
    """English help whatever the machine's locale and the window's settings (--help follows
    both): the C locale, and a data folder of the test's own, without settings."""
    return {"LC_ALL": "C.UTF-8", "GHOST_DATA_DIR": str(cache.parent / "data")}


def run(*args: str, cache: Path, **env_vars: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, **english(cache))
    env.update(GHOST_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT), **env_vars)
    return subprocess.run(
        [sys.executable, "-m", "ghost_gui", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=ROOT,
    )


@pytest.fixture
def words(tmp_path: Path) -> Path:
    p = tmp_path / "tiny.txt"
    p.write_text("cat camel goat gerbil\n")
    return p


def test_analyze_json(words: Path, tmp_path: Path) -> None:
    r = run("analyze", str(words), "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["words"] == 4 and data["losers"] == [2] and data["winning_first_moves"] == ["g"]
    assert data["fragments"] == len(
        {w[:i] for w in "cat camel goat gerbil".split() for i in range(len(w) + 1)}
    )


def test_analyze_text_and_players(words: Path, tmp_path: Path) -> None:
    r = run("analyze", str(words), "--players", "3", "--variant", "anti", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert "Anti-Ghost" in r.stdout and "3 players" in r.stdout


def test_output_is_utf8_whatever_the_pipe_encoding(words: Path, tmp_path: Path) -> None:
    """Windows writes a pipe in cp1252, which has no "→": the command line prints UTF-8."""
    r = run("card", str(words), "--player", "1", cache=tmp_path / "c", PYTHONIOENCODING="cp1252")
    assert r.returncode == 0, r.stderr
    assert "→" in r.stdout or "—" in r.stdout
    r = run(
        "analyze", str(tmp_path / "нет-такого.txt"), cache=tmp_path / "c", PYTHONIOENCODING="cp1252"
    )
    assert r.returncode == 2 and "нет-такого" in r.stderr


def test_card_json(words: Path, tmp_path: Path) -> None:
    r = run("card", str(words), "--player", "1", "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["words"] == ["gerbil", "goat"] and data["losing_words"] == []


def test_every_seats_card_from_one_run(words: Path, tmp_path: Path) -> None:
    r = run(
        "card",
        str(words),
        "--player",
        "all",
        "--players",
        "3",
        "--json",
        "--no-cache",
        cache=tmp_path / "c",
    )
    assert r.returncode == 0, r.stderr
    cards = [json.loads(line) for line in r.stdout.splitlines()]
    assert [c["player"] for c in cards] == [1, 2, 3]
    one = run(
        "card",
        str(words),
        "--player",
        "2",
        "--players",
        "3",
        "--json",
        "--no-cache",
        cache=tmp_path / "c",
    )
    assert json.loads(one.stdout) == cards[1]
    text = run("card", str(words), "--player", "all", cache=tmp_path / "c").stdout
    assert "Player 1's card" in text and "Player 2's card" in text
    bad = run("card", str(words), "--player", "everyone", cache=tmp_path / "c")
    assert bad.returncode == 2 and '"all"' in bad.stderr


def test_card_defaults_are_the_window_s_default_game(words: Path, tmp_path: Path) -> None:
    """The window's default game (new_game_dialog.GameSetup): Ghost, 2 players, minimum length 4."""
    from ghost_gui.gui.dialogs.game_setup import GameSetup

    r = run("card", str(words), "--player", "1", "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    game = GameSetup()
    assert (
        (data["min_length"], data["variant"], data["players"])
        == (game.min_length, game.variant, len(game.players))
        == (4, "ghost", 2)
    )
    assert (
        "minimum length 4" in run("card", str(words), "--player", "1", cache=tmp_path / "c").stdout
    )
    assert "(default 4)" in run("card", "--help", cache=tmp_path / "c").stdout
    assert (
        json.loads(
            run(
                "card",
                str(words),
                "--player",
                "1",
                "--json",
                "--min-length",
                "3",
                cache=tmp_path / "c",
            ).stdout
        )["min_length"]
        == 3
    )


def test_the_flat_card_explains_the_loss_mark_only_when_a_word_has_it(
    words: Path, tmp_path: Path
) -> None:
    winning = run("card", str(words), "--player", "1", "--flat", cache=tmp_path / "c")
    assert winning.returncode == 0, winning.stderr
    assert "every word wins." in winning.stdout and "*" not in winning.stdout
    losing = run("card", str(words), "--player", "2", "--flat", cache=tmp_path / "c")
    assert (
        "some words lose (* marks a word that loses)." in losing.stdout and "goat*" in losing.stdout
    )


def test_tree_card_text(words: Path, tmp_path: Path) -> None:
    r = run(
        "card",
        str(words),
        "--player",
        "2",
        "--variant",
        "superduper",
        "--no-cache",
        cache=tmp_path / "c",
    )
    assert r.returncode == 0, r.stderr
    assert "Player 2's card: SuperDuperGhost" in r.stdout
    assert not (tmp_path / "c").exists()  # --no-cache writes nothing


def test_table(words: Path, tmp_path: Path) -> None:
    r = run("table", str(words), "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert len(rows) == len(VARIANTS) * 2 * 3
    assert {(x["variant"], x["min_length"], x["players"]) for x in rows} >= {
        ("ghost", 3, 2),
        ("superduper", 4, 4),
    }


@pytest.mark.parametrize(
    "args",
    [
        ["analyze", "/no/such/file.txt"],
        ["analyze", "{words}", "--variant", "hyper"],
        ["analyze", "{words}", "--players", "9"],
        ["analyze", "{words}", "--min-length", "0"],
        ["card", "{words}"],
        ["card", "{words}", "--player", "3"],
        ["analyze", "{words}", "--min-length", "12"],
        ["analyze", "{binary}"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], words: Path, tmp_path: Path) -> None:
    binary = tmp_path / "bin.dat"
    binary.write_bytes(b"\x00\x01\x02cat")
    args = [a.format(words=words, binary=binary) for a in args]
    r = run(*args, cache=tmp_path / "c")
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("error:")


def test_core_and_cli_do_not_import_qt(tmp_path: Path, words: Path) -> None:
    code = f"""
import sys, importlib.abc
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
            raise ImportError('Qt is blocked in this test: ' + name)
sys.meta_path.insert(0, Block())
import ghost_gui.core.words.wordlist, ghost_gui.core.words.lexicon, ghost_gui.core.solving.solver, ghost_gui.core.cards.cards
import ghost_gui.core.play.variants, ghost_gui.core.storage.cache, ghost_gui.cli.dispatch
import pkgutil, ghost_gui.core
for m in pkgutil.walk_packages(ghost_gui.core.__path__, 'ghost_gui.core.'):
    importlib = __import__('importlib')
    importlib.import_module(m.name)
from ghost_gui.__main__ import main
assert main(['analyze', {str(words)!r}, '--json']) == 0
assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]
"""
    env = dict(os.environ, GHOST_CACHE_DIR=str(tmp_path / "c"), PYTHONPATH=str(ROOT))
    r = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT
    )
    assert r.returncode == 0, r.stderr


# -- the entry point: help, typos, no display -------------------------------------------------
BLOCK_QT = """
import sys, importlib.abc
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
            raise ImportError('Qt is blocked in this test: ' + name)
sys.meta_path.insert(0, Block())
from ghost_gui.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def run_main(
    *args: str, cache: Path, env: dict[str, str] | None = None, **kw: object
) -> subprocess.CompletedProcess[str]:
    """``python -m ghost_gui ARGS`` with Qt blocked: nothing here may import it."""
    base = dict(os.environ, **english(cache), GHOST_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT))
    if env is not None:
        base = dict(env, GHOST_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", BLOCK_QT, *args],
        capture_output=True,
        text=True,
        env=base,
        cwd=ROOT,
        timeout=120,
        **kw,
    )  # type: ignore[call-overload]


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_the_commands_and_the_window_options(flag: str, tmp_path: Path) -> None:
    r = run_main(flag, cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    for word in (
        "analyze",
        "card",
        "table",
        "--self-test",
        "--screenshot",
        "--quit-after-first-frame",
        "--lang",
    ):
        assert word in r.stdout, word


def test_version_without_qt(tmp_path: Path) -> None:
    r = run_main("--version", cache=tmp_path / "c")
    assert r.returncode == 0 and r.stdout.startswith("Ghost "), r.stderr


def test_a_command_s_own_help(tmp_path: Path) -> None:
    r = run_main("analyze", "--help", cache=tmp_path / "c")
    assert r.returncode == 0 and "--variant" in r.stdout and "standard input" in r.stdout


def test_an_unknown_command_is_an_error(tmp_path: Path) -> None:
    r = run_main("analyse", "words.txt", cache=tmp_path / "c")
    assert r.returncode == 2
    assert (
        r.stderr
        == 'error: unknown command "analyse"; commands: analyze, card, table, review (or no command to start the game)\n'
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is for Linux")
def test_no_display_is_one_clear_line(tmp_path: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    r = run_main(cache=tmp_path / "c", env=env)
    assert r.returncode == 2
    assert r.stderr == (
        "error: no display found: start Ghost from a desktop session "
        "(the command line works without one: analyze, card, table, review)\n"
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is for Linux")
@pytest.mark.parametrize("display", [":97", "localhost:97.0"])
def test_a_display_nobody_answers_is_no_display(tmp_path: Path, display: str) -> None:
    """A DISPLAY left over from an SSH session, or a stopped X server: Qt would abort (exit
    134); Ghost says so in a sentence and exits with 2 at once."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["DISPLAY"] = display
    r = run_main(cache=tmp_path / "c", env=env)
    assert r.returncode == 2
    assert r.stderr.startswith("error: no display found") and "analyze, card, table" in r.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display check is for Linux")
@pytest.mark.parametrize(
    ("setting", "told"),
    [
        ({"DISPLAY": "garbage"}, "error: no display found"),
        ({"QT_QPA_PLATFORM": "bogus"}, 'error: Qt has no display platform "bogus"'),
        ({"QT_QPA_PLATFORM": "bogus:arg", "DISPLAY": ":0"}, "error: Qt has no display platform"),
    ],
)
def test_an_unusable_display_setting_is_one_sentence(
    tmp_path: Path, setting: dict[str, str], told: str
) -> None:
    """Qt itself aborts on these (exit 134, a page of its own words): Ghost says it in one
    sentence and exits with 2, before Qt is started."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env.update(setting, GHOST_DATA_DIR=str(tmp_path / "d"), PYTHONPATH=str(ROOT))
    env["GHOST_CACHE_DIR"] = str(tmp_path / "c")
    r = subprocess.run(
        [sys.executable, "-m", "ghost_gui", "--quit-after-first-frame"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert r.returncode == 2, r.stderr
    assert r.stderr.startswith(told) and r.stderr.count("\n") == 1, r.stderr


def test_the_windows_build_under_wine_without_a_display_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under Wine on Linux with no DISPLAY the Windows build ran for minutes and grew to
    gigabytes: it is no display, as on Linux; real Windows always has one."""
    from ghost_gui import __main__ as entry

    monkeypatch.setattr(entry.sys, "platform", "win32")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(entry, "_wine_host", lambda: "Linux")
    assert entry._no_display()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # -platform offscreen needs no display
    assert not entry._no_display()
    monkeypatch.setenv("QT_QPA_PLATFORM", "windows")
    assert entry._no_display()
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("DISPLAY", ":0")
    assert not entry._no_display()
    monkeypatch.delenv("DISPLAY")
    for host in (None, "Darwin"):  # Windows itself; Wine's macOS driver needs no DISPLAY
        monkeypatch.setattr(entry, "_wine_host", lambda h=host: h)
        assert not entry._no_display()


def _wine_host() -> str | None:
    from ghost_gui import __main__ as entry

    return entry._wine_host() if sys.platform == "win32" else None


@pytest.mark.skipif(
    _wine_host() != "Linux", reason="for the Windows build's Python under Wine on Linux"
)
def test_under_wine_no_display_is_one_clear_line(tmp_path: Path) -> None:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    r = run_main("--self-test", cache=tmp_path / "c", env=env)
    assert r.returncode == 2 and r.stderr.startswith("error: no display found"), r.stderr


# -- standard input, things that are not files, file names --------------------------------------
def test_standard_input(tmp_path: Path) -> None:
    r = subprocess.run(
        [sys.executable, "-m", "ghost_gui", "analyze", "-", "--json"],
        input="cat camel goat gerbil\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env=dict(os.environ, GHOST_CACHE_DIR=str(tmp_path / "c"), PYTHONPATH=str(ROOT)),
    )
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["word_list"] == "stdin" and data["words"] == 4 and data["load"]["too_long"] == 0


def test_standard_input_errors_name_it(tmp_path: Path) -> None:
    r = subprocess.run(
        [sys.executable, "-m", "ghost_gui", "analyze", "-"],
        input="  \n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env=dict(os.environ, GHOST_CACHE_DIR=str(tmp_path / "c"), PYTHONPATH=str(ROOT)),
    )
    assert r.returncode == 2
    assert r.stderr == "error: cannot use word list standard input: holds no words\n"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
@pytest.mark.skipif(
    sys.platform == "win32" or not os.path.exists("/dev/zero"),
    reason="no /dev/zero (Wine shows Linux's as a terminal)",
)
def test_endless_standard_input_stops_at_the_limit(tmp_path: Path) -> None:
    with open("/dev/zero", "rb") as zero:
        r = run_main("analyze", "-", cache=tmp_path / "c", stdin=zero)
    assert (
        r.returncode == 2
        and "standard input" in r.stderr
        and "larger than the 64 MB allowed" in r.stderr
    )
    assert len(r.stderr.splitlines()) == 1


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_device_is_refused(tmp_path: Path) -> None:
    r = run_main("analyze", "/dev/zero", cache=tmp_path / "c")
    assert r.returncode == 2
    assert r.stderr == (
        "error: cannot use word list /dev/zero: is not a regular file"
        " (to read standard input, give - as the word list)\n"
    )


def test_a_word_list_error_is_told_by_its_type(monkeypatch, capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The hint about standard input follows the error's type, whatever its message says;
    a folder, unreadable too but no stream, gets no hint."""
    from ghost_gui.cli import dispatch
    from ghost_gui.core import errors

    monkeypatch.setenv("GHOST_CACHE_DIR", str(tmp_path / "c"))
    for exc, said in (
        (
            errors.WordListNotFileError("/tmp/pipe", "is a named pipe"),
            "error: cannot use word list /tmp/pipe: is a named pipe"
            " (to read standard input, give - as the word list)\n",
        ),
        (
            errors.WordListUnreadableError("/tmp", "is a folder, not a file", 21),
            "error: cannot use word list /tmp: is a folder, not a file\n",
        ),
    ):

        def refuse(path: object, _exc: Exception = exc, **kw: object) -> None:
            raise _exc

        monkeypatch.setattr(dispatch, "check_word_list_file", refuse)
        assert dispatch.main(["analyze", "/tmp/words.txt"]) == 2
        assert capsys.readouterr().err == said


def test_a_folder_is_refused(tmp_path: Path) -> None:
    r = run_main("analyze", str(tmp_path), cache=tmp_path / "c")
    assert (r.returncode, r.stderr) == (
        2,
        f"error: cannot use word list {tmp_path}: is a folder, not a file\n",
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("cache_flag", [[], ["--no-cache"]])
def test_a_fifo_is_refused_without_hanging(tmp_path: Path, cache_flag: list[str]) -> None:
    fifo = tmp_path / "words.fifo"
    os.mkfifo(fifo)
    r = run_main("analyze", str(fifo), *cache_flag, cache=tmp_path / "c")
    assert (
        r.returncode == 2
        and "is not a regular file" in r.stderr
        and len(r.stderr.splitlines()) == 1
    )


def test_utf16_word_list(tmp_path: Path) -> None:
    p = tmp_path / "utf16.txt"
    p.write_bytes("cat camel goat gerbil\r\n".encode("utf-16"))
    r = run("analyze", str(p), "--json", cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["words"] == 4


def test_long_words_are_reported(tmp_path: Path) -> None:
    p = tmp_path / "long.txt"
    p.write_text("cat camel goat gerbil " + "z" * 70 + "\n")
    r = run("analyze", str(p), cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert "1 longer than 64 letters skipped" in r.stdout.splitlines()[0]


def test_control_characters_in_file_names_are_escaped(tmp_path: Path, words: Path) -> None:
    r = run("analyze", str(tmp_path / "no\nsuch\x1b[31m.txt"), cache=tmp_path / "c")
    assert r.returncode == 2 and "\x1b" not in r.stderr
    assert len(r.stderr.splitlines()) == 1 and "no\\nsuch\\x1b[31m.txt" in r.stderr
    if sys.platform == "win32":
        return  # Windows allows no control characters in a file's name
    odd = tmp_path / "ti\x1bny\u202e.txt"
    odd.write_text(words.read_text())
    r = run("analyze", str(odd), cache=tmp_path / "c")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("ti\\x1bny\\u202e: ")


def test_shown() -> None:
    from ghost_gui.cli.terminal import shown

    assert shown("plain/név ёж 日本.txt") == "plain/név ёж 日本.txt"
    assert shown("a\nb\rc\td\x1b\x7f\x9b") == "a\\nb\\rc\\td\\x1b\\x7f\\x9b"
    assert shown("x\u202ey\u2028z") == "x\\u202ey\\u2028z"
    assert shown("bad\udcff.txt") == "bad\\xff.txt"  # a byte that was not UTF-8


# -- a cache folder that cannot be entered ------------------------------------------------------
#: ``python -m ghost_gui ARGS`` where everything inside the cache folder raises PermissionError,
#: as in another user's folder of mode 700 (the tests run as root, whom chmod does not stop)
UNENTERABLE_CACHE = """
import os, sys
root = os.path.abspath(os.environ['GHOST_CACHE_DIR'])

def denied(real, whole=False):
    def call(path, *args, **kwargs):
        p = os.path.abspath(os.fsdecode(path)) if isinstance(path, (str, bytes, os.PathLike)) else ''
        if p.startswith(root + os.sep) or (whole and p == root):
            raise PermissionError(13, 'Permission denied', p)
        return real(path, *args, **kwargs)
    return call

os.stat, os.lstat, os.mkdir, os.open = (denied(f) for f in (os.stat, os.lstat, os.mkdir, os.open))
os.scandir = denied(os.scandir, whole=True)
from ghost_gui.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize(
    "args",
    [
        ["analyze"],
        ["analyze", "--variant", "super", "--min-length", "4"],
        ["card", "--player", "1", "--variant", "super"],
    ],
)
def test_a_cache_folder_that_cannot_be_entered_is_a_miss_told_once(
    words: Path, tmp_path: Path, args: list[str]
) -> None:
    cache = tmp_path / "theirs"
    (cache / "file-analysis").mkdir(parents=True)
    (cache / "solved").mkdir()
    command, *options = args
    right = run(command, str(words), *options, "--no-cache", cache=tmp_path / "c")
    assert right.returncode == 0, right.stderr
    env = dict(os.environ, GHOST_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT))
    r = subprocess.run(
        [sys.executable, "-c", UNENTERABLE_CACHE, command, str(words), *options],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout == right.stdout
    assert (
        r.stderr
        == f"warning: cannot use the cache folder {cache} (Permission denied); working without it\n"
    )
