"""Held-out set v8: written blind (the writer never saw the guard's code or corpora) on 2026-12-01

(File heldout8.py, the v8 blind held-out corpus for the ltm secret guard.)
Every secret value is generated from a seeded random.Random, so the file is
deterministic; a global registry ensures no generated value is reused.
HELD_OUT_8_SECRETS: (text, family) with family in
    provider, keyvalue, language, plain_value, material
HELD_OUT_8_BENIGN: (text, family) with family in hand_written, identifiers
Standard library only.
"""

import base64
import hashlib
import json
import random
import string

_R = random.Random(0x8E1D0_2026_1201)
_SEEN: set = set()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AL = UP + LO + DG
ALU = UP + DG
ALL = LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
B64 = AL + "+/"
URLSAFE = AL + "-_"


def r(n, cs=AL):
    """Random unique token of length n over charset cs."""
    while True:
        v = "".join(_R.choice(cs) for _ in range(n))
        if v not in _SEEN:
            _SEEN.add(v)
            return v


def hx(n):
    return r(n, HEXL)


def HX(n):
    return r(n, HEXU)


def dg(n, lead_nonzero=True):
    while True:
        v = "".join(_R.choice(DG) for _ in range(n))
        if lead_nonzero and v[0] == "0":
            continue
        if v not in _SEEN:
            _SEEN.add(v)
            return v


def pin(n):
    """A PIN that is not a trivial run and not reused."""
    while True:
        v = "".join(_R.choice(DG) for _ in range(n))
        if len(set(v)) >= 3 and v not in _SEEN:
            _SEEN.add(v)
            return v


def uuid4():
    while True:
        h = "".join(_R.choice(HEXL) for _ in range(32))
        h = h[:12] + "4" + h[13:16] + _R.choice("89ab") + h[17:]
        v = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
        if v not in _SEEN:
            _SEEN.add(v)
            return v


def b64u_json(obj):
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def jwt(payload=None):
    header = {"alg": _R.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    if payload is None:
        payload = {"sub": dg(9), "iat": 1764000000 + _R.randrange(10**6)}
    sig = r(43, URLSAFE) if header["alg"] != "RS256" else r(342, URLSAFE)
    return f"{b64u_json(header)}.{b64u_json(payload)}.{sig}"


def b64blob(nbytes):
    raw = bytes(_R.randrange(256) for _ in range(nbytes))
    v = base64.b64encode(raw).decode()
    _SEEN.add(v)
    return v


def luhn(prefix, length):
    while True:
        body = prefix + "".join(_R.choice(DG) for _ in range(length - len(prefix) - 1))
        total = 0
        for i, ch in enumerate(reversed(body)):
            n = int(ch)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            total += n
        v = body + str((10 - total % 10) % 10)
        if v not in _SEEN:
            _SEEN.add(v)
            return v


def grp(s, k=4, sep=" "):
    return sep.join(s[i : i + k] for i in range(0, len(s), k))


# A slice of the BIP-39 English word list (all entries are genuine BIP-39 words).
BIP39 = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air
airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact
artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude
attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome
awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue
blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce
box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli
broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle
bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake
call calm camera camp canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle
caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion
change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child
chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim
clap clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close
cloth cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color
column combine come comfort comic common company concert conduct confirm congress connect consider
control convince cook cool copper copy coral core corn correct cost cotton couch country couple
course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek
crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush
cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle""".split()


def seed(n):
    return " ".join(_R.sample(BIP39, n))


S = []  # secrets


def P(text):
    S.append((text, "provider"))


def K(text):
    S.append((text, "keyvalue"))


def L(text):
    S.append((text, "language"))


def V(text):
    S.append((text, "plain_value"))


def M(text):
    S.append((text, "material"))


# ---------------------------------------------------------------- provider
P(
    f"hey can you check why boto keeps failing? I exported AWS_ACCESS_KEY_ID=AKIA{r(16, B32)} and the secret {r(40, B64)} but s3 ls still says denied"
)
P(
    f"2026-11-30T08:14:02Z ERROR botocore.credentials Found credentials in shared file: aws_access_key_id=ASIA{r(16, B32)} session token expired"
)
P(
    f"```ini\n[prod-admin]\naws_access_key_id = AKIA{r(16, B32)}\naws_secret_access_key = {r(40, B64)}\nregion = eu-west-3\n```"
)
P(f"here's my gh token so you can push the fix: ghp_{r(36)}")
P(
    f"remote: Invalid username or token. fatal: Authentication failed for 'https://x-access-token:ghs_{r(36)}@github.com/acme/infra.git/'"
)
P(f"Fine-grained PAT for the docs repo -> github_pat_{r(22)}_{r(59)} (expires in 30 days)")
P(f"$ git clone https://oauth2:glpat-{r(20, URLSAFE)}@gitlab.example.org/platform/runner.git")
P(
    f"> gitlab runner registration token was GR1348941{r(20, URLSAFE)}, did you rotate it?\nnot yet, will do after lunch"
)
P(f"slack bot says invalid_auth with `xoxb-{dg(12)}-{dg(13)}-{r(24)}` any idea")
P(
    f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy ok\"}}' https://hooks.slack.com/services/T{r(8, ALU)}/B{r(10, ALU)}/{r(24)}"
)
P(f"user token for the workspace scraper: xoxp-{dg(11)}-{dg(12)}-{dg(13)}-{hx(32)}")
P(f'stripe.api_key = "sk_live_{r(99)}"  # TODO move to vault')
P(
    f"Our Stripe restricted key (read-only on charges) is rk_live_{r(24)} — put it in the dashboard widget"
)
P(f"webhook signing secret from the Stripe CLI: whsec_{r(32)}")
P(
    f"the openai key on the shared box is sk-proj-{r(74, URLSAFE)}T3BlbkFJ{r(74, URLSAFE)} pls don't leak it lol"
)
P(f'{{"provider": "openai", "api_key": "sk-{r(20)}T3BlbkFJ{r(20)}", "model": "gpt-4o-mini"}}')
P(f"ANTHROPIC_API_KEY used by the eval harness:\nsk-ant-api03-{r(93, URLSAFE)}AA")
P(f"admin key for the org console -> sk-ant-admin01-{r(93, URLSAFE)}AA")
P(f'<meta name="maps-key" content="AIza{r(35, URLSAFE)}">')
P(
    f"google oauth client: id 8{dg(11)}-{r(32, ALL)}.apps.googleusercontent.com secret GOCSPX-{r(28, URLSAFE)}"
)
P(f"Twilio creds: account AC{hx(32)} / auth token {hx(32)} (the sms one)")
P(f"twilio api key SK{hx(32)} secret {r(32)}")
P(f"SENDGRID_API_KEY: SG.{r(22, URLSAFE)}.{r(43, URLSAFE)}")
P(f"mailgun.send(domain='mg.shop.io', api_key='key-{hx(32)}')")
P(f"Mailchimp key for the newsletter list is {hx(32)}-us{_R.randrange(2, 21)} iirc")
P(f"//registry.npmjs.org/:_authToken=npm_{r(36)}")
P(f"[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc{r(70, URLSAFE)}")
P(f"docker login -u ciuser -p dckr_pat_{r(27, URLSAFE)} registry-1.docker.io")
P(f'from huggingface_hub import login\nlogin(token="hf_{r(34, UP + LO)}")')
P(f"Shopify admin token shpat_{hx(32)} for the staging store; shared secret is shpss_{hx(32)}")
P(f"doctl auth init --access-token dop_v1_{hx(64)}")
P(f"heroku config:set HEROKU_API_KEY=HRKU-AA{r(58, URLSAFE)} -a billing-api")
P(
    f'datadog agent install: DD_API_KEY={hx(32)} DD_SITE=datadoghq.eu bash -c "$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)"'
)
P(f"New Relic user key: NRAK-{r(27, ALU)}")
P(f"sentry-cli login --auth-token sntryu_{hx(64)}")
P(f"grafana service account token glsa_{r(32)}_{hx(8)} — dashboards only")
P(
    f"| service | key |\n|---|---|\n| linear | `lin_api_{r(40)}` |\n| notion | `ntn_{dg(11)}{r(35)}` |"
)
P(f"atlassian token (jira cloud): ATATT3xFfGF0{r(180, URLSAFE)}={HX(8)}")
P(f'postman env export has "apiKey": "PMAK-{hx(24)}-{hx(34)}"')
P(
    f"databricks configure --token\nHost: https://adb-{dg(16)}.7.azuredatabricks.net\nToken: dapi{hx(32)}"
)
P(f"DOPPLER_TOKEN=dp.st.prd.{r(43)} doppler run -- npm start")
P(f"vault login hvs.{r(90, URLSAFE)}")
P(f'credentials "app.terraform.io" {{\n  token = "{r(14)}.atlasv1.{r(67)}"\n}}')
P(f"pulumi login with PULUMI_ACCESS_TOKEN=pul-{hx(40)}")
P(f"supabase management token sbp_{hx(40)}")
P(f"pscale auth: service token pscale_tkn_{r(43, URLSAFE)}")
P(
    f"age key file:\n# created: 2026-11-02T10:00:00Z\n# public key: age1{r(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}\nAGE-SECRET-KEY-1{r(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L')}"
)
P(
    f"discord bot token {_R.choice('MNO')}{r(25, AL)}.{r(6, URLSAFE)}.{r(38, URLSAFE)} — the music bot"
)
P(f"telegram: bot{dg(10)}:AA{r(33, URLSAFE)} posts to the alerts channel")
P(
    f"DefaultEndpointsProtocol=https;AccountName=stblobprod01;AccountKey={b64blob(64)};EndpointSuffix=core.windows.net"
)
P(
    f'az ad sp credential reset output: {{"appId": "{uuid4()}", "password": "{r(3)}8Q~{r(31, AL + "~._-")}", "tenant": "{uuid4()}"}}'
)
P(f"aliyun configure set --access-key-id LTAI{r(20)} --access-key-secret {r(30)}")
P(f"tencent cloud SecretId AKID{r(32)} SecretKey {r(32)}")
P(f"Square prod access token: EAAA{r(60, URLSAFE)}")
P(f"braintree gateway = access_token$production${r(16, ALL)}${hx(32)}")
P(f"FLUTTERWAVE_SECRET_KEY -> FLWSECK-{hx(32)}-X")
P(f"razorpay = Razorpay::Client.new('rzp_live_{r(14)}', '{r(24)}')")
P(f"shippo_live_{hx(40)} is the label api key, dont use the test one in prod")
P(f"Mapbox secret token for uploads: sk.eyJ1Ijoi{r(20)}IiwiYSI6I{r(22)}In0.{r(22, URLSAFE)}")
P(f"airtable PAT pat{r(14)}.{hx(64)}")
P(f"figma plugin dev token figd_{r(40, URLSAFE)}")
P(f"okta: SSWS 00{r(40, URLSAFE)}")
P(f"sonar.login=squ_{hx(40)}")
P(f"buildkite-agent start --token bkua_{hx(40)}")
P(f"CircleCI personal token CCIPAT_{r(22)}_{hx(40)}")
P(f"jfrog rt c --url https://acme.jfrog.io --access-token cmVmdGtuOjAxOjE3{r(48)}")
P(f"gem push pkg.gem  # ~/.gem/credentials  ---\n:rubygems_api_key: rubygems_{hx(48)}")
P(f"dotnet nuget push out.nupkg -k oy2{r(43, LO + DG)} -s https://api.nuget.org/v3/index.json")
P(f"cargo login cio{r(32)}")
P(f"Contentful CMA token: CFPAT-{r(43, URLSAFE)}")
P(f"dynatrace api token dt0c01.{r(24, ALU)}.{r(64, ALU)}")
P(f"groq key for the demo: gsk_{r(52)}")
P(f"REPLICATE_API_TOKEN=r8_{r(37)}")
P(f"pplx-{r(48)} is the perplexity key, xai one is xai-{r(80)}")
P(f"openrouter: sk-or-v1-{hx(64)}")
P(f"LANGSMITH_API_KEY=lsv2_pt_{hx(32)}_{hx(10)}")
P(f"firebase legacy server key AAAA{r(7, URLSAFE)}:APA91b{r(134, URLSAFE)}")
P(f"Twitter bearer token AAAAAAAAAAAAAAAAAAAAA{r(29)}%3D{r(50)}")
P(
    f"Teams connector: https://contoso.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hx(32)}/{uuid4()}"
)
P(f"brevo api: xkeysib-{hx(64)}-{r(16)}")
P(f"tailscale up --authkey tskey-auth-k{r(10)}CNTRL-{r(33)}")
P(f"CLOUDINARY_URL=cloudinary://{dg(15)}:{r(27, URLSAFE)}@dx7shop")
P(f"sourcegraph access token sgp_{hx(16)}_{hx(40)}")
P(f"Harness PAT: pat.{r(22)}.{r(24)}.{r(20)}")
P(f"1password service account: OP_SERVICE_ACCOUNT_TOKEN=ops_eyJ{r(240, URLSAFE)}")
P(f"EasyPost prod key EZAK{hx(54)}")
P(
    f'Traceback (most recent call last):\n  File "pay.py", line 41, in <module>\n    client = paystack.Client(secret_key="sk_live_{hx(40)}")\nrequests.exceptions.HTTPError: 401'
)
P(f"octo: API-{r(27, ALU)} for deploys to octopus")
P(f"the planet labs one is PLAK{hx(32)} and the frame.io dev token fio-u-{r(64, URLSAFE)}")
P(f"asana PAT 2/{dg(16)}/{dg(16)}:{hx(32)}")
P(f"yandex oauth y0_{r(55, URLSAFE)}")
P(f"bitbucket app password ATBB{r(32)}{HX(8)}")
P(f"Infisical service token st.{uuid4()}.{hx(32)}.{hx(32)}")
P(f"prefect cloud login -k pnu_{r(36)}")

# ---------------------------------------------------------------- keyvalue
K(
    f"# .env.production\nNODE_ENV=production\nDB_PASSWORD_PROD={r(18, AL + '!@#%^')}\nREDIS_URL=redis://cache:6379/0"
)
K(f"PASSWORD1={r(14)}\nPASSWORD2={r(14)}")
K(f"export PGPASSWORD='{r(16, AL + '.-_')}'; psql -h db.internal -U report analytics")
K(f"mysql -u root -p{r(12, AL + '#$')} -h 10.0.4.12 shop_prod")
K(
    f'spring:\n  datasource:\n    url: jdbc:postgresql://pg-main:5432/orders\n    username: orders_app\n    password: "{r(20, AL + ".")}."'
)
K(f'[database]\nhost = "db1.lan"\nuser = "svc"\npasswd = "{r(15)}"\n')
K(f"; php.ini style\n[mail]\nsmtp_user = noreply@shop.example\nsmtp_pass = {r(16, AL + '#')}")
K(f'{{\n  "db": {{\n    "host": "10.1.1.9",\n    "Password": "#{r(13)}"\n  }}\n}}')
K(
    f'<connectionStrings>\n  <add name="Main" connectionString="Server=sql01;Database=Crm;User Id=crm_web;Password={r(16, AL + "!")};" />\n</connectionStrings>'
)
K(
    f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: registry-creds\ntype: Opaque\nstringData:\n  admin-password: {r(22)}"
)
K(f"apiVersion: v1\nkind: Secret\ndata:\n  DB_PASS: {base64.b64encode(r(16).encode()).decode()}")
K(
    f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {r(18)}\n      POSTGRES_USER: app"
)
K(
    f"DATABASE_URL=postgres://billing:{r(20)}@billing-db.cluster-abc.eu-west-1.rds.amazonaws.com:5432/billing"
)
K(f"mongodb+srv://analytics:{r(16)}@cluster0.ab1cd.mongodb.net/?retryWrites=true")
K(f"amqp://guest_ops:{r(14)}@rabbit.internal:5672/%2F")
K(f"pip install -i https://deploy:{r(24)}@nexus.corp.local/repository/pypi/simple internal-lib")
K(f"CREATE USER 'reporting'@'%' IDENTIFIED BY '{r(14, AL + '$!')}';")
K(f"ALTER ROLE app_rw WITH LOGIN PASSWORD '{r(18)}';")
K(f"machine ftp.partner.com\n  login acme\n  password {r(12, AL + '!?')}")
K(f"# ~/.pgpass\ndb-prod.internal:5432:*:etl_user:{r(20)}")
K(
    f'[Service]\nEnvironment="MINIO_ROOT_PASSWORD={r(24)}"\nExecStart=/usr/local/bin/minio server /data'
)
K(
    f"$SecurePass = ConvertTo-SecureString \"{r(14, AL + '!')}\" -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\svc_backup', $SecurePass)"
)
K(f"net use Z: \\\\nas01\\share /user:CORP\\jdoe {r(11, AL + '!')}")
K(f"sshpass -p '{r(13)}' ssh pi@192.168.1.40")
K(f"redis-cli -h cache01 -a {r(28)} INFO keyspace")
K(f"htpasswd -b -c /etc/nginx/.htpasswd admin {r(12)}")
K(f"[Interface]\nPrivateKey = {b64blob(32)}\nAddress = 10.8.0.2/24")
K(f'wpa_supplicant.conf:\nnetwork={{\n  ssid="HomeNet_5G"\n  psk="{r(12, LO + DG)}"\n}}')
K(f"app.secret_key = '{r(32, AL + '!@#$%^&*')}'")
K(f'SECRET_KEY = "django-insecure-{r(50, LO + DG + "!@#$%^&*(-_=+)")}"')
K(f"JWT_SIGNING_SECRET -> {hx(64)}")
K(f"encryptionKey: {b64blob(32)}")
K(f"client_secret={r(34, URLSAFE)}&grant_type=client_credentials&client_id=svc-reporting")
K(f"Authorization: Basic {base64.b64encode(('admin:' + r(12)).encode()).decode()}")
K(f"curl -u deploy:{r(16)} https://ci.example.org/job/release/build")
K(f"wget --user=mirror --password={r(14)} https://dl.corp.example/artifacts/app.tar.gz")
K(f'ldapsearch -x -D "cn=admin,dc=corp,dc=lan" -w {r(15)} -b "dc=corp,dc=lan"')
K(f"passwrd: {r(12)}")
K(f"pasword = {r(11)}")
K(f"p4ssw0rd -> {r(10, AL + '!')}")
K(f"pw: {r(9, LO + DG)}")
K(f"creds for the staging box — user `ops` pwd `{r(12)}`")
K(f"login=admin pass={r(10)}")
K(f"PASS WORD: {r(13)}")
K(f"**Password**: `{r(14, AL + '@')}`")
K(f"root password:\n{r(18, AL + '_')}")
K(f'db_password=("{r(16)}")')
K(f"admin_pwd => '[{r(12)}]'")
K(f"dbPassword: >\n  {r(20)}")
K(f"sftp:\n  host: files.vendor.net\n  passphrase: |\n    {r(24)}")
K(f"MotDePasse={r(12)}\nUtilisateur=compta")
K(f'contraseña_bd: "{r(14)}"')
K(f"Passwort = {r(11, AL + '!')}")
K(f"wachtwoord: {r(13)}")
K(f"senha_do_banco={r(12)}")
K(f"PAROL_ADMINA={r(15)}")
K(f"パスワード={r(12)}")
K(f'adminPassWord = "{r(16)}"')
K(f"smtpPasswordEncrypted=false\nsmtpPassword={r(15)}")
K(f"--set auth.rootPassword={r(20)} --set auth.database=app")
K(f"keytool -genkey -alias tomcat -keystore ks.jks -storepass {r(12)} -keypass {r(12)}")
K(f"openssl pkcs12 -export -in cert.pem -out cert.p12 -passout pass:{r(14)}")
K(f"docker run -e MYSQL_ROOT_PASSWORD={r(16)} -d mysql:8")
K(f'{{"auths":{{"ghcr.io":{{"auth":"{base64.b64encode(("bot:" + r(20)).encode()).decode()}"}}}}}}')
K(f"users:\n- name: admin@k8s\n  user:\n    token: {r(50, URLSAFE)}")
K(f'sudo -S <<< "{r(12)}" apt-get upgrade -y')
K(f"password\n=\n{r(14)}")
K(f'the .env line is literally  DB_PASS = "{r(10)}.{r(5)}"')
K(f"API_TOKEN:{r(30)}")
K(f"set -x output: + SERVICE_TOKEN={r(40)} ./sync.sh")
K(f"<b>Password</b>: <code>{r(13)}</code>")
K(f"p a s s w o r d = {r(12)}")
K(f"Pass-Word := {r(11, AL + '%')}")
K(f"DB creds (prod) -> user: app_rw, pw: {r(9)}\n{r(7)}  <- the value wrapped, join the two lines")
K(f'<property name="hibernate.connection.password">{r(14)}</property>')

# ---------------------------------------------------------------- language
# (language noted in a trailing comment)
L("La contraseña del wifi de casa es girasol77, por si la necesitas.")  # es
L(f"Oye, te paso la clave del banco: {r(10)}. No se la digas a nadie.")  # es
L(f"Mi PIN de la tarjeta es {pin(4)}, sácame 50 euros porfa")  # es
L("Le mot de passe du compte Netflix, c'est « papillon-bleu », tu peux te connecter.")  # fr
L(f"Voici mon code d'accès pour l'immeuble : {pin(6)}")  # fr
L(f"Mein Passwort für den Router lautet {r(12)} – bitte nicht weitergeben.")  # de
L("Die Geheimzahl meiner EC-Karte ist " + pin(4) + ", kannst du kurz Geld abheben?")  # de
L("La password della mail è margherita1988, scrivila da qualche parte")  # it
L(f"il codice di sblocco del telefono è {pin(6)}")  # it
L("A senha do meu Instagram é cajueiro2024, entra lá e posta a foto")  # pt
L(f"minha senha do wi-fi: {r(11, LO + DG)}")  # pt-BR
L("Het wachtwoord van de laptop is tulpenveld — met kleine letters.")  # nl
L(f"Lösenordet till datorn är {r(9)}, logga in och skriv ut biljetterna.")  # sv
L("Passordet mitt til e-posten er fjellrev42.")  # no
L(f"Min adgangskode til netbanken er {r(10)}")  # da
L("Salasana on mustikka2025, vaihda se heti kun pääset sisään.")  # fi
L(f"Moje hasło do poczty to {r(11)}, sprawdź czy przyszła faktura")  # pl
L("Kod PIN do karty: " + pin(4) + ". Tylko nie zgub!")  # pl
L(f"Heslo k WiFi je {r(10, LO + DG)}")  # cs
L("Moje heslo do banky je slnečnica88")  # sk
L(f"A jelszavam a Gmailhez {r(12)}, nézd meg kérlek a leveleimet.")  # hu
L("Parola de la laptop este ghiocel2023, intră și printează actele.")  # ro
L(f"Şifrem {r(10)}, hesabıma girip faturayı öder misin?")  # tr
L("Kartımın şifresi " + pin(4) + " bu arada")  # tr
L(f"Ο κωδικός μου στο email είναι {r(11)}")  # el
L("Ο κωδικός του wifi είναι θάλασσα2020")  # el
L(f"Мой пароль от почты: {r(12)}, зайди и проверь письмо от банка")  # ru
L("Пароль от вайфая — подсолнух77, пишется с маленькой.")  # ru
L(f"ПИН-код карты {pin(4)}, сними пожалуйста наличные")  # ru
L(f"Мій пароль до інтернет-банку {r(10)}")  # uk
L("Паролата ми за имейла е лавандула55")  # bg
L(f"Моја лозинка за рачунар је {r(9)}")  # sr (Cyrillic)
L("Lozinka za wifi je suncokret2019, javi ako ne radi")  # hr
L(f"Geslo za e-pošto je {r(10)}")  # sl
L(f"Mano slaptažodis yra {r(11)}, prisijunk ir patikrink")  # lt
L("Mana parole ir dzintars77")  # lv
L(f"Minu parool on {r(10)}, palun logi sisse")  # et
L(f"كلمة السر الخاصة بحسابي هي {r(11)} لا تخبر أحداً")  # ar
L("الرقم السري للبطاقة " + pin(4))  # ar
L(f"kelmet el ser bta3ti {r(9, LO + DG)} 3shan tdkhol 3al account")  # ar (arabizi)
L(f"הסיסמה שלי למחשב היא {r(10)}")  # he
L("רמז מהאמא: הקוד של האזעקה " + pin(4))  # he
L(f"رمز عبور ایمیلم {r(11)} است، لطفاً چک کن")  # fa
L(f"मेरा पासवर्ड {r(10)} है, लॉगिन करके टिकट बुक कर दो")  # hi
L("bhai mera password gulmohar99 hai, login karke dekh le")  # hi (romanised)
L(f"আমার পাসওয়ার্ড হলো {r(10)}")  # bn
L(f"میرا پاس ورڈ {r(10)} ہے")  # ur
L(f"என் கடவுச்சொல் {r(10)}")  # ta
L(f"รหัสผ่านอีเมลของฉันคือ {r(10)} นะ")  # th
L("รหัส ATM ของแม่คือ " + pin(6))  # th
L(f"Mật khẩu wifi nhà mình là {r(10, LO + DG)} nha")  # vi
L("Mật khẩu Facebook của anh là hoasen1995")  # vi
L(f"Kata sandi akun bank saya {r(11)}, tolong cek saldo ya")  # id
L("PIN ATM aku " + pin(6) + ", jangan bilang siapa-siapa")  # id/ms
L(f"Kata laluan e-mel saya ialah {r(10)}")  # ms
L(f"Ang password ko sa Gmail ay {r(11)}, pakicheck mo nga")  # tl
L(f"Nenosiri langu ni {r(10)}, ingia uangalie barua pepe")  # sw
L(f"私のパスワードは{r(10)}です。ログインして確認してください。")  # ja
L("暗証番号は" + pin(4) + "だよ、お金おろしといて")  # ja
L(f"watashi no pasuwaado wa {r(9, LO + DG)} desu")  # ja (romaji)
L(f"내 비밀번호는 {r(10)}야, 로그인해서 확인해줘")  # ko
L("현관 비밀번호 " + pin(6) + "# 누르고 들어와")  # ko
L(f"我的密码是{r(10)}，帮我登录一下看看订单")  # zh
L("银行卡密码是" + pin(6) + "，别告诉别人")  # zh
L(f"我的密碼是{r(10)}，幫我看一下信箱")  # zh-Hant
L(f"wo de mima shi {r(10, LO + DG)}, ni bang wo denglu yixia")  # zh (pinyin)
L(f"La contrasenya del correu és {r(10)}")  # ca
L(f"Nire pasahitza {r(10)} da")  # eu
L(f"Fy nghyfrinair i yw {r(10)}")  # cy
L(f"Is é mo phasfhocal ná {r(10)}")  # ga
L("Lykilorðið mitt er lundi2022")  # is
L(f"My wagwoord vir die rekenaar is {r(10)}")  # af
L(f"Fjalëkalimi im është {r(10)}")  # sq
L(f"Moi parol' ot pochty: {r(11)}")  # ru (translit)
L("Ο κωδικός PIN της κάρτας μου: " + pin(4))  # el
L(f"Nywila ya wifi: {r(10, LO + DG)}")  # sw

# ---------------------------------------------------------------- plain_value
V("the wifi password is bluebird btw, all lowercase")
V(f"my PIN is {pin(4)}, don't judge")
V("log into the NAS with sunshine42 — username is admin")
V(f"Garage door keypad: {pin(4)}. The alarm code is {pin(4)} if it starts beeping.")
V("My mum's email password is Rosemary1961, she asked me to set up the forwarding.")
V("What's the password for the shared drive?\n> it's marmalade")
V("Q: what did you set the router admin to?\nA: Kilimanjaro, capital K")
V("I changed my Spotify password to correct horse battery staple, so update the TV app")
V("use tangerine-oak-pillow as the passphrase for the new encrypted volume")
V("Dad's iPad passcode -> " + pin(6))
V("the login for the school portal is jsmith / Hedgehog2015")
V("password (for the guest network): coffeebeans")
V("For the record, the combination on the bike lock is " + pin(4) + ".")
V("Sarah's Instagram pw is daisy_chain99, she wants me to post while she's away")
V("Our Netflix password is now 'pineapplepizza' — Jake changed it last night")
V("voicemail PIN: " + pin(5))
V("The password to the Zoom call is 771bagel. See you at 3.")
V("wifi: CafeCorner_Guest\npassword: flatwhite2026")
V("hey so the code for the front gate changed, it's " + pin(5) + " now")
V("I always forget it so writing here: phone unlock code " + pin(6))
V("My banking password is my dog's name plus the year, so Biscuit2019")
V("Set the new hire's temp password to Welcome2Acme! and force a reset at first login")
V("Grandpa's laptop: user 'frank', password 'Lighthouse'. He uses it for email only.")
V('The vault passphrase is "the owl flies at midnight" — quotes not included')
V("Remember, the Costco card PIN is " + pin(4) + " and the Amex one is " + pin(4))
V("The secret word for the kids' pickup at school is 'pumpernickel'")
V("Login details for the office printer admin panel: admin / toner")
V("can you remember this for me: my Steam password is Zelda&Link4ever")
V("Mot de passe? No, I mean the English one — it's Crème-Brûlée7, accents and all")
V("The PS5 parental control passcode is " + pin(4))
V("the router's default pw was changed to WillowTree88 yesterday")
V("i typed the password wrong again, it's actually purplemonkeydishwasher not purplemonkey")
V("Her Hotmail is sue.miller@hotmail.com and the password is Kensington7")
V("note to self — Disney+ login: family@example.net, pass: mickeyears")
V("We'll use Galápagos as the shared password for the trip album")
V("Apple ID password got changed to Orchard-Lane-22 after the scare")
V("Tell Tom the house alarm disarm code is " + pin(4) + " then hit OFF")
V("The key safe by the door is " + pin(4) + " — the spare key is inside.")
V("The Ring account is under my name, password: doorbellding")
V("> what's the password to the Minecraft server?\nit's creeperboom, no caps")
V("sign into the work laptop with 'Quokka!2025' until IT sends your real one")
V("My SIM PIN is " + pin(4) + " and PUK " + pin(8))
V("The answer to my security question (mother's maiden name) is Pemberton")
V("Password hint for you: it's literally just the word 'marigold' twice — marigoldmarigold")
V("hotel wifi — room 412 — password is seashell, lowercase")
V("Just so you have it: the safe in the closet opens with " + pin(6))
V("The Kindle is locked, the passcode is " + pin(4))
V("Ben set the tablet's restriction code to " + pin(4) + ", he thinks we don't know")
V("Login: maria.k\nPassword: Cobblestone91")
V("The PDF is protected; open it with the password Harvest_Moon")
V("my p/w for the gym app is kettlebell5, can you book me a class")
V("pass phrase = autumn leaves falling slowly")
V("btw the one for the joint account is Nightingale2020 (capital N)")
V("creds for grandma's Facebook: same as her email, Bluebonnet55")
V("the tv streaming box pin got reset to " + pin(4))
V("The password? Honeycomb. Capital H, no spaces.")
V("sign in as 'admin' (password — lemonadestand)")
V(
    "I've set the p@ssword for the shared calendar: Thistle\nand then the number 88 right after it, so Thistle88"
)
V("<b>password</b>: juniperberry")
V("Tell the babysitter: the Wi-Fi is 'SmithHouse', key is goldfinch2012")


# ---------------------------------------------------------------- material
def _wrap(s, w=64):
    return "\n".join(s[i : i + w] for i in range(0, len(s), w))


M(
    "-----BEGIN RSA PRIVATE KEY-----\n"
    + _wrap("MIIEowIBAAKCAQEA" + b64blob(1170))
    + "\n-----END RSA PRIVATE KEY-----"
)
M(
    "here is the deploy key, paste it into the CI settings:\n```\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
    + _wrap(
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + b64blob(290), 70
    )
    + "\n-----END OPENSSH PRIVATE KEY-----\n```"
)
M(
    "tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    "
    + "\n    ".join(_wrap("MHcCAQEEI" + b64blob(110)).split("\n"))
    + "\n    -----END EC PRIVATE KEY-----"
)
M(
    '{"type": "service_account", "project_id": "acme-prod", "private_key_id": "'
    + hx(40)
    + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n'
    + "\\n".join(_wrap("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64blob(1200)).split("\n"))
    + '\\n-----END PRIVATE KEY-----\\n", "client_email": "ci@acme-prod.iam.gserviceaccount.com"}'
)
M(
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
    + _wrap("lQdGBGV" + b64blob(700))
    + "\n="
    + r(4, B64)
    + "\n-----END PGP PRIVATE KEY BLOCK-----"
)
M("my metamask recovery phrase, keep it safe for me: " + seed(12))
M("Seed words (24):\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed(24).split())))
M("ledger backup — " + seed(24) + " — written on the steel plate too")
M("wallet restore failed with these words?? " + seed(12).replace(" ", ", "))
M(f"otpauth://totp/GitHub:jdoe?secret={r(32, B32)}&issuer=GitHub&digits=6&period=30")
M(f"Can't scan the QR, enter this setup key in Authy instead: {grp(r(32, B32).lower())}")
M("GitHub recovery codes (save these):\n" + "\n".join(f"{hx(5)}-{hx(5)}" for _ in range(8)))
M("Google backup codes: " + "  ".join(f"{dg(4)} {dg(4)}" for _ in range(5)))
M(f"card for the hotel booking: {grp(luhn('4', 16))} exp 09/28 cvv {dg(3)}")
M(
    f"Pay with this one: MC {luhn('5' + str(_R.randrange(1, 6)), 16)}, expiry 03/29, security code {dg(3)}"
)
M(f"amex {grp(luhn('37', 15), 5, '-')} — CID {dg(4)}, name on card R. Alvarez")
M(f"Authorization: Bearer {jwt({'sub': 'svc-orders', 'role': 'admin', 'exp': 1798000000})}")
M(
    f"here's my supabase service key, the app needs it: {jwt({'iss': 'supabase', 'ref': r(20, LO), 'role': 'service_role', 'iat': 1760000000, 'exp': 2075000000})}"
)
M(f"Cookie: sessionid={r(32, LO + DG)}; csrftoken={r(64)}")
M(f"Set-Cookie: __Secure-next-auth.session-token={r(180, URLSAFE)}; Path=/; HttpOnly; Secure")
M(f"copy my cookie to skip the login: connect.sid=s%3A{r(32, URLSAFE)}.{r(43, URLSAFE)}")
M(
    f"kubectl --token={jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'prod', 'sub': 'system:serviceaccount:prod:deployer'})} get pods"
)
M(f"2FA backup key for the exchange: {grp(r(16, B32), 4, '-')}")
M(
    "Bitcoin wallet private key (WIF): 5"
    + r(50, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
)
M(f"eth private key 0x{hx(64)} for the test faucet account")

# ================================================================ benign
B = []


def H(text):
    B.append((text, "hand_written"))


def I(text):
    B.append((text, "identifiers"))


# -- talking about passwords without giving one
H("my password expired again this morning, third time this quarter")
H("I reset my PIN twice last week and the bank still locked the card")
H("1Password is great, I finally moved the whole family onto it")
H("honestly just use a password manager, Bitwarden is free")
H("The password must be at least 12 characters and include a symbol.")
H("Why does every site have different password rules? One wants 8-16 chars, another bans spaces.")
H("I forgot my Netflix password so I clicked 'forgot password' and never got the email")
H("Can you remind me to change my passwords on the first of every month?")
H("The IT helpdesk said never to share your password over chat, which, fair.")
H("My passcode stopped working after the iOS update, had to restore from backup")
H("Password reset link expired before I could click it. Ugh.")
H("She keeps her passwords in a little notebook in the kitchen drawer, which terrifies me")
H("Is a passphrase really safer than a long random password? What does NIST say now?")
H("we turned on passkeys for the team so nobody types a password anymore")
H("I got a text saying someone tried to log into my account, so I enabled 2FA")
H("The PIN pad at the checkout was broken so I had to tap instead")
H("don't forget your PIN for the new debit card arrives separately by post")
H("I think my password got leaked in that breach, haveibeenpwned says so")
H("The admin password is stored in the vault, ask Priya for access")
H("Rotate the DB password after the contractor leaves — added to the offboarding checklist")
H("what's a good way to generate a strong password for my mum that she can remember?")
H("the wifi password is on the sticker under the router")
H("Password: see the sealed envelope in the safe")
H("our password policy requires rotation every 90 days which everyone hates")
H("He typed his password into the username field on the projector in front of everyone lol")
H("I don't remember the PIN for the old phone, it's been in a drawer since 2019")
H("Locked out after five wrong passcode attempts, now I wait an hour")
H("Sending you the credentials through the password manager share, not here.")
H("The password field doesn't accept pasting, so I had to type 40 chars by hand")
H("Tip: enable 'show password' on the TV keyboard, saves so much time")
# -- fiction, films, games, riddles
H("In the movie the password was swordfish, which is why hackers always joke about it")
H("'Speak, friend, and enter' — the password to Moria was literally 'mellon'")
H("In Harry Potter the Fat Lady's password changes every few weeks, like 'caput draconis'")
H("Riddle: what gets broken without being held? A promise. Next one's about a secret.")
H("Ali Baba said 'Open Sesame' and the cave opened — the original password story")
H("In the escape room the final code turned out to be the year on the painting")
H("The game gives you 50 tokens at the start and each spin costs 5")
H("In Zelda you collect keys in each dungeon to open the boss door")
H(
    "The plot twist was that the launch code was 00000000 the whole time (that's a real Cold War story too)"
)
H("Our D&D party found a secret door behind the bookshelf, the DM was thrilled")
H("In the novel, the spy's passphrase was 'the geese fly south in winter'. Very cliché.")
H("Wordle today was brutal, took me six guesses")
H("The crossword clue was 'secret language' — CODE, four letters")
H("In Among Us you can't see who's the impostor, that's the whole secret")
H("The arcade swapped its tokens for a card system, kind of sad")
# -- idioms / trivia
H("The key to a good risotto is patience and warm stock")
H("She's the key player on the team this season")
H("By the same token, we shouldn't ignore the smaller clients")
H("It's an open secret that the office is moving next year")
H("Keep the surprise party a secret from Anna, it's Saturday at 7!")
H("The secret ingredient in grandma's soup was a spoon of miso")
H("The bearer of bad news is never thanked")
H("Victoria's Secret opened a new store at the mall")
H("Low-key I'm exhausted after that trip")
H("Pin the tail on the donkey was chaos at the kids' party")
H("Can you drop a pin where you parked? The map keeps losing me")
H("Bowling last night: I knocked down all ten pins twice in a row!")
H("I lost my house keys again, had to call the landlord")
H("The car key fob battery died, so I used the hidden metal key inside")
H("The ticket inspector asked for my code and I showed the QR in the app")
H("Dress code for the wedding is black tie optional")
H("The zip code for the cabin is 80435, for the GPS")
H("Morse code is surprisingly fun to learn with the app")
H("Key lime pie recipe: condensed milk, lime juice, graham cracker crust")
H("The keynote was all about AI agents, as expected")
H("A token of appreciation for everyone who helped with the move")
H("Put a safety pin on the jacket zipper for now")
H("Off-by-one errors are the secret sauce of every bug I've ever written")
H("Piano keys need cleaning, the C sharp is sticking")
H("He gave her the key to the city at the ceremony")
# -- advice / hypotheticals / policy
H("If someone asks for your password over the phone, hang up — banks never do that")
H("Hypothetically, if my password was 'password123', how fast could it be cracked?")
H("A 4-digit PIN has 10,000 combinations; a 6-digit one has a million.")
H("Never commit .env files; add them to .gitignore and use a secrets manager.")
H("Store API keys in environment variables, not in the source code.")
H("Rotate tokens regularly and scope them to the minimum permissions.")
H("If you leaked a key on GitHub, revoke it first, then rewrite history.")
H("Use a different password for every site, and turn on MFA where you can.")
H("The bank will send a one-time code by SMS when you log in from a new device")
H("For the exam: explain how salted hashes protect stored passwords")
H("Recovery codes should be printed and kept somewhere offline")
H("Don't reuse your email password anywhere else; it's the master key to everything")
# -- placeholders, redactions, env lookups, code without values
H("Set OPENAI_API_KEY=<your-api-key> in your shell before running the script")
H("DB_PASSWORD=${DB_PASSWORD} is passed through from the CI environment")
H("The docs say to use `sk-...` but obviously with your real key")
H("password: xxxx (redacted, ask me in person)")
H('token = os.environ["TOKEN"]')
H('api_key = os.getenv("STRIPE_API_KEY")\nif not api_key:\n    raise RuntimeError("missing key")')
H("def login(username: str, password: str) -> Session:\n    ...")
H("env:\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}")
H('password = getpass.getpass("Password: ")')
H("const token = process.env.SLACK_BOT_TOKEN ?? '';")
H("Authorization: Bearer <token>")
H('curl -H "Authorization: Bearer $API_TOKEN" https://api.example.com/v1/me')
H("DATABASE_URL=postgres://user:password@localhost:5432/dbname (replace user and password)")
H("AWS_SECRET_ACCESS_KEY=**************** (masked by the CI log)")
H("the example in the AWS docs uses AKIAIOSFODNN7EXAMPLE as the access key id")
H("ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX is what the tutorial shows, don't copy it")
H("password_hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt())")
H("if user.check_password(form.password.data):\n    login_user(user)")
H('{"password": "[REDACTED]", "user": "alice"}')
H('<input type="password" name="pwd" placeholder="Enter your password" required>')
H("secretKeyRef:\n  name: db-secret\n  key: password")
H("vault kv get -field=password secret/prod/db")
H("kubectl create secret generic db --from-env-file=.env  # values not shown here")
H("PASSWORD_MIN_LENGTH = 12\nPASSWORD_REQUIRE_SYMBOL = True")
H('Error: password authentication failed for user "postgres"')
H("WARN: token expired, refreshing via /oauth/refresh")
H("The function returns a token object; call .revoke() when done")
H("`api_key: Optional[str] = None` — pass it via the constructor or the env var")
H("grep -r 'password' . | wc -l  # how many places still reference it")
H("password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256 (encrypted, not shown)")
H("The secret is mounted at /var/run/secrets/app/db-password, read it at startup")
H("Replace YOUR_TOKEN_HERE with the token from the dashboard")
H("I set the password to the same as the username by mistake, changed it right after")
# -- everyday chat
H("Can you pick up milk and eggs on the way home?")
H("The flight lands at 6:40pm, terminal 2")
H("I booked the dentist for Tuesday at 10:15")
H("Let's do sushi on Friday, I'll invite Marco and Jen")
H("My sister's birthday is June 14, remind me a week before")
H("The plumber said the leak is from the upstairs shower")
H("Kids have a half day on Wednesday, pick-up at 12:30")
H("I prefer window seats on long flights")
H("We adopted a cat named Pickles last spring")
H("The report is due Monday, I've done about half")
H("Running 10k on Sunday, wish me luck")
H("Switching to decaf after 2pm has really helped my sleep")
H("I'm allergic to peanuts, please remember that for restaurant picks")
H("Our anniversary dinner is at Luca's on the 22nd")
H("My manager is Olga, she's based in the Berlin office")
# -- other languages, innocent use of key/code/password/pin/token words
H("Perdí las llaves de casa otra vez, tuve que llamar al cerrajero")  # es
H("El código postal de mi abuela es 28014")  # es
H("J'ai oublié mon mot de passe, je vais cliquer sur « mot de passe oublié »")  # fr
H("La clé du succès, c'est la régularité.")  # fr
H("Ich habe meinen Schlüssel im Büro vergessen, kannst du mich reinlassen?")  # de
H("Mein Passwort ist abgelaufen, ich muss es morgen neu setzen.")  # de
H("Ho perso le chiavi della macchina al mare")  # it
H("Il codice fiscale mi serve per la visita medica, lo porto domani")  # it
H("Esqueci a senha do banco e tive que ir à agência")  # pt
H("Meu filho ganhou fichas no fliperama e trocou por um ursinho")  # pt
H("Ik ben mijn sleutels kwijt, ligt de reservesleutel nog bij de buren?")  # nl
H("Jag glömde lösenordet igen, måste återställa det")  # sv
H("Nøkkelen ligger under matta, som vanlig")  # no
H("Jeg har glemt min pinkode, så jeg bestilte en ny")  # da
H("Unohdin salasanani, pitää tilata uusi")  # fi
H("Zapomniałem hasła do banku, muszę zadzwonić na infolinię")  # pl
H("Klíče jsou v šuplíku u dveří")  # cs
H("Elfelejtettem a jelszavamat, újat kell kérnem")  # hu
H("Am uitat parola, trebuie s-o resetez")  # ro
H("Anahtarlarımı arabada unuttum, çilingir çağırdım")  # tr
H("Ξέχασα τον κωδικό μου, θα τον αλλάξω αύριο")  # el
H("Я забыл пароль от почты, придётся восстанавливать")  # ru
H("Ключи от дачи у соседки, зайди к ней")  # ru
H("Я змінив пароль минулого тижня, все працює")  # uk
H("نسيت كلمة السر، سأعيد تعيينها غداً")  # ar
H("المفتاح عند البواب، خذه عند وصولك")  # ar
H("שכחתי את הסיסמה שוב, צריך לאפס")  # he
H("رمز عبورم را فراموش کردم، باید عوضش کنم")  # fa
H("मैं अपना पासवर्ड भूल गया, रीसेट करना पड़ेगा")  # hi
H("yaar chaabi ghar pe bhool gaya, tu aa ja jaldi")  # hi (romanised)
H("ฉันลืมรหัสผ่านอีกแล้ว ต้องรีเซ็ตใหม่")  # th
H("Mình quên mật khẩu rồi, phải đặt lại")  # vi
H("Saya lupa kata sandi, harus reset lagi")  # id
H("Nakalimutan ko ang password ko, magre-reset na lang ako")  # tl
H("Nimesahau nenosiri langu, nitaweka jipya")  # sw
H("パスワードを忘れたので、再設定しました")  # ja
H("鍵を家に忘れちゃった、開けてくれる？")  # ja
H("비밀번호를 잊어버려서 재설정했어요")  # ko
H("볼링 핀 열 개를 한 번에 쓰러뜨렸어!")  # ko
H("我忘记密码了，只好重置")  # zh
H("钥匙在门口的鞋柜上")  # zh
H("He oblidat la contrasenya, l'hauré de canviar")  # ca
H("Gleymdi lykilorðinu, þarf að endurstilla það")  # is
H("Ek het my sleutels by die werk vergeet")  # af
H("Ο κωδικός του Wi-Fi είναι γραμμένος στο ρούτερ")  # el
H("Le code promo BIENVENUE10 donne 10 % sur la première commande")  # fr, promo
H("Der Gutscheincode SOMMER25 gilt bis Ende August")  # de, promo
H("Use promo code SPRING20 at checkout for 20% off")
H("My voucher code FREESHIP didn't apply, support is checking")

# -- benign with varied surfaces (logs, json, tables, e-mail, html, yaml)
H("2026-11-30 12:01:44 INFO auth: user alice logged in (method=password, mfa=totp)")
H("2026-11-30 12:02:10 WARN auth: 3 failed password attempts for user bob, account locked for 15m")
H('{"event": "password_changed", "user_id": 48213, "ts": "2026-11-29T18:22:01Z"}')
H(
    "| Field | Required | Notes |\n|---|---|---|\n| username | yes | email |\n| password | yes | min 12 chars |\n| otp | no | 6 digits |"
)
H(
    "Subject: Your password was changed\n\nHi Dana,\nThe password for your account was changed on 28 Nov. If this wasn't you, contact support.\n— The Team"
)
H('<label for="pin">Enter your 4-digit PIN</label>\n<input id="pin" type="password" maxlength="4">')
H(
    "description: >\n  This chart deploys the api. Credentials are read from\n  the existing secret named api-creds; none are stored here."
)
H(
    'Traceback (most recent call last):\n  File "app.py", line 12, in <module>\n    token = os.environ["API_TOKEN"]\nKeyError: \'API_TOKEN\''
)
H("$ history | tail -3\n  501  git status\n  502  git pull --rebase\n  503  make test")
H("> did you get the keys from the agent?\nyes, two sets, and the mailbox key")
H(
    "Step 3: when prompted for the passphrase, press Enter to leave it empty (not recommended for prod)."
)
H('ssh-keygen -t ed25519 -C "me@laptop"  # generates the key pair in ~/.ssh')
H("The token bucket rate limiter allows 100 requests per minute per client")
H("Tokenizer splits 'unbelievable' into three tokens: un, believ, able")
H("GPT-4 context window is 128k tokens, Claude's is bigger")
H("The login page has a 'remember me' checkbox that nobody trusts")
H("Hardware keys (YubiKey) are the best second factor, period.")
H("Master key of the hotel opens all rooms, the manager keeps it")
H("Can you send me the code review link? The PR is #4821")
H("My Duolingo streak code is still not working, whatever that means")
H("The access code for the conference Wi-Fi is printed on your badge")
H("Meeting ID 845 2291 7730 — the passcode is in the calendar invite")

H("my password is wrong apparently, even though I just typed it")
H("The password is correct but the site still says 'invalid credentials'")
H("my PIN is locked, the bank says come in with ID")
H("the code is 404, the page just doesn't exist anymore")
H("The key is under the mat, the usual spot.")
H("The password is the same as the old one, I didn't change anything")
H("Her secret is that she actually hates pineapple on pizza")
H("The token is valid for one hour, then the app refreshes it automatically")
H("My passcode is six digits now instead of four, iOS made me switch")
H("Your verification code will expire in 10 minutes.")

# -- identifiers (public, non-secret values)
I(f"Fixed in commit {hx(40)}, cherry-picked onto release/2.3 as {hx(7)}")
I(f"request id {uuid4()} returned 502, retrying")
I(f"sha256 of the installer: {hashlib.sha256(r(20).encode()).hexdigest()}")
I(f"md5 checksum {hashlib.md5(r(20).encode()).hexdigest()}  ubuntu-24.04.1-desktop-amd64.iso")
I(f"the Docker image digest is sha256:{hashlib.sha256(r(21).encode()).hexdigest()}")
I(
    f"git log --oneline\n{hx(7)} fix login redirect\n{hx(7)} bump deps\n{hx(7)} add password strength meter"
)
I(
    '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" alt="dot">'
)
I("See https://docs.python.org/3/library/secrets.html#secrets.token_urlsafe for generating tokens")
I("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s")
I("Upgraded from v3.11.4 to v3.12.7, and node 20.18.1")
I(f"Order #{dg(9)} shipped, tracking 1Z{r(6, ALU)}03{dg(8)}")
I(f"USPS tracking {dg(22)}")
I(f"Your Amazon order {dg(3)}-{dg(7)}-{dg(7)} will arrive Thursday")
I(f"Invoice INV-2026-{dg(5)} is due on 15 December")
I(f"Ticket JIRA-{dg(4)}: password reset email not sent")
I("Call me at +1 (415) 555-0134 or the office +44 20 7946 0958")
I("The meeting is on 2026-12-09 at 14:30 CET")
I("221B Baker Street, London NW1 6XE")
I("ISBN 978-0-306-40615-7 is the edition with the new foreword")
I(
    f"IBAN for the rent: DE{dg(2)} {dg(4)} {dg(4)} {dg(4)} {dg(4)} {dg(2)} (landlord's account, reference 'Flat 3B')"
)
I(f"send the ETH to my address 0x{hx(40)} when you can")
I(f"BTC address: bc1q{r(38, '023456789acdefghjklmnpqrstuvwxyz')}")
I(f"contract deployed at 0x{hx(40)} on Base")
I(f"flight confirmation code {r(6, UP)}, seat 14C")
I(f"booking reference {r(6, ALU)} for the Lisbon hotel")
I(f"Your Uber verification code was sent to the number ending in {dg(2)}")
I(f"Bank transfer reference: TRF{dg(12)}")
I(f"Serial number {r(12, ALU)} is printed on the back of the router")
I(f"VIN {r(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')} for the insurance form")
I(f"MAC address {':'.join(hx(2) for _ in range(6))} is the printer")
I("IP 192.168.1.254 is the gateway; 10.0.0.0/8 is internal")
I(f'ETag: "{hx(32)}"')
I(f"x-request-id: {uuid4()}\nx-trace-id: {hx(32)}")
I(f"Container {hx(12)} exited with code 137 (OOM)")
I(f"pip freeze | grep requests\nrequests==2.32.3")
I(f"npm ERR! code ERESOLVE\nnpm ERR! while resolving: app@1.4.{_R.randrange(0, 30)}")
I(f"Stripe charge ch_{r(24)} was refunded")
I(f"PaymentIntent pi_{r(24)} succeeded, customer cus_{r(14)}")
I(f"Slack channel id C{r(10, ALU)} is #deploys")
I(f"The AWS account id is {dg(12)} and the region is us-east-2")
I(f"arn:aws:iam::{dg(12)}:role/ci-deployer")
I(f"Google Analytics id G-{r(10, ALU)}")
I(f"publishable key pk_test_{r(24)} is fine to ship in the frontend")
I(f"YouTube video id {r(11, URLSAFE)} is the tutorial")
I(f"the gist is https://gist.github.com/jdoe/{hx(32)}")
I(f"Dropbox shared link https://www.dropbox.com/s/{r(15, ALL)}/slides.pdf?dl=0")
I(f"Zoom meeting https://us02web.zoom.us/j/{dg(11)}")
I(
    f"Package version 0.{_R.randrange(1, 40)}.{_R.randrange(0, 20)}-rc.{_R.randrange(1, 5)}+build.{dg(4)}"
)
I(f"Coordinates 48.8584, 2.2945 — drop a pin there")
I(f"The Wi-Fi SSID is NETGEAR{dg(2)}-5G")
I(f"Patient number {dg(8)} at the clinic, appointment Tuesday")
I(f"ORCID 0000-000{_R.randrange(1, 10)}-{dg(4)}-{dg(4)}")
I(f"DOI 10.{dg(4)}/{r(8, LO + DG)}")
I(f"The license plate was {r(3, UP)}-{dg(4)}")
I(f"Postgres OID {dg(5)}, table size 4.2 GB")
I(f"Hex color #{hx(6)} for the buttons, #{hx(6)} for hover")
I(f"base64 of 'hello world' is aGVsbG8gd29ybGQ=, decode it and see")
I(f"The public SSH key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{r(43, B64)} me@laptop")
I(f"Key fingerprint SHA256:{r(43, B64)}")
I(f"gpg --recv-keys {HX(40)}")
I(
    f"commit {hx(40)}\nAuthor: Dana <dana@example.com>\nDate:   Mon Nov 30 10:12:03 2026\n\n    rotate password hashing to argon2id"
)

HELD_OUT_8_SECRETS: list = S
HELD_OUT_8_BENIGN: list = B

if __name__ == "__main__":
    import collections

    for name, data in (
        ("HELD_OUT_8_SECRETS", HELD_OUT_8_SECRETS),
        ("HELD_OUT_8_BENIGN", HELD_OUT_8_BENIGN),
    ):
        c = collections.Counter(f for _, f in data)
        print(f"{name}: {len(data)}")
        for fam, n in sorted(c.items()):
            print(f"  {fam:12s} {n}")
