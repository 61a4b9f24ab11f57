"""The table as the window shows it, worked out from the match without a widget: the
player panels, whose turn the banner names, which actions are open, the board and how the
round or the match ended. The session publishes this view state after every change and the
window draws it (``MainWindow._update_turn``); tests check it on a core ``Match`` alone.

Keeping the decisions here, and not in the widgets' own state, is what keeps the panels and
buttons right after a new game, a knock-out or a resumed match: each redraw starts from the
match, never from what a widget showed before."""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...core.play.rules import MatchConfig, PlayerKind

if TYPE_CHECKING:
    from ...core.play.match import Challenge, Match
    from ...core.play.match_events import RoundEnded
    from .game_in_play import GameInPlay


class TurnLabel(enum.Enum):
    """What the turn banner says before the player's name (the window words each)."""

    LOADING = "loading"
    TURN = "turn"
    THINKING = "thinking"
    MUST_ANSWER = "must_answer"
    NEXT_ROUND = "next_round"
    WINNER = "winner"


@dataclass(frozen=True)
class PanelState:
    lost: int
    lives: int
    #: to move (and nobody waits for a new round or an answer)
    active: bool
    #: must answer a challenge
    answering: bool
    out: bool


@dataclass(frozen=True)
class TableState:
    panels: tuple[PanelState, ...]
    label: TurnLabel
    #: the seat the banner names (None while a game loads)
    seat: int | None
    #: a person is to play a letter
    human_turn: bool
    no_word: bool
    word: bool
    resign: bool
    take_back: bool
    play_again: bool
    #: a person must answer a challenge (the board offers the answer when no dialog does)
    human_must_answer: bool
    keyboard: bool
    #: the game at the table: its rules, players, list and letters (None while none is)
    game: GameInPlay | None = None
    #: what the board shows: the fragment, or the word a round just ended on
    board: str = ""
    #: the newest letter's index on the board (-1: none to mark) and who played it
    newest: int = -1
    newest_seat: int | None = None
    #: the fragment in play (the board shows the round's word once it has ended)
    fragment: str = ""
    #: the round just ended, on the board until the next one starts
    round_over: RoundEnded | None = None
    winner: int | None = None
    #: the open challenge: who challenged whom, and how
    pending: Challenge | None = None
    round: int = 0
    #: the longest word played in this match: (word, seat)
    longest: tuple[str, int] | None = None
    #: the computers' seats when they won as a team
    team: frozenset[int] = frozenset()
    #: a person is still in the match
    humans_in: bool = False
    practice: bool = False
    #: the table lets a person take back a letter outside practice
    take_back_allowed: bool = False
    #: a match has begun and not ended (leaving it counts as abandoned)
    match_running: bool = False
    #: nothing has been played in the match yet
    untouched: bool = True

    def name(self, seat: int) -> str:
        assert self.game is not None
        return self.game.config.players[seat].name

    def kind(self, seat: int) -> PlayerKind:
        assert self.game is not None
        return self.game.config.players[seat].kind


def table_state(
    match: Match | None,
    kinds: tuple[PlayerKind, ...],
    *,
    round_over: bool,
    can_take_back: bool,
) -> TableState:
    """The view state of the table for ``match`` (None while a game loads); ``kinds``: each
    seat's kind of player; ``round_over``: a round has ended and the next has not begun."""
    m = match
    if m is None:
        return TableState((), TurnLabel.LOADING, None, *(False,) * 8)
    waiting = round_over or m.winner is not None
    human_turn = not waiting and m.pending is None and kinds[m.to_move] is PlayerKind.HUMAN
    panels = tuple(
        PanelState(
            m.lost[seat],
            m.config.lives,
            active=seat == m.to_move and not waiting and m.pending is None,
            answering=m.pending is not None and seat == m.pending.target,
            out=seat in m.knocked_out,
        )
        for seat in range(len(kinds))
    )
    if m.winner is not None:
        label, seat = TurnLabel.WINNER, m.winner
    elif round_over:
        label, seat = TurnLabel.NEXT_ROUND, m.to_move
    elif m.pending is not None:
        label, seat = TurnLabel.MUST_ANSWER, m.pending.target
    else:
        label, seat = (TurnLabel.TURN if human_turn else TurnLabel.THINKING), m.to_move
    bluffing = not m.config.word_ends_round
    return TableState(
        panels,
        label,
        seat,
        human_turn,
        no_word=human_turn and bool(m.fragment),
        # "That's a word!" can only be right once the fragment is long enough to count
        word=human_turn and bluffing and len(m.fragment) >= m.config.min_length,
        resign=human_turn,
        take_back=can_take_back,
        play_again=True,
        human_must_answer=m.pending is not None and kinds[m.pending.target] is PlayerKind.HUMAN,
        keyboard=m.winner is None,
    )


def winning_team(config: MatchConfig, winner: int | None) -> frozenset[int]:
    """The seats of the computers when the match ends with their team's win (the match's
    rule: they team up against people and no person is left in); empty when one player won
    or nobody has yet."""
    kinds = [p.kind for p in config.players]
    if winner is None or not config.team_up or not kinds[winner].is_computer:
        return frozenset()
    if all(k.is_computer for k in kinds):  # no people to team up against
        return frozenset()
    return frozenset(s for s, k in enumerate(kinds) if k.is_computer)


def board_text(match: Match | None, round_over: RoundEnded | None) -> str:
    """What the board shows: the fragment, or the word a round just ended on."""
    if match is None:
        return ""
    e = round_over
    if e is not None:
        return (e.word if e.by is not None and e.word else e.fragment) or ""
    return match.fragment


def full_state(
    m: Match,
    game: GameInPlay,
    round_over: RoundEnded | None,
    newest: int,
    longest: tuple[str, int] | None,
    *,
    humans_in: bool,
    can_take_back: bool,
    practice: bool,
    take_back_allowed: bool,
) -> TableState:
    """The whole view state the session publishes for ``m``: the actions and panels of
    :func:`table_state`, and the board, the game and how the round or the match ended.
    ``newest``: the newest letter's index while the round goes on."""
    kinds = tuple(p.kind for p in m.config.players)
    state = table_state(m, kinds, round_over=round_over is not None, can_take_back=can_take_back)
    newest = -1 if round_over is not None else newest
    return replace(
        state,
        game=game,
        board=board_text(m, round_over),
        newest=newest,
        newest_seat=m.history[-1][0] if newest >= 0 and m.history else None,
        fragment=m.fragment,
        round_over=round_over,
        winner=m.winner,
        pending=m.pending,
        round=m.round,
        longest=longest,
        team=winning_team(m.config, m.winner),
        humans_in=humans_in,
        practice=practice,
        take_back_allowed=take_back_allowed,
        match_running=m.winner is None and (m.round > 1 or bool(m.history)),
        untouched=m.winner is None and m.round == 1 and not m.history,
    )
