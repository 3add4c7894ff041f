"""Blind held-out test corpus #14 for the secret guard.

Written blind on 2026-12-02 (second set of the day) from the issue text only
(issue 12), without reading any rules, tests or other corpora.

Secret families:
  provider     - vendor API tokens / keys in many shapes (gitleaks-style catalogue
                 shapes from memory, 80+ vendors, newer token shapes), in chat.
  keyvalue     - key=value config lines (env, YAML, JSON, TOML, INI, .netrc,
                 kubeconfig, docker config, connection strings, CLI flags) whose key
                 merely contains a secret word.
  language     - natural-language disclosures in 20+ languages and varied English
                 phrasings (value first, "use X as", fullwidth colon, "login: u / X").
  plain_value  - weak/indirect context (credential handed over without a credential
                 word) and obfuscated forms (spaced groups, fullwidth, zero-width,
                 confusables, split across a sentence).
  material     - BIP-39 seed phrases, 2FA recovery/backup codes, TOTP setup keys in
                 groups, session cookies, card number with CVV/PIN/expiry, private
                 key blocks.

Benign families:
  hand_written - real-sounding conversation incl. idioms/trivia with secret words,
                 password-policy talk, fictional/quoted passwords, placeholders,
                 redactions, environment lookups without values.
  identifiers  - public identifiers in sentences: wallet/contract addresses, order/
                 ticket/invoice/tracking numbers, ISBNs, IBAN refs, flight numbers,
                 product codes, versions, build tags, hashes, UUIDs, commit ids,
                 promo/voucher codes.
"""

import random
import string
import base64
import uuid as _uuid

R = random.Random(20261214)

_SEEN: set = set()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
B64 = AN + "+/"
URLSAFE = AN + "-_"


def _raw(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def fresh(fn):
    """Call fn() until it returns a value never produced before."""
    for _ in range(1000):
        v = fn()
        if v not in _SEEN:
            _SEEN.add(v)
            return v
    raise RuntimeError("could not make a fresh value")


def rs(alpha, n):
    return fresh(lambda: _raw(alpha, n))


def an(n):
    return rs(AN, n)


def hx(n):
    return rs(HEXL, n)


def uid():
    return fresh(lambda: str(_uuid.UUID(int=R.getrandbits(128), version=4)))


def b64(nbytes):
    return fresh(lambda: base64.b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode())


def b64url(nbytes):
    return fresh(
        lambda: (
            base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(nbytes)))
            .decode()
            .rstrip("=")
        )
    )


def digits(n):
    return fresh(lambda: str(R.randint(1, 9)) + _raw(DG, n - 1))


WORDS = (
    "amber anchor apple arrow autumn badger bamboo banjo basil beacon birch bison blossom "
    "cactus candle canyon cedar cobalt comet copper coral cricket crimson dagger delta dune "
    "ember falcon fennel fjord forest garnet ginger glacier granite harbor hazel heron iris "
    "ivory jasper juniper kettle kiwi lagoon lantern lemon lotus magnet maple meadow mango "
    "marble meteor mint nectar nickel oasis olive onyx orbit otter pebble pepper pine plum "
    "prism quartz quill raven reef river saffron sage sapphire shadow silver sparrow spruce "
    "summit tango thistle thunder tiger topaz tulip umber velvet violet walnut willow zephyr"
).split()


def _strongpw():
    n = R.randint(12, 22)
    alpha = AN + "!@#$%^&*()-_=+[]{}.,;:?~"
    while True:
        p = _raw(alpha, n)
        if (
            any(c.isupper() for c in p)
            and any(c.islower() for c in p)
            and any(c.isdigit() for c in p)
            and any(not c.isalnum() for c in p)
        ):
            return p


def _memorable():
    sep = R.choice(["-", ".", "_", "", "+", "!"])
    ws = R.sample(WORDS, R.randint(2, 4))
    if R.random() < 0.5:
        ws = [w.capitalize() for w in ws]
    return sep.join(ws) + R.choice(
        ["", str(R.randint(1, 99)), "!", "#" + str(R.randint(10, 999)), "$" + str(R.randint(1, 9))]
    )


def _oddpw():
    # values with dots, leading brackets or '#', which naive heuristics wave through
    k = R.randint(0, 5)
    if k == 0:
        return "#" + _raw(AN, R.randint(10, 16)) + R.choice("!$%")
    if k == 1:
        return "[" + _raw(AN, R.randint(8, 12)) + "]" + _raw(DG, 3)
    if k == 2:
        return _raw(LO, 5) + "." + _raw(AN, 6) + "." + _raw(DG, 4)
    if k == 3:
        return "{" + _raw(AN + "@%", 12) + "}"
    if k == 4:
        return (
            R.choice(WORDS).capitalize() + "." + R.choice(WORDS) + "." + str(R.randint(1900, 2030))
        )
    return "(" + _raw(AN, 10) + ")" + R.choice("#?&")


def pw():
    k = R.random()
    if k < 0.5:
        return fresh(_strongpw)
    if k < 0.8:
        return fresh(_memorable)
    return fresh(_oddpw)


def strong():
    return fresh(_strongpw)


def mem():
    return fresh(_memorable)


def odd():
    return fresh(_oddpw)


USERS = [
    "alice",
    "bob.k",
    "m.tanaka",
    "j.doe",
    "svc-deploy",
    "admin",
    "root",
    "priya",
    "ops",
    "lukas.b",
    "deploy-bot",
    "fatima",
    "carlos.r",
    "anna_k",
    "ci-runner",
    "dbadmin",
    "olu",
    "nguyen.t",
    "wei.zhang",
    "sofia",
]


def user():
    return R.choice(USERS) + (str(R.randint(1, 99)) if R.random() < 0.4 else "")


def host():
    return (
        R.choice(
            [
                "db",
                "pg",
                "mysql",
                "mongo",
                "redis",
                "cache",
                "api",
                "internal",
                "prod-db",
                "replica",
            ]
        )
        + str(R.randint(1, 9))
        + "."
        + R.choice(
            [
                "corp.example.net",
                "acme.io",
                "svc.cluster.local",
                "eu-west-1.rds.amazonaws.com",
                "int.mycompany.com",
                "lan",
                "staging.internal",
            ]
        )
    )


# --------------------------------------------------------------------------------------
# provider tokens
# --------------------------------------------------------------------------------------


def _jwt_like(prefix=""):
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = b64url(R.randint(40, 70))
    return prefix + head + "." + body + "." + b64url(32)


def _bech32(n):
    return rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", n)


PROVIDERS = [
    ("aws", lambda: "AKIA" + rs(B32, 16) + " / " + rs(B64, 40)),
    ("aws-sts", lambda: "ASIA" + rs(B32, 16)),
    ("github-pat", lambda: "ghp_" + an(36)),
    ("github-fine", lambda: "github_pat_" + rs(AN, 22) + "_" + an(59)),
    ("github-oauth", lambda: "gho_" + an(36)),
    ("github-app", lambda: "ghs_" + an(36)),
    ("github-refresh", lambda: "ghr_" + an(36)),
    ("gitlab-pat", lambda: "glpat-" + rs(URLSAFE, 20)),
    ("gitlab-runner", lambda: "glrt-" + rs(URLSAFE, 20)),
    ("gitlab-deploy", lambda: "gldt-" + rs(URLSAFE, 20)),
    ("gitlab-trigger", lambda: "glptt-" + hx(40)),
    ("gitlab-runner-reg", lambda: "GR1348941" + rs(URLSAFE, 20)),
    ("slack-bot", lambda: "xoxb-" + digits(12) + "-" + digits(13) + "-" + an(24)),
    (
        "slack-user",
        lambda: "xoxp-" + digits(11) + "-" + digits(12) + "-" + digits(13) + "-" + hx(32),
    ),
    ("slack-app", lambda: "xapp-1-A" + rs(UP + DG, 10) + "-" + digits(13) + "-" + hx(64)),
    (
        "slack-webhook",
        lambda: (
            "https://hooks.slack.com/services/T"
            + rs(UP + DG, 10)
            + "/B"
            + rs(UP + DG, 10)
            + "/"
            + an(24)
        ),
    ),
    ("stripe-live", lambda: "sk_live_" + an(R.choice([24, 99]))),
    ("stripe-restricted", lambda: "rk_live_" + an(99)),
    ("stripe-webhook", lambda: "whsec_" + an(32)),
    ("openai-proj", lambda: "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)),
    ("openai-legacy", lambda: "sk-" + an(20) + "T3BlbkFJ" + an(20)),
    ("openai-svc", lambda: "sk-svcacct-" + rs(URLSAFE, 58) + "T3BlbkFJ" + rs(URLSAFE, 58)),
    ("anthropic", lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"),
    ("anthropic-admin", lambda: "sk-ant-admin01-" + rs(URLSAFE, 93) + "AA"),
    ("google-api", lambda: "AIza" + rs(URLSAFE, 35)),
    ("google-oauth-secret", lambda: "GOCSPX-" + rs(URLSAFE, 28)),
    ("huggingface", lambda: "hf_" + rs(UP + LO, 34)),
    ("npm", lambda: "npm_" + an(36)),
    ("pypi", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 70)),
    ("twilio", lambda: "SK" + hx(32)),
    ("sendgrid", lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)),
    ("mailgun", lambda: "key-" + hx(32)),
    ("mailchimp", lambda: hx(32) + "-us" + str(R.randint(1, 21))),
    ("shopify-admin", lambda: "shpat_" + hx(32)),
    ("shopify-secret", lambda: "shpss_" + hx(32)),
    ("digitalocean", lambda: "dop_v1_" + hx(64)),
    ("digitalocean-oauth", lambda: "doo_v1_" + hx(64)),
    ("heroku-new", lambda: "HRKU-AA" + rs(URLSAFE, 58)),
    ("doppler", lambda: "dp.pt." + an(43)),
    ("vault-service", lambda: "hvs." + rs(URLSAFE, 90)),
    ("vault-batch", lambda: "hvb." + rs(URLSAFE, 138)),
    ("databricks", lambda: "dapi" + hx(32)),
    ("grafana-cloud", lambda: "glc_" + rs(AN, 60) + "=="),
    ("grafana-sa", lambda: "glsa_" + an(32) + "_" + hx(8)),
    ("sentry-org", lambda: "sntrys_eyJpYXQiOjE3" + rs(AN, 80) + "_" + rs(AN, 43)),
    ("sentry-user", lambda: "sntryu_" + hx(64)),
    ("linear", lambda: "lin_api_" + an(40)),
    ("notion", lambda: "ntn_" + digits(11) + an(35)),
    ("atlassian", lambda: "ATATT3xFfGF0" + rs(URLSAFE, 170) + "=" + rs(HEXU, 8)),
    ("discord-bot", lambda: b64url(14)[:24] + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)),
    ("telegram-bot", lambda: digits(10) + ":AA" + rs(URLSAFE, 33)),
    ("postman", lambda: "PMAK-" + hx(24) + "-" + hx(34)),
    ("pulumi", lambda: "pul-" + hx(40)),
    ("terraform-cloud", lambda: an(14) + ".atlasv1." + rs(URLSAFE, 67)),
    ("flyio", lambda: "fo1_" + rs(URLSAFE, 43)),
    ("netlify", lambda: "nfp_" + an(36)),
    ("supabase", lambda: "sbp_" + hx(40)),
    ("supabase-secret", lambda: "sb_secret_" + rs(URLSAFE, 31)),
    ("planetscale", lambda: "pscale_tkn_" + rs(URLSAFE, 43)),
    ("planetscale-pw", lambda: "pscale_pw_" + rs(URLSAFE, 43)),
    ("airtable", lambda: "pat" + an(14) + "." + hx(64)),
    ("dynatrace", lambda: "dt0c01." + rs(UP + DG, 24) + "." + rs(UP + DG, 64)),
    ("newrelic", lambda: "NRAK-" + rs(UP + DG, 27)),
    ("newrelic-insert", lambda: "NRII-" + rs(URLSAFE, 32)),
    ("age", lambda: "AGE-SECRET-KEY-1" + _bech32(58).upper()),
    ("adafruit", lambda: "aio_" + an(28)),
    ("alibaba", lambda: "LTAI" + an(20)),
    ("azure-ad", lambda: rs(AN, 3) + "8Q~" + rs(URLSAFE + ".~", 34)),
    ("clojars", lambda: "CLOJARS_" + rs(LO + DG, 60)),
    ("contentful", lambda: "CFPAT-" + rs(URLSAFE, 43)),
    ("duffel", lambda: "duffel_live_" + rs(URLSAFE, 43)),
    ("easypost", lambda: "EZAK" + an(54)),
    ("flutterwave", lambda: "FLWSECK-" + hx(32) + "-X"),
    ("frameio", lambda: "fio-u-" + rs(URLSAFE, 64)),
    ("mapbox", lambda: "sk.eyJ1Ijoi" + an(50) + "." + rs(URLSAFE, 22)),
    ("1password-sa", lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs(URLSAFE, 120)),
    (
        "1password-secretkey",
        lambda: (
            "A3-"
            + rs(UP + DG, 6)
            + "-"
            + rs(UP + DG, 6)
            + "-"
            + "-".join(rs(UP + DG, 5) for _ in range(4))
        ),
    ),
    ("prefect", lambda: "pnu_" + an(36)),
    ("readme", lambda: "rdme_" + rs(LO + DG, 70)),
    ("rubygems", lambda: "rubygems_" + hx(48)),
    ("scalingo", lambda: "tk-us-" + rs(URLSAFE, 48)),
    ("brevo", lambda: "xkeysib-" + hx(64) + "-" + an(16)),
    ("shippo", lambda: "shippo_live_" + hx(40)),
    ("square", lambda: "EAAA" + rs(URLSAFE, 60)),
    ("square-oauth", lambda: "sq0csp-" + rs(URLSAFE, 43)),
    ("typeform", lambda: "tfp_" + rs(URLSAFE, 59)),
    ("yandex", lambda: "y0_" + rs(URLSAFE, 55)),
    ("harness", lambda: "pat." + an(22) + "." + an(24) + "." + an(20)),
    ("infracost", lambda: "ico-" + an(32)),
    ("octopus", lambda: "API-" + rs(UP + DG, 26)),
    ("groq", lambda: "gsk_" + an(52)),
    ("perplexity", lambda: "pplx-" + an(48)),
    ("xai", lambda: "xai-" + an(80)),
    ("replicate", lambda: "r8_" + an(37)),
    ("langsmith", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10)),
    ("together", lambda: "tgp_v1_" + rs(URLSAFE, 43)),
    ("artifactory", lambda: "AKCp" + an(69)),
    ("braintree", lambda: "access_token$production$" + rs(LO + DG, 16) + "$" + hx(32)),
    ("razorpay", lambda: "rzp_live_" + an(14)),
    ("paystack", lambda: "sk_live_" + hx(40)),
    ("buildkite", lambda: "bkua_" + hx(40)),
    ("circleci", lambda: "CCIPAT_" + an(22) + "_" + hx(40)),
    ("sourcegraph", lambda: "sgp_" + hx(16) + "_" + hx(40)),
    ("dockerhub", lambda: "dckr_pat_" + rs(URLSAFE, 27)),
    ("nuget", lambda: "oy2" + rs(LO + DG, 43)),
    ("resend", lambda: "re_" + an(8) + "_" + an(24)),
    ("figma", lambda: "figd_" + rs(URLSAFE, 40)),
    ("hubspot", lambda: "pat-na1-" + uid()),
    ("pinecone", lambda: "pcsk_" + an(5) + "_" + an(60)),
    ("tailscale", lambda: "tskey-auth-k" + an(10) + "CNTRL-" + an(33)),
    ("tailscale-api", lambda: "tskey-api-k" + an(10) + "CNTRL-" + an(33)),
    ("bitwarden-sm", lambda: "0." + uid() + "." + an(30) + ":" + b64(16)),
    ("honeycomb", lambda: "hcaik_01" + rs(LO + DG, 58)),
    ("launchdarkly", lambda: "api-" + uid()),
    ("azure-devops", lambda: rs(LO + "234567", 52)),
    ("firebase-fcm", lambda: "AAAA" + an(7) + ":APA91b" + rs(URLSAFE, 134)),
    ("twitter-bearer", lambda: "AAAAAAAAAAAAAAAAAAAAA" + an(30) + "%3D" + an(50)),
    ("facebook", lambda: "EAAG" + an(160)),
    (
        "teams-webhook",
        lambda: (
            "https://acme.webhook.office.com/webhookb2/"
            + uid()
            + "@"
            + uid()
            + "/IncomingWebhook/"
            + hx(32)
            + "/"
            + uid()
        ),
    ),
    (
        "discord-webhook",
        lambda: "https://discord.com/api/webhooks/" + digits(18) + "/" + rs(URLSAFE, 68),
    ),
    ("render", lambda: "rnd_" + an(32)),
    (
        "cloudinary",
        lambda: (
            "cloudinary://"
            + digits(15)
            + ":"
            + rs(URLSAFE, 27)
            + "@"
            + R.choice(["acme", "shopco", "media-prod"])
        ),
    ),
    ("akamai", lambda: "akab-" + rs(LO + DG, 16) + "-" + rs(LO + DG, 16)),
    ("scaleway", lambda: "SCW" + rs(UP + DG, 17) + " " + uid()),
    ("clickhouse", lambda: "4b1d" + an(38)),
    ("settlemint", lambda: "sm_pat_" + an(16)),
    ("maxmind", lambda: an(6) + "_" + an(29) + "_mmk"),
    ("openshift", lambda: "sha256~" + rs(URLSAFE, 43)),
    ("sonarqube", lambda: "squ_" + hx(40)),
    ("twitch", lambda: "oauth:" + rs(LO + DG, 30)),
    ("okta", lambda: "00" + rs(URLSAFE, 40)),
    ("plaid", lambda: "access-production-" + uid()),
    ("mongodb-atlas-sa", lambda: "mdb_sa_sk_" + rs(URLSAFE, 40)),
    ("infisical", lambda: "st." + uid() + "." + hx(32) + "." + hx(32)),
    ("ngrok", lambda: "2" + an(26) + "_" + an(21)),
    ("fireworks", lambda: "fw_" + an(24)),
    ("deepseek", lambda: "sk-" + hx(32)),
    ("mistral", lambda: an(32)),
    ("cohere", lambda: an(40)),
    ("fastly", lambda: rs(URLSAFE, 32)),
    ("linode", lambda: hx(64)),
    ("hetzner", lambda: an(64)),
    ("datadog", lambda: hx(32) + " and app key " + hx(40)),
    ("algolia", lambda: hx(32)),
    ("etherscan", lambda: rs(UP + DG, 34)),
    ("vonage", lambda: hx(8) + " / " + an(16)),
    ("jwt-supabase-service", lambda: _jwt_like()),
    (
        "azure-storage",
        lambda: (
            "DefaultEndpointsProtocol=https;AccountName="
            + R.choice(["acmeprod", "logsstore", "mediablob"])
            + ";AccountKey="
            + b64(64)
            + ";EndpointSuffix=core.windows.net"
        ),
    ),
    (
        "sentry-dsn",
        lambda: (
            "https://" + hx(32) + ":" + hx(32) + "@o" + digits(6) + ".ingest.sentry.io/" + digits(7)
        ),
    ),
    (
        "gcp-sa-key",
        lambda: (
            '{"type": "service_account", "project_id": "acme-prod", "private_key_id": "'
            + hx(40)
            + '", "client_email": "deployer@acme-prod.iam.gserviceaccount.com"}'
        ),
    ),
]

# vendors whose keys have no prefix need a vendor word next to them
_NAMED = {
    "mistral": "Mistral",
    "cohere": "Cohere",
    "fastly": "Fastly",
    "linode": "Linode",
    "hetzner": "Hetzner Cloud",
    "datadog": "Datadog",
    "algolia": "Algolia admin",
    "etherscan": "Etherscan",
    "vonage": "Vonage",
    "okta": "Okta",
    "azure-devops": "Azure DevOps",
    "deepseek": "DeepSeek",
    "ngrok": "ngrok",
    "launchdarkly": "LaunchDarkly",
    "jwt-supabase-service": "Supabase service_role",
    "scaleway": "Scaleway",
    "1password-secretkey": "1Password",
    "azure-ad": "Azure app registration",
    "discord-bot": "Discord bot",
    "maxmind": "MaxMind",
    "clickhouse": "ClickHouse Cloud",
    "gcp-sa-key": "GCP service account",
}

PROVIDER_WRAP = [
    "{v}",
    "here's the token: {v}",
    "ok I rotated it, new one is {v}",
    "can you remember this for the {n} integration? {v}",
    "{n} key -> {v}",
    "paste this into the CI settings: {v} (don't share)",
    "note to self: {n} = {v}",
    "The failing request used `{v}` in the Authorization header.",
    "i keep forgetting it so store it: {v}",
    "For the {n} account: {v} — expires end of month.",
    "Bearer {v}",
    "curl -H 'Authorization: Bearer {v}' https://api.example.com/v1/me",
    "export TOKEN={v}",
    "{v} <- that's what the onboarding email gave me for {n}",
    "Can you check why {n} rejects {v}? It worked yesterday.",
    "remember my {n} creds pls: {v}",
    "Moving this from Slack so I don't lose it: {v}",
    "new {n} one, old revoked: {v}",
]


def provider_items():
    out = []
    for name, gen in PROVIDERS:
        for _ in range(
            2
            if name in ("github-pat", "openai-proj", "aws", "stripe-live", "slack-bot", "anthropic")
            else 1
        ):
            v = gen()
            n = _NAMED.get(name, name.split("-")[0].capitalize())
            if name in _NAMED:
                t = R.choice(
                    [
                        "{n} API key: {v}",
                        "my {n} token is {v}",
                        "{n} secret -> {v}",
                        "set the {n} credential to {v} in prod",
                        "{n}: {v}",
                    ]
                )
            else:
                t = R.choice(PROVIDER_WRAP)
            out.append((t.format(v=v, n=n), "provider"))
    return out


# --------------------------------------------------------------------------------------
# key/value config lines
# --------------------------------------------------------------------------------------


def _env_key():
    pre = R.choice(
        [
            "DB",
            "POSTGRES",
            "MYSQL_ROOT",
            "REDIS",
            "SMTP",
            "LDAP_BIND",
            "ADMIN",
            "APP",
            "KEYCLOAK_ADMIN",
            "RABBITMQ_DEFAULT",
            "MONGO_INITDB_ROOT",
            "GRAFANA_ADMIN",
            "JENKINS",
            "SFTP",
            "VPN",
            "WIFI",
            "ELASTIC",
            "MINIO_ROOT",
            "S3",
            "SSO_CLIENT",
            "PAYMENT_GATEWAY",
            "INTERNAL",
        ]
    )
    word = R.choice(
        [
            "PASSWORD",
            "PASSWD",
            "PASS",
            "PWD",
            "SECRET",
            "SECRET_KEY",
            "API_KEY",
            "TOKEN",
            "AUTH_TOKEN",
            "PASSPHRASE",
            "PRIVATE_KEY",
            "ACCESS_KEY",
            "CLIENT_SECRET",
            "CREDENTIALS",
            "PIN",
        ]
    )
    suf = R.choice(["", "", "_PROD", "_STAGING", "1", "_2", "_OLD", "_NEW", "_B64", "_V2", "_EU"])
    return pre + "_" + word + suf


def _camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def _kebab(k):
    return k.lower().replace("_", "-")


def kv_items():
    out = []
    gens = []

    def add(f):
        gens.append(f)
        return f

    @add
    def env():
        return f"{_env_key()}={pw()}"

    @add
    def env_quoted():
        return f'export {_env_key()}="{pw()}"'

    @add
    def dotenv_block():
        return f"# .env.production\nNODE_ENV=production\nPORT=8080\n{_env_key()}='{pw()}'\nLOG_LEVEL=info"

    @add
    def yaml_line():
        k = _camel(_env_key())
        return f"{k}: {pw()}"

    @add
    def yaml_nested():
        return (
            f"database:\n  host: {host()}\n  port: 5432\n  username: {user()}\n"
            f'  {R.choice(["password", "dbPassword", "pass", "user_password", "Password"])}: "{pw()}"'
        )

    @add
    def json_line():
        k = R.choice(
            [
                _camel(_env_key()),
                _env_key(),
                "clientSecret",
                "apiKeyProd",
                "x-api-key",
                "refresh_token",
                "masterPassword",
            ]
        )
        return f'{{"endpoint": "https://{host()}", "{k}": "{pw()}", "retries": 3}}'

    @add
    def toml():
        return f'[{R.choice(["database", "smtp", "auth", "service.payments"])}]\nuser = "{user()}"\n{_env_key().lower()} = "{pw()}"'

    @add
    def ini():
        return f"[{R.choice(['client', 'mysqld', 'credentials', 'default'])}]\nuser={user()}\n{R.choice(['password', 'Password', 'pass', 'secret_key', 'aws_secret_access_key'])} = {pw()}"

    @add
    def aws_creds():
        return f"[default]\naws_access_key_id = AKIA{rs(B32, 16)}\naws_secret_access_key = {rs(B64, 40)}"

    @add
    def netrc():
        return f"machine {host()} login {user()} password {pw()}"

    @add
    def netrc_multi():
        return f"machine api.heroku.com\n  login {user()}@example.com\n  password {hx(8)}-{hx(4)}-{hx(4)}-{hx(4)}-{hx(12)}"

    @add
    def pgpass():
        return f"{host()}:5432:*:{user()}:{pw()}"

    @add
    def kubeconfig():
        return f"users:\n- name: {R.choice(['admin', 'ci', 'prod-admin'])}\n  user:\n    token: {_jwt_like()}"

    @add
    def kube_secret():
        return (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n"
            f"  password: {base64.b64encode(strong().encode()).decode()}"
        )

    @add
    def kube_stringdata():
        return f"stringData:\n  {R.choice(['DB_PASS', 'adminPassword', 'api-token', 'redis_password'])}: {pw()}"

    @add
    def docker_config():
        auth = base64.b64encode(f"{user()}:{strong()}".encode()).decode()
        return f'{{"auths": {{"{R.choice(["https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com", "123456789012.dkr.ecr.eu-west-1.amazonaws.com"])}": {{"auth": "{auth}"}}}}}}'

    @add
    def conn_pg():
        return f"postgresql://{user()}:{strong().replace('@', '%40').replace('/', '%2F').replace('#', '%23').replace('?', '%3F')}@{host()}:5432/app"

    @add
    def conn_mongo():
        return f"mongodb+srv://{user()}:{an(16)}@cluster{R.randint(0, 9)}.{rs(LO + DG, 5)}.mongodb.net/?retryWrites=true"

    @add
    def conn_redis():
        return f"redis://:{an(24)}@{host()}:6379/0"

    @add
    def conn_amqp():
        return f"amqps://{user()}:{mem()}@{host()}/vhost"

    @add
    def jdbc():
        return f"jdbc:sqlserver://{host()}:1433;databaseName=Sales;user={user()};password={pw()};encrypt=true"

    @add
    def ado():
        return f"Server=tcp:{host()},1433;Initial Catalog=crm;User ID={user()};Password={pw()};"

    @add
    def cli_mysql():
        return f"mysql -h {host()} -u {user()} -p'{strong()}' app_db"

    @add
    def cli_flag():
        flag = R.choice(
            [
                "--password",
                "--db-password",
                "--admin-pass",
                "--api-key",
                "--token",
                "--client-secret",
                "--registry-password",
                "--passphrase",
                "--secret",
                "-p",
            ]
        )
        return f"{R.choice(['./deploy.sh', 'helm install app ./chart', 'docker login ghcr.io -u ' + user(), 'vault login', 'psql', 'sqlcmd -S ' + host()])} {flag}{R.choice([' ', '='])}{pw()}"

    @add
    def helm_set():
        return f"helm upgrade api ./chart --set {R.choice(['postgresql.auth.password', 'redis.auth.password', 'secrets.apiKey', 'admin.passwordHash'])}={strong()}"

    @add
    def sshpass():
        return f"sshpass -p '{pw()}' ssh {user()}@{host()}"

    @add
    def curl_user():
        return f"curl -u {user()}:{strong()} https://{host()}/api/health"

    @add
    def xml_cfg():
        return f'<add key="{R.choice(["SmtpPassword", "ApiSecret", "StripeKeyLive", "PaymentToken"])}" value="{pw()}" />'

    @add
    def properties():
        return f"spring.datasource.password={pw()}"

    @add
    def php():
        return f"define('{R.choice(['DB_PASSWORD', 'AUTH_KEY', 'SECURE_AUTH_SALT', 'LOGGED_IN_KEY'])}', '{strong()}');"

    @add
    def python_assign():
        return f'{R.choice(["db_password", "SECRET_KEY", "apiToken", "smtp_pass", "stripe_secret_live"])} = "{pw()}"'

    @add
    def js_const():
        return f"const {R.choice(['adminPassword', 'jwtSecret', 'sessionSecret', 'API_KEY_PROD'])} = '{pw()}';"

    @add
    def header():
        return f"{R.choice(['X-Api-Key', 'X-Auth-Token', 'api-key', 'X-Shopify-Access-Token', 'PRIVATE-TOKEN'])}: {an(R.randint(28, 48))}"

    @add
    def query_string():
        return f"https://{host()}/export?user={user()}&{R.choice(['password', 'access_token', 'apikey', 'sig', 'client_secret'])}={an(R.randint(20, 40))}"

    @add
    def spaced_equals():
        return f"{_kebab(_env_key())} : {pw()}"

    @add
    def mixed_case_key():
        k = R.choice(
            [
                "MyAppPassword",
                "prodDbPASS",
                "Wifi_Pwd",
                "userPassWord2",
                "secretToken",
                "Admin-Password-Old",
                "smtp.password",
                "mail__password",
                "OAUTH_CLIENTSECRET",
                "signingKeyB64",
            ]
        )
        return f"{k}={pw()}"

    @add
    def wifi():
        return f"WIFI:T:WPA;S:{R.choice(['Home-5G', 'Office_Guest', 'FRITZ!Box 7590', 'Vodafone-ABCD'])};P:{mem()};;"

    @add
    def wpa():
        return f'network={{\n    ssid="{R.choice(["Cottage", "Lab-Net", "Studio"])}"\n    psk="{pw()}"\n}}'

    @add
    def htpasswd_plain():
        return f"# basic auth for staging\nauth_basic_user = {user()}\nauth_basic_password = {pw()}"

    @add
    def gitcred():
        return f"https://{user()}:{'ghp_' + an(36)}@github.com"

    @add
    def npmrc():
        return f"//registry.npmjs.org/:_authToken={'npm_' + an(36)}"

    @add
    def pip_conf():
        return f"[global]\nindex-url = https://{user()}:{an(20)}@pypi.internal.example.com/simple"

    @add
    def terraform_tfvars():
        return f'{R.choice(["db_admin_password", "vpn_psk", "root_password_override", "github_token"])} = "{pw()}"'

    @add
    def ansible():
        return f"ansible_become_pass: {pw()}"

    @add
    def powershell():
        return f"$cred = ConvertTo-SecureString '{strong()}' -AsPlainText -Force"

    @add
    def set_cmd():
        return f"set {_env_key()}={pw()}"

    @add
    def docker_run():
        return f"docker run -e {_env_key()}={pw()} -p 5432:5432 postgres:16"

    @add
    def compose():
        return f"services:\n  db:\n    image: mariadb:11\n    environment:\n      - MARIADB_ROOT_PASSWORD={pw()}"

    @add
    def github_actions():
        return f"env:\n  DEPLOY_TOKEN: {'ghp_' + an(36)}\n  PROD_SSH_PASSPHRASE: {mem()}"

    @add
    def smtp_url():
        return f"smtp://{user()}%40example.com:{an(16)}@smtp.sendgrid.net:587"

    @add
    def colon_only():
        return f"{R.choice(['pw', 'pwd', 'passwd', 'pass', 'PW', 'Kennwort', 'mdp'])}: {pw()}"

    @add
    def arrow():
        return f"{R.choice(['root password', 'admin pw', 'router pass', 'nas password'])} => {pw()}"

    for g in gens:
        out.append((g(), "keyvalue"))
    while len(out) < 110:
        out.append((R.choice(gens)(), "keyvalue"))
    return out


# --------------------------------------------------------------------------------------
# natural-language disclosures
# --------------------------------------------------------------------------------------

LANG_TEMPLATES = {
    "de": [
        "Mein Passwort für das Firmenkonto ist {p}",
        "Das Kennwort vom Router lautet {p}, bitte merken.",
        "Meine PIN ist {n}",
        "Zugangscode für die Haustür: {n}",
    ],
    "fr": [
        "Mon mot de passe est {p}",
        "Le code d'accès du portail est {n}, ne le note nulle part.",
        "mdp du compte Free : {p}",
        "Voici ma phrase secrète : {p}",
    ],
    "es": [
        "Mi contraseña del banco es {p}",
        "La clave del wifi es {p}",
        "Mi PIN de la tarjeta es {n}",
        "Código de recuperación: {c}",
    ],
    "pt": [
        "Minha senha do e-mail é {p}",
        "A senha do cofre é {n}",
        "Código de acesso do prédio: {n}",
    ],
    "it": [
        "La mia password di Instagram è {p}",
        "Il PIN del bancomat è {n}",
        "La parola d'ordine è {p}",
    ],
    "nl": ["Mijn wachtwoord is {p}", "De pincode van mijn pas is {n}", "Toegangscode kantoor: {n}"],
    "sv": ["Mitt lösenord är {p}", "Koden till porten är {n}", "Min PIN-kod är {n}"],
    "da": ["Min adgangskode er {p}", "Pinkoden til kortet er {n}"],
    "no": ["Passordet mitt er {p}", "Koden til garasjen er {n}"],
    "fi": ["Salasanani on {p}", "Pankkikortin PIN-koodi on {n}", "Tunnuslause on {p}"],
    "pl": ["Moje hasło do poczty to {p}", "Kod PIN do karty: {n}", "Hasło do wifi: {p}"],
    "cs": ["Moje heslo je {p}", "PIN ke kartě je {n}"],
    "hu": ["A jelszavam {p}", "A PIN-kódom {n}"],
    "ro": ["Parola mea este {p}", "Codul PIN este {n}"],
    "tr": ["Şifrem {p}", "Kartımın PIN kodu {n}", "Wi-Fi parolası: {p}"],
    "ru": [
        "Мой пароль от почты: {p}",
        "ПИН-код карты — {n}",
        "Код доступа в подъезд {n}",
        "Кодовая фраза: {p}",
    ],
    "uk": ["Мій пароль {p}", "Пін-код від картки {n}"],
    "el": ["Ο κωδικός μου είναι {p}", "Το PIN της κάρτας είναι {n}"],
    "ar": ["كلمة المرور الخاصة بي هي {p}", "الرقم السري للبطاقة {n}", "كلمة السر: {p}"],
    "he": ["הסיסמה שלי היא {p}", "קוד הכניסה לבניין {n}"],
    "fa": ["رمز عبور من {p} است", "رمز کارت بانکی‌ام {n} است"],
    "hi": ["मेरा पासवर्ड {p} है", "मेरा एटीएम पिन {n} है"],
    "bn": ["আমার পাসওয়ার্ড {p}", "পিন নম্বর {n}"],
    "zh": ["我的密码是{p}", "银行卡密码：{n}", "恢复码：{c}", "我的支付密码是 {n}，别告诉别人"],
    "zh-tw": ["我的密碼是 {p}", "提款卡密碼 {n}"],
    "ja": ["私のパスワードは{p}です", "暗証番号は{n}です", "合言葉は「{p}」", "パスワード：{p}"],
    "ko": ["내 비밀번호는 {p}이야", "카드 비밀번호 {n}", "비번: {p}"],
    "vi": ["Mật khẩu của tôi là {p}", "Mã PIN thẻ ATM là {n}"],
    "th": ["รหัสผ่านของฉันคือ {p}", "รหัส PIN คือ {n}"],
    "id": ["Kata sandi saya {p}", "PIN ATM saya {n}", "Sandi wifi rumah: {p}"],
    "ms": ["Kata laluan saya ialah {p}"],
    "tl": ["Ang password ko ay {p}"],
    "sw": ["Nenosiri langu ni {p}", "Namba ya siri ya kadi ni {n}"],
    "ca": ["La meva contrasenya és {p}"],
    "hr": ["Moja lozinka je {p}"],
    "sk": ["Moje heslo je {p}, nikomu ho nehovor"],
    "lt": ["Mano slaptažodis yra {p}"],
    "et": ["Minu parool on {p}"],
}

EN_PHRASES = [
    "{p} is my password for the gym app",
    "{p} — that's the admin password, keep it safe",
    "use {p} as the password when it asks",
    "Use {p} as your passphrase for the vault",
    "login: {u} / {p}",
    "Login {u} / pw {p}",
    "user {u}, pass {p}",
    "password：{p}",
    "Password︰ {p}",
    "PIN：{n}",
    "The password? It's {p}.",
    "I set the password to {p} yesterday",
    "changed my pw to {p} after the breach",
    "for the record the wifi password is {p}",
    "my netflix login is {u} and the password is {p}",
    "credentials are {u}:{p}",
    "The new passcode for the alarm is {n}",
    "alarm code {n}, garage code {n2}",
    "Passphrase for my SSH key: {p}",
    "remember my bank PIN: {n}",
    "The unlock code for my phone is {n}",
    "access code is {n} for the lockbox",
    "You'll need {p} to get into the shared drive — that's the password",
    "pw = {p} (don't tell Sam)",
    "the master password for Bitwarden is {p}",
    "It's {p}. The password, I mean.",
    "Password for the PDF is {p}",
    "my recovery code is {c}",
    "if you need to log in as me: {u}, {p}",
    "Here are my creds — {u} // {p}",
    "Type {p} when prompted for the sudo password",
    "our shared Disney+ password became {p}",
    "Sign in with {u} and the password {p}",
    "p/w: {p}",
    "new password for the VPN: {p}",
]


def _rec():
    return fresh(lambda: "-".join(_raw(LO + DG, 4) for _ in range(R.choice([2, 3, 4]))))


def _pin():
    return fresh(lambda: _raw(DG, R.choice([4, 4, 5, 6, 6, 8])))


def language_items():
    out = []
    for lang, ts in LANG_TEMPLATES.items():
        for t in ts:
            out.append((t.format(p=pw(), n=_pin(), c=_rec()), "language"))
    for t in EN_PHRASES:
        out.append((t.format(p=pw(), n=_pin(), n2=_pin(), u=user(), c=_rec()), "language"))
    return out


# --------------------------------------------------------------------------------------
# weak context and obfuscation
# --------------------------------------------------------------------------------------

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
CONF = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "y": "у",
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


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def zwsp(s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i and i % R.randint(2, 5) == 0:
            out.append(R.choice(ZW))
    return "".join(out)


def confuse(s):
    return "".join(CONF[c] if c in CONF and R.random() < 0.6 else c for c in s)


def spaced(s, k=None):
    k = k or R.choice([4, 5, 6])
    return R.choice([" ", "  ", " - ", " "]).join(s[i : i + k] for i in range(0, len(s), k))


def _tok():
    return R.choice(
        [
            lambda: "ghp_" + an(36),
            lambda: "sk-proj-" + rs(URLSAFE, 48) + "T3BlbkFJ" + rs(URLSAFE, 48),
            lambda: "AKIA" + rs(B32, 16),
            lambda: "xoxb-" + digits(12) + "-" + digits(12) + "-" + an(24),
            lambda: "sk_live_" + an(40),
            lambda: "glpat-" + rs(URLSAFE, 20),
            lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
            lambda: "hf_" + rs(UP + LO, 34),
            lambda: "AIza" + rs(URLSAFE, 35),
            lambda: "npm_" + an(36),
            lambda: "dop_v1_" + hx(64),
            lambda: "gsk_" + an(52),
        ]
    )()


WEAK = [
    "I'm off till Monday. If the router needs a reboot, the admin page wants {u} and then {p}.",
    "Got this from IT for the new laptop: {u} / {p}",
    "for the lock screen just type {p}",
    "cabin wifi: network is {ssid}, and the other thing is {p}",
    "the safe opens with {n}",
    "ssh in as {u}, when it prompts, answer {p}",
    "for the staging box it's {u} + {p}, same as last time",
    "the thing you type after your email on the portal: {p}",
    "your temporary one is {p} — change it on first sign-in",
    "IT reset it, it's now {p}",
    "we share the streaming account, {u}@gmail.com with {p}",
    "key for the shed padlock combination: {n}",
    "the door keypad takes {n} then the hash key",
    "Mom's iPad unlocks with {n}",
    "the zip file from accounting opens with {p}",
    "to decrypt the backup, enter {p} at the prompt",
    "when the BIOS asks, it's {p}",
    "sudo on the build server takes {p}",
    "what you put on the second line of the sign-in form is {p}",
    "{u} and {p} get you into the shared Google account",
    "It finally accepted {p} after I added the symbol",
    "Just texted you what to enter at the login, but in case: {p}",
    "root@{h} — {p}",
    "admin / {p} for the camera NVR",
    "the envelope from HR said {p}, I haven't changed it yet",
    "tried {p} and it let me in to the payroll site",
    "Your one-time sign-in code is {n6}. It expires in 10 minutes.",
    "The Wi-Fi at the Airbnb is {ssid}; the host says {p}",
]


def plain_items():
    out = []
    for t in WEAK:
        out.append(
            (
                t.format(
                    u=user(),
                    p=pw(),
                    n=_pin(),
                    n6=fresh(lambda: _raw(DG, 6)),
                    h=host(),
                    ssid=R.choice(
                        ["BlueHouse", "Koti-5G", "TP-Link_8C2A", "Villa Rosa", "NETGEAR47"]
                    ),
                ),
                "plain_value",
            )
        )
    obf = [
        lambda: f"my token in groups so it fits: {spaced(_tok())}",
        lambda: f"{spaced(_tok(), 8)}",
        lambda: f"the key is {fullwidth(_tok())}",
        lambda: f"ｐａｓｓｗｏｒｄ：{fullwidth(strong())}",
        lambda: f"API key: {zwsp(_tok())}",
        lambda: f"pass\u200bword = {pw()}",
        lambda: f"Pa\u00adss\u00adword: {strong()}",
        lambda: f"my {confuse('password')} is {strong()}",
        lambda: f"token {confuse(_tok())}",
        lambda: f"p a s s w o r d : {strong()}",
        lambda: f"password is {' '.join(strong())}",
        lambda: (
            lambda t: (
                f"first half of the key is {t[: len(t) // 2]} and, after lunch, the rest: {t[len(t) // 2 :]}"
            )
        )(_tok()),
        lambda: (lambda p: f"The password starts with {p[:6]} and ends with {p[6:]}")(strong()),
        lambda: (lambda t: f"{t[:10]}\n{t[10:]}")(_tok()),
        lambda: f"secret: {base64.b64encode(strong().encode()).decode()} (base64)",
        lambda: f"my pw reversed is {strong()[::-1]} lol",
        lambda: f"m y  p a s s w o r d  i s  {'  '.join(mem())}",
        lambda: f"{zwsp('ghp_')}{an(36)}",
        lambda: f"the code is {zwsp(_tok())} don't store it",
        lambda: f"Ρassword: {strong()}",  # Greek capital rho
        lambda: f'token="{fullwidth(_tok())}"',
        lambda: f"AWS: {spaced('AKIA' + rs(B32, 16), 4)} secret {spaced(rs(B64, 40), 5)}",
        lambda: f"pwd⁚ {strong()}",
        lambda: f"PASSWORD = {confuse(strong())}",
        lambda: f"password is `{strong()}`",
        lambda: f"password: ‘{mem()}’",
        lambda: f"my new passphrase (copy exactly): «{mem()} {mem()}»",
        lambda: f"<code>{_tok()}</code>",
        lambda: f"[token]({_tok()})",
        lambda: f"(my github token: {zwsp('ghp_' + an(36))})",
    ]
    for g in obf:
        out.append((g(), "plain_value"))
    return out


# --------------------------------------------------------------------------------------
# credential material
# --------------------------------------------------------------------------------------

BIP39 = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
    "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
    "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
    "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
    "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
    "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
    "area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect "
    "assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august "
    "aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby "
    "bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base "
    "basic basket battle beach bean beauty because become beef before begin behave behind believe below "
    "belt bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
    "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat "
    "body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
    "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom "
    "brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger "
    "burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp "
    "canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo carpet "
    "carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave "
    "ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge "
    "chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic "
    "theme thunder ticket tiger timber tissue title toast together toilet tongue tool tooth topic torch "
    "total tourist toward tower town toy track trade traffic tragic train transfer trap trash travel tray "
    "treat tree trend trial tribe trick trigger trim trip trophy truck true truly trumpet trust truth try "
    "tube tuition tumble tunnel turkey turn turtle twelve twin twist type typical ugly umbrella unable "
    "unaware uncle uncover under undo unfair unfold unhappy uniform unit universe unknown unlock until "
    "unusual unveil update upgrade uphold upon upper upset urban usage use used useful useless usual "
    "utility vacuum valley venue verb village vivid volcano voyage wagon wealth whale wheat wild window "
    "winter wisdom wolf wreck wrist youth zero zone zoo"
).split()

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _seed(n):
    return fresh(lambda: " ".join(R.choice(BIP39) for _ in range(n)))


def _luhn(prefix, length):
    while True:
        body = prefix + _raw(DG, length - len(prefix) - 1)
        s = 0
        for i, d in enumerate(reversed(body)):
            x = int(d)
            if i % 2 == 0:
                x *= 2
                if x > 9:
                    x -= 9
            s += x
        num = body + str((10 - s % 10) % 10)
        if num not in _SEEN:
            _SEEN.add(num)
            return num


def _card_fmt(n):
    if len(n) == 15:
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    return R.choice([" ", "-", ""]).join(n[i : i + 4] for i in range(0, len(n), 4))


def _pem(kind):
    body = b64(R.choice([180, 300, 600]))
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


def _totp():
    return rs(B32, R.choice([16, 32]))


def material_items():
    out = []
    m = [
        lambda: f"my wallet seed phrase: {_seed(12)}",
        lambda: (
            "recovery phrase\n"
            + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(_seed(24).split()))
        ),
        lambda: _seed(12),
        lambda: f"Ledger backup, 24 words: {', '.join(_seed(24).split())}",
        lambda: f"wrote down the Metamask words so I don't lose them: {_seed(12)}",
        lambda: " ".join(f"{i + 1}) {w}" for i, w in enumerate(_seed(12).split())),
        lambda: f"seed: {_seed(18)}",
        lambda: f"Phantom secret recovery phrase — {_seed(12).upper()}",
        lambda: (
            "GitHub recovery codes:\n"
            + "\n".join(f"{hx(5)}-{hx(5)}" for _ in range(R.choice([8, 16])))
        ),
        lambda: (
            "Google backup codes\n" + "\n".join(f"{_raw(DG, 4)} {_raw(DG, 4)}" for _ in range(10))
        ),
        lambda: (
            "Discord backup codes: "
            + " ".join(f"{rs(LO + DG, 4)}-{rs(LO + DG, 4)}" for _ in range(10))
        ),
        lambda: f"Microsoft account recovery code: {'-'.join(rs(UP + DG, 5) for _ in range(5))}",
        lambda: f"Apple recovery key {'-'.join(rs(UP + DG, 4) for _ in range(7))}",
        lambda: f"BitLocker recovery key: {'-'.join(fresh(lambda: _raw(DG, 6)) for _ in range(8))}",
        lambda: f"2FA backup codes for the exchange: {', '.join(rs(DG, 8) for _ in range(6))}",
        lambda: f"Proton recovery phrase: {_seed(12)}",
        lambda: (
            "save these somewhere: "
            + "  ".join(rs(LO + DG, 10) for _ in range(5))
            + "  (each works once)"
        ),
        lambda: f"Authenticator setup key: {spaced(_totp().lower(), 4)}",
        lambda: f"Can't scan the QR, so the manual key is {spaced(_totp(), 4)}",
        lambda: f"otpauth://totp/ACME:{user()}?secret={_totp()}&issuer=ACME&digits=6",
        lambda: f"TOTP secret {_totp()} for the admin account",
        lambda: f"2fa seed: {spaced(_totp().lower(), 4)}",
        lambda: f"Cookie: sessionid={rs(LO + DG, 32)}; csrftoken={an(32)}",
        lambda: f"Cookie: connect.sid=s%3A{rs(URLSAFE, 32)}.{rs(URLSAFE, 43)}",
        lambda: f"PHPSESSID={rs(LO + DG, 26)}",
        lambda: (
            f"Set-Cookie: __Secure-next-auth.session-token={_jwt_like()}; Path=/; HttpOnly; Secure"
        ),
        lambda: f"my li_at cookie is AQEDA{rs(URLSAFE, 150)}",
        lambda: f"JSESSIONID={hx(32).upper()}",
        lambda: f"laravel_session=eyJpdiI6{rs(AN, 120)}%3D",
        lambda: f"auth_token={hx(40)}; ct0={hx(32)}",
        lambda: f'document.cookie = "_gh_sess={rs(URLSAFE + "%", 180)}"',
        lambda: (
            f"card {_card_fmt(_luhn('4', 16))} exp {R.randint(1, 12):02d}/{R.randint(27, 32)} cvv {_raw(DG, 3)}"
        ),
        lambda: (
            f"Mastercard {_card_fmt(_luhn(R.choice(['51', '53', '55', '2221']), 16))}, expires {R.randint(1, 12):02d}/{R.randint(27, 31)}, security code {_raw(DG, 3)}"
        ),
        lambda: (
            f"Amex {_card_fmt(_luhn(R.choice(['34', '37']), 15))} CID {_raw(DG, 4)} valid thru {R.randint(1, 12):02d}/{R.randint(27, 31)}"
        ),
        lambda: f"debit card {_card_fmt(_luhn('4', 16))} and the PIN is {_raw(DG, 4)}",
        lambda: (
            f"Use my card: {_luhn('52', 16)} {R.randint(1, 12):02d}{R.randint(27, 31)} {_raw(DG, 3)}"
        ),
        lambda: (
            f"the CVC on the back is {_raw(DG, 3)} — card ending {_raw(DG, 4)}, expiry {R.randint(1, 12):02d}/{R.randint(27, 31)}"
        ),
        lambda: (
            f"Tarjeta {_card_fmt(_luhn('4', 16))} caducidad {R.randint(1, 12):02d}/{R.randint(27, 31)} CVV {_raw(DG, 3)}"
        ),
        lambda: _pem("RSA PRIVATE KEY"),
        lambda: _pem("OPENSSH PRIVATE KEY"),
        lambda: _pem("EC PRIVATE KEY"),
        lambda: _pem("PRIVATE KEY"),
        lambda: _pem("ENCRYPTED PRIVATE KEY"),
        lambda: "here's my deploy key:\n" + _pem("OPENSSH PRIVATE KEY"),
        lambda: _pem("PGP PRIVATE KEY BLOCK").replace("-----\n", "-----\nVersion: GnuPG v2\n\n", 1),
        lambda: (
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: me@laptop\nPublic-Lines: 2\n"
            + b64(36)
            + "\n"
            + b64(12)
            + "\nPrivate-Lines: 1\n"
            + b64(48)
            + "\nPrivate-MAC: "
            + hx(64)
        ),
        lambda: f"[Interface]\nPrivateKey = {b64(32)}\nAddress = 10.0.0.2/32",
        lambda: f"eth private key 0x{hx(64)}",
        lambda: f"bitcoin WIF: {R.choice('KL')}{rs(B58, 51)}",
        lambda: f"xprv9s21ZrQH143K{rs(B58, 95)}",
        lambda: f"solana keypair [{', '.join(str(R.randint(0, 255)) for _ in range(64))}]",
        lambda: f"my paper wallet private key is 5{rs('HJK', 1)}{rs(B58, 49)}",
        lambda: f"Keystore JSON password is {strong()} and the mnemonic {_seed(12)}",
        lambda: f"SECRET_KEY_BASE={hx(128)}",
        lambda: f"signing secret: {b64(64)}",
    ]
    for g in m:
        out.append((g(), "material"))
    return out


# --------------------------------------------------------------------------------------
# benign: hand-written
# --------------------------------------------------------------------------------------

HAND_WRITTEN = [
    "The secret to a good risotto is patience and warm stock.",
    "Keep it a secret from Mia until the party on Saturday, ok?",
    "By the same token, we shouldn't raise prices in January either.",
    "She's really the key to the whole defense this season.",
    "The key takeaway from the retro: ship smaller PRs.",
    "I lost my house key again and had to call a locksmith, 90 euros.",
    "We're driving down to the Florida Keys in March.",
    "The bearer of bad news showed up at 9am sharp.",
    "Bearer bonds were a big plot point in Die Hard.",
    "Token Ring was IBM's LAN technology before Ethernet won.",
    "I bought twenty tokens for the arcade and won a stuffed llama.",
    "GPT-4o has a 128k token context window, which is plenty for our docs.",
    "Roughly 750 English words come out to about 1,000 tokens.",
    "max_tokens: 4096",
    "temperature: 0.7\nmax_tokens: 1024\ntop_p: 0.9",
    "In the first Harry Potter book the password to the Gryffindor common room is 'Caput Draconis'.",
    '"Open Sesame" is the password in Ali Baba and the Forty Thieves.',
    "In WarGames the backdoor password turns out to be Joshua, the name of Falken's son.",
    "Spaceballs joke: 1-2-3-4-5? That's the combination on my luggage!",
    "The xkcd comic argues 'correct horse battery staple' beats 'Tr0ub4dor&3' because of length.",
    "The classic bash.org joke is that someone's password was hunter2 and it showed as *******.",
    "In The Da Vinci Code the cryptex opens with the word APPLE.",
    "The most common PIN is 1234 — about 11% of people use it according to a DataGenetics study.",
    "Every year the worst-passwords list is topped by 123456 and 'qwerty'.",
    "Secret Santa this year has a $25 limit, names drawn Friday.",
    "The Secret Garden was my favourite book when I was eight.",
    "Victoria's Secret has a sale on until Sunday.",
    "Key lime pie needs condensed milk, not cream.",
    "The song is in the key of E minor, capo on 2.",
    "One of the piano keys is sticking, the F# above middle C.",
    "I finally passed my driving test on the third try!",
    "Passover dinner is at grandma's this year.",
    "My passport expires in June so I need to renew before the trip.",
    "The magic word is 'please', as my mother always said.",
    "Tell me the secret ingredient — it's cardamom, isn't it?",
    "The wifi password is on the fridge, next to the takeaway menus.",
    "The wifi password is printed on the sticker under the router.",
    "I reset my password and everything works again.",
    "My password expired again — IT makes us change it every 90 days.",
    "Remind me to change the router password next weekend.",
    "Can you remind me which password manager we decided on for the family?",
    "We switched the team to Bitwarden; 1Password was too expensive for twelve seats.",
    "Our policy: passwords at least 14 characters, no forced rotation, MFA required.",
    "NIST SP 800-63B says you shouldn't force periodic password changes.",
    "Never reuse a password across sites; use a manager and let it generate them.",
    "Diceware with six words gives you about 77 bits of entropy.",
    "The login form says 'password must contain a symbol' and it rejects the £ sign, lol.",
    "My bank card PIN got blocked after three wrong tries, going to the branch tomorrow.",
    "The CVV is the three-digit number on the back of the card.",
    "My card expires next month so I need to update it on Netflix.",
    "Seed phrase safety: never type your 12 words into any website, ever.",
    "I printed my 2FA recovery codes and put them in the fire safe.",
    "An authenticator app is much safer than SMS codes for 2FA.",
    "Passkeys are replacing passwords on a lot of sites now.",
    "We added passwordless login with magic links last sprint.",
    "Accept all cookies? I always click reject all.",
    "The cookies at that bakery are incredible, especially the miso one.",
    "The session ran long, we didn't finish the agenda.",
    "Public-key cryptography lets anyone encrypt with your public key; only you can decrypt.",
    "Enigma key settings were changed every day at midnight.",
    "password=****",
    "DB_PASSWORD=<your-password-here>",
    "API_KEY=your_api_key_here",
    "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
    "token: {{ secrets.GITHUB_TOKEN }}",
    "password: ${{ secrets.DB_PASS }}",
    'export OPENAI_API_KEY="$OPENAI_API_KEY"',
    'api_key = os.environ["API_KEY"]',
    "const secret = process.env.STRIPE_SECRET_KEY;",
    "password = os.getenv('SMTP_PASSWORD')",
    "PASSWORD=$(cat /run/secrets/db_password)",
    "TOKEN=$(vault kv get -field=token secret/ci/deploy)",
    "echo $CR_PAT | docker login ghcr.io -u USERNAME --password-stdin",
    "Authorization: Bearer <token>",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/me',
    'password: "[REDACTED]"',
    "client_secret: ********",
    "The logs show `password=<redacted>` so at least we're masking it.",
    "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password",
    "PasswordAuthentication no\nPermitRootLogin prohibit-password",
    "password_min_length = 12\npassword_require_symbol = true",
    "PASSWORD_EXPIRY_DAYS=90",
    "token_ttl_seconds: 3600",
    "secret_scanning: enabled",
    "api_key_header: X-Api-Key",
    "password_reset_url: https://example.com/account/reset",
    "enable_password_auth = false",
    "pwd: /home/sofia/projects/site",
    'password = getpass.getpass("Password: ")',
    'if password != confirm_password:\n    raise ValueError("passwords do not match")',
    'user.set_password(form.cleaned_data["password"])',
    "def verify_token(token: str) -> bool:",
    "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())",
    "The error says 'invalid_grant: refresh token expired', so I need to re-auth.",
    "Getting 401 Unauthorized — the bearer token is missing from the request.",
    "fix(auth): never log the password field (#4821)",
    "The AWS docs use AKIAIOSFODNN7EXAMPLE as their sample access key id.",
    "Placeholder in the README: `sk-...` — replace with your own key.",
    "Set your key in the dashboard under Settings → API keys; don't paste it here.",
    "I rotated all the API keys after the contractor left.",
    "Who has the key to the supply closet?",
    "Ich habe mein Passwort schon wieder vergessen.",
    "J'ai oublié mon mot de passe, comment je le réinitialise ?",
    "Olvidé mi contraseña otra vez, qué desastre.",
    "忘记密码了，怎么重置？",
    "パスワードを変更しました。",
    "Он опять забыл пароль от почты.",
    "비밀번호를 잊어버렸어요.",
    "Esqueci a senha do wifi, você lembra onde anotamos?",
    "Shopping list: apple, banana, bread, butter, cheese, chicken, coffee, tomato.",
    "Vocab for Thursday: abandon, absorb, accuse, achieve, acquire.",
    "The kids' spelling words: cabin, cable, cactus, camera, canal, candy, canoe, canyon, captain, carbon, cargo, carpet.",
    "Her tiny house has a cabin vibe: wood, candles, a cat and a canoe out back.",
    "We took the train to the airport, then a bus to the village by the valley.",
    "The passphrase prompt on my SSH key is annoying, I should use the agent.",
    "She whispered the password to the bouncer and got in — very 1920s speakeasy.",
    "The escape room's final lock code was the year the lighthouse was built.",
    "My grandmother's secret recipe uses buttermilk and a pinch of nutmeg.",
    "Trivia: the first computer password system was at MIT's CTSS in 1961.",
    "Fun fact: 'token' comes from Old English 'tācn', meaning sign.",
    "A skeleton key opens many locks in old hotels.",
    "Keyboard shortcut: Ctrl+Shift+T reopens the last closed tab.",
    "Remember that the PIN for the conference phone is on the wiki, not in chat.",
    "The secret service agent wore sunglasses indoors.",
    "The sign said 'Password required' but the door was open.",
    "Can you explain what a JWT is and why it has three parts?",
    "What's the difference between an API key and an OAuth token?",
    "How long should a WPA2 passphrase be to resist offline cracking?",
    "I like the idea of three random words for passwords, like the NCSC suggests.",
    "Quick question: does Bitwarden store my master password anywhere?",
    "Password: (the one we agreed on at dinner)",
    "PIN: same as the garage",
    "login: sofia / password: see 1Password entry 'NAS'",
    "The Keymaster and the Gatekeeper — best Ghostbusters bit.",
    "Low-key I think the sequel was better than the original.",
    "The bearer cheque was cashed the same day.",
    "He's a token hire and everyone knows it, which is unfair to him.",
    "Monopoly tokens: I always take the little dog.",
    "Sorry, what's the secret handshake for the book club again? Kidding.",
    "Forgot my PIN, so I paid with the phone instead.",
    "The password hint was 'first pet', which narrows it down to three cats.",
    "Write 'PASSWORD' on a sticky note as a joke for the April Fools' prank? Too mean?",
    "secrets.token_urlsafe(32) is the right way to make a reset link in Python.",
    "Generate one with `openssl rand -base64 32` and put it in the vault, not in Slack.",
    "Rotate the key with `aws iam create-access-key --user-name deploy` and delete the old one.",
    "Why does my seed phrase need to be 24 words instead of 12?",
    "Is it safe to store TOTP secrets in the same manager as the passwords?",
    "The card was declined, the bank says the expiry date I typed was wrong.",
    "Set `DB_PASSWORD` in your shell before running `make migrate`.",
    "Recovery codes are shown once — save them before you close the dialog.",
]


def hand_written_items():
    return [(t, "hand_written") for t in HAND_WRITTEN]


# --------------------------------------------------------------------------------------
# benign: public identifiers in sentences (generated)
# --------------------------------------------------------------------------------------


def _iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    raw = f"{cc}{chk:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def _isbn13():
    while True:
        body = "978" + _raw(DG, 9)
        s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
        v = body + str((10 - s % 10) % 10)
        if v not in _SEEN:
            _SEEN.add(v)
            return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}"


def identifier_items():
    g = [
        lambda: f"Send the USDC to my wallet 0x{hx(40)} on Base, please.",
        lambda: f"The token contract is deployed at 0x{hx(40)} — verified on Etherscan.",
        lambda: f"tx hash 0x{hx(64)} finally confirmed after 12 blocks",
        lambda: (
            f"My BTC address is bc1q{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)} if you want to pay me back."
        ),
        lambda: f"Donations: 3{rs(B58, 33)} (BTC, P2SH)",
        lambda: f"my Solana address is {rs(B58, 44)}, it's public, send the NFT there",
        lambda: f"The bitcoin txid is {hx(64)}.",
        lambda: f"Amazon order #{digits(3)}-{_raw(DG, 7)}-{_raw(DG, 7)} still hasn't shipped.",
        lambda: f"Ticket INC{_raw(DG, 7)} is assigned to the network team.",
        lambda: (
            f"See JIRA {R.choice(['PAY', 'OPS', 'WEB', 'CORE'])}-{R.randint(100, 9999)} for the repro steps."
        ),
        lambda: f"Invoice INV-2026-{_raw(DG, 6)} is due on the 15th.",
        lambda: f"UPS tracking: 1Z{rs(UP + DG, 16)}",
        lambda: f"USPS says {digits(22)} was delivered to the front porch.",
        lambda: f"FedEx tracking number {digits(12)}, arriving Thursday.",
        lambda: f"DHL shipment JJD{_raw(DG, 18)} is stuck in customs.",
        lambda: f"The ISBN is {_isbn13()}, second edition.",
        lambda: (
            f"Please pay the deposit to IBAN {_iban('DE', digits(8) + _raw(DG, 10))}, reference: flat 3B."
        ),
        lambda: (
            f"Our club account is {_iban('GB', R.choice(['NWBK', 'BARC', 'LOYD']) + _raw(DG, 14))} (Nationwide), put your name as reference."
        ),
        lambda: (
            f"Virement sur {_iban('FR', _raw(DG, 10) + rs(UP + DG, 11) + _raw(DG, 2))} avec la référence {rs(UP + DG, 8)}."
        ),
        lambda: (
            f"Betaling naar {_iban('NL', R.choice(['INGB', 'RABO', 'ABNA']) + _raw(DG, 10))} o.v.v. factuurnummer {_raw(DG, 6)}."
        ),
        lambda: (
            f"Flight {R.choice(['LH', 'BA', 'AF', 'KL', 'UA', 'DL', 'EK', 'QR', 'NH', 'SQ'])} {R.randint(10, 9999)} leaves from gate {R.choice('ABCDE')}{R.randint(1, 60)}."
        ),
        lambda: (
            f"Booking reference {rs(UP + DG, 6)} — seat {R.randint(1, 45)}{R.choice('ABCDEF')}."
        ),
        lambda: f"The part number is {rs(UP, 2)}-{_raw(DG, 4)}-{R.choice(['BLK', 'WHT', 'SLV'])}.",
        lambda: f"ASIN B0{rs(UP + DG, 8)} is the cheaper cable.",
        lambda: f"SKU {rs(UP, 3)}{_raw(DG, 5)} is out of stock until May.",
        lambda: (
            f"Upgraded to v{R.randint(1, 30)}.{R.randint(0, 20)}.{R.randint(0, 30)}-rc#{R.randint(1, 5)} and the bug is gone."
        ),
        lambda: f"build tag {R.choice(['release', 'nightly', 'canary'])}-{_raw(DG, 8)}-{hx(7)}",
        lambda: (
            f"We pinned node:{R.randint(16, 22)}.{R.randint(0, 12)}.{R.randint(0, 9)}-alpha{R.randint(3, 3)}.{R.randint(17, 20)} in the Dockerfile."
        ),
        lambda: (
            f"Version {R.randint(1, 5)}.{R.randint(0, 9)}.{R.randint(0, 9)}-beta.{R.randint(1, 9)}+exp.sha.{hx(7)} is on staging."
        ),
        lambda: f"Windows build 2{_raw(DG, 4)}.{_raw(DG, 4)} fixed the sleep issue.",
        lambda: f"sha256sum of the ISO: {hx(64)}",
        lambda: f"The MD5 of the file is {hx(32)}, matches the mirror.",
        lambda: f"Reverted commit {hx(40)} because it broke login.",
        lambda: f"cherry-pick {hx(7)} onto the release branch",
        lambda: f"The request id in the error was {uid()}.",
        lambda: f"trace_id={hx(32)} span_id={hx(16)}",
        lambda: f"Customer UUID {uid()} asked for a refund.",
        lambda: f"docker pull ghcr.io/acme/api@sha256:{hx(64)}",
        lambda: (
            f"Use code {R.choice(['SUMMER', 'WELCOME', 'SPRING', 'FALL', 'BLACKFRIDAY'])}{R.randint(10, 50)} at checkout for a discount."
        ),
        lambda: (
            f"Voucher {rs(UP + DG, 4)}-{rs(UP + DG, 4)}-{rs(UP + DG, 4)} gives 15% off your next order."
        ),
        lambda: f"Promo code {rs(UP, 5)}{R.randint(10, 99)} still works at the pizza place.",
        lambda: f"The coupon {rs(UP + DG, 10)} expired yesterday, annoying.",
        lambda: f"Referral link: https://example.shop/r/{rs(LO + DG, 8)} — we both get 10 euros.",
        lambda: f"My PGP fingerprint is {' '.join(rs(HEXU, 4) for _ in range(10))}.",
        lambda: f"Host key fingerprint SHA256:{rs(AN + '+/', 43)} — verify before connecting.",
        lambda: f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(AN + '+/', 43)} {user()}@laptop",
        lambda: (
            f"Add my public key: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{rs(AN + '+/', 300)} {user()}@desk"
        ),
        lambda: f"IPFS CID: bafybei{rs('abcdefghijklmnopqrstuvwxyz234567', 52)}",
        lambda: f"The image is pinned at Qm{rs(B58, 44)}.",
        lambda: f"magnet:?xt=urn:btih:{hx(40)}&dn=ubuntu-24.04-desktop-amd64.iso",
        lambda: f"Shared the doc: https://docs.google.com/document/d/1{rs(URLSAFE, 43)}/edit",
        lambda: f"watch this: https://www.youtube.com/watch?v={rs(URLSAFE, 11)}",
        lambda: (
            f"Our Stripe publishable key is pk_live_{an(24)} (it's meant to be public, it's in the page source)."
        ),
        lambda: f"Google Analytics ID G-{rs(UP + DG, 10)} is on every page.",
        lambda: (
            f"The role ARN is arn:aws:iam::{_raw(DG, 12)}:role/{R.choice(['deploy', 'ci-readonly', 'lambda-exec'])}"
        ),
        lambda: f"AWS account {_raw(DG, 12)} is the sandbox one.",
        lambda: (
            f"The S3 bucket is s3://acme-{R.choice(['logs', 'assets', 'backups'])}-{rs(LO + DG, 6)}/2026/11/"
        ),
        lambda: f"CVE-20{R.randint(19, 26)}-{R.randint(1000, 49999)} affects our OpenSSL version.",
        lambda: f"The paper's DOI is 10.{R.randint(1000, 9999)}/{rs(LO + DG, 8)}.",
        lambda: (
            f"VIN {rs('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)} — the dealer needs it for the recall."
        ),
        lambda: f"Laptop serial number C02{rs(UP + DG, 8)}, still under AppleCare.",
        lambda: f"Her MAC address is {':'.join(hx(2) for _ in range(6))}.",
        lambda: (
            f"The server is at 10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}, port {R.randint(1024, 65000)}."
        ),
        lambda: f"Brand colour is #{hx(6)} with #{hx(6)} for hover.",
        lambda: f"Case number {rs(UP, 2)}{_raw(DG, 8)} with the insurance company.",
        lambda: f"Parcel ID {digits(14)} from PostNL.",
        lambda: f"Zoom meeting ID {digits(3)} {_raw(DG, 4)} {_raw(DG, 4)} — link in the invite.",
        lambda: f"The customer number on my electricity bill is {digits(10)}.",
        lambda: f"Reservation #{rs(UP + DG, 8)} for two nights at the lake hotel.",
        lambda: (
            f"Git tag v{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 30)} points at {hx(12)}."
        ),
        lambda: f"The onion address is {rs('abcdefghijklmnopqrstuvwxyz234567', 56)}.onion",
        lambda: f"Image ID {hx(12)} is the old base image, you can delete it.",
        lambda: f"Table {R.randint(1, 40)}, receipt no. {digits(9)}.",
        lambda: f"Your appointment confirmation code is {rs(UP + DG, 6)}; bring ID.",
        lambda: f"Bug {R.randint(1000000, 1999999)} on bugzilla.mozilla.org has the details.",
        lambda: f"PR #{R.randint(100, 30000)} merged into main at {hx(7)}.",
        lambda: f"The ENS name resolves to 0x{hx(40)}.",
        lambda: f"Student ID {_raw(DG, 8)}, course code {rs(UP, 4)}{R.randint(100, 499)}.",
        lambda: f"Lot number {rs(UP, 1)}{_raw(DG, 6)} on the vaccine card.",
        lambda: f"Our VAT number is {R.choice(['DE', 'NL', 'FR', 'IE'])}{_raw(DG, 9)}.",
        lambda: f"The Figma file is https://www.figma.com/design/{an(22)}/Landing-Page",
        lambda: (
            f"Put the base64 of the logo in the CSS: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{rs(AN + '+/', 60)}"
        ),
        lambda: f"Event ID {uid()} in the Sentry issue shows the null deref.",
        lambda: f'The ETag header was "{hx(32)}".',
        lambda: f"Salesforce opportunity 006{an(12)} closed won today!",
        lambda: f"The Notion page id is {hx(32)}, it's linked from the wiki.",
        lambda: f"Bank transfer reference: {rs(UP, 3)}{_raw(DG, 9)} — thanks for paying rent.",
        lambda: f"My library card barcode is 2{_raw(DG, 13)}, for the hold request.",
        lambda: (
            f"Gate code? No — the building number is {R.randint(1, 300)}, unit {R.randint(1, 40)}{R.choice('ABCD')}."
        ),
    ]
    out = []
    for f in g:
        out.append((f(), "identifiers"))
    while len(out) < 175:
        out.append((R.choice(g)(), "identifiers"))
    return out


# --------------------------------------------------------------------------------------
# assembly
# --------------------------------------------------------------------------------------

HELD_OUT_14_SECRETS: list[tuple[str, str]] = (
    provider_items() + kv_items() + language_items() + plain_items() + material_items()
)
HELD_OUT_14_BENIGN: list[tuple[str, str]] = hand_written_items() + identifier_items()


if __name__ == "__main__":
    from collections import Counter

    for name, data in (("secrets", HELD_OUT_14_SECRETS), ("benign", HELD_OUT_14_BENIGN)):
        c = Counter(f for _, f in data)
        print(f"{name}: {len(data)}")
        for fam, n in sorted(c.items()):
            print(f"  {fam}: {n}")
    texts = [t for t, _ in HELD_OUT_14_SECRETS + HELD_OUT_14_BENIGN]
    print("duplicate texts:", len(texts) - len(set(texts)))
