"""A lower bound on the decisions of any tree card on Anaghost's packed pools, without the
cards' costs: the summary table's card sizes take it to show a card past their cap, where
the costs (a pass over every pool for each player count, most of Anaghost's share of the
table) would only confirm it. Separate from :mod:`~ghost_gui.core.solving.pool_graph`: the
graph answers the game's questions, this is a fact about its cards."""

from __future__ import annotations

from array import array
from math import factorial

from ..passes import CancelCheck, lengths_down
from .pool_graph import PoolGraph


def decision_bounds(
    g: PoolGraph, players: int, most_pools: int, cancel: CancelCheck | None = None
) -> list[array[float]]:
    """For each seat s, a value per pool of level s (its first turns) whose sum over the
    seat's first turns is no more than the decisions of any tree card of the seat's,
    however it plays.

    A compiled call a level (``seat_bounds`` in ``pool_pass.c``). A card's turns b letters
    (the players) on are the pools the others can make after its plays; the card makes one
    play at each of its turns, so a pool there is reached from at most as many of them as it
    has pools b letters smaller, along at most (b - 1)! orders of the others' letters: a
    turn's bound is 1 at a decision plus the least, over its plays, of the next turns' bounds
    over those two numbers. Only the levels of the fewest letters, as far down as
    ``most_pools`` pools reach and no further than each seat's second turn: the bound comes
    from the first two turns, where the others' choices are few."""
    deepest, held = 0, 0
    for k in range(g.max_length + 1):
        held += len(g.pools[k])
        if held > most_pools:
            break
        deepest = k
    # each seat's first turns at least; its second at most (2 * players - 1 letters for the
    # last seat's): deeper turns, divided again, add little
    deepest = min(g.max_length, 2 * players - 1, max(deepest, players - 1))
    seats = range(players)
    strides, radices = g.code.pack(g.code.strides), bytes(g.code.radices)
    below = g.pools[deepest + 1].tobytes() if deepest < g.max_length else b""
    # the levels below count nothing: a double a pool (one word or two) and seat
    values = bytes(8 * players * (len(g.pools[deepest + 1]) if deepest < g.max_length else 0))
    factor = float(factorial(players - 1))
    out: dict[int, array[float]] = {}
    for k in lengths_down(deepest, cancel):
        pools = g.pools[k].tobytes()
        turn = bytes(k % players == s for s in seats)
        back = bytes(players if k % players == s and k >= players else 0 for s in seats)
        values = g.helper.seat_bounds(
            below, values, strides, radices, pools, g.words[k], turn, back, factor
        )
        if k < players:
            width = 8 * len(g.pools[k])
            out[k] = array("d", values[k * width : (k + 1) * width])
        below = pools
    # a seat past the longest pool has no first turn that is not a word
    return [out.get(s, array("d")) for s in seats]
