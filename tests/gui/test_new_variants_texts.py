"""Xghost and Anaghost in the window's words: their names in English and Russian, a play
between two letters, their challenges, Help with a real example each, the New game dialog's
presets, and Anaghost on a list too large for memory said before the game starts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ghost_gui.core.errors import PlayProblem, TooLargeError
from ghost_gui.core.play import match_events as m
from ghost_gui.core.play.plays import Play, Side
from ghost_gui.core.play.rules import RoundEnd
from ghost_gui.core.play.variants import VARIANTS, variant_by_key
from ghost_gui.core.solving import budget
from ghost_gui.core.words.wordlist import load_word_list
from ghost_gui.gui import i18n
from ghost_gui.gui.dialogs import game_setup, list_checks
from ghost_gui.gui.dialogs.game_setup import GameSetup, presets
from ghost_gui.gui.dialogs.help import HowToPlayDialog
from ghost_gui.gui.dialogs.help_examples import example_steps, example_word
from ghost_gui.gui.dialogs.new_game_dialog import NewGameDialog
from ghost_gui.gui.texts.error_texts import error_text, play_problem_text
from ghost_gui.gui.texts.play_texts import challenge_name, describe_event, round_story
from ghost_gui.gui.texts.setup_names import short_variant_name, variant_name
from ghost_gui.paths import wordlist_path

NEW = ("xghost", "anaghost")


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[QApplication]:
    i18n.install_translator(qapp, "ru")
    yield qapp
    i18n.install_translator(qapp, "en")


def cyrillic(text: str) -> bool:
    return any("а" <= c.lower() <= "я" for c in text)


# -- names ---------------------------------------------------------------------------------
def test_every_variant_has_a_name_of_its_own_in_english() -> None:
    names = [short_variant_name(k) for k in VARIANTS]
    assert names[-2:] == ["Xghost", "Anaghost"]
    assert len(set(names)) == len(names)
    assert "anywhere" in variant_name("xghost") and "any order" in variant_name("anaghost")


def test_every_variant_has_a_name_of_its_own_in_russian(russian: QApplication) -> None:
    names = {k: short_variant_name(k) for k in VARIANTS}
    assert names["xghost"] == "Икс-призрак" and names["anaghost"] == "Анаграммный призрак"
    assert all(cyrillic(n) for n in names.values()), names
    assert len(set(names.values())) == len(names)
    assert all(cyrillic(variant_name(k)) for k in VARIANTS)


def test_a_letter_between_two_others_says_where() -> None:
    anna = lambda seat: "Anna"
    assert (
        describe_event(m.PlayMade(0, Play("l", at=1), "alt"), anna, "xghost")
        == "\u200e\u2068Anna\u2069 plays L between A and T: ALT"
    )
    # at either end Xghost plays as SuperGhost does
    assert describe_event(m.PlayMade(0, Play("c", Side.LEFT), "cat"), anna, "xghost") == (
        "\u200e\u2068Anna\u2069 plays C on the left: CAT"
    )
    # an Anaghost letter goes into the pool: where it lands in the sorted pool means nothing
    assert (
        describe_event(m.PlayMade(0, Play("r", at=1), "arst"), anna, "anaghost")
        == "\u200e\u2068Anna\u2069 plays R: ARST"
    )
    # without the variant, a place is never worded wrongly
    assert (
        describe_event(m.PlayMade(0, Play("r", at=1), "arst"), anna)
        == "\u200e\u2068Anna\u2069 plays R: ARST"
    )


def test_the_challenges_in_each_variants_words() -> None:
    assert challenge_name("no_word", "xghost") == "“No word contains these letters!”"
    assert challenge_name("no_word", "anaghost") == "“No word can be made with these letters!”"
    assert challenge_name("no_word", "super") == "“No word contains these letters!”"
    assert challenge_name("no_word", "ghost") == "“No word goes like that!”"
    assert challenge_name("word", "anaghost") == "“That's a word!”"


def test_an_anaghost_round_is_told_by_its_word_and_letters() -> None:
    names = ["Anna", "Ben"].__getitem__
    done = m.RoundEnded(1, RoundEnd.WORD_COMPLETED, "star", by=1, fragment="arst")
    story = round_story(done, names, list_name="x", infix=False, min_length=4, pool=True)
    assert story == "\u200e\u2068Ben\u2069 made STAR of the letters ARST"
    assert (
        describe_event(done, names, "anaghost")
        == "\u200e\u2068Ben\u2069 loses the round (made STAR of the letters ARST)."
    )
    # a match kept before the word was: its letters alone
    kept = m.RoundEnded(1, RoundEnd.WORD_COMPLETED, "arst", by=1, fragment="arst")
    story = round_story(kept, names, list_name="x", infix=False, min_length=4, pool=True)
    assert story == "\u200e\u2068Ben\u2069 made a word of the letters ARST"
    bluff = m.RoundEnded(1, RoundEnd.CHALLENGE_WON, None, challenger=0, fragment="qz")
    assert (
        round_story(bluff, names, list_name="x", infix=False, min_length=4, pool=True)
        == "\u200e\u2068Anna\u2069 challenged: no word holds QZ"
    )
    assert (
        round_story(bluff, names, list_name="x", infix=True, min_length=4)
        == "\u200e\u2068Anna\u2069 challenged: no word contains QZ"
    )


def test_a_bad_place_and_too_much_memory_in_plain_words() -> None:
    assert play_problem_text(PlayProblem.BAD_PLACE, {}) == "In this game a letter cannot go there."
    text = error_text(TooLargeError("anaghost", 27_000_000, int(7.7 * 1024**3), 4 * 1024**3))
    assert text.startswith("Anaghost with this word list would need about 7.7 GB of memory")
    assert "4 GB" in text and "“English: family”" in text


# -- help ----------------------------------------------------------------------------------
def counting_words(list_name: str, min_length: int) -> list[str]:
    return [w for w in load_word_list(wordlist_path(list_name)).words if len(w) >= min_length]


def check_example(variant: str, min_length: int, words: list[str]) -> None:
    """The example is a round that could be played: each step one legal play of the
    variant, every fragment but the last alive in ``words``, the last the example word."""
    v = variant_by_key(variant)
    steps = example_steps(variant, min_length)
    frags = [f.lower() for _, f, _ in steps]
    prev = ""
    for (player, _, newest), frag, other in zip(steps, frags, [*steps[1:], None]):
        assert frag in v.candidate_plays(prev, frag[newest]), (prev, frag)
        assert any(v.goes_like(w, frag) for w in words), frag
        if other is not None:
            assert player != other[0] and len(frag) < min_length
        prev = frag
    word = example_word(min_length).lower()
    assert Counter(frags[-1]) == Counter(word)
    if variant == "xghost":
        assert frags[-1] == word
        assert any(0 < k < len(f) - 1 for (_, f, k) in steps), "no letter between two others"


@pytest.mark.parametrize("variant", NEW)
def test_the_english_examples_are_real_rounds(variant: str) -> None:
    words = counting_words("english-family.txt", 3)
    for n in range(3, 9):
        check_example(variant, n, words)


@pytest.mark.parametrize("variant", NEW)
def test_the_russian_examples_are_real_rounds(russian: QApplication, variant: str) -> None:
    words = counting_words("russian-nouns.txt", 3)
    assert cyrillic(example_word(4))
    for n in range(3, 9):
        check_example(variant, n, words)


@pytest.mark.parametrize(
    ("code", "family"),
    [("de", "german-family.txt"), ("es", "spanish-family.txt"), ("fr", "french-family.txt")],
)
def test_the_german_spanish_and_french_examples_are_real_rounds(
    qapp: QApplication, code: str, family: str
) -> None:
    from ghost_gui.gui import i18n

    i18n.install_translator(qapp, code)
    words = counting_words(family, 3)
    assert example_word(4) != "FISH"  # the language's own word, not the English fallback
    for variant in ("ghost", "super", "superduper", "anti", *NEW):
        for n in range(3, 9):
            check_example(variant, n, words)
            assert example_word(n).lower() in words, (code, n)


@pytest.mark.parametrize(
    ("variant", "rule", "move", "bluff"),
    [
        ("xghost", "between two of them", "puts A between C and T", "No word contains"),
        ("anaghost", "order does not matter", "adds A to the letters", "No word can be made"),
    ],
)
def test_help_gives_the_rules_and_an_example(
    qtbot: QtBot, variant: str, rule: str, move: str, bluff: str
) -> None:
    d = HowToPlayDialog(variant, 3, False, 5)
    qtbot.addWidget(d)
    text = d.text()
    assert d.windowTitle() == f"How to play {short_variant_name(variant)}"
    assert rule in text and move in text and bluff in text
    assert "3 or more letters" in text and "An example" in text
    assert "“No word goes like that!”" not in text
    if variant == "anaghost":
        assert "made the letters ACT spell CAT and loses the round" in text
        assert "in some order" in text  # “That's a word!” with bluffing
    else:
        assert "Home, End" in text and "completed CAT and loses the round" in text


@pytest.mark.parametrize("variant", NEW)
def test_help_in_russian(russian: QApplication, qtbot: QtBot, variant: str) -> None:
    d = HowToPlayDialog(variant, 3, True, 5)
    qtbot.addWidget(d)
    text = d.text()
    rule = text.split("\n")[1]
    assert cyrillic(rule) and "3" in rule
    assert short_variant_name(variant) in d.windowTitle()
    assert "ДОМ" in text and "БАЛДА" in text
    assert not any(english in text for english in ("between", "to the letters", "No word"))


# -- the New game dialog -------------------------------------------------------------------
def test_the_dialog_offers_every_variant_in_the_cores_order(qtbot: QtBot, word_file: Path) -> None:
    d = NewGameDialog(GameSetup(word_list=str(word_file)))
    qtbot.addWidget(d)
    assert [d.variant.itemData(i) for i in range(d.variant.count())] == list(VARIANTS)
    assert "Xghost" in d.variant.toolTip() and "Anaghost" in d.variant.toolTip()


@pytest.mark.parametrize(
    ("preset", "variant", "computer"),
    [("Xghost", "xghost", "hard"), ("Anaghost", "anaghost", "medium")],
)
def test_the_presets_start_the_new_variants(
    qtbot: QtBot, preset: str, variant: str, computer: str
) -> None:
    d = NewGameDialog(GameSetup(players=[("Ann", "human"), ("Bo", "easy"), ("Cy", "easy")]))
    qtbot.addWidget(d)
    d.preset.setCurrentIndex(d.preset.findData(preset))
    s = d.setup()
    assert (s.variant, s.min_length, s.word_list) == (variant, 4, "english-family.txt")
    assert [k for _, k in s.players] == ["human", computer]
    assert d.play_button.isEnabled() and not d.fit_problem.isVisible()
    assert s.config().variant == variant


def test_russian_presets_offer_xghost_but_not_anaghost_on_a_list_too_large(
    russian: QApplication,
) -> None:
    ps = presets()
    assert ps["Xghost"].variant == "xghost" and ps["Xghost"].word_list == "russian-nouns.txt"
    assert "Anaghost" not in ps


def test_anaghost_presets_only_on_lists_it_fits() -> None:
    """A list with an Anaghost preset fits; the Russian nouns fit too since their pools take
    the compiled passes, but a new game on them would build tens of millions of pools before
    its first letter, so no preset offers them."""
    anaghost = variant_by_key("anaghost")
    for name in ("english-family.txt", "russian-nouns.txt"):
        found = budget.estimate(counting_words(name, 4), anaghost)
        assert found is not None
        if name in game_setup.ANAGHOST_LISTS:
            assert found.graph_bytes <= budget.MEMORY_LIMIT, name


@pytest.fixture
def small_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer whose games may use 100 bytes: even the tiny list's Anaghost does not fit."""
    monkeypatch.setattr(budget, "MEMORY_LIMIT", 100)
    monkeypatch.setattr(list_checks, "_fits", {})


def test_anaghost_too_large_is_said_before_the_game(
    qtbot: QtBot, word_file: Path, small_memory: None
) -> None:
    d = NewGameDialog(GameSetup(word_list=str(word_file)))
    qtbot.addWidget(d)
    d.show()
    assert d.play_button.isEnabled() and not d.fit_problem.isVisible()
    d.variant.setCurrentIndex(d.variant.findData("anaghost"))
    assert d.fit_problem.isVisible()
    assert d.fit_problem.text().startswith("Anaghost with this word list would need about")
    assert not d.play_button.isEnabled()
    assert "smaller word list" in d.play_button.toolTip()
    # the list itself is fine: its count stays
    assert "words" in d.list_report.text()
    d.variant.setCurrentIndex(d.variant.findData("xghost"))
    assert not d.fit_problem.isVisible() and d.play_button.isEnabled()


def test_a_saved_anaghost_setup_on_a_list_too_large_is_stopped_at_once(
    qtbot: QtBot, word_file: Path, small_memory: None
) -> None:
    d = NewGameDialog(GameSetup(variant="anaghost", word_list=str(word_file)))
    qtbot.addWidget(d)
    assert d.variant.currentData() == "anaghost"
    assert not d.fit_problem.isHidden() and not d.play_button.isEnabled()


def test_anaghost_on_a_list_that_fits_plays(qtbot: QtBot, word_file: Path) -> None:
    d = NewGameDialog(GameSetup(variant="anaghost", word_list=str(word_file)))
    qtbot.addWidget(d)
    assert d.fit_problem.isHidden() and d.play_button.isEnabled()
