"""What a user's own word list holds, said in plain words before the list is used.

:func:`report_text` turns a :class:`~ghost_gui.core.words.list_record.LoadReport` into a few
sentences with examples ("Kept 12 345 words. Skipped 234 capitalised words (names, or German nouns) such as
Anna, Paris, … and 12 entries with other characters such as don't, e-mail.").
:class:`ListReportDialog` shows them with "Use this list" and "Cancel", and, when the list
has capitalised words, a checkbox to keep them lowercased (German nouns). The caller reloads the list with ``keep_capitalized=dialog.keep_capitalized()`` when that differs
from how the report was made (``report.keep_capitalized``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...core.words.list_record import LoadReport
from ...core.words.wordlist import MAX_WORD_LENGTH

_CONTEXT = "ListReport"
#: an example longer than this is cut short (an entry with other characters can be long)
_EXAMPLE_LENGTH = 32
_PLACEHOLDER = re.compile(r"%(\d)")


def _tr(text: object, n: int = -1) -> str:
    """``text`` is marked with QT_TRANSLATE_NOOP where it is written, so lupdate finds it."""
    return QCoreApplication.translate(_CONTEXT, str(text), "", n)


def _fill(template: str, *args: str) -> str:
    """``template`` with %1, %2… replaced in one pass (an example holding "%2" stays as it is)."""
    return _PLACEHOLDER.sub(
        lambda m: args[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(args) else m.group(0),
        template,
    )


def _number(n: int) -> str:
    return QLocale().toString(n)


def _series(items: Sequence[str]) -> str:
    """ "a; b and c" (each item may hold commas of its own), in the interface's language."""
    if not items:
        return ""
    head = items[0]
    for item in items[1:-1]:
        head = _fill(_tr(QT_TRANSLATE_NOOP("ListReport", "%1; %2")), head, item)
    return (
        head
        if len(items) == 1
        else _fill(_tr(QT_TRANSLATE_NOOP("ListReport", "%1 and %2")), head, items[-1])
    )


def _examples(examples: Sequence[str], count: int) -> str:
    """ "Anna, Paris, …": the examples, and an ellipsis when there are more."""
    shown = [e if len(e) <= _EXAMPLE_LENGTH else e[: _EXAMPLE_LENGTH - 1] + "…" for e in examples]
    if count > len(shown):
        shown.append("…")
    text = shown[0] if shown else ""
    for item in shown[1:]:
        text = _fill(_tr(QT_TRANSLATE_NOOP("ListReport", "%1, %2")), text, item)
    return text


def _part(one: object, many: object, count: int, examples: Sequence[str], *more: str) -> str:
    """One kind of entry: ``one`` or ``many`` (English has two forms; a translation has its
    own plural forms of each) with %1 the count (and %2… ``more``), and " such as …" when
    there are examples."""
    text = _fill(_tr(one if count == 1 else many, count), _number(count), *more)
    if examples:
        text = _fill(
            _tr(QT_TRANSLATE_NOOP("ListReport", "%1 such as %2")), text, _examples(examples, count)
        )
    return text


def _sentence(text: str) -> str:
    """A sentence's full stop, not doubled after an ellipsis."""
    return (
        text
        if text.endswith(("…", "."))
        else _fill(_tr(QT_TRANSLATE_NOOP("ListReport", "%1.")), text)
    )


def report_text(report: LoadReport) -> str:
    """The load report in plain words, with up to five examples of each kind skipped."""
    r = report
    sentences = [
        _sentence(
            _part(
                QT_TRANSLATE_NOOP("ListReport", "Kept %1 word"),
                QT_TRANSLATE_NOOP("ListReport", "Kept %1 words"),
                r.kept,
                (),
            )
        )
    ]
    if r.capitalized_kept:
        sentences.append(
            _sentence(
                _part(
                    QT_TRANSLATE_NOOP("ListReport", "Lowercased %1 capitalised word"),
                    QT_TRANSLATE_NOOP("ListReport", "Lowercased %1 capitalised words"),
                    r.capitalized_kept,
                    r.capitalized_kept_examples,
                )
            )
        )
    skipped = []
    if r.proper_nouns:
        skipped.append(
            _part(
                QT_TRANSLATE_NOOP("ListReport", "%1 capitalised word (a name, or a German noun)"),
                QT_TRANSLATE_NOOP("ListReport", "%1 capitalised words (names, or German nouns)"),
                r.proper_nouns,
                r.proper_noun_examples,
            )
        )
    if r.other_characters:
        skipped.append(
            _part(
                QT_TRANSLATE_NOOP("ListReport", "%1 entry with other characters"),
                QT_TRANSLATE_NOOP("ListReport", "%1 entries with other characters"),
                r.other_characters,
                r.other_examples,
            )
        )
    if r.too_long:
        skipped.append(
            _part(
                QT_TRANSLATE_NOOP("ListReport", "%1 entry longer than %2 letters"),
                QT_TRANSLATE_NOOP("ListReport", "%1 entries longer than %2 letters"),
                r.too_long,
                r.too_long_examples,
                _number(MAX_WORD_LENGTH),
            )
        )
    if skipped:
        sentences.append(
            _sentence(_fill(_tr(QT_TRANSLATE_NOOP("ListReport", "Skipped %1")), _series(skipped)))
        )
    if r.duplicates:
        sentences.append(
            _sentence(
                _part(
                    QT_TRANSLATE_NOOP("ListReport", "Counted %1 repeated entry once"),
                    QT_TRANSLATE_NOOP("ListReport", "Counted %1 repeated entries once"),
                    r.duplicates,
                    r.duplicate_examples,
                )
            )
        )
    if r.folded and r.language in _FOLDED:
        one, many = _FOLDED[r.language]
        sentences.append(_sentence(_part(one, many, r.folded, r.folded_examples)))
    return " ".join(sentences)


#: how a list's letters were counted, when that merged words (côte → cote), by its language
_FOLDED = {
    "fr": (
        QT_TRANSLATE_NOOP("ListReport", "Read as French, accents off: %1 word merged with another"),
        QT_TRANSLATE_NOOP("ListReport", "Read as French, accents off: %1 words merged with others"),
    ),
    "es": (
        QT_TRANSLATE_NOOP(
            "ListReport", "Read as Spanish, accents off but Ñ kept: %1 word merged with another"
        ),
        QT_TRANSLATE_NOOP(
            "ListReport", "Read as Spanish, accents off but Ñ kept: %1 words merged with others"
        ),
    ),
    "de": (
        QT_TRANSLATE_NOOP("ListReport", "Read as German, ß as SS: %1 word merged with another"),
        QT_TRANSLATE_NOOP("ListReport", "Read as German, ß as SS: %1 words merged with others"),
    ),
}


class ListReportDialog(QDialog):
    """Shown before a user's own list is used: what it holds, "Use this list" or "Cancel".

    The checkbox "Keep capitalised words (German nouns)" is there only when the list has
    capitalised words; it starts as the report was made (``report.keep_capitalized``)."""

    def __init__(self, name: str, report: LoadReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setWindowTitle(self.tr("Word list “%1”").replace("%1", name))
        layout = QVBoxLayout(self)

        self.text = QLabel(report_text(report))
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # the examples are the file's text
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumWidth(360)
        layout.addWidget(self.text)

        self.keep_box = QCheckBox(self.tr("Keep capitalised words (German nouns)"))
        self.keep_box.setToolTip(
            self.tr(
                "German writes every noun with a capital letter. Keep such words, in lower case, instead of skipping them as names."
            )
        )
        self.keep_box.setChecked(report.keep_capitalized)
        self.keep_box.setVisible(report.capitalized > 0)
        layout.addWidget(self.keep_box)

        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        layout.addWidget(self.note)
        self.keep_box.toggled.connect(self._update_note)

        self.buttons = QDialogButtonBox()
        self.use_button = self.buttons.addButton(
            self.tr("Use this list"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.use_button.setDefault(True)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def keep_capitalized(self) -> bool:
        """Should the list be used keeping its capitalised words, lowercased?"""
        return self.report.capitalized > 0 and self.keep_box.isChecked()

    def _update_note(self, checked: bool) -> None:
        if checked == self.report.keep_capitalized:
            self.note.setVisible(False)
            return
        if checked:
            text = self.tr("The capitalised words will be kept in lower case.")
        else:
            text = self.tr("The capitalised words will be skipped.")
        self.note.setText(text)
        self.note.setVisible(True)
