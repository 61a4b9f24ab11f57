"""The analysis of a word list as the command line and the window ask for it: the
workbench that loads, solves and caches the results, the warm answer read from the cache
alone, and the summary table of every variant (with its second process)."""
