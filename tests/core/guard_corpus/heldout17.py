"""Blind held-out corpus 17 for the secret guard (written without seeing the rules).

HELD_OUT_17_SECRETS: list[(text, family)]
HELD_OUT_17_BENIGN:  list[(text, family)]

Pure stdlib, deterministic (seed 17021202).
"""

import base64
import random
import string

SEED = 17021202
rng = random.Random(SEED)

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = LOW + UP + DIG
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def r(chars, n):
    return "".join(rng.choice(chars) for _ in range(n))


def an(n):
    return r(ALNUM, n)


def hx(n):
    return r(HEX, n)


def HX(n):
    return r(HEX.upper(), n)


def dg(n):
    return r(DIG, n)


def up(n):
    return r(UP + DIG, n)


def uuid4():
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def b64url(n):
    return r(URLSAFE, n)


def jwt():
    def enc(s):
        return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")

    hdr = enc('{"alg":"HS256","typ":"JWT"}')
    body = enc('{"sub":"%s","iat":%d,"role":"admin"}' % (dg(8), 1700000000 + rng.randint(0, 9**7)))
    return f"{hdr}.{body}.{b64url(43)}"


def strong_pw(n=None):
    n = n or rng.randint(12, 20)
    pool = ALNUM + "!@#$%^&*.-_+=?~"
    while True:
        s = r(pool, n)
        if any(c in DIG for c in s) and any(c in UP for c in s) and any(c in LOW for c in s):
            return s


WORDS_MEM = [
    "Tromb0ne",
    "Maple",
    "Sunflower",
    "Kangaroo",
    "Pistachio",
    "Velvet",
    "Gravy",
    "Lighthouse",
    "Mango",
    "Otter",
    "Blueberry",
    "Cactus",
    "Nebula",
    "Pickle",
    "Walrus",
    "Saffron",
    "Tundra",
    "Biscuit",
    "Falcon",
    "Juniper",
    "Marzipan",
    "Harbor",
    "Zeppelin",
    "Quokka",
    "Tangerine",
    "Basil",
    "Comet",
    "Paprika",
]


def mem_pw():
    a, b = rng.sample(WORDS_MEM, 2)
    sym = rng.choice("!#$%&*?@.")
    shape = rng.randint(0, 4)
    if shape == 0:
        return f"{a}{sym}{b}{dg(2)}"
    if shape == 1:
        return f"{a.lower()}-{b.lower()}-{dg(3)}{sym}"
    if shape == 2:
        return f"{a}{dg(4)}{sym}"
    if shape == 3:
        return f"{dg(2)}{a}{sym}{b.lower()}"
    return f"{a[:4]}{sym}{b}{sym}{dg(3)}"


def pick(seq):
    return rng.choice(seq)


# ----------------------------------------------------------------------------
# provider tokens
# ----------------------------------------------------------------------------

PROVIDERS = [
    ("AWS access key", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + r(UP + "234567", 16)),
    ("AWS session key", "AWS_ACCESS_KEY_ID", lambda: "ASIA" + r(UP + "234567", 16)),
    ("GitHub PAT", "GITHUB_TOKEN", lambda: "ghp_" + an(36)),
    ("GitHub fine-grained PAT", "GH_TOKEN", lambda: "github_pat_11" + up(20) + "_" + an(59)),
    ("GitHub OAuth token", "GITHUB_OAUTH", lambda: "gho_" + an(36)),
    ("GitHub app token", "GH_APP_TOKEN", lambda: "ghs_" + an(36)),
    ("GitHub refresh token", "GH_REFRESH", lambda: "ghr_" + an(36)),
    ("GitLab PAT", "GITLAB_TOKEN", lambda: "glpat-" + b64url(20)),
    ("GitLab pipeline trigger", "GITLAB_TRIGGER", lambda: "glptt-" + hx(40)),
    ("GitLab runner token", "RUNNER_TOKEN", lambda: "glrt-" + b64url(20)),
    ("GitLab deploy token", "GITLAB_DEPLOY", lambda: "gldt-" + b64url(20)),
    ("Slack bot token", "SLACK_BOT_TOKEN", lambda: f"xoxb-{dg(12)}-{dg(13)}-{an(24)}"),
    ("Slack user token", "SLACK_TOKEN", lambda: f"xoxp-{dg(12)}-{dg(12)}-{dg(13)}-{hx(32)}"),
    ("Slack app token", "SLACK_APP_TOKEN", lambda: f"xapp-1-A{up(10)}-{dg(13)}-{hx(64)}"),
    (
        "Slack webhook",
        "SLACK_WEBHOOK_URL",
        lambda: f"https://hooks.slack.com/services/T{up(8)}/B{up(10)}/{an(24)}",
    ),
    ("Stripe secret key", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + an(96)),
    ("Stripe restricted key", "STRIPE_RK", lambda: "rk_live_51" + an(96)),
    ("Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + an(32)),
    (
        "OpenAI project key",
        "OPENAI_API_KEY",
        lambda: "sk-proj-" + b64url(74) + "T3BlbkFJ" + b64url(74),
    ),
    ("OpenAI legacy key", "OPENAI_KEY", lambda: "sk-" + an(20) + "T3BlbkFJ" + an(20)),
    ("Anthropic key", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + b64url(93) + "AA"),
    ("Anthropic admin key", "ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + b64url(93) + "AA"),
    ("Google API key", "GOOGLE_API_KEY", lambda: "AIza" + b64url(35)),
    ("Google OAuth client secret", "GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + b64url(28)),
    ("Google OAuth refresh token", "GOOGLE_REFRESH_TOKEN", lambda: "1//0" + b64url(100)),
    ("Twilio API key", "TWILIO_API_KEY", lambda: "SK" + hx(32)),
    ("SendGrid key", "SENDGRID_API_KEY", lambda: "SG." + b64url(22) + "." + b64url(43)),
    ("Mailgun key", "MAILGUN_API_KEY", lambda: "key-" + hx(32)),
    ("Mailchimp key", "MAILCHIMP_KEY", lambda: hx(32) + "-us" + str(rng.randint(1, 21))),
    ("npm token", "NPM_TOKEN", lambda: "npm_" + an(36)),
    ("PyPI token", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + b64url(120)),
    ("Shopify admin token", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32)),
    ("Shopify shared secret", "SHOPIFY_SECRET", lambda: "shpss_" + hx(32)),
    ("DigitalOcean PAT", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64)),
    ("DigitalOcean OAuth", "DO_OAUTH", lambda: "doo_v1_" + hx(64)),
    (
        "Discord bot token",
        "DISCORD_TOKEN",
        lambda: rng.choice("MN") + an(23) + "." + b64url(6) + "." + b64url(38),
    ),
    (
        "Telegram bot token",
        "TELEGRAM_BOT_TOKEN",
        lambda: f"{rng.randint(100000000, 7999999999)}:AA{b64url(33)}",
    ),
    ("Vault token", "VAULT_TOKEN", lambda: "hvs." + b64url(90)),
    ("Vault batch token", "VAULT_BATCH", lambda: "hvb." + b64url(138)),
    ("Terraform Cloud token", "TFE_TOKEN", lambda: an(14) + ".atlasv1." + an(67)),
    ("Doppler token", "DOPPLER_TOKEN", lambda: "dp.pt." + an(43)),
    ("Databricks token", "DATABRICKS_TOKEN", lambda: "dapi" + hx(32)),
    ("Linear API key", "LINEAR_API_KEY", lambda: "lin_api_" + an(40)),
    ("Notion integration secret", "NOTION_TOKEN", lambda: "ntn_" + dg(11) + an(35)),
    ("Notion legacy secret", "NOTION_KEY", lambda: "secret_" + an(43)),
    ("Atlassian API token", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + b64url(170) + "=" + HX(8)),
    ("Grafana cloud token", "GRAFANA_TOKEN", lambda: "glc_" + an(80)),
    ("Grafana service account", "GRAFANA_SA_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8)),
    ("New Relic user key", "NEW_RELIC_API_KEY", lambda: "NRAK-" + up(27)),
    ("New Relic insert key", "NEW_RELIC_INSERT_KEY", lambda: "NRII-" + b64url(32)),
    ("Sentry user token", "SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64)),
    ("Sentry org token", "SENTRY_ORG_TOKEN", lambda: "sntrys_eyJpYXQiOjE3" + an(60) + "_" + an(43)),
    ("PlanetScale token", "PLANETSCALE_TOKEN", lambda: "pscale_tkn_" + b64url(43)),
    ("PlanetScale password", "PLANETSCALE_PW", lambda: "pscale_pw_" + b64url(43)),
    ("Postman API key", "POSTMAN_API_KEY", lambda: f"PMAK-{hx(24)}-{hx(34)}"),
    ("Pulumi token", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40)),
    ("Hugging Face token", "HF_TOKEN", lambda: "hf_" + r(LOW + UP, 34)),
    ("Replicate token", "REPLICATE_API_TOKEN", lambda: "r8_" + an(37)),
    ("Groq key", "GROQ_API_KEY", lambda: "gsk_" + an(52)),
    ("Perplexity key", "PPLX_API_KEY", lambda: "pplx-" + an(48)),
    ("xAI key", "XAI_API_KEY", lambda: "xai-" + an(80)),
    ("Heroku API key", "HEROKU_API_KEY", lambda: "HRKU-AA" + b64url(58)),
    ("Fly.io token", "FLY_API_TOKEN", lambda: "FlyV1 fm2_" + b64url(180)),
    (
        "age secret key",
        "AGE_KEY",
        lambda: "AGE-SECRET-KEY-1" + r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
    ),
    ("Square access token", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + b64url(60)),
    ("Square OAuth secret", "SQUARE_OAUTH", lambda: "sq0csp-" + b64url(43)),
    ("Dropbox token", "DROPBOX_TOKEN", lambda: "sl." + b64url(135)),
    ("Adobe client secret", "ADOBE_CLIENT_SECRET", lambda: "p8e-" + an(32)),
    ("Alibaba access key", "ALIBABA_AK", lambda: "LTAI" + an(20)),
    (
        "Azure AD client secret",
        "AZURE_CLIENT_SECRET",
        lambda: an(3) + "8Q~" + r(URLSAFE + ".~", 34),
    ),
    ("Azure storage key", "AZURE_STORAGE_KEY", lambda: r(B64, 86) + "=="),
    ("Contentful PAT", "CONTENTFUL_TOKEN", lambda: "CFPAT-" + b64url(43)),
    ("Flutterwave secret", "FLW_SECRET_KEY", lambda: f"FLWSECK_TEST-{hx(32)}-X"),
    ("EasyPost key", "EASYPOST_API_KEY", lambda: "EZAK" + an(54)),
    ("Duffel token", "DUFFEL_TOKEN", lambda: "duffel_live_" + b64url(43)),
    ("Dynatrace token", "DT_API_TOKEN", lambda: f"dt0c01.{up(24)}.{up(64)}"),
    ("Clojars token", "CLOJARS_TOKEN", lambda: "CLOJARS_" + r(LOW + DIG, 60)),
    ("Okta token", "OKTA_API_TOKEN", lambda: "00" + b64url(40)),
    (
        "1Password service account",
        "OP_SERVICE_ACCOUNT_TOKEN",
        lambda: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + b64url(120),
    ),
    ("Prefect key", "PREFECT_API_KEY", lambda: "pnu_" + an(36)),
    ("ReadMe key", "README_API_KEY", lambda: "rdme_" + r(LOW + DIG, 70)),
    ("RubyGems key", "GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48)),
    ("Brevo key", "BREVO_API_KEY", lambda: f"xkeysib-{hx(64)}-{an(16)}"),
    ("Shippo token", "SHIPPO_TOKEN", lambda: "shippo_live_" + hx(40)),
    ("Sourcegraph token", "SRC_ACCESS_TOKEN", lambda: "sgp_" + hx(16) + "_" + hx(40)),
    ("Typeform token", "TYPEFORM_TOKEN", lambda: "tfp_" + b64url(44) + "_" + b64url(14)),
    ("Supabase PAT", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40)),
    ("Supabase secret key", "SUPABASE_SECRET", lambda: "sb_secret_" + b64url(31)),
    ("Vercel token", "VERCEL_TOKEN", lambda: "vcp_" + an(56)),
    ("JFrog token", "ARTIFACTORY_TOKEN", lambda: "AKCp" + an(69)),
    ("Harness PAT", "HARNESS_TOKEN", lambda: f"pat.{b64url(22)}.{hx(24)}.{an(20)}"),
    ("Infracost key", "INFRACOST_API_KEY", lambda: "ico-" + an(32)),
    ("Octopus Deploy key", "OCTOPUS_API_KEY", lambda: "API-" + up(26)),
    ("Mapbox secret token", "MAPBOX_SECRET", lambda: "sk.eyJ1Ijoi" + an(50) + "." + b64url(22)),
    ("Buildkite token", "BUILDKITE_TOKEN", lambda: "bkua_" + hx(40)),
    ("Docker Hub PAT", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + b64url(27)),
    ("Airtable PAT", "AIRTABLE_TOKEN", lambda: "pat" + an(14) + "." + hx(64)),
    ("Razorpay key", "RAZORPAY_KEY", lambda: "rzp_live_" + an(14)),
    ("Paystack secret", "PAYSTACK_SECRET", lambda: "sk_live_" + hx(40)),
    (
        "Braintree token",
        "BRAINTREE_TOKEN",
        lambda: f"access_token$production${r(LOW + DIG, 16)}${hx(32)}",
    ),
    ("Resend key", "RESEND_API_KEY", lambda: "re_" + an(8) + "_" + an(24)),
    (
        "Twitter bearer",
        "TWITTER_BEARER_TOKEN",
        lambda: "AAAAAAAAAAAAAAAAAAAAA" + an(30) + "%3D" + an(50),
    ),
    ("Facebook token", "FB_ACCESS_TOKEN", lambda: "EAAG" + an(150)),
    ("Cloudflare origin CA key", "CF_ORIGIN_CA_KEY", lambda: "v1.0-" + hx(24) + "-" + hx(146)),
    ("Frame.io token", "FRAMEIO_TOKEN", lambda: "fio-u-" + b64url(64)),
    ("CircleCI PAT", "CIRCLECI_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40)),
    ("LaunchDarkly key", "LD_SDK_KEY", lambda: "sdk-" + uuid4()),
    ("Plaid access token", "PLAID_ACCESS_TOKEN", lambda: "access-production-" + uuid4()),
    ("Scalingo token", "SCALINGO_TOKEN", lambda: "tk-us-" + b64url(48)),
    ("Beamer key", "BEAMER_API_KEY", lambda: "b_" + b64url(44)),
    ("Render key", "RENDER_API_KEY", lambda: "rnd_" + an(32)),
    ("Mistral key", "MISTRAL_API_KEY", lambda: an(32)),
    ("DeepSeek key", "DEEPSEEK_API_KEY", lambda: "sk-" + hx(32)),
    ("Cohere key", "COHERE_API_KEY", lambda: an(40)),
]

PROVIDER_WRAPS = [
    "here's the {name} for staging: {v}",
    "{ENV}={v}",
    'export {ENV}="{v}"',
    "ok pasted the new {name} -> {v} (old one is revoked)",
    "`{v}` ← that's the prod one, pls don't post it in #general",
    "can u add this to the CI secrets? {v}",
    "remember my {name}: {v}",
    '{{"{env_l}": "{v}"}}',
    "{env_l}: {v}",
    "Rotated it this morning, new value is {v} — update your .env",
    "fyi the {name} we use for the bot is {v}",
    "{v}\n^ {name}, expires in 90 days",
    "lol i almost committed this: {v}",
    "Hey! For the demo tomorrow use {v} as the {name}.",
    "pls save: {name} = {v}",
    "docker run -e {ENV}={v} myorg/worker:latest",
    'curl -H "Authorization: Bearer {v}" https://api.example-svc.io/v1/me',
    '- name: {ENV}\n  value: "{v}"',
    "the token (prod!!) {v} thx 🙏",
    "Meine {name}: {v}",
    "new key just dropped 😅 {v}",
    "setx {ENV} {v}",
    "$env:{ENV} = '{v}'",
    "[default]\n{env_l} = {v}",
]


def provider_secrets():
    out = []
    for name, env, gen in PROVIDERS:
        v = gen()
        tmpl = pick(PROVIDER_WRAPS)
        out.append(tmpl.format(name=name, v=v, ENV=env, env_l=env.lower()))
    # second pass with different wrapper for a subset
    for name, env, gen in rng.sample(PROVIDERS, 30):
        v = gen()
        tmpl = pick(PROVIDER_WRAPS)
        out.append(tmpl.format(name=name, v=v, ENV=env, env_l=env.lower()))
    # some hand-written ones with multiple items / prose
    ak = "AKIA" + r(UP + "234567", 16)
    out.append(f"aws creds for the backup bucket\naccess key {ak}\nsecret {r(B64, 40)}")
    out.append(f"postgres://app_user:{strong_pw(18)}@db-prod-3.internal:5432/orders")
    out.append(
        f"mongodb+srv://admin:{an(16)}@cluster0.{r(LOW + DIG, 5)}.mongodb.net/?retryWrites=true"
    )
    out.append(
        f"redis://default:{an(32)}@redis-{dg(5)}.c1.us-east-1.ec2.cloud.redislabs.com:{dg(5)}"
    )
    out.append(f"cloudinary://{dg(15)}:{b64url(27)}@my-shop")
    out.append(
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
        + r(B64, 70)
        + "\n"
        + r(B64, 70)
        + "\n-----END OPENSSH PRIVATE KEY-----"
    )
    out.append(
        "my deploy key, keep it somewhere safe:\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA"
        + r(B64, 48)
        + "\n"
        + r(B64, 64)
        + "\n"
        + r(B64, 64)
        + "\n-----END RSA PRIVATE KEY-----"
    )
    out.append(f"Authorization: Bearer {jwt()}")
    out.append(f"the admin JWT for the staging api is {jwt()} (valid till friday)")
    out.append(f"[Interface]\nPrivateKey = {r(B64, 43)}=\nAddress = 10.8.0.2/24")
    return out


# ----------------------------------------------------------------------------
# key/value lines
# ----------------------------------------------------------------------------

KV_KEYS = [
    "DB_PASSWORD_PROD",
    "PASSWORD1",
    "MYSQL_ROOT_PASSWORD",
    "postgresPassword",
    "smtp_pass",
    "RABBITMQ_DEFAULT_PASS",
    "admin-password",
    "AppSecret",
    "client_secret",
    "JWT_SIGNING_SECRET",
    "api_key_live",
    "X-Api-Key",
    "secretKey",
    "ldap.bind.password",
    "spring.datasource.password",
    "REDIS_PASSWD",
    "ftp_pwd",
    "WIFI_PSK",
    "encryption_key",
    "master_key",
    "SESSION_SECRET",
    "auth_token",
    "accessToken",
    "private_key_pass",
    "keystore.password",
    "PG_PASS",
    "Passphrase",
    "ADMIN_PW",
    "db.pass",
    "MINIO_SECRET_KEY",
    "webhookSecret",
    "pwd",
]


def kv_value():
    k = rng.randint(0, 6)
    if k == 0:
        return strong_pw()
    if k == 1:
        return an(rng.randint(20, 40))
    if k == 2:
        return mem_pw()
    if k == 3:
        return "#" + strong_pw(14)  # starts with '#'
    if k == 4:
        return "[" + an(6) + "]." + an(8) + "!" + dg(2)  # starts with bracket / contains dot
    if k == 5:
        return an(6) + "." + an(7) + "." + dg(4)  # dotted
    return hx(32)


def kv_secrets():
    out = []
    F = [
        lambda k, v: f"{k}={v}",
        lambda k, v: f'{k.upper()}="{v}"',
        lambda k, v: f"export {k.upper().replace('.', '_').replace('-', '_')}='{v}'",
        lambda k, v: f"{k}: {v}",
        lambda k, v: f'  {k}: "{v}"',
        lambda k, v: f'{{"{k}": "{v}", "host": "db.internal"}}',
        lambda k, v: f'[database]\nuser = "svc"\n{k.lower()} = "{v}"',
        lambda k, v: f'<add key="{k}" value="{v}" />',
        lambda k, v: f"<{k}>{v}</{k}>",
        lambda k, v: f"{k} = {v}  # prod, don't touch",
        lambda k, v: f"set {k}={v}",
        lambda k, v: f"$config['{k}'] = '{v}';",
        lambda k, v: f"define('{k.upper()}', '{v}');",
        lambda k, v: f"{k}::{v}",
        lambda k, v: f"{k} -> {v}",
        lambda k, v: f"ENV {k.upper().replace('.', '_').replace('-', '_')} {v}",
        lambda k, v: f'variable "{k.lower()}" {{ default = "{v}" }}',
        lambda k, v: f"`{k}={v}`",
        lambda k, v: f"in .env.local i have {k}={v} btw",
        lambda k, v: f"| {k} | `{v}` |",
    ]
    for k in KV_KEYS:
        out.append(pick(F)(k, kv_value()))
    for _ in range(20):
        out.append(pick(F)(pick(KV_KEYS), kv_value()))
    # specific config formats, hand-written
    out.append(f"machine api.heroku.com\n  login ops@acme.dev\n  password {an(36)}")
    out.append(f"machine ftp.example-host.net login backup password {strong_pw()}")
    auth = base64.b64encode(f"deploybot:{strong_pw(16)}".encode()).decode()
    out.append(f'{{"auths": {{"registry.acme.io": {{"auth": "{auth}"}}}}}}')
    out.append(f"users:\n- name: admin\n  user:\n    token: {b64url(48)}")
    out.append(f"users:\n- name: ci\n  user:\n    client-key-data: {r(B64, 80)}")
    out.append(f"mysql -u root -p'{strong_pw()}' -h 10.0.3.14 shop")
    out.append(f'psql "host=pg1 user=report password={strong_pw(14)} dbname=bi"')
    out.append(f"sshpass -p '{mem_pw()}' ssh pi@192.168.1.40")
    out.append(f"curl -u admin:{strong_pw(15)} https://jenkins.acme.dev/api/json")
    out.append(f"./deploy.sh --db-password={strong_pw()} --env prod")
    out.append(f"docker login -u marta -p {strong_pw(16)} registry.gitlab.com")
    out.append(f"openssl pkcs12 -export -passout pass:{strong_pw(14)} -out cert.p12")
    out.append(f"htpasswd line: admin:$apr1${an(8)}${r(ALNUM + './', 22)}")
    out.append(f"jdbc:sqlserver://sql01;user=sa;password={strong_pw()};database=erp")
    out.append(
        f"Server=tcp:acme.database.windows.net;User ID=sqladmin;Password={strong_pw()};Encrypt=True"
    )
    out.append(
        f"DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={r(B64, 86)}==;EndpointSuffix=core.windows.net"
    )
    out.append(f'[client]\nuser=backup\npassword="{kv_value()}"')
    out.append(f'wpa_passphrase="{mem_pw()}"')
    out.append(f"spring:\n  datasource:\n    username: app\n    password: '{kv_value()}'")
    out.append(f"stringData:\n  DB_PASSWORD: {strong_pw()}")
    out.append(f"Db.Password ＝ {strong_pw()}")  # fullwidth equals
    out.append(f"DATABASE_URL=mysql://root:{an(18)}@127.0.0.1:3306/app")
    out.append(f"git clone https://oauth2:{b64url(20)}@gitlab.acme.dev/team/api.git")
    out.append(f"git remote set-url origin https://jdoe:{an(24)}@bitbucket.org/jdoe/site.git")
    return out


# ----------------------------------------------------------------------------
# natural-language disclosures (>= 20 languages)
# ----------------------------------------------------------------------------

LANG = {
    "en": [
        "{v} is my new password, don't tell anyone",
        "use {v} as the admin password for now",
        "login: sam.k / {v}",
        "Password：{v}",
        "the passcode for the alarm is {v}",
        "my recovery code is {v}",
    ],
    "de": [
        "Mein Passwort ist {v}",
        "Das Kennwort für den Router lautet {v}",
        "PIN der Karte: {v}, bitte merken",
        "{v} ist das neue Passwort fürs NAS",
    ],
    "fr": [
        "Mon mot de passe est {v}",
        "le code d'accès du portail c'est {v}",
        "mdp : {v} (ne le partage pas)",
        "Voici ma phrase secrète : {v}",
    ],
    "es": [
        "Mi contraseña es {v}",
        "la clave del wifi es {v}",
        "te paso el PIN: {v}",
        "usa {v} como contraseña del servidor",
    ],
    "it": ["La mia password è {v}", "il codice di accesso è {v}", "Ecco la parola d'ordine: {v}"],
    "pt": [
        "Minha senha é {v}",
        "a senha do banco é {v}, não esquece",
        "o código de recuperação: {v}",
    ],
    "nl": ["Mijn wachtwoord is {v}", "het wachtwoord van de wifi is {v}", "pincode: {v}"],
    "pl": ["Moje hasło to {v}", "hasło do konta: {v}", "kod PIN to {v}"],
    "ru": [
        "Мой пароль: {v}",
        "пароль от почты {v}",
        "ПИН-код карты {v}",
        "Вот код восстановления: {v}",
    ],
    "uk": ["Мій пароль {v}", "пароль до wifi: {v}"],
    "cs": ["Moje heslo je {v}", "heslo k wifi je {v}"],
    "sv": ["Mitt lösenord är {v}", "lösenordet till routern är {v}"],
    "no": ["Passordet mitt er {v}", "koden til døra er {v}"],
    "da": ["Min adgangskode er {v}", "adgangskoden er {v}"],
    "fi": ["Salasanani on {v}", "wifin salasana: {v}"],
    "tr": ["Şifrem {v}", "Parolam: {v}", "kartın PIN kodu {v}"],
    "el": ["Ο κωδικός μου είναι {v}", "κωδικός πρόσβασης: {v}"],
    "ar": ["كلمة المرور الخاصة بي هي {v}", "كلمة السر: {v}"],
    "he": ["הסיסמה שלי היא {v}", "סיסמה: {v}"],
    "hi": ["मेरा पासवर्ड {v} है", "पासवर्ड: {v}"],
    "ja": ["私のパスワードは{v}です", "パスワード：{v}", "暗証番号は{v}です"],
    "zh": ["我的密码是{v}", "密码：{v}", "WiFi密码是 {v}"],
    "ko": ["내 비밀번호는 {v}이야", "비밀번호: {v}"],
    "vi": ["Mật khẩu của tôi là {v}", "mật khẩu wifi: {v}"],
    "id": ["Kata sandi saya {v}", "password akun: {v} ya"],
    "th": ["รหัสผ่านของฉันคือ {v}", "รหัสผ่าน: {v}"],
    "ro": ["Parola mea este {v}", "parola de la wifi e {v}"],
    "hu": ["A jelszavam {v}", "jelszó: {v}"],
}


def lang_value(tmpl):
    t = tmpl.lower()
    if (
        "pin" in t
        or "暗証" in t
        or "kod pin" in t
        or "ПИН" in tmpl
        or "passcode" in t
        or "koden" in t
    ):
        return dg(rng.choice([4, 6]))
    if "recovery" in t or "восстановления" in t or "recuperação" in t:
        return f"{hx(5)}-{hx(5)}"
    if "phrase" in t:
        return " ".join(rng.sample(BIP39, 5))
    return rng.choice([strong_pw, mem_pw, lambda: an(14)])()


def lang_secrets():
    out = []
    for lang, tmpls in LANG.items():
        for t in tmpls:
            out.append(t.format(v=lang_value(t)))
    extra = [
        "the password? it's {v}. took me ages to remember",
        "pw is {v} btw",
        "passwd for the pi: {v}",
        "Credentials — user: lena / pass: {v}",
        "I'll use {v} as my passphrase for the vault",
        "so the access code they gave us is {v}, valid all week",
        "OK so my bank password is now {v}, tell me if I forget it",
        "Passwort fürs WLAN? {v} 😊",
        "ma clé wifi c'est {v}",
        "contraseña nueva del correo → {v}",
        "la password dell'account aziendale è {v}",
        "Пароль поменял, теперь {v}",
        "新しいパスワードは {v} にしました",
        "登录名 wang.li，密码 {v}",
        "Wachtwoord gewijzigd naar {v}",
        "hasło zmienione na {v}, zapisz sobie",
    ]
    for t in extra:
        out.append(t.format(v=rng.choice([strong_pw, mem_pw, lambda: an(15)])()))
    return out


# ----------------------------------------------------------------------------
# plain values handed over in chat
# ----------------------------------------------------------------------------


def plain_secrets():
    out = []
    T = [
        "wifi at grandma's: {v}",
        "ok it's {v} — write it down somewhere safe",
        "here u go {v}",
        "netflix → mia.r88@gmail.com / {v}",
        "router admin, user admin, {v}",
        "new one for the shared Spotify: {v}",
        "{v} (for the laptop, the old one didn't work)",
        "for the garage keypad try {v}",
        "the server root is {v} now, I changed it after Sam left",
        "Changed it to {v} 👍",
        "> what's the wifi?\n{v}",
        'Guest network "Casa-5G", key {v}',
        'It\'s "{v}" with a capital first letter',
        "the ipad unlock is {v}",
        "mum's email login is her name and {v}",
        "try {v} if the first one fails",
        "ssid: Pretty Fly for a WiFi / {v}",
        "BIOS: {v}",
        "vpn creds → jkowalski, {v}",
        "u/p for the office printer: admin {v}",
        "steam acct: nightowl_92 :: {v}",
        "I set it to {v} so you can log in tonight",
        "zip file pass is {v}",
        "the encryption passphrase for the backup drive: {v}",
        "copy this exactly: `{v}`",
        "{v}\nthat's for the wordpress admin",
        "For the Airbnb door: {v}#",
        "Gmail: tomas.b@gmail.com\n{v}",
        "hotel safe I set to {v}, passport's inside",
        "Disney+ (the family one) — {v}",
        "the NAS webui wants {v}, user is still 'admin'",
        "psst {v} 🤫 for the alarm panel",
        "just typed {v} on the TV and it logged in, noting it here",
        "new laptop unlock phrase: {v}",
        "Wi-Fi Gästenetz: {v}",
        "the shared drive pass → {v} (ask before giving it to clients)",
    ]
    for t in T:
        v = rng.choice([strong_pw, mem_pw, mem_pw, lambda: an(16)])()
        if "keypad" in t or "ipad" in t or "door" in t or "safe I set" in t or "alarm panel" in t:
            v = dg(rng.choice([4, 6]))
        out.append(t.format(v=v))
    H = [
        "Sooo I reset it. New one: {v}. Don't judge the capitals",
        "lemme send it in pieces... {a}\n{b}",
        "for future me: {v}",
        "(it's {v}, same as last year but with the new number)",
        "Mum, the tablet thing is {v} — type it exactly like that",
        "{v} ← wifi, {w} ← router admin",
        "Kevin asked for the alarm app login so I sent him k.morgan + {v}",
        "**Dropbox**: `{v}`",
        "hey it's me again, the code for the vpn token app is {v} in case mine dies",
        'Office Wi-Fi "ACME-Staff" → {v}',
    ]
    for t in H:
        v = mem_pw() if rng.random() < 0.5 else strong_pw()
        a, b = v[: len(v) // 2], v[len(v) // 2 :]
        out.append(t.format(v=v, a=a, b=b, w=strong_pw()))
    for _ in range(25):
        t = pick(T)
        v = rng.choice([strong_pw, mem_pw, lambda: an(rng.randint(12, 24))])()
        if "keypad" in t or "ipad" in t or "door" in t:
            v = dg(rng.choice([4, 6, 8]))
        out.append(t.format(v=v))
    return out


# ----------------------------------------------------------------------------
# other credential material
# ----------------------------------------------------------------------------

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
    "burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake "
    "call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain "
    "carbon card cargo carpet carry cart case cash casino castle casual catalog catch category "
    "cattle caught cause caution cave ceiling celery cement census century cereal certain chair "
    "chalk champion change chaos chapter charge chase chat cheap check cheese chef cherry chest "
    "chicken chief child chimney choice choose chronic chuckle chunk churn cigar cinnamon circle "
    "citizen city civil claim clap clarify claw clay clean clerk clever click client cliff climb "
    "ugly umbrella uncle uncover undo unfair unhappy uniform unit unlock until unusual update upset "
    "useful usual vacant vacuum valid valley valve vapor various vault vehicle velvet vendor venue "
    "verify very veteran vibrant vicious victory video view village vintage violin virus visit "
    "visual vivid voice volume vote voyage wagon wait walk wall walnut warm warrior wash water wave "
    "wealth weapon weather wedding weekend welcome west wet whale wheat wheel whisper wide width "
    "wife wild win window wine wing winter wire wisdom witness wolf wonder wood wool world worth "
    "wreck wrist write wrong year yellow young youth zero zone zoo"
).split()


def seed_phrase(n=12):
    return " ".join(rng.choice(BIP39) for _ in range(n))


def totp_grouped():
    s = r(B32, 32)
    return " ".join(s[i : i + 4] for i in range(0, 32, 4))


def luhn_card(prefix, length=16):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(rng.randint(0, 9))
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    check = (10 - total % 10) % 10
    s = "".join(map(str, digits + [check]))
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def material_secrets():
    out = []
    # seed phrases
    S = [
        "my metamask seed: {p}",
        "Recovery phrase (write on paper!!):\n{p}",
        "seed words for the ledger → {p}",
        "{p}\nthat's the 24 words for the cold wallet",
        "wallet backup phrase — {p}",
        "Meine Seed-Phrase: {p}",
        "frase semilla de la billetera: {p}",
        "助记词：{p}",
        'phantom secret recovery phrase is "{p}"',
        "1. {w0} 2. {w1} 3. {w2} 4. {w3} 5. {w4} 6. {w5} 7. {w6} 8. {w7} 9. {w8} 10. {w9} 11. {w10} 12. {w11} (trust wallet)",
        'mnemonic="{p}"',
        "exodus seed {p} pls keep safe",
    ]
    for t in S:
        n = 24 if "24" in t else rng.choice([12, 12, 24, 18])
        ws = [rng.choice(BIP39) for _ in range(max(n, 12))]
        kw = {f"w{i}": w for i, w in enumerate(ws)}
        out.append(t.format(p=" ".join(ws[:n]), **kw))
    # recovery / backup codes
    gh_codes = lambda k: "\n".join(f"{hx(5)}-{hx(5)}" for _ in range(k))
    out.append("GitHub recovery codes:\n" + gh_codes(8))
    out.append(
        "backup codes for my google acct: " + ", ".join(f"{dg(4)} {dg(4)}" for _ in range(6))
    )
    out.append("2FA backup codes (each works once): " + " ".join(dg(8) for _ in range(5)))
    out.append(
        f"discord backup codes {r(LOW + DIG, 8)} {r(LOW + DIG, 8)} {r(LOW + DIG, 8)} {r(LOW + DIG, 8)}"
    )
    out.append(f"Apple recovery key: {'-'.join(up(4) for _ in range(7))}")
    out.append(f"BitLocker recovery key for the work laptop: {'-'.join(dg(6) for _ in range(8))}")
    out.append(f"1Password Secret Key A3-{up(6)}-{up(6)}-{up(5)}-{up(5)}-{up(5)}-{up(5)}")
    out.append(f"here are the 2fa recovery codes for aws root\n{gh_codes(4)}")
    out.append(f"proton recovery phrase: {seed_phrase(12)}")
    out.append(f"Epic games backup codes: {dg(6)}, {dg(6)}, {dg(6)}, {dg(6)}")
    out.append(f"Wiederherstellungscodes: {hx(4)}-{hx(4)} {hx(4)}-{hx(4)} {hx(4)}-{hx(4)}")
    out.append(f"códigos de recuperação do twitter: {r(LOW + DIG, 12)} {r(LOW + DIG, 12)}")
    # TOTP
    for t in [
        "TOTP setup key: {k}",
        "the authenticator secret (if you lose the phone) is {k}",
        "2fa key for the shared admin acct {k}",
        "otp seed → {k}",
        "Google Authenticator Schlüssel: {k}",
    ]:
        out.append(t.format(k=totp_grouped()))
    out.append(f"otpauth://totp/ACME:ops@acme.dev?secret={r(B32, 32)}&issuer=ACME")
    out.append(f"totp_secret: {r(B32, 16)}")
    out.append(f"2FA secret {r(B32, 16).lower()} — add it to your authy")
    # cookies
    out.append(f"Cookie: sessionid={r(LOW + DIG, 32)}; csrftoken={an(64)}")
    out.append(
        f"my session cookie if you wanna debug as me: connect.sid=s%3A{b64url(32)}.{b64url(43)}"
    )
    out.append(
        f".ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_{HX(160)}"
    )
    out.append(f"__Secure-next-auth.session-token={jwt()}")
    out.append(f"set-cookie: _gh_sess={b64url(120)}; path=/; secure; HttpOnly")
    out.append(f"laravel_session={b64url(200)}")
    out.append(f"copy my PHPSESSID {r(LOW + DIG, 26)} into the browser and you'll be logged in")
    # card PIN / CVV
    out.append(
        f"card {luhn_card('4539')} exp {rng.randint(1, 12):02d}/{rng.randint(27, 31)} cvv {dg(3)}"
    )
    out.append(f"Visa ending {dg(4)}, CVC {dg(3)}, PIN {dg(4)} — for the groceries")
    out.append(f"the debit card PIN is {dg(4)}, card is in the blue wallet")
    out.append(f"Amex {luhn_card('3782', 15)} security code {dg(4)}")
    out.append(
        f"Mastercard: {luhn_card('5425')}\nvalid thru {rng.randint(1, 12):02d}/{rng.randint(27, 31)}\nCVV2 {dg(3)}"
    )
    out.append(f"PIN do cartão: {dg(4)}")
    out.append(f"SIM PUK {dg(8)}, PIN {dg(4)}")
    out.append(f"bank app mpin {dg(6)} and card pin {dg(4)}")
    # split credentials
    out.append(f"username is jdoe88. and the password... hang on... ok it's {strong_pw()}")
    out.append(f"first half of the key: {an(16)}\nsecond half I'll text you: {an(16)}")
    u, p = "k.nakamura", mem_pw()
    out.append(f"user {u}. pass in the next msg. {p}")
    out.append(
        f"login for the ERP is marta.p — and the pw is the same as the wifi one: {strong_pw(13)}"
    )
    out.append(f"Account: 4471-2290 / Online banking password: {strong_pw()}")
    out.append(f"email: ops@acme.dev\npw: {mem_pw()}\n2fa: {totp_grouped()}")
    # obfuscated
    tok = "ghp_" + an(36)
    out.append(
        "github token, spaced so slack doesn't eat it: "
        + " ".join(tok[i : i + 4] for i in range(0, len(tok), 4))
    )
    ak = "AKIA" + r(UP + "234567", 16)
    out.append("ａｗｓ key: " + "".join(chr(ord(c) + 0xFEE0) if c.isalnum() else c for c in ak))
    sk = "sk_live_51" + an(40)
    out.append("stripe: " + sk[:10] + "\u200b" + sk[10:25] + "\u200b" + sk[25:])
    pw = strong_pw()
    out.append("password = " + "\u00ad".join(pw))
    out.append("xoxb-" + dg(12) + "\u2060-" + dg(13) + "-" + an(24) + " (slack bot)")
    # more material, hand-written
    out.append(f"Electrum seed (segwit): {seed_phrase(12)}")
    out.append(
        f"keystore passphrase + seed, both needed:\npass {mem_pw()}\nwords {seed_phrase(12)}"
    )
    out.append(
        f"- {chr(10).join('- ' + w for w in seed_phrase(12).split())[2:]}\n(that's the order on the card)"
    )
    out.append(f"Binance 2FA backup key: {r(B32, 16)}")
    out.append(f"steam guard recovery code R{dg(5)}")
    out.append(
        f"Instagram backup codes\n{dg(4)} {dg(4)}\n{dg(4)} {dg(4)}\n{dg(4)} {dg(4)}\n{dg(4)} {dg(4)}"
    )
    out.append(f"Microsoft account recovery code: {'-'.join(up(5) for _ in range(5))}")
    out.append(f"the 6 digit one-time setup key for okta verify: {totp_grouped().lower()}")
    out.append(f"auth cookie → remember_user_token={b64url(40)}--{hx(40)}")
    out.append(f'document.cookie = "auth_session={an(48)}"')
    out.append(f"mum's card PIN: {dg(4)} (she asked me to do the shopping)")
    out.append(
        f"CVV on the back is {dg(3)} and it expires {rng.randint(1, 12):02d}/{rng.randint(27, 30)}, card {luhn_card('4916')}"
    )
    out.append(f"my pin for the ATM card is {dg(4)} pls don't forget again")
    out.append(f"user: admin\n(sending the pass separately)\n...\n{strong_pw()}")
    out.append(f"the key is {an(12)} + {an(12)} joined, I split it for safety")
    out.append(f"Tresor-Code: {dg(6)} — Safe im Schlafzimmer")
    out.append(f"KeePass master passphrase: {' '.join(rng.sample(BIP39, 6))}")
    return out


# ----------------------------------------------------------------------------
# benign: hand-written
# ----------------------------------------------------------------------------


def hand_written_benign():
    out = [
        "The secret to a good risotto is patience and warm stock.",
        "She gave me a small token of appreciation after the move — a plant!",
        "Key takeaway from the meeting: we ship on the 14th.",
        "I hate being the bearer of bad news, but the trip is cancelled.",
        "I changed my password yesterday because the bank forced me to.",
        "forgot my login again lol, had to do the reset dance",
        "The PIN pad at the pharmacy was broken so I paid cash.",
        "Use code SUMMER20 for 20% off at checkout, expires Sunday",
        "promo code FREESHIP gets free delivery on orders over $35",
        "voucher WELCOME10 worked on the first order 🎉",
        "In Swordfish the password is literally 'swordfish', so cheesy",
        "Ali Baba just says 'open sesame' and the cave opens.",
        "password=<your-password-here>",
        "API_KEY=${API_KEY}",
        "token: ********",
        "DB_PASSWORD=[REDACTED]",
        "db_password = os.environ['DB_PASSWORD']",
        "export GITHUB_TOKEN=$(gh auth token)",
        "Tip: use a password manager and turn on 2FA everywhere.",
        "Never reuse passwords across sites, especially your email one.",
        "I made key lime pie for the potluck.",
        "Code review at 3pm, bring coffee.",
        "Bearer bonds are basically extinct now, Die Hard aside.",
        "The keynote is at 9, and the secret santa draw is after lunch.",
        "My PIN got blocked after three tries, so I went to the branch to unlock it.",
        "The bus token machine only takes coins.",
        "He's the key player on the team this season.",
        "What's the secret ingredient? Smoked paprika.",
        "She keeps her diary with a tiny lock and key, so cute.",
        "Remind me to reset the router password this weekend.",
        "The Wi-Fi password is on the sticker under the router, I'll check later.",
        "I wrote my passwords on a post-it once and my sister roasted me for it.",
        "Apparently 123456 is still the most common password in leaks.",
        "'hunter2' is the classic bash.org joke where the password shows as stars.",
        "Our family rule: the safeword for pranks is 'pineapple'.",
        "The escape room code was the year the lighthouse was built — we got it in 40 min!",
        "PIN codes for the cards will arrive by separate mail.",
        "The login page looks broken on Safari, filed a bug.",
        "Set `OPENAI_API_KEY` in your shell before running the script.",
        "The token expires after 15 minutes, then the app refreshes it.",
        "Keep secrets in Vault, never in the repo — that's the team policy.",
        "Authorization: Bearer <token>",
        'curl -H "Authorization: Bearer $TOKEN" https://api.example.com',
        'password: ""  # left empty on purpose, filled by CI',
        "secret_key = None",
        "PASSWORD=changeme (the default, the installer makes you change it)",
        "The placeholder `sk_test_xxxxxxxxxxxxxxxx` goes in the README example.",
        "Replace YOUR_API_KEY with the one from the dashboard.",
        'api_key: "{{ vault_api_key }}"',
        "password: !vault |  (encrypted with ansible-vault)",
        "My grandma's secret recipe has three kinds of cheese.",
        "Sent a thank-you card with a small token gift.",
        "Lost my car key at the beach, found it in the sand 😅",
        "The skeleton key in the game opens every door on level 3.",
        "In the novel the password to the speakeasy was 'bluebird'.",
        "Harry Potter: the Fat Lady's password was 'Caput Draconis'.",
        "The kids' treehouse password is 'no girls allowed', naturally.",
        "We use 'correct horse battery staple' as the example in the security talk.",
        "Ich habe mein Passwort vergessen und musste es zurücksetzen.",
        "J'ai changé mon mot de passe hier soir, tout va bien.",
        "Olvidé mi contraseña otra vez 🙄",
        "パスワードを忘れたので再設定しました。",
        "我忘记密码了，明天再重置。",
        "Мне нужно поменять пароль на почте, напомни.",
        "Ho dimenticato la password del wifi, chiedo a Marco.",
        "Esqueci a senha do app do banco, vou ligar amanhã.",
        "Zapomniałem hasła do Netflixa, muszę zresetować.",
        "Şifremi unuttum, sıfırlamam lazım.",
        "비밀번호를 바꿔야 해요, 나중에 알려줄게요.",
        "Ik moet mijn wachtwoord nog wijzigen.",
        "The PIN for the office door changes monthly — HR emails it.",
        "Two-factor codes come by SMS, which I know isn't ideal.",
        "The recovery codes are printed and in the safe at home.",
        "I finally set up a YubiKey for my Google account.",
        "Passkeys are replacing passwords on more sites now.",
        "The conference badge has a QR code, not a password.",
        "He whispered the secret to her and she laughed.",
        "'Tokenization' in NLP just means splitting text into pieces.",
        "Major key to success: sleep. -- DJ Khaled, probably",
        "Public key cryptography uses a key pair: one public, one private.",
        "The bearer of this letter is my cousin, please let him in.",
        "The game's cheat code is up up down down left right left right B A.",
        "Zip code for the new apartment is 94110.",
        "Area code 415, if you're calling from abroad add +1.",
        "Dress code for the wedding: garden formal.",
        "The discount code didn't work, so I emailed support.",
        "Promo: BOGO50 at the bakery on Tuesdays",
        "Netflix gift card code arrived by email, gave it to Lena for her birthday.",
        "Use referral code JULIA2024 and we both get a free month",
        "the coupon was SAVE15NOW but it expired yesterday",
        "Redeem code at checkout: SPRING-SALE-25",
        "my login name on the forum is quietfox — find me there!",
        "username: guest (no password needed for the demo kiosk)",
        "The token ring network in the old office was a nightmare.",
        "Admission tokens for the arcade are 4 for $1.",
        "Secret Garden is my favourite childhood book.",
        "Victoria's Secret opened a store at the mall.",
        "Ask me about the password policy: 12 chars min, no rotation.",
        "Password must contain at least one number and one symbol.",
        "Your password is too weak, says the site, every time.",
        "The bank will never ask for your PIN by phone.",
        "I typed the password wrong five times and got locked out.",
        "The login screen froze, had to restart the laptop.",
        "Security question: name of first pet. Mine is boring.",
        "The secret service was at the parade, lots of earpieces.",
        "I keep a spare key with the neighbour.",
        "Token rewards at the coffee shop: 10 stamps = free latte.",
        "Bearer token auth is what the API docs recommend.",
        "Rotate the API keys every 90 days per the compliance checklist.",
        "The secret's out — they're engaged!",
        "hold on, checking the password manager... nope, not saved",
        "PIN = ****, I'm not typing it here obviously",
        "pw: (ask me in person)",
        "password is in 1Password under 'Home router'",
        "The token is stored in the keychain, not in the config.",
        "export AWS_PROFILE=personal",
        'os.getenv("STRIPE_SECRET_KEY")',
        "process.env.DATABASE_PASSWORD",
        "${{ secrets.NPM_TOKEN }}",
        "secret: <redacted>",
        "client_secret: xxxxxxxx",
        "The app reads SLACK_BOT_TOKEN from the environment.",
        "API key: sk-... (I cut it off on purpose)",
        "My grandpa keeps his PIN written on the card. I told him not to.",
        "The key to the shed is under the flowerpot.",
        "Leaving the password field blank resets to default, per the manual.",
        "If you see 'invalid token' just log out and in again.",
        "Nobody knows the secret handshake except the founders.",
        "Buy a Keychron keyboard, the keys feel great.",
        "The bouncer asked for the password and we said 'Friend of Tony' 😂",
        "In the film the launch code was 00000000 — true story about the real one too.",
        "The piano is out of tune in the key of G.",
        "Token Black is a cool blues band.",
        "Reminder: the secret is to not overmix the batter.",
        "'open sesame', said the toddler to the fridge.",
        "A good passphrase is long — four or five random words.",
        "Change default router passwords before you plug it in.",
        "We covered salted password hashing in today's lecture.",
        "bcrypt is slow on purpose, that's the point.",
        "The login button should be blue according to the design.",
        "My login streak on Duolingo is 214 days!",
        "Tokens in the board game are little brass ships.",
        "The PIN on the luggage lock is the factory default, I still need to set it.",
        "Reset your PIN in the app under Settings → Cards.",
        "I got an SMS code but didn't request one — probably a typo from someone.",
        "Sharing codes for Netflix households are a mess now.",
        "Secret Life of Pets 2 was fine, kids loved it.",
        "Unlock code for the museum audio guide is printed on your ticket.",
        "Password hint: 'the usual' — very helpful, past me.",
        "The password reset email went to spam.",
        "Use passphrases, not passwords — NIST agrees.",
        "Do you remember the secret menu at In-N-Out? Animal style!",
        "The door code is on the Airbnb app, I'll look it up when we arrive.",
        "There's a typo in the login form: 'Pasword'.",
        "The secret door in the library leads to the reading nook.",
        "Our Wi-Fi name is 'FBI Surveillance Van 3', lol.",
        "The word 'password' appears 40 times in the security doc.",
        "keyword research for the blog: 'vegan lasagna' is huge",
        "Tokenomics talk at the meetup was mostly buzzwords.",
        "lol the bearer of the ring has to walk to Mordor",
        "The secret word on the kids' show today was 'banana'.",
        "She's keeping the baby's name secret till the birth.",
        "I need a new PIN for the gym locker, mine stopped working.",
        "The login for the school portal is my kid's student ID — I'll ask the teacher.",
        "Ask IT for a temporary password if the reset fails.",
        "**Never** paste your token into a chat. Use the secrets UI.",
        "```\nAPI_KEY=\nSECRET=\n```\n(fill these in locally)",
        "password: ${DB_PASS:?missing}",
        "token = getpass.getpass('Token: ')",
        "read -s PASSWORD",
        "kubectl create secret generic db --from-env-file=.env",
        "Mot de passe oublié ? Cliquez ici.",
        "Das Geheimnis eines guten Brotes ist Zeit.",
        "El secreto está en la salsa.",
        "La chiave del successo è la costanza.",
        "O segredo é deixar a massa descansar.",
        "Секрет успеха — регулярность.",
        "秘密のレシピは祖母から教わった。",
        "成功的秘诀是坚持。",
        "Sekretem dobrego bigosu jest czas.",
        "Het geheim van goede koffie is vers malen.",
    ]
    return out


# ----------------------------------------------------------------------------
# benign: identifiers
# ----------------------------------------------------------------------------


def isbn13():
    d = [9, 7, rng.choice([8, 9])] + [rng.randint(0, 9) for _ in range(9)]
    s = sum(x * (1 if i % 2 == 0 else 3) for i, x in enumerate(d))
    d.append((10 - s % 10) % 10)
    s = "".join(map(str, d))
    return f"{s[:3]}-{s[3]}-{s[4:7]}-{s[7:12]}-{s[12]}"


def identifiers_benign():
    out = []
    T = [
        lambda: f"Amazon order #{dg(3)}-{dg(7)}-{dg(7)} arrives Thursday",
        lambda: f"UPS tracking 1Z{up(6)}{dg(10)} — says out for delivery",
        lambda: f"USPS tracking number is 9400 {dg(4)} {dg(4)} {dg(4)} {dg(4)} {dg(2)}",
        lambda: f"FedEx: {dg(12)}, signature required",
        lambda: f"DHL shipment {dg(10)} stuck in customs again",
        lambda: f"Ticket #{dg(5)} was closed by support",
        lambda: f"Invoice INV-{rng.randint(2021, 2026)}-{dg(5)} is due on the 30th",
        lambda: f"send the ETH to 0x{hx(40)} (my public address)",
        lambda: f"Contract address 0x{hx(40)} — verified on Etherscan",
        lambda: f"BTC donation address: bc1q{r('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
        lambda: f"fixed in commit {hx(40)}",
        lambda: f"see {hx(7)} for the revert",
        lambda: f"sha256 checksum of the ISO: {hx(64)}",
        lambda: f"the md5 of the file is {hx(32)}, matches the site",
        lambda: f"request id {uuid4()} in the logs",
        lambda: f"The book's ISBN is {isbn13()}",
        lambda: (
            f"Rent goes to DE{dg(2)} {dg(4)} {dg(4)} {dg(4)} {dg(4)} {dg(2)}, reference 'Flat 3B March'"
        ),
        lambda: (
            f"IBAN for the club fees: GB{dg(2)} NWBK {dg(4)} {dg(4)} {dg(4)} {dg(2)} (pls put your name as reference)"
        ),
        lambda: f"SKU {up(3)}-{dg(4)}-{up(2)} is back in stock",
        lambda: f"upgraded to v{rng.randint(1, 20)}.{rng.randint(0, 30)}.{rng.randint(0, 99)}",
        lambda: f"the report is in Q{rng.randint(1, 4)}_summary_{dg(4)}.xlsx",
        lambda: f"Flight confirmation {up(6)}, seat 14C",
        lambda: f"Booking reference {up(6)} at Hotel Miramar",
        lambda: f"docker pull nginx@sha256:{hx(64)}",
        lambda: f"Jira PROJ-{dg(4)} blocks the release",
        lambda: f"case number {dg(3)}-{dg(6)} with the insurance",
        lambda: f"VIN {r('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)} on the title",
        lambda: f"serial number {up(12)} is on the back of the TV",
        lambda: f"the PR is #{dg(4)}, branch feature/{r(LOW, 6)}-{dg(3)}",
        lambda: f"git checkout {hx(12)} -- src/app.py",
        lambda: f"parcel locker pickup number {dg(6)} expires in 48h (InPost)",
        lambda: f"My Etsy order {dg(10)} shipped!",
        lambda: f"Reference no. {up(2)}{dg(8)} for the visa appointment",
        lambda: (
            f"build {dg(4)} failed, artifact app-{rng.randint(1, 9)}.{rng.randint(0, 20)}.{dg(3)}-arm64.dmg"
        ),
        lambda: f"photo IMG_{dg(4)}.HEIC is the one I meant",
        lambda: f"Customer ID {dg(8)} on the utility bill",
        lambda: f"Solana wallet (public): {r(B58, 44)}",
        lambda: f"tx hash 0x{hx(64)} confirmed",
        lambda: f"UUID for the new tenant: {uuid4()}",
        lambda: f"Order number: {up(3)}{dg(7)} — the blue sofa",
        lambda: f"ISBN {isbn13()}, second edition, paperback",
        lambda: (
            f"Python {rng.choice(['3.11', '3.12', '3.13'])}.{rng.randint(0, 9)} on the build box"
        ),
        lambda: f"tracking: LX{dg(9)}CN from AliExpress, 3 weeks lol",
        lambda: f"the model number is {up(2)}-{dg(4)}{up(1)}",
        lambda: (
            f"package-lock says lodash {rng.randint(3, 4)}.{rng.randint(0, 17)}.{rng.randint(0, 21)}"
        ),
        lambda: f"conference room B-{dg(3)}, building 4",
        lambda: f"patient portal appointment #{dg(7)} moved to Friday",
        lambda: f"Wire reference {up(4)}{dg(6)} — the deposit for the car",
        lambda: f"Return authorization RMA-{dg(6)}",
        lambda: f"Receipt #{dg(4)}-{dg(4)} from the hardware store",
        lambda: f"issue #{dg(3)} on GitHub has a repro",
        lambda: f"ipfs://{'Qm' + r(B58, 44)} is the metadata CID",
        lambda: f"The flight is LH{dg(3)} departing 07:40",
        lambda: f"my library book ISBN {isbn13()} is due on Monday",
        lambda: f"`{hx(40)}` is the merge commit",
        lambda: (
            f"download {r(LOW, 6)}-{rng.randint(1, 5)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}.tar.gz and verify sha256 {hx(64)}"
        ),
        lambda: f"PO number {dg(10)} for the office chairs",
        lambda: f"Parking permit {up(2)}-{dg(5)} valid till December",
        lambda: f"Pedido nº {dg(8)} enviado ✅",
        lambda: f"Bestellnummer {dg(3)}-{dg(7)}, Lieferung am Dienstag",
        lambda: f"注文番号 {dg(4)}-{dg(4)}-{dg(4)} の商品が届きました",
        lambda: f"Numéro de suivi : {up(2)}{dg(9)}FR",
        lambda: f'{{"order_id": "{dg(9)}", "status": "shipped"}}',
        lambda: f"- sku: {up(4)}-{dg(3)}\n  qty: {rng.randint(1, 9)}",
        lambda: f"trace_id={hx(32)} span_id={hx(16)}",
        lambda: f"Etherscan shows block {rng.randint(17000000, 21000000)} for that transfer",
        lambda: f"ENS name vitalik-fan.eth resolves to 0x{hx(40)}",
        lambda: f"The git tag is release-{rng.randint(2023, 2026)}.{rng.randint(1, 12):02d}",
        lambda: f"Order {dg(3)}-{dg(7)}-{dg(7)}: the kids' rain boots",
    ]
    for t in T:
        out.append(t())
    out += [
        "My new phone's IMEI is on the box if insurance needs it.",
        f"Ordered the part from eBay, item {dg(12)}",
        f"the router model is Archer AX{dg(2)}, firmware {rng.randint(1, 3)}.{rng.randint(0, 9)}.{rng.randint(0, 20)} Build {dg(8)}",
        f"Meeting ID {dg(3)} {dg(4)} {dg(4)} — the public webinar, link is on the site",
        f"Kindle ASIN B0{up(8)}",
        f"He sent 0.05 ETH from 0x{hx(40)} to the contract 0x{hx(40)}",
        f"npm i @acme/ui@{rng.randint(1, 4)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}-beta.{rng.randint(1, 9)}",
        f"Rechnung Nr. {dg(6)} vom {rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2025",
        f"Faktura FV/{dg(4)}/{rng.randint(1, 12):02d}/2025 zapłacona",
        f"the screenshot is Screenshot_2025-0{rng.randint(1, 9)}-{rng.randint(10, 28)}-{dg(6)}.png",
    ]
    while len(out) < 200:
        out.append(pick(T)())
    return out


HELD_OUT_17_SECRETS = (
    [(t, "provider") for t in provider_secrets()]
    + [(t, "keyvalue") for t in kv_secrets()]
    + [(t, "language") for t in lang_secrets()]
    + [(t, "plain_value") for t in plain_secrets()]
    + [(t, "material") for t in material_secrets()]
)

HELD_OUT_17_BENIGN = [(t, "hand_written") for t in hand_written_benign()] + [
    (t, "identifiers") for t in identifiers_benign()
]


if __name__ == "__main__":
    from collections import Counter

    print("secrets", len(HELD_OUT_17_SECRETS), Counter(f for _, f in HELD_OUT_17_SECRETS))
    print("benign", len(HELD_OUT_17_BENIGN), Counter(f for _, f in HELD_OUT_17_BENIGN))
