"""AudioJass: an accessible, audio-first Jass card game for blind and low-vision players."""

import os

# The bots' networks (audiojass.bots.value, .policy) multiply small batches (a few hundred
# rows): one BLAS thread is several times faster than a pool that competes with the search,
# the table and the arena's other processes, and the bot already thinks on its own thread.
# Set here, before any module of the package imports numpy; a value the user set is kept.
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

__version__ = "0.1.0"
