"""Old home of the storage backends, kept for one release: use :mod:`ltm_core.stores`.

Its submodules (``ltm_core.vector.sqlite_vec``...) resolve to their new modules through
:mod:`ltm_core._moved`.
"""

from ltm_core.stores import *  # noqa: F403
from ltm_core.stores import __all__ as __all__
