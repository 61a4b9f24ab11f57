"""Learn the card: the computer plays the others along the card's lines and you answer with
the card's letter (see ``core/drill.py``). Progress is kept per card in one JSON file."""

from __future__ import annotations

import html
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.alphabets import capitals
from ..core.card_text import split_play
from ..core.cards import TreeCard, WordCard
from ..core.drill import Drill, Question, Result, progress_well_formed
from ..core.plays import Play, Side
from . import storage
from .player_colours import player_colour
from .screen_fit import fit_dialog
from .theme import relative_font, zoom

FILE_VERSION = 1
#: words shown under a decision before "and N more"
MAX_WORDS = 14
COLOURS = {"right": ("#1b7f4c", "#5fd39a"), "wrong": ("#c2185b", "#ff6fa5")}


def _dark() -> bool:
    app = QApplication.instance()
    return bool(app is not None and app.property("ghostDark"))


def _colour(kind: str) -> str:
    return COLOURS[kind][1 if _dark() else 0]


def _label(text: str = "", scale: float = 1.0, *, bold: bool = False, rich: bool = False, centre: bool = False) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    if centre:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    relative_font(label, scale, bold=bold)
    return label


class DrillView(QDialog):
    def __init__(
        self,
        card: WordCard | TreeCard,
        card_key: str,
        title: str,
        progress_path: Path,
        parent: QWidget | None = None,
        *,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self.card = card
        self.card_key = card_key
        self.progress_path = progress_path
        self.super = card.variant in ("super", "superduper")
        self.setWindowTitle(self.tr("Learn the card"))
        self.setObjectName("drillView")
        fit_dialog(self, 640, 560)
        self.setStyleSheet(
            "QFrame#drillBoard { background: palette(base); border: 1px solid palette(mid); border-radius: 14px; }"
            "QFrame#drillFeedback { background: palette(base); border-radius: 12px; border: 2px solid palette(mid); }"
            "QProgressBar { border: 1px solid palette(mid); border-radius: 8px; text-align: center; min-height: 1.6em; }"
            "QProgressBar::chunk { background: palette(highlight); border-radius: 7px; }"
        )
        self._other_damage = False
        saved, file_damaged = self._read()
        self.drill = Drill.for_card(card, saved, rng or random.Random())
        self.question: Question | None = None
        self.waiting = False  # a miss is shown until Enter / Next
        self._save_problem_shown = False

        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        outer.addWidget(_label(title, 1.35, bold=True))
        outer.addWidget(_label(self.tr("The computer plays the others along your card. Type the letter the card tells you to play.")))
        self.notice = _label()
        self.notice.setStyleSheet(f"color: {_colour('wrong')};")
        self.notice.hide()
        outer.addWidget(self.notice)
        if file_damaged or self.drill.damaged:
            self._notify(self.tr("Your saved progress on this card was damaged, so the drill starts afresh."))
        elif self._other_damage:
            self._notify(self.tr("The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept."))

        board = QFrame()
        board.setObjectName("drillBoard")
        b = QVBoxLayout(board)
        b.setContentsMargins(16, 12, 16, 14)
        self.moves = _label(rich=True, centre=True)
        b.addWidget(self.moves)
        self.fragment = _label(rich=True, centre=True)
        self.fragment.setObjectName("fragmentLabel")
        self.fragment.setWordWrap(False)
        big = self.fragment.font()
        big.setPixelSize(round(64 * zoom()))
        big.setBold(True)
        self.fragment.setFont(big)
        self.fragment.setMinimumHeight(round(90 * zoom()))
        b.addWidget(self.fragment, 1)
        self.prompt = _label("", 1.2, centre=True)
        b.addWidget(self.prompt)
        row = QHBoxLayout()
        row.addStretch(1)
        self.side_hint = QLabel(self.tr("Shift+letter puts it on the left."))
        self.side_hint.setVisible(self.super)
        row.addWidget(self.side_hint)
        self.turn_around = QCheckBox(self.tr("Turn around first (Space)"))
        self.turn_around.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.turn_around.setVisible(card.variant == "superduper")
        row.addWidget(self.turn_around)
        row.addStretch(1)
        b.addLayout(row)
        outer.addWidget(board, 1)

        self.feedback = QFrame()
        self.feedback.setObjectName("drillFeedback")
        f = QVBoxLayout(self.feedback)
        f.setContentsMargins(14, 10, 14, 10)
        self.verdict = _label("", 1.15, bold=True)
        self.line = _label(rich=True)
        f.addWidget(self.verdict)
        f.addWidget(self.line)
        self.feedback.hide()
        outer.addWidget(self.feedback)

        self.bar = QProgressBar()
        self.bar.setTextVisible(True)
        outer.addWidget(self.bar)
        buttons = QHBoxLayout()
        self.status = QLabel()
        buttons.addWidget(self.status, 1)
        self.dont_know = QPushButton(self.tr("Show me"))
        self.dont_know.setToolTip(self.tr("Show the card's play (counts as a miss)"))
        self.dont_know.clicked.connect(lambda: self.give(None))
        self.next_button = QPushButton(self.tr("Next (Enter)"))
        self.next_button.clicked.connect(self.go_on)
        self.next_button.hide()
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for w in (self.dont_know, self.next_button, close):
            w.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            w.setAutoDefault(False)
            buttons.addWidget(w)
        outer.addLayout(buttons)
        self._update_bar()
        self.go_on()

    # -- the file --------------------------------------------------------------------------
    def _read(self) -> tuple[dict[str, Any] | None, bool]:
        data, damaged = storage.read_json(self.progress_path)
        if data is None:
            self._file: dict[str, Any] = {"version": FILE_VERSION, "cards": {}}
            return None, damaged
        if not isinstance(data, dict) or data.get("version") != FILE_VERSION or not isinstance(data.get("cards"), dict):
            storage.set_aside(self.progress_path)
            self._file = {"version": FILE_VERSION, "cards": {}}
            return None, True
        cards = {str(k): v for k, v in data["cards"].items() if progress_well_formed(v)}
        entry = data["cards"].get(self.card_key)
        if len(cards) < len(data["cards"]) or set(data) != {"version", "cards"}:
            # a card's progress of the wrong shape: the file is set aside, the rest kept
            self._file = {"version": FILE_VERSION, "cards": cards}
            storage.set_aside_keeping(self.progress_path, self._file)
            if self.card_key in cards or entry is None:
                self._other_damage = True  # this card's progress is sound
                return entry, False
            return (entry if isinstance(entry, dict) else None), True  # the drill keeps what it can
        self._file = data
        return entry, False

    def save(self) -> bool:
        entry = self.drill.progress()
        entry["updated"] = datetime.now(UTC).isoformat(timespec="seconds")
        self._file["cards"][self.card_key] = entry
        try:
            storage.write_json(self.progress_path, self._file)
        except OSError as exc:
            if not self._save_problem_shown:
                self._save_problem_shown = True
                self._notify(self.tr("Could not save your progress (%1).").replace("%1", exc.strerror or str(exc)))
            return False
        return True

    def _notify(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    # -- the drill -------------------------------------------------------------------------
    def go_on(self) -> None:
        """Show the next question."""
        self.waiting = False
        self.next_button.hide()
        self.dont_know.setEnabled(True)
        self.turn_around.setChecked(False)
        self.question = self.drill.next_question()
        q = self.question
        if q is None:
            self.moves.setText("")
            self.fragment.setText(html.escape(self.tr("Nothing to learn")))
            self.prompt.setText(self.tr("The round is over before your first turn on this card."))
            self.dont_know.setEnabled(False)
            return
        self.moves.setText(self._moves_html(q))
        self._show_fragment(q.at, q.moves[-2].fragment if len(q.moves) > 1 else "")
        ask = self.tr("Your letter?") if q.at else self.tr("You start. Your letter?")
        self.prompt.setText(ask + ("  " + self.tr("(New to you: “Show me” if you don't know it yet.)") if q.new else ""))

    def give(self, play: Play | None) -> Result | None:
        """Answer the question shown; None means "show me"."""
        if self.question is None or self.waiting:
            return None
        result = self.drill.answer(play)
        self.save()
        self._update_bar()
        self._show_result(result)
        if result.right:
            self.go_on()
        else:
            self.waiting = True
            self.dont_know.setEnabled(False)
            self.next_button.show()
            self.prompt.setText(self.tr("Press Enter to go on."))
            if result.given is not None:
                self._show_fragment(result.given, self.question.at, wrong=True)
        return result

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        key = event.key()
        if self.waiting and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.go_on()
            return
        if key == Qt.Key.Key_Space and self.turn_around.isVisible():
            self.turn_around.toggle()
            return
        text = event.text()
        if len(text) == 1 and text.isalpha() and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            left = self.super and bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.give(Play(text.lower(), Side.LEFT if left else Side.RIGHT, self.turn_around.isChecked()))
            return
        super().keyPressEvent(event)

    # -- showing ---------------------------------------------------------------------------
    def _who(self, seats: tuple[int, ...]) -> str:
        if seats == (self.card.seat,):
            return self.tr("You")
        if len(seats) == 1:
            return self.tr("Player %1").replace("%1", str(seats[0] + 1))
        return self.tr("Players %1").replace("%1", ", ".join(str(s + 1) for s in seats))

    def _moves_html(self, q: Question) -> str:
        if not q.moves:
            return html.escape(self.tr("A new round"))
        chips = []
        for m in q.moves:
            colour = player_colour(m.seats[-1]).name()
            who = html.escape(self._who(m.seats)).replace(" ", "&nbsp;")
            chips.append(f"<span style='color:{colour}'>&#9679;</span>&nbsp;{who}&nbsp;<b>{html.escape(capitals(m.fragment))}</b>")
        return "&nbsp; &#8250; ".join(chips)

    def _show_fragment(self, fragment: str, before: str, *, wrong: bool = False) -> None:
        if not fragment:
            self.fragment.setText("<span style='color:#9aa0a6'>&#8230;</span>")
            return
        newest = len(fragment) - 1 if fragment[:-1] == before else 0 if fragment[1:] == before else -1
        font = self.fragment.font()
        font.setPixelSize(max(round(24 * zoom()), min(round(64 * zoom()), int(max(self.width(), 480) / (len(fragment) + 2) * 0.95))))
        self.fragment.setFont(font)
        mark = _colour("wrong") if wrong else "#e8710a"
        parts = [
            f"<span style='color:{mark}; text-decoration:underline'>{html.escape(c)}</span>" if i == newest else html.escape(c)
            for i, c in enumerate(capitals(fragment))
        ]
        self.fragment.setText("&#8202;".join(parts))

    def _decision_html(self, result: Result) -> str:
        node = result.node
        before, letter, after = split_play(node)
        at = html.escape(capitals(node.at)) or html.escape(self.tr("(start)"))
        play = f"{html.escape(capitals(before))}<b><u>{html.escape(capitals(letter))}</u></b>{html.escape(capitals(after))}"
        how = self._play_words(node.move, letter)
        lose = set(self.card.losing_words)
        words = [f"<s>{html.escape(w)}</s>" if w in lose else html.escape(w) for w in result.words_to_aim_for]
        more = len(words) - MAX_WORDS
        shown = ", ".join(words[:MAX_WORDS]) + (", " + html.escape(self.tr("and %1 more").replace("%1", str(more))) if more > 0 else "")
        aim = html.escape(self.tr("Aim for:"))
        note = "<br><small>" + html.escape(self.tr("Struck-out words lose for you.")) + "</small>" if lose & set(result.words_to_aim_for) else ""
        return f"<span style='font-size:15pt'>{at} &#8594; {play}</span>&nbsp;&nbsp;<i>{html.escape(how)}</i><br>{aim} {shown}{note}"

    def _play_words(self, move: Play | None, letter: str) -> str:
        up = capitals(letter)
        if move is None or not self.super:
            return self.tr("play %1").replace("%1", up)
        text = self.tr("add %1 on the left") if move.side is Side.LEFT else self.tr("add %1 on the right")
        text = text.replace("%1", up)
        return self.tr("turn around, then %1").replace("%1", text) if move.reverse else text

    def _show_result(self, result: Result) -> None:
        kind = "right" if result.right else "wrong"
        colour = _colour(kind)
        self.feedback.setStyleSheet(f"QFrame#drillFeedback {{ border-color: {colour}; }}")
        self.verdict.setStyleSheet(f"color: {colour};")
        if result.right:
            text = self.tr("Right!")
            if self.drill.learnt():
                text = self.tr("Learnt! You know every decision on this card.")
            self.verdict.setText("\u2714 " + text)
        elif result.given is None:
            self.verdict.setText("\u2794 " + self.tr("The card says:"))
        else:
            self.verdict.setText("\u2718 " + self.tr("Not quite: you made %1. The card says:").replace("%1", capitals(result.given)))
        self.line.setText(self._decision_html(result))
        self.feedback.show()

    def _update_bar(self) -> None:
        total, known = self.drill.total(), self.drill.known()
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(known if total else 1)
        text = self.tr("Known %1 of %2 decisions").replace("%1", str(known)).replace("%2", str(total))
        self.bar.setFormat(text)
        self.status.setText(self.tr("Learnt!") if self.drill.learnt() and total else "")
