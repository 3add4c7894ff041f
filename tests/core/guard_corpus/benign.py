"""The hard benign set: ordinary memories that use credential words or look random.

Families: idioms and trivia (secret, token, password, key, bearer), promo and voucher codes,
public identifiers (wallet and contract addresses, order/ticket/invoice numbers, ISBNs,
bank references in prose), hashes/UUIDs/commit ids in sentences, fictional or quoted
passwords, placeholders/redactions/environment lookups with no value. Hand-written lines
first; the identifiers are then generated with fresh random values.
"""

from __future__ import annotations

import random
import string
import uuid

IDIOMS = """
The secret to a good risotto is patience and warm stock.
My grandmother's secret recipe uses cardamom in the apple pie.
It's no secret that I hate Mondays.
Keep it a secret from Tom until his birthday party.
The Secret Garden was my favourite book as a kid.
I'm reading "The Secret History" by Donna Tartt.
Victoria's Secret is at the mall near my office.
She told me a secret about the new manager, but I promised not to repeat it.
The key to success is showing up every day.
I lost my house key at the beach last weekend.
The key takeaway from the meeting was to ship smaller releases.
Florida Keys trip is booked for March.
My piano teacher says I play everything in the wrong key.
The song is in the key of D minor.
Key lime pie is my favourite dessert.
I need a new key for the bike lock.
Alicia Keys is playing in Lisbon in July.
Low-key I'm excited about the new job.
Locksmith said the key was cut wrong.
The answer key for the exam was posted online.
As a token of appreciation, the team gave me a plant.
I bought ten arcade tokens for the kids.
By the same token, we should review the budget again.
The model has a context window of 128k tokens.
Our tokenizer splits words into subword tokens.
I used five subway tokens in New York last week.
He's the token vegetarian in the group.
The password policy at work now requires 14 characters.
I forgot my password again and had to reset it.
I changed my password yesterday after the phishing email.
The password manager I use is Bitwarden.
My password is too long to remember, so I use a manager.
The password reset email never arrived.
I hate password rules that ban special characters.
Password managers are the best security advice I got.
Never share your password with anyone, the bank said.
I need to set up a password for the new laptop.
The wifi password is on the fridge.
The password is written on the back of the router.
Ask Sam for the password, I don't remember it.
My PIN was blocked after three wrong tries.
I need to change my PIN at the bank.
The bank sent my new PIN by post.
Pin the tweet to the top of your profile.
I pinned the recipe on Pinterest.
The bowling pin fell over in slow motion.
Bearer bonds were popular in old heist movies.
I hate being the bearer of bad news.
The ring bearer at the wedding was my nephew.
Flag bearer for Portugal at the Olympics was a swimmer.
My passcode is six digits, like everyone's.
The door code changed last week, I'll text you.
I keep forgetting the gate code at my sister's place.
Access codes for the conference were emailed this morning.
The recovery code screen scared me, so I printed them.
I saved my backup codes in the safe.
Two-factor authentication is on for all my accounts now.
I set up an authenticator app on my new phone.
The session ran long, the talk was about API keys and rotation.
We discussed secret management at the meetup.
Our team uses Vault for secrets and 1Password for passwords.
The login page was down for an hour today.
My username is alice_w on most sites.
The API key for the weather service is in our team vault.
I store my tokens in the OS keychain, never in files.
Never paste credentials into a chat, says our security team.
The private key stays on the hardware token.
The PIN pad at the supermarket was broken.
My favourite Pokemon card is a holographic Charizard.
The cookie jar is empty again.
Session musicians played on the whole album.
She is the keyholder for the community hall.
The keynote at the conference was about memory in LLM agents.
Password: the game show from the 60s is on TV again.
Token Ring networks were before my time.
""".strip().splitlines()

PROMO_CODES = """
Use code SUMMER20 at checkout for 20% off.
The promo code WELCOME10 gave me free shipping.
Voucher code XMAS-2024-FREE expires Friday.
My discount code is SAVE15, valid until June.
The coupon code FALLSALE didn't work on the sale items.
Enter gift code GIFT-50 for the bonus.
The referral code is ALICE2024 if you want a free month.
Netflix sent me a promo code: FREEMONTH.
Redeem code BLACKFRIDAY30 in the app.
Use the code PIZZA2FOR1 on Tuesdays.
The booking code for our flight is QX7P2L.
Our Airbnb confirmation code is HMZ4K8TQ2B.
The tracking number is 1Z999AA10123456784.
Flight confirmation: ABC123, seat 14C.
My boarding pass says gate B12, zone 3.
The event ticket code is TKT-88421-A.
Room 214, the check-in code is on the booking page.
""".strip().splitlines()

PUBLIC_IDS = """
Send donations to the charity's Bitcoin address bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq.
The USDC contract on Ethereum is 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48.
My ENS name is alice.eth.
The ISBN of the book is 978-0-306-40615-7.
ISBN 0-306-40615-2 is the older edition.
The invoice number is INV-2024-00871.
Order #112-7654321-1234567 arrived today.
Ticket JIRA-4821 is about the login page.
My library card number is on the back, not needed here.
The bank reference for the rent is "Flat 3B March".
Our IBAN is on the invoice; the reference is INV-2291.
Case number 2024-CV-001234 was closed.
My frequent flyer number starts with TP.
Patient ID on the letter was MRN 00482913.
The parcel number DE1234567890 is stuck in customs.
My phone is +351 912 345 678, call after 6.
The VIN of the car is 1HGCM82633A004352.
The serial number on the fridge is SN-48K2-0091.
Postcode 1200-195 Lisbon.
The Git tag is v2.14.3 and the build is 20240611.1.
""".strip().splitlines()

HASHES = """
The fix landed in commit 3f2a9c1 on main.
Reverting 9fceb02d0ae598e95dc970b74767f19372d61af8 fixed the build.
The Docker image digest is sha256:a3ed95caeb02ffe68cdd9fd84406680ae93d633cb16422d00e8a7c22955b46d4.
The file's MD5 is 5d41402abc4b2a76b9719d911017c592, matches the mirror.
Request id 550e8400-e29b-41d4-a716-446655440000 failed with a 502.
The trace id 4bf92f3577b34da6a3ce929d0e0e4736 shows the slow query.
Our tenant id is 72f988bf-86f1-41af-91ab-2d7cd011db47.
The SHA-1 of the release tarball is 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12.
The Google Analytics id is G-ABC123XYZ9.
The public SSH key fingerprint is SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU.
The Stripe publishable key pk_test_TYooMQauvdEDq54NiTphI7jx is fine to ship in the frontend.
The AWS account id is 123456789012.
arn:aws:iam::123456789012:role/deploy is the role we assume.
The S3 bucket s3://acme-backups/2024/05 holds the dumps.
Our Sentry project id is 4504203820859392.
The YouTube video id is dQw4w9WgXcQ.
My Discord user id is 80351110224678912.
Color #3fa9f5 is the brand blue.
The ETag was "33a64df551425fcc55e4d42a148795d9f25f89d4".
The PR number is 4821 and the branch is feat/login-page.
""".strip().splitlines()

FICTION = """
In the novel, the spy's password was "swordfish".
The kids' treehouse password is "bananas".
In the movie the password to the vault was Joshua.
"Open sesame" is the password in Ali Baba.
My son's fort password is "pickles", he told everyone.
In my D&D campaign, the secret word to enter the guild is "moonlight".
The riddle's answer, the password to the cave, was "friend" in Elvish.
Our escape room needed the code word "lighthouse".
The password in the song is "hello".
In the game, the password to the bunker is printed on a note.
My character in the story guards a door whose password is "mellon".
Classic example: "password123" is the most common password, says the article.
The article says "123456" is still the most common password in 2024.
The talk showed that "qwerty" tops the list of leaked passwords.
Hollywood hackers always guess the password on the third try.
""".strip().splitlines()

PLACEHOLDERS = """
Set OPENAI_API_KEY=<your-key> before running the script.
password: ${DB_PASSWORD}
export GITHUB_TOKEN=$GITHUB_TOKEN
API_KEY=xxxxxxxxxxxxxxxx
token: "***"
secret: [redacted]
password=None
api_key: null
DB_PASSWORD=
client_secret = os.environ["CLIENT_SECRET"]
password = os.getenv("DB_PASS")
token = process.env.API_TOKEN
SECRET_KEY={{ secret_key }}
password: '%(db_password)s'
PASSWORD=changeme
Authorization: Bearer <token>
Authorization: Bearer $TOKEN
password: "your-password-here"
api_key = "YOUR_API_KEY"
The token is stored in settings.API_TOKEN, not in code.
The password field uses config.db.password.
Call getPassword() to read it from the keychain.
aws_secret_access_key = <redacted>
--password=$MYSQL_PWD
mysql -u root -p
psql -h localhost -p 5432 -U postgres
ssh -p 2222 pi@raspberry
postgres://user:password@localhost/db is the example from the docs.
redis://localhost:6379/0
https://example.com/login?next=/home
The env var is called STRIPE_SECRET_KEY, set it in Railway.
Put your password in the .env file, never in git.
The API key lives in ~/.config/app/key.json.
token_url: https://oauth2.googleapis.com/token
max_tokens: 4096
password_min_length: 12
token_ttl_seconds=3600
PASSWORD_HASHERS = ["django.contrib.auth.hashers.Argon2PasswordHasher"]
password_hash: $2b$12$KIXQJZ1m8E4q2xL6uQ0gLe8yWc7Jt9pR3sV5nB2dF4hG6jK8lM0nO
public_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl
secret_version: 3
auth: required
auth: oauth2
session: 45 minutes
cookie: chocolate chip
The session id is logged but it's just a counter: session 42.
""".strip().splitlines()


def generated(rng: random.Random) -> list[str]:
    """Identifier sentences with fresh random values (each looks random, none is a secret)."""
    hexd = "0123456789abcdef"
    b58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

    def r(alphabet: str, n: int) -> str:
        return "".join(rng.choice(alphabet) for _ in range(n))

    rows: list[str] = []
    for _ in range(15):
        rows.append(f"Fixed in commit {r(hexd, 40)}, see the PR.")
        rows.append(f"The request id was {uuid.UUID(int=rng.getrandbits(128))} when it crashed.")
        rows.append(f"Send it to 0x{r(hexd, 40)} on Base, that's the public address.")
        rows.append(f"Order number {rng.randint(10**9, 10**10 - 1)} shipped today.")
        rows.append(f"Invoice INV-{rng.randint(2019, 2026)}-{rng.randint(1000, 99999)} is paid.")
        rows.append(f"Ticket #{rng.randint(1000, 99999)} was escalated to tier 2.")
        rows.append(f"My Solana wallet is {r(b58, 44)}, tips welcome.")
        rows.append(f"The checksum is sha256:{r(hexd, 64)}.")
        rows.append(
            f"Use promo code {r(string.ascii_uppercase, 6)}{rng.randint(10, 99)} for a discount."
        )
        rows.append(
            f"The tracking code is {r(string.ascii_uppercase, 2)}{rng.randint(10**8, 10**9 - 1)}PT."
        )
    return rows


def hard_benign(seed: int = 77) -> list[str]:
    """Every hand-written and generated hard benign text."""
    rng = random.Random(seed)
    return [*IDIOMS, *PROMO_CODES, *PUBLIC_IDS, *HASHES, *FICTION, *PLACEHOLDERS, *generated(rng)]


FAMILIES = {
    "idioms": IDIOMS,
    "promo_codes": PROMO_CODES,
    "public_ids": PUBLIC_IDS,
    "hashes_ids": HASHES,
    "fiction": FICTION,
    "placeholders": PLACEHOLDERS,
}
