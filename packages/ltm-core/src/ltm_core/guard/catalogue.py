# ruff: noqa: E501
"""The credential catalogue: provider token formats as data.

Longer than 400 lines on purpose: it is one table, and splitting a table hides it.

Each :class:`Format` is written by us from the public format of a vendor's credentials (the
gitleaks default rule set is the reference for shapes; the rows are ours). Two kinds:

* ``anywhere`` formats identify themselves (``ghp_``, ``sk-ant-api03-``, ``AKIA``...): the
  regex is searched in any text once one of its ``keywords`` (lowercase literals, the
  Aho-Corasick prefilter) occurs.
* ``context`` formats are bare random strings that only mean "credential" next to the vendor's
  name (``DATADOG_API_KEY=...``, ``algolia: ...``): the regex is matched against the value of a
  key/value pair whose key contains one of the keywords.

Every regex is written for both google-re2 and Python ``re``: no look-arounds, no
back-references, every repetition bounded, so a scan is linear in either engine. Token
lengths are a little looser than the vendors' own (a key pasted by a person is sometimes cut
or padded); the entropy floor (bits per character of the secret part) keeps dummies out.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CATALOGUE", "Format"]


@dataclass(frozen=True)
class Format:
    """One credential format.

    Attributes:
        name: Rule name shown in ``ContentRejected.pattern`` and accepted by
            ``LTM_GUARD_DISABLE``; a vendor's formats share one name.
        vendor: The provider.
        regex: The format. A named group ``secret`` marks the secret part, else the match.
        keywords: Lowercase literals; the format is only tried when one occurs.
        entropy: Minimum Shannon entropy (bits per character) of the secret part.
        context: ``True`` when the format is only a credential next to a keyword (see above).
    """

    name: str
    vendor: str
    regex: str
    keywords: tuple[str, ...]
    entropy: float = 3.0
    context: bool = False


def _any(name: str, vendor: str, regex: str, *keywords: str, entropy: float = 3.0) -> Format:
    return Format(name, vendor, regex, tuple(k.lower() for k in keywords), entropy)


def _ctx(name: str, vendor: str, value: str, *keywords: str, entropy: float = 3.0) -> Format:
    return Format(name, vendor, value, tuple(k.lower() for k in keywords), entropy, True)


_B64 = "A-Za-z0-9+/"
_UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

_ANYWHERE: tuple[Format, ...] = (
    # -- AI and ML platforms
    _any(
        "anthropic_api_key",
        "Anthropic",
        r"sk-ant-(?:api|sid|oat|admin)\d{2}-[A-Za-z0-9_-]{20,160}",
        "sk-ant-",
    ),
    _any(
        "openai_api_key",
        "OpenAI",
        r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,200}",
        "sk-proj-",
        "sk-svcacct-",
        "sk-admin-",
        "sk-none-",
    ),
    _any(
        "openai_api_key", "OpenAI", r"sk-[A-Za-z0-9]{16,30}T3BlbkFJ[A-Za-z0-9]{16,30}", "t3blbkfj"
    ),
    _any("openrouter_api_key", "OpenRouter", r"sk-or-v1-[a-f0-9]{48,80}", "sk-or-v1-"),
    _any("huggingface_token", "Hugging Face", r"hf_[A-Za-z0-9]{30,40}", "hf_"),
    _any("huggingface_token", "Hugging Face", r"api_org_[A-Za-z0-9]{30,40}", "api_org_"),
    _any("groq_api_key", "Groq", r"gsk_[A-Za-z0-9]{40,60}", "gsk_"),
    _any("xai_api_key", "xAI", r"xai-[A-Za-z0-9]{60,90}", "xai-"),
    _any("perplexity_api_key", "Perplexity", r"pplx-[A-Za-z0-9]{40,56}", "pplx-"),
    _any("replicate_api_token", "Replicate", r"r8_[A-Za-z0-9]{30,40}", "r8_"),
    _any("fireworks_api_key", "Fireworks AI", r"fw_[A-Za-z0-9]{20,40}", "fw_"),
    _any("tavily_api_key", "Tavily", r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{24,40}", "tvly-"),
    _any("langsmith_api_key", "LangSmith", r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}", "lsv2_"),
    _any("pinecone_api_key", "Pinecone", r"pcsk_[A-Za-z0-9]{5,8}_[A-Za-z0-9]{40,80}", "pcsk_"),
    _any("anyscale_api_key", "Anyscale", r"esecret_[A-Za-z0-9]{20,40}", "esecret_"),
    _any("elevenlabs_api_key", "ElevenLabs", r"sk_[a-f0-9]{48}", "sk_"),
    _any("cohere_api_key", "Cohere", r"co-[A-Za-z0-9]{36,48}", "co-", entropy=3.5),
    _any("wandb_api_key", "Weights & Biases", r"wandb_v1_[A-Za-z0-9_]{40,90}", "wandb_v1_"),
    # -- source hosting and CI
    _any(
        "github_token",
        "GitHub",
        r"(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255}",
        "ghp_",
        "gho_",
        "ghu_",
        "ghs_",
        "ghr_",
    ),
    _any("github_token", "GitHub", r"github_pat_[A-Za-z0-9_]{40,255}", "github_pat_"),
    _any(
        "gitlab_token",
        "GitLab",
        r"gl(?:pat|dt|ft|rt|oas|soat|ffct|agent|imt|cbt|ptt|wt)-[A-Za-z0-9_.-]{18,300}",
        "glpat-",
        "gldt-",
        "glft-",
        "glrt-",
        "gloas-",
        "glsoat-",
        "glffct-",
        "glagent-",
        "glimt-",
        "glcbt-",
        "glptt-",
        "glwt-",
    ),
    _any("gitlab_token", "GitLab", r"GR1348941[A-Za-z0-9_-]{20}", "gr1348941"),
    _any("gitlab_token", "GitLab", r"_gitlab_session=(?P<secret>[0-9a-z]{32})", "_gitlab_session="),
    _any("bitbucket_token", "Bitbucket", r"ATBB[A-Za-z0-9_=.-]{28,40}", "atbb"),
    _any("atlassian_api_token", "Atlassian", r"ATATT3[A-Za-z0-9_=-]{60,250}", "atatt3"),
    _any("circleci_token", "CircleCI", r"CCIPAT_[A-Za-z0-9]{20,30}_[a-f0-9]{40}", "ccipat_"),
    _any("buildkite_token", "Buildkite", r"bkua_[a-f0-9]{40}", "bkua_"),
    _any(
        "sourcegraph_token",
        "Sourcegraph",
        r"sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}",
        "sgp_",
    ),
    _any("sonarqube_token", "SonarQube", r"sq[upa]_[a-f0-9]{40}", "squ_", "sqp_", "sqa_"),
    _any(
        "harness_token",
        "Harness",
        r"(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}",
        "pat.",
        "sat.",
    ),
    _any("octopus_deploy_key", "Octopus Deploy", r"API-[A-Z0-9]{26}", "api-"),
    _any("prefect_token", "Prefect", r"pnu_[A-Za-z0-9]{36}", "pnu_"),
    _any("postman_api_key", "Postman", r"PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}", "pmak-"),
    _any("infracost_token", "Infracost", r"ico-[A-Za-z0-9]{32}", "ico-"),
    _any("pulumi_token", "Pulumi", r"pul-[a-f0-9]{40}", "pul-"),
    _any(
        "terraform_cloud_token",
        "HashiCorp Terraform",
        r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}",
        "atlasv1",
    ),
    _any("figma_token", "Figma", r"fig[dur]_[A-Za-z0-9_-]{38,50}", "figd_", "figu_", "figr_"),
    _any("readme_token", "ReadMe", r"rdme_[a-z0-9]{70}", "rdme_"),
    _any(
        "linear_api_key", "Linear", r"lin_(?:api|oauth)_[A-Za-z0-9]{40}", "lin_api_", "lin_oauth_"
    ),
    _any(
        "notion_token",
        "Notion",
        r"(?:ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})",
        "ntn_",
        "secret_",
    ),
    _any("airtable_token", "Airtable", r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}", "pat"),
    _any("typeform_token", "Typeform", r"tfp_[A-Za-z0-9_.=-]{59}", "tfp_"),
    _any("frameio_token", "Frame.io", r"fio-u-[A-Za-z0-9_=-]{64}", "fio-u-"),
    _any("asana_token", "Asana", r"[12]/[0-9]{12,16}/[0-9]{12,16}:[a-f0-9]{32}", "/", ":"),
    _any("clickup_token", "ClickUp", r"pk_[0-9]{6,10}_[A-Z0-9]{32}", "pk_"),
    _any("contentful_token", "Contentful", r"CFPAT-[A-Za-z0-9_-]{43}", "cfpat-"),
    _any("shippo_token", "Shippo", r"shippo_(?:live|test)_[a-fA-F0-9]{40}", "shippo_"),
    _any("easypost_token", "EasyPost", r"EZ[AT]K[A-Za-z0-9]{54}", "ezak", "eztk"),
    # -- package registries and containers
    _any("npm_token", "npm", r"npm_[A-Za-z0-9]{36}", "npm_"),
    _any("pypi_token", "PyPI", r"pypi-AgE[A-Za-z0-9_-]{40,1000}", "pypi-age"),
    _any("rubygems_token", "RubyGems", r"rubygems_[a-f0-9]{48}", "rubygems_"),
    _any("nuget_api_key", "NuGet", r"oy2[a-z0-9]{43}", "oy2"),
    _any("clojars_token", "Clojars", r"(?i:CLOJARS_)[A-Za-z0-9]{60}", "clojars_"),
    _any(
        "docker_token",
        "Docker Hub",
        r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{24,40}",
        "dckr_pat_",
        "dckr_oat_",
    ),
    _any("artifactory_token", "JFrog Artifactory", r"AKCp[A-Za-z0-9]{60,80}", "akcp"),
    _any("artifactory_token", "JFrog Artifactory", r"cmVmd[A-Za-z0-9]{50,70}", "cmvmd"),
    _any("pub_dev_token", "Dart pub.dev", r"pub-[A-Za-z0-9]{40,64}", "pub-", entropy=3.5),
    # -- cloud providers
    _any(
        "aws_access_key_id",
        "AWS",
        r"(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}",
        "akia",
        "asia",
        "abia",
        "acca",
        "a3t",
    ),
    _any("aws_bedrock_key", "AWS Bedrock", r"ABSK[A-Za-z0-9+/]{100,300}={0,2}", "absk"),
    _any("google_api_key", "Google Cloud", r"AIza[A-Za-z0-9_-]{35}", "aiza"),
    _any("google_oauth_secret", "Google OAuth", r"GOCSPX-[A-Za-z0-9_-]{28}", "gocspx-"),
    _any("google_oauth_token", "Google OAuth", r"ya29\.[A-Za-z0-9_-]{30,500}", "ya29."),
    _any("google_oauth_token", "Google OAuth", r"1//0[A-Za-z0-9_-]{40,200}", "1//0"),
    _any(
        "azure_ad_client_secret", "Azure AD", r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}", "q~"
    ),
    _any(
        "azure_storage_key",
        "Azure Storage",
        r"(?i:AccountKey)=(?P<secret>[A-Za-z0-9+/]{80,90}={0,2})",
        "accountkey=",
    ),
    _any(
        "azure_sas_token",
        "Azure Storage",
        r"[?&]sig=(?P<secret>[A-Za-z0-9%+/]{30,120}(?:%3D|=){0,2})",
        "sig=",
    ),
    _any(
        "azure_service_bus_key",
        "Azure Service Bus",
        r"(?i:SharedAccessKey)=(?P<secret>[A-Za-z0-9+/]{40,50}={0,2})",
        "sharedaccesskey=",
    ),
    _any("alibaba_access_key_id", "Alibaba Cloud", r"LTAI[A-Za-z0-9]{12,20}", "ltai"),
    _any("tencent_secret_id", "Tencent Cloud", r"AKID[A-Za-z0-9]{32}", "akid"),
    _any("scaleway_key", "Scaleway", r"SCW[A-Z0-9]{17}", "scw"),
    _any(
        "ibm_cloud_key",
        "IBM Cloud",
        r"(?i:ibm[_-]?(?:cloud[_-]?)?api[_-]?key)[\"']?\s{0,3}[:=]\s{0,3}[\"']?(?P<secret>[A-Za-z0-9_-]{44})",
        "ibm",
    ),
    _any(
        "digitalocean_token",
        "DigitalOcean",
        r"do[opr]_v1_[a-f0-9]{64}",
        "doo_v1_",
        "dop_v1_",
        "dor_v1_",
    ),
    _any("heroku_api_key", "Heroku", r"HRKU-[A-Za-z0-9_-]{30,70}", "hrku-"),
    _any(
        "flyio_token",
        "Fly.io",
        r"(?:fo1_[A-Za-z0-9_-]{43}|fm1[ar]_[A-Za-z0-9+/]{100,1000}={0,3}|fm2_[A-Za-z0-9+/]{100,1000}={0,3})",
        "fo1_",
        "fm1",
        "fm2_",
    ),
    _any("vercel_token", "Vercel", r"vc[pkai]_[A-Za-z0-9]{40,60}", "vcp_", "vck_", "vca_", "vci_"),
    _any("netlify_token", "Netlify", r"nf[pc]_[A-Za-z0-9]{36,40}", "nfp_", "nfc_"),
    _any("render_api_key", "Render", r"rnd_[A-Za-z0-9]{28,40}", "rnd_"),
    _any("supabase_key", "Supabase", r"sb(?:p|_secret)_[A-Za-z0-9_-]{32,60}", "sbp_", "sb_secret_"),
    _any("neon_api_key", "Neon", r"napi_[a-z0-9]{60,70}", "napi_"),
    _any(
        "planetscale_token",
        "PlanetScale",
        r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}",
        "pscale_",
    ),
    _any("databricks_token", "Databricks", r"dapi[a-f0-9]{32}(?:-\d)?", "dapi"),
    _any("clickhouse_key", "ClickHouse Cloud", r"4b1d[A-Za-z0-9]{38}", "4b1d"),
    _any("cloudflare_origin_ca_key", "Cloudflare", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}", "v1.0-"),
    _any("openshift_token", "OpenShift", r"sha256~[A-Za-z0-9_-]{43}", "sha256~"),
    _any("scalingo_token", "Scalingo", r"tk-us-[A-Za-z0-9_-]{48}", "tk-us-"),
    _any(
        "dynatrace_token",
        "Dynatrace",
        r"dt0[a-z]01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}",
        "dt0",
        "dt0s01.",
    ),
    _any(
        "yandex_key",
        "Yandex Cloud",
        r"(?:AQVN[A-Za-z0-9_-]{35,38}|YC[A-Za-z0-9_-]{38}|t1\.[A-Za-z0-9_-]{20,100}={0,2}\.[A-Za-z0-9_-]{86}={0,2})",
        "aqvn",
        "yc",
        "t1.",
    ),
    # -- secret managers and identity
    _any(
        "vault_token", "HashiCorp Vault", r"hv[sbr]\.[A-Za-z0-9_-]{24,300}", "hvs.", "hvb.", "hvr."
    ),
    _any(
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
    _any("onepassword_token", "1Password", r"ops_eyJ[A-Za-z0-9+/=_-]{50,1000}", "ops_eyj"),
    _any(
        "onepassword_secret_key",
        "1Password",
        r"A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
        "a3-",
    ),
    _any("infisical_token", "Infisical", r"st\.[a-f0-9-]{36}\.[a-f0-9]{32}\.[a-f0-9]{32}", "st."),
    _any(
        "age_secret_key",
        "age",
        r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
        "age-secret-key-1",
    ),
    _any(
        "authress_key",
        "Authress",
        r"(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\.[A-Za-z0-9]{4,6}\.acc[_-][A-Za-z0-9-]{10,32}\.[A-Za-z0-9+/_=-]{30,120}",
        "sc_",
        "ext_",
        "scauth_",
        "authress_",
    ),
    _any("adobe_client_secret", "Adobe", r"p8e-[A-Za-z0-9]{32}", "p8e-"),
    # -- payments and commerce
    _any(
        "stripe_secret_key",
        "Stripe",
        r"(?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{16,255}",
        "sk_live_",
        "sk_test_",
        "sk_prod_",
        "rk_live_",
        "rk_test_",
        "rk_prod_",
    ),
    _any("stripe_webhook_secret", "Stripe", r"whsec_[A-Za-z0-9+/]{24,80}", "whsec_"),
    _any(
        "square_token",
        "Square",
        r"(?:EAAA|sq0atp-|sq0csp-|sq0idp-)[A-Za-z0-9_-]{22,70}",
        "eaaa",
        "sq0atp-",
        "sq0csp-",
        "sq0idp-",
    ),
    _any(
        "paypal_braintree_token",
        "PayPal Braintree",
        r"access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}",
        "access_token$",
    ),
    _any("adyen_api_key", "Adyen", r"AQE[A-Za-z0-9+/=_-]{100,200}", "aqe"),
    _any(
        "razorpay_key",
        "Razorpay",
        r"rzp_(?:live|test)_[A-Za-z0-9]{14,20}",
        "rzp_live_",
        "rzp_test_",
    ),
    _any("gocardless_token", "GoCardless", r"live_[A-Za-z0-9_=-]{40}", "live_"),
    _any(
        "flutterwave_key",
        "Flutterwave",
        r"FLW(?:SECK|PUBK)(?:_TEST)?-[A-Za-z0-9]{12,32}(?:-X)?",
        "flwseck",
        "flwpubk",
    ),
    _any(
        "shopify_token",
        "Shopify",
        r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}",
        "shpat_",
        "shpca_",
        "shppa_",
        "shpss_",
    ),
    _any("duffel_token", "Duffel", r"duffel_(?:test|live)_[A-Za-z0-9_=-]{43}", "duffel_"),
    _any(
        "coinbase_key", "Coinbase", r"organizations/[0-9a-f-]{36}/apiKeys/[0-9a-f-]{36}", "apikeys/"
    ),
    # -- messaging, e-mail and social
    _any(
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
    _any("slack_token", "Slack", r"xoxe\.xox[bp]-\d-[A-Za-z0-9]{100,200}", "xoxe."),
    _any("slack_token", "Slack", r"xapp-\d-[A-Z0-9]{6,15}-\d{6,16}-[a-z0-9]{32,80}", "xapp-"),
    _any(
        "slack_webhook",
        "Slack",
        r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,80}",
        "hooks.slack.com",
    ),
    _any(
        "discord_webhook",
        "Discord",
        r"discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_-]{60,70}",
        "discord.com/api/webhooks",
        "discordapp.com/api/webhooks",
    ),
    _any(
        "discord_bot_token",
        "Discord",
        r"[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}",
        ".",
        entropy=3.5,
    ),
    _any(
        "telegram_bot_token",
        "Telegram",
        r"(?:bot)?(?P<secret>[0-9]{8,10}:AA[A-Za-z0-9_-]{32,34})",
        ":aa",
    ),
    _any(
        "teams_webhook",
        "Microsoft Teams",
        r"[a-z0-9-]{1,60}\.webhook\.office\.com/webhookb2/[A-Za-z0-9@/_-]{60,300}",
        "webhook.office.com",
    ),
    _any(
        "zapier_webhook",
        "Zapier",
        r"hooks\.zapier\.com/hooks/catch/[0-9]{4,10}/[a-z0-9]{5,10}",
        "hooks.zapier.com",
    ),
    _any("twilio_key", "Twilio", r"SK[0-9a-fA-F]{32}", "sk"),
    _any("sendgrid_api_key", "SendGrid", r"SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{30,50}", "sg."),
    _any(
        "brevo_key",
        "Brevo (Sendinblue)",
        r"x(?:keysib|smtpsib)-[a-f0-9]{64}-[A-Za-z0-9]{16}",
        "xkeysib-",
        "xsmtpsib-",
    ),
    _any("mailgun_key", "Mailgun", r"key-[a-f0-9]{32}", "key-"),
    _any("mailchimp_key", "Mailchimp", r"[a-f0-9]{32}-us[0-9]{1,2}", "-us"),
    _any("resend_api_key", "Resend", r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{20,30}", "re_"),
    _any(
        "mapbox_token",
        "Mapbox",
        r"[sp]k\.eyJ[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,40}",
        "sk.eyj",
        "pk.eyj",
    ),
    _any("facebook_token", "Facebook", r"EAA[MC][A-Za-z0-9]{80,400}", "eaam", "eaac"),
    _any(
        "twitter_bearer_token",
        "X (Twitter)",
        r"AAAAAAAAAAAAAAAAAAAAA[A-Za-z0-9%]{60,120}",
        "aaaaaaaaaaaaaaaaaaaaa",
        entropy=2.5,
    ),
    _any("hubspot_token", "HubSpot", r"pat-(?:na|eu)1-" + _UUID, "pat-na1-", "pat-eu1-"),
    _any("intercom_token", "Intercom", r"dG9rOm[A-Za-z0-9+/=_-]{40,80}", "dg9rom"),
    _any("maxmind_key", "MaxMind", r"[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk", "_mmk"),
    # -- observability
    _any("sentry_token", "Sentry", r"sntry[us]_[A-Za-z0-9+/=_]{60,400}", "sntryu_", "sntrys_"),
    _any(
        "sentry_dsn",
        "Sentry",
        r"https://(?P<secret>[a-f0-9]{32})@[a-z0-9.-]{0,40}\.?sentry\.io",
        "sentry.io",
    ),
    _any(
        "grafana_token",
        "Grafana",
        r"(?:glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{70,400}={0,3})",
        "glc_",
        "glsa_",
        "eyjrijoi",
    ),
    _any(
        "new_relic_key",
        "New Relic",
        r"NR(?:AK|JS|II|AA)-[A-Za-z0-9]{19,32}",
        "nrak-",
        "nrjs-",
        "nrii-",
        "nraa-",
    ),
    _any("new_relic_key", "New Relic", r"[a-f0-9]{32}NRAL", "nral"),
    _any(
        "honeycomb_key",
        "Honeycomb",
        r"hc(?:aik|amk|bik|bmk)_[a-z0-9]{58}",
        "hcaik_",
        "hcamk_",
        "hcbik_",
        "hcbmk_",
    ),
    _any(
        "lightstep_token",
        "Lightstep",
        r"lightstep[_-]?(?:access)?[_-]?token[\"']?\s{0,3}[:=]\s{0,3}[\"']?(?P<secret>[A-Za-z0-9+/=]{100,200})",
        "lightstep",
    ),
    _any("launchdarkly_key", "LaunchDarkly", r"(?:api|sdk|mob)-" + _UUID, "api-", "sdk-", "mob-"),
    _any(
        "settlemint_token",
        "SettleMint",
        r"sm_(?:aat|pat|sat)_[A-Za-z0-9]{16}",
        "sm_aat_",
        "sm_pat_",
        "sm_sat_",
    ),
    _any(
        "defined_networking_key",
        "Defined Networking",
        r"dnkey-[A-Za-z0-9=_-]{26}-[A-Za-z0-9=_-]{52}",
        "dnkey-",
    ),
    _any("dropbox_token", "Dropbox", r"sl\.[A-Za-z0-9_=-]{130,160}", "sl."),
    _any(
        "sidekiq_credential",
        "Sidekiq",
        r"https?://(?P<secret>[a-f0-9]{8}:[a-f0-9]{8})@(?:gems|enterprise)\.contribsys\.com",
        "contribsys.com",
    ),
    _any(
        "cloudinary_url",
        "Cloudinary",
        r"cloudinary://[0-9]{10,20}:(?P<secret>[A-Za-z0-9_-]{20,40})@[a-z0-9_-]{1,60}",
        "cloudinary://",
    ),
    # -- generic self-identifying material
    _any(
        "jwt",
        "JSON Web Token",
        r"eyJ[A-Za-z0-9_-]{8,1000}\.eyJ[A-Za-z0-9_-]{8,1000}\.[A-Za-z0-9_-]{0,1000}",
        "eyj",
    ),
    _any("jwt", "JSON Web Token", r"ZXlK[A-Za-z0-9+/]{20,1000}={0,2}", "zxlk", entropy=3.5),
    _any(
        "private_key",
        "PEM",
        r"-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:\\n|\\r|[\s\\A-Za-z0-9+/=:,-]){40,400}",
        "-----begin",
    ),
    _any(
        "private_key", "PuTTY", r"PuTTY-User-Key-File-[23]: [a-z0-9-]{3,30}", "putty-user-key-file-"
    ),
    _any(
        "gcp_service_account",
        "Google Cloud",
        r"\"private_key_id\"\s{0,4}:\s{0,4}\"(?P<secret>[a-f0-9]{40})\"",
        "private_key_id",
    ),
)

# Bare random values that only mean "credential" in a key that names the vendor.
_CONTEXT: tuple[Format, ...] = (
    _ctx("okta_token", "Okta", r"00[A-Za-z0-9_-]{40}", "okta"),
    _ctx("beamer_token", "Beamer", r"b_[A-Za-z0-9=_-]{44}", "beamer"),
    _ctx("adafruit_key", "Adafruit", r"[a-z0-9_-]{32}", "adafruit"),
    _ctx("adobe_client_id", "Adobe", r"[a-f0-9]{32}", "adobe"),
    _ctx("airtable_api_key", "Airtable", r"key[A-Za-z0-9]{14}", "airtable"),
    _ctx("algolia_key", "Algolia", r"[a-z0-9]{32}", "algolia"),
    _ctx("alibaba_secret", "Alibaba Cloud", r"[A-Za-z0-9]{30}", "alibaba", "aliyun"),
    _ctx("asana_secret", "Asana", r"[a-z0-9]{32}", "asana"),
    _ctx("atlassian_api_token", "Atlassian", r"[A-Za-z0-9]{24}", "atlassian", "confluence", "jira"),
    _ctx("aws_secret_access_key", "AWS", r"[A-Za-z0-9/+]{40}", "aws", "amazon", "s3"),
    _ctx("azure_key", "Azure", r"[A-Za-z0-9+/=._~-]{32,100}", "azure", "cosmos", "entra"),
    _ctx(
        "azure_devops_pat",
        "Azure DevOps",
        r"[a-z2-7]{52}|[A-Za-z0-9]{84}",
        "azure_devops",
        "ado_pat",
        "devops",
    ),
    _ctx("bitbucket_secret", "Bitbucket", r"[a-z0-9=_-]{32,64}", "bitbucket"),
    _ctx("bittrex_key", "Bittrex", r"[a-z0-9]{32}", "bittrex"),
    _ctx("binance_key", "Binance", r"[A-Za-z0-9]{64}", "binance"),
    _ctx("cisco_meraki_key", "Cisco Meraki", r"[0-9a-f]{40}", "meraki"),
    _ctx("cloudflare_api_key", "Cloudflare", r"[A-Za-z0-9_-]{37,40}", "cloudflare", "cf_api"),
    _ctx("codecov_token", "Codecov", r"[a-z0-9-]{32,36}", "codecov"),
    _ctx("cohere_api_key", "Cohere", r"[A-Za-z0-9]{40}", "cohere", "co_api_key"),
    _ctx("coinbase_key", "Coinbase", r"[A-Za-z0-9_-]{16,64}", "coinbase"),
    _ctx("confluent_key", "Confluent", r"[A-Za-z0-9]{16}|[A-Za-z0-9+/]{64}", "confluent", "kafka"),
    _ctx("contentful_token", "Contentful", r"[A-Za-z0-9=_-]{43}", "contentful"),
    _ctx("datadog_key", "Datadog", r"[a-f0-9]{32}|[a-f0-9]{40}", "datadog", "dd_api", "dd_app"),
    _ctx("deepgram_key", "Deepgram", r"[a-f0-9]{40}", "deepgram"),
    _ctx("assemblyai_key", "AssemblyAI", r"[a-f0-9]{32}", "assemblyai", "assembly_ai"),
    _ctx("mistral_api_key", "Mistral AI", r"[A-Za-z0-9]{32}", "mistral"),
    _ctx(
        "together_api_key", "Together AI", r"[a-f0-9]{64}|tgp_v1_[A-Za-z0-9_-]{40,50}", "together"
    ),
    _ctx("deepseek_api_key", "DeepSeek", r"sk-[a-f0-9]{32}", "deepseek"),
    _ctx("stability_api_key", "Stability AI", r"sk-[A-Za-z0-9]{48}", "stability"),
    _ctx(
        "gemini_api_key",
        "Google Gemini",
        r"AIza[A-Za-z0-9_-]{35}|[A-Za-z0-9_-]{39}",
        "gemini",
        "genai",
    ),
    _ctx("discord_secret", "Discord", r"[a-f0-9]{64}|[A-Za-z0-9=_-]{32}", "discord"),
    _ctx("droneci_token", "Drone CI", r"[a-z0-9]{32}", "drone"),
    _ctx(
        "dropbox_token", "Dropbox", r"[a-z0-9]{15}|[a-z0-9]{11}AAAAAAAAAA[a-z0-9_=-]{43}", "dropbox"
    ),
    _ctx("elastic_key", "Elastic", r"[A-Za-z0-9_=-]{40,120}", "elastic", "kibana"),
    _ctx("etsy_token", "Etsy", r"[a-z0-9]{24}", "etsy"),
    _ctx("facebook_secret", "Facebook", r"[a-f0-9]{32}", "facebook", "fb_app"),
    _ctx("fastly_token", "Fastly", r"[A-Za-z0-9=_-]{32}", "fastly"),
    _ctx("finicity_secret", "Finicity", r"[a-z0-9]{20}|[a-f0-9]{32}", "finicity"),
    _ctx("finnhub_token", "Finnhub", r"[a-z0-9]{20}", "finnhub"),
    _ctx("firebase_key", "Firebase", r"[A-Za-z0-9_:-]{39,200}", "firebase", "fcm"),
    _ctx("flickr_token", "Flickr", r"[a-z0-9]{32}", "flickr"),
    _ctx("freshbooks_token", "FreshBooks", r"[a-z0-9]{64}", "freshbooks"),
    _ctx("gitter_token", "Gitter", r"[a-z0-9_-]{40}", "gitter"),
    _ctx("heroku_api_key", "Heroku", _UUID, "heroku"),
    _ctx("hetzner_token", "Hetzner", r"[A-Za-z0-9]{64}", "hetzner", "hcloud"),
    _ctx("hubspot_key", "HubSpot", _UUID, "hubspot"),
    _ctx("intercom_token", "Intercom", r"[A-Za-z0-9=_-]{60}", "intercom"),
    _ctx(
        "jfrog_key",
        "JFrog",
        r"[A-Za-z0-9]{64}|[A-Za-z0-9]{73}",
        "jfrog",
        "artifactory",
        "bintray",
        "xray",
    ),
    _ctx("kraken_key", "Kraken", r"[A-Za-z0-9/=_+-]{80,90}", "kraken"),
    _ctx("kucoin_key", "KuCoin", r"[a-f0-9]{24}|" + _UUID, "kucoin"),
    _ctx("launchdarkly_key", "LaunchDarkly", r"[A-Za-z0-9=_-]{40}", "launchdarkly"),
    _ctx("linear_secret", "Linear", r"[a-f0-9]{32}", "linear"),
    _ctx("linkedin_secret", "LinkedIn", r"[A-Za-z0-9]{14,16}", "linkedin", "linked_in"),
    _ctx("linode_token", "Akamai Linode", r"[a-f0-9]{64}", "linode"),
    _ctx("lob_key", "Lob", r"(?:live|test)_(?:pub_)?[a-f0-9]{31,35}", "lob"),
    _ctx("looker_secret", "Looker", r"[A-Za-z0-9]{20,24}", "looker"),
    _ctx(
        "mailgun_key",
        "Mailgun",
        r"[a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8}|pubkey-[a-f0-9]{32}",
        "mailgun",
    ),
    _ctx("mattermost_token", "Mattermost", r"[a-z0-9]{26}", "mattermost"),
    _ctx(
        "messagebird_key", "MessageBird", r"[A-Za-z0-9]{25}|" + _UUID, "messagebird", "message_bird"
    ),
    _ctx("mixpanel_secret", "Mixpanel", r"[a-f0-9]{32}", "mixpanel"),
    _ctx("amplitude_key", "Amplitude", r"[a-f0-9]{32}", "amplitude"),
    _ctx("segment_write_key", "Segment", r"[A-Za-z0-9]{32}", "segment"),
    _ctx("netlify_token", "Netlify", r"[A-Za-z0-9=_-]{40,46}", "netlify"),
    _ctx("new_relic_key", "New Relic", r"[A-Za-z0-9]{40,64}", "newrelic", "new_relic"),
    _ctx("nytimes_token", "New York Times", r"[A-Za-z0-9=_-]{32}", "nytimes"),
    _ctx(
        "plaid_secret",
        "Plaid",
        r"[a-z0-9]{24,30}|access-(?:sandbox|development|production)-" + _UUID,
        "plaid",
    ),
    _ctx("postmark_token", "Postmark", _UUID, "postmark"),
    _ctx("privateai_token", "Private AI", r"[a-z0-9]{32}", "privateai", "private_ai"),
    _ctx("pusher_secret", "Pusher", r"[a-f0-9]{20}", "pusher"),
    _ctx("ably_key", "Ably", r"[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{6}:[A-Za-z0-9_-]{40,45}", "ably"),
    _ctx("rapidapi_key", "RapidAPI", r"[A-Za-z0-9_-]{50}", "rapidapi"),
    _ctx("sendbird_token", "Sendbird", r"[a-f0-9]{40}|" + _UUID, "sendbird"),
    _ctx("sentry_token", "Sentry", r"[a-f0-9]{64}", "sentry"),
    _ctx("snyk_token", "Snyk", _UUID, "snyk"),
    _ctx("snowflake_password", "Snowflake", r"[A-Za-z0-9!@#$%^&*_+=-]{12,64}", "snowflake"),
    _ctx("squarespace_token", "Squarespace", _UUID, "squarespace"),
    _ctx("sumologic_key", "Sumo Logic", r"su[A-Za-z0-9]{12}|[A-Za-z0-9]{64}", "sumo"),
    _ctx("travisci_token", "Travis CI", r"[A-Za-z0-9]{22}", "travis"),
    _ctx("twitch_token", "Twitch", r"[a-z0-9]{30}", "twitch"),
    _ctx(
        "twitter_secret",
        "X (Twitter)",
        r"[A-Za-z0-9]{25,50}|[0-9]{15,25}-[A-Za-z0-9]{20,40}",
        "twitter",
    ),
    _ctx("twilio_auth_token", "Twilio", r"[a-f0-9]{32}", "twilio"),
    _ctx("upstash_token", "Upstash", r"[A-Za-z0-9=_-]{40,100}", "upstash"),
    _ctx("vultr_key", "Vultr", r"[A-Z0-9]{36}", "vultr"),
    _ctx("zendesk_token", "Zendesk", r"[A-Za-z0-9]{40}", "zendesk"),
    _ctx("wandb_api_key", "Weights & Biases", r"[a-f0-9]{40}", "wandb"),
    _ctx("openai_api_key", "OpenAI", r"sk-[A-Za-z0-9_-]{20,200}", "openai"),
    _ctx("anthropic_api_key", "Anthropic", r"sk-ant-[A-Za-z0-9_-]{20,200}", "anthropic", "claude"),
)

CATALOGUE: tuple[Format, ...] = _ANYWHERE + _CONTEXT
"""Every format, self-identifying ones first."""
