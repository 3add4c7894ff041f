"""Attack 11 on the secret guard: black box, from README.md and docs/*.md only.

Every value is synthetic, drawn from ``random.Random(seed)`` in the vendor's public format.
"""

from __future__ import annotations

import base64
import random
import string

from tests.attack.guard_cases import guard_case_tests

R = random.Random(11_2024)
B62 = string.ascii_letters + string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def b62(n: int) -> str:
    while True:
        s = rs(B62, n)
        if (
            any(c.isupper() for c in s)
            and any(c.islower() for c in s)
            and any(c.isdigit() for c in s)
        ):
            return s


def hx(n: int) -> str:
    return rs(HEX, n)


def b64(nbytes: int) -> str:
    return base64.b64encode(bytes(R.randrange(256) for _ in range(nbytes))).decode()


def b64u(n: int) -> str:
    return rs(B62 + "-_", n)


def pw(n: int = 14) -> str:
    """A generated password with all four classes."""
    sym = "!#$%&*?@^~"
    while True:
        s = rs(B62 + sym, n)
        if (
            any(c.isupper() for c in s)
            and any(c.islower() for c in s)
            and any(c.isdigit() for c in s)
            and any(c in sym for c in s)
            and s[0] not in "$@#"
        ):
            return s


def uuid() -> str:
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def jwt() -> str:
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = (
        base64.urlsafe_b64encode(
            (
                '{"sub":"%d","name":"svc","iat":%d,"exp":%d}'  # noqa: UP031
                % (R.randrange(10**6), 1700000000 + R.randrange(10**6), 1800000000)
            ).encode()
        )
        .decode()
        .rstrip("=")
    )
    return f"{head}.{body}.{b64u(43)}"


# ---- vendor tokens in their public formats --------------------------------------------
def ghp() -> str:
    return "ghp_" + b62(36)


def gho() -> str:
    return "gho_" + b62(36)


def ghs() -> str:
    return "ghs_" + b62(36)


def gh_pat() -> str:
    return "github_pat_" + b62(22) + "_" + b62(59)


def glpat() -> str:
    return "glpat-" + b64u(20)


def openai() -> str:
    return "sk-proj-" + b64u(74) + "T3BlbkFJ" + b64u(74)


def anthropic() -> str:
    return "sk-ant-api03-" + b64u(93) + "AA"


def akia() -> str:
    return "AKIA" + rs(UP + "234567", 16)


def aws_secret() -> str:
    return rs(B62 + "+/", 40)


def xoxb() -> str:
    return f"xoxb-{rs(DIG, 12)}-{rs(DIG, 13)}-{b62(24)}"


def xoxp() -> str:
    return f"xoxp-{rs(DIG, 12)}-{rs(DIG, 12)}-{rs(DIG, 13)}-{hx(32)}"


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rs(UP + DIG, 10)}/B{rs(UP + DIG, 10)}/{b62(24)}"


def stripe() -> str:
    return "sk_live_51" + b62(97)


def stripe_rk() -> str:
    return "rk_live_51" + b62(97)


def sendgrid() -> str:
    return f"SG.{b64u(22)}.{b64u(43)}"


def twilio_sk() -> str:
    return "SK" + hx(32)


def npm() -> str:
    return "npm_" + b62(36)


def pypi() -> str:
    return "pypi-AgEIcHlwaS5vcmc" + b64u(70)


def hf() -> str:
    return "hf_" + rs(string.ascii_letters, 34)


def groq() -> str:
    return "gsk_" + b62(52)


def gcp() -> str:
    return "AIza" + b64u(35)


def shopify() -> str:
    return "shpat_" + hx(32)


def doppler() -> str:
    return "dp.pt." + b62(43)


def vault() -> str:
    return "hvs.CAESI" + b64u(86)


def digitalocean() -> str:
    return "dop_v1_" + hx(64)


def mailgun() -> str:
    return "key-" + hx(32)


def telegram() -> str:
    return f"{R.randrange(10**8, 10**10)}:AA{b64u(33)}"


def linear() -> str:
    return "lin_api_" + b62(40)


def postman() -> str:
    return f"PMAK-{hx(24)}-{hx(34)}"


def grafana() -> str:
    return "glsa_" + b62(32) + "_" + hx(8)


def databricks() -> str:
    return "dapi" + hx(32)


def pulumi() -> str:
    return "pul-" + hx(40)


def replicate() -> str:
    return "r8_" + b62(37)


def perplexity() -> str:
    return "pplx-" + b62(48)


def openrouter() -> str:
    return "sk-or-v1-" + hx(64)


def xai() -> str:
    return "xai-" + b62(80)


def age_key() -> str:
    return "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def sentry_user() -> str:
    return "sntryu_" + hx(64)


def figma() -> str:
    return "figd_" + b64u(40)


def atlassian() -> str:
    return "ATATT3xFfGF0" + b64u(170) + "=" + hx(8).upper()


def wg_priv() -> str:
    raw = bytearray(R.randrange(256) for _ in range(32))
    raw[0] &= 248
    raw[31] = (raw[31] & 127) | 64
    return base64.b64encode(bytes(raw)).decode()


def luhn_visa() -> str:
    d = [4] + [R.randrange(10) for _ in range(14)]
    s = 0
    for i, x in enumerate(reversed(d)):
        y = x * 2 if i % 2 == 0 else x
        s += y - 9 if y > 9 else y
    d.append((10 - s % 10) % 10)
    n = "".join(map(str, d))
    return " ".join(n[i : i + 4] for i in range(0, 16, 4))


def pem() -> str:
    body = "\n".join(b64(48) for _ in range(6))
    return "-----BEGIN RSA PRIVATE KEY-----\n" + body + "\n-----END RSA PRIVATE KEY-----"


def openssh() -> str:
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + "\n".join(
        b64(51) for _ in range(4)
    )
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"


REFUSED: list[str] = []
NOT_REFUSED: list[str] = []

# ======================================================================================
# REFUSED -- 1. vendor tokens inside structured text (JSON, tables, logs, traces, URLs)
# ======================================================================================
REFUSED += [
    f'{{"level":"debug","msg":"calling api","headers":{{"Authorization":"Bearer {openai()}"}}}}',
    f"| service | token |\n|---|---|\n| github | {ghp()} |\n| npm | {npm()} |",
    f"| env | key |\n|-----|-----|\n| prod | `{stripe()}` |",
    f"2024-05-02T10:11:12Z INFO  http.client send: b'GET /v1/models HTTP/1.1\\r\\nAuthorization: Bearer {anthropic()}\\r\\n'",
    f'Traceback (most recent call last):\n  File "deploy.py", line 42, in <module>\n    client = Github("{ghp()}")\ngithub.GithubException.BadCredentialsException: 401',
    f"requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.telegram.org/bot{telegram()}/sendMessage",
    f"$ git remote set-url origin https://oauth2:{glpat()}@gitlab.com/acme/infra.git",
    f"  512  export OPENROUTER_API_KEY={openrouter()}\n  513  python run.py",
    f"history:\n 1021  curl -s -H 'PRIVATE-TOKEN: {glpat()}' https://gitlab.example.com/api/v4/projects",
    f"Webhook for #alerts: {slack_hook()}",
    f"```yaml\nslack:\n  bot: {xoxb()}\n```",
    f'terraform.tfstate snippet: "token": "{digitalocean()}",',
    f'<!-- deploy key --> <meta name="x-gh" content="{gh_pat()}">',
    f"[2024-06-01 12:00:01] worker.1 ERROR stripe.error.AuthenticationError: Invalid API Key provided: {stripe()}",
    f'curl https://api.sendgrid.com/v3/mail/send -H "Authorization: Bearer {sendgrid()}" -d @mail.json',
    f"npm config set //registry.npmjs.org/:_authToken {npm()}",
    f"twine upload -u __token__ -p {pypi()} dist/*",
    f"HF model download failed; retry with token={hf()} --resume",
    f'from groq import Groq\nclient = Groq(api_key="{groq()}")',
    f'const firebaseAdmin = {{ serverKey: "{gcp()}" }}',
    f"X-Shopify-Access-Token: {shopify()}",
    f"DOPPLER_TOKEN={doppler()} doppler run -- npm start",
    f"VAULT_TOKEN={vault()} vault kv get secret/app",
    f"mailgun: api key is {mailgun()}",
    f"curl -X POST https://api.linear.app/graphql -H 'Authorization: {linear()}'",
    f"postman collection run with --api-key {postman()}",
    f"grafana-cli --token {grafana()} dashboards push",
    f"databricks configure --token <<< {databricks()}",
    f"PULUMI_ACCESS_TOKEN={pulumi()} pulumi up --yes",
    f'replicate.Client(api_token="{replicate()}")',
    f"perplexity key for the research bot: {perplexity()}",
    f"XAI_API_KEY: {xai()}",
    f"# age key for sops\n{age_key()}",
    f"sentry-cli --auth-token {sentry_user()} releases new 1.4.2",
    f'figma plugin config {{"personalAccessToken": "{figma()}"}}',
    f"jira:\n  email: ops@example.com\n  api_token: {atlassian()}",
    f"aws_access_key_id = {akia()}\naws_secret_access_key = {aws_secret()}",
    f'{{"AccessKeyId": "{akia()}", "SecretAccessKey": "{aws_secret()}"}}',
    f"Slack user token (for the export script) {xoxp()}",
    f"GitHub App installation token: {ghs()} (expires in 1h)",
    f"gh auth status -t\n  ✓ Token: {gho()}",
    f"{pem()}",
    f"id_ed25519:\n{openssh()}",
    f"Authorization: Bearer {jwt()}",
    f"cookie debugging: access_token={jwt()}; Path=/; HttpOnly",
    f"https://app.example.com/callback#access_token={jwt()}&token_type=bearer",
    f"Here's the rk: {stripe_rk()} — it's restricted to charges",
    f"TWILIO_API_KEY={twilio_sk()}\nTWILIO_API_SECRET={b62(32)}",
]

# ---- 2. split / obfuscated vendor tokens ------------------------------------------------
_t = ghp()
REFUSED.append(f"token part 1: {_t[:20]}\ntoken part 2: {_t[20:]}  (paste them together)")
_t = openai()
REFUSED.append(f'OPENAI_KEY = (\n    "{_t[:60]}"\n    "{_t[60:120]}"\n    "{_t[120:]}"\n)')
_t = ghp()
REFUSED.append(f"token={_t[::-1]} (I stored it reversed so scanners miss it)")
_t = npm()
REFUSED.append("npm token: " + " ".join(_t[i : i + 4] for i in range(0, len(_t), 4)))
_t = glpat()
REFUSED.append(
    "echo " + base64.b64encode(f"GITLAB_TOKEN={_t}".encode()).decode() + " | base64 -d >> .env"
)
_t = stripe()
REFUSED.append("key (hex): " + _t.encode().hex())
_t = anthropic()
REFUSED.append("key: " + "\u200b".join(_t[i : i + 8] for i in range(0, len(_t), 8)))
_t = ghp()
REFUSED.append("token=" + "".join(f"%{ord(c):02X}" for c in _t))
_t = sendgrid()
REFUSED.append("export SENDGRID_API_KEY=" + _t[:30] + "\\\n" + _t[30:])
_t = xoxb()
REFUSED.append("the bot token, with the dashes as dots: " + _t.replace("-", "."))
_t = ghp()
REFUSED.append(
    f"gh token in two messages, first half {_t[:18]} second half {_t[18:]} — just join them"
)
_t = akia()
_s = aws_secret()
REFUSED.append(f"access key {_t[:8]} {_t[8:]} and secret {_s}")
_t = openai()
REFUSED.append("\\u" + "\\u".join(f"{ord(c):04x}" for c in _t[:40]) + _t[40:])
_t = ghp()
REFUSED.append("token = " + "".join(f"&#{ord(c)};" for c in _t))
_t = gh_pat()
REFUSED.append(f"PAT (wrapped by the terminal):\n{_t[:50]}\n{_t[50:]}")

# ======================================================================================
# 3. passwords in config formats the docs do not name
# ======================================================================================
REFUSED += [
    f"[Interface]\nPrivateKey = {wg_priv()}\nAddress = 10.0.0.2/32\nListenPort = 51820",
    f"wg set wg0 private-key <(echo {wg_priv()})",
    f'network={{\n    ssid="HomeNet"\n    psk="{pw(16)}"\n}}',
    f"interface=wlan0\nssid=Shed\nwpa_passphrase={pw(14)}",
    f'# /etc/ipsec.secrets\n: PSK "{pw(20)}"',
    f"snmp-server community {pw(12)} RW",
    f"listen stats\n    bind :8404\n    stats auth admin:{pw(13)}",
    f"[smtp.gmail.com]:587 me@gmail.com:{rs(LO, 16)}",
    f'poll imap.example.com protocol IMAP user "dana" password "{pw(12)}"',
    f'set smtp_pass = "{pw(15)}"',
    f"[Repository remote]\ntype = IMAP\nremotehost = imap.example.org\nremoteuser = dana\nremotepass = {pw(13)}",
    f"account gmail\nhost smtp.gmail.com\nuser dana@gmail.com\npassword {pw(14)}",
    f"define( 'DB_PASSWORD', '{pw(18)}' );",
    f"SECRET_KEY = 'django-insecure-{rs(LO + DIG + '!@#$%^&*(-_=+)', 50)}'",
    f"production:\n  secret_key_base: {hx(128)}",
    f"spring.datasource.password={pw(14)}",
    f"APP_KEY=base64:{b64(32)}",
    f"ansible_become_pass: {pw(13)}",
    f"[web]\n10.0.0.5 ansible_user=deploy ansible_ssh_pass={pw(12)}",
    f"[client]\nuser=root\npassword={pw(14)}",
    f"<credentials>\n  <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n    <username>ci</username>\n    <password>{pw(14)}</password>",
    f"helm upgrade app ./chart --set postgresql.auth.password={pw(14)}",
    f"docker run -d -e MYSQL_ROOT_PASSWORD={pw(14)} mysql:8",
    f"- name: checkout\n  uses: actions/checkout@v4\n  with:\n    token: {ghp()}",
    f"kubectl --token={jwt()} get pods -n prod",
    f"rabbitmqctl add_user deploy {pw(14)}",
    f"redis-cli -h cache.internal -a {pw(16)} ping",
    f"mongodb+srv://app:{pw(14).replace('@', 'x').replace('#', 'y').replace('?', 'z')}@cluster0.ab1cd.mongodb.net/prod",
    f"amqp://worker:{rs(B62, 18)}@rabbit.internal:5672/",
    f"CELERY_BROKER_URL=redis://:{rs(B62, 20)}@redis:6379/0",
    f"psycopg2.OperationalError: connection to server failed; dsn='postgresql://svc:{rs(B62, 16)}@10.2.3.4:5432/orders'",
    f'sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, "Access denied") mysql+pymysql://root:{rs(B62, 14)}@db/app',
    f"machine api.heroku.com\n  login me@example.com\n  password {hx(8)}-{hx(4)}-{hx(4)}-{hx(4)}-{hx(12)}",
    f"ftp://backup:{rs(B62, 12)}@files.example.net/nightly/",
    f"smb://WORKGROUP;dana:{rs(B62, 12)}@nas.local/share",
    f"tacacs-server host 10.1.1.1 key {pw(14)}",
    f"radius-server key {pw(16)}",
    f"client 10.0.0.0/24 {{\n    secret = {pw(18)}\n    shortname = office\n}}",
    f"ldap_default_authtok = {pw(14)}",
    f"bind_pw {pw(14)}",
    f"rootpw {pw(12)}",
    f"openvpn --auth-user-pass creds.txt  # creds.txt: dana\\n{pw(12)}",
    f'<connectionStrings><add name="Main" connectionString="Server=sql01;Database=shop;User Id=sa;Password={pw(14)};"/></connectionStrings>',
    f"$ sshpass -p '{pw(12)}' ssh pi@192.168.1.40",
    f'expect "password:"\nsend "{pw(13)}\\r"',
    f"ssh-add ~/.ssh/id_rsa  # passphrase: {pw(14)}",
    f"gpg --batch --passphrase '{pw(16)}' -d backup.tar.gpg",
    f"openssl enc -aes-256-cbc -d -in vault.enc -k {pw(15)}",
    f"openssl pkcs12 -export -out cert.p12 -inkey key.pem -in cert.pem -passout pass:{pw(14)}",
    f"veracrypt --password={pw(16)} --mount /dev/sdb1 /mnt/secure",
    f"cryptsetup luksOpen /dev/sda2 root  <<< '{pw(18)}'",
    f"restic -r s3:s3.amazonaws.com/bkp snapshots  # RESTIC_PASSWORD={pw(16)}",
    f"BORG_PASSPHRASE='{pw(18)}' borg create ::daily /home",
    f'{{"mqtt": {{"host": "broker.local", "user": "sensor", "pass": "{pw(14)}"}}}}',
    f'esphome:\nwifi:\n  ssid: "Garage"\n  password: "{pw(14)}"\nota:\n  password: "{pw(12)}"',
    f"homeassistant secrets.yaml\nmqtt_password: {pw(14)}",
    f"Set-ADAccountPassword -Identity svc_sql -NewPassword (ConvertTo-SecureString -AsPlainText '{pw(14)}' -Force)",
    f"$cred = New-Object System.Management.Automation.PSCredential('CORP\\admin', (ConvertTo-SecureString '{pw(14)}' -AsPlainText -Force))",
    f"net user backup {pw(12)} /add",
    f"echo 'dana:{pw(12)}' | chpasswd",
    f"useradd -m -p \"$(openssl passwd -6 '{pw(12)}')\" dana",
    f"ALTER USER 'app'@'%' IDENTIFIED WITH mysql_native_password BY '{pw(14)}';",
    f'db.createUser({{user: "app", pwd: "{pw(14)}", roles: ["readWrite"]}})',
    f"rclone config create s3remote s3 access_key_id {akia()} secret_access_key {aws_secret()}",
    f"[default]\naccess_key = {akia()}\nsecret_key = {aws_secret()}\nhost_base = s3.amazonaws.com",
]

# ======================================================================================
# 4. phrasings and languages the docs do not name (password-shaped values)
# ======================================================================================
_langs = [
    "Fy nghyfrinair ar gyfer y banc yw {v}",  # Welsh
    "Mo phasfhocal don ríomhphost: {v}",  # Irish
    "Lykilorðið mitt er {v}",  # Icelandic
    "Fjalëkalimi im është {v}",  # Albanian
    "Minu parool on {v}",  # Estonian
    "Mana parole ir {v}",  # Latvian
    "Mano slaptažodis yra {v}",  # Lithuanian
    "My wagwoord vir die bank is {v}",  # Afrikaans
    "Iphasiwedi yami ithi {v}",  # Zulu
    "Mi pasvorto estas {v}",  # Esperanto
    "Modpas mwen se {v}",  # Haitian Creole
    "Il-password tiegħi hija {v}",  # Maltese
    "Fa'aupuga lilo a'u o {v}",  # Samoan
    "Kupu huna: {v}",  # Maori
    "Ga-login ko kay {v} ang password",  # Cebuano-ish
    "Гасло до пошти: {v}",  # Ukrainian (named, colon)
    "Лозинката ми е {v}",  # Macedonian
    "Lozinka za ruter je {v}",  # Serbian latin
    "Geslo za wifi je {v}",  # Slovene
    "Сыр сөзім {v}",  # Kazakh
    "Mening parolim {v}",  # Uzbek
    "Parolum {v}",  # Azerbaijani
    "ពាក្យសម្ងាត់របស់ខ្ញុំគឺ {v}",  # Khmer
    "ລະຫັດຜ່ານຂອງຂ້ອຍແມ່ນ {v}",  # Lao
    "စကားဝှက်က {v}",  # Burmese
    "මගේ මුරපදය {v}",  # Sinhala
    "ਮੇਰਾ ਪਾਸਵਰਡ {v} ਹੈ",  # Punjabi
    "મારો પાસવર્ડ {v} છે",  # Gujarati
    "Erabiltzailea: ane / Pasahitza: {v}",  # Basque pair
    "Contrasinal do correo: {v}",  # Galician
    "Parola mea de la router e {v}",  # Romanian informal
    "Mot de passe du wifi chez mamie : {v}",  # French casual
    "Sifre: {v}",  # Turkish w/o diacritic
    "Das WLAN-Kennwort lautet {v}",  # German Kennwort
    "Zugangscode fürs Büro: {v}",  # German access code
    "Hasło do konta: {v}",  # Polish
    "Το συνθηματικό είναι {v}",  # Greek alternative word
    "Kodeordet til netbanken er {v}",  # Danish kodeord
    "Salasanani on {v}",  # Finnish possessive suffix
    "Jelszó a routerhez: {v}",  # Hungarian
]
for tpl in _langs:
    REFUSED.append(tpl.format(v=pw(12)))

_phr = [
    "passwd for root on the box: {v}",
    "pw's {v} btw",
    "creds -> deploy / {v}",
    "🔑 {v}",
    "shared secret for the webhook: {v}",
    "master key = {v}",
    "psk: {v}",
    "the unlock phrase for the backup drive is {v}",
    "admin pass {v} (don't lose it)",
    "new pwd after reset — {v}",
    "login: admin\npass: {v}",
    "u: dana p: {v}",
    "user=dana pass={v}",
    "wifi pw {v}",
    "Passkey for the conference Wi-Fi: {v}",
    "remember: router login admin, {v}",
    "my secret for the API is {v}",
    "the encryption passphrase: {v}",
    "keystore pass {v}",
    "it's {v} for the vpn, same user as before",
    "> password\n> {v}",
    "Password ||{v}||",
    "password: `{v}`",
    "**Password:** {v}",
    "- password — {v}",
    "Passwort = „{v}“",
    "contraseña → {v}",
    "senha: «{v}»",
    "パスワード：{v}",
    "密码是{v}",
    "비밀번호: {v}",
    "كلمة السر: {v}",
    "סיסמה: {v}",
    "пароль — {v}",
    "पासवर्ड: {v}",
    "รหัสผ่าน: {v}",
    "Mật khẩu: {v}",
]
for tpl in _phr:
    REFUSED.append(tpl.format(v=pw(13)))

# ---- 5. passwords inside structured text ---------------------------------------------------
REFUSED += [
    f"| site | user | password |\n|---|---|---|\n| bank | dana | {pw(13)} |\n| mail | dana@x.com | {pw(12)} |",
    f"| Host | Login | Pass |\n|------|-------|------|\n| nas.local | admin | {pw(12)} |",
    f"name,url,username,pw\nRouter,http://192.168.0.1,admin,{pw(12)}",
    f"service;login;secret\nvpn;dana;{pw(14)}",
    f'[{{"site": "github.com", "username": "dana", "pwd": "{pw(14)}"}}]',
    f"2024-07-01 09:12:44 auth[311]: login attempt user=admin passwd={pw(12)} from 10.0.0.8",
    f"DEBUG:urllib3:Starting new HTTPS connection: POST /login body=username=dana&password={pw(12).replace('&', 'x')}",
    f"E/Login: onFailure credentials={{user=dana, password={pw(12)}}}",
    f"java.sql.SQLException: Access denied for user 'app'@'10.0.0.3' (using password: YES) url=jdbc:mysql://db:3306/app?user=app&password={rs(B62, 14)}",
    f'  File "/app/settings.py", line 12\n    DATABASE_PASSWORD = "{pw(14)}"\nSyntaxError: invalid syntax',
    f"https://admin:{rs(B62, 14)}@192.168.1.1/cgi-bin/luci",
    f"http://camera.local/snapshot.cgi?user=admin&pwd={rs(B62, 12)}",
    f"rtsp://admin:{rs(B62, 12)}@192.168.1.64:554/Streaming/Channels/101",
    f"  101  mysql -u root -p{rs(B62, 14)} shop < dump.sql\n  102  exit",
    f"  88  PGPASSWORD='{pw(14)}' psql -h db -U app",
    f"  45  echo '{pw(14)}' | sudo -S apt update",
    f"<tr><th>Username</th><td>dana</td></tr><tr><th>Password</th><td>{pw(12)}</td></tr>",
    f"<dl><dt>Wi-Fi</dt><dd>Shed-5G</dd><dt>Key</dt><dd>{pw(14)}</dd></dl>",
    f"wifi:\n  - ssid: Attic\n    key: {pw(14)}",
    f"WIFI:T:WPA;S:Attic;P:{pw(14).replace(';', 'x')};;",
]

# ---- 6. weak-context hand-overs and plain-ish values in English ----------------------------
REFUSED += [
    f"For the shed lock it's {rs(DIG, 4)} — same as the garage",
    f"Alarm disarm: {rs(DIG, 6)}",
    f"the key safe by the back door opens with {rs(DIG, 4)}",
    "Here's what you type at the BitLocker prompt: " + "-".join(rs(DIG, 6) for _ in range(8)),
    "recovery codes:\n" + "\n".join(f"{rs(LO + DIG, 5)}-{rs(LO + DIG, 5)}" for _ in range(8)),
    "Authenticator setup key (can't scan the QR): " + " ".join(rs(B32, 4) for _ in range(8)),
    f"otpauth://totp/Acme:dana?secret={rs(B32, 32)}&issuer=Acme",
    "seed words: "
    + " ".join(
        R.sample(
            [
                "abandon",
                "ability",
                "able",
                "about",
                "above",
                "absent",
                "absorb",
                "abstract",
                "absurd",
                "abuse",
                "access",
                "accident",
                "zebra",
                "wolf",
                "tiger",
                "orange",
                "piano",
                "rocket",
                "garden",
                "window",
                "marble",
                "velvet",
                "canyon",
                "bridge",
            ],
            12,
        )
    ),
    f"Card: {luhn_visa()} exp 09/27 cvv {rs(DIG, 3)}",
    f"PHPSESSID={rs(LO + DIG, 26)} — paste that into your browser to be logged in as me",
    f"laptop login is dana / {pw(12)}",
    f"the one for the joint account is {pw(12)}",
]


# ======================================================================================
# NOT_REFUSED -- benign look-alikes
# ======================================================================================
def sha1() -> str:
    return hx(40)


def sha256() -> str:
    return hx(64)


NOT_REFUSED += [
    # commit / hash / digest talk
    f"Reverted {sha1()} because it broke the login page",
    f"The fix landed in commit {sha1()[:12]} (password reset flow)",
    f"sha256sum release.tar.gz\n{sha256()}  release.tar.gz",
    f"docker pull ghcr.io/acme/auth-service@sha256:{sha256()}",
    f"integrity: sha512-{b64(64)}",
    f'<script src="app.js" integrity="sha384-{b64(48)}" crossorigin="anonymous"></script>',
    f'ETag: "{hx(32)}"',
    f"Host key fingerprint is SHA256:{b64(32).rstrip('=')}",
    f'gpg: key {hx(16).upper()}: public key "Dana <dana@example.com>" imported',
    "Fingerprint: " + " ".join(hx(4).upper() for _ in range(10)),
    f'request_id={uuid()} status=401 reason="invalid password"',
    f'trace_id: {hx(32)} span_id: {hx(16)} msg="token refresh ok"',
    f"X-Request-Id: {uuid()}",
    f"correlation id {uuid()} for the failed password reset",
    f"arn:aws:secretsmanager:eu-west-1:{rs(DIG, 12)}:secret:prod/db-password-{rs(B62, 6)}",
    f"arn:aws:iam::{rs(DIG, 12)}:role/github-actions-deploy",
    f"s3://acme-builds/secret-santa/{sha256()[:16]}.tar.gz",
    # public ids of vendors
    f"Stripe customer cus_{b62(14)} upgraded to the annual plan",
    f"Refunded charge ch_{b62(24)} — the customer forgot their password and double-paid",
    f"payment intent pi_{b62(24)} succeeded",
    f"Checkout success: https://shop.example.com/thanks?session_id=cs_live_a1{b62(56)}",
    f"checkout session cs_test_b1{b62(56)} expired",
    f"Publishable key for the frontend: pk_live_51{b62(97)}",
    f"stripe price price_{b62(24)} for the Pro tier",
    f"OpenAI file id file-{b62(24)} uploaded for fine-tuning",
    f"assistant asst_{b62(24)} and thread thread_{b62(24)}",
    f"chatcmpl-{b62(29)} took 2.3s",
    f"Anthropic request id req_011C{b62(20)} returned overloaded_error",
    f"tool call toolu_01{b62(22)} failed with a timeout",
    f"msg_01{b62(22)} was the message that got cut off",
    f"batch_{b62(32)} finished: 1200 ok, 3 failed",
    f"Sentry DSN: https://{hx(32)}@o{rs(DIG, 6)}.ingest.sentry.io/{rs(DIG, 7)}",
    f"reCAPTCHA site key 6Le{b64u(37)} goes in the template",
    f"Google Analytics id G-{rs(UP + DIG, 10)}",
    f"Mapbox public token for the web map: pk.eyJ1IjoiYWNtZSIsImEiOiJ{b64u(20)}.{b64u(22)}",
    f"Slack channel C{rs(UP + DIG, 10)}, user U{rs(UP + DIG, 10)}, thread ts {rs(DIG, 10)}.{rs(DIG, 6)}",
    f"Discord server id {rs(DIG, 18)}",
    f"Watch this: https://www.youtube.com/watch?v={b64u(11)}",
    f"Playlist https://www.youtube.com/playlist?list=PL{b64u(32)}",
    f"https://open.spotify.com/track/{b62(22)}",
    f"Doc: https://docs.google.com/document/d/1{b64u(43)}/edit",
    f"Drive folder https://drive.google.com/drive/folders/1{b64u(32)}",
    f"Notion page https://www.notion.so/acme/Password-policy-{hx(32)}",
    f"figma file https://www.figma.com/file/{b62(22)}/Login-Screen",
    f"Loom: https://www.loom.com/share/{hx(32)}",
    f"ipfs://bafybei{rs('abcdefghijklmnopqrstuvwxyz234567', 52)}",
    f"CID Qm{rs(B58, 44)}",
    f"Send the refund to bc1q{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
    f"my ETH address is 0x{hx(40)}",
    f"Solana wallet: {rs(B58, 44)}",
    f"tx hash 0x{hx(64)} confirmed in block 19,204,331",
    f"age public key: age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    f"[Peer]\nPublicKey = {wg_priv()}\nAllowedIPs = 10.0.0.0/24\nEndpoint = vpn.example.com:51820",
    f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(32).rstrip('=')} dana@laptop",
    f"MongoDB ObjectId {hx(24)} is the user whose password reset failed",
    f"ULID 01{rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24)} for the audit entry",
    f"KSUID {b62(27)} of the login event",
    f"nanoid {b64u(21)} is the short link slug",
    f"Firebase push id -N{b64u(18)}",
    f"UPS tracking 1Z{rs(UP + DIG, 16)}",
    f"VIN 1HGCM82633A{rs(DIG, 6)}",
    f"Booking reference {rs(UP, 6)} for the Lisbon flight",
    f"coupon SUMMER{rs(DIG, 2)} gives 20% off",
    f"Invoice INV-{rs(DIG, 4)}-{rs(DIG, 5)} paid",
    f"Ticket ZD-{rs(DIG, 6)}: user can't reset password",
    f"JIRA AUTH-{rs(DIG, 4)}: rotate tokens quarterly",
    f"Order #{rs(DIG, 9)} shipped",
    f"Build {b62(12)} passed on main",
    f"image: postgres:16@sha256:{sha256()}",
    f"Gravatar https://www.gravatar.com/avatar/{hx(32)}?s=80",
    f"data:image/png;base64,{b64(120)}",
    "AWS docs example: aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
]

# ---- config with placeholders / references -----------------------------------------------
NOT_REFUSED += [
    "DB_PASSWORD=${DB_PASSWORD}",
    "password: !env_var DB_PASSWORD",
    'token: "{{ vault_github_token }}"',
    "api_key: <YOUR_API_KEY_HERE>",
    "OPENAI_API_KEY=sk-...",
    "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "password: ********",
    'secret_key = os.environ["SECRET_KEY"]',
    "const token = process.env.SLACK_BOT_TOKEN;",
    "export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)",
    "export GH_TOKEN=$(gh auth token)",
    'password = getpass.getpass("Password: ")',
    'if not user.check_password(form.cleaned_data["password"]):',
    "key = Fernet.generate_key()",
    "SELECT id FROM users WHERE email = %s AND password_hash = %s",
    "spring.datasource.password=${SPRING_DATASOURCE_PASSWORD}",
    'ansible_become_pass: "{{ vault_become_pass }}"',
    "MYSQL_ROOT_PASSWORD_FILE=/run/secrets/db_root",
    "- name: Deploy\n  env:\n    TOKEN: ${{ secrets.DEPLOY_TOKEN }}",
    "PASSWORD_MIN_LENGTH=12\nPASSWORD_REQUIRE_SYMBOL=true\nTOKEN_TTL_SECONDS=3600",
    "max_tokens: 4096\ntemperature: 0.2",
    "token_url: https://auth.example.com/oauth/token",
    "public_key: /etc/keys/jwt.pub",
    "[Peer]\n# PublicKey goes here once the server is set up",
    "wpa_passphrase=%WIFI_PASS%",
    "psk=${WIFI_PSK}",
    "stats auth admin:${HAPROXY_STATS_PASS}",
    "define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );",
    "APP_KEY=\n# run php artisan key:generate",
    'redis-cli -a "$REDIS_PASSWORD" ping',
    "mysql -u root -p shop < dump.sql   # it prompts for the password",
    "sshpass -f ~/.pi_pass ssh pi@192.168.1.40",
    "gpg --batch --passphrase-file /run/secrets/gpg -d backup.tar.gpg",
    "docker login -u ci --password-stdin < token.txt",
    "read -s -p 'Password: ' PASSWORD && export PASSWORD",
    "pass show email/gmail | head -1",
    "op read op://Private/Router/password",
    "kubectl get secret db-creds -o jsonpath='{.data.password}'",
    "vault kv get -field=password secret/app/db",
    "openssl rand -base64 32 > /etc/app/secret.key",
    "htpasswd -c /etc/nginx/.htpasswd dana   # then type it twice",
    'ssh-keygen -t ed25519 -C "dana@laptop" -f ~/.ssh/id_ed25519',
    "Authorization: Bearer <token>",
    'curl -H "Authorization: Bearer $API_TOKEN" https://api.example.com/me',
    "The Authorization header was missing, so the API returned 401",
    "jwt.exceptions.ExpiredSignatureError: Signature has expired",
    "KeyError: 'password'\n  File \"app.py\", line 88, in login",
    "django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty.",
    "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
    'FATAL:  password authentication failed for user "app"',
    "2024-07-01 09:12:44 sshd[311]: Failed password for invalid user admin from 10.0.0.8 port 51122 ssh2",
    "WARN token refresh failed: invalid_grant (refresh token expired)",
    "GET /api/v1/users?page=2&per_page=50 200 12ms",
    "POST /auth/password/reset 204 8ms",
    "https://example.com/reset-password?expired=true&utm_source=email",
    "https://accounts.google.com/o/oauth2/v2/auth?client_id=1234567890-abc.apps.googleusercontent.com&response_type=code&scope=email",
    "| setting | value |\n|---|---|\n| password min length | 12 |\n| lockout after | 5 tries |",
    "| user | last login | 2FA |\n|---|---|---|\n| dana | 2024-06-01 | yes |\n| sam | 2024-05-28 | no |",
    '{"error": "invalid_token", "error_description": "The access token expired"}',
    '{"password": null, "token": "", "api_key": "<redacted>"}',
    '{"password_changed_at": "2024-05-02T10:00:00Z", "password_strength": "strong"}',
    "  102  history | grep passwd\n  103  passwd\n  104  exit",
    "$ git log --oneline -3\n"
    + "\n".join(f"{hx(7)} fix password reset email" for _ in range(1))
    + f"\n{hx(7)} bump deps\n{hx(7)} add 2FA",
    "WIFI:T:WPA;S:Attic;P:${WIFI_PASS};;",
    "snmp-server community ${SNMP_COMMUNITY} RO",
    "PrivateKey = $(cat /etc/wireguard/private.key)",
    '<input type="password" name="password" placeholder="Password" required>',
    "<td>Password</td><td>required, 12+ characters</td>",
    "password_policy:\n  min_length: 12\n  require_upper: true\n  history: 5",
]

# ---- passwords talked about, not given (many languages) -----------------------------------
NOT_REFUSED += [
    "I need to change my bank password before Friday",
    "The new password rules want 14 characters and a symbol",
    "Dana keeps her passwords in Bitwarden now",
    "I finally turned on 2FA for my email",
    "The OTP text never arrived, so I used a backup code instead",
    "My PIN is four digits, yours is six",
    "Remind me to rotate the Stripe keys next quarter",
    "We revoked the leaked GitHub token yesterday and issued a new one",
    "The API key is in 1Password under 'OpenAI prod'",
    "The wifi password is on the fridge",
    "The wifi password is the one printed on the router sticker",
    "Sam asked for the VPN password; I told him to ask IT",
    "I forgot the password to my old Hotmail account again",
    "The door code changed last week, ask the landlord",
    "Password managers like Bitwarden or KeePassXC are worth it",
    "Never reuse the same password across sites",
    "Use a passphrase of four random words, it's easier to remember",
    "I reset my Apple ID password on Tuesday",
    "The token expires every 90 days",
    "Grandma's tablet keeps asking for a PIN after the update",
    "The password hint says 'first pet'",
    "I chose a long passphrase for the backup disk",
    "The lock screen uses Face ID now, no PIN",
    "Our Wi-Fi is called BlueDoor-5G",
    "Ich muss mein Passwort ändern, es ist abgelaufen",
    "J'ai oublié mon mot de passe encore une fois",
    "Olvidé mi contraseña del banco otra vez",
    "Esqueci a minha senha do email",
    "Ho dimenticato la password del router",
    "Ik ben mijn wachtwoord vergeten",
    "Jag har glömt mitt lösenord",
    "Zapomniałem hasła do konta",
    "Я забыл пароль от почты",
    "忘记密码了，需要重置",
    "パスワードを忘れたのでリセットしました",
    "비밀번호를 잊어버렸어요",
    "نسيت كلمة السر الخاصة بي",
    "שכחתי את הסיסמה שלי",
    "मैं अपना पासवर्ड भूल गया",
    "Şifremi unuttum, sıfırlamam lazım",
    "Tôi quên mật khẩu rồi",
    "Nimesahau nenosiri langu",
    "Anghofiais fy nghyfrinair eto",  # Welsh, no value
    "Ég gleymdi lykilorðinu mínu",  # Icelandic, no value
    "Unustasin oma parooli",  # Estonian
    "Aizmirsu paroli no e-pasta",  # Latvian
    "Pamiršau slaptažodį",  # Lithuanian
    "Ek het my wagwoord vergeet",  # Afrikaans
    "Harufi za siri lazima ziwe nane au zaidi",  # Swahili rule
    "Mật khẩu phải có ít nhất 12 ký tự",  # Vietnamese rule
    "Das Passwort muss mindestens 12 Zeichen haben",
    "Le mot de passe doit contenir au moins 12 caractères",
    "La contraseña debe tener 8 caracteres como mínimo",
    "The password must be 8-64 characters long",
    "The password is too short, it needs 12 characters",
    "My password is the same as before, don't worry",
    "The password is in the vault",
    "The PIN must be 4 digits",
    "I typed the password 3 times and got locked out",
    "If your password is weak, change it",
    "In the movie the password was 'swordfish'",
    "Fun fact: 123456 is still the most common password",
    "is banana a good password?",
    "Which password manager do you use?",
    "The default password on those cameras is admin, change it on install",
    "What year did you change the password?",
    "Password reset emails go out from no-reply@acme.com",
    "The token on the bus ticket machine says 2024",
    "Boarding pass for gate B12, seat 14C",
    "My passport number expires in 2029",
    "Pinned the message with the meeting link",
    "The passcode screen shows up after 5 minutes idle",
    "She whispered the password and the door opened — great scene",
    "Session expired, please sign in again",
    "Your verification code has expired. Request a new one.",
    "Use 'Forgot password?' on the login page",
    "Sign in with Google or Microsoft",
    "Login: use your company SSO",
    "Credentials: same as your email login (SSO)",
    "user: dana (password is in the usual place)",
    "The SSH key on my laptop is ed25519",
    "Rotate the AWS access keys for the CI user",
    "My GitHub handle is dana-dev42",
    "Username: dana_smith92",
    "My Steam friend code is 12345678",
    "Our door number is 2216",
    "The meeting room is 4B, code of conduct applies",
    "The zip code is 94107",
    "Area code 415",
    "HTTP 404 error code on the reset page",
    "Error code 0x80070005 when saving the file",
    "Windows build 22631.3447",
    "Version 2.14.0-rc.1 fixes the token refresh bug",
    "iPhone15ProMax and Galaxy S24 Ultra comparison",
    "Flight LH1234 departs at 07:45",
    "Table 12, seat A4",
    "IBAN DE89 3704 0044 0532 0130 00 for the rent",
    "The wifi network name is CoffeeHouse_Guest and it's open",
    "a password like 'password123' is weak",
    "Ctrl+Alt+Del then choose Change a password",
    "The secret ingredient is cinnamon",
    "Secret Santa draw is on Friday",
    "The key to the shed is under the mat",
    "Keynote starts at 9",
    "Tokens in GPT-4 cost more than in GPT-3.5",
    "The tokenizer splits 'password' into two tokens",
    "Hash the password with argon2id, never md5",
    "bcrypt cost factor 12 takes about 250 ms",
    "The salt is random per user and stored beside the hash",
    "OAuth client id 1234567890-abcdefg.apps.googleusercontent.com is public",
    "The Firebase project id is acme-prod-1234",
    "Kubernetes namespace auth-prod, deployment token-service",
    "git checkout feature/password-reset-v2",
    "npm install jsonwebtoken@9.0.2 bcryptjs@2.4.3",
    "pip install python-jose[cryptography]==3.3.0",
    "The S3 bucket acme-secret-archive is private",
    "Lockbox is on the left of the door, the realtor has the code",
]


# ======================================================================================
# Second pass (probed edges): more config grammars, vendors, public client keys, i18n,
# auth logs.
# ======================================================================================
R.seed(777)
REFUSED += [
    f"SECRET_KEY=django-insecure-{rs(LO + DIG + '!@#$%^&*(-_=+)', 50)}",
    f"app.secret_key = '{hx(48)}'",
    f"JWT_SECRET={hx(64)}",
    f"NEXTAUTH_SECRET={b64(32)}",
    f"Gmail app password: {rs(LO, 4)} {rs(LO, 4)} {rs(LO, 4)} {rs(LO, 4)}",
    f"app password for Thunderbird is {rs(LO, 16)}",
    f'send "{pw(12)}\\r"',
    f"name,login,pass\nNAS,admin,{pw(12)}",
    f"Titel,Benutzer,Passwort\nBank,dana,{pw(12)}",
    f"my wg private key: {wg_priv()}",
    f'{{"PrivateKey": "{wg_priv()}", "Address": "10.0.0.2/32"}}',
    f"garage keypad: {rs(DIG, 4)}",
    f"the bike lock is {rs(DIG, 4)}",
    f"[docs](https://api.example.com/v1/data?api_key={b62(32)})",
    f"https://api.example.com/v1/export?access_token={b62(40)}",
    f"https://maps.googleapis.com/maps/api/geocode/json?address=x&key={gcp()}",
    f"https://dana:{ghp()}@github.com",
    "username admin privilege 15 password 7 0822455D0A165E4B1F",
    f"set system login user ops authentication plain-text-password-value {pw(12)}",
    f'authentication-key "$9${rs(B62 + "./", 20)}"',
    f"<AdministratorPassword><Value>{pw(12)}</Value><PlainText>true</PlainText></AdministratorPassword>",
    f"ENV DB_PASS={pw(14)}",
    f"ARG NPM_TOKEN={npm()}",
    f"TOKEN ?= {b62(40)}",
    f"+ curl -u admin:{pw(12)} https://jenkins.local/api/json",
    f"ENV['STRIPE_SECRET'] ||= '{stripe()}'",
    f'const apiKey = "{b62(40)}";',
    f"fetch(url, {{headers: {{'x-api-key': '{b62(40)}'}}}})",
    f'{{"key": "api_key", "value": "{b62(40)}", "type": "text"}}',
    f'{{"key": "password", "value": "{pw(14)}"}}',
    f'{{"Parameter": {{"Name": "/prod/db/password", "Type": "SecureString", "Value": "{pw(16)}"}}}}',
    f'{{"Name": "DB_PASSWORD", "Value": "{pw(16)}"}}',
    f'- name: DB_PASSWORD\n  value: "{pw(16)}"',
    f"env:\n  - name: API_TOKEN\n    value: {b62(40)}",
    f"fix: remove hardcoded password {pw(12)} from config.py",
    f"pw:{pw(12)}",
    f"PW={pw(12)} for the printer",
    f"la clave del wifi es {pw(12)}",
    f"a senha do wifi é {pw(12)}",
    f"mera password {pw(12)} hai",
    f"el password beta3i {pw(12)}",
    f"yung password ko {pw(12)}",
    f"$ cat ~/.git-credentials\nhttps://dana:{b62(20)}@git.example.com",
    f'{{"auths": {{"registry.example.com": {{"auth": "{base64.b64encode(("ci:" + pw(14)).encode()).decode()}"}}}}}}',
    f"docker login -u ci -p {pw(14)} registry.example.com",
    f'export DB_PASS="{pw(14)}" # prod',
    f"Run the migration with DATABASE_URL=postgres://app:{rs(B62, 16)}@db.internal/app",
    f'<add key="StorageKey" value="{b64(64)}" />',
    f"DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey={b64(64)};EndpointSuffix=core.windows.net",
    f"?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-01-01T00:00:00Z&sig={b64(32).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}",
    f"client_secret={rs(B62 + '~._-', 40)}",
    f"Azure AD app secret: {rs(B62, 3)}8Q~{rs(B62 + '~._-', 34)}",
    f'firebase service account: {{"type": "service_account", "private_key_id": "{hx(40)}", "private_key": "-----BEGIN PRIVATE KEY-----\\n{b64(60)}\\n"}}',
    f"heroku auth:token\n{uuid()}",
    f"HEROKU_API_KEY={uuid()}",
    f"CF_API_TOKEN={b64u(40)}",
    f"cloudflare token {b64u(40)}",
    f"DD_API_KEY={hx(32)}",
    f"datadog: {hx(32)}",
    f"NEW_RELIC_LICENSE_KEY={hx(36)}NRAL",
    f"ALGOLIA_ADMIN_KEY={hx(32)}",
    f"OPENAI_API_KEY = sk-{b62(48)}",
    f"old-style openai key sk-{b62(20)}T3BlbkFJ{b62(20)}",
    f"Bearer {b62(40)}",
    f"X-Api-Key: {b62(32)}",
    f"api-key: {hx(32)}",
    f"token_{b62(40)}",
    f"Use this key for the staging API: {b62(40)}",
    f"staging api key -> {hx(40)}",
    f"{pw(16)}",
    f"vpn user dana pw {pw(12)}",
    f"Passwort für die Fritzbox: {pw(12)}",
    f"pass for the router -> {pw(12)}",
    f"PIN für die EC-Karte: {rs(DIG, 4)}",
    f"my debit card pin {rs(DIG, 4)}",
    f"SIM PUK {rs(DIG, 8)}",
    f"the wifi key is {pw(12)}",
    f"wifi: Attic / {pw(12)}",
    f"SSID Attic, key {pw(12)}",
    f"login\nuser: dana\npassword:\n{pw(12)}",
]
R.seed(888)
NOT_REFUSED += [
    f"Plaid item_id {b62(37)} linked",
    f"Twilio message SM{hx(32)} delivered",
    f"call SID CA{hx(32)} lasted 3 min",
    f"Twilio account SID AC{hx(32)} (not the auth token)",
    f"Vercel deployment dpl_{b62(28)} is live",
    f"vector store vs_{b62(24)}",
    f"Clerk user user_{b62(27)}",
    f"Stripe event evt_{b62(24)} retried",
    f"subscription sub_{b62(24)} canceled",
    f"github.com/stretchr/testify v1.9.0 h1:{b64(32)}",
    f'checksum = "{hx(64)}"',
    f"requests==2.32.3 --hash=sha256:{hx(64)}",
    f"/nix/store/{rs('0123456789abcdfghijklmnpqrsvwxyz', 32)}-openssl-3.0.13",
    f"oid sha256:{hx(64)}\nsize 13370",
    f"Digest: sha256:{hx(64)}",
    f"pod auth-{hx(9)}-{rs(LO + DIG, 5)} restarted after token refresh",
    f"instance i-0{hx(16)} in sg-0{hx(16)}",
    f"subscription /subscriptions/{uuid()}/resourceGroups/auth-rg",
    f"Idempotency-Key: {uuid()}",
    f"cache key {hx(32)} missed",
    f"the API key ending in ...{hx(4)} was revoked",
    "xkcd's example Tr0ub4dor&3 is weaker than correct horse battery staple",
    "aGVsbG8gd29ybGQsIHRoaXMgaXMganVzdCBhIG5vdGU= is base64 for a note",
    "https://example.com/search?q=how%20to%20reset%20my%20password%20on%20gmail",
    "Passwortänderungsrichtlinie tritt im Mai in Kraft",
    f"session replay id {b62(32)} for the login bug",
    f"video id {b62(11)} on the password tutorial",
    "Airflow run manual__2024-06-01T10:00:00+00:00 failed at the token step",
    f"YubiKey serial {rs(DIG, 8)}",
    f"Nonce {hx(32)} reused in the login request",
    f"The login page's CSP nonce is {b64(16)}",
    f"OAuth state parameter {b64u(32)} mismatched",
    f"PKCE code_challenge={b64u(43)}",
    f"The password reset link was https://acme.com/reset/{uuid()} but it expired",
    f"Signed commit {hx(40)} with GPG key {hx(16).upper()}",
    "token counts: prompt 1234, completion 567",
    f"EAN 40{rs(DIG, 11)} on the package",
    f"Serial number: {rs(UP + DIG, 12)}",
    "Wi-Fi: CoffeeHouse_Guest (no password)",
    "Password: (none, it's an open network)",
    "password: see 1Password → 'Router'",
    "pw: ask Dana",
    "the code for the gym locker is written on my hand, not here",
    "The admin password is the same as the wifi one",
    "Stripe test card 4242 4242 4242 4242 works with any CVC",
    f"AWS account id {rs(DIG, 12)}",
    f"Google Cloud project number {rs(DIG, 12)}",
    f"Apple Team ID {rs(UP + DIG, 10)}",
    f"bundle id com.acme.auth, team {rs(UP + DIG, 10)}",
    f"commit {hx(40)}: rotate leaked token (revoked)",
    "refresh_token_ttl: 30d\naccess_token_ttl: 15m",
    f"The token field in the form is {b64u(0)}empty",
    "wg genkey | tee privatekey | wg pubkey > publickey",
    f"Hash: $2b$12${rs(B62 + './', 53)} is what the DB stores (bcrypt)",
    f"argon2 hash $argon2id$v=19$m=65536,t=3,p=4${b64(16).rstrip('=')}${b64(32).rstrip('=')}",
]
R.seed(999)
NOT_REFUSED += [
    f"PostHog project key for the site snippet: phc_{b62(43)}",
    f"posthog.init('phc_{b62(43)}', {{api_host: 'https://eu.i.posthog.com'}})",
    f"amplitude.init('{hx(32)}')",
    f'mixpanel.init("{hx(32)}")',
    f"LaunchDarkly client-side id {hx(24)}",
    f"Pusher key {hx(20)} cluster eu",
    f"Square application id sq0idp-{b64u(22)}",
    f"hcaptcha sitekey {uuid()}",
    f"Clerk publishable key pk_live_{base64.b64encode(b'clerk.acme.com$').decode()}",
    f"GitHub node id PR_kwDO{b64u(20)}",
    f"issue node I_kwDO{b64u(16)}",
    f"Anthropic batch msgbatch_01{b62(22)}",
    f"mux playback id {b62(40)}",
    "Accepted password for dana from 10.0.0.8 port 51122 ssh2",
    "Jun  1 10:00:01 host sshd[311]: Failed password for root from 10.0.0.8 port 51122 ssh2",
    "pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=10.0.0.8  user=root",
    "sudo: dana : 3 incorrect password attempts ; TTY=pts/0 ; PWD=/home/dana ; USER=root ; COMMAND=/bin/ls",
    "postfix/smtpd[1234]: warning: unknown[10.0.0.8]: SASL LOGIN authentication failed: UGFzc3dvcmQ6",
    "dovecot: auth: pam(dana,10.0.0.8): Password mismatch",
    "nginx: no user/password was provided for basic authentication",
    '{"error":"invalid_grant","error_description":"Bad credentials"}',
    '{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}',
    '{"detail":"Invalid token."}',
    '{"password": ["This field is required."]}',
    '{"errors": {"password": ["is too short (minimum is 8 characters)"]}}',
    '{"password": "Password must contain a number"}',
    '{"login.password": "Passwort", "login.submit": "Anmelden"}',
    'password_label: "Mot de passe"',
    'es:\n  password: "Contraseña"\n  forgot_password: "¿Olvidaste tu contraseña?"',
    '"password": "Password",\n"confirm_password": "Confirm password",',
    '{"password": "Пароль", "token": "Токен"}',
    "password=Kennwort\nusername=Benutzername",
    '<label for="password">Password</label><input id="password" autocomplete="current-password">',
    "AUTH_PASSWORD_VALIDATORS = [{'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator'}]",
    "password:\n  type: string\n  format: password\n  minLength: 8",
    "securitySchemes:\n  bearerAuth:\n    type: http\n    scheme: bearer\n    bearerFormat: JWT",
    "mutation { login(email: $email, password: $password) { token } }",
    "password_hash VARCHAR(255) NOT NULL,\ntoken TEXT UNIQUE",
    "interface User { password: string; token?: string | null; }",
    "message Login { string user = 1; string password = 2; }",
    "Required env: DB_PASSWORD, REDIS_PASSWORD, JWT_SECRET",
    "valueFrom:\n  secretKeyRef:\n    name: db\n    key: password",
    "password = var.db_password",
    "password = random_password.db.result",
    "password: \"{{ lookup('env', 'PW') }}\"\nno_log: true",
    "  --password TEXT  Password for the user [env var: APP_PASSWORD]",
    "-p, --password <password>   password to use when connecting",
    "Fixed: password field accepted trailing spaces",
    "  12  ssh-copy-id pi@raspberrypi.local\n  13  passwd dana\n  14  sudo -k",
    "password: Passwort\nusername: Benutzer",
    "secret: Geheimnis",
    "token: jeton",
    '"password": "Mot de passe"',
    '"password": "Adgangskode"',
    '"password": "Salasana"',
    "PASSWORD_LABEL=Wachtwoord",
    "password.placeholder=Enter your password",
    "password.hint=At least 8 characters",
    "error.password=Incorrect password",
    'msgid "Password"\nmsgstr "Passwort"',
    '<string name="password">Contraseña</string>',
    '<data name="Password"><value>Kennwort</value></data>',
    '"secretPlaceholder": "Paste your secret here"',
    "token: Bearer",
    "api_key: required",
    "password: required",
    "password: optional",
    "password: string",
    "password: hidden",
    "password: ●●●●●●●●",
    "password: •••••••",
    "password: [hidden]",
    "password: (same as wifi)",
    "password = None  # set at runtime",
    'password: ""  # fill in locally',
    "password: TODO",
    "password: FIXME",
    "password: unchanged",
    "password: rotated",
    "password: expired",
    "password: disabled",
    "password: n/a",
    "password: see below",
    "password: generated",
    "PASSWORD=<generated at deploy>",
    "auth: ldap\npassword: from-vault",
    "password: sso-only",
]
R.seed(4242)
REFUSED += [
    f'spawn ssh admin@10.0.0.1\nexpect "assword:"\nsend "{pw(12)}\\r"\ninteract',
    f"<AutoLogon><Password><Value>{pw(12)}</Value><PlainText>true</PlainText></Password><Username>admin</Username></AutoLogon>",
    f"TOKEN += {b62(40)}",
    f"[smtp.gmail.com]:587 me@gmail.com:{pw(12)}",
    f"name,pwd\nrouter,{pw(12)}",
    f"site,user,pass\nbank.com,dana,{pw(12)}",
    f"wg set wg0 private-key /dev/stdin <<< {wg_priv()}",
    f"wget --ftp-password={pw(12)} ftp://files.local/x.iso",
    f"lftp -u backup,{pw(12)} sftp://files.local",
    f"mount -t cifs //nas/share /mnt -o username=dana,password={pw(12).replace(',', 'x')}",
    f"//nas/share /mnt/share cifs username=dana,password={pw(12).replace(',', 'x')},uid=1000 0 0",
    f"RSYNC_PASSWORD={pw(12)} rsync -av rsync://backup@nas/share .",
    f"svn checkout https://svn.local/repo --username dana --password {pw(12)}",
    f"mosquitto_pub -h broker -u sensor -P {pw(12)} -t temp -m 21",
    f"influx -username admin -password {pw(12)}",
    f'psql "host=db.internal user=app password={pw(12)} dbname=shop"',
    f"sqlcmd -S sql01 -U sa -P {pw(12)}",
    f'mongosh "mongodb://admin:{rs(B62, 14)}@mongo:27017/admin"',
    f"curl -d 'username=dana&password={rs(B62, 12)}' https://app.local/login",
    f"http POST :8000/login username=dana password={pw(12)}",
    f'db = {{ user = "app", password = "{pw(14)}" }}',
    f"signingConfigs {{\n  release {{\n    storePassword '{pw(12)}'\n    keyPassword '{pw(12)}'\n  }}\n}}",
    f"FASTLANE_PASSWORD={pw(14)}",
    f"MATCH_PASSWORD={pw(14)}",
    f"CONSUL_HTTP_TOKEN={uuid()}",
    f"X-Consul-Token: {uuid()}",
    f"NOMAD_TOKEN={uuid()}",
    f"SNYK_TOKEN={uuid()}",
    f"TF_TOKEN_app_terraform_io={b62(14)}.atlasv1.{b62(67)}",
    f"tailscale up --authkey tskey-auth-k{b62(16)}-{b62(33)}",
    f"ngrok config add-authtoken 2{b62(26)}_{b62(21)}",
    f"SUPABASE_ACCESS_TOKEN=sbp_{hx(40)}",
    f"RESEND_API_KEY=re_{b62(8)}_{b62(24)}",
    f"NEON_API_KEY=napi_{rs(LO + DIG, 64)}",
    f"WANDB_API_KEY={hx(40)}",
    f"LANGSMITH_API_KEY=lsv2_pt_{hx(32)}_{hx(10)}",
    f"PINECONE_API_KEY=pcsk_{b62(6)}_{b62(62)}",
    f"co = cohere.Client('{b62(40)}')",
    f"MISTRAL_API_KEY={b62(32)}",
    f"TOGETHER_API_KEY={hx(64)}",
    f"deepseek key sk-{hx(32)}",
    f"ELEVENLABS_API_KEY=sk_{hx(48)}",
    f"DEEPGRAM_API_KEY={hx(40)}",
    f"FIREWORKS_API_KEY=fw_{b62(24)}",
    f"TAVILY_API_KEY=tvly-{b62(32)}",
    f"JINA_API_KEY=jina_{hx(32)}{b62(28)}",
    f"LANGFUSE_SECRET_KEY=sk-lf-{uuid()}",
    f"CEREBRAS_API_KEY=csk-{rs(LO + DIG, 48)}",
    f"SERPAPI_KEY={hx(64)}",
    f"modal token set --token-id ak-{b62(22)} --token-secret as-{b62(22)}",
    f"BROWSERBASE_API_KEY=bb_live_{b64u(27)}",
    f"the shed padlock is {rs(DIG, 4)}, same as the garage",
    f"lock on the shed: {rs(DIG, 4)}",
    f"garage door opener code {rs(DIG, 6)}",
]
R.seed(5151)
NOT_REFUSED += [
    "Jun  2 03:14:07 web01 sshd[8812]: Accepted password for deploy from 10.1.2.3 port 40022 ssh2",
    "sshd[311]: Failed password for invalid user oracle from 203.0.113.9 port 4455 ssh2",
    'vsftpd: FAIL LOGIN: Client "::ffff:10.0.0.8"',
    "An account failed to log on. Failure Reason: Unknown user name or bad password.",
    "Login incorrect\nlogin: ",
    "Permission denied (publickey,password).",
    "git: 'credential-cache' is not a git command",
    "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/acme/app.git/'",
    "Error: Cannot perform an interactive login from a non TTY device",
    "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    "Login Succeeded",
    "[sudo] password for dana: ",
    "Enter passphrase for key '/home/dana/.ssh/id_ed25519': ",
    "Password for 'https://dana@github.com': ",
    "mysql: [Warning] Using a password on the command line interface can be insecure.",
]

# Left to other round-11 helpers (PostHog phc_ keys: guard11p; device PINs: guard11c).
KNOWN_FALSE_REFUSALS: set[str] = set()  # PostHog phc_ keys are public: stored since round 11
KNOWN_MISSES: set[str] = {
    t
    for t in REFUSED
    # (shed lock and shed padlock codes: refused since round 12, guard12n)
    # lost in the round-11 merge: "net user NAME PASSWORD /add" reads the value as named by
    # "user" (a value its clause names a username is not the password)
    if t.startswith("net user backup ")
}
test_not_refused, test_refused = guard_case_tests(
    NOT_REFUSED,
    REFUSED,
    known_false_refusals=KNOWN_FALSE_REFUSALS,
    known_misses=KNOWN_MISSES,
    reason="known gap at the round-11 freeze",
)
