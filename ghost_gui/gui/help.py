"""Help for people: How to play (F1), the first-start welcome and About."""

from __future__ import annotations

import html
import re
from bisect import bisect_right
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..paths import resource_path, wordlist_path
from . import i18n
from .screen_fit import fit_dialog
from .setup_names import short_variant_name

#: the example word for each minimum length (translators may give words of the same length)
_EXAMPLE_WORDS = {3: "CAT", 4: "FISH", 5: "HOUSE", 6: "GARDEN", 7: "KITCHEN", 8: "ELEPHANT"}
_HIGHLIGHT = "background-color:#ffd54f; color:#000000;"
_MAX = QSize(780, 560)


def example_word(min_length: int) -> str:
    n = min(max(min_length, 3), 8)
    translated = {
        3: QCoreApplication.translate("help", "CAT"),
        4: QCoreApplication.translate("help", "FISH"),
        5: QCoreApplication.translate("help", "HOUSE"),
        6: QCoreApplication.translate("help", "GARDEN"),
        7: QCoreApplication.translate("help", "KITCHEN"),
        8: QCoreApplication.translate("help", "ELEPHANT"),
    }
    word = translated[n]
    return word if len(word) == n and word.isalpha() else _EXAMPLE_WORDS[n]


def example_steps(variant: str, min_length: int) -> list[tuple[str, str, int]]:
    """A short round for the variant: (player, fragment after the play, index of the newest
    letter). Two players take turns; the last step completes a word of ``min_length`` letters."""
    word = example_word(min_length)
    if variant == "xghost":
        # the third letter, the first at the front, the second between them, then the rest
        # at the end: every kind of play, and the two letters of the second step (CT, FS,
        # ДМ ...) occur in words of the family lists (a test checks it)
        frags: list[tuple[str, int]] = [(word[2], 0), (word[0] + word[2], 0), (word[:3], 1)]
        frags += [(word[:i], i - 1) for i in range(4, len(word) + 1)]
    elif variant == "anaghost":
        # the word's letters in turn, kept in alphabetical order: the last one makes the word
        frags, pool = [], ""
        for letter in word:
            at = bisect_right(pool, letter)
            pool = pool[:at] + letter + pool[at:]
            frags.append((pool, at))
    elif variant in ("super", "superduper"):
        frags = [(word[1], 0)]
        if variant == "superduper":  # a letter on the left, then turned around and one more added
            frags.append((word[2] + word[1], 0))
            frags.append((word[1:4], 2) if len(word) > 3 else (word, 0))
        for end in range(len(frags[-1][0]) + 2, len(word) + 1):
            frags.append((word[1:end], end - 2))
        if frags[-1][0] != word:
            frags.append((word, 0))
    else:
        frags = [(word[:i], i - 1) for i in range(1, len(word) + 1)]
    names = (QCoreApplication.translate("help", "Anna"), QCoreApplication.translate("help", "Ben"))
    return [(names[i % 2], f, k) for i, (f, k) in enumerate(frags)]


def lives_word(lives: int) -> str | None:
    """The word the lost rounds spell (GHOST, PIG), or None when lives are simply counted."""
    return {
        5: QCoreApplication.translate("help", "GHOST"),
        3: QCoreApplication.translate("help", "PIG"),
    }.get(lives)


def _board(fragment: str, newest: int) -> str:
    cells = []
    for i, c in enumerate(fragment):
        style = _HIGHLIGHT if i == newest else ""
        cells.append(
            f"<span style='font-size:20pt; font-weight:bold; {style}'>&nbsp;{html.escape(c)}&nbsp;</span>"
        )
    return "".join(cells)


def _caption(prev: str, player: str, fragment: str, newest: int, variant: str = "") -> str:
    letter = fragment[newest]
    if not prev:
        return (
            QCoreApplication.translate("help", "%1 starts with %2.")
            .replace("%1", player)
            .replace("%2", letter)
        )
    if variant == "anaghost":
        return (
            QCoreApplication.translate("help", "%1 adds %2 to the letters.")
            .replace("%1", player)
            .replace("%2", letter)
        )
    if 0 < newest < len(fragment) - 1 and fragment[:newest] + fragment[newest + 1 :] == prev:
        return (
            QCoreApplication.translate("help", "%1 puts %2 between %3 and %4.")
            .replace("%1", player)
            .replace("%2", letter)
            .replace("%3", fragment[newest - 1])
            .replace("%4", fragment[newest + 1])
        )
    rest = fragment[1:] if newest == 0 else fragment[:-1]
    if rest != prev:
        text = (
            QCoreApplication.translate("help", "%1 turns %2 around to %3 and adds %4.")
            .replace("%2", prev)
            .replace("%3", rest)
        )
        return text.replace("%1", player).replace("%4", letter)
    if newest == 0:
        return (
            QCoreApplication.translate("help", "%1 puts %2 at the front.")
            .replace("%1", player)
            .replace("%2", letter)
        )
    return (
        QCoreApplication.translate("help", "%1 adds %2 at the end.")
        .replace("%1", player)
        .replace("%2", letter)
    )


class HowToPlayDialog(QDialog):
    def __init__(
        self,
        variant: str,
        min_length: int,
        word_ends_round: bool,
        lives: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play %1").replace("%1", short_variant_name(variant)))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(self.html_text(variant, min_length, word_ends_round, lives))
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

    def html_text(self, variant: str, min_length: int, word_ends_round: bool, lives: int) -> str:
        n = str(min_length)
        parts = [f"<h2>{html.escape(short_variant_name(variant))}</h2>"]
        if variant == "ghost":
            rule = self.tr(
                "Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. "
                "Whoever finishes a word of %1 or more letters loses the round. Shorter words don't count."
            )
        elif variant == "super":
            rule = self.tr(
                "Take turns adding one letter at either end of the letters on the board: at the end, or at the front (hold Shift while typing). "
                "The letters must always appear somewhere inside a real word. Whoever finishes a word of %1 or more letters loses the round."
            )
        elif variant == "superduper":
            rule = self.tr(
                "Take turns adding one letter at either end of the letters on the board (hold Shift to put it at the front). Before adding, "
                "you may also reverse the letters, turning them around (tick “Reverse first”). The letters must appear inside a real word, "
                "forwards or backwards. Whoever finishes a word of %1 or more letters loses the round."
            )
        elif variant == "xghost":
            rule = self.tr(
                "Take turns adding one letter anywhere: at either end of the letters on the board, or between two of them. "
                "Click where it should go, or move the marker with the arrow keys (Home and End jump to the ends). "
                "The letters must always appear, just as they stand, inside a real word. "
                "Whoever finishes a word of %1 or more letters loses the round."
            )
        elif variant == "anaghost":
            rule = self.tr(
                "Take turns adding one letter to the letters on the board. Their order does not matter: the game keeps them in "
                "alphabetical order. The letters must always fit inside a real word, each as often as the word has it. "
                "Whoever adds the letter that lets all of them, in some order, spell a word of %1 or more letters loses the round."
            )
        else:
            rule = self.tr(
                "Take turns adding one letter to the end of the letters on the board. The letters must always be the start of a real word. "
                "Here it is the other way round: whoever completes a word of %1 or more letters wins the round, and the player who played "
                "just before them loses it. Shorter words don't count."
            )
        parts.append(f"<p>{html.escape(rule.replace('%1', n))}</p>")
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
        if variant == "xghost":
            bluff = self.tr(
                "“No word contains these letters!” (key ?): you think the last player is bluffing. They must name a real word "
                "with these letters in it, just as they stand. If they can, you lose the round; if not, they do."
            )
        elif variant == "anaghost":
            bluff = self.tr(
                "“No word holds these letters!” (key ?): you think the last player is bluffing. They must name a real word "
                "that has all these letters. If they can, you lose the round; if not, they do."
            )
        else:
            bluff = self.tr(
                "“No word goes like that!” (key ?): you think the last player is bluffing. They must name a real word "
                "that fits the letters. If they can, you lose the round; if not, they do."
            )
        parts.append("<li>" + html.escape(bluff) + "</li>")
        if not word_ends_round:
            caught = (
                self.tr(
                    "“That's a word!” (key !): the letters, in some order, already spell a word of %1 or more letters. "
                    "If they do, the word counts as finished; if not, you lose the round."
                )
                if variant == "anaghost"
                else self.tr(
                    "“That's a word!” (key !): the letters already spell a word of %1 or more letters. "
                    "If they do, the word counts as finished; if not, you lose the round."
                )
            )
            parts.append("<li>" + html.escape(caught.replace("%1", n)) + "</li>")
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
            life = self.tr(
                "Each player has %1 lives. Each lost round costs you one. With none left you are out. The last player left wins."
            ).replace("%1", str(lives))
        heading2 = self.tr("Lives")
        parts.append(f"<h3>{html.escape(heading2)}</h3><p>{html.escape(life)}</p>")
        heading3 = self.tr("An example")
        parts.append(f"<h3>{html.escape(heading3)}</h3><table cellspacing='4'>")
        steps = example_steps(variant, min_length)
        prev = ""
        for player, fragment, newest in steps:
            caption = _caption(prev, player, fragment, newest, variant)
            parts.append(
                f"<tr><td valign='middle'><b>{html.escape(player)}:</b></td><td valign='middle'>{_board(fragment, newest)}</td>"
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

    def keys(self, variant: str) -> list[tuple[str, str]]:
        rows = [(self.tr("A letter"), self.tr("Play it"))]
        if variant in ("super", "superduper"):
            rows.append((self.tr("Shift+letter"), self.tr("Put it at the front")))
        if variant == "xghost":
            rows.append(("← →", self.tr("Move the marker: where the next letter goes")))
            rows.append(("Home, End", self.tr("Move the marker to the front, to the end")))
        if variant == "xghost":
            bluff = self.tr("No word contains these letters!")
        elif variant == "anaghost":
            bluff = self.tr("No word holds these letters!")
        else:
            bluff = self.tr("No word goes like that!")
        rows += [
            ("Enter", self.tr("Confirm, or start the next round")),
            ("Esc", self.tr("Close a window without deciding anything")),
            ("?", bluff),
            ("!", self.tr("That's a word! (when bluffing is allowed)")),
            ("Ctrl+Shift+R", self.tr("Resign the round (you are asked first)")),
            ("F1", self.tr("How to play")),
            ("Ctrl+H", self.tr("Hint (practice)")),
            ("Ctrl+Z", self.tr("Take back your letter")),
            ("Ctrl+N", self.tr("New game")),
            ("Ctrl+P", self.tr("Print a card")),
            ("F11", self.tr("Full screen")),
            ("Ctrl+Q", self.tr("Quit")),
        ]
        return rows


class WelcomeDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to Ghost"))
        layout = QVBoxLayout(self)
        heading5 = self.tr("Welcome to Ghost!")
        title = QLabel(f"<h2>{html.escape(heading5)}</h2>")
        intro = self.tr(
            "Ghost is a word game: take turns adding a letter, and the letters must always be the start of a real word. "
            "Whoever finishes a word loses the round, so think ahead!"
        )
        items = [
            self.tr("Type a letter to play it."),
            self.tr("“No word goes like that!” (key ?): you think the last player is bluffing."),
            self.tr(
                "“That's a word!” (key !): the letters already spell a word. Only when bluffing is allowed."
            ),
            self.tr("“Resign round” (Ctrl+Shift+R): give up this round."),
            self.tr("Press F1 at any time to read the rules."),
        ]
        body = QLabel(
            f"<p>{html.escape(intro)}</p><ul>"
            + "".join(f"<li>{html.escape(i)}</li>" for i in items)
            + "</ul>"
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


def read_text(path: Path) -> str | None:
    """A bundled text file, or None when it is missing or unreadable."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def word_list_credits(sources: str | None, files: list[str]) -> list[tuple[str, str, str]]:
    """(file, source, licence) for each bundled list, from SOURCES.md's table of files (the
    one whose header names a source and a licence column; other tables, such as the
    definitions' coverage, are not credits); a file the table does not describe (or every
    file, without SOURCES.md) gets empty source and licence."""
    found: dict[str, tuple[str, str]] = {}
    columns: tuple[int, int] | None = None  # (source, licence) of the table being read
    for line in (sources or "").splitlines():
        if not line.strip().startswith("|"):
            columns = None
            continue
        cols = [c.strip() for c in line.strip().strip("|").split("|")]
        heads = [c.casefold() for c in cols]
        if "source" in heads and ("licence" in heads or "license" in heads):
            columns = (
                heads.index("source"),
                heads.index("licence") if "licence" in heads else heads.index("license"),
            )
            continue
        m = (
            re.fullmatch(r"`([^`]+\.txt)`", cols[0])
            if columns is not None and len(cols) > max(columns)
            else None
        )
        if m and columns is not None and m.group(1) not in found:
            source = re.split(
                r"; |: |, ",
                re.sub(r" \([^)]*\)", "", cols[columns[0]].replace("`", "")),
                maxsplit=1,
            )[0]
            if len(source) > 74:
                source = source[:74].rsplit(" ", 1)[0] + " …"
            found[m.group(1)] = (
                source,
                re.sub(r",? see below", "", cols[columns[1]].replace("`", "")),
            )
    names = list(found) + sorted(set(files) - set(found))
    return [(f, *found.get(f, ("", ""))) for f in names]


def wordnet_version(sources: str | None) -> str:
    """The WordNet release the bundled definitions come from, as SOURCES.md names it ("3.0")."""
    m = re.search(r"WordNet (\d+(?:\.\d+)*)", sources or "")
    return m.group(1) if m else "3.0"


def font_credit(source: str | None, licence: str | None) -> tuple[str, str]:
    """(what, licence) for the bundled font, from SOURCE.txt and the font files' stanzas of
    the licence file (not its ``debian/*`` ones)."""
    what = (source or "").strip().splitlines()[0] if (source or "").strip() else "DejaVu Sans"
    names: list[str] = []
    files = ""
    for line in (licence or "").splitlines():
        if line.startswith("Files:"):
            files = line.split(":", 1)[1].strip()
        elif line.startswith("License:") and not files.startswith("debian/"):
            name = line.split(":", 1)[1].strip().replace("-", " ").title()
            if name and name not in names:
                names.append(name)
    return what.split(" (licence")[0].rstrip("."), ", ".join(names)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About %1").replace("%1", i18n.app_name()))
        layout = QVBoxLayout(self)
        missing = self.tr("not found")
        head = QLabel(
            f"<h2>{html.escape(i18n.app_name())} {html.escape(__version__)}</h2><p>"
            + html.escape(
                self.tr(
                    "A word game for the family: add letters in turn, and try not to finish a word."
                )
            )
            + "</p>"
        )
        head.setWordWrap(True)
        layout.addWidget(head)
        sources = read_text(wordlist_path("SOURCES.md"))
        folder = wordlist_path()
        files = sorted(p.name for p in folder.glob("*.txt")) if folder.is_dir() else []
        rows = []
        for name, source, licence in word_list_credits(sources, files):
            where = html.escape(source) if source else missing
            rows.append(
                f"<tr><td><b>{html.escape(name)}</b></td><td>{where}</td><td>{html.escape(licence) if licence else missing}</td></tr>"
            )
        definitions = (
            "definitions-en.tsv.gz"  # the English definitions (none is bundled for Russian)
        )
        if (folder / definitions).is_file():
            wordnet = self.tr("WordNet %1, Princeton University (English definitions)").replace(
                "%1", wordnet_version(sources)
            )
            wordnet_licence = self.tr("WordNet licence (in Word lists below)")
            rows.append(
                f"<tr><td><b>{html.escape(definitions)}</b></td><td>{html.escape(wordnet)}</td>"
                f"<td>{html.escape(wordnet_licence)}</td></tr>"
            )
        font_src, font_lic = (
            read_text(resource_path("fonts", "SOURCE.txt")),
            read_text(resource_path("fonts", "LICENSE-DejaVu.txt")),
        )
        font_what, font_licence = font_credit(font_src, font_lic)
        rows.append(
            f"<tr><td><b>DejaVu Sans</b></td><td>{html.escape(font_what) if font_src else missing}</td>"
            f"<td>{html.escape(font_licence) if font_licence else missing}</td></tr>"
        )
        heading6 = self.tr("The Qt Company")
        rows.append(
            f"<tr><td><b>Qt / PySide6</b></td><td>{html.escape(heading6)}</td><td>LGPLv3</td></tr>"
        )
        head_row = "".join(
            f"<th align='left'>{html.escape(h)}</th>"
            for h in (self.tr("File"), self.tr("Source"), self.tr("Licence"))
        )
        heading7 = self.tr("Credits")
        credits = QLabel(
            f"<h3>{html.escape(heading7)}</h3><table cellspacing='0' cellpadding='3'><tr>{head_row}</tr>{''.join(rows)}</table>"
        )
        credits.setWordWrap(True)
        layout.addWidget(credits)
        self.tabs = QTabWidget()
        for title, text in (
            (self.tr("Word lists (SOURCES.md)"), sources),
            (self.tr("Font source"), font_src),
            (self.tr("Font licence"), font_lic),
        ):
            view = QPlainTextEdit(text if text is not None else missing)
            view.setReadOnly(True)
            view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
            self.tabs.addTab(view, title)
        layout.addWidget(self.tabs, 1)
        self.credits = credits
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        preferred = self.sizeHint().expandedTo(QSize(720, 520)).boundedTo(_MAX)
        fit_dialog(self, preferred.width(), preferred.height())

    def sizeHint(self) -> QSize:
        return super().sizeHint().boundedTo(_MAX)

    def text(self) -> str:
        """Everything the dialog shows, as plain text (for tests)."""
        views = [self.tabs.widget(i) for i in range(self.tabs.count())]
        return (
            self.credits.text()
            + "\n"
            + "\n".join(v.toPlainText() for v in views if isinstance(v, QPlainTextEdit))
        )
