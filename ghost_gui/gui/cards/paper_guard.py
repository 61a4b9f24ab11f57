"""A card's paper kept through Qt's print and page setup dialogs.

With a CUPS printer, Qt's dialogs start their paper list on the printer's own default paper
(its PPD's, often A4), whatever paper the printer was given, and the print dialog puts that
default on the printer when it is accepted: a card laid out for Letter or A6 would print on A4
although the preview showed its own paper and nobody chose another. The guard selects the
card's paper in those lists when a dialog shows them, notes a paper the person chooses there,
and puts the paper (the card's, or the one chosen) back on the printer before printing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMarginsF, QObject
from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QWidget

#: Qt's name for the paper list in its page setup (also inside the print dialog's Properties)
PAPER_LIST = "pageSizeCombo"
#: set on a paper list the guard has seen, so that it is selected and watched once
_SEEN = "ghostPaperGuarded"


def same_paper(a: QPageSize, b: QPageSize) -> bool:
    """The same sheet: by Qt's id for a named size, else by its size in points."""
    if a.id() != QPageSize.PageSizeId.Custom and a.id() == b.id():
        return True
    return a.sizePoints() == b.sizePoints()


class PaperGuard(QObject):
    """Keeps ``printer`` on ``size`` (see the module's text). While it watches (:meth:`watch`,
    :meth:`unwatch`), every page setup list a dialog shows starts on the card's paper."""

    def __init__(
        self,
        printer: QPrinter,
        size: QPageSize,
        parent: QObject | None = None,
        *,
        full_page: bool = False,
    ) -> None:
        """``full_page``: the card draws its own margins (the pocket card): the whole sheet,
        no printer margins."""
        super().__init__(parent)
        self.printer = printer
        self.size = size
        self.full_page = full_page
        #: the paper the person chose in a dialog's list; None: the card's
        self.chosen: QPageSize | None = None
        self._watching = False
        self.apply()

    def paper(self) -> QPageSize:
        return self.chosen if self.chosen is not None else self.size

    def apply(self) -> None:
        """Put the paper on the printer (before printing: a dialog may have changed it)."""
        if self.full_page:
            self.printer.setPageLayout(
                QPageLayout(self.paper(), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
            )
            self.printer.setFullPage(True)
        elif not same_paper(self.printer.pageLayout().pageSize(), self.paper()):
            self.printer.setPageSize(self.paper())

    def watch(self) -> None:
        app = QApplication.instance()
        if app is not None and not self._watching:
            app.installEventFilter(self)
            self._watching = True

    def unwatch(self) -> None:
        app = QApplication.instance()
        if app is not None and self._watching:
            app.removeEventFilter(self)
            self._watching = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        # a shown dialog is whole (a child announced while it is built is not yet)
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog):
            for paper_list in watched.findChildren(QComboBox, PAPER_LIST):
                self._select(paper_list)
        return False

    def _select(self, paper_list: QComboBox) -> None:
        if paper_list.property(_SEEN):
            return
        paper_list.setProperty(_SEEN, True)
        wanted = self.paper()
        for i in range(paper_list.count()):
            data = paper_list.itemData(i)
            if isinstance(data, QPageSize) and same_paper(data, wanted):
                paper_list.setCurrentIndex(i)
                break
        paper_list.activated.connect(lambda i: self._chose(paper_list.itemData(i)))

    def _chose(self, data: object) -> None:
        if isinstance(data, QPageSize) and data.isValid():
            self.chosen = None if same_paper(data, self.size) else data


def ask_to_print(guard: PaperGuard, parent: QWidget | None) -> bool:
    """The system's print dialog for the guard's printer (printer, copies, the card's paper
    preselected); True when the person printed, with the paper put back on the printer."""
    guard.apply()
    dialog = QPrintDialog(guard.printer, parent)
    guard.watch()
    try:
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        guard.unwatch()
        dialog.deleteLater()
    if accepted:
        guard.apply()
    return accepted
