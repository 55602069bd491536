import sys

from audiojass.cli import main

sys.exit(main())
