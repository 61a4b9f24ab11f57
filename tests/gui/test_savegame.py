"""The saved match and the statistics: written whole or not at all, damaged files reported once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ghost_gui.core.errors import SaveFileError
from ghost_gui.core.play.match import Match, MatchConfig, PlayerSpec
from ghost_gui.core.play.plays import Play
from ghost_gui.core.play.saving import MatchSave, match_to_json
from ghost_gui.core.play.variants import variant_by_key
from ghost_gui.core.words.lexicon import Lexicon
from ghost_gui.core.words.wordlist import word_list_from_words
from ghost_gui.gui.dialogs.stats import Stats
from ghost_gui.gui.table import savegame
from ghost_gui.gui.table.saved_game import SavedGame

WORDS = ["cat", "camel", "cattle", "gecko", "goat", "gerbil", "zebra", "tab", "tabby"]


def a_match_in_play() -> tuple[Match, Lexicon]:
    lexicon = Lexicon.build(word_list_from_words(WORDS, "tiny"), 3, use_cache=False)
    variant = variant_by_key("ghost")
    config = MatchConfig(
        (PlayerSpec("Ann"), PlayerSpec("Бот", "perfect")), "ghost", 3, "tiny", lives=3
    )
    match = Match(config, lexicon, variant)
    match.play(0, Play("g"))
    match.play(1, Play("e"))
    return match, lexicon


def test_a_saved_match_resumes_where_it_stood(tmp_path: Path) -> None:
    match, lexicon = a_match_in_play()
    path = tmp_path / "save" / "match.json"
    state = {
        "word_list": "english-family",
        "practice": False,
        "house_words": ["zax"],
        "match": match_to_json(match),
    }
    assert savegame.save_match(SavedGame.from_json(state), path)
    data, notice = savegame.load_saved_match(path)
    assert notice is None and data == SavedGame.from_json(state)
    assert data is not None
    again = data.match.restore(lexicon, variant_by_key("ghost"))
    assert (again.fragment, again.to_move, again.config.players[1].name) == ("ge", 0, "Бот")
    assert [p.name for p in path.parent.iterdir()] == [
        "match.json"
    ]  # no temporary file left behind
    savegame.clear_saved_match(path)
    assert savegame.load_saved_match(path) == (None, None)


def test_the_default_place_is_in_the_data_folder(tmp_path: Path) -> None:
    match, _ = a_match_in_play()
    savegame.save_match(SavedGame("x", MatchSave.of(match)))
    assert savegame.default_save_path().parent == tmp_path / "data"
    assert savegame.load_saved_match()[0] is not None


def test_a_failed_write_keeps_the_previous_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "match.json"
    savegame.save_match(SavedGame.from_json({"word_list": "x", "match": {"round": 1}}), path)

    def full_disk(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.fsync", full_disk)
    assert not savegame.save_match(
        SavedGame.from_json({"word_list": "x", "match": {"round": 2}}), path
    )
    assert json.loads(path.read_text())["match"] == {"round": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]


@pytest.mark.parametrize(
    "content",
    [
        b'{"word_list": "x", "match": {"fragm',
        b"\xff\xfe\x00",
        b"[1, 2, 3]",
        b'{"match": 5, "word_list": "x"}',
    ],
)
def test_a_damaged_save_is_reported_once_and_set_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(content)
    data, notice = savegame.load_saved_match(path)
    assert data is None and notice and "\n" not in notice
    assert (tmp_path / "match.json.corrupt").read_bytes() == content
    assert savegame.load_saved_match(path) == (None, None)


def test_a_saved_game_reads_back_as_it_was_written(tmp_path: Path) -> None:
    match, lexicon = a_match_in_play()
    saved = SavedGame(
        "english-family",
        MatchSave.of(match),
        practice=True,
        take_back=True,
        keep_capitalized=True,
        house_words=frozenset({"zax", "qi"}),
        longest=("gecko", 1),
    )
    assert SavedGame.from_json(json.loads(json.dumps(saved.to_json()))) == saved
    path = tmp_path / "match.json"
    assert savegame.save_match(saved, path)
    assert savegame.load_saved_match(path) == (saved, None)
    again = saved.match.restore(lexicon, variant_by_key("ghost"))
    assert match_to_json(again) == match_to_json(match)


def test_todays_save_reads_with_its_defaults_and_is_written_in_the_same_shape() -> None:
    """A save written before the saved game counted its version, or before it kept the
    take-back, capitalised words, the list's language and the longest word, still reads
    (its list's letters counted as detected, as a new game's are)."""
    match, _ = a_match_in_play()
    old = {
        "word_list": "english-family",
        "practice": False,
        "house_words": [],
        "match": match_to_json(match),
    }
    saved = SavedGame.from_json(old)
    assert (saved.take_back, saved.keep_capitalized, saved.longest) == (False, False, None)
    assert saved.language == "detect"
    written = saved.to_json()
    assert written == dict(
        old,
        version=1,
        take_back=False,
        keep_capitalized=False,
        language="detect",
        longest=None,
    )


WRONG_FIELDS = {
    "not an object": [1, 2],
    "another version": {"version": 2},
    "a version not a number": {"version": "1"},
    "no word list": {"word_list": None},
    "an empty word list": {"word_list": ""},
    "a word list not text": {"word_list": 3},
    "no match": {"match": None},
    "a match not an object": {"match": [1]},
    "practice not true or false": {"practice": "yes"},
    "take-back not true or false": {"take_back": 1},
    "capitalised words not true or false": {"keep_capitalized": None},
    "a language Ghost reads no list in": {"language": "tlh"},
    "a language not text": {"language": 3},
    "house words not a list": {"house_words": "zax"},
    "house words not words": {"house_words": ["zax", 7]},
    "longest not a pair": {"longest": ["gecko"]},
    "longest with no word": {"longest": ["", 1]},
    "longest with a seat not a number": {"longest": ["gecko", "1"]},
    "longest with a seat true": {"longest": ["gecko", True]},
}


@pytest.mark.parametrize("case", list(WRONG_FIELDS))
def test_a_saved_game_of_another_shape_is_refused_whole(tmp_path: Path, case: str) -> None:
    match, _ = a_match_in_play()
    good = SavedGame("english-family", MatchSave.of(match), longest=("gecko", 1)).to_json()
    wrong = WRONG_FIELDS[case]
    data = dict(good, **wrong) if isinstance(wrong, dict) else wrong
    if wrong == {"match": None}:
        del data["match"]
    with pytest.raises(SaveFileError):
        SavedGame.from_json(data)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(data))
    saved, notice = savegame.load_saved_match(path)  # set aside and told, as any damage
    assert saved is None and notice
    assert (tmp_path / "match.json.corrupt").exists() and not path.exists()


def test_statistics_add_up_per_player(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    s = Stats(path)
    names = ["Ann", "Бот", "Cy"]
    s.record_round("Ann", names, "gecko", word_by="Cy")  # Cy named GECKO: Ann's challenge was wrong
    s.record_round("Cy", names, "cattle", word_by="Бот")
    s.record_round("Ann", names, "cat", word_by="Ann")  # Ann completed CAT
    s.record_match("Бот", names)
    assert s.save()
    again = Stats(path)
    assert again.notice is None
    assert again.players["Ann"] == {
        "matches": 1,
        "matches_won": 0,
        "abandoned": 0,
        "rounds_won": 1,
        "rounds_lost": 2,
        "longest_word": "cat",
    }
    assert again.players["Бот"] == {
        "matches": 1,
        "matches_won": 1,
        "abandoned": 0,
        "rounds_won": 3,
        "rounds_lost": 0,
        "longest_word": "cattle",
    }
    assert again.players["Cy"]["longest_word"] == "gecko"


def test_statistics_survive_odd_values_and_report_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text(
        json.dumps(
            {
                "Ann": {"matches": "many", "rounds_won": -3, "rounds_lost": 2, "longest_word": 7},
                "Bo": "x",
            }
        )
    )
    s = Stats(path)
    # odd values are damage: told once, the file set aside, what could be read kept
    assert s.notice and "partly" in s.notice
    assert s.players == {
        "Ann": {
            "matches": 0,
            "matches_won": 0,
            "abandoned": 0,
            "rounds_won": 0,
            "rounds_lost": 2,
            "longest_word": "",
        }
    }
    assert (tmp_path / "stats.json.corrupt").exists()
    assert Stats(path).notice is None  # the rows kept were written back well formed
    for n, junk in enumerate(("[]", "{not json"), 1):
        path.write_text(junk)
        broken = Stats(path)
        assert broken.notice and broken.players == {}
        # each damaged copy is kept beside the ones set aside before
        assert (tmp_path / f"stats.json.{n}.corrupt").read_text() == junk
        assert Stats(path).notice is None
