"""AudioJass: an accessible, audio-first Jass card game for blind and low-vision players."""

__version__ = "0.1.0"
