"""Cloud providers: self-identifying token formats (data)."""

from __future__ import annotations

from ltm_core.guard.catalogue.format import Format, any_format

FORMATS: tuple[Format, ...] = (
    any_format(
        "aws_access_key_id",
        "AWS",
        r"(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}",
        "akia",
        "asia",
        "abia",
        "acca",
        "a3t",
    ),
    any_format("aws_bedrock_key", "AWS Bedrock", r"ABSK[A-Za-z0-9+/]{100,300}={0,2}", "absk"),
    any_format("google_api_key", "Google Cloud", r"AIza[A-Za-z0-9_-]{35}", "aiza"),
    any_format("google_oauth_secret", "Google OAuth", r"GOCSPX-[A-Za-z0-9_-]{28}", "gocspx-"),
    any_format("google_oauth_token", "Google OAuth", r"ya29\.[A-Za-z0-9_-]{30,500}", "ya29."),
    any_format("google_oauth_token", "Google OAuth", r"1//0[A-Za-z0-9_-]{40,200}", "1//0"),
    any_format(
        "azure_ad_client_secret", "Azure AD", r"[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}", "q~"
    ),
    any_format(
        "azure_storage_key",
        "Azure Storage",
        r"(?i:AccountKey)=(?P<secret>[A-Za-z0-9+/]{80,90}={0,2})",
        "accountkey=",
    ),
    any_format(
        "azure_sas_token",
        "Azure Storage",
        r"[?&]sig=(?P<secret>[A-Za-z0-9%+/]{30,120}(?:%3D|=){0,2})",
        "sig=",
    ),
    any_format(
        "azure_service_bus_key",
        "Azure Service Bus",
        r"(?i:SharedAccessKey)=(?P<secret>[A-Za-z0-9+/]{40,50}={0,2})",
        "sharedaccesskey=",
    ),
    any_format("alibaba_access_key_id", "Alibaba Cloud", r"LTAI[A-Za-z0-9]{12,20}", "ltai"),
    any_format("tencent_secret_id", "Tencent Cloud", r"AKID[A-Za-z0-9]{32}", "akid"),
    any_format("scaleway_key", "Scaleway", r"SCW[A-Z0-9]{17}", "scw"),
    any_format(
        "ibm_cloud_key",
        "IBM Cloud",
        r"(?i:ibm[_-]?(?:cloud[_-]?)?api[_-]?key)[\"']?\s{0,3}[:=]\s{0,3}[\"']?(?P<secret>[A-Za-z0-9_-]{44})",
        "ibm",
    ),
    any_format(
        "digitalocean_token",
        "DigitalOcean",
        r"do[opr]_v1_[a-f0-9]{64}",
        "doo_v1_",
        "dop_v1_",
        "dor_v1_",
    ),
    # WooCommerce REST keys come as a pair, consumer key and consumer secret
    any_format("woocommerce_key", "WooCommerce", r"c[ks]_[a-f0-9]{40}", "ck_", "cs_"),
    # Azure DevOps PATs since 2024: 52 random, the JQQJ9 signature, more random, "AZDO" and 4
    any_format(
        "azure_devops_pat",
        "Azure DevOps",
        r"[A-Za-z0-9]{52}JQQJ9[0-9A-Za-z][A-Za-z0-9]{16,24}AZDO[A-Za-z0-9]{4}",
        "jqqj9",
    ),
    # Zoho OAuth refresh/access tokens: "1000." then two 32-hex parts
    any_format("zoho_token", "Zoho", r"1000\.[a-f0-9]{32}\.[a-f0-9]{32}", "1000."),
    # Backblaze B2 application keys: "K00" and a digit, then 27 of base64's alphabet
    any_format("backblaze_key", "Backblaze", r"K00[0-9][A-Za-z0-9+/]{27}", "k00", entropy=3.5),
    any_format("heroku_api_key", "Heroku", r"HRKU-[A-Za-z0-9_-]{30,70}", "hrku-"),
    any_format(
        "flyio_token",
        "Fly.io",
        r"(?:fo1_[A-Za-z0-9_-]{43}|fm1[ar]_[A-Za-z0-9+/]{100,1000}={0,3}|fm2_[A-Za-z0-9+/]{100,1000}={0,3})",
        "fo1_",
        "fm1",
        "fm2_",
    ),
    any_format(
        "vercel_token", "Vercel", r"vc[pkai]_[A-Za-z0-9]{40,60}", "vcp_", "vck_", "vca_", "vci_"
    ),
    any_format("netlify_token", "Netlify", r"nf[pc]_[A-Za-z0-9]{36,40}", "nfp_", "nfc_"),
    any_format("render_api_key", "Render", r"rnd_[A-Za-z0-9]{28,40}", "rnd_"),
    any_format(
        "supabase_key", "Supabase", r"sb(?:p|_secret)_[A-Za-z0-9_-]{28,60}", "sbp_", "sb_secret_"
    ),
    any_format(
        "tailscale_key",
        "Tailscale",
        r"tskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{6,24}(?:CNTRL)?-[A-Za-z0-9]{20,64}",
        "tskey-",
    ),
    any_format(
        "azure_devops_pat",
        "Azure DevOps",
        r"[A-Za-z0-9]{52}JQQJ99[A-Za-z0-9]{3}AZDO[A-Za-z0-9]{4}",
        "azdo",
    ),
    any_format("neon_api_key", "Neon", r"napi_[a-z0-9]{60,70}", "napi_"),
    any_format(
        "planetscale_token",
        "PlanetScale",
        r"pscale_(?:tkn|oauth|pw)_[A-Za-z0-9_=.-]{32,64}",
        "pscale_",
    ),
    any_format("databricks_token", "Databricks", r"dapi[a-f0-9]{32}(?:-\d)?", "dapi"),
    any_format("clickhouse_key", "ClickHouse Cloud", r"4b1d[A-Za-z0-9]{38}", "4b1d"),
    any_format(
        "cloudflare_origin_ca_key", "Cloudflare", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}", "v1.0-"
    ),
    any_format("openshift_token", "OpenShift", r"sha256~[A-Za-z0-9_-]{43}", "sha256~"),
    any_format("scalingo_token", "Scalingo", r"tk-us-[A-Za-z0-9_-]{48}", "tk-us-"),
    any_format(
        "dynatrace_token",
        "Dynatrace",
        r"dt0[a-z]01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}",
        "dt0",
        "dt0s01.",
    ),
    any_format(
        "yandex_key",
        "Yandex Cloud",
        r"(?:AQVN[A-Za-z0-9_-]{35,38}|YC[A-Za-z0-9_-]{38}|y[0-3]_[A-Za-z0-9_-]{50,70}|t1\.[A-Za-z0-9_-]{20,100}={0,2}\.[A-Za-z0-9_-]{86}={0,2})",
        "aqvn",
        "yc",
        "y0_",
        "y1_",
        "y2_",
        "y3_",
        "t1.",
    ),
)
