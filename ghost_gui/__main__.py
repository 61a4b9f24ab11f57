"""Entry point: ``python -m ghost_gui [analyze|card|table|review ...]`` or the game window.

The command-line subcommands never import Qt, and neither do ``--help``, ``--version``, a
mistyped command or a missing display: each is answered here, before the GUI is imported.
"""

from __future__ import annotations

import os
import sys

from .cli.terminal import utf8_output

CLI_COMMANDS = ("analyze", "card", "table", "review")

NO_DISPLAY = (
    "error: no display found: start Ghost from a desktop session "
    "(the command line works without one: analyze, card, table, review)"
)


def _missing_platform() -> str | None:
    """The platform plugin QT_QPA_PLATFORM names ("bogus" in "bogus:arg"), when Qt has none
    of that name: Qt would abort (exit 134). None when it has one, when none is named, or
    when the plugins cannot be found (then Qt is given the benefit of the doubt). Looks at
    file names only, without importing Qt, so a start-up pays for one folder listing."""
    name = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].strip()
    if (
        not name
        or os.environ.get("QT_QPA_PLATFORM_PLUGIN_PATH")
        or os.environ.get("QT_PLUGIN_PATH")
    ):
        return None
    available = _platform_plugins()
    if not available:
        return None
    # one plugin may serve several names: libqwayland serves wayland-egl and wayland-brcm
    return None if {name, name.split("-")[0]} & available else name


def _platform_plugins() -> set[str]:
    """The platform plugins beside PySide6 by name ("xcb" for libqxcb.so, "windows" for
    qwindows.dll), in a wheel and in the frozen build alike; empty when not found."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return set()
    names: set[str] = set()
    for root in (spec.submodule_search_locations or []) if spec else []:
        for folder in (
            os.path.join(root, "Qt", "plugins", "platforms"),
            os.path.join(root, "plugins", "platforms"),
        ):
            try:
                files = os.listdir(folder)
            except OSError:
                continue
            for file in files:
                stem, ext = os.path.splitext(file)
                if ext in (".so", ".dll", ".dylib"):
                    stem = stem.removeprefix("lib")
                    names.add(stem[1:] if stem.startswith("q") else stem)
    return names


def _no_display() -> bool:
    """On Linux, Qt needs an X11 or Wayland display it can reach, unless a platform that needs
    none (such as offscreen) is chosen; without one Qt aborts the process (exit 134). A
    DISPLAY left over from an SSH session or a stopped X server counts as none. The Windows
    build under Wine on Linux needs one too (without, it ran for minutes and grew to
    gigabytes): there, no DISPLAY and no WAYLAND_DISPLAY is no display."""
    env = os.environ
    platform = env.get("QT_QPA_PLATFORM", "").split(":")[0]
    if (
        sys.platform == "win32"
    ):  # ("-platform offscreen" is QT_QPA_PLATFORM by now: packaging/ghost_entry.py)
        return (
            platform in ("", "windows")
            and _wine_host() == "Linux"
            and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
        )
    if not sys.platform.startswith("linux"):
        return False
    if platform not in ("", "xcb", "wayland", "wayland-egl"):
        return False
    wayland = env.get("WAYLAND_DISPLAY", "")
    if wayland and platform != "xcb":
        runtime = env.get("XDG_RUNTIME_DIR", "")
        if os.path.isabs(wayland) or not runtime or os.path.exists(os.path.join(runtime, wayland)):
            return False
    display = env.get("DISPLAY", "")
    return not (display and platform != "wayland" and _x_server_answers(display))


def _wine_host() -> str | None:
    """The host system's name ("Linux", "Darwin") when this Windows process runs under Wine,
    else None (Wine's ntdll exports ``wine_get_host_version``; Windows' does not)."""
    try:
        import ctypes

        host_version = ctypes.WinDLL("ntdll").wine_get_host_version  # type: ignore[attr-defined]
    except (ImportError, OSError, AttributeError):
        return None
    sysname, release = ctypes.c_char_p(), ctypes.c_char_p()
    try:
        host_version(ctypes.byref(sysname), ctypes.byref(release))
    except OSError:
        return None
    return (sysname.value or b"").decode("ascii", "replace") or None


def _x_server_answers(display: str) -> bool:
    """Does something listen where ``display`` (":0", "unix:1", "localhost:10.0") points?
    A form this does not know is given the benefit of the doubt."""
    import socket

    host, colon, rest = display.rpartition(":")
    if host.startswith("/"):  # XQuartz's socket path
        return True
    number = rest.split(".")[0]
    if not colon or not number.isdigit():  # "garbage": no X library can reach that
        return False
    try:
        if host in ("", "unix"):
            path = f"/tmp/.X11-unix/X{number}"
            with socket.socket(socket.AF_UNIX) as s:
                s.settimeout(2)
                try:
                    s.connect(
                        "\0" + path
                    )  # the abstract socket an X server on Linux also listens on
                    return True
                except OSError:
                    pass
            with socket.socket(socket.AF_UNIX) as s:
                s.settimeout(2)
                s.connect(path)
                return True
        with socket.create_connection((host, 6000 + int(number)), timeout=2):
            return True
    except OSError:
        return False


def main(argv: list[str] | None = None) -> int:
    utf8_output()  # --help, --version, --self-test and the command line alike
    args = list(sys.argv[1:] if argv is None else argv)
    # the summary table's second process (core/analysis/table_part.py)
    if args == ["--summary-table-part"]:
        from .core.analysis.table_part import serve_part

        return serve_part(sys.stdin.buffer, sys.stdout.buffer)
    if args and args[0] in CLI_COMMANDS:
        if args[0] == "analyze":  # a warm analyze --json: the stored answer, or None
            from .cli.warm_answer import answer

            code = answer(args)
            if code is not None:
                return code
        from .cli.dispatch import main as cli_main

        return cli_main(args)
    if "-h" in args or "--help" in args:
        from .cli.help_language import help_language
        from .cli.help_texts import USAGE

        sys.stdout.write(USAGE[help_language(args)])
        return 0
    if "--version" in args:
        from . import __app_name__, __version__

        print(f"{__app_name__} {__version__}")
        return 0
    if args and not args[0].startswith("-"):
        from .cli.terminal import shown

        print(
            f'error: unknown command "{shown(args[0])}"; commands: {", ".join(CLI_COMMANDS)} '
            "(or no command to start the game)",
            file=sys.stderr,
        )
        return 2
    missing = _missing_platform()
    if missing is not None:
        from .cli.terminal import shown

        print(
            f'error: Qt has no display platform "{shown(missing)}" (QT_QPA_PLATFORM): '
            f"unset it, or name one of {', '.join(sorted(_platform_plugins()))}",
            file=sys.stderr,
        )
        return 2
    if _no_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    # The window's start-up makes some fifty thousand objects that live as long as it does;
    # the collector's passes over them, while they are made and again at exit, cost more
    # than a tenth of the start. It is off until the first frame; then the window freezes
    # them out of its passes and turns it back on (app.py, collect_from_now_on).
    import gc

    gc.disable()
    from .gui.app.app import main as gui_main

    return gui_main(args)


def process_main() -> int:
    """:func:`main` as the whole process, which ends when it returns. After a command of the
    command line nothing is left but to exit, and the interpreter's collections at exit
    would walk every object (the modules', the word list's) for cycles whose memory the
    system takes back anyway: a tenth of a card's run on ENABLE. Frozen, they are skipped.
    (Not after the window: there the collector stays as Qt's teardown expects it.)"""
    code = main()
    if sys.argv[1:2] and sys.argv[1] in CLI_COMMANDS:
        import gc

        gc.freeze()
    return code


if __name__ == "__main__":
    sys.exit(process_main())
