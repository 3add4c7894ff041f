"""Held-out set v10: written blind (the writer never saw the guard's code or corpora) on 2026-12-01

Independent test corpus for the ltm secret-detection guard (issue 12).

HELD_OUT_10_SECRETS: (text, family), family in provider / keyvalue / language /
plain_value / material.  HELD_OUT_10_BENIGN: (text, family), family in
hand_written / identifiers.  Every generated value comes from one seeded
random.Random, so the file is deterministic; no value is used twice.
Standard library only.
"""

import base64
import hashlib
import json
import random
import string

_R = random.Random(20261201)
_USED: set = set()

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
LOALNUM = LO + DIG
UPALNUM = UP + DIG
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = ALNUM + "+/"
URL = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
SYM = "!@#$%^&*-_.+?="


def _s(cs: str, n: int) -> str:
    return "".join(_R.choice(cs) for _ in range(n))


def _u(make):
    """Call make() until it yields a value never produced before."""
    for _ in range(1000):
        v = make()
        if v not in _USED:
            _USED.add(v)
            return v
    raise RuntimeError("could not make a unique value")


def g(prefix: str, cs: str, n: int, suffix: str = "") -> str:
    return _u(lambda: prefix + _s(cs, n) + suffix)


def hx(n: int) -> str:
    return g("", HEX, n)


def b64bytes(n: int) -> str:
    return _u(lambda: base64.b64encode(bytes(_R.getrandbits(8) for _ in range(n))).decode())


def b64url(obj) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uuid4() -> str:
    def mk():
        h = _s(HEX, 32)
        return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_R.choice('89ab')}{h[17:20]}-{h[20:]}"

    return _u(mk)


def num(n: int) -> str:
    return _u(lambda: _R.choice("123456789") + _s(DIG, n - 1))


def pick(pool, digits: int = 0, sep: str = "") -> str:
    """A word from pool (optionally with digits), never repeated."""

    def mk():
        w = _R.choice(pool)
        if digits:
            w = w + sep + _s(DIG, digits)
        return w

    for _ in range(60):
        v = mk()
        if v not in _USED:
            _USED.add(v)
            return v
    return _u(lambda: _R.choice(pool) + _s(DIG, 3))


def pw() -> str:
    """A strong mixed password, 12..20 chars."""

    def mk():
        n = _R.randint(12, 20)
        s = [_R.choice(UP), _R.choice(LO), _R.choice(DIG), _R.choice(SYM)]
        s += [_R.choice(ALNUM + SYM) for _ in range(n - 4)]
        _R.shuffle(s)
        return "".join(s)

    return _u(mk)


WORDS = (
    "marmalade harbour falcon cobalt juniper lantern meadow pepper saffron thunder velvet "
    "walnut orchid pebble biscuit copper ember glacier hazel indigo jasmine kettle lemon "
    "mango nutmeg olive pumpkin quartz raven sparrow tulip umber violet willow yarrow zephyr "
    "anchor blossom canyon dolphin eclipse fennel garnet harvest island jigsaw kayak lobster "
    "marble nectar oyster panther quiver rocket salmon tiger unicorn voyage wizard crimson "
    "sunflower pineapple bluebird snowman dragonfly rainbow waffle pancake coconut banana "
    "cinnamon avocado popcorn pretzel noodle muffin cupcake bagel tangerine blueberry"
).split()
NAMES = (
    "Biscuit Luna Charlie Bella Max Daisy Milo Rosie Teddy Coco Oscar Poppy Buster Ziggy "
    "Marley Pepper Winston Hazel Archie Maple Rufus Nala Simba Bailey Mochi Oreo Ginger "
    "Dexter Frankie Juno Pickles Waffles Kiki Bruno Lola Toby Sadie Otis Penny"
).split()


def wpw() -> str:
    """Word-based password like Walnut!2019 or falcon_77."""

    def mk():
        w = _R.choice(WORDS + NAMES)
        style = _R.randint(0, 4)
        if style == 0:
            return w.capitalize() + _R.choice("!@#$?") + _s(DIG, 4)
        if style == 1:
            return w.lower() + "_" + _s(DIG, 2)
        if style == 2:
            return w.capitalize() + _s(DIG, 3) + _R.choice(UP)
        if style == 3:
            return _s(DIG, 2) + w.lower() + _R.choice(SYM)
        return w.lower() + _R.choice(WORDS).capitalize() + _s(DIG, 2)

    return _u(mk)


def phrase(k: int = 4, sep: str = " ") -> str:
    return _u(lambda: sep.join(_R.sample(WORDS, k)))


def jwt(claims: dict, alg: str = "HS256") -> str:
    h = b64url({"alg": alg, "typ": "JWT"})
    return _u(lambda: h + "." + b64url(claims) + "." + _s(URL, 43 if alg.startswith("HS") else 342))


def slack(kind: str) -> str:
    return _u(lambda: f"xox{kind}-{_s(DIG, 12)}-{_s(DIG, 13)}-{_s(ALNUM, 24)}")


def discord_bot() -> str:
    def mk():
        uid = str(_R.randint(10**17, 10**18 - 1)).encode()
        return base64.b64encode(uid).decode().rstrip("=") + "." + _s(URL, 6) + "." + _s(URL, 38)

    return _u(mk)


def azure_secret() -> str:
    return _u(lambda: _s(URL, 3) + _R.choice(DIG) + "Q~" + _s(ALNUM + "-_.~", 34))


def bitlocker() -> str:
    return _u(lambda: "-".join(f"{_R.randint(0, 65535) * 11:06d}" for _ in range(8)))


def luhn(prefix: str, length: int) -> str:
    def mk():
        body = prefix + _s(DIG, length - len(prefix) - 1)
        total = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            total += d
        return body + str((10 - total % 10) % 10)

    return _u(mk)


def seed(nwords: int) -> list:
    """A BIP-39 mnemonic with a valid checksum."""
    ent_bits = nwords * 11 * 32 // 33

    def mk():
        ent = bytes(_R.getrandbits(8) for _ in range(ent_bits // 8))
        cs = bin(int.from_bytes(hashlib.sha256(ent).digest(), "big"))[2:].zfill(256)[
            : ent_bits // 32
        ]
        bits = bin(int.from_bytes(ent, "big"))[2:].zfill(ent_bits) + cs
        return " ".join(_BIP39[int(bits[i : i + 11], 2)] for i in range(0, len(bits), 11))

    return _u(mk).split()


def pem(label: str, nbytes: int, lines: int = 0) -> str:
    body = b64bytes(nbytes)
    rows = [body[i : i + 64] for i in range(0, len(body), 64)]
    if lines:
        rows = rows[:lines]
        return f"-----BEGIN {label}-----\n" + "\n".join(rows) + "\n"
    return f"-----BEGIN {label}-----\n" + "\n".join(rows) + f"\n-----END {label}-----"


# BIP-39 English word list (public standard, 2048 words)
_BIP39 = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
    "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance "
    "advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
    "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among "
    "amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique "
    "anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor "
    "army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
    "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado "
    "avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball "
    "bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become "
    "beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle "
    "bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood "
    "blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring "
    "borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief "
    "bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo build bulb "
    "bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable "
    "cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable "
    "capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog "
    "catch category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk "
    "champion change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child "
    "chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify "
    "claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud "
    "clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column combine "
    "come comfort comic common company concert conduct confirm congress connect consider control convince cook cool copper "
    "copy coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle "
    "craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop "
    "cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious "
    "current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash daughter dawn "
    "day deal debate debris decade december decide decline decorate decrease deer defense define defy degree delay "
    "deliver demand demise denial dentist deny depart depend deposit depth deputy derive describe desert design desk "
    "despair destroy detail detect develop device devote diagram dial diamond diary dice diesel diet differ digital "
    "dignity dilemma dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert divide "
    "divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double dove draft "
    "dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb "
    "dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo "
    "ecology economy edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator "
    "elite else embark embody embrace emerge emotion employ empower empty enable enact end endless endorse enemy "
    "energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter entire entry envelope episode "
    "equal equip era erase erode erosion error erupt escape essay essence estate eternal ethics evidence evil "
    "evoke evolve exact example excess exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit "
    "exotic expand expect expire explain expose express extend extra eye eyebrow fabric face faculty fade faint "
    "faith fall false fame family famous fan fancy fantasy farm fashion fat fatal father fatigue fault "
    "favorite feature february federal fee feed feel female fence festival fetch fever few fiber fiction field "
    "figure file film filter final find fine finger finish fire firm first fiscal fish fit fitness "
    "fix flag flame flash flat flavor flee flight flip float flock floor flower fluid flush fly "
    "foam focus fog foil fold follow food foot force forest forget fork fortune forum forward fossil "
    "foster found fox fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel "
    "fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment "
    "gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle "
    "ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue "
    "goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass "
    "gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun "
    "gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard "
    "head health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip "
    "hire history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital "
    "host hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband "
    "hybrid ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose "
    "improve impulse inch include income increase index indicate indoor industry infant inflict inform inhale inherit initial "
    "inject injury inmate inner innocent input inquiry insane insect inside inspire install intact interest into invest "
    "invite involve iron island isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel "
    "job join joke journey joy judge juice jump jungle junior junk just kangaroo keen keep ketchup "
    "key kick kid kidney kind kingdom kiss kit kitchen kite kitten kiwi knee knife knock know "
    "lab label labor ladder lady lake lamp language laptop large later latin laugh laundry lava law "
    "lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal legend leisure lemon lend "
    "length lens leopard lesson letter level liar liberty library license life lift light like limb limit "
    "link lion liquid list little live lizard load loan lobster local lock logic lonely long loop "
    "lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic magnet "
    "maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin "
    "marine market marriage mask mass master match material math matrix matter maximum maze meadow mean measure "
    "meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message "
    "metal method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake "
    "mix mixed mixture mobile model modify mom moment monitor monkey monster month moon moral more morning "
    "mosquito mother motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music "
    "must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need negative "
    "neglect neither nephew nerve nest net network neutral never news next nice night noble noise nominee "
    "noodle normal north nose notable note nothing notice novel now nuclear number nurse nut oak obey "
    "object oblige obscure observe obtain obvious occur ocean october odor off offer office often oil okay "
    "old olive olympic omit once one onion online only open opera opinion oppose option orange orbit "
    "orchard order ordinary organ orient original orphan ostrich other outdoor outer output outside oval oven over "
    "own owner oxygen oyster ozone pact paddle page pair palace palm panda panel panic panther paper "
    "parade parent park parrot party pass patch path patient patrol pattern pause pave payment peace peanut "
    "pear peasant pelican pen penalty pencil people pepper perfect permit person pet phone photo phrase physical "
    "piano picnic picture piece pig pigeon pill pilot pink pioneer pipe pistol pitch pizza place planet "
    "plastic plate play please pledge pluck plug plunge poem poet point polar pole police pond pony "
    "pool popular portion position possible post potato pottery poverty powder power practice praise predict prefer prepare "
    "present pretty prevent price pride primary print priority prison private prize problem process produce profit program "
    "project promote proof property prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil "
    "puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter question quick quit quiz "
    "quote rabbit raccoon race rack radar radio rail rain raise rally ramp ranch random range rapid "
    "rare rate rather raven raw razor ready real reason rebel rebuild recall receive recipe record recycle "
    "reduce reflect reform refuse region regret regular reject relax release relief rely remain remember remind remove "
    "render renew rent reopen repair repeat replace report require rescue resemble resist resource response result retire "
    "retreat return reunion reveal review reward rhythm rib ribbon rice rich ride ridge rifle right rigid "
    "ring riot ripple risk ritual rival river road roast robot robust rocket romance roof rookie room "
    "rose rotate rough round route royal rubber rude rug rule run runway rural sad saddle sadness "
    "safe sail salad salmon salon salt salute same sample sand satisfy satoshi sauce sausage save say "
    "scale scan scare scatter scene scheme school science scissors scorpion scout scrap screen script scrub sea "
    "search season seat second secret section security seed seek segment select sell seminar senior sense sentence "
    "series service session settle setup seven shadow shaft shallow share shed shell sheriff shield shift shine "
    "ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle shy sibling sick side "
    "siege sight sign silent silk silly silver similar simple since sing siren sister situate six size "
    "skate sketch ski skill skin skirt skull slab slam sleep slender slice slide slight slim slogan "
    "slot slow slush small smart smile smoke smooth snack snake snap sniff snow soap soccer social "
    "sock soda soft solar soldier solid solution solve someone song soon sorry sort soul sound soup "
    "source south space spare spatial spawn speak special speed spell spend sphere spice spider spike spin "
    "spirit split spoil sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable stadium "
    "staff stage stairs stamp stand start state stay steak steel stem step stereo stick still sting "
    "stock stomach stone stool story stove strategy street strike strong struggle student stuff stumble style subject "
    "submit subway success such sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme "
    "sure surface surge surprise surround survey suspect sustain swallow swamp swap swarm swear sweet swift swim "
    "swing switch sword symbol symptom syrup system table tackle tag tail talent talk tank tape target "
    "task taste tattoo taxi teach team tell ten tenant tennis tent term test text thank that "
    "theme then theory there they thing this thought three thrive throw thumb thunder ticket tide tiger "
    "tilt timber time tiny tip tired tissue title toast tobacco today toddler toe together toilet token "
    "tomato tomorrow tone tongue tonight tool tooth top topic topple torch tornado tortoise toss total tourist "
    "toward tower town toy track trade traffic tragic train transfer trap trash travel tray treat tree "
    "trend trial tribe trick trigger trim trip trophy trouble truck true truly trumpet trust truth try "
    "tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist two type typical "
    "ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique unit universe unknown "
    "unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage use used useful "
    "useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast vault vehicle "
    "velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious victory video view "
    "village vintage violin virtual virus visa visit visual vital vivid vocal voice void volcano volume vote "
    "voyage wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water wave "
    "way wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat "
    "wheel when where whip whisper wide width wife wild will win window wine wing wink winner "
    "winter wire wisdom wise wish witness wolf woman wonder wood wool word work world worry worth "
    "wrap wreck wrestle wrist write wrong yard year yellow you young youth zebra zero zone zoo "
).split()
assert len(_BIP39) == 2048

# ---------------------------------------------------------------- provider
_AWS = UP + "234567"
_PROVIDER = [
    f"boto3 keeps failing with InvalidClientTokenId. I have aws_access_key_id = {g('AKIA', _AWS, 16)} and aws_secret_access_key = {g('', B64, 40)} in ~/.aws/credentials under [default], what's wrong?",
    f"git push rejected: remote: Invalid username or token. I used https://oauth2:{g('ghp_', ALNUM, 36)}@github.com/acme/infra.git as the remote url",
    f"gh auth status says Token: {g('github_pat_11', UPALNUM, 20)}_{g('', ALNUM, 59)} is valid but missing the workflow scope",
    f"our github app installation token leaked into the build log: ghs_{g('', ALNUM, 36)} -- it only lives an hour but still",
    f"glab auth login --token glpat-{g('', URL, 20)} --hostname gitlab.example.org  # why does it say 403",
    f"Register the runner with gitlab-runner register --url https://gitlab.com --token glrt-{g('', URL, 20)}",
    f"slack api returns not_authed with my bot token {slack('b')}, the app is installed in the workspace though",
    f"alerts go to https://hooks.slack.com/services/T{g('', UPALNUM, 8)}/B{g('', UPALNUM, 10)}/{g('', ALNUM, 24)} in #ops-alerts",
    f"getting this on every checkout:\nTraceback (most recent call last):\n  File \"/srv/app/billing.py\", line 88, in charge\n    stripe.PaymentIntent.create(amount=amount, currency='eur', api_key='sk_live_{g('', ALNUM, 99)}')\n  File \"/usr/lib/python3.12/site-packages/stripe/_api_requestor.py\", line 197, in request\nstripe._error.AuthenticationError: Request req_{g('', ALNUM, 14)}: Invalid API Key provided",
    f"openai.AuthenticationError: Error code: 401 - Incorrect API key provided: sk-proj-{g('', URL, 74)}T3BlbkFJ{g('', URL, 74)}",
    f'anthropic client = Anthropic(api_key="sk-ant-api03-{g("", URL, 93)}AA")  # gives 401 invalid x-api-key',
    f"Maps JavaScript API error: ApiNotActivatedMapError for key AIza{g('', URL, 35)} on localhost:3000",
    f"OAuth client 'web-prod' client id 58832-abc.apps.googleusercontent.com, client secret GOCSPX-{g('', URL, 28)}",
    f"Azure app registration secret (expires 2027-06): {azure_secret()} tenant is contoso.onmicrosoft.com",
    f"Twilio: account sid AC{hx(32)} auth token {hx(32)}, calls are failing with 20003",
    f"sendgrid says 'The provided authorization grant is invalid' for SG.{g('', URL, 22)}.{g('', URL, 43)}",
    f"mailgun private key key-{hx(32)} works with the EU endpoint only",
    f"mailchimp key {hx(32)}-us14 — audience sync broke after the rotation",
    f"added //registry.npmjs.org/:_authToken=npm_{g('', ALNUM, 36)} to .npmrc and publish still 403s",
    f"twine upload -u __token__ -p pypi-AgEIcHlwaS5vcmcCJ{g('', URL, 150)} dist/*",
    f"docker login -u acmebot -p dckr_pat_{g('', URL, 27)} gives 'unauthorized: incorrect username or password'",
    f"huggingface-cli login --token hf_{g('', ALNUM, 34)} then the gated llama download works",
    f"Shopify admin api access token shpat_{hx(32)} for store acme-dev.myshopify.com",
    f"doctl auth init -t dop_v1_{hx(64)}  (the old one was revoked)",
    f"from my shell history:\n  501  heroku login\n  502  heroku authorizations:create -d ci\n  503  export HEROKU_API_KEY=HRKU-AA{g('', URL, 58)}\n  504  heroku apps",
    f"VAULT_TOKEN is hvs.CAESI{g('', URL, 87)} and vault kv get secret/app returns permission denied",
    f"Terraform Cloud user token in ~/.terraform.d/credentials.tfrc.json: {g('', ALNUM, 14)}.atlasv1.{g('', ALNUM, 67)}",
    f"doppler run --token dp.st.prd.{g('', ALNUM, 43)} -- npm start",
    f"pulumi login with PULUMI_ACCESS_TOKEN pul-{hx(40)} fails behind the proxy",
    f"Postman collection runner uses api key PMAK-{hx(24)}-{hx(34)}",
    f"Linear personal api key lin_api_{g('', ALNUM, 40)} — graphql returns 'Authentication required'",
    f"notion integration secret: ntn_{g('', ALNUM, 46)} (internal integration 'Docs sync')",
    f"jira REST: curl -u dana@acme.io:ATATT3xFfGF0{g('', URL, 180)}={g('', UHEX, 8)} https://acme.atlassian.net/rest/api/3/myself",
    f"discord.errors.LoginFailure: Improper token has been passed. token was {discord_bot()}",
    f"post the build status to https://discord.com/api/webhooks/{num(19)}/{g('', URL, 68)}",
    f"telegram bot father gave me {num(10)}:AA{g('', URL, 33)} and getUpdates returns 401",
    f"curl -X POST https://api.datadoghq.eu/api/v1/validate -H 'DD-API-KEY: {hx(32)}' -H 'DD-APPLICATION-KEY: {hx(40)}'",
    f"new relic user key NRAK-{g('', UPALNUM, 27)}, the ingest license key is {hx(36)}NRAL",
    f"sentry-cli login --auth-token sntrys_{g('', ALNUM, 150)}",
    f"Grafana service account token glsa_{g('', ALNUM, 32)}_{hx(8)} for the terraform provider",
    f"pscale connect with service token pscale_tkn_{g('', URL, 43)}, and the branch password is pscale_pw_{g('', URL, 43)}",
    f"supabase cli: supabase login --token sbp_{hx(40)}",
    f"databricks configure --token, Token: dapi{hx(32)}-3 on adb-1234.azuredatabricks.net",
    f"the Cloudflare origin CA key v1.0-{hx(24)}-{hx(146)}",
    f"mapbox secret token for downloads: sk.eyJ1IjoiYWNtZW1hcHMiLCJhIjoi{g('', URL, 28)}.{g('', URL, 22)}",
    f"Square sandbox works but production token EAAA{g('', URL, 60)} returns UNAUTHORIZED",
    f"braintree: access_token$production${g('', LOALNUM, 16)}${hx(32)}",
    f"okta api token 00{g('', URL, 40)} for the SCIM sync",
    f"1Password service account token OP_SERVICE_ACCOUNT_TOKEN=ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7{g('', URL, 260)}",
    f"bitbucket app password ATBB{g('', ALNUM, 32)}{hx(8).upper()} for the jenkins job",
    f"circleci personal token CCIPAT_{g('', ALNUM, 22)}_{hx(40)}",
    f"buildkite-agent start --token bkua_{hx(40)}",
    f"jfrog rt config --access-token cmVmdGtuOjAxOjE3{g('', ALNUM, 48)}",
    f"gem push failed: rubygems_{hx(48)} is not valid for this gem",
    f"dotnet nuget push pkg.nupkg -k oy2{g('', LOALNUM, 43)} -s https://api.nuget.org/v3/index.json",
    f"age identity: AGE-SECRET-KEY-1{g('', 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L'.upper(), 58)}",
    f"fly tokens create deploy printed FlyV1 fm2_{g('', URL, 300)}",
    f"netlify personal access token nfp_{g('', ALNUM, 36)} for the CLI on the build box",
    f"replicate says 'invalid token' for r8_{g('', ALNUM, 37)}",
    f"groq client init with gsk_{g('', ALNUM, 52)} and model llama-3.1-70b",
    f"PERPLEXITY key pplx-{g('', ALNUM, 48)} hits the rate limit after 5 calls",
    f"xai grok api key: xai-{g('', ALNUM, 80)}",
    f"tailscale up --authkey tskey-auth-k{g('', ALNUM, 11)}CNTRL-{g('', ALNUM, 33)}",
    f"ngrok config add-authtoken 2{g('', ALNUM, 26)}_{g('', ALNUM, 21)}",
    f"contentful management token CFPAT-{g('', URL, 43)}",
    f"Dynatrace api token dt0c01.{g('', UPALNUM, 24)}.{g('', UPALNUM, 64)}",
    f"figma personal access token figd_{g('', URL, 40)} for the icon export script",
    f"airtable PAT pat{g('', ALNUM, 14)}.{hx(64)} — base app123 returns NOT_AUTHORIZED",
    f"sonar-scanner -Dsonar.token=squ_{hx(40)} -Dsonar.host.url=https://sonar.acme.io",
    f"src login with sgp_{hx(16)}_{hx(40)} against our sourcegraph",
    f"brevo (sendinblue) key xkeysib-{hx(64)}-{g('', ALNUM, 16)}",
    f"pinecone index client with api key pcsk_{g('', ALNUM, 5)}_{g('', ALNUM, 64)}",
    f"LangSmith: LANGCHAIN_API_KEY lsv2_pt_{hx(32)}_{hx(10)}",
    f"alibaba cloud aliyun configure: AccessKey ID LTAI{g('', ALNUM, 20)} AccessKey Secret {g('', ALNUM, 30)}",
    f"tencent cloud SecretId AKID{g('', ALNUM, 32)} SecretKey {g('', ALNUM, 32)}",
    f"Teams incoming webhook: https://acme.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{hx(32)}/{uuid4()}/V2{g('', URL, 40)}",
    f"woocommerce REST: consumer key ck_{hx(40)} consumer secret cs_{hx(40)}",
    f"the Aiven postgres service password is AVNS_{g('', URL, 21)}",
    f"Neon connection: postgresql://neondb_owner:npg_{g('', ALNUM, 12)}@ep-cool-river-a5b2.eu-central-1.aws.neon.tech/neondb?sslmode=require",
    f"Prefect cloud login -k pnu_{g('', ALNUM, 36)}",
    f"Firebase legacy server key AAAA{g('', URL, 7)}:APA91b{g('', URL, 134)}",
]

# ---------------------------------------------------------------- keyvalue
_KEYVALUE = [
    f"my .env for staging:\nDB_HOST=10.0.3.12\nDB_PASSWORD_PROD={pw()}\nDB_PORT=5432",
    f"PASSWORD1={wpw()}\nPASSWORD2={wpw()}",
    f"export REDIS_AUTH_PASS='{pw()}'",
    f"config/database.yml:\nproduction:\n  adapter: postgresql\n  username: app\n  password: {pw()}\n  host: db.internal",
    f'values.yaml for the chart:\npostgresql:\n  auth:\n    postgresPassword: "{pw()}"\n    database: orders',
    f"the k8s secret I applied:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\ntype: Opaque\ndata:\n  password: {base64.b64encode(pw().encode()).decode()}",
    f"stringData version:\nkind: Secret\nstringData:\n  API_SECRET: {g('', ALNUM, 32)}",
    f"cert-manager issuer uses a block scalar:\napiKey: |\n  {g('', ALNUM + '+/', 48)}\nemail: ops@acme.io",
    f'pyproject has\n[tool.poetry.http-basic.private]\nusername = "ci"\npassword = "{pw()}"',
    f'settings.toml\n[database]\nuser = "svc_report"\npass = "{wpw()}"',
    f"my php.ini-style file:\n[mysql]\nhost=localhost\nmysql_pwd={pw()}",
    f'{{"db": {{"user": "root", "passwd": "{pw()}", "host": "127.0.0.1"}}}}',
    f'appsettings.json -> "ConnectionStrings": {{ "Default": "Server=sql01;Database=Shop;User Id=shop_app;Password={pw()};TrustServerCertificate=True" }}',
    f'<add key="SmtpPassword" value="{wpw()}" /> is in web.config, is that ok to commit?',
    f"maven settings.xml:\n<server>\n  <id>nexus</id>\n  <username>deployer</username>\n  <password>{pw()}</password>\n</server>",
    f'variable "db_password" {{\n  default = "{pw()}"\n  sensitive = true\n}}',
    f'resource "aws_db_instance" "main" {{\n  username = "admin"\n  password = "{pw()}"\n}}',
    f"application.properties\nspring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.password={pw()}",
    f"kubeconfig users section:\nusers:\n- name: admin\n  user:\n    token: {g('', URL, 64)}",
    f"- name: ci\n  user:\n    client-key-data: {b64bytes(120)}",
    f'~/.docker/config.json:\n{{"auths": {{"registry.acme.io": {{"auth": "{base64.b64encode(("robot$ci:" + pw()).encode()).decode()}"}}}}}}',
    f'group_vars/all.yml\nansible_become_pass: {wpw()}\nmysql_root_password: "{pw()}"',
    f'[Service]\nEnvironment="PGPASSWORD={pw()}"\nExecStart=/usr/local/bin/backup.sh',
    f'nginx: proxy_set_header Authorization "Basic {base64.b64encode(("admin:" + wpw()).encode()).decode()}";',
    f"htpasswd line I generated: admin:$apr1${g('', ALNUM, 8)}${g('', ALNUM + './', 22)}",
    f"CREATE USER 'reporting'@'%' IDENTIFIED BY '{pw()}';",
    f"ALTER ROLE app_rw WITH LOGIN PASSWORD '{pw()}';",
    f'psql "postgresql://billing:{pw().replace("@", "%40").replace("#", "%23").replace("?", "%3F")}@pg.internal:5432/billing"',
    f"MONGO_URI=mongodb+srv://appuser:{g('', ALNUM, 16)}@cluster0.ab12c.mongodb.net/prod?retryWrites=true",
    f"redis-cli -h cache.internal -a {wpw()} ping",
    f"mysql -u root -p{wpw()} -h 127.0.0.1 shop < dump.sql",
    f"sshpass -p '{pw()}' ssh deploy@203.0.113.10",
    f"curl -u admin:{pw()} https://jenkins.acme.io/api/json",
    f"docker run -e POSTGRES_PASSWORD={pw()} -p 5432:5432 postgres:16",
    f"helm install kc bitnami/keycloak --set auth.adminPassword={wpw()}",
    f"az login --service-principal -u 7f1c2d3e-aaaa-bbbb-cccc-1234567890ab -p {azure_secret()} --tenant contoso.onmicrosoft.com",
    f"$pw = ConvertTo-SecureString '{pw()}' -AsPlainText -Force",
    f"net user svc_backup {wpw()} /add",
    f"machine api.heroku.com\n  login me@acme.io\n  password {uuid4()}",
    f"smtp_passwd = {wpw()}   # gmail app pw",
    f"SecretKey: {g('', ALNUM + '+/', 40)}",
    f"clientSecret={g('', URL, 40)}",
    f"APP__JWT__SIGNING_SECRET={g('', ALNUM, 48)}",
    f'kafka.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc" password="{pw()}";',
    f"db-pass: v3ry.s3cret.{_s(LOALNUM, 6)}",
    f"password=#{g('', ALNUM, 10)}!",
    f"PWD_ADMIN=[{g('', ALNUM, 12)}]",
    f'admin_password: "{{{g("", ALNUM, 14)}}}"',
    f"passphrase = {phrase(5, '-')}",
    f"Passwort={wpw()}",
    f"contraseña_bd: {pw()}",
    f'mot_de_passe = "{wpw()}"',
    f"senha_admin={wpw()}",
    f"wachtwoord: {pw()}",
    f"пароль_бд={pw()}",
    f"密码: {pw()}",
    f'dbPwd := "{pw()}"',
    f"ROOT-PASSWORD: {pw()}",
    f"x-api-key: {g('', ALNUM, 40)}",
    f"Authorization: Bearer {g('', URL, 48)}",
    f"webhookSigningKey = {hx(64)}",
    f"private_token={g('', URL, 20)}",
    f"ldap bind: bindDN=cn=svc,dc=acme,dc=io bindCredential={pw()}",
    f"vsftpd user list: ftpuser:{wpw()}",
    f'wpa_supplicant.conf\nnetwork={{\n  ssid="HomeNet"\n  psk="{wpw()}"\n}}',
    f'[client]\nuser=backup\npassword="{pw()}"   <- ~/.my.cnf',
    f"SMTP settings: host smtp.office365.com, port 587, user noreply@acme.io, pass {pw()}",
    f'encryption_key="{base64.b64encode(bytes(_R.getrandbits(8) for _ in range(32))).decode()}"',
    f'AUTH0_CLIENT_SECRET="{g("", URL, 64)}"',
    f"oracle: sqlplus system/{wpw()}@//db01:1521/ORCL",
    f"amqp://guest:{pw().replace('@', 'x').replace('/', 'y').replace('#', 'z').replace('?', 'q')}@rabbit.internal:5672/",
]

# ---------------------------------------------------------------- language
_LANGUAGE = [
    # Spanish
    f"Oye, la contraseña del correo de mi madre es {pick(['Girasol', 'Mariposa', 'Carmencita'], 2)}, apúntala por si se le olvida",
    f"el pin de la tarjeta es {num(4)}, no se lo digas a nadie porfa",
    f"Cambié la clave del wifi a {pick(['tortuga', 'gazpacho', 'limonero'], 3)}",
    # French
    f"Mon mot de passe pour l'intranet c'est {wpw()}, tu peux le garder en mémoire ?",
    f"{pick(['Chouquette', 'Baguette', 'Croissant'], 4)} — c'est le mdp du compte Netflix de la famille",
    f"Le code de la porte de l'immeuble : {num(4)}B",
    # German
    f"Mein Passwort für das Firmenportal lautet {wpw()}",
    f"Die PIN meiner EC-Karte ist {num(4)}, merk dir das bitte",
    f"Zugangscode fürs Büro: {num(6)}",
    # Italian
    f"La password della banca è {pick(['Tramonto', 'Girasole', 'Fragola'], 4)}, segnatela",
    f"il codice del cancello è {num(5)} e il pin del bancomat {num(5)}",
    # Portuguese
    f"A minha senha do Gmail é {wpw()}, guarda aí por favor",
    f"senha do wi-fi: {pick(['abacaxi', 'jabuticaba', 'saudade'], 4)}",
    f"o código de recuperação que o banco mandou é {num(8)}",
    # Dutch
    f"Mijn wachtwoord voor DigiD is {wpw()}",
    f"pincode van de fietskluis = {num(4)}",
    # Polish
    f"Hasło do konta bankowego to {pick(['Pierogi', 'Kasztan', 'Bursztyn'], 3)}!",
    f"mój PIN do telefonu: {num(6)}",
    # Czech
    f"Heslo k routeru je {pick(['knedlik', 'hruska', 'vlastovka'], 4)}",
    # Swedish
    f"Lösenordet till BankID är {wpw()}, spara det åt mig",
    f"portkoden är {num(4)}",
    # Norwegian
    f"Passordet mitt til Vipps er {num(6)}",
    # Danish
    f"Min adgangskode til MitID er {wpw()}",
    # Finnish
    f"Salasana on {pick(['Mustikka', 'Revontuli', 'Sauna'], 4)}, älä kerro kenellekään",
    f"Pankkikortin PIN-koodi: {num(4)}",
    # Turkish
    f"e-Devlet şifrem {wpw()}, unutursam hatırlat",
    f"kapı şifresi {num(4)} yıldız",
    # Russian
    f"Пароль от госуслуг: {wpw()}",
    f"пин-код от карты {num(4)}, запомни пожалуйста",
    f"parol ot vk — {pick(['solnyshko', 'medvezhonok', 'zvezdochka'], 3)}",
    # Ukrainian
    f"Мій пароль від Дії — {wpw()}",
    # Greek
    f"Ο κωδικός του wifi είναι {pick(['Thalassa', 'Elia', 'Meltemi'], 4)}",
    f"ο κωδικός πρόσβασης μου είναι {pw()}",
    # Arabic
    f"كلمة السر حقتي هي {wpw()}",
    f"الرقم السري للبطاقة {num(4)}",
    f"kalimat el sir bta3t el wifi {pick(['yasmeen', 'amira', 'nour'], 4)}",
    # Hebrew
    f"הסיסמה שלי לבנק היא {wpw()}",
    f"הקוד של האזעקה בבית: {num(4)}",
    # Persian
    f"رمز عبور ایمیلم {wpw()} است",
    f"ramze cart banki man {num(4)} hast",
    # Hindi
    f"मेरा पासवर्ड {wpw()} है, याद रखना",
    f"mera atm pin {num(4)} hai bhai, kisi ko mat batana",
    f"wifi ka password {pick(['chaiwala', 'gulabjamun', 'jalebi'], 3)} hai",
    # Bengali
    f"আমার পাসওয়ার্ড হলো {wpw()}",
    # Urdu (romanised)
    f"mera password {pick(['Ammi', 'Chanda', 'Sitara'], 4)} hai, note kar lo",
    # Japanese
    f"会社のパスワードは{wpw()}です。覚えておいてください。",
    f"暗証番号は{num(4)}だよ",
    f"Wi-Fiのパスワード：{g('', ALNUM, 13)}",
    f"pasuwaado wa {pick(['sakura', 'neko', 'tanuki'], 4)} desu",
    # Korean
    f"내 비밀번호는 {wpw()}이야",
    f"공동현관 비번 {num(4)}*",
    f"bimilbeonho neun {pick(['saranghae', 'haneul', 'kimchi'], 3)} ya",
    # Chinese
    f"我的支付宝密码是{num(6)}，帮我记一下",
    f"门禁密码：{num(6)}#",
    f"wo de mima shi {pick(['xiaolong', 'meimei', 'panda'], 4)}",
    f"我的登入密碼是 {wpw()}（繁體）",
    # Vietnamese
    f"Mật khẩu tài khoản ngân hàng của tôi là {wpw()}",
    f"mat khau wifi nha minh: {pick(['hoasen', 'caphe', 'phoga'], 4)}",
    # Thai
    f"รหัสผ่านของฉันคือ {wpw()}",
    f"รหัส ATM {num(4)} นะ",
    # Indonesian
    f"Kata sandi email saya {wpw()}, tolong disimpan ya",
    f"pin atm ku {num(6)} jgn bilang siapa2",
    # Malay
    f"Kata laluan Maybank saya ialah {wpw()}",
    # Tagalog
    f"Ang password ko sa GCash ay {num(6)}",
    f"yung password ng wifi ay {pick(['adobo', 'sinigang', 'halohalo'], 3)}",
    # Swahili
    f"Nenosiri langu la M-Pesa ni {num(4)}",
    # Romanian
    f"Parola mea de la contul bancar este {wpw()}",
    # Hungarian
    f"A jelszavam {pick(['Pogacsa', 'Dunaparti', 'Tulipan'], 4)}, jegyezd meg légyszi",
    # Catalan
    f"La contrasenya del correu és {wpw()}",
    # Croatian
    f"Lozinka za internet bankarstvo je {wpw()}",
    # Portuguese, value first, question answer
    f"—Qual é a senha? —É {pick(['Pipoca', 'Brigadeiro', 'Cajuzinho'], 3)}, com P maiúsculo",
    # German, polite filler + recovery code
    f"Könntest du dir bitte meinen Wiederherstellungscode merken? Er lautet {g('', UPALNUM, 5)}-{g('', UPALNUM, 5)}-{g('', UPALNUM, 5)}",
    # Spanish typo
    f"la contraseñaa del router es {pw()} jaja no me acordaba",
    # French access code
    f"code d'accès du parking : {num(6)}, valable jusqu'à juin",
    # Japanese passphrase
    f"パスフレーズは「{phrase(4)}」です",
    # Korean recovery
    f"복구 코드: {num(4)}-{num(4)}-{num(4)}",
    # Russian passphrase value first
    f"{wpw()} — это мой пароль от почты, не потеряй",
]


# ---------------------------------------------------------------- plain_value
def _w():
    return pick(WORDS)


def _n():
    return pick(NAMES, 2)


_PLAIN = [
    f"the wifi password is {_w()}",
    f"wifi pw: {_w()}{_s(DIG, 3)} (all lowercase)",
    f"guest network is BarnOwl5G and the password's {_w()}{_w()}",
    f"garage door code {num(4)}",
    f"alarm code is {num(4)}, disarm within 30 seconds or it calls the company",
    f"The side gate keypad is {num(4)}# btw",
    f"safe combo: {_R.randint(10, 39)}-{_R.randint(10, 39)}-{_R.randint(10, 39)}",
    f"my locker at the gym is 114 and the combination is {num(4)}",
    f"bike lock code = {num(4)}",
    f"changed my netflix password to {_n()}",
    f"I changed it to {_w()}{num(2)} yesterday, remember that",
    f"just use {_w()}{num(3)} as the password for the shared account",
    f"it's {_n()}! the password for the kids' tablet",
    f"Remind me: what's my amazon password? oh right, {wpw()}",
    f"Q: which password did we set for the router? A: {_w()}{_w()}",
    f"Earlier you asked for the NAS login — it's admin / {wpw()}",
    f"login: jsmith / {wpw()}",
    f"user: maria.k pass: {wpw()}",
    f"Logins for mum:\n- Facebook: {wpw()}\n- Gmail: {wpw()}\n- Bank: {num(6)}",
    f"my passphrase is {phrase(4)}",
    f"passphrase for the backup drive: {phrase(5)}",
    f'keepass master pw is "{phrase(3)}" with spaces',
    f"Dad's password for everything is {_n()}, don't tell him I told you",
    f"my sister's iPad passcode is {num(6)}",
    f"Grandma's PIN is her birthday, {_R.randint(1, 28):02d}{_R.randint(1, 12):02d}",
    f"the office door code changed, now it's {num(5)}",
    f"phone unlock code {num(6)} 🔓",
    f"🔑 {wpw()} 🔑 <- new password for steam",
    f"password {_w()} lol so original",
    f"pasword is {_w()}{num(2)}",
    f"my passwrod for the school portal is {_n()}",
    f"psw {wpw()}",
    f"pwd={_w()}{num(4)}",
    f"The PIN for my debit card is {num(4)}.",
    f"voicemail pin {num(4)}",
    f"SIM PUK code: {num(8)}",
    f"the code for the key lockbox at the cabin is {num(4)}",
    f"Can you remember my Spotify password? It's {wpw()}.",
    f"Store this: work laptop password {pw()}",
    f"my password is the same as the cat's name plus 99: {_n()}99",
    f"{_w()}{num(3)} is my password for the library app",
    f"{num(4)} is the alarm code, {num(4)} the garage",
    f"Password for the shared Google account: {_w().capitalize()}{_w().capitalize()}{num(2)}",
    f"note to self — roblox pw for Liam: {_w()}{num(4)}",
    f"Our Disney+ login is family@example.com and the password is {_n()}{_w()}",
    f"the answer to my security question (first pet) is {_n()}",
    f"mother's maiden name for the bank security question: {pick(['Kowalski', 'Fitzgerald', 'Okonkwo', 'Haverford', 'Lindqvist'], 0)}",
    f"memorable word for Barclays: {_w()}",
    f"ok so the password for the wedding photo gallery is {_w()}{_w()}",
    f"the hotel wifi password was {_w()}{num(3)}, room 412",
    f"I'll give you the code: {num(4)}. That gets you into the building.",
    f"front door keypad: {num(6)}, then press the bell icon",
    f"zoom meeting passcode {num(6)}",
    f"To get into my laptop, type {wpw()} at the login screen",
    f"ps my yahoo password is still {_w()}{num(4)} if you need to check the old emails",
    f"the PIN is 4 digits: {' '.join(num(4))}",
    f"new password: {_w()} {_w()} {_w()} (with the spaces)",
    f"uh the admin password on the printer is {num(5)}",
    f"we reset the router to factory, password now {g('', UPALNUM, 10)} from the sticker",
    f"Parental controls PIN = {num(4)}",
    f"access code for the conference call: {num(7)}#",
    f"locker combination {num(3)}",
    f"Tom's login for the accounting software is tom.b and his password is {wpw()}",
    f"my password? {wpw()}. please keep it safe",
    f"apple id pw {wpw()} and the screen time passcode is {num(4)}",
    f"it's {_w()}_{_w()}_{num(2)} — that's the password I use for the ebay account",
    f"For the storage unit: gate code {num(4)}, padlock {num(4)}",
    f"The password to my diary app is {_n()}{_R.choice(['<3', '!!', '*'])}",
    f"Password hint: it's literally {_w()}{num(1)}",
    f"my bank pin's {num(4)} and online banking password is {wpw()}",
    f"set the kids wifi to {_w()}{_w()}{num(2)} so they stop guessing it",
    f"the password for the pdf you sent is {_n()}",
]


# ---------------------------------------------------------------- material
def _openssh_body() -> str:
    pub = bytes(_R.getrandbits(8) for _ in range(32))
    blob = (
        b"openssh-key-v1\x00"
        + b"\x00\x00\x00\x04none" * 2
        + b"\x00\x00\x00\x00\x00\x00\x00\x01"
        + b"\x00\x00\x003\x00\x00\x00\x0bssh-ed25519\x00\x00\x00 "
        + pub
        + bytes(_R.getrandbits(8) for _ in range(150))
    )
    s = base64.b64encode(blob).decode()
    _USED.add(s)
    return "\n".join(s[i : i + 70] for i in range(0, len(s), 70))


def _totp() -> str:
    k = g("", B32, 32)
    return " ".join(k[i : i + 4] for i in range(0, 32, 4)).lower()


def _gh_codes(n=16):
    return [f"{hx(5)}-{hx(5)}" for _ in range(n)]


def _exp():
    return f"{_R.randint(1, 12):02d}/{_R.randint(27, 31)}"


_S12, _S12b, _S18, _S24, _S24b = seed(12), seed(12), seed(18), seed(24), seed(24)

_MATERIAL = [
    "here's the deploy key, the server rejects it:\n" + pem("RSA PRIVATE KEY", 1190),
    "id_ed25519 from the old laptop:\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
    + _openssh_body()
    + "\n-----END OPENSSH PRIVATE KEY-----",
    "the first lines of the key, rest got cut off when I copied:\n"
    + pem("PRIVATE KEY", 300, lines=3),
    "EC key for the apple push cert:\n" + pem("EC PRIVATE KEY", 121),
    "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20261130\nPublic-Lines: 2\n"
    + b64bytes(51)[:64]
    + "\n"
    + b64bytes(12)
    + "\nPrivate-Lines: 1\n"
    + b64bytes(36)
    + "\nPrivate-MAC: "
    + hx(64),
    "gpg --export-secret-keys output:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
    + "\n".join(b64bytes(48) for _ in range(6))
    + "\n="
    + g("", B64, 4)
    + "\n-----END PGP PRIVATE KEY BLOCK-----",
    "encrypted one, passphrase is in my head:\n" + pem("ENCRYPTED PRIVATE KEY", 600),
    'service account json: {"type": "service_account", "project_id": "acme-prod", "private_key_id": "'
    + hx(40)
    + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n'
    + b64bytes(96)
    + "\\n"
    + b64bytes(96)
    + '\\n...", "client_email": "ci@acme-prod.iam.gserviceaccount.com"}',
    "my metamask recovery phrase: " + " ".join(_S12),
    "Seed words (keep safe!!)\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(_S24)),
    "ledger backup: " + ", ".join(_S24b),
    "wallet words " + " ".join(f"{i + 1}) {w}" for i, w in enumerate(_S18)),
    "is this 12 word phrase valid? " + "-".join(_S12b),
    "authenticator setup key (couldn't scan the QR): " + _totp(),
    "otpauth://totp/GitHub:octo-dana?secret=" + g("", B32, 32) + "&issuer=GitHub",
    "otpauth://totp/AWS%20root:ops@acme.io?secret="
    + g("", B32, 64)
    + "&algorithm=SHA1&digits=6&period=30",
    "GitHub recovery codes\n" + "\n".join(_gh_codes()),
    "Google backup codes: " + "  ".join(f"{num(4)} {num(4)}" for _ in range(10)),
    "microsoft account recovery code " + "-".join(g("", UPALNUM, 5) for _ in range(5)),
    "Apple recovery key: " + "-".join(g("", UPALNUM, 4) for _ in range(7)),
    "bitlocker recovery key for the work laptop " + bitlocker(),
    "proton backup codes: " + ", ".join(g("", LOALNUM, 8) for _ in range(10)),
    f"card for the hotel booking: {luhn('4', 16)} exp {_exp()} cvv {num(3)}",
    f"my mastercard {' '.join((lambda c: [c[i : i + 4] for i in range(0, 16, 4)])(luhn('53', 16)))}, expiry {_exp()}, security code {num(3)}",
    f"amex {luhn('37', 15)} {_exp()} CID {num(4)} — use it for the flights",
    f"debit card number {luhn('4', 16)} and the pin is {num(4)}",
    "jwt from the browser: "
    + jwt(
        {
            "sub": "user_" + num(6),
            "email": "k.ng@acme.io",
            "role": "admin",
            "iat": 1795900000,
            "exp": 1796504800,
        }
    ),
    "Authorization: Bearer "
    + jwt(
        {
            "iss": "https://acme.eu.auth0.com/",
            "sub": "auth0|" + hx(24),
            "aud": "https://api.acme.io",
            "iat": 1796000000,
            "exp": 1796086400,
            "scope": "openid profile read:orders",
        },
        "RS256",
    ),
    "supabase service_role key "
    + jwt(
        {
            "iss": "supabase",
            "ref": g("", LO, 20),
            "role": "service_role",
            "iat": 1700000000,
            "exp": 2015576000,
        }
    ),
    "Cookie: sessionid=" + g("", LOALNUM, 32) + "; csrftoken=" + g("", ALNUM, 64),
    "copied from devtools: connect.sid=s%3A" + g("", URL, 32) + "." + g("", URL, 43),
    "set-cookie: __Secure-next-auth.session-token="
    + g("", URL, 180)
    + "; Path=/; HttpOnly; Secure",
    "PHPSESSID=" + g("", LOALNUM, 26) + " keeps me logged in, can you store it",
    "the laravel_session cookie is eyJpdiI6" + g("", ALNUM, 200) + "%3D%3D",
]

# ---------------------------------------------------------------- benign: hand_written
_HAND = [
    # talk about credentials, no value
    "I reset my password this morning and now the app keeps logging me out",
    "Our password policy says 14 characters minimum and no reuse of the last 5",
    "Do password managers actually make you safer, or is it one basket for all the eggs?",
    "I finally turned on two-factor authentication for my email after the phishing scare",
    "The IT team wants us to rotate API keys every 90 days. Is that still best practice?",
    "My bank sent a one-time code by SMS but it never arrived, so I used the app instead",
    "Can you explain the difference between an access token and a refresh token?",
    "The password expired again. I swear they make us change it every month",
    "Remind me to update the wifi password on the smart TV after I change it",
    "I forgot my PIN and the card got blocked after three tries",
    "Bitwarden or 1Password for a family of four?",
    "Tip: never paste your seed phrase into a website, no real support agent will ask for it",
    "We moved all secrets into Vault last quarter; the apps read them at startup",
    "Incident write-up: a contractor committed a Stripe key to a public repo; it was revoked within 12 minutes (value redacted)",
    "Postmortem: the leaked token (ghp_****************************) was rotated and the audit log showed no misuse",
    "The AWS key in the screenshot was redacted as AKIA****************, so we're fine",
    "My recovery codes are printed and in the safe, not on my computer",
    "What's a good way to share the wifi password with guests without saying it out loud? QR code?",
    "She asked me for the door code but I told her I'd text it later",
    "Please don't send passwords over Slack, use the vault link instead",
    "The login screen says 'incorrect password' even though caps lock is off",
    "Should the JWT signing secret live in an env var or in a KMS?",
    "I keep the spare key under the flowerpot, which is apparently the first place burglars look",
    "How long should a passphrase be to be safe against offline cracking?",
    "The token expired, so the CLI asked me to log in again in the browser",
    "Passkeys are replacing passwords on my Google account, it's pretty slick",
    "My grandma writes her passwords in a little notebook by the phone",
    "The form rejected my password because it contained a space",
    "Security training today: never reuse passwords, enable MFA, report phishing",
    "The PIN pad at the supermarket was broken so I had to tap my card",
    "Can you help me write an email asking staff to enroll their hardware security keys?",
    "We use short-lived OIDC tokens in CI now instead of long-lived cloud keys",
    "I changed all my passwords after the breach notification email",
    "How do I reset the admin password on a TP-Link router?",
    "The API returns 401 when the bearer token is missing from the header",
    "Wi-Fi password? It's on the fridge, go look",
    "I lost my YubiKey, so I used one of my backup codes to get back in",
    "The secret rotation job failed last night; nothing leaked, it just didn't rotate",
    # fiction, films, games, riddles, quotes
    "In the movie, the hacker types 'swordfish' and gets in — so unrealistic",
    "Ali Baba says 'open sesame' and the cave door rolls aside",
    "In Zelda you need the boss key to open the big door in each dungeon",
    "Riddle: what has keys but can't open locks? A piano",
    "The password in the Monty Python sketch was 'spam', obviously",
    "In my novel the spy's passphrase is 'the crows fly at midnight' and the reply is 'only in winter'",
    "Speak friend and enter — the Doors of Durin's password was 'mellon'",
    "The escape room's final code was hidden in the painting's frame",
    "In Among Us there's a card swipe task that everyone fails",
    "My D&D party found a golden key in the dragon's hoard",
    "The Da Vinci Code has a cryptex with a five-letter password",
    "In the game you get a skeleton key that opens every chest",
    "Fun fact: the first computer password was used at MIT in the 1960s",
    "The kids' treasure hunt ended with a combination lock on a shoebox",
    # idioms
    "The secret sauce of their startup is really just good customer support",
    "It was a token gesture, nobody expected the apology to mean much",
    "Key takeaway from the meeting: ship smaller releases",
    "I hate being the bearer of bad news, but the launch is delayed",
    "By the same token, we shouldn't rush the hiring either",
    "Honesty is the key to a good relationship",
    "The secret to a fluffy omelette is a splash of milk",
    "Her smile was the password to his heart, said the cheesy poem",
    "That song is the key to the whole album",
    "It's an open secret that the project is over budget",
    "Keep it under lock and key until the announcement",
    "He holds the keys to the kingdom as the only admin",
    "Pass the salt, please",
    "I got a hall pass from the teacher to go to the nurse",
    "Location is the key factor when buying a house",
    "What's the secret ingredient in your grandma's chili?",
    "The key signature is F sharp minor, three sharps",
    # placeholders, env lookups, redactions
    "Set DATABASE_URL=${DATABASE_URL} in the compose file and let the host provide it",
    "Use `password: {{ secrets.DB_PASSWORD }}` in the GitHub Actions workflow",
    'api_key = os.environ["OPENAI_API_KEY"]',
    "token = os.getenv('GITHUB_TOKEN')  # set in CI",
    "Authorization: Bearer <token>",
    'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/me',
    "password: ********",
    "The docs say to set OPENAI_API_KEY=sk-... in your .env file",
    "replace YOUR_API_KEY_HERE with the key from the dashboard",
    "DB_PASSWORD=changeme is just the placeholder in .env.example",
    "export AWS_SECRET_ACCESS_KEY=<your-secret>",
    "password = process.env.SMTP_PASS",
    "secretKeyRef:\n  name: app-secrets\n  key: db-password",
    "password: !vault |\n  (encrypted with ansible-vault, see group_vars)",
    "client_secret = var.client_secret",
    "aws_secret_access_key = {{ lookup('env', 'AWS_SECRET_ACCESS_KEY') }}",
    "The log shows password=[REDACTED] which is what we want",
    'api_key: "xxxxxxxxxxxxxxxxxxxx"',
    "PASSWORD=$(cat /run/secrets/db_password)",
    "token: ${{ secrets.NPM_TOKEN }}",
    "ConnectionString uses Password={password} as a format placeholder",
    "The template has {{ .Values.auth.password | b64enc }} for the secret",
    "In the screenshot I blurred the token, it shows ghp_••••••••",
    "Set the key with `gh secret set API_KEY` and it will prompt for the value",
    # code with names and type hints only
    "def login(username: str, password: str) -> Session:",
    "class Credentials(BaseModel):\n    api_key: SecretStr\n    password: SecretStr",
    "if not check_password(user, password):\n    raise AuthError('bad credentials')",
    "const token = await getAccessToken(clientId, clientSecret);",
    "let password_hash = argon2::hash_encoded(password.as_bytes(), &salt, &config)?;",
    "func NewClient(apiKey string, timeout time.Duration) *Client",
    "self.secret_key = settings.SECRET_KEY",
    "password_field = forms.CharField(widget=forms.PasswordInput)",
    "interface AuthConfig { token: string; refreshToken?: string }",
    "The password parameter is optional when using SSH key authentication",
    "private String password; // injected by Spring from the vault",
    "assert resp.status_code == 401, 'expected missing token to be rejected'",
    "keyring.get_password('myapp', username)",
    # promo, voucher, gift cards, tickets
    "Use code SUMMER25 at checkout for 25% off",
    "The promo code WELCOME10 only works on your first order",
    "Got a voucher for a free coffee, code FREECOFFEE at any branch",
    "I got a $50 gift card for my birthday but haven't decided what to buy",
    "Is it normal that gift card codes are scratched off under the silver strip?",
    "Enter referral code JAMIE2026 and we both get a month free",
    "My boarding pass says gate B22, boarding at 14:35",
    "I renewed my monthly bus pass at the kiosk",
    "The season pass for the ski resort went up again",
    "Our concert tickets are in the Ticketmaster app",
    "The museum gives a free day pass with a library card",
    "Black Friday discount code BF2026 stacks with free shipping",
    # everyday chat mentioning keys, codes, pins, passes
    "I left my car keys at the office again",
    "The keyboard's 'e' key is sticking after I spilled tea on it",
    "Zip code for the new flat is 10115",
    "Dress code for the wedding is black tie optional",
    "Bowling pins were so hard to knock down tonight",
    "I pinned the recipe to the top of the chat",
    "The keynote speaker at the conference was fantastic",
    "My son passed his driving test on the first try!",
    "Don't forget to bring the key card for the hotel gym",
    "The locksmith said a new deadbolt costs about 80 dollars",
    "Can you pass me the remote?",
    "The area code for Dublin is 01",
    "I'm learning to code in Python at night",
    "Please pin this message so everyone sees the meeting time",
    "My mom's birthday is on the 14th, remind me to call her",
    "Turn left at the third light, the house with the red door",
    "He got a yellow card for arguing with the referee",
    "The QR code menu at the restaurant didn't load",
    "I need a hex key to assemble this IKEA shelf",
    "What's the password reset link valid for, 24 hours?",
    "The spare key is with the neighbour, Mrs. Patel at number 12",
    # other languages, benign
    "Olvidé mi contraseña otra vez, tengo que restablecerla",
    "¿Me pasas las llaves del coche? Están en la mesa",
    "J'ai perdu mes clés dans le métro ce matin",
    "Il faut changer le mot de passe tous les trois mois, c'est la règle",
    "Ich habe meinen Schlüssel im Büro vergessen",
    "Kannst du mir sagen, wie man das Passwort zurücksetzt?",
    "Ho dimenticato il PIN del telefono, devo andare in negozio",
    "Preciso renovar o meu passe do metrô amanhã",
    "Ik ben mijn sleutels kwijt, heb jij een reservesleutel?",
    "Zapomniałem hasła do poczty, jak je zresetować?",
    "Musím si vyzvednout klíče od bytu u správce",
    "Jag har glömt mitt lösenord till jobbet igen",
    "Husk at ta med nøkkelkortet til kontoret",
    "Jeg har bestilt et nyt buskort",
    "Unohdin avaimet autoon, voitko tuoda vara-avaimen?",
    "Şifremi unuttum, sıfırlama linki gelmedi",
    "Я забыл пароль от почты, надо восстановить",
    "Ключи от машины на полке в прихожей",
    "Не можу згадати пароль, доведеться скидати",
    "Ξέχασα τα κλειδιά μου στο αυτοκίνητο",
    "نسيت كلمة السر، كيف أعيد تعيينها؟",
    "המפתחות של הרכב נמצאים על השולחן",
    "رمز عبورم را فراموش کردم",
    "मैं अपना पासवर्ड भूल गया, रीसेट कैसे करूँ?",
    "আমার চাবি হারিয়ে গেছে",
    "パスワードを忘れたので、リセットしました",
    "新しい定期券を買わないといけない",
    "비밀번호를 잊어버려서 재설정했어요",
    "탑승권은 앱에 있어요",
    "我忘记密码了，怎么重置？",
    "钥匙在门口的抽屉里",
    "Tôi quên mật khẩu rồi, phải đặt lại",
    "ฉันลืมรหัสผ่าน ต้องรีเซ็ตใหม่",
    "Saya lupa kata sandi, bagaimana cara meresetnya?",
    "Nakalimutan ko ang password ko sa email",
    "Nimesahau nenosiri langu, nitaweka jipya",
    "Am uitat parola de la e-mail, trebuie s-o resetez",
    "Elfelejtettem a jelszavam, újat kell kérnem",
    "He oblidat la contrasenya, l'he de restablir",
    "Zaboravio sam lozinku, moram je resetirati",
    "Wo ist meine Bordkarte? Ah, im Handy",
    "mera bus pass expire ho gaya, kal naya banwana hai",
    "el código postal de mi barrio es 28013",
    "le code promo NOEL15 marche encore sur le site",
    # numbers that are not secrets, in prose
    "The meeting is at 1430 in room 4B",
    "I ran 5k in 27 minutes today, new record",
    "Our flat is on the 7th floor, number 703",
    "The recipe needs 250 grams of flour and 2 eggs",
    "My daughter turns 7 on Saturday",
    "The train leaves from platform 9 at 08:15",
    "Order 12 pizzas for the team lunch on Friday",
    "The score was 3-1 after extra time",
    "Population of the town is about 48000",
    "I paid 1299 for the laptop with the student discount",
    # security discussion with example shapes but no values
    "GitHub tokens start with ghp_ and Stripe live keys with sk_live_, that's how scanners find them",
    "AWS access key IDs always begin with AKIA, the secret part is 40 characters",
    "A BIP-39 seed phrase is 12 or 24 words from a fixed list of 2048",
    "JWTs have three base64url parts separated by dots: header, payload, signature",
    "A private key file begins with a BEGIN line and ends with an END line",
    "Never put your CVV in an email; the bank will never ask for it",
    "TOTP codes change every 30 seconds, so a screenshot of one is useless a minute later",
    "The password 'password123' tops the most-common list every year, sadly",
    "Most common PINs are 1234 and 0000 according to that study",
    "The default password on many routers used to be admin/admin, which is why they changed it",
]


# ---------------------------------------------------------------- benign: identifiers
def _iban_de() -> str:
    def mk():
        bban = _s(DIG, 18)
        n = int(bban + "131400")  # D=13 E=14 + 00
        check = 98 - n % 97
        return f"DE{check:02d}{bban}"

    return _u(mk)


def _iban_gb() -> str:
    def mk():
        bban = "NWBK" + _s(DIG, 14)
        conv = "".join(str(ord(c) - 55) if c.isalpha() else c for c in bban + "GB00")
        return f"GB{98 - int(conv) % 97:02d}{bban}"

    return _u(mk)


def _isbn13() -> str:
    def mk():
        b = "978" + _s(DIG, 9)
        s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
        return b + str((10 - s % 10) % 10)

    return _u(mk)


def _eth() -> str:
    return g("0x", "0123456789abcdefABCDEF", 40)


def _btc() -> str:
    return g("bc1q", "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)


def _ed25519_pub() -> str:
    raw = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(
        _R.getrandbits(8) for _ in range(32)
    )
    return _u(lambda: base64.b64encode(raw).decode())


def _spki_pub() -> str:
    raw = bytes.fromhex("302a300506032b6570032100") + bytes(_R.getrandbits(8) for _ in range(32))
    return _u(lambda: base64.b64encode(raw).decode())


def _spaced(s: str, k: int = 4) -> str:
    return " ".join(s[i : i + k] for i in range(0, len(s), k))


_IDENT = [
    f"The request id in the error was {uuid4()}, can you look it up in the logs?",
    f"Bug reproduces on commit {hx(40)}, not on the one before",
    f"fixed in {hx(7)}, cherry-picked to release/2.4 as {hx(7)}",
    f"git bisect says the first bad commit is {hx(40)}",
    f"pull the image by digest: ghcr.io/acme/api@sha256:{hx(64)}",
    f"sha256sum of the ISO should be {hx(64)}",
    f"md5 of the uploaded file: {hx(32)}",
    f"SHA-1 checksum {hx(40)} matches the one on the download page",
    f"my public key: ssh-ed25519 {_ed25519_pub()} dana@laptop",
    f"Add this to authorized_keys: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{g('', B64, 300)} ci@build",
    f"PGP fingerprint: {_spaced(hx(40).upper())}",
    f"my GPG key id is {hx(16).upper()}, it's on keys.openpgp.org",
    f"here is my signing public key:\n-----BEGIN PUBLIC KEY-----\n{_spki_pub()}\n-----END PUBLIC KEY-----",
    f"Invoice 2026-{num(4)}: please pay to IBAN {_spaced(_iban_de())}, BIC COBADEFFXXX",
    f"bank details for the deposit: {_iban_gb()}, SWIFT NWBKGB2L, reference FLAT{num(3)}",
    f"order #{num(9)} shipped, tracking 1Z{g('', UPALNUM, 16)}",
    f"My Amazon order number is {num(3)}-{num(7)}-{num(7)}",
    f"Royal Mail tracking {g('', UP, 2)}{num(9)}GB",
    f"support ticket INC{num(7)} is still open",
    f"Jira ticket PLAT-{num(4)} covers the migration",
    f"ISBN {_isbn13()} — the paperback edition",
    f"book club pick: ISBN-13 {_isbn13()[:3]}-{num(1)}-{num(4)}-{num(4)}-{num(1)}",
    f"send the ETH to my address {_eth()} (public, it's fine)",
    f"the token contract address is {_eth()} on mainnet, verified on etherscan",
    f"my btc receiving address: {_btc()}",
    f"USDC contract on Base is {_eth()}? double-check before sending",
    f"tx hash 0x{hx(64)} confirmed after 12 blocks",
    f"upgraded to v{_R.randint(1, 9)}.{_R.randint(0, 30)}.{_R.randint(0, 99)}-rc.{_R.randint(1, 5)} and the bug is gone",
    f"python 3.12.{_R.randint(0, 9)}, numpy 2.1.{_R.randint(0, 5)}, torch 2.5.{_R.randint(0, 3)}+cu124",
    f"docs are at https://docs.example.com/v2/guides/auth?lang=en#tokens",
    f"the PR is https://github.com/acme/widgets/pull/{num(4)}",
    f"image at https://cdn.example.net/img/{hx(16)}/banner.png?w=1200",
    f"call me on +44 7700 900{num(3)}",
    f"office number (555) 013-{num(4)}",
    f"my flight is BA{num(3)} tomorrow, then LH{num(4)} to Munich",
    f"booking reference {g('', UPALNUM, 6)} for the hotel",
    f"laptop serial number C02{g('', UPALNUM, 9)} for the warranty claim",
    f"the fridge model RF28R7351SR serial {num(15)}",
    f"car reg is AB{_R.randint(10, 79)} {g('', UP, 3)}",
    f"German plate: B-{g('', UP, 2)} {num(4)}",
    f"brand colours: #{hx(6)} for primary and #{hx(6)} for the accent",
    f"the base64 of 'hello world' is aGVsbG8gd29ybGQ=",
    f"decoded the header: {base64.b64encode(b'Content-Type: application/json').decode()} is just the content type",
    f"ticket number for the parking fine: PCN {g('', UP, 2)}{num(8)}",
    f"VIN {g('', 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)} — is the car stolen?",
    f"vat number GB{num(9)} on the receipt",
    f"the kubernetes pod is api-{hx(10)}-{g('', LOALNUM, 5)}",
    f"error code 0x{hx(8).upper()} when installing the update",
    f"docker container id {hx(12)} keeps restarting",
    f"AWS account 123456{num(6)}, region eu-west-1, instance i-{hx(17)}",
    f"S3 bucket arn:aws:s3:::acme-logs-{hx(6)}",
    f"the vpc is vpc-{hx(17)} and the subnet subnet-{hx(17)}",
    f"Stripe customer id cus_{g('', ALNUM, 14)} disputed the charge",
    f"payment intent pi_{g('', ALNUM, 24)} succeeded",
    f"Slack channel id C{g('', UPALNUM, 10)} is #general",
    f"my discord user id is {num(18)}",
    f"YouTube video https://www.youtube.com/watch?v={g('', URL, 11)}",
    f"Spotify playlist https://open.spotify.com/playlist/{g('', ALNUM, 22)}",
    f"Google Doc link https://docs.google.com/document/d/{g('', URL, 44)}/edit",
    f"the CVE is CVE-2026-{num(5)}, patched in 4.2.1",
    f"DOI 10.{num(4)}/{g('', LOALNUM, 8)}",
    f"arXiv:{_R.randint(23, 26)}{_R.randint(1, 12):02d}.{num(5)} is the paper I mentioned",
    f"my employee number is E{num(6)}",
    f"library card barcode 2{num(13)}",
    f"the package UPC is {num(12)}",
    f"order confirmation {g('', UPALNUM, 10)} from Zalando",
    f"event ticket number TKT-{num(8)}, seat 14F",
    f"RMA number RMA{num(7)} for the broken monitor",
    f"lot number {g('', UPALNUM, 8)} on the medicine box",
    f"the NuGet package id is Acme.Widgets version 3.{_R.randint(0, 9)}.{_R.randint(0, 99)}",
    f"mac address {':'.join(hx(2) for _ in range(6))} for the DHCP reservation",
    f"server ip 192.0.2.{_R.randint(2, 250)}, gateway 192.0.2.1",
    f"ipv6 2001:db8::{hx(4)}:{hx(4)}",
    f'the etag was W/"{hx(32)}"',
    f"trace id {hx(32)} span id {hx(16)}",
    f"sentry event {hx(32)} shows the stack trace",
    f"the onion address is {g('', 'abcdefghijklmnopqrstuvwxyz234567', 55)}d.onion",
    f"ENS name vitalik.eth resolves to {_eth()}",
    f"solana address {g('', '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44)} for the nft mint",
    f"IPFS CID bafybei{g('', 'abcdefghijklmnopqrstuvwxyz234567', 52)}",
    f"torrent infohash {hx(40)}",
    f"git tag v{_R.randint(1, 5)}.{_R.randint(0, 20)}.0 points at {hx(40)}",
    f"build number {num(5)} on Jenkins passed",
    f"UUIDs in the CSV look like {uuid4()} and {uuid4()}",
    f"the correlation id {uuid4()} appears in both services",
    f"Sortcode 20-{num(2)}-{num(2)}, account number {num(8)} for rent (landlord's account)",
    f"routing number 0210000{num(2)} is Chase's public one",
    f"invoice INV-{num(6)} is overdue by 14 days",
    f"FedEx tracking {num(12)}",
    f"USPS tracking 9400{num(18)}",
    f"hotel confirmation number {num(10)}",
    f"patient reference NHS {num(3)} {num(3)} {num(4)}",
    f"court case number {_R.randint(1, 9)}:{_R.randint(20, 26)}-cv-{num(5)}",
    f"the Ethereum public key 0x04{hx(128)}",
    f"age public key age1{g('', 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)} — encrypt the file to this",
    f"the wireguard public key is {b64bytes(32)}",
    f"Let's Encrypt cert serial {':'.join(hx(2) for _ in range(16))}",
    f"the npm package integrity sha512-{b64bytes(64)}",
    f"subresource integrity: sha384-{b64bytes(48)}",
    f"the colour in figma is rgb(12, 140, 233) / #{hx(6).upper()}",
    f"base64 'bWVldGluZyBhdCBub29u' just says meeting at noon",
]

# ---------------------------------------------------------------- assembly
HELD_OUT_10_SECRETS: list = (
    [(t, "provider") for t in _PROVIDER]
    + [(t, "keyvalue") for t in _KEYVALUE]
    + [(t, "language") for t in _LANGUAGE]
    + [(t, "plain_value") for t in _PLAIN]
    + [(t, "material") for t in _MATERIAL]
)

HELD_OUT_10_BENIGN: list = [(t, "hand_written") for t in _HAND] + [
    (t, "identifiers") for t in _IDENT
]

assert len({t for t, _ in HELD_OUT_10_SECRETS}) == len(HELD_OUT_10_SECRETS)
assert len({t for t, _ in HELD_OUT_10_BENIGN}) == len(HELD_OUT_10_BENIGN)


if __name__ == "__main__":
    from collections import Counter

    for name, rows in (("secrets", HELD_OUT_10_SECRETS), ("benign", HELD_OUT_10_BENIGN)):
        c = Counter(f for _, f in rows)
        print(f"{name}: {len(rows)}")
        for fam, n in sorted(c.items()):
            print(f"  {fam:13s} {n}")
