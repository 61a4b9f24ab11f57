"""What a player takes away from a list: the strategy card (its dialog, rich text and page),
the pocket card, the card drill and the analysis view."""
