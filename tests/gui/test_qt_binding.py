"""The Qt binding must not leak references on signal emission.

PySide6-Essentials 6.12.0 on Python 3.11 drops a reference to True on every
``Signal.emit()``: after a few thousand emits the interpreter aborts with
"bool_dealloc: deallocating True or False". A long game emits far more than that, so
the pinned version is checked here.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    ping = Signal(int)


def test_emit_keeps_reference_counts(qapp) -> None:  # type: ignore[no-untyped-def]
    e = _Emitter()
    got: list[int] = []
    e.ping.connect(got.append)
    before_true, before_false = sys.getrefcount(True), sys.getrefcount(False)
    for i in range(200):
        e.ping.emit(i)
    assert len(got) == 200
    assert abs(sys.getrefcount(True) - before_true) < 20
    assert abs(sys.getrefcount(False) - before_false) < 20
