# ruff: noqa: E501
"""Source hosting, CI, developer tools, package registries and containers: self-identifying token formats (data)."""

from __future__ import annotations

from ltm_core.guard.catalogue.format import Format, any_format

FORMATS: tuple[Format, ...] = (
    any_format(
        "github_token",
        "GitHub",
        r"(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255}",
        "ghp_",
        "gho_",
        "ghu_",
        "ghs_",
        "ghr_",
    ),
    any_format("github_token", "GitHub", r"github_pat_[A-Za-z0-9_]{40,255}", "github_pat_"),
    any_format(
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
    any_format("gitlab_token", "GitLab", r"GR1348941[A-Za-z0-9_-]{20}", "gr1348941"),
    any_format(
        "gitlab_token", "GitLab", r"_gitlab_session=(?P<secret>[0-9a-z]{32})", "_gitlab_session="
    ),
    any_format("bitbucket_token", "Bitbucket", r"ATBB[A-Za-z0-9_=.-]{28,40}", "atbb"),
    any_format("atlassian_api_token", "Atlassian", r"ATATT3[A-Za-z0-9_=-]{60,250}", "atatt3"),
    any_format("circleci_token", "CircleCI", r"CCIPAT_[A-Za-z0-9]{20,30}_[a-f0-9]{40}", "ccipat_"),
    any_format("buildkite_token", "Buildkite", r"bkua_[a-f0-9]{40}", "bkua_"),
    any_format(
        "sourcegraph_token",
        "Sourcegraph",
        r"sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}",
        "sgp_",
    ),
    any_format("sonarqube_token", "SonarQube", r"sq[upa]_[a-f0-9]{40}", "squ_", "sqp_", "sqa_"),
    any_format(
        "harness_token",
        "Harness",
        r"(?:pat|sat)\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}",
        "pat.",
        "sat.",
    ),
    any_format("octopus_deploy_key", "Octopus Deploy", r"API-[A-Z0-9]{25,40}", "api-"),
    any_format("prefect_token", "Prefect", r"pnu_[A-Za-z0-9]{36}", "pnu_"),
    any_format("postman_api_key", "Postman", r"PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}", "pmak-"),
    any_format("infracost_token", "Infracost", r"ico-[A-Za-z0-9]{32}", "ico-"),
    any_format("pulumi_token", "Pulumi", r"pul-[a-f0-9]{40}", "pul-"),
    any_format(
        "terraform_cloud_token",
        "HashiCorp Terraform",
        r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_=-]{60,70}",
        "atlasv1",
    ),
    any_format("figma_token", "Figma", r"fig[dur]_[A-Za-z0-9_-]{38,50}", "figd_", "figu_", "figr_"),
    any_format("readme_token", "ReadMe", r"rdme_[a-z0-9]{70}", "rdme_"),
    any_format(
        "linear_api_key",
        "Linear",
        r"lin_(?:api|oauth)_[A-Za-z0-9]{40,64}",
        "lin_api_",
        "lin_oauth_",
    ),
    any_format(
        "notion_token",
        "Notion",
        r"(?:ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})",
        "ntn_",
        "secret_",
    ),
    any_format("airtable_token", "Airtable", r"pat[A-Za-z0-9]{14}\.[a-f0-9]{64}", "pat"),
    any_format("intra42_secret", "42 Intra", r"s-s4t2(?:ud|af)-[a-f0-9]{64}", "s-s4t2"),
    any_format("typeform_token", "Typeform", r"tfp_[A-Za-z0-9_.=-]{40,64}", "tfp_"),
    any_format("frameio_token", "Frame.io", r"fio-u-[A-Za-z0-9_=-]{64}", "fio-u-"),
    any_format("asana_token", "Asana", r"[12]/[0-9]{12,16}/[0-9]{12,16}:[a-f0-9]{32}", "/", ":"),
    any_format("clickup_token", "ClickUp", r"pk_[0-9]{6,10}_[A-Z0-9]{32}", "pk_"),
    any_format("contentful_token", "Contentful", r"CFPAT-[A-Za-z0-9_-]{43}", "cfpat-"),
    any_format("shippo_token", "Shippo", r"shippo_(?:live|test)_[a-fA-F0-9]{40}", "shippo_"),
    any_format("easypost_token", "EasyPost", r"EZ[AT]K[A-Za-z0-9]{54}", "ezak", "eztk"),
    # -- package registries and containers
    any_format("npm_token", "npm", r"npm_[A-Za-z0-9]{36}", "npm_"),
    any_format("pypi_token", "PyPI", r"pypi-AgE[A-Za-z0-9_-]{40,1000}", "pypi-age"),
    any_format("rubygems_token", "RubyGems", r"rubygems_[a-f0-9]{48}", "rubygems_"),
    any_format("crates_io_token", "crates.io", r"cio[A-Za-z0-9]{32}", "cio"),
    any_format("nuget_api_key", "NuGet", r"oy2[a-z0-9]{43}", "oy2"),
    any_format("clojars_token", "Clojars", r"(?i:CLOJARS_)[A-Za-z0-9]{60}", "clojars_"),
    any_format(
        "docker_token",
        "Docker Hub",
        r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{24,40}",
        "dckr_pat_",
        "dckr_oat_",
    ),
    any_format("artifactory_token", "JFrog Artifactory", r"AKCp[A-Za-z0-9]{60,80}", "akcp"),
    any_format("artifactory_token", "JFrog Artifactory", r"cmVmd[A-Za-z0-9]{50,70}", "cmvmd"),
    any_format("pub_dev_token", "Dart pub.dev", r"pub-[A-Za-z0-9]{40,64}", "pub-", entropy=3.5),
    # Atlassian (Trello) API tokens open with "ATTA".
    any_format("trello_api_token", "Trello", r"ATTA[A-Za-z0-9_=-]{60,90}", "atta"),
    # A Salesforce session or access token: the org id ("00D" + 12-15), "!", the session.
    any_format(
        "salesforce_access_token",
        "Salesforce",
        r"00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{60,140}",
        "00d",
    ),
    # A long random string passed straight to a client or SDK constructor, the way API
    # clients take their key: Client("..."), StripeClient('...'), NewSDK("..."). Thirty
    # characters, three character classes and a high entropy keep URLs, names and ids out.
    any_format(
        "client_constructor_key",
        "any vendor",
        r"[A-Za-z0-9_.]{0,40}(?:[Cc]lient|API|Api|SDK|Sdk)\([ \t]{0,3}[\"'`](?P<secret>[A-Za-z0-9_+/=.-]{30,200})[\"'`]",
        "client(",
        "api(",
        "sdk(",
        entropy=4.3,
        classes=3,
    ),
    # Django's startproject key: "django-insecure-" + 50 characters of its own alphabet
    # (get_random_secret_key); the prefix marks a development key, which still signs sessions.
    any_format(
        "django_secret_key",
        "Django",
        r"django-insecure-[a-z0-9!@#$%^&*(=+)_-]{40,60}",
        "django-insecure-",
        open_end=True,
    ),
)
