"""The game itself: the variants' rules (which plays a fragment allows), a play, a match's
settings and its referee (the match, its events, saving and restoring it). What perfect
play is belongs to ``solving``, one floor up."""
