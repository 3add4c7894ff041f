"""The full LongTermMemory behaviour suite, re-run on every backend.

The tests are the ones of tests/core (imported, not copied): their ``memory``/``make_memory``
fixtures build on ``store``, which tests/backends/conftest.py parametrises over the backends.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings

from tests.core.test_conversation import *  # noqa: F403
from tests.core.test_isolation import (
    scope_strategy,
    test_same_text_in_two_scopes_and_export_import_across_users,  # noqa: F401
)
from tests.core.test_isolation import (
    test_no_operation_crosses_scopes as _core_isolation_test,
)
from tests.core.test_memory import *  # noqa: F403

# Touches no store: running it once per backend would test nothing new.
del test_worker_counts_logs_and_reports_a_failing_job  # noqa: F821

# The same property, with fewer examples: each one creates two scopes on a network backend.
test_no_operation_crosses_scopes = hypothesis_settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)(given(a=scope_strategy, b=scope_strategy)(_core_isolation_test.hypothesis.inner_test))
