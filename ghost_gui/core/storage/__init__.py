"""Keeping things on disk: the cache of built lexicons and solved results (its entries,
their keys, where they live and how the folder is kept small) and writing a file whole or
not at all. Knows nothing of words or games: the layers above hand it bytes and keys."""
