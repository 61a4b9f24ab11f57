"""Letters read aloud: which speaker is chosen, what it is told, and that it never gets in
the way (no exception, no pile-up of processes, no zombies, silence after a failure).

The speakers here are fakes: small scripts that append their arguments, stdin and
environment to a log file. The last test runs the real espeak-ng when it is installed."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
import time
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ghost_gui.gui import speech
from ghost_gui.gui.speech import (
    LANGUAGE_ENV,
    Speaker,
    backend_name,
    find_backend,
    language_tag,
    spelling,
    voice_language,
)

posix_only = pytest.mark.skipif(
    sys.platform == "win32", reason="the fake speakers are POSIX scripts"
)

FAKE = """#!{python}
import json, os, sys, time
text = sys.stdin.buffer.read().decode("utf-8")
with open({log!r}, "a", encoding="utf-8") as f:
    f.write(json.dumps({{"argv": sys.argv[1:], "stdin": text, "lang": os.environ.get({env!r})}}) + "\\n")
time.sleep({sleep})
sys.exit({status})
"""


class Fake:
    def __init__(self, command: list[str], log: Path) -> None:
        self.command = command
        self.log = log

    def calls(self) -> list[dict[str, Any]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text(encoding="utf-8").splitlines()]


@pytest.fixture
def fake(tmp_path: Path) -> Callable[..., Fake]:
    """``fake(name, sleep=0, status=0)``: an executable called ``name`` that logs each call."""
    made = 0

    def make(name: str = "espeak-ng", sleep: float = 0, status: int = 0) -> Fake:
        nonlocal made
        made += 1
        folder = tmp_path / f"bin{made}"
        folder.mkdir()
        log = folder / "calls.jsonl"
        exe = folder / name
        exe.write_text(
            FAKE.format(
                python=sys.executable, log=str(log), env=LANGUAGE_ENV, sleep=sleep, status=status
            ),
            encoding="utf-8",
        )
        exe.chmod(0o755)
        return Fake([str(exe)], log)

    return make


def until(condition: Callable[[], bool], timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def reaped(pid: int) -> bool:
    """Gone for good: a process still running, or a zombie, still answers signal 0."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def which_of(*names: str) -> Callable[[str], str | None]:
    return lambda name: f"/usr/bin/{name}" if name in names else None


# --- choosing a speaker


def test_spd_say_is_preferred_to_espeak_ng() -> None:
    assert find_backend(which_of("espeak", "espeak-ng", "spd-say"), "linux") == ["/usr/bin/spd-say"]


@pytest.mark.parametrize(
    ("installed", "chosen"),
    [
        (("espeak-ng",), "espeak-ng"),
        (("espeak", "espeak-ng"), "espeak-ng"),
        (("espeak",), "espeak"),
    ],
)
def test_espeak_ng_then_espeak(installed: tuple[str, ...], chosen: str) -> None:
    assert find_backend(which_of(*installed), "linux") == [f"/usr/bin/{chosen}"]


def test_windows_speaks_through_powershell() -> None:
    command = find_backend(which_of("powershell", "spd-say"), "win32")
    assert command is not None
    assert command[:4] == ["/usr/bin/powershell", "-NoProfile", "-NonInteractive", "-Command"]
    assert len(command) == 5 and "System.Speech" in command[4] and "OpenStandardInput" in command[4]
    assert backend_name(command) == "powershell"
    assert (
        backend_name([r"C:\Windows\System32\WindowsPowerShell\v1.0\powershell.exe"]) == "powershell"
    )


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_no_speaker_installed(platform: str) -> None:
    assert find_backend(which_of(), platform) is None


def test_spelling_says_letter_names() -> None:
    assert spelling("cat") == "C. A. T."
    assert spelling("кот") == "К. О. Т."
    assert spelling("ёж") == "Ё. Ж."
    assert spelling("") == ""


def test_language_codes() -> None:
    assert language_tag("ru") == "ru"
    assert language_tag("pt_BR") == "pt-BR"
    assert language_tag("") == ""
    assert language_tag("-x; rm -rf") == ""  # never an option or junk on a command line


# --- what the speaker is told


@posix_only
def test_espeak_ng_spells_with_the_voice_on_stdin(fake: Callable[..., Fake]) -> None:
    f = fake("espeak-ng")
    speaker = Speaker("en", enabled=True, command=f.command)
    assert speaker.available and speaker.backend == "espeak-ng"
    speaker.spell("cat")
    assert speaker.wait(10)
    assert f.calls() == [{"argv": ["-v", "en", "--stdin"], "stdin": "C. A. T.", "lang": None}]

    speaker.language = "ru"
    speaker.spell("кот")
    assert speaker.wait(10)
    speaker.say("Анна проиграла раунд.")
    assert speaker.wait(10)
    assert f.calls()[1:] == [
        {"argv": ["-v", "ru", "--stdin"], "stdin": "К. О. Т.", "lang": None},
        {"argv": ["-v", "ru", "--stdin"], "stdin": "Анна проиграла раунд.", "lang": None},
    ]


@posix_only
def test_spd_say_gets_the_language_and_the_text_as_one_argument(fake: Callable[..., Fake]) -> None:
    f = fake("spd-say")
    speaker = Speaker("ru", enabled=True, command=f.command)
    speaker.spell("кот")
    assert speaker.wait(10)
    assert f.calls() == [
        {
            "argv": ["-P", "text", "-N", "ghost", "-l", "ru", "--", "К. О. Т."],
            "stdin": "",
            "lang": None,
        }
    ]


@posix_only
def test_powershell_gets_text_on_stdin_and_language_in_its_environment(
    fake: Callable[..., Fake],
) -> None:
    f = fake("powershell")
    speaker = Speaker("ru", enabled=True, command=f.command)
    speaker.say("Борис   выиграл\nраунд.")
    assert speaker.wait(10)
    assert f.calls() == [{"argv": [], "stdin": "Борис выиграл раунд.", "lang": "ru"}]


@posix_only
def test_malformed_language_gets_the_default_voice(fake: Callable[..., Fake]) -> None:
    f = fake("espeak-ng")
    speaker = Speaker("--help", enabled=True, command=f.command)
    speaker.spell("ab")
    assert speaker.wait(10)
    assert f.calls() == [{"argv": ["--stdin"], "stdin": "A. B.", "lang": None}]


@posix_only
def test_nothing_is_said_while_disabled(fake: Callable[..., Fake]) -> None:
    f = fake("espeak-ng")
    speaker = Speaker(command=f.command)  # off by default
    assert not speaker.enabled
    speaker.spell("cat")
    speaker.say("You lost the round.")
    assert speaker.process is None and speaker.wait(1)
    assert f.calls() == []

    speaker.enabled = True
    speaker.spell("")  # an empty fragment says nothing either
    speaker.say("   ")
    assert speaker.process is None
    speaker.spell("go")
    assert speaker.wait(10)
    assert [c["stdin"] for c in f.calls()] == ["G. O."]


def test_no_speaker_is_harmless(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(speech, "find_backend", lambda: None)
    speaker = Speaker("en", enabled=True)
    assert not speaker.available and speaker.backend is None
    speaker.say("Hello.")
    speaker.spell("cat")
    speaker.stop()
    assert speaker.process is None and not speaker.is_speaking()
    speaker.close()


# --- failures: no exception, one warning, then silence


@posix_only
def test_a_speaker_that_fails_is_not_tried_again(
    fake: Callable[..., Fake], caplog: pytest.LogCaptureFixture
) -> None:
    f = fake("espeak-ng", status=1)
    speaker = Speaker("en", enabled=True, command=f.command)
    with caplog.at_level(logging.WARNING, logger=speech.__name__):
        speaker.spell("cat")
        assert speaker.wait(10)
        assert not speaker.available
        speaker.spell("dog")
        speaker.say("The end.")
        assert speaker.wait(1)
    assert [c["stdin"] for c in f.calls()] == ["C. A. T."]
    assert len([r for r in caplog.records if r.name == speech.__name__]) == 1
    assert "status 1" in caplog.records[-1].getMessage()


def test_a_missing_program_is_not_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    starts: list[list[str]] = []
    real_popen = subprocess.Popen

    def counting_popen(argv: list[str], **kwargs: Any) -> Any:
        starts.append(argv)
        return real_popen(argv, **kwargs)

    monkeypatch.setattr(subprocess, "Popen", counting_popen)
    speaker = Speaker("en", enabled=True, command=[str(tmp_path / "no-such-dir" / "espeak-ng")])
    assert speaker.available  # as far as anyone knows before trying
    with caplog.at_level(logging.WARNING, logger=speech.__name__):
        speaker.spell("cat")
        speaker.spell("dog")
        speaker.close()
    assert len(starts) == 1
    assert not speaker.available and speaker.process is None
    assert len([r for r in caplog.records if r.name == speech.__name__]) == 1


# --- processes: interrupted, reaped, none left at close


@posix_only
def test_a_finished_utterance_is_reaped(fake: Callable[..., Fake]) -> None:
    f = fake("espeak-ng")
    speaker = Speaker(enabled=True, command=f.command)
    speaker.say("Hello.")
    proc = speaker.process
    assert proc is not None
    assert speaker.wait(10)
    assert proc.returncode == 0 and reaped(proc.pid)  # no zombie, with nobody calling poll()
    assert not speaker.is_speaking() and speaker.available


@posix_only
def test_a_new_play_interrupts_the_old_spelling(fake: Callable[..., Fake]) -> None:
    f = fake("espeak-ng", sleep=5)
    speaker = Speaker(enabled=True, command=f.command)
    started = time.monotonic()
    procs: list[subprocess.Popen[bytes] | None] = []
    for n, word in enumerate(("c", "ca", "cat"), start=1):
        speaker.spell(word)
        assert until(lambda: len(f.calls()) == n)  # noqa: B023 -- called at once; it is really speaking
        procs.append(speaker.process)
    *old, last = procs
    for proc in old:
        assert proc is not None
        assert proc.wait(2) != 0  # killed, not left to finish its 5 seconds
        assert reaped(proc.pid)
    assert last is not None and last.poll() is None and speaker.is_speaking()
    assert speaker.available  # being interrupted is no failure

    speaker.close()
    assert last.returncode is not None and reaped(last.pid)
    assert not speaker.is_speaking()
    assert time.monotonic() - started < 5
    assert [c["stdin"] for c in f.calls()] == ["C.", "C. A.", "C. A. T."]


@posix_only
def test_turning_speech_off_stops_it(fake: Callable[..., Fake]) -> None:
    f = fake("espeak-ng", sleep=5)
    speaker = Speaker(enabled=True, command=f.command)
    speaker.say("A long sentence.")
    assert until(lambda: len(f.calls()) == 1)
    speaker.enabled = False
    assert speaker.wait(2) and not speaker.is_speaking()
    speaker.close()


# --- the real thing, where it is installed


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
@pytest.mark.parametrize(("language", "fragment"), [("en", "cat"), ("ru", "кот")])
def test_real_espeak_ng_makes_sound(tmp_path: Path, language: str, fragment: str) -> None:
    espeak_ng = shutil.which("espeak-ng")
    assert espeak_ng is not None
    out = tmp_path / "spelling.wav"
    speaker = Speaker(
        language, enabled=True, command=[espeak_ng, "-w", str(out)]
    )  # to a file, not the speakers
    speaker.spell(fragment)
    assert speaker.wait(30)
    assert speaker.available
    with wave.open(str(out)) as w:
        seconds = w.getnframes() / w.getframerate()
    assert 1.0 < seconds < 10.0  # three letter names and their pauses, not silence


# -- in the window: View → Read letters aloud ------------------------------------------------


@posix_only
def test_the_window_spells_each_play_and_says_the_rounds_end(
    qapp, qtbot, tmp_path: Path, word_file: Path, fake: Callable[..., Fake]
) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.dialogs.game_setup import GameSetup
    from ghost_gui.gui.jobs import Jobs
    from ghost_gui.gui.settings import Settings

    ini = str(tmp_path / "settings.ini")
    shell = Shell(
        qapp, Jobs(synchronous=True), language="en", settings=Settings(ini), test_mode=True
    )
    w = shell.window
    assert not w.menus.speech.isChecked() and not w.speaker.enabled  # off by default
    speaker = fake("espeak-ng")
    w.speaker = Speaker(command=speaker.command)
    shell.start_game(
        GameSetup([("Ann", "human"), ("Bob", "human")], "ghost", 3, str(word_file)), None
    )
    c = shell.controller
    qtbot.waitUntil(lambda: c.session.match is not None)
    c.play_letter("c")
    assert speaker.calls() == []  # nothing before it is turned on
    w.menus.speech.trigger()
    assert w.speaker.enabled and Settings(ini).get("speech") is True
    assert w.speaker.wait(5)
    c.play_letter("a")
    assert w.speaker.wait(5)
    c.play_letter("t")  # CAT: Ann completes a word and loses the round
    assert w.speaker.wait(5)
    said = [call["stdin"] for call in speaker.calls()]
    assert said[0] == "Letters will be read aloud."
    assert said[1] == "C. A."
    assert "CAT" in said[-1] and "Ann" in said[-1]  # the round's end in a sentence
    assert all(call["argv"][:2] == ["-v", "en"] for call in speaker.calls())
    w.menus.speech.trigger()
    assert not w.speaker.enabled and Settings(ini).get("speech") is False
    shell.close()


def test_turning_speech_on_without_a_speaker_says_so_and_plays_on(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from ghost_gui.gui.app.shell import Shell
    from ghost_gui.gui.jobs import Jobs
    from ghost_gui.gui.settings import Settings

    shell = Shell(
        qapp,
        Jobs(synchronous=True),
        language="en",
        settings=Settings(str(tmp_path / "settings.ini")),
        test_mode=True,
    )
    monkeypatch.setattr(speech, "find_backend", lambda: None)  # a computer with no speech service
    shell.window.speaker = Speaker()
    shell.window.menus.speech.trigger()
    assert "no speech service" in shell.window.statusBar().currentMessage()
    shell.close()


def test_the_voice_follows_the_word_list_s_script() -> None:
    assert voice_language("en-GB", None) == "en"  # no word list yet: the interface's
    assert voice_language("en-GB", True) == "ru"  # Russian letters, a Russian voice
    assert voice_language("ru-RU", False) == "en"
    assert voice_language("de-DE", False) == "de"  # Latin letters in a German interface
    assert voice_language("", False) == "en"
