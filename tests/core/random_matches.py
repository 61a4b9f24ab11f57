"""Whole matches played by random actions on small lists: letters (bluffs among them),
both challenges, right, wrong and house-word answers, resignations and take-backs, with
few lives so that players are knocked out. For the match record's and the review's tests."""

from __future__ import annotations

import random

from ghost_gui.core.errors import GhostError
from ghost_gui.core.opponents.strategies import PerfectStrategy, Position
from ghost_gui.core.play.match import ChallengeKind, Match, MatchConfig, PlayerSpec
from ghost_gui.core.play.rules import PlayerKind, Starter
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words

KINDS = (PlayerKind.HUMAN, PlayerKind.HUMAN, PlayerKind.RANDOM, PlayerKind.PERFECT)


def lexicon(words: list[str], min_length: int) -> Lexicon | None:
    lx = Lexicon.build(word_list_from_words(words), min_length, use_cache=False)
    return lx if lx.sorted_words else None


def random_match(
    rng: random.Random,
    lx: Lexicon,
    variant_key: str,
    players: int,
    *,
    lives: int = 2,
    actions: int = 80,
    bluffs: float = 0.1,
    house: bool = True,
    perfect: PerfectStrategy | None = None,
) -> Match:
    """A match of ``players`` played for up to ``actions`` actions; it may end unfinished.
    Every action is random (``house``: house words accepted among them), except that with
    ``perfect`` the Perfect computers play, challenge and answer by it."""
    specs = tuple(PlayerSpec(f"P{i + 1}", rng.choice(KINDS)) for i in range(players))
    config = MatchConfig(
        specs,
        variant_key,
        lx.min_length,
        "tiny",
        lives=lives,
        next_round_starter=rng.choice(list(Starter)),
    )
    m = Match(config, lx, variant_by_key(variant_key))
    play_on(m, rng, actions, bluffs=bluffs, house=house, perfect=perfect)
    return m


def play_on(
    m: Match,
    rng: random.Random,
    actions: int,
    *,
    bluffs: float = 0.1,
    house: bool = True,
    perfect: PerfectStrategy | None = None,
) -> None:
    """``m`` goes on for up to ``actions`` random actions (see :func:`random_match`)."""
    for _ in range(actions):
        if m.winner is not None:
            break
        try:
            if perfect is None or not _perfect_turn(m, perfect):
                _act(m, rng, bluffs, house)
        except GhostError:
            pass  # a take-back or a house word the rules refuse: the match goes on


def _perfect_turn(m: Match, strategy: PerfectStrategy) -> bool:
    """A Perfect computer's action, if one is to act."""
    c = m.pending
    seat = m.to_move if c is None else c.target
    if m.config.players[seat].kind is not PlayerKind.PERFECT:
        return False
    active = tuple(m.active()) if m.knocked_out else ()
    position = Position(
        m.fragment, seat, m.players, m.lexicon, m.variant, frozenset(m.house_words), active
    )
    if c is not None:
        m.answer_challenge(seat, strategy.answer(position, c.kind))
        return True
    kind = strategy.challenge(position)
    if kind is not None:
        m.challenge(seat, kind)
    else:
        m.play(seat, strategy.choose_play(position))
    return True


def _act(m: Match, rng: random.Random, bluffs: float, house: bool) -> None:
    alphabet = m.lexicon.alphabet
    c = m.pending
    if c is not None:
        roll = rng.random()
        right = m.variant.example_word(m.lexicon, m.fragment)
        if roll < 0.3 and right and m.answers(right):
            m.answer_challenge(c.target, right)
        elif roll < 0.5:
            m.answer_challenge(c.target, None)
        elif roll < 0.7:
            m.answer_challenge(c.target, m.fragment + "".join(rng.choices(alphabet, k=2)))
        else:
            word = m.fragment + rng.choice(alphabet) * max(1, m.config.min_length)
            if m.variant.pool:
                word = "".join(sorted(word))
            if m.answer_problem(word) is None or not house or rng.random() < 0.5:
                m.answer_challenge(c.target, word)
            else:
                m.accept_house_word(c.seat, word)
        return
    roll = rng.random()
    if m.history and roll < 0.08:
        m.take_back()
    elif m.history and roll < 0.16:
        m.challenge(m.to_move, rng.choice(list(ChallengeKind)))
    elif roll < 0.18:
        m.resign(m.to_move)
    else:
        legal = m.variant.legal_plays(m.lexicon, m.fragment)
        options = list(legal) if legal and rng.random() > bluffs else None
        if options is None:
            options = list(m.variant.candidate_plays(m.fragment, alphabet).values())
        m.play(m.to_move, rng.choice(sorted(options)))
