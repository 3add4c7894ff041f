"""Bare random values that only mean "credential" in a key that names the vendor (data)."""

from __future__ import annotations

from ltm_core.guard.catalogue.format import UUID, Format, context_format

FORMATS: tuple[Format, ...] = (
    context_format("sourcegraph_token", "Sourcegraph", r"[a-f0-9]{40}", "sourcegraph"),
    context_format(
        "telegram_bot_token", "Telegram", r"[0-9]{5,16}:A[A-Za-z0-9_-]{34}", "telegram", "telegr"
    ),
    context_format(
        "mapbox_token", "Mapbox", r"[st]k\.[A-Za-z0-9]{60}\.[A-Za-z0-9_-]{22}", "mapbox"
    ),
    context_format("okta_token", "Okta", r"00[A-Za-z0-9_-]{40}", "okta"),
    context_format("beamer_token", "Beamer", r"b_[A-Za-z0-9=_-]{44}", "beamer"),
    context_format("adafruit_key", "Adafruit", r"[a-z0-9_-]{32}", "adafruit"),
    context_format("adobe_client_id", "Adobe", r"[a-f0-9]{32}", "adobe"),
    context_format("airtable_api_key", "Airtable", r"key[A-Za-z0-9]{14}", "airtable"),
    context_format(
        "ngrok_authtoken", "ngrok", r"[0-9][A-Za-z0-9]{24,28}_[A-Za-z0-9]{19,23}", "ngrok"
    ),
    context_format("mollie_api_key", "Mollie", r"(?:live|test)_[A-Za-z0-9]{30}", "mollie"),
    context_format("logdna_key", "Mezmo (LogDNA)", r"[a-f0-9]{32}", "logdna", "mezmo"),
    context_format("algolia_key", "Algolia", r"[a-z0-9]{32}", "algolia"),
    context_format("alibaba_secret", "Alibaba Cloud", r"[A-Za-z0-9]{30}", "alibaba", "aliyun"),
    context_format("asana_secret", "Asana", r"[a-z0-9]{32}", "asana"),
    context_format(
        "atlassian_api_token", "Atlassian", r"[A-Za-z0-9]{24}", "atlassian", "confluence", "jira"
    ),
    context_format("aws_secret_access_key", "AWS", r"[A-Za-z0-9/+]{40}", "aws", "amazon", "s3"),
    context_format("azure_key", "Azure", r"[A-Za-z0-9+/=._~-]{32,100}", "azure", "cosmos", "entra"),
    context_format(
        "azure_devops_pat",
        "Azure DevOps",
        r"[a-z2-7]{52}|[A-Za-z0-9]{84}",
        "azure_devops",
        "ado_pat",
        "devops",
    ),
    context_format("bitbucket_secret", "Bitbucket", r"[a-z0-9=_-]{32,64}", "bitbucket"),
    context_format("bittrex_key", "Bittrex", r"[a-z0-9]{32}", "bittrex"),
    context_format("binance_key", "Binance", r"[A-Za-z0-9]{64}", "binance"),
    context_format("cisco_meraki_key", "Cisco Meraki", r"[0-9a-f]{40}", "meraki"),
    context_format(
        "cloudflare_api_key", "Cloudflare", r"[A-Za-z0-9_-]{37,40}", "cloudflare", "cf_api"
    ),
    context_format("codecov_token", "Codecov", r"[a-z0-9-]{32,36}", "codecov"),
    context_format("cohere_api_key", "Cohere", r"[A-Za-z0-9]{40}", "cohere", "co_api_key"),
    context_format("coinbase_key", "Coinbase", r"[A-Za-z0-9_-]{16,64}", "coinbase"),
    context_format(
        "confluent_key",
        "Confluent",
        r"[A-Za-z0-9]{16}(?::[A-Za-z0-9+/]{64})?|[A-Za-z0-9+/]{64}",
        "confluent",
        "kafka",
    ),
    context_format("contentful_token", "Contentful", r"[A-Za-z0-9=_-]{43}", "contentful"),
    context_format(
        "datadog_key", "Datadog", r"[a-f0-9]{32}|[a-f0-9]{40}", "datadog", "dd_api", "dd_app"
    ),
    context_format("deepgram_key", "Deepgram", r"[a-f0-9]{40}", "deepgram"),
    context_format("assemblyai_key", "AssemblyAI", r"[a-f0-9]{32}", "assemblyai", "assembly_ai"),
    context_format("mistral_api_key", "Mistral AI", r"[A-Za-z0-9]{32}", "mistral"),
    context_format(
        "together_api_key", "Together AI", r"[a-f0-9]{64}|tgp_v1_[A-Za-z0-9_-]{40,50}", "together"
    ),
    context_format("deepseek_api_key", "DeepSeek", r"sk-[a-f0-9]{32}", "deepseek"),
    context_format("stability_api_key", "Stability AI", r"sk-[A-Za-z0-9]{48}", "stability"),
    context_format(
        "gemini_api_key",
        "Google Gemini",
        r"AIza[A-Za-z0-9_-]{35}|[A-Za-z0-9_-]{39}",
        "gemini",
        "genai",
    ),
    context_format("discord_secret", "Discord", r"[a-f0-9]{64}|[A-Za-z0-9=_-]{32}", "discord"),
    context_format("droneci_token", "Drone CI", r"[a-z0-9]{32}", "drone"),
    context_format(
        "dropbox_token", "Dropbox", r"[a-z0-9]{15}|[a-z0-9]{11}AAAAAAAAAA[a-z0-9_=-]{43}", "dropbox"
    ),
    context_format("elastic_key", "Elastic", r"[A-Za-z0-9_=-]{40,120}", "elastic", "kibana"),
    context_format("etsy_token", "Etsy", r"[a-z0-9]{24}", "etsy"),
    context_format("facebook_secret", "Facebook", r"[a-f0-9]{32}", "facebook", "fb_app"),
    context_format("fastly_token", "Fastly", r"[A-Za-z0-9=_-]{32}", "fastly"),
    context_format("finicity_secret", "Finicity", r"[a-z0-9]{20}|[a-f0-9]{32}", "finicity"),
    context_format("finnhub_token", "Finnhub", r"[a-z0-9]{20}", "finnhub"),
    context_format("firebase_key", "Firebase", r"[A-Za-z0-9_:-]{39,200}", "firebase", "fcm"),
    context_format("flickr_token", "Flickr", r"[a-z0-9]{32}", "flickr"),
    context_format("freshbooks_token", "FreshBooks", r"[a-z0-9]{64}", "freshbooks"),
    context_format("gitter_token", "Gitter", r"[a-z0-9_-]{40}", "gitter"),
    context_format("heroku_api_key", "Heroku", UUID, "heroku"),
    context_format("hetzner_token", "Hetzner", r"[A-Za-z0-9]{64}", "hetzner", "hcloud"),
    context_format("hubspot_key", "HubSpot", UUID, "hubspot"),
    context_format("intercom_token", "Intercom", r"[A-Za-z0-9=_-]{60}", "intercom"),
    context_format(
        "jfrog_key",
        "JFrog",
        r"[A-Za-z0-9]{64}|[A-Za-z0-9]{73}",
        "jfrog",
        "artifactory",
        "bintray",
        "xray",
    ),
    context_format("kraken_key", "Kraken", r"[A-Za-z0-9/=_+-]{80,90}", "kraken"),
    context_format("kucoin_key", "KuCoin", r"[a-f0-9]{24}|" + UUID, "kucoin"),
    context_format("launchdarkly_key", "LaunchDarkly", r"[A-Za-z0-9=_-]{40}", "launchdarkly"),
    context_format("linear_secret", "Linear", r"[a-f0-9]{32}", "linear"),
    context_format("linkedin_secret", "LinkedIn", r"[A-Za-z0-9]{14,16}", "linkedin", "linked_in"),
    context_format("linode_token", "Akamai Linode", r"[a-f0-9]{64}", "linode"),
    context_format("lob_key", "Lob", r"(?:live|test)_(?:pub_)?[a-f0-9]{31,35}", "lob"),
    context_format("looker_secret", "Looker", r"[A-Za-z0-9]{20,24}", "looker"),
    context_format(
        "mailgun_key",
        "Mailgun",
        r"[a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8}|pubkey-[a-f0-9]{32}",
        "mailgun",
    ),
    context_format("mattermost_token", "Mattermost", r"[a-z0-9]{26}", "mattermost"),
    context_format(
        "messagebird_key", "MessageBird", r"[A-Za-z0-9]{25}|" + UUID, "messagebird", "message_bird"
    ),
    context_format("mixpanel_secret", "Mixpanel", r"[a-f0-9]{32}", "mixpanel"),
    context_format("amplitude_key", "Amplitude", r"[a-f0-9]{32}", "amplitude"),
    context_format("segment_write_key", "Segment", r"[A-Za-z0-9]{32}", "segment"),
    context_format("netlify_token", "Netlify", r"[A-Za-z0-9=_-]{40,46}", "netlify"),
    context_format("new_relic_key", "New Relic", r"[A-Za-z0-9]{40,64}", "newrelic", "new_relic"),
    context_format("nytimes_token", "New York Times", r"[A-Za-z0-9=_-]{32}", "nytimes"),
    context_format(
        "plaid_secret",
        "Plaid",
        r"[a-z0-9]{24,30}|access-(?:sandbox|development|production)-" + UUID,
        "plaid",
    ),
    context_format("rollbar_token", "Rollbar", r"[a-f0-9]{32}", "rollbar"),
    context_format("splunk_hec_token", "Splunk", UUID, "splunk"),
    # a Jenkins API token: "11" and 32 hex (older ones are 32 hex)
    context_format("jenkins_token", "Jenkins", r"11[a-f0-9]{32}|[a-f0-9]{32}", "jenkins"),
    context_format("backblaze_key", "Backblaze", r"K00[0-9][A-Za-z0-9+/]{27}", "backblaze"),
    context_format("postmark_token", "Postmark", UUID, "postmark"),
    context_format("privateai_token", "Private AI", r"[a-z0-9]{32}", "privateai", "private_ai"),
    context_format("pusher_secret", "Pusher", r"[a-f0-9]{20}", "pusher"),
    context_format(
        "ably_key", "Ably", r"[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{6}:[A-Za-z0-9_-]{40,45}", "ably"
    ),
    context_format("rapidapi_key", "RapidAPI", r"[A-Za-z0-9_-]{50}", "rapidapi"),
    context_format("sendbird_token", "Sendbird", r"[a-f0-9]{40}|" + UUID, "sendbird"),
    context_format("sentry_token", "Sentry", r"[a-f0-9]{64}", "sentry"),
    context_format("snyk_token", "Snyk", UUID, "snyk"),
    context_format(
        "snowflake_password", "Snowflake", r"[A-Za-z0-9!@#$%^&*_+=-]{12,64}", "snowflake"
    ),
    context_format("squarespace_token", "Squarespace", UUID, "squarespace"),
    context_format("sumologic_key", "Sumo Logic", r"su[A-Za-z0-9]{12}|[A-Za-z0-9]{64}", "sumo"),
    context_format("travisci_token", "Travis CI", r"[A-Za-z0-9]{22}", "travis"),
    context_format("twitch_token", "Twitch", r"[a-z0-9]{30}", "twitch"),
    context_format(
        "twitter_secret",
        "X (Twitter)",
        r"[A-Za-z0-9]{25,50}|[0-9]{15,25}-[A-Za-z0-9]{20,40}",
        "twitter",
    ),
    context_format("twilio_auth_token", "Twilio", r"[a-f0-9]{32}", "twilio"),
    context_format("upstash_token", "Upstash", r"[A-Za-z0-9=_-]{40,100}", "upstash"),
    context_format("vultr_key", "Vultr", r"[A-Z0-9]{36}", "vultr"),
    context_format("zendesk_token", "Zendesk", r"[A-Za-z0-9]{40}", "zendesk"),
    context_format("wandb_api_key", "Weights & Biases", r"[a-f0-9]{40}", "wandb"),
    context_format("openai_api_key", "OpenAI", r"sk-[A-Za-z0-9_-]{20,200}", "openai"),
    context_format(
        "anthropic_api_key", "Anthropic", r"sk-ant-[A-Za-z0-9_-]{20,200}", "anthropic", "claude"
    ),
    context_format("lob_api_key", "Lob", r"(?:live|test)_[a-f0-9]{35}", "lob"),
)
