"""Held-out test set 11 for the secret guard (issue 12).

Written blind on 2026-12-01, from the issue text and general knowledge only; no project code,
rule file or other corpus was consulted.  Standard library only; every generated value comes from
a single ``random.Random(20261202)`` and no value is used twice.

Secret families (``HELD_OUT_11_SECRETS``, list of (text, family)):
  - provider    : current token shapes of many vendors (cloud, AI, CI, payment, messaging,
                  observability, secret managers, databases, package registries, ...) embedded
                  in sentences, logs, shell commands, config snippets, stack traces, curl, JSON.
  - keyvalue    : keys that merely contain a secret word (any case style or language), config
                  formats (YAML/JSON/TOML/INI/.netrc/kubeconfig/docker config), connection
                  strings with passwords, CLI password flags, values with dots/brackets/#/quotes.
  - language    : natural-language disclosures in 20+ languages, varied grammar.
  - plain_value : credential values with weak or indirect context, and obfuscated forms
                  (spaced groups, fullwidth, zero-width characters, confusables, split values,
                  code concatenation).
  - material    : BIP-39 seed phrases, 2FA recovery codes, TOTP setup keys, session cookies,
                  card number + CVV/PIN, SSH/PGP private key blocks, JWTs.

Benign families (``HELD_OUT_11_BENIGN``):
  - hand_written : hard benign chat using credential words, idioms, trivia, fictional or
                   example passwords, placeholders, env lookups without values, redactions.
  - identifiers  : public identifiers in sentences (order/ticket/invoice numbers, ISBNs,
                   tracking numbers, IBAN-like references, commit SHAs, UUIDs, file hashes,
                   wallet/contract addresses, promo codes, versions, phone numbers, dates).
"""

import base64
import json
import random
import string

_rng = random.Random(20261202)
_used = set()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"


def _fresh(fn):
    """Call fn() until it returns a value never returned before."""
    for _ in range(1000):
        v = fn()
        if v not in _used:
            _used.add(v)
            return v
    raise RuntimeError("could not produce a fresh value")


def r(chars, n):
    return _fresh(lambda: "".join(_rng.choice(chars) for _ in range(n)))


def _raw(chars, n):
    return "".join(_rng.choice(chars) for _ in range(n))


def pick(seq):
    return _rng.choice(seq)


def b64u_json(obj):
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def luhn_complete(prefix, length):
    def make():
        body = prefix + _raw(DG, length - len(prefix) - 1)
        total = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            total += d
        return body + str((10 - total % 10) % 10)

    return _fresh(make)


def memorable_password():
    words = [
        "Sunflower",
        "Tiger",
        "Maple",
        "Rocket",
        "Coffee",
        "Winter",
        "Dragon",
        "Pepper",
        "Falcon",
        "Mango",
        "Harbor",
        "Velvet",
        "Nebula",
        "Cobalt",
        "Lantern",
        "Juniper",
        "Biscuit",
        "Orchid",
        "Thunder",
        "Pixel",
        "Saffron",
        "Walrus",
        "Zephyr",
        "Quartz",
    ]
    syms = "!@#$%&*?.-_+="

    def make():
        style = _rng.randrange(5)
        w1, w2 = _rng.sample(words, 2)
        if style == 0:
            return w1 + str(_rng.randrange(10, 9999)) + _rng.choice(syms)
        if style == 1:
            return w1.lower() + _rng.choice(syms) + w2.lower() + str(_rng.randrange(1, 99))
        if style == 2:
            return w1 + w2 + str(_rng.randrange(1970, 2026))
        if style == 3:
            t = w1.replace("a", "@").replace("o", "0").replace("e", "3")
            return t + _rng.choice(syms) + str(_rng.randrange(10, 99))
        return w1[:4] + _rng.choice(syms) + w2 + _rng.choice(syms) + str(_rng.randrange(100, 999))

    return _fresh(make)


def random_password(n=None):
    n = n or _rng.randrange(12, 22)
    chars = AN + "!@#$%^&*()-_=+[]{};:,.?~"

    def make():
        while True:
            s = "".join(_rng.choice(chars) for _ in range(n))
            if any(c in UP for c in s) and any(c in DG for c in s) and any(c in LO for c in s):
                return s

    return _fresh(make)


def tricky_value():
    """Passwords with dots, leading brackets, '#', quotes and other code-looking bits."""

    def make():
        k = _rng.randrange(8)
        a = _raw(AN, _rng.randrange(5, 9))
        b = _raw(AN, _rng.randrange(4, 8))
        if k == 0:
            return a + "." + b + "." + str(_rng.randrange(10, 99))
        if k == 1:
            return "[" + a + "]" + b + "!"
        if k == 2:
            return "#" + a + b + str(_rng.randrange(10, 99))
        if k == 3:
            return "{" + a + "}" + _raw("!$%&", 1) + b
        if k == 4:
            return a + "#" + b + "#" + str(_rng.randrange(1, 9))
        if k == 5:
            return "(" + a + ")" + b + "." + _raw(DG, 2)
        if k == 6:
            return a + "'" + b + '"' + _raw(DG, 2)
        return a + "." + b + "()" + _raw("!?", 1)

    return _fresh(make)


def pin(n=None):
    n = n or _rng.choice([4, 4, 4, 6, 6, 5, 8])
    return _fresh(lambda: "".join(_rng.choice(DG) for _ in range(n)))


def uuid4():
    def make():
        h = _raw(HX, 32)
        h = h[:12] + "4" + h[13:16] + _rng.choice("89ab") + h[17:]
        return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

    return _fresh(make)


USERS = [
    "admin",
    "root",
    "deploy",
    "svc_backup",
    "jane.doe",
    "mlopez",
    "ops",
    "ci-bot",
    "k.tanaka",
    "postgres",
    "app_user",
    "reporting",
    "grafana",
    "elastic",
    "ubuntu",
    "pi",
    "m.schmidt",
    "support",
    "billing",
    "nina",
    "tom.w",
    "analytics",
    "etl_loader",
    "webmaster",
]
HOSTS = [
    "db.internal",
    "10.0.3.17",
    "prod-pg-01.eu-west-1.rds.amazonaws.com",
    "mysql.corp.local",
    "cluster0.x7hq2.mongodb.net",
    "redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com",
    "192.168.1.40",
    "rabbit.svc.cluster.local",
    "smtp.office365.com",
    "pg.staging.acme.io",
    "warehouse.internal:5439",
    "nas.home.arpa",
    "ftp.example-hosting.net",
    "git.acme.dev",
]


# --------------------------------------------------------------------------------------------
# provider
# --------------------------------------------------------------------------------------------
def _sk_ant():
    return "sk-ant-api03-" + r(B64U, 93) + "AA"


def _jwtish(payload):
    return b64u_json({"alg": "HS256", "typ": "JWT"}) + "." + b64u_json(payload) + "." + r(B64U, 43)


PROVIDERS = [
    ("AWS access key", lambda: "AKIA" + r(UAN, 16)),
    ("AWS session key", lambda: "ASIA" + r(UAN, 16)),
    ("Google Cloud API key", lambda: "AIza" + r(B64U, 35)),
    ("Google OAuth client secret", lambda: "GOCSPX-" + r(B64U, 28)),
    ("Azure AD client secret", lambda: r(AN, 3) + "8Q~" + r(AN + "_~.-", 34)),
    (
        "Azure storage",
        lambda: (
            "DefaultEndpointsProtocol=https;AccountName=stacmeprod;AccountKey="
            + r(B64, 86)
            + "==;EndpointSuffix=core.windows.net"
        ),
    ),
    ("GitHub PAT classic", lambda: "ghp_" + r(AN, 36)),
    ("GitHub fine-grained PAT", lambda: "github_pat_11" + r(UAN, 20) + "_" + r(AN, 59)),
    ("GitHub OAuth", lambda: "gho_" + r(AN, 36)),
    ("GitHub app server", lambda: "ghs_" + r(AN, 36)),
    ("GitHub refresh", lambda: "ghr_" + r(AN, 76)),
    ("GitLab PAT", lambda: "glpat-" + r(B64U, 20)),
    ("GitLab pipeline trigger", lambda: "glptt-" + r(HX, 40)),
    ("GitLab runner", lambda: "glrt-" + r(B64U, 20)),
    ("GitLab deploy token", lambda: "gldt-" + r(B64U, 20)),
    ("OpenAI project key", lambda: "sk-proj-" + r(B64U, 64) + "T3BlbkFJ" + r(B64U, 64)),
    ("OpenAI legacy key", lambda: "sk-" + r(AN, 20) + "T3BlbkFJ" + r(AN, 20)),
    ("OpenAI service account", lambda: "sk-svcacct-" + r(B64U, 64) + "T3BlbkFJ" + r(B64U, 64)),
    ("Anthropic API key", _sk_ant),
    ("Anthropic admin key", lambda: "sk-ant-admin01-" + r(B64U, 93) + "AA"),
    ("Hugging Face", lambda: "hf_" + r(UP + LO, 34)),
    ("Groq", lambda: "gsk_" + r(AN, 52)),
    ("Replicate", lambda: "r8_" + r(AN, 37)),
    ("Perplexity", lambda: "pplx-" + r(AN, 48)),
    ("xAI", lambda: "xai-" + r(AN, 80)),
    ("LangSmith", lambda: "lsv2_pt_" + r(HX, 32) + "_" + r(HX, 10)),
    ("Pinecone", lambda: "pcsk_" + r(AN, 6) + "_" + r(AN, 63)),
    ("Stripe secret", lambda: "sk_live_51" + r(AN, 97)),
    ("Stripe restricted", lambda: "rk_live_51" + r(AN, 97)),
    ("Stripe webhook secret", lambda: "whsec_" + r(AN, 32)),
    ("Square access token", lambda: "EAAA" + r(B64U, 60)),
    ("Square OAuth secret", lambda: "sq0csp-" + r(B64U, 43)),
    ("Braintree", lambda: "access_token$production$" + r(LAN, 16) + "$" + r(HX, 32)),
    ("Shopify admin token", lambda: "shpat_" + r(HX, 32)),
    ("Shopify shared secret", lambda: "shpss_" + r(HX, 32)),
    ("Razorpay", lambda: "rzp_live_" + r(AN, 14)),
    ("Flutterwave", lambda: "FLWSECK-" + r(HX, 32) + "-X"),
    ("Shippo", lambda: "shippo_live_" + r(HX, 40)),
    ("EasyPost", lambda: "EZAK" + r(HX, 54)),
    ("Slack bot token", lambda: "xoxb-" + r(DG, 12) + "-" + r(DG, 13) + "-" + r(AN, 24)),
    (
        "Slack user token",
        lambda: "xoxp-" + r(DG, 12) + "-" + r(DG, 12) + "-" + r(DG, 13) + "-" + r(HX, 32),
    ),
    ("Slack app token", lambda: "xapp-1-A0" + r(UAN, 9) + "-" + r(DG, 13) + "-" + r(HX, 64)),
    (
        "Slack webhook",
        lambda: (
            "https://hooks.slack.com/services/T0" + r(UAN, 8) + "/B0" + r(UAN, 8) + "/" + r(AN, 24)
        ),
    ),
    ("Discord bot token", lambda: "MT" + r(AN, 22) + "." + r(B64U, 6) + "." + r(B64U, 38)),
    (
        "Discord webhook",
        lambda: "https://discord.com/api/webhooks/" + r(DG, 19) + "/" + r(B64U, 68),
    ),
    ("Telegram bot token", lambda: r(DG, 10) + ":AA" + r(B64U, 33)),
    ("Twilio API key", lambda: "SK" + r(HX, 32)),
    ("SendGrid", lambda: "SG." + r(B64U, 22) + "." + r(B64U, 43)),
    ("Mailgun", lambda: "key-" + r(HX, 32)),
    ("Mailchimp", lambda: r(HX, 32) + "-us" + str(_rng.randrange(2, 21))),
    ("New Relic user key", lambda: "NRAK-" + r(UAN, 27)),
    ("New Relic insert key", lambda: "NRII-" + r(B64U, 32)),
    ("Sentry user token", lambda: "sntryu_" + r(HX, 64)),
    (
        "Sentry org token",
        lambda: (
            "sntrys_"
            + b64u_json(
                {
                    "iat": _rng.randrange(1700000000, 1760000000),
                    "url": "https://sentry.io",
                    "org": "acme",
                }
            )
            + "_"
            + r(B64U, 43)
        ),
    ),
    ("Grafana service account", lambda: "glsa_" + r(AN, 32) + "_" + r(HX, 8)),
    ("Grafana cloud token", lambda: "glc_" + r(B64, 80) + "=="),
    ("Dynatrace", lambda: "dt0c01." + r(UAN, 24) + "." + r(UAN, 64)),
    ("HashiCorp Vault service token", lambda: "hvs." + r(B64U, 90)),
    ("HashiCorp Vault batch token", lambda: "hvb." + r(B64U, 130)),
    ("Terraform Cloud", lambda: r(AN, 14) + ".atlasv1." + r(AN, 67)),
    ("Doppler", lambda: "dp.st.prd." + r(AN, 40)),
    ("Doppler personal", lambda: "dp.pt." + r(AN, 43)),
    (
        "1Password service account",
        lambda: (
            "ops_"
            + b64u_json(
                {
                    "signInAddress": "my.1password.com",
                    "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256"},
                }
            )
            + r(B64U, 40)
        ),
    ),
    ("Pulumi", lambda: "pul-" + r(HX, 40)),
    (
        "Age secret key",
        lambda: (
            "AGE-SECRET-KEY-1"
            + r(UP.replace("B", "").replace("I", "").replace("O", "") + "023456789", 58)
        ),
    ),
    ("npm", lambda: "npm_" + r(AN, 36)),
    ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + r(B64U, 150)),
    ("RubyGems", lambda: "rubygems_" + r(HX, 48)),
    ("NuGet", lambda: "oy2" + r(LAN, 43)),
    ("Docker Hub", lambda: "dckr_pat_" + r(B64U, 27)),
    ("Clojars", lambda: "CLOJARS_" + r(LAN, 60)),
    ("CircleCI", lambda: "CCIPAT_" + r(AN, 22) + "_" + r(HX, 40)),
    ("Buildkite", lambda: "bkua_" + r(HX, 40)),
    ("Atlassian", lambda: "ATATT3xFfGF0" + r(B64U, 170) + "=" + r(UAN, 8)),
    ("Linear", lambda: "lin_api_" + r(AN, 40)),
    ("Notion", lambda: "ntn_" + r(DG, 11) + r(AN, 35)),
    ("Airtable", lambda: "pat" + r(AN, 14) + "." + r(HX, 64)),
    ("Figma", lambda: "figd_" + r(B64U, 40)),
    ("Heroku", lambda: "HRKU-AA" + r(B64U, 58)),
    ("DigitalOcean", lambda: "dop_v1_" + r(HX, 64)),
    ("DigitalOcean OAuth", lambda: "doo_v1_" + r(HX, 64)),
    ("Netlify", lambda: "nfp_" + r(AN, 36)),
    ("Supabase", lambda: "sbp_" + r(HX, 40)),
    ("Supabase secret", lambda: "sb_secret_" + r(B64U, 31)),
    ("PlanetScale", lambda: "pscale_tkn_" + r(B64U, 43)),
    ("PlanetScale password", lambda: "pscale_pw_" + r(B64U, 43)),
    ("Databricks", lambda: "dapi" + r(HX, 32)),
    ("Alibaba Cloud", lambda: "LTAI" + r(AN, 20)),
    ("Tencent Cloud", lambda: "AKID" + r(AN, 32)),
    ("Okta", lambda: "00" + r(B64U, 40)),
    ("Mapbox secret", lambda: "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + r(AN, 20) + "In0." + r(B64U, 22)),
    ("Dropbox", lambda: "sl.B" + r(B64U, 134)),
    ("Postman", lambda: "PMAK-" + r(HX, 24) + "-" + r(HX, 34)),
    ("Prefect", lambda: "pnu_" + r(AN, 36)),
    ("Readme", lambda: "rdme_" + r(LAN, 70)),
    ("Sourcegraph", lambda: "sgp_" + r(HX, 16) + "_" + r(HX, 40)),
    ("Contentful", lambda: "CFPAT-" + r(B64U, 43)),
    ("Tailscale", lambda: "tskey-auth-k" + r(AN, 16) + "-" + r(AN, 33)),
    ("Tailscale API", lambda: "tskey-api-k" + r(AN, 16) + "-" + r(AN, 33)),
    ("Infracost", lambda: "ico-" + r(AN, 32)),
    ("Octopus Deploy", lambda: "API-" + r(UAN, 26)),
    ("Harness", lambda: "pat." + r(B64U, 22) + "." + r(HX, 24) + "." + r(AN, 20)),
    ("Scalingo", lambda: "tk-us-" + r(B64U, 48)),
    ("Frame.io", lambda: "fio-u-" + r(B64U, 64)),
    ("Typeform", lambda: "tfp_" + r(B64U, 44) + "_" + r(AN, 14)),
    ("Fly.io", lambda: "FlyV1 fm2_lJPECAAAAAAAA" + r(B64, 120) + "==,fm2_" + r(B64, 60)),
    ("Cloudflare origin CA", lambda: "v1.0-" + r(HX, 24) + "-" + r(HX, 146)),
    ("Yandex", lambda: "AQVN" + r(B64U, 35)),
    ("Lob", lambda: "live_" + r(HX, 35)),
    ("Twitch", lambda: "oauth:" + r(LAN, 30)),
    ("Facebook page token", lambda: "EAAG" + r(AN, 180)),
    ("Mistral", lambda: r(AN, 32)),
    ("Firebase Cloud Messaging", lambda: "AAAA" + r(B64U, 7) + ":APA91b" + r(B64U, 134)),
    ("Elastic cloud API key", lambda: "essu_" + r(B64, 80) + "=="),
    ("Vercel", lambda: "vcp_" + r(AN, 56)),
]

_PROVIDER_CONTEXTS = [
    "here's my {v} token, can you check why the API keeps saying 401? {t}",
    "{t}",
    "export TOKEN={t}",
    "curl -H 'Authorization: Bearer {t}' https://api.example.com/v1/me",
    "curl -s -u {t}: https://api.example.com/v1/charges",
    'config.json:\n{{\n  "endpoint": "https://api.example.com",\n  "auth": "{t}",\n  "timeout": 30\n}}',
    "2026-11-30T14:02:11.482Z ERROR client: request failed status=403 credential={t} retry=3",
    'Traceback (most recent call last):\n  File "app.py", line 42, in <module>\n    client = Client("{t}")\nAuthenticationError: invalid credentials',
    'why does this not work?? client = Client(api_key="{t}")',
    "I rotated the {v} one this morning, new value is {t} — please remember it for the deploy script",
    "settings:\n  {v}: {t}\n  region: eu-west-1",
    "docker run -e SERVICE_CRED={t} -p 8080:8080 acme/api:latest",
    "my teammate pasted this in slack, is it still valid? {t}",
    "[default]\nprofile = prod\ncred = {t}",
    "ok so the {v} credential is `{t}`, store it somewhere so I don't lose it again",
    'gh secret set DEPLOY_CRED --body "{t}"',
    "const client = new Client({{ key: '{t}' }});",
    '<add key="ServiceCredential" value="{t}" />',
    "saving this for later: {v} -> {t}",
    "Can you write a python snippet that calls the API with {t} as the header?",
    "kubectl create secret generic api --from-literal=value={t}",
    "this is the value our {v} integration uses in production: {t}. don't share it",
    "Remember for me: {t} ({v}, expires in 90 days)",
    "> Authorization: Bearer {t}\n> Accept: application/json\n< HTTP/1.1 200 OK",
    '{{"level":"debug","msg":"outgoing request","headers":{{"X-Api-Key":"{t}"}}}}',
    "set the {v} thing to {t} in the CI variables pls",
    "{v}\n{t}",
    "put {t} in the .env and restart the worker",
    'ENV CRED="{t}"',
    "Fix my script: requests.post(url, headers={{'Authorization': 'Token {t}'}})",
]


def _provider_items():
    out = []
    ctxs = list(_PROVIDER_CONTEXTS)
    for i, (vendor, gen) in enumerate(PROVIDERS):
        out.append(pick(ctxs).format(t=gen(), v=vendor))
    # a second pass on a shuffled subset with different contexts
    subset = list(PROVIDERS)
    _rng.shuffle(subset)
    for vendor, gen in subset[:30]:
        out.append(pick(ctxs).format(t=gen(), v=vendor))
    return [(t, "provider") for t in out]


# --------------------------------------------------------------------------------------------
# keyvalue
# --------------------------------------------------------------------------------------------
_KV_KEYS = [
    "DB_PASSWORD_PROD",
    "PASSWORD1",
    "MYSQL_ROOT_PASSWORD",
    "POSTGRES_PASSWORD",
    "REDIS_PASS",
    "SMTP_PASSWD",
    "ADMIN_PWD",
    "stripeSecret",
    "clientSecret",
    "app.auth.token",
    "jwt_signing_key",
    "Passwort",
    "mot_de_passe",
    "contrasena",
    "senha_banco",
    "wachtwoord",
    "haslo_db",
    "LDAP_BIND_PASSWORD",
    "sftpPassword",
    "x-api-key",
    "ApiKey",
    "api_key_v2",
    "SECRET_KEY_BASE",
    "DJANGO_SECRET_KEY",
    "encryptionKey",
    "master-key",
    "AUTH_TOKEN_STAGING",
    "accessToken",
    "refresh_token",
    "BOT_TOKEN",
    "slack.webhook.secret",
    "spring.datasource.password",
    "Db.Connection.Pwd",
    "KEYSTORE_PASS",
    "storePassword",
    "keyPassword",
    "VAULT_TOKEN",
    "privateKey",
    "wifi_psk",
    "WPA_PASSPHRASE",
    "passphrase",
    "SIGNING_SECRET",
    "webhookSecret",
    "OAUTH_CLIENT_SECRET",
    "Session-Secret",
    "cookie_secret",
    "HMAC_KEY",
    "ENCRYPTION_PASSWORD",
    "backupPass",
    "ftp_pw",
    "mail.smtp.password",
    "PASSWORD_HASH_PEPPER",
    "adminPassword",
    "rootPw",
    "SuperSecretPassword",
    "user_pass",
    "pwd",
    "PIN_CODE",
    "unlock_pin",
    "AppSecret",
]


def _kv_key():
    return pick(_KV_KEYS)


def _kv_val():
    k = _rng.randrange(4)
    if k == 0:
        return tricky_value()
    if k == 1:
        return random_password()
    if k == 2:
        return memorable_password()
    return r(AN, _rng.randrange(24, 48))


def _keyvalue_items():
    out = []
    # plain assignment styles
    styles = [
        "{k}={v}",
        'export {k}="{v}"',
        "{k}: {v}",
        "{k} = '{v}'",
        '"{k}": "{v}"',
        '{k}:"{v}"',
        '  {k}: "{v}"   # prod, do not commit',
        "set {k}={v}",
        '$env:{k} = "{v}"',
        '{k} := "{v}"',
        "<{k}>{v}</{k}>",
        "{k}={v} # rotated 2026-11",
    ]
    for _ in range(30):
        k = _kv_key()
        out.append(pick(styles).format(k=k, v=pin() if "PIN" in k.upper() else _kv_val()))
    wrappers = [
        "my .env looks like this, why does docker compose ignore it?\n{0}",
        "can you remember this line for the staging box: {0}",
        "{0}",
        "added `{0}` to the config, still getting access denied",
    ]
    for _ in range(14):
        line = pick(styles).format(k=_kv_key(), v=_kv_val())
        out.append(pick(wrappers).format(line))
    # config formats
    out.append(
        "database:\n  host: %s\n  user: %s\n  password: %s\n  port: 5432"
        % (pick(HOSTS), pick(USERS), tricky_value())
    )
    out.append(
        "[client]\nuser=%s\npassword=%s\nhost=%s" % (pick(USERS), random_password(), pick(HOSTS))
    )
    out.append('[database]\nname = "app"\npassword = "%s"\npool = 10' % tricky_value())
    out.append(
        '{"db": {"user": "%s", "pass": "%s"}, "debug": false}' % (pick(USERS), random_password())
    )
    out.append(
        "machine api.heroku.com\n  login %s@acme.io\n  password %s"
        % (
            pick(USERS),
            r(HX, 8) + "-" + r(HX, 4) + "-" + r(HX, 4) + "-" + r(HX, 4) + "-" + r(HX, 12),
        )
    )
    out.append(
        "machine ftp.example-hosting.net login %s password %s" % (pick(USERS), memorable_password())
    )
    out.append(
        "apiVersion: v1\nkind: Config\nusers:\n- name: admin\n  user:\n    token: %s\nclusters:\n- name: prod"
        % r(B64U, 64)
    )
    out.append("users:\n- name: ci\n  user:\n    client-key-data: %s" % (r(B64, 120) + "=="))
    out.append(
        "users:\n- name: ops\n  user:\n    username: ops\n    password: %s" % random_password()
    )
    for _ in range(2):
        cred = base64.b64encode(("%s:%s" % (pick(USERS), random_password())).encode()).decode()
        out.append('~/.docker/config.json:\n{"auths": {"registry.acme.io": {"auth": "%s"}}}' % cred)
    out.append("//registry.npmjs.org/:_authToken=%s" % r(B64U, 36))
    out.append(
        "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s"
        % (r(B64U, 60))
    )
    out.append(
        "spring.datasource.username=%s\nspring.datasource.password=%s"
        % (pick(USERS), tricky_value())
    )
    out.append(
        '<connectionStrings><add name="Main" connectionString="Server=sql01;Database=crm;User Id=%s;Password=%s;" /></connectionStrings>'
        % (pick(USERS), random_password())
    )
    out.append(
        "Server=tcp:acme.database.windows.net,1433;Initial Catalog=shop;User ID=%s;Pwd=%s;Encrypt=True;"
        % (pick(USERS), tricky_value())
    )
    out.append("[mail]\nsmtp_user = noreply@acme.io\nsmtp_pass = %s" % memorable_password())
    out.append(
        'wpa_supplicant.conf:\nnetwork={\n    ssid="HomeNet-5G"\n    psk="%s"\n}'
        % memorable_password()
    )
    out.append('[Service]\nEnvironment="REDIS_PASSWORD=%s"' % tricky_value())
    out.append("passwd: %s  # the same as last time, right?" % memorable_password())
    # connection strings
    schemes = [
        "postgres",
        "postgresql",
        "mysql",
        "mongodb+srv",
        "redis",
        "amqp",
        "mssql",
        "smtp",
        "ftp",
        "rediss",
    ]
    for _ in range(14):
        url = "%s://%s:%s@%s/%s" % (
            pick(schemes),
            pick(USERS),
            random_password(_rng.randrange(10, 18))
            .replace("@", "%40")
            .replace("/", "_")
            .replace(":", "-")
            .replace("#", "%23")
            .replace("?", "!"),
            pick(HOSTS),
            pick(["app", "prod", "0", "orders", "vhost1", ""]),
        )
        out.append(
            pick(
                [
                    "DATABASE_URL=%s",
                    "connect with %s",
                    "%s",
                    'sqlalchemy.create_engine("%s")',
                    "the broker url is %s and it keeps timing out",
                ]
            )
            % url
        )
    # CLI flags
    clis = [
        "mysql -u {u} -p{v} -h {h} shop",
        "PGPASSWORD='{v}' psql -h {h} -U {u} -d app",
        "sshpass -p '{v}' ssh {u}@{h}",
        "curl -u {u}:{v} https://{h}/api/status",
        "docker login -u {u} -p '{v}' registry.acme.io",
        "mongo --username {u} --password '{v}' --host {h}",
        "redis-cli -h {h} -a '{v}' ping",
        "az login --service-principal -u 3f2a7c1e-app -p '{v}' --tenant acme.onmicrosoft.com",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass:{v} -out cert.p12",
        "keytool -genkey -alias app -keystore app.jks -storepass '{v}' -keypass '{v}'",
        "smbclient //{h}/share -U {u}%{v}",
        "wget --user={u} --password='{v}' https://{h}/backup.tar.gz",
        "git clone https://{u}:{v}@{h}/acme/infra.git",
        "rclone config create box sftp host {h} user {u} pass '{v}'",
        'mysqldump --user={u} --password="{v}" --all-databases > dump.sql',
        "htpasswd -b .htpasswd {u} '{v}'",
    ]
    for c in clis:
        out.append(
            c.format(
                u=pick(USERS),
                v=pick([random_password, tricky_value, memorable_password])(),
                h=pick(HOSTS),
            )
        )
    return [(t, "keyvalue") for t in out]


# --------------------------------------------------------------------------------------------
# language  (P = password-like, N = numeric PIN, R = random string, C = recovery/access code)
# --------------------------------------------------------------------------------------------
_LANG = [
    # German
    ("de", "Mein Passwort für das Firmenkonto ist {P}, schreib dir das bitte auf."),
    ("de", "Die PIN von meiner EC-Karte lautet {N}, falls ich sie wieder vergesse."),
    ("de", "Zugangsdaten fürs NAS: Benutzer admin / Kennwort {R}"),
    ("de", "{P} ist das neue WLAN-Passwort, hab's gestern geändert"),
    # French
    ("fr", "Mon mot de passe Netflix c'est {P}, tu peux le garder pour moi ?"),
    ("fr", "Le code PIN de la carte SIM : {N}"),
    ("fr", "Utilise {R} comme phrase de passe pour le coffre KeePass."),
    # Spanish
    ("es", "La contraseña del router es {P}, no se la digas a nadie"),
    ("es", "mi pin del banco es el {N} jaja no se lo digas a mi hermano"),
    ("es", "Código de recuperación de la cuenta: {C}"),
    # Portuguese
    ("pt", "A senha do wifi lá de casa é {P}"),
    ("pt", "Guarda aí: usuário joao.pereira / senha {R}"),
    ("pt", "O código de acesso do portão é {N}."),
    # Italian
    ("it", "La mia password della mail è {P}, ricordamela tu"),
    ("it", "Il PIN del bancomat è {N}"),
    ("it", "Codice di accesso per il portale: {R}"),
    # Dutch
    ("nl", "Mijn wachtwoord voor DigiD is {P}"),
    ("nl", "De pincode van de voordeur is {N}, handig om te onthouden"),
    # Polish
    ("pl", "Hasło do konta bankowego to {P}"),
    ("pl", "Mój PIN do karty: {N}, zapisz go proszę"),
    ("pl", "kod odzyskiwania do maila: {C}"),
    # Swedish
    ("sv", "Lösenordet till jobbdatorn är {P}"),
    ("sv", "Min pinkod är {N}"),
    # Norwegian
    ("no", "Passordet mitt til BankID er {P}"),
    ("no", "Engangskoden for gjenoppretting: {C}"),
    # Danish
    ("da", "Adgangskoden til routeren er {P} – skriv den ned"),
    ("da", "Min pinkode til MitID appen er {N}"),
    # Finnish
    ("fi", "Salasana verkkopankkiin on {P}"),
    ("fi", "PIN-koodi: {N}"),
    # Czech
    ("cs", "Heslo k serveru je {R}, nikomu ho neposílej"),
    ("cs", "PIN ke kartě je {N}"),
    # Hungarian
    ("hu", "A jelszavam a Gmailhez: {P}"),
    ("hu", "A PIN-kódom {N}, jegyezd meg kérlek"),
    # Romanian
    ("ro", "Parola de la contul de pe eMAG este {P}"),
    ("ro", "Codul PIN al cardului e {N}"),
    # Turkish
    ("tr", "Modemin şifresi {P}, unutursam bana hatırlat"),
    ("tr", "Kartımın şifresi {N}"),
    ("tr", "Kurtarma kodu: {C}"),
    # Greek
    ("el", "Ο κωδικός πρόσβασης του λογαριασμού μου είναι {P}"),
    ("el", "Το PIN της κάρτας είναι {N}"),
    # Russian
    ("ru", "Мой пароль от почты: {P}"),
    ("ru", "пин-код от карты {N}, запомни пожалуйста"),
    ("ru", "Логин: ivan.petrov / пароль {R}"),
    ("ru", "Код восстановления для аккаунта — {C}"),
    # Ukrainian
    ("uk", "Пароль від роутера — {P}"),
    ("uk", "Мій ПІН-код {N}"),
    # Arabic
    ("ar", "كلمة المرور الخاصة بي هي {P}"),
    ("ar", "الرقم السري للبطاقة {N}"),
    # Hebrew
    ("he", "הסיסמה שלי לחשבון הבנק היא {P}"),
    ("he", "הקוד הסודי של הכרטיס: {N}"),
    # Hindi
    ("hi", "मेरा पासवर्ड {P} है, इसे याद रखना"),
    ("hi", "एटीएम पिन {N} है"),
    # Chinese (simplified / traditional)
    ("zh", "我的密码是{P}，帮我记一下"),
    ("zh", "银行卡密码：{N}"),
    ("zh", "恢复码：{C}"),
    ("zh-Hant", "我的登入密碼是 {R}"),
    # Japanese
    ("ja", "パスワードは{P}です。忘れないようにメモしておいて"),
    ("ja", "暗証番号：{N}"),
    ("ja", "{R} がサーバーのパスワードだよ"),
    # Korean
    ("ko", "내 비밀번호는 {P}야 기억해줘"),
    ("ko", "카드 비밀번호 {N}"),
    ("ko", "복구 코드: {C}"),
    # Vietnamese
    ("vi", "Mật khẩu wifi nhà mình là {P}"),
    ("vi", "Mã PIN thẻ ATM của tôi là {N}"),
    # Indonesian
    ("id", "Kata sandi akun email saya {P}"),
    ("id", "PIN ATM aku {N}, jangan bilang siapa-siapa"),
    # Thai
    ("th", "รหัสผ่านของฉันคือ {P}"),
    ("th", "รหัส PIN บัตร {N}"),
    # Malay / Tagalog / Swahili
    ("ms", "Kata laluan wifi pejabat ialah {P}"),
    ("tl", "Ang password ko sa GCash ay {P}"),
    ("sw", "Nenosiri langu la benki ni {P}"),
    # English, non-canonical grammar
    ("en", "{P} is the password for the shared drive btw"),
    ("en", "use {R} as the passphrase when gpg asks"),
    ("en", "login: m.garcia / {P}"),
    ("en", "pasword：{P}"),
    ("en", "my passwrod for the portal is {P} lol dont judge"),
    ("en", "the alarm code is {N}, the gate code is {N2}"),
    ("en", "pass for the vpn -> {R}"),
    ("en", "Remember my banking PIN: {N}"),
]


def _recovery_code():
    return _fresh(lambda: "-".join(_raw(UAN, 4) for _ in range(_rng.choice([3, 4]))))


def _language_items():
    out = []
    for lang, tmpl in _LANG:
        vals = {
            "P": pick([memorable_password, random_password, tricky_value])(),
            "N": pin(),
            "N2": pin(),
            "R": r(AN, _rng.randrange(12, 20)),
            "C": _recovery_code(),
        }
        out.append(tmpl.format(**vals))
    return [(t, "language") for t in out]


# --------------------------------------------------------------------------------------------
# plain_value
# --------------------------------------------------------------------------------------------
_ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
_CONFUSE = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "i": "\u0456",
    "A": "\u0391",
    "B": "\u0392",
    "E": "\u0395",
    "K": "\u039a",
    "O": "\u039f",
    "P": "\u03a1",
    "T": "\u03a4",
    "S": "\u0405",
    "H": "\u041d",
}


def _fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def _zw(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i % _rng.randrange(2, 6) == 0 and i < len(s) - 1:
            out.append(pick(_ZW))
    return "".join(out)


def _confuse(s):
    return "".join(_CONFUSE.get(c, c) if _rng.random() < 0.6 else c for c in s)


def _groups(s, n, sep=" "):
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


def _plain_items():
    out = []
    weak = [
        "here's what you need for the router: {v}",
        "the thing for prod is {v}",
        "creds: {u} {v}",
        "for the shared mailbox: {u} and {v}",
        "ok got it from Dave, it's {v}",
        "{v} <- that's for the staging db, same user as always",
        "you asked what I use for the NAS. {v}",
        "> what's the wifi?\n{v}",
        "forgot to mention, the one for the jenkins box is {v}",
        "sorry, wrong one before. correct: {v}",
        "to get in use {u} with {v}",
        "Could you just keep {v} for me? It's the one for my work laptop",
        "this opens the encrypted zip: {v}",
        "the combo for the bike lock and my phone unlock are the same: {n}",
        "it's {v} — same as the old one but with the year at the end",
        "for future reference (vault backup): {v}",
        "he said the key is {k}",
        "in case I get locked out again: {v}",
        "pw {v}",
        "hotel safe {n}, door {n2}",
        "Q: how do I log into the admin panel?\nA: user {u}, and the secret bit is {v}",
        "login {u}\n{v}",
    ]
    for t in weak:
        out.append(
            t.format(
                v=pick([memorable_password, random_password, tricky_value])(),
                u=pick(USERS),
                n=pin(),
                n2=pin(),
                k=r(AN, 32),
            )
        )
    # obfuscated provider tokens
    gens = dict(PROVIDERS)
    obf_sources = [
        "GitHub PAT classic",
        "OpenAI project key",
        "Anthropic API key",
        "Stripe secret",
        "AWS access key",
        "Slack bot token",
        "GitLab PAT",
        "Hugging Face",
        "npm",
        "Google Cloud API key",
        "SendGrid",
        "Groq",
        "Docker Hub",
        "DigitalOcean",
        "Shopify admin token",
        "Linear",
        "Databricks",
        "Replicate",
        "Doppler",
        "Notion",
    ]
    forms = [
        "spaced",
        "dashed",
        "fullwidth",
        "zw",
        "confuse",
        "split",
        "concat",
        "softhy",
        "newline",
        "mixed",
    ]
    for i, name in enumerate(obf_sources):
        tok = gens[name]()
        form = forms[i % len(forms)]
        if form == "spaced":
            s = "my key (spaced so the bot doesn't eat it): " + _groups(tok, 4)
        elif form == "dashed":
            s = "token, written in chunks: " + _groups(tok, 5, "-")
        elif form == "fullwidth":
            s = "use this one " + _fullwidth(tok)
        elif form == "zw":
            s = "here: " + _zw(tok)
        elif form == "confuse":
            s = "api key = " + _confuse(tok)
        elif form == "split":
            h = len(tok) // 2
            s = "the first part is %s and then you append %s to it, no space" % (tok[:h], tok[h:])
        elif form == "concat":
            h = len(tok) // 3
            s = 'KEY = "%s" + "%s" + "%s"' % (tok[:h], tok[h : 2 * h], tok[2 * h :])
        elif form == "softhy":
            s = "copy this: " + "\u00ad".join(tok[j : j + 3] for j in range(0, len(tok), 3))
        elif form == "newline":
            s = "pasting from my phone, sorry for the line breaks:\n" + "\n".join(
                tok[j : j + 12] for j in range(0, len(tok), 12)
            )
        else:
            s = "k e y : " + _zw(_fullwidth(tok[:10])) + " " + _groups(tok[10:], 6)
        out.append(s)
    # obfuscated passwords in context
    out.append("my password is " + " ".join(memorable_password()))
    out.append("password: " + _fullwidth(random_password()))
    out.append("pass\uff1a" + _zw(random_password()))
    out.append("the PIN is " + " - ".join(pin(6)))
    out.append("wifi pw is " + _confuse(memorable_password()))
    out.append("my passcode: " + "  ".join(_fullwidth(pin(6))))
    v = random_password(16)
    out.append(
        "The password starts with %s, then comes %s, and it ends in %s." % (v[:5], v[5:11], v[11:])
    )
    v = r(AN, 24)
    out.append("pw = ''.join(['%s', '%s', '%s'])" % (v[:8], v[8:16], v[16:]))
    return [(t, "plain_value") for t in out]


# --------------------------------------------------------------------------------------------
# material
# --------------------------------------------------------------------------------------------
BIP39_WORDS = """abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict
address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim
air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact
artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude
attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome
awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue
blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box
boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken
bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker
burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm
camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card
cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change chaos
chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice
choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw
clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club
clump cluster clutch coach coast coconut code coffee coil coin collect color column combine come
comfort comic common company concert conduct confirm congress connect consider control convince cook
cool copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote
crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp
critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup
cupboard curious current curtain curve cushion custom cute cycle hamster diagram private dutch delay
meat slide toddler razor happy fancy gospel tennis maple dilemma loan word shrug inflict length scheme
spot photo mountain device kick pact join swing flag economy stadium speed unique patch report train
vessel ladder error federal sibling ability sun glass valve picture gravity machine north sort system
female filter volume fold stay feature office ecology stable narrow fog legal winner thank year wave
sausage worth useful yellow letter doctor zoo wrong ozone""".split()
BIP39_WORDS = sorted(set(BIP39_WORDS))


def _seed(n):
    return _fresh(lambda: " ".join(_rng.choice(BIP39_WORDS) for _ in range(n)))


def _jwt():
    hdr = {"alg": pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    if _rng.random() < 0.5:
        hdr["kid"] = r(HX, 16)
    now = _rng.randrange(1750000000, 1790000000)
    pl = {
        "sub": str(_rng.randrange(10**6, 10**9)),
        "iat": now,
        "exp": now + 3600,
        "email": pick(USERS).replace("_", ".") + "@acme.io",
        "scope": pick(["read write", "admin", "openid profile"]),
    }
    sig = r(B64U, 43 if hdr["alg"] == "HS256" else 342 if hdr["alg"] == "RS256" else 86)
    return b64u_json(hdr) + "." + b64u_json(pl) + "." + sig


def _pem(label, n):
    body = r(B64, n)
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (
        label,
        "\n".join(body[i : i + 64] for i in range(0, len(body), 64)),
        label,
    )


def _material_items():
    out = []
    # seed phrases
    out.append("my metamask recovery phrase: " + _seed(12))
    out.append(_seed(12))
    out.append("Ledger backup, 24 words:\n" + _seed(24))
    w = _seed(12).split()
    out.append("\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w)))
    w = _seed(24).split()
    out.append("seed: " + " ".join("%d) %s" % (i + 1, x) for i, x in enumerate(w)))
    out.append("can you check if this seed is valid? " + _seed(12).upper())
    out.append("Frase de recuperación de mi wallet: " + _seed(12))
    out.append("Seed-Phrase für Trust Wallet: " + ", ".join(_seed(12).split()))
    out.append("助记词：" + _seed(12))
    w = _seed(24).split()
    out.append("words 1-12: %s\nwords 13-24: %s" % (" ".join(w[:12]), " ".join(w[12:])))
    # 2FA recovery codes
    out.append(
        "GitHub recovery codes:\n" + "\n".join(r(LAN, 5) + "-" + r(LAN, 5) for _ in range(10))
    )
    out.append(
        "Google backup codes\n"
        + "\n".join("%d. %s %s" % (i + 1, r(DG, 4), r(DG, 4)) for i in range(10))
    )
    out.append("2FA backup codes for Discord: " + ", ".join(r(LAN, 8) for _ in range(8)))
    out.append(
        "keep these safe pls — " + " ".join(r(DG, 8) for _ in range(6)) + " (one-time recovery)"
    )
    out.append("Proton recovery phrase / backup codes: " + " ".join(r(UAN, 8) for _ in range(8)))
    out.append(
        "AWS root MFA was lost, the emergency codes are "
        + "; ".join(r(UAN, 4) + "-" + r(UAN, 4) + "-" + r(UAN, 4) for _ in range(5))
    )
    # TOTP setup keys
    out.append("2FA setup key: " + _groups(r(B32.lower(), 32), 4))
    out.append(
        "Secret key for the authenticator app (if you can't scan the QR): " + _groups(r(B32, 32), 4)
    )
    out.append(
        "otpauth://totp/Acme:%s?secret=%s&issuer=Acme&digits=6&period=30"
        % (pick(USERS), r(B32, 32))
    )
    out.append("TOTP seed " + r(B32, 16))
    out.append("Clé de configuration 2FA : " + _groups(r(B32, 32), 4))
    # session cookies
    out.append("Cookie: sessionid=%s; csrftoken=%s" % (r(LAN, 32), r(AN, 64)))
    out.append("document.cookie shows connect.sid=s%%3A%s.%s" % (r(B64U, 32), r(B64U, 43)))
    out.append("set-cookie: __Secure-next-auth.session-token=%s; Path=/; HttpOnly; Secure" % _jwt())
    out.append("I copied my laravel_session cookie: " + r(B64, 300) + "%3D")
    out.append(
        "curl https://app.acme.io/api/me -b '_gh_sess=%s; user_session=%s'"
        % (r(B64, 120), r(B64U, 48))
    )
    out.append("JSESSIONID=%s for the admin console, works until midnight" % r(HX.upper(), 32))
    # cards
    out.append(
        "Card %s exp %02d/%d CVV %s"
        % (luhn_complete("4", 16), _rng.randrange(1, 13), _rng.randrange(27, 32), pin(3))
    )
    out.append(
        "my mastercard is %s, cvc %s, pin %s"
        % (_groups(luhn_complete("55", 16), 4), pin(3), pin(4))
    )
    out.append("Amex %s  security code %s" % (luhn_complete("37", 15), pin(4)))
    out.append(
        "Meine Kreditkarte: %s, Prüfnummer %s, gültig bis 09/29"
        % (_groups(luhn_complete("4", 16), 4), pin(3))
    )
    out.append("for the hotel booking: %s / 11/28 / %s" % (luhn_complete("51", 16), pin(3)))
    out.append("debit card pin is %s and the card ends in %s" % (pin(4), r(DG, 4)))
    # private keys
    out.append(
        _pem("OPENSSH PRIVATE KEY", 400).replace(
            "-----BEGIN OPENSSH PRIVATE KEY-----\n",
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA",
        )
    )
    out.append("here's the deploy key, add it to the runner:\n" + _pem("RSA PRIVATE KEY", 900))
    out.append(_pem("EC PRIVATE KEY", 160))
    out.append(
        'service-account.json: {"type": "service_account", "private_key": "%s"}'
        % _pem("PRIVATE KEY", 600).replace("\n", "\\n")
    )
    out.append(
        _pem("PGP PRIVATE KEY BLOCK", 700).replace("BLOCK-----\n", "BLOCK-----\n\nlQdGBGV", 1)
    )
    out.append(
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
        % (r(B64, 64), r(B64, 4), r(B64, 44), r(HX, 64))
    )
    out.append(_pem("ENCRYPTED PRIVATE KEY", 500))
    # JWTs
    out.append("access token from the login response: " + _jwt())
    out.append("Authorization: Bearer " + _jwt())
    out.append(_jwt())
    out.append('{"access_token": "%s", "token_type": "bearer", "expires_in": 3600}' % _jwt())
    out.append("localStorage.setItem('id_token', '%s')" % _jwt())
    out.append("decode this for me please: " + _jwt())
    return [(t, "material") for t in out]


# --------------------------------------------------------------------------------------------
# benign: hand_written
# --------------------------------------------------------------------------------------------
_HAND_WRITTEN = [
    # idioms, everyday use of the words
    "The secret to a good risotto is patience and warm stock, added one ladle at a time.",
    "My sister finally told me the secret: she's pregnant! We're all so excited.",
    "We're doing Secret Santa at work this year, the limit is 25 euros.",
    "By the same token, if we push the launch, marketing has to move too.",
    "He gave me a small token of appreciation after I helped him move.",
    "Key takeaways from the meeting: budget is frozen, hiring continues, offsite in May.",
    "The key to passing the driving test is to check your mirrors constantly.",
    "Can you pin this conversation so I find it later?",
    "I stuck a pin in the map for every city we visited on the road trip.",
    "She's the bearer of bad news again, the flight got cancelled.",
    "Bearer bonds were popular in old heist movies because nobody could trace them.",
    "Key lime pie or lemon meringue for Sunday dinner?",
    "My password manager keeps asking me to update the master password, how often should I really change it?",
    "I forgot my password for the school portal again. How do I reset it without the old email?",
    "What makes a strong password? Is length more important than symbols?",
    "Never share your PIN with anyone, not even someone who says they're from the bank.",
    "The PIN pad at the supermarket was broken so I had to pay by phone.",
    "Do you think passkeys will replace passwords in the next few years?",
    "Remind me to turn on two-factor authentication for my email this weekend.",
    "I just printed my recovery codes and put them in the fireproof box, so don't worry about them.",
    "I lost the backup codes for my authenticator, what should I do now?",
    "How do I rotate an API key in the AWS console without downtime?",
    "Our security team says we must store secrets in Vault, never in the repo.",
    "The bug was that the token expired after 15 minutes instead of an hour.",
    "JWTs have three parts: header, payload and signature, separated by dots.",
    "An access token is short-lived; a refresh token is used to get a new one.",
    "We moved all credentials to AWS Secrets Manager last quarter.",
    "What is the difference between an API key and an OAuth token?",
    "The keynote at the conference was about post-quantum cryptography.",
    "Token Ring was an old networking technology that lost to Ethernet.",
    "In the arcade you had to buy tokens to play the games.",
    "The seed phrase is usually 12 or 24 words; never type it into a website.",
    "I wrote my seed phrase on a steel plate and it's in a safe deposit box now.",
    "My grandma keeps her spare key under the flowerpot, which I keep telling her is a bad idea.",
    "The keys to the car are on the hook by the front door.",
    "I got locked out and had to call a locksmith, it cost me 120 dollars.",
    "The secret service agent walked right past us at the parade.",
    "Victoria's Secret is having a sale this weekend.",
    "Morse code was used on ships long after radio telephony was invented.",
    "The dress code for the wedding is black tie optional.",
    "What's the zip code for downtown Portland? I need it for the form.",
    "The area code 212 is Manhattan, right?",
    "The code review took forever because the diff was 3,000 lines.",
    "I finally cracked the code on sourdough: a longer cold proof.",
    "Fun fact: the most common password in leaks is still 123456.",
    "In the film WarGames the backdoor password was 'Joshua'.",
    "In Hackers, the most common passwords were said to be love, sex, secret and god.",
    "The old joke on IRC was that your password 'hunter2' shows up as stars to everyone else.",
    "In the escape room the final code was hidden in the painting, it took us 50 minutes.",
    "My kid's treehouse password is 'no grown-ups allowed', which is adorable.",
    "For the game's treasure chest, the puzzle answer is the year the castle was built.",
    "In the novel the spy uses 'the eagle flies at midnight' as a passphrase, so cheesy.",
    "Ali Baba opened the cave by saying 'open sesame', the most famous password in literature.",
    "The Da Vinci Code had that cryptex puzzle with the five-letter word.",
    "Example from the docs: password = 'example-password' — obviously replace it with your own.",
    "The tutorial uses P@ssw0rd as a sample; please don't actually use that anywhere.",
    "Our wiki says the demo account is demo/demo on the public sandbox, it resets every hour.",
    "Set your password in the form <your-password> and never commit it.",
    "Run: mysql -u root -p  (it will prompt you for the password, don't pass it on the command line)",
    "Use PGPASSWORD only in CI; locally, rely on ~/.pgpass with chmod 600.",
    "DATABASE_URL=postgres://user:${DB_PASSWORD}@localhost:5432/app",
    'export OPENAI_API_KEY="$(op read op://Private/OpenAI/credential)"',
    'api_key = os.environ["STRIPE_SECRET_KEY"]',
    "const token = process.env.GITHUB_TOKEN;",
    "password: {{ secrets.DB_PASSWORD }}",
    "with: token: ${{ secrets.NPM_TOKEN }}",
    "The log line now shows Authorization: Bearer [REDACTED] which is exactly what we wanted.",
    "password=******** is how it appears in the dump, so the masking works.",
    'api_key: "<REPLACE_ME>"',
    "SECRET_KEY=changeme-in-production  # placeholder, the real one comes from Vault",
    "token: xxxxxxxxxxxxxxxxxxxxxxxx (redacted for the screenshot)",
    "The key looks like sk-... but I cut it off before pasting.",
    "I removed the token from the commit with git filter-repo and rotated it, so the history is clean.",
    "AWS_SECRET_ACCESS_KEY=<secret>  # fill in locally",
    "In the README we write ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX as the format, not a real one.",
    "The placeholder in our docs is AKIAIOSFODNN7EXAMPLE, which is Amazon's official example key.",
    'password: ""  # left empty on purpose, the service uses IAM auth',
    "The field says Password: •••••••• and I can't see what's in it.",
    "client_secret: !vault |  (encrypted with ansible-vault, see group_vars)",
    "Use `kubectl get secret db -o jsonpath='{.data.password}' | base64 -d` to read it, don't paste it here.",
    "I keep my passwords in Bitwarden now, the family plan is worth it.",
    "KeePassXC or 1Password for a small team of five?",
    "How long should a WPA2 passphrase be to be safe?",
    "The router's default password is printed on the sticker underneath, change it on day one.",
    "My bank sent a one-time code by SMS but it expired before I could type it.",
    "Don't ever give out the six-digit code from the text message, that's how they hijack WhatsApp.",
    "The verification code never arrived, can you help me contact support?",
    "What is a TOTP and why does it change every 30 seconds?",
    "A private key should never leave the machine it was generated on.",
    "The public key goes in authorized_keys; the private one stays in ~/.ssh.",
    "I generated a new ed25519 key pair for the laptop, and uploaded only the .pub to GitHub.",
    "PGP fingerprints are usually shown as ten groups of four hex characters.",
    "The cookie banner on that site is so annoying, it pops up on every page.",
    "I baked chocolate chip cookies with a secret ingredient: a pinch of miso.",
    "Session cookies get deleted when you close the browser, right?",
    "What's the CVV on a card for? Like why do sites ask for it?",
    "My card got declined, probably because the bank flagged the purchase abroad.",
    "My PIN is the same as my childhood house number, I really should change it. (Not telling you what it is!)",
    "She guessed my phone passcode because it was my birthday, so I changed it.",
    "I have to choose a 4-digit PIN for the new card — any tips on what to avoid?",
    "Avoid PINs like 1234, 0000 or 1111, they're the first ones thieves try.",
    "The password policy requires 14 characters, one symbol, and no reuse of the last 24.",
    "Password rotation every 90 days is no longer recommended by NIST.",
    "Our SSO uses SAML, so there's no separate password for the HR tool.",
    "The secret word for the kids' club this week is 'pineapple', they made it up themselves.",
    "Level 3 of the puzzle game: the passcode is written backwards on the clock, I love it.",
    "My WiFi network name is 'Pretty Fly for a WiFi', the password is on the fridge for guests.",
    "Token is also the name of our cat, she's a tortoiseshell.",
    "The crypto token dropped 40% overnight, glad I didn't buy.",
    "An NFT is a non-fungible token, basically a receipt on a blockchain.",
    "Tokenization in NLP splits text into subwords; GPT uses byte pair encoding.",
    "The context window is 200k tokens, which is about 150k words.",
    "Each API call costs 0.002 dollars per thousand tokens, so budget is fine.",
    "I'm reading 'The Secret History' by Donna Tartt, it's so good.",
    "The Secret Garden was my favourite book as a kid.",
    "Keys, wallet, phone, passport — ok, I have everything.",
    "Piano keys used to be made of ivory, now they're plastic.",
    "The key signature of that piece is F sharp minor, three sharps.",
    "Caps Lock was on, that's why my password didn't work. Fixed now!",
    "Why does the site say my password is too common? It was 20 characters.",
    "The admin password reset link only works for 15 minutes.",
    "My manager asked for my password so he could cover my emails while I'm away — is that okay?",
    "Never email a password; use a one-time secret link if you really must share one.",
    "The hackathon theme is 'secrets', like secret sharing and zero-knowledge proofs.",
    "Shamir's secret sharing splits a key into n shares, any k of which recover it.",
    "Diffie-Hellman lets two parties agree on a shared secret over an open channel.",
    "A salt makes identical passwords hash to different values.",
    "bcrypt with cost 12 is fine for password hashing in 2026.",
    "Argon2id is the recommended algorithm for password hashing now.",
    "The 'secret' in the HMAC is just a key that both sides know.",
    "Did you know the launch codes were reportedly 00000000 for years? Wild trivia.",
    "The Enigma machine's daily key settings were printed on sheets that changed every month.",
    "The password for the conference WiFi is posted at the registration desk.",
    "I used the password hint 'first pet' and now I can't remember which pet.",
    "Passwort vergessen? Klick einfach auf den Link unter dem Anmeldefeld.",
    "¿Olvidaste tu contraseña? Te mandamos un enlace para restablecerla.",
    "Mot de passe oublié : il faut passer par l'appli de la banque.",
    "パスワードを忘れた場合は、管理者に連絡してください。",
    "忘记密码了怎么办？可以用手机号重置吗？",
    "비밀번호를 바꾸라는 메일이 왔는데 피싱 같아요.",
    "Я забыл пароль от почты, как его восстановить?",
    "Nie pamiętam hasła do banku, muszę iść do oddziału.",
    "Esqueci a senha do aplicativo, vou pedir um novo código por SMS.",
    "Il PIN lo devi scegliere tu allo sportello, non te lo mandano per posta.",
    "Şifremi unuttum, yeni şifre için e-posta bekliyorum.",
    "The safe in the hotel room needed a 4-digit code; I picked one and then forgot it, so the staff opened it.",
    "Is 'correct horse battery staple' still a good model for passphrases? I love that xkcd.",
    "I'm writing a short story where the villain's password is his dog's name, Biscuit.",
    "The character in my D&D campaign needs a password to enter the guild; the players chose 'moonbeam'.",
    "Our test fixtures use password='test' and the CI database is thrown away after each run.",
    "Please redact any tokens before you paste logs into the ticket.",
    "I replaced the real key with sk-test-PLACEHOLDER in the snippet.",
    "What does 'invalid_grant: refresh token expired' mean?",
    "Error 401: the provided API key is invalid — that's what it says, but I just created it.",
    "Your token has been revoked, please generate a new one in the developer settings.",
    "I set the secret as a GitHub Actions secret called DEPLOY_KEY; the workflow reads it at runtime.",
    "The .env file is in .gitignore, right? Let me double-check before pushing.",
    "We use sops with age keys to encrypt the secrets in the repo.",
    "Passwords are hashed with scrypt; we never store them in plain text.",
]


def _hand_items():
    return [(t, "hand_written") for t in _HAND_WRITTEN]


# --------------------------------------------------------------------------------------------
# benign: identifiers
# --------------------------------------------------------------------------------------------
def _isbn13():
    def make():
        body = "978" + _raw(DG, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        d = str((10 - s % 10) % 10)
        full = body + d
        return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8], full[8:12], full[12])

    return _fresh(make)


def _iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    s = "%s%02d%s" % (cc, check, bban)
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def _iban_any():
    def make():
        k = _rng.randrange(4)
        if k == 0:
            return _iban("DE", _raw(DG, 18))
        if k == 1:
            return _iban("GB", pick(["NWBK", "BARC", "HBUK", "LOYD"]) + _raw(DG, 14))
        if k == 2:
            return _iban("FR", _raw(DG, 10) + _raw(UAN, 11) + _raw(DG, 2))
        return _iban("NL", pick(["INGB", "ABNA", "RABO"]) + _raw(DG, 10))

    return _fresh(make)


def _phone():
    return _fresh(
        lambda: pick(
            [
                "+1 (%d) 555-01%02d" % (_rng.randrange(201, 989), _rng.randrange(100)),
                "+44 20 7946 0%03d" % _rng.randrange(1000),
                "+49 30 %d %d" % (_rng.randrange(100, 999), _rng.randrange(1000, 9999)),
                "+33 1 %02d %02d %02d %02d" % tuple(_rng.randrange(100) for _ in range(4)),
                "0%d %d %d"
                % (_rng.randrange(150, 179), _rng.randrange(100, 999), _rng.randrange(1000, 9999)),
            ]
        )
    )


def _date():
    return _fresh(
        lambda: pick(
            [
                "%d-%02d-%02d"
                % (_rng.randrange(2019, 2028), _rng.randrange(1, 13), _rng.randrange(1, 29)),
                "%02d/%02d/%d"
                % (_rng.randrange(1, 29), _rng.randrange(1, 13), _rng.randrange(2019, 2028)),
                "%d.%d.%d"
                % (_rng.randrange(1, 29), _rng.randrange(1, 13), _rng.randrange(2019, 2028)),
                "%02d:%02d on %s %d"
                % (
                    _rng.randrange(24),
                    _rng.randrange(60),
                    pick(["March", "June", "October", "December"]),
                    _rng.randrange(1, 29),
                ),
            ]
        )
    )


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

_ID_TEMPLATES = [
    # order / ticket / invoice numbers
    lambda: (
        "My Amazon order %s-%s-%s still says 'preparing for shipment', should I contact them?"
        % (r(DG, 3), r(DG, 7), r(DG, 7))
    ),
    lambda: "Order #%s arrived damaged, the box was crushed." % r(DG, 8),
    lambda: (
        "Can you remind me to follow up on ticket %s-%d on Monday?"
        % (pick(["OPS", "INFRA", "SUP", "HR", "BUG", "PLAT"]), _rng.randrange(100, 99999))
    ),
    lambda: "Zendesk ticket #%s was closed without an answer." % r(DG, 7),
    lambda: (
        "Invoice INV-%d-%s is overdue by 14 days, amount 1,240.00 EUR."
        % (_rng.randrange(2023, 2027), r(DG, 6))
    ),
    lambda: (
        "The reference on the bill is %s/%s, please quote it when you pay." % (r(UP, 2), r(DG, 9))
    ),
    lambda: (
        "Customer number %s, contract %s — that's what the energy company asked for."
        % (r(DG, 10), r(UAN, 8))
    ),
    lambda: (
        "Booking reference %s for the flight to Lisbon on %s."
        % (r(UP.replace("O", "").replace("I", "") + "23456789", 6), _date())
    ),
    lambda: "Hotel confirmation number %s, check-in after 3pm." % r(DG, 10),
    # ISBNs
    lambda: "The textbook is ISBN %s, the 3rd edition, not the 2nd." % _isbn13(),
    lambda: "Add to my reading list: ISBN %s (the paperback)." % _isbn13(),
    # tracking numbers
    lambda: "UPS tracking %s says out for delivery." % ("1Z" + r(UAN, 6) + r(DG, 10)),
    lambda: "USPS tracking number %s hasn't updated in three days." % ("9400" + r(DG, 18)),
    lambda: "DHL Sendungsnummer %s, soll morgen kommen." % r(DG, 10),
    lambda: "FedEx says the package %s is delayed due to weather." % r(DG, 12),
    # IBAN-like bank references in prose
    lambda: "Please send the deposit to our account %s, reference 'Flat 4B rent'." % _iban_any(),
    lambda: (
        "The landlord's IBAN is %s, BIC %s."
        % (_iban_any(), pick(["COBADEFFXXX", "DEUTDEFF", "NWBKGB2L", "BNPAFRPP", "INGBNL2A"]))
    ),
    lambda: (
        "Sort code %02d-%02d-%02d, account number %s for the club membership fees."
        % (_rng.randrange(10, 99), _rng.randrange(10, 99), _rng.randrange(10, 99), r(DG, 8))
    ),
    # commit SHAs
    lambda: "The regression came in with commit %s, can you revert it?" % r(HX, 40),
    lambda: "Cherry-pick %s onto the release branch please." % r(HX, 7),
    lambda: "git bisect points at %s, which touched the cache layer." % r(HX, 40),
    lambda: "Merged in %s (squash) — closes #%d." % (r(HX, 10), _rng.randrange(100, 9999)),
    # UUIDs
    lambda: "The failing request id was %s, you can grep the logs for it." % uuid4(),
    lambda: "Tenant %s is the one with the broken billing." % uuid4(),
    lambda: "Correlation-ID: %s" % uuid4(),
    # hashes
    lambda: "sha256sum of the ISO should be %s, mine matches." % r(HX, 64),
    lambda: "The MD5 of the uploaded file is %s, so it wasn't corrupted." % r(HX, 32),
    lambda: "Pull the image by digest: ghcr.io/acme/api@sha256:%s" % r(HX, 64),
    lambda: "The lockfile has integrity sha512-%s== for that package." % r(B64, 86),
    lambda: "VirusTotal shows the SHA-1 %s as clean." % r(HX, 40),
    # wallet / contract addresses, tx hashes
    lambda: (
        "You can send the ETH to my public address 0x%s, thanks for splitting the bill!" % r(HX, 40)
    ),
    lambda: "The USDC contract on mainnet is 0x%s, double check before approving." % r(HX, 40),
    lambda: "Transaction 0x%s is still pending after an hour." % r(HX, 64),
    lambda: "My BTC receiving address is bc1q%s, donations welcome :)" % r(_BECH, 38),
    lambda: "The ENS name resolves to 0x%s, which is the DAO treasury." % r(HX, 40),
    # promo / voucher codes
    lambda: (
        "Use code %s%d at checkout for %d%% off, it's on their Instagram."
        % (
            pick(["SUMMER", "WELCOME", "BLACKFRIDAY", "SPRING", "STUDENT", "FREESHIP"]),
            _rng.randrange(10, 99),
            _rng.randrange(10, 50),
        )
    ),
    lambda: (
        "The gift card voucher code %s-%s-%s is already redeemed, annoying."
        % (r(UAN, 4), r(UAN, 4), r(UAN, 4))
    ),
    lambda: (
        "My referral code is %s if anyone wants a free month."
        % (pick(["ANNA", "MAX", "LUCAS", "SOFIA", "LEO"]) + r(UAN, 4))
    ),
    lambda: "Coupon %s expired yesterday, do you know any new ones?" % (r(UP, 5) + r(DG, 2)),
    # versions
    lambda: (
        "Upgrading from v%d.%d.%d to v%d.%d.%d broke the build."
        % (
            _rng.randrange(1, 5),
            _rng.randrange(30),
            _rng.randrange(20),
            _rng.randrange(5, 8),
            _rng.randrange(10),
            _rng.randrange(10),
        )
    ),
    lambda: (
        "We pinned numpy==%d.%d.%d and torch==2.%d.%d+cu124."
        % (
            _rng.randrange(1, 3),
            _rng.randrange(30),
            _rng.randrange(5),
            _rng.randrange(10),
            _rng.randrange(5),
        )
    ),
    lambda: (
        "The build tag is %d.%d.%d-rc.%d+build.%s."
        % (
            _rng.randrange(1, 9),
            _rng.randrange(20),
            _rng.randrange(20),
            _rng.randrange(1, 6),
            r(DG, 4),
        )
    ),
    # phone numbers / dates
    lambda: "Call the dentist at %s to move the appointment to %s." % (_phone(), _date()),
    lambda: "The plumber's number is %s, he's coming %s." % (_phone(), _date()),
    lambda: "Our wedding anniversary is %s and the restaurant number is %s." % (_date(), _phone()),
    # misc public ids
    lambda: "The server's MAC address is %s." % ":".join(r(HX, 2) for _ in range(6)),
    lambda: (
        "AWS account %s, region eu-central-1, the bucket arn:aws:s3:::acme-logs-%s."
        % (r(DG, 12), r(LAN, 6))
    ),
    lambda: (
        "My license plate is %s-%s %d, in case the parking app asks."
        % (r(UP, 2), r(UP, 2), _rng.randrange(100, 9999))
    ),
    lambda: "The serial number on the back of the laptop is %s." % r(UAN, 10),
    lambda: "Google Analytics property G-%s stopped receiving data." % r(UAN, 10),
    lambda: "The YouTube video id is %s, the one about knitting socks." % r(B64U, 11),
    lambda: "IPv6 of the box: 2001:db8:%s:%s::%s" % (r(HX, 4), r(HX, 4), r(HX, 3)),
    lambda: (
        "The VIN on the title is %s."
        % r(UAN.replace("I", "").replace("O", "").replace("Q", ""), 17)
    ),
    lambda: (
        "The PGP fingerprint is %s, you can verify it on keys.openpgp.org."
        % " ".join(r(HX.upper(), 4) for _ in range(10))
    ),
    lambda: "My ORCID is 0000-000%d-%s-%s." % (_rng.randrange(1, 4), r(DG, 4), r(DG, 4)),
    lambda: (
        "The DOI is 10.%d/%s.%d.%s."
        % (
            _rng.randrange(1000, 9999),
            pick(["nature", "jacs", "s41586"]),
            _rng.randrange(2019, 2027),
            r(DG, 5),
        )
    ),
]


def _identifier_items():
    out = []
    for rnd in range(3):
        for t in _ID_TEMPLATES:
            if rnd < 2 or _rng.random() < 0.5:
                out.append(t())
    return [(t, "identifiers") for t in out]


# --------------------------------------------------------------------------------------------
# assemble
# --------------------------------------------------------------------------------------------
HELD_OUT_11_SECRETS = (
    _provider_items() + _keyvalue_items() + _language_items() + _plain_items() + _material_items()
)
HELD_OUT_11_BENIGN = _hand_items() + _identifier_items()

assert len({t for t, _ in HELD_OUT_11_SECRETS}) == len(HELD_OUT_11_SECRETS)
assert len({t for t, _ in HELD_OUT_11_BENIGN}) == len(HELD_OUT_11_BENIGN)
assert not ({t for t, _ in HELD_OUT_11_SECRETS} & {t for t, _ in HELD_OUT_11_BENIGN})

__all__ = ["HELD_OUT_11_SECRETS", "HELD_OUT_11_BENIGN"]
