"""Held-out set v7: written blind (the writer never saw the guard's code or corpora) on 2026-12-01

A held-out corpus for the ltm secret guard (issue 12).  Every credential value is produced by a
seeded ``random.Random`` so the file is deterministic, and no generated value is used twice.

HELD_OUT_7_SECRETS : (text, family), family in provider / keyvalue / language / plain_value / material
HELD_OUT_7_BENIGN  : (text, family), family in hand_written / identifiers

Standard library only.  Run it to print the counts per family.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string

_R = random.Random(70_2026_1201)
_USED: set[str] = set()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LN = LO + DG
UN = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = AN + "+/"
URL = AN + "-_"
SYM = "!@#$%^&*?-_+=.~"


def _r(cs: str, n: int) -> str:
    """A fresh random string of n chars from cs; never returns the same value twice."""
    while True:
        v = "".join(_R.choice(cs) for _ in range(n))
        if v not in _USED:
            _USED.add(v)
            return v


def _b64(nbytes: int, urlsafe: bool = False, pad: bool = True) -> str:
    raw = _R.randbytes(nbytes)
    v = (base64.urlsafe_b64encode(raw) if urlsafe else base64.b64encode(raw)).decode()
    if not pad:
        v = v.rstrip("=")
    _USED.add(v)
    return v


def _b64j(obj) -> str:
    return (
        base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode())
        .decode()
        .rstrip("=")
    )


def _uuid() -> str:
    h = _r(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_R.choice('89ab')}{h[17:20]}-{h[20:]}"


def _digits(n: int) -> str:
    return _r(DG, n)


def _take(pool: list[str]) -> str:
    """Pick and remove an unused item of pool (values are never reused)."""
    while True:
        v = pool.pop(_R.randrange(len(pool)))
        if v not in _USED:
            _USED.add(v)
            return v


def _pw(style: int | None = None) -> str:
    """A realistic human/admin password of one of several shapes."""
    s = _R.randrange(7) if style is None else style
    if s == 0:  # random strong
        return _r(AN + "!@#$%^&*", _R.randint(12, 20))
    if s == 1:  # Word + digits + symbol
        w = _R.choice(
            [
                "Falcon",
                "Marmot",
                "Quartz",
                "Nimbus",
                "Saffron",
                "Harbor",
                "Juniper",
                "Cobalt",
                "Tundra",
                "Walrus",
                "Pepper",
                "Orchid",
                "Vortex",
                "Basalt",
                "Lantern",
                "Mosaic",
            ]
        )
        return w + _r(DG, _R.randint(2, 4)) + _R.choice("!#$%&*?")
    if s == 2:  # generator style with dashes
        return "-".join(_r(LO, 6) for _ in range(3))
    if s == 3:  # leetspeak
        base = _R.choice(
            ["P@ssw0rd", "S3cur1ty", "Adm1n", "W3lc0me", "Tr0ub4dor", "Summ3r", "W1nt3r", "L3tM31n"]
        )
        return base + _r(DG, 3) + _R.choice("!.#")
    if s == 4:  # with dot / hash / bracket (the "looks like code" cases)
        return _R.choice(["#", "[", "", "."]) + _r(AN, 5) + "." + _r(AN + "#]", 6)
    if s == 5:  # hex-ish machine secret
        return _r(HEX, 32)
    return _r(AN, 8) + _R.choice("_-.") + _r(AN, 8)


def _luhn(prefix: str, length: int) -> str:
    while True:
        body = prefix + "".join(_R.choice(DG) for _ in range(length - len(prefix) - 1))
        total = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            total += d
        num = body + str((10 - total % 10) % 10)
        if num not in _USED:
            _USED.add(num)
            return num


def _groups(s: str, n: int, sep: str = " ") -> str:
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


def _wrap(s: str, n: int) -> str:
    return "\n".join(s[i : i + n] for i in range(0, len(s), n))


def _jwt(payload: dict, alg: str = "HS256") -> str:
    head = _b64j({"alg": alg, "typ": "JWT"})
    body = _b64j(payload)
    sig = _b64(32 if alg == "HS256" else 256, urlsafe=True, pad=False)
    return f"{head}.{body}.{sig}"


# --------------------------------------------------------------------------------------------
# provider: real vendor formats, embedded in chat, logs, code, JSON, curl
# --------------------------------------------------------------------------------------------
_aws_id = "AKIA" + _r(B32[:26] + "234567", 16)
_aws_sec = _r(B64, 40)
_discord_id = str(_R.randint(10**17, 10**18 - 1))
_sq_tok = "EAAA" + _r(URL, 60)

PROVIDER = [
    (
        f"ok the new deploy creds are {_aws_id} / {_aws_sec}, region eu-west-1, don't lose them this time",
        "provider",
    ),
    (
        f"2026-11-30T09:12:44Z DEBUG botocore.credentials Found credentials in environment: ASIA{_r(UN, 16)} "
        f"session={'IQoJb3JpZ2luX2VjE' + _r(B64, 180)}",
        "provider",
    ),
    (
        f"can you see why this hangs? git clone https://ghp_{_r(AN, 36)}@github.com/northwind/infra-live.git",
        "provider",
    ),
    (
        f"fine-grained PAT for the release bot (expires in 90d): github_pat_11{_r(UN, 20)}_{_r(AN, 59)}",
        "provider",
    ),
    (
        '{"access_token": "gho_'
        + _r(AN, 36)
        + '", "token_type": "bearer", "scope": "repo,gist,read:org"}',
        "provider",
    ),
    (
        f"##[debug]Evaluating: secrets.APP_TOKEN -> ghs_{_r(AN, 36)} (masked output disabled by set-output)",
        "provider",
    ),
    (f"the app's refresh token came back as ghr_{_r(AN, 76)}, is that normal length?", "provider"),
    (
        f'curl --header "PRIVATE-TOKEN: glpat-{_r(URL, 20)}" "https://gitlab.example.org/api/v4/projects?owned=true"',
        "provider",
    ),
    (
        f"sudo gitlab-runner register --non-interactive --url https://gitlab.corp.lan --token glrt-{_r(URL, 20)} --executor docker",
        "provider",
    ),
    (
        f"pipeline trigger: curl -X POST -F token=glptt-{_r(HEX, 40)} -F ref=main https://gitlab.com/api/v4/projects/4412/trigger/pipeline",
        "provider",
    ),
    (
        f"slack bot for the standup thing -> xoxb-{_digits(12)}-{_digits(13)}-{_r(AN, 24)}",
        "provider",
    ),
    (
        f"requests.post('https://hooks.slack.com/services/T{_r(UN, 8)}/B{_r(UN, 10)}/{_r(AN, 24)}', json={{'text': 'deploy done'}})",
        "provider",
    ),
    (
        f"socket mode needs the app-level one: xapp-1-A0{_r(UN, 9)}-{_digits(13)}-{_r(HEX, 64)}",
        "provider",
    ),
    (
        f"user token from the old workspace, still works: xoxp-{_digits(11)}-{_digits(12)}-{_digits(13)}-{_r(HEX, 32)}",
        "provider",
    ),
    (f'stripe.api_key = "sk_live_{_r(AN, 24)}"  # TODO move to vault', "provider"),
    (f"restricted key for the reporting job is rk_live_{_r(AN, 99)}", "provider"),
    (f"webhook signing secret from the dashboard: whsec_{_r(AN, 32)}", "provider"),
    (
        f"OPENAI_API_KEY=sk-proj-{_r(URL, 74)}T3BlbkFJ{_r(URL, 74)} python eval.py --model gpt-4.1",
        "provider",
    ),
    (
        f"service account key for the batch worker: sk-svcacct-{_r(URL, 64)}T3BlbkFJ{_r(URL, 64)}",
        "provider",
    ),
    (f'client = anthropic.Anthropic(api_key="sk-ant-api03-{_r(URL, 93)}AA")', "provider"),
    (
        f"Admin API key (org-level, please don't paste it elsewhere): sk-ant-admin01-{_r(URL, 93)}AA",
        "provider",
    ),
    (
        f'<script src="https://maps.googleapis.com/maps/api/js?key=AIza{_r(URL, 35)}&callback=initMap"></script>',
        "provider",
    ),
    (
        f"the OAuth client is 4412-{_r(LN, 32)}.apps.googleusercontent.com and the secret GOCSPX-{_r(URL, 28)}",
        "provider",
    ),
    (f"Authorization: Bearer ya29.a0{_r(URL, 150)}", "provider"),
    (f"twilio: key SK{_r(HEX, 32)} secret {_r(AN, 32)}, account AC{_r(HEX, 32)}", "provider"),
    (
        f"SENDGRID said 401 with SG.{_r(URL, 22)}.{_r(URL, 43)} -- did someone revoke it?",
        "provider",
    ),
    (
        f"curl -s --user 'api:key-{_r(HEX, 32)}' https://api.mailgun.net/v3/mg.shopfront.io/messages -F to=ops@shopfront.io",
        "provider",
    ),
    (f"mailchimp list sync uses {_r(HEX, 32)}-us21 (audience 8f2c1)", "provider"),
    (f"brevo transactional key xkeysib-{_r(HEX, 64)}-{_r(AN, 16)}", "provider"),
    (
        f"headers = {{'X-Postmark-Server-Token': '{_uuid()}', 'Accept': 'application/json'}}",
        "provider",
    ),
    (f"resend.api_key = 're_{_r(AN, 8)}_{_r(AN, 24)}'", "provider"),
    (f"//registry.npmjs.org/:_authToken=npm_{_r(AN, 36)}", "provider"),
    (
        f"[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc{_r(URL, 120)}",
        "provider",
    ),
    (f"gem push needs GEM_HOST_API_KEY=rubygems_{_r(HEX, 48)}", "provider"),
    (
        f"dotnet nuget push pkg.nupkg --api-key oy2{_r(LN, 43)} --source https://api.nuget.org/v3/index.json",
        "provider",
    ),
    (f"echo dckr_pat_{_r(URL, 27)} | docker login -u buildbot --password-stdin", "provider"),
    (f"shopify admin token for the store: shpat_{_r(HEX, 32)}", "provider"),
    (f"from huggingface_hub import login; login(token='hf_{_r(UP + LO, 34)}')", "provider"),
    (f"REPLICATE_API_TOKEN=r8_{_r(AN, 37)}", "provider"),
    (f"groq key if you want to try the fast llama: gsk_{_r(AN, 52)}", "provider"),
    (f"perplexity: pplx-{_r(AN, 48)}", "provider"),
    (f"here's the grok key from the team account xai-{_r(AN, 80)}", "provider"),
    (f"openrouter works with sk-or-v1-{_r(HEX, 64)} as the bearer", "provider"),
    (f'co = cohere.ClientV2("{_r(AN, 40)}")  # cohere prod key', "provider"),
    (f"LANGSMITH_API_KEY=lsv2_pt_{_r(HEX, 32)}_{_r(HEX, 10)}", "provider"),
    (f'pc = Pinecone(api_key="pcsk_{_r(AN, 6)}_{_r(AN, 63)}")', "provider"),
    (f"doctl auth init -t dop_v1_{_r(HEX, 64)}", "provider"),
    (f"heroku says my new API key is HRKU-AA{_r(URL, 58)}", "provider"),
    (f"fly tokens create deploy printed: FlyV1 fm2_lJPECAAAAAAAA{_r(B64, 120)}", "provider"),
    (f"netlify deploy --auth nfp_{_r(AN, 36)} --prod --dir=dist", "provider"),
    (f"vercel --token {_r(AN, 24)} --prod  (vercel token from the shared team)", "provider"),
    (
        f'curl -H "Authorization: Bearer {_r(URL, 40)}" https://api.cloudflare.com/client/v4/user/tokens/verify',
        "provider",
    ),
    (f"supabase login --token sbp_{_r(HEX, 40)}", "provider"),
    (f"SUPABASE_SECRET_KEY=sb_secret_{_r(URL, 31)}", "provider"),
    (
        f"mysql://8k2f1x0q:pscale_pw_{_r(URL, 43)}@aws.connect.psdb.cloud/ledger?sslaccept=strict",
        "provider",
    ),
    (
        f"databricks configure: host https://adb-5521.11.azuredatabricks.net token dapi{_r(HEX, 32)}",
        "provider",
    ),
    (f"postman API key PMAK-{_r(HEX, 24)}-{_r(HEX, 34)}", "provider"),
    (f"dynatrace operator secret: dt0c01.{_r(UN, 24)}.{_r(UN, 64)}", "provider"),
    (f"NEW_RELIC_API_KEY=NRAK-{_r(UN, 27)}", "provider"),
    (
        f"helm install datadog-agent datadog/datadog --set datadog.apiKey={_r(HEX, 32)} --set datadog.appKey={_r(HEX, 40)}",
        "provider",
    ),
    (f"sentry-cli login --auth-token sntryu_{_r(HEX, 64)}", "provider"),
    (f"grafana service account token glsa_{_r(AN, 32)}_{_r(HEX, 8)}", "provider"),
    (
        f"GRAFANA_CLOUD_TOKEN=glc_{_b64j({'o': _digits(6), 'n': 'stack-' + _digits(6) + '-alloy', 'k': _r(AN, 24), 'm': {'r': 'prod-eu-west-2'}})}",
        "provider",
    ),
    (f"doppler run --token dp.pt.{_r(AN, 43)} -- npm start", "provider"),
    (f"VAULT_TOKEN=hvs.CAESI{_r(URL, 90)} vault kv get secret/payments", "provider"),
    (
        f'credentials "app.terraform.io" {{ token = "{_r(AN, 14)}.atlasv1.{_r(AN, 67)}" }}',
        "provider",
    ),
    (f"export PULUMI_ACCESS_TOKEN=pul-{_r(HEX, 40)}", "provider"),
    (f"linear api key for the triage script: lin_api_{_r(AN, 40)}", "provider"),
    (f"notion integration secret ntn_{_digits(11)}{_r(AN, 35)}", "provider"),
    (f'Airtable("pat{_r(AN, 14)}.{_r(HEX, 64)}", "appQ3x")', "provider"),
    (f"jira api token for ci@ is ATATT3xFfGF0{_r(URL, 170)}={_r(HEXU, 8)}", "provider"),
    (f"bitbucket app password: ATBB{_r(AN, 32)}{_r(HEXU, 8)}", "provider"),
    (
        f"bot.run('{base64.b64encode(_discord_id.encode()).decode().rstrip('=')}.{_r(URL, 6)}.{_r(URL, 38)}')",
        "provider",
    ),
    (f"alerts go to https://discord.com/api/webhooks/{_digits(19)}/{_r(URL, 68)}", "provider"),
    (f"telegram bot father gave me {_digits(10)}:AA{_r(URL, 33)}", "provider"),
    (f"square prod access token {_sq_tok} app secret sq0csp-{_r(URL, 43)}", "provider"),
    (
        f'gateway = braintree.BraintreeGateway(access_token="access_token$production${_r(LN, 16)}${_r(HEX, 32)}")',
        "provider",
    ),
    (f"razorpay live: key_id rzp_live_{_r(AN, 14)} key_secret {_r(AN, 24)}", "provider"),
    (f"FLW_SECRET_KEY=FLWSECK-{_r(HEX, 32)}-X", "provider"),
    (
        f'<add name="Storage" connectionString="DefaultEndpointsProtocol=https;AccountName=stfinops01;AccountKey={_b64(64)};EndpointSuffix=core.windows.net" />',
        "provider",
    ),
    (
        f"az login --service-principal -u {_uuid()} -p {_r(AN, 3)}8Q~{_r(URL + '.~', 34)} --tenant {_uuid()}",
        "provider",
    ),
    (
        f"aliyun configure set --access-key-id LTAI{_r(AN, 20)} --access-key-secret {_r(AN, 30)}",
        "provider",
    ),
    (f"tencentcloud SecretId AKID{_r(AN, 32)} SecretKey {_r(AN, 32)}", "provider"),
    (f"legacy FCM server key: AAAA{_r(URL, 7)}:APA91b{_r(URL, 134)}", "provider"),
    (
        f"mapbox secret token (downloads scope) sk.{_b64j({'u': 'northwind', 'a': _r(LN, 25)})}.{_r(URL, 22)}",
        "provider",
    ),
    (f"SHIPPO_API_TOKEN=shippo_live_{_r(HEX, 40)}", "provider"),
    (f"easypost prod key EZAK{_r(AN, 54)}", "provider"),
    (f"figma personal token figd_{_r(URL, 40)}", "provider"),
    (f"clickup: pk_{_digits(8)}_{_r(UN, 32)}", "provider"),
    (f"asana PAT 2/{_digits(16)}/{_digits(16)}:{_r(HEX, 32)}", "provider"),
    (f"hubspot private app token pat-na1-{_uuid()}", "provider"),
    (
        f"curl -H 'Authorization: SSWS 00{_r(URL, 40)}' https://northwind.okta.com/api/v1/users?limit=25",
        "provider",
    ),
    (
        f"OP_SERVICE_ACCOUNT_TOKEN=ops_{_b64j({'signInAddress': 'my.1password.com', 'userAuth': {'method': 'SRPg-4096', 'alg': 'PBES2g-HS256', 'iterations': 650000, 'salt': _r(URL, 22)}, 'email': _r(LN, 12) + '@1passwordserviceaccounts.com', 'srpX': _r(HEX, 64)})}",
        "provider",
    ),
    (
        f"my 1Password Secret Key is A3-{_r(UN, 6)}-{_r(UN, 6)}-{_r(UN, 5)}-{_r(UN, 5)}-{_r(UN, 5)}-{_r(UN, 5)} in case I lose the emergency kit",
        "provider",
    ),
    (f"sonar-scanner -Dsonar.token=squ_{_r(HEX, 40)}", "provider"),
    (
        f"src login https://sourcegraph.corp.lan with SRC_ACCESS_TOKEN=sgp_{_r(HEX, 16)}_{_r(HEX, 40)}",
        "provider",
    ),
    (f"circleci personal token CCIPAT_{_r(AN, 22)}_{_r(HEX, 40)}", "provider"),
    (f"buildkite agent uses bkua_{_r(HEX, 40)} for the API", "provider"),
    (f"artifactory api key AKCp{_r(AN, 69)}", "provider"),
    (f"contentful management token CFPAT-{_r(URL, 43)}", "provider"),
    (f"dropbox short-lived token sl.{_r(URL, 135)}", "provider"),
    (f"yandex cloud api key AQVN{_r(URL, 36)}", "provider"),
    (f"ADAFRUIT_IO_KEY=aio_{_r(AN, 28)}", "provider"),
    (f"deno deploy token ddp_{_r(AN, 36)}", "provider"),
    (f"render API key rnd_{_r(AN, 32)}", "provider"),
    (f"prefect cloud login -k pnu_{_r(AN, 36)}", "provider"),
    (f"infracost configure set api_key ico-{_r(AN, 32)}", "provider"),
    (
        f"teams incoming webhook https://northwind.webhook.office.com/webhookb2/{_uuid()}@{_uuid()}/IncomingWebhook/{_r(HEX, 32)}/{_uuid()}/V2{_r(URL, 40)}",
        "provider",
    ),
    (f"twitch irc PASS oauth:{_r(LN, 30)}", "provider"),
    (f"fb page access token EAAB{_r(AN, 180)}", "provider"),
    (f"algolia app id 7QZ1K2 and admin api key {_r(HEX, 32)}", "provider"),
    (f"MISTRAL_API_KEY={_r(AN, 32)}", "provider"),
    (f"CLOUDINARY_URL=cloudinary://{_digits(15)}:{_r(URL, 27)}@northwind-media", "provider"),
    (
        f"age secret key for sops: AGE-SECRET-KEY-1{_r('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}",
        "provider",
    ),
    (f"LOGDNA ingestion key {_r(HEX, 32)} goes in the agent config", "provider"),
    (f"typeform: tfp_{_r(AN, 44)}_{_r(AN, 14)}", "provider"),
]


# --------------------------------------------------------------------------------------------
# keyvalue: config and CLI grammars carrying a credential value
# --------------------------------------------------------------------------------------------
KEYVALUE = [
    (f"DB_PASSWORD_PROD={_pw(0)}", "keyvalue"),
    (f"PASSWORD1={_pw(1)}\nPASSWORD2={_pw(1)}", "keyvalue"),
    (
        f"# .env.local\nNEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET={_b64(32)}\nDATABASE_URL=file:./dev.db",
        "keyvalue",
    ),
    (
        f"here's my .env, the app still won't start:\nREDIS_HOST=cache\nREDIS_AUTH={_pw(6)}\nPORT=8080",
        "keyvalue",
    ),
    (
        f'database:\n  host: db.internal\n  user: billing\n  password: "{_pw(4)}"\n  pool: 10',
        "keyvalue",
    ),
    (f"smtp:\n  server: smtp.office365.com\n  port: 587\n  smtpPass: {_pw(3)}", "keyvalue"),
    (f'[database]\nhost = "10.0.4.12"\nuser = "app"\npassword = "{_pw(0)}"', "keyvalue"),
    (f"[client]\nuser=root\npassword={_pw(4)}\nhost=127.0.0.1", "keyvalue"),
    (
        '{"mqtt": {"broker": "tcp://10.1.1.5:1883", "username": "sensor-07", "mqtt_password": "'
        + _pw(6)
        + '"}}',
        "keyvalue",
    ),
    (
        '{\n  "ConnectionStrings": {\n    "Default": "Server=sql01;Database=Crm;User Id=crm_app;Password='
        + _pw(0)
        + ';TrustServerCertificate=True"\n  }\n}',
        "keyvalue",
    ),
    (
        f"<datasource>\n  <url>jdbc:oracle:thin:@ora-prod:1521/ORCL</url>\n  <user-name>gl</user-name>\n  <password>{_pw(1)}</password>\n</datasource>",
        "keyvalue",
    ),
    (
        f"<server>\n  <id>nexus-releases</id>\n  <username>deployer</username>\n  <password>{_pw(6)}</password>\n</server>",
        "keyvalue",
    ),
    (
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: pg-creds\ntype: Opaque\nstringData:\n  POSTGRES_USER: ledger\n  POSTGRES_PASSWORD: {_pw(0)}",
        "keyvalue",
    ),
    (
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\ndata:\n  api-key: {base64.b64encode(_r(AN, 32).encode()).decode()}",
        "keyvalue",
    ),
    (
        f"services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {_pw(3)}\n      MARIADB_DATABASE: shop",
        "keyvalue",
    ),
    (
        f"docker run -d -e MSSQL_SA_PASSWORD='{_pw(1)}' -e ACCEPT_EULA=Y -p 1433:1433 mcr.microsoft.com/mssql/server:2022-latest",
        "keyvalue",
    ),
    (
        f"postgresql://reporting:{_pw(6)}@pg-replica.internal:5432/analytics?sslmode=require",
        "keyvalue",
    ),
    (
        f"can't connect with mongodb+srv://admin:{_r(AN, 16)}@cluster0.x7kq2.mongodb.net/?retryWrites=true - timeout",
        "keyvalue",
    ),
    (f"CELERY_BROKER_URL=amqp://worker:{_pw(2)}@rabbit:5672/vhost", "keyvalue"),
    (f"redis-cli -h cache-prod -a '{_pw(0)}' --no-auth-warning INFO memory", "keyvalue"),
    (
        f"REDIS_URL=rediss://:{_r(AN, 32)}@redis-12345.c1.eu-west-1.ec2.cloud.redislabs.com:12345",
        "keyvalue",
    ),
    (
        f"pip install -i https://ci:{_pw(6)}@nexus.corp.lan/repository/pypi/simple internal-lib",
        "keyvalue",
    ),
    (f"ftp://backup:{_pw(1)}@192.168.1.40/nightly/", "keyvalue"),
    (f"mysql -u root -p'{_pw(4)}' -h 127.0.0.1 shop < dump.sql", "keyvalue"),
    (f'psql "host=pg01 dbname=crm user=crm password={_pw(2)}"', "keyvalue"),
    (f"PGPASSWORD='{_pw(0)}' pg_dump -h pg01 -U backup crm > crm.sql", "keyvalue"),
    (f"sshpass -p '{_pw(1)}' ssh pi@192.168.1.23", "keyvalue"),
    (f"curl -u admin:{_pw(6)} -X POST http://jenkins.lan:8080/job/build/build", "keyvalue"),
    (f"docker login registry.corp.lan -u ci -p {_pw(6)}", "keyvalue"),
    (
        f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{_pw(4)}",
        "keyvalue",
    ),
    (f"7z a -p{_pw(0)} -mhe=on archive.7z ./contracts", "keyvalue"),
    (f"htpasswd -b -c /etc/nginx/.htpasswd grafana {_pw(3)}", "keyvalue"),
    (f"net user svc_backup {_pw(1)} /add /domain", "keyvalue"),
    (
        f"$pw = ConvertTo-SecureString \"{_pw(0)}\" -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\svc_sql', $pw)",
        "keyvalue",
    ),
    (
        f"CREATE USER 'etl'@'%' IDENTIFIED BY '{_pw(3)}';\nGRANT SELECT ON warehouse.* TO 'etl'@'%';",
        "keyvalue",
    ),
    (f"ALTER USER reporting WITH PASSWORD '{_pw(6)}';", "keyvalue"),
    (f"ALTER LOGIN sa WITH PASSWORD = N'{_pw(1)}';", "keyvalue"),
    (
        f"machine api.heroku.com\n  login ops@northwind.io\n  password {_r(HEX, 8)}-{_r(HEX, 4)}-{_r(HEX, 4)}-{_r(HEX, 4)}-{_r(HEX, 12)}",
        "keyvalue",
    ),
    (f"my ~/.netrc is just: machine nas.home login admin password {_pw(4)}", "keyvalue"),
    (f"~/.pgpass:\npg01.internal:5432:crm:crm_app:{_pw(0)}", "keyvalue"),
    (f'[Service]\nEnvironment="DB_PASS={_pw(6)}"\nExecStart=/opt/app/bin/server', "keyvalue"),
    (f"export AWS_SECRET_ACCESS_KEY={_r(B64, 40)}", "keyvalue"),
    (f'setx SMTP_PASSWORD "{_pw(1)}"', "keyvalue"),
    (f'$env:ARM_CLIENT_SECRET = "{_r(URL, 34)}"', "keyvalue"),
    (f"spring.datasource.password={_pw(4)}\nspring.datasource.username=app", "keyvalue"),
    (f"define( 'DB_PASSWORD', '{_pw(0)}' );", "keyvalue"),
    (f"SECRET_KEY = 'django-insecure-{_r(LN + '!@#$%^&*(-_=+)', 50)}'", "keyvalue"),
    (f'config.secret_key_base = "{_r(HEX, 128)}"', "keyvalue"),
    (f"JWT_SIGNING_SECRET: {_r(AN, 48)}", "keyvalue"),
    (f"const dbConfig = {{ user: 'svc', dbPassword: '{_pw(6)}', host: 'db' }};", "keyvalue"),
    (f"ClientSecret: {_r(URL, 40)}\nClientId: webapp", "keyvalue"),
    (f"ansible_become_pass: {_pw(1)}", "keyvalue"),
    (f'admin_password = "{_pw(0)}"   # terraform.tfvars', "keyvalue"),
    (
        f'{{"auths": {{"registry.corp.lan": {{"auth": "{base64.b64encode(("ci:" + _pw(0)).encode()).decode()}"}}}}}}',
        "keyvalue",
    ),
    (f"users:\n- name: ci\n  user:\n    token: {_r(AN, 40)}", "keyvalue"),
    (f"GET /v1/orders HTTP/1.1\nHost: api.internal\nX-Api-Key: {_r(AN, 40)}", "keyvalue"),
    (
        f"Authorization: Basic {base64.b64encode(('svc-report:' + _pw(1)).encode()).decode()}",
        "keyvalue",
    ),
    (f'network={{\n    ssid="HomeNet-5G"\n    psk="{_pw(2)}"\n}}', "keyvalue"),
    (f"interface=wlan0\nssid=kiosk\nwpa_passphrase={_pw(6)}", "keyvalue"),
    (f"enable secret {_pw(1)}\nusername netops privilege 15 password 0 {_pw(0)}", "keyvalue"),
    (f"[gdrive-crypt]\ntype = crypt\nremote = gdrive:vault\npassword = {_r(URL, 40)}", "keyvalue"),
    (f"password：{_pw(0)}", "keyvalue"),
    (f"Passwort={_pw(1)}", "keyvalue"),
    (f"contraseña: {_pw(6)}", "keyvalue"),
    (f'mot_de_passe = "{_pw(3)}"', "keyvalue"),
    (f"密码={_pw(0)}", "keyvalue"),
    (f"пароль: {_pw(6)}", "keyvalue"),
    (f"senha_admin={_pw(1)}", "keyvalue"),
    (f'WACHTWOORD="{_pw(4)}"', "keyvalue"),
    (f"haslo_bazy: {_pw(0)}", "keyvalue"),
    (f"adminPwd = {_pw(4)}", "keyvalue"),
    (f"Db.Pass: {_pw(0)}", "keyvalue"),
    (f"--db-passwd={_pw(1)}", "keyvalue"),
    (f"KEYCLOAK_ADMIN_PASSWORD={_pw(4)}", "keyvalue"),
    (f"encryption-key: {_b64(32)}", "keyvalue"),
    (
        f"git remote set-url origin https://oauth2:{_r(AN, 20)}@git.corp.lan/team/app.git",
        "keyvalue",
    ),
    (f"the config line is `private_token = {_r(AN, 20)}`, but gitlab still says 401", "keyvalue"),
    (f"zip -P {_pw(1)} payroll.zip payroll.xlsx", "keyvalue"),
    (f"VNC_PASSWD={_pw(4)} x11vnc -forever", "keyvalue"),
]


def _w(word: str, digits: int = 0) -> str:
    """A plain-word value (optionally with trailing digits); asserts it is fresh."""
    v = word + (_r(DG, digits) if digits else "")
    assert v not in _USED or digits, v
    _USED.add(v)
    return v


# --------------------------------------------------------------------------------------------
# language: disclosures in languages other than English (native script and romanised)
# --------------------------------------------------------------------------------------------
LANGUAGE = [
    # Spanish
    (f"Oye, la contraseña del wifi es {_w('girasol', 2)}", "language"),
    (f"el pin de mi tarjeta es {_digits(4)}, no se lo digas a nadie porfa", "language"),
    (f"Te paso el código de acceso del portal: {_digits(6)}", "language"),
    # French
    (f"Mon mot de passe pour le portail RH, c'est {_pw(1)}", "language"),
    (f"le digicode de l'immeuble c'est {_digits(4)}B, sonne chez Martin au 3e", "language"),
    (f"{_w('coquelicot', 3)} : voilà mon nouveau mot de passe, je l'ai changé hier", "language"),
    # German
    (f"Mein Passwort lautet {_pw(0)}, bitte gleich nach dem ersten Login ändern", "language"),
    (f"Die PIN für die EC-Karte ist {_digits(4)}, Geld liegt im Umschlag", "language"),
    (f"Zugangscode fürs Hoftor: {_digits(4)}#", "language"),
    # Italian
    (f"la password del router è {_w('farfalla')}", "language"),
    (f"il codice di accesso alla cassetta è {_digits(5)}", "language"),
    # Portuguese (BR / PT)
    (f"minha senha do banco é {_pw(3)} kkk não conta pra ninguém", "language"),
    (f"a senha do wi-fi é {_w('abacaxi', 3)}", "language"),
    (f"o código de acesso do portão é {_digits(4)}", "language"),
    # Dutch
    (f"mijn wachtwoord is {_pw(1)}", "language"),
    (f"de toegangscode van de kluis is {_digits(6)}", "language"),
    # Nordic
    (f"mitt lösenord är {_w('kanelbulle')}", "language"),
    (f"koden till porten är {_digits(4)}", "language"),
    (f"passordet mitt er {_pw(6)}", "language"),
    (f"min adgangskode er {_pw(2)}", "language"),
    (f"salasanani on {_w('mustikka', 3)}", "language"),
    (f"lykilorðið mitt er {_pw(1)}", "language"),
    # Central / Eastern Europe
    (f"moje hasło to {_pw(0)}", "language"),
    (f"PIN do karty to {_digits(4)}", "language"),
    (f"moje heslo je {_w('knedlik', 4)}", "language"),
    (f"heslo na wifinu je {_pw(2)}", "language"),
    (f"a jelszavam {_pw(3)}", "language"),
    (f"parola mea este {_w('ghiocel', 2)}", "language"),
    (f"minu parool on {_pw(6)}", "language"),
    (f"mana parole ir {_pw(1)}", "language"),
    (f"mano slaptažodis yra {_w('gintaras', 3)}", "language"),
    (f"moja lozinka je {_pw(0)}", "language"),
    # Cyrillic
    (f"мой пароль {_w('ромашка', 4)}", "language"),
    (f"пин-код от карты {_digits(4)}, сними 5 тысяч", "language"),
    (f"moy parol' {_pw(1)}, tol'ko nikomu", "language"),
    (f"мій пароль — {_pw(0)}", "language"),
    (f"паролата ми е {_pw(6)}", "language"),
    (f"моја лозинка је {_pw(3)}", "language"),
    # Greek
    (f"ο κωδικός μου είναι {_pw(1)}", "language"),
    (f"o kwdikos tou email einai {_w('thalassa')}", "language"),
    (f"το PIN της κάρτας είναι {_digits(4)}", "language"),
    # Turkish
    (f"şifrem {_pw(0)}, sisteme bununla giriyorsun", "language"),
    (f"wifi şifresi {_w('kiraz', 4)}", "language"),
    # Middle East
    (f"كلمة السر الخاصة بي هي {_pw(1)}", "language"),
    (f"الرقم السري للبطاقة {_digits(4)}", "language"),
    (f"kelmet el ser beta3ti {_w('yasmine', 3)} 3shan t2dar tdkhol", "language"),
    (f"הסיסמה שלי היא {_pw(6)}", "language"),
    (f"הקוד לדלת הוא {_digits(4)}", "language"),
    (f"رمز عبور من {_pw(0)} است", "language"),
    # South Asia
    (f"मेरा पासवर्ड {_pw(3)} है", "language"),
    (f"एटीएम पिन {_digits(4)} है, पापा को मत बताना", "language"),
    (f"mera password {_w('mumbai', 4)} hai, kisi ko mat batana", "language"),
    (f"আমার পাসওয়ার্ড হল {_pw(1)}", "language"),
    (f"میرا پاس ورڈ {_pw(6)} ہے", "language"),
    (f"என் கடவுச்சொல் {_pw(0)}", "language"),
    # South-East Asia
    (f"รหัสผ่านของฉันคือ {_pw(1)}", "language"),
    (f"รหัส ATM {_digits(4)} นะ", "language"),
    (f"mật khẩu của tôi là {_w('hoasen', 4)}", "language"),
    (f"mã PIN thẻ ATM là {_digits(4)}", "language"),
    (f"kata sandi saya {_pw(3)}", "language"),
    (f"PIN ATM-ku {_digits(6)}, jangan bilang siapa-siapa", "language"),
    (f"kata laluan saya ialah {_w('durian')}", "language"),
    (f"ang password ko ay {_pw(6)}", "language"),
    # Africa
    (f"nenosiri langu ni {_pw(1)}", "language"),
    (f"my wagwoord is {_w('springbok', 3)}", "language"),
    # East Asia
    (f"我的密码是{_pw(0)}", "language"),
    (f"银行卡密码是{_digits(6)}，别告诉别人", "language"),
    (f"wo de mima shi {_w('woaini', 4)}", "language"),
    (f"我的密碼是{_pw(1)}", "language"),
    (f"パスワードは{_pw(3)}です", "language"),
    (f"暗証番号は{_digits(4)}です", "language"),
    (f"pasuwaado wa {_w('sakura', 4)} desu", "language"),
    (f"내 비밀번호는 {_pw(6)}이야", "language"),
    (f"현관 비밀번호 {_digits(4)}* 눌러", "language"),
    # Others
    (f"la meva contrasenya és {_pw(0)}", "language"),
    (f"fy nghyfrinair yw {_w('cennin', 3)}", "language"),
    (f"nire pasahitza {_pw(1)} da", "language"),
]


# --------------------------------------------------------------------------------------------
# plain_value: English disclosures whose value is an ordinary word, name, phrase or number
# --------------------------------------------------------------------------------------------
_WORDS = """lighthouse pancake marigold thunder velvet hazelnut pinecone rosebud snowdrop teacup
kingfisher meadow cinnamon lollipop butterscotch dragonfly puffin riverbank starling tangerine
moonbeam buttercup walnut seashell bramble cricket peppermint driftwood honeycomb scarecrow
sparrow wildflower thistle cobblestone gumdrop huckleberry lavender mistletoe nightingale
paperclip raincoat sundial treehouse watermelon avocado biscuit cactus dolphin espresso
flamingo giraffe hammock igloo jellybean kettle lemonade marshmallow noodle octopus""".split()
_NAMES = """Biscuit Luna Max Bella Charlie Daisy Milo Rosie Oscar Winston Pepper Ziggy Mabel Otis
Hazel Rufus Cleo Barney Poppy Theo""".split()
_SURN = "Henderson Okafor Lindqvist Moreau Tanaka Kowalski Brennan Alvarez".split()


def _word() -> str:
    return _take(_WORDS)


def _name() -> str:
    return _take(_NAMES)


def _year() -> str:
    return str(_R.randint(1958, 2024))


PLAIN = [
    (f"the wifi password at my grandma's is {_word()}", "plain_value"),
    (f"my debit card PIN is {_digits(4)}", "plain_value"),
    (f"you can log into the NAS with {_word()}{_digits(2)}, user is admin", "plain_value"),
    (f"house alarm code is {_digits(4)}, disarm it before you open the back door", "plain_value"),
    (f"mom's email password is {_name()}{_year()}, she asked me to fix her inbox", "plain_value"),
    (f"Q: what's the password for the guest network?\nA: it's {_word()}", "plain_value"),
    (f"I changed the Netflix password to {_word()}{_word()} so the ex can't use it", "plain_value"),
    (f"use {_word()} as the password for the staging admin, we'll rotate it Monday", "plain_value"),
    (f"{_word()} is the password for the shared drive, all lowercase", "plain_value"),
    (f"login: jsmith / {_word()}{_digits(1)}", "plain_value"),
    (f"garage door keypad: {_digits(4)} then the enter button", "plain_value"),
    (f"voicemail passcode is {_digits(6)} if you need to check my messages", "plain_value"),
    (f"dad's iPad passcode is {_digits(6)}", "plain_value"),
    (f'the password is literally just "{_word()}", no caps, no numbers', "plain_value"),
    (f"It's {_name()}{_digits(4)}! capital first letter, exclamation at the end", "plain_value"),
    (f"passphrase for the backup drive: {_word()} {_word()} {_word()} {_word()}", "plain_value"),
    (f"Zoom meeting ID 845 2231 9087, passcode {_digits(6)}", "plain_value"),
    (f"remember the laptop login is {_word()} now, I changed it after the trip", "plain_value"),
    (f"Sarah's password for the school portal is {_word()}{_digits(2)}", "plain_value"),
    (f"router admin login is admin/{_word()}", "plain_value"),
    (f"for the Airbnb, the lockbox code is {_digits(4)}, key is inside", "plain_value"),
    (f"my Apple ID password is {_word()}{_year()}", "plain_value"),
    (f"wifi: Murphy-Guest  pw: {_word()}{_digits(3)}", "plain_value"),
    (f"the PIN for screen time on the kids' tablet is {_digits(4)}", "plain_value"),
    (f"my password for basically everything is {_word()}, I know, I know", "plain_value"),
    (f"you can get into my laptop with {_word()}, it's on a sticky note anyway", "plain_value"),
    (f"the SIM's PUK code is {_digits(8)}", "plain_value"),
    (f"front door keypad passcode: {_digits(5)}", "plain_value"),
    (f"I'm making my new PIN {_digits(4)}, easier to remember", "plain_value"),
    (f"tell him the access code is {_digits(6)} and to wait at gate B", "plain_value"),
    (f"if you need to unlock my phone it's {_digits(6)}", "plain_value"),
    (
        f'The network is "TheMurphys" and the password is {_word()}{_word()}{_digits(2)}',
        "plain_value",
    ),
    (f"the office door code changed to {_digits(4)}#", "plain_value"),
    (f"gmail: tom.{_SURN[0].lower()}@gmail.com pass {_word()}{_digits(4)}", "plain_value"),
    (
        f"the password is {_name()}{_digits(2)}, same as the dog's name plus the number",
        "plain_value",
    ),
    (f"type {_word()} when it asks for the password", "plain_value"),
    (
        f"the default password on the new cameras is {_word()}{_digits(3)}, please change it",
        "plain_value",
    ),
    (f"the Hulu login is my email and {_word()}{_digits(2)}", "plain_value"),
    (f"my ATM pin number is {_digits(4)}", "plain_value"),
    (f"temp password for the new hire is Welcome{_digits(4)}!", "plain_value"),
    (f"he told me his bank password is {_word()} and honestly I'm not surprised", "plain_value"),
    (f"code for the storage unit is {_digits(4)}, unit 112", "plain_value"),
    (f"WiFi password? it's {_word()} all lowercase", "plain_value"),
    (f"we agreed on {_digits(6)} as the PIN for the shared card", "plain_value"),
    (f"the password to my diary app is {_word()}", "plain_value"),
    (
        f"password is the word {_word()} followed by {_digits(2)} and then an exclamation mark",
        "plain_value",
    ),
    (f"set the kiosk password to {_word()}-{_word()}", "plain_value"),
    (f"my bike lock combination is {_digits(4)}", "plain_value"),
    (f"For Steam I used {_word()}{_digits(3)} as my password", "plain_value"),
    (
        f"the PTA's Facebook login is pta.{_SURN[1].lower()}@gmail.com and the password is {_word()}{_year()}",
        "plain_value",
    ),
    (f"user: {_SURN[2].lower()}  password: {_word()}", "plain_value"),
    (
        f"the master password for the family vault is {_word()} {_word()} {_word()} {_digits(2)}",
        "plain_value",
    ),
    (f"the gate code at Kevin's place is *{_digits(4)}", "plain_value"),
]

# --------------------------------------------------------------------------------------------
# material: keys, seed phrases, TOTP seeds, recovery codes, cards, JWTs, cookies
# --------------------------------------------------------------------------------------------
_BIP39 = """
abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict
address adjust admit adult advance advice aerobic affair afford afraid again age agent agree
ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha
already also alter always amateur amazing among amount amused analyst anchor ancient anger angle
angry animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor army around arrange
arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma
athlete atom attack attend attitude attract auction audit august aunt author auto autumn average
avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance
balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean
beauty because become beef before begin behave behind believe below belt bench benefit best
betray better between beyond bicycle bid bike bind biology bird birth bitter black blade blame
blanket blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb
bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand brass
brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother
brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst
bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm camera camp
can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo
carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause
caution cave ceiling celery cement census century cereal certain chair chalk champion change
chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney
choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color
column combine come comfort comic common company concert conduct confirm congress connect
consider control convince cook cool copper copy coral core corn correct cost cotton couch
country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy
cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise
crumble crunch crush cry crystal cube culture cup cupboard curious current curtain curve cushion
custom cute cycle dad damage damp dance danger daring dash daughter dawn day deal debate debris
decade december decide decline decorate decrease deer defense define defy degree delay deliver
demand demise denial dentist deny depart depend deposit depth deputy derive describe desert
design desk despair destroy detail detect develop device devote diagram dial diamond diary dice
diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover disease
dish dismiss disorder display distance divert divide divorce dizzy doctor document dog doll
dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw dream
dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf
dynamic eager eagle early earn earth easily east easy echo ecology economy edge edit educate
effort egg eight either elbow elder electric elegant element elephant elevator elite else embark
embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy energy
enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry
envelope episode equal equip era erase erode erosion error erupt escape essay essence estate
eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude excuse
execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose
express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family
famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february
federal fee feed feel female fence festival fetch fever few fiber fiction field figure file film
filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag flame
flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog foil
fold follow food foot force forest forget fork fortune forum forward fossil foster found fox
fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny
furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas
gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle
ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue
goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape
grass gravity great green grid grief grit grocery group grow grunt guard guess guide guilt
guitar gun gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk
hazard head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint
hip hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse
hospital host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt
husband hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense
immune impact impose improve impulse inch include income increase index indicate indoor industry
infant inflict inform inhale inherit initial inject injury inmate inner innocent input inquiry
insane insect inside inspire install intact interest into invest invite involve iron island
isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey
joy judge juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind
kingdom kiss kit kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake
lamp language laptop large later latin laugh laundry lava law lawn lawsuit layer lazy leader
leaf learn leave lecture left leg legal legend leisure lemon lend length lens leopard lesson
letter level liar liberty library license life lift light like limb limit link lion liquid list
little live lizard load loan lobster local lock logic lonely long loop lottery loud lounge love
loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet maid mail main
major make mammal man manage mandate mango mansion manual maple marble march margin marine
market marriage mask mass master match material math matrix matter maximum maze meadow mean
measure meat mechanic medal media melody melt member memory mention menu mercy merge merit merry
mesh message metal method middle midnight milk million mimic mind minimum minor minute miracle
mirror misery miss mistake mix mixed mixture mobile model modify mom moment monitor monkey
monster month moon moral more morning mosquito mother motion motor mountain mouse move movie
much muffin mule multiply muscle museum mushroom music must mutual myself mystery myth naive
name napkin narrow nasty nation nature near neck need negative neglect neither nephew nerve nest
net network neutral never news next nice night noble noise nominee noodle normal north nose
notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure
observe obtain obvious occur ocean october odor off offer office often oil okay old olive
olympic omit once one onion online only open opera opinion oppose option orange orbit orchard
order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven
over own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther
paper parade parent park parrot party pass patch path patient patrol pattern pause pave payment
peace peanut pear peasant pelican pen penalty pencil people pepper perfect permit person pet
phone photo phrase physical piano picnic picture piece pig pigeon pill pilot pink pioneer pipe
pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem poet
point polar pole police pond pony pool popular portion position possible post potato pottery
poverty powder power practice praise predict prefer prepare present pretty prevent price pride
primary print priority prison private prize problem process produce profit program project
promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin
punch pupil puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter
question quick quit quiz quote rabbit raccoon race rack radar radio rail rain raise rally ramp
ranch random range rapid rare rate rather raven raw razor ready real reason rebel rebuild recall
receive recipe record recycle reduce reflect reform refuse region regret regular reject relax
release relief rely remain remember remind remove render renew rent reopen repair repeat replace
report require rescue resemble resist resource response result retire retreat return reunion
reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple
risk ritual rival river road roast robot robust rocket romance roof rookie room rose rotate
rough round route royal rubber rude rug rule run runway rural sad saddle sadness safe sail salad
salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say scale scan
scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea
search season seat second secret section security seed seek segment select sell seminar senior
sense sentence series service session settle setup seven shadow shaft shallow share shed shell
sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug
shuffle shy sibling sick side siege sight sign silent silk silly silver similar simple since
sing siren sister situate six size skate sketch ski skill skin skirt skull slab slam sleep
slender slice slide slight slim slogan slot slow slush small smart smile smoke smooth snack
snake snap sniff snow soap soccer social sock soda soft solar soldier solid solution solve
someone song soon sorry sort soul sound soup source south space spare spatial spawn speak
special speed spell spend sphere spice spider spike spin spirit split spoil sponsor spoon sport
spot spray spread spring spy square squeeze squirrel stable stadium staff stage stairs stamp
stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool
story stove strategy street strike strong struggle student stuff stumble style subject submit
subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply
supreme sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm
swear sweet swift swim swing switch sword symbol symptom syrup system table tackle tag tail
talent talk tank tape target task taste tattoo taxi teach team tell ten tenant tennis tent term
test text thank that theme then theory there they thing this thought three thrive throw thumb
thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco today
toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic
topple torch tornado tortoise toss total tourist toward tower town toy track trade traffic
tragic train transfer trap trash travel tray treat tree trend trial tribe trick trigger trim
trip trophy trouble truck true truly trumpet trust truth try tube tuition tumble tuna tunnel
turkey turn turtle twelve twenty twice twin twist two type typical ugly umbrella unable unaware
uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown unlock until
unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful useless
usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle
velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious
victory video view village vintage violin virtual virus visa visit visual vital vivid vocal
voice void volcano volume vote voyage wage wagon wait walk wall walnut want warfare warm warrior
wash wasp waste water wave way wealth weapon wear weasel weather web wedding weekend weird
welcome west wet whale what wheat wheel when where whip whisper wide width wife wild will win
window wine wing wink winner winter wire wisdom wise wish witness wolf woman wonder wood wool
word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you young
youth zebra zero zone zoo
""".split()


def _mnemonic(nbytes: int) -> str:
    """A BIP-39 mnemonic with a valid checksum."""
    ent = _R.randbytes(nbytes)
    cs_bits = nbytes * 8 // 32
    h = hashlib.sha256(ent).digest()
    bits = bin(int.from_bytes(ent, "big"))[2:].zfill(nbytes * 8) + bin(h[0])[2:].zfill(8)[:cs_bits]
    words = [_BIP39[int(bits[i : i + 11], 2)] for i in range(0, len(bits), 11)]
    phrase = " ".join(words)
    _USED.add(phrase)
    return phrase


def _pem(label: str, nbytes: int, prefix: str = "") -> str:
    body = prefix + _b64(nbytes)
    return f"-----BEGIN {label}-----\n{_wrap(body, 64)}\n-----END {label}-----"


_seed24 = _mnemonic(32).split()
_totp = _r(B32, 32)
_visa = _luhn("4", 16)
_amex = _luhn("37", 15)
_mc = _luhn("54", 16)
_disc = _luhn("6011", 16)

MATERIAL = [
    (
        f"here's the deploy key, paste it into the runner:\n{_pem('RSA PRIVATE KEY', 1190, 'MIIEpAIBAAKCAQEA')}",
        "material",
    ),
    (_pem("PRIVATE KEY", 100, "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg"), "material"),
    (
        "cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
        + _wrap(
            "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"
            + _b64(280),
            70,
        )
        + "\n-----END OPENSSH PRIVATE KEY-----",
        "material",
    ),
    (_pem("EC PRIVATE KEY", 118, "MHcCAQEEI"), "material"),
    (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + _wrap("lQdGBGY" + _b64(900), 64)
        + "\n="
        + _r(B64, 4)
        + "\n-----END PGP PRIVATE KEY BLOCK-----",
        "material",
    ),
    (f"seed phrase for the ledger, write it down somewhere safe: {_mnemonic(16)}", "material"),
    (
        "recovery phrase (24 words):\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(_seed24)),
        "material",
    ),
    (f"metamask backup -> {', '.join(_mnemonic(16).split())}", "material"),
    (f"my trust wallet words are {_mnemonic(16).upper()}", "material"),
    (
        f"otpauth://totp/GitHub:jdoe?secret={_r(B32, 32)}&issuer=GitHub&algorithm=SHA1&digits=6&period=30",
        "material",
    ),
    (
        f"the authenticator setup key is {_groups(_totp.lower(), 4)} - add it to your phone too so we both get codes",
        "material",
    ),
    (
        "GitHub recovery codes, keep them somewhere safe:\n"
        + "\n".join(f"{_r(HEX, 5)}-{_r(HEX, 5)}" for _ in range(16)),
        "material",
    ),
    (
        "google backup codes\n" + "\n".join(f"{_digits(4)} {_digits(4)}" for _ in range(10)),
        "material",
    ),
    (f"card {_visa} exp 09/28 cvv {_digits(3)}, name on card J Alvarez", "material"),
    (
        f"use my amex {_amex[:4]} {_amex[4:10]} {_amex[10:]} for the hotel, security code {_digits(4)}",
        "material",
    ),
    (f"mastercard: {_groups(_mc, 4)} 11/27", "material"),
    (f"Discover {_disc}, expiry 03/29, CVV {_digits(3)}, billing zip 60614", "material"),
    (
        f"Authorization: Bearer {_jwt({'sub': _digits(7), 'name': 'Priya N', 'role': 'admin', 'iat': 1764547200, 'exp': 1764633600})}",
        "material",
    ),
    (
        f"token: {_jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'payments', 'kubernetes.io/serviceaccount/service-account.name': 'deployer', 'sub': 'system:serviceaccount:payments:deployer'}, 'RS256')}",
        "material",
    ),
    (f"Cookie: sessionid={_r(LN, 32)}; csrftoken={_r(AN, 64)}; theme=dark", "material"),
    (
        f"Set-Cookie: __Secure-next-auth.session-token={_b64(180, urlsafe=True, pad=False)}; Path=/; HttpOnly; Secure; SameSite=Lax",
        "material",
    ),
    (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@bastion\nPublic-Lines: 2\n"
        + _wrap("AAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(32), 64)
        + "\nPrivate-Lines: 1\n"
        + _b64(36)
        + f"\nPrivate-MAC: {_r(HEX, 64)}",
        "material",
    ),
    (f"the card's PIN is {_digits(4)} and the CVV on the back is {_digits(3)}", "material"),
]


# --------------------------------------------------------------------------------------------
# benign / hand_written: hard negatives a real user writes
# --------------------------------------------------------------------------------------------
HAND_WRITTEN = [
    # talking about passwords, PINs, tokens without giving one
    "my password expired again this morning, IT makes us change it every 60 days",
    "I reset my PIN twice this week because I kept forgetting it",
    "1Password is great, I finally moved the whole family onto it",
    "you should really use a password manager instead of a notebook",
    "the password must be at least 12 characters and include a symbol",
    "ugh, the site says my new password can't be one of my last five",
    "I'll DM you the wifi password when you get here",
    "the wifi password is on the sticker on the back of the router",
    "ask Dave for the alarm code, I don't remember it",
    "I put the staging credentials in the shared vault under 'staging/db'",
    "don't paste secrets into Slack, use the vault link instead",
    "we need to rotate the Stripe key today because it showed up in a log",
    "the API token expired so the nightly sync failed, I'll regenerate it",
    "my bank locked my card after three wrong PIN attempts",
    "Passwords are hashed with argon2id and a per-user salt",
    "two-factor codes come by SMS but I'd rather use an authenticator app",
    "I keep getting 'invalid token' when I call the orders endpoint",
    "the JWT lifetime is 15 minutes and the refresh token lasts a week",
    "How long should a good passphrase be? Four random words?",
    "can you remind me to change the router password this weekend?",
    "the password reset email never arrived, checked spam too",
    "my mom wrote all her passwords on the back of a calendar, I'm horrified",
    "I changed my PIN to something I won't forget this time",
    "forgot my Apple ID password, waiting 24h for account recovery",
    "do you know if the hotel wifi needs a password or just a room number?",
    "the access code for the conference will be emailed on Friday",
    "She set a passcode on the iPad so the kids stop buying gems",
    "our SSO token gets invalidated whenever I switch VPN",
    "I think the password is saved in Chrome, check chrome://password-manager",
    "The secret key should never be committed, add .env to .gitignore",
    "he's so paranoid, he uses a different password for every single site (good for him)",
    "the new policy: no more shared admin passwords, everyone gets their own account",
    "I typed the wrong password so many times that Gmail made me solve a captcha",
    "GitHub now requires a token instead of a password for git over https",
    "what's the difference between an API key and an OAuth token?",
    "I generate my passwords with diceware, it's kind of fun rolling the dice",
    "the PIN on my SIM got blocked and I need the PUK from the carrier",
    "keep the recovery codes offline, printing them is fine",
    "the password field doesn't show the eye icon on Safari",
    "Our auditor flagged that the service account password never expires",
    # idioms, trivia, fiction, films, games, riddles
    "in the movie the password was swordfish, which is a running joke at this point",
    "Speak, friend, and enter: the password to Moria was just 'friend' in Elvish",
    "Fun fact: '123456' is still the most common password in every breach list",
    "Open sesame! is what Ali Baba says to open the cave",
    "The secret ingredient is love, according to every cooking show ever",
    "What has keys but can't open locks? A piano.",
    "the token ring network was before my time",
    "Bearer bonds were basically cash on paper, that's why the movie villains loved them",
    "my kid collected 400 arcade tokens and traded them for a plastic spider",
    "we need one more token on the railroad space to win Monopoly",
    "In Zelda you get the boss key after the puzzle room",
    "Secret Santa draw is on Friday, budget is 20 euros",
    "The surprise party is a secret, don't tell Anna!!",
    "I bowled a strike and knocked down all ten pins",
    "drop a pin on the map where you parked",
    "pinned the message with the agenda in #general",
    "he's the token vegetarian at every barbecue",
    "Key takeaway from the meeting: ship smaller PRs",
    "the key to good bread is a long cold proof",
    "I lost my house keys again, had to call a locksmith",
    "left the car key in my jacket pocket at the restaurant",
    "the Konami code is a classic, up up down down left right left right B A",
    "in Harry Potter the password to the Gryffindor common room changes all the time",
    "Riddle: the more you take, the more you leave behind. What am I? Footsteps.",
    "the spy novel I'm reading has the hero memorising a one-time pad, very retro",
    "It's an open secret that the cafeteria pizza is from the place across the street",
    "secret of my success? coffee and lists",
    "as a token of appreciation we got everyone a mug",
    "the villain's vault code in the game is hidden in the painting, took us an hour",
    # advice and hypotheticals
    "If someone asks for your password over the phone, hang up, banks never do that",
    "hypothetically, if my password were leaked, what should I change first?",
    "Never reuse your email password anywhere else",
    "a strong password is long rather than complicated",
    "what if we stored the API keys in AWS Secrets Manager instead of env vars?",
    "Would you write your PIN on the card? Please don't.",
    "you can enable passkeys and drop passwords entirely on most big sites now",
    "for the workshop, each attendee will receive a temporary login at the door",
    "tip: set a screen-lock PIN before you travel",
    "I'd rotate every token the contractor had access to, just to be safe",
    # placeholders, redactions, env lookups
    "set OPENAI_API_KEY=<your-api-key> before running the notebook",
    "DB_PASSWORD=${DB_PASSWORD}",
    "export STRIPE_KEY=sk-...   # paste yours here",
    "password: xxxxxxxx (redacted)",
    "Authorization: Bearer <token>",
    'api_key: "YOUR_API_KEY_HERE"',
    "the log shows password=***** so at least it's masked",
    '{"username": "admin", "password": "[REDACTED]"}',
    "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX",
    "replace <PASSWORD> in the connection string with the one from the vault",
    "postgres://user:password@localhost:5432/dbname is the format they expect",
    "token: {{ .Values.github.token }}",
    "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
    'PASSWORD=""  # leave empty for local dev',
    'curl -H "X-Api-Key: $API_KEY" https://api.example.com/v1/ping',
    "mysql -u root -p   (it will prompt you)",
    "secret: !vault-ref kv/data/app#db_password",
    "DATABASE_URL=postgres://app:${PGPASSWORD}@db:5432/app",
    # code that references secrets without values
    'token = os.environ["TOKEN"]',
    "def login(username: str, password: str) -> bool:",
    'api_key: SecretStr = Field(..., env="API_KEY")',
    "const secret = process.env.JWT_SECRET ?? throwMissing('JWT_SECRET');",
    'pw = getpass.getpass("Password: ")',
    "if not bcrypt.checkpw(password.encode(), user.password_hash):",
    "password = request.form.get('password')",
    "SELECT id, email FROM users WHERE password_reset_token IS NULL;",
    'let key = std::env::var("API_KEY").expect("API_KEY not set");',
    "client = boto3.client('s3')  # creds come from the instance role",
    'String password = System.getenv("DB_PASS");',
    "assert len(password) >= 12, 'password too short'",
    "@param token the bearer token from the auth header",
    "kubectl create secret generic db --from-file=password=./password.txt",
    "vault kv get -field=password secret/payments/db",
    "password_input.send_keys(creds.password)",
    "aws secretsmanager get-secret-value --secret-id prod/api-key",
    "self.password = None  # set in authenticate()",
    "if token is None: raise AuthError('missing token')",
    "type Credentials = { username: string; password: string }",
    # multilingual normal chat
    "Perdí las llaves de casa otra vez, ¿tienes la copia?",
    "el código de descuento VERANO20 ya no funciona en la web",
    "J'ai oublié mon mot de passe, je dois le réinitialiser",
    "Le secret d'une bonne mayonnaise, c'est que tout soit à température ambiante",
    "Ich habe meinen Schlüssel im Büro vergessen",
    "Die Überraschungsparty ist ein Geheimnis, sag Anna nichts!",
    "Ho cambiato la password ieri ma il sito non la accetta",
    "il segreto della nonna per il ragù è un po' di latte",
    "esqueci minha senha de novo, vou pedir pra resetar",
    "a chave do carro ficou no bolso da jaqueta",
    "de pincode van mijn pas is geblokkeerd, ik moet naar de bank",
    "Jag tappade nycklarna till sommarstugan",
    "Zapomniałem hasła do banku, muszę zadzwonić na infolinię",
    "Я забыл пароль от почты, придётся восстанавливать через телефон",
    "Секрет успеха — регулярность",
    "Şifremi unuttum, sıfırlama linki gelmedi",
    "パスワードを忘れたので再設定しました",
    "ボウリングでピンを全部倒した！",
    "我忘了密码，得重新设置一下",
    "游戏里攒了五百个代币，终于能换皮肤了",
    "비밀번호를 바꿔야 하는데 방법을 모르겠어",
    "지도에 핀 꽂아 놨어, 거기서 만나",
    "نسيت كلمة السر، سأعيد تعيينها",
    "मैं अपना पासवर्ड भूल गया, रीसेट करना पड़ेगा",
    "Tôi quên mật khẩu rồi, phải đặt lại",
    "aku lupa kata sandi, harus reset lagi",
    "ξέχασα τον κωδικό μου, πρέπει να τον αλλάξω",
    "שכחתי את הסיסמה, צריך לאפס אותה",
    "unohdin salasanani taas, pitää vaihtaa se",
    "zapomněl jsem klíče od bytu u kamaráda",
    "Der Zug ICE 578 fährt heute um 14:32 von Gleis 7",
    "mama, wo ist der Ersatzschlüssel für den Keller?",
    # everyday chat turns
    "can you pick up milk and eggs on the way home?",
    "the meeting moved to 3pm, same room",
    "my flight lands at 6:40 so I'll be at the hotel around 8",
    "Happy birthday!! hope you have the best day",
    "I finally finished the book, the ending was wild",
    "we're thinking about getting a dog, maybe a beagle",
    "the plumber is coming between 10 and 12 tomorrow",
    "Did you see the match last night? What a goal in the 89th minute",
    "I'm making lasagna tonight if you want to come over",
    "reminder: dentist appointment on Thursday at 9:15",
    "my sister just got into med school, so proud of her",
    "the printer on the third floor is jammed again",
    "could you review my PR when you get a minute?",
    "it's pouring here, bring an umbrella",
    "I started running again, did 5k without stopping today",
    "we moved the standup to 9:45 because of the all-hands",
    "how do I make sourdough starter from scratch?",
    "the kids have a half day on Friday",
    "I need a recipe that uses up three overripe bananas",
    "the car's making a weird noise when I brake",
    "Let's do the team lunch at the Thai place next week",
    "can you send me the slides from yesterday?",
]


# --------------------------------------------------------------------------------------------
# benign / identifiers: public ids, hashes, addresses, numbers inside ordinary sentences
# --------------------------------------------------------------------------------------------
def _isbn13() -> str:
    body = "978" + "".join(_R.choice(DG) for _ in range(9))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    v = body + str((10 - s % 10) % 10)
    _USED.add(v)
    return f"{v[:3]}-{v[3]}-{v[4:8]}-{v[8:12]}-{v[12]}"


def _png_b64() -> str:
    return base64.b64encode(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + _R.randbytes(150)).decode()


def _phone_us() -> str:
    return f"({_R.randint(201, 989)}) {_R.randint(200, 999)}-{_digits(4)}"


IDENTIFIERS = [
    f"the request id in the error was {_uuid()}, can you grep the logs for it?",
    f"fixed in commit {_r(HEX, 40)}, cherry-pick it onto the release branch",
    f"`git revert {_r(HEX, 7)}` should undo the bad migration",
    f"sha256sum of the ISO: {_r(HEX, 64)}  ubuntu-24.04.1-live-server-amd64.iso",
    f"md5 of the upload was {_r(HEX, 32)}, same as the local file",
    f'<img src="data:image/png;base64,{_png_b64()}" alt="logo">',
    "the docs are at https://docs.python.org/3/library/secrets.html#module-secrets",
    f"we're on version 4.{_R.randint(10, 30)}.{_R.randint(0, 9)}-rc.{_R.randint(1, 5)} now, upgrade when you can",
    f"my order number is {_digits(3)}-{_digits(7)}-{_digits(7)}, it still says 'preparing for shipment'",
    f"UPS tracking 1Z{_r(UN, 6)}{_digits(10)} says out for delivery",
    f"USPS tracking number {'9400' + _digits(18)}",
    f"call me at {_phone_us()} after 5",
    f"the new office is at {_R.randint(10, 999)} Harbour Street, Suite {_R.randint(100, 900)}, Portland OR 97205",
    f"see you on 2026-12-{_R.randint(10, 28)} at 18:30",
    f"ISBN {_isbn13()} if you want the same edition",
    f"send the ETH to 0x{_r(HEX, 40)} (that's the public donation address)",
    f"contract address for the token on Base: 0x{_r(HEXU + HEX, 40)}",
    f"tx hash 0x{_r(HEX, 64)} confirmed after 12 blocks",
    f"my BTC receive address is bc1q{_r('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
    f"image pinned to ghcr.io/northwind/api@sha256:{_r(HEX, 64)}",
    f'"integrity": "sha512-{_b64(64)}"',
    f"arn:aws:iam::{_digits(12)}:role/github-actions-deployer",
    f"the bucket is s3://northwind-exports-{_digits(6)}/2026/11/",
    f"Stripe customer {'cus_' + _r(AN, 14)} disputed charge {'ch_' + _r(AN, 24)}",
    f"the price id is price_{_r(AN, 24)} for the annual plan",
    f"payment intent pi_{_r(AN, 24)} failed with card_declined",
    f"slack channel C{_r(UN, 10)} is the incident room",
    f"pod api-7d9f{_r(LN, 6)}-{_r(LN, 5)} keeps OOMing",
    f"MAC address {':'.join(_r(HEX, 2) for _ in range(6))} is the printer",
    f"ping 10.{_R.randint(0, 255)}.{_R.randint(0, 255)}.{_R.randint(1, 254)} and tell me if it answers",
    f"IPv6 is 2001:db8:{_r(HEX, 4)}:{_r(HEX, 4)}::{_r(HEX, 3)}",
    f"the VIN on the title is 1HGCM{_r('ABCDEFGHJKLMNPRSTUVWXYZ' + DG, 12)}",
    f"booking reference {_r('ABCDEFGHJKLMNPQRSTUVWXYZ', 6)}, flight LH{_R.randint(400, 999)} on the 14th",
    f"invoice INV-2026-{_digits(5)} is overdue by 10 days",
    f"ticket SUP-{_digits(5)} was escalated to tier 2",
    f"see JIRA PAY-{_digits(4)} for the refund bug",
    f"merged PR #{_digits(5)}, thanks for the review",
    f"watch https://www.youtube.com/watch?v={_r(URL, 11)} from 3:20",
    f"his discord id is {_digits(18)} if you need to add him",
    f"GA measurement id G-{_r(UN, 10)}",
    f"CloudFront distribution E{_r(UN, 13)} needs an invalidation",
    f"Sentry event {_r(HEX, 32)} has the full stack trace",
    f"traceparent: 00-{_r(HEX, 32)}-{_r(HEX, 16)}-01",
    f"block hash 00000000000000000002{_r(HEX, 44)}",
    f"ipfs://bafybei{_r('abcdefghijklmnopqrstuvwxyz234567', 52)} is the metadata",
    f"magnet:?xt=urn:btih:{_r(HEX, 40)}&dn=debian-12.8.0-amd64-netinst.iso",
    f"the host key fingerprint is SHA256:{_b64(32, pad=False)}, compare before you accept",
    f"my public key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{_b64(32)[:43]} dana@laptop",
    f"PGP fingerprint {_groups(_r(HEXU, 40), 4)}",
    f"cert serial number {':'.join(_r(HEX, 2) for _ in range(16))}",
    f"use promo code SPRING{_digits(2)} for 15% off the first order",
    f"voucher NW-{_r(UN, 4)}-{_r(UN, 4)} gives a free coffee at the kiosk",
    f"CVE-2024-{_digits(5)} affects versions before 2.3.1",
    f"doi:10.1038/s41586-0{_digits(2)}-{_digits(5)}-{_r(DG, 1)}",
    f"arXiv:2411.{_digits(5)}v2 is the paper I mentioned",
    f"ORCID 0000-000{_R.randint(1, 3)}-{_digits(4)}-{_digits(4)}",
    f"the hex color is #{_r(HEXU, 6)}, the designer was very specific",
    f"Wi-Fi network name is Northwind-Guest-{_digits(3)}",
    f"lockfile checksum changed: h1:{_b64(32)}",
    f"the bank reference on the transfer was RF{_digits(2)}{_digits(12)}",
    "our SWIFT/BIC is DEUTDEFF, the beneficiary name must match exactly",
    f"parcel {_r(UP, 2)}{_digits(9)}GB is stuck at customs",
    f"patient portal says my appointment ID is APT-{_digits(8)}",
    f"the serial number on the fridge is {_r(UN, 3)}{_digits(8)}",
    f"my membership number is {_digits(10)}, do you need the expiry date too?",
    f"node v22.{_R.randint(1, 12)}.{_R.randint(0, 4)}, npm 10.{_R.randint(1, 9)}.{_R.randint(0, 4)}",
    f"the build id {_r(HEX, 8)}-{_digits(4)} is the one that passed",
    f"postcode is SW1A {_R.randint(1, 9)}AA, flat {_R.randint(1, 40)}",
    f"the meeting link is https://meet.google.com/{_r(LO, 3)}-{_r(LO, 4)}-{_r(LO, 3)}",
    f"lat/long {_R.uniform(-60, 60):.6f}, {_R.uniform(-170, 170):.6f}",
    f"my library card barcode is 2{_digits(13)}",
    f'Etag: W/"{_r(HEX, 40)}"',
    f"tail -f /var/log/app/{_uuid()}.log",
    f"object key uploads/{_uuid()}/avatar.webp",
    f"container id {_r(HEX, 64)} exited with code 137",
    f"run {_digits(10)} on the Actions tab is the flaky one",
    f"the Figma file is https://www.figma.com/design/{_r(AN, 22)}/Checkout-v3",
    f"Google Doc: https://docs.google.com/document/d/{_r(URL, 44)}/edit",
    f"Spotify playlist spotify:playlist:{_r(AN, 22)}",
    f"Cloudflare zone id {_r(HEX, 32)} for northwind.io",
    f"AWS account {_digits(12)} is the sandbox",
    f"the K8s node is ip-10-0-{_R.randint(1, 250)}-{_R.randint(1, 250)}.eu-west-1.compute.internal",
]

HELD_OUT_7_SECRETS: list[tuple[str, str]] = PROVIDER + KEYVALUE + LANGUAGE + PLAIN + MATERIAL
HELD_OUT_7_BENIGN: list[tuple[str, str]] = [(t, "hand_written") for t in HAND_WRITTEN] + [
    (t, "identifiers") for t in IDENTIFIERS
]


def _counts(rows: list[tuple[str, str]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for _, fam in rows:
        out[fam] = out.get(fam, 0) + 1
    return out


if __name__ == "__main__":
    for title, rows in (("secrets", HELD_OUT_7_SECRETS), ("benign", HELD_OUT_7_BENIGN)):
        print(f"{title}: {len(rows)}")
        for fam, n in _counts(rows).items():
            print(f"  {fam:<13} {n}")
    dup = len(HELD_OUT_7_SECRETS + HELD_OUT_7_BENIGN) - len(
        {t for t, _ in HELD_OUT_7_SECRETS + HELD_OUT_7_BENIGN}
    )
    print(f"duplicate texts: {dup}")
