"""Blind held-out corpus #19 for the secret guard (written without seeing the rules).

Pure stdlib, deterministic (seed 19021202).
"""

import random
import string

_rng = random.Random(19021202)

_UP = string.ascii_uppercase
_LO = string.ascii_lowercase
_DG = string.digits
_HEX = "0123456789abcdef"
_AN = _UP + _LO + _DG
_B64 = _AN + "+/"
_URL = _AN + "-_"
_B32 = _UP + "234567"


def _r(alpha, n):
    return "".join(_rng.choice(alpha) for _ in range(n))


def _pick(seq):
    return _rng.choice(seq)


# ---------------------------------------------------------------- passwords
_WORDS = [
    "maple",
    "otter",
    "crimson",
    "harbor",
    "velvet",
    "pickle",
    "tundra",
    "falcon",
    "mango",
    "quartz",
    "biscuit",
    "lantern",
    "nimbus",
    "pepper",
    "walrus",
    "saffron",
    "cobalt",
    "meadow",
    "rocket",
    "juniper",
    "gravel",
    "tango",
    "ember",
    "willow",
]


def _pw():
    k = _rng.randrange(6)
    if k == 0:
        return _pick(_WORDS).capitalize() + _pick("!@#$%&*?") + str(_rng.randrange(10, 9999))
    if k == 1:
        return "-".join(_pick(_WORDS) for _ in range(3)) + str(_rng.randrange(10, 99))
    if k == 2:
        return _r(_AN + "!@#$%^&*._-", _rng.randrange(12, 20))
    if k == 3:
        w = _pick(_WORDS)
        leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return leet.capitalize() + _pick(["!", "#", "$", "!!", "?"]) + str(_rng.randrange(1, 99))
    if k == 4:
        return _r(_AN, 4) + "." + _r(_AN, 5) + _pick("#!%") + _r(_DG, 3)
    return _pick(_WORDS).capitalize() + _pick(_WORDS).capitalize() + _r(_DG, 4) + _pick("!?*")


# ================================================================ PROVIDER
def _provider_tokens():
    t = []
    t.append(("AWS access key", "AKIA" + _r(_UP + "234567", 16)))
    t.append(("AWS secret key", _r(_B64, 40)))
    t.append(("AWS session key id", "ASIA" + _r(_UP + "234567", 16)))
    t.append(("GitHub PAT", "ghp_" + _r(_AN, 36)))
    t.append(("GitHub fine-grained PAT", "github_pat_" + _r(_AN, 22) + "_" + _r(_AN, 59)))
    t.append(("GitHub OAuth token", "gho_" + _r(_AN, 36)))
    t.append(("GitHub app token", "ghs_" + _r(_AN, 36)))
    t.append(("GitHub refresh token", "ghr_" + _r(_AN, 36)))
    t.append(("GitLab PAT", "glpat-" + _r(_URL, 20)))
    t.append(("GitLab pipeline trigger", "glptt-" + _r(_HEX, 40)))
    t.append(("GitLab deploy token", "gldt-" + _r(_URL, 20)))
    t.append(("GitLab runner token", "glrt-" + _r(_URL, 20)))
    t.append(("Slack bot token", "xoxb-" + _r(_DG, 12) + "-" + _r(_DG, 13) + "-" + _r(_AN, 24)))
    t.append(
        (
            "Slack user token",
            "xoxp-" + _r(_DG, 12) + "-" + _r(_DG, 12) + "-" + _r(_DG, 13) + "-" + _r(_HEX, 32),
        )
    )
    t.append(
        (
            "Slack webhook",
            "https://hooks.slack.com/services/T"
            + _r(_UP + _DG, 8)
            + "/B"
            + _r(_UP + _DG, 10)
            + "/"
            + _r(_AN, 24),
        )
    )
    t.append(
        ("Slack app token", "xapp-1-A" + _r(_UP + _DG, 10) + "-" + _r(_DG, 13) + "-" + _r(_HEX, 64))
    )
    t.append(("Stripe secret key", "sk_live_" + _r(_AN, 99)[: _rng.randrange(24, 99)]))
    t.append(("Stripe restricted key", "rk_live_" + _r(_AN, 58)))
    t.append(("Stripe webhook secret", "whsec_" + _r(_AN, 32)))
    t.append(("OpenAI project key", "sk-proj-" + _r(_URL, 74) + "T3BlbkFJ" + _r(_URL, 74)))
    t.append(("OpenAI legacy key", "sk-" + _r(_AN, 20) + "T3BlbkFJ" + _r(_AN, 20)))
    t.append(("Anthropic key", "sk-ant-api03-" + _r(_URL, 93) + "AA"))
    t.append(("Anthropic admin key", "sk-ant-admin01-" + _r(_URL, 93) + "AA"))
    t.append(("Google API key", "AIza" + _r(_URL, 35)))
    t.append(("Google OAuth client secret", "GOCSPX-" + _r(_URL, 28)))
    t.append(("npm token", "npm_" + _r(_AN, 36)))
    t.append(("PyPI token", "pypi-AgEIcHlwaS5vcmc" + _r(_URL, 70)))
    t.append(("Twilio API key", "SK" + _r(_HEX, 32)))
    t.append(("SendGrid key", "SG." + _r(_URL, 22) + "." + _r(_URL, 43)))
    t.append(("Mailgun key", "key-" + _r(_HEX, 32)))
    t.append(("Mailchimp key", _r(_HEX, 32) + "-us" + str(_rng.randrange(1, 21))))
    t.append(("Shopify access token", "shpat_" + _r(_HEX, 32)))
    t.append(("Shopify shared secret", "shpss_" + _r(_HEX, 32)))
    t.append(("DigitalOcean PAT", "dop_v1_" + _r(_HEX, 64)))
    t.append(("DigitalOcean OAuth", "doo_v1_" + _r(_HEX, 64)))
    t.append(("Doppler token", "dp.pt." + _r(_AN, 43)))
    t.append(("Vault token", "hvs." + _r(_URL, 90)))
    t.append(("Vault batch token", "hvb." + _r(_URL, 138)))
    t.append(("Terraform Cloud token", _r(_AN, 14) + ".atlasv1." + _r(_URL, 67)))
    t.append(("Hugging Face token", "hf_" + _r(_AN, 34)))
    t.append(("Databricks token", "dapi" + _r(_HEX, 32)))
    t.append(("Grafana cloud token", "glc_" + _r(_AN, 60) + "=="))
    t.append(("Grafana service account", "glsa_" + _r(_AN, 32) + "_" + _r(_HEX, 8)))
    t.append(("New Relic user key", "NRAK-" + _r(_UP + _DG, 27)))
    t.append(("New Relic insert key", "NRII-" + _r(_URL, 32)))
    t.append(("Sentry user token", "sntryu_" + _r(_HEX, 64)))
    t.append(("Postman key", "PMAK-" + _r(_HEX, 24) + "-" + _r(_HEX, 34)))
    t.append(("Linear key", "lin_api_" + _r(_AN, 40)))
    t.append(("Notion token", "ntn_" + _r(_DG, 11) + _r(_AN, 35)))
    t.append(("Notion legacy secret", "secret_" + _r(_AN, 43)))
    t.append(("Discord bot token", "M" + _r(_AN, 23) + "." + _r(_URL, 6) + "." + _r(_URL, 38)))
    t.append(("Telegram bot token", str(_rng.randrange(10**9, 8 * 10**9)) + ":AA" + _r(_URL, 33)))
    t.append(("Atlassian API token", "ATATT3xFfGF0" + _r(_URL, 170) + "=" + _r(_HEX.upper(), 8)))
    t.append(("Dropbox token", "sl." + _r(_URL, 135)))
    t.append(("Heroku key", "HRKU-" + _r(_URL, 60)))
    t.append(("PlanetScale token", "pscale_tkn_" + _r(_URL, 43)))
    t.append(("PlanetScale password", "pscale_pw_" + _r(_URL, 43)))
    t.append(("Pulumi token", "pul-" + _r(_HEX, 40)))
    t.append(("Fly.io token", "FlyV1 fm2_" + _r(_URL, 120)))
    t.append(
        (
            "Azure storage key",
            "DefaultEndpointsProtocol=https;AccountName=st"
            + _r(_LO + _DG, 10)
            + ";AccountKey="
            + _r(_B64, 86)
            + "==;EndpointSuffix=core.windows.net",
        )
    )
    t.append(("Azure AD client secret", _r(_AN, 3) + "8Q~" + _r(_URL + ".~", 34)))
    t.append(
        ("age secret key", "AGE-SECRET-KEY-1" + _r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58))
    )
    t.append(("Square token", "EAAA" + _r(_URL, 60)))
    t.append(("Square OAuth secret", "sq0csp-" + _r(_URL, 43)))
    t.append(("Mapbox secret", "sk.eyJ1Ijoi" + _r(_AN, 30) + "." + _r(_URL, 22)))
    t.append(("Alibaba key id", "LTAI" + _r(_AN, 20)))
    t.append(("Tencent secret id", "AKID" + _r(_AN, 32)))
    t.append(("Frame.io token", "fio-u-" + _r(_URL, 64)))
    t.append(("Flutterwave secret", "FLWSECK_TEST-" + _r(_HEX, 32) + "-X"))
    t.append(("Groq key", "gsk_" + _r(_AN, 52)))
    t.append(("Replicate token", "r8_" + _r(_AN, 37)))
    t.append(("Perplexity key", "pplx-" + _r(_AN, 48)))
    t.append(("xAI key", "xai-" + _r(_AN, 80)))
    t.append(("Buildkite token", "bkua_" + _r(_HEX, 40)))
    t.append(("CircleCI PAT", "CCIPAT_" + _r(_AN, 22) + "_" + _r(_HEX, 40)))
    t.append(("Netlify token", "nfp_" + _r(_AN, 36)))
    t.append(("Supabase token", "sbp_" + _r(_HEX, 40)))
    t.append(("Shippo token", "shippo_live_" + _r(_HEX, 40)))
    t.append(("EasyPost key", "EZAK" + _r(_AN, 54)))
    t.append(("Duffel token", "duffel_live_" + _r(_URL, 43)))
    t.append(("Clojars token", "CLOJARS_" + _r(_LO + _DG, 60)))
    t.append(("RubyGems key", "rubygems_" + _r(_HEX, 48)))
    t.append(("NuGet key", "oy2" + _r(_LO + _DG, 43)))
    t.append(("Docker Hub PAT", "dckr_pat_" + _r(_URL, 27)))
    t.append(("Artifactory key", "AKCp" + _r(_AN, 69)))
    t.append(("Infracost key", "ico-" + _r(_AN, 32)))
    t.append(("Prefect key", "pnu_" + _r(_AN, 36)))
    t.append(("Readme key", "rdme_" + _r(_LO + _DG, 70)))
    t.append(("Scalingo token", "tk-us-" + _r(_URL, 48)))
    t.append(("1Password service token", "ops_eyJzaWduSW5BZGRyZXNzIjoi" + _r(_AN, 200)))
    t.append(("Contentful PAT", "CFPAT-" + _r(_URL, 43)))
    t.append(("Typeform token", "tfp_" + _r(_URL, 44) + "_" + _r(_URL, 14)))
    t.append(("Yandex OAuth", "y0_" + _r(_URL, 55)))
    t.append(("Harness PAT", "pat." + _r(_AN, 22) + "." + _r(_HEX, 24) + "." + _r(_AN, 20)))
    t.append(("Octopus API key", "API-" + _r(_UP + _DG, 26)))
    t.append(("Beamer key", "b_" + _r(_URL, 44)))
    t.append(("Dynatrace token", "dt0c01." + _r(_UP + _DG, 24) + "." + _r(_UP + _DG, 64)))
    t.append(("Okta API token", "SSWS 00" + _r(_URL, 40)))
    t.append(("Adafruit IO key", "aio_" + _r(_AN, 28)))
    t.append(("Cloudflare origin CA", "v1.0-" + _r(_HEX, 24) + "-" + _r(_HEX, 146)))
    t.append(("Sourcegraph token", "sgp_" + _r(_HEX, 40)))
    t.append(
        ("Zendesk JWT", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + _r(_URL, 60) + "." + _r(_URL, 43))
    )
    t.append(("Facebook page token", "EAAG" + _r(_AN, 150)))
    t.append(("Mistral API key", _r(_AN, 32)))
    t.append(("Twitch client secret", _r(_LO + _DG, 30)))
    t.append(
        (
            "Private key block",
            "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
            + _r(_B64, 70)
            + "\n"
            + _r(_B64, 70)
            + "\n-----END OPENSSH PRIVATE KEY-----",
        )
    )
    t.append(
        (
            "RSA private key",
            "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA"
            + _r(_B64, 48)
            + "\n"
            + _r(_B64, 64)
            + "\n-----END RSA PRIVATE KEY-----",
        )
    )
    return t


_PROV_TEMPLATES = [
    "here's the {name} you asked for: {tok}",
    "ok pasting it so i dont lose it -> {tok}",
    "{tok} <- thats the prod one, keep it safe pls",
    "can you remember this for later? {tok}",
    "new {name} after rotation: `{tok}`",
    "fyi the {name} for the staging project is {tok} (expires in 90d)",
    "lol i almost committed this to git: {tok}",
    "Store this for me: {tok}",
    "```\n{tok}\n```\nthat's what the dashboard gave me",
    "2024-05-11T09:14:22Z DEBUG client init token={tok} region=eu-west-1",
    "[INFO] using credentials {tok} for upload",
    "Authorization: Bearer {tok}",
    'curl -H "Authorization: token {tok}" https://api.example.io/v1/me',
    "my {name} is {tok} btw",
    "hab den {name} neu erstellt: {tok}",
    "voilà la clé : {tok}",
    "acá está el token {tok} para el deploy",
    "token nuovo ({tok}) — non condividerlo",
    "用这个: {tok}",
    "これ使って → {tok}",
    "i rotated it, the fresh value is {tok}. old one is dead",
    "remind me that the CI secret is {tok}",
    "quick note for the hackathon: {tok}",
    '{{"token": "{tok}"}}',
    "{name} (dont share!!): {tok} 🙏",
    "export TOKEN={tok}",
    "- name: deploy\n  env:\n    KEY: {tok}",
    "the bot kept failing until i swapped in {tok}",
    "Sending the {name} over here since slack is down: {tok}",
    "save: {tok}",
]


def _provider():
    out = []
    toks = _provider_tokens()
    for name, tok in toks:
        tpl = _pick(_PROV_TEMPLATES)
        out.append((tpl.format(name=name, tok=tok), "provider"))
    # a second, different sentence for a subset of vendors (fresh values)
    for name, tok in _rng.sample(_provider_tokens(), 30):
        tpl = _pick(_PROV_TEMPLATES)
        out.append((tpl.format(name=name, tok=tok), "provider"))
    # AWS pair in credentials file
    out.append(
        (
            "[default]\naws_access_key_id = AKIA"
            + _r(_UP + "234567", 16)
            + "\naws_secret_access_key = "
            + _r(_B64, 40)
            + "\nregion = us-east-2",
            "provider",
        )
    )
    out.append(("Twilio: account AC" + _r(_HEX, 32) + " auth token " + _r(_HEX, 32), "provider"))
    out.append(("DD_API_KEY is " + _r(_HEX, 32) + " and DD_APP_KEY " + _r(_HEX, 40), "provider"))
    return out


# ================================================================ KEYVALUE
_KV_KEYS = [
    "DB_PASSWORD_PROD",
    "PASSWORD1",
    "dbPass",
    "db.password",
    "MYSQL_ROOT_PWD",
    "SMTP_PASS",
    "redis-auth",
    "api_secret",
    "ClientSecret",
    "x-api-key",
    "POSTGRES_PASSWORD",
    "admin_passwd",
    "spring.datasource.password",
    "LDAP_BIND_PW",
    "keystorePass",
    "JWT_SECRET_KEY",
    "secretAccessKey",
    "app-secret",
    "PrivateToken",
    "WEBHOOK_SIGNING_SECRET",
    "sftp_password_2",
    "MONGO_INITDB_ROOT_PASSWORD",
    "rabbitmq.default_pass",
    "Passphrase",
    "encryption_key",
    "mail__password",
    "AUTH_TOKEN_PROD",
    "clientSecretValue",
    "OldPassword",
    "pwd",
    "PASSWORD_HASH_SALT",
    "SESSION_SECRET",
    "wifiPassword",
    "VPN_PSK",
    "sa_password",
    "PGPASS",
]


def _kvval():
    k = _rng.randrange(7)
    if k == 0:
        return _pw()
    if k == 1:
        return _r(_AN, 24)
    if k == 2:
        return "#" + _r(_AN + "!$", 14)
    if k == 3:
        return "[" + _r(_AN, 6) + "]" + _r(_AN + "!", 8)
    if k == 4:
        return _r(_LO, 5) + "." + _r(_AN, 8) + "." + _r(_DG, 4)
    if k == 5:
        return _r(_HEX, 48)
    return _r(_B64, 32) + "="


def _keyvalue():
    out = []
    fmts = [
        "{k}={v}",
        '{k} = "{v}"',
        "{k}: {v}",
        "{k}: '{v}'",
        '"{k}": "{v}",',
        "export {k}='{v}'",
        "set {k}={v}",
        '$env:{k} = "{v}"',
        "<{k}>{v}</{k}>",
        '  {k}: "{v}"   # do not commit',
        "{k} := {v}",
        "{k}\t{v}",
        "ENV {k}={v}",
        "--{k}={v}",
    ]
    for k in _KV_KEYS:
        f = _pick(fmts)
        line = f.format(k=k, v=_kvval())
        wrap = _rng.randrange(4)
        if wrap == 0:
            line = "my .env has this, is it ok?\n" + line
        elif wrap == 1:
            line = "```\n" + line + "\n```"
        elif wrap == 2:
            line = "fixed it, turned out " + line + " was wrong in the old file"
        out.append((line, "keyvalue"))
    host = lambda: (
        _pick(["db", "pg", "mysql", "cache", "api"])
        + "-"
        + _r(_LO + _DG, 4)
        + "."
        + _pick(["internal", "corp.local", "rds.amazonaws.com", "example.net"])
    )
    extra = [
        "[database]\nhost = {h}\nuser = svc_app\npassword = {v}\nport = 5432".format(
            h=host(), v=_kvval()
        ),
        "machine api.{d}.com\n  login deploy\n  password {v}".format(
            d=_pick(["heroku", "acme", "internal"]), v=_pw()
        ),
        "apiVersion: v1\nkind: Config\nusers:\n- name: admin\n  user:\n    token: {v}".format(
            v=_r(_URL, 40)
        ),
        '{{"auths": {{"registry.gitlab.com": {{"auth": "{v}"}}}}}}'.format(v=_r(_B64, 36) + "=="),
        '[tool.poetry.http-basic.private]\nusername = "ci"\npassword = "{v}"'.format(v=_pw()),
        "mysql -u root -p'{v}' -h {h}".format(v=_pw(), h=host()),
        "sshpass -p '{v}' ssh ops@10.2.{a}.{b}".format(
            v=_pw(), a=_rng.randrange(255), b=_rng.randrange(255)
        ),
        "PGPASSWORD={v} psql -h {h} -U reporting".format(v=_kvval(), h=host()),
        "postgres://app_user:{v}@{h}:5432/orders".format(v=_r(_AN, 18), h=host()),
        "mongodb+srv://admin:{v}@cluster0.{x}.mongodb.net/?retryWrites=true".format(
            v=_r(_AN, 16), x=_r(_LO + _DG, 5)
        ),
        "redis://:{v}@{h}:6379/0".format(v=_r(_AN, 20), h=host()),
        "curl -u jenkins:{v} https://ci.acme.dev/api/json".format(v=_pw()),
        "docker login -u ci-bot -p {v} registry.acme.io".format(v=_r(_AN, 20)),
        "git clone https://oauth2:{v}@gitlab.acme.dev/team/repo.git".format(v=_r(_URL, 20)),
        "amqp://guest:{v}@rabbit.internal:5672/".format(v=_pw()),
        "Server=tcp:sql-prod.database.windows.net;Database=crm;User ID=sa;Password={v};Encrypt=true".format(
            v=_pw()
        ),
        "jdbc:mysql://{h}/shop?user=shop&password={v}".format(h=host(), v=_r(_AN, 14)),
        "spring:\n  datasource:\n    username: shop\n    password: {v}".format(v=_kvval()),
        'wpa_passphrase="{v}"'.format(v=_pw()),
        "htpasswd line -> admin:{v}".format(v=_r(_AN, 16)),
        "X-Api-Key: {v}".format(v=_r(_AN, 32)),
        "openssl enc -aes-256-cbc -k {v} -in backup.tar".format(v=_pw()),
        "[smtp]\nserver=smtp.mailgun.org\nuser=postmaster@mg.acme.io\npass={v}".format(
            v=_r(_HEX, 32)
        ),
        "in settings.py: SECRET_KEY = '{v}'".format(v=_r(_AN + "!@#$%^&*(-_=+)", 50)),
        "secret_key_base: {v}".format(v=_r(_HEX, 128)),
        "ansible_become_pass: {v}".format(v=_pw()),
        "db_password_prod => {v}".format(v=_pw()),
        "Password1 = {v}".format(v=_pw()),
        "keytool -storepass {v} -list -keystore app.jks".format(v=_pw()),
        "| env | key | value |\n|---|---|---|\n| prod | ADMIN_PASSWORD | {v} |".format(v=_pw()),
        "passwort={v}".format(v=_pw()),
        "contraseña: {v}".format(v=_pw()),
        'mot_de_passe = "{v}"'.format(v=_pw()),
        "PASSWORD (prod)：{v}".format(v=_pw()),
        "the yaml says `adminPassword: {v}`, is that the default?".format(v=_pw()),
        "Authorization: Basic {v}".format(v=_r(_B64, 28) + "="),
        'psql "host={h} user=etl password={v} dbname=dw"'.format(h=host(), v=_pw()),
    ]
    for e in extra:
        out.append((e, "keyvalue"))
    return out


# ================================================================ LANGUAGE
_LANG_TPL = [
    # English (non-standard phrasings)
    "{v} is my password for the school portal, don't forget it",
    "use {v} as the admin password when you set up the router",
    "login: maria.k / {v}",
    "password：{v}",
    "the pin to the garage keypad is {p}",
    'my passphrase for the backup drive is "{v}"',
    "access code for the building: {p}#",
    # German
    "Mein Passwort ist {v}, bitte merken.",
    "Das Kennwort für das WLAN lautet {v}",
    "PIN der EC-Karte: {p}",
    # French
    "mon mot de passe c'est {v}",
    "Le code d'accès de l'immeuble est {p}, retiens-le",
    "identifiant jdupont, mdp {v}",
    # Spanish
    "mi contraseña es {v} jaja no se la digas a nadie",
    "La clave del wifi es {v}",
    "el PIN de la tarjeta es {p}",
    # Portuguese
    "minha senha é {v}",
    "a senha do banco: {v} (não compartilhe)",
    # Italian
    "la mia password è {v}",
    "Il codice di accesso è {p}",
    # Dutch
    "mijn wachtwoord is {v}",
    "het wachtwoord van de nas is {v}, niet vergeten",
    # Polish
    "moje hasło to {v}",
    "Hasło do routera: {v}",
    # Russian
    "мой пароль {v}",
    "пароль от почты — {v}",
    "пин-код карты {p}",
    # Ukrainian
    "мій пароль: {v}",
    # Turkish
    "şifrem {v}",
    "wifi şifresi {v} bu arada",
    # Swedish
    "mitt lösenord är {v}",
    # Norwegian
    "passordet mitt er {v}",
    # Danish
    "min adgangskode er {v}",
    # Finnish
    "salasanani on {v}",
    "PIN-koodi on {p}",
    # Czech
    "moje heslo je {v}",
    # Hungarian
    "a jelszavam {v}",
    # Romanian
    "parola mea este {v}",
    # Greek
    "ο κωδικός μου είναι {v}",
    # Japanese
    "パスワードは{v}です",
    "暗証番号は{p}だよ",
    # Chinese
    "我的密码是{v}",
    "wifi密码：{v}",
    "银行卡密码是{p}，别告诉别人",
    # Korean
    "내 비밀번호는 {v}야",
    "비번 {v} 임",
    # Vietnamese
    "mật khẩu của tôi là {v}",
    # Indonesian
    "kata sandi saya {v}",
    "passwordnya {v} ya",
    # Arabic
    "كلمة المرور الخاصة بي هي {v}",
    "كلمة السر: {v}",
    # Hebrew
    "הסיסמה שלי היא {v}",
    # Hindi
    "मेरा पासवर्ड {v} है",
    # Thai
    "รหัสผ่านของฉันคือ {v}",
    # Persian
    "رمز عبور من {v} است",
    # Malay / Tagalog / Swahili
    "kata laluan saya ialah {v}",
    "ang password ko ay {v}",
    "nenosiri langu ni {v}",
    # Catalan
    "la meva contrasenya és {v}",
    # Recovery codes in languages
    "Wiederherstellungscode: {rc}",
    "código de recuperación {rc}, guárdalo",
    "恢复码 {rc}",
    "code de récupération : {rc}",
    # extra English shapes
    "so the passcode is {p}, then press enter",
    "it's {v} — that's the password for the shared drive",
    "user: ops, pass: {v}",
    "pw for netflix = {v}",
]


def _language():
    out = []
    for tpl in _LANG_TPL:
        v = _pw()
        p = _r(_DG, _pick([4, 4, 6]))
        rc = _r(_LO + _DG, 5) + "-" + _r(_LO + _DG, 5)
        out.append((tpl.format(v=v, p=p, rc=rc), "language"))
    return out


# ================================================================ PLAIN VALUE
_PLAIN_TPL = [
    "here u go: {v}",
    "it's {v} lol don't tell anyone",
    "for the wifi at the cabin → '{v}'",
    "tried {v} and it finally let me into the vpn",
    "ok so for the laptop it's {v} (capital first letter)",
    "changed it to {v} yesterday, old one expired",
    "Mom, the new one for the bank app is {v}",
    "{v}\n^ thats for the router admin page",
    "write this down for me: {v} — it's for the family NAS",
    "the guest network one is {v} now",
    "if it asks, type {v}",
    "i set the ipad lock to {v} so the kids can't buy stuff",
    "new one for my email: {v}",
    "netflix → {v}",
    "alarm panel at the office: {v}",
    "when it prompts you just enter {v} and hit ok",
    "your temp one is {v}, you'll be asked to change it on first login",
    "steam acct: kyle_92 / {v}",
    "same as before but with a 2 at the end: {v}",
    "reset done, use `{v}`",
    "para el wifi: {v}",
    "fürs WLAN: {v}",
    "(it's {v}, case sensitive)",
    "they sent me {v} as the one-time login for the portal",
    "gmail: {v} and the backup gmail uses the same one",
    "🔑 {v}",
    "remember for me, PS5 account → {v}",
    "door code {d} then the elevator code {d2}",
    "zoom room host: {v}",
    "unlock phrase for the vault app = {v}",
]


def _plain():
    out = []
    for i in range(2):
        for tpl in _PLAIN_TPL:
            out.append((tpl.format(v=_pw(), d=_r(_DG, 5), d2=_r(_DG, 4)), "plain_value"))
    _rng.shuffle(out)
    extra = [
        "ok here: {v} (thats the one for the kids' switch account)",
        "no caps, no spaces: {s}",
        "hotel safe in room 412 -> {d}",
        "tell Tom it's {v} for the shared icloud",
        "grandma's tablet unlock: {d}",
        "{v} , {v2} — first for the laptop, second for the encrypted usb",
        "same one as the wifi but reversed: {v}",
        "dont laugh but mine is {v} 😅",
        "if the intranet asks, {v} works until friday",
        "la de siempre: {v}",
    ]
    for tpl in extra:
        out.append(
            (tpl.format(v=_pw(), v2=_pw(), s=_r(_LO + _DG, 14), d=_r(_DG, 6)), "plain_value")
        )
    return out


# ================================================================ MATERIAL
_BIP = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident account "
    "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address "
    "adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air "
    "airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter "
    "always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle "
    "announce annual another answer antenna antique anxiety any apart apology appear apple approve april "
    "arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact "
    "artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude "
    "attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome "
    "awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely "
    "bargain barrel base basic basket battle beach bean beauty because become beef before begin behave "
    "behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind "
    "biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue "
    "blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce "
    "box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli "
    "broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle "
    "bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake "
    "doctor letter yellow zoo wrong zero vault ozone orange olive ocean office oil mango magic lemon jungle "
    "kitten ladder lamp gravity guitar hammer harvest hockey ice idea island ivory jacket jazz jelly "
    "kangaroo kiwi knife lava lizard lobster lunar machine marble monkey mountain museum mushroom napkin "
    "noodle nuclear oyster panda pepper piano pigeon pizza planet puzzle rabbit radar raven robot rocket "
    "salad salmon satoshi scissors shrimp silver spider squirrel sunset tiger tomato tornado tunnel turtle "
    "umbrella violin volcano walnut whale wizard zebra legal winner thank year wave sausage worth useful"
).split()


def _seed(n):
    return " ".join(_rng.choice(_BIP) for _ in range(n))


def _material():
    out = []
    seed_tpl = [
        "my metamask seed: {s}",
        "recovery phrase (ledger) -> {s}",
        "{s}\nthat's the 12 words from the trezor, store it somewhere",
        "Seed phrase for the cold wallet is '{s}'",
        "1. {n1} 2. {n2} 3. {n3} ... full list: {s}",
        "meine Wiederherstellungsphrase: {s}",
        "frase semilla de la billetera: {s}",
        "助记词：{s}",
        "Phantom wallet secret recovery phrase = {s}",
        "backup words for exodus (in order!!): {s}",
        'mnemonic: "{s}"',
        "wallet words for dad's btc: {s}",
    ]
    for tpl in seed_tpl:
        n = _pick([12, 12, 24, 18])
        s = _seed(n)
        w = s.split()
        out.append((tpl.format(s=s, n1=w[0], n2=w[1], n3=w[2]), "material"))
    for _ in range(4):
        out.append(("BIP39 words, pls keep: " + ", ".join(_seed(12).split()), "material"))

    # recovery / backup codes
    def ghcode():
        return _r(_HEX, 5) + "-" + _r(_HEX, 5)

    rc_tpl = [
        "github recovery codes:\n" + "\n".join(ghcode() for _ in range(8)),
        "Google backup codes: " + "  ".join(_r(_DG, 4) + " " + _r(_DG, 4) for _ in range(6)),
        "2FA backup codes for discord → " + ", ".join(_r(_LO + _DG, 8) for _ in range(5)),
        "saving my proton recovery code: " + " ".join(_r(_UP + _DG, 4) for _ in range(6)),
        "Apple recovery key: " + "-".join(_r(_UP + _DG, 4) for _ in range(7)),
        "microsoft account recovery code " + "-".join(_r(_UP + _DG, 5) for _ in range(5)),
        "bitwarden 2fa recovery code is " + _r(_UP + _DG, 32),
        "backup codes (each works once): " + " | ".join(_r(_DG, 8) for _ in range(5)),
        "my 1password emergency kit secret key: A3-"
        + _r(_UP + _DG, 6)
        + "-"
        + _r(_UP + _DG, 6)
        + "-"
        + "-".join(_r(_UP + _DG, 5) for _ in range(3)),
        "BitLocker recovery key " + "-".join(_r(_DG, 6) for _ in range(8)),
        "códigos de respaldo de 2FA: " + ", ".join(ghcode() for _ in range(4)),
        "twitter backup code: " + _r(_LO + _DG, 12),
    ]
    for t in rc_tpl:
        out.append((t, "material"))

    # TOTP setup keys
    def totp(groups=True):
        k = _r(_B32, 32)
        return " ".join(k[i : i + 4] for i in range(0, 32, 4)) if groups else k

    for tpl in [
        "authenticator setup key: {k}",
        "if the QR won't scan enter this manually: {k}",
        "TOTP secret for the admin panel {k}",
        "otpauth://totp/ACME:ops@acme.io?secret={u}&issuer=ACME",
        "2fa key (google auth) -> {k}",
        "clé 2FA à saisir : {k}",
        "the aws mfa seed is {u}",
        "Zwei-Faktor-Schlüssel: {k}",
    ]:
        out.append((tpl.format(k=totp(), u=totp(False)), "material"))

    # cookies
    cookie_tpl = [
        "Cookie: sessionid={a}; csrftoken={b}",
        "copied from devtools: __Secure-next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..{c}",
        "connect.sid=s%3A{a}.{b}",
        "use my cookie to log in as me: PHPSESSID={h}",
        "set-cookie: _gh_sess={c}; path=/; secure; HttpOnly",
        "laravel_session={c} (paste into the browser and you're in)",
        "here's the auth cookie, JSESSIONID={H}",
        "session token from the app: {c}",
    ]
    for t in cookie_tpl:
        out.append(
            (
                t.format(
                    a=_r(_LO + _DG, 32),
                    b=_r(_AN, 64),
                    c=_r(_URL, 80),
                    h=_r(_LO + _DG, 26),
                    H=_r(_HEX.upper(), 32),
                ),
                "material",
            )
        )

    # cards, CVV, PIN
    def card():
        return "4" + _r(_DG, 3) + " " + _r(_DG, 4) + " " + _r(_DG, 4) + " " + _r(_DG, 4)

    for t in [
        "card {c} exp {m:02d}/{y} cvv {cvv}",
        "visa ending {l4}, the security code on the back is {cvv}",
        "CVV: {cvv} (for the amex, 4 digits) and PIN {pin}",
        "my debit card PIN is {pin}, use it at the atm",
        "pay with {c}, {m:02d}/{y}, {cvv} — thanks!",
        "Kartennummer {c}, Prüfziffer {cvv}",
        "tarjeta {c} vence {m:02d}/{y} cvc {cvv}",
        "pin for mom's card: {pin}. she keeps forgetting",
        "sim PUK code {puk}, PIN {pin}",
    ]:
        out.append(
            (
                t.format(
                    c=card(),
                    m=_rng.randrange(1, 13),
                    y=_rng.randrange(26, 31),
                    cvv=_r(_DG, _pick([3, 4])),
                    pin=_r(_DG, 4),
                    l4=_r(_DG, 4),
                    puk=_r(_DG, 8),
                ),
                "material",
            )
        )

    # split credentials
    for t in [
        "username is mara.k and the pass, wait hold on... it's {v}",
        "first half is {a}, second half i'll text you: jk its {b}",
        "login for the router: admin. pw in next msg.\n{v}",
        "user = svc-backup\n(…)\nand the secret that goes with it: {v}",
        "the email is jo@fastmail.com; the other thing is {v}",
        "server 10.0.4.12, ssh as root, and for the prompt type {v}",
        "account no 4471-22; online banking pass {v}",
        "key id is AKIA{kid}, and the other half (secret) is {s}",
        "ok so: host=ftp.acme.io user=upload and then {v} for the password field",
        "Benutzer: kschmidt — und das Passwort schicke ich gleich: {v}",
    ]:
        out.append(
            (
                t.format(
                    v=_pw(),
                    a=_r(_AN, 8),
                    b=_r(_AN, 8) + _r(_AN, 8),
                    kid=_r(_UP + "234567", 16),
                    s=_r(_B64, 40),
                ),
                "material",
            )
        )
    return out


def _obfuscated():
    out = []
    zw = "\u200b"
    tok = "ghp_" + _r(_AN, 36)
    out.append(
        (
            "token (pasted from phone): " + zw.join(tok[i : i + 6] for i in range(0, len(tok), 6)),
            "provider",
        )
    )
    ak = "AKIA" + _r(_UP + "234567", 16)
    out.append(("aws key " + " ".join(ak[i : i + 4] for i in range(0, 20, 4)), "provider"))
    fw = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in "sk_live_" + _r(_AN, 28))
    out.append(("stripe：" + fw, "provider"))
    pw = _pw()
    out.append(
        (
            "ｐａｓｓｗｏｒｄ＝"
            + "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in pw),
            "keyvalue",
        )
    )
    out.append(("DB_PASS\u00adWORD=" + _pw(), "keyvalue"))
    out.append(("pass\u200dword: " + _pw(), "keyvalue"))
    v = _pw()
    out.append(("my pass word is " + " ".join(v), "language"))
    out.append(("meine PIN ist 4 8 1 9, nicht weitersagen", "language"))
    return out


HELD_OUT_19_SECRETS = (
    _obfuscated() + _provider() + _keyvalue() + _language() + _plain() + _material()
)


# ================================================================ BENIGN: hand_written
_HAND = [
    "I forgot my password again and had to reset it through email, so annoying",
    "the secret to a good risotto is patience and warm stock",
    "In Die Hard they were after bearer bonds worth $640 million",
    "we learned about token ring networks in my networking class today",
    "Made key lime pie for Sarah's birthday, everyone loved it",
    "Kids played pin the tail on the donkey at the party",
    "Promo code SUMMER25 gives 25% off at the garden center until Friday",
    "In the Marx Brothers film the password was 'swordfish'",
    "password: ******** (redacted before sharing the screenshot)",
    "API_KEY=<your-key-here>",
    "export OPENAI_API_KEY=$OPENAI_API_KEY",
    "password = os.environ['DB_PASSWORD']",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
    "Set DB_PASSWORD in your .env file, never hardcode it",
    "My PIN got blocked after three wrong tries, had to call the bank",
    "The verification code took 5 minutes to arrive",
    "Use a passphrase of at least four random words instead of a short password",
    "never reuse passwords between sites, use a password manager like Bitwarden",
    "the login page returns a 401 when the bearer token has expired",
    "Company policy: rotate API keys every 90 days",
    "the cafe wifi doesn't even need a password lol",
    "In Harry Potter, the password to the Gryffindor common room was 'Caput Draconis'",
    "Ali Baba said 'open sesame' and the cave opened",
    "The most common passwords of the year were 123456, admin and password. People never learn",
    "Konami code: up up down down left right left right B A",
    "She's the key player on the team this season",
    "That's the key takeaway from the meeting: ship smaller PRs",
    "keep it secret, keep it safe — Gandalf",
    "Victoria's Secret had a sale on pajamas",
    "I'm reading 'The Secret History' by Donna Tartt",
    "He gave me a token of appreciation, a little wooden bird",
    "Arcade tokens are $0.25 each at the boardwalk",
    "the LLM context window is 128k tokens",
    "We hit the rate limit: 40,000 tokens per minute",
    "Where did I leave my car keys?!",
    "the password prompt keeps popping up on my mac after the update",
    "Ich habe mein Passwort vergessen, wie setze ich es zurück?",
    "J'ai changé mon mot de passe hier, tout va bien maintenant",
    "忘记密码了，怎么重置？",
    "パスワードを忘れたので再設定しました",
    "Olvidé mi contraseña del banco, tengo que ir a la sucursal",
    "Я опять забыл пароль от почты",
    "비밀번호를 바꿨어요. 이제 괜찮아요",
    "Şifremi unuttum, sıfırlama linki gelmedi",
    "a senha tem que ter pelo menos 8 caracteres, uma maiúscula e um número",
    "Wachtwoord moet minstens 12 tekens lang zijn",
    "The bouncer asked for the password and we had no idea lol, it was a speakeasy",
    "My grandma keeps her PIN on a sticky note, I told her to stop",
    "Use `pass show work/vpn` to retrieve it from the store",
    "run `gh auth login` and follow the browser prompt",
    "`aws configure` will ask for your access key id and secret",
    "password: <redacted>",
    "token=[REDACTED]",
    "Authorization: Bearer <token>",
    "Authorization: Bearer $ACCESS_TOKEN",
    "DB_PASSWORD=changeme  # placeholder, real one is in Vault",
    'client_secret: "{{ vault_client_secret }}"',
    "password: ${DB_PASS}",
    '"apiKey": "YOUR_API_KEY"',
    'secret_key = env("DJANGO_SECRET_KEY")',
    "const key = process.env.STRIPE_KEY;",
    "$password = getenv('MYSQL_PASSWORD');",
    "api_key: !vault /prod/api/key",
    "PGPASSWORD is read from ~/.pgpass so you don't need the flag",
    "The secret santa draw is on Monday, budget $20",
    "the password for the escape room puzzle turned out to be the year on the clock",
    "In the game the door password is 'mellon' (speak friend and enter)",
    "Bearer of bad news: the concert is cancelled",
    "Pinned the message in the group so everyone sees it",
    "Security tip from IT: a PIN should never be your birth year",
    "Reminder: the code review is at 3pm",
    "Dress code for the wedding is cocktail attire",
    "Zip code for the new apartment is 94110",
    "Area code 415 is San Francisco",
    "I'm learning to code in Python, loving it",
    "The recovery process after knee surgery takes 6 weeks",
    "He shared his screen but I saw he blurred the password field, smart",
    "Got a new YubiKey, setting up 2FA on everything this weekend",
    "Backup codes are stored in my safe, not online (good habit)",
    "Enable two-factor with an authenticator app rather than SMS",
    "Seed phrases should be written on paper or steel, never in a photo",
    "The sommelier said the key to pairing is acidity",
    "login streak on Duolingo: 212 days 🔥",
    "I couldn't log in to the school portal, the site was down",
    "The escape room code was 4 digits and we guessed it with 2 minutes left",
    "Lucky numbers for the lottery: 7 14 21 33 42",
    "Gym locker combination reset by the staff after I lost it",
    "Wifi name at grandma's is 'FBI Surveillance Van 3' haha",
    "My bike lock is the kind with a key, not a combination",
    "The secret ingredient was cardamom",
    "Sam says the token economy at his kid's school really works",
    "keyboard shortcut: ctrl+shift+p opens the command palette",
    "press the F12 key to open dev tools",
    "The PIN pad at the checkout was broken so I paid with tap",
    "Password reset emails go to my old hotmail, need to update that",
    "Netflix is cracking down on password sharing",
    "The film 'Sneakers' has the line 'too many secrets'",
    "The answer was 'password123' in the crossword, hilarious",
    "Jen told me the wifi password at the library is printed on the desk",
    "She works as a locksmith and can pick a pin tumbler lock in seconds",
    "Voucher code WELCOME10 only works for new customers",
    "use code FREESHIP at checkout for free delivery",
    "Discount code: BLACKFRIDAY50 — half off everything",
    "Gift card code arrived by email, gonna use it for books",
    "The referral code for the climbing gym is ANNA2024, gives you a free day pass",
    "Coupon SAVE15 expired yesterday :(",
    "Promo: use HELLOFRESH60 for 60% off your first box",
    "my uber eats code EATS-TREAT didn't work",
    "Her bearer token expired mid-demo, so she had to log in again (no big deal)",
    "JWT tokens have three parts: header, payload and signature",
    "The secret word on the kids' show today was 'banana'",
    "Lost the key to the mailbox, landlord has a spare",
    "Key West trip is booked for March!",
    "Reminder: change the default router password after install (the manual says so)",
    "Master password hint: my first dog (I know, I know)",
    "my password manager generated a 24-char one for the bank; I never see it",
    "Someone tried to log in to my account from Brazil, I changed the password",
    "secret management talk at the meetup was great: Vault vs SOPS",
    "The keynote at the conference was about passkeys replacing passwords",
    "The hotel gave us a key card that stopped working twice",
    "What's the code for the bathroom? I'll ask the barista",
    "I typed my password wrong 3 times and got locked out for 15 min",
    "if you see 'invalid token' just refresh the page",
    "OTP arrived: I entered it and it worked (it's single use anyway)",
    "Tip: never paste secrets into chat tools",
    "The password field accepts up to 64 characters now",
    "bitcoin wallet app asked me to write down 12 words — I did it on paper",
    "Grandpa's safe combination is in his will, says the lawyer",
    "The username is the email address you signed up with",
    "Login with Google is easier than remembering another password",
    "He's been sworn to secrecy about the surprise party",
    "Open secret: the manager is leaving in June",
    "Keys to success: sleep, water, walks",
    '"password" is still the most used password, says the survey',
    "Replace hunter2 with your actual password in the example (that's an old IRC joke)",
    'ssh-keygen -t ed25519 -C "me@laptop" makes a new key pair',
    "ssh key added to github, works now",
    "my gpg key expired, need to extend it",
    "Example from the AWS docs: AKIAIOSFODNN7EXAMPLE",
    "I'll put the token in 1Password and share the vault item, not the value",
    "pin code length for the new phone is 6 digits",
    "The PIN is the one you chose at the branch, they can't tell you over the phone",
    "What's a good password length? NIST says at least 8, I'd say 14+",
    "Secret Garden by Frances Hodgson Burnett is my daughter's favorite",
    "Token Black played at the festival, so good",
    "The crypto token launch got delayed to Q3",
    "The ring bearer at the wedding was my nephew Leo",
    "We use keycloak for SSO at work",
    "keychain on macOS stores the wifi passwords",
    "Passport renewal takes 6-8 weeks right now",
    "Mi hermano usa la misma contraseña para todo, le dije que es mala idea",
    "Le mot de passe doit contenir 12 caractères minimum",
    "密钥要定期更换，这是公司规定",
    "Das Geheimnis eines guten Kuchens ist Butter",
    "El secreto está en la salsa",
    "ключ от квартиры у соседки",
    "Il codice fiscale serve per aprire il conto",
    "パスワードは紙に書かないでね",
    "Parolanı kimseyle paylaşma!",
    "Hasło musi mieć co najmniej jedną cyfrę",
    "we decided the family codeword for emergencies, it's written in the safe, not here",
    "The pw reset link expires after 24h",
    "Note to self: the router password is on the sticker under the router",
    "my passcode for the phone is the same as always (not writing it here)",
    "For the demo use the username demo and the password demo (public sandbox on the docs site)",
    "default creds for the sample app are admin/admin, change them immediately",
    "the test fixture uses password 'test123' for the fake user in the unit tests",
    "In the story, the spy's codeword was 'Nightingale'",
    "The sign said: 'Password for wifi: ask staff'",
    "Tokens in Rust's macro system are called token trees",
    "The secret is out: they're expecting twins!",
    "I gave the cleaner a spare key",
    "Don't forget to bring the PIN reader for online banking",
    "He bought a hardware key for his crypto",
    "my login is my work email, the password I keep in the manager",
    "Tried logging in with face id, it failed in the dark",
    "The bearer of this letter is authorized to collect my parcel",
    "bearer token auth vs API key auth — which one do you prefer for internal tools?",
    "Access tokens should be short-lived; refresh tokens longer",
    "PIN: ****",
    "card ending in 4242 was charged $12.99 for Spotify",
    "the last 4 of my card are on the receipt",
    "Expiry date on my passport is 2031",
    "the test Stripe card is 4242 4242 4242 4242, any future date, any CVC — it's in their docs",
    "x-api-key header is required on every request, see docs",
    "`--password-stdin` is safer than `-p` for docker login",
    "Use `read -s PASSWORD` so it's not in shell history",
    "The ticket says 'password complexity too low' on the signup form",
    "We played Codenames, my team won with 'key' as the clue",
    "Secret of Mana is still a great game",
    "that token-based pricing is confusing, $3 per million input tokens",
    "The mnemonic for the planets is 'My Very Educated Mother Just Served Us Noodles'",
    "A mnemonic device helped me remember the cranial nerves",
    "The recovery phrase is safe in the bank deposit box (we checked in April)",
    "I printed the backup codes and put them in the drawer",
    "Set up the authenticator, scanning the QR code was easy",
    "the session cookie expires when you close the browser",
    "Cookies! Made chocolate chip cookies with the kids 🍪",
    "Accept all cookies? I always click reject",
    "'Correct horse battery staple' is the famous xkcd example, not a real password of anyone",
    "The password hint said 'favorite food' and I still couldn't remember it",
    "The door needs a key fob after 7pm",
    "the PIN for the kids' tablet parental controls is something only I know",
    "The vault at the museum is sealed with a time lock",
    "KEY=value pairs go into the .env, one per line",
    "SECRET_KEY should be at least 50 random characters (Django docs)",
    "The `password` column is hashed with bcrypt, cost 12",
    "We store only the salted hash, not the password",
    "passwords must not contain the username, says the policy",
    "login: alice (username only, she'll set the password herself)",
    "Le code promo ÉTÉ2024 donne 20% de réduction",
    "Gutscheincode FRUEHLING15 gilt bis Sonntag",
    "código de descuento: VERANO10",
    "优惠码 SPRING88 可以减 20 元",
]


def _hand_generated():
    out = []
    promo_tpl = [
        "promo code {c} gave me 20% off the shoes",
        "Use voucher {c} at checkout (valid till end of month)",
        "the coupon {c} worked, saved $14",
        "{c} is the discount code from the podcast ad",
        "referral code {c} — you get a free month, i get one too",
        "the bakery's loyalty card code is {c} lol, printed on the card",
    ]
    for _ in range(18):
        c = _pick(
            ["SPRING", "SAVE", "FALL", "WELCOME", "FRIENDS", "BOOK", "PIZZA", "GYM", "TRAVEL"]
        ) + str(_rng.choice([5, 10, 15, 20, 25, 30, 40, 50]))
        if _rng.random() < 0.4:
            c += "-" + _r(_UP + _DG, 4)
        out.append((_pick(promo_tpl).format(c=c), "hand_written"))
    ph_tpl = [
        "password: {m}",
        "the token is {m}, fill in yours",
        "API_KEY={m}",
        '"client_secret": "{m}"',
        "Bearer {m}",
        "PIN {m} (hidden)",
        "export GITHUB_TOKEN={m}",
    ]
    masks = [
        "********",
        "<redacted>",
        "[hidden]",
        "xxxx-xxxx-xxxx",
        "${SECRET}",
        "<YOUR_TOKEN>",
        "REPLACE_ME",
        "$(cat /run/secrets/api_key)",
        "{{ .Values.password }}",
        "%(DB_PASS)s",
        "••••••",
        "***REDACTED***",
        "os.getenv('TOKEN')",
        "<insert password>",
        "changeme",
        "TODO",
        "null",
        '""',
    ]
    for _ in range(22):
        out.append((_pick(ph_tpl).format(m=_pick(masks)), "hand_written"))
    fict_tpl = [
        "In the novel, the hacker's password was '{w}' and the detective guessed it from a photo",
        'my kid\'s treehouse password is "{w}" haha, they made me say it to get in',
        "Fun fact: in the movie WarGames the backdoor password was 'Joshua'. We rewatched it today",
        "The riddle's answer — and the password to the next level — was '{w}'",
        "The D&D party needed a password for the dwarven door; our bard guessed '{w}'",
    ]
    for _ in range(10):
        out.append((_pick(fict_tpl).format(w=_pick(_WORDS)), "hand_written"))
    return out


# ================================================================ BENIGN: identifiers
def _identifiers():
    out = []

    def luhn_isbn():
        body = "978" + _r(_DG, 9)
        s = sum((1 if i % 2 == 0 else 3) * int(d) for i, d in enumerate(body))
        return body + str((10 - s % 10) % 10)

    def uuid():
        h = _r(_HEX, 32)
        return (
            h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + _pick("89ab") + h[17:20] + "-" + h[20:]
        )

    gens = [
        lambda: "Order #{} shipped today, arriving Thursday".format(_r(_DG, 9)),
        lambda: "my amazon order {}-{}-{} still says 'preparing'".format(
            _r(_DG, 3), _r(_DG, 7), _r(_DG, 7)
        ),
        lambda: "UPS tracking: 1Z{}{}".format(_r(_UP + _DG, 6), _r(_DG, 10)),
        lambda: "FedEx tracking number {} — out for delivery".format(_r(_DG, 12)),
        lambda: "USPS says {} was delivered to the mailroom".format("9400" + _r(_DG, 18)),
        lambda: "DHL Sendungsnummer {} ist unterwegs".format(_r(_DG, 10)),
        lambda: "Ticket {}-{} is assigned to me now".format(
            _pick(["JIRA", "OPS", "SUP", "INC", "PROJ"]), _rng.randrange(100, 99999)
        ),
        lambda: "Invoice INV-{}-{:05d} paid on the 3rd".format(
            _rng.randrange(2019, 2026), _rng.randrange(99999)
        ),
        lambda: "send ETH to my public address 0x{} for the split dinner bill".format(_r(_HEX, 40)),
        lambda: "the USDC contract address on mainnet is 0x{}".format(_r(_HEX, 40)),
        lambda: "btc deposit address (public): bc1q{}".format(
            _r("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
        ),
        lambda: "tx hash 0x{} finally confirmed".format(_r(_HEX, 64)),
        lambda: "the regression came in with commit {}".format(_r(_HEX, 40)),
        lambda: "cherry-picked {} onto the release branch".format(_r(_HEX, 7)),
        lambda: "sha256 of the installer: {} — matches the website".format(_r(_HEX, 64)),
        lambda: "md5sum {}  ubuntu-24.04-desktop-amd64.iso".format(_r(_HEX, 32)),
        lambda: "request id {} in the logs, support asked for it".format(uuid()),
        lambda: "the user's UUID is {}".format(uuid()),
        lambda: "ISBN {} — the paperback edition".format(luhn_isbn()),
        lambda: "I'm reading ISBN {}-{}-{}-{}-{}, recommended by Jo".format(
            "978", _r(_DG, 1), _r(_DG, 4), _r(_DG, 4), _r(_DG, 1)
        ),
        lambda: "rent goes to IBAN DE{} {} {} {} {} {} with reference 'Miete Mai'".format(
            _r(_DG, 2), _r(_DG, 4), _r(_DG, 4), _r(_DG, 4), _r(_DG, 4), _r(_DG, 2)
        ),
        lambda: "Bank reference for the transfer: {}{}".format(
            _pick(["REF", "TRX", "PAY"]), _r(_DG, 10)
        ),
        lambda: "SKU {}-{}-{} is out of stock".format(
            _r(_UP, 3), _r(_DG, 4), _pick(["BLK", "WHT", "RED", "S", "M", "L"])
        ),
        lambda: "upgraded to v{}.{}.{} and the bug is gone".format(
            _rng.randrange(1, 20), _rng.randrange(30), _rng.randrange(50)
        ),
        lambda: "python {}.{}.{} on the server, node {}".format(
            3, _rng.randrange(8, 14), _rng.randrange(20), _rng.randrange(16, 23)
        ),
        lambda: "the report is in Q{}_{}_final_v{}.xlsx".format(
            _rng.randrange(1, 5), _rng.randrange(2020, 2026), _rng.randrange(2, 9)
        ),
        lambda: "Flight {}{} boards at gate B{}".format(
            _pick(["LH", "BA", "UA", "AF", "KL"]), _rng.randrange(100, 9999), _rng.randrange(1, 60)
        ),
        lambda: "booking confirmation {} for the hotel in Lisbon".format(_r(_UP + _DG, 8)),
        lambda: "docker pull nginx@sha256:{}".format(_r(_HEX, 64)),
        lambda: "Case number {}-{} at the county court".format(
            _rng.randrange(2018, 2026), _r(_DG, 6)
        ),
        lambda: "my library card number is on the back: {}".format(_r(_DG, 14)),
        lambda: "VIN of the used car: {}".format(_r("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)),
        lambda: "Serial number {} on the back of the router".format(_r(_UP + _DG, 12)),
        lambda: "the PR is #{} on github, review please".format(_rng.randrange(100, 9000)),
        lambda: "error code 0x{} when installing the update".format(_r(_HEX.upper(), 8)),
        lambda: "IPFS CID of the dataset: bafybei{}".format(
            _r("abcdefghijklmnopqrstuvwxyz234567", 52)
        ),
        lambda: "ENS name vitalik.eth resolves to 0x{}".format(_r(_HEX, 40)),
        lambda: "Patient ref (dentist) {} for next appointment".format(_r(_DG, 8)),
        lambda: 'etag "{}" from the S3 response'.format(_r(_HEX, 32)),
        lambda: "container {} exited with code 137".format(_r(_HEX, 12)),
        lambda: "the git tag is release-{}.{} (commit {})".format(
            _rng.randrange(1, 9), _rng.randrange(20), _r(_HEX, 10)
        ),
        lambda: '{{"order_id": "{}", "status": "shipped"}}'.format(_r(_DG, 10)),
        lambda: "order_id: ORD-{}\nstatus: delivered".format(_r(_UP + _DG, 8)),
        lambda: "Parcel {} is waiting at the locker, pickup code in the app".format(
            _r(_UP, 2) + _r(_DG, 9) + "DE"
        ),
        lambda: "The Ethereum NFT contract 0x{} token id {}".format(
            _r(_HEX, 40), _rng.randrange(1, 10000)
        ),
        lambda: "Subscription ID sub_{} in Stripe dashboard shows active".format(_r(_AN, 14)),
        lambda: "Customer cus_{} asked for a refund".format(_r(_AN, 14)),
        lambda: "Reservation code {} for the restaurant, 4 people at 8".format(_r(_UP, 6)),
        lambda: "the model file is llama-3-8b-instruct.Q4_K_M.gguf, 4.9 GB",
        lambda: "saved as IMG_{}.HEIC".format(_r(_DG, 4)),
        lambda: "Meeting ID {} {} {} for tomorrow's zoom (no passcode needed)".format(
            _r(_DG, 3), _r(_DG, 4), _r(_DG, 4)
        ),
        lambda: "my employee id is E{} and my desk is 4F-{}".format(_r(_DG, 6), _r(_DG, 2)),
        lambda: "Gitleaks flagged the file but it was just the SRI hash sha384-{}".format(
            _r(_B64, 64)
        ),
        lambda: "the lockfile pins integrity sha512-{}==".format(_r(_B64, 86)),
        lambda: "Der Vorgang hat die Nummer {} beim Finanzamt".format(
            _r(_DG, 3) + "/" + _r(_DG, 3) + "/" + _r(_DG, 5)
        ),
        lambda: "Numéro de commande {} — livraison prévue vendredi".format(_r(_DG, 10)),
        lambda: "El número de seguimiento es {} (Correos)".format(_r(_UP, 2) + _r(_DG, 9) + "ES"),
        lambda: "订单号 {} 已发货".format(_r(_DG, 18)),
        lambda: "注文番号 {} の配送状況を確認しました".format(
            _r(_DG, 3) + "-" + _r(_DG, 7) + "-" + _r(_DG, 7)
        ),
        lambda: "git log shows {} by Priya: 'fix token refresh race'".format(_r(_HEX, 12)),
        lambda: "blake3 checksum {} verified".format(_r(_HEX, 64)),
        lambda: "the build number is {} and artifact app-{}-release.apk".format(
            _rng.randrange(1000, 99999), _rng.randrange(100, 999)
        ),
    ]
    for g in gens:
        out.append((g(), "identifiers"))
    for g in _rng.sample(gens, len(gens)):
        out.append((g(), "identifiers"))
    for g in _rng.sample(gens, 40):
        out.append((g(), "identifiers"))
    return out


_MORE_HAND = [
    "2024-06-02 12:01:44 WARN auth: token expired for user_id=8812, redirecting to /login",
    "ERROR invalid password for user 'admin' from 10.0.0.7 (attempt 3/5)",
    "INFO password changed successfully for account #40233",
    "kubectl create secret generic db-creds --from-file=./password.txt",
    "the helm chart reads the password from an existingSecret named db-creds",
    "[auth]\npassword_min_length = 12\nrequire_mfa = true",
    "password_policy:\n  min_length: 14\n  max_age_days: 90",
    '"passwordRequired": true, "tokenTTL": 3600',
    "TOKEN_EXPIRY_SECONDS=3600",
    "MAX_LOGIN_ATTEMPTS=5",
    "SECRET_NAME=prod/db/credentials",
    "--password-file /run/secrets/db_password",
    "git commit -m 'remove hardcoded password, read from env instead'",
    "The keyword `secret` in Terraform marks an output as sensitive",
    "What does 'bearer' mean in 'bearer token'? Whoever holds it can use it",
    "pls don't send me your password, I'll reset it from the admin panel instead",
    "my sister's cat is named Pickle and my password is definitely NOT that 😂",
    "is 'Tr0ub4dor&3' really weaker than four random words? (the xkcd comic says yes)",
    "Waiting for the 6-digit code from the bank… it never came",
    "Your code is valid for 10 minutes, said the SMS (I already used it)",
    "The verification link in the email has a token parameter, it expired",
    "hmm the login screen says 'wrong PIN' but I'm sure it's right",
    "Mnemonic phrase? I keep mine offline, engraved on steel, in two places",
    "use `openssl rand -base64 32` to generate a good secret",
    "`pwgen -s 20 1` prints one strong password",
    "cat ~/.aws/credentials shows the profile names default and work",
    "Vault path secret/data/prod/api holds the key now; ask Lena for access",
    "rotated all keys after the incident; nothing leaked per the audit",
    "mi contraseña es muy larga, la tengo en el gestor",
    "mein Passwort steht im Passwortmanager, nicht hier",
    "mot de passe oublié ? clique sur le lien",
    "密码已经改好了，别担心",
    "パスワードは後で直接伝えます",
    "пароль скажу при встрече",
    "Sifre: kendi belirlediğiniz (ilk girişte değiştirin)",
    "wifi password is on the fridge, ask mom",
    "Password1 is a terrible password, the audit found 40 accounts using it",
    "They found 'Summer2023!' in the breach list, so I changed mine",
]


def _dedupe(items):
    seen = set()
    res = []
    for t, f in items:
        if t not in seen:
            seen.add(t)
            res.append((t, f))
    return res


HELD_OUT_19_SECRETS = _dedupe(HELD_OUT_19_SECRETS)
HELD_OUT_19_BENIGN = _dedupe(
    [(t, "hand_written") for t in _HAND + _MORE_HAND] + _hand_generated() + _identifiers()
)


if __name__ == "__main__":
    from collections import Counter

    print("secrets", len(HELD_OUT_19_SECRETS), Counter(f for _, f in HELD_OUT_19_SECRETS))
    print("benign", len(HELD_OUT_19_BENIGN), Counter(f for _, f in HELD_OUT_19_BENIGN))
