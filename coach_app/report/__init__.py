"""The coach's PDF report (``pyramid-coach report``)."""
