"""Secret managers, identity, payments and commerce: self-identifying token formats (data)."""

from __future__ import annotations

from ltm_core.guard.catalogue.format import UUID, Format, any_format

FORMATS: tuple[Format, ...] = (
    # legacy Vault service tokens: "s." and 24 base62 characters
    any_format("vault_token", "HashiCorp Vault", r"s\.[A-Za-z0-9]{24}", "s.", entropy=3.8),
    any_format(
        "vault_token", "HashiCorp Vault", r"hv[sbr]\.[A-Za-z0-9_-]{24,300}", "hvs.", "hvb.", "hvr."
    ),
    any_format(
        "doppler_token",
        "Doppler",
        r"dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?[A-Za-z0-9]{30,50}",
        "dp.pt.",
        "dp.st.",
        "dp.sa.",
        "dp.ct.",
        "dp.scim.",
        "dp.audit.",
    ),
    any_format("onepassword_token", "1Password", r"ops_eyJ[A-Za-z0-9+/=_-]{50,1000}", "ops_eyj"),
    any_format(
        "onepassword_secret_key",
        "1Password",
        r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
        "a3-",
    ),
    any_format(
        "infisical_token", "Infisical", r"st\.[a-f0-9-]{36}\.[a-f0-9]{32}\.[a-f0-9]{32}", "st."
    ),
    any_format(
        "age_secret_key",
        "age",
        r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
        "age-secret-key-1",
    ),
    any_format(
        "authress_key",
        "Authress",
        r"(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\.[A-Za-z0-9]{4,6}\.acc[_-][A-Za-z0-9-]{10,32}\.[A-Za-z0-9+/_=-]{30,120}",
        "sc_",
        "ext_",
        "scauth_",
        "authress_",
    ),
    any_format("adobe_client_secret", "Adobe", r"p8e-[A-Za-z0-9]{32}", "p8e-"),
    # -- payments and commerce
    any_format(
        "stripe_secret_key",
        "Stripe",
        r"(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,255}",
        "sk_live_",
        "sk_test_",
        "sk_prod_",
        "rk_live_",
        "rk_test_",
        "rk_prod_",
    ),
    any_format("stripe_webhook_secret", "Stripe", r"whsec_[A-Za-z0-9+/]{24,80}", "whsec_"),
    any_format(
        "square_token",
        "Square",
        # an application id (sq0idp-) is public by Square's docs: it ships in the Web
        # Payments SDK page; access tokens (EAAA, sq0atp-) and app secrets (sq0csp-) are not
        r"(?:EAAA|sq0atp-|sq0csp-)[A-Za-z0-9_-]{22,70}",
        "eaaa",
        "sq0atp-",
        "sq0csp-",
    ),
    any_format(
        "paypal_braintree_token",
        "PayPal Braintree",
        r"access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}",
        "access_token$",
    ),
    any_format("adyen_api_key", "Adyen", r"AQE[A-Za-z0-9+/=_-]{100,200}", "aqe"),
    any_format(
        "razorpay_key",
        "Razorpay",
        r"rzp_(?:live|test)_[A-Za-z0-9]{14,20}",
        "rzp_live_",
        "rzp_test_",
    ),
    any_format("gocardless_token", "GoCardless", r"live_[A-Za-z0-9_=-]{40}", "live_"),
    any_format(
        "flutterwave_key",
        "Flutterwave",
        r"FLW(?:SECK|PUBK)(?:_TEST)?-[A-Za-z0-9]{12,32}(?:-X)?",
        "flwseck",
        "flwpubk",
    ),
    any_format(
        "shopify_token",
        "Shopify",
        r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
        "shpat_",
        "shpca_",
        "shppa_",
        "shpss_",
    ),
    any_format(
        "paddle_api_key",
        "Paddle",
        r"pdl_(?:live|sdbx)_apikey_[a-z0-9]{26}_[A-Za-z0-9]{22}_[A-Za-z0-9]{3}",
        "pdl_live_",
        "pdl_sdbx_",
    ),
    any_format(
        "plaid_access_token",
        "Plaid",
        r"access-(?:sandbox|development|production)-" + UUID,
        "access-sandbox-",
        "access-development-",
        "access-production-",
    ),
    any_format("checkout_secret_key", "Checkout.com", r"sk_sbox_[a-z0-9]{26}", "sk_sbox_"),
    any_format("duffel_token", "Duffel", r"duffel_(?:test|live)_[A-Za-z0-9_=-]{43}", "duffel_"),
    any_format(
        "coinbase_key", "Coinbase", r"organizations/[0-9a-f-]{36}/apiKeys/[0-9a-f-]{36}", "apikeys/"
    ),
    # A Bitcoin private key in wallet import format: base58, 51 characters from "5" (an
    # uncompressed key) or 52 from "K"/"L" (compressed). Addresses are 26-35 characters.
    any_format(
        "bitcoin_private_key",
        "Bitcoin",
        r"5[HJK][1-9A-HJ-NP-Za-km-z]{49}|[KL][1-9A-HJ-NP-Za-km-z]{51}",
        entropy=4.0,
    ),
    # Bech32 private keys: Nostr's "nsec1" + 58 characters (the public "npub1" is no secret)
    any_format("nostr_private_key", "Nostr", r"nsec1[02-9ac-hj-np-z]{58}", "nsec1", entropy=3.5),
    # BIP-32 extended private keys (mainnet xprv/yprv/zprv, testnet tprv...): base58, 111
    # characters; the public xpub/ypub/zpub are not secrets
    any_format(
        "bitcoin_private_key",
        "Bitcoin",
        r"[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}",
        "xprv",
        "yprv",
        "zprv",
        "tprv",
        entropy=4.0,
    ),
    # The private exponent of a JSON Web Key ("d" after "kty"); public keys have none.
    any_format(
        "jwk_private_key",
        "JSON Web Key",
        r"\"kty\"[ \t]{0,3}:[^{}]{1,600}?\"d\"[ \t]{0,3}:[ \t]{0,3}"
        r"\"(?P<secret>[A-Za-z0-9_-]{20,700})\"",
        '"kty"',
    ),
    # Roblox's session cookie opens with its own warning.
    any_format(
        "roblox_session_cookie",
        "Roblox",
        r"_\|WARNING:-DO-NOT-SHARE-THIS\.[A-Za-z0-9.,-]{10,200}\|_(?P<secret>[A-F0-9]{100,1000})",
        "_|warning:-do-not-share-this",
    ),
    # Bitwarden Secrets Manager machine-account access token.
    any_format(
        "bitwarden_access_token",
        "Bitwarden",
        r"0\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9]{20,40}"
        r":[A-Za-z0-9+/]{20,30}={0,2}",
        "0.",
    ),
)
