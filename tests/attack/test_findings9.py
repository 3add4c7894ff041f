"""Attack on the guard's structured fields (brief attack_fields): tags, metadata keys and
values at any depth, source, thread and message ids, and the text beside them.

Written from the docs alone (README, docs/*.md). Each entry is the keyword fields of one write:
`remember(text, tags=, metadata=, source=)`; with `thread_id`/`message_id` it goes through
`import_` (one row); with `messages` through `remember_conversation(messages, thread_id=,
metadata=)` and counts as refused when the report has `rejected_secrets` or an `error`.
Values are synthetic: ids drawn with random.Random(9009) in the real formats of each vendor,
secrets with random.Random(9002); none is a real credential. 29 of 159 failed on the tree it
was written against (b1603fb); what the round-10 fixes left is triaged at the end.
"""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Future
from typing import Any

import pytest
from ltm_core import ContentRejected, LongTermMemory, MemoryScope, create_default_long_term_memory

NOT_REFUSED: list[dict[str, Any]] = [
    # LangChain run and LangGraph thread ids (UUIDs) beside a password-reset text
    {
        "text": "User asked to reset their account password; sent the help article",
        "metadata": {
            "run_id": "f39175c0-3fa1-4725-96bb-fa414a3da92a",
            "thread_id": "d28000c2-27db-4c4f-a242-30c97c17f35c",
            "checkpoint_ns": "",
        },
    },
    # LangGraph checkpoint id (UUIDv6) and step
    {
        "text": "User wants a new phone plan",
        "metadata": {
            "langgraph_step": 3,
            "langgraph_node": "agent",
            "checkpoint_id": "1ef4f797-8335-6428-8001-debf117abce4",
        },
    },
    # LangSmith run metadata beside a text saying 'login'
    {
        "text": "Discussed login issues",
        "metadata": {
            "ls_run_id": "30839497-ee6e-4c88-a2a2-45811425dc35",
            "ls_provider": "openai",
            "ls_model_name": "gpt-4o-mini",
        },
    },
    # LangSmith provider/model name only, beside 'login'
    {
        "text": "Discussed login issues",
        "metadata": {"ls_provider": "openai", "ls_model_name": "gpt-4o-mini"},
    },
    # OpenAI Assistants message/thread/run ids
    {
        "text": "The user got access to the new workspace",
        "metadata": {
            "openai_message_id": "msg_GROkKAMEeBughJSCxOT6EQEA",
            "openai_thread_id": "thread_W66EkyCAkJo2JlMnPl3W70hh",
            "run": "run_CbdvSzk54CrvLMOJfwaFI4c4",
        },
    },
    # OpenAI tool call id next to a chat completion id (two real ids in a row)
    {
        "text": "Tool call to reset the user's account",
        "metadata": {
            "tool_call_id": "call_hA2erjt6wATuQK76x6swfLX5",
            "completion_id": "chatcmpl-6LONO561SOHxn3hidXKViyF9UYEkU",
        },
    },
    # OpenAI file and assistant ids
    {
        "text": "User uploaded their resume",
        "metadata": {
            "file_id": "file-Y2zcDfvYkLl7A3sSuHwZZM",
            "assistant_id": "asst_caUzdUJv7MmXhQp3zeBwFp6b",
        },
    },
    # OpenAI file id as a tag
    {"text": "User uploaded their resume", "tags": ["file-43RDghuD5CaGLme14z8zTg"]},
    # OpenAI Responses API id (hex)
    {
        "text": "Summary of the account reset conversation",
        "metadata": {"response_id": "resp_3c6aaac7f84263d40df6c0af2d4100b0d2c5b3e2608a897c"},
    },
    # fine-tuned model name
    {
        "text": "the new one is much better than the old model",
        "metadata": {"model": "ft:gpt-4o-mini-2024-07-18:acme:support:J1pI3995"},
    },
    # Anthropic message and request ids beside a phone text
    {
        "text": "User asked how to change their phone number",
        "metadata": {
            "anthropic_message_id": "msg_01U2VRQHJ6WCN6P1HcKBE25e",
            "request_id": "req_011CgM1FJNyMcm28pbT8MU72",
        },
    },
    # Anthropic tool_use id
    {
        "text": "Looked up the user's account via a tool",
        "metadata": {"tool_use_id": "toolu_01f3RdGcBovEZHVHs8gcVhuw"},
    },
    # Anthropic Files API id
    {
        "text": "User shared the contract",
        "metadata": {"anthropic_file": "file_011CtRsVAqDAoCrHAuRLgjyT"},
    },
    # OpenAI tool_calls list as LangChain keeps it, text says 'login'
    {
        "text": "tool calls during the login debugging",
        "metadata": {
            "tool_calls": [
                {"id": "call_nyDqMhuYSXZuHKMK6o5msqfq", "name": "lookup_account"},
                {"id": "call_2I4VYOhi5gRrz6nei1w9fjy9", "name": "reset_password"},
            ]
        },
    },
    # a list of OpenAI message ids
    {
        "text": "access request",
        "metadata": {
            "ids": [
                "msg_TzOS1yrz3sVS5cOAEZWJW2Yq",
                "msg_c7BaQcMV6EdQHCdvaLxDEOEv",
                "msg_udKDNUjYo1Tf9eTGoDDqGSy8",
            ]
        },
    },
    # usage metadata: token counts are not tokens
    {
        "text": "Prompt usage for the account summary",
        "metadata": {
            "token_usage": {"prompt_tokens": 312, "completion_tokens": 45, "total_tokens": 357}
        },
    },
    # Anthropic usage block
    {
        "text": "Prompt usage",
        "metadata": {
            "usage": {"input_tokens": 312, "output_tokens": 45, "cache_read_input_tokens": 0}
        },
    },
    # generation settings
    {"text": "Generation settings", "metadata": {"max_tokens": 1024, "temperature": 0.2}},
    # Stripe customer, charge and payment intent ids beside 'account reset'
    {
        "text": "Refunded the customer after the account reset",
        "metadata": {
            "customer": "cus_4NI5OURe3yS6hn",
            "charge": "ch_3r1Llep8xJjBCILWs5i3ytaq",
            "payment_intent": "pi_30HjOWRcofx4oXguMb3dkwCu",
        },
    },
    # Stripe subscription, invoice, price ids
    {
        "text": "Subscription renewed",
        "metadata": {
            "subscription": "sub_1vrADoi2TQJ96nFs9oXocEcJ",
            "invoice": "in_1Z7qGFNDgPpE8ijB5sdJ2Arl",
            "price": "price_154LSgL1SMXnPE2vnjSvKKhp",
        },
    },
    # Stripe card checks as the Charge object returns them (cvc_check: pass is a result)
    {
        "text": "Card check passed on the new card",
        "metadata": {
            "payment_method": "pm_174UfUy7nsDVYHonDJ20UAns",
            "checks": {"cvc_check": "pass", "address_postal_code_check": "pass"},
        },
    },
    # Stripe event and connected account ids
    {
        "text": "Webhook received",
        "metadata": {"event": "evt_1xtl3iBlcCkwjHPUDRs9qzb0", "account": "acct_1m3RzCM3smbPnBYq"},
    },
    # Stripe Checkout Session id (it is in the success URL)
    {
        "text": "checkout for the annual plan",
        "metadata": {
            "checkout_session": "cs_live_a1BYUy8KHysysiuej9Ro6cVYiuc3B6ejUuQxkm1lq0OReY3kazP67hs3kz"
        },
    },
    # Stripe ids in tags and metadata together
    {
        "text": "Account reset done",
        "tags": ["cus_qKOCHFnMPdCQdz", "in_10h9ViFbE91NOq6BYImkzy68"],
        "metadata": {"charge": "ch_3O7TPoFy1Zmlgc7tC2wjvOyg"},
        "source": "stripe-webhook",
    },
    # Twilio message and account SIDs (identifiers, not the auth token)
    {
        "text": "Sent the verification SMS to the user's new phone",
        "metadata": {
            "message_sid": "SM38fd9c953602ed4a32f1b08d5e29f0bc",
            "account_sid": "AC0680c1d04a6ca11eb3397063d48df0cd",
        },
    },
    # Twilio call SID beside 'login'
    {
        "text": "Call about a login problem",
        "metadata": {"call_sid": "CA02f865958c855ba5a62cd0f469f481ce"},
    },
    # Twilio Verify service SID
    {
        "text": "User changed their phone number",
        "metadata": {"twilio_verify": "VE770f7b22f791a1daf0837c8731321694"},
    },
    # Slack channel/user/team ids and a message ts
    {
        "text": "User asked for access to the channel",
        "metadata": {
            "channel": "C0J157PBHBA",
            "user": "U0MVYZ3NXKH",
            "team": "T08KN1R4B4Q",
            "ts": "1716301234.001239",
        },
    },
    # Discord snowflakes
    {
        "text": "Reset request came from Discord",
        "metadata": {"guild_id": "918273645546372819", "message_id": "1238472398472398472"},
    },
    # Discord user handle beside 'login'
    {"text": "Discord login", "metadata": {"discord_user": "dana#4821"}},
    # GitHub commit SHA and GraphQL node ids
    {
        "text": "Fix for the login bug merged",
        "metadata": {
            "commit": "e656850e83655ba9c00bec317ca3b10a846c07e8",
            "pr_node_id": "PR_kwDOw8xfLaJD9md2TK",
            "issue_node": "I_kwDOPpsrTDW5ZUOl",
        },
    },
    # GitHub legacy node id (base64 of readable text)
    {"text": "User's GitHub profile", "metadata": {"node_id": "MDQ6VXNlcjU4MzIzMTEx"}},
    # short SHA and semver tags
    {"text": "Deploy of the new one", "tags": ["9069ca7", "v2.14.0-rc.1+build.5"]},
    # two full git SHAs as tags
    {
        "text": "Git history",
        "tags": [
            "48781ad6daf3482559794dfbe3e7873f5545c2aa",
            "aa2e143e81107e041e85fd5ac599e8556d5572b4",
        ],
    },
    # GitHub Actions run
    {
        "text": "GitHub run",
        "metadata": {
            "run_id": "9876543210",
            "workflow": "ci.yml",
            "sha": "7afde04b4b54d79791f81894ecec674dc0faf061",
        },
    },
    # ULID order id
    {
        "text": "Order created for the new phone",
        "metadata": {"order_id": "01JB2436V4KADN5G0YCQRY8115"},
    },
    # KSUID event id beside 'password reset'
    {
        "text": "Event logged after the password reset",
        "metadata": {"event_id": "F0n9KS90XRzByD0uXEms7Ms9dUX"},
    },
    # nanoid
    {"text": "Doc shared", "metadata": {"doc_id": "y70Vzx9ExT-lwWmYvffeQ"}},
    # cuid
    {"text": "Record synced", "metadata": {"cuid": "ckdkgyaomrnn7odyjbyzmhfoh"}},
    # base62 short link id beside 'reset'
    {"text": "Short link created for the reset page", "metadata": {"short": "GXjR7HZO"}},
    # a base62 request id alone beside 'the account was reset' (docs: a field is an id)
    {
        "text": "User lost their phone; we reset access",
        "metadata": {"request_id": "eXGd6llyFufE4kN5"},
    },
    # request and trace ids together beside 'reset'
    {
        "text": "User lost their phone; we reset access",
        "metadata": {"request_id": "eC1fjvTWo5hKpgic", "trace": "aOdHvqY71fdsgJBk"},
    },
    # a base62 id as a tag beside 'reset'
    {"text": "User lost their phone; we reset access", "tags": ["1rK6Ta2NovThAtPY"]},
    # a request id UUID beside 'forgot their password'
    {
        "text": "User forgot their password",
        "tags": ["support"],
        "metadata": {"request_id": "fd635d83-2169-4755-8ad8-294974ee2b8f"},
    },
    # a ticket number beside 'login problem'
    {"text": "Login problem", "metadata": {"ticket": "ZD-48213"}},
    # a ticket number as a tag beside 'login problem'
    {"text": "Login problem", "tags": ["ZD-48213"]},
    # ticket and status beside 'login issue'
    {"text": "Login issue", "metadata": {"ticket": "ZD-48213", "status": "solved"}},
    # ticket beside 'sign-in problem'
    {"text": "Sign-in problem", "metadata": {"ticket": "ZD-48213"}},
    # a support ticket with tags
    {
        "text": "User lost their phone; we reset access",
        "tags": ["support", "account", "reset"],
        "metadata": {"ticket": "INC-0042731", "agent": "maria"},
    },
    # Okta user id
    {
        "text": "Account access restored for the user",
        "metadata": {"okta_user": "00uaW57lKSrkfEjNwFKm"},
    },
    # Airtable record/base/table ids
    {
        "text": "Airtable rec",
        "metadata": {
            "record": "recsPNM7gpqgubNfW",
            "base": "appCyADRbanV8ih6o",
            "table": "tblnhbOrFpIQvcpyy",
        },
    },
    # Mongo ObjectId and Firestore doc id
    {
        "text": "Synced",
        "metadata": {"_id": "1587749a4116d9353395f070", "doc": "tx2o6nftzwACMyEAYwdx"},
    },
    # Google Drive file id
    {
        "text": "Drive doc",
        "metadata": {"drive_file": "1YPO_I2UpZbwdlVMI3riFkWVw_b42BR1ltqbW4Rnd_hy"},
    },
    # Spotify and YouTube ids
    {
        "text": "User loves this song",
        "metadata": {"spotify_track": "9PIBN2DJz0zm7AomVsTt1C", "youtube": "w-KPSi3jHQ6"},
    },
    # Spotify URI tag
    {"text": "User loves this song", "tags": ["spotify:track:5Ubf75SVp8aaUHOUX0vhrI"]},
    # YouTube channel id and playlist
    {
        "text": "The user likes this video",
        "metadata": {
            "channel_id": "UCxXzu6c7o8y3gYJO5yNl6-_",
            "playlist": "PLNQzsFaCVvIfC_HbpjqW2v_WYLZ5ldgsr",
        },
    },
    # YouTube URL as source
    {"text": "Video the user liked", "source": "https://www.youtube.com/watch?v=xoS8yfm9t4j"},
    # W3C traceparent and span id beside 'login'
    {
        "text": "Login latency spike investigated",
        "metadata": {
            "traceparent": "00-cb09b5c2513e22d892fcf22b3cdf900f-1167b663871d4171-01",
            "span_id": "a9213caa4ee042d5",
        },
    },
    # AWS X-Ray trace id
    {
        "text": "Login latency spike investigated",
        "metadata": {"xray_trace": "1-749fcfff-14cfae2d927a619a7165d2e5"},
    },
    # S3 key with a UUID
    {
        "text": "Stored the account export",
        "metadata": {
            "s3_key": "exports/2026/05/9576f7ca-bff8-49f2-97e1-7d2217f8dc43/account.zip",
            "bucket": "acme-exports",
        },
    },
    # image digest
    {
        "text": "Deployed the login service",
        "metadata": {
            "image": "ghcr.io/acme/login@sha256:d07fd2f8d048fe486e80b27f18a68194c93d3dfac65e4e9d4db79344a4cf6406",
            "version": "v3.2.1",
        },
    },
    # emails
    {
        "text": "User's work email changed",
        "metadata": {"email": "dana.k@example.com", "old_email": "dana@example.org"},
    },
    # hashtags
    {"text": "Throwback photo", "tags": ["#TBT", "#summer2024", "#NewPhoneWhoDis"]},
    # booking refs
    {"text": "Flight to Lisbon booked", "metadata": {"booking_ref": "998RDT", "pnr": "XXLQUY"}},
    # reset link with a ref and utm
    {
        "text": "Reset link",
        "source": "https://app.example.com/reset?ref=TxGUFTc7eO3u&utm_source=email",
    },
    # release tags
    {"text": "Release notes", "tags": ["v1.0.0-beta.2", "2026.05.1", "build-4821"]},
    # a 'pinned' flag
    {"text": "Pinned note", "metadata": {"pinned": True}},
    # a map pin's coordinates
    {"text": "Map", "metadata": {"map_pin": "48.8584,2.2945"}},
    # a pin colour
    {"text": "Pinned note about the new phone", "metadata": {"pinned": True, "pin_color": "red"}},
    # a boolean is_secret flag
    {"text": "Keep in mind", "metadata": {"is_secret": False}},
    # secret santa group
    {"text": "Gift exchange", "metadata": {"secret_santa_group": "family"}},
    # password metadata about, not of, a password
    {
        "text": "Notes on the password manager rollout",
        "metadata": {"password_changed_at": "2026-05-01T10:00:00Z", "has_password": False},
    },
    # API key id and name (the value is elsewhere)
    {
        "text": "API key rotated last week (the value is in Vault)",
        "metadata": {"api_key_id": "key_dxixld7fvbXM", "api_key_name": "ci-deploy"},
    },
    # OAuth token metadata without the token
    {
        "text": "OAuth scopes",
        "metadata": {"token_type": "Bearer", "expires_in": 3600, "scope": "openid email"},
    },
    # conversation: Anthropic message id, OpenAI thread id, text says 'reset my account password'
    {
        "messages": [
            {
                "role": "user",
                "content": "I reset my account password yesterday, all good now",
                "id": "msg_01nJVEFydXGaiWDktm1cnJit",
            }
        ],
        "thread_id": "thread_2hZt700M6V8umzeMuxdCjSZK",
    },
    # conversation: LangChain run-<uuid> message id and UUID thread
    {
        "messages": [
            {
                "role": "user",
                "content": "I got a new phone, can you help me set up the app?",
                "id": "run-2de1120c-2862-4a23-b0b6-784f0b6eb0af",
            }
        ],
        "thread_id": "e089ad6e-d7d7-4072-99e2-2ede45973b64",
    },
    # conversation: chatcmpl id as message id
    {
        "messages": [
            {
                "role": "user",
                "content": "we went camping last weekend",
                "id": "chatcmpl-Yx9iXJ9dbaw0AL42Oj3GoC6aLXiMk",
            }
        ],
        "thread_id": "thread_Q58ErhO7p7hEm46tisWV2Xq1",
    },
    # conversation: base62 ids beside 'my login works again'
    {
        "messages": [{"role": "user", "content": "my login works again", "id": "rC0pnGQX7YShVUJ4"}],
        "thread_id": "jaLKLiUKZBCDIqKB",
    },
    # conversation: session thread id and a LangGraph run id in metadata
    {
        "messages": [{"role": "user", "content": "we went camping"}],
        "thread_id": "ses_KtRsNc9KyS2PHXjmCBb3Ds4M",
        "metadata": {"langgraph_run": "4a302e64-5e96-47e3-8085-d89ed52eda14"},
    },
    # conversation: Slack thread
    {
        "messages": [
            {
                "role": "user",
                "content": "I can access the dashboard now",
                "id": "01NTXSXH91SVKY36TP82DKN9PS",
            }
        ],
        "thread_id": "C0BPZJA43SX-1716301234.001239",
    },
    # import: OpenAI thread and message ids beside 'reset their password'
    {
        "text": "User reset their password",
        "thread_id": "thread_Pj0itrAPHOw9CwbZbvhWcIKs",
        "message_id": "msg_qDuX2MmW0JFukOQAFUoQ9i3Y",
    },
    # import: UUID thread and Anthropic message id beside 'new phone'
    {
        "text": "User got a new phone",
        "thread_id": "7e5e0a42-d2bc-4317-8854-a1f2bd0d07fc",
        "message_id": "msg_01KEt7YRq3eTYtgeFEJ65xM9",
    },
    # import: base62 thread/message ids beside 'login fixed'
    {
        "text": "login fixed",
        "thread_id": "WB7CSG6uNqKZchn5WGek",
        "message_id": "yqSPflXa9S3IPIMQenBp",
    },
    # import: OpenAI Conversations ids beside 'login help'
    {
        "text": "login help",
        "thread_id": "conv_MN8NB5rB8qtzs9hdGlOayu",
        "message_id": "item_ogYKFzVq49Be8M1ofd1bfL",
    },
    # import: every field with real ids
    {
        "text": "User asked about account recovery",
        "thread_id": "thread_mAPBp4rZpVyfFsVLNttBkJtA",
        "message_id": "msg_hEOhK4OVQAmrA5YzsoiXmv9A",
        "tags": ["support"],
        "metadata": {"run_id": "run_eTJBHzHkWsOcCkOuMPLooEUO"},
        "source": "openai-assistants",
    },
    # import: Discord ids
    {
        "text": "access granted to the repo",
        "thread_id": "discord:918273645546372819",
        "message_id": "1238472398472398472",
    },
]

REFUSED: list[dict[str, Any]] = [
    # GitHub PAT cut across two tags
    {"text": "notes", "tags": ["ghp_rPwOjyvULK5peEcT", "cdUEImfHbJaJwVOOzmx0"]},
    # GitHub PAT cut across tags with other tags between
    {"text": "notes", "tags": ["work", "ghp_rPwOjyvULK", "misc", "5peEcTcdUEImfHbJaJwVOOzmx0"]},
    # GitHub PAT cut between a metadata key and its value
    {"text": "notes", "metadata": {"ghp_rPwOjyvULK5peEcT": "cdUEImfHbJaJwVOOzmx0"}},
    # OpenAI key cut between metadata key and value
    {"text": "notes", "metadata": {"sk-eZCd1nxmwJ88DMGj78TaT": "3BlbkFJtEdDmQHOTa3l73enXq77"}},
    # OpenAI key cut between the text and a tag
    {"text": "notes sk-eZCd1nxmwJ88DMGj78TaT", "tags": ["3BlbkFJtEdDmQHOTa3l73enXq77"]},
    # OpenAI key cut between a tag and the source
    {
        "text": "notes",
        "tags": ["sk-eZCd1nxmwJ88D"],
        "source": "MGj78TaT3BlbkFJtEdDmQHOTa3l73enXq77",
    },
    # Slack token cut across nesting levels
    {
        "text": "notes",
        "metadata": {
            "a": "xoxb-681417566356-28",
            "z": {"b": "04994526036-NOpSrwGbawSRpfeyvqqDCJ0o"},
        },
    },
    # Anthropic key in three list items
    {
        "text": "notes",
        "metadata": {
            "parts": [
                "sk-ant-api03-DkaVR4Uaee4h95wnZ",
                "gaoQ8V4UZszSOP0dsc8nreIKJlxw6rrJVYZ1wmfL",
                "PWlG93kYC2cFRg9YatsnEa6yZ0-2J3HfGvD6AA",
            ]
        },
    },
    # GitHub PAT one character per tag
    {
        "text": "notes",
        "tags": [
            "g",
            "h",
            "p",
            "_",
            "r",
            "P",
            "w",
            "O",
            "j",
            "y",
            "v",
            "U",
            "L",
            "K",
            "5",
            "p",
            "e",
            "E",
            "c",
            "T",
            "c",
            "d",
            "U",
            "E",
            "I",
            "m",
            "f",
            "H",
            "b",
            "J",
            "a",
            "J",
            "w",
            "V",
            "O",
            "O",
            "z",
            "m",
            "x",
            "0",
        ],
    },
    # Stripe live key one character per list item
    {
        "text": "notes",
        "metadata": {
            "chars": [
                "s",
                "k",
                "_",
                "l",
                "i",
                "v",
                "e",
                "_",
                "G",
                "y",
                "9",
                "s",
                "Q",
                "O",
                "3",
                "W",
                "e",
                "9",
                "f",
                "S",
                "p",
                "5",
                "z",
                "y",
                "W",
                "M",
                "F",
                "y",
                "4",
                "4",
                "M",
                "k",
            ]
        },
    },
    # Stripe live key prefix as a key, body nested below it
    {"text": "note", "metadata": {"a": {"sk_live_": {"x": "Gy9sQO3We9fSp5zyWMFy44Mk"}}}},
    # Stripe live key cut around an unrelated value
    {"text": "note", "metadata": {"a": "sk_live_", "b": "hello", "c": "Gy9sQO3We9fSp5zyWMFy44Mk"}},
    # GitHub PAT cut between the text and the thread id
    {"text": "note ghp_rPwOjyvULK5peEcT", "thread_id": "cdUEImfHbJaJwVOOzmx0", "message_id": "m1"},
    # password word in the text, a generated password in a tag
    {"text": "my wifi password", "tags": ["Tq7#vL2m!Rz9"]},
    # password word in the text, a memorable password in a tag
    {"text": "my wifi password", "tags": ["pepper68#"]},
    # password word in the text, the value in metadata
    {"text": "the bank password is in the metadata", "metadata": {"value": "Sunflower1985!"}},
    # password word in the text, the value in the source
    {"text": "router admin password", "source": "Tq7#vL2m!Rz9"},
    # PIN word in the text, the PIN in a tag
    {"text": "my PIN", "tags": ["7202"]},
    # PIN word in the text, the PIN as an int in metadata
    {"text": "the bank app PIN", "metadata": {"value": 4821}},
    # passcode word in the text, the value in the source
    {"text": "my passcode", "source": "482193"},
    # password word in the text, a tag holding the password beside a site tag
    {"text": "new netflix password", "tags": ["netflix", "Sunflower1985!"]},
    # password word in the text, a generated key in metadata
    {"text": "password for the NAS", "metadata": {"hint": "kHq7Zr2mXw9PbN4t"}},
    # 'the new one after the reset' with the key in a tag
    {"text": "the new one after the reset", "tags": ["kHq7Zr2mXw9PbN4t"]},
    # 'the new one after the reset' with the key in metadata
    {"text": "the new one after the reset", "metadata": {"v": "kHq7Zr2mXw9PbN4t"}},
    # GitHub PAT as the thread id
    {"text": "hello", "thread_id": "ghp_rPwOjyvULK5peEcTcdUEImfHbJaJwVOOzmx0", "message_id": "m1"},
    # Stripe live key as the message id
    {"text": "hello", "thread_id": "t1", "message_id": "sk_live_Gy9sQO3We9fSp5zyWMFy44Mk"},
    # Slack bot token as the message id
    {
        "text": "hello",
        "thread_id": "t1",
        "message_id": "xoxb-681417566356-2804994526036-NOpSrwGbawSRpfeyvqqDCJ0o",
    },
    # JWT as the thread id
    {
        "text": "hi",
        "thread_id": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkRhbmEiLCJpYXQiOjE3MTYzMDEyMzR9.MXdczM1SEidf3mmhajoSPSA6WCoW10CpeBEWv6wiGZr",
        "message_id": "m1",
    },
    # GitHub PAT inside a composite thread id
    {
        "text": "hi",
        "thread_id": "user-42-ghp_rPwOjyvULK5peEcTcdUEImfHbJaJwVOOzmx0",
        "message_id": "m1",
    },
    # AWS access key id as the message id
    {"text": "hi", "thread_id": "t1", "message_id": "AKIADYXDIA4MLQ6ORTCW"},
    # conversation thread id is a GitHub PAT
    {
        "messages": [{"role": "user", "content": "we went camping"}],
        "thread_id": "ghp_rPwOjyvULK5peEcTcdUEImfHbJaJwVOOzmx0",
    },
    # conversation message id is a Google API key
    {
        "messages": [
            {
                "role": "user",
                "content": "we went camping",
                "id": "AIzaHY6KhXkvXmFYcMnfPSvy-t_x-ULnirnCpGi",
            }
        ],
        "thread_id": "t1",
    },
    # conversation metadata holds a GitLab token
    {
        "messages": [{"role": "user", "content": "we went camping"}],
        "thread_id": "t1",
        "metadata": {"k": "glpat-dsI8uOlQDRH8hIQ1T0um"},
    },
    # conversation metadata holds a bearer header
    {
        "messages": [{"role": "user", "content": "we went camping"}],
        "thread_id": "t1",
        "metadata": {
            "run": {"headers": {"Authorization": "Bearer oHxClS0KItYFSxe1YsmyaZet1djTXsH8g9RiuYoo"}}
        },
    },
    # conversation metadata note hands over a wifi password
    {
        "messages": [{"role": "user", "content": "what's the plan for the weekend"}],
        "thread_id": "t1",
        "metadata": {"note": "my wifi password is pepper68#"},
    },
    # hand-over cue inside the same tag
    {"text": "note", "tags": ["save this: Tq7#vL2m!Rz9"]},
    # 'new one after the reset' inside the same tag
    {"text": "note", "tags": ["new one after the reset: kHq7Zr2mXw9PbN4t"]},
    # keep-this cue inside the same metadata value
    {"text": "note", "metadata": {"note": "keep this so I don't lose it kHq7Zr2mXw9PbN4t"}},
    # router login pair in the source
    {"text": "note", "source": "router login: admin/Tq7#vL2m!Rz9"},
    # router login as a metadata key, pair as the value
    {"text": "note", "metadata": {"router login": "admin/Tq7#vL2m!Rz9"}},
    # cue in the source
    {"text": "note", "source": "save this: 7hG#k2Lp9Qz"},
    # a symbol-laden bare key alone in a tag
    {"text": "note", "tags": ["7hG#k2Lp9Qz"]},
    # wifi key with a memorable password
    {"text": "note", "metadata": {"wifi": "pepper68#"}},
    # site name as key, a password as value
    {"text": "note", "metadata": {"netflix": "Sunflower1985!"}},
    # email:password under a site key
    {"text": "note", "metadata": {"gmail": "dana@example.com:Winston74!"}},
    # user / password under a login key
    {"text": "note", "metadata": {"login": "dana / Winston74!"}},
    # WPA key of 20 digits beside an SSID
    {"text": "home wifi", "metadata": {"ssid": "Fritz!Box 7590 AB", "wpa": "74839201846372819201"}},
    # a phrase as metadata key, the password as value
    {"text": "note", "metadata": {"the wifi password is": "pepper68#"}},
    # AWS key deep in nested lists and dicts
    {"text": "note", "metadata": {"a": {"b": [{"c": "AKIADYXDIA4MLQ6ORTCW"}]}}},
    # AWS key pair in a nested config
    {
        "text": "note",
        "metadata": {
            "cfg": {
                "aws": {
                    "aws_access_key_id": "AKIADYXDIA4MLQ6ORTCW",
                    "aws_secret_access_key": "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",
                }
            }
        },
    },
    # env line in a metadata value
    {
        "text": "note",
        "metadata": {"env": "OPENAI_API_KEY=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"},
    },
    # user/pass in nested creds
    {"text": "note", "metadata": {"creds": {"user": "bob", "pass": "Winston74!"}}},
    # Stripe key five lists deep
    {"text": "note", "metadata": {"x": [[[[["sk_live_Gy9sQO3We9fSp5zyWMFy44Mk"]]]]]}},
    # GitHub PAT as bytes (stored as str(value))
    {"text": "note", "metadata": {"bytes": b"ghp_rPwOjyvULK5peEcTcdUEImfHbJaJwVOOzmx0"}},
    # GitHub PAT in a tuple of chunks
    {
        "text": "note",
        "metadata": {"tuple": ("ghp_rPwOj", "yvULK5peE", "cTcdUEImf", "HbJaJwVOO", "zmx0")},
    },
    # GitHub PAT as a metadata key
    {"text": "note", "metadata": {"ghp_rPwOjyvULK5peEcTcdUEImfHbJaJwVOOzmx0": True}},
    # Stripe live key as a nested metadata key
    {"text": "note", "metadata": {"nested": {"sk_live_Gy9sQO3We9fSp5zyWMFy44Mk": 1}}},
    # a generated password as a nested metadata key
    {"text": "note", "metadata": {"router": {"Tq7#vL2m!Rz9": "admin"}}},
    # DB URL with a password
    {"text": "note", "metadata": {"url": "postgres://admin:Tq7#vL2m!Rz9@db.example.com:5432/app"}},
    # git URL with a password as the source
    {"text": "note", "source": "https://dana:Tq7#vL2m!Rz9@git.example.com/repo.git"},
    # fullwidth underscore in a GitHub PAT tag
    {"text": "note", "tags": ["ghp＿rPwOjyvULK5peEcTcdUEImfHbJaJwVOOzmx0"]},
    # zero-width spaces in a GitHub PAT tag
    {"text": "note", "tags": ["g\u200bh\u200bp_rPwOjyvULK5peEcTcdUEImfHbJaJwVOOzmx0"]},
    # Cyrillic s in a Stripe key
    {"text": "note", "metadata": {"k": "ѕk_live_Gy9sQO3We9fSp5zyWMFy44Mk"}},
    # fullwidth GitHub PAT
    {
        "text": "note",
        "metadata": {
            "k": "ｇｈｐ_ｒＰｗＯｊｙｖＵＬＫ５ｐｅＥｃＴｃｄＵＥＩｍｆＨｂＪａＪｗＶＯＯｚｍｘ０"
        },
    },
    # Braille blank (an invisible character) inside a GitHub PAT
    {"text": "note", "tags": ["ghp_rPwOjy⠀vULK5peEcTcdUEImfHbJaJwVOOzmx0"]},
    # Hangul filler inside a GitHub PAT
    {"text": "note", "tags": ["ghp_rPwOjyㅤvULK5peEcTcdUEImfHbJaJwVOOzmx0"]},
    # reversed GitHub PAT inside bidi override
    {"text": "note", "tags": ["\u202e0xmzOOVwJaJbHfmIEUdcTcEep5KLUvyjOwPr_phg\u202c"]},
    # Cyrillic a in a password metadata key
    {"text": "note", "metadata": {"pаssword": "Winston74!"}},
    # fullwidth password metadata key
    {"text": "note", "metadata": {"ｐａｓｓｗｏｒｄ": "Winston74!"}},
    # German password key
    {"text": "note", "metadata": {"Kennwort": "Tq7#vL2m!Rz9", "x": 1}},
    # Japanese PIN key
    {"text": "note", "metadata": {"暗証番号": "4821"}},
    # base64 of a GitHub PAT in a tag
    {"text": "note", "tags": ["Z2hwX3JQd09qeXZVTEs1cGVFY1RjZFVFSW1mSGJKYUp3Vk9Pem14MA=="]},
    # base64 of password=... in metadata
    {"text": "note", "metadata": {"b64": "cGFzc3dvcmQ9VHE3I3ZMMm0hUno5"}},
]


@pytest.fixture(scope="module")
def memory(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LongTermMemory]:
    mp = pytest.MonkeyPatch()
    mp.setenv("LTM_DB_PATH", str(tmp_path_factory.mktemp("findings9") / "m.db"))
    mem = create_default_long_term_memory(user_id="attack9", namespace="fields", enabled=True)
    assert mem is not None
    yield mem
    mem.close()
    mp.undo()


def _refusal(memory: LongTermMemory, index: int, entry: dict[str, Any]) -> str | None:
    """The rule (and field) that refused the entry, or None when it was stored."""
    mem = memory.for_scope(MemoryScope(f"case{index}", namespace="fields"))
    if "messages" in entry:
        report = mem.remember_conversation(
            entry["messages"], thread_id=entry.get("thread_id"), metadata=entry.get("metadata")
        )
        assert not isinstance(report, Future)
        if report.rejected_secrets or report.error:
            return f"rejected_secrets={report.rejected_secrets} error={report.error}"
        return None
    if "thread_id" in entry or "message_id" in entry:
        row = {
            "text": entry.get("text", "a note"),
            "tags": entry.get("tags", []),
            "metadata": entry.get("metadata", {}),
            "source": entry.get("source", "manual"),
            "thread_id": entry.get("thread_id"),
            "message_id": entry.get("message_id"),
        }
        (result,) = mem.import_([row])
        if result.status == "rejected":
            return f"{result.pattern or result.reason} in {result.field}"
        return None
    try:
        mem.remember(
            entry.get("text", "a note"),
            tags=entry.get("tags", ()),
            metadata=entry.get("metadata"),
            source=entry.get("source", "manual"),
        )
    except ContentRejected as exc:
        return f"{exc.pattern} in {exc.field}"
    return None


# Triaged at the round-10 fixes: what is still wrong, kept as strict xfails so that a fix shows.
# Round 11 fixed three: the Checkout Session id (22) is stored, and a service name as the
# metadata key with a memorable value ('wifi', 'netflix': 42, 43) is refused.
KNOWN_FALSE_REFUSALS: dict[int, str] = {}
KNOWN_MISSES = {
    18: "an integer metadata value never completes the text's sentence (counts, years, ids)",
    46: "a 20-digit WPA key under 'wpa', no password word",
}


def _cases(count: int, known: dict[int, str]) -> list[object]:
    return [
        pytest.param(i, marks=pytest.mark.xfail(strict=True, reason=known[i])) if i in known else i
        for i in range(count)
    ]


@pytest.mark.parametrize("index", _cases(len(NOT_REFUSED), KNOWN_FALSE_REFUSALS))
def test_not_refused(memory: LongTermMemory, index: int) -> None:
    entry = NOT_REFUSED[index]
    assert _refusal(memory, index, entry) is None, entry


@pytest.mark.parametrize("index", _cases(len(REFUSED), KNOWN_MISSES))
def test_refused(memory: LongTermMemory, index: int) -> None:
    entry = REFUSED[index]
    assert _refusal(memory, 10_000 + index, entry) is not None, entry
