# ruff: noqa: E501
"""Observability and generic self-identifying material: self-identifying token formats (data)."""

from __future__ import annotations

from ltm_core.guard.catalogue.format import UUID, Format, any_format

FORMATS: tuple[Format, ...] = (
    any_format(
        "sentry_token", "Sentry", r"sntry[us]_[A-Za-z0-9+/=_-]{60,400}", "sntryu_", "sntrys_"
    ),
    any_format(
        "sentry_dsn",
        "Sentry",
        # Sentry's docs: a DSN is safe to make public (it only submits events); the legacy
        # form with a secret key after the public one ("public:secret@") is a credential
        r"https://[a-f0-9]{32}:(?P<secret>[a-f0-9]{32})@[a-z0-9.-]{0,40}\.?sentry\.io",
        "sentry.io",
    ),
    any_format(
        "grafana_token",
        "Grafana",
        r"(?:glc_[A-Za-z0-9+/_-]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{70,400}={0,3})",
        "glc_",
        "glsa_",
        "eyjrijoi",
    ),
    any_format(
        "new_relic_key",
        "New Relic",
        r"NR(?:AK|JS|II|AA)-[A-Za-z0-9_-]{19,40}",
        "nrak-",
        "nrjs-",
        "nrii-",
        "nraa-",
    ),
    # the license key: 36 hex and the NRAL suffix (older keys are 32)
    any_format("new_relic_key", "New Relic", r"[a-f0-9]{32,36}NRAL", "nral"),
    any_format(
        "honeycomb_key",
        "Honeycomb",
        r"hc(?:aik|amk|bik|bmk)_[a-z0-9]{50,70}",
        "hcaik_",
        "hcamk_",
        "hcbik_",
        "hcbmk_",
    ),
    any_format(
        "lightstep_token",
        "Lightstep",
        r"lightstep[_-]?(?:access)?[_-]?token[\"']?\s{0,3}[:=]\s{0,3}[\"']?(?P<secret>[A-Za-z0-9+/=]{100,200})",
        "lightstep",
    ),
    any_format(
        "launchdarkly_key", "LaunchDarkly", r"(?:api|sdk|mob)-" + UUID, "api-", "sdk-", "mob-"
    ),
    any_format(
        "settlemint_token",
        "SettleMint",
        r"sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}",
        "sm_aat_",
        "sm_pat_",
        "sm_sat_",
    ),
    any_format(
        "defined_networking_key",
        "Defined Networking",
        r"dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}",
        "dnkey-",
    ),
    any_format("dropbox_token", "Dropbox", r"sl\.(?:u\.)?[A-Za-z0-9_=-]{100,200}", "sl."),
    any_format(
        "sidekiq_credential",
        "Sidekiq",
        r"https?://(?P<secret>[a-f0-9]{8}:[a-f0-9]{8})@(?:gems|enterprise)\.contribsys\.com",
        "contribsys.com",
    ),
    any_format(
        "cloudinary_url",
        "Cloudinary",
        r"cloudinary://[0-9]{10,20}:(?P<secret>[A-Za-z0-9_-]{20,40})@[a-z0-9_-]{1,60}",
        "cloudinary://",
    ),
    # Vendors whose body is hex, a UUID or short base62: the prefix alone identifies them
    any_format("axiom_token", "Axiom", r"xa[ap]t-" + UUID, "xaat-", "xapt-"),
    any_format("nightfall_key", "Nightfall", r"NF-[A-Za-z0-9]{32}", "nf-", entropy=3.5),
    # PostHog personal API keys (secret); the project key ``phc_`` is public by design
    any_format("posthog_key", "PostHog", r"phx_[A-Za-z0-9]{43}", "phx_"),
    any_format("checkly_key", "Checkly", r"cu_[a-f0-9]{32}", "cu_"),
    any_format("rootly_key", "Rootly", r"rootly_[a-f0-9]{64}", "rootly_"),
    any_format(
        "trigger_dev_key",
        "Trigger.dev",
        r"tr_(?:dev|prod|stg|preview|pat)_[A-Za-z0-9]{20,40}",
        "tr_dev_",
        "tr_prod_",
        "tr_stg_",
        "tr_preview_",
        "tr_pat_",
    ),
    # Lob's secret keys: live_/test_ and 35 hex (an odd length: no hash has it)
    any_format("lob_api_key", "Lob", r"(?:live|test)_[a-f0-9]{35}", "live_", "test_"),
    # -- generic self-identifying material
    any_format(
        "ansible_vault",
        "Ansible Vault",
        r"\$ANSIBLE_VAULT;[0-9.]{3,5};AES256(?:;[A-Za-z0-9_-]{1,40})?\s{1,4}(?P<secret>[0-9a-f]{32,1000})",
        "$ansible_vault;",
    ),
    # A vendor prefix, a separator and a long random base62 body: the shape most new token
    # formats share (``abc_``, ``xyz_live_``, ``pfx-``), caught for vendors not listed above.
    any_format(
        "prefixed_token",
        "any vendor",
        r"[a-z][a-z0-9]{1,9}[_-](?:[a-z]{2,8}[_-])?(?P<secret>[A-Za-z0-9]{32,100})",
        entropy=4.0,
        classes=3,
    ),
    any_format(
        "jwt",
        "JSON Web Token",
        r"eyJ[A-Za-z0-9_-]{8,1000}\.eyJ[A-Za-z0-9_-]{8,1000}\.[A-Za-z0-9_-]{0,1000}",
        "eyj",
    ),
    # a JWT whose header is a standard one ('{"alg":', '{"typ":', '{"kid":') but whose other
    # parts are odd: a payload that is no JSON object, two parts only, odd lengths
    any_format(
        "jwt",
        "JSON Web Token",
        r"eyJ(?:hbGci|0eXAi|raWQi)[A-Za-z0-9_-]{8,1000}\.[A-Za-z0-9_-]{16,1000}(?:\.[A-Za-z0-9_-]{0,1000})?",
        "eyjhbgci",
        "eyj0exai",
        "eyjrawqi",
        entropy=3.5,
    ),
    any_format("jwt", "JSON Web Token", r"ZXlK[A-Za-z0-9+/]{20,1000}={0,2}", "zxlk", entropy=3.5),
    any_format(
        "private_key",
        "PEM",
        r"-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:\\n|\\r|[\s\\A-Za-z0-9+/=:,-]){40,400}",
        "-----begin",
        open_end=True,
    ),
    any_format(
        "private_key", "PuTTY", r"PuTTY-User-Key-File-[23]: [a-z0-9-]{3,30}", "putty-user-key-file-"
    ),
    any_format(
        "gcp_service_account",
        "Google Cloud",
        r"\"private_key_id\"\s{0,4}:\s{0,4}\"(?P<secret>[a-f0-9]{40})\"",
        "private_key_id",
    ),
)
