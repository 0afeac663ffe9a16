"""The progress screen: the history as a coach's charts, filtered and exportable."""
