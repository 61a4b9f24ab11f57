"""Word lists and what is known about words: reading, decoding and parsing a list, a table's
house and blocked words, the lexicon and its stores (the trie every layer above asks), the
definitions and how familiar a word is. No rules of any game here."""
