"""Analyses and cards for one word-list file, answered from the disk cache when possible.

A :class:`Workbench` belongs to one file. Its cache keys need only the file's bytes (their
hash, marked when capitalised entries are kept) and the rules, so a warm request reads and
hashes the file and never parses it, builds no lexicon and solves nothing. On a miss it
loads the list once and keeps its lexicons and solvers, so an analysis and the cards for
every seat share one solve.
"""

from __future__ import annotations

import os
from contextlib import suppress
from functools import cache as _once
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from ..errors import NoCountingWordsError, RulesError
from ..passes import CancelCheck, Progress
from ..play.plays import Play, Side
from ..play.variants import variant_by_key
from ..words.files import DETECT, MAX_BYTES, list_digest
from ..words.list_amends import Amended, amend, amended_digest
from ..words.list_record import LoadReport, WordList
from ..words.wordlist import load_word_list

# the analysis passes, the cards, the solver and the lexicon are imported when first
# needed: a warm analysis (a cache hit) needs none of them, nor a card the analysis passes,
# and they are most of the import time
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..cards.cards import TreeCard, WordCard
    from ..cards.prefix_cards import PrefixCards
    from ..solving.budget import Estimate
    from ..solving.graph import GameGraph
    from ..solving.levels import Analysis
    from ..solving.solver import Solver
    from ..words.lexicon import Lexicon

    Card = WordCard | TreeCard


#: bump when the cards choose other words or plays (a card entry keeps its layout then, so
#: the schema in its key does not change): 2, a losing seat's card loses in fewest words;
#: 3, a forced play is no decision (the decisions counted, the Super variants' tree cards);
#: 4, among the cards with the fewest words the fewest unfamiliar ones
CARD_CHOICE = 4


class ListInfo(NamedTuple):
    """What a report about a word list says about the list itself."""

    name: str
    path: str
    report: LoadReport


@_once
def _card_schema() -> str:
    """The layout of what the card entries pickle: a change of it gives new keys, never a
    hit that unpickles into an object missing fields. (The analyses are plain data: see
    :mod:`~ghost_gui.core.analysis.answers`.)"""
    from ..cards.cards import CardNode, GroupNode, TreeCard, WordCard
    from ..solving.levels import Analysis
    from ..storage import cache

    return cache.schema_tag(
        ListInfo, LoadReport, Analysis, WordCard, TreeCard, CardNode, GroupNode, Play, Side
    )


class Workbench:
    """``keep_capitalized``: load the list keeping its capitalised entries, lowercased (see
    :func:`~ghost_gui.core.words.wordlist.load_word_list`); its cache keys differ from the default's.
    ``language``: how its letters are counted (the loader's option), which names them in
    the cache keys as well.

    ``house`` and ``blocked``: a table's house words, which count as if the list had them,
    and its blocked words, taken out of play and off the cards (see
    :func:`~ghost_gui.core.words.list_amends.amend`); they too change every cache key."""

    def __init__(
        self,
        path: str | Path,
        *,
        use_cache: bool = True,
        keep_capitalized: bool = False,
        language: str | None = DETECT,
        house: frozenset[str] | set[str] = frozenset(),
        blocked: frozenset[str] | set[str] = frozenset(),
        memory_limit: int | None = None,
    ) -> None:
        self.path = os.fspath(path)
        #: the most an Anaghost game's graph may take (None: the budget's ``MEMORY_LIMIT``)
        self.memory_limit = memory_limit
        self.use_cache = use_cache
        self.keep_capitalized = keep_capitalized
        self.language = language
        self.house = frozenset(house)
        self.blocked = frozenset(blocked)
        #: what the house and blocked words changed, once the list is loaded
        self.amended = Amended()
        self._digest: str | None = None
        self._word_list: WordList | None = None
        self._lexicons: dict[int, Lexicon] = {}
        self._pool_estimates: dict[int, Estimate] = {}
        #: the pools of the counting words of a minimum length, each with how many pools it
        #: holds (budget.bounded): a larger minimum length's are among them
        self._pool_bounds: tuple[int, dict[str, int]] | None = None
        self._solvers: dict[tuple[str, int, int], Solver] = {}
        #: analyses worked out with others in one pass (:meth:`keep`)
        self.shared_analyses: dict[tuple[str, int, int], Analysis] = {}
        #: the word cards' levels for the last minimum length asked (every rule's and seat's
        #: cards share them); one at a time, as the window keeps a Workbench per game
        self._prefix_cards: PrefixCards | None = None
        #: SuperGhost's graph of one minimum length, and the variants yet to take it
        self._infix_base: tuple[int, GameGraph, set[str]] | None = None
        #: while it says so, another process is at work on the machine's other core (the
        #: summary table's second): a long pass then keeps to one thread (None: no other)
        self.busy_beside: Callable[[], bool] | None = None

    # -- the list ------------------------------------------------------------------------
    @property
    def word_list(self) -> WordList:
        if self._word_list is None:
            # raises the typed loader errors
            loaded = load_word_list(
                self.path, keep_capitalized=self.keep_capitalized, language=self.language
            )
            self._word_list, self.amended = amend(loaded, self.house, self.blocked)
        return self._word_list

    @property
    def info(self) -> ListInfo:
        wl = self.word_list
        return ListInfo(wl.name, wl.path, wl.report)

    def pool_estimate(self, min_length: int) -> Estimate:
        """About how many pools Anaghost has at ``min_length``, and their bytes (kept: the
        summary table asks more than once; and in the disk cache, as the analyses are)."""
        if min_length not in self._pool_estimates:
            from ..solving.budget import Estimate, bounded, estimate_key, estimate_pools
            from ..storage import cache

            key = self._list_key("pool-estimate", min_length, *estimate_key())
            found = None if key is None else cache.load_cached(*key)
            if not isinstance(found, Estimate):
                # another minimum length's words are nearly the same: its share stands
                share = next((e.share for e in self._pool_estimates.values() if e.share), None)
                words = self.lexicon(min_length).sorted_words  # raises where no word counts
                known = self._pool_bounds
                if known is not None and known[0] <= min_length:  # a smaller one's hold ours
                    pools = {p: c for p, c in known[1].items() if len(p) >= min_length}
                else:
                    pools = bounded(words)
                    self._pool_bounds = min_length, pools
                found = estimate_pools(pools, share=share)
                if key is not None:
                    self._store(key, found)
            self._pool_estimates[min_length] = found
        return self._pool_estimates[min_length]

    def lexicon(self, min_length: int) -> Lexicon:
        if min_length not in self._lexicons:
            from ..words.lexicon import Lexicon

            lexicon = Lexicon.build(self.word_list, min_length, use_cache=self.use_cache)
            if not lexicon.sorted_words:
                raise NoCountingWordsError(self.path, min_length)
            self._lexicons[min_length] = lexicon
        return self._lexicons[min_length]

    def solver(self, variant_key: str, min_length: int, players: int) -> Solver:
        key = (variant_key, min_length, players)
        if key not in self._solvers:
            variant = variant_by_key(variant_key)
            lexicon = self.lexicon(min_length)
            if variant.pool:  # Anaghost's graph can outgrow the machine: say so first
                from ..solving.budget import MEMORY_LIMIT, check_fits

                check_fits(
                    lexicon.sorted_words,
                    variant,
                    graph=True,
                    known=partial(self.pool_estimate, min_length),
                    limit=MEMORY_LIMIT if self.memory_limit is None else self.memory_limit,
                )
            # the graph depends on the lexicon and the variant only: share it
            graph = next(
                (
                    s.graph
                    for (v, m, _), s in self._solvers.items()
                    if v == variant_key and m == min_length and s.graph
                ),
                None,
            )
            from ..solving.solver import Solver

            self._solvers[key] = Solver(
                lexicon, variant, players, use_cache=self.use_cache, graph=graph
            )
        return self._solvers[key]

    def infix_graph(
        self,
        variant_key: str,
        min_length: int,
        *,
        cancel: CancelCheck | None = None,
        progress: Progress | None = None,
    ) -> GameGraph:
        """The game graph of SuperGhost, SuperDuperGhost or Xghost (``variant_key``), not
        solved. The three play on the same fragments, so SuperGhost's graph is built once a
        minimum length and the others add their own plays to it
        (:func:`~ghost_gui.core.solving.graph.with_plays_of`); it is let go once each of
        the three has taken it (the summary table asks for them one after another)."""
        from ..play.variants import INFIX_KEYS
        from ..solving.graph import build_graph, with_plays_of

        variant = variant_by_key(variant_key)
        if variant_key not in INFIX_KEYS:
            raise ValueError(f"not a variant of SuperGhost's fragments: {variant_key}")
        base = self._infix_base
        if base is None or base[0] != min_length or variant_key not in base[2]:
            words = self.lexicon(min_length).sorted_words
            graph = build_graph(words, variant_by_key("super"), cancel=cancel, progress=progress)
            base = self._infix_base = (min_length, graph, set(INFIX_KEYS))
        base[2].discard(variant_key)
        if not base[2]:
            self._infix_base = None
        return with_plays_of(base[1], variant, cancel)

    # -- results -------------------------------------------------------------------------
    def analysis(
        self,
        variant_key: str,
        min_length: int = 3,
        players: int = 2,
        *,
        cancel: CancelCheck | None = None,
        progress: Progress | None = None,
    ) -> tuple[ListInfo, Analysis]:
        variant_by_key(variant_key)  # a bad name fails before any work
        # stored as plain data (see answers.py), which a warm CLI run reads without the engine
        digest = self.list_digest()
        if digest is None:  # without the cache: none of its modules (pathlib, pickle)
            return self.info, self._analyse(variant_key, min_length, players, cancel, progress)
        from ..solving.levels import Analysis
        from . import answers

        rec = answers.cached_answer(digest, variant_key, min_length, players)
        with suppress(TypeError):  # fields of another layout: a miss
            if rec is not None:
                report, analysis = LoadReport(**rec["report"]), Analysis(**rec["analysis"])
                return ListInfo(Path(self.path).stem, self.path, report), analysis
        result = (self.info, self._analyse(variant_key, min_length, players, cancel, progress))
        answers.store_answer(digest, result[0].report._asdict(), result[1]._asdict())
        return result

    def keep(self, analysis: Analysis) -> None:
        """Keep an analysis worked out with others (:func:`.summary_rows.analyse_together`),
        stored as :meth:`analysis` stores it: :meth:`analysis` of its rules is then a hit."""
        self.shared_analyses[analysis.variant, analysis.min_length, analysis.players] = analysis
        if (digest := self.list_digest()) is not None:
            from . import answers

            answers.store_answer(digest, self.info.report._asdict(), analysis._asdict())

    def _analyse(
        self,
        variant_key: str,
        min_length: int,
        players: int,
        cancel: CancelCheck | None,
        progress: Progress | None,
    ) -> Analysis:
        """From a solver already solved; otherwise without the game graph (see
        :mod:`~ghost_gui.core.solving.levels`), every variant and any number of players."""
        if (kept := self.shared_analyses.get((variant_key, min_length, players))) is not None:
            return kept
        variant = variant_by_key(variant_key)
        solver = self._solvers.get((variant_key, min_length, players))
        if solver is not None and solver.values is not None:
            return self.solver(variant_key, min_length, players).solve(cancel, progress).analysis()
        words = self._level_words(min_length)
        from ..solving.budget import check_fits  # Anaghost's pools only: the others fit
        from ..solving.levels import analyse

        check_fits((w for w in words if len(w) >= min_length), variant, graph=False)
        try:
            return analyse(words, variant, players, min_length, cancel=cancel, progress=progress)
        except NoCountingWordsError:
            raise NoCountingWordsError(self.path, min_length) from None

    def _level_words(self, min_length: int) -> Sequence[str]:
        """The words the graph-free passes start from, sorted: the lexicon's when one is
        built, else the list's (the passes leave out those too short to count)."""
        if min_length < 1:
            raise RulesError("minimum length", min_length, 1)
        lexicon = self._lexicons.get(min_length)
        return lexicon.sorted_words if lexicon is not None else self.word_list.words

    def card(
        self,
        variant_key: str,
        min_length: int,
        players: int,
        seat: int,
        *,
        cancel: CancelCheck | None = None,
        familiar: bool = False,
    ) -> tuple[ListInfo, Card]:
        """One seat's card; ``familiar``: the familiar card (a word card with up to a quarter
        more words and fewer that people may not know: see :mod:`~ghost_gui.core.words.familiarity`)."""
        variant_by_key(variant_key)
        if not 0 <= seat < players:
            raise RulesError("player", seat + 1, 1, players)
        key = None
        if self.list_digest() is not None:  # the cache is on: the familiar words name the entry
            from ..words.familiarity import familiarity_tag

            known = familiarity_tag(self.word_list.language) + ("-familiar" if familiar else "")
            key = self._key(
                "file-card", min_length, variant_key, players, seat, f"cards-{CARD_CHOICE}", known
            )
        from ..cards.card_order import in_dictionary_order
        from ..cards.cards import TreeCard, WordCard

        language = self.word_list.language
        hit = self._cached(key, (WordCard, TreeCard), (variant_key, min_length, players), seat)
        if hit is not None:
            info, card = cast("tuple[ListInfo, Card]", hit)
            return info, in_dictionary_order(card, language)
        result = (
            self.info,
            self._make_card(variant_key, min_length, players, seat, cancel, familiar),
        )
        self._store(key, result)  # the cache keeps the engine's order
        return result[0], in_dictionary_order(result[1], language)

    def _make_card(
        self,
        variant_key: str,
        min_length: int,
        players: int,
        seat: int,
        cancel: CancelCheck | None,
        familiar_card: bool = False,
    ) -> Card:
        """From a solver already solved, or the tree cards of the Super variants, on the game
        graph; the word cards of Ghost and Anti-Ghost otherwise on the prefix levels (see
        :mod:`~ghost_gui.core.cards.prefix_cards`: the same cards without the graph or the lexicon)."""
        from ..cards.cards import make_card
        from ..words.familiarity import familiar_words

        rules = (variant_key, min_length, players)
        familiar = familiar_words(self.word_list.language)
        solver = self._solvers.get(rules)
        if (solver is not None and solver.values is not None) or not variant_by_key(
            variant_key
        ).prefix:
            return make_card(
                self.solver(*rules),
                seat,
                cancel=cancel,
                familiar=familiar,
                familiar_card=familiar_card,
            )
        cards = self._word_cards(rules, cancel)
        return cards.card(seat, cancel, familiar_card=familiar_card)

    def word_card_sizes(
        self, variant_key: str, min_length: int, players: int, cancel: CancelCheck | None = None
    ) -> tuple[int, ...]:
        """Every seat's word card's size (Ghost, Anti-Ghost), as :meth:`card` would make it,
        counted from the cards' costs without making them (the summary table's: the Russian
        nouns' 48 cards took 1.4 s, their sizes a tenth of that)."""
        if not variant_by_key(variant_key).prefix:
            raise ValueError("word cards are Ghost's and Anti-Ghost's")
        cards = self._word_cards((variant_key, min_length, players), cancel)
        return tuple(cards.size(seat, cancel) for seat in range(players))

    def _word_cards(self, rules: tuple[str, int, int], cancel: CancelCheck | None) -> PrefixCards:
        """The word cards of ``rules`` on the prefix levels; their levels are kept for the
        minimum length's other rules (:meth:`PrefixCards.for_rules`)."""
        variant_key, min_length, players = rules
        variant = variant_by_key(variant_key)
        if self._prefix_cards is not None and self._prefix_cards.min_length == min_length:
            return self._prefix_cards.for_rules(variant, players)
        from ..cards.prefix_cards import PrefixCards
        from ..words.familiarity import familiar_words

        try:
            cards = PrefixCards(
                self._level_words(min_length),
                variant,
                players,
                min_length,
                cancel=cancel,
                familiar=familiar_words(self.word_list.language),
            )
        except NoCountingWordsError:
            raise NoCountingWordsError(self.path, min_length) from None
        self._prefix_cards = cards
        return cards

    # -- the cache -----------------------------------------------------------------------
    def _key(self, kind: str, min_length: int, *rules: object) -> tuple[str, str] | None:
        """The cache key of an analysis or a card (the cards' layout in it, see
        :func:`_card_schema`); None without the cache."""
        if self.list_digest() is None:
            return None
        return self._list_key(kind, min_length, *rules, _card_schema())

    def _list_key(self, kind: str, min_length: int, *parts: object) -> tuple[str, str] | None:
        """The cache key of ``kind`` for this list's counting words of ``min_length`` and
        ``parts`` (Anaghost's estimate: what it rests on, ``budget.estimate_key``); None
        without the cache."""
        digest = self.list_digest()
        if digest is None:
            return None
        from ..storage import cache

        lexicon_key = cache.cache_key("lexicon", digest, min_length)
        return kind, cache.cache_key(kind, lexicon_key, *parts)

    def list_digest(self) -> str | None:
        """What names the list's words in every cache key; None without the cache, or when
        the file cannot be read (the loader then says why)."""
        if not self.use_cache:
            return None
        if self._digest is None:
            try:
                if os.stat(self.path).st_size > MAX_BYTES:
                    return None
                with open(self.path, "rb") as fh:
                    data = fh.read()
                digest = list_digest(
                    data, keep_capitalized=self.keep_capitalized, language=self.language
                )
                self._digest = amended_digest(digest, self.house, self.blocked)
            except OSError:
                return None
        return self._digest

    def _cached(
        self,
        key: tuple[str, str] | None,
        kind: type | tuple[type, ...],
        rules: tuple[str, int, int],
        seat: int | None = None,
    ) -> Any:
        if key is None:
            return None
        from ..storage import cache

        hit: Any = cache.load_cached(*key)
        if (
            isinstance(hit, tuple)
            and len(hit) == 2
            and isinstance(hit[0], ListInfo)
            and isinstance(hit[1], kind)
            and (
                getattr(hit[1], "variant", None),
                getattr(hit[1], "min_length", None),
                getattr(hit[1], "players", None),
            )
            == rules
            and (seat is None or getattr(hit[1], "seat", None) == seat)
        ):
            # the entry is keyed by content: another file with the same bytes may have
            # stored it, so the name and path are this file's
            return hit[0]._replace(name=Path(self.path).stem, path=self.path), hit[1]
        return None

    def _store(self, key: tuple[str, str] | None, value: object) -> None:
        if key is None:
            return
        from ..storage import cache

        if isinstance(value, tuple) and value and isinstance(value[0], ListInfo):
            # without this file's name and path, which a hit takes from the file read (the
            # entries bundled with the app are then the same whatever folder built them)
            value = (value[0]._replace(name="", path=""), *value[1:])
        cache.store_cached(*key, value)
