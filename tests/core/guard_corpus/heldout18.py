"""Blind held-out corpus 18 for the secret guard (written from issue #12 only).

Interface:
    HELD_OUT_18_SECRETS: list[tuple[str, str]]   # (text, family)
    HELD_OUT_18_BENIGN:  list[tuple[str, str]]   # (text, family)

Pure stdlib, deterministic (module-level random.Random(18021202)).
"""

import base64
import json
import random
import string
import uuid

SEED = 18021202
R = random.Random(SEED)

LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
DIG = string.digits
ALN = LOW + UPP + DIG
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
SYM = "!@#$%^&*-_=+?.~"


def rs(n, alphabet=ALN):
    return "".join(R.choice(alphabet) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def HX(n):
    return rs(n, HEX.upper())


def up(n):
    return rs(n, UPP + DIG)


def dg(n):
    return str(R.randint(1, 9)) + rs(n - 1, DIG)


def b64(nbytes):
    return base64.b64encode(bytes(R.getrandbits(8) for _ in range(nbytes))).decode()


def b64u(nbytes):
    return (
        base64.urlsafe_b64encode(bytes(R.getrandbits(8) for _ in range(nbytes)))
        .decode()
        .rstrip("=")
    )


def uid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def fill(t, **kw):
    for k, v in kw.items():
        t = t.replace("{" + k + "}", v)
    return t


def gen_pw(n=None):
    n = n or R.randint(11, 20)
    c = [R.choice(LOW), R.choice(UPP), R.choice(DIG), R.choice(SYM)]
    c += [R.choice(ALN + SYM) for _ in range(n - 4)]
    R.shuffle(c)
    return "".join(c)


MEMW = [
    "Velvet",
    "Harbor",
    "Tiger",
    "Lamp",
    "Otter",
    "Castle",
    "Mango",
    "Rocket",
    "Falcon",
    "Pepper",
    "Maple",
    "Cobalt",
    "Juniper",
    "Walrus",
    "Quartz",
    "Saffron",
    "Nimbus",
    "Pickle",
    "Canyon",
    "Biscuit",
    "Lantern",
    "Marble",
    "Thistle",
    "Gopher",
    "Sparrow",
    "Tundra",
    "Hazel",
    "Orchid",
    "Pretzel",
    "Zephyr",
    "Bramble",
    "Cactus",
    "Dingo",
]
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"})


NAMES = [
    "bella",
    "Liverpool",
    "sunflower",
    "Charlie",
    "Barcelona",
    "princess",
    "Snoopy",
    "kasia",
    "Lukas",
    "mariposa",
    "Dragon",
    "Bayern",
    "chocolate",
    "Pumpkin",
    "Oliwia",
    "Tomasz",
    "gatito",
    "Fenerbahce",
]


def mem_pw():
    s = R.randrange(9)
    if s == 7:
        return R.choice(NAMES) + str(R.randint(1960, 2019)) + R.choice(["", "!", "#", "*", "."])
    if s == 8:
        return (
            R.choice(NAMES).capitalize()
            + R.choice(["&", "+", "_", "4"])
            + R.choice(NAMES).lower()
            + dg(2)
        )
    w = R.sample(MEMW, 3)
    if s == 0:
        return w[0] + R.choice("!@#$%&*") + w[1] + dg(2)
    if s == 1:
        return "-".join(x.lower() for x in w) + "-" + dg(2)
    if s == 2:
        return (
            R.choice(["Sommer", "Winter", "Spring", "Autumn", "Summer", "Verano"])
            + str(R.randint(2019, 2026))
            + R.choice("!#?$")
        )
    if s == 3:
        return (w[0] + w[1]).lower().translate(LEET).capitalize() + R.choice("!#*") + dg(3)
    if s == 4:
        return ".".join(w) + "." + dg(1)
    if s == 5:
        return w[0].lower() + dg(4) + w[1].upper() + R.choice("!?")
    return w[0] + "_" + w[1].lower() + "_" + dg(3) + R.choice("!$%")


def anypw():
    return gen_pw() if R.random() < 0.45 else mem_pw()


def pin(n=None):
    n = n or R.choice([4, 4, 4, 6, 5])
    while True:
        p = rs(n, DIG)
        if len(set(p)) > 2 and p not in ("1234", "123456", "0000"):
            return p


def luhn_card(prefix, length=16):
    num = prefix + rs(length - len(prefix) - 1, DIG)
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return num + str((10 - total % 10) % 10)


def jwt(payload):
    h = (
        base64.urlsafe_b64encode(
            json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode()
        )
        .decode()
        .rstrip("=")
    )
    p = (
        base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )
    return h + "." + p + "." + b64u(32)


def pem(kind="RSA PRIVATE KEY", lines=8):
    body = "\n".join(b64(48) for _ in range(lines))
    lead = {
        "RSA PRIVATE KEY": "MIIEow",
        "PRIVATE KEY": "MIIEvQ",
        "EC PRIVATE KEY": "MHcCAQ",
        "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA",
    }.get(kind, "")
    return "-----BEGIN %s-----\n%s%s\n-----END %s-----" % (kind, lead, body, kind)


# --------------------------------------------------------------------------
# provider tokens (shapes from public credential-format catalogues)
# --------------------------------------------------------------------------
PROVIDERS = [
    ("AWS", lambda: "AKIA" + up(16) + " / " + rs(40, ALN + "/+")),
    (
        "AWS STS",
        lambda: (
            "ASIA"
            + up(16)
            + " "
            + rs(40, ALN + "/+")
            + " session "
            + "IQoJb3JpZ2luX2Vj"
            + rs(120, ALN + "/+")
        ),
    ),
    ("GitHub", lambda: "ghp_" + rs(36)),
    ("GitHub OAuth", lambda: "gho_" + rs(36)),
    ("GitHub Actions", lambda: "ghs_" + rs(36)),
    ("GitHub app user", lambda: "ghu_" + rs(36)),
    ("GitHub refresh", lambda: "ghr_" + rs(36)),
    ("GitHub fine-grained", lambda: "github_pat_11" + up(20) + "_" + rs(59)),
    ("GitLab", lambda: "glpat-" + rs(20, ALN + "-_")),
    ("GitLab trigger", lambda: "glptt-" + hx(40)),
    ("GitLab deploy", lambda: "gldt-" + rs(20, ALN + "-_")),
    ("GitLab runner", lambda: "glrt-" + rs(20, ALN + "-_")),
    ("Slack bot", lambda: "xoxb-" + dg(12) + "-" + dg(13) + "-" + rs(24)),
    ("Slack user", lambda: "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32)),
    ("Slack app", lambda: "xapp-1-A" + up(10) + "-" + dg(13) + "-" + hx(64)),
    (
        "Slack webhook",
        lambda: "https://hooks.slack.com/services/T" + up(8) + "/B" + up(10) + "/" + rs(24),
    ),
    ("Stripe", lambda: "sk_live_51" + rs(97)),
    ("Stripe restricted", lambda: "rk_live_51" + rs(60)),
    ("Stripe webhook", lambda: "whsec_" + rs(32)),
    ("OpenAI", lambda: "sk-proj-" + rs(74, ALN + "-_") + "T3BlbkFJ" + rs(74, ALN + "-_")),
    ("OpenAI legacy", lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20)),
    (
        "OpenAI service account",
        lambda: "sk-svcacct-" + rs(64, ALN + "-_") + "T3BlbkFJ" + rs(64, ALN + "-_"),
    ),
    ("Anthropic", lambda: "sk-ant-api03-" + rs(93, ALN + "-_") + "AA"),
    ("Anthropic admin", lambda: "sk-ant-admin01-" + rs(93, ALN + "-_") + "AA"),
    ("Hugging Face", lambda: "hf_" + rs(34)),
    ("Google API", lambda: "AIza" + rs(35, ALN + "-_")),
    ("npm", lambda: "npm_" + rs(36)),
    ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(70, ALN + "-_")),
    ("Twilio", lambda: "SK" + hx(32) + " (secret " + rs(32) + ")"),
    ("SendGrid", lambda: "SG." + rs(22, ALN + "-_") + "." + rs(43, ALN + "-_")),
    ("Mailgun", lambda: "key-" + hx(32)),
    ("Mailchimp", lambda: hx(32) + "-us" + str(R.randint(2, 21))),
    ("Shopify admin", lambda: "shpat_" + hx(32)),
    ("Shopify shared secret", lambda: "shpss_" + hx(32)),
    ("Shopify custom app", lambda: "shpca_" + hx(32)),
    ("DigitalOcean", lambda: "dop_v1_" + hx(64)),
    ("DigitalOcean OAuth", lambda: "doo_v1_" + hx(64)),
    ("Doppler", lambda: "dp.pt." + rs(43)),
    ("Databricks", lambda: "dapi" + hx(32)),
    ("Discord bot", lambda: "MT" + rs(24) + "." + rs(6, ALN + "-_") + "." + rs(38, ALN + "-_")),
    ("Telegram bot", lambda: dg(10) + ":AA" + rs(33, ALN + "-_")),
    ("Square", lambda: "EAAA" + rs(60, ALN + "-_")),
    ("Square OAuth", lambda: "sq0csp-" + rs(43, ALN + "-_")),
    ("Heroku", lambda: "HRKU-AA" + rs(58, ALN + "-_")),
    ("Linear", lambda: "lin_api_" + rs(40)),
    ("Notion", lambda: "ntn_" + dg(11) + rs(35)),
    ("Atlassian", lambda: "ATATT3xFfGF0" + rs(171, ALN + "-_") + "=" + HX(8)),
    ("Postman", lambda: "PMAK-" + hx(24) + "-" + hx(34)),
    ("Pulumi", lambda: "pul-" + hx(40)),
    ("Terraform Cloud", lambda: rs(14) + ".atlasv1." + rs(67)),
    ("Vault", lambda: "hvs." + rs(90, ALN + "-_")),
    ("Vault batch", lambda: "hvb." + rs(138, ALN + "-_")),
    ("Grafana Cloud", lambda: "glc_" + b64(60).rstrip("=")),
    ("Grafana service account", lambda: "glsa_" + rs(32) + "_" + hx(8)),
    ("New Relic", lambda: "NRAK-" + up(27)),
    ("New Relic browser", lambda: "NRJS-" + hx(19)),
    ("Sentry", lambda: "sntryu_" + hx(64)),
    ("Dynatrace", lambda: "dt0c01." + up(24) + "." + up(64)),
    ("age", lambda: "AGE-SECRET-KEY-1" + rs(58, BECH.upper())),
    ("Adafruit IO", lambda: "aio_" + rs(28)),
    ("Airtable", lambda: "pat" + rs(14) + "." + hx(64)),
    ("Alibaba Cloud", lambda: "LTAI" + rs(20) + " " + rs(30)),
    (
        "Azure Storage",
        lambda: (
            "DefaultEndpointsProtocol=https;AccountName=st"
            + rs(8, LOW + DIG)
            + ";AccountKey="
            + b64(64)
            + ";EndpointSuffix=core.windows.net"
        ),
    ),
    ("Azure AD", lambda: rs(3) + str(R.randint(0, 9)) + "Q~" + rs(31, ALN + "_~.-")),
    ("Clojars", lambda: "CLOJARS_" + rs(60, LOW + DIG)),
    ("Contentful", lambda: "CFPAT-" + rs(43, ALN + "-_")),
    ("Duffel", lambda: "duffel_live_" + rs(43, ALN + "-_")),
    ("Dropbox", lambda: "sl.B" + rs(135, ALN + "-_")),
    ("EasyPost", lambda: "EZAK" + rs(54)),
    ("Flutterwave", lambda: "FLWSECK-" + hx(32) + "-X"),
    ("Frame.io", lambda: "fio-u-" + rs(64, ALN + "-_=")),
    ("Fly.io", lambda: "FlyV1 fm2_" + b64(90).rstrip("=")),
    ("Harness", lambda: "pat." + rs(22) + "." + hx(24) + "." + rs(20)),
    ("Infracost", lambda: "ico-" + rs(32)),
    ("JFrog", lambda: "AKCp" + rs(69)),
    ("OpenShift", lambda: "sha256~" + rs(43, ALN + "-_")),
    ("PlanetScale", lambda: "pscale_tkn_" + rs(43, ALN + "-_")),
    ("PlanetScale password", lambda: "pscale_pw_" + rs(43, ALN + "-_")),
    ("Prefect", lambda: "pnu_" + rs(36)),
    ("ReadMe", lambda: "rdme_" + hx(70)),
    ("RubyGems", lambda: "rubygems_" + hx(48)),
    ("Scalingo", lambda: "tk-us-" + rs(48, ALN + "-_")),
    ("Brevo", lambda: "xkeysib-" + hx(64) + "-" + rs(16)),
    ("Shippo", lambda: "shippo_live_" + hx(40)),
    ("Typeform", lambda: "tfp_" + rs(44) + "_" + rs(14)),
    ("Sourcegraph", lambda: "sgp_" + hx(16) + "_" + hx(40)),
    ("Octopus Deploy", lambda: "API-" + up(26)),
    ("Mapbox", lambda: "sk.eyJ1IjoiamFuZS1kb2UiLCJhIjoi" + rs(22) + "In0." + rs(22, ALN + "-_")),
    ("Groq", lambda: "gsk_" + rs(52)),
    ("Replicate", lambda: "r8_" + rs(37)),
    ("Perplexity", lambda: "pplx-" + rs(48)),
    ("xAI", lambda: "xai-" + rs(80)),
    ("Fireworks", lambda: "fw_" + rs(24)),
    ("LangSmith", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10)),
    ("Pinecone", lambda: "pcsk_" + rs(5) + "_" + rs(63)),
    ("Supabase", lambda: "sbp_" + hx(40)),
    ("Supabase secret", lambda: "sb_secret_" + rs(31, ALN + "-_")),
    ("Resend", lambda: "re_" + rs(8) + "_" + rs(24)),
    ("Buildkite", lambda: "bkua_" + hx(40)),
    ("CircleCI", lambda: "CCIPAT_" + rs(22) + "_" + hx(40)),
    ("Docker Hub", lambda: "dckr_pat_" + rs(27, ALN + "-_")),
    ("1Password", lambda: "ops_eyJ" + b64u(180)),
    ("NuGet", lambda: "oy2" + rs(43, LOW + DIG)),
    ("Azure DevOps", lambda: rs(84)),
    ("Cloudflare", lambda: rs(40, ALN + "-_")),
    (
        "Discord webhook",
        lambda: "https://discord.com/api/webhooks/" + dg(19) + "/" + rs(68, ALN + "-_"),
    ),
    (
        "Teams webhook",
        lambda: (
            "https://contoso.webhook.office.com/webhookb2/"
            + uid()
            + "@"
            + uid()
            + "/IncomingWebhook/"
            + hx(32)
            + "/"
            + uid()
        ),
    ),
    ("RSA", lambda: pem("RSA PRIVATE KEY")),
    ("OpenSSH", lambda: pem("OPENSSH PRIVATE KEY", 6)),
    ("EC", lambda: pem("EC PRIVATE KEY", 3)),
    ("PKCS8", lambda: pem("PRIVATE KEY", 7)),
    ("Facebook", lambda: "EAAG" + rs(180)),
    ("Twitter bearer", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(25) + "%3D" + rs(50)),
    ("Plaid", lambda: "access-production-" + uid()),
    ("Lob", lambda: "live_" + hx(35)),
    ("Okta", lambda: "00" + rs(40, ALN + "-_")),
    ("HubSpot", lambda: "pat-na1-" + uid()),
    ("Asana", lambda: "2/" + dg(16) + "/" + dg(16) + ":" + hx(32)),
    ("Algolia admin", lambda: hx(32)),
    ("Netlify", lambda: "nfp_" + rs(36)),
    (
        "Kubernetes",
        lambda: "eyJhbGciOiJSUzI1NiIsImtpZCI6I" + rs(40) + "." + b64u(220) + "." + b64u(256),
    ),
    ("ElevenLabs", lambda: "sk_" + hx(48)),
    ("Firebase Cloud Messaging", lambda: "AAAA" + rs(7) + ":APA91b" + rs(134, ALN + "-_")),
    ("Yandex", lambda: "y0_AgAAAA" + rs(50, ALN + "-_")),
    ("Bitbucket", lambda: "ATBB" + rs(32) + HX(8)),
    ("Datadog", lambda: "DD_API_KEY " + hx(32) + " DD_APP_KEY " + hx(40)),
    ("Figma", lambda: "figd_" + rs(40, ALN + "-_")),
    ("Render", lambda: "rnd_" + rs(32)),
    ("Cloudinary", lambda: "cloudinary://" + dg(15) + ":" + rs(27, ALN + "-_") + "@acme-media"),
    ("Tailscale", lambda: "tskey-auth-k" + rs(10) + "CNTRL-" + rs(33)),
    ("ngrok", lambda: dg(1) + rs(26) + "_" + rs(21)),
    ("Klaviyo", lambda: "pk_" + hx(34)),
    ("LaunchDarkly", lambda: "sdk-" + uid()),
    ("Braintree", lambda: "access_token$production$" + rs(16, LOW + DIG) + "$" + hx(32)),
    ("Razorpay", lambda: "rzp_live_" + rs(14) + " / " + rs(24)),
    ("Paystack", lambda: "sk_live_" + hx(40)),
    ("Mercado Pago", lambda: "APP_USR-" + dg(16) + "-" + dg(6) + "-" + hx(32) + "-" + dg(9)),
    ("Mistral", lambda: rs(32)),
    ("Cohere", lambda: rs(40)),
    ("Deepseek", lambda: "sk-" + hx(32)),
    ("Snyk", lambda: uid()),
    ("Infisical", lambda: "st." + uid() + "." + hx(32) + "." + hx(32)),
    ("Zendesk", lambda: rs(40)),
    ("Intercom", lambda: "dG9rOj" + rs(50) + "=="),
    (
        "GCP service account",
        lambda: json.dumps(
            {
                "type": "service_account",
                "project_id": "acme-prod-" + dg(6),
                "private_key_id": hx(40),
                "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
                + b64(90)
                + "\\n-----END PRIVATE KEY-----\\n",
                "client_email": "deployer@acme-prod.iam.gserviceaccount.com",
            }
        ),
    ),
    ("Shopify private app", lambda: "shppa_" + hx(32)),
    ("Vercel", lambda: "vcp_" + rs(56)),
    (
        "Postgres on Neon",
        lambda: (
            "postgresql://neondb_owner:npg_"
            + rs(12)
            + "@ep-"
            + rs(6, LOW)
            + "-"
            + rs(8, LOW + DIG)
            + ".eu-central-1.aws.neon.tech/neondb"
        ),
    ),
    ("Gitea", lambda: hx(40)),
    (
        "Coinbase",
        lambda: "organizations/" + uid() + "/apiKeys/" + uid() + " + " + pem("EC PRIVATE KEY", 3),
    ),
]

PROV_WRAP = [
    "here's the {svc} token for the deploy: {v}",
    "{svc} key -> {v}",
    "can you put this in the CI vars? {v} ({svc})",
    "ok the new {svc} credential is `{v}`",
    "{v}\n\nthat's the prod {svc} one, please don't lose it",
    "Rotated {svc} today, new value: {v}",
    "pasting our {svc} api key so you have it: {v}",
    "btw {svc}: {v}",
    "remember this for later -- {svc} access token {v}",
    "```\n{v}\n```\n^ {svc}, works for the staging account too",
    "Mein {svc} Token: {v}",
    "voici la clé {svc} : {v}",
    "la key de {svc} es {v}, úsala en el script",
    "{svc}用のトークンです: {v}",
    "token do {svc}: {v} (não compartilha)",
    "the {svc} secret finally worked!! {v} 🎉",
    "{svc} creds for the intern laptop: {v}",
    "Please save: {svc} -> {v}",
    "just generated a {svc} key, {v}, expires in 90 days",
    "use {v} for {svc} until I rotate it friday",
    'So the {svc} integration needs this: "{v}"',
    "my personal {svc} key is {v} if you want to test",
    "found the old {svc} one in my notes: {v}",
    "for {svc} auth -> Authorization: Bearer {v}",
    "{svc} • {v}",
    "quick note to self: {svc} {v}",
]


# --------------------------------------------------------------------------
# key/value lines in many config formats and key spellings
# --------------------------------------------------------------------------
def _v_dotted():
    return rs(6) + "." + rs(5) + R.choice(SYM) + dg(3)


def _v_bracket():
    return (
        R.choice(["[", "(", "{", "#", "<"])
        + rs(R.randint(8, 14), ALN + "!$%")
        + R.choice(["]", ")", "}", "#", ">", "!"])
    )


def kv_value():
    r = R.random()
    if r < 0.45:
        return gen_pw()
    if r < 0.6:
        return mem_pw()
    if r < 0.72:
        return _v_dotted()
    if r < 0.82:
        return _v_bracket()
    if r < 0.92:
        return rs(R.randint(24, 48), ALN + "-_")
    return hx(R.choice([32, 40, 64]))


KV_TEMPLATES = [
    "DB_PASSWORD_PROD={v}",
    "PASSWORD1={v}",
    "export MYSQL_ROOT_PASSWORD='{v}'",
    "PGPASSWORD={v} psql -h db.internal -U app",
    "spring.datasource.password={v}",
    'redis:\n  host: cache-01\n  requirepass: "{v}"',
    "smtp:\n  user: noreply@acme.io\n  passwd: {v}",
    '{"db_pass": "{v}", "db_host": "10.0.4.12"}',
    '"adminPassword": "{v}",',
    "[database]\nuser = svc_reporting\npwd = {v}",
    '[smtp]\nSMTP_PASS = "{v}"',
    "machine api.heroku.com\n  login ops@acme.io\n  password {v}",
    "machine ftp.backup.example.net login backup password {v}",
    "users:\n- name: admin\n  user:\n    token: {v}",
    '{"auths": {"registry.acme.io": {"auth": "' + "{b64}" + '"}}}',
    "mysql -u root -p'{v}' -h 127.0.0.1",
    "sshpass -p '{v}' ssh deploy@10.2.0.7",
    "curl -u admin:{v} https://jenkins.acme.local/api/json",
    "docker login -u ci-bot --password {v} registry.acme.io",
    'psql "postgresql://app_user:{v}@db.prod.internal:5432/app"',
    "MONGO_URI=mongodb+srv://root:{v}@cluster0.x7kq2.mongodb.net/prod",
    "define('DB_PASSWORD', '{v}');",
    "SECRET_KEY = '{v}'",
    "DJANGO_SECRET_KEY={v}",
    "APP_KEY=base64:{b64}",
    "NEXTAUTH_SECRET={v}",
    "jwtSecret: {v}",
    'SESSION_SECRET="{v}"',
    'cookie_secret = "{v}"',
    "client_secret: {v}",
    "oauth:\n  clientId: 8821-web\n  clientSecret: '{v}'",
    "webhookSigningSecret={v}",
    'signing_key = "{v}"',
    "hmac-key: {v}",
    "ENCRYPTION_KEY={v}",
    "masterKey: {v}",
    "admin_pass={v}",
    "ROOT_PW={v}",
    "db_pw_2 = {v}",
    "ftp_passwd: {v}",
    "ldap.bindPassword={v}",
    "bind_dn_password = {v}",
    "keystore.password={v}",
    "-Djavax.net.ssl.trustStorePassword={v}",
    "<password>{v}</password>",
    '<add key="SmtpPassword" value="{v}" />',
    '  <property name="hibernate.connection.password">{v}</property>',
    'variable "admin_password" {\n  default = "{v}"\n}',
    "ansible_become_pass: {v}",
    "ansible_ssh_pass={v}",
    "net use Z: \\\\fileserver\\share /user:ACME\\jdoe {v}",
    '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force',
    "[Interface]\nPrivateKey = {wg}\nAddress = 10.8.0.2/24",
    'network={\n  ssid="HomeNet-5G"\n  psk="{v}"\n}',
    "db.example.com:5432:analytics:reporter:{v}",
    "//registry.npmjs.org/:_authToken={npm}",
    "[pypi]\nusername = __token__\npassword = {v}",
    "git remote set-url origin https://oauth2:{v}@gitlab.acme.io/core/api.git",
    "X-Api-Key: {v}",
    "Authorization: Basic {basic}",
    'api_key_v2 = "{v}"',
    'apiKey: "{v}"',
    "STRIPE_SECRET={v}",
    "access_token={v}",
    "refreshToken: {v}",
    "auth-token={v}",
    "PRIVATE_KEY_PASSPHRASE={v}",
    'ssh_passphrase: "{v}"',
    "KENNWORT={v}",
    "contraseña: {v}",
    'mot_de_passe = "{v}"',
    "parola_db: {v}",
    "wachtwoord={v}",
    "senha_admin={v}",
    "Passwort: {v}",
    "hasło={v}",
    "пароль={v}",
    "パスワード={v}",
    "密码: {v}",
    "[mail]\nimap_password={v}",
    'credentials.json -> {"username": "svc-etl", "password": "{v}"}',
    "vpn:\n  username: j.doe\n  pass: {v}",
    "snmp_community_rw: {v}",
    "redis://:{v}@redis-prod.internal:6379/0",
    "amqp://rabbit:{v}@mq.internal:5672/",
    "jdbc:sqlserver://sql01;databaseName=erp;user=sa;password={v};",
    "Server=tcp:acme.database.windows.net;User ID=dbadmin;Password={v};Encrypt=True",
    "AZURE_CLIENT_SECRET={v}",
    "gh_token={v}",
    "TF_VAR_db_password={v}",
    "wifi_psk = {v}",
    "RABBITMQ_DEFAULT_PASS: {v}",
    "POSTGRES_PASSWORD_FILE is annoying so I just set POSTGRES_PASSWORD={v}",
    '- name: DB_PASS\n  value: "{v}"',
    "data:\n  password: {b64}",
    ".env has SMTP_PASSWORD={v} right now",
    "set -x PASSWD_BACKUP {v}",
    "myApp.Secret.Key = {v}",
    "--password={v}",
    "mysqldump --user=backup --password={v} erp > erp.sql",
    "openssl enc -aes-256-cbc -k {v} -in dump.sql -out dump.enc",
    "7z a -p{v} archive.7z ./docs",
    "htpasswd line -> admin:{v}",
    'pass = "{v}"  # prod',
    "storePass={v}",
    "secretAccessKey: {aws}",
    "aws_secret_access_key = {aws}",
    'PASS_PHRASE="{v}"',
    "db-password-staging: {v}",
    "userPwd={v}",
    "Pwd={v}",
    "appSecretValue: {v}",
    "[client]\nuser=root\npassword={v}",
    "[s3-backup]\ntype = s3\naccess_key_id = AKIA{up16}\nsecret_access_key = {aws}",
    "environment:\n  - MINIO_ROOT_USER=minio\n  - MINIO_ROOT_PASSWORD={v}",
    "auth:\n  rootPassword: {v}\n  replicationPassword: {v2}",
    'stringData:\n  DATABASE_PASSWORD: "{v}"',
    "- uses: docker/login-action@v3\n  with:\n    username: acmebot\n    password: {v}",
    'proxy_set_header Authorization "Basic {basic}";',
    "enable secret 0 {v}",
    "username netadmin privilege 15 password 0 {v}",
    "/user set admin password={v}",
    "<AdministratorPassword><Value>{v}</Value><PlainText>true</PlainText></AdministratorPassword>",
    "'password' => '{v}',",
    "config.api_secret = '{v}'",
    'const dbPass = "{v}"',
    'String password = "{v}";',
    'var conn = "Host=pg01;Username=erp;Pwd={v};Database=erp";',
    "const API_SECRET = '{v}';",
    "$env:ADMIN_PWD = '{v}'",
    "x-creds: &creds\n  pw: {v}",
    "mail.smtp.password: {v}",
    "username,password\nsvc_etl,{v}",
    "https://api.acme-metrics.io/v1/export?api_key={long}&format=csv",
    "grant_type=password&username=jo.berg&password={v}&client_id=web",
    "dbPassPrd={v}",
    "PWD_ADMIN_ALT: {v}",
    "mailerPasswd = {v}",
    "sftpPw: '{v}'",
    "SECRETKEY_OLD={long}",
    "xApiSecret: {long}",
    "pass_word = {v}",
    "PassCode: {v}",
    '[tool.poetry.http-basic.private]\nusername = "ci"\npassword = "{v}"',
    "https://jdoe:{v}@git.acme.io",
    "ftp://upload:{v}@ftp.acme-print.de/incoming",
    "users:\n- name: ci\n  user:\n    client-key-data: {pemb64}",
    "smb://printer:{v}@nas.local/scans",
    "IDENTITY_SIGNING_SECRET={long}",
    '"wifiPassphrase": "{v}"',
    "admin.pass.2 = {v}",
    "DATABASE_URL=mysql://wp:{v}@localhost:3306/wordpress",
]

KV_WRAP = [
    "{kv}",
    "here's the config:\n{kv}",
    "```\n{kv}\n```",
    "copy this into the .env pls\n{kv}",
    "{kv}\n# ^ current prod value",
    "can u check why this fails: {kv}",
    "fwiw the line is `{kv}`",
    "from the server:\n\n{kv}\n\nthanks!",
    "Config snippet (staging):\n{kv}",
    "{kv}  <- working now",
]


def kv_text(t):
    v = kv_value()
    kv = fill(
        t,
        v=v,
        v2=anypw(),
        up16=up(16),
        long=rs(R.randint(32, 56), ALN + "-_"),
        pemb64=base64.b64encode(pem("RSA PRIVATE KEY", 3).encode()).decode(),
        b64=base64.b64encode(("ci-bot:" + gen_pw()).encode()).decode(),
        basic=base64.b64encode(("admin:" + gen_pw()).encode()).decode(),
        wg=b64(32),
        npm="npm_" + rs(36),
        aws=rs(40, ALN + "/+"),
    )
    return fill(R.choice(KV_WRAP), kv=kv)


# --------------------------------------------------------------------------
# natural-language disclosures in many languages
# {v} password, {p} PIN, {c} access/recovery code
# --------------------------------------------------------------------------
LANG = [
    # English, non-"my password is" phrasings too
    "fyi the password for the joint savings account is {v}",
    "{v} is the pass for the office wifi, don't post it in slack",
    "use {v} as the password when it asks",
    "login: anna.kowalski / {v}",
    "Password：{v}",
    "the PIN for my debit card is {p}, in case you need cash",
    "passphrase on my ssh key: {v}",
    "access code for the building portal is {c}",
    # German
    "Mein Passwort fürs Onlinebanking ist {v}",
    "Das Kennwort für das WLAN lautet {v}",
    "Die PIN meiner EC-Karte ist {p}, bitte merken",
    "{v} – das ist das Passwort für den Server, nicht weitergeben",
    # French
    "Mon mot de passe Gmail c'est {v}",
    "le code PIN de ma carte bleue est {p}",
    "{v} c'est le mdp du compte admin",
    "le code d'accès du portail est {c}",
    # Spanish
    "Mi contraseña del banco es {v}",
    "la clave del wifi es {v}",
    "El PIN de la tarjeta es {p}",
    "te paso la contraseña: {v}, luego la cambio",
    # Portuguese
    "Minha senha do Nubank é {v}",
    "a senha do wifi é {v}",
    "O PIN do cartão é {p}",
    "{v} é a senha do e-mail da empresa",
    # Italian
    "La mia password di Poste è {v}",
    "il PIN del bancomat è {p}",
    "la parola d'ordine per il server è {v}",
    # Dutch
    "Mijn wachtwoord voor DigiD is {v}",
    "de pincode van mijn pas is {p}",
    "het wachtwoord van de wifi: {v}",
    # Polish
    "Moje hasło do banku to {v}",
    "PIN do karty: {p}, nie mów nikomu",
    "{v} to hasło do routera",
    # Czech
    "Moje heslo do e-mailu je {v}",
    "PIN ke kartě je {p}",
    # Swedish
    "Mitt lösenord till banken är {v}",
    "pinkoden till kortet är {p}",
    # Norwegian
    "Passordet mitt til Vipps er {v}",
    "PIN-koden til bankkortet er {p}",
    # Danish
    "Min adgangskode til netbank er {v}",
    "pinkoden til mit dankort er {p}",
    # Finnish
    "Salasanani verkkopankkiin on {v}",
    "kortin PIN-koodi on {p}",
    # Turkish
    "Şifrem {v}, e-devlet için",
    "banka kartımın şifresi {p}",
    "wifi şifresi: {v}",
    # Russian
    "Мой пароль от почты: {v}",
    "пин-код карты {p}",
    "пароль от вайфая — {v}",
    # Ukrainian
    "Мій пароль до Приват24 — {v}",
    "PIN-код картки: {p}",
    # Greek
    "Ο κωδικός μου για το email είναι {v}",
    "το PIN της κάρτας είναι {p}",
    # Arabic
    "كلمة المرور الخاصة بي هي {v}",
    "الرقم السري للبطاقة {p}",
    # Hebrew
    "הסיסמה שלי לבנק היא {v}",
    "הקוד הסודי של הכרטיס: {p}",
    # Hindi
    "मेरा पासवर्ड {v} है",
    "एटीएम पिन {p} है, किसी को मत बताना",
    # Chinese
    "我的密码是{v}",
    "银行卡密码是{p}",
    "wifi密码：{v}",
    # Japanese
    "私のパスワードは{v}です",
    "キャッシュカードの暗証番号は{p}です",
    "Wi-Fiのパスワード：{v}",
    # Korean
    "내 비밀번호는 {v}야",
    "카드 비밀번호는 {p}입니다",
    # Vietnamese
    "Mật khẩu của tôi là {v}",
    "mã PIN thẻ ATM là {p}",
    # Indonesian
    "Kata sandi saya {v}",
    "PIN ATM saya {p}",
    # Thai
    "รหัสผ่านของฉันคือ {v}",
    "รหัส PIN บัตรคือ {p}",
    # Hungarian
    "A jelszavam {v}",
    "a kártya PIN kódja {p}",
    # Romanian
    "Parola mea de la bancă este {v}",
    "codul PIN al cardului este {p}",
    # Swahili
    "Nenosiri langu ni {v}",
    "PIN ya M-Pesa ni {p}",
    # Tagalog
    "Ang password ko sa GCash ay {v}",
    "PIN ko sa ATM: {p}",
    # Malay
    "Kata laluan saya ialah {v}",
    # Persian
    "رمز عبور من {v} است",
    # Catalan
    "La meva contrasenya és {v}",
    # Croatian
    "Moja lozinka je {v}",
    # Slovak
    "Moje heslo je {v}",
    # Bulgarian
    "Паролата ми е {v}",
    # Lithuanian
    "Mano slaptažodis yra {v}",
    # Estonian
    "Minu parool on {v}",
    # Recovery / passphrase words in other languages
    "Der Wiederherstellungscode für mein Konto: {c}",
    "código de recuperación de la cuenta: {c}",
    "Le code de récupération est {c}",
    "Passphrase für den Schlüssel: {v}",
    "el código de acceso al garaje es {p}#",
    "회복 코드: {c}",
    "恢复码是{c}",
    "heslo k wifi je {v}, použij ho",
    "{v} je moje heslo do banky",
    "Använd {v} som lösenord för gästnätet",
    "{v} er passordet til ruteren",
    "Brug {v} som adgangskode til printeren",
    "Käytä salasanaa {v} kun kirjaudut",
    "{v} benim e-posta şifrem",
    "Используй {v} как пароль для сервера",
    "Використовуй {v} як пароль до роутера",
    "Χρησιμοποίησε τον κωδικό {v} για το wifi",
    "استخدم {v} ككلمة مرور للراوتر",
    "{v} היא הסיסמה לוויי פיי",
    "वाईफाई का पासवर्ड {v} है",
    "用{v}作为路由器的密码",
    "ルーターのパスワードは{v}にした",
    "와이파이 비밀번호는 {v}",
    "Dùng {v} làm mật khẩu wifi nhé",
    "Pakai {v} sebagai kata sandi wifi",
    "ใช้ {v} เป็นรหัสผ่านไวไฟ",
    "{v} a jelszó a routerhez",
    "Folosește {v} ca parolă pentru router",
    "Tumia {v} kama nenosiri la wifi",
    "Gamitin mo ang {v} bilang password sa wifi",
    "Usa {v} come password del wifi",
    "Gebruik {v} als wachtwoord voor de router",
    "Użyj {v} jako hasła do wifi",
    "Utilise {v} comme mot de passe pour le routeur",
    "Benutze {v} als Passwort für den Router",
    "Usa {v} como contraseña del router",
    "Use {v} como senha do roteador",
]


def lang_text(t):
    c = R.choice([up(4) + "-" + up(4), hx(5) + "-" + hx(5), dg(8), up(6)])
    return fill(t, v=anypw(), p=pin(), c=c)


# --------------------------------------------------------------------------
# plain values handed over in chat (no fixed phrase)
# --------------------------------------------------------------------------
PLAIN = [
    "ok here it is {v} — case sensitive",
    "for the nas: {v}",
    "wifi at the lake house → {v}",
    "you'll need this to get into my laptop: {v}",
    "{v}\n^ for the shared drive, delete after reading",
    "it's {v} (capital first letter)",
    "admin / {v}",
    "user jkowalski, {v}",
    "try {v} on the router page",
    "new one for the vpn is `{v}`",
    "I changed it to {v} last night",
    "the one for netflix: {v} lol",
    "sending it here so you have it: {v}",
    "same as before but with a ! at the end, so {v}",
    "{v} <- that gets you into the alarm app",
    "dad, for the printer thing type {v} when it asks",
    "it wants 12 chars now so I went with {v}",
    "temp login for the new hire: mgarcia / {v}",
    "ok so the hotspot: Pixel_4471 and then {v}",
    "pls remember for me: {v} (icloud)",
    "Guest network -> CasaLuna_Guest, key {v}",
    "reset done. new = {v}",
    "old: {v2}\nnew: {v}",
    "u: dbadmin\np: {v}",
    "got in with {v} finally",
    "{v} is what I set for the kids' tablet",
    "the laptop unlock: {v}",
    "for Spotify family it's {v}",
    "portal.acme-hr.com → e.rossi → {v}",
    "type this exactly: {v}",
    '"{v}" without the quotes',
    "(it's {v})",
    "root@10.0.0.5 with {v}",
    "paste into the login box: {v}",
    "Mom's email login: {v} - she keeps forgetting",
    "so you don't have to ask again: {v}",
    "for the camera NVR use {v}",
    "here ya go {v} 🙂",
    "the code for my phone is {p} and the sim is {p2}",
    "emergency access to the shared 1pass vault: {v}",
    "the admin panel takes {v}",
    "tried {v}, it worked",
    "we're all using {v} for the team account",
    "TeamViewer ID 1 284 559 031, pw {v}",
    "AnyDesk: 482 119 730 / {v}",
    "VNC on 10.1.1.20:5901 → {v}",
    "wifi name Vodafone-3F21, pass on the back of the box is {v}",
    "if it asks for the old one it's {v}",
    "keychain says {v} for the school portal",
    "Zum Einloggen: mmueller / {v}",
    "für den Laptop: {v}",
    "pra entrar no roteador usa {v}",
    "pour le NAS : {v} (avec la majuscule)",
    "ecco qua per entrare: {v}",
    "para entrar al portátil pon {v}",
    "用这个登录：{v}",
    "ログインはこれで: {v}",
    "giriş için: {v}",
    "для входа: ivanov / {v}",
    "inloggen met {v}",
    "na logowanie: {v}",
    "om in te loggen op de nas: {v}",
    "brukernavn kari.n, og så {v}",
    "로그인: minsu / {v}",
    "đăng nhập bằng {v} nhé",
    "masuk pakai {v} ya",
    "σύνδεση με {v}",
    "להתחברות: {v}",
    "{v} — für die Fritzbox",
    "{v} pour la box internet",
    "{v} para o wifi da casa",
    "new pass for the alarm app is {v}, old one stops working tonight",
    "just to not forget:\n\nuser: l.moreau\n{v}",
    "Mac login is {v}, the FileVault one is {v2}",
    "remember the one I use for everything? it's {v} now",
    "for the kids' Xbox parental controls: {p}",
    "here's what I set on the safe: {p}",
    "bank app unlock: {p}",
    "voicemail pin {p}",
    "the one for the ring doorbell account: ring@lisa-home.net / {v}",
    "steam: gamer_bro_92 {v}",
    "work laptop bitlocker → {v}",
    "{v}",
    "{v} {v2}",
    "can you log in for me? e.wong@uni.edu and {v}",
    "screen time code {p} don't tell Jake",
    "she said use {v} for the zoom host account",
    "lol I literally just use {v} for the bank",
    "ok final answer: {v}",
    "fine, it's {v}. don't laugh",
    "here → {v}",
    "{v} (that's a zero, not an O)",
    "lmk if {v} doesn't work",
    "is it {v} or {v2}? one of those works for the router",
    "she uses {v} for basically everything",
    "type {v} then hit enter twice",
    "copy: {v}",
    "Netflix\nlisa.m@gmail.com\n{v}",
    "wifi: {v}",
    "la del wifi: {v}",
    "el de netflix es {v}",
    "das fürs WLAN: {v}",
    "celui du wifi c'est {v}",
    "quella del wifi è {v}",
    "a do netflix é {v}",
    "ネトフリのやつ: {v}",
    "网飞账号 lisa@qq.com {v}",
    "от вайфая: {v}",
    "netflix'inki: {v}",
    "do netflixa: {v}",
    "die van de wifi is {v}",
    "den till wifit: {v}",
    "넷플릭스 거: {v}",
    "الواي فاي: {v}",
    "वाईफाई का: {v}",
    "Hulu → jen.park88 → {v}",
    "the garage app wants {v} now",
    "I wrote {v} on a post-it but lost it, so saving here",
    "ok mum it's {v}, the W is capital",
    "spelled out: {spelled}",
    "its {v} i think?? try it",
    "{v} works for both the NAS and the plex server",
    "last one was {v2}, now it's {v}",
    "for the test box: root + {v}",
    "the ups web ui: {v}",
    "can't talk, on a call — {v}",
    "iCloud: m.santos@icloud.com\n{v}\n(2fa goes to my phone)",
    "wlan gast: {v}",
    "uh it's {v} — no wait, {v2}",
    "Sorry for the delay. It's {v}. Let me know once you're in so I can change it back.",
    "ok so: laptop {v}, phone {p}. dont ask why i'm trusting you with this lol",
    "Hey, the babysitter needs to get on the wifi, it's {v}",
    "Landlord sent it over: {v} — for the smart lock app",
    "you asked for the thing for the tax portal → {v}",
    "{v} ... and yes I know I should use a manager",
    "Dad set it to {v} on the family computer",
    "Tu peux te connecter avec {v}, je le change demain",
    "Puedes entrar con {v}, luego lo cambio",
    "Kannst dich mit {v} anmelden, ändere ich morgen",
    "Puoi entrare con {v}, domani lo cambio",
    "Pode entrar com {v}, amanhã eu troco",
    "Możesz się zalogować: {v}",
    "Je kunt inloggen met {v}, morgen verander ik het",
    "Можешь зайти с {v}, завтра поменяю",
    "{v} で入れるよ、明日変える",
    "可以用{v}登录，明天我再改",
    "{v} 로 들어가면 돼",
    "{v} ile girebilirsin, yarın değiştiririm",
    "Bisa masuk pakai {v}, besok aku ganti",
]


def plain_text(t):
    v = anypw()
    spelled = " ".join(("capital " + c.lower()) if c.isupper() else c for c in v)
    return fill(t, v=v, v2=anypw(), p=pin(), p2=pin(R.choice([4, 8])), spelled=spelled)


# --------------------------------------------------------------------------
# other credential material
# --------------------------------------------------------------------------
BIP = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse "
    "achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust "
    "admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport "
    "aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always "
    "amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce "
    "annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
    "area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork ask aspect "
    "assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august "
    "aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor "
    "bacon badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket "
    "battle beach bean beauty because become beef before begin behave behind believe below belt bench "
    "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter black blade "
    "blame blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb "
    "bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass brave "
    "bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
    "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy "
    "butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy "
    "cannon canoe canvas canyon capable capital captain car carbon card cargo carpet carry cart case cash "
    "casino castle casual cat catalog catch category cattle caught cause caution cave ceiling celery cement "
    "census century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
    "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn cigar "
    "cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client cliff "
    "climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut code "
    "coffee coil coin collect color column combine come comfort comic common company concert conduct "
    "confirm congress connect consider control convince cook cool copper copy coral core corn correct cost "
    "cotton couch country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl "
    "crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise "
    "crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom "
    "cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris decade "
    "december decide decline decorate decrease deer defense define defy degree delay deliver demand demise "
    "denial dentist deny depart depend deposit depth deputy derive describe desert design desk despair "
    "destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital "
    "dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display "
    "distance divert divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door "
    "dose double dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry "
    "duck dumb dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo "
    "ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant "
    "elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end endless "
    "endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire "
    "entry envelope episode equal equip era erase erode erosion error erupt escape essay essence estate "
    "eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse execute "
    "exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose express extend "
    "extra eye eyebrow fabric face faculty fade faint faith fall false fame family famous fan fancy fantasy "
    "farm fashion fat fatal father fatigue fault favorite feature february federal fee feed feel female "
    "fence festival fetch fever few fiber fiction field figure file film filter final find fine finger "
    "finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip float "
    "flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest forget fork "
    "fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front "
    "frost frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage "
    "garbage garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine "
    "gesture ghost giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse globe "
    "gloom glory glove glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace "
    "grain grant grape grass gravity great green grid grief grit grocery group grow grunt guard guess guide "
    "guilt guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk "
    "hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip "
    "hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host "
    "hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid ice "
    "icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose improve "
    "impulse inch include income increase index indicate indoor industry infant inflict inform inhale "
    "inherit initial inject injury inmate inner innocent input inquiry insane insect inside inspire install "
    "intact interest into invest invite involve iron island isolate issue item ivory jacket jaguar jar jazz "
    "jealous jeans jelly jewel job join joke journey joy judge juice jump jungle junior junk just kangaroo "
    "keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock "
    "know lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law "
    "lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend length "
    "lens leopard lesson letter level liar liberty library license life lift light like limb limit link "
    "lion liquid list little live lizard load loan lobster local lock logic lonely long loop lottery loud "
    "lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail "
    "main major make mammal man manage mandate mango mansion manual maple marble march margin marine market "
    "marriage mask mass master match material math matrix matter maximum maze meadow mean measure meat "
    "mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message metal "
    "method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake "
    "mix mixed mixture mobile model modify mom moment monitor monkey monster month moon moral more morning "
    "mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom "
    "music must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need "
    "negative neglect neither nephew nerve nest net network neutral never news next nice night noble noise "
    "nominee noodle normal north nose notable note nothing notice novel now nuclear number nurse nut oak "
    "obey object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil "
    "okay old olive olympic omit once one onion online only open opera opinion oppose option orange orbit "
    "orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside oval "
    "oven over own owner oxygen oyster ozone"
).split()


def seed(n=None):
    return " ".join(R.choice(BIP) for _ in range(n or R.choice([12, 12, 24, 18])))


def seed_numbered(n=12):
    ws = [R.choice(BIP) for _ in range(n)]
    return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(ws))


def gh_codes(k=None):
    return "\n".join(hx(5) + "-" + hx(5) for _ in range(k or R.randint(6, 10)))


def g_codes(k=None):
    return "  ".join(rs(4, DIG) + " " + rs(4, DIG) for _ in range(k or R.randint(5, 10)))


def totp_groups():
    s = rs(32, B32)
    if R.random() < 0.5:
        s = s.lower()
    return " ".join(s[i : i + 4] for i in range(0, 32, 4))


def exp():
    return "%02d/%02d" % (R.randint(1, 12), R.randint(26, 31))


def card_spaced(prefix="4"):
    c = luhn_card(prefix)
    return " ".join(c[i : i + 4] for i in range(0, 16, 4))


MATERIAL = [
    lambda: "backup words for my ledger, keep them safe: " + seed(24),
    lambda: "metamask recovery phrase — " + seed(12),
    lambda: "seed:\n" + seed_numbered(12),
    lambda: "Phrase de récupération du portefeuille : " + seed(12),
    lambda: "Meine Wiederherstellungsphrase: " + seed(12),
    lambda: "frase semilla de mi wallet: " + seed(12),
    lambda: "my phantom wallet secret phrase is " + seed(12) + " pls don't judge",
    lambda: "writing this down somewhere safe: " + seed(24),
    lambda: "助记词：" + seed(12),
    lambda: "trust wallet 12 words → " + ", ".join(seed(12).split()),
    lambda: seed(12) + "\n^ that's the cold wallet, store it",
    lambda: "Exodus wallet backup: " + seed(12).upper(),
    lambda: "recovery seed for the trezor (passphrase " + mem_pw() + "): " + seed(24),
    lambda: "frase de recuperação da carteira: " + seed(12),
    lambda: "GitHub recovery codes:\n" + gh_codes(),
    lambda: "my google backup codes: " + g_codes(),
    lambda: (
        "2FA backup codes for the AWS root account\n"
        + "\n".join(rs(4, LOW + DIG) + "-" + rs(4, LOW + DIG) for _ in range(8))
    ),
    lambda: "discord backup codes " + " ".join(rs(8, LOW + DIG) for _ in range(8)),
    lambda: (
        "Backup-Codes für Microsoft: "
        + ", ".join(
            rs(4, UPP + DIG) + "-" + rs(4, UPP + DIG) + "-" + rs(4, UPP + DIG) for _ in range(5)
        )
    ),
    lambda: "codes de secours Proton : " + " ".join(hx(8) for _ in range(10)),
    lambda: "Apple recovery key: " + "-".join(up(4) for _ in range(7)),
    lambda: "BitLocker recovery key " + "-".join(rs(6, DIG) for _ in range(8)),
    lambda: (
        "one-time codes for the bank (use top to bottom): " + " ".join(rs(6, DIG) for _ in range(6))
    ),
    lambda: "Twitter/X backup code: " + rs(12, LOW + DIG),
    lambda: "TOTP setup key for the company VPN: " + totp_groups(),
    lambda: "2fa secret if the authenticator app dies: " + totp_groups(),
    lambda: "otpauth://totp/ACME:jane.doe@acme.io?secret=" + rs(32, B32) + "&issuer=ACME",
    lambda: "can't scan the QR, entering manually: " + totp_groups(),
    lambda: "Authenticator-Schlüssel: " + totp_groups(),
    lambda: "clé de configuration 2FA : " + rs(16, B32),
    lambda: "the MFA seed for the shared admin account is " + rs(32, B32),
    lambda: "otpauth://hotp/Okta:ops?secret=" + rs(26, B32) + "&counter=4",
    lambda: "Cookie: sessionid=" + rs(32, LOW + DIG) + "; csrftoken=" + rs(64),
    lambda: (
        "my session cookie if you want to debug as me: connect.sid=s%3A"
        + rs(32, ALN + "-_")
        + "."
        + b64(32).rstrip("=")
    ),
    lambda: "_gh_sess=" + b64(180).replace("\n", "") + " (copied from devtools)",
    lambda: "PHPSESSID=" + rs(26, LOW + DIG) + " — that's logged in as admin",
    lambda: "laravel_session=" + b64u(220),
    lambda: (
        "__Secure-next-auth.session-token="
        + jwt({"sub": dg(8), "email": "kim@acme.io", "iat": 1764000000})
    ),
    lambda: "set-cookie: SID=" + rs(70, ALN + "-_") + "; Domain=.google.com; Secure; HttpOnly",
    lambda: "curl -H 'Cookie: auth_session=" + hx(64) + "' https://admin.acme.io/api/users",
    lambda: (
        "paste this in the browser console: document.cookie='remember_user_token=" + b64u(90) + "'"
    ),
    lambda: "li_at=" + rs(150, ALN + "-_") + " <- linkedin session for the scraper",
    lambda: "card " + card_spaced("4") + " exp " + exp() + " cvv " + rs(3, DIG),
    lambda: (
        "use my mastercard for the tickets: "
        + card_spaced("5" + R.choice("12345"))
        + ", "
        + exp()
        + ", CVC "
        + rs(3, DIG)
    ),
    lambda: "the cvv on the back is " + rs(3, DIG) + " and the number is " + luhn_card("4"),
    lambda: "Amex " + luhn_card("37", 15) + " exp " + exp() + " CID " + rs(4, DIG),
    lambda: (
        "Kartennummer " + card_spaced("4") + ", gültig bis " + exp() + ", Prüfziffer " + rs(3, DIG)
    ),
    lambda: (
        "numéro de carte "
        + card_spaced("5" + R.choice("12345"))
        + " expiration "
        + exp()
        + " cryptogramme "
        + rs(3, DIG)
    ),
    lambda: "debit card ending " + rs(4, DIG) + " — pin " + pin(4) + ", cvv " + rs(3, DIG),
    lambda: (
        "tarjeta " + card_spaced("4") + " vence " + exp() + " código de seguridad " + rs(3, DIG)
    ),
    lambda: "SIM PUK: " + rs(8, DIG) + " and PIN " + pin(4),
    lambda: "combination for the office safe: " + "-".join(str(R.randint(1, 99)) for _ in range(3)),
    lambda: "alarm disarm code is " + pin(4) + ", duress code " + pin(4),
    lambda: "Tresorcode: " + pin(6),
    lambda: (
        "user is svc_backup. password comes in two halves: "
        + (lambda p: p[:5] + " ... and then " + p[5:])(gen_pw(14))
    ),
    lambda: (lambda p: "first part of the key: " + p[:20] + "\nsecond part: " + p[20:])(
        "sk-proj-" + rs(60)
    ),
    lambda: "login is h.tanaka@acme.jp\nI'll send the rest separately\n" + gen_pw(),
    lambda: "username: ops-admin\n\n(next message)\n\n" + gen_pw(),
    lambda: (
        "AWS key id "
        + "AKIA"
        + up(16)
        + "\nand the secret, second half first: "
        + rs(20, ALN + "/+")
        + " | "
        + rs(20, ALN + "/+")
    ),
    lambda: (lambda n: "the password is my dog's name + " + n + " + ! — so Biscuit" + n + "!")(
        rs(4, DIG)
    ),
    lambda: "le login c'est p.durand et le mdp je te l'écris à l'envers: " + gen_pw()[::-1],
    lambda: (
        "db user reporting, pass split: "
        + (lambda p: "'" + p[:6] + "' + '" + p[6:] + "'")(gen_pw(16))
    ),
    lambda: "gpg passphrase: " + " ".join(R.choice(BIP) for _ in range(6)),
    lambda: "KeePass master password: " + mem_pw() + "-" + rs(4, DIG),
    lambda: "Bearer " + jwt({"sub": "user_" + dg(6), "role": "admin", "exp": 1799999999}),
    lambda: (
        "id_token="
        + jwt({"iss": "https://accounts.google.com", "sub": dg(21), "email": "maria.v@gmail.com"})
    ),
    lambda: "refresh token for the spotify api: AQ" + rs(130, ALN + "-_"),
    lambda: "ssh root@203.0.113.44 password: " + gen_pw(),
    lambda: "Wi-Fi QR content: WIFI:T:WPA;S:Nordlys-5G;P:" + anypw() + ";;",
    lambda: (
        "Bank login: customer no. "
        + dg(10)
        + ", online PIN "
        + pin(5)
        + ", TAN list no. "
        + rs(6, DIG)
    ),
    lambda: "Steam Guard backup: " + up(5) + " and the account pass " + gen_pw(),
    lambda: "door code for the flat is " + pin(4) + "# and the key safe is " + pin(4),
    lambda: "Ledger PIN " + pin(8) + " — the device itself is in the drawer",
    lambda: "signal registration lock pin: " + pin(6),
    lambda: (
        "recovery key for 1Password: A3-"
        + up(6)
        + "-"
        + up(6)
        + "-"
        + up(5)
        + "-"
        + up(5)
        + "-"
        + up(5)
        + "-"
        + up(5)
    ),
    lambda: (
        "emergency kit: secret key A3-"
        + up(6)
        + "-"
        + up(6)
        + "-"
        + up(5)
        + "-"
        + up(5)
        + "-"
        + up(5)
        + "-"
        + up(5)
        + " master pw "
        + mem_pw()
    ),
    lambda: "Private key (hex) for the test wallet with real funds: 0x" + hx(64),
    lambda: "WIF: 5" + rs(50, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"),
    lambda: (
        "xprv9s21ZrQH143K" + rs(95, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
    ),
]

# --------------------------------------------------------------------------
# assemble secrets
# --------------------------------------------------------------------------
HELD_OUT_18_SECRETS = []
_GENERIC = {
    "Azure DevOps",
    "Cloudflare",
    "Algolia admin",
    "Mistral",
    "Cohere",
    "Snyk",
    "Zendesk",
    "Gitea",
    "ngrok",
    "Okta",
    "Deepseek",
    "Mailchimp",
    "Lob",
    "LaunchDarkly",
    "Klaviyo",
}
_strong = [
    w
    for w in PROV_WRAP
    if any(k in w.lower() for k in ("token", "key", "secret", "cred", "auth", "clé"))
]
_order = PROV_WRAP[:]
R.shuffle(_order)
for i, (svc, gen) in enumerate(PROVIDERS):
    w = R.choice(_strong) if svc in _GENERIC else _order[i % len(_order)]
    HELD_OUT_18_SECRETS.append((fill(w, svc=svc, v=gen()), "provider"))
for t in KV_TEMPLATES:
    HELD_OUT_18_SECRETS.append((kv_text(t), "keyvalue"))
for t in LANG:
    HELD_OUT_18_SECRETS.append((lang_text(t), "language"))
for t in PLAIN:
    HELD_OUT_18_SECRETS.append((plain_text(t), "plain_value"))
for g in MATERIAL:
    HELD_OUT_18_SECRETS.append((g(), "material"))

# --------------------------------------------------------------------------
# benign
# --------------------------------------------------------------------------
HAND = [
    "DB_PASSWORD=",
    "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?required}",
    "secret_key = None  # set in production via env",
    "api_key: null",
    "password = getpass.getpass('DB password: ')",
    "passwd: <%= ENV['DB_PASS'] %>",
    "token: $(cat /run/secrets/token)",
    "client_secret: REPLACE_ME",
    "API_KEY=xxxxxxxxxxxxxxxxxxxxxxxx",
    "password: '***'",
    "--password-file=/etc/app/pw",
    "PASSWORD_MIN_LENGTH=12",
    "password_reset_timeout = 3600",
    "token_expiry: 15m",
    "MAX_LOGIN_ATTEMPTS=5",
    "valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password",
    "secretName: tls-wildcard-acme",
    "[database]\nhost = db.internal\nport = 5432\npassword = %(DB_PASSWORD)s",
    '"password": "",',
    "auth_token: !env_var SLACK_TOKEN",
    "SECRET_KEY_BASE=<generate with rails secret>",
    "jwt_secret: \"{{ vault('secret/jwt') }}\"",
    "aws_secret_access_key = <see 1Password: AWS prod>",
    "Password: (sent separately via Signal)",
    "login: jane.doe / password: the usual one (not writing it here)",
    "The pw is on the sticky note in the drawer, ask Tom",
    "I'll tell you the wifi password in person",
    "token=abc123 in the docs is obviously a dummy value",
    "Example from the README: `PASSWORD=example` — replace before running",
    "my PIN is definitely not 1234, nice try 😂",
    "wifi name 'PrettyFlyForAWiFi' lol, password is on the router",
    "Dropped a pin at 47.3769, 8.5417 for the meetup spot",
    "Token #4821 from the Pudgy Penguins collection is my avatar",
    "The song is in the key of C minor",
    "The secret word in the kids' scavenger hunt was 'pineapple'",
    "Escape room password was LIGHTHOUSE and we got out with 2 minutes left!",
    "changed my password to something with emojis, the site accepted it lol",
    "my password is the same length as my cat's name, that's all I'll say",
    "Password hint: 'where we met' — I still can't remember",
    "Backup codes regenerated; the old ones are void, new ones printed and stored offline",
    "The recovery phrase is engraved on steel plates in the safe",
    "The seed phrase has 24 words; BIP-39 words list has 2048 of them",
    "Phrases like 'abandon abandon ... about' are the standard test vector, never use them",
    "PIN reset letter said to pick a new PIN at any ATM",
    "OTP stands for one-time password",
    "TOTP codes change every 30 seconds",
    "The CVV2 check failed because I typed the expiry month wrong",
    "The session cookie expires after 30 minutes of inactivity — that's why I keep getting logged out",
    "sk_test_ keys are for Stripe test mode, live keys start with sk_live_",
    "GitHub tokens start with ghp_ for classic PATs, good to know for the scanner rule",
    "Slack bot tokens begin with xoxb-, user tokens with xoxp-",
    "AWS access key IDs start with AKIA; never commit the secret",
    'ssh-keygen -t ed25519 -C "lisa@laptop" and then copy the .pub to the server',
    "openssl rand -base64 32 is how I generate the JWT secret (ran it on the server, not here)",
    "htpasswd -B -c /etc/nginx/.htpasswd admin  (it prompts for the password)",
    "read -s -p 'Password: ' PW && export PW",
    "mysql -u root -p   # it prompts, nothing on the command line",
    "docker login -u acmebot --password-stdin < ~/.docker_pw",
    "kubectl create secret generic db --from-file=password=./pw.txt",
    "gh auth login --with-token < token.txt",
    "Die PIN-Eingabe am Automaten war gesperrt, neue Karte bestellt",
    "El código QR del menú no funcionaba",
    "Le code postal est 75011",
    "Il codice fiscale serve per la prenotazione",
    "O código de rastreio chegou por e-mail",
    "De toegangscode voor het webinar komt per mail",
    "Kod rabatowy LATO20 działa do niedzieli",
    "Promosyon kodu YAZ25 hâlâ geçerli",
    "Промокод WELCOME15 на первую доставку",
    "优惠码 SPRING20 还能用",
    "クーポンコード SAKURA10 を使った",
    "쿠폰 코드 HELLO10 적용됨",
    "Kode promo HEMAT50 berlaku sampai akhir bulan",
    "my username everywhere is lisa_m_1987, easy to find me",
    "Branch feature/login-token-refresh is ready for review",
    "the container got named sleepy_hopper by docker, lol",
    "SSID at grandma's is Livebox-8A2F, the password is on the box and she'll read it to you",
    "The secret key component in RSA is d, the public one is e and n — exam tomorrow",
    "Sentence of the day in Spanish class: 'la contraseña es secreta'",
    "the word 'Kennwort' is just German for password, learned that today",
    "pw = pointwise in my math notes, not password haha",
    "Our wifi is called 'Password' so guests get confused, the real one is on the fridge",
    "Lost & found: a keycard with the number 00482 on it, handed to reception",
    "the word 'bearer' on old cheques meant anyone holding it could cash it",
    "Our team's code word for 'meeting is running late' is 'pineapple'",
    "The Da Vinci Code was better as a book",
    "Secret Life of Pets 2 is on tonight",
    "Keys, wallet, phone — my little mantra before leaving",
    "He keeps his PIN-protected diary in the drawer, cute",
    "Our login streak on Duolingo is 200 days",
    "Passwords on the team are rotated by the IT admin, I don't handle them",
    "the new passport arrived, old one got a hole punched in it",
    "My passcode for the phone is my face, lol FaceID",
    "Tokens of the game: 3 wood, 2 brick, 1 sheep",
    "Grandpa says the secret of a long life is walking every day",
    "The password for tonight's speakeasy is posted on their Instagram story every Friday",
    "We watched 'The Secret in Their Eyes', Argentine film, great ending",
    "The stamp collection key (catalogue) is the Michel one",
    "Il segreto della carbonara: niente panna",
    "Le secret d'une bonne mayonnaise : tout à température ambiante",
    "Das Geheimnis ist die Butter",
    "El secreto está en la masa",
    "秘密は出汁にある",
    # credential words in harmless sentences
    "I reset my password yesterday and now I can't remember the new one, ugh",
    "Reminder: the password manager subscription renews on March 3",
    "Grandma asked me again how to change her Facebook password, walked her through it on the phone",
    "the key to good sourdough is patience and a warm kitchen",
    "Key lime pie at the diner on 5th was incredible",
    "She gave me a small token of appreciation after the move — a plant!",
    "We ran out of arcade tokens at Jake's party in like 20 minutes",
    "The model's context window is 200k tokens, so the whole book fits",
    "my secret is that I never actually read the terms and conditions",
    "The secret ingredient in mom's chili is a square of dark chocolate",
    "Bearer bonds are basically extinct in the US since 1982",
    "The ring bearer at the wedding was their 4-year-old nephew Max",
    "PIN the meeting notes in the channel so everyone sees them",
    "my new debit card PIN arrived by post, haven't opened the letter yet",
    "The dress code for Saturday is smart casual",
    "zip code for the new flat is 10115, Berlin Mitte",
    "area code 415 means San Francisco",
    "The login page at work has been super slow all week",
    "Can't login to the school portal, will call IT tomorrow",
    "Need to pick up the spare key from the neighbour before 6",
    "Lost my car key fob at the gym, found it in the sauna lol",
    "The keynote starts at 9am PT, Tim is presenting",
    "Noted: Lisa prefers I don't text her passwords, we use Bitwarden send instead",
    "IT says passwords now need 14 characters and expire every 90 days",
    "Tip from the security talk: use a passphrase of four random words and a password manager",
    "two-factor is finally on for my email, using the authenticator app now",
    "Remind me to enable 2FA on the PayPal account this weekend",
    "My PIN got blocked after three wrong tries, bank is sending a new one",
    "The cheat code for infinite lives in Contra was up up down down left right left right B A",
    "In Harry Potter the password to the Gryffindor common room was 'Caput Draconis'",
    "Ali Baba's password was 'open sesame'",
    "The movie Swordfish is named after the password in the Marx Brothers film",
    "Worst passwords of the year list: 123456, password, qwerty — same as always",
    "In the escape room the final code was the year the lighthouse was built",
    "For the D&D campaign the secret word to enter the thieves' guild is 'moonwhistle'",
    "Jake's favourite joke: 'my password is incorrect' so the computer tells me when I forget",
    "password: ********",
    "token: [REDACTED]",
    'api_key = "<your-api-key-here>"',
    "Set STRIPE_SECRET_KEY to sk_test_... from the dashboard (don't paste it here)",
    "export OPENAI_API_KEY=your_key_here",
    "DB_PASSWORD=changeme  # placeholder, real one lives in Vault",
    "password: ${DB_PASSWORD}",
    'api_key = os.environ["OPENAI_API_KEY"]',
    "token = os.getenv('GITHUB_TOKEN')",
    "password: {{ .Values.db.password }}",
    "DB_PASS: ${{ secrets.DB_PASS }}",
    'export PGPASSWORD="$(vault kv get -field=password secret/analytics)"',
    "the CI reads AWS_SECRET_ACCESS_KEY from the repository secrets, nothing in the yaml",
    "SECRET_KEY is loaded from the environment in settings.py, see config/README",
    "passwordFile: /run/secrets/db_password",
    "--password-stdin is the safe way for docker login in CI",
    "Authorization: Bearer <token>",
    'curl -H "Authorization: Bearer $API_TOKEN" https://api.example.com/v1/me',
    "the header is `X-Api-Key: ${KEY}` per their docs",
    "Password field was left empty in the form so signup failed",
    "I replaced the key in the screenshot with xxxx-xxxx before sharing",
    "AKIAIOSFODNN7EXAMPLE is the sample access key from the AWS docs",
    "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx is how they show it in the tutorial",
    "sk-...redacted... — shortened for the bug report",
    "The PIN pad at the self-checkout was broken so we used the other lane",
    "Remember to bring the parking token for the garage on Elm St",
    "She's the key person on the migration project",
    "Key takeaway from the retro: fewer meetings",
    "we called it 'Project Secret Sauce' but it's just a dashboard",
    "Victoria's Secret store at the mall closed",
    "The Secret Garden was her favourite book as a kid",
    "Password-protected PDF from the accountant, she'll phone me the password",
    "The WiFi at the café has no password, just click accept",
    "Changed the router's admin password from the default, finally",
    "Hotel wifi password is printed on the key card sleeve — didn't save it",
    "He's a bearer of bad news today: the release slipped",
    "Code review for the login flow is done, approved it",
    "Scan the QR code at the table to order",
    "The kids learned Morse code at scout camp",
    "Binary code joke: there are 10 kinds of people",
    "Promo code SPRING25 gives 25% off at the garden centre until Sunday",
    "use code WELCOME10 for 10% off your first order",
    "Voucher code for the spa: gift from Anna, expires in June",
    "Netflix gift card code is on the back under the scratch strip, gave it to Tom",
    "Le code promo BIENVENUE15 marche encore sur le site",
    "Gutscheincode SOMMER20 für den Onlineshop",
    "código de descuento VERANO10 en la tienda",
    "Rabattkod HÖST15 gäller hela veckan",
    "Ich habe mein Passwort vergessen und musste es zurücksetzen",
    "mi contraseña es demasiado corta según la app, tengo que cambiarla",
    "J'ai changé mon mot de passe hier soir",
    "Esqueci a senha do Instagram de novo 🙄",
    "Ho dimenticato la password della mail, devo recuperarla",
    "Zapomniałem hasła do banku, muszę iść do oddziału",
    "パスワードを忘れたので再設定しました",
    "我忘记密码了，明天去银行重置",
    "비밀번호를 바꿔야 한다고 알림이 왔어",
    "Я забыл пароль от почты, восстановил через телефон",
    "Şifremi unuttum, yenisini aldım",
    "Mijn pincode werkt niet meer, nieuwe aangevraagd",
    "Lösenordet måste bytas var tredje månad på jobbet",
    "Salasana piti vaihtaa, vanha vanheni",
    "The password policy doc is on the wiki under Security > Accounts",
    "Meeting about the SSO rollout moved to Thursday 3pm",
    "Dentist appointment Tuesday 14:30, bring the insurance card",
    "Mia's birthday party is on the 12th, she wants a dinosaur cake",
    "Bought oat milk, eggs and the good coffee",
    "Flight to Lisbon lands at 22:10, Tom is picking us up",
    "Tried the new Thai place, the green curry was too sweet",
    "I prefer window seats and vegetarian meals on long flights",
    "The plumber comes Monday between 8 and 12",
    "Our anniversary is October 4th",
    "Dad's blood pressure meds: take one in the morning with food",
    "Running goal: sub-25 5k by summer",
    "The book club is reading 'Klara and the Sun' this month",
    "My landlord's name is Mr. Okafor, very nice guy",
    "I'm allergic to penicillin",
    "The kids' school starts at 8:15 this year",
    "Prefers to be called Sam, not Samantha",
    "Moved to Rotterdam in 2021 for the job at the port authority",
    "Learning Portuguese on Duolingo, 140-day streak",
    "Her cat is called Pixel and is 11 years old",
    "The gym locker combination is something she picks each time, nothing fixed",
    "I keep all my logins in 1Password now, no more sticky notes",
    "The garage door opener needs a new battery (CR2032)",
    "The secret to the crispy potatoes: parboil them first",
    "Escape room clue: the key was hidden in the globe",
    "My favourite Radiohead album is OK Computer",
    "The spare house key is with the neighbour, Mrs. Lindqvist",
    "He asked for the wifi password and I told him to check the fridge note",
    "The token ring network at uni was ancient even in 2005",
    "Crypto lesson learned: never share the seed phrase with anyone, not even support",
    "Ledger arrived today, set it up, wrote the recovery sheet and put it in the safe deposit box",
    "Don't ever type your seed phrase into a website, that's how people get drained",
    "My bank will never ask for my PIN over the phone, good to remember",
    "Scam text today asked me to 'verify my password' via a link, reported it",
    "the 'password' in that spy novel was a line from a Rilke poem",
    "Passwort vergessen? Dann auf 'Zurücksetzen' klicken, hat funktioniert",
    "A strong password example from the training: a long sentence you can remember",
    "The Enigma machine's daily key settings were in a codebook",
    "Word of the day: shibboleth — a password-like custom that identifies a group",
    "Nice quote: 'Patience is the key which solves all problems'",
    "Key signature of the piece is E flat major",
    "Access to the lounge is with the gold card, no code needed",
    "The office door uses badges now, no more keypad",
    "The API docs say tokens expire after 3600 seconds",
    "JWTs have three parts separated by dots: header, payload, signature",
    "Rotate the keys every 90 days per the SOC2 checklist",
    "Secrets should live in the vault, not in .env files committed to git",
    "We use sops with age to encrypt the secrets files in the repo",
    "The pentest found an old token in a Jenkins log; it's revoked now",
    "Leaked GitHub tokens get auto-revoked by secret scanning, neat",
    "Reminder: run gitleaks before pushing the infra repo",
    "OAuth client IDs are public, the client secret is the sensitive part",
    "Recovery codes are printed and in the fireproof box at home",
    "Backup codes saved in the password manager, not in notes",
    "The TOTP app is Aegis, synced backups to the NAS",
    "Cookies must be accepted for the site to work, annoying banner",
    "She bakes the best chocolate chip cookies",
    "CVV is the 3-digit number on the back — explained it to Dad, he didn't share his",
    "Card got declined because I typed the wrong expiry date",
    "The new credit card has no numbers printed on it, all in the app",
    "Access code for the webinar will be emailed an hour before",
    "Verification code from the delivery app expired before I could type it",
    "The one-time code arrives by SMS; I'm switching to the app",
    "Open sesame — the name of our team's Slack bot",
    "Chapter 7 of the novel is called 'The Password'",
    "My kid named the hamster 'Password' so he never forgets it",
    "hunter2 is the classic IRC joke about passwords showing as stars",
    "correct horse battery staple — the famous xkcd example",
    "The house in the movie had a keypad and the code was 1-2-3-4, the villain laughed",
    "Type 'login' then your username in the terminal emulator — that's the old BBS way",
    "The password hint for my old Hotmail was 'first pet' and I still can't remember",
    "lol my password is so secret I don't even know it",
    "sudo asks for your own password, not root's",
    "SSH keys are better than password auth; I disabled PasswordAuthentication on the server",
    "PasswordAuthentication no\nPermitRootLogin no",
    "ChallengeResponseAuthentication no  # sshd_config change from today",
    "The ticket says 'password reset loop on iOS', assigned to Priya",
    "Meeting notes: discuss token budget for the summarisation feature",
    "The tokenizer splits 'unbelievable' into three tokens",
    "Keyboard shortcut for the emoji picker is Win + .",
    "Primary key on the orders table is order_id, composite with tenant_id",
    "Foreign key constraint failed when importing the CSV",
    "The encryption key is managed by KMS, we never see it",
    "Public key is fine to share, that's the whole point",
    "My PGP public key fingerprint is on my website",
    "Secret Santa: I drew Marco, budget is €20",
    "The secret menu at In-N-Out has animal style fries",
    "Pinterest board for the kitchen remodel is getting huge",
    "Pin number 7 on the breadboard is ground",
    "Bowling tonight, I knocked down all ten pins on the last frame",
    "login: guest (no password, read-only demo)",
    "username: demo / password: demo — that's the public sandbox from the tutorial",
    "Default creds on the printer are admin/admin per the manual; we changed them",
    "The test fixture uses password='test123' in the unit tests, totally fake",
    "'P@ssw0rd' is the example they give of what NOT to use",
    "In the Sherlock episode the password was 'SHER' — I-AM-SHER-LOCKED",
    "WarGames: the backdoor password was 'Joshua'",
    "Password1 — the example in the phishing training slide of a weak password",
    "Les mots de passe doivent contenir au moins 12 caractères selon la politique",
    "Das WLAN-Passwort steht auf der Unterseite des Routers, habe ich ihm gesagt",
    "La contraseña del wifi del hotel está en recepción",
    "A senha do wifi está colada na geladeira, falei pra ela olhar",
    "Il PIN della carta lo conosce solo lei",
    "PIN-код пришёл в конверте, я его не открывал",
    "Pinkoden har jag i huvudet, inte nedskrivet någonstans",
    "密码已经改好了，放在密码管理器里",
    "パスワードはマネージャーに保存済み",
    "비밀번호는 절대 메신저로 보내지 마",
    "كلمة المرور يجب أن تتكون من 12 حرفاً على الأقل",
    "सुरक्षा के लिए पासवर्ड हर तीन महीने में बदलें",
    "Mật khẩu phải có ít nhất 8 ký tự",
    "Kata sandi harus diganti setiap 90 hari",
    "Το PIN δεν το λέμε σε κανέναν",
    "הסיסמה נמצאת במנהל הסיסמאות, לא בוואטסאפ",
]

HAND_GEN = [
    lambda: (
        "Promo code %s gives free shipping this weekend"
        % (R.choice(["SHIPFREE", "FREESHIP", "HOLIDAY"]) + dg(2))
    ),
    lambda: (
        "my boarding pass says seat %d%s, gate B%d"
        % (R.randint(3, 40), R.choice("ACDF"), R.randint(1, 40))
    ),
    lambda: "the dentist's code for the procedure was D%s on the invoice" % rs(4, DIG),
    lambda: "Locker number %d at the pool today" % R.randint(1, 300),
    lambda: "The building code requires %d cm railings" % R.choice([90, 100, 110]),
    lambda: (
        "Flight %s%d is delayed by 40 minutes"
        % (R.choice(["LH", "BA", "KL", "UA", "AF"]), R.randint(100, 9999))
    ),
    lambda: (
        "The Steam sale code is in the newsletter: %s (public, everyone got it)"
        % (R.choice(["SUMMER", "WINTER"]) + "SALE" + str(R.randint(20, 26)))
    ),
    lambda: (
        "Room %d%02d, second floor, the conference badge pickup is there"
        % (R.randint(1, 4), R.randint(1, 40))
    ),
    lambda: "Her jersey number is %d" % R.randint(1, 99),
    lambda: (
        "Pre-order code for the concert presale was %s, it was posted on the band's instagram"
        % (R.choice(["ECHO", "TOUR", "LOVE"]) + str(R.randint(2025, 2026)))
    ),
    lambda: (
        "The secret is %s cups of flour, not %s"
        % (R.choice(["two", "three"]), R.choice(["four", "one"]))
    ),
    lambda: (
        "Password strength meter said 'weak' for anything under %d characters"
        % R.choice([8, 10, 12])
    ),
    lambda: (
        "The key for the bike lock is the small one with the %s tag"
        % R.choice(["red", "blue", "green"])
    ),
    lambda: "We got %d tokens in the tombola and won a toaster" % R.randint(3, 20),
]

ORDER_W = ["Order", "order", "Bestellung", "pedido", "commande", "ordine", "Auftrag"]
ID_GEN = [
    lambda: "%s #%s shipped today, arriving Thursday" % (R.choice(ORDER_W), dg(9)),
    lambda: (
        "Amazon order %s-%s-%s — the blender, return window ends the 14th" % (dg(3), dg(7), dg(7))
    ),
    lambda: (
        "Ticket %s-%d is the one about the broken export"
        % (R.choice(["JIRA", "OPS", "SUP", "INFRA", "WEB"]), R.randint(100, 9999))
    ),
    lambda: (
        "Invoice INV-%d-%05d paid on %d May"
        % (R.randint(2023, 2026), R.randint(1, 99999), R.randint(1, 28))
    ),
    lambda: "Rechnungsnummer RE-%s, Betrag 249,90 €" % dg(8),
    lambda: "UPS tracking 1Z%s%s — out for delivery" % (up(6), rs(10, DIG)),
    lambda: "tracking number: 9400%s (USPS), package should arrive Monday" % rs(18, DIG),
    lambda: "FedEx %s says delivered but nothing at the door" % dg(12),
    lambda: "DHL Sendungsnummer %s" % dg(10),
    lambda: "PostNL track & trace: 3S%s%s" % (up(4), rs(9, DIG)),
    lambda: "Send the refund to my ETH address 0x%s please" % hx(40),
    lambda: "The USDC contract is at 0x%s on mainnet (from etherscan)" % (hx(40)),
    lambda: "My BTC receive address: bc1q%s" % rs(38, BECH),
    lambda: "donation address for the podcast: bc1q%s" % rs(38, BECH),
    lambda: "tx hash 0x%s confirmed after 12 blocks" % hx(64),
    lambda: "the fix landed in commit %s on main" % hx(40),
    lambda: "reverted %s, it broke the build" % hx(7),
    lambda: "git cherry-pick %s onto the release branch" % hx(12),
    lambda: "sha256 of the ISO: %s — matches the website" % hx(64),
    lambda: "md5sum %s  backup-2025-11.tar.gz" % hx(32),
    lambda: "Checksum (SHA-1) %s verified" % hx(40),
    lambda: "docker pull nginx@sha256:%s" % hx(64),
    lambda: "request id %s in the error log, forwarded to support" % uid(),
    lambda: "correlation id: %s" % uid(),
    lambda: "The user's UUID is %s in the staging db, she's the test account" % uid(),
    lambda: "Trace %s shows the latency spike at 14:02" % hx(32),
    lambda: "ISBN %s — the cookbook I want for Christmas" % isbn13(),
    lambda: "Bought 'Project Hail Mary', ISBN %s" % isbn13(),
    lambda: "Please transfer the rent to IBAN %s, reference 'Miete Dezember'" % iban("DE"),
    lambda: "Le virement part sur l'IBAN %s, référence facture %s" % (iban("FR"), dg(6)),
    lambda: "Her bank account for the gift collection is %s (Triodos)" % iban("NL"),
    lambda: "SWIFT/BIC COBADEFFXXX, IBAN %s — for the invoice" % iban("DE"),
    lambda: (
        "SKU %s-%s-%s is out of stock"
        % (up(3), rs(4, DIG), R.choice(["BLK", "WHT", "RED", "S", "XL"]))
    ),
    lambda: (
        "Product code WH-1000XM%d/%s — the headphones"
        % (R.randint(3, 6), R.choice(["B", "S", "L", "W"]))
        + R.choice(["", " in black", ", silver", " (refurb)"])
    ),
    lambda: (
        "Upgraded to v%d.%d.%d-rc%d, seems stable"
        % (R.randint(1, 9), R.randint(0, 40), R.randint(0, 30), R.randint(1, 4))
    ),
    lambda: "Python %d.%d.%d fixed the segfault" % (3, R.randint(8, 14), R.randint(0, 12)),
    lambda: (
        "kernel %d.%d.%d-%d-generic"
        % (R.randint(5, 6), R.randint(0, 19), R.randint(0, 99), R.randint(10, 200))
    ),
    lambda: (
        "file is %s_final_v%d.pdf in the shared folder"
        % (R.choice(["report", "budget", "thesis", "slides"]), R.randint(2, 9))
    ),
    lambda: "IMG_%s.HEIC is the photo from the beach" % rs(4, DIG),
    lambda: "The log is at /var/log/app/%s-%s.log" % (R.choice(["worker", "api", "cron"]), dg(8)),
    lambda: "serial number %s on the back of the laptop for the warranty claim" % up(10),
    lambda: "VIN %s — needed for the insurance quote" % rs(17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"),
    lambda: (
        "MAC address %s is the printer, gave it a static lease" % ":".join(hx(2) for _ in range(6))
    ),
    lambda: (
        "The server is at 10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    ),
    lambda: "Booking reference %s for the hotel in Porto" % up(6),
    lambda: "PNR %s, Lufthansa, 2 passengers" % up(6),
    lambda: "Case number %s with the insurance" % (up(2) + dg(8)),
    lambda: "Support case %s — Apple says the battery is covered" % dg(9),
    lambda: "Customer number %s at the electricity company" % dg(10),
    lambda: "Membership no. %s at the climbing gym" % dg(7),
    lambda: "Parcel locker pickup is at the station, locker %d" % R.randint(1, 120),
    lambda: "Patient ID %s at the clinic, for the referral letter" % dg(8),
    lambda: "Policy number %s-%s (home insurance)" % (up(3), dg(7)),
    lambda: "Meter reading %s kWh sent to the utility" % dg(5),
    lambda: (
        "The PR is #%d, link: github.com/acme/web/pull/%d"
        % ((lambda n: (n, n))(R.randint(100, 9999)))
    ),
    lambda: "build %s passed, artifact %s.zip" % (dg(5), hx(8)),
    lambda: "Stripe charge id ch_%s refunded" % rs(24),
    lambda: "Stripe customer cus_%s is the one with the duplicate subscription" % rs(14),
    lambda: "payment intent pi_%s succeeded" % rs(24),
    lambda: "Mongo ObjectId %s is the broken document" % hx(24),
    lambda: "Slack channel id C%s for #incidents" % up(10),
    lambda: "YouTube video id %s — the bread tutorial" % rs(11, ALN + "-_"),
    lambda: "Google Doc link docs.google.com/document/d/%s/edit" % rs(44, ALN + "-_"),
    lambda: "S3 bucket acme-logs-%s, prefix 2025/11/" % rs(6, LOW + DIG),
    lambda: "AWS account id %s is the sandbox" % dg(12),
    lambda: "arn:aws:iam::%s:role/ReadOnly" % dg(12),
    lambda: "The Azure subscription is %s (dev)" % uid(),
    lambda: "Kubernetes pod api-%s-%s keeps restarting" % (hx(10), rs(5, LOW + DIG)),
    lambda: "The gist is %s" % hx(32),
    lambda: (
        "IPFS CID %s for the NFT art file"
        % ("bafybei" + rs(52, "abcdefghijklmnopqrstuvwxyz234567"))
    ),
    lambda: "ENS name is lisa.eth, resolves to 0x%s" % hx(40),
    lambda: (
        "Solana address %s for the airdrop"
        % rs(44, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
    ),
    lambda: "EAN %s on the box" % ("40" + rs(11, DIG)),
    lambda: "Confirmation code %s for the restaurant booking on Friday" % up(8),
    lambda: "Reservation %s at the campsite, pitch 14" % dg(8),
    lambda: "Passport renewal application number %s" % dg(12),
    lambda: "Student ID %s, needed for the library" % dg(8),
    lambda: "Employee number %s on the payslip" % dg(6),
    lambda: (
        "Zoom meeting ID %s %s %s (no passcode, public webinar)" % (dg(3), rs(4, DIG), rs(4, DIG))
    ),
    lambda: "Tax reference %s for the 2024 return" % dg(11),
    lambda: "Warranty registration %s" % up(12),
    lambda: "Paint colour code %s from the hardware store" % ("RAL " + str(R.randint(1000, 9023))),
    lambda: "Error code 0x%s when installing the update" % HX(8),
    lambda: "Hex colour #%s for the brand" % hx(6),
    lambda: "Model number %s for the dishwasher" % (up(3) + rs(4, DIG) + up(2)),
    lambda: (
        "The wifi network is called %s, no need for the password, it's open"
        % ("FRITZ!Box " + rs(4, DIG))
    ),
    lambda: "Vehicle plate %s-%s-%d" % (up(2), rs(2, UPP), R.randint(10, 9999)),
    lambda: (
        "License key for the font is tied to the company account; the order id is %s"
        % ("FNT-" + dg(7))
    ),
    lambda: (
        "Git tag v%d.%d.%d points at %s"
        % (R.randint(0, 5), R.randint(0, 30), R.randint(0, 20), hx(40))
    ),
    lambda: "bestelnummer %s bij bol.com" % dg(10),
    lambda: "número de pedido %s, llega el martes" % dg(9),
    lambda: "numero d'ordine %s" % up(10),
    lambda: "注文番号 %s-%s" % (dg(3), dg(7)),
    lambda: "订单号：%s" % dg(18),
    lambda: "Номер заказа %s" % dg(9),
    lambda: "sipariş numarası %s" % dg(11),
    lambda: "The conference talk slug is %s" % ("-".join(R.choice(BIP) for _ in range(4))),
    lambda: (
        "Random wordlist for the game night team names: %s"
        % ", ".join(R.choice(BIP) for _ in range(5))
    ),
    lambda: "What3words for the picnic spot: ///%s.%s.%s" % tuple(R.choice(BIP) for _ in range(3)),
    lambda: "The docker image tag is %s" % ("sha-" + hx(7)),
    lambda: "Run %s on the dashboard shows 3 failures" % uid(),
    lambda: (
        "Jira sprint %d ends Friday; epic %s-%d is almost done"
        % (R.randint(10, 90), R.choice(["CORE", "APP"]), R.randint(10, 999))
    ),
    lambda: 'the etag was W/"%s"' % hx(32),
    lambda: (
        "Public key fingerprint SHA256:%s for the github deploy key (public part)"
        % b64(32).rstrip("=")
    ),
    lambda: (
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s lisa@laptop — my public key for the server allowlist"
        % rs(43, ALN + "+/")
    ),
    lambda: "GPG key id %s, fingerprint on keys.openpgp.org" % HX(16),
    lambda: "The Wi-Fi MAC filter includes %s" % ":".join(HX(2) for _ in range(6)),
    lambda: "Parcel number %s, PostNord" % ("0037" + rs(16, DIG)),
    lambda: "%s is the short link for the survey" % ("https://bit.ly/" + rs(7)),
    lambda: "the token id of my NFT is #%d, it's on opensea" % R.randint(1, 9999),
    lambda: "Stripe request id req_%s from the error page, sent to support" % rs(14),
    lambda: "secret-scanning alert #%d closed as 'revoked'" % R.randint(1, 400),
    lambda: "KMS key id %s (just the id, material never leaves KMS)" % uid(),
    lambda: "password reset ticket is INC%07d" % R.randint(1, 9999999),
    lambda: "commit %s 'remove hardcoded password from settings.py'" % hx(7),
    lambda: "the PR that rotated the leaked token was merged as %s" % hx(40),
    lambda: (
        "CVE-%d-%d affects the login form, patched in %d.%d.%d"
        % (
            R.randint(2021, 2025),
            R.randint(1000, 49999),
            R.randint(1, 9),
            R.randint(0, 20),
            R.randint(0, 9),
        )
    ),
    lambda: "Login attempt from 203.0.113.%d blocked by fail2ban" % R.randint(1, 254),
    lambda: "GA4 measurement id G-%s goes in the site header" % up(10),
    lambda: "Victoria's Secret order #%s — returning the robe" % dg(10),
    lambda: "Secret Hitler board game, SKU %s, for game night" % (up(2) + dg(6)),
    lambda: "Key fingerprint %s" % ":".join(HX(2) for _ in range(16)),
    lambda: "the auth service pod auth-%s-%s restarted at 03:12" % (hx(9), rs(5, LOW + DIG)),
    lambda: (
        "token bucket limit is %d requests per minute per API key" % R.choice([60, 100, 600, 1200])
    ),
    lambda: "PIN-Brief für Karte mit Endnummer %s kommt separat" % rs(4, DIG),
    lambda: (
        "my login name at the library is %s%d, the password I keep in the app"
        % (R.choice(["jkovacs", "mrossi", "anna.b", "tleroy"]), R.randint(1, 99))
    ),
    lambda: "Gift card order %s confirmed; the card itself was mailed to Tom" % up(12),
    lambda: "Password manager export file is vault_export_%s.json.gpg on the encrypted USB" % dg(8),
    lambda: (
        "keys.gpg backup dated %d-%02d-%02d is on the NAS"
        % (R.randint(2022, 2025), R.randint(1, 12), R.randint(1, 28))
    ),
    lambda: "the recovery-codes-%s.txt file was deleted after printing" % rs(6, LOW + DIG),
    lambda: "Ticket #%d: 'user cannot reset PIN on kiosk'" % R.randint(1000, 99999),
    lambda: (
        "Bearer token lifetime changed from %d to %d minutes in release %d.%d"
        % (R.choice([15, 30]), R.choice([45, 60]), R.randint(3, 9), R.randint(0, 20))
    ),
    lambda: "Correios rastreio %s%sBR" % (up(2), rs(9, DIG)),
    lambda: (
        "Código de barras do boleto: %s" % " ".join(rs(5, DIG) + "." + rs(5, DIG) for _ in range(3))
    ),
    lambda: "Référence de paiement %s pour la taxe foncière" % dg(12),
    lambda: (
        "Aktenzeichen %s/%d beim Amtsgericht"
        % (up(2) + " " + str(R.randint(10, 999)), R.randint(2023, 2025))
    ),
    lambda: "Sendungsverfolgung Hermes H%s" % rs(19, DIG),
    lambda: "manifest digest sha256:%s, tag latest" % hx(64),
    lambda: (
        "npm package %s@%d.%d.%d was the culprit"
        % (
            R.choice(["left-pad", "event-stream", "ua-parser-js", "colors"]),
            R.randint(0, 9),
            R.randint(0, 20),
            R.randint(0, 20),
        )
    ),
]


def isbn13():
    d = "978" + rs(9, DIG)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d))
    c = str((10 - s % 10) % 10)
    n = d + c
    return "%s-%s-%s-%s-%s" % (n[:3], n[3], n[4:8], n[8:12], n[12])


def iban(cc):
    ln = {"DE": 18, "FR": 23, "NL": 14}[cc]
    if cc == "NL":
        bban = R.choice(["ABNA", "INGB", "RABO", "TRIO"]) + rs(10, DIG)
    else:
        bban = rs(ln, DIG)
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    ck = 98 - int(num) % 97
    s = cc + "%02d" % ck + bban
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


HELD_OUT_18_BENIGN = []
for t in HAND:
    HELD_OUT_18_BENIGN.append((t, "hand_written"))
for g in HAND_GEN:
    for _ in range(2):
        HELD_OUT_18_BENIGN.append((g(), "hand_written"))
for g in ID_GEN:
    for _ in range(2):
        HELD_OUT_18_BENIGN.append((g(), "identifiers"))


# obfuscated forms (spaced groups, fullwidth, zero-width, soft hyphen) of provider shapes
def _fullwidth(x):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in x)


def _zw(x, ch="\u200b"):
    return ch.join(x[i : i + 3] for i in range(0, len(x), 3))


OBFUSCATED = [
    lambda: (
        "github token (spaced so slack doesn't eat it): "
        + " ".join((lambda t: [t[i : i + 4] for i in range(0, len(t), 4)])("ghp_" + rs(36)))
    ),
    lambda: "ＡＷＳ key: " + _fullwidth("AKIA" + up(16)) + " " + _fullwidth(rs(40, ALN)),
    lambda: "openai: " + _zw("sk-proj-" + rs(40) + "T3BlbkFJ" + rs(40)),
    lambda: "stripe live key " + _zw("sk_live_51" + rs(60), "\u00ad"),
    lambda: "slack bot → " + _zw("xoxb-" + dg(12) + "-" + dg(13) + "-" + rs(24), "\u2060"),
    lambda: (
        "npm token: "
        + "-".join((lambda t: [t[i : i + 8] for i in range(0, len(t), 8)])("npm_" + rs(36)))
    ),
    lambda: "hf token " + _fullwidth("hf_" + rs(34)),
    lambda: (
        "anthropic key, zero-width'd: " + _zw("sk-ant-api03-" + rs(60, ALN + "-_") + "AA", "\u200c")
    ),
    lambda: (
        "the gitlab PAT with spaces: "
        + " ".join((lambda t: [t[i : i + 5] for i in range(0, len(t), 5)])("glpat-" + rs(20)))
    ),
    lambda: "Telegram bot token " + _zw(dg(10) + ":AA" + rs(33, ALN + "-_"), "\ufeff"),
]
for g in OBFUSCATED:
    HELD_OUT_18_SECRETS.append((g(), "provider"))
HELD_OUT_18_SECRETS.append(("password=" + _fullwidth(gen_pw()), "keyvalue"))
HELD_OUT_18_SECRETS.append(("DB_PASS\u200b_PROD=" + _zw(gen_pw(), "\u2060"), "keyvalue"))
HELD_OUT_18_SECRETS.append(("mein Passwort: " + _zw(gen_pw(), "\u200d"), "language"))
HELD_OUT_18_SECRETS.append(("mot de passe\uff1a" + _fullwidth(mem_pw()), "language"))
HELD_OUT_18_SECRETS.append(("for the wifi: " + _zw(anypw(), "\u00ad"), "plain_value"))
HELD_OUT_18_SECRETS.append(
    ("seed (spaced weird so it doesn't autocorrect): " + "  ·  ".join(seed(12).split()), "material")
)


def _dedupe(rows):
    seen, out = set(), []
    for t, f in rows:
        if t not in seen:
            seen.add(t)
            out.append((t, f))
    return out


HELD_OUT_18_SECRETS = _dedupe(HELD_OUT_18_SECRETS)
HELD_OUT_18_BENIGN = _dedupe(HELD_OUT_18_BENIGN)
