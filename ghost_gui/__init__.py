"""Ghost: a desktop game and perfect-play analyser for the word game Ghost."""

__app_name__ = "Ghost"
__version__ = "0.1.0"
