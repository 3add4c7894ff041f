"""Held-out secret-guard corpus 15: written blind on 2026-12-02 from the issue text only.

Source: issue 12 ("A secret guard that generalises").  No guard code, rule file or other corpus was read while
writing it.  Pure Python 3.11 stdlib, deterministic: every random choice comes
from the module-level ``R`` below.

    HELD_OUT_15_SECRETS: list[tuple[str, str]]   # (text, family)
    HELD_OUT_15_BENIGN:  list[tuple[str, str]]   # (text, family)

Secret families: provider, keyvalue, language, plain_value, material.
Benign families: hand_written, identifiers.
"""

import base64
import json
import random
import string

R = random.Random(20261202)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
AN = UP + LO + DIG
HEX = "0123456789abcdef"
B64 = AN + "+/"
URL = AN + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
SYM = "!@#$%^&*-_+=?~."


def rs(n, a=AN):
    return "".join(R.choice(a) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def dg(n):
    return R.choice("123456789") + rs(n - 1, DIG)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(n):
    return base64.b64encode(rbytes(n)).decode()


def b64u(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def jwt(payload=None):
    head = (
        base64.urlsafe_b64encode(
            json.dumps(
                {"alg": R.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}, separators=(",", ":")
            ).encode()
        )
        .decode()
        .rstrip("=")
    )
    pl = payload or {
        "sub": dg(8),
        "iat": 1790000000 + R.randrange(10**7),
        "scope": R.choice(["read write", "admin", "api"]),
    }
    body = (
        base64.urlsafe_b64encode(json.dumps(pl, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )
    return f"{head}.{body}.{b64u(32)}"


def strong_pw(n=None):
    n = n or R.randint(12, 20)
    while True:
        s = rs(n, AN + SYM)
        if (
            any(c in UP for c in s)
            and any(c in LO for c in s)
            and any(c in DIG for c in s)
            and any(c in SYM for c in s)
        ):
            return s


PW_WORDS = [
    "Girasol",
    "Kiraz",
    "Nebula",
    "Fjord",
    "Tamarind",
    "Obsidian",
    "Marmot",
    "Quokka",
    "Zephyr",
    "Saffron",
    "Lagoon",
    "Pelikan",
    "Kestrel",
    "Sakura",
    "Hibou",
    "Ardilla",
    "Zitrone",
    "Vespa",
    "Mariposa",
    "Tundra",
    "Gecko",
    "Papaya",
    "Borealis",
    "Cactus",
    "Lumiere",
    "Falke",
    "Orkide",
    "Sirocco",
    "Matcha",
    "Paprika",
    "Yuzu",
    "Anemone",
]


def human_pw():
    w = R.choice(PW_WORDS)
    style = R.randrange(5)
    if style == 0:
        return f"{w}{R.choice('!#$%&*')}{dg(4)}"
    if style == 1:
        return f"{w.lower()}{dg(2)}{R.choice('!?#')}{rs(3, UP)}"
    if style == 2:
        return f"{rs(2, UP)}{w}_{dg(3)}{R.choice('!@')}"
    if style == 3:
        return f"{w}{R.choice(PW_WORDS)}{dg(2)}{R.choice('$%&')}"
    return f"{dg(2)}{w[::-1].capitalize()}{R.choice('#*')}{rs(2, LO)}"


def any_pw():
    return strong_pw() if R.random() < 0.55 else human_pw()


def pin(n=None):
    n = n or R.choice([4, 4, 4, 5, 6, 6])
    while True:
        p = "".join(R.choice(DIG) for _ in range(n))
        if len(set(p)) >= 3 and p not in "0123456789" and p not in "9876543210":
            return p


def luhn_complete(prefix, length):
    digits = prefix + "".join(R.choice(DIG) for _ in range(length - len(prefix) - 1))
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return digits + str((10 - tot % 10) % 10)


# ---------------------------------------------------------------------------
# Secrets: provider
# ---------------------------------------------------------------------------
# (vendor, generator, needs_vendor_word)  -- needs_vendor_word marks shapes that
# only mean something next to the vendor name (bare hex / uuid / base64 keys).
PROVIDERS = [
    ("AWS", lambda: "AKIA" + rs(16, B32), False),
    ("AWS STS", lambda: "ASIA" + rs(16, B32) + " / session secret " + rs(40, B64), False),
    ("AWS IAM", lambda: f"access key AKIA{rs(16, B32)} and secret {rs(40, B64)}", False),
    ("Amazon Bedrock", lambda: "ABSKQmVkcm9ja0FQSUtleS" + rs(110, B64) + "=", False),
    ("GitHub", lambda: "ghp_" + rs(36), False),
    ("GitHub OAuth", lambda: "gho_" + rs(36), False),
    ("GitHub App", lambda: "ghs_" + rs(36), False),
    ("GitHub user-to-server", lambda: "ghu_" + rs(36), False),
    ("GitHub refresh", lambda: "ghr_" + rs(76), False),
    ("GitHub fine-grained", lambda: "github_pat_11" + rs(20, UP + DIG) + "_" + rs(59), False),
    ("GitLab", lambda: "glpat-" + rs(20, URL), False),
    ("GitLab pipeline trigger", lambda: "glptt-" + hx(40), False),
    ("GitLab runner", lambda: "glrt-" + rs(20, URL), False),
    ("GitLab runner registration", lambda: "GR1348941" + rs(20, URL), False),
    ("GitLab deploy", lambda: "gldt-" + rs(20, URL), False),
    ("GitLab feed", lambda: "glft-" + rs(20, URL), False),
    ("GitLab OAuth app", lambda: "gloas-" + hx(64), False),
    ("Slack", lambda: f"xoxb-{dg(11)}-{dg(13)}-{rs(24)}", False),
    ("Slack user", lambda: f"xoxp-{dg(11)}-{dg(11)}-{dg(13)}-{hx(32)}", False),
    ("Slack app-level", lambda: f"xapp-1-A{rs(10, UP + DIG)}-{dg(13)}-{hx(64)}", False),
    ("Slack config", lambda: "xoxe.xoxp-1-" + rs(160, AN), False),
    (
        "Slack webhook",
        lambda: (
            f"https://hooks.slack.com/services/T{rs(10, UP + DIG)}/B{rs(10, UP + DIG)}/{rs(24)}"
        ),
        False,
    ),
    ("Stripe", lambda: "sk_live_51" + rs(97), False),
    ("Stripe restricted", lambda: "rk_live_51" + rs(97), False),
    ("Stripe webhook", lambda: "whsec_" + rs(32), False),
    ("Stripe test", lambda: "sk_test_" + rs(24), False),
    ("OpenAI", lambda: "sk-proj-" + rs(64, URL) + "T3BlbkFJ" + rs(64, URL), False),
    (
        "OpenAI service account",
        lambda: "sk-svcacct-" + rs(64, URL) + "T3BlbkFJ" + rs(64, URL),
        False,
    ),
    ("OpenAI admin", lambda: "sk-admin-" + rs(64, URL) + "T3BlbkFJ" + rs(64, URL), False),
    ("OpenAI legacy", lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20), False),
    ("Anthropic", lambda: "sk-ant-api03-" + rs(93, URL) + "AA", False),
    ("Anthropic admin", lambda: "sk-ant-admin01-" + rs(93, URL) + "AA", False),
    ("Google Cloud", lambda: "AIza" + rs(35, URL), False),
    ("Gemini", lambda: "AIzaSy" + rs(33, URL), False),
    ("Google OAuth client", lambda: "GOCSPX-" + rs(28, URL), False),
    ("Google OAuth", lambda: "ya29.a0" + rs(150, URL), False),
    ("Firebase Cloud Messaging", lambda: "AAAA" + rs(7, URL) + ":APA91b" + rs(134, URL), False),
    ("Twilio", lambda: "SK" + hx(32), False),
    ("SendGrid", lambda: "SG." + rs(22, URL) + "." + rs(43, URL), False),
    ("Mailgun", lambda: "key-" + hx(32), False),
    ("Mailchimp", lambda: hx(32) + "-us" + str(R.randint(2, 21)), False),
    ("Brevo", lambda: "xkeysib-" + hx(64) + "-" + rs(16), False),
    ("MailerSend", lambda: "mlsn." + hx(64), False),
    ("Resend", lambda: "re_" + rs(8) + "_" + rs(24), False),
    ("npm", lambda: "npm_" + rs(36), False),
    ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(120, URL), False),
    ("RubyGems", lambda: "rubygems_" + hx(48), False),
    ("NuGet", lambda: "oy2" + rs(43, LO + DIG), False),
    ("Clojars", lambda: "CLOJARS_" + rs(60, LO + DIG), False),
    ("Shopify", lambda: "shpat_" + hx(32), False),
    ("Shopify custom app", lambda: "shpca_" + hx(32), False),
    ("Shopify shared secret", lambda: "shpss_" + hx(32), False),
    ("Hugging Face", lambda: "hf_" + rs(34, UP + LO), False),
    ("Hugging Face org", lambda: "api_org_" + rs(34, UP + LO), False),
    ("Discord", lambda: R.choice("MN") + rs(25) + "." + rs(6, URL) + "." + rs(38, URL), False),
    ("Discord webhook", lambda: f"https://discord.com/api/webhooks/{dg(19)}/{rs(68, URL)}", False),
    ("Telegram", lambda: f"{dg(10)}:AA{rs(33, URL)}", False),
    ("DigitalOcean", lambda: "dop_v1_" + hx(64), False),
    ("DigitalOcean OAuth", lambda: "doo_v1_" + hx(64), False),
    ("Doppler", lambda: "dp.pt." + rs(43), False),
    ("Doppler service", lambda: "dp.st.prd." + rs(43), False),
    ("HashiCorp Vault", lambda: "hvs." + rs(95, URL), False),
    ("Vault batch", lambda: "hvb.AAAAAQ" + rs(138, URL), False),
    ("Terraform Cloud", lambda: rs(14) + ".atlasv1." + rs(67, AN), False),
    ("Pulumi", lambda: "pul-" + hx(40), False),
    ("Databricks", lambda: "dapi" + hx(32), False),
    ("Grafana Cloud", lambda: "glc_eyJvIjoi" + rs(110, AN) + "fQ==", False),
    ("Grafana service account", lambda: "glsa_" + rs(32) + "_" + hx(8), False),
    ("Sentry", lambda: "sntryu_" + hx(64), False),
    ("Sentry org", lambda: "sntrys_eyJpYXQiOjE3" + rs(140, AN) + "_" + rs(43, AN), False),
    ("New Relic", lambda: "NRAK-" + rs(27, UP + DIG), False),
    ("New Relic ingest", lambda: "NRII-" + rs(32, URL), False),
    ("New Relic license", lambda: hx(36) + "NRAL", False),
    ("PlanetScale", lambda: "pscale_tkn_" + rs(43, URL), False),
    ("PlanetScale password", lambda: "pscale_pw_" + rs(43, URL), False),
    ("Linear", lambda: "lin_api_" + rs(40), False),
    ("Notion", lambda: "ntn_" + dg(11) + rs(35), False),
    ("Notion legacy", lambda: "secret_" + rs(43), False),
    ("Atlassian", lambda: "ATATT3xFfGF0" + rs(170, URL) + "=" + hx(8).upper(), False),
    ("Bitbucket", lambda: "ATBB" + rs(28) + hx(8).upper(), False),
    ("Postman", lambda: "PMAK-" + hx(24) + "-" + hx(34), False),
    ("Square", lambda: "EAAA" + rs(60, URL), False),
    ("Square OAuth", lambda: "sq0csp-" + rs(43, URL), False),
    ("Braintree", lambda: f"access_token$production${rs(16, LO + DIG)}${hx(32)}", False),
    ("Flutterwave", lambda: "FLWSECK-" + hx(32) + "-X", False),
    ("Razorpay", lambda: "rzp_live_" + rs(14) + " secret " + rs(24), False),
    ("Paystack", lambda: "sk_live_" + hx(40), False),
    ("Adyen", lambda: "AQE" + rs(5) + "K" + rs(140, AN + "+/") + "==", False),
    ("WooCommerce", lambda: "ck_" + hx(40) + " / cs_" + hx(40), False),
    ("Alibaba Cloud", lambda: "LTAI5t" + rs(18), False),
    ("Tencent Cloud", lambda: "AKID" + rs(32), False),
    ("Azure AD", lambda: rs(3) + "8Q~" + rs(34, AN + "_~.-"), False),
    ("Azure DevOps", lambda: rs(52) + "JQQJ99" + rs(22) + "AZDO" + rs(4), False),
    (
        "Azure Storage",
        lambda: (
            f"DefaultEndpointsProtocol=https;AccountName=st{rs(10, LO + DIG)};AccountKey={b64(64)};EndpointSuffix=core.windows.net"
        ),
        False,
    ),
    ("Heroku", lambda: "HRKU-AA" + rs(58, URL), False),
    ("Fly.io", lambda: "fo1_" + rs(43, URL), False),
    ("Fly.io macaroon", lambda: "FlyV1 fm2_lJPECAAAAAAAA" + rs(180, AN + "+/") + "=", False),
    ("Supabase", lambda: "sbp_" + hx(40), False),
    ("Supabase secret", lambda: "sb_secret_" + rs(31, URL), False),
    ("Netlify", lambda: "nfp_" + rs(36), False),
    ("Cloudflare Origin CA", lambda: "v1.0-" + hx(24) + "-" + hx(146), False),
    ("Dynatrace", lambda: "dt0c01." + rs(24, UP + DIG) + "." + rs(64, UP + DIG), False),
    ("age", lambda: "AGE-SECRET-KEY-1" + rs(58, BECH.upper()), False),
    ("1Password", lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs(220, AN), False),
    (
        "1Password Secret Key",
        lambda: (
            f"A3-{rs(6, UP + DIG)}-{rs(6, UP + DIG)}-{rs(5, UP + DIG)}-{rs(5, UP + DIG)}-{rs(5, UP + DIG)}-{rs(5, UP + DIG)}"
        ),
        False,
    ),
    ("Infracost", lambda: "ico-" + rs(32), False),
    ("Mapbox", lambda: "sk.eyJ1Ijoi" + rs(40, AN) + "." + rs(22, URL), False),
    ("Facebook", lambda: "EAAG" + rs(180), False),
    ("Frame.io", lambda: "fio-u-" + rs(64, URL), False),
    ("Prefect", lambda: "pnu_" + rs(36), False),
    ("ReadMe", lambda: "rdme_" + hx(70), False),
    ("Scalingo", lambda: "tk-us-" + rs(48, URL), False),
    ("Shippo", lambda: "shippo_live_" + hx(40), False),
    ("Typeform", lambda: "tfp_" + rs(59, URL), False),
    ("Dropbox", lambda: "sl.u." + rs(180, URL), False),
    ("Duffel", lambda: "duffel_live_" + rs(43, URL), False),
    ("EasyPost", lambda: "EZAK" + rs(54, LO + DIG), False),
    ("Contentful", lambda: "CFPAT-" + rs(43, URL), False),
    ("Octopus Deploy", lambda: "API-" + rs(26, UP + DIG), False),
    ("JFrog Artifactory", lambda: "AKCp" + rs(69), False),
    ("JFrog reference", lambda: "cmVmdGtuOjAxOjE3" + rs(48), False),
    ("SonarQube", lambda: "squ_" + hx(40), False),
    ("SonarCloud", lambda: "sqp_" + hx(40), False),
    ("OpenShift", lambda: "sha256~" + rs(43, URL), False),
    ("Harness", lambda: f"pat.{rs(22, URL)}.{rs(24, LO + DIG)}.{rs(20)}", False),
    ("Groq", lambda: "gsk_" + rs(52), False),
    ("xAI", lambda: "xai-" + rs(80), False),
    ("Perplexity", lambda: "pplx-" + rs(48), False),
    ("Replicate", lambda: "r8_" + rs(37), False),
    ("OpenRouter", lambda: "sk-or-v1-" + hx(64), False),
    ("LangSmith", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10), False),
    ("Pinecone", lambda: "pcsk_" + rs(6) + "_" + rs(63), False),
    ("ElevenLabs", lambda: "sk_" + hx(48), False),
    ("NVIDIA NIM", lambda: "nvapi-" + rs(64, URL), False),
    ("Cerebras", lambda: "csk-" + rs(48, LO + DIG), False),
    ("Modal", lambda: "ak-" + rs(22) + " / as-" + rs(22), False),
    ("DeepSeek", lambda: "sk-" + hx(32), True),
    ("Buildkite", lambda: "bkua_" + hx(40), False),
    ("CircleCI", lambda: "CCIPAT_" + rs(22) + "_" + hx(40), False),
    ("Docker Hub", lambda: "dckr_pat_" + rs(27, URL), False),
    ("Docker Hub org", lambda: "dckr_oat_" + rs(32, URL), False),
    ("LaunchDarkly", lambda: "api-" + uuid4(), False),
    ("Plaid", lambda: "access-production-" + uuid4(), False),
    ("Airtable", lambda: "pat" + rs(14) + "." + hx(64), False),
    ("Figma", lambda: "figd_" + rs(40, URL), False),
    ("Salesforce", lambda: "00D" + rs(12) + "!" + rs(96, AN + "._"), False),
    ("Twitter", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(20) + "%3D" + rs(50), False),
    ("Neon", lambda: "napi_" + rs(64, LO + DIG), False),
    ("Render", lambda: "rnd_" + rs(32), False),
    ("Sourcegraph", lambda: "sgp_" + hx(16) + "_" + hx(40), False),
    ("HubSpot", lambda: "pat-na1-" + uuid4(), False),
    ("ClickUp", lambda: f"pk_{dg(8)}_{rs(32, UP + DIG)}", False),
    ("Zoho", lambda: f"1000.{hx(32)}.{hx(32)}", False),
    ("Asana", lambda: f"2/{dg(16)}/{dg(16)}:{hx(32)}", False),
    ("Tailscale", lambda: f"tskey-auth-k{rs(10)}CNTRL-{rs(33)}", False),
    ("Honeycomb", lambda: "hcaik_01" + rs(56, LO + DIG), False),
    ("Honeybadger", lambda: "hbp_" + rs(36), False),
    ("Elastic Cloud", lambda: "essu_" + rs(80, AN) + "==", False),
    ("Yandex Cloud", lambda: "y0_AgAAAA" + rs(50, URL), False),
    ("Cloudinary", lambda: f"cloudinary://{dg(15)}:{rs(27, URL)}@dx{rs(6, LO)}", False),
    ("Backblaze B2", lambda: "K005" + rs(27), False),
    ("Scaleway", lambda: "SCW" + rs(17, UP + DIG) + " " + uuid4(), False),
    ("Infisical", lambda: f"st.{uuid4()}.{hx(32)}.{hx(32)}", False),
    ("Deno Deploy", lambda: "ddp_" + rs(36), False),
    ("Adafruit IO", lambda: "aio_" + rs(28), False),
    ("Ably", lambda: f"{rs(6, URL)}.{rs(6, URL)}:{rs(43, URL)}", True),
    ("Beamer", lambda: "b_" + rs(44, URL), True),
    (
        "Microsoft Teams webhook",
        lambda: (
            f"https://contoso{rs(3, LO)}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hx(32)}/{uuid4()}/V2{rs(44, URL)}"
        ),
        False,
    ),
    ("Datadog", lambda: hx(32), True),
    ("Datadog application", lambda: hx(40), True),
    ("Okta", lambda: "00" + rs(40, URL), True),
    ("Heroku legacy", lambda: uuid4(), True),
    ("Snyk", lambda: uuid4(), True),
    ("Cloudflare", lambda: rs(40, URL), True),
    ("Algolia admin", lambda: hx(32), True),
    ("Cohere", lambda: rs(40), True),
    ("Mistral", lambda: rs(32), True),
    ("Confluent", lambda: rs(16, UP + DIG) + ":" + rs(64, AN + "+/"), True),
    ("Fastly", lambda: rs(32, URL), True),
    ("Twitch", lambda: rs(30, LO + DIG), True),
    ("Rollbar", lambda: hx(32), True),
    ("Postmark", lambda: uuid4(), True),
    ("Splunk HEC", lambda: uuid4(), True),
    ("Linode", lambda: hx(64), True),
    ("Vultr", lambda: rs(36, UP + DIG), True),
    ("Jenkins", lambda: "11" + hx(32), True),
    ("Trello", lambda: "ATTA" + hx(64) + hx(8).upper(), False),
    ("Weights & Biases", lambda: hx(40), True),
    ("Deepgram", lambda: hx(40), True),
    ("AssemblyAI", lambda: hx(32), True),
    ("PagerDuty", lambda: "u+" + rs(18, URL), True),
    (
        "Kubernetes service account",
        lambda: "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + rs(40, URL) + "." + b64u(180) + "." + b64u(256),
        False,
    ),
    (
        "Auth0",
        lambda: jwt(
            {
                "iss": "https://dev-" + rs(8, LO + DIG) + ".us.auth0.com/",
                "aud": "https://api.example.app",
                "sub": rs(20) + "@clients",
                "gty": "client-credentials",
            }
        ),
        False,
    ),
]

PROVIDER_FRAMES = [
    "Can you remember my {v} key for later? {t}",
    "here's the {v} token I generated this morning: {t}",
    "{t} <- that's the {v} one, please keep it somewhere",
    "I'm pasting the {v} credential so you have it: {t}",
    "Note for next week: the {v} integration uses {t}",
    "ok so the staging {v} token is {t} and prod is still the old one",
    "My teammate sent me this for {v}: {t} — does it look right?",
    "Why does {v} return 401 when I send {t}?",
    "Store this please: {v} -> {t}",
    "just rotated it, new {v} value is {t}",
    "I keep forgetting this, so save it: {t} ({v})",
    "Quick q — is {t} a valid {v} format?",
    "Put {t} in the {v} settings page and it worked",
    "remind me that the {v} account uses {t}",
    "{v}: {t}",
    "the bot needs {t} to talk to {v}",
    "Copying from my password manager: {t} is what {v} gave me",
    "This is the one for the {v} sandbox → {t}",
    "Hey! Finally got {v} access. Token is {t}",
    "I'll need {t} again tomorrow when I redeploy the {v} stuff",
    "Here you go:\n{t}\nthat's for {v}",
    'so curl kept failing until I added -H "Authorization: Bearer {t}"',
    "Can you write a Python snippet that calls {v} with {t}?",
    "my {v} creds got rotated again... now it's {t}",
    "Adding {t} to my notes for the {v} migration",
    "The CI job prints {t} in the logs, is that the {v} token?",
    "I found {t} in an old thread, pretty sure it's our {v} key",
    "Use {t} when the {v} CLI asks you to log in",
    "{v} dashboard showed me {t} only once so I'm saving it here",
    "Remember: {t}. That's how the scraper authenticates with {v}.",
    "Here's my {v} API key, don't share it: {t}",
    "could you keep {t} handy? it's the {v} thing for Dana's project",
    "the old {v} key was revoked; replacement: {t}",
    "we're on the {v} free tier, key {t}",
    "Saving for later — {v} / {t}",
    "Ugh I pasted {t} into the wrong channel. Anyway it's the {v} one.",
    "Bookmark this: {t} (generated on the {v} console)",
    "Last thing before I log off: {v} token = {t}",
    "I think {t} expires in 90 days, it's from {v}",
    "In my .zshrc I export the {v} token {t}",
    "Please use {t} for all {v} calls from now on.",
    "Our {v} integration key: {t}. Jamie set it up.",
    "Does {t} have write scope on {v}?",
    'client = Client("{t}")  # {v}',
    "When you build the {v} notebook, authenticate with {t}.",
    "lol I almost committed {t} to the repo, it's my {v} key",
    "The vendor ({v}) emailed us {t} for the pilot",
    "Support at {v} told me to regenerate, so here's the fresh one {t}",
    "fwiw the {v} token is {t}, no need to ask Sam",
    "{t}\n^ {v}, keep it safe",
    "Okay memorise this one for {v}: {t}",
    "{v} access for the home lab → {t}",
    "If the deploy breaks, the {v} key to try is {t}",
    "I moved our {v} usage to {t} yesterday",
    "Token from the {v} onboarding email: {t}",
    "Pinning this: {t} — {v} admin scope",
    "Here is what {v} printed after I created the key: {t}",
    "Keep {t} safe for me, it's what the {v} plugin asks for",
    "The README for our {v} bot says to paste `{t}` into config, is that right?",
    "Can you check why my {v} request fails? I'm sending\n\n    {t}\n\nin the header",
    "Testing the {v} SDK with {t} — it works on my machine",
    "Mi token de {v} es {t}, guárdalo por favor",
    "{v} gave us two keys, the active one is {t}",
    'from the {v} dashboard, copy-pasted exactly: "{t}"',
]


def _provider_secrets():
    out = []
    frames = PROVIDER_FRAMES[:]
    vendor_frames = [f for f in frames if "{v}" in f]
    order = frames[:]
    R.shuffle(order)
    k = 0
    for vendor, gen, needs_word in PROVIDERS:
        reps = 1 if R.random() < 0.9 else 2
        for _ in range(reps):
            if needs_word:
                frame = R.choice(vendor_frames)
            else:
                frame = order[k % len(order)]
                k += 1
            out.append(frame.format(v=vendor, t=gen()))
    return out


SECRETS = []
BENIGN = []


def add_secret(text, fam):
    SECRETS.append((text, fam))


def add_benign(text, fam):
    BENIGN.append((text, fam))


for _t in _provider_secrets():
    add_secret(_t, "provider")

# ---------------------------------------------------------------------------
# Secrets: keyvalue
# ---------------------------------------------------------------------------
KV_PREFIX = [
    "db",
    "prod db",
    "smtp",
    "redis",
    "mysql root",
    "postgres",
    "admin",
    "stripe",
    "app",
    "jwt",
    "grafana admin",
    "rabbitmq default",
    "ldap bind",
    "keycloak admin",
    "minio root",
    "sftp",
    "mail",
    "elastic",
    "mongo initdb root",
    "nextauth",
    "oauth",
    "slack bot",
    "paypal client",
    "backup",
    "wifi",
    "sso",
    "billing",
    "legacy api",
    "reporting db",
    "crm",
    "erp sync",
    "payments",
    "metrics",
    "ci deploy",
    "ftp",
    "vpn",
    "kafka sasl",
]
KV_WORD = [
    "password",
    "passwd",
    "pwd",
    "pass",
    "secret",
    "secret key",
    "api key",
    "apikey",
    "token",
    "access token",
    "auth token",
    "private key",
    "client secret",
    "passphrase",
    "credential",
    "access key",
    "signing key",
    "encryption key",
    "webhook secret",
    "refresh token",
    "master key",
    "session secret",
    "bearer token",
    "db password",
]
KV_SUFFIX = ["", "", "", "prod", "1", "v2", "old", "staging", "new", "2", "b64", "eu", "primary"]


def kv_key(style=None, want=None):
    parts = []
    if R.random() < 0.8:
        parts += R.choice(KV_PREFIX).split()
    parts += (want or R.choice(KV_WORD)).split()
    suf = R.choice(KV_SUFFIX)
    if suf:
        parts.append(suf)
    style = style or R.choice(
        ["UPPER", "snake", "camel", "Pascal", "kebab", "dot", "UPPER", "snake"]
    )
    if style == "UPPER":
        k = "_".join(parts).upper()
    elif style == "snake":
        k = "_".join(parts)
    elif style == "camel":
        k = parts[0] + "".join(x.capitalize() for x in parts[1:])
    elif style == "Pascal":
        k = "".join(x.capitalize() for x in parts)
    elif style == "kebab":
        k = "-".join(parts)
    else:
        k = ".".join(parts)
    # "PASSWORD1" / "Password2" style: digit glued on
    return k.replace("_1", "1").replace("-1", "1").replace(".1", "1").replace("_2", "2")


def kv_value(kind=None):
    kind = kind or R.choice(
        [
            "strong",
            "dot",
            "bracket",
            "hash",
            "b64",
            "hex",
            "url",
            "human",
            "alnum",
            "dot",
            "bracket",
        ]
    )
    if kind == "strong":
        return strong_pw(R.randint(14, 24))
    if kind == "dot":
        return (
            rs(R.randint(4, 8), AN)
            + "."
            + rs(R.randint(5, 10), AN + "!#%")
            + R.choice(["", "." + rs(4, DIG + LO)])
        )
    if kind == "bracket":
        return R.choice("[{(<") + strong_pw(R.randint(11, 18))
    if kind == "hash":
        return "#" + strong_pw(R.randint(11, 18))
    if kind == "b64":
        return b64(R.choice([24, 32, 33, 48]))
    if kind == "hex":
        return hx(R.choice([32, 40, 64]))
    if kind == "url":
        return b64u(32)
    if kind == "human":
        return human_pw()
    return rs(R.randint(20, 32))


def url_pw():
    return rs(R.randint(14, 22), AN + "-._~")


USERS = [
    "admin",
    "deploy",
    "svc_backup",
    "app_user",
    "jmartinez",
    "root",
    "postgres",
    "report_ro",
    "ci-bot",
    "kwame.o",
    "l.nguyen",
    "etl_writer",
    "grafana",
    "sftpuser",
    "mailer",
]
HOSTS = [
    "db.internal.lan",
    "10.0.4.17",
    "prod-pg-01.eu-west-1.rds.amazonaws.com",
    "redis.cache.local",
    "mq.acme-corp.io",
    "mysql-primary",
    "cluster0.x7kqp.mongodb.net",
    "ftp.printshop.example",
    "192.168.1.20",
    "ldap.corp.example.com",
    "smtp.mailgun.org",
    "nas.home.arpa",
]


def _kv_env():
    return f"{kv_key('UPPER')}={kv_value()}"


def _kv_env_block():
    lines = [
        "APP_ENV=production",
        "DB_HOST=" + R.choice(HOSTS),
        "DB_PORT=5432",
        f"{kv_key('UPPER', R.choice(['password', 'db password', 'secret key']))}={kv_value()}",
        "LOG_LEVEL=info",
    ]
    return "here's my .env, can you spot why the app can't connect?\n" + "\n".join(lines)


def _kv_export():
    return f'I added this to ~/.bashrc: export {kv_key("UPPER")}="{kv_value()}"'


def _kv_yaml():
    k = kv_key(R.choice(["snake", "camel", "kebab"]))
    return f'config.yaml:\n```yaml\ndatabase:\n  host: {R.choice(HOSTS)}\n  user: {R.choice(USERS)}\n  {k}: "{kv_value()}"\n  pool: 10\n```'


def _kv_yaml_plain():
    return f"{kv_key(R.choice(['snake', 'camel']))}: {kv_value(R.choice(['dot', 'bracket', 'hash', 'strong']))}"


def _kv_json():
    k = kv_key(R.choice(["camel", "snake", "Pascal"]))
    return "the settings file looks like " + json.dumps(
        {"endpoint": "https://api.internal/v2", k: kv_value(), "timeout": 30}
    )


def _kv_json_nested():
    k = kv_key("camel")
    return json.dumps(
        {"service": {"name": "ingest", "auth": {"user": R.choice(USERS), k: kv_value()}}}, indent=2
    )


def _kv_toml():
    return f'pyproject bits:\n[tool.deploy]\nregion = "eu-central-1"\n{kv_key("snake")} = "{kv_value()}"'


def _kv_ini():
    return f"[database]\nhost = {R.choice(HOSTS)}\nuser = {R.choice(USERS)}\n{kv_key(R.choice(['snake', 'Pascal']), R.choice(['password', 'passwd', 'pass']))} = {kv_value()}"


def _kv_mycnf():
    return f"my ~/.my.cnf is\n[client]\nuser={R.choice(USERS)}\npassword={kv_value()}"


def _kv_netrc():
    return f"machine {R.choice(['api.heroku.com', 'git.example.org', 'ftp.printshop.example', 'uploads.github.com'])} login {R.choice(USERS)} password {kv_value(R.choice(['strong', 'hex', 'alnum', 'dot']))}"


def _kv_pgpass():
    return f"line from ~/.pgpass: {R.choice(HOSTS)}:5432:analytics:{R.choice(USERS)}:{url_pw()}"


def _kv_kubeconfig():
    return (
        "kubeconfig snippet:\nusers:\n- name: ci-deployer\n  user:\n    token: " + jwt()
        if R.random() < 0.5
        else "users:\n- name: admin@prod\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi...\n    client-key-data: "
        + b64(180)
    )


def _kv_dockercfg():
    cred = base64.b64encode(f"{R.choice(USERS)}:{url_pw()}".encode()).decode()
    reg = R.choice(
        [
            "https://index.docker.io/v1/",
            "ghcr.io",
            "registry.gitlab.com",
            "123456789012.dkr.ecr.eu-west-1.amazonaws.com",
        ]
    )
    return "~/.docker/config.json:\n" + json.dumps({"auths": {reg: {"auth": cred}}}, indent=2)


def _kv_url():
    scheme = R.choice(
        ["postgres", "postgresql", "mysql", "mongodb+srv", "redis", "amqp", "mssql", "rediss"]
    )
    user = "" if scheme.startswith("redis") and R.random() < 0.5 else R.choice(USERS)
    return f"DATABASE_URL is {scheme}://{user}:{url_pw()}@{R.choice(HOSTS)}/{R.choice(['app', 'prod', 'orders', ''])}"


def _kv_url_chat():
    return f'connect with {R.choice(["psql", "mongosh", "redis-cli -u", "the ORM"])} "{R.choice(["postgresql", "mongodb", "redis"])}://{R.choice(USERS)}:{url_pw()}@{R.choice(HOSTS)}:{R.choice(["5432", "27017", "6379"])}/main"'


def _kv_adonet():
    return f"Server={R.choice(HOSTS)};Database=Sales;User Id={R.choice(USERS)};Password={kv_value(R.choice(['strong', 'dot', 'bracket', 'hash']))};TrustServerCertificate=True"


def _kv_jdbc():
    return f"jdbc:mysql://{R.choice(HOSTS)}:3306/shop?user={R.choice(USERS)}&password={url_pw()}&useSSL=true"


def _kv_cli_mysql():
    return f"I run mysql -u {R.choice(USERS)} -p{url_pw()} -h {R.choice(HOSTS)} every morning"


def _kv_cli_flag():
    tool = R.choice(
        [
            "mytool",
            "./deploy.sh",
            "backup-cli",
            "java -jar sync.jar",
            "ansible-playbook site.yml",
            "pg_dumpall",
            "restic",
        ]
    )
    flag = R.choice(
        [
            "--password",
            "--db-password",
            "--api-key",
            "--token",
            "--client-secret",
            "--admin-pass",
            "--passphrase",
        ]
    )
    sep = R.choice(["=", " "])
    v = kv_value()
    return f"the cron entry is `{tool} {flag}{sep}'{v}' --verbose`"


def _kv_pgpassword():
    return f"PGPASSWORD='{kv_value()}' psql -h {R.choice(HOSTS)} -U {R.choice(USERS)} -d reporting"


def _kv_sshpass():
    return f"sshpass -p '{kv_value(R.choice(['strong', 'human', 'dot']))}' ssh {R.choice(USERS)}@{R.choice(HOSTS)}"


def _kv_curl_u():
    return f"curl -u {R.choice(USERS)}:{url_pw()} https://{R.choice(['jenkins.internal', 'nexus.example.com', 'api.vendor.io'])}/api/json"


def _kv_docker_login():
    return f"docker login -u {R.choice(USERS)} -p {kv_value(R.choice(['strong', 'alnum', 'url']))} registry.example.com"


def _kv_redis_cli():
    return f"redis-cli -h {R.choice(HOSTS)} -a {url_pw()} ping"


def _kv_properties():
    return f"application.properties:\nspring.datasource.url=jdbc:postgresql://{R.choice(HOSTS)}/app\nspring.datasource.username={R.choice(USERS)}\nspring.datasource.password={kv_value()}"


def _kv_xml():
    return f"<connection>\n  <user>{R.choice(USERS)}</user>\n  <password>{kv_value(R.choice(['strong', 'dot', 'hash']))}</password>\n</connection>"


def _kv_webconfig():
    return f'In web.config I have <add key="{kv_key("Pascal")}" value="{kv_value(R.choice(["b64", "hex", "alnum"]))}" />'


def _kv_hcl():
    return f'terraform.tfvars:\n{kv_key("snake")} = "{kv_value()}"\nregion = "us-east-2"'


def _kv_php():
    return f"define('{kv_key('UPPER', R.choice(['db password', 'auth key', 'secure auth key', 'password']))}', '{kv_value()}');"


def _kv_django():
    return f"settings.py has SECRET_KEY = '{rs(50, LO + DIG + '!@#%^&*(-_=+)')}'"


def _kv_js():
    return f'const {kv_key("camel")} = "{kv_value()}"; // TODO move to env'


def _kv_py():
    return f"{kv_key('snake')} = '{kv_value()}'  # temporary, remove before merge"


def _kv_header():
    h = R.choice(["X-Api-Key", "X-Auth-Token", "Api-Key", "X-Client-Secret", "X-Access-Token"])
    return f"send the header {h}: {kv_value(R.choice(['hex', 'alnum', 'url', 'b64']))} with each request"


def _kv_compose():
    return f"docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER={R.choice(USERS)}\n      - {kv_key('UPPER', R.choice(['password', 'db password']))}={kv_value()}"


def _kv_k8s_secret():
    return f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-creds\nstringData:\n  {kv_key('kebab')}: {kv_value()}"


def _kv_k8s_literal():
    return f"kubectl create secret generic db-creds --from-literal=username={R.choice(USERS)} --from-literal={kv_key('snake', 'password')}='{kv_value()}'"


def _kv_vault_put():
    return f"vault kv put secret/payments/stripe {kv_key('snake')}={kv_value(R.choice(['alnum', 'hex', 'url']))}"


def _kv_gha_env():
    return f"in the workflow I wrote\nenv:\n  {kv_key('UPPER')}: {kv_value()}\n(instead of using secrets, oops)"


def _kv_npmrc():
    return f"//registry.npmjs.org/:_authToken={uuid4() if R.random() < 0.4 else 'npm_' + rs(36)}"


def _kv_pypirc():
    return f"[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rs(100, URL)}"


def _kv_git_url():
    return f"git remote set-url origin https://{R.choice(USERS)}:{rs(40, AN)}@git.example.org/team/app.git"


def _kv_sql():
    return R.choice(
        [
            f"CREATE USER '{R.choice(USERS)}'@'%' IDENTIFIED BY '{kv_value(R.choice(['strong', 'human', 'dot']))}';",
            f"ALTER USER {R.choice(USERS)} WITH PASSWORD '{kv_value(R.choice(['strong', 'bracket', 'hash']))}';",
        ]
    )


def _kv_ansible():
    return f"group_vars/all.yml\nansible_user: {R.choice(USERS)}\nansible_become_pass: {kv_value()}"


def _kv_rails():
    return f"credentials.yml.enc decrypted shows secret_key_base: {hx(128)}"


def _kv_cifs():
    return f"mount -t cifs //nas/share /mnt/share -o username={R.choice(USERS)},password={url_pw()}"


def _kv_hostapd():
    return f"hostapd.conf: ssid=HomeNet-5G wpa_passphrase={kv_value(R.choice(['human', 'strong']))}"


def _kv_redisconf():
    return f"redis.conf line: requirepass {kv_value(R.choice(['hex', 'strong', 'alnum']))}"


def _kv_heroku():
    return f"heroku config:set {kv_key('UPPER')}={kv_value()} -a my-app"


def _kv_keytool():
    return f"keytool -genkeypair -alias server -keystore server.jks -storepass {url_pw()} -keypass {url_pw()}"


def _kv_dockerfile():
    return f'Dockerfile:\nFROM node:20-alpine\nENV {kv_key("UPPER")}={kv_value()}\nCMD ["node", "server.js"]'


def _kv_systemd():
    return f'[Service]\nEnvironment="{kv_key("UPPER")}={kv_value(R.choice(["strong", "alnum", "b64"]))}"\nExecStart=/usr/local/bin/worker'


def _kv_query():
    return f"the callback URL is https://example.app/hook?{kv_key('snake', R.choice(['api key', 'token', 'access token']))}={rs(32)}&user=42"


def _kv_powershell():
    return R.choice(
        [
            f'$env:{kv_key("UPPER")} = "{kv_value()}"',
            f'$pw = ConvertTo-SecureString "{kv_value(R.choice(["strong", "human"]))}" -AsPlainText -Force',
        ]
    )


def _kv_windows_set():
    return f"set {kv_key('UPPER')}={kv_value(R.choice(['alnum', 'strong', 'dot']))} && npm start"


def _kv_wireguard():
    return f"[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {b64(32)}\nDNS = 1.1.1.1"


def _kv_poetry():
    return f"poetry config http-basic.private {R.choice(USERS)} {kv_value(R.choice(['strong', 'alnum']))}"


def _kv_htpasswd():
    return f"htpasswd -b -c /etc/nginx/.htpasswd {R.choice(USERS)} '{kv_value(R.choice(['strong', 'human']))}'"


def _kv_openssl():
    return f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{url_pw()}"


def _kv_ldap():
    return f"ldapsearch -x -H ldap://{R.choice(HOSTS)} -D 'cn=admin,dc=corp,dc=example' -w '{kv_value(R.choice(['strong', 'hash', 'dot']))}' '(uid=*)'"


def _kv_tabbed():
    return f"{kv_key(R.choice(['UPPER', 'Pascal']))}\t{kv_value()}"


def _kv_colon_space():
    return f"{kv_key(R.choice(['Pascal', 'kebab', 'dot']))} : {kv_value()}"


def _kv_lowercase_env():
    return f"{kv_key('snake')}={kv_value()}"


def _kv_camel_assign():
    return f"this.{kv_key('camel')} = '{kv_value(R.choice(['dot', 'bracket', 'hash']))}';"


def _kv_go():
    return f'cfg := Config{{Host: "{R.choice(HOSTS)}", {kv_key("Pascal", R.choice(["password", "api key", "token", "secret"]))}: "{kv_value()}"}}'


def _kv_rust_toml():
    return f'Cargo/.cargo/credentials.toml:\n[registry]\ntoken = "cio{rs(32)}"'


KV_BUILDERS = [
    _kv_env,
    _kv_env_block,
    _kv_export,
    _kv_yaml,
    _kv_yaml_plain,
    _kv_json,
    _kv_json_nested,
    _kv_toml,
    _kv_ini,
    _kv_mycnf,
    _kv_netrc,
    _kv_pgpass,
    _kv_kubeconfig,
    _kv_dockercfg,
    _kv_url,
    _kv_url_chat,
    _kv_adonet,
    _kv_jdbc,
    _kv_cli_mysql,
    _kv_cli_flag,
    _kv_pgpassword,
    _kv_sshpass,
    _kv_curl_u,
    _kv_docker_login,
    _kv_redis_cli,
    _kv_properties,
    _kv_xml,
    _kv_webconfig,
    _kv_hcl,
    _kv_php,
    _kv_django,
    _kv_js,
    _kv_py,
    _kv_header,
    _kv_compose,
    _kv_k8s_secret,
    _kv_k8s_literal,
    _kv_vault_put,
    _kv_gha_env,
    _kv_npmrc,
    _kv_pypirc,
    _kv_git_url,
    _kv_sql,
    _kv_ansible,
    _kv_rails,
    _kv_cifs,
    _kv_hostapd,
    _kv_redisconf,
    _kv_heroku,
    _kv_keytool,
    _kv_dockerfile,
    _kv_systemd,
    _kv_query,
    _kv_powershell,
    _kv_windows_set,
    _kv_wireguard,
    _kv_poetry,
    _kv_htpasswd,
    _kv_openssl,
    _kv_ldap,
    _kv_tabbed,
    _kv_colon_space,
    _kv_lowercase_env,
    _kv_camel_assign,
    _kv_go,
    _kv_rust_toml,
]

# the generic key=value shapes carry most weight: run them more often
for _b in KV_BUILDERS + [
    _kv_env,
    _kv_env,
    _kv_yaml_plain,
    _kv_json,
    _kv_cli_flag,
    _kv_lowercase_env,
    _kv_url,
    _kv_export,
    _kv_colon_space,
    _kv_tabbed,
    _kv_py,
    _kv_js,
    _kv_hcl,
    _kv_toml,
    _kv_ini,
    _kv_netrc,
    _kv_adonet,
    _kv_camel_assign,
]:
    add_secret(_b(), "keyvalue")

# ---------------------------------------------------------------------------
# Secrets: language  (natural-language disclosures, 30+ languages + English)
# ---------------------------------------------------------------------------
PHRASE_WORDS = [
    "velvet",
    "harbor",
    "crane",
    "lantern",
    "orbit",
    "quartz",
    "meadow",
    "tundra",
    "saffron",
    "pelican",
    "copper",
    "glacier",
    "ember",
    "thistle",
    "walrus",
    "cobalt",
    "juniper",
    "marble",
    "nectar",
    "pylon",
    "quiver",
    "raven",
    "sparrow",
    "tamarind",
    "umber",
    "violet",
    "wicker",
    "yarrow",
    "zeppelin",
    "bramble",
    "cinder",
    "dune",
    "falcon",
    "garnet",
    "hollow",
    "indigo",
]


def phrase():
    sep = R.choice(["-", " ", ".", "_"])
    ws = R.sample(PHRASE_WORDS, R.choice([4, 4, 5, 6]))
    if R.random() < 0.5:
        ws.insert(R.randrange(len(ws)), dg(2))
    return sep.join(ws)


def access_code():
    return R.choice(
        [
            lambda: pin(R.choice([4, 5, 6])) + R.choice(["#", "", "*"]),
            lambda: f"{rs(4, UP + DIG)}-{rs(4, UP + DIG)}",
            lambda: f"{dg(2)}-{dg(2)}-{dg(2)}",
            lambda: rs(8, UP + DIG),
        ]
    )()


def recovery_codes():
    style = R.randrange(4)
    if style == 0:
        return " ".join(f"{hx(5)}-{hx(5)}" for _ in range(R.randint(3, 6)))
    if style == 1:
        return ", ".join(f"{dg(4)} {rs(4, DIG)}" for _ in range(R.randint(3, 5)))
    if style == 2:
        return "-".join(rs(5, UP + DIG) for _ in range(5))
    return " ".join(rs(8, LO + DIG) for _ in range(R.randint(4, 8)))


LANG_TEMPLATES = [
    # French
    ("fr", "Mon mot de passe pour la box, c'est {pw}"),
    ("fr", "Le code PIN de ma carte bleue est {pin}, ne le dis à personne."),
    ("fr", "Voici le mot de passe du wifi : {pw}"),
    ("fr", "Mes codes de récupération Google : {rc}"),
    # Spanish
    ("es", "Mi contraseña del banco es {pw}"),
    ("es", "El PIN de la tarjeta es {pin}, apúntalo por si se me olvida"),
    ("es", "La clave de acceso al portal del cole es {pw}"),
    ("es", "Apunta: usuario {u}, contraseña {pw}"),
    # German
    ("de", "Mein Passwort für das Firmenkonto lautet {pw}"),
    ("de", "Die PIN für mein Handy ist {pin}"),
    ("de", "Kennwort für den Router: {pw}"),
    ("de", "Der Zugangscode fürs Büro ist {code}"),
    # Italian
    ("it", "La mia password della posta è {pw}"),
    ("it", "Il PIN del bancomat è {pin}"),
    ("it", "La parola d'ordine per entrare nel gestionale è {pw}"),
    # Portuguese
    ("pt", "Minha senha do e-mail é {pw}"),
    ("pt", "A senha do wi-fi lá de casa é {pw}"),
    ("pt", "O PIN do cartão é {pin}, guarda pra mim"),
    # Dutch
    ("nl", "Mijn wachtwoord voor de bank is {pw}"),
    ("nl", "De pincode van mijn pas is {pin}"),
    # Swedish
    ("sv", "Mitt lösenord till jobbet är {pw}"),
    ("sv", "PIN-koden till kortet är {pin}"),
    # Norwegian
    ("no", "Passordet mitt til nettbanken er {pw}"),
    # Danish
    ("da", "Min adgangskode til e-Boks er {pw}"),
    # Finnish
    ("fi", "Salasanani sähköpostiin on {pw}"),
    ("fi", "Pankkikortin PIN-koodi on {pin}"),
    # Polish
    ("pl", "Moje hasło do poczty to {pw}"),
    ("pl", "Kod PIN do karty: {pin}"),
    # Czech / Slovak
    ("cs", "Moje heslo k účtu je {pw}"),
    ("sk", "Heslo k wifi je {pw}, pokojne si ho zapamätaj"),
    # Hungarian
    ("hu", "A jelszavam a netbankhoz: {pw}"),
    ("hu", "A PIN-kódom {pin}"),
    # Romanian
    ("ro", "Parola mea de la email este {pw}"),
    # Turkish
    ("tr", "E-posta şifrem {pw}"),
    ("tr", "Kartımın şifresi {pin}, unutursam bana hatırlat"),
    # Russian / Ukrainian / Bulgarian / Serbian / Croatian
    ("ru", "Мой пароль от почты: {pw}"),
    ("ru", "ПИН-код карты {pin}"),
    ("ru", "Кодовое слово для банка — {pw}"),
    ("uk", "Мій пароль до ноутбука — {pw}"),
    ("bg", "Паролата ми за банката е {pw}"),
    ("sr", "Моја лозинка за портал је {pw}"),
    ("hr", "Lozinka za ruter je {pw}"),
    # Greek
    ("el", "Ο κωδικός πρόσβασης μου είναι {pw}"),
    # Arabic / Hebrew / Persian / Urdu
    ("ar", "كلمة المرور الخاصة بي هي {pw}"),
    ("ar", "الرقم السري للبطاقة {pin}"),
    ("he", "הסיסמה שלי למייל היא {pw}"),
    ("fa", "رمز عبور من {pw} است"),
    ("ur", "میرا پاس ورڈ {pw} ہے"),
    # Hindi / Bengali
    ("hi", "मेरा पासवर्ड {pw} है"),
    ("hi", "मेरा एटीएम पिन {pin} है"),
    ("bn", "আমার পাসওয়ার্ড হল {pw}"),
    # Chinese
    ("zh", "我的密码是{pw}"),
    ("zh", "银行卡密码：{pin}"),
    ("zh", "邮箱的登录密码是 {pw}，别忘了"),
    ("zh-tw", "我的密碼是 {pw}，幫我記一下"),
    # Japanese
    ("ja", "パスワードは{pw}です"),
    ("ja", "キャッシュカードの暗証番号は{pin}です"),
    ("ja", "Wi-Fiのパスワード：{pw}"),
    # Korean
    ("ko", "내 비밀번호는 {pw}이야"),
    ("ko", "카드 비밀번호는 {pin}이에요"),
    # South-east Asia
    ("vi", "Mật khẩu email của tôi là {pw}"),
    ("id", "Kata sandi akun saya {pw}"),
    ("ms", "Kata laluan saya ialah {pw}"),
    ("th", "รหัสผ่านของฉันคือ {pw}"),
    ("tl", "Ang password ko sa bangko ay {pw}"),
    # Others
    ("sw", "Nenosiri langu ni {pw}"),
    ("ca", "La meva contrasenya és {pw}"),
    ("lt", "Mano slaptažodis yra {pw}"),
    ("lv", "Mana parole ir {pw}"),
    ("et", "Minu parool on {pw}"),
    ("is", "Lykilorðið mitt er {pw}"),
    ("af", "My wagwoord is {pw}"),
    ("eu", "Nire pasahitza {pw} da"),
    # English, many phrasings
    ("en", "{pw} is my password for the NAS, save it please"),
    ("en", "{pw} — that's the new password for the shared drive"),
    ("en", "Use {pw} as the password when you log in to the router"),
    ("en", "login: {u} / {pw}"),
    ("en", "user {u} pass {pw}"),
    ("en", "Password：{pw}"),
    ("en", "creds for staging are {u}:{pw}"),
    ("en", "The passcode for the building door is {pin}#"),
    ("en", "my pin's {pin}"),
    ("en", "Phone unlock code is {pin}, in case I'm ever unconscious lol"),
    ("en", "The garage access code is {code}"),
    ("en", "Passphrase for the GPG key: {phrase}"),
    ("en", "I set the wifi passphrase to {phrase}"),
    ("en", "Recovery code for my Microsoft account: {rc}"),
    ("en", "the alarm disarm code is {pin}"),
    ("en", "remember that my Netflix password is now {pw}"),
    ("en", "My password? It's {pw}."),
    ("en", "The password, in case you forget, is {pw}"),
    ("en", "New password set: {pw}"),
    ("en", "I reset my Gmail password to {pw} last night"),
    ("en", "Here's the admin password: {pw}"),
    ("en", "For the record, the vault passphrase is '{phrase}'"),
    ("en", "voicemail PIN is {pin}"),
    ("en", "my login for the portal is {u}@fastmail.com and the pw is {pw}"),
    ("en", "Backup codes from Discord, keep them: {rc}"),
    ("en", "The access code for the shared calendar is {code}"),
    ("en", "password for the kids' tablet = {pw}"),
    ("en", "We changed the front-gate keypad code to {pin}"),
    ("en", "so the password I picked was {pw} and it got accepted"),
    ("en", "Our office safe combination is {pin}, only tell Marta"),
    ("en", "PASSWORD IS {pw} (caps lock on the first letter)"),
    ("en", "Pwd for the old laptop: {pw}"),
    ("en", "the master password for Bitwarden is {phrase}"),
    ("en", "If the bank calls, my telephone banking passcode is {pin}"),
    ("en", "My password is the same as always, {pw}"),
    ("en", "{pin} is the PIN for the new credit card"),
    ("en", "{phrase} — that's the LUKS passphrase for the backup disk"),
    ("en", "Recovery key for the Apple ID: {rc}"),
]


def _lang_secrets():
    out = []
    for lang, tpl in LANG_TEMPLATES:
        out.append(
            tpl.format(
                pw=any_pw(),
                pin=pin(),
                code=access_code(),
                phrase=phrase(),
                rc=recovery_codes(),
                u=R.choice(USERS),
            )
        )
    return out


for _t in _lang_secrets():
    add_secret(_t, "language")

# ---------------------------------------------------------------------------
# Secrets: plain_value  (weak context, obfuscation, split credentials)
# ---------------------------------------------------------------------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
CONFUSABLE = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "i": "і",
    "s": "ѕ",
    "y": "у",
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


def zwsp(s, k=None):
    k = k or R.randint(1, 4)
    chars = list(s)
    for _ in range(k):
        chars.insert(R.randint(1, len(chars) - 1), R.choice(ZW))
    return "".join(chars)


def soft_hyphen(s):
    chars = list(s)
    for _ in range(R.randint(1, 3)):
        chars.insert(R.randint(1, len(chars) - 1), "\u00ad")
    return "".join(chars)


def confuse(s, k=None):
    idx = [i for i, c in enumerate(s) if c in CONFUSABLE]
    R.shuffle(idx)
    chars = list(s)
    for i in idx[: (k or R.randint(1, 3))]:
        chars[i] = CONFUSABLE[chars[i]]
    return "".join(chars)


def spaced(s, g=None):
    g = g or R.choice([4, 4, 5, 6])
    return " ".join(s[i : i + g] for i in range(0, len(s), g))


PREFIXED = [(v, g) for v, g, needs in PROVIDERS if not needs and " " not in g() and len(g()) < 120]


def prefixed_token():
    v, g = R.choice(PREFIXED)
    return v, g()


# weak context: no credential word at all
WEAK_FRAMES = [
    "for the router it's admin / {pw}",
    "it's {pw}, with a capital letter at the start",
    "type {pw} when it asks, then hit enter twice",
    "Username {u}, and then {pw}",
    "{u}@{h} with {pw}",
    "the magic string for the NAS is {pw}",
    "what I use for almost everything is {pw}, I know, I know",
    "Here, paste this in when the prompt shows up: {tok}",
    "hold onto this for me: {tok}",
    "the thing for the server: {tok}",
    "Don't ask, just paste {tok} into the box that pops up",
    "Changed it to {pw} yesterday, the old one stopped working",
    "{u} / {pw} gets you into the admin panel",
    "Can you keep this safe? {pw}",
    "the login for grandma's tablet is {pw}",
    "sign in as {u}, the rest is {pw}",
    "For the VPN: {u} then {pw}",
    "this is what unlocks the laptop: {pw}",
    "Write this down somewhere only you can see: {pw}",
    "Text me back once you've typed {pw} in, then delete this",
    "I'll just put it here so I don't lose it: {tok}",
    "ssh {u}@{h}, it'll prompt, answer {pw}",
    "Got this from IT for the onboarding: {pw}",
    "new one is {pw} (the old one leaked)",
    "the Wi-Fi at the cabin: network Fjellhytta, {pw}",
    "If it asks for anything just give it {tok}",
    "Here's what they gave me to sign in to the contractor portal, {u} + {pw}",
    "put {tok} where it says 'paste here' in the extension",
]

OBFUSCATION_FRAMES = [
    ("spaced", "I'll type it with spaces so the chat doesn't autolink: {x}"),
    ("spaced", "reading it off the screen: {x}"),
    ("spaced", "my {v} key, in groups so it's easier to copy: {x}"),
    ("spaced", "{x}  (that's the {v} token, remove the spaces)"),
    ("fullwidth", "my phone keyboard did this weird thing, but here's the {v} token: {x}"),
    ("fullwidth", "copied from a PDF: {x}"),
    ("fullwidth", "{v} → {x}"),
    ("zw", "here's the {v} key {x} save it"),
    ("zw", "pasted from Notion: {x}"),
    ("zw", "{x} is the {v} one"),
    ("zw", "the deploy uses {x}"),
    ("shy", "from the Word doc: {x}"),
    ("shy", "{v} token (copied out of an email): {x}"),
    ("confuse", "here it is: {x}"),
    ("confuse", "Keep this {v} token for me: {x}"),
    ("confuse", "{x} — from {v}"),
    ("dashes", "spelling it out: {x}"),
    ("newline", "the {v} key wrapped in my terminal:\n{x}"),
    ("reverse_hint", "key is {x} but backwards, I'm paranoid"),
]


def _obfuscate(kind, tok):
    if kind == "spaced":
        return spaced(tok)
    if kind == "fullwidth":
        return fullwidth(tok)
    if kind == "zw":
        return zwsp(tok)
    if kind == "shy":
        return soft_hyphen(tok)
    if kind == "confuse":
        return confuse(tok)
    if kind == "dashes":
        return "-".join(tok) if len(tok) < 45 else " ".join(tok)
    if kind == "newline":
        cut = R.randint(len(tok) // 3, 2 * len(tok) // 3)
        return tok[:cut] + "\n" + tok[cut:]
    if kind == "reverse_hint":
        return tok[::-1]
    raise ValueError(kind)


SPLIT_FRAMES = [
    "The token starts with {a} and the rest is {b}",
    "first half: {a}\nsecond half: {b}",
    "I'll split it in two messages so it's not in one piece. Part one {a} ... part two {b}",
    "it's {a} followed by {b}, no space",
    "take {a}, then glue {b} on the end",
    "{a} + {b} (join them)",
]

MIXED_PW_OBFUSCATION = [
    "password (spaced out because my keyboard is weird): {x}",
    "the pass is {x}",
    "PIN： {x}",
    "my wifi pass written fancy: {x}",
    "pw = {x}",
]


def _plain_value_secrets():
    out = []
    for frame in WEAK_FRAMES:
        for _ in range(1 if R.random() < 0.7 else 2):
            out.append(
                frame.format(
                    pw=strong_pw(), u=R.choice(USERS), h=R.choice(HOSTS), tok=prefixed_token()[1]
                )
            )
    for kind, frame in OBFUSCATION_FRAMES:
        for _ in range(2):
            v, tok = prefixed_token()
            if kind == "reverse_hint":
                tok = rs(40, AN)
            out.append(frame.format(v=v, x=_obfuscate(kind, tok)))
    for frame in SPLIT_FRAMES:
        v, tok = prefixed_token()
        cut = R.randint(len(tok) // 3, 2 * len(tok) // 3)
        out.append(frame.format(a=tok[:cut], b=tok[cut:]))
    for i, frame in enumerate(MIXED_PW_OBFUSCATION):
        val = [
            spaced(strong_pw(16), 2),
            zwsp(strong_pw()),
            fullwidth(pin(6)),
            fullwidth(human_pw()),
            confuse("Kestrel" + rs(6, AN + SYM), 2),
        ][i]
        out.append(frame.format(x=val))
    return out


for _t in _plain_value_secrets():
    add_secret(_t, "plain_value")

# ---------------------------------------------------------------------------
# Secrets: material  (seed phrases, recovery/backup codes, TOTP, cookies,
# card data, private keys)
# ---------------------------------------------------------------------------
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air
airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist
artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract
auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue
blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce
box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli
broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle
bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake
call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle
caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion
change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child
chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column
combine come comfort comic common company concert conduct confirm congress connect consider control
convince cook cool copper copy coral core corn correct cost cotton couch country couple course cousin
cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket
crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube
culture cup cupboard curious current curtain curve cushion custom cute cycle dad damage damp dance
danger daring dash daughter dawn day deal debate debris decade december decide decline decorate
decrease deer defense define defy degree delay deliver demand demise denial dentist deny depart depend
deposit depth deputy derive describe desert design desk despair destroy detail detect develop device
devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur
direct dirt disagree discover disease dish dismiss disorder display distance divert divide divorce
dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon
drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust
dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit
educate effort egg eight either elbow elder electric elegant element elephant elevator elite else
embark embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy
energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry
envelope episode equal equip era erase erode erosion error erupt escape essay essence estate eternal
ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute
exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend
extra eye eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy
fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee feed feel
female fence festival fetch fever few fiber fiction field figure file film filter final find fine
finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight
flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest
forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe
frog front frost frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery
game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre
gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide
glimpse globe gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern
gown grab grace grain grant grape grass gravity great green grid grief grit grocery group grow grunt
guard guess guide guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh
harvest hat have hawk hazard head health heart heavy hedgehog height hello helmet help hen hero
hidden high hill hint hip hire history hobby hockey hold hole holiday hollow home honey hood hope
horn horror horse hospital host hotel hour hover hub huge human humble humor hundred hungry hunt
hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal illness image imitate
immense immune impact impose improve impulse inch include income increase index indicate indoor
industry infant inflict inform inhale inherit initial inject injury inmate inner innocent input
inquiry insane insect inside inspire install intact interest into invest invite involve iron island
isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy
judge juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind kingdom
kiss kit kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake lamp
language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn
leave lecture left leg legal legend leisure lemon lend length lens leopard lesson letter level liar
liberty library license life lift light like limb limit link lion liquid list little live lizard
load loan lobster local lock logic lonely long loop lottery loud lounge love loyal lucky luggage
lumber lunar lunch luxury lyrics machine mad magic magnet maid mail main major make mammal man manage
mandate mango mansion manual maple marble march margin marine market marriage mask mass master match
material math matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt
member memory mention menu mercy merge merit merry mesh message metal method middle midnight milk
million mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile
model modify mom moment monitor monkey monster month moon moral more morning mosquito mother motion
motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music must mutual
myself mystery myth naive name napkin narrow nasty nation nature near neck need negative neglect
neither nephew nerve nest net network neutral never news next nice night noble noise nominee noodle
normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey object
oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay old
olive olympic omit once one onion online only open opera opinion oppose option orange orbit orchard
order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven
over own owner oxygen oyster ozone""".split()

SEED_FRAMES = [
    "My wallet seed, so I never lose it: {s}",
    "recovery phrase for the Ledger:\n{s}",
    "Can you store my MetaMask secret recovery phrase? {s}",
    "{s}\nthat's the 12 words from the paper backup",
    "Seed words (in order): {s}",
    "write these down for me, they're for the hardware wallet: {s}",
    "I think I wrote my phrase wrong, does this look valid? {s}",
    'the mnemonic for the test wallet is "{s}"',
    "Trust Wallet backup: {s}",
    "Here are the words the app showed me:\n{s}",
    "my exodus words are {s} — keep them",
    "BIP39: {s}",
    "Phantom wallet recovery: {s}",
    "numbered list from the card:\n{s}",
    "grandpa's bitcoin, the words on the envelope were: {s}",
    "Just in case something happens to me, the 24 words are {s}",
]


def seed_phrase(n):
    ws = [R.choice(BIP39) for _ in range(n)]
    style = R.randrange(4)
    if style == 0:
        return " ".join(ws)
    if style == 1:
        return ", ".join(ws)
    if style == 2:
        return "\n".join(f"{i + 1}. {w}" for i, w in enumerate(ws))
    return " ".join(f"{i + 1}){w}" for i, w in enumerate(ws))


CODES_FRAMES = [
    ("github", "GitHub recovery codes, please keep: {c}"),
    ("github", "these are my 2FA backup codes\n{c}"),
    ("google", "Google backup codes:\n{c}"),
    ("google", "Saving the 8-digit backup codes from my Google account: {c}"),
    ("generic", "Two-factor recovery codes for the bank app: {c}"),
    ("generic", "one-time backup codes (each works once): {c}"),
    ("ms", "Microsoft recovery code {c}"),
    ("discord", "discord backup codes {c}"),
    ("apple", "Apple recovery key: {c}"),
    ("bitwarden", "Bitwarden two-step login recovery code: {c}"),
    ("generic", "2FA codes for Proton, keep them offline: {c}"),
]


def codes(kind):
    if kind == "github":
        return "\n".join(f"{hx(5)}-{hx(5)}" for _ in range(R.randint(4, 10)))
    if kind == "google":
        return "\n".join(f"{dg(4)} {rs(4, DIG)}" for _ in range(R.randint(4, 10)))
    if kind == "ms":
        return "-".join(rs(5, UP + DIG) for _ in range(5))
    if kind == "discord":
        return " ".join(rs(8, LO + DIG) for _ in range(R.randint(4, 10)))
    if kind == "apple":
        return "-".join(rs(4, UP + DIG) for _ in range(7))
    if kind == "bitwarden":
        return rs(32, UP + DIG)
    return ", ".join(f"{rs(4, UP + DIG)}-{rs(4, UP + DIG)}" for _ in range(R.randint(4, 8)))


TOTP_FRAMES = [
    "The authenticator setup key is {k}",
    "I couldn't scan the QR so I typed the key manually: {k}",
    "Google Authenticator 'enter a setup key': {k}",
    "TOTP secret for the shared ops account: {k}",
    "Here's the otpauth link in case the phone dies: {u}",
    "2FA seed: {k}  (time based, 6 digits)",
    "can't read the QR code, the text code under it says {k}",
    "Authy manual entry code → {k}",
    "otp secret for the admin panel = {k}",
    "backup of my MFA setup: {u}",
]


def totp_key():
    k = rs(R.choice([16, 32, 32]), B32)
    if R.random() < 0.5:
        k = k.lower()
    return spaced(k, 4) if R.random() < 0.75 else k


COOKIE_FRAMES = [
    "Cookie from devtools so you can reproduce: sessionid={v}",
    "Copy this cookie into your browser to be logged in as me: {n}={v}",
    "Here's the request I captured:\nGET /api/me HTTP/1.1\nHost: app.example.com\nCookie: {n}={v}; theme=dark",
    "the session cookie is {n}={v}",
    "Set-Cookie: {n}={v}; Path=/; HttpOnly; Secure",
    "curl https://app.example.com/dashboard -b '{n}={v}'",
    "my {n} cookie, expires next week: {v}",
    "document.cookie shows {n}={v}",
    'use this to skip the login while testing: --cookie "{n}={v}"',
    "the auth cookie value is {v} (cookie name {n})",
]


def cookie():
    return R.choice(
        [
            ("sessionid", rs(32, LO + DIG)),
            ("connect.sid", "s%3A" + rs(32, URL) + "." + rs(43, AN + "%")),
            ("PHPSESSID", rs(26, LO + DIG)),
            ("JSESSIONID", hx(32).upper()),
            (
                "__Secure-next-auth.session-token",
                "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.."
                + rs(22, URL)
                + "."
                + rs(300, URL)
                + "."
                + rs(22, URL),
            ),
            ("laravel_session", "eyJpdiI6I" + rs(180, AN) + "%3D%3D"),
            ("_gh_sess", rs(200, AN + "%")),
            ("remember_user_token", "eyJfcmFpbHMiOnsibWVzc2FnZSI6I" + rs(120, AN) + "--" + hx(40)),
            ("sid", rs(48, URL)),
            ("_session_id", hx(32)),
        ]
    )


CARD_FRAMES = [
    "card {card}, exp {exp}, CVV {cvv} — book the flights with that",
    "PIN for the debit card ending {last} is {pin}",
    "the security code on the back of my Visa is {cvv}",
    "Use my Amex {amex} exp {exp} CID {cid} for the hotel deposit",
    "Mastercard {mc}, valid thru {exp}, cvc {cvv}",
    "my card details: {card} {exp} {cvv}",
    "ATM card PIN: {pin} (the blue one)",
    "CVV2 is {cvv} and the expiry {exp}",
    "For the online order: {card}, the 3 digits on the back are {cvv}",
    "The Revolut card PIN changed to {pin}",
]

PEM_LINES = lambda n: "\n".join(b64(48) for _ in range(n))

KEY_FRAMES = [
    "here's the deploy key, please keep it:\n{k}",
    "Can you check why ssh rejects this key?\n{k}",
    "{k}",
    "pasting my id_ed25519 so you have a copy\n{k}",
    "server.key from the old box:\n```\n{k}\n```",
    "the service account json: {k}",
    "my MetaMask private key (exported): {k}",
    "WIF for the paper wallet: {k}",
    "Solana keypair file contents: {k}",
    "xprv for the watch-only setup (oops, the private one): {k}",
]


def private_key_block():
    kind = R.randrange(7)
    if kind == 0:
        return (
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
            + PEM_LINES(4)
            + "\n-----END OPENSSH PRIVATE KEY-----"
        )
    if kind == 1:
        return (
            "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA"
            + b64(36)
            + "\n"
            + PEM_LINES(8)
            + "\n-----END RSA PRIVATE KEY-----"
        )
    if kind == 2:
        return (
            "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI"
            + b64(42)
            + "\n"
            + PEM_LINES(2)
            + "\n-----END EC PRIVATE KEY-----"
        )
    if kind == 3:
        return (
            "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
            + b64(30)
            + "\n"
            + PEM_LINES(6)
            + "\n-----END PRIVATE KEY-----"
        )
    if kind == 4:
        return (
            "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"
            + b64(12)
            + "\n"
            + PEM_LINES(5)
            + "\n-----END ENCRYPTED PRIVATE KEY-----"
        )
    if kind == 5:
        return (
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBG"
            + b64(42)
            + "\n"
            + PEM_LINES(6)
            + "\n="
            + rs(4, B64)
            + "\n-----END PGP PRIVATE KEY BLOCK-----"
        )
    return (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2026\nPublic-Lines: 2\n"
        "AAAAC3NzaC1lZDI1NTE5AAAAI"
        + b64(24)
        + "\n"
        + b64(10)
        + "\nPrivate-Lines: 1\nAAAAI"
        + b64(30)
        + "\nPrivate-MAC: "
        + hx(64)
    )


def key_material(frame):
    if "service account" in frame:
        email = f"deployer@proj-{rs(6, LO + DIG)}.iam.gserviceaccount.com"
        pk = (
            "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC"
            + b64(40)
            + "\\n"
            + "\\n".join(b64(48) for _ in range(4))
            + "\\n-----END PRIVATE KEY-----\\n"
        )
        return json.dumps(
            {
                "type": "service_account",
                "project_id": "proj-x",
                "private_key_id": hx(40),
                "private_key": pk,
                "client_email": email,
            }
        )
    if "MetaMask" in frame:
        return ("0x" if R.random() < 0.5 else "") + hx(64)
    if "WIF" in frame:
        return (
            R.choice(["5H", "5J", "5K"]) + rs(49, B58)
            if R.random() < 0.5
            else R.choice("KL") + rs(51, B58)
        )
    if "Solana" in frame:
        return "[" + ",".join(str(R.randrange(256)) for _ in range(64)) + "]"
    if "xprv" in frame:
        return "xprv9s21ZrQH143K" + rs(95, B58)
    return private_key_block()


def _material_secrets():
    out = []
    for i, frame in enumerate(SEED_FRAMES):
        n = 24 if "24" in frame else (12 if "12" in frame else R.choice([12, 12, 24, 18]))
        out.append(frame.format(s=seed_phrase(n)))
    for kind, frame in CODES_FRAMES:
        out.append(frame.format(c=codes(kind)))
    for frame in TOTP_FRAMES:
        key = rs(32, B32)
        uri = f"otpauth://totp/{R.choice(['GitHub', 'AWS', 'Okta', 'Acme%20VPN'])}:{R.choice(USERS)}?secret={key}&issuer={R.choice(['GitHub', 'Amazon', 'Okta', 'Acme'])}&digits=6&period=30"
        out.append(frame.format(k=totp_key(), u=uri))
    for frame in COOKIE_FRAMES:
        n, v = cookie()
        out.append(frame.format(n=n, v=v))
    for frame in CARD_FRAMES:
        card = luhn_complete(R.choice(["4", "4", "51", "55", "22"]), 16)
        card = " ".join(card[i : i + 4] for i in range(0, 16, 4)) if R.random() < 0.6 else card
        amex = luhn_complete(R.choice(["34", "37"]), 15)
        mc = luhn_complete(R.choice(["51", "53", "55"]), 16)
        out.append(
            frame.format(
                card=card,
                exp=f"{R.randint(1, 12):02d}/{R.randint(27, 31)}",
                cvv=f"{R.randint(100, 999)}",
                cid=f"{R.randint(1000, 9999)}",
                last=dg(4),
                pin=pin(4),
                amex=amex,
                mc=mc,
            )
        )
    for frame in KEY_FRAMES:
        out.append(frame.format(k=key_material(frame)))
    # a second pass with different values for the most common material kinds
    for frame in R.sample(SEED_FRAMES, 6):
        out.append(frame.format(s=seed_phrase(24 if "24" in frame else 12)))
    for frame in R.sample(KEY_FRAMES[:5], 4):
        out.append(frame.format(k=private_key_block()))
    for frame in R.sample(COOKIE_FRAMES, 4):
        n, v = cookie()
        out.append(frame.format(n=n, v=v))
    return out


for _t in _material_secrets():
    add_secret(_t, "material")

# ---------------------------------------------------------------------------
# Benign: hand_written  (must all be storable)
# ---------------------------------------------------------------------------
HAND_WRITTEN = [
    # idioms and everyday use of secret / token / password / key / bearer
    "The secret to my grandmother's lasagna is a pinch of nutmeg in the béchamel.",
    "By the same token, if we move the party to Saturday more people can come.",
    "I gave her a small plant as a token of appreciation for watering my garden.",
    "Key takeaway from the workshop: write the tests before you refactor.",
    "I'm the bearer of bad news: the concert got cancelled because of the storm.",
    "My cousin was a pallbearer at the funeral on Friday, he was really shaken.",
    "She kept the surprise party a secret for three whole weeks, I'm impressed.",
    "The secret ingredient in her chili turned out to be smoked paprika and a bit of cocoa.",
    "Let's keep the gift a secret until Mia's birthday on the 14th.",
    "The secret handshake at my kid's club involves three fist bumps and a wiggle.",
    "Her secret to staying calm during exams is a ten-minute walk beforehand.",
    "Low-key I think the sequel was better than the original.",
    "Token gestures won't fix the parking problem at the office.",
    "He's a man of few words, but when he speaks it's usually the key point.",
    "Where did I leave my keys? Probably in the pocket of the blue jacket.",
    "My key ring broke and I lost the car key somewhere in the park.",
    "We need a locksmith to cut a spare key for the back door.",
    "Ask the front desk for a new key card if yours stops working.",
    "Keyless entry on the new car is convenient, but the fob battery died today.",
    "The keys on my mechanical keyboard are Cherry MX Browns, pretty quiet.",
    "Remember to bring the token for the laundry machines, they stopped taking coins.",
    "The arcade tokens cost a quarter each when I was a kid.",
    "The secret sauce of their startup is really just good customer support.",
    "The secret to good sourdough is a long cold proof overnight.",
    "I whispered the secret to Grandpa and he laughed for ten minutes.",
    "I told her the secret, but she already knew about the engagement.",
    "My daughter keeps a secret diary with a tiny padlock on it.",
    "The bearer of this card is entitled to one free coffee, says the loyalty card.",
    "There's a token of our friendship on my desk — the clay cat she made in school.",
    "Major key songs sound happier and minor key songs sadder, mostly.",
    # trivia
    "Did you know Francis Scott Key wrote the lyrics of the US anthem after watching the bombardment of Fort McHenry?",
    "In Die Hard, Hans Gruber is after $640 million in bearer bonds.",
    "Token Ring lost to Ethernet mostly because of cost and simplicity.",
    "Key lime pie is named after the Florida Keys, where those small limes grow.",
    "Key West was lovely, we saw the six-toed Hemingway cats.",
    "The New York subway stopped selling tokens in 2003.",
    "Bearer shares in the 1920s worked like cash: whoever held them owned the company stake.",
    "Secret of Mana was my favourite SNES game, the co-op was so good.",
    "The Secret Garden by Frances Hodgson Burnett — is it a good book for a nine-year-old?",
    "The Secret History by Donna Tartt kept me up all night.",
    "We finally watched The Secret Life of Walter Mitty, the Iceland scenes are gorgeous.",
    "My brother works at Victoria's Secret headquarters in Columbus now.",
    "The Rosetta Stone served as the key to decoding Egyptian hieroglyphs.",
    "The keystone species in kelp forests is the sea otter.",
    "In chess, key squares matter a lot in king and pawn endgames.",
    "A skeleton key can open many old locks of the same type.",
    "The word 'password' comes from the watchwords that military sentries used.",
    "Roman sentries passed around a tessera, a tablet with the night's watchword.",
    "Key and Peele's substitute teacher sketch is still the funniest thing.",
    "The keynote at the conference was about heat pumps and grid storage.",
    "Have you tried the secret menu at In-N-Out? Animal style fries are great.",
    "The Caramilk secret is how they get the caramel inside each square.",
    "The secret service agents at the parade were surprisingly chatty.",
    "The torch bearer for our town this year is a retired science teacher.",
    "The keys to the city were given to the championship team yesterday.",
    "The crossword clue was 'secret agent' and the answer was 'spy'.",
    # password policy / security talk without a value
    "The password policy at my new job requires 14 characters and a change every 90 days, which feels outdated.",
    "NIST now recommends against forced periodic password changes.",
    "I finally switched to a password manager, it took me a whole evening to migrate everything.",
    "My password is stored in Bitwarden, so I don't need to remember it anymore.",
    "What's a good way to explain to my dad why he shouldn't reuse passwords?",
    "My password manager flagged 12 reused passwords, I'll fix them this weekend.",
    "Our IT team says passphrases of four or five random words beat short complex passwords.",
    "The password prompt on my laptop appears twice after the update, weird.",
    "Can you remind me tomorrow to reset my library account password? I got locked out.",
    "I forgot my password again, clicked 'forgot password', and the email never came.",
    "I typed the password wrong three times and my phone locked for a minute.",
    "Mom's new phone asks for a PIN every time she opens WhatsApp.",
    "My bank asked me to set a six-digit PIN instead of four.",
    "My PIN got blocked after three wrong attempts at the ATM, I need to call the bank.",
    "The password hint said 'first pet', which didn't help because we had three cats.",
    "Two-factor authentication saved me when someone tried to log into my email from abroad.",
    "I printed my backup codes and put them in the fireproof box.",
    "Recovery codes are shown only once, so the guide says to print them.",
    "The WiFi password at the café is written on the chalkboard by the counter.",
    "Let me know the Wi-Fi name when you get there; the password is on the sticker under the router.",
    "The default admin password on the old router was printed under it, and I already changed it.",
    "Never send passwords over email, use the company vault's share link instead.",
    "I set up a passkey for my Google account, no more typing passwords.",
    "Passkeys use public-key cryptography, so there's nothing for phishers to steal.",
    "The public key can be shared freely; only the private key needs protection.",
    "Passwords must be between 12 and 64 characters and may include spaces.",
    "Our password rotation reminder goes out on the first Monday of each month.",
    "I changed the passcode on my phone after the kids watched me type it.",
    "Passphrase-protected SSH keys are a good habit, even on a laptop.",
    "The access code for the event will be emailed the morning of, according to the organisers.",
    "My password for everything used to be my dog's name, but I've fixed that since.",
    "I'm going to change the Netflix password after the breakup, remind me Friday.",
    "Salt your password hashes and use argon2id, not MD5.",
    "bcrypt with a cost factor of 12 takes about 250 ms on my laptop.",
    "What's the PIN length for SIM cards? I think it's 4 to 8 digits.",
    "Her answer to the security question was so obvious that anyone could guess it.",
    "Our family has an emergency code word that only the kids know, we agreed on it at dinner.",
    "I rotated all my tokens after the breach notice, just to be safe.",
    "Unlocking the bootloader requires an unlock key from the manufacturer, which I requested today.",
    # fictional or quoted passwords
    "In WarGames the backdoor password was 'Joshua', named after the professor's son.",
    "The Spaceballs joke about the luggage combination 1-2-3-4-5 still makes me laugh.",
    "Gandalf had to say 'mellon', which means friend, to open the Doors of Durin.",
    "'Speak friend and enter' is the inscription on the Doors of Durin.",
    "xkcd 936 suggested passphrases like 'correct horse battery staple' — four random common words.",
    "Is 'Tr0ub4dor&3' from the xkcd comic really weaker than a four-word passphrase?",
    "The old bash.org 'hunter2' joke is about someone thinking the password shows up as stars.",
    "Ali Baba's 'open sesame' is probably the oldest password in literature.",
    "In Horse Feathers, Groucho needs the password 'swordfish' to get into the speakeasy.",
    "The movie Swordfish borrowed its title from that Marx Brothers password gag.",
    "In Harry Potter, one of the Gryffindor common room passwords was 'caput draconis'.",
    "The Fat Lady in Harry Potter once accepted 'pig snout' as the password.",
    "Sherlock guessed Irene Adler's phone code was 'SHER' in A Scandal in Belgravia.",
    "In the film Hackers the most common passwords were 'love', 'sex', 'secret' and 'god'.",
    "Passwords like 'password123' and 'qwerty' still top the most-common lists every year.",
    "The top leaked password in 2023 was still '123456', according to NordPass.",
    "In my novel draft, the villain's vault password is 'Nightingale', which the detective guesses from a poem.",
    "The password for the escape room puzzle was hidden in the painting, so fun.",
    "We played Codenames and my clue for the secret word was 'Mercury'.",
    # placeholders, redactions, env lookups with no value
    "Set `API_KEY=<your-key-here>` in the .env file before running the script.",
    "The docs say to run export OPENAI_API_KEY=... with your own key.",
    "password: ******** (I redacted it before sharing the screenshot)",
    "I replaced the token with [REDACTED] in the log before posting it on the forum.",
    "The config now reads the secret from os.environ['STRIPE_SECRET_KEY'] instead of hard-coding it.",
    "In the workflow file we use ${{ secrets.DEPLOY_TOKEN }} so nothing is committed.",
    "DATABASE_PASSWORD=${DB_PASSWORD} is how compose picks it up from the host environment.",
    "const token = process.env.GITHUB_TOKEN; // never log this",
    "password = getpass.getpass('Password: ') keeps it out of the shell history.",
    "Use a placeholder like YOUR_TOKEN_HERE in the README examples.",
    "The log line shows 'Authorization: Bearer <redacted>' so it's safe to share.",
    "ghp_************************************ is all I see in the settings, GitHub hides it after creation.",
    "The dashboard only shows the last four characters of the key, ending in ...7QXA.",
    "The key in the JSON is 'password' but the value stays null until the user sets one.",
    "The API key placeholder in the tutorial is literally sk-xxxxxxxxxxxxxxxxxxxxxxxx.",
    "sk-...abcd is the only part of the key the billing page shows.",
    'token: "{{ .Values.apiToken }}" in the helm chart pulls it from the values file.',
    "AWS_SECRET_ACCESS_KEY is unset in this shell, so boto3 falls back to the instance role.",
    "Run `gh auth login` and it'll store the token in your keychain.",
    "Check that PGPASSWORD is unset before running the migration script.",
    "DB_PASSWORD=changeme is just the placeholder in .env.example, everyone replaces it.",
    "In the template it says client_secret: REPLACE_ME, I'll fill it from the vault later.",
    "Please don't store the real key in the notebook; read it from KEY_PATH instead.",
    "Ask Priya for access to the 1Password vault, she's the admin there.",
    "Can you remind me which vault path holds the staging credentials? I think it's secret/data/staging.",
    "The secret_key setting in Django must not be committed, we load it from the environment.",
    "password=$(cat /run/secrets/db_password) is how the entrypoint reads it.",
    'api_key = os.getenv("WEATHER_API_KEY") returns None on my machine, did I forget to source the env?',
    "The error says 'invalid_grant: token expired', so I need to log in again.",
    "The API returns 403 if the bearer header is missing.",
    "What does 'bearer token' mean in OAuth? I keep seeing it in the docs.",
    "What's the difference between an API key and an OAuth token?",
    "We need to add rate limiting on the token endpoint before launch.",
    "JWTs should be short-lived; refresh tokens can live longer.",
    "Secrets in Kubernetes are only base64-encoded, not encrypted, by default.",
    "We moved all secrets to AWS Secrets Manager and the app reads them at start-up.",
    "The password field should be type='password' so browsers mask it.",
    "The API key field is empty in the settings page, what should I put there?",
    "Authorization: Basic <base64 of user:pass> is the format the old API expects.",
    "Put your token in ~/.config/tool/credentials and chmod it to 600.",
    "The secret is mounted at /var/run/secrets/app/db-password, so there's nothing in the image.",
    "Replace •••••••• with your own password when you copy the command.",
    # LLM / NLP tokens and other technical senses
    "Tokenization is the first step in most NLP pipelines; BPE splits rare words into pieces.",
    "The token limit for the model is 128k, so the whole book won't fit.",
    "I ran out of tokens on the free plan halfway through the essay.",
    "Each prompt uses about 2,000 tokens, so the monthly bill is small.",
    "The token bucket algorithm allows bursts while keeping an average rate.",
    "Tokens in Rust's proc macros come as a TokenStream, not strings.",
    "The key signing party at FOSDEM was crowded but fun.",
    "PGP fingerprints are meant to be shared; I put mine on my website.",
    "Primary key, foreign key, composite key — can you explain the difference with an example?",
    "The dictionary lookup raises a KeyError when the key isn't there.",
    "My password strength meter shows 'weak' for anything under ten characters.",
    "The bearer of the ring, in Tolkien, carries a burden no one else can.",
    "Kids in my class trade Pokémon cards like they're secret treasures.",
]

for _t in HAND_WRITTEN:
    add_benign(_t, "hand_written")


# ---------------------------------------------------------------------------
# Benign: identifiers  (public identifiers inside sentences)
# ---------------------------------------------------------------------------
def isbn13():
    core = R.choice(["978", "979"]) + rs(9, DIG)
    tot = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
    full = core + str((10 - tot % 10) % 10)
    return f"{full[:3]}-{full[3]}-{full[4:8]}-{full[8:12]}-{full[12]}" if R.random() < 0.5 else full


def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    s = f"{cc}{check:02d}{bban}"
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def iban_any():
    cc, bban = R.choice(
        [
            ("DE", rs(18, DIG)),
            ("NL", "ABNA" + rs(10, DIG)),
            ("FR", rs(10, DIG) + rs(11, UP + DIG) + rs(2, DIG)),
            ("GB", "NWBK" + rs(14, DIG)),
            ("ES", rs(20, DIG)),
            ("BE", rs(12, DIG)),
        ]
    )
    return iban(cc, bban)


def eth():
    return "0x" + hx(40)


def btc():
    return R.choice(
        [lambda: "bc1q" + rs(38, BECH), lambda: "1" + rs(33, B58), lambda: "3" + rs(33, B58)]
    )()


def sol():
    return rs(44, B58)


def amazon_order():
    return f"{R.choice(['111', '112', '113', '114'])}-{rs(7, DIG)}-{rs(7, DIG)}"


def ups():
    return "1Z" + rs(6, UP + DIG) + R.choice(["01", "02", "03"]) + rs(8, DIG)


def semver():
    return f"{R.randint(0, 12)}.{R.randint(0, 40)}.{R.randint(0, 30)}"


PROMO_WORDS = [
    "SUMMER",
    "WELCOME",
    "SPRING",
    "FALL",
    "HOLIDAY",
    "FREESHIP",
    "BLACKFRIDAY",
    "CYBER",
    "STUDENT",
    "NEWYEAR",
    "BOGO",
    "FIRSTORDER",
    "THANKYOU",
    "VIP",
    "FLASH",
    "MOTHERSDAY",
]


def promo():
    w = R.choice(PROMO_WORDS)
    return R.choice(
        [
            f"{w}{R.choice([10, 15, 20, 25, 30, 40, 50])}",
            f"{w}-{R.randint(2025, 2027)}",
            f"{w}{R.choice([5, 10, 15])}OFF",
            f"{rs(4, UP)}{R.randint(10, 99)}",
            f"{w}",
        ]
    )


ID_FRAMES = [
    lambda: f"Can you remember my ETH wallet address for donations? It's {eth()}",
    lambda: f"Send the refund to my public address {eth()} on Arbitrum, please.",
    lambda: (
        f"The USDC contract on Ethereum mainnet is {eth()}, check it on Etherscan before approving."
    ),
    lambda: f"The NFT collection contract is deployed at {eth()}.",
    lambda: f"My bitcoin receiving address is {btc()} — it's fine to share that one.",
    lambda: f"Donations go to {btc()}, it's on the project page too.",
    lambda: f"My Solana wallet address (public) is {sol()}.",
    lambda: f"The transaction hash is 0x{hx(64)}, it shows as confirmed on Etherscan.",
    lambda: f"tx {hx(64)} has 3 confirmations now, so the deposit should land soon.",
    lambda: f"My Amazon order {amazon_order()} still says 'preparing for shipment'.",
    lambda: f"Order #{R.randint(1000, 99999)} from the bakery is ready for pickup at 4pm.",
    lambda: (
        f"Remind me to chase order number {rs(2, UP)}-{rs(8, DIG)} if it hasn't arrived by Thursday."
    ),
    lambda: f"Support opened ticket #{R.randint(100000, 999999)} for the broken charger.",
    lambda: (
        f"The bug is tracked as {R.choice(['PLAT', 'WEB', 'OPS', 'MOB', 'DATA'])}-{R.randint(100, 9999)} in Jira."
    ),
    lambda: f"IT gave me incident number INC{rs(7, DIG)} for the laptop swap.",
    lambda: f"Our Zendesk ticket {R.randint(10000, 99999)} was escalated to tier 2.",
    lambda: (
        f"Invoice INV-{R.randint(2024, 2026)}-{rs(5, DIG)} is due on the 30th, amount €{R.randint(90, 2400)}."
    ),
    lambda: (
        f"Please pay invoice no. {R.randint(10000, 99999)}/{R.randint(24, 26)} by bank transfer."
    ),
    lambda: f"The UPS tracking number is {ups()}.",
    lambda: (
        f"USPS says {' '.join([rs(4, DIG) for _ in range(5)])} {rs(2, DIG)} is out for delivery."
    ),
    lambda: f"FedEx tracking {rs(12, DIG)} shows it stuck in Memphis.",
    lambda: f"Royal Mail reference {rs(2, UP)}{rs(9, DIG)}GB — signed for delivery.",
    lambda: f"DHL parcel {rs(10, DIG)} should arrive tomorrow before noon.",
    lambda: f"The ISBN of the edition I want is {isbn13()}.",
    lambda: f"Can you look up ISBN {isbn13()} and tell me if it's the translated version?",
    lambda: f"My IBAN for the rent split is {iban_any()}, reference 'April rent'.",
    lambda: (
        f"Bank reference for the deposit: RF{rs(2, DIG)} {rs(4, DIG)} {rs(4, DIG)} {rs(4, DIG)}"
    ),
    lambda: (
        f"The BIC of my bank is {R.choice(['DEUTDEFF', 'INGBNL2A', 'BNPAFRPP', 'NWBKGB2L', 'COBADEFFXXX', 'ABNANL2A'])} if the transfer form asks."
    ),
    lambda: (
        f"Payment reference {R.choice(['SEPA', 'TRF', 'PAY'])}{rs(10, DIG)} showed up on my statement twice."
    ),
    lambda: f"The SHA-256 of the ISO is {hx(64)}, matches the website.",
    lambda: f"md5sum says {hx(32)} for the backup archive.",
    lambda: f"The file's SHA-1 is {hx(40)}, same as last week's build.",
    lambda: f"The fix landed in commit {hx(40)} on main.",
    lambda: f"Revert {hx(7)} please, it broke the login page.",
    lambda: f"git bisect points at {hx(12)} as the first bad commit.",
    lambda: f"The request id in the error was {uuid4()}, can you grep the logs for it?",
    lambda: f"My customer UUID in the app is {uuid4()}.",
    lambda: f"Sentry event {hx(32)} has the full stack trace.",
    lambda: f"traceparent: 00-{hx(32)}-{hx(16)}-01 shows up in the gateway logs.",
    lambda: f"The image digest is sha256:{hx(64)}, pin that in the deployment.",
    lambda: f"We're on version {semver()} of the app and the bug is gone.",
    lambda: f"Upgrade to v{semver()}; v{semver()} had the memory leak.",
    lambda: f"My phone is on iOS {R.randint(17, 19)}.{R.randint(0, 6)}.{R.randint(0, 3)} now.",
    lambda: f"Windows says build {R.choice(['22631', '26100', '26120'])}.{R.randint(1000, 4999)}.",
    lambda: (
        f"The SKU for the blue version is {rs(3, UP)}-{rs(5, DIG)}-{R.choice(['BLU', 'BLK', 'WHT'])}."
    ),
    lambda: (
        f"The model number on the dishwasher is {rs(3, UP)}{rs(4, DIG)}{rs(2, UP)}/{rs(2, DIG)}."
    ),
    lambda: f"The ASIN for the headphones is B0{rs(8, UP + DIG)}.",
    lambda: f"Use promo code {promo()} at checkout for the discount.",
    lambda: f"The newsletter had a voucher code {promo()} for 15% off.",
    lambda: f"My referral code for the meal kit is {rs(4, UP)}{rs(4, DIG)}, you both get $40 off.",
    lambda: (
        f"Gift voucher code {promo()}-{rs(4, UP + DIG)} from the bookshop, valid until December."
    ),
    lambda: f"Promo {promo()} didn't work at checkout, it says expired.",
    lambda: f"Our flight booking reference is {rs(6, UP + DIG)}, seats 23A and 23B.",
    lambda: f"Hotel confirmation number {rs(9, DIG)} for the Lisbon trip.",
    lambda: f"The e-ticket number is {rs(3, DIG)}-{rs(10, DIG)}.",
    lambda: (
        f"The doi is 10.{R.randint(1000, 9999)}/{rs(3, LO)}.{R.randint(2019, 2026)}.{rs(5, DIG)} if you want to cite it."
    ),
    lambda: (
        f"The arXiv paper is {R.randint(23, 25)}{R.randint(1, 12):02d}.{rs(5, DIG)}, really good read on retrieval."
    ),
    lambda: f"The EC2 instance i-0{hx(16)} keeps failing health checks.",
    lambda: f"We launched from AMI ami-0{hx(16)} in eu-west-1.",
    lambda: (
        f"The role ARN is arn:aws:iam::{rs(12, DIG)}:role/{R.choice(['DeployRole', 'ReadOnly', 'LambdaExec'])}."
    ),
    lambda: (
        f"The pod {R.choice(['api', 'worker', 'web'])}-{rs(10, LO + DIG)}-{rs(5, LO + DIG)} is in CrashLoopBackOff."
    ),
    lambda: f"Stripe says the payment intent pi_{rs(24)} succeeded, customer cus_{rs(14)}.",
    lambda: f"The charge id ch_{rs(24)} is the one the customer disputed.",
    lambda: (
        f"My SSH public key is ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(43, B64)} laptop@home, add it to the server."
    ),
    lambda: f"The GPG fingerprint is {' '.join(hx(4).upper() for _ in range(10))}.",
    lambda: f"The printer's MAC address is {':'.join(hx(2).upper() for _ in range(6))}.",
    lambda: (
        f"The server's IP is 10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}, you can ping it from the VPN."
    ),
    lambda: (
        f"The YouTube video is youtube.com/watch?v={rs(11, URL)}, the part at 3:12 explains it."
    ),
    lambda: f"The tweet id was {rs(19, DIG)}, I'll try to find it again.",
    lambda: (
        f"Case number {R.randint(2024, 2026)}-CV-{rs(5, DIG)} is scheduled for a hearing in May."
    ),
    lambda: f"The VIN on my car is {rs(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}.",
    lambda: f"The package on npm is at {semver()} and the lockfile integrity is sha512-{b64(64)}.",
    lambda: f"PR #{R.randint(100, 9999)} fixed the flaky test, merged as {hx(7)}.",
    lambda: f"The library card barcode is just for checkouts: {rs(14, DIG)}.",
    lambda: (
        f"My frequent flyer number is {rs(2, UP)}{rs(9, DIG)}, can you add it to the booking note?"
    ),
    lambda: f"The parcel locker is {R.randint(1, 99)} at the station, order {amazon_order()}.",
    lambda: (
        f"Ethereum name {R.choice(['maria', 'kofi', 'lenaxyz', 'daniel'])}.eth resolves to {eth()}."
    ),
    lambda: f"The Google Doc is docs.google.com/document/d/1{rs(43, URL)}/edit, it's view-only.",
]


def _identifier_benign():
    out = []
    for _ in range(2):
        for f in ID_FRAMES:
            t = f()
            while t in out:  # short generators (promo codes) can repeat
                t = f()
            out.append(t)
    return out


for _t in _identifier_benign():
    add_benign(_t, "identifiers")


HELD_OUT_15_SECRETS: list[tuple[str, str]] = SECRETS
HELD_OUT_15_BENIGN: list[tuple[str, str]] = BENIGN


def _report():
    from collections import Counter

    print("secrets:", len(HELD_OUT_15_SECRETS))
    for fam, n in sorted(Counter(f for _, f in HELD_OUT_15_SECRETS).items()):
        print(f"  {fam:14s} {n}")
    print("benign:", len(HELD_OUT_15_BENIGN))
    for fam, n in sorted(Counter(f for _, f in HELD_OUT_15_BENIGN).items()):
        print(f"  {fam:14s} {n}")
    texts = [t for t, _ in HELD_OUT_15_SECRETS] + [t for t, _ in HELD_OUT_15_BENIGN]
    print("duplicate texts:", len(texts) - len(set(texts)))


if __name__ == "__main__":
    _report()
