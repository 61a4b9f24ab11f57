"""Learn the card: the computer plays the others along the card's lines and you answer with
the card's letter (see ``core/drill.py``). Progress is kept per card in one JSON file.

A long card is learnt in sessions of a few questions (issue 26): the dialog opens on where
the learner left off (the session, how many decisions are due, how many learnt) and resumes a
session left half-way; at a session's end it sums the session up and offers the next one.
The fragment is drawn as large as the table draws it (:class:`FragmentView`), and each new
question clears the last answer's verdict."""

from __future__ import annotations

import html
import random
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDate, QLocale, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
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
from ..core.drill import SESSION_LENGTH, Drill, Question, Result
from ..core.drill_progress import progress_well_formed
from ..core.plays import Play, Side
from ..core.variants import Anaghost, variant_by_key
from . import storage
from .card_words import card_anagrams
from .fragment_view import FragmentView
from .player_colours import player_colour
from .screen_fit import fit_dialog
from .theme import relative_font

FILE_VERSION = 1
#: words shown under a decision before "and N more"
MAX_WORDS = 14
#: how long "Right!" stays in the status line under the next question
RIGHT_MS = 1500
COLOURS = {"right": ("#1b7f4c", "#5fd39a"), "wrong": ("#c2185b", "#ff6fa5")}
#: the sessions offered, in questions; 0: as many as are due
SESSION_CHOICES = (10, 20, 50, 0)


def _dark() -> bool:
    app = QApplication.instance()
    return bool(app is not None and app.property("ghostDark"))


def _colour(kind: str) -> str:
    return COLOURS[kind][1 if _dark() else 0]


def _label(
    text: str = "",
    scale: float = 1.0,
    *,
    bold: bool = False,
    rich: bool = False,
    centre: bool = False,
) -> QLabel:
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
        words: Iterable[str] | None = None,
    ) -> None:
        """``words``: the counting words, to name the words an Anaghost card's pools make."""
        super().__init__(parent)
        self.card = card
        self.card_key = card_key
        self.progress_path = progress_path
        self.variant = variant_by_key(card.variant)
        #: a letter may go on the left too (SuperGhost, SuperDuperGhost, Xghost): Shift+letter
        self.super = Side.LEFT in self.variant.sides
        #: Xghost: where the next letter goes, 0 the start to the fragment's length the end
        self.caret = 0
        self.anagrams = card_anagrams(card.variant, card.words, words)
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
        self.ended = False  # a session's summary is shown until Enter / Next session
        self._save_problem_shown = False
        choice = saved.get("session_choice") if isinstance(saved, dict) else None
        self.session_choice = choice if choice in SESSION_CHOICES else SESSION_LENGTH

        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        outer.addWidget(_label(title, 1.35, bold=True))
        outer.addWidget(
            _label(
                self.tr(
                    "The computer plays the others along your card. Type the letter the card tells you to play."
                )
            )
        )
        self.session_line = _label("", 1.05, bold=True)
        self.session_line.setObjectName("drillSession")
        outer.addWidget(self.session_line)
        self.left_off = _label()
        self.left_off.setObjectName("drillLeftOff")
        self.left_off.hide()
        outer.addWidget(self.left_off)
        self.notice = _label()
        self.notice.setStyleSheet(f"color: {_colour('wrong')};")
        self.notice.hide()
        outer.addWidget(self.notice)
        if file_damaged or self.drill.damaged:
            self._notify(
                self.tr("Your saved progress on this card was damaged, so the drill starts afresh.")
            )
        elif self._other_damage:
            self._notify(
                self.tr(
                    "The file of your progress on the cards was partly damaged and was set aside; the progress that could be read is kept."
                )
            )

        board = QFrame()
        board.setObjectName("drillBoard")
        b = QVBoxLayout(board)
        b.setContentsMargins(16, 12, 16, 14)
        self.moves = _label(rich=True, centre=True)
        b.addWidget(self.moves)
        self.fragment = FragmentView()  # as large as the table's letters, the newest marked
        b.addWidget(self.fragment, 1)
        self.summary = _label("", 1.5, bold=True, centre=True)
        self.summary.setObjectName("drillSummary")
        self.summary.hide()
        b.addWidget(self.summary, 1)
        # Xghost: the places a letter can go, the chosen one marked; a click chooses one
        self.caret_line = _label("", 1.6, bold=True, rich=True, centre=True)
        self.caret_line.setObjectName("drillCaret")
        self.caret_line.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.caret_line.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.caret_line.linkActivated.connect(lambda place: self.set_caret(int(place)))
        self.caret_line.setVisible(self.variant.inserts)
        b.addWidget(self.caret_line)
        self.prompt = _label("", 1.2, centre=True)
        b.addWidget(self.prompt)
        row = QHBoxLayout()
        row.addStretch(1)
        if self.variant.inserts:
            hint = self.tr(
                "← → choose where your letter goes (Home, End: the ends), or click the place."
            )
        elif self.variant.pool:
            hint = self.tr("The letters stay in alphabetical order: just type your letter.")
        else:
            hint = self.tr("Shift+letter puts it on the left.")
        self.side_hint = QLabel(hint)
        self.side_hint.setWordWrap(True)  # a long hint (Russian) wraps inside the board
        self.side_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.side_hint.setVisible(self.super or self.variant.pool)
        row.addWidget(self.side_hint, 8)  # the room is the hint's, not the stretches'
        self.turn_around = QCheckBox(self.tr("Turn around first (Space)"))
        self.turn_around.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.turn_around.setVisible(self.variant.may_reverse)
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
        self.status.setObjectName("drillStatus")
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.status.clear)
        buttons.addWidget(self.status, 1)
        length_label = QLabel(self.tr("Session:"))
        self.length = QComboBox()
        self.length.setObjectName("drillSessionLength")
        for n in SESSION_CHOICES:
            self.length.addItem(
                self.tr("%1 questions").replace("%1", str(n)) if n else self.tr("What's due"), n
            )
        self.length.setCurrentIndex(SESSION_CHOICES.index(self.session_choice))
        self.length.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.length.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard types letters
        self.length.currentIndexChanged.connect(self._length_chosen)
        length_label.setBuddy(self.length)
        buttons.addWidget(length_label)
        buttons.addWidget(self.length)
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
        self._show_left_off(saved)
        if self.drill.total() and self.drill.session_over():
            self.drill.start_session(self.session_choice or None)  # saved with its first answer
        self._update_bar()
        self.go_on()

    # -- the file --------------------------------------------------------------------------
    def _read(self) -> tuple[dict[str, Any] | None, bool]:
        data, damaged = storage.read_json(self.progress_path)
        if data is None:
            self._file: dict[str, Any] = {"version": FILE_VERSION, "cards": {}}
            return None, damaged
        if (
            not isinstance(data, dict)
            or data.get("version") != FILE_VERSION
            or not isinstance(data.get("cards"), dict)
        ):
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
        entry["session_choice"] = self.session_choice
        self._file["cards"][self.card_key] = entry
        try:
            storage.write_json(self.progress_path, self._file)
        except OSError as exc:
            if not self._save_problem_shown:
                self._save_problem_shown = True
                self._notify(
                    self.tr("Could not save your progress (%1).").replace(
                        "%1", exc.strerror or str(exc)
                    )
                )
            return False
        return True

    def _notify(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    # -- the drill -------------------------------------------------------------------------
    def go_on(self) -> None:
        """Show the next question (the last answer's verdict goes), or the session's end."""
        if self.ended:
            self.next_session()
            return
        self.waiting = False
        self.next_button.hide()
        self.next_button.setText(self.tr("Next (Enter)"))
        self.dont_know.setEnabled(True)
        self.turn_around.setChecked(False)
        self._clear_feedback()
        self.summary.hide()
        self.moves.show()
        self.fragment.show()
        self.caret_line.hide()
        if self.drill.total() and self.drill.session_over():
            self._end_session()
            return
        self.question = self.drill.next_question()
        q = self.question
        if q is None:
            self.moves.hide()
            self.fragment.hide()
            self.summary.setText(self.tr("Nothing to learn"))
            self.summary.show()
            self.prompt.setText(self.tr("The round is over before your first turn on this card."))
            self.dont_know.setEnabled(False)
            return
        self.moves.setText(self._moves_html(q))
        mover = q.moves[-1].seats[-1] if q.moves else None
        self._show_fragment(q.at, q.moves[-2].fragment if len(q.moves) > 1 else "", mover=mover)
        ask = self.tr("Your letter?") if q.at else self.tr("You start. Your letter?")
        self.prompt.setText(
            ask
            + ("  " + self.tr("(New to you: “Show me” if you don't know it yet.)") if q.new else "")
        )
        if self.variant.inserts:
            self.caret_line.show()
            self.set_caret(len(q.at))  # the end, where a letter goes by default

    def next_session(self) -> None:
        """Begin the next session (its length as chosen) and ask its first question."""
        self.ended = False
        self._status_timer.stop()
        self.status.clear()
        self.drill.start_session(self.session_choice or None)  # saved with its first answer
        self._update_bar()
        self.go_on()

    def _end_session(self) -> None:
        """The session's questions are answered: sum it up and offer the next."""
        d = self.drill
        self.ended = True
        self.question = None
        self.moves.hide()
        self.fragment.hide()
        self.summary.setText(
            self.tr("Session %1 done: %2 of %3 right.")
            .replace("%1", str(d.session))
            .replace("%2", str(d.session_right))
            .replace("%3", str(d.session_answers))
        )
        self.summary.show()
        self.prompt.setText(self._next_text())
        self.dont_know.setEnabled(False)
        self.next_button.setText(self.tr("Next session (Enter)"))
        self.next_button.show()

    def _next_text(self) -> str:
        d = self.drill
        if d.learnt():
            return self.tr(
                "You know every decision on this card. The next session goes over them again."
            )
        due = d.total() - d.unseen() - d.known()  # seen, not yet known: due when a session begins
        return (
            self.tr("Next session: %1 due, %2 not seen yet.")
            .replace("%1", str(due))
            .replace("%2", str(d.unseen()))
            + " "
            + self.tr("Press Enter to go on, or close and come back later: your progress is kept.")
        )

    def _length_chosen(self, index: int) -> None:
        """A session of another length: the one under way too (it may end at once)."""
        choice = self.length.itemData(index)
        if choice not in SESSION_CHOICES or choice == self.session_choice:
            return
        self.session_choice = choice
        d = self.drill
        if not self.ended and d.session:
            d.session_length = max(1, choice or d.session_answers + d.due())
            self.save()
            self._update_bar()
            if not self.waiting and d.session_over():
                self.go_on()
        else:
            self.save()

    def _show_left_off(self, saved: dict[str, Any] | None) -> None:
        """Where the learner left off, when the card was drilled before."""
        d = self.drill
        if not isinstance(saved, dict) or not d.session:
            return
        finished = d.session if d.session_over() else d.session - 1
        if not d.session_over() and d.session_answers:
            text = (
                self.tr("Welcome back: session %1 goes on after %2 of %3 questions.")
                .replace("%1", str(d.session))
                .replace("%2", str(d.session_answers))
                .replace("%3", str(d.session_length))
            )
        elif finished:
            text = self.tr("Welcome back: you finished session %1.").replace("%1", str(finished))
        else:
            return
        when = ""
        try:
            stamp = datetime.fromisoformat(str(saved.get("updated", "")))
            day = stamp.astimezone().date()
            when = QLocale().toString(
                QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat
            )
        except (ValueError, OverflowError):
            pass
        if when:
            text += " " + self.tr("Last drilled: %1.").replace("%1", when)
        self.left_off.setText(text)
        self.left_off.show()

    def _clear_feedback(self) -> None:
        self.feedback.hide()
        self.verdict.setText("")
        self.line.setText("")

    def give(self, play: Play | None) -> Result | None:
        """Answer the question shown; None means "show me"."""
        if self.question is None or self.waiting or self.ended:
            return None
        result = self.drill.answer(play)
        self.save()
        self.left_off.hide()
        self.waiting = not result.right
        self._update_bar()
        self._show_result(result)
        if result.right:
            self.go_on()
        else:
            self.dont_know.setEnabled(False)
            self.next_button.show()
            self.prompt.setText(self.tr("Press Enter to go on."))
            self.caret_line.hide()
            if result.given is not None:
                self._show_fragment(result.given, self.question.at, wrong=True)
        return result

    # -- Xghost's caret ----------------------------------------------------------------------
    def set_caret(self, place: int) -> None:
        """Where the next letter goes: 0 the start, the fragment's length the end."""
        q = self.question
        if q is None or self.waiting or self.ended:
            return
        self.caret = max(0, min(len(q.at), place))
        self.caret_line.setText(self._caret_html(q.at))
        where = self._caret_words(q.at)
        self.caret_line.setToolTip(where)
        self.caret_line.setAccessibleName(where)

    def _caret_words(self, at: str) -> str:
        if not at or self.caret == len(at):
            return self.tr("Your letter goes at the end.")
        if self.caret == 0:
            return self.tr("Your letter goes at the start.")
        return (
            self.tr("Your letter goes between %1 and %2.")
            .replace("%1", capitals(at[self.caret - 1]))
            .replace("%2", capitals(at[self.caret]))
        )

    def _caret_html(self, at: str) -> str:
        """The letters with a place between every two and at the ends, a link each, the
        chosen place a bar in the highlight colour, and the place in words under them."""
        bar = self.palette().highlight().color().name()
        grey = self.palette().placeholderText().color().name()
        parts = []
        for i in range(len(at) + 1):
            mark = (
                f"<span style='color:{bar}'>&#9475;</span>"
                if i == self.caret
                else f"<span style='color:{grey}'>&middot;</span>"
            )
            parts.append(f"<a href='{i}' style='text-decoration:none'>{mark}</a>")
            if i < len(at):
                parts.append(f"&thinsp;{html.escape(capitals(at[i]))}&thinsp;")
        words = html.escape(self._caret_words(at))
        return (
            f"{''.join(parts)}<br><span style='font-size:small; font-weight:normal'>{words}</span>"
        )

    def _play_for(self, letter: str, left: bool) -> Play:
        """The play a letter typed makes: at the caret (Xghost), in its sorted place
        (Anaghost), else on the side Shift chooses, turned around when asked."""
        at = self.question.at if self.question is not None else ""
        if isinstance(self.variant, Anaghost):
            return self.variant.play(at, letter)
        if self.variant.inserts and not left:
            if 0 < self.caret < len(at):
                return Play(letter, at=self.caret)
            left = self.caret == 0 and bool(at)
        return Play(letter, Side.LEFT if left else Side.RIGHT, self.turn_around.isChecked())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override
        key = event.key()
        if (self.waiting or self.ended) and key in (
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
            Qt.Key.Key_Space,
        ):
            self.go_on()
            return
        if key == Qt.Key.Key_Space and self.turn_around.isVisible():
            self.turn_around.toggle()
            return
        if self.variant.inserts and self.question is not None and not (self.waiting or self.ended):
            moves = {
                Qt.Key.Key_Left: self.caret - 1,
                Qt.Key.Key_Right: self.caret + 1,
                Qt.Key.Key_Home: 0,
                Qt.Key.Key_End: len(self.question.at),
            }
            if key in moves:
                self.set_caret(moves[Qt.Key(key)])
                return
        text = event.text()
        if (
            len(text) == 1
            and text.isalpha()
            and not event.modifiers()
            & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            left = self.super and bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.give(self._play_for(text.lower(), left))
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
            chips.append(
                f"<span style='color:{colour}'>&#9679;</span>&nbsp;{who}&nbsp;<b>{html.escape(capitals(m.fragment))}</b>"
            )
        return "&nbsp; &#8250; ".join(chips)

    def _show_fragment(
        self, fragment: str, before: str, *, wrong: bool = False, mover: int | None = None
    ) -> None:
        """The fragment in the table's large letters, the newest marked in the colour of the
        seat that played it (a wrong answer's letter in the colour of a miss)."""
        newest = next(  # where the one letter more went: an end, between two, in a pool
            (i for i in range(len(fragment)) if fragment[:i] + fragment[i + 1 :] == before),
            -1,
        )
        if fragment[:-1] == before:  # a doubled letter at the end: the one played is the last
            newest = len(fragment) - 1
        colour = (
            QColor(_colour("wrong"))
            if wrong
            else player_colour(mover)
            if mover is not None
            else None
        )
        self.fragment.set_fragment(fragment, newest, colour)

    def _decision_html(self, result: Result) -> str:
        node = result.node
        before, letter, after = split_play(node)
        at = html.escape(capitals(node.at)) or html.escape(self.tr("(start)"))
        play = f"{html.escape(capitals(before))}<b><u>{html.escape(capitals(letter))}</u></b>{html.escape(capitals(after))}"
        how = self._play_words(node.move, letter, node.at)
        lose = set(self.card.losing_words)
        words = [
            f"<s>{self._ending(w)}</s>" if w in lose else self._ending(w)
            for w in result.words_to_aim_for
        ]
        more = len(words) - MAX_WORDS
        shown = ", ".join(words[:MAX_WORDS]) + (
            ", " + html.escape(self.tr("and %1 more").replace("%1", str(more))) if more > 0 else ""
        )
        aim = html.escape(self.tr("Aim for:"))
        note = (
            "<br><small>" + html.escape(self.tr("Struck-out words lose for you.")) + "</small>"
            if lose & set(result.words_to_aim_for)
            else ""
        )
        return f"<span style='font-size:15pt'>{at} &#8594; {play}</span>&nbsp;&nbsp;<i>{html.escape(how)}</i><br>{aim} {shown}{note}"

    def _ending(self, ending: str) -> str:
        """A word to aim for; for Anaghost a pool in capitals and the words it makes."""
        if not self.variant.pool:
            return html.escape(ending)
        made = self.anagrams.get(ending, ())
        return html.escape(capitals(ending) + (" (" + ", ".join(made) + ")" if made else ""))

    def _play_words(self, move: Play | None, letter: str, at: str = "") -> str:
        up = capitals(letter)
        if move is not None and move.at is not None and self.variant.inserts:
            return (
                self.tr("add %1 between %2 and %3")
                .replace("%1", up)
                .replace("%2", capitals(at[move.at - 1 : move.at]))
                .replace("%3", capitals(at[move.at : move.at + 1]))
            )
        if move is None or not self.super:
            return self.tr("play %1").replace("%1", up)
        text = (
            self.tr("add %1 on the left")
            if move.side is Side.LEFT
            else self.tr("add %1 on the right")
        )
        text = text.replace("%1", up)
        return self.tr("turn around, then %1").replace("%1", text) if move.reverse else text

    def _show_result(self, result: Result) -> None:
        """A right answer is told in the status line (the next question follows at once and
        its board is clean); a miss shows the card's line until Enter."""
        kind = "right" if result.right else "wrong"
        colour = _colour(kind)
        self.status.setStyleSheet(f"color: {colour};")
        if result.right:
            self._status_timer.stop()
            if self.drill.learnt():
                self.status.setText(
                    "\u2714 " + self.tr("Learnt! You know every decision on this card.")
                )
            else:  # a moment's word: the next question is on the board already
                self.status.setText("\u2714 " + self.tr("Right!"))
                self._status_timer.start(RIGHT_MS)
            return
        self._status_timer.stop()
        self.status.setText("")
        self.feedback.setStyleSheet(f"QFrame#drillFeedback {{ border-color: {colour}; }}")
        self.verdict.setStyleSheet(f"color: {colour};")
        if result.given is None:
            self.verdict.setText("\u2794 " + self.tr("The card says:"))
        else:
            self.verdict.setText(
                "\u2718 "
                + self.tr("Not quite: you made %1. The card says:").replace(
                    "%1", capitals(result.given)
                )
            )
        self.line.setText(self._decision_html(result))
        self.feedback.show()

    def _update_bar(self) -> None:
        total, known = self.drill.total(), self.drill.known()
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(known if total else 1)
        text = (
            self.tr("Known %1 of %2 decisions").replace("%1", str(known)).replace("%2", str(total))
        )
        self.bar.setFormat(text)
        d = self.drill
        if not total or not d.session:
            self.session_line.setText("")
            return
        line = (
            self.tr("Session %1: %2 due, %3 of %4 learnt")
            .replace("%1", str(d.session))
            .replace("%2", str(d.due()))
            .replace("%3", str(known))
            .replace("%4", str(total))
        )
        asked = min(
            d.session_answers + (0 if d.session_over() or self.waiting else 1), d.session_length
        )
        line += " \u00b7 " + self.tr("question %1 of %2").replace("%1", str(asked)).replace(
            "%2", str(d.session_length)
        )
        self.session_line.setText(line)
