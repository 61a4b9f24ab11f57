"""Reads Ghost's window the way a screen reader does: from outside, over AT-SPI.

Run by Debian's ``/usr/bin/python3`` (``python3-pyatspi`` is not in the virtual environment;
DECISIONS, 15), on the same D-Bus session as the game. It waits for an application named
``--app`` whose tree has a push button named ``--press`` ("letter C"), prints the tree as
JSON (role, name, description of every element), presses that key through AT-SPI's action
interface, listens ``--listen`` seconds for announcements and name changes, and prints
them. One JSON object on standard output; exit status 0 when the application was found.

    python3 tests/atspi_reader.py --app Ghost --press "letter C" --listen 3
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

import pyatspi
from gi.repository import GLib

#: how deep the walk goes (a runaway tree would otherwise take forever over D-Bus)
MAX_DEPTH = 40
#: the events a screen reader speaks from for Ghost's announcements and changing names
EVENTS = (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
)


def find_app(name: str, timeout: float) -> Any:
    """The application called ``name`` on the desktop, or None after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            try:
                app = desktop.getChildAtIndex(i)
                if app is not None and app.name == name:
                    return app
            except Exception:  # an application that went away while we asked
                continue
        time.sleep(0.2)
    return None


def walk(node: Any, depth: int = 0) -> list[dict[str, Any]]:
    """Every element under ``node``: role, name, description, depth, and whether it is showing."""
    try:
        entry = {
            "role": node.getRoleName(),
            "name": node.name or "",
            "description": node.description or "",
            "depth": depth,
            "showing": node.getState().contains(pyatspi.STATE_SHOWING),
        }
        children = (
            [node.getChildAtIndex(i) for i in range(node.childCount)] if depth < MAX_DEPTH else []
        )
    except Exception as exc:  # an element deleted during the walk
        return [
            {"role": "gone", "name": "", "description": str(exc), "depth": depth, "showing": False}
        ]
    found = [entry]
    for child in children:
        if child is not None:
            found += walk(child, depth + 1)
    return found


def find(node: Any, role: str, name: str, depth: int = 0) -> Any:
    """The first element with this role name and accessible name, or None."""
    try:
        if node.getRoleName() == role and node.name == name:
            return node
        children = (
            [node.getChildAtIndex(i) for i in range(node.childCount)] if depth < MAX_DEPTH else []
        )
    except Exception:
        return None
    for child in children:
        hit = find(child, role, name, depth + 1) if child is not None else None
        if hit is not None:
            return hit
    return None


def wait_for(app: Any, role: str, name: str, timeout: float) -> Any:
    """Polls until the element exists (the word list loads on a worker, then the keys appear)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        hit = find(app, role, name)
        if hit is not None:
            return hit
        time.sleep(0.25)
    return None


def press(node: Any) -> str:
    """Does the element's first action (a push button's "Press"); says what was done."""
    action = node.queryAction()
    if action.nActions < 1:
        return "no action"
    action.doAction(0)
    return action.getName(0)


def listen(seconds: float, then: Any) -> list[dict[str, str]]:
    """The events of :data:`EVENTS` during ``seconds``; ``then()`` runs once listening."""
    heard: list[dict[str, str]] = []

    def on_event(event: Any) -> None:
        try:
            source = event.source.name or ""
            role = event.source.getRoleName()
        except Exception:
            source, role = "", ""
        heard.append(
            {"type": str(event.type), "text": str(event.any_data), "source": source, "role": role}
        )

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(on_event, kind)

    def act() -> bool:
        then()
        return False

    def stop() -> bool:
        pyatspi.Registry.stop()
        return False

    GLib.timeout_add(300, act)  # the listeners are registered with the bus by then
    GLib.timeout_add(int(seconds * 1000), stop)
    pyatspi.Registry.start()
    for kind in EVENTS:
        pyatspi.Registry.deregisterEventListener(on_event, kind)
    return heard


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--app", default="Ghost")
    ap.add_argument("--press", default="", help='the name of a push button to press ("letter C")')
    ap.add_argument("--listen", type=float, default=3.0, help="seconds to listen for events")
    ap.add_argument(
        "--timeout", type=float, default=30.0, help="seconds to wait for the application"
    )
    args = ap.parse_args()
    result: dict[str, Any] = {"found": False, "tree": [], "pressed": "", "events": []}
    started = time.monotonic()
    app = find_app(args.app, args.timeout)
    if app is None:
        result["error"] = f"no application named {args.app!r} on the accessibility bus"
        print(json.dumps(result))
        return 1
    result["found"] = True
    key = (
        wait_for(
            app, "push button", args.press, max(1.0, args.timeout - (time.monotonic() - started))
        )
        if args.press
        else None
    )
    if args.press and key is None:
        result["error"] = f"no push button named {args.press!r}"
    result["tree"] = walk(app)
    if key is not None:

        def do_press() -> None:
            result["pressed"] = press(key)

        result["events"] = listen(args.listen, do_press)
    result["seconds"] = round(time.monotonic() - started, 2)
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
