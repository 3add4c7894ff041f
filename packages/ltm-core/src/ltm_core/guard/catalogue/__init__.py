"""The credential catalogue: provider token formats as data, one module per vendor family.

Each :class:`Format` is written by us from the public format of a vendor's credentials (the
gitleaks default rule set is the reference for shapes; the rows are ours). Two kinds:

* ``anywhere`` formats identify themselves (``ghp_``, ``sk-ant-api03-``, ``AKIA``...): the
  regex is searched in any text once one of its ``keywords`` (lowercase literals, the
  Aho-Corasick prefilter) occurs.
* ``context`` formats are bare random strings that only mean "credential" next to the vendor's
  name (``DATADOG_API_KEY=...``, ``algolia: ...``): the regex is matched against the value of a
  key/value pair whose key contains one of the keywords.

Every regex is written for both google-re2 and Python ``re``: no look-arounds, no
back-references, every repetition bounded, so a scan is linear in either engine. Token
lengths are a little looser than the vendors' own (a key pasted by a person is sometimes cut
or padded); the entropy floor (bits per character of the secret part) keeps dummies out.
"""

from __future__ import annotations

from ltm_core.guard.catalogue import (
    ai,
    cloud,
    code,
    context,
    identity,
    messaging,
    observability,
)
from ltm_core.guard.catalogue.format import Format

__all__ = ["CATALOGUE", "Format"]

CATALOGUE: tuple[Format, ...] = (
    *ai.FORMATS,
    *code.FORMATS,
    *cloud.FORMATS,
    *identity.FORMATS,
    *messaging.FORMATS,
    *observability.FORMATS,
    *context.FORMATS,
)
"""Every format, self-identifying ones first."""
