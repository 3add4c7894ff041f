"""Blind held-out corpus #21 for the secret guard.

Pure stdlib, deterministic. Written without looking at the guard's rules.
Defines HELD_OUT_21_SECRETS and HELD_OUT_21_BENIGN as lists of (text, family).
"""

import base64
import random
import string

SEED = 21_0421
rng = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
UPDG = UP + DG
LODG = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def fill(tpl, **kw):
    for k, v in kw.items():
        tpl = tpl.replace("{" + k + "}", str(v))
    return tpl


def uuid4():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def b64(s):
    return base64.b64encode(s.encode()).decode()


def jwt():
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = '{"sub":"%d","name":"%s","iat":%d,"exp":%d}' % (
        rng.randint(10**5, 10**7),
        rng.choice(["svc-billing", "ana", "ci-runner", "kowalski"]),
        rng.randint(1700000000, 1730000000),
        rng.randint(1730000000, 1760000000),
    )
    pay = base64.urlsafe_b64encode(body.encode()).decode().rstrip("=")
    return f"{hdr}.{pay}.{rs(URLSAFE, 43)}"


# ---------------------------------------------------------------------------
# human-looking secret values
# ---------------------------------------------------------------------------
WORDS = [
    "Maple",
    "River",
    "Falcon",
    "Tango",
    "Copper",
    "Nebula",
    "Orchid",
    "Viking",
    "Mango",
    "Pixel",
    "Sahara",
    "Lotus",
    "Granite",
    "Bison",
    "Cobalt",
    "Juniper",
    "Marmot",
    "Quasar",
    "Saffron",
    "Walrus",
    "Zephyr",
    "Kestrel",
    "Paprika",
    "Tundra",
    "Oyster",
    "Biscuit",
]
SYM = "!@#$%&*?.-_+="


def human_pw():
    k = rng.randrange(9)
    w1, w2 = rng.sample(WORDS, 2)
    if k == 0:
        return f"{w1}{rng.choice(SYM)}{w2}{rng.randint(10, 99)}"
    if k == 1:
        leet = w1.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return f"{leet}{rng.choice(SYM)}{rng.randint(1970, 2025)}"
    if k == 2:
        return rs(ALNUM + "!#%&*", rng.randint(12, 18))
    if k == 3:
        return f"{w1.lower()}-{w2.lower()}-{rng.choice(WORDS).lower()}-{rng.randint(2, 99)}"
    if k == 4:  # contains a dot
        return f"{w1[:4]}{rng.randint(1, 9)}.{rs(ALNUM, 4)}&{rng.randint(1, 9)}"
    if k == 5:  # starts with '#'
        return "#" + rs(ALNUM, 3) + rng.choice("!$%") + rs(ALNUM, 6)
    if k == 6:  # starts with a bracket
        return "[" + rs(ALNUM, 4) + "." + rs(LO + DG, 3) + rng.choice("!?*") + rs(DG, 2) + "]"
    if k == 7:
        return f"{w1}{rng.randint(100, 999)}{rng.choice(SYM)}"
    return rs(LO, 3) + rng.choice(SYM) + rs(UP, 2) + rs(DG, 3) + rs(LO, 4)


def pin(n=None):
    n = n or rng.choice([4, 4, 4, 6, 5, 8])
    while True:
        p = rs(DG, n)
        if len(set(p)) > 1:
            return p


def rand_secret(n=None):
    return rs(ALNUM + "!@#%^*-_", n or rng.randint(16, 32))


# ---------------------------------------------------------------------------
# provider catalogue (public token shapes)
# ---------------------------------------------------------------------------
def P():
    return [
        ("AWS", lambda: "AKIA" + rs(B32, 16), "t"),
        ("AWS STS", lambda: "ASIA" + rs(B32, 16), "t"),
        ("GitHub", lambda: "ghp_" + rs(ALNUM, 36), "t"),
        ("GitHub OAuth", lambda: "gho_" + rs(ALNUM, 36), "t"),
        ("GitHub App", lambda: "ghs_" + rs(ALNUM, 36), "t"),
        ("GitHub refresh", lambda: "ghr_" + rs(ALNUM, 36), "t"),
        ("GitHub fine-grained", lambda: "github_pat_11" + rs(UPDG, 20) + "_" + rs(ALNUM, 59), "t"),
        ("GitLab", lambda: "glpat-" + rs(URLSAFE, 20), "t"),
        ("GitLab runner", lambda: "glrt-" + rs(URLSAFE, 20), "t"),
        ("GitLab deploy", lambda: "gldt-" + rs(URLSAFE, 20), "t"),
        ("GitLab legacy runner", lambda: "GR1348941" + rs(URLSAFE, 20), "t"),
        ("Slack bot", lambda: f"xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(ALNUM, 24)}", "t"),
        ("Slack user", lambda: f"xoxp-{rs(DG, 11)}-{rs(DG, 12)}-{rs(DG, 13)}-{rs(HEX, 32)}", "t"),
        ("Slack app", lambda: f"xapp-1-A{rs(UPDG, 10)}-{rs(DG, 13)}-{rs(HEX, 64)}", "t"),
        (
            "Slack webhook",
            lambda: (
                f"https://hooks.slack.com/services/T{rs(UPDG, 8)}/B{rs(UPDG, 10)}/{rs(ALNUM, 24)}"
            ),
            "u",
        ),
        ("Stripe", lambda: "sk_live_51" + rs(ALNUM, 97), "t"),
        ("Stripe restricted", lambda: "rk_live_51" + rs(ALNUM, 97), "t"),
        ("Stripe webhook", lambda: "whsec_" + rs(ALNUM, 32), "t"),
        ("OpenAI", lambda: "sk-proj-" + rs(URLSAFE, 64) + "T3BlbkFJ" + rs(URLSAFE, 64), "t"),
        ("OpenAI legacy", lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20), "t"),
        (
            "OpenAI svcacct",
            lambda: "sk-svcacct-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74),
            "t",
        ),
        ("Anthropic", lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA", "t"),
        ("Anthropic admin", lambda: "sk-ant-admin01-" + rs(URLSAFE, 93) + "AA", "t"),
        ("Google API", lambda: "AIza" + rs(URLSAFE, 35), "t"),
        ("Google OAuth secret", lambda: "GOCSPX-" + rs(URLSAFE, 28), "t"),
        ("Google OAuth access", lambda: "ya29.a0" + rs(URLSAFE, 150), "t"),
        ("Google refresh", lambda: "1//0" + rs(URLSAFE, 96), "t"),
        ("Azure AD secret", lambda: rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_~.-", 34), "t"),
        (
            "Azure Storage",
            lambda: (
                f"DefaultEndpointsProtocol=https;AccountName=st{rs(LODG, 10)};AccountKey={rs(B64, 86)}==;EndpointSuffix=core.windows.net"
            ),
            "u",
        ),
        ("Twilio", lambda: "SK" + rs(HEX, 32), "t"),
        ("SendGrid", lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43), "t"),
        ("Mailgun", lambda: "key-" + rs(HEX, 32), "t"),
        ("Mailchimp", lambda: rs(HEX, 32) + "-us" + str(rng.randint(2, 21)), "t"),
        ("Brevo", lambda: "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16), "t"),
        ("npm", lambda: "npm_" + rs(ALNUM, 36), "t"),
        ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 70), "t"),
        ("RubyGems", lambda: "rubygems_" + rs(HEX, 48), "t"),
        ("NuGet", lambda: "oy2" + rs(LODG, 43), "t"),
        ("Clojars", lambda: "CLOJARS_" + rs(LODG, 60), "t"),
        ("Docker Hub", lambda: "dckr_pat_" + rs(URLSAFE, 27), "t"),
        ("Vault", lambda: "hvs." + rs(URLSAFE, 90), "t"),
        ("Vault batch", lambda: "hvb." + rs(URLSAFE, 138), "t"),
        ("Terraform Cloud", lambda: rs(ALNUM, 14) + ".atlasv1." + rs(URLSAFE, 67), "t"),
        ("DigitalOcean", lambda: "dop_v1_" + rs(HEX, 64), "t"),
        ("DigitalOcean OAuth", lambda: "doo_v1_" + rs(HEX, 64), "t"),
        ("Heroku", lambda: "HRKU-AA" + rs(URLSAFE, 58), "t"),
        ("Shopify", lambda: "shpat_" + rs(HEX, 32), "t"),
        ("Shopify shared secret", lambda: "shpss_" + rs(HEX, 32), "t"),
        ("Square", lambda: "EAAA" + rs(URLSAFE, 60), "t"),
        ("Square OAuth", lambda: "sq0csp-" + rs(URLSAFE, 43), "t"),
        ("Braintree", lambda: f"access_token$production${rs(LODG, 16)}${rs(HEX, 32)}", "t"),
        (
            "Discord bot",
            lambda: (
                rng.choice("MNO") + rs(ALNUM, 25) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)
            ),
            "t",
        ),
        (
            "Discord webhook",
            lambda: f"https://discord.com/api/webhooks/{rs(DG, 19)}/{rs(URLSAFE, 68)}",
            "u",
        ),
        ("Telegram", lambda: f"{rng.randint(100000000, 7999999999)}:AA{rs(URLSAFE, 33)}", "t"),
        ("New Relic", lambda: "NRAK-" + rs(UPDG, 27), "t"),
        ("New Relic insert", lambda: "NRII-" + rs(URLSAFE, 32), "t"),
        ("Sentry", lambda: "sntryu_" + rs(HEX, 64), "t"),
        ("Sentry org", lambda: "sntrys_eyJpYXQiOjE3" + rs(B64, 120) + "_" + rs(B64, 43), "t"),
        ("Grafana SA", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8), "t"),
        ("Grafana Cloud", lambda: "glc_eyJvIjoi" + rs(B64, 100) + "=", "t"),
        ("Linear", lambda: "lin_api_" + rs(ALNUM, 40), "t"),
        ("Notion", lambda: "ntn_" + rs(DG, 11) + rs(ALNUM, 35), "t"),
        ("Notion legacy", lambda: "secret_" + rs(ALNUM, 43), "t"),
        ("Airtable", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), "t"),
        ("Atlassian", lambda: "ATATT3xFfGF0" + rs(URLSAFE, 170) + "=" + rs(HEXU, 8), "t"),
        ("Trello", lambda: "ATTA" + rs(HEX, 64) + rs(HEXU, 8), "t"),
        ("Bitbucket", lambda: "ATBB" + rs(ALNUM, 32), "t"),
        ("Postman", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), "t"),
        ("Hugging Face", lambda: "hf_" + rs(ALNUM, 34), "t"),
        ("Replicate", lambda: "r8_" + rs(ALNUM, 37), "t"),
        ("Groq", lambda: "gsk_" + rs(ALNUM, 52), "t"),
        ("Perplexity", lambda: "pplx-" + rs(ALNUM, 48), "t"),
        ("xAI", lambda: "xai-" + rs(ALNUM, 80), "t"),
        ("OpenRouter", lambda: "sk-or-v1-" + rs(HEX, 64), "t"),
        ("LangSmith", lambda: "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10), "t"),
        ("Pinecone", lambda: "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63), "t"),
        ("ElevenLabs", lambda: "sk_" + rs(HEX, 48), "t"),
        ("Doppler", lambda: "dp.pt." + rs(ALNUM, 43), "t"),
        ("Doppler service", lambda: "dp.st.prd." + rs(ALNUM, 40), "t"),
        ("1Password", lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs(B64, 300), "t"),
        ("Pulumi", lambda: "pul-" + rs(HEX, 40), "t"),
        ("Fly.io", lambda: "FlyV1 fm2_lJPECAAAAAAAA" + rs(B64, 150), "t"),
        ("Supabase", lambda: "sbp_" + rs(HEX, 40), "t"),
        ("Supabase secret", lambda: "sb_secret_" + rs(URLSAFE, 31), "t"),
        ("PlanetScale", lambda: "pscale_pw_" + rs(URLSAFE, 43), "t"),
        ("PlanetScale token", lambda: "pscale_tkn_" + rs(URLSAFE, 43), "t"),
        ("Databricks", lambda: "dapi" + rs(HEX, 32), "t"),
        ("age", lambda: "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), "t"),
        ("Shippo", lambda: "shippo_live_" + rs(HEX, 40), "t"),
        ("EasyPost", lambda: "EZAK" + rs(ALNUM, 54), "t"),
        ("Alibaba", lambda: "LTAI" + rs(ALNUM, 20), "t"),
        ("Tencent", lambda: "AKID" + rs(ALNUM, 32), "t"),
        ("Dynatrace", lambda: "dt0c01." + rs(UPDG, 24) + "." + rs(UPDG, 64), "t"),
        ("Flutterwave", lambda: "FLWSECK-" + rs(HEX, 32) + "-X", "t"),
        ("Frame.io", lambda: "fio-u-" + rs(URLSAFE, 64), "t"),
        ("Mapbox", lambda: "sk.eyJ1IjoiY" + rs(ALNUM, 50) + "." + rs(URLSAFE, 22), "t"),
        ("Prefect", lambda: "pnu_" + rs(ALNUM, 36), "t"),
        ("ReadMe", lambda: "rdme_" + rs(LODG, 70), "t"),
        ("Contentful", lambda: "CFPAT-" + rs(URLSAFE, 43), "t"),
        ("Buildkite", lambda: "bkua_" + rs(HEX, 40), "t"),
        ("SonarQube", lambda: "squ_" + rs(HEX, 40), "t"),
        ("JFrog", lambda: "AKCp" + rs(ALNUM, 69), "t"),
        ("Octopus Deploy", lambda: "API-" + rs(UPDG, 26), "t"),
        ("LaunchDarkly", lambda: "api-" + uuid4(), "t"),
        (
            "Harness",
            lambda: "pat." + rs(URLSAFE, 22) + "." + rs(HEX, 24) + "." + rs(ALNUM, 20),
            "t",
        ),
        ("Infracost", lambda: "ico-" + rs(ALNUM, 32), "t"),
        ("Scalingo", lambda: "tk-us-" + rs(URLSAFE, 48), "t"),
        ("Plaid", lambda: "access-production-" + uuid4(), "t"),
        ("Razorpay", lambda: "rzp_live_" + rs(ALNUM, 14), "t"),
        ("Paystack", lambda: "sk_live_" + rs(HEX, 40), "t"),
        ("Figma", lambda: "figd_" + rs(URLSAFE, 40), "t"),
        ("Dropbox", lambda: "sl.B" + rs(URLSAFE, 135), "t"),
        ("Facebook", lambda: "EAAG" + rs(ALNUM, 180), "t"),
        (
            "Twitter bearer",
            lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 20) + "%3D" + rs(ALNUM, 50),
            "t",
        ),
        ("Tailscale", lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33), "t"),
        ("Sourcegraph", lambda: "sgp_" + rs(HEX, 16) + "_" + rs(HEX, 40), "t"),
        (
            "MS Teams webhook",
            lambda: (
                f"https://contoso.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{rs(HEX, 32)}/{uuid4()}"
            ),
            "u",
        ),
        ("Cloudinary", lambda: f"cloudinary://{rs(DG, 15)}:{rs(URLSAFE, 27)}@dz{rs(LODG, 6)}", "u"),
        ("Firebase FCM", lambda: "AAAA" + rs(URLSAFE, 7) + ":APA91b" + rs(URLSAFE, 134), "t"),
        ("Cloudflare Origin CA", lambda: "v1.0-" + rs(HEX, 24) + "-" + rs(HEX, 146), "t"),
        ("Asana", lambda: f"2/{rs(DG, 16)}/{rs(DG, 16)}:{rs(HEX, 32)}", "t"),
        ("CircleCI", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40), "t"),
        ("Adafruit IO", lambda: "aio_" + rs(ALNUM, 28), "t"),
        ("Defined Networking", lambda: "dnkey-" + rs(UPDG, 26) + "-" + rs(UPDG, 52), "t"),
        ("Duffel", lambda: "duffel_live_" + rs(URLSAFE, 43), "t"),
        ("Typeform", lambda: "tfp_" + rs(URLSAFE, 44) + "_" + rs(URLSAFE, 14), "t"),
        ("Netlify", lambda: "nfp_" + rs(ALNUM, 36), "t"),
        ("Render", lambda: "rnd_" + rs(ALNUM, 32), "t"),
        ("Neon", lambda: "napi_" + rs(LODG, 64), "t"),
        ("Yandex Cloud", lambda: "AQVN" + rs(URLSAFE, 36), "t"),
        ("Yandex OAuth", lambda: "y0_AgAAAAA" + rs(URLSAFE, 49), "t"),
        ("Intercom", lambda: "dG9rOj" + rs(B64, 54) + "=", "t"),
        ("Nightfall", lambda: "NF-" + rs(ALNUM, 32), "t"),
        ("Lob", lambda: "live_" + rs(HEX, 35), "t"),
        ("GoCardless", lambda: "live_" + rs(URLSAFE, 40), "t"),
        (
            "Postgres URL",
            lambda: (
                f"postgres://app_user:{rs(ALNUM, 18)}@db-prod-1.cluster-c{rs(LODG, 11)}.eu-west-1.rds.amazonaws.com:5432/orders"
            ),
            "u",
        ),
        (
            "MySQL URL",
            lambda: (
                f"mysql://root:{human_pw()}@10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.7:3306/wordpress"
            ),
            "u",
        ),
        (
            "MongoDB URL",
            lambda: (
                f"mongodb+srv://admin:{rs(ALNUM, 16)}@cluster0.{rs(LODG, 5)}.mongodb.net/?retryWrites=true&w=majority"
            ),
            "u",
        ),
        (
            "Redis URL",
            lambda: f"rediss://default:{rs(ALNUM, 32)}@{rs(LODG, 8)}-12345.upstash.io:6379",
            "u",
        ),
        (
            "AMQP URL",
            lambda: f"amqps://ingest:{rs(ALNUM, 20)}@rabbit.internal.example.net:5671/prod",
            "u",
        ),
        ("JWT", jwt, "t"),
    ]


PROVIDERS = P()

W_TOKEN = [
    "here's the {v} key, can you check why it 401s? {t}",
    '$ curl -s -H "Authorization: Bearer {t}" https://api.example.io/v1/me\n{"error":"unauthorized"}',
    "2024-11-03T08:14:22.117Z WARN  [worker-3] retrying request with credential {t} (attempt 2/5)",
    "[09:41] dmitri: ok pasting the {v} token so you can test\n[09:41] dmitri: {t}\n[09:42] dmitri: delete after pls",
    "Subject: RE: staging access\n\nHi Priya,\n\nAs discussed, the {v} token for the staging project is below:\n\n{t}\n\nBest,\nMarco",
    "Ticket #{n} | Priority: High\nCustomer: acme-logistics\nDescription: integration fails since Monday. Key used: {t}\nSteps tried: rotated once, same error.",
    "Why does {v} keep saying invalid? I literally copied it: {t}",
    '```\n>>> client = Client("{t}")\n>>> client.ping()\nTrue\n```\nworks in the REPL but not in prod',
    "remember this for me: {v} prod = {t}",
    "Voici le jeton {v} pour la démo de demain : {t}",
    "Hier der {v}-Token für die Pipeline: {t} – bitte nicht committen",
    "te paso el token de {v}: {t}",
    "这是{v}的密钥：{t}，别外传",
    "{v}のトークンです → {t}",
    "{v} токен для стенда: {t}",
    "ok so i regenerated it, new one → {t}",
    "> {t}\nthat's the one from the dashboard, right?",
    "Error: request failed with status 403\n    at Client.call (client.js:88:11)\n  config: { apiKey: '{t}', timeout: 3000 }",
    "[14/02/2025, 21:07:33] Sam: {t}\n[14/02/2025, 21:07:50] Sam: that's the {v} one",
    "can you store my {v} credential so I don't lose it again: {t}",
    "#support-escalations @oncall customer pasted {t} in the public forum, need to revoke ASAP",
    "Jira PLAT-{n}: Rotate leaked {v} token\nThe token {t} was found in build log #{n2}.",
    "token {t}",
    "{t}",
    'PS C:\\Users\\kim> $headers = @{ Authorization = "Bearer {t}" }',
    "tu peux garder ça ? {t}",
    "Olá, segue a chave da API do {v}: {t}",
    "kubectl create secret generic api-creds --from-literal=token={t}",
    "Hi Support, my integration broke this morning. My key is {t}. Account 48213. Thanks, Jo",
    "Ciao! questa è la chiave {v} del cliente: {t} (scade a fine mese)",
    "{v} anahtarım: {t} — lütfen kaydet",
    "lmk if this works {t}",
    "INFO  2025-01-09 12:00:01,552 http.client send: b'GET /v2/items HTTP/1.1\\r\\nX-Api-Key: {t}\\r\\n'",
    "<ana> pasted: {t}\n<ana> oops wrong window",
    "Note to self — {v}: {t}",
]
W_URL = [
    "the {v} connection string is {t}",
    "2025-03-02 10:11:54 ERROR could not connect using {t}: timeout",
    "[10:02] lea: use this one {t}\n[10:03] lea: it's the prod one so careful",
    "Subject: {v} config\n\nHi,\nplease set the endpoint to {t} and restart the worker.\n\nCheers, Tom",
    "Ticket #{n}: customer says {t} stopped working after the migration",
    "why does this fail?? {t}",
    "{t}",
    "guarda esto para el proyecto: {t}",
    "Bitte speichern: {t}",
    "把这个存一下：{t}",
    "$ export DATABASE_URL='{t}'\n$ npm run migrate\nError: relation \"users\" already exists",
    "alerts should go to {t} from now on",
]


PROVIDER_SAMPLE = []


def gen_provider():
    out = []
    names = [p[0] for p in PROVIDERS]
    order = list(range(len(PROVIDERS)))
    rng.shuffle(order)
    for i in order[:100]:  # a sample of the catalogue keeps the families balanced
        name, fn, kind = PROVIDERS[i]
        PROVIDER_SAMPLE.append(name)
        tpl = rng.choice(W_TOKEN if kind == "t" else W_URL)
        out.append(fill(tpl, v=name, t=fn(), n=rng.randint(1000, 99999), n2=rng.randint(100, 9999)))
    # a few hand-written ones with extra context
    hand = [
        "aws_access_key_id is "
        + "AKIA"
        + rs(B32, 16)
        + " and the secret "
        + rs(B64, 40)
        + " region eu-central-1",
        "Mi clave de OpenAI dejó de funcionar: "
        + "sk-proj-"
        + rs(URLSAFE, 64)
        + "T3BlbkFJ"
        + rs(URLSAFE, 64),
        "git remote set-url origin https://x-access-token:ghs_"
        + rs(ALNUM, 36)
        + "@github.com/acme/infra.git",
        "npm ERR! 401 Unauthorized - GET https://registry.npmjs.org/@acme%2fui - token npm_"
        + rs(ALNUM, 36)
        + " is invalid",
        "Twilio: Account SID AC" + rs(HEX, 32) + " / Auth token " + rs(HEX, 32),
        "Grafana says 'invalid API key' for glsa_"
        + rs(ALNUM, 32)
        + "_"
        + rs(HEX, 8)
        + " even though I just made it",
        "le bot Telegram répond plus, token "
        + f"{rng.randint(100000000, 7999999999)}:AA{rs(URLSAFE, 33)}",
        "HF_TOKEN? no i just pass it inline: hf_" + rs(ALNUM, 34),
        "stripe listen --api-key rk_live_51" + rs(ALNUM, 97),
        "Datadog API key for the eu site: " + rs(HEX, 32) + " (app key " + rs(HEX, 40) + ")",
    ]
    out += hand
    return out


# ---------------------------------------------------------------------------
# keyvalue
# ---------------------------------------------------------------------------
def gen_keyvalue():
    v = human_pw
    r = rand_secret
    out = [
        f"DB_PASSWORD_PROD={v()}",
        f"PASSWORD1={v()}",
        f"APP_ENV=production\nAPP_DEBUG=false\nMAIL_HOST=smtp.office365.com\nMAIL_PASSWORD={v()}\nMAIL_PORT=587",
        f'database:\n  host: db.internal\n  user: app\n  password: "{v()}"\n  pool: 10',
        f'{{"username": "svc_etl", "passwd": "{v()}", "host": "10.0.4.12", "port": 5432}}',
        f'[smtp]\nserver = "smtp.mailgun.org"\nport = 587\nsmtp_pass = "{v()}"',
        f"[client]\nuser=backup\npassword={v()}\nhost=localhost",
        f"machine api.heroku.com\n  login jo@example.com\n  password {r(36)}",
        f"machine ftp.example-hosting.de login kunde42 password {v()}",
        f"apiVersion: v1\nkind: Config\nusers:\n- name: admin\n  user:\n    token: {jwt()}",
        f"users:\n- name: ci\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi...\n    client-key-data: {b64('-----BEGIN EC PRIVATE KEY-----' + rs(B64, 60))}",
        f'{{\n  "auths": {{\n    "registry.gitlab.com": {{\n      "auth": "{b64("deploy-bot:" + r(20))}"\n    }}\n  }}\n}}',
        f"mysql -h 127.0.0.1 -u root -p{v()} shop_prod < dump.sql",
        f"sshpass -p '{v()}' ssh deploy@10.0.0.5 'sudo systemctl restart app'",
        f"docker login -u ci-bot -p {r(24)} registry.example.com",
        f"redis-cli -h cache.internal -p 6380 -a {r(20)} --tls PING",
        f"curl -u admin:{v()} http://jenkins.local:8080/api/json",
        f'mongosh "mongodb://db1:27017" --username admin --password {v()} --authenticationDatabase admin',
        f"net user Administrator {v()} /domain",
        f"htpasswd -bc /etc/nginx/.htpasswd admin {v()}",
        f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{v()}",
        f'sqlcmd -S tcp:sql01,1433 -U sa -P "{v()}" -Q "SELECT @@VERSION"',
        f"vault login -method=userpass username=jo password={v()}",
        f"mc alias set myminio http://minio:9000 minioadmin {r(24)}",
        f"ansible-playbook site.yml -i prod -e ansible_become_password={v()}",
        f"spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.username=app\nspring.datasource.password={v()}",
        f"app:\n  security:\n    jwtSecret: {r(48)}",
        f"smtpPassWord = '{v()}'",
        f"X-Api-Key: {r(40)}",
        f"Authorization: Basic {b64('admin:' + v())}",
        f"client_secret={r(40)}",
        f"[default]\naws_access_key_id = AKIA{rs(B32, 16)}\naws_secret_access_key = {rs(B64, 40)}",
        f"PRIVATE_KEY_PASSPHRASE={v()}",
        f"keystore.password={v()}\nkeystore.path=/opt/app/keystore.jks",
        f"db_pwd: {v()}",
        f"services:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: {v()}\n      MYSQL_DATABASE: shop",
        f"environment:\n  - POSTGRES_USER=app\n  - POSTGRES_PASSWORD={v()}",
        f'$secure = ConvertTo-SecureString "{v()}" -AsPlainText -Force',
        f"$env:ADMIN_PASS = '{v()}'",
        f"C:\\> set SA_PASSWORD={v()}",
        f'<add key="SmtpPassword" value="{v()}" />',
        f"<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>{v()}</password>\n</server>",
        f'variable "admin_password" {{\n  default = "{v()}"\n}}',
        f"ldap:\n  bindDN: cn=svc,dc=corp,dc=local\n  bindPassword: {v()}",
        f"interface=wlan0\nssid=HomeNet\nwpa=2\nwpa_passphrase={v()}",
        f'network={{\n    ssid="Casa_Rossi"\n    psk="{v()}"\n}}',
        f"[rabbitmq_management]\ndefault_user = admin\ndefault_pass = {v()}",
        f"SECRET_KEY = 'django-insecure-{rs(LODG + '!@#$%^&*(-_=+)', 50)}'",
        f"NEXTAUTH_SECRET={b64(rs(ALNUM, 24))}",
        f'session_secret: "{r(32)}"',
        f"encryptionKey={rs(HEX, 64)}",
        f"HMAC_SIGNING_KEY={rs(B64, 44)}",
        f"dbPassword={v()}",
        f"DbPassWord: {v()}",
        f"db-password = {v()}",
        f"DB.PASSWORD={v()}",
        f"Db_Passwd={v()}",
        f"export GITHUB_TOKEN_FOR_RELEASES={r(40)}",
        f"MY_SERVICE_APIKEY_V2={r(32)}",
        f"legacyAuthTokenBackup: {r(40)}",
        f"password = {v()}  # TODO move to vault",
        f"password: {rng.choice(['#', '['])}{rs(ALNUM, 10)}",
        f"pass={v()}",
        f'pwd = "{v()}"',
        f"PASSPHRASE={rng.choice(WORDS).lower()} {rng.choice(WORDS).lower()} {rng.choice(WORDS).lower()} {rng.randint(10, 99)}",
        f"define( 'DB_PASSWORD', '{v()}' );",
        f'$db_pass = "{v()}";',
        f"const config = {{ user: 'sa', password: '{v()}', server: 'sql01' }};",
        f"conn = psycopg2.connect(host='db', user='etl', password='{v()}', dbname='dw')",
        f"Server=tcp:sql-prod.database.windows.net,1433;Database=crm;User ID=crmadmin;Password={v()};Encrypt=True;",
        f"[database]\npassword={v()}",
        f"# .pgpass\ndb.internal:5432:*:reporting:{v()}",
        f"ftp_user=upload\nftp_pass={v()}",
        f'  "clientSecret": "{r(34)}",',
        f"sudo -S <<< '{v()}' apt-get upgrade -y",
        f"echo '{v()}' | sudo -S systemctl restart nginx",
        f"git clone https://oauth2:{r(20)}@gitlab.example.com/team/app.git",
        f"wget --user=ci --password='{v()}' https://artifacts.example.com/build.zip",
        f"rclone config: pass = {rs(URLSAFE, 40)}",
        f"jdbc:oracle:thin:scott/{v()}@//db-ora:1521/ORCLPDB1",
        f'SMTP_PASSWORD_FALLBACK="{v()}"',
        f"BEGIN_TRANSACTION\nALTER USER report_ro WITH PASSWORD '{v()}';\nCOMMIT;",
        f"CREATE USER 'grafana'@'%' IDENTIFIED BY '{v()}';",
        f'kafka.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc" password="{v()}";',
        f"- name: Set admin pw\n  ansible.builtin.user:\n    name: admin\n    password: \"{{{{ '{v()}' | password_hash('sha512') }}}}\"",
        f"gradle.properties:\nsigningKeyPassword={v()}\nossrhPassword={v()}",
    ]
    return out


# ---------------------------------------------------------------------------
# language: natural-language disclosures
# ---------------------------------------------------------------------------
LANG_TPL = [
    # French
    "Mon mot de passe pour le portail RH est {v}, tu peux le noter ?",
    "Le code PIN de ma carte bancaire c'est {p}",
    "Salut ! le mdp du wifi de la maison : {v}",
    # German
    "Mein Passwort lautet {v} – bitte merken.",
    "Kennwort für den Router: {v}",
    "Die PIN meiner EC-Karte ist {p}, falls ich sie wieder vergesse.",
    # Spanish
    "mi contraseña del banco es {v}",
    "La clave del wifi es {v}, díselo a tu hermano",
    "Código de acceso al edificio: {p}",
    # Portuguese
    "minha senha do email é {v}",
    "a senha do cofre é {p}",
    # Italian
    "la mia password di Netflix è {v}",
    "il codice di accesso del garage è {p}",
    # Dutch
    "mijn wachtwoord is {v}, niet doorvertellen",
    "De pincode van mijn pas is {p}",
    # Polish
    "moje hasło do konta to {v}",
    "PIN do karty: {p}",
    # Russian
    "мой пароль от почты: {v}",
    "пин-код от карты {p}, запомни пожалуйста",
    # Ukrainian
    "мій пароль від ноутбука {v}",
    # Turkish
    "şifrem {v}, unutursam hatırlat",
    "Banka kartımın PIN kodu {p}",
    # Chinese
    "我的密码是{v}",
    "银行卡密码：{p}",
    "支付宝支付密码是 {p}，别告诉别人",
    # Japanese
    "パスワードは{v}です。",
    "キャッシュカードの暗証番号は{p}",
    # Korean
    "제 비밀번호는 {v}입니다",
    "카드 비밀번호 {p} 기억해줘",
    # Arabic
    "كلمة المرور الخاصة بي هي {v}",
    "الرقم السري للبطاقة {p}",
    # Hebrew
    "הסיסמה שלי היא {v}",
    # Hindi
    "मेरा पासवर्ड {v} है",
    "मेरे एटीएम का पिन {p} है",
    # Vietnamese
    "mật khẩu của tôi là {v}",
    "mã PIN thẻ ATM là {p}",
    # Indonesian
    "kata sandi saya {v}",
    "PIN ATM aku {p} ya",
    # Malay
    "kata laluan saya ialah {v}",
    # Thai
    "รหัสผ่านของฉันคือ {v}",
    # Swedish
    "mitt lösenord är {v}",
    # Norwegian
    "passordet mitt er {v}",
    # Danish
    "min adgangskode er {v}",
    # Finnish
    "salasanani on {v}",
    # Czech
    "moje heslo je {v}",
    # Greek
    "ο κωδικός πρόσβασης μου είναι {v}",
    # Hungarian
    "a jelszavam {v}",
    # Romanian
    "parola mea este {v}",
    # Persian
    "رمز عبور من {v} است",
    # Swahili
    "nenosiri langu ni {v}",
    # Tagalog
    "ang password ko ay {v}",
    # Catalan
    "la meva contrasenya és {v}",
    # Bengali
    "আমার পাসওয়ার্ড হল {v}",
    # Slovak
    "moje heslo k účtu je {v}",
    # Croatian
    "moja lozinka je {v}",
    # Serbian (Cyrillic)
    "моја лозинка је {v}",
    # Lithuanian
    "mano slaptažodis yra {v}",
    # Estonian
    "minu parool on {v}",
    # Urdu
    "میرا پاس ورڈ {v} ہے",
    # Bulgarian
    "паролата ми е {v}",
    # passphrase / recovery code words in other languages
    "Phrase secrète de ma clé GPG : {phrase}",
    "Wiederherstellungscode für mein Microsoft-Konto: {rc}",
    "código de recuperación de la cuenta: {rc}",
    "恢复码：{rc}",
    "リカバリーコード {rc} を保存しておいて",
    "код восстановления: {rc}",
    # English variety
    "{v} is my password for the VPN",
    "{v} — that's the password for the NAS, put it in your notes",
    "use {v} as the password when the installer asks",
    "Use {v} as your temporary passphrase; you'll be asked to change it.",
    "login: mkowalski / {v}",
    "creds are admin / {v}",
    "user: jsmith pass: {v}",
    "password：{v}",
    "PIN：{p}",
    "passcode for the conference bridge is {p}#",
    "the access code for the locker room is {p}",
    "Your temporary password is {v}. Please change it after first login.",
    "Hi Jen, the shared mailbox password got reset to {v} — IT",
    "fyi I changed the router admin password to {v}",
    "the passphrase on my ssh key is {phrase}",
    "I set the Apple ID password to {v} yesterday, save it somewhere",
    "pw for the family Netflix = {v}",
    "my banking PIN is {p} and the online password is {v}",
    "My recovery code for Authy is {rc}",
    "the alarm code is {p}, disarm it when you come in",
    "password is {v} (capital first letter)",
    "password for user deploy on staging: {v}",
    "He told me over the phone: the password is {v}, all lowercase except the first.",
    "Here's the login — username: hannah.b@example.org, password: {v}",
    "Re: laptop handover\n\nHi Omar,\nThe BIOS password is {v} and the disk encryption PIN is {p}.\nRegards, IT Desk",
    "[WhatsApp] Mum: the wifi password is {v} love x",
]


def gen_language():
    out = []
    for t in LANG_TPL:
        phrase = " ".join(w.lower() for w in rng.sample(WORDS, 4)) + f" {rng.randint(1, 99)}"
        rc = "-".join(rs(UPDG, 5) for _ in range(5))
        out.append(fill(t, v=human_pw(), p=pin(), phrase=phrase, rc=rc))
    return out


# ---------------------------------------------------------------------------
# plain_value: little or no label
# ---------------------------------------------------------------------------
PLAIN_TPL = [
    "it's {v} btw",
    "new one is {v}",
    "changed it to {v} again",
    "ok try {v}",
    "for the wifi: {v}",
    "{v}\n^ thats it for the router",
    "gym locker combo {p}",
    "door code {p}#",
    "gate: {p}",
    "pin {p}",
    "the code's {p}, same as last year",
    "it's {p} for the garage opener",
    "{p} is the one for my debit card",
    "{v} for the school portal, {v2} for the library one",
    "sorry forgot to say, it's {v} with a capital",
    "hey can u remember {v} for me, its the tablet",
    "writing it here so I don't lose it: {v}",
    "the laptop one is {v}",
    "remember: {v}",
    "same as always, {v}",
    "I went with {v} this time",
    "it's now {v} — last one got leaked",
    "the kids' ipad: {p}",
    "Screen time passcode {p}",
    "Wi-Fi: HomeNet_5G / {v}",
    "safe combination is {c}",
    "bike lock {p4}",
    "phone unlock {p}",
    "SIM PIN {p4}, PUK {puk}",
    "atm {p4}",
    "{v} (work laptop)",
    "mail → {v}",
    "guest network key {v}",
    "it was {v} but I think IT reset it",
    "admin/{v}",
    "root:{v}",
    "pi@raspberrypi with {v}",
    "he said just type {v} and hit enter",
    "key for the spreadsheet is {v}",
    "the zip is protected, pw {v}",
    "PDF opens with {p} (your birthday lol)",
    "dad's tablet {p}",
    "last 4 of my card are 1234 and the pin's {p4}",
    "for the alarm it's {p4} then OFF",
    "lockbox {p4} — keys are inside",
    "Airbnb check-in: lockbox code {p4}",
    "trying {v} now",
    "got it working with {v}",
    '"{v}" — copy exactly, quotes not included',
    "{v} <- don't share",
    "changed: old {v2} new {v}",
    "try either {v} or {v2}",
    "here: {v}",
    "{v} 🙏",
    "mine is {v}",
    "the 7zip archive is {v}",
    "unlock with {v}",
    "voicemail {p}",
    "The one for the bank is {v}",
    "it's my dog's name + year: {v}",
    "ok it's {v} for everything now, I know I know",
    "c'est {v}",
    "es {v}",
    "ist {v}",
    "就是 {v}",
    "это {v}",
    "é {v}, anota aí",
    "{v} です",
    "wachtwoord? {v}",
    "sent you the router one on signal, but in case: {v}",
    "for the home server: {v}",
    "new phone passcode is {p6}",
    "Hotel safe: {p4}",
    "garage keypad {p4}",
    "printer admin {v}",
]


def gen_plain():
    out = []
    for t in PLAIN_TPL:
        c = "-".join(str(rng.randint(1, 39)) for _ in range(3))
        out.append(
            fill(t, v=human_pw(), v2=human_pw(), p=pin(), p4=pin(4), p6=pin(6), puk=pin(8), c=c)
        )
    return out


# ---------------------------------------------------------------------------
# material: seeds, recovery codes, TOTP, cookies, card data, private keys,
# split credentials, obfuscation
# ---------------------------------------------------------------------------
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actress actual adapt add
addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree
ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha
already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear
apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive
arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend
auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful
awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse
blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom
bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk
broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet
bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus
cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital
captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch
category cattle caught cause caution cave ceiling celery cement census century cereal certain chair
chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken
chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city
civil claim clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock
zebra zero zone zoo wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist
write wrong yard year yellow young youth""".split()


def seed(n):
    return " ".join(rng.choice(BIP39) for _ in range(n))


def totp_key(groups=True, lower=False):
    k = rs(B32, 32)
    if lower:
        k = k.lower()
    return " ".join(k[i : i + 4] for i in range(0, 32, 4)) if groups else k


def pem(kind):
    body = "\n".join(rs(B64, 64) for _ in range(rng.randint(4, 7))) + "\n" + rs(B64, 28) + "=="
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


def zw_insert(s):
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        if i and i % rng.randint(3, 7) == 0:
            out.append(rng.choice(ZW))
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def spaced(s, k=4):
    return " ".join(s[i : i + k] for i in range(0, len(s), k))


CONFUSE = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "h": "\u04bb",
    "i": "\u0456",
    "s": "\u0455",
    "A": "\u0410",
    "K": "\u041a",
    "I": "\u0406",
}


def confuse(s, n=3):
    idx = [i for i, c in enumerate(s) if c in CONFUSE]
    rng.shuffle(idx)
    lst = list(s)
    for i in idx[:n]:
        lst[i] = CONFUSE[lst[i]]
    return "".join(lst)


def gen_material():
    out = []
    # seed phrases
    out += [
        f"my metamask seed: {seed(12)}",
        f"Recovery phrase (Ledger, 24 words):\n{seed(24)}",
        "wallet backup\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed(12).split())),
        f"frase semilla de mi billetera: {seed(12)}",
        f"助记词：{seed(12)}",
        f"Seed-Phrase für das Trezor: {seed(24)}",
        f"{seed(12)}\n^ trust wallet, keep safe",
        "[22:14] kev: words are " + ", ".join(seed(12).split()) + "\n[22:15] kev: dont lose em",
        f"phrase de récupération : {seed(18)}",
        f"секретная фраза кошелька: {seed(12)}",
        f"Phantom secret recovery phrase - {seed(12).upper()}",
        "1) " + " 2) ".join(seed(12).split()),
        f"can you check if this mnemonic is valid? {seed(15)}",
    ]
    # 2FA recovery / backup codes
    gh = "\n".join(f"{rs(HEX, 5)}-{rs(HEX, 5)}" for _ in range(8))
    out += [
        f"github-recovery-codes.txt\n{gh}",
        "Google backup codes:\n" + "\n".join(f"{rs(DG, 4)} {rs(DG, 4)}" for _ in range(10)),
        "Your Discord backup codes: " + ", ".join(f"{rs(LODG, 4)}-{rs(LODG, 4)}" for _ in range(6)),
        f"Microsoft account recovery code: {'-'.join(rs(UPDG, 5) for _ in range(5))}",
        f"AWS root MFA backup: {rs(DG, 6)} {rs(DG, 6)} {rs(DG, 6)}",
        "Códigos de respaldo 2FA: " + " ".join(rs(DG, 8) for _ in range(5)),
        "Backup-Codes fürs Bankkonto\n" + "\n".join(rs(UPDG, 10) for _ in range(6)),
        "Dropbox two-step recovery code: " + " ".join(rs(LODG, 4) for _ in range(4)),
        f"Proton recovery phrase {seed(12)}",
        "1Password Emergency Kit — Secret Key: A3-"
        + "-".join(rs(UPDG, k) for k in (6, 5, 5, 5, 5, 5)),
        "Bitwarden two-step login recovery code: " + rs(UPDG, 28),
    ]
    # TOTP setup keys
    out += [
        f"Authenticator setup key: {totp_key()}",
        f"can't scan the QR so here's the secret: {totp_key(lower=True)}",
        f"otpauth://totp/ACME:jo@acme.io?secret={totp_key(groups=False)}&issuer=ACME&digits=6",
        f"TOTP seed for the shared admin account — {totp_key()}",
        f"clé de configuration 2FA : {totp_key()}",
        f"2FA 設定キー：{totp_key()}",
        f"ключ для Google Authenticator {totp_key(lower=True)}",
        f"if the QR code doesn't work enter this manually: {totp_key()} (time based)",
    ]
    # session cookies
    out += [
        f"Cookie: sessionid={rs(LODG, 32)}; csrftoken={rs(ALNUM, 64)}",
        f"set-cookie: connect.sid=s%3A{rs(URLSAFE, 32)}.{rs(URLSAFE, 43)}; Path=/; HttpOnly",
        f"PHPSESSID={rs(LODG, 26)}",
        f"copied from devtools: _gh_sess={rs(URLSAFE, 180)}%3D%3D--{rs(HEX, 40)}",
        f"curl 'https://admin.shop.local/orders' -H 'cookie: laravel_session={rs(URLSAFE, 200)}%3D'",
        f'document.cookie → "auth_token={rs(HEX, 48)}; theme=dark"',
        f"JSESSIONID={rs(HEXU, 32)} (prod)",
        f"__Secure-next-auth.session-token={jwt()}",
        f"The value of the .ASPXAUTH cookie is {rs(HEXU, 224)}",
        f"ESTSAUTHPERSISTENT={rs(URLSAFE, 120)}",
    ]
    # card PIN / CVV in context
    out += [
        f"card 4539 {rs(DG, 4)} {rs(DG, 4)} {rs(DG, 4)} exp 0{rng.randint(1, 9)}/2{rng.randint(6, 9)} cvv {rs(DG, 3)}",
        f"Visa ending 4242, CVC {rs(DG, 3)}, expiry 11/28",
        f"la tarjeta es 5412 {rs(DG, 4)} {rs(DG, 4)} {rs(DG, 4)}, vence 03/27, código de seguridad {rs(DG, 3)}",
        f"Amex 3782 {rs(DG, 6)} {rs(DG, 5)} CID {rs(DG, 4)}",
        f"Kartennummer 4111 1111 1111 1111, Prüfziffer {rs(DG, 3)}, PIN {pin(4)}",
        f"for the hotel booking: card 5500 0000 0000 0004, 09/26, security code {rs(DG, 3)}",
        f"CVV2: {rs(DG, 3)} (on the back)",
        f"my card PIN is {pin(4)} and the CVV is {rs(DG, 3)}",
    ]
    # private keys
    out += [
        "here's the deploy key\n" + pem("OPENSSH PRIVATE KEY"),
        pem("RSA PRIVATE KEY"),
        "```\n" + pem("EC PRIVATE KEY") + "\n```",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + "\n".join(rs(B64, 64) for _ in range(5))
        + "\n="
        + rs(B64, 4)
        + "\n-----END PGP PRIVATE KEY BLOCK-----",
        '{"type": "service_account", "project_id": "acme-prod", "private_key_id": "'
        + rs(HEX, 40)
        + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n'
        + rs(B64, 64)
        + "\\n"
        + rs(B64, 64)
        + '\\n-----END PRIVATE KEY-----\\n", "client_email": "ci@acme-prod.iam.gserviceaccount.com"}',
        f"ETH private key: 0x{rs(HEX, 64)}",
        f"la clé privée du wallet c'est {rs(HEX, 64)}",
        f"bitcoin WIF 5{rng.choice('HJK')}{rs('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 49)}",
        f"Solana keypair: [{','.join(str(rng.randint(0, 255)) for _ in range(64))}]",
        f"WireGuard:\n[Interface]\nPrivateKey = {rs(B64, 43)}=\nAddress = 10.8.0.2/24",
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: jo@laptop\nPublic-Lines: 2\n"
        + rs(B64, 64)
        + "\nPrivate-Lines: 1\n"
        + rs(B64, 44),
    ]
    # split credentials
    a = "ghp_" + rs(ALNUM, 36)
    b = "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"
    c = "AKIA" + rs(B32, 16)
    pw = human_pw()
    out += [
        f"first half of the token is {a[:20]} and the rest is {a[20:]}",
        f"key part 1: {b[:50]}\nkey part 2: {b[50:]}",
        f"the username is svc-backup, and — hold on — the password, it's {pw}",
        f"access key {c[:10]}… actually full one: {c} and secret in next msg",
        f"password starts with {pw[:4]} and ends with {pw[4:]}, no spaces",
        f"[11:02] tom: pass for the db is\n[11:02] tom: {human_pw()}\n[11:03] tom: dont save it anywhere",
    ]
    # obfuscation: spaced groups, fullwidth, zero width, confusables
    t1 = "ghp_" + rs(ALNUM, 36)
    t2 = "sk-proj-" + rs(URLSAFE, 40) + "T3BlbkFJ" + rs(URLSAFE, 40)
    t3 = "AKIA" + rs(B32, 16)
    t4 = "xoxb-" + rs(DG, 12) + "-" + rs(DG, 13) + "-" + rs(ALNUM, 24)
    t5 = "glpat-" + rs(URLSAFE, 20)
    t6 = "hf_" + rs(ALNUM, 34)
    t7 = "AIza" + rs(URLSAFE, 35)
    t8 = "sk_live_51" + rs(ALNUM, 60)
    out += [
        f"token (spaced so the bot doesn't eat it): {spaced(t1)}",
        f"{spaced(t3)}  <- aws key",
        f"openai key: {zw_insert(t2)}",
        f"slack: {zw_insert(t4)}",
        f"ｔｏｋｅｎ：{fullwidth(t5)}",
        f"the key is {fullwidth(t6)}",
        f"google key {confuse(t7)}",
        f"stripe {t8[:12]}\u200b{t8[12:30]}\u00ad{t8[30:]}",
        f"g h p _ {' '.join(rs(ALNUM, 36))}",
        f"password: {zw_insert(human_pw())}",
        f"mot de passe : {fullwidth(human_pw())}",
        f"{spaced(rs(B32, 32))} <- that's the 2fa secret",
        f"AKIA-{t3[4:8]}-{t3[8:12]}-{t3[12:16]}-{t3[16:20]}",
        f"{confuse('ghp_' + rs(ALNUM, 36), 2)}",
        f"hf_ {spaced(t6[3:], 6)}",
    ]
    return out


# ---------------------------------------------------------------------------
# BENIGN: hand_written
# ---------------------------------------------------------------------------
BENIGN_HAND = [
    # idioms / trivia
    "The secret to a good risotto is patience and warm stock.",
    "Honestly the key to getting through finals was sleep, not coffee.",
    "She's the token vegetarian at every family barbecue, poor thing.",
    "Bearer bonds were popular in the 80s action movies, weren't they?",
    "Token Ring lost to Ethernet mostly because of cost.",
    "In Ali Baba the password is 'open sesame' — my kid loves that story.",
    "the password in the speakeasy scene was 'swordfish', classic Marx Brothers joke",
    "Remember the movie Hackers? Everyone used 'god' as a password lol",
    "Fun fact: 'password' was the most common password for years, then '123456' took over.",
    "Apparently the launch code for US nukes was 00000000 for a while during the Cold War — a famous story.",
    "Key West is lovely in March, we stayed near Duval Street.",
    "My grandma's secret ingredient is a pinch of nutmeg in the mashed potatoes.",
    "As a token of appreciation we got the team a cake.",
    "The keynote was fine but the Q&A was the best part.",
    "I think Victoria's Secret is closing the store at the mall.",
    "PIN-up style photos are having a moment again apparently.",
    "He keeps his cards close to his chest, like it's a state secret.",
    "Can you explain how public key cryptography works, like I'm five?",
    "What's the difference between a bearer token and a session cookie, conceptually?",
    "How do password managers store the master password? Do they hash it?",
    "ELI5: why do banks still use 4-digit PINs?",
    "The bearer of this letter is my cousin, please let him in — my grandad wrote that on a 1950s note.",
    "Secret Santa at work this year has a 20 euro limit.",
    "Keys to the cabin are under the mat, the blue one.",
    "I lost my car keys again. Third time this month.",
    "The code of conduct says no recording during talks.",
    "Dress code for the wedding is 'garden formal', whatever that means.",
    "Morse code for SOS is ... --- ...",
    "The Da Vinci Code was better as a book than a movie.",
    "He cracked the secret of the Rubik's cube in a weekend.",
    "My PIN got blocked after three wrong tries, the bank said go to a branch.",
    "I forgot my password AGAIN and had to reset it through email.",
    "How long should a password be in 2025? My company wants 14 characters.",
    "Our policy: passwords need 12+ characters, one number, one symbol, rotated never (NIST says don't force rotation).",
    "Don't ever paste your seed phrase anywhere, a real support agent will never ask for it.",
    "Tip: enable 2FA and print your recovery codes, then store them in a drawer.",
    "Can you remind me to rotate the API keys on Friday?",
    "I need to regenerate the Stripe key after the intern left, add it to my to-do list.",
    "The token expired so I just logged in again and it worked.",
    "We should move all the secrets into Vault next quarter.",
    "Is it safe to store API keys in environment variables?",
    "my password manager generated a 24-character one and I can't type it on the TV",
    "Lesson learned: never commit your .env file.",
    "GitHub sent me an alert that a token was exposed, I already revoked it.",
    "Hashing with bcrypt, cost 12, is what we use for password storage.",
    "The PIN pad at the grocery store was broken so I had to tap.",
    "I use a passphrase of four random words now, way easier to remember.",
    "What's a good way to share a Wi-Fi password with guests? QR code?",
    # fictional / quoted / famous
    "In the book, the password to the vault was 'Mellon' — 'speak, friend, and enter'.",
    "Spaceballs joke: 1-2-3-4-5, that's the combination an idiot would have on his luggage!",
    "hunter2 is the classic bash.org joke about passwords showing as stars",
    "Example from the docs: password=changeme — obviously you replace that.",
    "The tutorial uses 'P@ssw0rd' as an example but says never to use it.",
    "The default router login is usually admin/admin, which is why you should change it.",
    "In the escape room, the code to the final lock was the year on the painting.",
    "In 'The Imitation Game' they break Enigma by guessing 'Heil Hitler' at the end of messages.",
    # placeholders / redactions / env lookups
    "password: ********",
    "api_key=<YOUR_API_KEY>",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    'export OPENAI_API_KEY="sk-..."  # paste your own key here',
    "Authorization: Bearer <token>",
    "DB_PASSWORD=${DB_PASSWORD}",
    'password = os.environ["DB_PASSWORD"]',
    "api_key = os.getenv('API_KEY')",
    "const token = process.env.SLACK_BOT_TOKEN;",
    "secret: {{ .Values.db.password }}",
    "password: !vault |",
    "PGPASSWORD=$PGPASSWORD psql -h db -U app",
    "my key is sk-****************************abcd (redacted obviously)",
    "The log shows token=[REDACTED] so at least the masking works.",
    "AWS_SECRET_ACCESS_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "Set `password` to your own value; the sample `YOUR_PASSWORD_HERE` won't work.",
    'passwd: ""  # empty on purpose, uses peer auth',
    "client_secret: null",
    "token=$(vault kv get -field=token secret/ci)",
    "password = getpass.getpass('Password: ')",
    'read -s -p "Password: " PASS',
    "GITHUB_TOKEN: ${{ github.token }}",
    "apiKey: process.env.NEXT_PUBLIC_MAPS_KEY ?? ''",
    "api_key: !ENV ${WEATHER_API_KEY}",
    "password: \"{{ lookup('env', 'ADMIN_PW') }}\"",
    "Use `aws configure` and it'll prompt you for the access key, don't put it in the script.",
    "key = Fernet.generate_key()  # generated at runtime, never stored",
    "password: <redacted>",
    "The recovery codes are in the safe, I'm not writing them here.",
    "PIN: ****",
    "CVV: ***",
    "pwd=••••••••",
    "Password hint: the name of our first cat.",
    'ssh-keygen -t ed25519 -C "jo@laptop"',
    "I ran `gh auth login` and it opened the browser, easy.",
    "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d",
    "docker login registry.example.com  # prompts for password",
    "mysql -u root -p   (it asks for the password interactively)",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/me',
    "echo $API_KEY | wc -c   → 41, so the length looks right",
    "set the env var STRIPE_SECRET_KEY in the dashboard, not in code",
    # promo / voucher
    "Use code SUMMER20 at checkout for 20% off!",
    "The promo code WELCOME10 didn't work for me, expired maybe?",
    "Gutscheincode: FRUEHLING15 – gültig bis Ende April",
    "code promo : NOEL2024 pour la livraison gratuite",
    "cupón de descuento BIENVENIDO5 en la app",
    "Got a Steam gift card for my birthday, redeemed it already.",
    "Coupon FREESHIP applies only to orders over $50.",
    "Referral code: JOANNA-2K9 — we both get a free month",
    "Discount code BLACKFRIDAY30 stacks with the student one, nice",
    "優惠碼 SPRING88 可以減 50 元",
    "クーポンコード NEWYEAR500 で500円引き",
    # multilingual everyday
    "J'ai oublié mon mot de passe, comment je le réinitialise ?",
    "Passwort vergessen – der Link zum Zurücksetzen kommt nicht an.",
    "Olvidé mi contraseña del correo, ¿qué hago?",
    "我忘记密码了，怎么找回？",
    "パスワードを忘れたので再設定しました。",
    "비밀번호를 잊어버려서 재설정했어요.",
    "Я забыл пароль от почты, пришлось восстанавливать через телефон.",
    "Esqueci a senha do banco e tive que ir na agência.",
    "Ho cambiato la password perché me l'ha chiesto l'IT.",
    "Şifremi unuttum, SMS ile sıfırladım.",
    "Wachtwoord moet minstens 12 tekens zijn, zegt de site.",
    "Hasło musi mieć co najmniej 8 znaków i jedną cyfrę.",
    "नया पासवर्ड बनाना है, कोई सुझाव?",
    "Tôi quên mật khẩu wifi, để hỏi lại chủ nhà.",
    "Saya lupa kata sandi, jadi saya reset lewat email.",
    "لقد نسيت كلمة المرور وأعدت تعيينها",
    "שכחתי את הסיסמה שוב",
    "ลืมรหัสผ่านอีกแล้ว ต้องรีเซ็ตใหม่",
    "Glömde lösenordet, fick ett nytt via BankID.",
    "Unohdin salasanani, pitää soittaa tukeen.",
    "Ο κωδικός PIN της κάρτας μου μπλοκαρίστηκε.",
    "Die Bank schickt die neue PIN per Post, dauert eine Woche.",
    "Le code secret de ma carte arrive par courrier séparé.",
    "La clave para un buen asado es el fuego lento.",
    "Il segreto della pasta fatta in casa è la semola.",
    "秘密は誰にも言わないでね（誕生日パーティーのこと）",
    "Токен Ринг — это старая сетевая технология.",
    # chat-app / terminal / ticket shaped but harmless
    "[10:14] ana: did you reset your password?\n[10:15] ben: yes, all good now",
    "$ git log --oneline | head -3\n(output trimmed)\n$ git push\nEverything up-to-date",
    "Ticket #55120: user can't log in, password reset email lands in spam. Resolved by whitelisting.",
    "Subject: Password expiry notice\n\nYour password expires in 5 days. Please change it via the portal.\n\n— IT Service Desk",
    "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
    "fatal: Authentication failed for 'https://github.com/acme/app.git/'",
    "npm ERR! code E401\nnpm ERR! Unable to authenticate, need: Bearer authorization",
    "WARN: token refresh scheduled in 300s",
    "INFO  auth: login succeeded for user=mkowalski method=password mfa=totp",
    "2025-02-11 09:00:03 DEBUG keyring: no password found for service 'pypi'",
    "Permission denied (publickey).",
    "sudo: 3 incorrect password attempts",
    "[WhatsApp] Dad: what's the netflix password again?\n[WhatsApp] Me: I'll text it to you, not here",
    "Slack reminder: 'Rotate secrets' in #platform at 3pm",
    "Can you write me a regex that matches strong passwords?",
    "How do I generate a random 32-byte key in Python? secrets.token_hex(32)?",
    "What does 'invalid_grant: Bad Request' mean when refreshing an OAuth token?",
    "GPG says 'No secret key' when I try to sign the commit, what's wrong?",
    "The key signing party at FOSDEM was fun.",
    "The 'secrets' module is preferable to 'random' for tokens.",
    "I'm reading 'The Code Book' by Simon Singh, really good on Enigma.",
    "Our team's password rotation policy is 90 days but I want to change it.",
    "Which is better, Bitwarden or 1Password, for a family of four?",
    "Anyone know why my YubiKey isn't detected on the new laptop?",
    "Put the spare key in the lockbox by the back door, I'll text you the code later.",
    "Just got the new card, need to activate it and set a PIN at the ATM.",
    "The hotel wifi had no password, which felt sketchy.",
    "Remind me what I told you about the surprise party — it's a secret from Mia!",
    "Crypto tip: write your 24 words on steel, not paper.",
    "Seed phrases have 12 or 24 words from a list of 2048.",
    "Please buy milk, bread, eggs, apple juice and a bag of rice after work.",
    "Album of the year for me: 'Blue Banana Cabin' by some indie band, weird name.",
    "Our cat knocks the alarm clock off the table every morning at six.",
    "The captain asked the crew to check the cargo and the cabin before the storm.",
    "Chapter twelve: the castle, the bridge and the broken clock.",
    "Kids' vocab list: apple, banana, cat, dog, bird, book, chair, clock, cloud, bread, cake, ball",
]


def gen_benign_hand():
    out = list(BENIGN_HAND)
    promo_tpl = [
        "promo code {c} gives 15% off sneakers this weekend",
        "Use {c} at checkout — shared by the podcast host",
        "my voucher {c} expired yesterday, so annoying",
        "Gift code {c} redeemed on the Nintendo eShop",
        "Le code {c} marche encore sur le site, fonce",
        "Rabattcode {c} funktioniert nur in der App",
    ]
    for t in promo_tpl:
        c = rng.choice(["SPRING", "SAVE", "FLASH", "HELLO", "VIP", "STUDENT", "FALL"]) + str(
            rng.choice([10, 15, 20, 25, 30, 50])
        )
        out.append(fill(t, c=c))
    env_tpl = [
        "password = os.environ['{k}']",
        'token = os.environ.get("{k}")',
        'key := os.Getenv("{k}")',
        'let secret = std::env::var("{k}")?;',
        'String pw = System.getenv("{k}");',
        "if [ -z \"${k}\" ]; then echo 'missing {k}'; exit 1; fi",
        "echo ${k:-unset}",
        "{k}: ${{ secrets.{k} }}",
        "process.env.{k} is undefined in the browser build, why?",
        "ENV['{k}'] returns nil on Heroku",
    ]
    keys = [
        "DB_PASSWORD",
        "API_KEY",
        "STRIPE_SECRET_KEY",
        "SLACK_TOKEN",
        "JWT_SECRET",
        "POSTGRES_PASSWORD",
        "OPENAI_API_KEY",
        "AWS_SECRET_ACCESS_KEY",
        "SMTP_PASS",
        "GH_TOKEN",
    ]
    for t, k in zip(env_tpl, keys):
        out.append(fill(t, k=k))
    red_tpl = [
        "api key: {p}",
        "password={p}",
        "token: {p} (masked by the console)",
        "the dashboard shows the key as {p}",
    ]
    for t in red_tpl:
        p = rng.choice(
            [
                "sk_live_" + "*" * 24,
                "****************",
                "ghp_" + "x" * 36,
                "<redacted>",
                "•" * 12,
                "[hidden]",
            ]
        )
        out.append(fill(t, p=p))
    return out


# ---------------------------------------------------------------------------
# BENIGN: identifiers
# ---------------------------------------------------------------------------
def isbn13():
    d = [9, 7, 8] + [rng.randint(0, 9) for _ in range(9)]
    s = sum(x * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
    d.append((10 - s % 10) % 10)
    t = "".join(map(str, d))
    return f"{t[:3]}-{t[3]}-{t[4:8]}-{t[8:12]}-{t[12]}"


def iban_de():
    bban = "37040044" + rs(DG, 10)
    num = int(bban + "131400")  # D=13 E=14 00
    chk = 98 - num % 97
    s = f"DE{chk:02d}{bban}"
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def luhn_ok_card_last4():
    return rs(DG, 4)


def gen_identifiers():
    out = []
    T = [
        # wallets / contracts / tx
        lambda: f"Send the USDC to 0x{rs(HEX, 40)} on Base, not mainnet!",
        lambda: f"The contract is deployed at 0x{rs(HEX + 'ABCDEF', 40)}, verified on Etherscan.",
        lambda: f"tx 0x{rs(HEX, 64)} finally confirmed after 14 blocks",
        lambda: f"my BTC address for the tip jar: bc1q{rs(BECH32, 38)}",
        lambda: (
            f"donations welcome at {rng.choice('13')}{rs('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33)} (legacy address)"
        ),
        lambda: (
            f"Solana: {rs('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44)} is the mint address of the token"
        ),
        lambda: f"ENS name resolves to 0x{rs(HEX, 40)}",
        lambda: f"block hash 0000000000000000000{rs(HEX, 45)}",
        # orders, tickets, invoices
        lambda: (
            f"Amazon order #{rng.randint(100, 999)}-{rs(DG, 7)}-{rs(DG, 7)} still hasn't shipped"
        ),
        lambda: f"Your ticket number is INC{rs(DG, 7)}; reply to this email to add details.",
        lambda: f"Invoice INV-2025-{rs(DG, 5)} is due on 30 April.",
        lambda: f"Rechnung Nr. RE-{rs(DG, 6)} vom 12.03.2025",
        lambda: f"Numéro de commande : FR{rs(DG, 9)}",
        lambda: f"订单号：{rs(DG, 18)}，请尽快发货",
        lambda: f"Zendesk #{rs(DG, 6)} — customer wants a refund",
        lambda: (
            f"see JIRA {rng.choice(['PLAT', 'WEB', 'OPS', 'DATA'])}-{rng.randint(100, 9999)} for the repro steps"
        ),
        lambda: f"PO number {rs(DG, 10)} approved by finance",
        lambda: f"Case ID: {rs(DG, 8)}-{rs(UP, 2)} opened with Microsoft support",
        # tracking
        lambda: f"UPS tracking 1Z{rs(UPDG, 6)}{rs(DG, 10)}",
        lambda: (
            f"USPS says 9400 {rs(DG, 4)} {rs(DG, 4)} {rs(DG, 4)} {rs(DG, 4)} {rs(DG, 2)} is out for delivery"
        ),
        lambda: f"DHL Sendungsnummer {rs(DG, 10)}",
        lambda: f"Royal Mail tracking {rs(UP, 2)}{rs(DG, 9)}GB",
        lambda: f"FedEx {rs(DG, 12)} delivered to the front desk",
        # ISBN, DOI
        lambda: f"The ISBN is {isbn13()}, paperback edition.",
        lambda: (
            f"cite it as doi:10.{rng.randint(1000, 9999)}/{rs(LODG, 8)}.{rng.randint(2015, 2025)}.{rs(DG, 5)}"
        ),
        lambda: (
            f"arXiv:{rng.randint(2101, 2412)}.{rs(DG, 5)}v{rng.randint(1, 4)} is the paper I mentioned"
        ),
        # bank refs in prose
        lambda: f"Please transfer the deposit to IBAN {iban_de()}, reference 'Flat 3B April'.",
        lambda: f"Überweisung bitte an {iban_de()} (Verwendungszweck: Miete)",
        lambda: (
            f"SWIFT/BIC is {rng.choice(['DEUTDEFF', 'COBADEFFXXX', 'BNPAFRPP', 'CHASUS33'])}, routing number 0210000{rs(DG, 2)}"
        ),
        lambda: f"Payment reference RF{rs(DG, 2)} {rs(DG, 4)} {rs(DG, 4)} {rs(DG, 4)}",
        lambda: f"charged to my Visa ending in {luhn_ok_card_last4()}",
        lambda: (
            f"sort code 20-{rs(DG, 2)}-{rs(DG, 2)}, account {rs(DG, 8)} — that's the landlord's, for the rent"
        ),
        # hashes, uuids, commits
        lambda: f"sha256sum of the ISO is {rs(HEX, 64)} — matches the website",
        lambda: f"md5 {rs(HEX, 32)}  backup.tar.gz",
        lambda: f"fixed in commit {rs(HEX, 40)}, cherry-picked to release/2.3",
        lambda: f"git revert {rs(HEX, 7)} broke the build again",
        lambda: f"Request ID {uuid4()} — include this when contacting support.",
        lambda: f"the user's UUID is {uuid4()}",
        lambda: f"image digest sha256:{rs(HEX, 64)}",
        lambda: f"integrity: sha512-{rs(B64, 86)}==",
        lambda: f"Trace id {rs(HEX, 32)} span {rs(HEX, 16)}",
        lambda: f"x-amz-request-id: {rs(UPDG, 16)}",
        lambda: f"PR #{rng.randint(100, 9999)} merged as {rs(HEX, 12)}",
        lambda: f"IPFS CID: bafybei{rs('abcdefghijklmnopqrstuvwxyz234567', 52)}",
        lambda: f"the torrent magnet has btih {rs(HEXU, 40)}",
        # versions, models, serials
        lambda: (
            f"upgraded to v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}-rc.{rng.randint(1, 5)} and the bug is gone"
        ),
        lambda: (
            f"Phone model SM-{rng.choice(['G991B', 'S918B', 'A546E'])}, Android 14, build UP1A.{rs(DG, 6)}.{rs(DG, 3)}"
        ),
        lambda: f"MacBook serial C02{rs(UPDG, 8)}, AppleCare until 2026",
        lambda: f"Dishwasher model SMV4HCX48E, serial no. FD{rs(DG, 4)} {rs(DG, 6)}",
        lambda: f"VIN {rs('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)} — checking the recall list",
        lambda: f"MAC address {':'.join(rs(HEX, 2) for _ in range(6))} is the printer",
        lambda: (
            f"server is at 10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}, port 8443"
        ),
        lambda: f"IPv6 2001:db8:{rs(HEX, 4)}:{rs(HEX, 4)}::{rs(HEX, 3)}",
        lambda: f"Windows build 10.0.{rng.randint(19041, 26100)}.{rng.randint(1, 5000)}",
        lambda: f"the part number is {rs(UP, 3)}-{rs(DG, 5)}-{rs(UPDG, 3)}",
        lambda: f"Product key on the sticker is worn, but the COA label says OEM",
        lambda: f"IMEI {rs(DG, 15)} — need it for the insurance claim",
        lambda: f"license plate {rs(UP, 2)}-{rs(UP, 2)} {rs(DG, 4)} parked in my spot",
        # coords, phones, flights
        lambda: f"meet at {rng.uniform(-60, 60):.5f}, {rng.uniform(-170, 170):.5f}",
        lambda: f"call me on +44 7{rs(DG, 3)} {rs(DG, 6)}",
        lambda: f"mi número es +34 6{rs(DG, 2)} {rs(DG, 3)} {rs(DG, 3)}",
        lambda: f"Telefon: +49 (0)30 {rs(DG, 8)}",
        lambda: (
            f"flight {rng.choice(['LH', 'BA', 'AF', 'UA', 'NH', 'QR', 'TK'])} {rng.randint(10, 999)} departs gate B{rng.randint(1, 60)}"
        ),
        lambda: (
            f"booking reference {rs(UP.replace('O', '').replace('I', ''), 6)} for the Lisbon trip"
        ),
        lambda: (
            f"seat {rng.randint(1, 40)}{rng.choice('ABCDEF')}, e-ticket {rs(DG, 3)}-{rs(DG, 10)}"
        ),
        lambda: (
            f"train ICE {rng.randint(500, 1999)}, Wagen {rng.randint(1, 14)}, Platz {rng.randint(11, 99)}"
        ),
        # misc public ids
        lambda: f"Stripe customer cus_{rs(ALNUM, 14)} disputed the charge ch_{rs(ALNUM, 24)}",
        lambda: f"Google Analytics property G-{rs(UPDG, 10)}",
        lambda: f"YouTube video id {rs(URLSAFE, 11)} — the cooking one",
        lambda: f"Slack channel ID C{rs(UPDG, 10)}",
        lambda: f"Discord user id {rs(DG, 18)}",
        lambda: f"AWS account {rs(DG, 12)}, role arn:aws:iam::{rs(DG, 12)}:role/ReadOnly",
        lambda: f"s3://acme-logs-{rs(LODG, 6)}/2025/03/",
        lambda: f"the hex color is #{rs(HEX, 6)}",
        lambda: f"postcode {rs(UP, 2)}{rng.randint(1, 9)} {rng.randint(1, 9)}{rs(UP, 2)}",
        lambda: f"Employee ID E{rs(DG, 6)}, badge {rs(DG, 5)}",
        lambda: f"Patient reference {rs(UP, 3)}{rs(DG, 7)} for the appointment",
        lambda: f"Lot number {rs(UP, 2)}{rs(DG, 6)} on the vaccine card",
        lambda: f"gist id {rs(HEX, 32)}",
        lambda: (
            f"npm package @acme/ui@{rng.randint(1, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}"
        ),
        lambda: f"docker pull ghcr.io/acme/api:{rs(HEX, 7)}",
        lambda: f"Conference room booking #{rs(DG, 5)}, room 4.{rng.randint(10, 40)}",
        lambda: f"Tax ID {rs(DG, 2)}-{rs(DG, 7)} on the W-9",
        lambda: f"my library card barcode is 2{rs(DG, 13)}",
        lambda: f"Bestellnummer {rs(DG, 3)}-{rs(DG, 7)}-{rs(DG, 7)}",
        lambda: f"注文番号 {rs(DG, 3)}-{rs(DG, 7)}-{rs(DG, 7)}",
        lambda: f"номер посылки RA{rs(DG, 9)}CN",
    ]
    for fn in T:
        out.append(fn())
        out.append(fn())
    return out


ID_HAND = [
    "Ticket #48213 was merged into #48190, same root cause.",
    "[15:02] priya: order 112-4432917-5520961 arrived damaged\n[15:03] me: ugh, ask for a replacement",
    "Subject: Your receipt #2931-7740\n\nThanks for your purchase. Order total: $42.17.\nQuestions? Reply to this email.",
    "ISBN 978-0-13-468599-1 is the second edition of the Pragmatic Programmer, right?",
    "commit 3f2c9a1e7b4d8c6f0a1b2c3d4e5f60718293a4b5\nAuthor: Jo <jo@example.com>\n\n    fix typo in README",
    "docker: Error response from daemon: manifest for acme/api:1.4.2 not found",
    "The firmware is 4.2.1 build 20240312, serial SN-8F3K2-00917.",
    "Hola, mi pedido número 40021877 llegó incompleto, falta una caja.",
    "Commande n° 7781-FR-2210 : le colis est bloqué à la douane.",
    "Flug LH 2034 nach München hat 40 Minuten Verspätung.",
    "Coordinates of the trailhead: 46.5580, 7.8350 — park there.",
    "Our office number is +1 (415) 555-0172, ext 204.",
    "The Ethereum burn address 0x000000000000000000000000000000000000dEaD holds a lot of tokens.",
    "WETH on mainnet is 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2.",
    "Genesis block hash: 000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f",
    "The empty-string SHA-256 is e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855.",
    "UUID 123e4567-e89b-12d3-a456-426614174000 is the one from the Wikipedia example.",
    "Test card 4242 4242 4242 4242 is Stripe's documented test number, any CVC works in test mode.",
    "IBAN GB82 WEST 1234 5698 7654 32 is the example IBAN everyone uses in docs.",
    "Python 3.12.2 (main, Feb  6 2024, 20:19:44) [Clang 15.0.0] on darwin",
    "Kernel 6.8.0-45-generic #45-Ubuntu SMP PREEMPT_DYNAMIC",
    "ERROR: Could not find a version that satisfies the requirement torch==2.9.9",
    "Your verification request REQ-2025-000318 is being processed.",
    "Model number on the fridge: RF28R7351SR/AA",
    "TK 1980 Istanbul → London, PNR 7QXK2M",
    "the Wi-Fi network name (SSID) is Vodafone-A3F9C2, not the password, the name",
    "The license key format is XXXXX-XXXXX-XXXXX-XXXXX-XXXXX, do you know where it's printed?",
    "My ORCID is 0000-0002-1825-0097.",
    "国际航班 CA 981 明天早上8点起飞",
    "Шифр посылки: LZ123456789CN, пришла в Москву",
    "The ticket ID format changed from T-12345 to TCK-2025-12345.",
    "The public key fingerprint is SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s, verify before connecting.",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl jo@laptop — that's my public key, add it to authorized_keys",
    "Stripe publishable key goes in the frontend; the secret key never does.",
]

FRAMES = [
    "{x}",
    "{x}",
    "[{hh}:{mm}] {who}: {x}",
    "> {x}",
    "fyi {x}",
    "{x} — thanks!",
    "Re: follow-up\n\n{x}\n\nBest, {who}",
    "{ts} INFO {x}",
    "note: {x}",
]


def frame(x):
    who = rng.choice(["ana", "ben", "Kenji", "Fatima", "lukas", "Marie", "Olu", "Zoë"])
    return fill(
        rng.choice(FRAMES),
        x=x,
        who=who,
        hh=f"{rng.randint(7, 23):02d}",
        mm=f"{rng.randint(0, 59):02d}",
        ts=f"2025-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}T0{rng.randint(0, 9)}:00:00Z",
    )


def _dedupe(items):
    seen, out = set(), []
    for t, f in items:
        if t not in seen:
            seen.add(t)
            out.append((t, f))
    return out


def build():
    prov = gen_provider()
    kv = gen_keyvalue()
    lang = gen_language()
    plain = gen_plain()
    mat = gen_material()
    secrets = (
        [(t, "provider") for t in prov]
        + [(t, "keyvalue") for t in kv]
        + [(t, "language") for t in lang]
        + [(t, "plain_value") for t in plain]
        + [(t, "material") for t in mat]
    )
    hand = gen_benign_hand()
    ids = [frame(x) for x in gen_identifiers()] + ID_HAND
    benign = [(t, "hand_written") for t in hand] + [(t, "identifiers") for t in ids]
    return _dedupe(secrets), _dedupe(benign)


HELD_OUT_21_SECRETS, HELD_OUT_21_BENIGN = build()


if __name__ == "__main__":
    from collections import Counter

    for name, data in (
        ("HELD_OUT_21_SECRETS", HELD_OUT_21_SECRETS),
        ("HELD_OUT_21_BENIGN", HELD_OUT_21_BENIGN),
    ):
        c = Counter(f for _, f in data)
        print(f"{name}: {len(data)}")
        if name.endswith("SECRETS"):
            vend = {n.split()[0].split(".")[0] for n in PROVIDER_SAMPLE}
            print(f"  (provider formats sampled: {len(PROVIDER_SAMPLE)}, vendors: {len(vend)})")
        for fam, n in sorted(c.items()):
            print(f"  {fam:14s} {n}")
