"""Letters read aloud: the fragment spelled after each play and the round's end said in a
sentence, through the system's speech service where there is one. Off by default; silent
and harmless where there is none.

No Qt add-on: each utterance is one short-lived process of a command-line speaker.

- Linux (and other Unix): ``spd-say`` (Speech Dispatcher, the user's own voice settings),
  else ``espeak-ng``, else the older ``espeak``.
- Windows: PowerShell's ``System.Speech`` (SAPI), with no console window.

The text goes on stdin or as one argv element after ``--``; nothing passes through a
shell. A new utterance stops the one still running (a new play interrupts the old
spelling), so at most one process is alive. A small daemon thread per utterance feeds its
stdin and reaps it, so the GUI thread never waits and no zombies are left. A backend that
cannot be started or exits non-zero is logged once, and speech stays off for the session.
"""

from __future__ import annotations

import logging
import os
import re
import sys
import threading
from collections.abc import Callable
from pathlib import PurePath, PureWindowsPath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import subprocess

log = logging.getLogger(__name__)

#: Linux speakers in order of preference
LINUX_BACKENDS = ("spd-say", "espeak-ng", "espeak")

#: the longest text handed to an engine (the game's sentences are far shorter)
MAX_CHARS = 1000
#: the direction marks and isolates that set a name apart in a sentence (texts.player_names)
_LAYOUT_MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u2066\u2067\u2068\u2069"))


def spoken(text: str) -> str:
    """``text`` for a voice or a screen reader: the marks that lay names out are for the
    eye."""
    return text.translate(_LAYOUT_MARKS)


#: the PowerShell backend reads the language from this variable of its environment
LANGUAGE_ENV = "GHOST_SPEECH_LANGUAGE"

# The text is read as UTF-8 bytes from stdin, not through [Console]::In, whose encoding is
# the console's code page (Cyrillic would arrive garbled). A voice of the game's language
# is chosen when one is installed; otherwise the default voice speaks.
_POWERSHELL_SCRIPT = "; ".join(
    (
        "Add-Type -AssemblyName System.Speech",
        "$s = New-Object System.Speech.Synthesis.SpeechSynthesizer",
        "try { $s.SelectVoiceByHints('NotSet', 'NotSet', 0, [Globalization.CultureInfo]::GetCultureInfo($env:"
        + LANGUAGE_ENV
        + ")) } catch {}",
        "$r = New-Object System.IO.StreamReader([Console]::OpenStandardInput(), [Text.Encoding]::UTF8)",
        "$s.Speak($r.ReadToEnd())",
    )
)

#: a BCP 47-like tag ("en", "ru", "pt-BR"); anything else is never put on a command line
_TAG = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*")


def find_backend(
    which: Callable[[str], str | None] | None = None, platform: str = sys.platform
) -> list[str] | None:
    """The base command line of the system's speaker, or None where there is none
    (``which``: ``shutil.which`` unless given)."""
    if which is None:
        import shutil

        which = shutil.which
    if platform == "win32":
        exe = which("powershell")
        return (
            [exe, "-NoProfile", "-NonInteractive", "-Command", _POWERSHELL_SCRIPT] if exe else None
        )
    for name in LINUX_BACKENDS:
        exe = which(name)
        if exe:
            return [exe]
    return None


def backend_name(command: list[str]) -> str:
    """Which speaker ``command`` runs: "spd-say", "espeak-ng", "espeak", "powershell", or
    the program's own name (such a program gets the text on stdin and no language)."""
    program = command[0]
    name = (PureWindowsPath(program) if "\\" in program else PurePath(program)).name.lower()
    name = name.removesuffix(".exe")
    return "powershell" if name == "pwsh" else name


def language_tag(language: str) -> str:
    """``language`` as a tag for the engines ("ru", "en-GB"), or "" (the engine's default
    voice) for an empty or malformed code. Underscores become hyphens: "pt_BR" -> "pt-BR"."""
    tag = language.strip().replace("_", "-")
    return tag if _TAG.fullmatch(tag) else ""


def voice_language(interface: str, cyrillic: bool | None) -> str:
    """The voice's language: the interface's (``interface``, a BCP 47 name), unless the word
    list (``cyrillic``: in Russian letters or not; None: no list) is in the other script:
    Russian letters are spelled by a Russian voice, Latin ones by an English."""
    language = interface.split("-")[0] or "en"
    if cyrillic is not None and cyrillic != (language == "ru"):
        return "ru" if cyrillic else "en"
    return language


def spelling(fragment: str) -> str:
    """The letters one by one as a speech engine says letter names: "cat" -> "C. A. T."."""
    letters = [ch.upper() if len(ch.upper()) == 1 else ch for ch in fragment if not ch.isspace()]
    return ". ".join(letters) + "." if letters else ""


class _Utterance:
    """One running process and the thread that feeds and reaps it."""

    def __init__(self, proc: subprocess.Popen[bytes], data: bytes | None) -> None:
        self.proc = proc
        self.stopped = False  # killed by us: its exit status is no failure (1 on Windows)
        self.thread = threading.Thread(target=self._run, args=(data,), name="speech", daemon=True)
        self.on_failure: Callable[[str], None] | None = None

    def _run(self, data: bytes | None) -> None:
        if self.proc.stdin is not None:
            try:
                if data:
                    self.proc.stdin.write(data)
                self.proc.stdin.close()
            except OSError:  # stopped before it read (a broken pipe): its status says more
                pass
        status = self.proc.wait()
        if status > 0 and not self.stopped and self.on_failure is not None:
            self.on_failure(f"exited with status {status}")

    def stop(self) -> None:
        self.stopped = True
        try:
            self.proc.kill()  # does nothing once it has been reaped
        except OSError:
            pass


class Speaker:
    """Says sentences and spells fragments through the system's speaker, when enabled.

    ``command`` is a base command line (tests pass a fake); by default :func:`find_backend`
    chooses. The language is added per backend: ``spd-say -l ru``, ``espeak-ng -v ru``, a
    SAPI voice of that culture on Windows.
    """

    def __init__(
        self, language: str = "en", enabled: bool = False, command: list[str] | None = None
    ) -> None:
        # the system's speaker is looked for when first needed, not before the first frame
        self._found: list[str] | None = list(command) if command is not None else None
        self._looked = command is not None
        self._language = language_tag(language)
        self._enabled = enabled
        self._failed = False  # set once, possibly from a reaping thread
        self._fail_lock = threading.Lock()
        self._current: _Utterance | None = None

    @property
    def _command(self) -> list[str] | None:
        if not self._looked:
            self._found, self._looked = find_backend(), True
        return self._found

    @property
    def backend(self) -> str | None:
        """ "spd-say", "espeak-ng", "powershell" ... (see :func:`backend_name`), or None."""
        command = self._command
        return backend_name(command) if command else None

    @property
    def available(self) -> bool:
        """A backend was found and has not failed."""
        return self._command is not None and not self._failed

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = bool(on)
        if not on:
            self.stop()

    @property
    def language(self) -> str:
        """The tag the engines get ("" for their default voice)."""
        return self._language

    @language.setter
    def language(self, language: str) -> None:
        self._language = language_tag(language)

    @property
    def process(self) -> subprocess.Popen[bytes] | None:
        """The latest utterance's process, finished or not (tests look at it)."""
        return self._current.proc if self._current is not None else None

    def is_speaking(self) -> bool:
        return self._current is not None and self._current.proc.poll() is None

    def say(self, text: str) -> None:
        """Say ``text``, interrupting what is still being said. Never raises."""
        text = " ".join(spoken(text).split())[:MAX_CHARS]
        if not text or not self._enabled or not self.available or self._command is None:
            return
        self.stop()
        argv, data, env = self._invocation(self._command, text)
        import subprocess  # when first speaking: not before the first frame

        try:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE if data is not None else subprocess.DEVNULL,
                # never a pipe: spd-say may start the speech-dispatcher daemon, which would
                # keep it open
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env=env,
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0)
                if sys.platform == "win32"
                else 0,
            )
        except (OSError, ValueError, subprocess.SubprocessError) as exc:
            self._fail(f"could not be started ({exc})")
            return
        utterance = _Utterance(proc, data)
        utterance.on_failure = self._fail
        self._current = utterance
        try:
            utterance.thread.start()
        except RuntimeError as exc:  # no thread to be had: give up speaking, leave nothing behind
            utterance.stop()
            proc.wait()
            self._fail(f"has no thread to run in ({exc})")

    def spell(self, fragment: str) -> None:
        """Say the letters of ``fragment`` one by one; an empty fragment says nothing."""
        self.say(spelling(fragment))

    def stop(self) -> None:
        """Stop the utterance still running, if any."""
        if self._current is not None:
            self._current.stop()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the latest utterance has ended and been reaped; False on timeout.
        For tests and scripts: the window never calls it."""
        if self._current is None:
            return True
        self._current.thread.join(timeout)
        return not self._current.thread.is_alive()

    def close(self) -> None:
        """Kill what is still being said and reap it (on closing the window)."""
        self.stop()
        self.wait(2.0)

    def _invocation(
        self, command: list[str], text: str
    ) -> tuple[list[str], bytes | None, dict[str, str] | None]:
        """argv, the bytes for stdin (None: the text is in argv) and the environment."""
        lang = self._language
        data = text.encode("utf-8")
        if self.backend == "spd-say":
            # priority "text": a new message interrupts the one being spoken, as a new play
            # should; "--" keeps a text that starts with "-" from reading as an option
            return (
                [
                    *command,
                    "-P",
                    "text",
                    "-N",
                    "ghost",
                    *(["-l", lang] if lang else []),
                    "--",
                    text,
                ],
                None,
                None,
            )
        if self.backend in ("espeak-ng", "espeak"):
            return [*command, *(["-v", lang.lower()] if lang else []), "--stdin"], data, None
        if self.backend == "powershell":
            env = {k: v for k, v in os.environ.items() if k != LANGUAGE_ENV}
            if lang:
                env[LANGUAGE_ENV] = lang
            return list(command), data, env
        return list(command), data, None

    def _fail(self, why: str) -> None:
        with self._fail_lock:
            if self._failed:
                return
            self._failed = True
        log.warning(
            "speech through %s %s; letters are not read aloud for the rest of this session",
            self.backend,
            why,
        )
