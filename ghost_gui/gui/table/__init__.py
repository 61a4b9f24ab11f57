"""The table: the controller that follows the core's match (and its helpers: computers,
challenges, perfect play, loading, saving), and the main window that draws the table's view
state with its parts."""
