"""The learners' memory of words, saved on the :class:`~.file_writer.FileWriter`'s thread:
a word learnt at the end of a round reaches the file without the window waiting for it.

:class:`BackgroundMemory` is the core's :class:`~ghost_gui.core.learner.LearnerMemory` for
the table's learners: it knows what they learnt at once, and each save hands a copy of its
words to the writer. The writer keeps a memory of the file of its own (:class:`DiskMemory`),
touched by the writer's thread alone, which learns the copy's new words and writes them,
merged with the file's, as the core does. So the words the learners read are never
iterated by another thread, and the writer's single thread keeps the writes in order.

Imported by the loading worker (it imports the engine), never on the window's thread first.
"""

from __future__ import annotations

from pathlib import Path

from ...core.opponents.learner import LearnerMemory
from ..file_writer import FileWriter


class DiskMemory(LearnerMemory):
    """The writer thread's copy of a memory file: takes a batch of words, writes once."""

    #: while taking a batch: each word is learnt without writing the file
    holding = False

    def save(self) -> bool:
        return True if self.holding else super().save()

    def take(self, lists: dict[str, set[str]]) -> bool:
        """Learn every word of ``lists`` (per word list key), then write the file once.
        False when the write failed."""
        self.holding = True
        try:
            for key, words in lists.items():
                for word in sorted(words - self.words(key)):
                    self.learn(key, word)
        finally:
            self.holding = False
        return self.save()


class BackgroundMemory(LearnerMemory):
    """A learner memory whose saves run on ``writer``'s thread. ``save_failed`` tells of the
    last write that finished; :meth:`save` and ``learn`` report it, not the write they ask
    for, which has not happened yet."""

    def __init__(self, path: str | Path, writer: FileWriter) -> None:
        self.writer = writer
        # while the file is read: a damaged file's words are written back at once, on this
        # (loading) thread, as the core does
        self.opened = False
        super().__init__(path)
        self.opened = True
        self.disk: DiskMemory | None = None  # made and used on the writer's thread alone

    def save(self) -> bool:
        if not self.opened:
            return super().save()
        lists = {key: self.words(key) for key in self.keys()}  # a copy: the writer owns it
        self.writer.write(lambda: self.write(lists))
        return not self.save_failed

    def write(self, lists: dict[str, set[str]]) -> None:
        """On the writer's thread: ``lists`` merged into the file."""
        if self.disk is None:
            self.disk = DiskMemory(self.path)
        self.save_failed = not self.disk.take(lists)
