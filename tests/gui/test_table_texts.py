"""The table's words from values alone: no window, no widgets."""

from __future__ import annotations

from ghost_gui.core.play.match import Match, MatchConfig, PlayerSpec, RoundEnded
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui.table.table_texts import action_texts, match_over_text, meaning_text, round_text


def finish_cat(lives: int) -> tuple[Match, RoundEnded]:
    lx = Lexicon.build(word_list_from_words(["cat", "gecko"]), 3, use_cache=False)
    specs = (PlayerSpec("Ann"), PlayerSpec("Bo"), PlayerSpec("Cy"))
    m = Match(MatchConfig(specs, "ghost", 3, "tiny", lives=lives), lx, variant_by_key("ghost"))
    events = [e for c in "cat" for e in m.play(m.to_move, Play(c))]
    return m, next(e for e in events if isinstance(e, RoundEnded))


def words(m: Match, e: RoundEnded) -> str:
    names = ["Ann", "Bo", "Cy"]
    return round_text(
        e,
        m.config,
        m.lost,
        m.knocked_out,
        names.__getitem__,
        list_name="tiny",
        infix=False,
        pool=False,
    )


def test_the_story_says_who_did_what_and_what_it_cost() -> None:
    m, e = finish_cat(lives=5)
    assert words(m, e) == "\u200e\u2068Cy\u2069 completed CAT — \u200e\u2068Cy\u2069 gets a G"


def test_a_knock_out_is_said() -> None:
    m, e = finish_cat(lives=1)
    assert words(m, e).endswith(". \u200e\u2068Cy\u2069 is out of the game.")


def test_the_meaning_of_a_real_word_only() -> None:
    _, e = finish_cat(lives=5)
    assert meaning_text(e, lambda w: "a small pet") == "CAT: a small pet"
    assert meaning_text(e, lambda w: None) == ""  # no dictionary in the list's language
    assert meaning_text(e, lambda w: "") == ""  # still loading, or not in the dictionary


def test_buttons_show_their_keys_and_the_match_its_winner() -> None:
    assert action_texts()["take_back"] == (
        "Take back",
        "Take back the letter you just played (Ctrl+Z)",
    )
    assert match_over_text("Ann", computers_team=False) == "\u200e\u2068Ann\u2069 wins the match!"
    assert "computers win" in match_over_text("Robo", computers_team=True)
