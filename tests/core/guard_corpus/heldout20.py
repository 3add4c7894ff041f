"""Blind held-out corpus #20 for the secret guard.

Written without seeing the guard's rules.  Pure stdlib, deterministic.
HELD_OUT_20_SECRETS: list of (text, family) that must be refused.
HELD_OUT_20_BENIGN:  list of (text, family) that must be stored.
"""

import base64
import random
import string

SEED = 20202077
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def b64n(nbytes):
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def b64u_nopad(nbytes):
    return (
        base64.urlsafe_b64encode(bytes(R.randrange(256) for _ in range(nbytes)))
        .decode()
        .rstrip("=")
    )


def jwt():
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    uid = R.randrange(10000, 99999)
    body = (
        base64.urlsafe_b64encode(
            (
                '{"sub":"%d","name":"user%d","iat":%d,"exp":%d}'
                % (uid, uid, 1718000000 + uid, 1718090000 + uid)
            ).encode()
        )
        .decode()
        .rstrip("=")
    )
    return head + "." + body + "." + b64u_nopad(32)


def uuid4():
    h = rs(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick("89ab"), h[17:20], h[20:32])


def luhn_complete(prefix, length=16):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(R.randrange(10))
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    digits.append((10 - total % 10) % 10)
    return "".join(map(str, digits))


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def zw_insert(s, k=3):
    s = list(s)
    for _ in range(k):
        pos = R.randrange(1, len(s))
        s.insert(pos, pick(ZW))
    return "".join(s)


def soft_hyphen(s, k=3):
    s = list(s)
    for _ in range(k):
        s.insert(R.randrange(1, len(s)), "\u00ad")
    return "".join(s)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


CONF = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "A": "\u0410",
    "B": "\u0412",
    "E": "\u0415",
    "K": "\u041a",
    "M": "\u041c",
    "H": "\u041d",
    "O": "\u041e",
    "P": "\u0420",
    "C": "\u0421",
    "T": "\u0422",
    "X": "\u0425",
}


def confuse(s):
    return "".join(CONF[c] if c in CONF and R.random() < 0.6 else c for c in s)


def spaced(s, n=4, sep=" "):
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------- passwords
WORDS = [
    "sunflower",
    "river",
    "dragon",
    "falcon",
    "maple",
    "coffee",
    "pirate",
    "lemon",
    "winter",
    "tiger",
    "galaxy",
    "monkey",
    "butter",
    "rocket",
    "shadow",
    "cobalt",
    "velvet",
    "mango",
    "harbor",
    "thunder",
    "pepper",
    "orchid",
    "marble",
    "zebra",
    "kitten",
    "banjo",
    "pickle",
    "walrus",
    "copper",
    "nebula",
]
NAMES = [
    "Rosie",
    "Max",
    "Bella",
    "Charlie",
    "Luna",
    "Oscar",
    "Milo",
    "Daisy",
    "Jasper",
    "Nala",
    "Maria",
    "Ahmed",
    "Sven",
    "Yuki",
    "Priya",
    "Lucas",
    "Chloe",
    "Mateo",
    "Olga",
    "Kenji",
]
SYM = "!@#$%&*?.-_+="


def pw_word_num():
    w = pick(WORDS)
    w = w.capitalize() if R.random() < 0.7 else w
    return w + str(R.randrange(1, 9999)) + pick(SYM)


def pw_leet():
    w = pick(WORDS)
    tr = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"})
    w = w.translate(tr)
    return w[0].upper() + w[1:] + pick(["!", "#", "99", "&3", "!!", "@1"])


def pw_name_year():
    return (
        pick(NAMES)
        + pick(["", ".", "_", "#", "!"])
        + str(R.randrange(1960, 2024))
        + pick(["", "!", "?", "*"])
    )


def pw_random(n=None):
    n = n or R.randrange(10, 20)
    s = [pick(UP), pick(LO), pick(DG), pick(SYM)] + [pick(AN + "!@#$%^&*") for _ in range(n - 4)]
    R.shuffle(s)
    return "".join(s)


def pw_phrase():
    sep = pick(["-", ".", "_", " "])
    ws = [pick(WORDS) for _ in range(R.randrange(3, 5))]
    tail = pick(["", str(R.randrange(10, 99)), "!", sep + str(R.randrange(1, 9))])
    return sep.join(ws) + tail


def pw_tricky():
    """Values a naive heuristic waves through: dots, brackets, leading #, slashes."""
    return pick(
        [
            lambda: pick(WORDS).capitalize() + "." + pick(WORDS) + "." + str(R.randrange(10, 99)),
            lambda: "[" + rs(AN, 5) + "]" + rs(AN + "!", 6),
            lambda: "#" + rs(AN, 9) + pick(SYM),
            lambda: "{" + rs(AN, 8) + "}" + str(R.randrange(10, 99)),
            lambda: pick(NAMES).lower() + "/" + rs(AN, 7),
            lambda: "(" + pick(WORDS) + ")" + str(R.randrange(100, 999)) + "!",
            lambda: rs(LO, 4) + "." + rs(AN, 4) + "." + rs(DG, 4),
            lambda: "<" + rs(AN, 10) + ">",
            lambda: "$" + rs(AN, 11),
            lambda: "%" + pick(WORDS) + "%" + str(R.randrange(1000, 9999)),
        ]
    )()


def any_pw():
    return pick([pw_word_num, pw_leet, pw_name_year, pw_random, pw_phrase, pw_tricky, pw_random])()


def pin(n=None):
    n = n or pick([4, 4, 4, 6, 5])
    while True:
        p = rs(DG, n)
        if len(set(p)) > 2 and p not in ("1234", "123456", "12345"):
            return p


# ================================================================ PROVIDER
def _slack_hook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (
        rs(UP + DG, 8),
        rs(UP + DG, 10),
        rs(AN, 24),
    )


def _discord_hook():
    return "https://discord.com/api/webhooks/%d/%s" % (R.randrange(10**17, 10**18), rs(B64U, 68))


def _discord_bot():
    uid = str(R.randrange(10**17, 10**18)).encode()
    return base64.b64encode(uid).decode().rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _pg_url():
    return "postgresql://%s:%s@%s:5432/%s" % (
        pick(["app", "postgres", "admin", "svc_billing"]),
        pw_random(16),
        pick(["db.internal.acme.io", "10.0.3.17", "prod-pg.c9xk2.eu-west-1.rds.amazonaws.com"]),
        pick(["orders", "main", "analytics"]),
    )


def _mongo_url():
    return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority" % (
        pick(["dbuser", "root", "kevin"]),
        rs(AN, 16),
        rs(LO + DG, 5),
    )


def _mysql_url():
    return "mysql://%s:%s@%s:3306/%s" % (
        pick(["root", "wp", "shop"]),
        pw_word_num(),
        pick(["localhost", "mysql.prod.lan"]),
        pick(["wordpress", "shop"]),
    )


def _redis_url():
    return "rediss://default:%s@%s.upstash.io:6379" % (
        rs(AN, 32),
        pick(["eu1-sharp-cat", "us1-fond-owl"]) + "-" + str(R.randrange(10000, 99999)),
    )


def _amqp_url():
    return "amqps://%s:%s@%s.rmq.cloudamqp.com/%s" % (
        rs(LO, 8),
        rs(B64U, 32),
        pick(["hawk", "goose", "rattlesnake"]),
        rs(LO, 8),
    )


def _azure_conn():
    return (
        "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
        % (pick(["prodblobs", "acmestorage01", "mediaassets"]), b64n(64))
    )


def _sentry_dsn():
    return "https://%s@o%d.ingest.sentry.io/%d" % (
        rs(HEX, 32),
        R.randrange(100000, 999999),
        R.randrange(1000000, 9999999),
    )


def _gcp_sa():
    return (
        '{"type": "service_account", "project_id": "acme-prod-%d", "private_key_id": "%s", '
        '"private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n-----END PRIVATE KEY-----\\n", '
        '"client_email": "deployer@acme-prod.iam.gserviceaccount.com"}'
    ) % (R.randrange(100, 999), rs(HEX, 40), b64n(48), b64n(48))


PROVIDERS = [
    ("aws", lambda: "AKIA" + rs(UP + "234567", 16)),
    ("aws_sts", lambda: "ASIA" + rs(UP + "234567", 16)),
    ("aws_secret", lambda: "aws_secret_access_key = " + rs(B64, 40)),
    ("github_pat", lambda: "ghp_" + rs(AN, 36)),
    ("github_oauth", lambda: "gho_" + rs(AN, 36)),
    ("github_app", lambda: "ghs_" + rs(AN, 36)),
    ("github_refresh", lambda: "ghr_" + rs(AN, 36)),
    ("github_user2srv", lambda: "ghu_" + rs(AN, 36)),
    ("github_fine", lambda: "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)),
    ("gitlab_pat", lambda: "glpat-" + rs(AN + "-_", 20)),
    ("gitlab_trigger", lambda: "glptt-" + rs(HEX, 40)),
    ("gitlab_deploy", lambda: "gldt-" + rs(AN, 20)),
    ("gitlab_runner", lambda: "glrt-" + rs(AN + "_", 20)),
    ("gitlab_runner_reg", lambda: "GR1348941" + rs(AN + "_-", 20)),
    (
        "slack_bot",
        lambda: (
            "xoxb-%d-%d-%s" % (R.randrange(10**10, 10**11), R.randrange(10**12, 10**13), rs(AN, 24))
        ),
    ),
    (
        "slack_user",
        lambda: (
            "xoxp-%d-%d-%d-%s"
            % (
                R.randrange(10**10, 10**11),
                R.randrange(10**10, 10**11),
                R.randrange(10**12, 10**13),
                rs(HEX, 32),
            )
        ),
    ),
    (
        "slack_app",
        lambda: "xapp-1-A%s-%d-%s" % (rs(UP + DG, 10), R.randrange(10**12, 10**13), rs(HEX, 64)),
    ),
    ("slack_webhook", _slack_hook),
    ("stripe_secret", lambda: "sk_live_" + rs(AN, 99)),
    ("stripe_restricted", lambda: "rk_live_" + rs(AN, 99)),
    ("stripe_webhook", lambda: "whsec_" + rs(AN, 32)),
    ("openai_project", lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)),
    ("openai_legacy", lambda: "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)),
    ("openai_svcacct", lambda: "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)),
    ("anthropic", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA"),
    ("anthropic_admin", lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA"),
    ("google_api", lambda: "AIza" + rs(B64U, 35)),
    ("google_oauth_secret", lambda: "GOCSPX-" + rs(B64U, 28)),
    ("gcp_service_account", _gcp_sa),
    ("azure_storage", _azure_conn),
    ("azure_ad_secret", lambda: rs(AN, 3) + str(R.randrange(10)) + "Q~" + rs(AN + "~._-", 34)),
    ("azure_devops", lambda: rs(LO + DG, 52)),
    ("twilio_key", lambda: "SK" + rs(HEX, 32)),
    ("twilio_auth", lambda: "AC" + rs(HEX, 32) + ":" + rs(HEX, 32)),
    ("sendgrid", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
    ("mailgun", lambda: "key-" + rs(HEX, 32)),
    ("mailchimp", lambda: rs(HEX, 32) + "-us" + str(R.randrange(1, 21))),
    ("npm", lambda: "npm_" + rs(AN, 36)),
    ("pypi", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 70)),
    ("dockerhub", lambda: "dckr_pat_" + rs(B64U, 27)),
    ("vault_service", lambda: "hvs." + rs(B64U, 90)),
    ("vault_batch", lambda: "hvb." + rs(B64U, 138)),
    ("terraform_cloud", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67)),
    ("digitalocean_pat", lambda: "dop_v1_" + rs(HEX, 64)),
    ("digitalocean_oauth", lambda: "doo_v1_" + rs(HEX, 64)),
    ("heroku", lambda: "HRKU-AA" + rs(B64U, 58)),
    ("shopify_admin", lambda: "shpat_" + rs(HEX, 32)),
    ("shopify_shared", lambda: "shpss_" + rs(HEX, 32)),
    ("discord_bot", _discord_bot),
    ("discord_webhook", _discord_hook),
    ("telegram_bot", lambda: "%d:AA%s" % (R.randrange(10**9, 8 * 10**9), rs(B64U, 33))),
    ("datadog", lambda: "DD_API_KEY=" + rs(HEX, 32)),
    ("newrelic_user", lambda: "NRAK-" + rs(UP + DG, 27)),
    ("newrelic_browser", lambda: "NRJS-" + rs(HEX, 19)),
    ("sentry_org", lambda: "sntrys_" + b64u_nopad(60)),
    ("sentry_user", lambda: "sntryu_" + rs(HEX, 64)),
    ("sentry_dsn", _sentry_dsn),
    ("grafana_cloud", lambda: "glc_" + b64u_nopad(60)),
    ("grafana_sa", lambda: "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8)),
    ("doppler", lambda: "dp.pt." + rs(AN, 43)),
    ("onepassword_sa", lambda: "ops_eyJ" + rs(B64U, 250)),
    (
        "onepassword_secret_key",
        lambda: (
            "A3-%s-%s-%s-%s-%s-%s"
            % (
                rs(UP + DG, 6),
                rs(UP + DG, 6),
                rs(UP + DG, 5),
                rs(UP + DG, 5),
                rs(UP + DG, 5),
                rs(UP + DG, 5),
            )
        ),
    ),
    ("atlassian", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)),
    ("linear", lambda: "lin_api_" + rs(AN, 40)),
    ("notion", lambda: "ntn_" + rs(DG, 11) + rs(AN, 35)),
    ("notion_legacy", lambda: "secret_" + rs(AN, 43)),
    ("airtable", lambda: "pat" + rs(AN, 14) + "." + rs(HEX, 64)),
    ("huggingface", lambda: "hf_" + rs(AN, 34)),
    ("replicate", lambda: "r8_" + rs(AN, 37)),
    ("groq", lambda: "gsk_" + rs(AN, 52)),
    ("perplexity", lambda: "pplx-" + rs(AN, 48)),
    ("xai", lambda: "xai-" + rs(AN, 80)),
    ("openrouter", lambda: "sk-or-v1-" + rs(HEX, 64)),
    ("langsmith", lambda: "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10)),
    ("pinecone", lambda: "pcsk_" + rs(AN, 6) + "_" + rs(AN, 63)),
    ("elevenlabs", lambda: "sk_" + rs(HEX, 48)),
    ("postman", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)),
    ("circleci", lambda: "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40)),
    ("buildkite", lambda: "bkua_" + rs(HEX, 40)),
    ("flyio", lambda: "FlyV1 fm2_" + rs(B64, 180)),
    ("netlify", lambda: "nfp_" + rs(AN, 36)),
    ("supabase", lambda: "sbp_" + rs(HEX, 40)),
    ("supabase_secret", lambda: "sb_secret_" + rs(B64U, 31)),
    ("planetscale", lambda: "pscale_tkn_" + rs(B64U, 43)),
    ("planetscale_pw", lambda: "pscale_pw_" + rs(B64U, 43)),
    ("databricks", lambda: "dapi" + rs(HEX, 32)),
    ("okta", lambda: "Authorization: SSWS 00" + rs(B64U, 40)),
    ("square", lambda: "EAAA" + rs(B64U, 60)),
    ("square_oauth", lambda: "sq0csp-" + rs(B64U, 43)),
    ("braintree", lambda: "access_token$production$" + rs(LO + DG, 16) + "$" + rs(HEX, 32)),
    ("razorpay", lambda: "rzp_live_" + rs(AN, 14)),
    ("flutterwave", lambda: "FLWSECK-" + rs(HEX, 32) + "-X"),
    ("paystack", lambda: "sk_live_" + rs(HEX, 40)),
    ("mapbox", lambda: "sk.eyJ1Ijoi" + rs(B64U, 40) + "." + rs(B64U, 22)),
    ("cloudflare_origin_ca", lambda: "v1.0-" + rs(HEX, 24) + "-" + rs(HEX, 146)),
    ("cloudflare_global", lambda: "X-Auth-Key: " + rs(HEX, 37)),
    ("alibaba", lambda: "LTAI" + rs(AN, 20)),
    ("tencent", lambda: "AKID" + rs(AN, 32)),
    ("age", lambda: "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)),
    ("pulumi", lambda: "pul-" + rs(HEX, 40)),
    ("prefect", lambda: "pnu_" + rs(AN, 36)),
    ("dropbox", lambda: "sl." + rs(B64U, 135)),
    ("figma", lambda: "figd_" + rs(B64U, 40)),
    ("contentful", lambda: "CFPAT-" + rs(B64U, 43)),
    ("frameio", lambda: "fio-u-" + rs(B64U, 64)),
    ("typeform", lambda: "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14)),
    ("launchdarkly", lambda: "api-" + uuid4()),
    ("shippo", lambda: "shippo_live_" + rs(HEX, 40)),
    ("easypost", lambda: "EZAK" + rs(AN, 54)),
    ("dynatrace", lambda: "dt0c01." + rs(UP + DG, 24) + "." + rs(UP + DG, 64)),
    ("scalingo", lambda: "tk-us-" + rs(B64U, 48)),
    ("clojars", lambda: "CLOJARS_" + rs(LO + DG, 60)),
    ("rubygems", lambda: "rubygems_" + rs(HEX, 48)),
    ("nuget", lambda: "oy2" + rs(LO + DG, 43)),
    ("crates", lambda: "cio" + rs(AN, 32)),
    ("harness", lambda: "pat." + rs(B64U, 22) + "." + rs(HEX, 24) + "." + rs(AN, 20)),
    ("infracost", lambda: "ico-" + rs(AN, 32)),
    ("octopus", lambda: "API-" + rs(UP + DG, 26)),
    ("readme", lambda: "rdme_" + rs(LO + DG, 70)),
    ("sourcegraph", lambda: "sgp_" + rs(HEX, 16) + "_" + rs(HEX, 40)),
    ("bitbucket_app_pw", lambda: "ATBB" + rs(AN, 32) + rs(HEXU, 8)),
    ("jfrog", lambda: "AKCp8" + rs(AN, 68)),
    ("tailscale", lambda: "tskey-auth-k" + rs(AN, 10) + "CNTRL-" + rs(AN, 33)),
    ("ngrok", lambda: "2" + rs(AN, 26) + "_" + rs(AN, 21)),
    ("resend", lambda: "re_" + rs(AN, 8) + "_" + rs(AN, 24)),
    ("plaid", lambda: "access-production-" + uuid4()),
    ("fcm_server", lambda: "AAAA" + rs(AN + "_-", 7) + ":APA91b" + rs(B64U, 134)),
    ("facebook", lambda: "EAAB" + rs(AN, 180)),
    ("twitter_bearer", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 30) + "%3D" + rs(AN, 50)),
    ("salesforce", lambda: "00D" + rs(AN, 12) + "!" + rs(AN + ".", 96)),
    ("jwt_bearer", lambda: "Authorization: Bearer " + jwt()),
    ("postgres_url", _pg_url),
    ("mongodb_url", _mongo_url),
    ("mysql_url", _mysql_url),
    ("redis_url", _redis_url),
    ("amqp_url", _amqp_url),
    ("fireworks", lambda: "fw_" + rs(AN, 24)),
    ("deepseek", lambda: "sk-" + rs(HEX, 32)),
    ("gitlab_ci_job", lambda: "glcbt-" + rs(HEX, 2) + "_" + rs(AN + "_-", 20)),
    ("yandex", lambda: "y0_" + rs(B64U, 55)),
    (
        "asana",
        lambda: (
            "2/%d/%d:%s" % (R.randrange(10**15, 10**16), R.randrange(10**15, 10**16), rs(HEX, 32))
        ),
    ),
    ("lob", lambda: "live_" + rs(HEX, 35)),
    ("doppler_sa", lambda: "dp.sa." + rs(AN, 43)),
    ("vercel", lambda: "vercel_token=" + rs(AN, 24)),
    ("heroku_legacy", lambda: "HEROKU_API_KEY=" + uuid4()),
    ("mailgun_signing", lambda: "MAILGUN_WEBHOOK_SIGNING_KEY " + rs(HEX, 32)),
    ("algolia", lambda: "algolia admin key " + rs(HEX, 32)),
    ("wandb", lambda: "wandb login " + rs(HEX, 40)),
    ("cohere", lambda: 'co.ClientV2(api_key="' + rs(AN, 40) + '")'),
    ("mistral", lambda: "MISTRAL_API_KEY=" + rs(AN, 32)),
]

VENDOR_CTX = {
    "aws": [
        "Bucket upload fails with AccessDenied, I'm using {t} with the secret in ~/.aws",
        "the IAM user key is {t}",
    ],
    "slack_webhook": ["post alerts to {t} please", "our #deploys hook: {t}"],
    "discord_webhook": ["the bot posts to {t}"],
    "sentry_dsn": ['Sentry.init({{ dsn: "{t}" }}) in the backend'],
    "postgres_url": ["DATABASE_URL is {t} and migrations hang", "psql '{t}' gives a timeout"],
    "mongodb_url": ["compass connects with {t} but mongoose doesn't"],
    "mysql_url": ["wordpress uses {t}"],
    "redis_url": ["celery broker = {t}"],
    "amqp_url": ["broker url {t}"],
    "gcp_service_account": ["here is the service account json: {t}"],
    "azure_storage": ["connection string: {t}"],
    "telegram_bot": [
        "my bot token from BotFather is {t}",
        "curl https://api.telegram.org/bot{t}/getMe returns 401",
    ],
    "twilio_auth": ["twilio creds (sid:token) {t}"],
    "braintree": ["braintree gateway init with {t}"],
    "okta": ["I send `{t}` and Okta says invalid"],
    "flyio": ["fly deploy keeps asking, token is {t}"],
    "jwt_bearer": ["curl -H '{t}' https://api.internal/v2/me", "{t}"],
}

PROVIDER_WRAPS = [
    "here's my key: {t}",
    "{t}",
    "can you check why this doesn't work? {t}",
    "new token {t} - the old one expired",
    "I rotated it, the new one is {t}",
    "Error 401 Unauthorized when using {t}",
    "`{t}` <- prod, don't lose it",
    "save this for later: {t}",
    "export TOKEN={t}",
    'curl -H "Authorization: Bearer {t}" https://api.example.com/v1/items',
    "{t} is what the dashboard gave me",
    "Use {t} for the staging deploy",
    "remember my api key {t}",
    "headers = {{'Authorization': 'token {t}'}}",
    "I pasted {t} into the settings page but it still says unauthenticated",
    "quick q, is {t} a valid format?",
    'client = Client("{t}")',
    "Hey, this is the credential for the CI job -> {t}",
    "the admin key for the team account: {t} (thanks!)",
    "logs show `token={t}` in the request line, is that bad?",
    "ok so the key starts with the prefix and is {t}",
    "Note to self: {t}",
    "pls store: {t}",
    "{t}\n\nthat's the one from the vendor console",
]


def build_provider():
    out = []
    for name, gen in PROVIDERS:
        tok = gen()
        if name in VENDOR_CTX and R.random() < 0.8:
            tmpl = pick(VENDOR_CTX[name])
        else:
            tmpl = pick(PROVIDER_WRAPS)
        out.append(tmpl.format(t=tok))
    # hand-written provider cases
    out += [
        "My OpenAI key stopped working: " + "sk-proj-" + rs(B64U, 40) + "T3BlbkFJ" + rs(B64U, 40),
        "git remote set-url origin https://oauth2:"
        + "glpat-"
        + rs(AN, 20)
        + "@gitlab.com/acme/api.git",
        "git clone https://x-access-token:" + "ghs_" + rs(AN, 36) + "@github.com/acme/infra.git",
        "//registry.npmjs.org/:_authToken=npm_" + rs(AN, 36),
        "pip install --index-url https://__token__:pypi-AgEIcHlwaS5vcmc"
        + rs(B64U, 60)
        + "@upload.pypi.org/legacy/ pkg",
        "claude code wants ANTHROPIC_API_KEY, mine is sk-ant-api03-" + rs(B64U, 93) + "AA",
        "stripe listen --api-key sk_live_" + rs(AN, 24),
        "The Hugging Face read token for the gated model: hf_" + rs(AN, 34),
        "vault login hvs." + rs(B64U, 24),
        "doctl auth init -t dop_v1_" + rs(HEX, 64),
        "gh auth login --with-token <<< github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59),
        "the Groq one is gsk_" + rs(AN, 52) + " and the Replicate one r8_" + rs(AN, 37),
        "[default]\naws_access_key_id = AKIA"
        + rs(UP + "234567", 16)
        + "\naws_secret_access_key = "
        + rs(B64, 40),
        "Slack says invalid_auth for xoxb-"
        + str(R.randrange(10**10, 10**11))
        + "-"
        + str(R.randrange(10**12, 10**13))
        + "-"
        + rs(AN, 24),
        "the SendGrid key SG." + rs(B64U, 22) + "." + rs(B64U, 43) + " got revoked?",
    ]
    return [(t, "provider") for t in out]


# ================================================================ KEYVALUE
KV_KEYS = [
    "DB_PASSWORD_PROD",
    "PASSWORD1",
    "postgresPassword",
    "MYSQL_ROOT_PASSWORD",
    "REDIS_PASS",
    "smtp_pass",
    "api_key",
    "ApiKey",
    "X_API_KEY",
    "client_secret",
    "CLIENT_SECRET_STAGING",
    "auth_token",
    "jwtSecret",
    "JWT_SIGNING_KEY",
    "SECRET_KEY_BASE",
    "encryption_key",
    "MASTER_KEY",
    "admin_pwd",
    "passwd",
    "PGPASSWORD",
    "refreshToken",
    "WEBHOOK_SECRET",
    "private_key_passphrase",
    "keystore_password",
    "storePassword",
    "LDAP_BIND_PW",
    "vpn_psk",
    "WPA_PASSPHRASE",
    "ssh_pass",
    "ANSIBLE_BECOME_PASS",
    "mail.password",
    "spring.datasource.password",
    "signing.password",
    "app-secret",
    "SESSION_SECRET",
    "COOKIE_SECRET",
    "S3_SECRET",
    "minioRootPassword",
    "RABBITMQ_DEFAULT_PASS",
    "grafana_admin_password",
    "userPass",
    "oauthClientSecret",
    "NEXTAUTH_SECRET",
    "apiSecretKey",
    "Pwd",
    "dbPassWord",
    "my_token_v2",
    "stripeSecret",
    "sftp-password",
    "ELASTIC_PASSWORD",
    "KEYCLOAK_ADMIN_PASSWORD",
    "tokenProd",
    "HMAC_KEY",
    "service_account_key",
    "bot-token",
    "secretAccessKey",
    "PASSPHRASE",
    "pin_code",
]


def kv_value():
    return pick(
        [
            pw_random,
            pw_tricky,
            pw_tricky,
            pw_word_num,
            lambda: rs(AN, 32),
            lambda: rs(HEX, 40),
            lambda: b64n(24),
            pw_leet,
            lambda: rs(B64U, 43),
        ]
    )()


def kv_env(k, v):
    return pick(
        ["{k}={v}", '{k}="{v}"', "export {k}='{v}'", "{k} = {v}", "set {k}={v}", '$env:{k} = "{v}"']
    ).format(k=k, v=v)


def kv_yaml(k, v):
    return pick(
        [
            "database:\n  host: db.prod\n  user: app\n  {k}: {v}",
            '{k}: "{v}"',
            "services:\n  db:\n    environment:\n      - {k}={v}",
            "spec:\n  values:\n    {k}: '{v}'",
            '- name: {k}\n  value: "{v}"',
        ]
    ).format(k=k, v=v)


def kv_json(k, v):
    return pick(
        [
            '{{"{k}": "{v}"}}',
            '{{\n  "host": "smtp.mailgun.org",\n  "user": "postmaster@mg.acme.io",\n  "{k}": "{v}"\n}}',
            '"{k}": "{v}",',
            'config = {{"debug": false, "{k}": "{v}", "timeout": 30}}',
        ]
    ).format(k=k, v=v)


def kv_toml(k, v):
    return pick(
        [
            '[database]\nurl = "postgres://db:5432/app"\n{k} = "{v}"',
            '{k} = "{v}"',
            "[tool.deploy]\n{k} = '{v}'",
        ]
    ).format(k=k, v=v)


def kv_ini(k, v):
    return pick(
        [
            "[client]\nuser=root\n{k}={v}",
            "[smtp]\nserver = mail.acme.com\n{k} = {v}",
            "; prod\n{k} : {v}",
        ]
    ).format(k=k, v=v)


def kv_code(k, v):
    return pick(
        [
            '{k} = "{v}"  # TODO move to vault',
            "const {k} = '{v}';",
            "define('{k}', '{v}');",
            'private static final String {k} = "{v}";',
            "<{k}>{v}</{k}>",
            "{k}: '{v}', // temporary",
            'os.environ["{k}"] = "{v}"',
            "ENV['{k}'] = '{v}'",
            'let {k} = "{v}"',
            '{k} := "{v}"',
        ]
    ).format(k=k, v=v)


def build_keyvalue():
    out = []
    fmts = [kv_env, kv_yaml, kv_json, kv_toml, kv_ini, kv_code]
    for i, k in enumerate(KV_KEYS):
        f = fmts[i % len(fmts)]
        s = f(k, kv_value())
        if R.random() < 0.35:
            s = pick(
                [
                    "my .env:\n{s}\nwhy isn't it picked up?",
                    "{s}\n\nis this format right?",
                    "here's the config:\n```\n{s}\n```",
                    "fwiw {s}",
                    "{s}  <- copy this into staging",
                ]
            ).format(s=s)
        out.append(s)
    u = pick(NAMES).lower()
    hand = [
        "machine api.heroku.com\n  login %s@acme.io\n  password %s" % (u, uuid4()),
        "machine ftp.example.org login backup password %s" % pw_random(14),
        "apiVersion: v1\nkind: Config\nusers:\n- name: admin\n  user:\n    token: %s"
        % rs(B64U, 52),
        "users:\n- name: ci\n  user:\n    client-key-data: %s" % b64n(90),
        '{"auths": {"registry.gitlab.com": {"auth": "%s"}}}'
        % base64.b64encode(("deploy:" + pw_random(18)).encode()).decode(),
        '{"auths":{"https://index.docker.io/v1/":{"auth":"%s"}}}'
        % base64.b64encode(("mike:" + pw_word_num()).encode()).decode(),
        "mysql -u root -p%s -h 127.0.0.1 shop" % pw_random(12),
        "psql --host=db --username=app --password=%s" % pw_tricky(),
        "sshpass -p '%s' ssh deploy@10.0.0.12" % pw_leet(),
        "docker login -u acmebot -p %s registry.acme.io" % rs(AN, 20),
        "curl -u admin:%s https://jenkins.acme.local/api/json" % pw_random(13),
        "redis-cli -h cache.prod -a %s ping" % rs(AN, 24),
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass:%s -out bundle.p12"
        % pw_word_num(),
        "htpasswd -b -c /etc/nginx/.htpasswd admin %s" % pw_name_year(),
        "mongosh \"mongodb://localhost:27017\" --username root --password '%s'" % pw_tricky(),
        "ansible-playbook site.yml -e ansible_password=%s" % pw_random(12),
        "az login --service-principal -u %s -p %s --tenant acme.onmicrosoft.com"
        % (uuid4(), rs(AN, 5) + "8Q~" + rs(AN + "._-~", 31)),
        "wget --user=jane --password='%s' https://files.acme.com/report.zip" % pw_phrase(),
        "Server=tcp:acme.database.windows.net,1433;Database=erp;User ID=sa;Password=%s;Encrypt=true;"
        % pw_random(15),
        "db.example.com:5432:orders:app:%s" % pw_random(16),
        "spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.username=app\nspring.datasource.password=%s"
        % pw_tricky(),
        "[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc%s" % rs(B64U, 60),
        "<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>%s</password>\n</server>"
        % pw_random(14),
        'network={\n    ssid="Casa_Lopez"\n    psk="%s"\n}' % pw_phrase(),
        "[remote-b2]\ntype = b2\naccount = 0021a%s\nkey = K002%s" % (rs(HEX, 20), rs(AN, 27)),
        "Authorization: Basic %s" % base64.b64encode(("admin:" + pw_random(12)).encode()).decode(),
        "PASSWORD1=%s\nPASSWORD2=%s" % (pw_word_num(), pw_word_num()),
        "DB_PASSWORD_PROD=%s" % pw_tricky(),
        "password=%s.%s" % (pick(WORDS).capitalize(), rs(AN, 6)),
        "password = #%s" % rs(AN, 11),
        "pass: [%s]%s" % (rs(AN, 4), rs(AN, 7)),
        'variable "db_password" {\n  default = "%s"\n}' % pw_random(16),
        "- uses: docker/login-action@v3\n  with:\n    username: acmebot\n    password: %s"
        % ("dckr_pat_" + rs(B64U, 27)),
        "REACT_APP_FIREBASE_SECRET=%s" % rs(AN, 39),
        'kafka.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc" password="%s";'
        % pw_random(18),
        "wp-config.php: define( 'DB_PASSWORD', '%s' );" % pw_tricky(),
        "admin_password: %s  # grafana" % pw_leet(),
        "The .pgpass line is  *:*:*:postgres:%s" % pw_random(14),
        "set -x PGPASSWORD %s" % pw_random(12),
        'appsettings.json -> "ConnectionStrings": {"Default": "Host=db;Username=app;Password=%s"}'
        % pw_random(14),
        "secret_key = '%s'" % ("django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50)),
        "SECRET_KEY_BASE=%s" % rs(HEX, 128),
        "x-api-key: %s" % rs(AN, 40),
        "mySuperSecretValue=%s" % rs(AN, 20),
        "TOKEN_GITHUB_ACTIONS_RO=%s" % rs(AN, 40),
        "passwordHint=none\npasswordValue=%s" % pw_word_num(),
        "Password=%s" % pw_random(11),
        "rclone config: pass = %s" % rs(B64U, 40),
        "bind_pw = %s" % pw_tricky(),
        "keyPassword '%s'\nstorePassword '%s'" % (pw_random(12), pw_random(12)),
    ]
    out += hand
    return [(t, "keyvalue") for t in out]


# ================================================================ LANGUAGE
# {p} password-like value, {n} numeric PIN/code, {u} user name
LANG_TEMPLATES = {
    "fr": [
        "mon mot de passe est {p}",
        "Mot de passe : {p} (ne le dis à personne)",
        "le code PIN de ma carte bleue est {n}",
        "identifiant {u}, mot de passe {p}",
    ],
    "es": [
        "mi contraseña es {p}",
        "la clave del wifi es {p}",
        "Mi PIN del banco: {n}",
        "te paso la contraseña: {p}",
    ],
    "pt": [
        "minha senha é {p}",
        "a senha do Wi-Fi lá de casa é {p}",
        "o código de acesso do prédio é {n}",
    ],
    "de": [
        "mein Passwort lautet {p}",
        "Kennwort: {p}",
        "Die PIN für die EC-Karte ist {n}",
        "Zugangscode zum Büro: {n}",
    ],
    "it": ["la mia password è {p}", "il codice di accesso è {n}", "Password dell'account: {p}"],
    "nl": ["mijn wachtwoord is {p}", "de pincode is {n}", "Wachtwoord voor de NAS: {p}"],
    "sv": ["mitt lösenord är {p}", "pinkoden är {n}"],
    "no": ["passordet mitt er {p}", "PIN-koden min er {n}"],
    "da": ["min adgangskode er {p}", "Adgangskoden til routeren: {p}"],
    "fi": ["salasanani on {p}", "PIN-koodi on {n}"],
    "pl": ["moje hasło to {p}", "Hasło do poczty: {p}", "kod PIN do karty: {n}"],
    "cs": ["moje heslo je {p}", "Heslo k wifi: {p}"],
    "hu": ["a jelszavam {p}", "A PIN-kódom {n}"],
    "ro": ["parola mea este {p}", "Parola de la wifi: {p}"],
    "ru": ["мой пароль {p}", "пароль от почты: {p}", "ПИН-код карты {n}", "логин {u}, пароль {p}"],
    "uk": ["мій пароль — {p}", "Пароль від wifi: {p}"],
    "el": ["ο κωδικός μου είναι {p}", "Κωδικός πρόσβασης: {p}"],
    "tr": ["şifrem {p}", "Parolam: {p}", "kartın şifresi {n}"],
    "ar": ["كلمة المرور الخاصة بي هي {p}", "الرقم السري للبطاقة {n}"],
    "he": ["הסיסמה שלי היא {p}", "קוד הכניסה לבניין הוא {n}"],
    "fa": ["رمز عبور من {p} است", "رمز کارت بانکی: {n}"],
    "hi": ["मेरा पासवर्ड {p} है", "एटीएम पिन {n} है"],
    "bn": ["আমার পাসওয়ার্ড হলো {p}"],
    "zh": ["我的密码是{p}", "密码：{p}", "银行卡密码是{n}", "账号{u} 密码{p}"],
    "zh_tw": ["我的密碼是 {p}", "Wi-Fi 密碼：{p}"],
    "ja": ["パスワードは {p} です", "暗証番号は{n}です", "ログインID:{u} パスワード:{p}"],
    "ko": ["내 비밀번호는 {p} 입니다", "비밀번호: {p}", "카드 비밀번호 {n}"],
    "vi": ["mật khẩu của tôi là {p}", "Mã PIN thẻ ngân hàng: {n}"],
    "th": ["รหัสผ่านของฉันคือ {p}", "รหัส ATM {n}"],
    "id": ["kata sandi saya {p}", "PIN ATM saya {n}"],
    "ms": ["kata laluan saya ialah {p}"],
    "tl": ["ang password ko ay {p}"],
    "sw": ["nenosiri langu ni {p}"],
    "ca": ["la meva contrasenya és {p}"],
    "hr": ["moja lozinka je {p}", "Lozinka za mail: {p}"],
    "sr": ["моја лозинка је {p}"],
    "lt": ["mano slaptažodis yra {p}"],
    "lv": ["mana parole ir {p}"],
    "et": ["minu parool on {p}"],
    "sk": ["Moje heslo do banky je {p}"],
    "bg": ["паролата ми е {p}"],
    "ur": ["میرا پاس ورڈ {p} ہے"],
}

LANG_EXTRA = [
    "la phrase secrète de ma clé GPG est « {ph} »",
    "el código de recuperación es {rc}",
    "Wiederherstellungscode: {rc}",
    "la passphrase du coffre-fort KeePass : {ph}",
    "il PIN del telefono è {n}",
    "恢复码：{rc}",
    "復旧コード {rc}",
    "Мой код восстановления {rc}",
    "senha do cofre: {ph}",
    "parola di accesso per il portale: {p}",
    "Toegangscode voor de poort: {n}#",
    "kod dostępu do bramy {n}",
]

EN_TEMPLATES = [
    "my password is {p}",
    "{p} is my password for the work laptop",
    "{p} — that's the new wifi password",
    "use {p} as the password when it asks",
    "login: {u} / {p}",
    "user: {u}  pass: {p}",
    "password：{p}",
    "Password ： {p}",
    "pw {p}",
    "the passcode for the side door is {n}",
    "remember, the passphrase is '{ph}'",
    "I set the admin password to {p} for now",
    "creds are {u} and {p}",
    "username {u}, password {p}",
    "my PIN is {n}",
    "the access code is {n}#",
    "recovery code: {rc}",
    "it's {p}, case sensitive",
    "for Netflix I use {p}",
    "You can log in as {u} with {p}",
    "sign in with {u}@acme.com / {p}",
    "the password? {p}",
    "my bank login is {u} and the password {p}",
    "passcode {n}, don't forget it",
    "I changed my password from {p} to {p2}",
    "new pass = {p}",
    "p/w: {p}",
    "if it asks for a password, type {p}",
    "{u}:{p} is what I use for the router admin",
    "Password is the same as my email one, {p}",
    "can you remember my Spotify password? it's {p}",
    "the phone unlock code is {n}",
    "Passphrase for the SSH key: {ph}",
    "the master password to my password manager is {ph}",
    "Apple ID password {p}",
    "pin number for the alarm: {n}",
    "our shared account -> email: family@{u}.net, password: {p}",
    "The VPN wants a password every morning, it's {p}",
]


def rc_code():
    return pick(
        [
            lambda: "%s-%s" % (rs(LO + DG, 5), rs(LO + DG, 5)),
            lambda: "%s %s" % (rs(DG, 4), rs(DG, 4)),
            lambda: "-".join(rs(UP + DG, 4) for _ in range(4)),
        ]
    )()


def build_language():
    out = []
    langs = sorted(LANG_TEMPLATES)
    for lang in langs:
        tmpls = LANG_TEMPLATES[lang]
        for t in tmpls[: (2 if len(tmpls) > 2 and R.random() < 0.5 else len(tmpls))]:
            out.append(
                t.format(
                    p=any_pw(),
                    n=pin(),
                    u=pick(NAMES).lower() + str(R.randrange(10, 99)),
                    ph=pw_phrase(),
                    rc=rc_code(),
                )
            )
    for t in LANG_EXTRA:
        out.append(t.format(p=any_pw(), n=pin(), ph=pw_phrase(), rc=rc_code()))
    for t in EN_TEMPLATES:
        out.append(
            t.format(
                p=any_pw(),
                p2=any_pw(),
                n=pin(),
                u=pick(NAMES).lower(),
                ph=pw_phrase(),
                rc=rc_code(),
            )
        )
    return [(t, "language") for t in out]


# ================================================================ PLAIN VALUE
PLAIN_TEMPLATES = [
    "for the router it's {p}",
    "try {p} on the admin page",
    "{p} should get you into the NAS",
    "ok the new one: {p}",
    "it's {p} (capital first letter)",
    "laptop unlock = {p}",
    "wifi {p}",
    "door code {n}#",
    "I changed it to {p} yesterday",
    "same as always, {p}",
    "user is {u}, {p}",
    "bank app {n}",
    "sim {n}",
    "{p} for everything lol",
    "you'll need {p} to open the zip",
    "the pdf is locked with {p}",
    "hotspot: {p}",
    "{u} {p} — for the VPN",
    "gate {n}",
    "garage opener: {n}",
    "{p}",
    "{n} for the safe in the closet",
    "got it, typed {p} and it worked",
    "Unlock with {p}",
    "the iPad is {n}",
    "kid's tablet {n}, mine is {n2}",
    "note: {p}",
    "ssh {u}@10.0.0.5, {p}",
    "it's literally {p} lol",
    "lock screen {n}",
    "{p} <- don't share",
    "the new one is {p}, old one was {p2}",
    "the zip is protected, use {p}",
    "alarm disarm {n}",
    "cc pin {n}",
    "locker 14, combo {n}",
    "remember for me: {p}",
    "in case I forget: {p}",
    "Guest network: Casa_{u} / {p}",
    "tablet {u} {n}",
]


def build_plain_value():
    out = []
    for t in PLAIN_TEMPLATES:
        out.append(t.format(p=any_pw(), p2=any_pw(), n=pin(), n2=pin(), u=pick(NAMES).lower()))
    for t in PLAIN_TEMPLATES:
        out.append(
            t.format(
                p=pick([pw_random, pw_tricky, pw_leet, pw_name_year])(),
                p2=any_pw(),
                n=pin(6),
                n2=pin(),
                u=pick(NAMES).lower(),
            )
        )
    hand = [
        "Tr0ub4dor&3 for the work account, hunter-style",
        "Rosie1987! is for the email and Rosie1987? for the bank",
        "kx9#Lm2!qP — that's what I typed, right?",
        "I think it was Summer2024! or Summer2024? can you remember which",
        "new laptop: 7Gq!w2Zp#dL",
        "8841 (the debit card)",
        "the Kindle is 0713, the Switch is 2299",
        "Wi-Fi: PrettyFlyForAWiFi / Gr33nT34!nk",
        "Here you go: Mz4&pQ8*vR1x",
        "just type bananaSplit_77! when it prompts",
        "maria.lopez83 then M4ri@L0pez!",
        "Login jdoe, then Qw3rty!Uiop9",
        "It's correct.horse.battery.staple.42",
        "last 4 of the pin: 9072, first 2: 31",
        "it prompts for 6 digits, mine are 284617",
        "The code to get in is 3 7 1 9",
        "hunter22!Xx is what I picked",
        "Parents' tablet = 150862",
        "Zr8$kq!Lw0 (zero, not o)",
        "lowercase: m0nkeyb4ll00n$",
    ]
    out += hand
    return [(t, "plain_value") for t in out]


# ================================================================ MATERIAL
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve
acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice
aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley
allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve
april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork
ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt
author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag
balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because
become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid
bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur
blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain
brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush
bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer
buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon
capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch
category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion
change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose
chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever
click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut
code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress
connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple
course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime
crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard
curious current curtain curve cushion custom cute cycle water wave way wealth weapon wear weasel weather web wedding
weekend weird welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win window
wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth
wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra zero zone zoo""".split()


def seed(n=12):
    return [pick(BIP39) for _ in range(n)]


def pem(kind, lines=8):
    body = "\n".join(b64n(48) for _ in range(lines))
    return "-----BEGIN %s-----\n%s\n%s\n-----END %s-----" % (kind, body, b64n(20), kind)


def openssh_key():
    body = (
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
        + rs(B64, 6)
        + "\n"
        + "\n".join(b64n(52) for _ in range(4))
    )
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % body


def totp_key():
    return rs(B32, 32)


def github_recovery():
    return "\n".join("%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(R.randrange(8, 17)))


def google_backup():
    return "\n".join("%d. %s %s" % (i + 1, rs(DG, 4), rs(DG, 4)) for i in range(10))


def build_material():
    out = []
    # --- seed phrases
    for i in range(12):
        n = pick([12, 12, 24, 18, 24])
        ws = seed(n)
        style = i % 6
        if style == 0:
            phr = " ".join(ws)
            t = pick(
                [
                    "my metamask recovery phrase: {s}",
                    "seed: {s}",
                    "{s}",
                    "Secret Recovery Phrase -> {s}",
                ]
            ).format(s=phr)
        elif style == 1:
            t = "wallet backup words\n" + "\n".join("%d. %s" % (j + 1, w) for j, w in enumerate(ws))
        elif style == 2:
            t = "Ledger words: " + ", ".join(ws)
        elif style == 3:
            t = "can you keep these safe for me? " + " ".join(ws)
        elif style == 4:
            t = " ".join("%d)%s" % (j + 1, w) for j, w in enumerate(ws)) + " - my trezor"
        else:
            t = "the 24 words are:\n" + "\n".join(" ".join(ws[j : j + 4]) for j in range(0, n, 4))
        out.append(t)
    # --- 2FA recovery / backup codes
    out += [
        "GitHub recovery codes:\n" + github_recovery(),
        "Google backup codes\n" + google_backup(),
        "my 2FA backup codes are " + ", ".join(rs(DG, 8) for _ in range(6)),
        "Discord backup codes: " + " ".join(rs(LO + DG, 8) for _ in range(10)),
        "Microsoft account recovery code: " + "-".join(rs(UP + DG, 5) for _ in range(5)),
        "BitLocker recovery key " + "-".join(rs(DG, 6) for _ in range(8)),
        "Apple recovery key: " + "-".join(rs(UP + DG, 4) for _ in range(7)),
        "Coinbase 2fa backup: " + rs(LO, 4) + " " + rs(LO, 4) + " " + rs(LO, 4) + " " + rs(LO, 4),
        "these are the emergency codes for the admin account "
        + " ".join("%s-%s" % (rs(DG, 4), rs(DG, 4)) for _ in range(5)),
        "1Password emergency kit secret key "
        + "A3-%s-%s-%s-%s-%s-%s"
        % (
            rs(UP + DG, 6),
            rs(UP + DG, 6),
            rs(UP + DG, 5),
            rs(UP + DG, 5),
            rs(UP + DG, 5),
            rs(UP + DG, 5),
        ),
        "Proton recovery phrase: " + " ".join(seed(12)),
        "Bitwarden two-step login recovery code: " + rs(UP + DG, 32),
    ]
    # --- TOTP setup keys
    for i in range(8):
        k = totp_key()
        t = pick(
            [
                "2FA setup key: {g}",
                "Can't scan the QR, the manual key is {g}",
                "authenticator secret {g}",
                "Enter this key in your app: {g}",
                "{g}  (that's the TOTP seed for the AWS root account)",
            ]
        ).format(g=spaced(k.lower() if R.random() < 0.5 else k))
        out.append(t)
    out.append("otpauth://totp/ACME:jane%40acme.com?secret=" + totp_key() + "&issuer=ACME&digits=6")
    out.append(
        "the QR code decodes to otpauth://totp/GitHub:octo?secret=" + rs(B32, 16) + "&issuer=GitHub"
    )
    # --- session cookies
    out += [
        "Cookie: sessionid=%s; csrftoken=%s" % (rs(LO + DG, 32), rs(AN, 32)),
        "connect.sid=s%%3A%s.%s" % (rs(B64U, 32), rs(AN + "%", 43)),
        "document.cookie shows PHPSESSID=%s" % rs(LO + DG, 26),
        "_gh_sess=%s" % rs(B64 + "%", 180),
        "__Secure-next-auth.session-token=%s" % jwt(),
        ".ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_"
        + rs(HEXU, 300),
        "laravel_session=eyJpdiI6I%s" % rs(B64U, 200),
        "Set-Cookie: SID=%s; Domain=.google.com; Secure; HttpOnly" % rs(B64U, 70),
        "copy my browser cookie so you can test: JSESSIONID=%s; remember_token=%s"
        % (rs(HEXU, 32), rs(B64U, 40)),
        "curl 'https://app.example.com/api/me' -H 'cookie: auth_session=%s'" % rs(B64U, 64),
    ]
    # --- card PIN / CVV
    for i in range(6):
        num = luhn_complete(pick(["4", "4", "51", "55"]), 16)
        out.append(
            pick(
                [
                    "card {c} exp {m:02d}/{y} cvv {v}",
                    "Visa ending {l4}, the CVV on the back is {v}",
                    "my card: {cs}, {m:02d}/{y}, security code {v}",
                    "the PIN for my debit card ending {l4} is {p}",
                    "CVC {v} expiry {m:02d}{y}",
                    "Mastercard {cs} and the pin is {p}",
                ]
            ).format(
                c=num,
                cs=spaced(num),
                l4=num[-4:],
                m=R.randrange(1, 13),
                y=R.randrange(26, 32),
                v=rs(DG, 3),
                p=pin(4),
            )
        )
    # --- private keys
    out += [
        pem("RSA PRIVATE KEY"),
        "here's the key for the box:\n" + openssh_key(),
        pem("EC PRIVATE KEY", 3),
        pem("PRIVATE KEY", 6),
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(b64n(48) for _ in range(6))
        + "\n="
        + rs(B64, 4)
        + "\n-----END PGP PRIVATE KEY BLOCK-----",
        "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.2/24" % b64n(32),
        "eth private key 0x" + rs(HEX, 64),
        "the private key of my hot wallet is " + rs(HEX, 64),
        "WIF: 5" + pick("HJK") + rs(B58, 49),
        "bitcoin privkey K" + rs(B58, 51),
        "solana keypair [" + ",".join(str(R.randrange(256)) for _ in range(64)) + "]",
        "nostr nsec1" + rs(BECH, 58),
        pem("ENCRYPTED PRIVATE KEY", 5) + "\npassphrase is " + pw_phrase(),
        "my phantom wallet private key: " + rs(B58, 88),
    ]
    # --- split credentials
    gh = "ghp_" + rs(AN, 36)
    sk = "sk-proj-" + rs(B64U, 40) + "T3BlbkFJ" + rs(B64U, 40)
    ak = "AKIA" + rs(UP + "234567", 16)
    pw = pw_random(14)
    out += [
        "the token is in two parts, first %s and then %s" % (gh[:20], gh[20:]),
        "key starts with %s ... rest: %s" % (sk[:30], sk[30:]),
        "access key %s, and the secret half is %s" % (ak, rs(B64, 40)),
        "password is '%s' + '%s' (I split it so it's not in one place)" % (pw[:7], pw[7:]),
        "first 8: %s\nlast 8: %s" % (pw_random(8), pw_random(8)),
        "user admin\n...\n(later) oh and the password I mentioned: %s" % pw_word_num(),
        "my PIN: first two digits %s, last two %s" % (rs(DG, 2), rs(DG, 2)),
        "token=%s\\\n%s" % (gh[:18], gh[18:]),
    ]
    # --- obfuscated
    tok = "ghp_" + rs(AN, 36)
    out += [
        "g h p _ " + " ".join(tok[4:]),
        spaced("AKIA" + rs(UP + "234567", 16)),
        "xoxb " + spaced(str(R.randrange(10**10, 10**11)), 4) + " - " + rs(AN, 24),
        fullwidth("sk_live_" + rs(AN, 24)),
        "my key " + fullwidth("ghp_" + rs(AN, 36)),
        zw_insert("ghp_" + rs(AN, 36), 4),
        "here: " + zw_insert("sk-ant-api03-" + rs(B64U, 93) + "AA", 5),
        zw_insert("AKIA" + rs(UP + "234567", 16), 3) + " is the access key",
        soft_hyphen("glpat-" + rs(AN, 20), 3),
        confuse("password") + ": " + pw_random(13),
        confuse("my password is ") + pw_word_num(),
        "p a s s w o r d : " + " ".join(pw_random(10)),
        "\n".join(spaced("sk-proj-" + rs(B64U, 40) + "T3BlbkFJ" + rs(B64U, 40), 16).split(" ")),
        "AIza" + "-".join(spaced(rs(B64U, 35), 5).split(" ")),
        "pass\u200bword = " + pw_tricky(),
        fullwidth("password=") + pw_random(12),
        "h\u200bf\u200b_" + rs(AN, 34),
        "npm_" + "\u2060".join(spaced(rs(AN, 36), 6).split(" ")),
        "Wi\u2011Fi pass\u00adword\uff1a " + pw_word_num(),
        "my ＰＩＮ is " + fullwidth(pin(4)),
        "s k _ l i v e _ " + " ".join(rs(AN, 24)),
        "ghp_" + rs(AN, 12) + "\n" + rs(AN, 12) + "\n" + rs(AN, 12),
        "recovery codes (spaced): " + "  ".join(spaced(rs(LO + DG, 10), 5, "-") for _ in range(8)),
        "Key: " + confuse("AKIA") + rs(UP + "234567", 16),
        "the key, reversed so bots don't find it: " + ("ghp_" + rs(AN, 36))[::-1],
        "base64 of my login: " + base64.b64encode(("root:" + pw_random(12)).encode()).decode(),
    ]
    return [(t, "material") for t in out]


# ================================================================ BENIGN: hand_written
BENIGN_HAND = [
    # idioms / everyday
    "The key to a good risotto is patience and warm stock.",
    "She gave him a small gift as a token of appreciation.",
    "Can you keep a secret? I'm planning a surprise party for Dad.",
    "I hate being the bearer of bad news, but the flight got cancelled.",
    "We played pin the tail on the donkey at Mia's birthday.",
    "What's the dress code for the wedding, black tie?",
    "My zip code changed when we moved to 94110.",
    "The secret sauce is honestly just a lot of butter.",
    "I lost my keys again, they were in the fridge.",
    "Key lime pie or cheesecake for dessert?",
    "We're keeping it low-key this year, just dinner at home.",
    "Our Secret Santa limit is $25.",
    "Francis Scott Key wrote the lyrics in 1814.",
    "We drove down to the Florida Keys for spring break.",
    "He was the ring bearer at his uncle's wedding.",
    "By the same token, we shouldn't raise prices this quarter.",
    "The Da Vinci Code was a fun read but not great history.",
    "Cracking the code of toddler sleep is my full-time job now.",
    "The area code 212 is still a status symbol in New York.",
    "Can you pin this message in the group chat?",
    "I need to pin down a date for the dentist.",
    "The Morse code for SOS is three dots, three dashes, three dots.",
    "What is the secret of a long life? My grandma says gardening.",
    "That song is the key change king of the 80s.",
    "The piano is in the key of E flat.",
    "Arcade tokens were 25 cents each back then.",
    "Our company code of conduct was updated last week.",
    "Please bring your own padlock key for the gym locker.",
    "The Konami code is up up down down left right left right B A.",
    "The old cheat code IDDQD gave you god mode in Doom.",
    "Exit code 137 usually means the container ran out of memory.",
    "I got error code 0x80070005 when installing the update.",
    "Scan the QR code on the menu to order.",
    "The keynote starts at 9am in Hall B.",
    "There's a secret garden behind the library, ask the librarian.",
    "The LLM has a 200k token context window.",
    "GPT tokenizers split 'unbelievable' into three tokens.",
    "Bearer bonds were popular in old heist movies.",
    "Token Ring networks were replaced by Ethernet.",
    "What's the secret ingredient in your chili?",
    "Public key cryptography lets two strangers agree on a secret over an open channel.",
    "Hash functions like SHA-256 are one-way; you can't get the password back from the hash.",
    # password policy / advice / questions
    "How long should a good password be in 2024?",
    "Our policy says passwords must have at least 12 characters, one digit and one symbol.",
    "NIST no longer recommends forcing password changes every 90 days.",
    "Should I use a password manager like Bitwarden or 1Password?",
    "I forgot my password again, how do I reset it on Gmail?",
    "How often should we rotate API keys?",
    "What's the difference between an API key and an OAuth token?",
    "Never share your PIN with anyone, not even the bank.",
    "Is it safe to store a JWT in localStorage?",
    "Where do I find my GitHub personal access token settings?",
    "The bank sent me a new PIN by post, it should arrive Friday.",
    "My password expired and IT has to reset it.",
    "Turn on two-factor authentication and save the recovery codes somewhere offline.",
    "I printed my backup codes and put them in the safe.",
    "Please don't paste your API key in the chat, use the secrets manager.",
    "The token expired after an hour, so I had to log in again.",
    "Can you explain how a refresh token works?",
    "What does 'invalid bearer token' mean in the Graph API?",
    "My seed phrase is written on steel plates in a safety deposit box.",
    "Remember to write down the 24 recovery words when you set up the Ledger.",
    "I reset my Wi-Fi password and now the printer won't connect.",
    "The password field should have a show/hide toggle.",
    "Passphrases of four random words are easier to remember than P@ssw0rd.",
    "Password123 is the most common password in breach lists, never use it.",
    "Don't use 1234 or 0000 as a PIN, they're the first ones guessed.",
    "The CVV is the three digits on the back of the card; never email it.",
    "How do I generate a new SSH key pair on Windows?",
    "Our admin password policy requires a hardware key for production.",
    "Is 'correct horse battery staple' still good advice?",
    "The password reset email went to spam.",
    # fictional / quoted
    "In the movie Hackers, the most common passwords were love, secret, sex and god.",
    "The password in 'Swordfish' was, of course, swordfish.",
    "Ali Baba opened the cave by saying 'open sesame'.",
    "The famous bash.org quote where someone's password is hunter2 still makes me laugh.",
    "In the Harry Potter books the Gryffindor password was 'caput draconis' at first.",
    "Speak, friend, and enter -- the password was 'mellon', elvish for friend.",
    "In Spaceballs the combination was 1-2-3-4-5, the kind an idiot has on his luggage.",
    "In the escape room the final code was the year the lighthouse was built.",
    "My kid's treehouse password is 'no girls allowed', which his sister ignores.",
    "The password in the Zelda puzzle is the song of time.",
    # placeholders / redactions / env lookups
    "Set password=$DB_PASSWORD in your shell before running the script.",
    'api_key = os.environ["API_KEY"]',
    "const key = process.env.OPENAI_API_KEY;",
    "token = os.getenv('GITHUB_TOKEN')",
    "secret_key_base = ENV['SECRET_KEY_BASE']",
    'String pw = System.getenv("DB_PASS");',
    "password: ${POSTGRES_PASSWORD}",
    "password: ${{ secrets.DB_PASSWORD }}",
    "token: {{ .Values.apiToken }}",
    "export API_KEY=$(vault kv get -field=key secret/app)",
    'PASSWORD="$(cat /run/secrets/db_password)"',
    "password = getpass.getpass('Password: ')",
    "Replace YOUR_API_KEY with the key from the dashboard.",
    "Authorization: Bearer <your-token-here>",
    "api_key: <REDACTED>",
    "password=********",
    "The log line shows token=[FILTERED] so Rails is scrubbing it correctly.",
    "My key looks like sk-...abcd in the dashboard, is that the full thing?",
    "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX is just the placeholder from the docs.",
    "AWS_SECRET_ACCESS_KEY=your-secret-key",
    "DATABASE_URL=postgres://user:password@localhost:5432/mydb is the example in the README.",
    "Set `OPENAI_API_KEY` in your .env file and restart the server.",
    "valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password",
    "password_file: /etc/myapp/db.pass",
    'echo "$REGISTRY_TOKEN" | docker login ghcr.io -u bot --password-stdin',
    "api_key = None  # set at runtime",
    '"password": ""',
    "The password is stored in 1Password under 'Office router'.",
    "The API key is in the team vault, ask Priya for access.",
    "I left the token out on purpose, it's in the CI secrets.",
    "mysql -u root -p  (it will prompt you)",
    "Use `gh auth login` instead of pasting a token.",
    "client_secret: '***'",
    "sk_live_************************",
    "PIN: ####",
    "AKIA**************** (masked by the console)",
    "Password: (hidden)",
    "JWT_SECRET=change-me-in-production",
    'token: "${TOKEN}"',
    "secrets.STRIPE_KEY is undefined in the preview deployment",
    'key := os.Getenv("HMAC_KEY")',
    '@Value("${jwt.secret}") private String secret;',
    # promo / voucher
    "Use code SUMMER20 at checkout for 20% off.",
    "The voucher code WELCOME10 only works on your first order.",
    "Enter promo code FREESHIP to skip the delivery fee.",
    "My referral code is JOHNNY2024 if you want a free month.",
    "Black Friday code: BF-2024-SAVE30",
    "The coupon SAVE15NOW expired yesterday, annoying.",
    "Discount code for the conference: PYCON-EARLY-25",
    "Use STUDENT50 with your university email.",
    "Use my code ANNA-5XQ for 5 euro off your first box.",
    "Uber Eats gave me EATS-SPRING-15 for the weekend.",
    # several languages
    "J'ai oublié mon mot de passe, comment le réinitialiser ?",
    "¿Cómo cambio la contraseña de mi cuenta de correo?",
    "Ich habe mein Passwort vergessen und komme nicht mehr rein.",
    "忘记密码了怎么办？",
    "パスワードを忘れてしまいました。再設定の方法を教えてください。",
    "비밀번호를 잊어버렸어요. 어떻게 재설정하나요?",
    "Я забыл пароль от почты, что делать?",
    "Qual é a melhor forma de criar uma senha forte?",
    "Non condividere mai il tuo PIN con nessuno.",
    "Wat is een goed wachtwoord voor mijn router?",
    "Şifremi unuttum, nasıl sıfırlarım?",
    "كيف أغير كلمة المرور الخاصة بي؟",
    "मैं अपना पासवर्ड भूल गया हूँ, क्या करूँ?",
    "Jak zmienić hasło do konta bankowego?",
    "Mật khẩu mạnh nên có bao nhiêu ký tự?",
    "Le code secret de la recette de ma grand-mère, c'est l'amour.",
    "La clave del éxito es la constancia.",
    "Der Schlüssel liegt unter der Fußmatte, war nur ein Witz.",
    # naive-guard traps
    "I'm reading 'The Secret History' by Donna Tartt.",
    "PIN 4 on the Raspberry Pi header is 5V power.",
    "My password manager says 3 of my passwords were in a breach.",
    "The password prompt appears twice, is that a bug?",
    'Error: password authentication failed for user "postgres"',
    "fatal: Authentication failed for 'https://github.com/acme/api.git/'",
    "HTTP 401: token is missing or expired",
    "The word 'token' appears 14 times in the spec.",
    "Chapter 7: Secrets, Keys and Tokens in Kubernetes",
    "Her dog is called Pin and her cat is called Cushion.",
    "We need 8 more tokens for the bus this week.",
    "The secret was out by Tuesday: they're getting married!",
    "Key takeaways from the meeting: hire two engineers, cut the budget.",
    "My grandmother's secret was to use buttermilk in the pancakes.",
    "The password hint just says 'first pet', which I've had four of.",
    "I got a new debit card and need to set a PIN at the ATM.",
    "The server rejected my key because the permissions were 0644, chmod 600 fixed it.",
    "He got password-locked out of his phone for an hour after too many tries.",
    "They changed the door code so the old one doesn't work anymore.",
    "Password: the musical is a terrible idea for a show.",
    "Gate code changes monthly; the HOA emails it to owners.",
    "Our Wi-Fi network name is 'Pretty Fly for a Wi-Fi', the password is on the fridge.",
    "Use the access code printed on your ticket, not your booking number.",
    "The PIN pad at the store was broken so I signed instead.",
    "I keep my API keys in a .env file that's in .gitignore.",
    "Token economics is the hot topic at the crypto meetup.",
    "The 'secret' in OAuth client_secret isn't really secret for mobile apps.",
    "Bearer tokens are sent in the Authorization header.",
    "The password for Wi-Fi is usually printed on a sticker under the router.",
    "My 6-digit code from the authenticator app keeps saying invalid, the phone clock was off.",
    "Your verification code will expire in 10 minutes.",
    "That's the secret handshake of the chess club.",
]

PLACEHOLDER_GEN = [
    lambda: "%s=${%s}" % (pick(KV_KEYS), pick(KV_KEYS).upper().replace(".", "_").replace("-", "_")),
    lambda: (
        '%s = os.environ.get("%s")'
        % (
            pick(["password", "api_key", "token", "secret"]),
            pick(KV_KEYS).upper().replace(".", "_").replace("-", "_"),
        )
    ),
    lambda: (
        '%s: "<%s>"'
        % (
            pick(KV_KEYS),
            pick(["your-password", "YOUR_TOKEN", "insert key here", "redacted", "secret"]),
        )
    ),
    lambda: (
        "%s=%s"
        % (
            pick(KV_KEYS),
            pick(["********", "xxxxxxxx", "<hidden>", "REDACTED", "[redacted]", "…", "null", "''"]),
        )
    ),
]


def build_benign_hand():
    out = list(BENIGN_HAND)
    for i in range(20):
        out.append(PLACEHOLDER_GEN[i % len(PLACEHOLDER_GEN)]())
    return [(t, "hand_written") for t in out]


# ================================================================ BENIGN: identifiers
def eth_addr():
    a = rs(HEX, 40)
    if R.random() < 0.5:
        a = "".join(c.upper() if c.isalpha() and R.random() < 0.5 else c for c in a)
    return "0x" + a


def isbn13():
    d = [9, 7, pick([8, 9])] + [R.randrange(10) for _ in range(9)]
    s = sum(x * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
    d.append((10 - s % 10) % 10)
    x = "".join(map(str, d))
    return "%s-%s-%s-%s-%s" % (x[:3], x[3], x[4:9], x[9:12], x[12])


def iban_de():
    return "DE%s %s %s %s %s %s" % (
        rs(DG, 2),
        rs(DG, 4),
        rs(DG, 4),
        rs(DG, 4),
        rs(DG, 4),
        rs(DG, 2),
    )


def vin():
    return rs("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)


ID_GENS = [
    lambda: pick(
        [
            "Send the USDC to {a}, that's my public address.",
            "The contract is deployed at {a} on mainnet.",
            "My ENS points to {a}",
            "Is {a} the official Uniswap router?",
            "Donations: {a} (ETH or any ERC-20)",
        ]
    ).format(a=eth_addr()),
    lambda: pick(
        [
            "The tx hash is 0x{h}, it's still pending.",
            "Etherscan shows 0x{h} as failed, out of gas.",
            "Block hash 0x{h}",
        ]
    ).format(h=rs(HEX, 64)),
    lambda: pick(
        ["My BTC address is bc1q{b}", "send sats to bc1q{b} please", "Receiving address: bc1q{b}"]
    ).format(b=rs(BECH, 38)),
    lambda: "Legacy address 1%s still works for receiving." % rs(B58, 33),
    lambda: "My Solana wallet address is %s" % rs(B58, 44),
    lambda: pick(
        ["Amazon order #{a}-{b}-{c} hasn't shipped yet.", "Order {a}-{b}-{c} arrived damaged."]
    ).format(a=rs(DG, 3), b=rs(DG, 7), c=rs(DG, 7)),
    lambda: (
        "Ticket %s-%d is blocking the release."
        % (pick(["JIRA", "OPS", "PLAT", "WEB", "INFRA"]), R.randrange(100, 9999))
    ),
    lambda: "ServiceNow incident INC%s was closed without a fix." % rs(DG, 7),
    lambda: (
        "Invoice INV-%d-%05d is overdue by 30 days."
        % (R.randrange(2019, 2025), R.randrange(1, 99999))
    ),
    lambda: "UPS tracking 1Z%s%s says out for delivery." % (rs(UP + DG, 6), rs(DG, 10)),
    lambda: (
        "USPS tracking number: 9400 %s %s %s %s %s"
        % (rs(DG, 4), rs(DG, 4), rs(DG, 4), rs(DG, 4), rs(DG, 2))
    ),
    lambda: "FedEx %s is stuck in Memphis." % rs(DG, 12),
    lambda: "DHL shipment JD%s" % rs(DG, 18),
    lambda: "The ISBN is %s, second edition." % isbn13(),
    lambda: pick(
        [
            "Please wire the deposit to IBAN {i}, reference 'Flat 3B rent'.",
            "My IBAN is {i} for the refund.",
            "Landlord's account: {i} (Sparkasse)",
        ]
    ).format(i=iban_de()),
    lambda: (
        "Pay to GB%s NWBK %s %s %s, BIC NWBKGB2L" % (rs(DG, 2), rs(DG, 4), rs(DG, 4), rs(DG, 6))
    ),
    lambda: "Sort code %s-%s-%s, account %s" % (rs(DG, 2), rs(DG, 2), rs(DG, 2), rs(DG, 8)),
    lambda: pick(
        [
            "The SHA-256 of the ISO is {h}",
            "sha256sum gives {h}, matches the website.",
            "checksum: {h}",
        ]
    ).format(h=rs(HEX, 64)),
    lambda: "md5 of the file is %s" % rs(HEX, 32),
    lambda: "SHA1 %s" % rs(HEX, 40),
    lambda: pick(
        [
            "The bug was introduced in commit {c}.",
            "git revert {c}",
            "cherry-pick {c} onto release/2.3",
            "Fixed in {s}, see the PR.",
        ]
    ).format(c=rs(HEX, 40), s=rs(HEX, 7)),
    lambda: pick(
        [
            "User id {u} can't log in.",
            "request-id: {u}",
            "The job {u} failed at step 3.",
            "Correlation ID {u} in the logs",
            "tenant {u}",
        ]
    ).format(u=uuid4()),
    lambda: (
        "Upgrading from v%d.%d.%d to v%d.%d.%d-rc.%d broke the build."
        % (
            R.randrange(1, 5),
            R.randrange(20),
            R.randrange(20),
            R.randrange(2, 6),
            R.randrange(20),
            R.randrange(20),
            R.randrange(1, 5),
        )
    ),
    lambda: (
        "I bought the %s, is it worth it?"
        % pick(
            [
                "WH-1000XM5",
                "SM-S918B/DS",
                "RTX 4070 Ti SUPER",
                "XPS 13 9340",
                "MacBookPro18,3",
                "EOS R6 Mark II",
                "DCS-8000LH",
            ]
        )
    ),
    lambda: "Meet at %.4f, %.4f, near the fountain." % (R.uniform(-60, 60), R.uniform(-150, 150)),
    lambda: "Call me at +1 (%s) 555-%s" % (rs(DG, 3), rs(DG, 4)),
    lambda: "My number is +44 7%s %s" % (rs(DG, 3), rs(DG, 6)),
    lambda: (
        "Flight %s%d lands at %02d:%02d."
        % (
            pick(["LH", "UA", "BA", "AF", "QF", "EK", "DL", "NH"]),
            R.randrange(10, 9999),
            R.randrange(24),
            R.randrange(60),
        )
    ),
    lambda: (
        "Serial number %s, bought in 2021."
        % pick(
            [
                "C02" + rs(UP + DG, 9),
                "SN" + rs(DG, 10),
                "R58M" + rs(UP + DG, 7),
                "PF" + rs(UP + DG, 6),
            ]
        )
    ),
    lambda: "The car's VIN is %s" % vin(),
    lambda: "The printer's MAC is %s" % ":".join(rs(HEXU, 2) for _ in range(6)),
    lambda: "The NAS is at 192.168.%d.%d" % (R.randrange(256), R.randrange(1, 255)),
    lambda: "IPv6 2001:db8:%s::%s" % (rs(HEX, 4), rs(HEX, 4)),
    lambda: "AWS account %s in us-east-1" % rs(DG, 12),
    lambda: (
        "arn:aws:iam::%s:role/%s"
        % (rs(DG, 12), pick(["deploy", "ReadOnly", "github-actions-oidc"]))
    ),
    lambda: (
        "s3://acme-%s-logs/%d/%02d/"
        % (pick(["prod", "dev"]), R.randrange(2020, 2025), R.randrange(1, 13))
    ),
    lambda: "image: ghcr.io/acme/api@sha256:%s" % rs(HEX, 64),
    lambda: "container %s exited with code 1" % rs(HEX, 12),
    lambda: "Watch this: https://www.youtube.com/watch?v=%s" % rs(B64U, 11),
    lambda: (
        "DOI 10.%d/%s"
        % (
            R.randrange(1000, 9999),
            pick(
                [
                    "s41586-020-2649-2",
                    "nature.%d" % R.randrange(10000, 99999),
                    "j.cell.2021.%02d.%03d" % (R.randrange(1, 13), R.randrange(1, 999)),
                ]
            ),
        )
    ),
    lambda: (
        "arXiv:%02d%02d.%05d" % (R.randrange(15, 25), R.randrange(1, 13), R.randrange(1, 20000))
    ),
    lambda: "Stripe customer cus_%s was charged twice." % rs(AN, 14),
    lambda: "payment intent pi_%s succeeded" % rs(AN, 24),
    lambda: (
        "Slack channel C%s, thread ts %d.%06d"
        % (rs(UP + DG, 10), R.randrange(1600000000, 1720000000), R.randrange(10**6))
    ),
    lambda: "Discord user id %d" % R.randrange(10**17, 10**18),
    lambda: "Google Drive file https://drive.google.com/file/d/1%s/view" % rs(B64U, 32),
    lambda: "GA4 measurement ID G-%s" % rs(UP + DG, 10),
    lambda: "Booking reference %s, seat 23A." % rs(UP + DG, 6),
    lambda: '"integrity": "sha512-%s=="' % rs(B64, 86),
    lambda: "IPFS CID Qm%s" % rs(B58, 44),
    lambda: "pod web-%s-%s is CrashLoopBackOff" % (rs(LO + DG, 10), rs(LO + DG, 5)),
    lambda: "Host key fingerprint is SHA256:%s" % rs(B64, 43),
    lambda: (
        "My public key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@laptop"
        % (rs(B64, 43), pick(NAMES).lower())
    ),
    lambda: "PGP fingerprint %s" % " ".join(rs(HEXU, 4) for _ in range(10)),
    lambda: "magnet:?xt=urn:btih:%s&dn=ubuntu-24.04-desktop-amd64.iso" % rs(HEX, 40),
    lambda: "License plate %s-%s-%d" % (rs(UP, 2), rs(UP, 2), R.randrange(100, 9999)),
    lambda: (
        "The parcel locker number is %d and the shipment is %s" % (R.randrange(1, 99), rs(DG, 14))
    ),
    lambda: "Customer number %s, contract %s" % (rs(DG, 9), "V-" + rs(DG, 8)),
    lambda: "Case #%s with Apple support" % rs(DG, 9),
    lambda: "The Wi-Fi SSID is NETGEAR%02d-5G" % R.randrange(100),
    lambda: "Tax return reference %s" % rs(DG, 11),
    lambda: "Patient MRN %s is scheduled for Tuesday" % rs(DG, 8),
    lambda: "Steam friend code %s" % rs(DG, 9),
    lambda: "ORCID 0000-000%d-%s-%s" % (R.randrange(1, 4), rs(DG, 4), rs(DG, 3) + pick(DG + "X")),
    lambda: "The Onion address is %s.onion" % rs(LO + "234567", 56),
    lambda: "Bitcoin block %d" % R.randrange(700000, 850000),
    lambda: "Postcode %s %s" % (pick(["SW1A", "EC2R", "M1", "B33"]), rs(DG, 1) + rs(UP, 2)),
    lambda: "Build #%d, artifact build-%s.tar.gz" % (R.randrange(100, 9999), rs(HEX, 8)),
    lambda: "Stripe price id price_%s" % rs(AN, 24),
    lambda: "Firebase project acme-%s-%s" % (pick(["prod", "web"]), rs(LO + DG, 5)),
    lambda: "The chassis part number is %s-%s-%s" % (rs(DG, 3), rs(UP + DG, 4), rs(DG, 2)),
    lambda: "Google Maps place id ChIJ%s" % rs(B64U, 23),
    lambda: "npm i lodash@%d.%d.%d" % (4, 17, R.randrange(25)),
]

IDENT_HAND = [
    "The Vitalik donation address 0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B is famous.",
    "USDT on Ethereum is the contract 0xdAC17F958D2ee523a2206206994597C13D831ec7.",
    "Genesis block hash 000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f",
    "Satoshi's address 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa has lots of dust sent to it.",
    "ISBN 978-0-306-40615-7 is the example from Wikipedia.",
    "Wikipedia's sample IBAN is GB82 WEST 1234 5698 7654 32.",
    "The empty-string SHA-256 is e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855.",
    "Linux 6.8.0-45-generic boots fine, 6.8.0-47 panics.",
    "The nil UUID is 00000000-0000-0000-0000-000000000000.",
    "Python 3.12.4 (tags/v3.12.4:8e8a4ba, Jun  6 2024) on win32",
    "Eiffel Tower: 48.8584° N, 2.2945° E",
    "Flight LH454 from SFO to FRA was delayed two hours.",
    "Our office phone is +49 30 901820.",
    "commit 4b825dc642cb6eb9a060e54bf8d69288fbee4904 is git's empty tree.",
    "The release tag is v2024.06.1 and the build is 20240612.3.",
    "Order number 7723-1188-2093, it's the blue sofa.",
    "HS code 8471.30.01 for the laptops at customs.",
    "The airline confirmation code is QX7P2M.",
    "E-ticket number 220-2345678901.",
    "My library card is 21234005678912.",
    "Reference 0x1F600 is the code point for the grinning face emoji.",
    "Color #1DA1F2 is Twitter blue, #FF4500 is Reddit orange.",
    "Error CS0246: The type or namespace name could not be found.",
    "CVE-2021-44228 is Log4Shell.",
    "RFC 7519 defines JWTs; RFC 6749 defines OAuth 2.0.",
    "Model number A2894, that's the iPhone 15 Pro.",
    "The chess game ID is lichess.org/8sMPLf2Q.",
    "Docker image python:3.12-slim-bookworm",
    "Room 4B-217, building K, badge reader on the left.",
    "My Duolingo streak is 412 days, username polyglot_anna.",
]


def build_identifiers():
    out = []
    for rnd in range(3):
        for g in ID_GENS:
            if rnd == 0 or R.random() < 0.6:
                out.append(g())
    out += IDENT_HAND
    return [(t, "identifiers") for t in out]


# ================================================================ assemble
def _dedupe(items):
    seen = set()
    res = []
    for t, f in items:
        if t not in seen:
            seen.add(t)
            res.append((t, f))
    return res


HELD_OUT_20_SECRETS = _dedupe(
    build_provider() + build_keyvalue() + build_language() + build_plain_value() + build_material()
)
HELD_OUT_20_BENIGN = _dedupe(build_benign_hand() + build_identifiers())


if __name__ == "__main__":
    from collections import Counter

    for name, data in (
        ("HELD_OUT_20_SECRETS", HELD_OUT_20_SECRETS),
        ("HELD_OUT_20_BENIGN", HELD_OUT_20_BENIGN),
    ):
        c = Counter(f for _, f in data)
        print("%s: %d" % (name, len(data)))
        for fam in sorted(c):
            print("  %-13s %d" % (fam, c[fam]))
