"""The dialogs around a game: New game (its choice, ``GameSetup``, and its list chooser and
checks), house and blocked words, statistics, help and about."""
