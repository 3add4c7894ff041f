"""Messaging, e-mail and social: self-identifying token formats (data)."""

from __future__ import annotations

from ltm_core.guard.catalogue.format import UUID, Format, any_format

FORMATS: tuple[Format, ...] = (
    # Telnyx API v2 keys: "KEY", 32 upper hex, "_" and 22 base62
    any_format("telnyx_key", "Telnyx", r"KEY[0-9A-F]{32}_[A-Za-z0-9]{22}", "key"),
    any_format("mailersend_token", "MailerSend", r"mlsn\.[a-f0-9]{64}", "mlsn."),
    any_format(
        "slack_token",
        "Slack",
        r"xox[abposre]-[A-Za-z0-9-]{10,250}",
        "xoxa-",
        "xoxb-",
        "xoxp-",
        "xoxo-",
        "xoxs-",
        "xoxr-",
        "xoxe-",
    ),
    any_format("slack_token", "Slack", r"xoxe\.xox[bp]-\d-[A-Za-z0-9]{100,200}", "xoxe."),
    # the same tokens with their dashes written as dots, underscores or spaces (to get past a
    # scanner, or by a chat client's autocorrect): the digit groups still mark them
    any_format(
        "slack_token",
        "Slack",
        r"xox[abposr](?:\.[0-9]{8,14}){1,3}\.[A-Za-z0-9]{20,64}"
        r"|xox[abposr](?:_[0-9]{8,14}){1,3}_[A-Za-z0-9]{20,64}"
        r"|xox[abposr](?: [0-9]{8,14}){1,3} [A-Za-z0-9]{20,64}",
        *(f"xox{kind}{sep}" for kind in "abposr" for sep in "._ "),
    ),
    # a token typed in spaced digit groups ("xoxb 9000 5482 980 - 3rcA..."), as the
    # normaliser's joined copy reads it: the prefix glued to its digits, one dash or none
    any_format(
        "slack_token",
        "Slack",
        r"xox[abposr][0-9]{8,40}-?[A-Za-z0-9]{20,64}",
        *(f"xox{kind}" for kind in "abposr"),
    ),
    any_format("slack_token", "Slack", r"xapp-\d-[A-Z0-9]{6,15}-\d{6,16}-[a-z0-9]{32,80}", "xapp-"),
    any_format(
        "slack_webhook",
        "Slack",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,80}",
        "hooks.slack.com",
    ),
    any_format(
        "discord_webhook",
        "Discord",
        r"discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,70}",
        "discord.com/api/webhooks",
        "discordapp.com/api/webhooks",
    ),
    any_format(
        "discord_bot_token",
        "Discord",
        r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}",
        ".",
        entropy=3.5,
    ),
    any_format(
        "telegram_bot_token",
        "Telegram",
        r"(?:bot)?(?P<secret>[0-9]{8,10}:AA[A-Za-z0-9_-]{32,34})",
        ":aa",
    ),
    any_format(
        "teams_webhook",
        "Microsoft Teams",
        r"[a-z0-9-]{1,60}\.webhook\.office\.com/webhookb2/[A-Za-z0-9@/_-]{60,300}",
        "webhook.office.com",
    ),
    any_format(
        "zapier_webhook",
        "Zapier",
        r"hooks\.zapier\.com/hooks/catch/[0-9]{4,10}/[a-z0-9]{5,10}",
        "hooks.zapier.com",
    ),
    any_format("twilio_key", "Twilio", r"SK[0-9a-fA-F]{32}", "sk"),
    # an account SID written with its auth token ("sid:token", basic-auth style): the SID
    # alone is an identifier, the 32 hex after it are the secret
    any_format(
        "twilio_auth_token",
        "Twilio",
        r"AC[0-9a-fA-F]{32}(?::|/|[ \t]{1,3})(?P<secret>[0-9a-fA-F]{32})",
        "ac",
    ),
    any_format(
        "sendgrid_api_key", "SendGrid", r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,50}", "sg."
    ),
    any_format(
        "brevo_key",
        "Brevo (Sendinblue)",
        r"x(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}",
        "xkeysib-",
        "xsmtpsib-",
    ),
    any_format("mailgun_key", "Mailgun", r"key-[a-f0-9]{32}", "key-"),
    any_format("mailchimp_key", "Mailchimp", r"[a-f0-9]{32}-us[0-9]{1,2}", "-us"),
    any_format("resend_api_key", "Resend", r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{20,30}", "re_"),
    any_format(
        "mapbox_token",
        "Mapbox",
        # Mapbox's docs: public tokens (pk.) are meant for client code; secret (sk.) and
        # temporary (tk.) tokens are credentials
        r"[st]k\.eyJ[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,40}",
        "sk.eyj",
        "tk.eyj",
    ),
    # Graph access tokens: EAAM/EAAC, and EAAG/EAAB/EAAJ... for user and page tokens
    any_format("facebook_token", "Facebook", r"EAA[A-Z][A-Za-z0-9]{80,400}", "eaa"),
    any_format(
        "twitter_bearer_token",
        "X (Twitter)",
        r"AAAAAAAAAAAAAAAAAAAAA[A-Za-z0-9%]{60,120}",
        "aaaaaaaaaaaaaaaaaaaaa",
        entropy=2.5,
    ),
    any_format("hubspot_token", "HubSpot", r"pat-(?:na|eu)1-" + UUID, "pat-na1-", "pat-eu1-"),
    any_format("intercom_token", "Intercom", r"dG9rO[g-v][A-Za-z0-9+/=_-]{40,80}", "dg9ro"),
    any_format(
        "firebase_key", "Firebase", r"AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{120,160}", "apa91b"
    ),
    any_format("adafruit_key", "Adafruit", r"aio_[A-Za-z0-9]{28}", "aio_"),
    any_format("maxmind_key", "MaxMind", r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk", "_mmk"),
    # Slack app-level tokens (Socket Mode): xapp-<n>-<app id>-<digits>-<hex>
    any_format(
        "slack_app_token",
        "Slack",
        r"xapp-[0-9]-[A-Z0-9]{9,14}-[0-9]{10,16}-[a-f0-9]{32,80}",
        "xapp-",
    ),
)
