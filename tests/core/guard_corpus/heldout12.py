"""Blind held-out test corpus for the secret guard (issue 12).

Written blind on 2026-12-01: the author never saw the guard's code, rules, corpus or any
other held-out file; it was built only from the text of issue 12 and general knowledge of
credential formats.  Standard library only; every generated value comes from one seeded
``random.Random(20261203)`` and no generated value is used twice.

Secret families (HELD_OUT_12_SECRETS, (text, family)):
  provider     - current token shapes of many vendors embedded in chat, logs, shell, config,
                 stack traces, curl commands and JSON
  keyvalue     - keys that merely contain a secret word, config formats (.env, YAML, JSON, TOML,
                 INI, properties, XML, .netrc, kubeconfig, docker config), connection strings,
                 CLI password flags, values with dots/brackets/#/quotes
  language     - natural-language disclosures in 25+ languages and varied English phrasings
  plain_value  - credential values with weak or indirect context, and obfuscated forms
                 (spaced groups, fullwidth, zero-width, confusables, split, concatenated)
  material     - BIP-39 seed phrases, 2FA recovery codes, TOTP setup keys, session cookies,
                 card number + CVV/PIN, SSH/PGP/RSA private key blocks, JWTs

Benign families (HELD_OUT_12_BENIGN, (text, family)):
  hand_written - hard benign chat using credential words, idioms, trivia, fictional or
                 example passwords, placeholders, env lookups, redactions
  identifiers  - public identifiers in sentences: order/ticket/invoice numbers, ISBNs,
                 tracking numbers, IBANs in prose, commit SHAs, UUIDs, hashes, addresses,
                 promo codes, versions, phone numbers, dates
"""

import base64
import json
import random
import string

_RNG = random.Random(20261203)
_USED = set()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
ALNUM = UP + LO + DI
LOALNUM = LO + DI
UPALNUM = UP + DI
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _s(n, alphabet):
    return "".join(_RNG.choice(alphabet) for _ in range(n))


def _fresh(fn):
    for _ in range(10000):
        v = fn()
        if v not in _USED:
            _USED.add(v)
            return v
    raise RuntimeError("could not generate a fresh value")


def F(n, alphabet):
    return _fresh(lambda: _s(n, alphabet))


def _pick(seq):
    return _RNG.choice(seq)


def _b64u(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


# ---------------------------------------------------------------------------
# value generators
# ---------------------------------------------------------------------------
_WORDS = [
    "falcon",
    "harbor",
    "copper",
    "meadow",
    "violet",
    "tundra",
    "pepper",
    "lantern",
    "orbit",
    "glacier",
    "maple",
    "raven",
    "saffron",
    "quartz",
    "willow",
    "ember",
    "cobalt",
    "thistle",
    "marble",
    "juniper",
    "cactus",
    "velvet",
    "comet",
    "pebble",
]
_SYM = "!#$%&*+-=?@^_.~"


def strong_pw():
    def g():
        n = _RNG.randint(12, 20)
        core = [_pick(UP), _pick(LO), _pick(DI), _pick(_SYM)] + [
            _pick(ALNUM + _SYM) for _ in range(n - 4)
        ]
        _RNG.shuffle(core)
        return "".join(core)

    return _fresh(g)


def memorable_pw():
    def g():
        style = _RNG.randint(0, 4)
        w1, w2 = _pick(_WORDS), _pick(_WORDS)
        if style == 0:
            return w1.capitalize() + str(_RNG.randint(1960, 2019)) + _pick("!#$?*")
        if style == 1:
            return f"{w1.capitalize()}-{w2.capitalize()}-{_RNG.randint(10, 99)}"
        if style == 2:
            return (
                w1[:1].upper()
                + w1[1:].replace("o", "0").replace("e", "3")
                + str(_RNG.randint(100, 999))
            )
        if style == 3:
            return f"{w1}.{w2}.{_RNG.randint(1, 99)}{_pick('!?%')}"
        return f"{w2.upper()}_{w1}{_RNG.randint(1000, 9999)}"

    return _fresh(g)


def odd_pw():
    """Values with dots, brackets, #, quotes -- shapes a naive heuristic waves through."""

    def g():
        style = _RNG.randint(0, 6)
        if style == 0:
            return f"{_s(4, ALNUM)}.{_s(5, ALNUM)}.{_s(3, DI)}"
        if style == 1:
            return f"[{_s(6, ALNUM)}]{_s(5, ALNUM + '#$')}"
        if style == 2:
            return f"#{_s(10, ALNUM)}!"
        if style == 3:
            return f"{{{_s(8, ALNUM)}}}{_s(2, DI)}"
        if style == 4:
            return f"{_s(5, ALNUM)}'{_s(5, ALNUM)}\"{_s(2, DI)}"
        if style == 5:
            return f"({_s(7, ALNUM)}).{_s(4, LO)}"
        return f"{_pick(_WORDS)}.{_pick(_WORDS)}#{_s(3, DI)}"

    return _fresh(g)


def any_pw():
    return _pick([strong_pw, memorable_pw, odd_pw, strong_pw])()


def pin(n=None):
    n = n or _pick([4, 4, 4, 5, 6, 6])
    return _fresh(lambda: "".join(_pick(DI) for _ in range(n)))


def rcode():
    return _fresh(
        lambda: _pick(
            [
                lambda: f"{_s(5, LOALNUM)}-{_s(5, LOALNUM)}",
                lambda: f"{_s(4, DI)} {_s(4, DI)}",
                lambda: f"{_s(4, UPALNUM)}-{_s(4, UPALNUM)}-{_s(4, UPALNUM)}",
                lambda: _s(10, UPALNUM),
            ]
        )()
    )


def user():
    return _fresh(
        lambda: (
            _pick(
                [
                    "anna",
                    "mkowalski",
                    "j.doe",
                    "deploy",
                    "admin",
                    "svc_backup",
                    "lena.h",
                    "root",
                    "tpham",
                    "ops",
                    "marco",
                    "yuki",
                ]
            )
            + _pick(["", str(_RNG.randint(1, 99))])
        )
    )


# ---------------------------------------------------------------------------
# provider catalogue for the test set: (vendor, env var, url, generator)
# ---------------------------------------------------------------------------
def _discord():
    uid = str(_RNG.randint(10**17, 10**18))
    return (
        base64.b64encode(uid.encode()).decode().rstrip("=")
        + "."
        + _s(6, B64URL)
        + "."
        + _s(38, B64URL)
    )


_PROVIDERS = [
    ("AWS", "AWS_ACCESS_KEY_ID", "https://sts.amazonaws.com", lambda: "AKIA" + _s(16, B32)),
    ("AWS STS", "AWS_ACCESS_KEY_ID", "https://sts.amazonaws.com", lambda: "ASIA" + _s(16, B32)),
    ("GitHub", "GITHUB_TOKEN", "https://api.github.com/user", lambda: "ghp_" + _s(36, ALNUM)),
    (
        "GitHub fine-grained",
        "GH_TOKEN",
        "https://api.github.com/repos",
        lambda: "github_pat_11" + _s(20, UPALNUM) + "_" + _s(59, ALNUM),
    ),
    (
        "GitHub App",
        "GITHUB_APP_TOKEN",
        "https://api.github.com/app",
        lambda: "ghs_" + _s(36, ALNUM),
    ),
    ("GitHub OAuth", "GH_OAUTH", "https://api.github.com/user", lambda: "gho_" + _s(36, ALNUM)),
    ("GitLab", "GITLAB_TOKEN", "https://gitlab.com/api/v4/user", lambda: "glpat-" + _s(20, B64URL)),
    ("GitLab runner", "RUNNER_TOKEN", "https://gitlab.com", lambda: "glrt-" + _s(20, B64URL)),
    (
        "Slack bot",
        "SLACK_BOT_TOKEN",
        "https://slack.com/api/chat.postMessage",
        lambda: f"xoxb-{_s(12, DI)}-{_s(13, DI)}-{_s(24, ALNUM)}",
    ),
    (
        "Slack user",
        "SLACK_USER_TOKEN",
        "https://slack.com/api/users.list",
        lambda: f"xoxp-{_s(12, DI)}-{_s(12, DI)}-{_s(13, DI)}-{_s(32, HEX)}",
    ),
    (
        "Stripe",
        "STRIPE_SECRET_KEY",
        "https://api.stripe.com/v1/charges",
        lambda: "sk_live_51" + _s(97, ALNUM),
    ),
    (
        "Stripe restricted",
        "STRIPE_RK",
        "https://api.stripe.com/v1/customers",
        lambda: "rk_live_51" + _s(97, ALNUM),
    ),
    (
        "Stripe webhook",
        "STRIPE_WEBHOOK_SECRET",
        "https://api.stripe.com",
        lambda: "whsec_" + _s(32, ALNUM),
    ),
    (
        "OpenAI",
        "OPENAI_API_KEY",
        "https://api.openai.com/v1/chat/completions",
        lambda: "sk-proj-" + _s(74, B64URL) + "T3BlbkFJ" + _s(74, B64URL),
    ),
    (
        "OpenAI service account",
        "OPENAI_KEY",
        "https://api.openai.com/v1/models",
        lambda: "sk-svcacct-" + _s(74, B64URL) + "T3BlbkFJ" + _s(74, B64URL),
    ),
    (
        "Anthropic",
        "ANTHROPIC_API_KEY",
        "https://api.anthropic.com/v1/messages",
        lambda: "sk-ant-api03-" + _s(93, B64URL) + "AA",
    ),
    (
        "Google Cloud",
        "GOOGLE_API_KEY",
        "https://maps.googleapis.com/maps/api/geocode/json",
        lambda: "AIza" + _s(35, B64URL),
    ),
    (
        "Google OAuth",
        "GOOGLE_CLIENT_SECRET",
        "https://oauth2.googleapis.com/token",
        lambda: "GOCSPX-" + _s(28, B64URL),
    ),
    (
        "Hugging Face",
        "HF_TOKEN",
        "https://huggingface.co/api/whoami-v2",
        lambda: "hf_" + _s(34, UP + LO),
    ),
    ("Twilio", "TWILIO_API_KEY", "https://api.twilio.com/2010-04-01", lambda: "SK" + _s(32, HEX)),
    (
        "SendGrid",
        "SENDGRID_API_KEY",
        "https://api.sendgrid.com/v3/mail/send",
        lambda: "SG." + _s(22, B64URL) + "." + _s(43, B64URL),
    ),
    ("Mailgun", "MAILGUN_API_KEY", "https://api.mailgun.net/v3", lambda: "key-" + _s(32, HEX)),
    (
        "Mailchimp",
        "MAILCHIMP_KEY",
        "https://us21.api.mailchimp.com/3.0",
        lambda: _s(32, HEX) + "-us21",
    ),
    (
        "Brevo",
        "BREVO_API_KEY",
        "https://api.brevo.com/v3/smtp/email",
        lambda: "xkeysib-" + _s(64, HEX) + "-" + _s(16, ALNUM),
    ),
    ("npm", "NPM_TOKEN", "https://registry.npmjs.org", lambda: "npm_" + _s(36, ALNUM)),
    (
        "PyPI",
        "PYPI_TOKEN",
        "https://upload.pypi.org/legacy/",
        lambda: "pypi-AgEIcHlwaS5vcmc" + _s(70, B64URL),
    ),
    ("RubyGems", "GEM_HOST_API_KEY", "https://rubygems.org", lambda: "rubygems_" + _s(48, HEX)),
    (
        "NuGet",
        "NUGET_API_KEY",
        "https://api.nuget.org/v3/index.json",
        lambda: "oy2" + _s(43, LOALNUM),
    ),
    ("Clojars", "CLOJARS_TOKEN", "https://clojars.org", lambda: "CLOJARS_" + _s(60, HEX)),
    (
        "Docker Hub",
        "DOCKERHUB_TOKEN",
        "https://hub.docker.com",
        lambda: "dckr_pat_" + _s(27, B64URL),
    ),
    (
        "JFrog",
        "JFROG_API_KEY",
        "https://acme.jfrog.io/artifactory",
        lambda: "AKCp8" + _s(68, ALNUM),
    ),
    (
        "DigitalOcean",
        "DIGITALOCEAN_TOKEN",
        "https://api.digitalocean.com/v2/droplets",
        lambda: "dop_v1_" + _s(64, HEX),
    ),
    (
        "Shopify",
        "SHOPIFY_ACCESS_TOKEN",
        "https://acme.myshopify.com/admin/api/2024-10/orders.json",
        lambda: "shpat_" + _s(32, HEX),
    ),
    (
        "Shopify app",
        "SHOPIFY_API_SECRET",
        "https://partners.shopify.com",
        lambda: "shpss_" + _s(32, HEX),
    ),
    (
        "Atlassian",
        "JIRA_API_TOKEN",
        "https://acme.atlassian.net/rest/api/3/myself",
        lambda: "ATATT3xFfGF0" + _s(170, B64URL) + "=" + _s(8, HEX).upper(),
    ),
    (
        "Bitbucket",
        "BITBUCKET_APP_PASSWORD",
        "https://api.bitbucket.org/2.0/user",
        lambda: "ATBB" + _s(32, ALNUM) + _s(8, HEX).upper(),
    ),
    (
        "Databricks",
        "DATABRICKS_TOKEN",
        "https://adb-123.azuredatabricks.net/api/2.0/clusters/list",
        lambda: "dapi" + _s(32, HEX),
    ),
    (
        "Doppler",
        "DOPPLER_TOKEN",
        "https://api.doppler.com/v3/configs",
        lambda: "dp.pt." + _s(43, ALNUM),
    ),
    (
        "HashiCorp Vault",
        "VAULT_TOKEN",
        "https://vault.internal:8200/v1/secret/data/app",
        lambda: "hvs.CAESI" + _s(86, B64URL),
    ),
    (
        "Terraform Cloud",
        "TFE_TOKEN",
        "https://app.terraform.io/api/v2/organizations",
        lambda: _s(14, ALNUM) + ".atlasv1." + _s(67, ALNUM),
    ),
    (
        "Pulumi",
        "PULUMI_ACCESS_TOKEN",
        "https://api.pulumi.com/api/user",
        lambda: "pul-" + _s(40, HEX),
    ),
    (
        "Grafana",
        "GRAFANA_SA_TOKEN",
        "https://acme.grafana.net/api/dashboards",
        lambda: "glsa_" + _s(32, ALNUM) + "_" + _s(8, HEX),
    ),
    (
        "Grafana Cloud",
        "GRAFANA_CLOUD_TOKEN",
        "https://grafana.com/api/instances",
        lambda: "glc_eyJvIjoi" + _s(100, B64URL) + "fQ==",
    ),
    (
        "New Relic",
        "NEW_RELIC_API_KEY",
        "https://api.newrelic.com/graphql",
        lambda: "NRAK-" + _s(27, UPALNUM),
    ),
    (
        "Sentry",
        "SENTRY_AUTH_TOKEN",
        "https://sentry.io/api/0/projects/",
        lambda: "sntrys_eyJpYXQiOj" + _s(120, B64URL),
    ),
    ("Sentry user", "SENTRY_TOKEN", "https://sentry.io/api/0/", lambda: "sntryu_" + _s(64, HEX)),
    (
        "Dynatrace",
        "DT_API_TOKEN",
        "https://abc12345.live.dynatrace.com/api/v2/metrics",
        lambda: "dt0c01." + _s(24, UPALNUM) + "." + _s(64, UPALNUM),
    ),
    (
        "Linear",
        "LINEAR_API_KEY",
        "https://api.linear.app/graphql",
        lambda: "lin_api_" + _s(40, ALNUM),
    ),
    (
        "Notion",
        "NOTION_TOKEN",
        "https://api.notion.com/v1/databases",
        lambda: "ntn_" + _s(11, DI) + _s(35, ALNUM),
    ),
    (
        "Airtable",
        "AIRTABLE_PAT",
        "https://api.airtable.com/v0/meta/bases",
        lambda: "pat" + _s(14, ALNUM) + "." + _s(64, HEX),
    ),
    ("Figma", "FIGMA_TOKEN", "https://api.figma.com/v1/me", lambda: "figd_" + _s(40, B64URL)),
    (
        "Postman",
        "POSTMAN_API_KEY",
        "https://api.getpostman.com/collections",
        lambda: "PMAK-" + _s(24, HEX) + "-" + _s(34, HEX),
    ),
    ("Heroku", "HEROKU_API_KEY", "https://api.heroku.com/apps", lambda: "HRKU-AA" + _s(58, B64URL)),
    (
        "Supabase",
        "SUPABASE_ACCESS_TOKEN",
        "https://api.supabase.com/v1/projects",
        lambda: "sbp_" + _s(40, HEX),
    ),
    (
        "PlanetScale",
        "PLANETSCALE_SERVICE_TOKEN",
        "https://api.planetscale.com/v1/organizations",
        lambda: "pscale_tkn_" + _s(43, B64URL),
    ),
    (
        "Cloudflare Origin CA",
        "CF_ORIGIN_CA_KEY",
        "https://api.cloudflare.com/client/v4/certificates",
        lambda: "v1.0-" + _s(24, HEX) + "-" + _s(146, HEX),
    ),
    (
        "Azure AD",
        "AZURE_CLIENT_SECRET",
        "https://login.microsoftonline.com/common/oauth2/v2.0/token",
        lambda: _s(3, ALNUM) + "8Q~" + _s(31, ALNUM + "_~.-"),
    ),
    (
        "Alibaba Cloud",
        "ALIBABA_CLOUD_ACCESS_KEY_ID",
        "https://ecs.aliyuncs.com",
        lambda: "LTAI5t" + _s(18, ALNUM),
    ),
    ("Discord", "DISCORD_BOT_TOKEN", "https://discord.com/api/v10/users/@me", _discord),
    (
        "Telegram",
        "TELEGRAM_BOT_TOKEN",
        "https://api.telegram.org",
        lambda: f"{_RNG.randint(10**9, 8 * 10**9)}:AA{_s(33, B64URL)}",
    ),
    (
        "Square",
        "SQUARE_ACCESS_TOKEN",
        "https://connect.squareup.com/v2/payments",
        lambda: "EAAA" + _s(60, B64URL),
    ),
    (
        "Braintree",
        "BRAINTREE_TOKEN",
        "https://api.braintreegateway.com",
        lambda: f"access_token$production${_s(16, LOALNUM)}${_s(32, HEX)}",
    ),
    (
        "Razorpay",
        "RAZORPAY_KEY_SECRET",
        "https://api.razorpay.com/v1/payments",
        lambda: "rzp_live_" + _s(14, ALNUM),
    ),
    (
        "Flutterwave",
        "FLW_SECRET_KEY",
        "https://api.flutterwave.com/v3/charges",
        lambda: "FLWSECK-" + _s(32, HEX) + "-X",
    ),
    (
        "Mapbox",
        "MAPBOX_SECRET_TOKEN",
        "https://api.mapbox.com/tokens/v2",
        lambda: "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + _s(28, ALNUM) + "In0." + _s(22, B64URL),
    ),
    (
        "Dropbox",
        "DROPBOX_ACCESS_TOKEN",
        "https://api.dropboxapi.com/2/files/list_folder",
        lambda: "sl.u." + _s(140, B64URL),
    ),
    (
        "CircleCI",
        "CIRCLECI_TOKEN",
        "https://circleci.com/api/v2/me",
        lambda: "CCIPAT_" + _s(22, ALNUM) + "_" + _s(40, HEX),
    ),
    (
        "Buildkite",
        "BUILDKITE_API_TOKEN",
        "https://api.buildkite.com/v2/user",
        lambda: "bkua_" + _s(40, HEX),
    ),
    (
        "age encryption",
        "SOPS_AGE_KEY",
        "file://keys.txt",
        lambda: "AGE-SECRET-KEY-1" + _s(58, BECH32.upper()),
    ),
    (
        "Shippo",
        "SHIPPO_API_KEY",
        "https://api.goshippo.com/shipments",
        lambda: "shippo_live_" + _s(40, HEX),
    ),
    (
        "Replicate",
        "REPLICATE_API_TOKEN",
        "https://api.replicate.com/v1/predictions",
        lambda: "r8_" + _s(37, ALNUM),
    ),
    (
        "Groq",
        "GROQ_API_KEY",
        "https://api.groq.com/openai/v1/chat/completions",
        lambda: "gsk_" + _s(52, ALNUM),
    ),
    ("xAI", "XAI_API_KEY", "https://api.x.ai/v1/chat/completions", lambda: "xai-" + _s(80, ALNUM)),
    (
        "Perplexity",
        "PERPLEXITY_API_KEY",
        "https://api.perplexity.ai/chat/completions",
        lambda: "pplx-" + _s(48, ALNUM),
    ),
    (
        "LangSmith",
        "LANGSMITH_API_KEY",
        "https://api.smith.langchain.com",
        lambda: "lsv2_pt_" + _s(32, HEX) + "_" + _s(10, HEX),
    ),
    (
        "OpenRouter",
        "OPENROUTER_API_KEY",
        "https://openrouter.ai/api/v1/chat/completions",
        lambda: "sk-or-v1-" + _s(64, HEX),
    ),
    (
        "Tailscale",
        "TS_AUTHKEY",
        "https://api.tailscale.com/api/v2/tailnet",
        lambda: "tskey-auth-k" + _s(16, ALNUM) + "-" + _s(33, ALNUM),
    ),
    (
        "1Password",
        "OP_SERVICE_ACCOUNT_TOKEN",
        "https://my.1password.com",
        lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + _s(160, B64URL),
    ),
    (
        "Contentful",
        "CONTENTFUL_MANAGEMENT_TOKEN",
        "https://api.contentful.com/spaces",
        lambda: "CFPAT-" + _s(43, B64URL),
    ),
    (
        "Plaid",
        "PLAID_ACCESS_TOKEN",
        "https://production.plaid.com/accounts/get",
        lambda: (
            f"access-production-{_s(8, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(12, HEX)}"
        ),
    ),
    (
        "Netlify",
        "NETLIFY_AUTH_TOKEN",
        "https://api.netlify.com/api/v1/sites",
        lambda: "nfp_" + _s(36, ALNUM),
    ),
    (
        "Render",
        "RENDER_API_KEY",
        "https://api.render.com/v1/services",
        lambda: "rnd_" + _s(32, ALNUM),
    ),
    (
        "Firebase Cloud Messaging",
        "FCM_SERVER_KEY",
        "https://fcm.googleapis.com/fcm/send",
        lambda: "AAAA" + _s(7, B64URL) + ":APA91b" + _s(134, B64URL),
    ),
    (
        "Twitter",
        "TWITTER_BEARER_TOKEN",
        "https://api.twitter.com/2/tweets",
        lambda: "AAAAAAAAAAAAAAAAAAAAA" + _s(30, ALNUM) + "%3D" + _s(50, ALNUM),
    ),
    (
        "Facebook",
        "FB_ACCESS_TOKEN",
        "https://graph.facebook.com/v19.0/me",
        lambda: "EAAG" + _s(180, ALNUM),
    ),
    (
        "Octopus Deploy",
        "OCTOPUS_API_KEY",
        "https://octopus.acme.com/api",
        lambda: "API-" + _s(26, UPALNUM),
    ),
    (
        "Harness",
        "HARNESS_PAT",
        "https://app.harness.io/gateway/ng/api",
        lambda: f"pat.{_s(22, B64URL)}.{_s(24, HEX)}.{_s(20, ALNUM)}",
    ),
    (
        "Readme",
        "README_API_KEY",
        "https://dash.readme.com/api/v1",
        lambda: "rdme_" + _s(70, LOALNUM),
    ),
    (
        "Pinecone",
        "PINECONE_API_KEY",
        "https://api.pinecone.io/indexes",
        lambda: "pcsk_" + _s(6, ALNUM) + "_" + _s(62, ALNUM),
    ),
    (
        "EasyPost",
        "EASYPOST_API_KEY",
        "https://api.easypost.com/v2/shipments",
        lambda: "EZAK" + _s(54, HEX),
    ),
    (
        "Adafruit IO",
        "ADAFRUIT_IO_KEY",
        "https://io.adafruit.com/api/v2",
        lambda: "aio_" + _s(28, ALNUM),
    ),
    (
        "Duffel",
        "DUFFEL_ACCESS_TOKEN",
        "https://api.duffel.com/air/orders",
        lambda: "duffel_live_" + _s(43, B64URL),
    ),
    (
        "ElevenLabs",
        "ELEVENLABS_API_KEY",
        "https://api.elevenlabs.io/v1/voices",
        lambda: "sk_" + _s(48, HEX),
    ),
    (
        "Prefect",
        "PREFECT_API_KEY",
        "https://api.prefect.cloud/api/me",
        lambda: "pnu_" + _s(36, ALNUM),
    ),
    (
        "Yandex Cloud",
        "YC_TOKEN",
        "https://iam.api.cloud.yandex.net",
        lambda: "y0_AgAAAA" + _s(50, B64URL),
    ),
    (
        "Together AI",
        "TOGETHER_API_KEY",
        "https://api.together.xyz/v1/chat/completions",
        lambda: "tgp_v1_" + _s(43, B64URL),
    ),
    (
        "Sourcegraph",
        "SRC_ACCESS_TOKEN",
        "https://sourcegraph.com/.api/graphql",
        lambda: "sgp_" + _s(16, HEX) + "_" + _s(40, HEX),
    ),
    (
        "LaunchDarkly",
        "LD_API_KEY",
        "https://app.launchdarkly.com/api/v2/flags",
        lambda: f"api-{_s(8, HEX)}-{_s(4, HEX)}-4{_s(3, HEX)}-a{_s(3, HEX)}-{_s(12, HEX)}",
    ),
]

_URL_PROVIDERS = [
    (
        "Slack webhook",
        lambda: (
            f"https://hooks.slack.com/services/T{_s(10, UPALNUM)}/B{_s(10, UPALNUM)}/{_s(24, ALNUM)}"
        ),
    ),
    ("Discord webhook", lambda: f"https://discord.com/api/webhooks/{_s(19, DI)}/{_s(68, B64URL)}"),
    (
        "Azure Storage",
        lambda: (
            f"DefaultEndpointsProtocol=https;AccountName=acmeprod{_s(4, LOALNUM)};AccountKey={_s(86, B64)}==;EndpointSuffix=core.windows.net"
        ),
    ),
    ("Cloudinary", lambda: f"cloudinary://{_s(15, DI)}:{_s(27, B64URL)}@acme-media"),
    (
        "Microsoft Teams webhook",
        lambda: (
            f"https://acme.webhook.office.com/webhookb2/{_s(8, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(12, HEX)}@{_s(8, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(12, HEX)}/IncomingWebhook/{_s(32, HEX)}/{_s(8, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(4, HEX)}-{_s(12, HEX)}"
        ),
    ),
]


def _prov_templates():
    return [
        lambda n, t, e, u: (
            f"here's the {n} token I'm using in staging, can you tell me why it returns 401? {t}"
        ),
        lambda n, t, e, u: f"export {e}={t}",
        lambda n, t, e, u: f'curl -s -H "Authorization: Bearer {t}" {u}',
        lambda n, t, e, u: json.dumps({"service": n, "auth": {"credential": t}, "retries": 3}),
        lambda n, t, e, u: (
            f"2026-11-28T09:14:22.481Z WARN [worker-3] {n} request rejected (401) credential={t} retry_in=5s"
        ),
        lambda n, t, e, u: (
            f'Traceback (most recent call last):\n  File "/srv/app/sync.py", line 42, in <module>\n    client = Client("{t}")\n  File "/srv/app/client.py", line 9, in __init__\n    raise AuthError("invalid")\nAuthError: 403 Forbidden from {u}'
        ),
        lambda n, t, e, u: (
            f"why does my {n} integration keep failing? I pasted {t} into the settings page and it just spins"
        ),
        lambda n, t, e, u: (
            f"{n.lower().replace(' ', '_')}:\n  enabled: true\n  endpoint: {u}\n  credential: {t}\n"
        ),
        lambda n, t, e, u: f"docker run --rm -e {e}={t} ghcr.io/acme/worker:1.8.2",
        lambda n, t, e, u: f'client = Client("{t}")  # {n}, prod',
        lambda n, t, e, u: (
            f"I rotated the old one, new {n} key is {t} - update the vault when you get a sec"
        ),
        lambda n, t, e, u: f"{t}\n^ that's the {n} one, the other is still in 1password",
        lambda n, t, e, u: (
            f"      - name: Deploy\n        run: ./deploy.sh\n        env:\n          {e}: {t}"
        ),
        lambda n, t, e, u: f"Can you check whether this {n} credential looks well-formed: `{t}`",
        lambda n, t, e, u: f"diff --git a/.env b/.env\n@@ -3,1 +3,1 @@\n-{e}=changeme\n+{e}={t}",
        lambda n, t, e, u: f"Jen said to use {t} for the {n} sandbox until Friday",
        lambda n, t, e, u: (
            f"kubectl create secret generic app-creds --from-literal={e.lower()}={t} -n prod"
        ),
        lambda n, t, e, u: f"terraform apply -var '{e.lower()}={t}'",
        lambda n, t, e, u: (
            f"fetch('{u}', {{ headers: {{ Authorization: 'Bearer {t}' }} }}).then(r => r.json())"
        ),
        lambda n, t, e, u: f"> {n} CLI login\nPaste your token: {t}\nLogged in successfully.",
        lambda n, t, e, u: f"remind me tomorrow to revoke {t} (leaked in the {n} support chat)",
        lambda n, t, e, u: f"[settings]\nprovider = {n}\nkey = {t}\n",
        lambda n, t, e, u: (
            f"ok so in Postman I set the header to {t} and {n} still says unauthorized??"
        ),
        lambda n, t, e, u: f"$ heroku config:set {e}={t} -a acme-api",
    ]


def _build_provider():
    out = []
    tmpls = _prov_templates()
    order = list(range(len(tmpls)))
    i = 0
    for name, env, url, gen in _PROVIDERS:
        tok = _fresh(gen)
        t = tmpls[order[i % len(order)]]
        i += 1
        if i % len(order) == 0:
            _RNG.shuffle(order)
        out.append((t(name, tok, env, url), "provider"))
    url_t = [
        lambda n, t: f"this is the {n} endpoint our alerts post to: {t}",
        lambda n, t: f'CONNECTION = "{t}"',
        lambda n, t: (
            f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {t}"
        ),
        lambda n, t: f"for the {n} setup just paste {t} into the integration box",
        lambda n, t: f"  notifier:\n    type: {n.lower()}\n    target: {t}\n",
    ]
    for k, (name, gen) in enumerate(_URL_PROVIDERS):
        out.append((url_t[k % len(url_t)](name, _fresh(gen)), "provider"))
    # a few vendors a second time, in a different shape / template
    extra = [
        p
        for p in _PROVIDERS
        if p[0]
        in (
            "AWS",
            "OpenAI",
            "Anthropic",
            "Stripe",
            "GitHub fine-grained",
            "Slack bot",
            "Google Cloud",
            "Hugging Face",
        )
    ]
    for name, env, url, gen in extra:
        tok = _fresh(gen)
        out.append((_pick(tmpls)(name, tok, env, url), "provider"))
    # AWS secret access key in context
    for _ in range(3):
        kid = _fresh(lambda: "AKIA" + _s(16, B32))
        sec = F(40, B64)
        out.append(
            (
                _pick(
                    [
                        f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-west-1",
                        f"aws configure set aws_secret_access_key {sec} --profile prod",
                        f'{{"AccessKeyId": "{kid}", "SecretAccessKey": "{sec}", "Status": "Active"}}',
                    ]
                ),
                "provider",
            )
        )
    return out


# ---------------------------------------------------------------------------
# key/value
# ---------------------------------------------------------------------------
def _build_keyvalue():
    out = []
    P = any_pw
    env_keys = [
        "DB_PASSWORD_PROD",
        "PASSWORD1",
        "POSTGRES_PASSWORD_FILE_CONTENT",
        "REDIS_PASS",
        "SMTP_PASSWD",
        "ADMIN_PWD",
        "MYSQL_ROOT_PASSWORD",
        "LDAP_BIND_PW",
        "KEYCLOAK_CLIENT_SECRET",
        "APP_SECRET_KEY_BASE",
        "SIGNING_SECRET_V2",
        "X_API_KEY",
        "INTERNAL_AUTH_TOKEN",
        "JWT_SECRET",
        "SESSION_SECRET",
        "ENCRYPTION_KEY",
        "MASTER_KEY",
        "RABBITMQ_DEFAULT_PASS",
        "ELASTIC_PASSWORD",
        "GRAFANA_ADMIN_PASSWORD",
    ]
    for k in env_keys:
        v = _pick([P, strong_pw, odd_pw, lambda: F(_RNG.randint(24, 48), ALNUM)])()
        style = _RNG.randint(0, 4)
        if style == 0:
            out.append((f"{k}={v}", "keyvalue"))
        elif style == 1:
            out.append((f"export {k}='{v}'", "keyvalue"))
        elif style == 2:
            out.append(
                (f"my .env has {k}={v} and the app still can't connect, any idea?", "keyvalue")
            )
        elif style == 3:
            out.append((f'NODE_ENV=production\nPORT=8080\n{k}="{v}"\nLOG_LEVEL=info', "keyvalue"))
        else:
            out.append((f"set {k}={v} && npm start", "keyvalue"))
    u = user
    out += [
        (f"stripeSecret: {F(32, ALNUM)}", "keyvalue"),
        (f"app.auth.token = {F(40, ALNUM)}", "keyvalue"),
        (f"spring.datasource.password={odd_pw()}\nspring.datasource.username={u()}", "keyvalue"),
        (f"Passwort={memorable_pw()}", "keyvalue"),
        (f'motDePasse: "{strong_pw()}"', "keyvalue"),
        (f"contraseña_bd = {strong_pw()}", "keyvalue"),
        (
            json.dumps(
                {"host": "db.internal", "user": u(), "dbPassword": strong_pw(), "port": 5432},
                indent=2,
            ),
            "keyvalue",
        ),
        (json.dumps({"clientId": "web-portal", "clientSecret": F(40, B64URL)}), "keyvalue"),
        (f"database:\n  host: 10.0.3.12\n  username: {u()}\n  password: {odd_pw()}\n", "keyvalue"),
        (f"smtp:\n  user: noreply@acme.io\n  pass: '{strong_pw()}'\n", "keyvalue"),
        (
            f'[database]\nhost = "pg.acme.internal"\nuser = "{u()}"\npassword = "{strong_pw()}"\n',
            "keyvalue",
        ),
        (f"[mysql]\nuser={u()}\npassword={odd_pw()}\n", "keyvalue"),
        (f'[client]\npassword="{strong_pw()}"', "keyvalue"),
        (f"machine api.acme.io\n  login {u()}\n  password {strong_pw()}", "keyvalue"),
        (f"~/.netrc:\nmachine ftp.example.org login {u()} password {memorable_pw()}", "keyvalue"),
        (
            f"apiVersion: v1\nkind: Config\nusers:\n- name: ci-bot\n  user:\n    token: {F(64, B64URL)}\n",
            "keyvalue",
        ),
        (
            f"users:\n- name: admin\n  user:\n    username: admin\n    password: {strong_pw()}\n",
            "keyvalue",
        ),
        (
            json.dumps(
                {
                    "auths": {
                        "registry.acme.io": {
                            "auth": base64.b64encode(f"{u()}:{strong_pw()}".encode()).decode()
                        }
                    }
                }
            ),
            "keyvalue",
        ),
        (
            f"postgres://{u()}:{strong_pw().replace('@', 'A').replace('/', 'S').replace('?', 'Q').replace('#', 'H')}@db.acme.internal:5432/orders",
            "keyvalue",
        ),
        (f"DATABASE_URL=mysql://{u()}:{F(16, ALNUM)}@10.1.2.3:3306/shop", "keyvalue"),
        (f"redis://:{F(24, ALNUM)}@cache.acme.internal:6379/0", "keyvalue"),
        (
            f"amqp://{u()}:{memorable_pw().replace('#', '9').replace('?', '8')}@mq.acme.io:5672/%2F",
            "keyvalue",
        ),
        (
            f"mongodb+srv://{u()}:{F(16, ALNUM)}@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority",
            "keyvalue",
        ),
        (
            f"jdbc:sqlserver://sql01:1433;databaseName=crm;user=sa;password={strong_pw().replace(';', '!')}",
            "keyvalue",
        ),
        (
            f"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:acme.database.windows.net;Uid=app;Pwd={strong_pw().replace(';', '!')};",
            "keyvalue",
        ),
        (f"mysql -u root -p{F(14, ALNUM)} -h 127.0.0.1 shop", "keyvalue"),
        (f'psql "host=db port=5432 user={u()} password={F(18, ALNUM)} dbname=app"', "keyvalue"),
        (
            f"PGPASSWORD={strong_pw().replace(' ', '')} psql -h db.acme.internal -U app -d orders",
            "keyvalue",
        ),
        (f"sshpass -p '{strong_pw()}' ssh admin@192.168.1.20", "keyvalue"),
        (f"docker login registry.acme.io -u {u()} -p {F(20, ALNUM)}", "keyvalue"),
        (f"curl -u {u()}:{F(16, ALNUM)} https://jenkins.acme.io/api/json", "keyvalue"),
        (f"./manage.py createsuperuser --username boss --password {memorable_pw()}", "keyvalue"),
        (
            f"mongo --username admin --password '{odd_pw()}' --authenticationDatabase admin",
            "keyvalue",
        ),
        (f"git clone https://{u()}:{F(32, ALNUM)}@git.acme.io/platform/infra.git", "keyvalue"),
        (
            f"Authorization: Basic {base64.b64encode(f'{u()}:{strong_pw()}'.encode()).decode()}",
            "keyvalue",
        ),
        (f"X-Api-Key: {F(32, HEX)}", "keyvalue"),
        (
            f'<connectionStrings>\n  <add name="db" connectionString="Server=sql;User Id=app;Password={F(15, ALNUM)};" />\n</connectionStrings>',
            "keyvalue",
        ),
        (
            f"<settings><username>svc</username><password>{odd_pw().replace('<', '(').replace('>', ')')}</password></settings>",
            "keyvalue",
        ),
        (
            f'$pw = ConvertTo-SecureString "{strong_pw().replace("$", "S")}" -AsPlainText -Force',
            "keyvalue",
        ),
        (
            f"pip install --index-url https://{u()}:{F(24, ALNUM)}@pypi.acme.io/simple acme-sdk",
            "keyvalue",
        ),
        (f"wget --user=ftp --password='{strong_pw()}' ftp://files.acme.io/dump.sql.gz", "keyvalue"),
        (f"const config = {{ apiSecret: '{F(36, ALNUM)}', region: 'eu' }};", "keyvalue"),
        (f'self.db_pass_prod = "{odd_pw()}"', "keyvalue"),
        (f"ADMIN.PASSWORD: {odd_pw()}", "keyvalue"),
        (f"wifi_psk = {memorable_pw()}", "keyvalue"),
        (f"hasło_do_bazy={strong_pw()}", "keyvalue"),
        (f"--db-password={odd_pw()} --db-host=10.0.0.5", "keyvalue"),
        (f"auth.basic.credentials=admin:{strong_pw()}", "keyvalue"),
    ]
    return out


# ---------------------------------------------------------------------------
# natural language, many languages
# ---------------------------------------------------------------------------
_LANG = {
    "de": [
        "Mein Passwort für das Firmen-VPN ist {p}, bitte nicht weitersagen.",
        "PIN der neuen Bankkarte: {n}",
        "{p} ist das Kennwort fürs WLAN im Büro.",
        "Der Wiederherstellungscode lautet {c}, falls ich mich aussperre.",
    ],
    "fr": [
        "Mon mot de passe Netflix c'est {p}, tu peux l'utiliser ce week-end.",
        "Le code PIN de ma carte est {n}.",
        "Utilise {p} comme mot de passe pour le compte admin.",
        "code d'accès de l'immeuble : {n}",
    ],
    "es": [
        "La contraseña del wifi es {p}",
        "mi pin del banco es {n}, apúntalo por si acaso",
        "usuario: {u} / contraseña: {p}",
        "la contrasena nueva del correo: {p} (sin tilde porque el teclado no la tiene)",
    ],
    "pt": [
        "A senha do meu e-mail é {p}",
        "Anota aí o PIN do cartão: {n}",
        "código de recuperação: {c}",
    ],
    "it": [
        "La mia password di Gmail è {p}, non dirlo a nessuno",
        "il codice PIN del bancomat è {n}",
        "Usa {p} come parola d'ordine per il server",
    ],
    "nl": [
        "Mijn wachtwoord voor DigiD is {p}",
        "De pincode van mijn pinpas is {n}",
        "herstelcode: {c}",
    ],
    "pl": [
        "Moje hasło do banku to {p}",
        "PIN do karty: {n}, nie zgub",
        "kod dostępu do drzwi na klatkę to {n}",
    ],
    "cs": ["Moje heslo k e-mailu je {p}", "PIN ke kartě je {n}"],
    "sv": [
        "Mitt lösenord till jobbmejlen är {p}",
        "pinkoden till kortet är {n}",
        "Använd {p} som lösenfras för nyckeln",
    ],
    "no": ["Passordet mitt til nettbanken er {p}", "PIN-koden på bankkortet er {n}"],
    "da": ["Min adgangskode til e-Boks er {p}", "pinkoden til dankortet er {n}"],
    "fi": ["Salasanani verkkopankkiin on {p}", "Kortin PIN-koodi on {n}", "palautuskoodi: {c}"],
    "tr": [
        "E-posta şifrem {p}, unutursam diye buraya yazıyorum",
        "Kartımın PIN kodu {n}",
        "kullanıcı adı {u}, parola {p}",
    ],
    "ru": ["Мой пароль от почты: {p}", "ПИН-код от карты {n}, запиши", "Код восстановления — {c}"],
    "uk": ["Мій пароль від пошти — {p}", "ПІН-код картки: {n}"],
    "el": ["Ο κωδικός πρόσβασης του email μου είναι {p}", "Το PIN της κάρτας είναι {n}"],
    "ar": ["كلمة المرور الخاصة بي هي {p}", "الرقم السري للبطاقة {n}", "رمز الاسترداد: {c}"],
    "he": ["הסיסמה שלי לג'ימייל היא {p}", "קוד ה-PIN של הכרטיס הוא {n}"],
    "hi": ["मेरा पासवर्ड {p} है", "एटीएम पिन {n} है, किसी को मत बताना"],
    "zh": ["我的邮箱密码是{p}", "银行卡密码：{n}", "恢复码：{c}", "登录账号 {u}，密码 {p}"],
    "ja": [
        "私のパスワードは{p}です",
        "暗証番号は{n}です",
        "ログインID：{u}　パスワード：{p}",
        "リカバリーコード：{c}",
    ],
    "ko": ["내 비밀번호는 {p}야", "카드 비밀번호 {n}", "복구 코드: {c}"],
    "vi": ["Mật khẩu wifi nhà mình là {p}", "Mã PIN thẻ ATM của em là {n}"],
    "id": ["Kata sandi email saya {p}", "PIN ATM-ku {n} ya, jangan bilang siapa-siapa"],
    "th": ["รหัสผ่านอีเมลของฉันคือ {p}", "รหัส PIN บัตรคือ {n}"],
    "hu": ["A jelszavam a netbankhoz: {p}", "A kártya PIN-kódja {n}"],
    "ro": ["Parola mea de la email este {p}", "codul PIN al cardului e {n}"],
    "en": [
        "{p} is my password for the gym app",
        "use {p} as the password when it asks",
        "login: {u} / {p}",
        "my passwrod for the portal is {p}",
        "passwd：{p}",
        "pw is {p} lol dont judge",
        "the PIN for my debit card is {n}",
        "recovery code is {c}, saving it here",
        "passphrase for the backup drive = {p}",
        "the access code to get into the building is {n}#",
    ],
    "de2": ["Zugangscode für die Garage: {n}", "Passphrase für den GPG-Schlüssel: {p}"],
    "fr2": ["ma phrase secrète pour le portefeuille : {p}", "code de récupération : {c}"],
    "es2": ["el código de acceso del portal es {n}"],
    "ja2": ["パスフレーズは「{p}」にした"],
}


def _build_language():
    out = []
    for lang, tmpls in _LANG.items():
        for t in tmpls:
            out.append((t.format(p=any_pw(), n=pin(), c=rcode(), u=user()), "language"))
    return out


# ---------------------------------------------------------------------------
# plain values and obfuscation
# ---------------------------------------------------------------------------
_CONF = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "i": "\u0456",
    "A": "\u0410",
    "K": "\u041a",
    "S": "\u0405",
    "T": "\u0422",
    "H": "\u041d",
}
_ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff"]


def fullwidth(s):
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in s)


def zwsp(s):
    out = []
    for ch in s:
        out.append(ch)
        if _RNG.random() < 0.25:
            out.append(_pick(_ZW))
    return "".join(out)


def confuse(s):
    return "".join(_CONF.get(ch, ch) if _RNG.random() < 0.7 else ch for ch in s)


def spaced(s, k=4):
    return " ".join(s[i : i + k] for i in range(0, len(s), k))


def _build_plain():
    out = []
    weak = [
        "here's what you need for the router: {v}",
        "the thing for prod is {v}",
        "creds: {u} {v}",
        "Q: what did IT give you for the laptop?\nA: {v}",
        "for the NAS: admin / {v}",
        "{v}",
        "you'll need this to get in: {v}",
        "sending it here so I don't lose it: {v}",
        "the one for the shared drive -> {v}",
        "ok got it from Tom, it's {v}",
        "for the alarm panel tap {v} then the green button",
        "new one after the reset: {v}",
        "remember this for me: {v} (bank)",
        "> what do I type on the login screen?\n{v}",
        "same as the old one but now it's {v}",
        "wifi in the guest house → {v}",
        "unlock the safe with {v}",
        "this is what the locksmith app wants: {v}",
    ]
    for t in weak:
        v = _pick([strong_pw, memorable_pw, odd_pw, lambda: F(_RNG.randint(16, 32), ALNUM)])()
        out.append((t.format(v=v, u=user()), "plain_value"))
    gens = [
        g
        for g in _PROVIDERS
        if g[0]
        in (
            "GitHub",
            "OpenAI",
            "Anthropic",
            "Stripe",
            "AWS",
            "Slack bot",
            "Hugging Face",
            "GitLab",
            "npm",
            "Google Cloud",
            "Groq",
            "SendGrid",
            "DigitalOcean",
            "Notion",
            "Linear",
            "Docker Hub",
        )
    ]
    obf = [
        lambda t: f"the key is {spaced(t)} (I spaced it so Slack doesn't eat it)",
        lambda t: f"token in groups: {spaced(t, 5)}",
        lambda t: f"key = {fullwidth(t)}",
        lambda t: f"here you go {fullwidth(t)}",
        lambda t: f"paste this: {zwsp(t)}",
        lambda t: f"API_KEY={zwsp(t)}",
        lambda t: f"token: {confuse(t[:8])}{t[8:]}",
        lambda t: f"{confuse(t)} is the one for the bot",
        lambda t: (
            f"first half is {t[: len(t) // 2]} and the rest, which I'll send separately... actually here: {t[len(t) // 2 :]}"
        ),
        lambda t: f"it starts with {t[:12]}, then {t[12:24]}, and ends {t[24:]}",
        lambda t: f'token = "{t[:4]}" + "{t[4 : len(t) // 2]}" + "{t[len(t) // 2 :]}"',
        lambda t: f"const k = ['{t[:6]}', '{t[6:20]}', '{t[20:]}'].join('');",
        lambda t: f"key=$(printf '%s%s' '{t[:10]}' '{t[10:]}')",
        lambda t: f"{'-'.join(t)}",
        lambda t: f"k e y :  {' '.join(t)}",
        lambda t: f"{t[: len(t) // 2]}\n{t[len(t) // 2 :]}",
    ]
    for i, tr in enumerate(obf):
        g = gens[i % len(gens)]
        out.append((tr(_fresh(g[3])), "plain_value"))
    # obfuscated plain passwords
    for tr in [
        lambda v: f"pass for the router: {spaced(v, 3)}",
        lambda v: f"password：{fullwidth(v)}",
        lambda v: f"password is {zwsp(v)}",
        lambda v: f"p\u0430ssword: {v}",
        lambda v: f"the password is {v[:5]}... no wait, the full thing is {v}",
        lambda v: f"pw = '{v[:4]}' + '{v[4:]}'",
        lambda v: f"my pin is {' '.join(pin(6))}",
        lambda v: f"PIN: {fullwidth(pin(4))}",
    ]:
        out.append((tr(strong_pw()), "plain_value"))
    return out


# ---------------------------------------------------------------------------
# credential material
# ---------------------------------------------------------------------------
BIP39 = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident account "
    "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
    "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
    "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha "
    "already also alter always amateur amazing among amount amused analyst anchor ancient anger "
    "angle angry animal ankle announce annual another answer antenna antique anxiety any apart "
    "apology appear apple approve april arch arctic area arena argue arm armed armor army around "
    "arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
    "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn "
    "average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
    "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle "
    "beach bean beauty because become beef before begin behave behind believe below belt bench "
    "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black "
    "blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body "
    "boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
    "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze "
    "broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker "
    "burden burger burst bus business busy butter buyer buzz wolf woman wonder wood wool word work "
    "world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra "
    "zero zone zoo"
).split()


def seed(n):
    return _fresh(lambda: " ".join(_pick(BIP39) for _ in range(n)))


def luhn(prefix, length):
    def g():
        body = prefix + "".join(_pick(DI) for _ in range(length - len(prefix) - 1))
        tot = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            tot += d
        return body + str((10 - tot % 10) % 10)

    return _fresh(g)


def jwt():
    def g():
        h = _b64u({"alg": _pick(["HS256", "RS256", "ES256"]), "typ": "JWT"})
        p = _b64u(
            {
                "sub": str(_RNG.randint(10**6, 10**9)),
                "email": f"{user()}@acme.io",
                "iat": 1764000000 + _RNG.randint(0, 10**6),
                "exp": 1765000000 + _RNG.randint(0, 10**6),
                "scope": _pick(["read write", "admin", "openid profile email"]),
            }
        )
        return f"{h}.{p}.{_s(_pick([43, 86, 342]), B64URL)}"

    return _fresh(g)


def _b64lines(nlines, width=70):
    return "\n".join(_s(width, B64) for _ in range(nlines))


def _build_material():
    out = []
    # seed phrases
    for i in range(10):
        n = 12 if i % 2 == 0 else 24
        words = seed(n).split()
        style = i % 5
        if style == 0:
            out.append((f"my metamask recovery phrase: {' '.join(words)}", "material"))
        elif style == 1:
            out.append(("\n".join(f"{k + 1}. {w}" for k, w in enumerate(words)), "material"))
        elif style == 2:
            out.append((" ".join(words), "material"))
        elif style == 3:
            out.append(
                (
                    f"backup for the ledger, keep safe:\n"
                    + " ".join(f"{k + 1}) {w}" for k, w in enumerate(words)),
                    "material",
                )
            )
        else:
            out.append((f"Seed: {', '.join(words)}", "material"))
    out.append((f"here are my 12 words in case I lose the phone {seed(12)}", "material"))
    out.append((f"Meine Seed-Phrase: {seed(12)}", "material"))
    out.append((f"助记词：{seed(12)}", "material"))
    # recovery codes
    for i in range(7):
        style = i % 4
        if style == 0:
            codes = [f"{_s(5, LOALNUM)}-{_s(5, LOALNUM)}" for _ in range(16)]
            out.append(("GitHub recovery codes\n" + "\n".join(codes), "material"))
        elif style == 1:
            codes = [f"{_s(4, DI)} {_s(4, DI)}" for _ in range(10)]
            out.append(
                (
                    "Backup codes for my Google account:\n"
                    + "\n".join(f"{k + 1}. {c}" for k, c in enumerate(codes)),
                    "material",
                )
            )
        elif style == 2:
            codes = [_s(10, LOALNUM) for _ in range(8)]
            out.append(("save these 2fa backup codes somewhere: " + " ".join(codes), "material"))
        else:
            codes = [f"{_s(4, UPALNUM)}-{_s(4, UPALNUM)}" for _ in range(10)]
            out.append(("emergency codes (each works once): " + ", ".join(codes), "material"))
        _USED.add(out[-1][0])
    # TOTP setup keys
    for i in range(6):
        k = F(32, B32)
        style = i % 3
        if style == 0:
            out.append((f"2FA setup key: {spaced(k.lower())}", "material"))
        elif style == 1:
            out.append(
                (f"otpauth://totp/Acme:{user()}?secret={k}&issuer=Acme&digits=6", "material")
            )
        else:
            out.append(
                (
                    f"can't scan the QR, so I typed the authenticator key manually: {spaced(k)}",
                    "material",
                )
            )
    # session cookies
    cookies = [
        lambda: f"Cookie: sessionid={F(32, LOALNUM)}; csrftoken={F(64, ALNUM)}",
        lambda: f"connect.sid=s%3A{F(32, B64URL)}.{F(43, B64URL)}",
        lambda: (
            f"curl 'https://app.acme.io/api/me' -H 'cookie: __Secure-next-auth.session-token={jwt()}'"
        ),
        lambda: f"PHPSESSID={F(26, LOALNUM)}",
        lambda: f"set-cookie: laravel_session={F(200, B64)}; path=/; httponly",
        lambda: f'document.cookie = "_session_id={F(32, HEX)}"',
        lambda: f"copy my logged-in cookie: user_session={F(48, B64URL)} so you can test as me",
    ]
    for c in cookies:
        out.append((c(), "material"))
    # cards
    for i in range(7):
        num = luhn(_pick(["4", "51", "55", "37", "6011"]), 15 if i == 3 else 16)
        exp = f"{_RNG.randint(1, 12):02d}/{_RNG.randint(27, 31)}"
        fmt = " ".join(num[j : j + 4] for j in range(0, len(num), 4))
        out.append(
            (
                _pick(
                    [
                        f"card {fmt} exp {exp} cvv {pin(3)}",
                        f"Visa {num}, {exp}, CVC {pin(3)}",
                        f"pay with my card please: {fmt}, expiry {exp}, security code {pin(3)}",
                        f"Karte {fmt}, gültig bis {exp}, Prüfnummer {pin(3)}",
                        f"my card ends {num[-4:]} and the PIN is {pin(4)}",
                        f"{num} | {exp} | {pin(3)}",
                        f"numéro de carte {fmt} cryptogramme {pin(3)}",
                    ]
                ),
                "material",
            )
        )
    out.append((f"PIN for the card ending {F(4, DI)}: {pin(4)}", "material"))
    # private keys
    out.append(
        (
            f"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n{_b64lines(5)}\n-----END OPENSSH PRIVATE KEY-----",
            "material",
        )
    )
    out.append(
        (
            f"here's my deploy key, add it to the server:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA{_s(54, B64)}\n{_b64lines(8, 64)}\n-----END RSA PRIVATE KEY-----",
            "material",
        )
    )
    out.append(
        (
            f"-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI{_s(55, B64)}\n{_b64lines(2, 64)}\n-----END EC PRIVATE KEY-----",
            "material",
        )
    )
    out.append(
        (
            f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBG{_s(58, B64)}\n{_b64lines(6, 64)}\n={_s(4, B64)}\n-----END PGP PRIVATE KEY BLOCK-----",
            "material",
        )
    )
    out.append(
        (
            json.dumps(
                {
                    "type": "service_account",
                    "project_id": "acme-prod",
                    "private_key_id": F(40, HEX),
                    "private_key": f"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{_s(32, B64)}\n{_b64lines(3, 64)}\n-----END PRIVATE KEY-----\n",
                    "client_email": "ci@acme-prod.iam.gserviceaccount.com",
                },
                indent=1,
            ),
            "material",
        )
    )
    out.append(
        (
            f"ssh won't take this key, says invalid format?\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABD{_s(20, B64)}\n{_b64lines(4)}\n-----END OPENSSH PRIVATE KEY-----",
            "material",
        )
    )
    out.append(
        (
            f"-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI{_s(24, B64)}\n{_b64lines(4, 64)}\n-----END ENCRYPTED PRIVATE KEY-----\npassphrase is {memorable_pw()}",
            "material",
        )
    )
    # JWTs
    jt = [
        lambda j: f"Authorization: Bearer {j}",
        lambda j: f"why is this JWT expired? {j}",
        lambda j: f"localStorage.setItem('access_token', '{j}')",
        lambda j: j,
        lambda j: f"refresh token from the mobile app logs: {j}",
        lambda j: f"kubectl --token={j} get pods -A",
    ]
    for t in jt:
        out.append((t(jwt()), "material"))
    return out


# ---------------------------------------------------------------------------
# benign: hand written
# ---------------------------------------------------------------------------
_HAND = [
    "The secret to a good sourdough is patience and a really hot oven.",
    "Honestly the key to surviving the first year with a newborn is lowering your standards.",
    "She gave me a small bracelet as a token of appreciation after the move.",
    "I hate being the bearer of bad news, but the concert got cancelled.",
    "My password manager finally synced across all my devices, so I deleted the sticky notes.",
    "I forgot my password again and had to reset it through the email link.",
    "Can you remind me to change my Netflix password next week? I think my ex still uses it.",
    "The bank told me never to share my PIN with anyone, even with their staff.",
    "I locked myself out because I typed the wrong PIN three times.",
    "What's a good way to remember a long passphrase without writing it down?",
    "Is it safer to use a passphrase or a random password?",
    "The key lime pie at that diner is unreal.",
    "This song is in the key of D minor, which is why it sounds so sad.",
    "I lost my house key at the beach, so the neighbour let me in.",
    "The spare key is with my sister, not under the mat anymore.",
    "Our team uses token-based authentication, but I don't really understand how refresh works.",
    "In NLP, tokenization splits text into tokens before the model sees it.",
    "GPT-style models have a context window measured in tokens, not words.",
    "Token Ring was an IBM networking technology that lost to Ethernet.",
    "The arcade still uses tokens instead of cards, which feels so retro.",
    "The secret ingredient in my grandma's chili is a square of dark chocolate.",
    "Victoria's Secret had a huge sale this weekend.",
    "The Secret Garden was my favourite book when I was nine.",
    "Harry Potter and the Chamber of Secrets is the weakest film in my opinion.",
    "Keeping a secret from my best friend about her surprise party is so hard.",
    "In the Spaceballs movie the combination is 1-2-3-4-5, the same as on someone's luggage.",
    "The classic IRC joke is that typing hunter2 shows up as stars for everyone else.",
    "Ali Baba opened the cave by saying 'open sesame'.",
    "In WarGames the backdoor password was the name of the professor's son, Joshua.",
    "Every year the list of most common leaked passwords is topped by 123456 and 'password'.",
    "In the novel the spy's code phrase was 'the eagle flies at midnight', which is pretty cliché.",
    "For the escape room the final code was the year on the painting, which took us forever.",
    "Set the password in the config as <your-password> and replace it before deploying.",
    "The docs say to use DB_PASSWORD=${DB_PASSWORD} in the compose file so it comes from the environment.",
    "password: ******** is what the log shows, so at least it's masked.",
    "The API key in the screenshot is [REDACTED], so you can share it with the vendor.",
    "In Python I read it with os.environ['OPENAI_API_KEY'] instead of hardcoding it.",
    "export GITHUB_TOKEN=$(gh auth token) works well in CI scripts.",
    "Use `docker login --password-stdin` so the password never shows up in shell history.",
    "The header should look like Authorization: Bearer <token>, with your own token.",
    "Replace YOUR_API_KEY_HERE with the key from the dashboard.",
    "aws_secret_access_key = <redacted> is what I put in the ticket.",
    "Their sample code shows sk-... as the key; you need to generate your own.",
    "I keep all my passwords in Bitwarden now, it's been a game changer.",
    "Two-factor authentication saved my account when someone tried logging in from abroad.",
    "My authenticator app died with my old phone and I had to call support.",
    "The recovery codes are printed and locked in the filing cabinet, not on my computer.",
    "Where should I store backup codes so I don't lose them?",
    "I wrote my seed phrase on a steel plate and put it in a safe deposit box.",
    "Never type your seed phrase into a website, that's always a scam.",
    "The hotel gave us a key card that stopped working after one day.",
    "Public key cryptography uses a public key to encrypt and a private key to decrypt.",
    "I generated a new SSH key pair with ed25519 because RSA felt outdated.",
    "Paste only the .pub file into GitHub, never the private one.",
    "The key takeaway from the meeting: ship the beta before the holidays.",
    "Low-key I'm excited about the trip to Lisbon.",
    "The password hint is 'first pet', but I've had like six pets.",
    "My PIN is four digits and I still manage to forget it.",
    "Do you know if changing my card PIN at an ATM works abroad?",
    "The wifi password is on a sticker on the back of the router.",
    "Ask the front desk for the wifi password, they change it weekly.",
    "Security questions like 'mother's maiden name' are a terrible idea.",
    "Tokens in the board game are tiny wooden sheep.",
    "Bearer bonds are basically banned in most countries now.",
    "My kid thinks the secret password to the treehouse is a real security system.",
    "In Wordle today the answer had two repeated letters.",
    "The password field should accept at least 64 characters according to NIST.",
    "Our policy requires passwords of 12 characters with one symbol, which is annoying.",
    "Rotate credentials every 90 days, the auditor said.",
    "I got a phishing email pretending to be from my bank asking for my PIN.",
    "The access code for the conference webinar will be emailed the day before.",
    "They said the verification code expires after ten minutes.",
    "I never got the SMS code, so I used the authenticator instead.",
    "The promo code didn't work at checkout, so I contacted support.",
    "Token gestures won't fix the company culture.",
    "He kept the secret for forty years and only told us at his 80th birthday.",
    "The 'secret' menu at In-N-Out isn't really secret anymore.",
    "Our Secret Santa budget this year is 25 euros.",
    "The keynote was mostly about the new chip, nothing about pricing.",
    "Keystone species keep the whole ecosystem in balance.",
    "The password reset link expired before I clicked it.",
    "What's the difference between an API key and an OAuth token?",
    "Should the JWT secret be different per environment? Asking for a friend.",
    "We store the secrets in AWS Secrets Manager and fetch them at boot.",
    "Vault issues short-lived tokens so a leak isn't permanent.",
    "The CI job failed with 'secret not found', so the variable probably isn't set.",
    "GitHub automatically revokes tokens it finds in public repos.",
    "Let's use placeholders like xxxx-xxxx-xxxx in the docs.",
    "PASSWORD= (empty) in .env.example on purpose so nobody commits a real one.",
    "In the example, the password is literally the string 'changeme'.",
    "The default router login is printed as admin/admin in the manual, which everyone should change.",
    "I changed the default password on the camera as soon as I installed it.",
    "In the Da Vinci Code the cryptex password was 'apple'.",
    "In The Matrix, Neo is basically the key to Zion.",
    "Enigma machines used rotor settings as a daily key.",
    "The Caesar cipher with key 3 turns ABC into DEF.",
    "The 'key' in a map legend explains what the symbols mean.",
    "Florida Keys trip is booked for March!",
    "I pressed every key on the keyboard and the laptop still won't wake up.",
    "The Esc key on my MacBook is a touch bar thing and I hate it.",
    "I'm learning the piano and the black keys still confuse me.",
    "Password-protected PDFs are a pain to open on my phone.",
    "My boss asked me for my password and I said no, was that right?",
    "IT will never ask you for your password over the phone.",
    "My PIN for the gym locker is the same as... wait, I shouldn't tell you that.",
    "I'd rather not share the code, but I can tell you it's six digits.",
    "The access card reader at work beeps twice when it rejects you.",
    "The safe's combination is written in the manual that I threw away, so I'm locked out.",
    "The 'forgot password' flow on that site is so broken.",
    "Writing passwords in a notebook is actually fine if the notebook stays at home.",
    "Diceware generates passphrases like 'correct horse battery staple' from dice rolls.",
    "That xkcd about 'correct horse battery staple' is still the best explanation of entropy.",
    "In the movie Hackers the most common passwords were 'love, secret, sex and god'.",
    "Passwords like P@ssw0rd are the first thing attackers try.",
    "The tutorial uses 'hunter2' as the example password, which I found funny.",
    "The test user in our fixtures is alice with password 'example-password', obviously fake.",
    "She whispered the password to the speakeasy door in the show, and it was 'swordfish'.",
    "The term 'bearer token' means whoever holds it can use it, like cash.",
    "The quiz question was: what does PIN stand for? Personal Identification Number.",
    "Keys to the city were given to the team after the championship.",
    "A secret handshake is the oldest authentication protocol.",
    "The token economy in my son's classroom uses stickers.",
    "The API returns 'invalid_token' when the token has expired.",
    'Error: password authentication failed for user "postgres" - so the password must be wrong.',
    "FATAL: password authentication failed for user app",
    "WARN  token refresh scheduled in 300s",
    "The log line says 'api_key=***' so the masking works.",
    "credentials: { username: process.env.SMTP_USER, password: process.env.SMTP_PASS }",
    "password = getpass.getpass('Password: ')",
    'token = os.getenv("SLACK_BOT_TOKEN")',
    "secret: {{ .Values.db.password }} in the helm template",
    "password: !vault | references the encrypted variable in Ansible",
    "Set `PGPASSWORD` from the secrets file, don't type it on the command line.",
    "The PIN pad at the supermarket was covered with a privacy shield.",
    "I memorise PINs as a shape on the keypad, not as numbers.",
    "The kids' game needs a four-digit code, and they picked their birthday month and day again.",
    "Apparently the nuclear launch code was 00000000 for years, according to that old story.",
    "The sign at the museum said the password to the exhibit room was 'curiosity', as part of the scavenger hunt for kids.",
    "In Pokémon games you get secret codes from magazines, or at least you used to.",
    "The Konami code is up, up, down, down, left, right, left, right, B, A.",
    "Cheat code for infinite money in The Sims was 'motherlode'.",
    "Password: the game show where celebrities give one-word clues.",
    "The 'token' character in the sitcom was the only one with a real job.",
    "Our CTO's secret weapon is a giant whiteboard.",
    "Is 'keys' a good name for a dog? My friend named hers Keys.",
    "I need a key for the bike lock, the combination one broke.",
    "The locksmith said the key is a Kaba type and takes a week to copy.",
    "The key is under the third flowerpot, and the alarm is off until Sunday.",
    "The password policy screen says: minimum 12 characters, no reuse of the last 5.",
    "My token balance on the arcade card is 40, enough for the claw machine.",
    "Replace <API_KEY> and <SECRET> in the snippet with the values from your own dashboard.",
    "In the README it says TOKEN=xxxxxxxxxxxxxxxxxxxx, which is obviously a placeholder.",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/items',
    'password: "${{ secrets.DB_PASSWORD }}" is how GitHub Actions reads it.',
    "the env var STRIPE_SECRET_KEY is unset on staging, that's why checkout fails",
    "Token: •••••••••••• is all I can see in the UI, they hide it after creation.",
    "The credit card field shows **** **** **** 4242 and the CVV is hidden.",
    "Stripe's test card 4242 4242 4242 4242 with any future date works in test mode.",
    "I used AKIAIOSFODNN7EXAMPLE from the AWS docs, it's their documented example key.",
    "The docs example JWT is eyJ... and then it's cut off, so I can't decode it.",
    "What's the difference between a secret and a config map in Kubernetes?",
    "kubectl get secret db-creds -o yaml prints base64, not encryption, which surprised me.",
    "Rotate the key, then update the secret in Vault at secret/data/payments.",
    "The password for the kids' treasure hunt is just the name of our cat, they'll guess it.",
    "In Squid Game the recruiter's card had only a phone number and shapes.",
    "I think 'secret' is spelled with one c, right? My keyboard keeps autocorrecting.",
    "She's the keyholder at the store on weekends.",
    "That's the key question: who pays for the cloud bill?",
    "Don't paste your password here, I just need the username to look up the account.",
    "The OTP arrived after the session expired, classic.",
    "Recovery phrase backup reminder: do it offline, never in a chat.",
    "My seed phrase is safe, I only need help understanding what a derivation path is.",
    "The hotel safe defaults to 0000 until you set your own code, according to the manual.",
    "password = None  # set at runtime from the keyring",
    "[REDACTED] was the only thing left in the leaked memo.",
    'api_key: "<paste here>"',
    "secret_key = settings.SECRET_KEY  # loaded from env",
]


# ---------------------------------------------------------------------------
# benign: identifiers
# ---------------------------------------------------------------------------
def _iban(cc, bban_fn, group=True):
    def g():
        bban = bban_fn()
        rearr = bban + cc + "00"
        num = "".join(str(int(ch, 36)) for ch in rearr)
        chk = 98 - int(num) % 97
        ib = f"{cc}{chk:02d}{bban}"
        return " ".join(ib[i : i + 4] for i in range(0, len(ib), 4)) if group else ib

    return _fresh(g)


def _isbn13():
    def g():
        body = "978" + "".join(_pick(DI) for _ in range(9))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        d = str((10 - s % 10) % 10)
        return f"{body[:3]}-{body[3]}-{body[4:7]}-{body[7:12]}-{d}"

    return _fresh(g)


def _uuid():
    return _fresh(
        lambda: f"{_s(8, HEX)}-{_s(4, HEX)}-4{_s(3, HEX)}-{_pick('89ab')}{_s(3, HEX)}-{_s(12, HEX)}"
    )


def _eth():
    return _fresh(lambda: "0x" + _s(40, HEX + "ABCDEF"))


def _build_identifiers():
    out = []
    T = [
        lambda: f"My order #{F(9, DI)} still hasn't shipped, it's been two weeks.",
        lambda: (
            f"Order number {_pick(['A', 'B', 'W'])}{F(2, UP)}-{F(7, DI)} arrived damaged, can you help me word the complaint?"
        ),
        lambda: f"Amazon order {F(3, DI)}-{F(7, DI)}-{F(7, DI)} was refunded today.",
        lambda: f"Ticket {_pick(['INC', 'REQ', 'CHG'])}{F(7, DI)} was closed without a fix.",
        lambda: (
            f"Can you summarise JIRA {_pick(['PLAT', 'WEB', 'OPS', 'DATA'])}-{F(4, DI)} for the standup?"
        ),
        lambda: (
            f"Please pay invoice INV-{_RNG.randint(2023, 2026)}-{F(5, DI)} by the end of the month."
        ),
        lambda: f"Invoice no. {F(2, UP)}{F(8, DI)} is missing the VAT line.",
        lambda: f"The ISBN of the book is {_isbn13()}, the second edition.",
        lambda: (
            f"Look up ISBN {_isbn13().replace('-', '')} for me, I think it's the translated one."
        ),
        lambda: f"UPS tracking: 1Z{F(6, UPALNUM)}{F(10, DI)}",
        lambda: f"The parcel's tracking number is {F(22, DI)} (USPS).",
        lambda: f"DHL says shipment {F(10, DI)} is held at customs.",
        lambda: f"FedEx tracking {F(12, DI)} shows delivered but nothing's here.",
        lambda: (
            f"Send the rent to IBAN {_iban('DE', lambda: _s(18, DI))}, reference 'Miete Dezember'."
        ),
        lambda: (
            f"The refund went to my account {_iban('GB', lambda: _s(4, UP) + _s(14, DI))} at Barclays."
        ),
        lambda: (
            f"Their bank details are on the invoice: IBAN {_iban('NL', lambda: _s(4, UP) + _s(10, DI))}, BIC INGBNL2A."
        ),
        lambda: f"Überweisung an {_iban('DE', lambda: _s(18, DI), group=False)} ist raus.",
        lambda: (
            f"The transfer reference was {_iban('ES', lambda: _s(20, DI))} according to my statement."
        ),
        lambda: f"The bug was introduced in commit {F(40, HEX)}, can you help me bisect further?",
        lambda: f"Revert {F(7, HEX)} and {F(7, HEX)}, they broke the login page.",
        lambda: f"git cherry-pick {F(12, HEX)} onto the release branch",
        lambda: f"Merged PR #{F(4, DI)} as {F(40, HEX)}.",
        lambda: f"The request id in the error was {_uuid()}, support asked for it.",
        lambda: f"User {_uuid()} can't see their invoices after the migration.",
        lambda: f"SELECT * FROM orders WHERE id = '{_uuid()}';",
        lambda: f"sha256sum says {F(64, HEX)}  ubuntu-24.04.1-desktop-amd64.iso, does it match?",
        lambda: f"The MD5 of the file is {F(32, HEX)}, same as on the mirror.",
        lambda: f"docker pull nginx@sha256:{F(64, HEX)}",
        lambda: f"SHA-1 of the attachment: {F(40, HEX)}",
        lambda: f"Send the USDC to my public wallet address {_eth()}, it's on Base.",
        lambda: f"The token contract address is {_eth()}, verify it on Etherscan first.",
        lambda: f"My BTC receive address is bc1q{F(38, BECH32)}",
        lambda: f"Donations: {_eth()} (ETH) - thank you!",
        lambda: (
            f"Use promo code {_pick(['SUMMER', 'WELCOME', 'BLACKFRIDAY', 'SPRING', 'SAVE'])}{F(2, DI)} for 20% off."
        ),
        lambda: f"The voucher code {F(4, UP)}-{F(4, UPALNUM)}-{F(4, UPALNUM)} gives a free month.",
        lambda: f"Gift card redemption failed for code {F(16, UPALNUM)}, it says already used.",
        lambda: f"Discount code FRIEND{F(4, UPALNUM)} expired yesterday, annoying.",
        lambda: (
            f"We upgraded from v{_RNG.randint(1, 5)}.{_RNG.randint(0, 30)}.{F(2, DI)} to v{_RNG.randint(6, 9)}.0.0-rc.{_RNG.randint(1, 9)} and tests broke."
        ),
        lambda: (
            f"Python {_pick(['3.11', '3.12', '3.13'])}.{_RNG.randint(0, 12)} plus numpy {_RNG.randint(1, 2)}.{_RNG.randint(0, 26)}.{F(1, DI)}{F(1, DI)} fixed it."
        ),
        lambda: f"Call me at +1 ({F(3, DI)}) {F(3, DI)}-{F(4, DI)} after 6.",
        lambda: f"My new number is +49 15{F(1, DI)} {F(8, DI)}",
        lambda: (
            f"Appointment moved to {_RNG.randint(2026, 2027)}-{_RNG.randint(1, 12):02d}-{_RNG.randint(1, 28):02d} at 14:30."
        ),
        lambda: (
            f"Flight {_pick(['LH', 'BA', 'AF', 'UA', 'KL'])}{F(4, DI)}, booking reference {F(6, UPALNUM)}."
        ),
        lambda: f"Confirmation number for the hotel is {F(10, DI)}.",
        lambda: f"Our AWS account ID is {F(12, DI)}, can you add it to the allow list?",
        lambda: f"The role ARN is arn:aws:iam::{F(12, DI)}:role/ci-deploy",
        lambda: (
            f"The VIN on the car is {F(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}, needed for the insurance form."
        ),
        lambda: f"Serial number {F(3, UP)}{F(9, UPALNUM)} is printed under the battery.",
        lambda: (
            f"The server's IP is 10.{_RNG.randint(0, 255)}.{_RNG.randint(0, 255)}.{F(2, DI)} and MAC {':'.join(_s(2, HEX) for _ in range(6))}."
        ),
        lambda: f"Google Analytics ID G-{F(10, UPALNUM)} is on every page now.",
        lambda: f"Case number {F(2, UP)}-{F(8, DI)} with the insurance company.",
        lambda: f"Package {F(2, UP)}{F(9, DI)}DE from Deutsche Post is stuck.",
        lambda: f"Customer ID {F(6, DI)}-{F(2, UP)} asked for a refund.",
        lambda: f"The YouTube video id is {F(11, B64URL)}, can you find the transcript?",
        lambda: (
            f"Here's the build number: {_RNG.randint(2024, 2026)}.{_RNG.randint(1, 12)}.{F(5, DI)}"
        ),
        lambda: f"Stripe charge ch_{F(24, ALNUM)} shows as disputed.",
        lambda: f"Customer cus_{F(14, ALNUM)} was double-billed.",
        lambda: f"Kindle ASIN B0{F(8, UPALNUM)} is the audiobook version.",
        lambda: f"PyPI package version 0.{_RNG.randint(1, 40)}.{F(2, DI)}.post1 yanked for a bug.",
        lambda: f"Parking permit {F(2, UP)}{F(6, DI)} is valid until next year.",
        lambda: f"The Etherscan tx hash is 0x{F(64, HEX)}, it confirmed in a minute.",
        lambda: f"Library card number {F(14, DI)}, I keep forgetting to renew.",
        lambda: f"Meeting ID {F(3, DI)} {F(4, DI)} {F(4, DI)} for the parents' call.",
        lambda: (
            f"The GPG key fingerprint is {spaced(F(40, HEX).upper())}, you can verify it on the keyserver."
        ),
        lambda: f"The SSH host key fingerprint is SHA256:{F(43, B64)}, accept it?",
        lambda: (
            f"Release tag v{_RNG.randint(1, 9)}.{_RNG.randint(0, 20)}.{F(3, DI)} is signed with our public key."
        ),
    ]
    for rep in range(2):
        for t in T:
            out.append((t(), "identifiers"))
    return out


# ---------------------------------------------------------------------------
def _dedup(items):
    seen, res = set(), []
    for t, f in items:
        if t not in seen:
            seen.add(t)
            res.append((t, f))
    return res


HELD_OUT_12_SECRETS = _dedup(
    _build_provider() + _build_keyvalue() + _build_language() + _build_plain() + _build_material()
)
HELD_OUT_12_BENIGN = _dedup([(t, "hand_written") for t in _HAND] + _build_identifiers())

if __name__ == "__main__":
    from collections import Counter

    print(len(HELD_OUT_12_SECRETS), Counter(f for _, f in HELD_OUT_12_SECRETS))
    print(len(HELD_OUT_12_BENIGN), Counter(f for _, f in HELD_OUT_12_BENIGN))
