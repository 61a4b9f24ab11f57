"""Help → About: the version, and the credits for the bundled word lists, definitions and
font with their sources and licences."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...paths import resource_path, wordlist_path
from .. import i18n
from ..screen_fit import fit_dialog
from .credits import font_credit, read_text, word_list_credits, wordnet_version

#: as large as How to play may be
_MAX = QSize(780, 560)


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
