"""Help → About: the version, and the credits for the bundled word lists, definitions and
font with their sources and licences."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...paths import resource_path, wordlist_path
from .. import i18n
from ..screen_fit import fit_dialog
from .credits import (
    font_credit,
    font_package,
    read_text,
    sources_file,
    word_list_credits,
    wordnet_version,
)

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
        folder = wordlist_path()
        # a summary in the interface's language where there is one; the licences' own
        # texts stay in theirs
        sources_path = sources_file(folder, i18n.interface_language())
        sources = read_text(sources_path)
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
            wordnet_licence = self.tr("WordNet licence (in the Word lists tab)")
            rows.append(
                f"<tr><td><b>{html.escape(definitions)}</b></td><td>{html.escape(wordnet)}</td>"
                f"<td>{html.escape(wordnet_licence)}</td></tr>"
            )
        font_src, font_lic = (
            read_text(resource_path("fonts", "SOURCE.txt")),
            read_text(resource_path("fonts", "LICENSE-DejaVu.txt")),
        )
        font_what, font_licence = font_credit(font_src, font_lic)
        package = font_package(font_src)
        if package:
            font_what = self.tr("DejaVu Sans and DejaVu Sans Bold, Debian package %1").replace(
                "%1", package
            )
            font_src = font_what + "."  # SOURCE.txt's sentence, in the interface's language
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
        credits = QLabel(
            f"<table cellspacing='0' cellpadding='3'><tr>{head_row}</tr>{''.join(rows)}</table>"
        )
        credits.setWordWrap(True)
        credits.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        credits.setContentsMargins(6, 6, 6, 6)
        # a tab of its own that scrolls: translated credits run longer than the dialog
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(credits)
        self.tabs = QTabWidget()
        self.tabs.addTab(scroll, self.tr("Credits"))
        for title, text in (
            (self.tr("Word lists (%1)").replace("%1", sources_path.name), sources),
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
