"""Held-out secret-guard corpus #13.

Written blind on 2026-12-02 from the issue text only (issue 12: "A secret guard
that generalises"). The author saw no rule, no test and no other corpus; shapes
come from the issue text and general knowledge of public credential formats
(gitleaks-catalogue style prefixes and structures).

Secret families (HELD_OUT_13_SECRETS):
  provider     - vendor API tokens / keys of many providers (>= 80 vendors),
                 embedded in chat sentences, many in their newer shapes.
  keyvalue     - key=value style lines in env, YAML, JSON, TOML, INI, XML,
                 properties, .netrc, kubeconfig, docker config, connection
                 strings, URLs and CLI flags, where the key merely contains
                 a secret word (any case style); values with dots, brackets, '#'.
  language     - natural-language disclosures in 30+ languages and varied
                 English phrasings (value first, "use X as", fullwidth colon,
                 "login: user / X", PIN, passphrase, access/recovery codes).
  plain_value  - credentials with weak or indirect context (no credential
                 word at all) and obfuscated forms (spaced groups, fullwidth,
                 zero-width / soft hyphen, confusables, split across a sentence).
  material     - BIP-39 seed phrases, 2FA recovery / backup codes, TOTP setup
                 keys in groups and otpauth URIs, session cookies, card number
                 with CVV / PIN / expiry, private key blocks and wallet keys.

Benign families (HELD_OUT_13_BENIGN):
  hand_written - idioms and trivia with secret/token/password/key/bearer, promo
                 and voucher codes, fictional or quoted passwords discussed,
                 placeholders, redactions, environment lookups, password
                 policy / manager talk, ordinary conversation.
  identifiers  - public identifiers in sentences: wallet / contract addresses,
                 tx hashes, order / ticket / invoice / tracking numbers, ISBNs,
                 IBANs and bank references in prose, flight numbers, product
                 codes, versions and build tags, hashes, UUIDs, commit ids,
                 digests, fingerprints, object ids of public APIs.

Standard library only; deterministic with random.Random(20261213).
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections import Counter
import random

R = random.Random(20261213)
_SEEN: set[str] = set()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
B64 = AN + "+/"
URL = AN + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def fresh(fn):
    """Call fn until it yields a value never produced before."""
    for _ in range(1000):
        v = fn()
        if v not in _SEEN:
            _SEEN.add(v)
            return v
    raise RuntimeError("could not produce a fresh value")


def T(*parts) -> str:
    """Fresh token from literal strings and (alphabet, length) pairs."""

    def gen():
        out = []
        for p in parts:
            if isinstance(p, tuple):
                out.append(rs(p[0], p[1]))
            else:
                out.append(p)
        return "".join(out)

    return fresh(gen)


WORDS = [
    "maple",
    "orbit",
    "gravel",
    "lantern",
    "cobalt",
    "falcon",
    "juniper",
    "marble",
    "tundra",
    "velvet",
    "harbor",
    "pepper",
    "quartz",
    "saffron",
    "thistle",
    "walrus",
    "yonder",
    "zephyr",
    "acorn",
    "bramble",
    "canyon",
    "dynamo",
    "ember",
    "fjord",
    "glacier",
    "hazel",
    "indigo",
    "jigsaw",
    "kettle",
    "lagoon",
    "mosaic",
    "nectar",
    "oyster",
    "pixel",
    "quiver",
    "rhubarb",
    "sierra",
    "tango",
    "umber",
    "vortex",
    "willow",
    "xenon",
    "yodel",
    "zinnia",
    "badger",
    "citrus",
    "domino",
    "eclipse",
]
SYM = "!@#$%^&*?-_+=.~"


def pw() -> str:
    """Fresh realistic password: random, strong or memorable."""

    def gen():
        k = R.randrange(6)
        if k == 0:
            return rs(AN + SYM, R.randint(12, 20))
        if k == 1:
            w = R.sample(WORDS, R.randint(3, 4))
            sep = R.choice("-._ ")
            if sep == " ":
                sep = "-"
            return sep.join(x.capitalize() if R.random() < 0.5 else x for x in w) + str(
                R.randint(10, 999)
            )
        if k == 2:
            w = R.choice(WORDS).capitalize()
            leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
            return leet + R.choice(SYM) + R.choice(WORDS) + str(R.randint(1, 99))
        if k == 3:
            return (
                R.choice(WORDS).capitalize()
                + R.choice(WORDS).capitalize()
                + str(R.randint(1900, 2025))
                + R.choice(SYM)
            )
        if k == 4:
            return rs(AN, 4) + R.choice(SYM) + rs(AN, 5) + R.choice(SYM) + rs(AN, 4)
        return rs(ANL, 3) + R.choice(UP) + rs(SYM, 2) + rs(AN, 8)

    return fresh(gen)


def pin(n: int | None = None) -> str:
    n = n or R.choice([4, 4, 4, 6, 5])

    def gen():
        while True:
            s = rs(DG, n)
            if len(set(s)) > 2 and s not in ("1234", "123456"):
                return s

    return fresh(gen)


def b64u(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(payload: dict | None = None) -> str:
    def gen():
        hdr = b64u(
            json.dumps(
                {"alg": R.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}, separators=(",", ":")
            ).encode()
        )
        pl = payload or {
            "sub": str(R.randint(10**6, 10**9)),
            "iat": R.randint(1.7e9, 1.8e9),
            "scope": R.choice(["read write", "admin", "api"]),
        }
        pl = dict(pl)
        pl["jti"] = rs(HX, 16)
        body = b64u(json.dumps(pl, separators=(",", ":")).encode())
        return f"{hdr}.{body}.{rs(URL, 43)}"

    return fresh(gen)


def uid() -> str:
    return fresh(lambda: str(uuid.UUID(int=R.getrandbits(128), version=4)))


def luhn_complete(prefix: str, length: int) -> str:
    body = prefix + rs(DG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


# ---------------------------------------------------------------------------
# provider
# ---------------------------------------------------------------------------
def _azure_ad():
    return T((AN, 3), (DG, 1), "Q~", (AN + "_~.-", 34))


VENDORS = [
    ("AWS", lambda: T("AKIA", (B32, 16)) + " / " + T((B64, 40))),
    ("AWS STS", lambda: T("ASIA", (B32, 16))),
    ("GitHub", lambda: T("ghp_", (AN, 36))),
    ("GitHub fine-grained", lambda: T("github_pat_11", (ANU, 20), "_", (AN, 59))),
    ("GitHub app", lambda: T("ghs_", (AN, 36))),
    ("GitHub OAuth", lambda: T("gho_", (AN, 36))),
    ("GitLab", lambda: T("glpat-", (URL, 20))),
    ("GitLab runner", lambda: T("glrt-", (URL, 20))),
    ("GitLab deploy", lambda: T("gldt-", (URL, 20))),
    ("Slack bot", lambda: T("xoxb-", (DG, 12), "-", (DG, 13), "-", (AN, 24))),
    ("Slack user", lambda: T("xoxp-", (DG, 11), "-", (DG, 12), "-", (DG, 13), "-", (HX, 32))),
    ("Slack app", lambda: T("xapp-1-A", (ANU, 10), "-", (DG, 13), "-", (HX, 64))),
    (
        "Slack webhook",
        lambda: T("https://hooks.slack.com/services/T", (ANU, 8), "/B", (ANU, 10), "/", (AN, 24)),
    ),
    ("Stripe", lambda: T("sk_live_51", (AN, 97))),
    ("Stripe restricted", lambda: T("rk_live_51", (AN, 97))),
    ("Stripe webhook", lambda: T("whsec_", (AN, 32))),
    ("OpenAI project", lambda: T("sk-proj-", (URL, 74), "T3BlbkFJ", (URL, 74))),
    ("OpenAI service account", lambda: T("sk-svcacct-", (URL, 74), "T3BlbkFJ", (URL, 74))),
    ("OpenAI admin", lambda: T("sk-admin-", (URL, 58), "T3BlbkFJ", (URL, 58))),
    ("Anthropic", lambda: T("sk-ant-api03-", (URL, 93), "AA")),
    ("Anthropic admin", lambda: T("sk-ant-admin01-", (URL, 93), "AA")),
    ("Google API", lambda: T("AIza", (URL, 35))),
    ("Google OAuth client", lambda: T("GOCSPX-", (URL, 28))),
    ("Google OAuth access", lambda: T("ya29.a0", (URL, 150))),
    ("Azure AD client secret", _azure_ad),
    (
        "Azure storage",
        lambda: T(
            "DefaultEndpointsProtocol=https;AccountName=st",
            (ANL, 10),
            ";AccountKey=",
            (B64, 86),
            "==;EndpointSuffix=core.windows.net",
        ),
    ),
    ("Azure DevOps", lambda: T((ANL[:26] + "234567", 52))),
    ("Hugging Face", lambda: T("hf_", (UP + LO, 34))),
    ("Hugging Face org", lambda: T("api_org_", (UP + LO, 34))),
    ("npm", lambda: T("npm_", (AN, 36))),
    ("PyPI", lambda: T("pypi-AgEIcHlwaS5vcmcCJ", (URL, 150))),
    ("RubyGems", lambda: T("rubygems_", (HX, 48))),
    ("Twilio", lambda: T("SK", (HX, 32))),
    ("SendGrid", lambda: T("SG.", (URL, 22), ".", (URL, 43))),
    ("Mailgun", lambda: T("key-", (HX, 32))),
    ("Mailchimp", lambda: T((HX, 32), "-us", str(R.randint(1, 21)))),
    ("Brevo", lambda: T("xkeysib-", (HX, 64), "-", (AN, 16))),
    ("Shopify", lambda: T("shpat_", (HX, 32))),
    ("Shopify shared secret", lambda: T("shpss_", (HX, 32))),
    ("DigitalOcean", lambda: T("dop_v1_", (HX, 64))),
    ("DigitalOcean OAuth", lambda: T("doo_v1_", (HX, 64))),
    ("Doppler", lambda: T("dp.pt.", (AN, 43))),
    ("Databricks", lambda: T("dapi", (HX, 32), "-", str(R.randint(2, 3)))),
    ("Dynatrace", lambda: T("dt0c01.", (ANU, 24), ".", (ANU, 64))),
    ("New Relic", lambda: T("NRAK-", (ANU, 27))),
    ("Grafana Cloud", lambda: T("glc_eyJvIjoi", (B64, 100), "=")),
    ("Grafana service account", lambda: T("glsa_", (AN, 32), "_", (HX, 8))),
    ("Sentry", lambda: T("sntryu_", (HX, 64))),
    ("Postman", lambda: T("PMAK-", (HX, 24), "-", (HX, 34))),
    ("Pulumi", lambda: T("pul-", (HX, 40))),
    ("HashiCorp Vault", lambda: T("hvs.CAESI", (URL, 90))),
    ("Terraform Cloud", lambda: T((ANL, 14), ".atlasv1.", (URL, 67))),
    ("Linear", lambda: T("lin_api_", (AN, 40))),
    ("Notion", lambda: T("ntn_", (DG, 11), (AN, 35))),
    ("Atlassian", lambda: T("ATATT3xFfGF0", (URL, 170), "=", (HXU, 8))),
    ("Discord bot", lambda: T("M", (AN, 25), ".", (URL, 6), ".", (URL, 38))),
    ("Discord webhook", lambda: T("https://discord.com/api/webhooks/1", (DG, 18), "/", (URL, 68))),
    ("Telegram bot", lambda: T(str(R.randint(10**8, 10**10)), ":AA", (URL, 33))),
    ("Heroku", lambda: T("HRKU-AA", (URL, 58))),
    ("Fly.io", lambda: T("fo1_", (URL, 43))),
    ("Supabase", lambda: T("sbp_", (HX, 40))),
    ("Supabase secret", lambda: T("sb_secret_", (URL, 31))),
    ("PlanetScale", lambda: T("pscale_tkn_", (URL, 43))),
    ("PlanetScale password", lambda: T("pscale_pw_", (URL, 43))),
    ("Okta", lambda: T("00", (URL, 40))),
    ("1Password service account", lambda: T("ops_eyJzaWduSW5BZGRyZXNzIjoi", (URL, 300))),
    ("age", lambda: T("AGE-SECRET-KEY-1", (BECH.upper(), 58))),
    ("Alibaba Cloud", lambda: T("LTAI", (AN, 20))),
    ("Airtable", lambda: T("pat", (AN, 14), ".", (HX, 64))),
    ("Bitbucket", lambda: T("ATBB", (AN, 28), (HXU, 8))),
    ("Buildkite", lambda: T("bkua_", (HX, 40))),
    ("CircleCI", lambda: T("CCIPAT_", (AN, 22), "_", (HX, 40))),
    ("Clojars", lambda: T("CLOJARS_", (ANL, 60))),
    ("Cloudflare Origin CA", lambda: T("v1.0-", (HX, 24), "-", (HX, 146))),
    ("Contentful", lambda: T("CFPAT-", (URL, 43))),
    ("Deno Deploy", lambda: T("ddp_", (AN, 36))),
    ("Docker Hub", lambda: T("dckr_pat_", (URL, 27))),
    ("Duffel", lambda: T("duffel_live_", (URL, 43))),
    ("Dropbox", lambda: T("sl.u.", (URL, 140))),
    ("EasyPost", lambda: T("EZAK", (ANL, 54))),
    ("Facebook", lambda: T("EAAG", (AN, 180))),
    ("Figma", lambda: T("figd_", (URL, 40))),
    ("Flutterwave", lambda: T("FLWSECK-", (HX, 32), "-X")),
    ("Frame.io", lambda: T("fio-u-", (URL, 64))),
    ("Harness", lambda: T("pat.", (AN, 22), ".", (HX, 24), ".", (AN, 20))),
    ("Infracost", lambda: T("ico-", (AN, 32))),
    ("JFrog", lambda: T("AKCp", (AN, 69))),
    ("Mapbox", lambda: T("sk.eyJ1Ijoi", (AN, 60), ".", (URL, 22))),
    ("Octopus Deploy", lambda: T("API-", (ANU, 26))),
    ("OpenShift", lambda: T("sha256~", (URL, 43))),
    ("Perplexity", lambda: T("pplx-", (AN, 48))),
    ("Prefect", lambda: T("pnu_", (AN, 36))),
    ("ReadMe", lambda: T("rdme_", (ANL, 70))),
    ("Scalingo", lambda: T("tk-us-", (URL, 48))),
    ("Shippo", lambda: T("shippo_live_", (HX, 40))),
    ("Sourcegraph", lambda: T("sgp_", (HX, 16), "_", (HX, 40))),
    ("Square", lambda: T("EAAA", (URL, 60))),
    ("Square OAuth", lambda: T("sq0csp-", (URL, 43))),
    ("Typeform", lambda: T("tfp_", (AN, 44), "_", (AN, 14))),
    ("Yandex", lambda: T("y0_", (URL, 55))),
    ("Groq", lambda: T("gsk_", (AN, 52))),
    ("xAI", lambda: T("xai-", (AN, 80))),
    ("Replicate", lambda: T("r8_", (AN, 37))),
    ("OpenRouter", lambda: T("sk-or-v1-", (HX, 64))),
    ("LangSmith", lambda: T("lsv2_pt_", (HX, 32), "_", (HX, 10))),
    ("Pinecone", lambda: T("pcsk_", (AN, 5), "_", (AN, 60))),
    ("Tailscale", lambda: T("tskey-auth-k", (AN, 10), "CNTRL-", (AN, 33))),
    ("Plaid", lambda: "access-production-" + uid()),
    ("Razorpay", lambda: T("rzp_live_", (AN, 14))),
    ("Paystack", lambda: T("sk_live_", (HX, 40))),
    ("Braintree", lambda: T("access_token$production$", (ANL, 16), "$", (HX, 32))),
    ("Resend", lambda: T("re_", (AN, 8), "_", (AN, 24))),
    ("Twitter/X", lambda: T("AAAAAAAAAAAAAAAAAAAAA", (AN, 20), "%3D", (AN, 50))),
    ("Firebase Cloud Messaging", lambda: T("AAAA", (URL, 7), ":APA91b", (URL, 134))),
    ("LaunchDarkly", lambda: "api-" + uid()),
    ("Netlify", lambda: T("nfp_", (AN, 36))),
    ("Render", lambda: T("rnd_", (AN, 32))),
    ("Neon", lambda: T("napi_", (ANL, 64))),
    ("Cloudinary", lambda: T("cloudinary://", (DG, 15), ":", (URL, 27), "@d", (ANL, 8))),
    ("Asana", lambda: T("2/1", (DG, 15), "/1", (DG, 15), ":", (HX, 32))),
    ("ClickUp", lambda: T("pk_", (DG, 8), "_", (ANU, 32))),
    ("Trello", lambda: T("ATTA", (HX, 64), (HXU, 8))),
    ("HubSpot", lambda: "pat-na1-" + uid()),
    ("Salesforce", lambda: T("00D", (AN, 12), "!", (AN + ".", 96))),
    (
        "Microsoft Teams webhook",
        lambda: T(
            "https://contoso.webhook.office.com/webhookb2/",
            uid(),
            "@",
            uid(),
            "/IncomingWebhook/",
            (HX, 32),
            "/",
            uid(),
            "/V2",
            (AN, 40),
        ),
    ),
    ("Honeycomb", lambda: T("hcaik_01", (ANL, 56))),
    ("Elastic Cloud", lambda: T("essu_", (B64, 80), "==")),
    ("SonarQube", lambda: T("squ_", (HX, 40))),
    ("PostHog personal", lambda: T("phx_", (AN, 43))),
    ("Bitwarden Secrets Manager", lambda: T("0.", uid(), ".", (AN, 30), ":", (B64, 22), "==")),
    ("Scaleway", lambda: T("SCW", (ANU, 17)) + " secret " + uid()),
    ("Backblaze B2", lambda: T("K005", (URL, 27))),
    ("Azure OpenAI", lambda: T((HX, 32))),
    ("Datadog", lambda: T((HX, 32)) + " app key " + T((HX, 40))),
    ("Cloudflare API", lambda: T((URL, 40))),
    ("Mistral", lambda: T((AN, 32))),
    ("Kaggle", lambda: T((HX, 32))),
    ("Weights & Biases", lambda: T((HX, 40))),
    ("Algolia admin", lambda: T((HX, 32))),
    ("Linode", lambda: T((HX, 64))),
    ("Vultr", lambda: T((ANU, 36))),
    ("Hetzner Cloud", lambda: T((AN, 64))),
    ("Pushover", lambda: T((ANL, 30))),
    ("Binance", lambda: T((AN, 64))),
    ("Jenkins", lambda: T("11", (HX, 32))),
    ("Gitea", lambda: T((HX, 40))),
    ("Confluent", lambda: T((ANU, 16)) + ":" + T((B64, 64))),
    ("Fastly", lambda: T((URL, 32))),
    ("Zendesk", lambda: T((AN, 40))),
    (
        "Kubernetes service account",
        lambda: jwt(
            {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "prod"}
        ),
    ),
    ("Supabase service_role", lambda: jwt({"iss": "supabase", "role": "service_role"})),
]

VENDOR_WRAP = [
    "here's the {v} token for the deploy: {t}",
    "{t}",
    "can you keep this for me, it's our {v} key {t}",
    "new {v} credential after rotation -> {t}",
    "I pasted {t} into the {v} settings and it works now",
    "{v}: {t}",
    "fyi the prod {v} one is {t} (don't share)",
    "Remember {t} — that's what the CI uses to talk to {v}.",
    "ok so {v} gave me {t}, save it somewhere",
    "`{t}`",
    "Generated a fresh {v} access token today: {t}. Expires in 90 days.",
    "the old key got revoked; {v} now uses {t}",
    "{t} <- {v}",
    "please note my {v} secret {t} for later",
    "Copying this from the {v} dashboard: {t}",
]

# vendors whose bare shape is generic: always give them keyword context
GENERIC = {
    "Azure OpenAI",
    "Datadog",
    "Cloudflare API",
    "Mistral",
    "Kaggle",
    "Weights & Biases",
    "Algolia admin",
    "Linode",
    "Vultr",
    "Hetzner Cloud",
    "Pushover",
    "Binance",
    "Jenkins",
    "Gitea",
    "Confluent",
    "Fastly",
    "Zendesk",
    "Azure DevOps",
    "Okta",
    "Twilio",
    "Mailgun",
    "Backblaze B2",
    "Scaleway",
    "Octopus Deploy",
}


def provider_items():
    items = []
    for i, (v, fn) in enumerate(VENDORS):
        t = fn()
        wraps = VENDOR_WRAP
        if v in GENERIC:
            wraps = [w for w in VENDOR_WRAP if "{v}" in w]
        w = wraps[(i * 7 + R.randrange(len(wraps))) % len(wraps)]
        items.append((w.format(v=v, t=t), "provider"))
    return items


# ---------------------------------------------------------------------------
# keyvalue
# ---------------------------------------------------------------------------
def kv_value():
    """Values incl. ones with dots, leading brackets or '#'."""
    k = R.randrange(8)
    if k == 0:
        return T("#", (AN, 6), ".", (AN, 5), "!")
    if k == 1:
        return T("[", (AN, 5), "]", (AN + SYM, 8))
    if k == 2:
        return T((AN, 5), ".", (AN, 4), ".", (AN, 6))
    if k == 3:
        return T("{", (AN, 9), "}", (DG, 2))
    return pw()


def keyvalue_items():
    v = kv_value
    out = [
        f"DB_PASSWORD_PROD={v()}",
        f"PASSWORD1={v()}",
        f"export STRIPE_SECRET_KEY_LIVE={T('sk_live_', (AN, 40))}",
        f"MYSQL_ROOT_PASSWORD='{v()}'",
        f"set ADMIN_PASS={v()}",
        f'$env:AZURE_CLIENT_SECRET = "{_azure_ad()}"',
        f"smtpPassWord: {v()}",
        f'  db_passwd: "{v()}"',
        f"redis:\n  host: cache.internal\n  authPassword: {v()}",
        f'{{"clientSecret": "{T((URL, 40))}", "clientId": "{uid()}"}}',
        f'{{"user": "svc-backup", "Passphrase": "{v()}"}}',
        f'[database]\nhost = "db.internal"\nuser_password = "{v()}"',
        f'api_token = "{T((AN, 48))}"',
        f"[smtp]\nuser=alerts@acme.io\npass={v()}",
        f"machine api.heroku.com\n  login ops@acme.io\n  password {T((HX, 8), '-', (HX, 4), '-', (HX, 4), '-', (HX, 4), '-', (HX, 12))}",
        f"machine ftp.example.net login bob password {v()}",
        f"users:\n- name: admin@prod\n  user:\n    token: {jwt()}",
        f"users:\n- name: ci\n  user:\n    client-key-data: {T('LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQ', (B64, 120))}",
        '{"auths": {"registry.gitlab.com": {"auth": "'
        + base64.b64encode(("deploy:" + pw()).encode()).decode()
        + '"}}}',
        f"//registry.npmjs.org/:_authToken={T('npm_', (AN, 36))}",
        f"[pypi]\nusername = __token__\npassword = {T('pypi-AgEIcHlwaS5vcmc', (URL, 120))}",
        f"postgres://app_user:{T((AN, 20))}@db-prod.cluster-cx12.eu-west-1.rds.amazonaws.com:5432/orders",
        f"mongodb+srv://analytics:{T((AN, 16))}@cluster0.ab12c.mongodb.net/?retryWrites=true",
        f"redis://:{T((AN, 24))}@10.0.3.17:6379/0",
        f"amqp://guest_admin:{T((AN, 14))}@mq.internal:5672/",
        f"jdbc:sqlserver://sql01:1433;databaseName=hr;user=sa;password={v()};",
        f"Server=tcp:acme.database.windows.net;Database=crm;User ID=crmadmin;Pwd={v()};Encrypt=true",
        f"spring.datasource.password={v()}",
        f"define('DB_PASSWORD', '{v()}');",
        f'<connectionStrings><add name="main" connectionString="Data Source=.;User Id=web;Password={v()}" /></connectionStrings>',
        f'<property name="keystorePassword">{v()}</property>',
        f"mysql -h 127.0.0.1 -u root -p'{v()}' shop",
        f"sshpass -p '{v()}' ssh deploy@203.0.113.9",
        f"curl -u admin:{T((AN, 18))} https://jenkins.acme.io/api/json",
        f"docker run -e POSTGRES_PASSWORD={v()} -d postgres:16",
        f"helm upgrade pg bitnami/postgresql --set auth.postgresPassword={T((AN, 20))}",
        f"psql --password={v()} -U reporting",
        f"./deploy.sh --api-key {T((AN, 40))} --env prod",
        f"terraform apply -var 'admin_password={v()}'",
        f"ansible_become_pass: {v()}",
        f"Authorization: Bearer {T((URL, 48))}",
        "Authorization: Basic " + base64.b64encode(("svc_ci:" + pw()).encode()).decode(),
        f"X-Api-Key: {T((HX, 40))}",
        f"https://api.example-weather.com/v3/forecast?city=Lyon&apikey={T((HX, 32))}",
        f"https://build-bot:{T('glpat-', (URL, 20))}@gitlab.com/acme/infra.git",
        f"SECRET_KEY_BASE={T((HX, 128))}",
        f"JWT_SIGNING_SECRET={T((B64, 44))}",
        f"ENCRYPTION_KEY=base64:{T((B64, 43))}=",
        f"webhookSigningSecret = '{T((AN, 32))}'",
        f"master-key: {T((HX, 32))}",
        f"privateKeyPassphrase={v()}",
        f'wifi_psk="{v()}"',
        f"ADMIN_PWD:{v()}",
        f"credentials: {v()}",
        f"MyApp__ConnectionStrings__Password={v()}",
        f"aws_secret_access_key = {T((B64, 40))}",
        f"oauth.client.secret: {T((AN, 40))}",
        f"SFTP-Pass={v()}",
        f"\"DbPassword\" => '{v()}',",
        f"token_{R.choice(['prod', 'live', 'main'])}={T((AN, 40))}",
        f"vault_auth_token={T('hvs.', (URL, 24))}",
        f'- name: REGISTRY_PASSWORD\n  value: "{v()}"',
        f"PG_PASS_2={v()}",
        f"rootpassword   {v()}",
        f'password := "{v()}"',
        f'cfg.Secret = "{T((AN, 32))}"',
        f'let apiSecret = "{T((AN, 36))}";',
        f'LDAP_BIND_PASSWORD="{v()}"',
        f"sql_password: {v()}  # prod replica",
        f"pw={v()}",
        f"ftp://uploader:{T((AN, 12))}@files.example.org/incoming",
        f"KEYSTORE_PASS={v()}",
        f"apiKey: {T((AN, 40))}",
        f"IOS_SIGNING_PASSPHRASE={v()}",
    ]
    return [(x, "keyvalue") for x in out]


# ---------------------------------------------------------------------------
# language
# ---------------------------------------------------------------------------
def rec_code():
    return T((ANL, 5), "-", (ANL, 5))


def language_items():
    p = pw
    out = [
        # French
        f"Mon mot de passe Gmail est {p()}, ne le perds pas.",
        f"Le code PIN de ma carte bleue, c'est {pin(4)}.",
        f"Voici mon code de récupération : {rec_code()}",
        # Spanish
        f"La contraseña del correo del trabajo es {p()}",
        f"Mi PIN del banco es {pin(4)}, por si acaso.",
        f"El código de acceso del portal es {pin(6)}.",
        # German
        f"Das Passwort für den Router lautet {p()}.",
        f"Meine Geheimzahl für die EC-Karte ist {pin(4)}.",
        f"Kennwort fürs Firmen-VPN: {p()}",
        # Italian
        f"La password della banca è {p()}, segnatela.",
        f"Il codice di accesso del portone è {pin(5)}.",
        # Portuguese
        f"A senha do meu internet banking é {p()}",
        f"Minha frase-senha da carteira é {p()}",
        # Dutch
        f"Mijn wachtwoord voor DigiD is {p()}.",
        f"De pincode van mijn pinpas is {pin(4)}.",
        # Polish
        f"Moje hasło do banku to {p()}.",
        # Swedish
        f"Mitt lösenord till jobbmailen är {p()}.",
        # Norwegian
        f"Passordet mitt til nettbanken er {p()}.",
        # Danish
        f"Min adgangskode til e-Boks er {p()}.",
        # Finnish
        f"Salasanani verkkopankkiin on {p()}.",
        # Czech
        f"Moje heslo do e-mailu je {p()}.",
        # Turkish
        f"E-posta şifrem {p()}, unutma.",
        # Russian
        f"Мой пароль от почты: {p()}",
        f"ПИН-код карты — {pin(4)}.",
        # Ukrainian
        f"Мій пароль від Дії — {p()}.",
        # Greek
        f"Ο κωδικός πρόσβασής μου είναι {p()}.",
        # Arabic
        f"كلمة المرور الخاصة بي هي {p()}",
        # Hebrew
        f"הסיסמה שלי לבנק היא {p()}",
        # Persian
        f"رمز عبور ایمیل من {p()} است",
        # Hindi
        f"मेरा पासवर्ड {p()} है, किसी को मत बताना।",
        # Bengali
        f"আমার পাসওয়ার্ড হল {p()}",
        # Chinese
        f"我的邮箱密码是{p()}，别告诉别人。",
        f"银行卡密码：{pin(6)}",
        # Japanese
        f"私のパスワードは{p()}です。",
        f"キャッシュカードの暗証番号は{pin(4)}です",
        # Korean
        f"내 비밀번호는 {p()}야.",
        # Vietnamese
        f"Mật khẩu email của tôi là {p()}.",
        # Thai
        f"รหัสผ่านของฉันคือ {p()}",
        # Indonesian
        f"Kata sandi akun saya {p()}, jangan disebar ya.",
        # Malay
        f"Kata laluan saya ialah {p()}.",
        # Romanian
        f"Parola mea de la bancă este {p()}.",
        # Hungarian
        f"A jelszavam a netbankhoz {p()}.",
        # Swahili
        f"Nenosiri langu ni {p()}.",
        # Croatian
        f"Moja lozinka za e-mail je {p()}.",
        # Lithuanian
        f"Mano slaptažodis yra {p()}.",
        # Catalan
        f"La meva contrasenya és {p()}.",
        # Icelandic
        f"Lykilorðið mitt er {p()}.",
        # English, varied phrasings
        f"{p()} is my password for the NAS, btw",
        f"use {p()} as the admin password on the new box",
        f"login: jdoe / {p()}",
        f"Password：{p()}",
        f"pw {p()} for the family Netflix",
        f"creds are mike.ostrowski@example.com / {p()}",
        f'the passphrase, in case I ever forget it, is "{p()} {R.choice(WORDS)} {R.choice(WORDS)}"',
        f"my banking PIN has been {pin(4)} since college",
        f"I changed it to {p()} yesterday — the password for the gym app, I mean.",
        f"Set the root pw to {p()} on all three pis",
        f"You'll need {p()} to log into the shared drive; that's the password.",
        f"Password (case-sensitive): {p()}",
        f"passcode for my phone is {pin(6)}",
        f"Recovery code for my Proton account: {rec_code()}",
        f"Access code for the lab door: {pin(6)}#",
        f"my pass phrase for the GPG key = {p()}",
        f"Username: tkessler  Password: {p()}",
        f"Remember this for me: the wallet password is {p()}",
    ]
    return [(x, "language") for x in out]


# ---------------------------------------------------------------------------
# plain_value: weak context + obfuscated forms
# ---------------------------------------------------------------------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
CONF = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "i": "і",
    "A": "А",
    "B": "В",
    "E": "Е",
    "K": "К",
    "M": "М",
    "H": "Н",
    "O": "О",
    "P": "Р",
    "C": "С",
    "T": "Т",
    "X": "Х",
}


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def zw_insert(s: str) -> str:
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i % R.randint(3, 6) == 2:
            out.append(R.choice(ZW))
    return "".join(out)


def confuse(s: str) -> str:
    return "".join(CONF[c] if c in CONF and R.random() < 0.6 else c for c in s)


def spaced(s: str, g: int = 4) -> str:
    return " ".join(s[i : i + g] for i in range(0, len(s), g))


def plain_items():
    p = pw
    weak = [
        f"For the shared Hulu account: jenna.k@outlook.com then {p()}",
        f"ok I'm in. typed {p()} and it let me through",
        f"Sign in as admin, second field is {p()}",
        f"it's {p()} — capital first letter, rest exactly as written",
        f"the work laptop unlocks with {p()}",
        f"On the router page, after 'admin' you type {p()}",
        f"Office safe combination is {R.randint(10, 39)}-{R.randint(10, 39)}-{R.randint(10, 39)}, left twice first.",
        f"Note to self for the alarm panel: {pin(4)} then OFF",
        f"Leaving this here so I remember what I set on the new Synology: {p()}",
        f"username mdiaz, and the other thing is {p()}",
        f"ssh root@10.2.3.{R.randint(2, 250)} and when it asks, {p()}",
        f"Wi-Fi 'BlueHeron_5G' -> {p()}",
        f"The lockbox at the Airbnb opens with {'-'.join(pin(4))}",
        f"Same as always but with a 7 at the end now: {p()}7",
        f"Logged into Coinbase with dana.r@proton.me + {p()}",
        f"If the bank asks my mother's maiden name, I told them '{R.choice(WORDS).capitalize()}{R.randint(10, 99)}{R.choice(WORDS)}'.",
        f"type this when the VPN prompt pops up: {p()}",
        f"guest network is CafeMarlowe, key on the chalkboard was {p()}",
        f"for the school portal: student ID 4471823, then {p()}",
        f"My Steam is 'orbitfalcon88' and {p()} in case you need to grab the game for me",
        f"Grab the parcel from locker 14, the screen wants {pin(6)}",
        f"unlock pattern is L-shape, backup digits {pin(6)}",
        f"the encryption on the backup drive opens with {p()}",
        f"He told me to enter {p()} at the prompt and it decrypted the zip",
        f"ok your account is set up: tmoreau / {p()} — change it on first login",
    ]
    obf = []
    # spaced groups of provider tokens
    obf.append(f"here it is in chunks so it's readable: {spaced(T('ghp_', (AN, 36)))}")
    obf.append(f"key (spaces added by my phone): {spaced(T('sk-proj-', (URL, 40)), 5)}")
    obf.append(f"AWS key {spaced(T('AKIA', (B32, 16)))} and secret {spaced(T((B64, 40)), 8)}")
    obf.append(
        "stripe one, dashes so slack won't unfurl it: "
        + "-".join(T("sk_live_51", (AN, 30))[i : i + 6] for i in range(0, 40, 6))
    )
    # fullwidth
    obf.append(f"token {fullwidth(T('glpat-', (URL, 20)))}")
    obf.append(f"my password is {fullwidth(p())}")
    obf.append(f"{fullwidth(T('xoxb-', (DG, 12), '-', (DG, 13), '-', (AN, 24)))} is the bot token")
    # zero-width / soft hyphen
    obf.append(f"api key {zw_insert(T('sk-ant-api03-', (URL, 93), 'AA'))}")
    obf.append(f"npm token {zw_insert(T('npm_', (AN, 36)))}")
    obf.append(f"password: {zw_insert(p())}")
    obf.append(
        "hf key " + "\u00ad".join(T("hf_", (UP + LO, 34))[i : i + 3] for i in range(0, 37, 3))
    )
    obf.append(f"{zw_insert(T('AIza', (URL, 35)))} for the maps thing")
    # confusables
    obf.append(f"github token {confuse(T('ghp_', (AN, 36)))}")
    obf.append(f"use {confuse(T('xoxp-', (DG, 11), '-', (DG, 12), '-', (DG, 13), '-', (HX, 32)))}")
    obf.append(f"раssword = {p()}")  # Cyrillic 'р' and 'а' in the key word
    obf.append(f"ΑΚΙΑ{T((B32, 16))} is the access key id")  # Greek capitals
    # split across a sentence
    g = T("ghp_", (AN, 36))
    obf.append(f"first half of the token is {g[:20]} and the rest is {g[20:]}")
    s = T("sk-proj-", (URL, 60))
    obf.append(f"The key starts with {s[:30]}, then continues {s[30:]} — glue them together.")
    pp = p()
    obf.append(
        f"the password begins with '{pp[: len(pp) // 2]}' and ends with '{pp[len(pp) // 2 :]}'"
    )
    a = T("AKIA", (B32, 16))
    b = T((B64, 40))
    obf.append(f"id is {a}. Oh, and for the other half you asked about: {b}")
    # spelled / dotted / reversed
    pp = p()
    obf.append("password is " + " ".join(pp))
    pp = p()
    obf.append(f"my password spelled backwards is {pp[::-1]} (so I don't write it plainly)")
    obf.append("pw in base64 so it's not plain: " + base64.b64encode(p().encode()).decode())
    tk = T("dop_v1_", (HX, 64))
    obf.append(
        "DO token, split over lines:\n" + "\n".join(tk[i : i + 18] for i in range(0, len(tk), 18))
    )
    obf.append(f"the PIN is {' '.join(pin(4))} (spaced so I can read it)")
    obf.append(f"tоken: {T('glpat-', (URL, 20))}")  # Cyrillic o in key word
    obf.append(f"pass\u200bword={p()}")
    return [(x, "plain_value") for x in weak + obf]


# ---------------------------------------------------------------------------
# material
# ---------------------------------------------------------------------------
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actress actual adapt add
addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree
ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha
already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear
apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive
arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack
attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake
aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo
banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become
beef before begin behave behind believe below belt bench benefit best betray better between beyond
bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind
blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring
borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief
bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo
build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage
cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas canyon
capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat
catalog catch category cattle caught cause caution cave ceiling celery cement census century cereal
certain chair chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry
chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle
citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic
clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code coffee
coil coin collect color column combine come comfort comic common company concert conduct confirm
congress connect consider control convince cook cool copper copy coral core corn correct cost
cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater
crawl crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel
cruise crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve
cushion custom cute cycle wrong wrist write year yellow you young youth zebra zero zone zoo""".split()


def seed(n: int) -> list[str]:
    def gen():
        return " ".join(R.choice(BIP39) for _ in range(n))

    return fresh(gen).split()


def pem(label: str, lead: str, lines: int) -> str:
    body = lead + rs(B64, 64 * lines - len(lead))
    rows = [body[i : i + 64] for i in range(0, len(body), 64)]
    rows[-1] = rows[-1][: R.randint(20, 60)] + "=="
    fresh(lambda: body)
    return f"-----BEGIN {label}-----\n" + "\n".join(rows) + f"\n-----END {label}-----"


def material_items():
    out = []
    # seed phrases
    s = seed(12)
    out.append("my ledger recovery phrase is " + " ".join(s))
    s = seed(24)
    out.append("Seed words, keep safe:\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(s)))
    s = seed(12)
    out.append(", ".join(s))
    s = seed(12)
    out.append("write these down for me: " + " ".join(s))
    s = seed(24)
    out.append("MetaMask secret recovery phrase: " + " ".join(s))
    s = seed(18)
    out.append(" ".join(f"{i + 1}) {w}" for i, w in enumerate(s)))
    s = seed(12)
    out.append("Frase semilla de mi billetera: " + " ".join(s))
    s = seed(12)
    out.append("the 12 words from the paper backup: " + " - ".join(s))
    s = seed(24)
    out.append(" ".join(s).upper())
    s = seed(12)
    out.append('mnemonic = "' + " ".join(s) + '"')
    # 2FA recovery / backup codes
    out.append("GitHub recovery codes:\n" + "\n".join(T((HX, 5), "-", (HX, 5)) for _ in range(8)))
    out.append("Google backup codes: " + ", ".join(T((DG, 4), " ", (DG, 4)) for _ in range(6)))
    out.append("save my backup codes pls " + " ".join(T((DG, 8)) for _ in range(10)))
    out.append("Microsoft account recovery code: " + "-".join(T((ANU, 5)) for _ in range(5)))
    out.append("Apple recovery key " + "-".join(T((ANU, 4)) for _ in range(7)))
    out.append("BitLocker recovery key: " + "-".join(T((DG, 6)) for _ in range(8)))
    out.append("Discord 2FA backup codes " + " ".join(T((ANL, 4), "-", (ANL, 4)) for _ in range(5)))
    out.append(
        "my 1Password Secret Key is A3-"
        + T((ANU, 6), "-", (ANU, 6), "-", (ANU, 5), "-", (ANU, 5), "-", (ANU, 5), "-", (ANU, 5))
    )
    out.append("Twitter backup code " + T((ANL, 12)))
    out.append(
        "AWS root MFA is gone, here are the Okta recovery codes: "
        + " / ".join(T((DG, 10)) for _ in range(3))
    )
    out.append("Bitwarden two-step login recovery code: " + T((ANU, 32)))
    out.append("Coinbase 2FA backup: " + T((ANU, 16)))
    # TOTP setup keys
    out.append("authenticator setup key: " + spaced(T((B32.lower()[:26] + "234567", 32))))
    out.append("2FA secret " + spaced(T((B32, 16))))
    out.append("otpauth://totp/Acme:jo%40acme.io?secret=" + T((B32, 32)) + "&issuer=Acme&digits=6")
    out.append("Can't scan the QR, the manual entry key is " + spaced(T((B32.lower(), 32))))
    out.append("TOTP seed for the shared ops account: " + T((B32, 26)))
    out.append("otpauth://totp/GitHub:octo?secret=" + T((B32, 16)) + "&issuer=GitHub")
    # session cookies
    out.append("Cookie: sessionid=" + T((ANL, 32)) + "; csrftoken=" + T((AN, 64)))
    out.append("connect.sid=s%3A" + T((URL, 32)) + "." + T((B64, 43)))
    out.append("PHPSESSID=" + T((ANL, 26)))
    out.append("__Secure-next-auth.session-token=" + jwt())
    out.append("laravel_session=eyJpdiI6" + T((B64, 180)) + "%3D")
    out.append(
        "my .ROBLOSECURITY cookie is _|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_"
        + T((HXU, 300))
    )
    out.append(
        "ASP.NET_SessionId="
        + T((ANL, 24))
        + "; .AspNetCore.Identity.Application=CfDJ8"
        + T((URL, 200))
    )
    out.append("_gh_sess=" + T((B64, 120)) + "--" + T((HX, 40)))
    out.append("document.cookie = 'auth_session=" + T((HX, 64)) + "'")
    out.append(
        "Set-Cookie: SSID="
        + T((URL, 17))
        + "; HSID="
        + T((URL, 17))
        + "; __Secure-3PSID=g."
        + T((URL, 70))
    )
    # card data
    cards = [("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("34", 15), ("37", 15), ("6011", 16)]
    for i, (pre, ln) in enumerate(cards):
        n = luhn_complete(pre, ln)
        fresh(lambda: n)
        if ln == 16:
            nn = spaced(n)
        else:
            nn = f"{n[:4]} {n[4:10]} {n[10:]}"
        exp = f"{R.randint(1, 12):02d}/{R.randint(27, 31)}"
        cvv = pin(4 if ln == 15 else 3)
        form = [
            f"card {nn} exp {exp} cvv {cvv}",
            f"Visa {n}, expires {exp}, security code {cvv}",
            f"pay with mine: {nn}  {exp}  {cvv}",
            f"the company card is {n} and the PIN is {pin(4)}",
            f"Tarjeta {nn} caducidad {exp} CVV {cvv}",
            f"{nn} | {exp} | CVC {cvv} | name: Leah Okafor",
            f"Kreditkarte {nn}, gültig bis {exp}, Prüfziffer {cvv}",
        ][i]
        out.append(form)
    out.append(f"debit card PIN: {pin(4)} (the one ending 4471)")
    # private keys
    out.append(pem("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 6))
    out.append(
        "here's my id_ed25519, copy it to the new laptop:\n"
        + pem(
            "OPENSSH PRIVATE KEY",
            "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA",
            4,
        )
    )
    out.append(pem("EC PRIVATE KEY", "MHcCAQEEI", 3))
    out.append(pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC", 5))
    out.append(pem("ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 5))
    out.append(
        pem("PGP PRIVATE KEY BLOCK", "lQVYBGX", 6).replace("BLOCK-----\n", "BLOCK-----\n\n", 1)
    )
    out.append(
        '{"type": "service_account", "project_id": "acme-prod", "private_key_id": "'
        + T((HX, 40))
        + '", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvAIBADANBgkqhkiG9w0BAQEFAASC'
        + T((B64, 200))
        + '\\n-----END PRIVATE KEY-----\\n", "client_email": "deployer@acme-prod.iam.gserviceaccount.com"}'
    )
    out.append("[Interface]\nPrivateKey = " + T((B64, 43)) + "=\nAddress = 10.8.0.2/24")
    out.append(
        "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20261101\nPublic-Lines: 2\n"
        + T((B64, 64))
        + "\nPrivate-Lines: 2\n"
        + T((B64, 64))
        + "\n"
        + T((B64, 40))
        + "\nPrivate-MAC: "
        + T((HX, 64))
    )
    out.append("eth private key for the hot wallet: 0x" + T((HX, 64)))
    out.append("Phantom exported this private key: " + T((B58, 88)))
    out.append("BTC WIF for the old paper wallet: 5" + T(("HJK", 1), (B58, 49)))
    out.append(
        '{"kty":"EC","crv":"P-256","x":"'
        + T((URL, 43))
        + '","y":"'
        + T((URL, 43))
        + '","d":"'
        + T((URL, 43))
        + '"}'
    )
    out.append(
        "-----BEGIN OPENSSH PRIVATE KEY----- "
        + T("b3BlbnNzaC1rZXktdjEAAAAA", (B64, 120))
        + " -----END OPENSSH PRIVATE KEY-----"
    )
    return [(x, "material") for x in out]


# ---------------------------------------------------------------------------
# benign: hand_written
# ---------------------------------------------------------------------------
HAND = [
    # idioms & trivia
    "The bearer of bad news today was my manager, sadly — the offsite is cancelled.",
    "As a token of appreciation we sent the volunteers flowers and a card.",
    "Honestly the secret to a good risotto is patience and warm stock.",
    "The key to passing the bar exam was doing old papers every morning.",
    "Victoria's Secret is closing the store at the mall next month.",
    "We're doing Secret Santa with a $25 limit this year, names drawn Friday.",
    "In Ali Baba and the Forty Thieves the password to the cave is 'Open Sesame'.",
    "Spaceballs' luggage combination 1-2-3-4-5 still makes me laugh every time.",
    "In WarGames the backdoor password was 'Joshua', named after Falken's dead son.",
    "Neville keeps forgetting the Gryffindor password in the third book, which I love.",
    "Token Ring networks were common in offices before Ethernet won out.",
    "Bearer bonds show up in Die Hard; Hans Gruber wanted $640 million of them.",
    "They gave the team the key to the city after the parade.",
    "The Secret Garden is my daughter's favourite book right now.",
    "Turn the key twice, the lock at the cabin is sticky in winter.",
    "An arcade token cost a quarter back when I was a kid.",
    "Key lime pie for dessert tonight? I found a recipe with graham crackers.",
    "The middle C key on grandma's piano is stuck again.",
    "That song is in F# minor, which is why it sounds so moody.",
    "Tokenization splits text into subwords; GPT-style models use byte-pair encoding.",
    "The secret ingredient in her chili turned out to be a square of dark chocolate.",
    "My cousin's top secret clearance took eleven months to come through.",
    "He's the token skeptic on the panel, it's kind of a running joke.",
    "Speakeasies used passwords at the door; 'swordfish' became the cliché thanks to the Marx Brothers.",
    "The old game show Password had celebrities give one-word clues.",
    "Keystone species like wolves reshape entire ecosystems.",
    "Passkeys are slowly replacing passwords on a lot of sites.",
    "The first computer passwords are usually credited to MIT's CTSS in the early 1960s.",
    "Florence Nightingale was sometimes called the lady with the lamp, not the key bearer.",
    "The ring-bearer at the wedding was my four-year-old nephew and he nailed it.",
    "Low-key I think the sequel was better than the original.",
    "The secret's out: we're expecting a baby in April!",
    "Keynote starts at 9, grab me a coffee if you get there first.",
    "Our book club is reading 'The Secret History' by Donna Tartt.",
    "Enigma's daily key settings were distributed on printed sheets, which is how Bletchley got a foothold.",
    "A subway token in New York was phased out in 2003.",
    "Skeleton key is a great movie if you like Southern gothic horror.",
    "She whispered the secret to her sister and they both giggled.",
    "The key points from today's meeting: budget, hiring, office move.",
    "Caesar ciphers shift each letter by a fixed key, like 3 for ROT3.",
    # password policy & managers
    "Our company now requires 14-character passwords and 90-day rotation, which NIST actually advises against.",
    "I moved everything from LastPass to Bitwarden last weekend, took about an hour.",
    "Tip: use a passphrase of four or five random words, it's easier to remember than symbols.",
    "Does 1Password support passkeys on Android yet?",
    "I forgot my password again so I clicked 'reset password' and waited for the email.",
    "Never share your PIN with anyone, not even bank staff.",
    "Should I turn on 2FA with an authenticator app or just use SMS?",
    "My password manager generated a 32-character password and the utility site rejected it for being too long.",
    "KeePassXC with the database synced over Syncthing works great for me.",
    "Remember to download your recovery codes when you enable two-factor and print them.",
    "The API key goes in the Authorization header as a bearer token; the docs explain it.",
    "We should rotate all the secrets after the contractor leaves on Friday.",
    "Why do some banks still cap passwords at 16 characters?",
    "Hashing passwords with bcrypt at cost 12 is a reasonable default in 2026.",
    "For GitHub Actions, store the token as a repository secret and reference it from the workflow.",
    "I finally set up a hardware key for my email account.",
    "Mum keeps her passwords in a little notebook, I'm trying to get her onto a manager.",
    "Password expiry policies mostly make people add a 1 at the end.",
    "The security training said to lock the screen whenever you leave your desk.",
    "How long should a Wi-Fi password be? I was thinking 20 characters.",
    "The café's Wi-Fi is free, no password needed.",
    "I got locked out after three wrong PIN attempts and had to visit the branch.",
    "Can you remind me to change my email password this weekend?",
    "Vault rotates the database credentials every hour now, which is neat.",
    # fictional / quoted passwords discussed
    "NordPass says '123456' topped the most common password list yet again.",
    "Lol my dad's password used to literally be 'password'. He changed it after I nagged him.",
    "The XKCD comic's example is 'correct horse battery staple'.",
    "Every tutorial uses hunter2 as the example, it's an old IRC joke.",
    "rockyou.txt has about 14 million unique leaked passwords, it's a classic wordlist.",
    "In the tutorial they set the password to 'changeme' and tell you to replace it immediately.",
    "The spy in the novel uses 'nightingale' as a passphrase at the border, which felt cheesy.",
    "Fun fact: the nuclear launch code was reportedly 00000000 for years.",
    "In the escape room the final code was the year on the painting, 1887.",
    "The villain's password in the movie was just his cat's name, classic.",
    "Routers shipping with admin/admin as the default is why botnets like Mirai spread.",
    "Mr. Robot had Elliot guess a password from someone's favourite band and birth year.",
    "Sherlock guessed Irene Adler's phone passcode as I-AM-L-O-C-K-E-D.",
    # placeholders, redactions, env lookups
    "password=****",
    "Set API_KEY=<your-api-key> in the .env file before running the script.",
    "token: ${GITHUB_TOKEN}",
    'db_password = os.environ["DB_PASSWORD"]',
    "const key = process.env.STRIPE_SECRET_KEY;",
    "export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)",
    "password: {{ .Values.db.password }}",
    "Authorization: Bearer <token>",
    "api_key: REDACTED",
    "secret: xxxxxxxxxxxxxxxx",
    "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX is what the GitHub docs show as the format.",
    "The log showed password=[FILTERED], which is what Rails does by default.",
    "Our sk-... key (redacted) leaked on a public gist, so we rotated it.",
    "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?must be set}",
    "password = getpass.getpass('Password: ')",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/me',
    "Run mysql -u root -p and it will prompt you for the password.",
    "key: '${{ secrets.DEPLOY_KEY }}'",
    'String pw = System.getenv("SMTP_PASSWORD");',
    "password: !ENV ${DB_PASS}",
    "<password>${db.password}</password>",
    "PASSWORD=   # fill this in locally, never commit it",
    "token=•••••••• (hidden)",
    "apiKey: 'YOUR_API_KEY_HERE'",
    "api_key = settings.OPENAI_API_KEY",
    "read -s -p 'Password: ' PW && echo",
    "client_secret: !vault |",
    'secret = keyring.get_password("smtp", "alerts")',
    "$env:API_TOKEN is empty in the new shell, that's why it fails",
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE is the example key from the AWS docs.",
    "Use `kubectl create secret generic db --from-literal=password=$DB_PASS` in CI.",
    "The field says password: [hidden] in the screenshot, so you're fine.",
    "jwt_secret: ${JWT_SECRET:-}  # empty default on purpose",
    "Replace sk_test_... with your own test key from the dashboard.",
    "password: '' # no auth on the local dev redis",
    "DB_PASSWORD=$(cat /run/secrets/db_password)",
    # ordinary conversation, hard-ish
    "Dinner at 7:30 at Nonna's on 5th? I booked under Okafor.",
    "Gate B22, seat 14C, boarding at 9:40 — see you at the lounge.",
    "My new phone finally arrived; the battery life is unreal.",
    "Can you pick up oat milk, eggs and the 2kg bag of basmati?",
    "The plumber comes Thursday between 8 and 12.",
    "I ran 10k in 52:14 this morning, a personal best!",
    "Room 1204 has the projector, room 1206 doesn't.",
    "We adopted a greyhound called Pepper; she sleeps 20 hours a day.",
    "The kids' school closes at 2:15 on Wednesdays now.",
    "Remind me that my passport expires in March 2027.",
    "Grandpa turned 90 and we did a surprise party with 40 people.",
    "The Tokyo trip is 12 days, Kyoto for the last four.",
    "I switched to the 5:12 train because the 4:48 is always packed.",
    "My blood type is O negative, in case that ever matters for the donation drive.",
    "The recipe calls for 2 tbsp of gochujang and 1 tsp of sesame oil.",
    "Our anniversary is June 14 and I keep forgetting to book something.",
]


def promo_items():
    pre = [
        "SPRING",
        "WELCOME",
        "SAVE",
        "FREESHIP",
        "BLACKFRIDAY",
        "HOLIDAY",
        "STUDENT",
        "VIP",
        "FALL",
        "NEWYOU",
    ]
    tpl = [
        "Use code {c} at checkout for 25% off shoes.",
        "The Uber Eats promo {c} expired yesterday, annoyingly.",
        "Enter coupon {c} and shipping is free until Sunday.",
        "Referral code {c} gets both of us a free month of the meal kit.",
        "Voucher {c} worked at the bookshop, 10 euros off.",
        "Their newsletter had promo code {c} for the concert tickets.",
        "Try the discount code {c}, it stacks with the member price.",
        "The gift voucher code on the Christmas card was {c}, already redeemed.",
        "Use my invite code {c} when you sign up for the climbing gym.",
        "Promo: {c} — 2 pizzas for the price of 1 on Tuesdays.",
        "Apply the code {c} in the app under 'Offers'.",
        "Someone posted {c} on Reddit, 15% off at the outdoor store.",
    ]
    out = []
    for t in tpl:
        k = R.randrange(3)
        if k == 0:
            c = T(R.choice(pre), str(R.choice([10, 15, 20, 25, 30, 50])))
        elif k == 1:
            c = T(R.choice(pre), "-", (ANU, 4))
        else:
            c = T((UP, 3), (DG, 2), (UP, 3))
        out.append(t.format(c=c))
    return out


# ---------------------------------------------------------------------------
# benign: identifiers
# ---------------------------------------------------------------------------
def isbn13():
    def gen():
        body = "978" + rs(DG, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        d = str((10 - s % 10) % 10)
        full = body + d
        return f"{full[:3]}-{full[3]}-{full[4:7]}-{full[7:12]}-{full[12]}"

    return fresh(gen)


def iban_de():
    def gen():
        bban = rs(DG, 18)
        num = int(bban + "131400")  # D=13 E=14 00
        chk = 98 - num % 97
        ib = f"DE{chk:02d}{bban}"
        return " ".join(ib[i : i + 4] for i in range(0, len(ib), 4))

    return fresh(gen)


def semver():
    return fresh(lambda: f"{R.randint(0, 24)}.{R.randint(0, 40)}.{R.randint(0, 30)}")


ID_TEMPLATES = [
    lambda: f"Send the USDC refund to 0x{T((HX, 40))}, that's my public receiving address.",
    lambda: f"The token contract is deployed at 0x{T((HX, 40))} on Base, verified on the explorer.",
    lambda: f"Donations welcome at bc1q{T((BECH, 38))} — it's on my homepage too.",
    lambda: f"My Solana address for the airdrop is {T((B58, 44))}.",
    lambda: f"The tx hash is 0x{T((HX, 64))}; it confirmed after two blocks.",
    lambda: (
        f"Amazon order {T((DG, 3), '-', (DG, 7), '-', (DG, 7))} still says 'preparing for shipment'."
    ),
    lambda: f"UPS tracking 1Z{T((ANU, 6), (DG, 10))} shows it in Louisville.",
    lambda: f"DHL says parcel JJD{T((DG, 18))} is out for delivery.",
    lambda: f"USPS tracking {spaced(T('9400', (DG, 18)))} — should arrive Monday.",
    lambda: f"Ticket INC{T((DG, 7))} was reassigned to the network team.",
    lambda: f"Can you look at PLAT-{T((DG, 4))}? It's blocking the release.",
    lambda: f"Invoice INV-2026-{T((DG, 5))} is due on the 30th.",
    lambda: f"The ISBN of the new edition is {isbn13()}.",
    lambda: f"Please pay the deposit to IBAN {iban_de()}, reference 'Flat 3B rent'.",
    lambda: (
        f"Flight {R.choice(['LH', 'BA', 'AF', 'UA', 'KL', 'QF', 'NH'])}{T((DG, R.randint(3, 4)))} leaves at 14:05 from terminal 2."
    ),
    lambda: f"The replacement filter is SKU {T((ANU, 3), '-', (DG, 5), '-', (ANU, 2))}.",
    lambda: f"We upgraded to version {semver()} and the bug is gone.",
    lambda: f"The build tag is v{semver()}-rc#{R.randint(1, 9)}, cut from main this morning.",
    lambda: f"SHA-256 of the ISO: {T((HX, 64))} — matches the website.",
    lambda: f"Commit {T((HX, 40))} broke the login page, reverting now.",
    lambda: f"Cherry-pick {T((HX, 7))} onto the release branch please.",
    lambda: f"The record id is {uid()} in the customers table.",
    lambda: f"Pin the image to nginx@sha256:{T((HX, 64))} so it doesn't drift.",
    lambda: f"MD5 checksum {T((HX, 32))} for the firmware download.",
    lambda: f'"integrity": "sha512-{T((B64, 86))}==" in package-lock for left-pad.',
    lambda: f"Watch this: https://youtu.be/{T((URL, 11))} — the drone footage is amazing.",
    lambda: f"The playlist is spotify:playlist:{T((AN, 22))}",
    lambda: f"The GPG fingerprint on my site is {spaced(T((HXU, 40)))}.",
    lambda: (
        f"Server host key fingerprint is SHA256:{T((B64, 43))}, please verify before connecting."
    ),
    lambda: (
        f"The VIN on the title is 1HG{T((ANU.replace('I', '').replace('O', '').replace('Q', ''), 14))}."
    ),
    lambda: (
        f"Our AWS account id is {T((DG, 12))} and the role is arn:aws:iam::{T((DG, 12))}:role/readonly."
    ),
    lambda: f"Stripe customer cus_{T((AN, 14))} had the failed payment pi_{T((AN, 24))}.",
    lambda: f"The Slack channel id is C0{T((ANU, 9))} if you want to add the bot.",
    lambda: f"The Sentry event {T((HX, 32))} has the full stack trace.",
    lambda: (
        f"Our ORCID-listed paper has DOI 10.1038/s41586-0{T((DG, 2), '-', (DG, 5), '-', (DG, 1))}."
    ),
    lambda: f"PR #{R.randint(1000, 99999)} fixes the flaky test, commit {T((HX, 12))}.",
    lambda: f"Bank transfer reference RF{T((DG, 2))} {spaced(T((DG, 12)))} — quote it on the form.",
    lambda: f"The monitor's serial is CN-0{T((ANU, 5), '-', (ANU, 5), '-', (ANU, 3))}.",
    lambda: f"Request id req_{T((AN, 14))} in the logs matches the 502 error.",
    lambda: f"The Google Doc is at docs.google.com/document/d/1{T((URL, 43))}/edit, view only.",
    lambda: f"Case number {T((DG, 10))} with the airline for my lost bag.",
    lambda: (
        f"Kernel {R.randint(5, 6)}.{R.randint(1, 15)}.0-{R.randint(10, 99)}-generic fixed the wifi driver."
    ),
    lambda: f"The IPFS CID is bafybei{T((BECH.replace('1', ''), 52))}.",
    lambda: f"Our Git LFS object oid sha256:{T((HX, 64))} is missing on the server.",
]


def identifier_items(n_per: int):
    out = []
    for _ in range(n_per):
        for f in ID_TEMPLATES:
            out.append(f())
    return out


# ---------------------------------------------------------------------------
# assemble
# ---------------------------------------------------------------------------
HELD_OUT_13_SECRETS: list[tuple[str, str]] = (
    provider_items() + keyvalue_items() + language_items() + plain_items() + material_items()
)

HELD_OUT_13_BENIGN: list[tuple[str, str]] = [(t, "hand_written") for t in HAND + promo_items()] + [
    (t, "identifiers") for t in identifier_items(4)
]

assert len({t for t, _ in HELD_OUT_13_SECRETS}) == len(HELD_OUT_13_SECRETS)
assert len({t for t, _ in HELD_OUT_13_BENIGN}) == len(HELD_OUT_13_BENIGN)


if __name__ == "__main__":
    for name, data in (("SECRETS", HELD_OUT_13_SECRETS), ("BENIGN", HELD_OUT_13_BENIGN)):
        c = Counter(f for _, f in data)
        print(f"{name}: {len(data)}")
        for fam, n in sorted(c.items()):
            print(f"  {fam:13s} {n}")
    print(f"provider vendors: {len(VENDORS)}")
