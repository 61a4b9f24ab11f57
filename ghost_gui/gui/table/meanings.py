"""Short meanings of a list's words, for the word a round ended on: the dictionary of the
list's language, read once on a worker."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..jobs import JobKind

if TYPE_CHECKING:
    from ...core.words.definitions import Definitions
    from ..jobs import Jobs

log = logging.getLogger(__name__)


class Meanings:
    def __init__(self, jobs: Jobs) -> None:
        self.jobs = jobs
        #: short meanings of the list's words (None: none for this language)
        self.definitions: Definitions | None = None

    def load(self, language: str | None) -> None:
        """The dictionary of a list's language (``WordList.language``: a French list's
        folded letters look English, its words are not), read on a worker."""
        from ...core.words.definitions import definitions_for

        d = self.definitions = definitions_for(language) if language else None
        if d is not None and not d.loaded:  # read once, on a worker: never on the GUI thread
            self.jobs.submit(
                JobKind.DEFINITIONS,
                lambda cancel, progress: d.load(),
                lambda _: None,
                lambda exc: log.warning("definitions could not be read: %s", exc),
            )

    def meaning(self, word: str) -> str | None:
        """The word's first sense; "" when the dictionary lacks it or is still loading; None
        when there is no dictionary for this list's language."""
        d = self.definitions
        if d is None:
            return None
        return (d.lookup(word) or "") if d.loaded else ""
