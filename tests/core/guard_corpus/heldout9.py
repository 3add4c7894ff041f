"""Held-out set v9: written blind (the writer never saw the guard's code or corpora) on 2026-12-01

Blind held-out corpus (file heldout9) for the ltm secret-detection guard.

Every secret value below is produced by a seeded ``random.Random`` so the file is
deterministic; a global registry guarantees that no generated value is reused.
The texts imitate what real users of a chat agent with memory paste or type:
failing commands with their token, tool dumps (.env, kubectl, docker inspect, CI
logs), support chats, family PINs, door codes, password-manager exports, and the
hard benign cases (security talk, redacted post-mortems, public identifiers,
everyday chat in many languages).

Standard library only.  Run ``python3 heldout9.py`` to print the counts.
"""

import base64
import hashlib
import json
import random
import string

R = random.Random(0x9E1D2026)
_SEEN = set()

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UPD = string.ascii_uppercase + string.digits
LOD = string.ascii_lowercase + string.digits
URL = ALNUM + "-_"
B64 = ALNUM + "+/"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
DIG = string.digits
LET = string.ascii_letters


def _uniq(v):
    if v in _SEEN:
        return None
    _SEEN.add(v)
    return v


def rs(n, cs=ALNUM):
    """Random string of length n from charset cs, never repeated."""
    while True:
        v = _uniq("".join(R.choice(cs) for _ in range(n)))
        if v:
            return v


def hx(n):
    return rs(n, HEX)


def d(n):
    """n random digits, first digit non-zero."""
    while True:
        v = _uniq(R.choice("123456789") + "".join(R.choice(DIG) for _ in range(n - 1)))
        if v:
            return v


def pin(n=4):
    while True:
        v = _uniq("".join(R.choice(DIG) for _ in range(n)))
        if v and len(set(v)) > 1:
            return v


def uuid4():
    h = rs(32, HEX)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64url(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


_WORDS = (
    "bluebird pancake marigold thunder falcon willow harbor sapphire pumpkin biscuit "
    "lighthouse cinnamon tangerine meadow juniper avalanche snowflake mustang coconut "
    "rosemary dragonfly waffle nugget lavender sparrow blizzard butterscotch penguin "
    "maverick cobalt saffron tortoise raspberry moonbeam pickles gingerbread hazelnut "
    "starlight wombat fennel lemonade hurricane peppermint kangaroo orchid treehouse "
    "skylark bamboo cupcake quokka mango velvet basil canyon cricket otter paprika "
    "riverbend sundance tumbleweed walnut zeppelin acorn bonfire clover dumpling "
    "emerald firefly goblin honeybee iceberg jasmine kettle lantern muffin nightowl "
    "oatmeal popcorn quartz rainbow seashell teacup umbrella violet wildfire yodel "
    "zucchini apricot barnacle caramel dandelion eclipse foxglove granite hedgehog"
).split()
_WORD_I = [0]
R.shuffle(_WORDS)


def word():
    """An ordinary dictionary word, each used once."""
    while True:
        w = _WORDS[_WORD_I[0] % len(_WORDS)]
        _WORD_I[0] += 1
        if _WORD_I[0] > len(_WORDS):
            w = w + str(R.randint(2, 99))
        v = _uniq(w)
        if v:
            return v


def human_pw():
    """A password the way people actually make them."""
    while True:
        w = R.choice(_WORDS)
        style = R.randrange(6)
        if style == 0:
            v = w.capitalize() + str(R.randint(1960, 2026)) + R.choice("!@#$?*")
        elif style == 1:
            v = w.replace("a", "@").replace("o", "0").replace("e", "3") + str(R.randint(1, 99))
        elif style == 2:
            v = w.capitalize() + R.choice(".-_") + R.choice(_WORDS) + str(R.randint(1, 9))
        elif style == 3:
            v = (
                R.choice(["Summer", "Winter", "Spring", "Autumn"])
                + str(R.randint(2019, 2026))
                + R.choice("!#")
            )
        elif style == 4:
            v = rs(R.randint(12, 20), ALNUM + "!#%&*+-=?@^_")
        else:
            v = w + str(R.randint(100, 9999))
        v = _uniq(v)
        if v:
            return v


def luhn_card(prefix, length):
    while True:
        body = prefix + "".join(R.choice(DIG) for _ in range(length - len(prefix) - 1))
        total = 0
        for i, ch in enumerate(reversed(body)):
            n = int(ch)
            if i % 2 == 0:
                n *= 2
                if n > 9:
                    n -= 9
            total += n
        v = _uniq(body + str((10 - total % 10) % 10))
        if v:
            return v


def iban(cc, bban):
    num = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    check = 98 - int(num) % 97
    return "%s%02d%s" % (cc, check, bban)


def pem(kind, nbytes):
    body = base64.b64encode(rbytes(nbytes)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


def jwt(payload, alg="HS256"):
    h = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64url(rbytes(32 if alg == "HS256" else 256)))


_BIP39 = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across act action actor actress actual "
    "adapt add addict address adjust admit adult advance advice aerobic affair afford afraid "
    "again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
    "alley allow almost alone alpha already also alter always amateur amazing among amount "
    "amused analyst anchor ancient anger angle angry animal ankle announce annual another "
    "answer antenna antique anxiety any apart apology appear apple approve april arch arctic "
    "area arena argue arm armed armor army around arrange arrest arrive arrow art artefact "
    "artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend "
    "attitude attract auction audit august aunt author auto autumn average avocado avoid "
    "awake aware away awesome awful awkward axis bacon badge bag balance balcony ball bamboo "
    "banana banner bar barely bargain barrel base basic basket battle beach bean beauty "
    "because become beef before begin behave behind believe below belt bench benefit best "
    "betray better between beyond bicycle bid bike bind biology bird birth bitter black "
    "blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board "
    "boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box "
    "boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk "
    "broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb "
    "bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz"
).split()


def seed_phrase(n):
    while True:
        v = _uniq(" ".join(R.choice(_BIP39) for _ in range(n)))
        if v:
            return v


HELD_OUT_9_SECRETS = []
HELD_OUT_9_BENIGN = []


def P(t):
    HELD_OUT_9_SECRETS.append((t, "provider"))


def K(t):
    HELD_OUT_9_SECRETS.append((t, "keyvalue"))


def L(t):
    HELD_OUT_9_SECRETS.append((t, "language"))


def V(t):
    HELD_OUT_9_SECRETS.append((t, "plain_value"))


def M(t):
    HELD_OUT_9_SECRETS.append((t, "material"))


def B(t):
    HELD_OUT_9_BENIGN.append((t, "hand_written"))


def I(t):
    HELD_OUT_9_BENIGN.append((t, "identifiers"))


# ---------------------------------------------------------------------------
# provider: real vendor token shapes, as they leak in practice
# ---------------------------------------------------------------------------
P(
    f"aws s3 ls keeps saying SignatureDoesNotMatch. this is my ~/.aws/credentials, can you spot it?\n[default]\naws_access_key_id = AKIA{rs(16, B32)}\naws_secret_access_key = {rs(40, B64)}\nregion = eu-west-1"
)
P(
    f"$ git remote -v\norigin\thttps://x-access-token:ghs_{rs(36)}@github.com/northwind-labs/billing-api.git (fetch)\norigin\thttps://x-access-token:ghs_{rs(36)}@github.com/northwind-labs/billing-api.git (push)"
)
P(f"remember my github token for later pls: ghp_{rs(36)}")
P(f"export GH_TOKEN=github_pat_11{rs(20, UPD)}_{rs(59)} && gh pr list --repo tomasz/dotfiles")
P(
    f"[2026-11-30T09:14:02Z] DEBUG oauth: exchanged code, got access_token=gho_{rs(36)} scope=repo,read:org"
)
P(
    f'curl --header "PRIVATE-TOKEN: glpat-{rs(20, URL)}" "https://gitlab.example.org/api/v4/projects/418/pipelines" gives me 403, why?'
)
P(f"gitlab-runner register --url https://gitlab.com --token glrt-{rs(20, URL)} --executor docker")
P(
    f"slack bot stopped posting. token in our config is xoxb-{d(12)}-{d(13)}-{rs(24)} , did slack revoke it?"
)
P(f"SLACK_USER_TOKEN xoxp-{d(11)}-{d(11)}-{d(13)}-{hx(32)}")
P(
    f"here's the webhook for #deploys so you can post summaries: https://hooks.slack.com/services/T{rs(10, UPD)}/B{rs(10, UPD)}/{rs(24)}"
)
P(f"discord alert hook -> https://discord.com/api/webhooks/{d(19)}/{rs(68, URL)}")
P(f"my discord bot won't log in lol. client.run('MT{rs(24)}.{rs(6, URL)}.{rs(38, URL)}')")
P(f"Telegram BotFather gave me this: {d(10)}:AA{rs(33, URL)} - save it for the weather bot project")
P(f"stripe.error.AuthenticationError: Invalid API Key provided: sk_live_51{rs(97)}")
P(f"Use this restricted key for the reporting job, it only has read on charges: rk_live_51{rs(97)}")
P(f"STRIPE_WEBHOOK_SECRET=whsec_{rs(32)}")
P(
    f"openai.AuthenticationError: Error code: 401 - incorrect api key? I'm using sk-proj-{rs(74, URL)}T3BlbkFJ{rs(74, URL)}"
)
P(f'old script still has openai.api_key = "sk-{rs(20)}T3BlbkFJ{rs(20)}" hardcoded, whoops')
P(f'client = anthropic.Anthropic(api_key="sk-ant-api03-{rs(93, URL)}AA")')
P(
    f"Maps embed is broken: https://maps.googleapis.com/maps/api/js?key=AIza{rs(35, URL)}&callback=initMap"
)
P(
    f'{{"web":{{"client_id":"{d(12)}-{rs(32, LOD)}.apps.googleusercontent.com","project_id":"hopper-cal","client_secret":"GOCSPX-{rs(28, URL)}","redirect_uris":["http://localhost:8080"]}}}}'
)
P(f"Authorization: Bearer ya29.a0A{rs(160, URL)}")
P(f"twilio creds for the SMS reminder thing: account SID AC{hx(32)}, auth token {hx(32)}")
P(f"TWILIO_API_KEY=SK{hx(32)}\nTWILIO_API_SECRET={rs(32)}")
P(f"sendgrid keeps bouncing, key is SG.{rs(22, URL)}.{rs(43, URL)} can you check the scopes")
P(
    f"curl -s --user 'api:key-{hx(32)}' https://api.mailgun.net/v3/mg.lindqvist.se/messages -F from=hi@lindqvist.se"
)
P(f"mailchimp audience sync uses {hx(32)}-us{R.randint(1, 21)} as the key")
P(f"brevo (ex-sendinblue) smtp api key: xkeysib-{hx(64)}-{rs(16)}")
P(f'curl "https://api.postmarkapp.com/email" -H "X-Postmark-Server-Token: {uuid4()}" -d @mail.json')
P(f"//registry.npmjs.org/:_authToken=npm_{rs(36)}")
P(f"twine upload dist/* -u __token__ -p pypi-AgEIcHlwaS5vcmc{rs(120, URL)}")
P(f"---\n:rubygems_api_key: rubygems_{hx(48)}")
P(
    f"dotnet nuget push pkg/Acme.Core.2.1.0.nupkg --api-key oy2{rs(43, LOD)} --source https://api.nuget.org/v3/index.json"
)
P(f"echo dckr_pat_{rs(27, URL)} | docker login -u mbeaumont --password-stdin")
P(f"heroku auth:token prints HRKU-AA{rs(58, URL)} , is that what I put in CI?")
P(f"doctl auth init --access-token dop_v1_{hx(64)}")
P(f"shopify app env: SHOPIFY_ACCESS_TOKEN shpat_{hx(32)} (store: clay-and-kiln.myshopify.com)")
P(f'from huggingface_hub import login\nlogin("hf_{rs(34, LET)}")')
P(f"REPLICATE_API_TOKEN=r8_{rs(37)} python run_sdxl.py")
P(f"groq is so fast. my key gsk_{rs(52)} in case I lose it again")
P(f"perplexity api key: pplx-{rs(48)}")
P(
    f'curl https://api.x.ai/v1/chat/completions -H "Authorization: Bearer xai-{rs(80)}" -d \'{{"model":"grok-4"}}\''
)
P(f"openrouter key for the discord bot -> sk-or-v1-{hx(64)}")
P(
    f"databricks configure output:\n[DEFAULT]\nhost = https://adb-{d(16)}.7.azuredatabricks.net\ntoken = dapi{hx(32)}"
)
P(f"doppler run --token dp.pt.{rs(43)} -- npm start")
P(f"VAULT_TOKEN=hvs.CAESI{rs(86, URL)} vault kv get secret/payments")
P(f'credentials "app.terraform.io" {{\n  token = "{rs(14)}.atlasv1.{rs(67)}"\n}}')
P(f"pulumi login failed with token pul-{hx(40)}")
P(f"postman collection run needs x-api-key: PMAK-{hx(24)}-{hx(34)}")
P(f"linear webhook script: headers={{'Authorization': 'lin_api_{rs(40)}'}}")
P(f"NOTION_TOKEN=ntn_{d(11)}{rs(35)}")
P(f"airtable PAT for the inventory base: pat{rs(14)}.{hx(64)}")
P(f"jira cli setup - email me@ruiz.dev, api token ATATT3xFfGF0{rs(170, URL)}={hx(8).upper()}")
P(f"sentry-cli login --auth-token sntryu_{hx(64)}")
P(f"newrelic.ini is not in git, right? it has license_key and also my user key NRAK-{rs(27, UPD)}")
P(f"Grafana service account token glsa_{rs(32)}_{hx(8)} for the dashboards provisioning")
P(f"dynatrace: Api-Token dt0c01.{rs(24, UPD)}.{rs(64, UPD)}")
P(f"PLANETSCALE_SERVICE_TOKEN=pscale_tkn_{rs(43, URL)}")
P(f"supabase link --project-ref qwhtyzkcmfpo  (SUPABASE_ACCESS_TOKEN=sbp_{hx(40)})")
P(
    f"DefaultEndpointsProtocol=https;AccountName=stfotosprod;AccountKey={rs(86, B64)}==;EndpointSuffix=core.windows.net"
)
P(f"app registration secret (expires 2027-06): {rs(3, ALNUM)}{R.choice(DIG)}Q~{rs(34, URL + '.~')}")
P(f"square sandbox is fine but prod token EAAA{rs(60, URL)} returns UNAUTHORIZED")
P(f"braintree gateway = access_token$production${rs(16, LOD)}${hx(32)}")
P(f"flutterwave secret: FLWSECK-{hx(32)}-X")
P(f"razorpay keys -> key_id rzp_live_{rs(14)} key_secret {rs(24)}")
P(f"mapboxgl.accessToken = 'sk.eyJ1IjoiZmpvcmRtYXBzIiwiYSI6Im{rs(30)}.{rs(22, URL)}';")
P(f"circleci personal token CCIPAT_{rs(22)}_{hx(40)}")
P(f"BUILDKITE_API_TOKEN: bkua_{hx(40)}")
P(f"jfrog rt config --access-token cmVmdGtuOjAxOjE3{rs(48)}")
P(f"SHIPPO_API_TOKEN=shippo_live_{hx(40)}")
P(f"easypost prod key EZAK{rs(54)}")
P(f"dropbox short-lived token from the app console: sl.{rs(138, URL)}")
P(f"asana PAT 2/{d(16)}/{d(16)}:{hx(32)}")
P(f"typeform webhook uses tfp_{rs(44)}_{rs(14)}")
P(f"contentful management token CFPAT-{rs(43, URL)}")
P(f"tailscale up --authkey tskey-auth-k{rs(10)}CNTRL-{rs(33)}")
P(f"figma plugin dev token figd_{rs(40, URL)}")
P(
    f"teams connector URL https://contoso.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hx(32)}/{uuid4()}"
)
P(f"FCM legacy server key AAAA{rs(7, URL)}:APA91b{rs(134, URL)}")
P(f"src login https://sourcegraph.example.com --access-token sgp_{hx(40)}")
P(f"mvn sonar:sonar -Dsonar.token=squ_{hx(40)}")
P(f"aliyun configure: AccessKeyId LTAI{rs(20)} AccessKeySecret {rs(30)}")
P(f"tencent cloud SecretId AKID{rs(32)} SecretKey {rs(32)}")
P(f"yandex cloud OAuth: y0_AgAAAA{rs(50, URL)}")
P(f'pinecone = Pinecone(api_key="pcsk_{rs(5)}_{rs(60)}")')
P(f"LANGSMITH_API_KEY=lsv2_pt_{hx(32)}_{hx(10)}")
P(f"neonctl --api-key napi_{rs(64, LOD)} projects list")
P(f'resend.api_key = "re_{rs(8)}_{rs(24)}"')
P(f"twitter v2 bearer AAAAAAAAAAAAAAAAAAAAA{rs(25)}%3D{rs(50)}")
P(f"graph api explorer token EAAB{rs(180)}")
P(f"bitbucket app password ATBB{rs(32)}{hx(8).upper()} for the deploy user")
P(f"azure devops PAT {rs(52, 'abcdefghijklmnopqrstuvwxyz234567')} (scope: Code read)")
P(f"prefect cloud login -k pnu_{rs(36)}")
P(f"[clojars] deploy token CLOJARS_{hx(60)}")
P(f'FLY_API_TOKEN="FlyV1 fm2_{rs(240, B64)}"')
P(f"OP_SERVICE_ACCOUNT_TOKEN=ops_eyJ{rs(260, URL)}")
P(f"infracost configure set api_key ico-{rs(32)}")
P(f'okta curl: -H "Authorization: SSWS 00{rs(40, URL)}"')
P(f"datadog-agent.yaml\napi_key: {hx(32)}\napp_key: {hx(40)}\nsite: datadoghq.eu")
P(f"cloudflare API token (Zone:DNS:Edit) {rs(40, URL)} - wrangler needs it as CLOUDFLARE_API_TOKEN")
P(f"honeycomb ingest key hcaik_01{rs(56, LOD)}")
P(f"elevenlabs xi-api-key: sk_{hx(48)}")

# ---------------------------------------------------------------------------
# keyvalue: config / CLI grammars carrying a credential value
# ---------------------------------------------------------------------------
K(
    f"tool output (cat .env):\nNODE_ENV=production\nPORT=3000\nDB_HOST=10.0.4.12\nDB_USER=app\nDB_PASSWORD_PROD={human_pw()}\nREDIS_URL=redis://cache:6379/0"
)
K(f"PASSWORD1={human_pw()}\nPASSWORD2={human_pw()}")
K(
    f"$ kubectl get secret pg-creds -o yaml\napiVersion: v1\ndata:\n  password: {base64.b64encode(human_pw().encode()).decode()}\n  username: cG9zdGdyZXM=\nkind: Secret\nmetadata:\n  name: pg-creds\n  namespace: prod\ntype: Opaque"
)
K(
    f'docker inspect shows it right there in Env: ["POSTGRES_USER=wiki", "POSTGRES_PASSWORD={human_pw()}", "PGDATA=/var/lib/postgresql/data"]'
)
K(
    f"services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {human_pw()}\n      MARIADB_DATABASE: nextcloud"
)
K(
    f'psycopg2.OperationalError: connection to server at "db.internal" (10.2.0.7), port 5432 failed: FATAL: password authentication failed for user "etl"\n  DSN: postgresql://etl:{human_pw()}@db.internal:5432/warehouse'
)
K(f"mongodb+srv://admin:{rs(16)}@cluster0.x7kqp.mongodb.net/?retryWrites=true&w=majority")
K(f"REDIS_URL=rediss://default:{rs(32)}@eu1-proud-lynx-38211.upstash.io:6379")
K(f"mysql -h 127.0.0.1 -u root -p'{human_pw()}' shop < dump.sql   <- this hangs forever")
K(
    f"CREATE USER 'grafana'@'%' IDENTIFIED BY '{human_pw()}';\nGRANT SELECT ON metrics.* TO 'grafana'@'%';"
)
K(f"ALTER ROLE reporting WITH LOGIN PASSWORD '{human_pw()}';")
K(f"machine api.heroku.com\n  login lea@fournier.fr\n  password {rs(36, LOD + '-')}")
K(f"~/.pgpass line: db.prod.internal:5432:orders:orders_rw:{human_pw()}")
K(f'[Service]\nEnvironment="SMTP_PASS={human_pw()}"\nExecStart=/usr/local/bin/mailer')
K(f"$env:ADMIN_PASSWORD = '{human_pw()}'; .\\deploy.ps1 -Env staging")
K(f"$secure = ConvertTo-SecureString '{human_pw()}' -AsPlainText -Force")
K(f"export AZURE_CLIENT_SECRET='{rs(40, URL + '~.')}'")
K(f'[database]\nhost = "db"\nuser = "forgejo"\npasswd = "{human_pw()}"')
K(f"; php.ini-ish legacy config\n[mail]\nsmtp_user = noreply@bakery.nl\nsmtp_pass = {human_pw()}")
K(
    f'{{"spring.datasource.url": "jdbc:postgresql://db:5432/crm", "spring.datasource.username": "crm", "spring.datasource.password": "{human_pw()}"}}'
)
K(
    f'<connectionStrings>\n  <add name="Main" connectionString="Server=sql01;Database=Payroll;User Id=payroll_app;Password={human_pw()};" />\n</connectionStrings>'
)
K(
    f"Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crmadmin;Password={human_pw()};Encrypt=True;"
)
K(f'<property name="hibernate.connection.password">{human_pw()}</property>')
K(f"jdbc:mysql://10.1.1.5:3306/erp?user=erp&password={human_pw()}&useSSL=false")
K(f"wget ftp://backup:{human_pw()}@nas.local/backups/2026-11-29.tar.gz")
K(f"git clone https://deploy:{rs(20, URL)}@git.intranet.example.com/ops/ansible.git")
K(f"amqp://guest_app:{rs(24)}@rabbit.internal:5672/%2F")
K(f"docker login registry.example.io -u ci-bot -p {rs(32)}")
K(f"htpasswd -b /etc/nginx/.htpasswd admin {human_pw()}")
K(f"sshpass -p '{human_pw()}' ssh pi@192.168.1.44")
K(f"smbclient //fileserver/finance -U 'CORP\\jkowalski%{human_pw()}'")
K(f"mysqldump --user=backup --password={human_pw()} --all-databases > all.sql")
K(f"curl -u admin:{human_pw()} http://localhost:9200/_cat/indices")
K(f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{human_pw()}")
K(f"vaultPassword: {rs(24)}\nkeystorePass: {human_pw()}")
K(f"apiVersion: v1\nkind: Config\nusers:\n- name: admin\n  user:\n    token: {rs(64, LOD)}")
K(
    f'{{"auths":{{"ghcr.io":{{"auth":"{base64.b64encode(("octo:" + rs(28)).encode()).decode()}"}}}}}}'
)
K(f'wpa_supplicant.conf\nnetwork={{\n    ssid="FRITZ!Box 7590 QX"\n    psk="{human_pw()}"\n}}')
K(
    f"settings.py: SECRET_KEY = 'django-insecure-{rs(50, string.ascii_lowercase + DIG + '!@#$%^&*(-_=+)')}'"
)
K(f'config.yml\n  jwt:\n    signingSecret: "{rs(48)}"')
K(f"Rails: secret_key_base: {hx(128)}")
K(f"clientSecret={rs(34, URL)}\nclientId=4f1b2c33-web")
K(f'WEBHOOK_SIGNING_KEY = "{hx(64)}"')
K(f"dbPassword: '{human_pw()}'  # TODO move to vault")
K(f"db-password = {human_pw()}")
K(f"DbPassword={human_pw()}")
K(f"Db.Password: {human_pw()}")
K(f"admin_pwd={human_pw()}")
K(f"root_passwd: {human_pw()}")
K(f'mot_de_passe = "{human_pw()}"')
K(f"passwort: {human_pw()}")
K(f"contraseña_bd={human_pw()}")
K(f'senha_admin: "{human_pw()}"')
K(f"пароль_бд={human_pw()}")
K(f"密码: {human_pw()}")
K(f"パスワード={human_pw()}")
K(f"wachtwoord = {human_pw()}")
K(f"haslo_serwera={human_pw()}")
K(f"MQTT_PASS＝{human_pw()}")
K(f'PASSPHRASE="{" ".join(R.sample(_WORDS, 4))}"')
K(f'token: "{rs(40)}"   # bot token for staging')
K(
    f"set -x output in CI:\n+ curl -fsS -H 'Authorization: token {hx(40)}' https://api.example.com/deploy"
)
K(
    f"github actions log (secret was echoed before masking):\nRun ./scripts/release.sh\n  env:\n    NPM_AUTH: {rs(36)}\n    SIGNING_PASSWORD: {human_pw()}"
)
K(
    f"Chrome passwords export:\nname,url,username,password\nnetflix.com,https://www.netflix.com/login,marta.k@gmail.com,{human_pw()}"
)
K(
    f'"Title","Url","Username","Password","OTPAuth","Favorite","Archived","Tags","Notes"\n"Bank","https://online.ing.nl","rvdberg","{human_pw()}",,false,false,,'
)
K(
    f'keepass xml snippet: <String><Key>Password</Key><Value ProtectValue="False">{human_pw()}</Value></String>'
)

# ---------------------------------------------------------------------------
# language: disclosures in other languages (native script and romanised)
# ---------------------------------------------------------------------------
L(f"oye, apúntate la contraseña del router nuevo: {human_pw()}")  # es
L(f"mi PIN del banco es {pin(4)}, no se lo digas a nadie jaja")  # es
L(f"La clave del wifi de la casa de mi abuela es {word()}")  # es
L(f"le mot de passe de mon compte Ameli c'est {human_pw()}")  # fr
L(f"code de la porte de l'immeuble : {pin(4)}B, l'interphone ne marche pas")  # fr
L(f"Mein Passwort für das Firmen-VPN lautet {human_pw()}")  # de
L(f"Die PIN vom Handy meiner Tochter ist {pin(6)}, falls sie es wieder vergisst")  # de
L(f"la password della mail di papà è {word()}{R.randint(10, 99)}")  # it
L(f"il codice del cancello è {pin(5)}")  # it
L(f"a senha do meu Instagram é {human_pw()} pode entrar lá e postar por mim?")  # pt
L(f"Minha senha do app do banco: {pin(6)}")  # pt
L(f"het wachtwoord van de gedeelde mailbox is {human_pw()}")  # nl
L(f"moje hasło do Allegro to {human_pw()}")  # pl
L(f"kod do domofonu: {pin(4)}, klatka C")  # pl
L(f"мой пароль от госуслуг: {human_pw()}")  # ru
L(f"пин-код от карты {pin(4)}, сними пожалуйста пять тысяч")  # ru
L(f"moy parol ot pochty {human_pw()}, zaydi prover'")  # ru translit
L(f"пароль до вайфаю в офісі — {word()}{pin(3)}")  # uk
L(f"e-devlet şifrem {human_pw()} bir bakar mısın")  # tr
L(f"kapının şifresi {pin(4)}#")  # tr
L(f"كلمة السر حقتي للإيميل هي {human_pw()}")  # ar
L(f"الرقم السري لبطاقتي {pin(4)}")  # ar
L(f"kelmet el ser bta3t el facebook {human_pw()} 3ashan te2dar tedkhol")  # arabizi
L(f"הסיסמה שלי לבנק היא {human_pw()}")  # he
L(f"הקוד של האזעקה בבית: {pin(4)}")  # he
L(f"رمز عبور ایمیلم {human_pw()} هست")  # fa
L(f"मेरा पासवर्ड {human_pw()} है, इसे याद रखना")  # hi
L(f"bhai mera netflix ka password {word()}{pin(2)} hai, use kar le")  # hinglish
L(f"ATM ka PIN {pin(4)} hai, mummy ko mat batana")  # hinglish
L(f"আমার ফেসবুকের পাসওয়ার্ড হল {human_pw()}")  # bn
L(f"میرا پاس ورڈ {human_pw()} ہے")  # ur
L(f"我的微信密码是{human_pw()}，帮我登一下")  # zh
L(f"公司门禁密码：{pin(6)}")  # zh
L(f"wo de mima shi {word()}{pin(4)}")  # pinyin
L(f"我的銀行密碼是 {human_pw()}")  # zh-Hant
L(f"Amazonのパスワードは{human_pw()}です。")  # ja
L(f"暗証番号は{pin(4)}だよ、忘れないでね")  # ja
L(f"pasuwaado wa {human_pw()} desu")  # ja romaji
L(f"내 비밀번호는 {human_pw()}이야")  # ko
L(f"현관 비밀번호 {pin(4)}* 눌러")  # ko
L(f"mật khẩu wifi nhà mình là {word()}{pin(4)}")  # vi
L(f"mat khau tai khoan ngan hang cua toi la {human_pw()}")  # vi unaccented
L(f"รหัสผ่านอีเมลของฉันคือ {human_pw()}")  # th
L(f"kata sandi akun Tokopedia saya {human_pw()}")  # id
L(f"PIN ATM aku {pin(6)} ya, tolong ambilkan uang")  # id/ms
L(f"kata laluan wifi rumah ialah {word()}{pin(3)}")  # ms
L(f"ang password ko sa GCash ay {pin(4)} tapos MPIN {pin(4)}")  # tl
L(f"nenosiri langu la M-Pesa ni {pin(4)}")  # sw
L(f"ο κωδικός μου στο e-banking είναι {human_pw()}")  # el
L(f"moje heslo do datové schránky je {human_pw()}")  # cs
L(f"mitt lösenord till BankID är {pin(6)}")  # sv
L(f"passordet til Vipps er {pin(4)}")  # no
L(f"koden til alarmen er {pin(4)}, husk at slå den fra")  # da
L(f"salasanani on {human_pw()}")  # fi
L(f"a jelszavam a Gmailhez {human_pw()}")  # hu
L(f"parola mea de la contul eMAG este {human_pw()}")  # ro
L(f"moja lozinka za e-građane je {human_pw()}")  # hr
L(f"лозинка за рутер је {word()}{pin(3)}")  # sr
L(f"la contrasenya del correu és {human_pw()}")  # ca
L(f"என் கடவுச்சொல் {human_pw()}")  # ta
L(f"mi usuario es jgarcia y la contra {human_pw()}")  # es slang
L(f"Zugangscode für das Paketfach: {pin(6)}")  # de
L(f"PIN-koodi on {pin(4)}")  # fi

# ---------------------------------------------------------------------------
# plain_value: English disclosures whose value is an ordinary word / number
# ---------------------------------------------------------------------------
V(f"the wifi password is {word()}")
V(f"my PIN is {pin(4)}")
V(f"log into the NAS with {word()}{R.randint(10, 99)}, user is admin")
V(f"alarm code is {pin(4)}, it beeps for 30 seconds before it goes off")
V(f"Emma's iPad passcode is {pin(6)} if she locks herself out again")
V(f"the kids' Switch parental control PIN: {pin(4)}")
V(f"office door code is {pin(4)} then the star key")
V(f"garage keypad {pin(4)}")
V(f"my mom's facebook password is {word()}, she asked me to fix her account")
V(f"Dad uses {word()}{pin(4)} for literally everything, including the bank")
V(f"What's the password? -> it's {word()}")
V(f"it's {word()}{R.randint(1, 9)}, all lowercase")
V(f"I changed the router password to {word()}{pin(2)} last night")
V(f"use {word()} as the password for the shared Disney+ account")
V(f"login: dana.w / {word()}{pin(3)}")
V(f"username grandpa_joe, password {word()}")
V(f"Netflix: {word()}{pin(4)} (same as Hulu)")
V(f"{word()} is the password for the guest network, tell the babysitter")
V(f"PIN for the debit card ending 4417 is {pin(4)}")
V(f"voicemail PIN {pin(4)}")
V(f"the combination on the gym locker is {R.randint(1, 39)}-{R.randint(1, 39)}-{R.randint(1, 39)}")
V(f"the safe in the hotel room: I set it to {pin(4)}")
V(f'passphrase for my laptop disk is "{word()} {word()} {word()} {word()}"')
V(f"remember the Steam password: {word()}_{word()}")
V(
    f"The new password for the shared drive is {word().capitalize()}{pin(2)}, old one no longer works"
)
V(f"Hey can you remember my password for me? It's {word()}{pin(2)}")
V(f"note to self: school portal password = {word()}{pin(4)}")
V(f"my apple ID password is {word().capitalize()}{R.randint(1960, 2010)}")
V(f"Sure, the sign-in for the church laptop is just {word()}")
V(f"access code for the conference dial-in: {pin(6)}#")
V(f"the lockbox at the Airbnb opens with {pin(4)}")
V(f"SIM PIN {pin(4)}, PUK {pin(8)}")
V(f"I set the kindle restrictions passcode to {pin(4)}")
V(f"our Ring account password is {word()}{word()}")
V(f"Tesla valet PIN: {pin(4)}")
V(f"password hint: it's literally {word()}")
V(f"my boss told me the admin password for the printer is {word()}{pin(3)}")
V(f"the password was reset to {word()}{pin(4)} by IT, I need to change it on first login")
V(f"for the Plex server, username sam, pass {word()}{R.randint(1, 99)}")
V(f"if the bike lock jams, the code is {pin(4)}")
V(f"Jake's xbox password is {word()}{R.randint(100, 999)} he said I could use it")
V(f"the login for grandma's tablet: pin {pin(4)}")
V(f"work laptop unlock is {word()}{pin(4)}! (with the exclamation mark)")
V(f"Ok the answer to my security question is {word()} and the password itself is {word()}{pin(2)}")
V(f"the gate code changed to {pin(4)} this week")
V(f"credit union online banking password: {word().capitalize()}{pin(4)}")
V(f"I always forget it so here: {word()}{pin(3)} is my Spotify password")
V(f"the passcode to get into the building after 8pm is {pin(5)}")
V(f"our family password for the streaming stuff is {word()}{word()}{pin(2)}")
V(f"shared photo album password: {word()}")
V(f"the CVV on the back is {pin(3)}")
V(f"my ATM PIN is {pin(4)} and I keep mixing it up with the phone one")

# ---------------------------------------------------------------------------
# material: keys, seeds, TOTP, recovery codes, cards, JWTs, cookies
# ---------------------------------------------------------------------------
M(
    "can you check why ssh rejects this key? it's the one from the old server\n"
    + pem("RSA PRIVATE KEY", 1190)
)
M(
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    + "\n".join(base64.b64encode(rbytes(51)).decode()[:70] for _ in range(5))
    + "\n-----END OPENSSH PRIVATE KEY-----"
)
M(
    'gcp key file contents: {"type": "service_account", "project_id": "fjord-analytics", "private_key_id": "%s", "private_key": "%s\\n", "client_email": "etl@fjord-analytics.iam.gserviceaccount.com"}'
    % (hx(40), pem("PRIVATE KEY", 640).replace("\n", "\\n"))
)
M(pem("EC PRIVATE KEY", 121))
M(
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
    + "\n".join(base64.b64encode(rbytes(48)).decode() for _ in range(8))
    + "\n="
    + rs(4, B64)
    + "\n-----END PGP PRIVATE KEY BLOCK-----"
)
M(f"my metamask recovery phrase, please keep it safe: {seed_phrase(12)}")
M(f"ledger backup (24 words):\n{seed_phrase(24)}")
M(f"1. {'  '.join(seed_phrase(12).split())}")
M(f"otpauth://totp/GitHub:karina-dev?secret={rs(32, B32)}&issuer=GitHub")
M(f"Google Authenticator setup key: {' '.join(rs(4, B32.lower()) for _ in range(8))}")
M("GitHub recovery codes (save these):\n" + "\n".join(f"{hx(5)}-{hx(5)}" for _ in range(8)))
M("Google backup codes\n" + "\n".join(f"{pin(4)} {pin(4)}" for _ in range(5)))
M(f"card for the hotel booking: {luhn_card('4', 16)} exp 08/29 cvv {pin(3)}")
M(
    f"Mastercard {' '.join([c[i : i + 4] for c in [luhn_card('5412', 16)] for i in range(0, 16, 4)])}, expiry 11/28, security code {pin(3)}"
)
M(f"amex {luhn_card('37', 15)} 04/27 {pin(4)}")
M(
    f"my session token from the devtools: Authorization: Bearer {jwt({'sub': d(8), 'email': 'r.osei@example.org', 'iat': 1764573000, 'exp': 1764576600, 'role': 'admin'}, 'RS256')}"
)
M(
    f"id_token={jwt({'iss': 'https://login.acme-id.com/', 'aud': rs(24), 'sub': 'auth0|' + hx(24), 'exp': 1764600000})}"
)
M(f"Cookie: _ga=GA1.2.{d(9)}.{d(10)}; sessionid={rs(32, LOD)}; csrftoken={rs(64)}")
M(f"Set-Cookie: __Secure-next-auth.session-token={rs(180, URL)}; Path=/; HttpOnly; Secure")
M(f"AGE-SECRET-KEY-1{rs(58, BECH)}")
M(
    f"PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20261130\nPublic-Lines: 2\n{base64.b64encode(rbytes(60)).decode()}\nPrivate-Lines: 2\n{base64.b64encode(rbytes(60)).decode()}\nPrivate-MAC: {hx(64)}"
)
M(f"the 2FA backup code for my Proton account is {rs(4, UPD)}-{rs(4, UPD)}")
M(f"wallet private key 0x{hx(64)} - move the funds before the old laptop is wiped")

# ---------------------------------------------------------------------------
# benign / hand_written: the hard negatives real users write
# ---------------------------------------------------------------------------
for _t in [
    # talking about passwords without giving one
    "ugh my password expired again, third time this quarter",
    "I reset my PIN twice this week and the bank locked the card anyway",
    "1Password is great, I finally moved the whole family onto it",
    "you should really use a password manager instead of a notebook",
    "the password must be at least 12 characters and can't contain your username",
    "Why does every site want a special character but then reject the ampersand?",
    "I can never remember which email I used for the Costco account, not the password, the email",
    "Remind me to change my Gmail password on Friday",
    "Is it safe to let Chrome save my passwords or should I use Bitwarden?",
    "Forgot my Apple ID password, the reset email never arrives",
    "My kid guessed my phone PIN by watching the smudges on the screen, lesson learned",
    "The bank sent a new PIN by post, it should arrive Thursday",
    "what's a good passphrase length these days? 4 words? 6?",
    "IT says passwords now rotate every 90 days, which everyone hates",
    "I typed my password wrong five times and now I'm locked out for an hour",
    "Do passkeys actually replace passwords or are they just another thing to lose?",
    "she keeps her passwords on a sticky note under the keyboard, I'm horrified",
    "I turned on two-factor for the Amazon account, finally",
    "the wifi password is on the back of the router, just look there",
    "I'll text you the door code when you get here",
    "Don't put the API key in the repo, put it in the secrets manager",
    "Can you remind me where I stored the recovery codes? I think it was the fire safe",
    "password reset link expired before I clicked it, classic",
    "The new policy: no password reuse across the last 24 passwords",
    "My PIN has a 7 in it, that's all I'll say",
    # security work, post-mortems, code review
    "Post-mortem: the Stripe key sk_live_**** was rotated at 14:02 UTC and the old one revoked; no charges were made with it",
    "Incident 2231: a GitHub token (ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX, redacted) leaked in a CI log; rotated within 11 minutes",
    "we rotated every AWS key after the laptop theft, the new ones are in Vault, not in chat",
    "Code review: please don't log request headers, the Authorization header ends up in Loki",
    "gitleaks flagged a false positive on the test fixture again",
    "trufflehog found nothing in the last scan, nice",
    "can you explain how bcrypt cost factors work?",
    "We hash with argon2id, memory 64MB, 3 iterations, parallelism 4",
    "The token expires after 15 minutes and the refresh token after 30 days",
    "the JWT is signed with RS256 and we publish the JWKS at /.well-known/jwks.json",
    "set the header as Authorization: Bearer <token> and it should work",
    "remember to add .env to .gitignore before the first commit",
    "the secret scanner blocks pushes that contain anything that looks like an AWS key",
    "Our pentest report says the password reset flow leaks whether an email exists",
    "In the write-up I replaced the real key with [REDACTED] everywhere",
    "Redacted config: password: ******** , host: db01",
    "The leaked value started with 'AKIA' but I've cut the rest, it's already disabled",
    "OWASP says to rate limit login attempts, we do 5 per minute per IP",
    "We moved from SMS codes to TOTP apps for staff accounts",
    "how do I generate a strong random password in python? secrets.token_urlsafe?",
    "the bearer of this letter is my brother, please let him collect the parcel",
    # placeholders and code with no values
    "curl -H 'Authorization: Bearer <your-api-key>' https://api.example.com/v1/items",
    "export OPENAI_API_KEY=sk-...  # paste your own key here",
    "DB_PASSWORD=${DB_PASSWORD}",
    "password: ${{ secrets.DB_PASSWORD }}",
    "token: {{ secrets.GITHUB_TOKEN }}",
    'api_key = os.environ["STRIPE_API_KEY"]',
    "token = os.getenv('SLACK_BOT_TOKEN')",
    "def login(username: str, password: str) -> Session:",
    'password = getpass.getpass("Password: ")',
    "const apiKey = process.env.MAPS_API_KEY;",
    "AWS_SECRET_ACCESS_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "PASSWORD=  # fill in before deploying, never commit it",
    'secret_key: "<generate with openssl rand -hex 32>"',
    "password: !vault |  (encrypted with ansible-vault, see group_vars)",
    'let password = try keychain.get("db-password")',
    "if (password.length < 12) throw new Error('password too short');",
    "validate_password(password, min_length=12, require_symbol=True)",
    "The field `password_hash` is a bcrypt string, never the password itself",
    "kubectl create secret generic db-creds --from-env-file=.env.prod",
    "vault kv get -field=password secret/db",
    "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString",
    "In the template put YOUR_TOKEN_HERE and the installer replaces it",
    "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_pw postgres:16",
    "class Credentials(BaseModel):\n    username: str\n    password: SecretStr",
    'password=""  # empty on purpose, local dev uses trust auth',
    # fiction, films, games, riddles
    "in the movie the password was swordfish, which is a very Hugh Jackman thing",
    "Ali Baba says 'open sesame' and the cave opens, the original password story",
    "the riddle was: what has keys but can't open locks? a piano",
    "In Zelda you used to enter a name instead of a password to save",
    "the Konami code is up up down down left right left right B A",
    "GTA cheat for a tank was on the PS2 controller, circle circle L1... I forget the rest",
    "In my novel the spy's passphrase is a line from a Rilke poem",
    "Harry had to give the Fat Lady the password to get into Gryffindor tower",
    "in the escape room the final lock was a 4-digit code hidden in the painting",
    "the kids invented a secret handshake and a club password, it's adorable",
    "Speak, friend, and enter - the Doors of Durin riddle in Lord of the Rings",
    "my D&D character's secret is that she's the lost princess",
    # secrets / keys / tokens / pins in everyday senses
    "we're planning a surprise party for Sam, keep it a secret!",
    "I left my house keys at the office, can you let me in at 7?",
    "lost my car key fob, the dealer wants 300 for a new one",
    "the arcade gave us 40 tokens and we blew them all on skee-ball",
    "got a strike on the last frame, all ten pins down",
    "dropped a pin on the map for the picnic spot",
    "the secret to good risotto is patience and warm stock",
    "the key takeaway from the meeting: ship the beta in January",
    "Bowling league night is Wednesday, bring your own ball",
    "the song is in the key of D minor",
    "I need a new rolling pin, mine cracked",
    "as a token of thanks she brought us homemade jam",
    "my lock screen is a photo of the dog, not very secure haha",
    "the promo code SUMMER25 gave me 25% off the hotel",
    "use code WELCOME10 at checkout for ten percent off your first order",
    "the escape room booking reference is on the email from Tuesday",
    "Victoria's Secret has a sale this weekend",
    "the keyboard's F key is sticky after the coffee incident",
    "password protected PDFs are so annoying when you just want to print them",
    # everyday chat
    "what should I cook tonight, I have chickpeas, spinach and half a lemon",
    "remind me that the dentist is on the 14th at 9:30",
    "my sister's flight lands at 18:45 at gate B12",
    "I ran 8k this morning, slow but steady",
    "Can you summarise the book club notes from last week?",
    "The plumber is coming between 10 and 12",
    "Our anniversary is June 3rd, remember that for me",
    "I prefer window seats and vegetarian meals when I fly",
    "we named the new cat Biscuit",
    "my favourite colour is teal, for the record",
    # other languages
    "Olvidé mi contraseña otra vez, tengo que pedir una nueva",  # es
    "¿Me recuerdas comprar pan y leche mañana?",  # es
    "J'ai changé mon mot de passe hier, tout va bien maintenant",  # fr
    "On fait une fête surprise pour Claire, c'est un secret !",  # fr
    "Ich habe meinen Schlüssel im Auto vergessen",  # de
    "Das Passwort muss mindestens zwölf Zeichen lang sein",  # de
    "Ho perso le chiavi di casa, che disastro",  # it
    "Esqueci a senha do banco e tive que ir à agência",  # pt
    "Ik heb mijn pincode vergeten, de bank stuurt een nieuwe",  # nl
    "Zapomniałem hasła do poczty, muszę je zresetować",  # pl
    "Я опять забыл пароль от почты",  # ru
    "Ключи от квартиры у соседки",  # ru
    "Şifremi unuttum, sıfırlama maili gelmedi",  # tr
    "نسيت كلمة المرور مرة ثانية",  # ar
    "שכחתי את הסיסמה שוב, צריך לאפס",  # he
    "मैं अपना पासवर्ड भूल गया, रीसेट करना पड़ेगा",  # hi
    "我忘记密码了，要重新设置",  # zh
    "パスワードを忘れたので再設定しました",  # ja
    "비밀번호를 잊어버려서 재설정했어",  # ko
    "Tôi quên mật khẩu rồi, phải đặt lại",  # vi
    "ฉันลืมรหัสผ่านอีกแล้ว",  # th
    "Saya lupa kata sandi, harus reset lagi",  # id
    "Nakalimutan ko ang password ko, kailangan i-reset",  # tl
    "Nimesahau nenosiri langu tena",  # sw
    "Ξέχασα τον κωδικό μου, πρέπει να τον αλλάξω",  # el
    "Zapomněl jsem heslo, musím si ho obnovit",  # cs
    "Jag glömde mitt lösenord igen",  # sv
    "Unohdin salasanani, pitää vaihtaa se",  # fi
    "Elfelejtettem a jelszavam, újat kell kérnem",  # hu
    "Am uitat parola, trebuie să o resetez",  # ro
    "Zaboravio sam lozinku, moram je resetirati",  # hr
    "আমি পাসওয়ার্ড ভুলে গেছি",  # bn
    "رمز عبورم را فراموش کردم",  # fa
    "Kodu unuttuğum için kapıda bekledim, sonra komşu açtı",  # tr
    "El código postal de mi oficina es 28013",  # es
    "Il codice fiscale lo trovi sulla tessera sanitaria",  # it
    "Der Gutscheincode gilt nur bis Sonntag",  # de
    "Las llaves del coche están en la mesa de la entrada",  # es
    "今天的秘密是给妈妈准备惊喜派对",  # zh
    "鍵をなくしたので大家さんに連絡した",  # ja
    "Bu akşam bowling'e gidiyoruz, lobutları devirmeye hazır mısın?",  # tr
]:
    B(_t)


# ---------------------------------------------------------------------------
# benign / identifiers: high-entropy but public strings, in real sentences
# ---------------------------------------------------------------------------
def isbn13(prefix="978"):
    while True:
        body = prefix + "".join(R.choice(DIG) for _ in range(9))
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
        v = _uniq(body + str((10 - s % 10) % 10))
        if v:
            return v


def sha256_of(text):
    v = hashlib.sha256((text + rs(8)).encode()).hexdigest()
    _SEEN.add(v)
    return v


def pubkey_ed25519():
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(43, B64)


def eth_addr():
    return "0x" + rs(40, HEX + "ABCDEF")


def pgp_fpr():
    return " ".join(rs(4, "0123456789ABCDEF") for _ in range(10))


_png = base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(90)).decode()
_cert = pem("CERTIFICATE", 700)
_pub = pem("PUBLIC KEY", 294)

for _t in [
    f"the deploy is commit {hx(40)}, can you check if it includes the cart fix?",
    f"git revert {hx(7)} broke the build, reverting {hx(7)} too",
    f'bisect says the regression came in {hx(12)} ("bump pydantic")',
    f"request id {uuid4()} failed with 502, support asked for it",
    f"the user uuid in the logs is {uuid4()} - it's not sensitive, just an id",
    f"sha256sum ubuntu-24.04.1-desktop-amd64.iso -> {sha256_of('iso')}  matches the site",
    f"checksum for the firmware: SHA-256 {sha256_of('fw')}",
    f"md5 of the upload was {hx(32)}, so the file is intact",
    f"pull by digest: docker pull nginx@sha256:{sha256_of('nginx')}",
    f"image: ghcr.io/acme/api@sha256:{sha256_of('api')}",
    f"my public key for the server, add it to authorized_keys: {pubkey_ed25519()} lena@thinkpad",
    f"{pubkey_ed25519()} deploy@ci",
    f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{rs(300, B64)} office-mac",
    f"The host key fingerprint is SHA256:{rs(43, B64)}. Are you sure you want to continue connecting?",
    f"my PGP fingerprint: {pgp_fpr()} - verify it on keys.openpgp.org",
    f"gpg: Signature made Tue 01 Dec 2026 by key {rs(16, '0123456789ABCDEF')} (good signature)",
    f"here's our cert chain for the load balancer config:\n{_cert}",
    f"the public key to verify webhooks:\n{_pub}",
    f"Invoice 2026-1187 from Brandt Möbel GmbH, please pay to IBAN {iban('DE', d(8) + d(10))} (BIC COBADEFFXXX) by 15 December",
    f"Rechnung Nr. RE-{d(6)}: Überweisung an {iban('AT', d(16))}, Verwendungszweck Kundennummer {d(7)}",
    f"Facture F-{d(5)} — virement sur le compte de la société, IBAN {iban('FR', d(10) + rs(11, UPD) + d(2))}",
    f"nieuwe leverancier, IBAN {iban('NL', 'INGB' + d(10))} t.n.v. Bakkerij de Ruiter BV",
    f"my UPS package is 1Z{rs(6, UPD)}03{d(8)}, stuck in Louisville since Monday",
    f"USPS tracking 9400 1{d(3)} {d(4)} {d(4)} {d(4)} {d(2)}",
    f"DHL Sendungsnummer {d(10)}, Zustellung morgen",
    f"Royal Mail tracking: {rs(2, string.ascii_uppercase)}{d(9)}GB",
    f"Amazon order #{d(3)}-{d(7)}-{d(7)} never showed up",
    f"my order number is {d(8)} and the ticket is SUP-{d(5)}",
    f"booking reference {rs(6, string.ascii_uppercase)}, flight LH{d(4)} on 12 Dec",
    f"Airbnb confirmation code HM{rs(8, UPD)}",
    f"ISBN {isbn13()} - the hardback edition, not the paperback",
    f"call me on +44 7{d(3)} {d(6)} after 6",
    f"her number is (415) {d(3)}-{d(4)}",
    f"the clinic's fax is +49 30 {d(8)}",
    f"meet at 221B Baker Street, London NW1 6XE at 14:00 on 2026-12-05",
    f"send ETH to the contract {eth_addr()} (it's our public donation address)",
    f"bitcoin donations: bc1q{rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}",
    f"tx hash 0x{hx(64)} confirmed after 12 blocks",
    f"ipfs://bafybei{rs(52, 'abcdefghijklmnopqrstuvwxyz234567')}",
    f"python 3.13.1, pip 24.3.1, numpy 2.1.3, torch 2.5.1+cu124",
    f"upgraded node to v22.11.0 and the app is on 4.18.2-rc.3+build.{d(4)}",
    f"the Stripe customer id is cus_{rs(14)} and the payment intent pi_{rs(24)} (object ids, not keys)",
    f'mongo _id: ObjectId("{hx(24)}")',
    f"ULID {rs(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')} is sortable which is why we picked it",
    f"Sentry event {hx(32)} has the full stack trace",
    f"GA4 measurement id G-{rs(10, UPD)} goes in the site header",
    f"slack channel id C0{rs(9, UPD)}, user U0{rs(9, UPD)}",
    f'"integrity": "sha512-{rs(86, B64)}=="',
    f"github.com/spf13/cobra v1.8.1 h1:{rs(43, B64)}=",
    f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256_of('lfs')}\nsize {d(7)}",
    f'the logo inline: <img src="data:image/png;base64,{_png}">',
    f"encoded the CSV header in base64 for the test: {base64.b64encode(b'date,store,units_sold,revenue_eur').decode()}",
    "the jwt.io example token is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c - decode it and look at the payload",
    f'our guest wifi network is called "Casa-Ruiz-5G" and the other one "FRITZ!Box 7530 {rs(2, string.ascii_uppercase)}"',
    "connect to the network named eduroam, it uses your university login",
    f"MAC address of the printer: {':'.join(rs(2, '0123456789abcdef') for _ in range(6))}",
    f"server is at 10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}, ipv6 2001:db8:{hx(4)}::{hx(4)}",
    f"pod api-7d9f{rs(5, LOD)}-{rs(5, LOD)} is in CrashLoopBackOff",
    f"https://www.youtube.com/watch?v={rs(11, URL)}&t=92s watch from 1:32",
    f"https://docs.google.com/document/d/{rs(44, URL)}/edit?usp=sharing",
    f"the s3 object is s3://acme-reports/2026/11/{uuid4()}.parquet",
    f"https://shop.example.com/?utm_source=newsletter&utm_campaign=bf2026&utm_content={hx(8)}",
    f"serial number of the laptop: {rs(10, UPD)}",
    f"VIN {rs(17, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')} for the insurance form",
    f"hex colours for the brand: #{hx(6)}, #{hx(6)} and #{hx(6)}",
    f"coordinates 48.{d(6)}, 2.{d(6)} - that's the café",
    f"CVE-2026-{d(5)} affects our nginx version, patch tonight",
    f"JIRA PLAT-{d(4)} and PR #{d(4)} are linked",
    f"the museum audio guide: press {R.randint(100, 499)} on the keypad for the Vermeer room",
    f"podcast RSS guid {uuid4()}",
    f"the bowling alley gave us lane {R.randint(1, 30)}, pins reset automatically",
    f"game save code from the 1990s: {rs(4, UPD)} {rs(4, UPD)}  (it's just the level, not a login)",
    f"chess.com game id {d(11)}, my best game this year",
    f"ticket number {d(12)} for the Coldplay concert, row 14 seat 22",
    f"the parcel locker is number {R.randint(10, 99)} at the InPost machine by the station",
    f"Spotify playlist https://open.spotify.com/playlist/{rs(22)}",
    f"my Steam friend code is {d(9)}, add me",
    f"wallet address for the refund (public): TR{rs(32, ALNUM)}",
    f"the git tag v2.4.0 points at {hx(40)}",
    f"dataset DOI 10.5281/zenodo.{d(8)}",
    f"arXiv:{R.randint(2301, 2611)}.{d(5)} is the paper I meant",
    f"Kubernetes secret name is db-creds-{hx(5)} (just the name, the data lives in vault)",
    f"sha1 of the old release: {hx(40)}",
]:
    I(_t)


if __name__ == "__main__":
    import collections

    sec = collections.Counter(f for _, f in HELD_OUT_9_SECRETS)
    ben = collections.Counter(f for _, f in HELD_OUT_9_BENIGN)
    print("HELD_OUT_9_SECRETS: %d" % len(HELD_OUT_9_SECRETS))
    for k in ("provider", "keyvalue", "language", "plain_value", "material"):
        print("  %-12s %d" % (k, sec[k]))
    print("HELD_OUT_9_BENIGN: %d" % len(HELD_OUT_9_BENIGN))
    for k in ("hand_written", "identifiers"):
        print("  %-12s %d" % (k, ben[k]))
