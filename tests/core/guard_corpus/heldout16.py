"""Held-out corpus 16 for the secret guard.

Written blind on 2026-12-02 from the issue text only.

Interface:
    HELD_OUT_16_SECRETS: list[tuple[str, str]]   # (text, family)
    HELD_OUT_16_BENIGN:  list[tuple[str, str]]   # (text, family)
Secret families: provider, keyvalue, language, plain_value, material.
Benign families: hand_written, identifiers.
Pure stdlib, deterministic (single module-level RNG).
"""

import base64
import random
import string

R = random.Random(16021202)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
AN = UP + LO + DI
ANL = LO + DI
ANU = UP + DI
B64URL = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def b64(n):
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(n))).decode()


def uuid4():
    h = rs(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{R.choice('89ab')}{h[17:20]}-{h[20:]}"


def strong_pw(n=None):
    n = n or R.randint(12, 20)
    sym = "!@#$%^&*-_+=?~"
    while True:
        p = rs(AN + sym, n)
        if (
            any(c in UP for c in p)
            and any(c in LO for c in p)
            and any(c in DI for c in p)
            and any(c in sym for c in p)
        ):
            return p


def jwt_like():
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = (
        base64.urlsafe_b64encode(
            ('{"sub":"%d","iat":%d}' % (R.randint(10**5, 10**9), R.randint(1.6e9, 1.8e9))).encode()
        )
        .decode()
        .rstrip("=")
    )
    return f"{head}.{body}.{rs(B64URL, 43)}"


# ---------------------------------------------------------------- provider
PROVIDERS = [
    ("AWS", lambda: "AKIA" + rs(ANU.replace("0", "").replace("1", ""), 16)),
    ("AWS STS", lambda: "ASIA" + rs(ANU, 16)),
    ("GitHub fine-grained PAT", lambda: "github_pat_11" + rs(ANU, 20) + "_" + rs(AN, 59)),
    ("GitHub app", lambda: "ghs_" + rs(AN, 36)),
    ("GitHub refresh", lambda: "ghr_" + rs(AN, 36)),
    ("GitLab deploy", lambda: "gldt-" + rs(B64URL, 20)),
    ("GitLab runner", lambda: "glrt-" + rs(B64URL, 20)),
    ("GitLab trigger", lambda: "glptt-" + rs(HEX, 40)),
    ("GitLab CI build", lambda: "glcbt-" + rs(HEX, 2) + "_" + rs(B64URL, 20)),
    ("Slack app", lambda: "xapp-1-A" + rs(ANU, 10) + "-" + rs(DI, 13) + "-" + rs(HEX, 64)),
    (
        "Slack user",
        lambda: "xoxp-" + rs(DI, 12) + "-" + rs(DI, 12) + "-" + rs(DI, 13) + "-" + rs(HEX, 32),
    ),
    (
        "Slack webhook",
        lambda: (
            "https://hooks.slack.com/services/T"
            + rs(ANU, 10)
            + "/B"
            + rs(ANU, 10)
            + "/"
            + rs(AN, 24)
        ),
    ),
    ("Stripe restricted", lambda: "rk_live_51" + rs(AN, 97)),
    ("OpenAI project", lambda: "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)),
    (
        "OpenAI service account",
        lambda: "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74),
    ),
    ("Anthropic", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA"),
    ("Anthropic admin", lambda: "sk-ant-admin01-" + rs(B64URL, 93) + "AA"),
    ("Groq", lambda: "gsk_" + rs(AN, 52)),
    ("Hugging Face", lambda: "hf_" + rs(UP + LO, 34)),
    ("Replicate", lambda: "r8_" + rs(AN, 37)),
    ("Perplexity", lambda: "pplx-" + rs(AN, 48)),
    ("xAI", lambda: "xai-" + rs(AN, 80)),
    ("OpenRouter", lambda: "sk-or-v1-" + rs(HEX, 64)),
    ("Cerebras", lambda: "csk-" + rs(ANL, 48)),
    ("Fireworks", lambda: "fw_" + rs(AN, 24)),
    ("LangSmith", lambda: "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10)),
    ("Langfuse", lambda: "sk-lf-" + uuid4()),
    ("Pinecone", lambda: "pcsk_" + rs(AN, 6) + "_" + rs(AN, 60)),
    ("DigitalOcean", lambda: "dop_v1_" + rs(HEX, 64)),
    ("DigitalOcean OAuth", lambda: "doo_v1_" + rs(HEX, 64)),
    ("Doppler", lambda: "dp.pt." + rs(AN, 43)),
    ("Doppler service", lambda: "dp.st.prd." + rs(AN, 40)),
    ("HashiCorp Vault", lambda: "hvs." + rs(B64URL, 90)),
    ("HashiCorp Vault batch", lambda: "hvb." + rs(B64URL, 138)),
    ("Terraform Cloud", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67)),
    ("Pulumi", lambda: "pul-" + rs(HEX, 40)),
    ("npm", lambda: "npm_" + rs(AN, 36)),
    ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 70)),
    ("RubyGems", lambda: "rubygems_" + rs(HEX, 48)),
    ("NuGet", lambda: "oy2" + rs(ANL, 43)),
    ("Clojars", lambda: "CLOJARS_" + rs(ANL, 60)),
    ("JFrog", lambda: "AKCp" + rs(AN, 69)),
    ("Docker Hub", lambda: "dckr_pat_" + rs(B64URL, 27)),
    ("Shopify admin", lambda: "shpat_" + rs(HEX, 32)),
    ("Shopify shared secret", lambda: "shpss_" + rs(HEX, 32)),
    ("SendGrid", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)),
    ("Brevo", lambda: "xkeysib-" + rs(HEX, 64) + "-" + rs(AN, 16)),
    ("Mailgun", lambda: "key-" + rs(HEX, 32)),
    ("Mailchimp", lambda: rs(HEX, 32) + "-us" + str(R.randint(2, 21))),
    ("Resend", lambda: "re_" + rs(AN, 8) + "_" + rs(AN, 24)),
    ("Twilio", lambda: "SK" + rs(HEX, 32)),
    ("Telnyx", lambda: "KEY0" + rs(HEXU, 31) + "_" + rs(AN, 22)),
    ("Postman", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)),
    ("Linear", lambda: "lin_api_" + rs(AN, 40)),
    ("Notion", lambda: "ntn_" + rs(DI, 11) + rs(AN, 35)),
    ("Atlassian", lambda: "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEXU, 8)),
    ("Bitbucket", lambda: "ATBB" + rs(AN, 32) + rs(HEXU, 8)),
    ("Figma", lambda: "figd_" + rs(B64URL, 40)),
    ("Sentry user", lambda: "sntryu_" + rs(HEX, 64)),
    ("Sentry org", lambda: "sntrys_eyJpYXQiOjE3" + rs(B64URL, 120) + "_" + rs(B64URL, 43)),
    ("Grafana service account", lambda: "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8)),
    ("Grafana cloud", lambda: "glc_eyJvIjoi" + rs(B64URL, 100) + "fQ=="),
    ("New Relic", lambda: "NRAK-" + rs(ANU, 27)),
    ("New Relic insert", lambda: "NRII-" + rs(B64URL, 32)),
    ("Dynatrace", lambda: "dt0c01." + rs(ANU, 24) + "." + rs(ANU, 64)),
    ("Honeycomb", lambda: "hcaik_01" + rs(ANL, 26) + rs(ANL, 32)),
    ("Axiom", lambda: "xaat-" + uuid4()),
    ("PlanetScale", lambda: "pscale_tkn_" + rs(B64URL, 43)),
    ("PlanetScale password", lambda: "pscale_pw_" + rs(B64URL, 43)),
    ("Supabase", lambda: "sbp_" + rs(HEX, 40)),
    ("Supabase secret", lambda: "sb_secret_" + rs(B64URL, 31)),
    ("Neon", lambda: "napi_" + rs(ANL, 64)),
    ("Databricks", lambda: "dapi" + rs(HEX, 32)),
    ("Fly.io", lambda: "fo1_" + rs(B64URL, 43)),
    ("Heroku", lambda: "HRKU-AA" + rs(B64URL, 58)),
    ("Render", lambda: "rnd_" + rs(AN, 32)),
    ("age", lambda: "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58)),
    ("Telegram bot", lambda: str(R.randint(10**8, 10**10 - 1)) + ":AA" + rs(B64URL, 33)),
    ("Square", lambda: "EAAA" + rs(B64URL, 60)),
    ("Square OAuth", lambda: "sq0csp-" + rs(B64URL, 43)),
    ("Flutterwave", lambda: "FLWSECK-" + rs(HEX, 32) + "-X"),
    ("Paystack", lambda: "sk_live_" + rs(HEX, 40)),
    ("Razorpay", lambda: "rzp_live_" + rs(AN, 14)),
    ("EasyPost", lambda: "EZAK" + rs(HEX, 54)),
    ("Shippo", lambda: "shippo_live_" + rs(HEX, 40)),
    ("Duffel", lambda: "duffel_live_" + rs(B64URL, 43)),
    ("Frame.io", lambda: "fio-u-" + rs(B64URL, 64)),
    ("Typeform", lambda: "tfp_" + rs(B64URL, 44) + "_" + rs(B64URL, 14)),
    ("Tailscale", lambda: "tskey-auth-k" + rs(AN, 10) + "CNTRL-" + rs(AN, 33)),
    ("Azure AD", lambda: rs(AN, 3) + "8Q~" + rs(AN + "~._-", 34)),
    ("Google API", lambda: "AIza" + rs(B64URL, 35)),
    ("Google OAuth", lambda: "GOCSPX-" + rs(B64URL, 28)),
    ("Alibaba", lambda: "LTAI" + rs(AN, 20)),
    ("Tencent", lambda: "AKID" + rs(AN, 32)),
    ("Scaleway", lambda: "SCW" + rs(ANU, 17)),
    ("Yandex", lambda: "y0_" + rs(B64URL, 55)),
    ("Okta", lambda: "00" + rs(B64URL, 40)),
    ("1Password service", lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs(B64URL, 200)),
    (
        "1Password secret key",
        lambda: (
            "A3-" + rs(ANU, 6) + "-" + rs(ANU, 6) + "-" + "-".join(rs(ANU, 5) for _ in range(4))
        ),
    ),
    ("Infisical", lambda: "st." + uuid4() + "." + rs(HEX, 32) + "." + rs(HEX, 32)),
    ("Harness", lambda: "pat." + rs(B64URL, 22) + "." + rs(HEX, 24) + "." + rs(AN, 20)),
    ("Buildkite", lambda: "bkua_" + rs(HEX, 40)),
    ("CircleCI", lambda: "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40)),
    ("Octopus Deploy", lambda: "API-" + rs(ANU, 26)),
    ("Prefect", lambda: "pnu_" + rs(AN, 36)),
    ("SonarQube", lambda: "squ_" + rs(HEX, 40)),
    ("Sourcegraph", lambda: "sgp_" + rs(HEX, 16) + "_" + rs(HEX, 40)),
    ("Mapbox", lambda: "sk.eyJ1Ijoi" + rs(AN, 40) + "." + rs(B64URL, 22)),
    ("Airtable", lambda: "pat" + rs(AN, 14) + "." + rs(HEX, 64)),
    ("Contentful", lambda: "CFPAT-" + rs(B64URL, 43)),
    ("Dropbox", lambda: "sl.B" + rs(B64URL, 134)),
    ("ReadMe", lambda: "rdme_" + rs(ANL, 70)),
    ("HubSpot", lambda: "pat-na1-" + uuid4()),
    ("Plaid", lambda: "access-production-" + uuid4()),
    ("Lob", lambda: "live_" + rs(HEX, 35)),
    ("Intra42", lambda: "s-s4t2ud-" + rs(HEX, 64)),
    ("OpenShift", lambda: "sha256~" + rs(B64URL, 43)),
    ("Braintree", lambda: "access_token$production$" + rs(ANL, 16) + "$" + rs(HEX, 32)),
    ("Firebase FCM", lambda: "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)),
    ("Rootly", lambda: "rootly_" + rs(HEX, 64)),
    ("PostHog personal", lambda: "phx_" + rs(AN, 43)),
    ("Clerk", lambda: "sk_live_" + rs(AN, 48)),
    ("Beamer", lambda: "b_" + rs(B64URL, 44)),
    (
        "Prisma Accelerate",
        lambda: (
            "prisma://accelerate.prisma-data.net/?api_key=eyJhbGciOiJIUzI1NiJ9."
            + rs(B64URL, 90)
            + "."
            + rs(B64URL, 43)
        ),
    ),
    ("Cloudinary", lambda: "cloudinary://" + rs(DI, 15) + ":" + rs(B64URL, 27) + "@d" + rs(ANL, 8)),
    (
        "Azure Storage",
        lambda: (
            "DefaultEndpointsProtocol=https;AccountName=st"
            + rs(ANL, 10)
            + ";AccountKey="
            + b64(64)
            + ";EndpointSuffix=core.windows.net"
        ),
    ),
    (
        "Discord webhook",
        lambda: "https://discord.com/api/webhooks/" + rs(DI, 18) + "/" + rs(B64URL, 68),
    ),
    (
        "Microsoft Teams webhook",
        lambda: (
            "https://acme.webhook.office.com/webhookb2/"
            + uuid4()
            + "@"
            + uuid4()
            + "/IncomingWebhook/"
            + rs(HEX, 32)
            + "/"
            + uuid4()
        ),
    ),
    ("Mattermost", lambda: rs(ANL, 26)),
    ("Backblaze B2", lambda: "K005" + rs(B64URL.replace("-", "").replace("_", "+/"), 27)),
    ("Vultr", lambda: rs(ANU, 36)),
    ("Hetzner", lambda: rs(AN, 64)),
    ("Cloudflare origin CA", lambda: "v1.0-" + rs(HEX, 24) + "-" + rs(HEX, 146)),
    ("Adafruit IO", lambda: "aio_" + rs(AN, 28)),
    ("Etsy", lambda: rs(ANL, 24)),
    ("Nightfall", lambda: "NF-" + rs(AN, 32)),
    (
        "Kubernetes SA",
        lambda: (
            "eyJhbGciOiJSUzI1NiIsImtpZCI6I"
            + rs(B64URL, 60)
            + "."
            + rs(B64URL, 180)
            + "."
            + rs(B64URL, 86)
        ),
    ),
    ("Expo", lambda: "expo_" + rs(AN, 40)),
    ("Deno Deploy", lambda: "ddp_" + rs(AN, 36)),
    ("Netlify", lambda: "nfp_" + rs(AN, 36)),
    ("ElevenLabs", lambda: "sk_" + rs(HEX, 48)),
    ("Checkly", lambda: "cu_" + rs(HEX, 32)),
    ("Upstash", lambda: "AX" + rs(AN, 4) + "ASQgN" + rs(B64URL, 60) + "="),
    ("Trigger.dev", lambda: "tr_prod_" + rs(AN, 20)),
    ("Mistral", lambda: rs(AN, 32)),
]
# providers whose token has no distinctive prefix need a vendor word in the sentence
PROVIDER_FRAMES = [
    "here's the {v} key you asked about: {t}",
    "Can you check why {v} keeps returning 401? I'm sending {t} in the header.",
    "my {v} token is {t}, please remember it for the deploy script",
    "I rotated the {v} credentials this morning, new one is {t}",
    "ok so for {v} I just pasted {t} into the settings page and nothing happened",
    "Put this in the CI variables for {v}: {t}",
    "{t} <- that's our {v} key, don't lose it",
    "Use {t} for {v} when you write the curl example.",
    "The {v} integration needs {t}; store it somewhere safe please.",
    "hey, quick one: is {t} a valid {v} token format? it's the one from prod",
    "Found this in an old Slack thread, looks like a {v} key: {t}",
    "For the {v} sandbox I'm using {t} (it's actually the live one lol)",
    "Remember {t} as the {v} access token for the team workspace.",
    "debugging {v}: Authorization: Bearer {t}",
    "could you write a python snippet that calls {v} with api key {t}?",
    "Our {v} account: {t}. The billing admin is Rosa.",
    "I think {t} expired — it was the {v} token we made last sprint.",
    "{v} creds for later → {t}",
    "Please save my {v} key ({t}) so I don't have to dig it up again.",
    "the onboarding doc says to export {t} before running the {v} CLI",
    "can you tell me if {v} tokens like {t} can be scoped to one project?",
    "I'm pasting my {v} token here so you can help: {t}",
    "new {v} key just dropped in my inbox: {t} — what do I do with it?",
    "Took me ages to find it but the {v} secret is {t}",
    "when you configure {v}, the value is {t}",
    "Reminder to self: {v} = {t}",
    "why does {v} reject {t}? I copied it straight from the dashboard",
    "Colleague sent me {t} for {v}, can you store it with the project notes?",
    "For tomorrow's demo the {v} key will be {t}.",
    "I generated {t} in the {v} console a minute ago.",
    "{v}: {t} (staging and prod share it, I know, I know)",
    "Set the {v} token to {t} and re-run the pipeline.",
    "This is the {v} key from the vault export: {t}",
    "So I have {t} from {v} — does it go in the header or the query string?",
    "keep this handy, it's for {v}: {t}",
    "Just to be safe, my {v} token {t} should only be in the .env file right?",
    "The contractor needs {v} access, give them {t}",
    "Pasted wrong thing earlier. Correct {v} token: {t}",
    "In the {v} webhook settings I entered {t} as the signing value.",
    "We got {t} from {v} support after they reset our account.",
    "log line from the {v} client: using credential {t}",
    "The {v} personal access token I made is {t}, scope is read-only I think.",
    "ugh {v} again. token: {t}",
    "Add {t} to the {v} section of my notes please.",
    "FYI the {v} key for the mobile app is {t}",
    "My manager shared {t} for {v}, is it safe to commit it?",
    "{v} dashboard shows this for our key: {t}",
    "I'll need the {v} key later, it's {t}",
]


def gen_provider():
    out = []
    frames = PROVIDER_FRAMES[:]
    for i, (v, g) in enumerate(PROVIDERS):
        out.append((frames[i % len(frames)].format(v=v, t=g()), "provider"))
    R.shuffle(frames)
    for i, (v, g) in enumerate(R.sample(PROVIDERS, 40)):
        out.append((frames[i % len(frames)].format(v=v, t=g()), "provider"))
    return out


# ---------------------------------------------------------------- keyvalue
def kv_value():
    k = R.randrange(8)
    if k == 0:
        return strong_pw()
    if k == 1:
        return rs(AN, R.randint(24, 40))
    if k == 2:  # contains a dot: must not be taken for a code reference
        return rs(AN, 6) + "." + rs(AN, 8) + "." + rs(AN, 5)
    if k == 3:  # starts with '#'
        return "#" + rs(AN, 3) + "!" + rs(AN, 10)
    if k == 4:  # starts with a bracket
        return "[" + rs(AN, 6) + "]" + rs(AN + "%&", 8)
    if k == 5:
        return rs(HEX, 40)
    if k == 6:
        return b64(24)
    return rs(LO, 5) + rs(DI, 3) + rs("!$%", 1) + rs(UP, 4) + rs(DI, 2)


KV_KEYS = [
    "DB_PASSWORD_PROD",
    "PASSWORD1",
    "POSTGRES_PASSWORD",
    "redisPassword",
    "smtp-password",
    "Admin.Password",
    "MYSQL_ROOT_PASSWORD",
    "app_secret_key",
    "StripeSecret",
    "JWT_SIGNING_SECRET",
    "oauthClientSecret",
    "GH_TOKEN_CI",
    "slackBotToken",
    "x-api-key",
    "SENDGRID_API_KEY_V2",
    "AWS_SECRET_ACCESS_KEY",
    "encryption_key_b64",
    "ldapBindPassword",
    "RABBITMQ_DEFAULT_PASS",
    "mqtt_passwd",
    "NEXTAUTH_SECRET",
    "keystorePassword",
    "SIGNING_KEY_PASSPHRASE",
    "wifi_psk",
    "Vault_Token",
    "AUTH_TOKEN__LEGACY",
    "privateKeyPem",
    "sessionSecret2",
    "webhookSigningSecret",
    "api_key_backup",
    "SFTP_PWD",
    "ElasticPassword",
    "registry_auth_token",
    "minio-secret-key",
    "ADMIN_PASSWD_HASHLESS",
    "cookie_secret",
    "db.master.password",
    "TWILIO_AUTH_TOKEN",
    "kafka_sasl_password",
    "Pg__Password",
]

KV_FRAMES = [
    lambda k, v: f"{k}={v}",
    lambda k, v: f'export {k}="{v}"',
    lambda k, v: f"can you check my .env? it has\n{k}={v}\nNODE_ENV=production",
    lambda k, v: f"{k}: '{v}'",
    lambda k, v: f"in values.yaml I have:\ndatabase:\n  host: db.internal\n  {k}: {v}",
    lambda k, v: f'{{"{k}": "{v}", "region": "eu-west-1"}}',
    lambda k, v: f'config.json snippet → "{k}": "{v}",',
    lambda k, v: f'[production]\n{k} = "{v}"',
    lambda k, v: f"my settings.ini:\n[server]\nport = 8443\n{k} = {v}",
    lambda k, v: f"docker run -e {k}={v} myapp:latest — why won't it start?",
    lambda k, v: f"set {k} to {v} in the Heroku config please",
    lambda k, v: f'$env:{k} = "{v}"',
    lambda k, v: f"SET {k}={v}",
    lambda k, v: f'  - name: {k}\n    value: "{v}"',
    lambda k, v: f'{k} := "{v}" // TODO move to vault',
    lambda k, v: f"const {k} = '{v}';",
    lambda k, v: f"{k} = '{v}'  # python settings.py",
    lambda k, v: f"helm install api ./chart --set {k}={v}",
    lambda k, v: f'the line that breaks parsing is `{k}="{v}"`',
    lambda k, v: f"{k}\t{v}",
    lambda k, v: f'<add key="{k}" value="{v}" />',
    lambda k, v: f"<{k}>{v}</{k}>",
    lambda k, v: f'terraform.tfvars:\n{k} = "{v}"',
    lambda k, v: f"ansible vault is annoying so I just wrote {k}: {v} in group_vars",
    lambda k, v: f"kubectl create secret generic app --from-literal={k}={v}",
]

KV_SPECIAL = [
    lambda: (
        f"machine api.heroku.com\n  login rosa@example.org\n  password {rs(HEX, 8)}-{rs(HEX, 4)}-{rs(HEX, 4)}-{rs(HEX, 12)}"
    ),
    lambda: f"my ~/.netrc is `machine ftp.acme-corp.net login deploy password {strong_pw()}`",
    lambda: f"apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: {jwt_like()}",
    lambda: f"kubeconfig has\n    client-key-data: {b64(90)}",
    lambda: (
        f'~/.docker/config.json: {{"auths": {{"registry.gitlab.com": {{"auth": "{base64.b64encode(("deploy:" + strong_pw()).encode()).decode()}"}}}}}}'
    ),
    lambda: (
        f"postgres://app_user:{rs(AN, 18)}@db-prod.c9xk.eu-central-1.rds.amazonaws.com:5432/orders"
    ),
    lambda: (
        f"the connection string is mongodb+srv://admin:{rs(AN, 16)}@cluster0.{rs(ANL, 5)}.mongodb.net/test"
    ),
    lambda: f"redis://default:{rs(AN, 32)}@eu1-fancy-owl-3388.upstash.io:6379",
    lambda: (
        f"Server=tcp:sql-prod.database.windows.net;Database=crm;User ID=sa;Password={strong_pw()};Encrypt=True"
    ),
    lambda: f"amqp://guest:{rs(AN, 14)}@rabbit.internal:5672/",
    lambda: f"mysql -u root -p'{strong_pw()}' -h 10.0.3.12 shop",
    lambda: f"psql --host=db --username=etl --password={rs(AN, 20)} warehouse",
    lambda: f"PGPASSWORD={rs(AN, 16)} pg_dump -h localhost billing > dump.sql",
    lambda: f"sshpass -p '{strong_pw()}' ssh pi@192.168.1.40",
    lambda: f"curl -u admin:{strong_pw()} https://jenkins.internal/api/json",
    lambda: f"docker login -u ci-bot --password {rs(AN, 30)} registry.example.com",
    lambda: f"mongo --username root --password {rs(AN, 22)} --authenticationDatabase admin",
    lambda: f"redis-cli -a {rs(AN, 24)} -h cache.local",
    lambda: f"git clone https://oauth2:{rs(AN, 20)}@gitlab.example.com/team/app.git",
    lambda: f"smtp config: user=noreply@shop.io pass={strong_pw()} host=smtp.zoho.eu",
    lambda: f"ftp://uploader:{rs(AN, 12)}@files.printshop.de/incoming",
    lambda: f"openssl pkcs12 -export -out cert.p12 -passout pass:{strong_pw()}",
    lambda: f'wpa_passphrase HomeNet "{rs(AN, 16)}"',
    lambda: f'[client]\nuser=backup\npassword="{strong_pw()}"',
    lambda: f"spring.datasource.password={kv_value()}",
    lambda: f"DATABASE_URL=mysql://wp:{rs(AN, 18)}@127.0.0.1:3306/wordpress",
    lambda: f"pip install --index-url https://__token__:{rs(AN, 30)}@pypi.internal/simple pkg",
    lambda: (
        f"[default]\naws_access_key_id = AKIA{rs(ANU, 16)}\naws_secret_access_key = {rs(AN + '/+', 40)}"
    ),
    lambda: f"vsftpd user list: uploader:{strong_pw()}",
    lambda: f"in pgpass: db.internal:5432:*:replicator:{rs(AN, 20)}",
]


def gen_keyvalue():
    out = []
    keys = KV_KEYS[:]
    R.shuffle(keys)
    for i in range(50):
        k = keys[i % len(keys)]
        out.append((KV_FRAMES[i % len(KV_FRAMES)](k, kv_value()), "keyvalue"))
    for f in KV_SPECIAL:
        out.append((f(), "keyvalue"))
    return out


# ---------------------------------------------------------------- language
def pin():
    return rs(DI, R.choice([4, 4, 6, 6, 5, 8]))


def passphrase():
    words = [
        "lantern",
        "orbit",
        "cobalt",
        "meadow",
        "walrus",
        "quartz",
        "ember",
        "falcon",
        "tundra",
        "saffron",
        "pixel",
        "harbor",
        "juniper",
        "velvet",
        "gravel",
        "nimbus",
    ]
    return "-".join(R.sample(words, 4)) + str(R.randint(10, 99))


def acode():
    return rs(ANU, 4) + "-" + rs(ANU, 4) + "-" + rs(ANU, 4)


# (language, template, value kind)
LANG = [
    ("es", "Mi contraseña del banco es {v}, apúntala por si la olvido", "pw"),
    ("es", "El PIN de la tarjeta nueva es {v}", "pin"),
    ("fr", "Mon mot de passe Netflix c'est {v}, garde-le quelque part", "pw"),
    ("fr", "le code d'accès de l'immeuble est {v}", "code"),
    ("de", "Mein Passwort für das Firmen-VPN lautet {v}", "pw"),
    ("de", "Die PIN für meine EC-Karte ist {v}, bitte merken", "pin"),
    ("it", "La mia password della posta è {v}", "pw"),
    ("it", "il codice di recupero è {v}", "code"),
    ("pt", "A minha senha do Wi-Fi é {v}", "pw"),
    ("pt-br", "minha senha do gov.br é {v}, salva aí", "pw"),
    ("nl", "Mijn wachtwoord voor DigiD is {v}", "pw"),
    ("nl", "De pincode van de pas is {v}", "pin"),
    ("sv", "Mitt lösenord till jobbmailen är {v}", "pw"),
    ("no", "Passordet mitt til BankID er {v}", "pw"),
    ("da", "Min adgangskode til MitID er {v}", "pw"),
    ("fi", "Salasanani verkkopankkiin on {v}", "pw"),
    ("fi", "PIN-koodini on {v}", "pin"),
    ("is", "Lykilorðið mitt er {v}", "pw"),
    ("pl", "Moje hasło do konta to {v}, zapamiętaj proszę", "pw"),
    ("cs", "Moje heslo do e-mailu je {v}", "pw"),
    ("sk", "Heslo k wifi je {v}", "pw"),
    ("hu", "A jelszavam a netbankhoz: {v}", "pw"),
    ("ro", "Parola mea de la contul de email este {v}", "pw"),
    ("tr", "Şifrem {v}, lütfen bir yere kaydet", "pw"),
    ("tr", "Kartımın PIN kodu {v}", "pin"),
    ("el", "Ο κωδικός πρόσβασής μου είναι {v}", "pw"),
    ("ru", "Мой пароль от почты: {v}", "pw"),
    ("ru", "ПИН-код карты {v}, не забудь", "pin"),
    ("uk", "Мій пароль до Дії — {v}", "pw"),
    ("bg", "Паролата ми за банката е {v}", "pw"),
    ("sr", "Моја лозинка је {v}", "pw"),
    ("hr", "Moja lozinka za e-Građane je {v}", "pw"),
    ("sl", "Moje geslo je {v}", "pw"),
    ("lt", "Mano slaptažodis yra {v}", "pw"),
    ("lv", "Mana parole internetbankai ir {v}", "pw"),
    ("et", "Minu parool on {v}", "pw"),
    ("sq", "Fjalëkalimi im është {v}", "pw"),
    ("mt", "Il-password tiegħi hija {v}", "pw"),
    ("cy", "Fy nghyfrinair yw {v}", "pw"),
    ("ga", "Is é {v} mo phasfhocal", "pw"),
    ("eu", "Nire pasahitza {v} da", "pw"),
    ("ca", "La meva contrasenya és {v}", "pw"),
    ("gl", "O meu contrasinal é {v}", "pw"),
    ("ar", "كلمة المرور الخاصة بي هي {v}", "pw"),
    ("ar", "الرقم السري للبطاقة {v}", "pin"),
    ("he", "הסיסמה שלי היא {v}", "pw"),
    ("fa", "رمز عبور من {v} است", "pw"),
    ("hi", "मेरा पासवर्ड {v} है, इसे याद रखना", "pw"),
    ("hi", "एटीएम पिन {v} है", "pin"),
    ("bn", "আমার পাসওয়ার্ড হলো {v}", "pw"),
    ("ur", "میرا پاس ورڈ {v} ہے", "pw"),
    ("ta", "என் கடவுச்சொல் {v}", "pw"),
    ("th", "รหัสผ่านของฉันคือ {v}", "pw"),
    ("vi", "Mật khẩu của tôi là {v}", "pw"),
    ("vi", "mã PIN thẻ ATM là {v}", "pin"),
    ("id", "Kata sandi email saya {v}", "pw"),
    ("ms", "Kata laluan saya ialah {v}", "pw"),
    ("tl", "Ang password ko sa GCash ay {v}", "pw"),
    ("sw", "Nenosiri langu ni {v}", "pw"),
    ("sw", "PIN yangu ya M-Pesa ni {v}", "pin"),
    ("ja", "私のパスワードは{v}です", "pw"),
    ("ja", "暗証番号は{v}です", "pin"),
    ("zh", "我的密码是{v}，帮我记一下", "pw"),
    ("zh", "银行卡密码：{v}", "pin"),
    ("zh-tw", "我的登入密碼是 {v}", "pw"),
    ("ko", "내 비밀번호는 {v}이야", "pw"),
    ("ko", "카드 비밀번호 {v}", "pin"),
    ("am", "የይለፍ ቃሌ {v} ነው", "pw"),
    ("yo", "Ọ̀rọ̀ aṣínà mi ni {v}", "pw"),
    ("zu", "Iphasiwedi yami ithi {v}", "pw"),
    ("af", "My wagwoord is {v}", "pw"),
    ("ka", "ჩემი პაროლია {v}", "pw"),
    ("hy", "Իմ գաղտնաբառը {v} է", "pw"),
    ("kk", "Менің құпия сөзім {v}", "pw"),
    ("uz", "Mening parolim {v}", "pw"),
    ("az", "Mənim şifrəm {v}", "pw"),
    ("ne", "मेरो पासवर्ड {v} हो", "pw"),
    ("mn", "Миний нууц үг {v}", "pw"),
    ("de", "Passphrase für den Schlüssel: {v}", "phrase"),
    ("fr", "la phrase secrète du coffre est {v}", "phrase"),
    ("es", "código de recuperación: {v}", "code"),
    # English phrasings
    ("en", "{v} is my password for the school portal, in case I forget", "pw"),
    ("en", "{v} — that's the wifi password at the cabin", "pw"),
    ("en", "use {v} as the password for the new admin account", "pw"),
    ("en", "Use {v} as the passphrase when gpg asks", "phrase"),
    ("en", "login: marta.k / {v}", "pw"),
    ("en", "username jdoe88, pass {v}", "pw"),
    ("en", "password：{v}", "pw"),
    ("en", "PIN：{v}", "pin"),
    ("en", "the alarm code for the shop is {v}", "pin"),
    ("en", "Gate access code {v}, then press the bell icon", "code"),
    ("en", "my recovery code for the Proton account is {v}", "code"),
    ("en", "Remember that the garage keypad PIN is {v}", "pin"),
    ("en", "the pw for grandma's tablet is {v}", "pw"),
    ("en", "I changed it to {v} yesterday — the password I mean, for Spotify", "pw"),
    ("en", "Creds: admin / {v}", "pw"),
    ("en", "it asked for a passcode so I typed {v}", "pin"),
    ("en", "The passphrase we agreed on for the vault is {v}", "phrase"),
    ("en", "my phone unlock code is {v}", "pin"),
    ("en", "Voicemail PIN {v}", "pin"),
    ("en", "the master password for Bitwarden: {v}", "pw"),
    ("en", "New password set -> {v}", "pw"),
    ("en", "password should be {v} unless IT reset it again", "pw"),
    ("en", "Can you hold on to my login for the library site? card 2931 and password {v}", "pw"),
    ("en", "Sign in with the email I gave you and {v} as the password.", "pw"),
    ("en", "If the router asks, the admin password is {v}", "pw"),
    ("en", "my debit card pin is {v} btw, my wife needs it tomorrow", "pin"),
]


def lang_value(kind):
    if kind == "pw":
        return strong_pw() if R.random() < 0.7 else rs(LO, 5) + rs(DI, 4) + R.choice("!?#$")
    if kind == "pin":
        return pin()
    if kind == "phrase":
        return passphrase()
    return acode()


def gen_language():
    return [(t.format(v=lang_value(k)), "language") for _, t, k in LANG]


# ---------------------------------------------------------------- plain_value
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]
CONF = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "y": "\u0443",
    "i": "\u0456",
    "s": "\u0455",
    "A": "\u0391",
    "B": "\u0392",
    "E": "\u0395",
    "K": "\u039a",
    "O": "\u039f",
    "T": "\u03a4",
}


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def zw_insert(s):
    chars = list(s)
    for _ in range(R.randint(2, 5)):
        chars.insert(R.randint(1, len(chars) - 1), R.choice(ZW))
    return "".join(chars)


def confuse(s):
    return "".join(CONF.get(c, c) if R.random() < 0.6 else c for c in s)


def spaced(s, g=4):
    return " ".join(s[i : i + g] for i in range(0, len(s), g))


OBF_TOKENS = [
    lambda: "ghp_" + rs(AN, 36),
    lambda: "AKIA" + rs(ANU, 16),
    lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA",
    lambda: "glpat-" + rs(B64URL, 20),
    lambda: "xoxb-" + rs(DI, 12) + "-" + rs(DI, 13) + "-" + rs(AN, 24),
    lambda: "sk_live_" + rs(AN, 24),
    lambda: "hf_" + rs(UP + LO, 34),
    lambda: "npm_" + rs(AN, 36),
    lambda: "dop_v1_" + rs(HEX, 64),
    lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43),
    lambda: "gsk_" + rs(AN, 52),
    lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60),
]

NOWORD_FRAMES = [
    "for the staging box it's {v}, same as last time",
    "ok here: {v}",
    "try {v} and tell me if it lets you in",
    "Sign in as admin, then type {v} at the prompt.",
    "user is deploy and the other thing is {v}",
    "mum, for the laptop it's {v} (capital letters matter)",
    "copy this exactly → {v}",
    "the thing you need for the router is {v}",
    "{v} should get you into the shared drive",
    "paste {v} when it asks, it's the same for the NAS",
    "I wrote it on a sticky note but here it is: {v}",
    "It's {v} — don't share it with the interns",
    "for ssh as root on the pi: {v}",
    "the one for my Gmail is {v}",
    "If it prompts you after the username, enter {v}",
    "dad, the iPad unlocks with {v}",
]

OBF_FRAMES = [
    "my token, spaced so the bot doesn't eat it: {v}",
    "here it is in chunks: {v}",
    "{v}",
    "I typed it like this to be safe: {v}",
    "key (copied from the pdf, weird characters): {v}",
    "is this still valid? {v}",
    "the CI one is {v}",
    "reading it off my other screen: {v}",
]


def gen_plain_value():
    out = []
    for f in NOWORD_FRAMES:
        out.append((f.format(v=strong_pw()), "plain_value"))
    ways = [
        ("spaced", lambda t: spaced(t, R.choice([4, 5, 6]))),
        ("fullwidth", fullwidth),
        ("zw", zw_insert),
        ("conf", confuse),
        ("dash", lambda t: "-".join(t[i : i + 8] for i in range(0, len(t), 8))),
        ("mixed", lambda t: zw_insert(fullwidth(t[: len(t) // 2]) + t[len(t) // 2 :])),
    ]
    i = 0
    for name, fn in ways:
        for j in range(5):
            tok = OBF_TOKENS[(i * 5 + j) % len(OBF_TOKENS)]()
            out.append((OBF_FRAMES[(i + j) % len(OBF_FRAMES)].format(v=fn(tok)), "plain_value"))
        i += 1
    # split across a sentence
    splits = [
        "first half of the github token is ghp_{a} and the rest is {b}",
        "the AWS key starts AKIA{a}, and then ends with {b}",
        "part one: sk-proj-{a} … part two (no space): {b}",
        "I'll send it in two messages. glpat-{a}\n...and the end: {b}",
        "Token = 'xoxb-{a}' + '{b}' in the script",
        "The password is made of two halves, {a} followed by {b}",
        "join these: npm_{a} / {b}",
        "Key prefix hf_{a}, suffix {b}",
    ]
    for s in splits:
        out.append((s.format(a=rs(AN, 18), b=rs(AN, 18)), "plain_value"))
    # password with its word hidden in casual context
    extra = [
        f"the wifi is 'FritzBox-7590' and the key on the sticker is {rs(DI, 20)}",
        f"Lockbox on the door: {pin()} then pull the lever",
        f"for the bike lock, {rs(DI, 4)}, and the safe upstairs is {rs(DI, 6)}",
        f"hotel safe combo {rs(DI, 4)}",
        f"you'll need this to get into my account while I'm away: {strong_pw()}",
        f"admin / {strong_pw()} on https://192.168.0.1",
        f"root:{strong_pw()}",
        f"The Raspberry Pi is pi@10.0.0.7 with {strong_pw()}",
        f"authorization header: Basic {base64.b64encode(('ops:' + strong_pw()).encode()).decode()}",
        f"Authorization: Bearer {jwt_like()}",
        f"X-Api-Key: {rs(AN, 40)}",
        f"it's {fullwidth(strong_pw())}, sorry my keyboard was in fullwidth mode",
        f"the door code is {' '.join(rs(DI, 4))} — each digit separated by spaces",
    ]
    out.extend((e, "plain_value") for e in extra)
    return out


# ---------------------------------------------------------------- material
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actress actual adapt add
addict address adjust admit adult advance advice aerobic affair afford afraid again age agent
agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone
alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger
angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest
arrive arrow art artist artwork ask aspect assault asset assist assume asthma athlete atom attack
attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake
aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo
banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become
beef before begin behave behind believe below belt bench benefit best betray better between beyond
bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind
blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring
borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief
bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo
build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz
cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe
canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash casino
castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement
census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap
check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk
churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever
click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch
coach coast coconut code coffee coil coin collect color column combine come comfort comic common
company concert conduct confirm congress connect consider control convince cook cool copper copy
coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle
craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop
cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard
curious current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash
daughter dawn day deal debate debris decade december decide decline decorate decrease deer defense
define defy degree delay deliver demand demise denial dentist deny depart depend deposit depth
deputy derive describe desert design desk despair destroy detail detect develop device devote
diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct
dirt disagree discover disease dish dismiss disorder display distance divert divide divorce dizzy
doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon
drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during
dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy
edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator
elite else embark embody embrace emerge emotion employ empower empty enable enact end endless
endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter
entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence
estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude
excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose
express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family famous
fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee
feed feel female fence festival fetch fever few fiber fiction field figure file film filter final
find fine finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor
flee flight flip float flock floor flower fluid flush fly foam focus fog foil fold follow food foot
force forest forget fork fortune forum forward fossil foster found fox fragile frame frequent fresh
friend fringe frog front frost frown frozen fruit fuel fun funny furnace fury future gadget gain
galaxy gallery game gap garage garbage garden garlic garment gas gasp gate gather gauge gaze
general genius genre gentle genuine gesture ghost giant gift giggle ginger giraffe girl give glad
glance glare glass glide glimpse globe gloom glory glove glow glue goat goddess gold good goose
gorilla gospel gossip govern gown grab grace grain grant grape grass gravity great green grid grief
grit grocery group grow grunt guard guess guide guilt guitar gun gym habit hair half hammer hamster
hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy hedgehog height
hello helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole holiday
hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human humble
humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill
illegal illness image imitate immense immune impact impose improve impulse inch include income
increase index indicate indoor industry infant inflict inform inhale inherit initial inject injury
inmate inner innocent input inquiry insane insect inside inspire install intact interest into
invest invite involve iron island isolate issue item ivory jacket jaguar jar jazz jealous jeans
jelly jewel job join joke journey joy judge juice jump jungle junior junk just kangaroo keen keep
ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know
lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law lawn
lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length
lens leopard lesson letter level liar liberty library license life lift light like limb limit link
lion liquid list little live lizard load loan lobster local lock logic lonely long loop lottery
loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid
mail main major make mammal man manage mandate mango mansion manual maple marble march margin
marine market marriage mask mass master match material math matrix matter maximum maze meadow mean
measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry
mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle
mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey monster
month moon moral more morning mosquito mother motion motor mountain mouse move movie much muffin
mule multiply muscle museum mushroom music must mutual myself mystery myth naive name napkin narrow
nasty nation nature near neck need negative neglect neither nephew nerve nest net network neutral
never news next nice night noble noise nominee noodle normal north nose notable note nothing notice
novel now nuclear number nurse nut oak obey object oblige obscure observe obtain obvious occur ocean
october odor off offer office often oil okay old olive olympic omit once one onion online only open
opera opinion oppose option orange orbit orchard order ordinary organ orient original orphan
ostrich other outdoor outer output outside oval oven over own owner oxygen oyster ozone""".split()

SEED_FRAMES = [
    "my wallet seed is {s}",
    "Recovery phrase for MetaMask: {s}",
    "can you keep these 12 words safe for me? {s}",
    "Ledger backup words (in order): {s}",
    "{s}\n^ that's the trust wallet mnemonic, pls store",
    'mnemonic = "{s}"',
    "Here's my secret recovery phrase so you can help me restore: {s}",
    "Phantom asked me to write these down: {s}",
    "I'm moving my coins, old seed words were {s}",
    "the words on the card in the drawer: {s}",
    "frase semilla de mi billetera: {s}",
    "Seed-Phrase meiner Wallet: {s}",
]


def seed_phrase():
    return " ".join(R.choice(BIP39) for _ in range(R.choice([12, 12, 24, 18])))


def numbered_seed():
    ws = [R.choice(BIP39) for _ in range(12)]
    return " ".join(f"{i + 1}. {w}" for i, w in enumerate(ws))


def luhn_card(prefix="4", n=16):
    body = prefix + rs(DI, n - len(prefix) - 1)
    tot = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return body + str((10 - tot % 10) % 10)


def pem(kind, nbytes):
    body = b64(nbytes)
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


def gen_material():
    out = []
    for f in SEED_FRAMES:
        out.append((f.format(s=seed_phrase()), "material"))
    out.append(("write down: " + numbered_seed(), "material"))
    out.append(
        (
            "my electrum seed, numbered like the app shows it:\n"
            + numbered_seed().replace(". ", ") "),
            "material",
        )
    )
    # 2FA recovery / backup codes
    gh = lambda: " ".join(f"{rs(HEX, 5)}-{rs(HEX, 5)}" for _ in range(R.randint(4, 8)))
    goog = lambda: "\n".join(f"{rs(DI, 4)} {rs(DI, 4)}" for _ in range(R.randint(4, 10)))
    disc = lambda: ", ".join(rs(ANL, 8) for _ in range(6))
    msft = lambda: "-".join(rs(ANU, 5) for _ in range(5))
    apple = lambda: "-".join(rs(ANU, 4) for _ in range(7))
    codes = [
        f"GitHub recovery codes, save them please: {gh()}",
        f"backup codes for my Google account:\n{goog()}",
        f"Discord 2FA backup codes: {disc()}",
        f"Microsoft recovery code {msft()}",
        f"Apple gave me this recovery key: {apple()}",
        f"2FA backup codes (Proton): {', '.join(rs(ANL, 8) for _ in range(5))}",
        f"save these for me, they're my one-time codes for Binance: {' '.join(rs(DI, 6) for _ in range(5))}",
        f"Códigos de respaldo de Google: {' '.join(rs(DI, 8) for _ in range(4))}",
        f"my Dropbox emergency code is {' '.join(rs(ANL, 4) for _ in range(6))}",
        f"Nextcloud backup codes\n" + "\n".join(rs(AN, 10) for _ in range(5)),
        f"Bitwarden two-step login recovery code: {rs(ANU, 28)}",
        f"Wiederherstellungscodes für 2FA: {gh()}",
    ]
    out.extend((c, "material") for c in codes)
    # TOTP setup keys
    totp = lambda n=32: " ".join(rs(B32, n)[i : i + 4] for i in range(0, n, 4))
    totps = [
        f"the authenticator setup key is {totp().lower()}",
        f"Can't scan the QR, the manual key is {totp()}",
        f"otpauth://totp/ACME:rosa@acme.io?secret={rs(B32, 32)}&issuer=ACME",
        f"TOTP secret for the shared ops account: {totp(16)}",
        f"Enter this key in Google Authenticator: {totp().lower()}",
        f"2FA seed (time based) {rs(B32, 16)}",
        f"Aegis export line: otpauth://totp/GitLab:dev?secret={rs(B32, 26)}&period=30",
        f"clé de configuration 2FA : {totp()}",
        f"for the Authy setup, type {totp(24).lower()} manually",
        f"the setup code under the QR in Okta was {totp()}",
    ]
    out.extend((t, "material") for t in totps)
    # session cookies
    cookies = [
        f"Cookie: sessionid={rs(ANL, 32)}; csrftoken={rs(AN, 64)}",
        f"my browser has connect.sid=s%3A{rs(B64URL, 32)}.{rs(B64URL, 43)} — can you log in as me?",
        f"PHPSESSID={rs(ANL, 26)}",
        f"copied from devtools: laravel_session={b64(120)}",
        f"the _session_id cookie is {rs(HEX, 32)} if you want to reproduce",
        f"Set-Cookie: __Secure-next-auth.session-token={jwt_like()}; Path=/; HttpOnly",
        f"curl -b 'JSESSIONID={rs(HEXU, 32)}' https://intranet.example/app",
        f"here's my auth cookie for the forum: xf_session={rs(B64URL, 32)}",
        f"ASP.NET_SessionId={rs(ANL, 24)}",
        f"cookie `sid={rs(B64URL, 40)}` from the admin panel",
        f"document.cookie shows remember_user_token={b64(60)}",
        f"I'll paste my Netflix cookie NetflixId={rs(AN + '%', 80)}",
    ]
    out.extend((c, "material") for c in cookies)
    # card PIN / CVV
    cards = [
        f"card {luhn_card()} exp 08/29 cvv {rs(DI, 3)}",
        f"Visa ending {rs(DI, 4)}, CVV {rs(DI, 3)}, use it for the flight",
        f"Amex {luhn_card('37', 15)} CID {rs(DI, 4)} exp 11/27",
        f"the security code on the back is {rs(DI, 3)} and the number is {luhn_card('5')}",
        f"my Revolut card: {spaced(luhn_card('5'))}, 03/30, {rs(DI, 3)}",
        f"card PIN {rs(DI, 4)} for the one ending {rs(DI, 4)}",
        f"Mastercard {luhn_card('51')}, CVC {rs(DI, 3)}",
        f"tarjeta {luhn_card()} caducidad 12/28 CVV {rs(DI, 3)}",
        f"CVV2 is {rs(DI, 3)}, expiry 05/28",
        f"pay with {luhn_card()} (exp 01/31, code {rs(DI, 3)})",
    ]
    out.extend((c, "material") for c in cards)
    # private key blocks
    keys = [
        "here's the deploy key:\n"
        + pem("OPENSSH PRIVATE KEY", 300).replace("-----\n", "-----\nb3BlbnNzaC1rZXktdjEAAAAA", 1),
        pem("RSA PRIVATE KEY", 600),
        "can you convert this to PKCS8?\n" + pem("EC PRIVATE KEY", 120),
        pem("PRIVATE KEY", 400),
        "signing key for the release:\n" + pem("PGP PRIVATE KEY BLOCK", 500),
        pem("ENCRYPTED PRIVATE KEY", 300),
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: rosa@laptop\nPublic-Lines: 2\n"
        + b64(51)
        + "\nPrivate-Lines: 1\n"
        + b64(36),
        "age key file:\n# created: 2026-11-30T10:00:00Z\n# public key: age1"
        + rs(BECH, 58)
        + "\nAGE-SECRET-KEY-1"
        + rs(BECH.upper(), 58),
        f"wallet private key (hex): 0x{rs(HEX, 64)}",
        f"WIF for the paper wallet: 5{rs(B58[:], 50)}",
        f"DKIM private key for the domain:\n" + pem("RSA PRIVATE KEY", 400),
        f"Solana keypair: [{','.join(str(R.randint(0, 255)) for _ in range(64))}]",
    ]
    out.extend((k, "material") for k in keys)
    return out


# ---------------------------------------------------------------- benign: hand_written
HAND_WRITTEN = [
    "The secret to a good risotto is patience and warm stock.",
    "Can you keep a secret? I'm planning a surprise party for Lena on Saturday.",
    "My daughter lost her first tooth and the tooth fairy left a token under her pillow.",
    "We bought 20 tokens for the arcade and my son spent them all on air hockey.",
    "Remind me that the key to the shed is under the blue flower pot.",
    "Key takeaway from the meeting: ship the onboarding flow before the holidays.",
    "I finally read 'The Secret Garden' with my niece, she loved the robin.",
    "By the same token, we shouldn't promise a launch date we can't keep.",
    "Bearer bonds were popular in the 1980s action movies I used to watch.",
    "The bearer of this letter is my cousin, she'll pick up the package.",
    "Password managers are worth it; I switched the whole family to one last month.",
    "Our new policy says passwords must be at least 14 characters and no forced rotation.",
    "NIST now recommends against periodic password expiry, which IT finally accepted.",
    "I forgot my password again, so I clicked 'reset' and got a link by email.",
    "What makes a passphrase stronger than a short password with symbols?",
    "Please never store my passwords; I keep them in KeePassXC.",
    "In the novel, the spy's password is 'swordfish', which is such a cliché.",
    "The classic example in Hackers is that everyone's password was 'god'.",
    "Ali Baba's 'open sesame' is probably the oldest password story there is.",
    "My grandpa thinks 'password' is a good password. I'm working on it.",
    "The API key goes in an environment variable, never in the repo — that's what I told the team.",
    "In the tutorial they use YOUR_API_KEY_HERE as a placeholder, just replace it.",
    "I set OPENAI_API_KEY in my shell profile, the code reads it with os.environ.get('OPENAI_API_KEY').",
    "password = os.environ['DB_PASSWORD']  is how the settings file reads it now.",
    "The config line is DB_PASSWORD=${DB_PASSWORD} so docker compose pulls it from the host.",
    "token: ${{ secrets.GITHUB_TOKEN }} is all the workflow needs.",
    "api_key: <redacted>",
    "password: ******** (I redacted it before sharing the log)",
    "The log shows Authorization: Bearer [REDACTED], so the token isn't leaking there.",
    "Set STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxx in your .env.example for new devs.",
    "AWS_SECRET_ACCESS_KEY=<your-secret-here> is what the README template says.",
    "I replaced every credential in the screenshot with XXXX before posting it.",
    "Use `vault kv get secret/payments` to fetch it, don't paste it into chat.",
    "The secret manager rotates the database password every 30 days automatically.",
    "Our secret santa budget is 25 euros this year.",
    "Victoria's Secret had a huge sale but I didn't buy anything.",
    "The password for the escape room puzzle turned out to be the year on the clock.",
    "Key lime pie is my favourite dessert, remember that for my birthday.",
    "The piano's middle C key is sticking, I need to call the tuner.",
    "I lost my car key at the beach yesterday and had to call a locksmith.",
    "The keynote at the conference was about passkeys replacing passwords.",
    "Passkeys use public-key cryptography, so there is no shared secret to phish.",
    "A token bucket algorithm limits the API to 100 requests per minute.",
    "GPT-4 has a context window of many thousand tokens; my prompt was 3,200 tokens.",
    "The tokenizer splits 'unbelievable' into three tokens.",
    "Token ring networks were before my time, my dad used them at work.",
    "Remember: my Wi-Fi network name is 'Casa Miller 5G'. I'll give you the rest in person.",
    "I changed my bank password yesterday and turned on two-factor authentication.",
    "My manager asked everyone to enable 2FA on GitHub by Friday.",
    "I printed my backup codes and put them in the safe, not sharing them here.",
    "Do you think a 6-digit PIN is much safer than a 4-digit one?",
    "The PIN pad at the supermarket was broken so I paid by phone.",
    "My PIN got blocked after three wrong tries, had to visit the branch.",
    "Seed phrases should be written on paper or steel, never photographed.",
    "A BIP-39 mnemonic usually has 12 or 24 words from a 2048-word list.",
    "The word 'abandon' is the first word in the BIP-39 list, fun fact.",
    "My colleague's joke: the best password is the one you never say out loud.",
    "The escape room hint was 'the key is in the painting'.",
    "What is the secret ingredient in Coca-Cola? Nobody really knows.",
    "The Secret History by Donna Tartt is on my reading list for December.",
    "Tokyo has a dessert shop called Secret Garden Café near Shibuya.",
    "Rate limit errors say 'invalid token' even when the real issue is the clock skew.",
    "The error was 'JWT expired', so I just refreshed the session in the app.",
    "OAuth uses an access token and a refresh token; the refresh one lives longer.",
    "The password field in our signup form now shows a strength meter.",
    "Our password policy: 12+ characters, check against breached lists, no hints.",
    "I used the 'forgot password' flow but the email went to spam.",
    "Let's use a placeholder like <PASSWORD> in the docs instead of real values.",
    "In the demo we'll show the login form with the password field masked as ••••••••.",
    "The sample config ships with password: changeme, which we override on install.",
    "Mom's recipe box has a secret compartment for the good recipes.",
    "The keyholder for the office this week is Tomás.",
    "I need a new keycard for the third floor, mine stopped working.",
    "Bearer token auth is simpler than mTLS but less secure, according to the talk.",
    "Could you explain what the 'secret' field in a Kubernetes manifest is for?",
    "The secret scanning alert was a false positive on a test fixture.",
    "We rotated all tokens after the incident; the postmortem is on Confluence.",
    "Ticket to ride is our family's favourite board game.",
    "The key signature of that song is B-flat major.",
    "My thesis is about key exchange protocols, mostly Diffie-Hellman.",
    "In Zelda, you always find the boss key right before the boss door.",
    "The golden ticket in Willy Wonka is the original loot box.",
    "I'm learning the Korean word for password: 비밀번호.",
    "In Spanish 'contraseña' means password, and 'clave' can mean key or password.",
    "Mein Passwort ist sicher im Passwortmanager gespeichert, keine Sorge.",
    "J'ai changé mon mot de passe hier, tout va bien maintenant.",
    "Я забыл пароль от почты, но уже восстановил его через телефон.",
    "パスワードを忘れたので、リセットしました。",
    "我把密码改了，现在用密码管理器保存。",
    "Şifremi unuttum, ama SMS ile yeniledim.",
    "Zapomniałem hasła, ale już je zresetowałem.",
    "The word for secret in Latin is 'secretum'.",
    "Keep the spare house key with Mrs. Patel next door while we're in Lisbon.",
    "The museum had an exhibit on Enigma machines and the daily key sheets.",
    "The encryption key length for AES can be 128, 192 or 256 bits.",
    "Our team uses Sealed Secrets so the cluster decrypts them, not us.",
    "The tutorial says `echo $API_TOKEN | wc -c` to check it's set without printing it.",
    "If `printenv | grep TOKEN` shows nothing, the variable isn't exported.",
    "export GITHUB_TOKEN=$(gh auth token) is what I use in my dotfiles.",
    "Password reset links expire after 15 minutes on our platform.",
    "I gave my kid a 'secret decoder ring' from a cereal box.",
    "The film's twist is that the password was her dog's name all along.",
    "Common passwords like 123456 and qwerty are still top of the breach lists.",
    "The book says 'hunter2' is the most famous joke password on the internet.",
    "Pick a wifi password my grandmother can type, but that isn't guessable.",
    "Do banks ever ask for your full PIN over the phone? (No, they don't.)",
    "Can you remind me to renew my parking permit token at the kiosk?",
    "The subway tokens in New York were replaced by MetroCards in 2003.",
    "I found a Chuck E. Cheese token in my old jacket, nostalgia hit hard.",
    "Her secret weapon in the bake-off was brown butter.",
    "Our recovery plan for the data center includes off-site backups.",
    "My access to the building is 8am to 6pm on weekdays.",
    "The access code feature lets guests book without an account.",
    "The sticker says 'Default password on the back of the router' — I changed it already.",
    "She keyed the song in C so the choir could sing it.",
    "Put 'password123' in the list of banned passwords for the signup validator.",
    "The regex for password strength should require one digit and one uppercase letter.",
    "What's the difference between a salt and a pepper in password hashing?",
    "bcrypt with cost 12 is our default for hashing user passwords.",
    "The scene where he whispers the password 'Friend' at the gates of Moria is iconic.",
    "In our D&D campaign, the thieves' guild password is 'the crow flies at noon'.",
    "'Mellon' is the Elvish word for friend, which opens the Doors of Durin.",
    "The secret handshake at my kid's club involves three fist bumps.",
    "Lock screen shows 'Enter passcode' after every restart, that's normal.",
    "My phone asks for the SIM PIN after airplane mode, is that a bug?",
    "The CVV is the three digits on the back of the card; never share it, the bank said.",
    "I'm writing a blog post about why you shouldn't paste API keys into chatbots.",
    "Our CI masks secrets, so the log shows *** instead of the value.",
    "The password hint said 'first pet', which is a terrible idea.",
    "Tell me a fun fact about keys: the word 'clue' comes from a ball of thread.",
    "I'm saving my gym locker number: 214. The lock is the one with the dial.",
    "The ticket says gate B12, boarding at 14:35.",
    "Key West was beautiful; we saw the sunset at Mallory Square.",
    "My password expired at work so I'll be late to the standup, IT is on it.",
    "The password for the Wi-Fi is on the fridge, I'll show you when you visit.",
    "Is it OK to use the same password for Netflix and Disney+? Probably not, right?",
    "I'm teaching my mom to use a passphrase made of four random words.",
    "The quiz question was: what does PIN stand for? Personal Identification Number.",
    "The secret service protects the president and also investigates counterfeiting.",
    "The token economy in my son's classroom rewards reading with stickers.",
    "Our house key got stuck in the lock, WD-40 fixed it.",
    "Fun fact: the first computer password was used at MIT in 1961 on CTSS.",
    "I keep my passwords in 1Password; the family vault is shared with my wife.",
    "Passwordless login with magic links is what we chose for the MVP.",
    "The 'secret' in client_secret_basic is sent in the Authorization header — I'm studying OAuth.",
    "Please add 'rotate the staging API keys' to my to-do list for Thursday.",
    "The audit found two hardcoded secrets, both were revoked the same day.",
    "My bank's app asks for a 5-digit passcode instead of the card PIN.",
    "The CVV on my new card rubbed off, I'll ask the bank for a replacement.",
    "Don't forget: the recovery codes are in the fireproof box, top shelf.",
    "We named the team Wi-Fi 'PrettyFlyForAWiFi', everyone laughed.",
    "The key to happiness, according to my grandma, is a good nap.",
    "Keyboard shortcut Ctrl+Shift+T reopens the last closed tab.",
    "The treasure map's secret message was written in lemon juice.",
    "Secret Invasion was the Marvel show I didn't finish.",
    "I need a gift idea for my brother who collects old subway tokens.",
    "The docs say the token expires after 3600 seconds, so refresh hourly.",
    "The env var is called SLACK_BOT_TOKEN; the value lives in Doppler, not here.",
    "password_hash = bcrypt.hashpw(password, bcrypt.gensalt()) is the line I'm reviewing.",
    "if (password.length < 12) return 'too short'; — is this check enough?",
    "The login form sends the password over HTTPS only, right?",
    "Our pentest report mentions weak passwords on three printers.",
    "The password 'Tr0ub4dor&3' from the xkcd comic is a famous bad example.",
    "Write a short poem about a dragon guarding a secret key.",
    "Translate 'what is your password?' into Italian for my phishing-awareness slides.",
    "My son asked why his Roblox account needs a PIN; it's for parental settings.",
    "The keys on my laptop are sticky since I spilled tea on them.",
    "'Speak, friend, and enter' — the inscription on the Doors of Durin.",
    "The safe at the hotel was already open, so no code needed.",
    "I've set up Authy and moved all my 2FA accounts from SMS.",
    "Can you summarise the difference between API keys and OAuth tokens for my manager?",
    "The secret to sourdough is a strong starter and a long cold proof.",
    "Remind me to ask Priya where she keeps the spare office key.",
]


# ---------------------------------------------------------------- benign: identifiers
def eth():
    return "0x" + rs(HEX + "ABCDEF", 40)


def isbn13():
    d = "978" + rs(DI, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d))
    return d + str((10 - s % 10) % 10)


def iban_de():
    return "DE" + rs(DI, 2) + " " + " ".join(rs(DI, 4) for _ in range(4)) + " " + rs(DI, 2)


IDENT = [
    lambda: f"Send the USDC to our donation address {eth()}, it's on our public website.",
    lambda: f"The token contract is deployed at {eth()} on Base, verified on the explorer.",
    lambda: f"My public BTC address for tips is bc1q{rs(BECH, 38)}.",
    lambda: f"Solana address for the DAO treasury: {rs(B58, 44)} (public)",
    lambda: (
        f"Order #{rs(DI, 3)}-{rs(DI, 7)}-{rs(DI, 7)} still hasn't shipped, can you remind me tomorrow?"
    ),
    lambda: f"My Zendesk ticket number is {R.randint(100000, 999999)}.",
    lambda: f"Invoice INV-2026-{rs(DI, 5)} was paid on Monday.",
    lambda: f"UPS tracking: 1Z{rs(ANU, 6)}{rs(DI, 10)}",
    lambda: f"The DHL tracking number is {rs(DI, 10)}, it's stuck in Leipzig.",
    lambda: f"USPS says {'9400' + rs(DI, 18)} was delivered to the mailbox.",
    lambda: f"ISBN {isbn13()} is the edition with the translator's notes.",
    lambda: f"Please pay to IBAN {iban_de()}, reference 'Rent November'.",
    lambda: f"Bank reference for the transfer: RF{rs(DI, 2)} {rs(ANU, 4)} {rs(ANU, 4)} {rs(DI, 4)}",
    lambda: f"The SHA-256 of the ISO is {rs(HEX, 64)}, it matches the website.",
    lambda: f"Fixed in commit {rs(HEX, 40)}, see the PR for details.",
    lambda: f"I cherry-picked {rs(HEX, 7)} onto the release branch.",
    lambda: f"The request id in the error page was {uuid4()}.",
    lambda: f"Customer UUID {uuid4()} keeps getting duplicate emails.",
    lambda: (
        f"We upgraded to v{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 99)}-rc.{R.randint(1, 5)} yesterday."
    ),
    lambda: f"The product code on the box is {rs(ANU, 3)}-{rs(DI, 4)}-{rs(ANU, 2)}.",
    lambda: f"Use promo code {rs(ANU, 8)} at checkout for 15% off.",
    lambda: (
        f"Voucher {rs(ANU, 4)}-{rs(ANU, 4)}-{rs(ANU, 4)} gives a free coffee, it's from the newsletter."
    ),
    lambda: (
        f"Gift card code from the company raffle: {rs(ANU, 4)}-{rs(ANU, 4)}-{rs(ANU, 4)}-{rs(ANU, 4)} (already redeemed)"
    ),
    lambda: f"The docker image digest is sha256:{rs(HEX, 64)}.",
    lambda: f"md5 of the file: {rs(HEX, 32)}",
    lambda: f"IPFS CID of the poster: bafybei{rs('abcdefghijklmnopqrstuvwxyz234567', 52)}",
    lambda: (
        f"The Stripe customer id is cus_{rs(AN, 14)} and the payment intent is pi_{rs(AN, 24)}."
    ),
    lambda: f"Price id for the yearly plan: price_1{rs(AN, 23)}",
    lambda: f"AWS account 1234-5678-9012? no, ours is {rs(DI, 12)} in eu-west-1.",
    lambda: f"arn:aws:iam::{rs(DI, 12)}:role/ci-deploy is the role the pipeline assumes.",
    lambda: f"The S3 bucket is s3://acme-logs-{rs(ANL, 8)}/2026/11/",
    lambda: f"Flight booking reference {rs(ANU.replace('0', '').replace('O', ''), 6)}, seat 23C.",
    lambda: f"My library card number is {rs(DI, 14)}, I always forget it.",
    lambda: f"Parcel locker pickup number {rs(DI, 6)} at the Żabka store.",
    lambda: (
        f"The VIN of the car is {rs(ANU.replace('I', '').replace('O', '').replace('Q', ''), 17)}."
    ),
    lambda: f"Serial number on the laptop: {rs(ANU, 10)}",
    lambda: f"GitHub issue #{R.randint(1000, 99999)} describes the same crash.",
    lambda: f"Jira ticket PAY-{R.randint(100, 9999)} is blocked on legal.",
    lambda: f"The Google Analytics ID is G-{rs(ANU, 10)}, it's in the page source anyway.",
    lambda: f"Our Sentry DSN project id is {R.randint(1000000, 9999999)}.",
    lambda: f"Mailchimp audience id {rs(HEX, 10)} is the newsletter list.",
    lambda: f"The Ethereum tx hash is 0x{rs(HEX, 64)}, it confirmed in two blocks.",
    lambda: f"Block {R.randint(18000000, 22000000)} included our transaction.",
    lambda: f"The PGP fingerprint on my website is {' '.join(rs(HEXU, 4) for _ in range(10))}.",
    lambda: f"My SSH public key ends in ...{rs(B64URL, 12)} rosa@laptop, it's on GitHub.",
    lambda: (
        f"The ssh host key fingerprint is SHA256:{rs(B64URL.replace('-', '+').replace('_', '/'), 43)}"
    ),
    lambda: f"The git tag is release-2026.{R.randint(1, 12)}.{R.randint(1, 28)}-{rs(HEX, 7)}",
    lambda: f"Conference room booking ID {rs(ANU, 3)}{rs(DI, 5)}.",
    lambda: f"Prescription number Rx{rs(DI, 8)} is ready at the pharmacy.",
    lambda: f"Member number {rs(DI, 9)} for the climbing gym.",
    lambda: f"Case reference {rs(ANU, 2)}/{rs(DI, 4)}/{rs(DI, 6)} with the tax office.",
    lambda: f"Lot number {rs(ANU, 2)}{rs(DI, 6)} on the baby formula recall list.",
    lambda: f"Amazon order {rs(DI, 3)}-{rs(DI, 7)}-{rs(DI, 7)} is the blender.",
    lambda: (
        f"npm package version {R.randint(1, 20)}.{R.randint(0, 9)}.{R.randint(0, 9)} fixed the build; lockfile integrity sha512-{rs(B64URL.replace('-', '+').replace('_', '/'), 86)}=="
    ),
    lambda: f"The color is #{rs(HEXU, 6)} in the brand guidelines.",
    lambda: f"PostHog project key phc_{rs(AN, 43)} is the public one in the snippet.",
    lambda: f"The EAN barcode reads {rs(DI, 13)}.",
    lambda: f"Discount code SPRING{R.randint(10, 50)}-{rs(ANU, 4)} expires Sunday.",
    lambda: f"Kubernetes pod api-{rs(ANL, 10)}-{rs(ANL, 5)} keeps restarting.",
    lambda: f"The SWIFT code of my bank is {rs(UP, 4)}DE{rs(ANU, 2)}XXX.",
    lambda: f"Steam friend code {rs(DI, 9)}, add me!",
    lambda: f"The Nintendo friend code is SW-{rs(DI, 4)}-{rs(DI, 4)}-{rs(DI, 4)}.",
    lambda: f"Ticket confirmation for the concert: {rs(ANU, 3)}{rs(DI, 7)}.",
    lambda: f"The ORCID of the author is 0000-000{R.randint(1, 3)}-{rs(DI, 4)}-{rs(DI, 4)}.",
    lambda: (
        f"DOI 10.{R.randint(1000, 9999)}/{rs(ANL, 6)}.{R.randint(2010, 2026)}.{rs(DI, 5)} is the paper I meant."
    ),
    lambda: f"The Wi-Fi SSID at the office is ACME-Guest-{rs(DI, 3)}.",
    lambda: f"Hotel confirmation number {rs(DI, 10)}, check-in after 3pm.",
    lambda: f"The MAC address of the printer is {':'.join(rs(HEXU, 2) for _ in range(6))}.",
    lambda: (
        f"Server 10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)} is the staging DB host."
    ),
    lambda: f"The build number was {R.randint(10000, 99999)}, artifact hash {rs(HEX, 12)}.",
    lambda: f"Referral code {rs(ANU, 6)} gets both of us a month free, share it around!",
    lambda: f"The coupon CODE{rs(DI, 4)}OFF didn't work at checkout.",
    lambda: f"Bitcoin tx id {rs(HEX, 64)} finally has 6 confirmations.",
    lambda: f"Etherscan shows the ENS name resolves to {eth()}.",
    lambda: f"The NFT token id is {R.randint(1, 10**6)} in contract {eth()}.",
    lambda: f"Bank transfer reference: {rs(ANU, 3)}{rs(DI, 9)} (shows on the statement).",
    lambda: f"Cheque number {rs(DI, 6)} cleared on the 3rd.",
    lambda: f"Our company registration number is HRB {R.randint(10000, 999999)}.",
    lambda: f"VAT ID DE{rs(DI, 9)} goes on every invoice.",
    lambda: f"The firmware build id is {rs(HEX, 16)}; the changelog lists it.",
    lambda: f"The Notion page id is {rs(HEX, 32)}, it's in the URL.",
    lambda: f"The YouTube video id is {rs(B64URL, 11)}, timestamp 4:32.",
    lambda: f"Spotify playlist 37i9dQZF1{rs(AN, 13)} is my running mix.",
    lambda: f"Google Drive folder id 1{rs(B64URL, 32)} has the photos.",
    lambda: f"The Slack channel id is C{rs(ANU, 10)}.",
    lambda: f"The container id is {rs(HEX, 12)} when I run docker ps.",
    lambda: f"Terraform state lock id {uuid4()} is stuck, need to force-unlock.",
    lambda: f"The Azure subscription id is {uuid4()} (not secret, just long).",
    lambda: f"The GCP project is acme-prod-{R.randint(100000, 999999)}.",
    lambda: f"The order confirmation code is {rs(ANU, 8)}; the courier asked for it.",
    lambda: f"Postal code 10{rs(DI, 3)}, apartment 4B.",
    lambda: f"Patient ID {rs(DI, 8)} at the clinic (for booking only).",
    lambda: f"The train ticket number is {rs(DI, 13)}, carriage 7.",
    lambda: f"Passport application reference {rs(ANU, 2)}{rs(DI, 7)} — status check next week.",
    lambda: f"The git blob hash is {rs(HEX, 40)} and the tree is {rs(HEX, 40)}.",
    lambda: f"ULID for the event: 01{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)}",
    lambda: f"The Keybase proof hash is {rs(HEX, 64)}.",
    lambda: f"The public key in the JWKS has kid {rs(B64URL, 43)}.",
    lambda: f"Chassis number {rs(ANU, 3)}{rs(DI, 9)}",
    lambda: f"PR https://github.com/acme/api/pull/{R.randint(100, 9999)} merged as {rs(HEX, 12)}.",
]


def gen_identifiers():
    out = [(f(), "identifiers") for f in IDENT]
    extra = R.sample(IDENT, 50)
    out.extend((f(), "identifiers") for f in extra)
    return out


def _build():
    sec = gen_provider() + gen_keyvalue() + gen_language() + gen_plain_value() + gen_material()
    ben = [(t, "hand_written") for t in HAND_WRITTEN] + gen_identifiers()
    seen, s2, b2 = set(), [], []
    for lst, dst in ((sec, s2), (ben, b2)):
        for t, f in lst:
            if t not in seen:
                seen.add(t)
                dst.append((t, f))
    return s2, b2


HELD_OUT_16_SECRETS, HELD_OUT_16_BENIGN = _build()

if __name__ == "__main__":
    from collections import Counter

    for name, lst in (("secrets", HELD_OUT_16_SECRETS), ("benign", HELD_OUT_16_BENIGN)):
        c = Counter(f for _, f in lst)
        print(f"{name}: {len(lst)}")
        for k, v in sorted(c.items()):
            print(f"  {k}: {v}")
    allt = [t for t, _ in HELD_OUT_16_SECRETS + HELD_OUT_16_BENIGN]
    print("duplicate texts:", len(allt) - len(set(allt)))
