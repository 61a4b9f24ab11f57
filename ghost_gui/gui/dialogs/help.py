"""Help for people: How to play (F1) and the first-start welcome; About lives in
``about_dialog`` (named here too), the example round in ``help_examples``."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QLocale, QSize
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..screen_fit import fit_dialog
from ..texts.setup_names import short_variant_name
from ..texts.words_texts import counted
from .about_dialog import AboutDialog
from .game_setup import GameSetup
from .help_examples import example_board, example_caption, example_steps, example_word, lives_word

__all__ = ["AboutDialog", "HowToPlayDialog", "WelcomeDialog"]

_MAX = QSize(780, 560)


def key_name(keys: str) -> str:
    """A key or shortcut as the keyboard and the menus name it in the interface language
    (Strg+Umschalt+R in German), from Qt's own translations."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def rule_text(variant: str, min_length: int) -> str:
    """The variant's rule in a few sentences, the shortest word that counts filled in: How to
    play's and the welcome's (How to play's translations, whichever dialog shows them)."""
    if variant == "ghost":
        rule = QCoreApplication.translate(
            "HowToPlayDialog",
            "Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. "
            "Whoever finishes a word of %1 or more letters loses the round. Shorter words don't count.",
        )
    elif variant == "super":
        rule = QCoreApplication.translate(
            "HowToPlayDialog",
            "Take turns adding one letter at either end of the letters on the board: at the end, or at the front (hold Shift while typing). "
            "The letters must always appear somewhere inside a real word. Whoever finishes a word of %1 or more letters loses the round.",
        )
    elif variant == "superduper":
        rule = QCoreApplication.translate(
            "HowToPlayDialog",
            "Take turns adding one letter at either end of the letters on the board (hold Shift to put it at the front). Before adding, "
            "you may also reverse the letters, turning them around (tick “Reverse first”). The letters must appear inside a real word, "
            "forwards or backwards. Whoever finishes a word of %1 or more letters loses the round.",
        )
    elif variant == "xghost":
        rule = QCoreApplication.translate(
            "HowToPlayDialog",
            "Take turns adding one letter anywhere: at either end of the letters on the board, or between two of them. "
            "Click where it should go, or move the marker with the arrow keys (Home and End jump to the ends). "
            "The letters must always appear, just as they stand, inside a real word. "
            "Whoever finishes a word of %1 or more letters loses the round.",
        )
    elif variant == "anaghost":
        rule = QCoreApplication.translate(
            "HowToPlayDialog",
            "Take turns adding one letter to the letters on the board. Their order does not matter: the game keeps them in "
            "alphabetical order. The letters must always fit inside a real word, each as often as the word has it. "
            "Whoever adds the letter that lets all of them, in some order, spell a word of %1 or more letters loses the round.",
        )
    else:
        rule = QCoreApplication.translate(
            "HowToPlayDialog",
            "Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. "
            "Here it is the other way round: whoever completes a word of %1 or more letters wins the round, and the player who played "
            "just before them loses it. Shorter words don't count.",
        )
    return rule.replace("%1", QLocale().toString(min_length))


def bluff_text(variant: str) -> str:
    """What “No word …!” (key ?) claims in the variant, and what follows."""
    if variant in ("xghost", "super"):
        return QCoreApplication.translate(
            "HowToPlayDialog",
            "“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word "
            "with these letters in it, just as they stand. If they can, you lose the round; if not, they do.",
        )
    if variant == "superduper":
        return QCoreApplication.translate(
            "HowToPlayDialog",
            "“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word "
            "with these letters in it, as they stand or reversed. If they can, you lose the round; if not, they do.",
        )
    if variant == "anaghost":
        return QCoreApplication.translate(
            "HowToPlayDialog",
            "“No word can be made with these letters!” (key ?): you think the last player is bluffing. They must name "
            "a real word that has all these letters, in any order. If they can, you lose the round; if not, they do.",
        )
    return QCoreApplication.translate(
        "HowToPlayDialog",
        "“No word goes like that!” (key ?): you think the last player is bluffing. They must name a real word "
        "that fits the letters. If they can, you lose the round; if not, they do.",
    )


def caught_text(variant: str, min_length: int) -> str:
    """What “That's a word!” (key !) claims in the variant: only where bluffing is allowed."""
    if variant == "anaghost":
        caught = QCoreApplication.translate(
            "HowToPlayDialog",
            "“That's a word!” (key !): the letters, in some order, already spell a word of %1 or more letters. "
            "If they do, the word counts as finished; if not, you lose the round.",
        )
    else:
        caught = QCoreApplication.translate(
            "HowToPlayDialog",
            "“That's a word!” (key !): the letters already spell a word of %1 or more letters. "
            "If they do, the word counts as finished; if not, you lose the round.",
        )
    return caught.replace("%1", QLocale().toString(min_length))


class HowToPlayDialog(QDialog):
    def __init__(
        self,
        variant: str,
        min_length: int,
        word_ends_round: bool,
        lives: int,
        parent: QWidget | None = None,
        *,
        language: str | None = None,
    ) -> None:
        """``language``: the current list's (``WordList.language``): when it plays some
        letters as others, the help says how in one sentence."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play %1").replace("%1", short_variant_name(variant)))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(
            self.html_text(variant, min_length, word_ends_round, lives, language=language)
        )
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self, _MAX.width(), _MAX.height())

    def sizeHint(self) -> QSize:
        return super().sizeHint().boundedTo(_MAX)

    def text(self) -> str:
        """The help as plain text (for tests and screen readers)."""
        return self.browser.toPlainText()

    def html_text(
        self,
        variant: str,
        min_length: int,
        word_ends_round: bool,
        lives: int,
        *,
        language: str | None = None,
    ) -> str:
        parts = [f"<h2>{html.escape(short_variant_name(variant))}</h2>"]
        rule = rule_text(variant, min_length)
        parts.append(f"<p>{html.escape(rule)}</p>")
        letters = self.letters_text(language)
        if letters:
            parts.append(f"<p>{html.escape(letters)}</p>")
        if word_ends_round:
            table = [
                self.tr(
                    "Table rule: the game calls out completed words. As soon as a word is finished, the round ends."
                ),
                self.tr(
                    "(With the other rule, players must catch words themselves, and bluffing is allowed.)"
                ),
            ]
        else:
            table = [
                self.tr(
                    "Table rule: players must catch them, bluffing allowed. A finished word, or letters no word fits, stay on the board "
                    "until somebody challenges. You may bluff and hope nobody notices!"
                ),
                self.tr("(With the other rule, the game calls out completed words at once.)"),
            ]
        parts.append(f"<p><b>{html.escape(table[0])}</b> {html.escape(table[1])}</p>")
        heading1 = self.tr("Challenges")
        parts.append(f"<h3>{html.escape(heading1)}</h3><ul>")
        bluff = bluff_text(variant)
        parts.append("<li>" + html.escape(bluff) + "</li>")
        if not word_ends_round:
            caught = caught_text(variant, min_length)
            parts.append("<li>" + html.escape(caught) + "</li>")
        parts.append("</ul>")
        word = lives_word(lives)
        if word:
            life = (
                self.tr(
                    "Each lost round gives you the next letter of %1. Once you have spelled all of %2, you are out. "
                    "The last player left wins."
                )
                .replace("%1", word)
                .replace("%2", "-".join(word))
            )
        else:
            life = counted(
                lives,
                self.tr(
                    "Each player has %1 life. Losing a round costs it, and you are out. The last player left wins.",
                    "",
                    lives,
                ),
                self.tr(
                    "Each player has %1 lives. Each lost round costs you one. With none left you are out. The last player left wins.",
                    "",
                    lives,
                ),
            )
        heading2 = self.tr("Lives")
        parts.append(f"<h3>{html.escape(heading2)}</h3><p>{html.escape(life)}</p>")
        heading3 = self.tr("An example")
        parts.append(f"<h3>{html.escape(heading3)}</h3><table cellspacing='4'>")
        steps = example_steps(variant, min_length)
        prev = ""
        for player, fragment, newest in steps:
            caption = example_caption(prev, player, fragment, newest, variant)
            parts.append(
                f"<tr><td valign='middle'><b>{html.escape(player)}:</b></td><td valign='middle'>{example_board(fragment, newest)}</td>"
                f"<td valign='middle'>{html.escape(caption)}</td></tr>"
            )
            prev = fragment
        last, before = steps[-1][0], steps[-2][0]
        loser = before if variant == "anti" else last
        mark = word[0] if word else None
        if variant == "anti":
            end = self.tr(
                "%1 completed %2 and wins the round. %3 played just before, and loses it."
            )
        elif variant == "anaghost":
            end = self.tr("%1 made the letters %2 spell %4 and loses the round.").replace(
                "%4", example_word(min_length)
            )
        else:
            end = self.tr("%1 completed %2 and loses the round.")
        end = end.replace("%1", last).replace("%2", steps[-1][1]).replace("%3", before)
        if mark:
            end += " " + self.tr("%1 gets a %2.").replace("%1", loser).replace("%2", mark)
        if not word_ends_round:
            end += " " + self.tr(
                "(With bluffing allowed, this happens when somebody says “That's a word!”.)"
            )
        parts.append(f"</table><p><b>{html.escape(end)}</b></p>")
        heading4 = self.tr("Keys")
        parts.append(f"<h3>{html.escape(heading4)}</h3><table cellspacing='2' cellpadding='3'>")
        for key, what in self.keys(variant):
            parts.append(f"<tr><td><b>{html.escape(key)}</b></td><td>{html.escape(what)}</td></tr>")
        parts.append("</table>")
        return "".join(parts)

    def letters_text(self, language: str | None) -> str:
        """How a list of this language counts its letters, when it plays some as others."""
        if language == "fr":
            return self.tr("In this French list, É plays as E and Ç as C.")
        if language == "es":
            return self.tr(
                "In this Spanish list, accented letters play as the plain letter; Ñ is a letter of its own."
            )
        if language == "de":
            return self.tr(
                "In this German list, Ä, Ö and Ü are letters of their own and ß plays as SS."
            )
        return ""

    def keys(self, variant: str) -> list[tuple[str, str]]:
        rows = [(self.tr("A letter"), self.tr("Play it"))]
        if variant in ("super", "superduper"):
            rows.append((self.tr("Shift+letter"), self.tr("Put it at the front")))
        if variant == "xghost":
            rows.append(("← →", self.tr("Move the marker: where the next letter goes")))
            rows.append(
                (
                    f"{key_name('Home')}, {key_name('End')}",
                    self.tr("Move the marker to the front, to the end"),
                )
            )
        if variant in ("xghost", "super", "superduper"):
            bluff = self.tr("No word contains these letters!")
        elif variant == "anaghost":
            bluff = self.tr("No word can be made with these letters!")
        else:
            bluff = self.tr("No word goes like that!")
        rows += [
            (key_name("Enter"), self.tr("Confirm, or start the next round")),
            (key_name("Esc"), self.tr("Close a window without deciding anything")),
            ("?", bluff),
            ("!", self.tr("That's a word! (when bluffing is allowed)")),
            (key_name("Ctrl+Shift+R"), self.tr("Resign the round (you are asked first)")),
            (key_name("F1"), self.tr("How to play")),
            (key_name("Ctrl+H"), self.tr("Hint (practice)")),
            (key_name("Ctrl+Z"), self.tr("Take back your letter")),
            (key_name("Ctrl+N"), self.tr("New game")),
            (key_name("Ctrl+P"), self.tr("Print a card")),
            (key_name("F11"), self.tr("Full screen")),
            (key_name("Ctrl+Q"), self.tr("Quit")),
        ]
        return rows


class WelcomeDialog(QDialog):
    """The one-screen welcome, for the game set up (``setup``: the New game dialog's, its
    default before any game): its variant's rule, its challenges, and the shortest word that
    counts."""

    def __init__(self, parent: QWidget | None = None, setup: GameSetup | None = None) -> None:
        super().__init__(parent)
        if setup is None:
            setup = GameSetup()
        variant, min_length = str(setup.variant), setup.min_length
        self.setWindowTitle(self.tr("Welcome to Ghost"))
        layout = QVBoxLayout(self)
        heading5 = self.tr("Welcome to Ghost!")
        title = QLabel(f"<h2>{html.escape(heading5)}</h2>")
        if variant == "ghost":
            intro = html.escape(
                self.tr(
                    "Ghost is a word game: take turns adding a letter, and the letters must always be the start of a real word. "
                    "Whoever completes a word of %1 or more letters loses the round, so think ahead!"
                ).replace("%1", QLocale().toString(min_length))
            )
        else:  # the variant's own rule, under its name
            name = html.escape(short_variant_name(variant))
            intro = f"<b>{name}</b>: {html.escape(rule_text(variant, min_length))}"
        items = [self.tr("Type a letter to play it."), bluff_text(variant)]
        if not setup.word_ends_round:  # “That's a word!”: only where bluffing is allowed
            items.append(caught_text(variant, min_length))
        items += [
            self.tr("“Resign round” (Ctrl+Shift+R): give up this round."),
            self.tr("Press F1 at any time to read the rules."),
        ]
        body = QLabel(
            f"<p>{intro}</p><ul>" + "".join(f"<li>{html.escape(i)}</li>" for i in items) + "</ul>"
        )
        body.setWordWrap(True)
        body.setMinimumWidth(480)
        self.dont_show = QCheckBox(self.tr("Don't show this again"))
        self.dont_show.setChecked(True)
        self.play = QPushButton(self.tr("Let's play"))
        self.play.setDefault(True)
        self.play.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addWidget(self.dont_show)
        row.addStretch(1)
        row.addWidget(self.play)
        for w in (title, body):
            layout.addWidget(w)
        layout.addLayout(row)

    def dont_show_again(self) -> bool:
        return self.dont_show.isChecked()
