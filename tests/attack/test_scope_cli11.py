"""attack11b: credentials in scope ids at every entry point, and the CLI's one-line errors.

Black box, from README.md, docs/*.md and tests/attack/{cli_runner,test_trust11}.py. Each
failing test is a finding; the passing ones record what held. Values are synthetic.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TOKEN = "ghp_" + "R7kQ2mXv9LpZ4sWn8TbY3cHf6JdA1gUe5oKi"
ZW_TOKEN = "ghp_R7kQ2mXv9\u200bLpZ4sWn8TbY3cHf6JdA1gUe5oKi"
FW_TOKEN = "".join(chr(ord(c) + 0xFEE0) if c.isalnum() else c for c in TOKEN)
PASSWORD = "Sup3rS3cretPw"
CACHE = os.environ["LTM_MODEL_CACHE_PATH"]  # set by tests/conftest.py


def ltm(tmp: Path, *args: str, timeout: float = 100, **settings: str):
    env = dict(
        os.environ,
        LTM_DB_PATH=str(tmp / "m.db"),
        LTM_USER="alice",
        HOME=str(tmp),
        LTM_AUTO_BACKUP="0",
        HF_HUB_OFFLINE="1",
        LTM_MODEL_CACHE_PATH=CACHE,
    )
    env.update(settings)
    return subprocess.run(
        [sys.executable, "-c", "from ltm_core.entry import main; main()", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )


def _one_line(done, code: int) -> None:
    assert "Traceback" not in done.stderr, done.stderr[-700:]
    assert done.returncode == code, (done.returncode, done.stderr[-400:])
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr[-700:]


# ---------- held: tokens in every scope field of the CLI (flags and env) ----------
@pytest.mark.parametrize(
    "args,env",
    [
        (("--user", TOKEN), {}),
        (("--namespace", TOKEN), {}),
        (("--workspace", TOKEN), {}),
        (("--user", ZW_TOKEN), {}),
        (("--user", FW_TOKEN), {}),
        ((), {"LTM_USER": TOKEN}),
        ((), {"LTM_NAMESPACE": TOKEN}),
        ((), {"LTM_WORKSPACE": TOKEN}),
    ],
    ids=["user", "ns", "ws", "user-zw", "user-fw", "env-user", "env-ns", "env-ws"],
)
def test_cli_refuses_token_scope(args, env, tmp_path) -> None:
    done = ltm(tmp_path, "remember", "Alice likes jazz", *args, **env)
    _one_line(done, 2)
    assert "github_token" in done.stderr
    assert TOKEN not in done.stderr + done.stdout and ZW_TOKEN not in done.stderr
    db = tmp_path / "m.db"
    assert not db.exists() or TOKEN.encode() not in db.read_bytes()


# ---------- held: ordinary ids from identity providers ----------
OK_IDS = [
    "auth0|5f7c8ec7c33c6c004bbafe82",
    "00u1abcd2EFGH3ijk4x7",
    "us-east-1:7d3b2a1c-5e4f-4a9b-8c7d-6e5f4a3b2c1d",
    "Kx7hT2pQmZ9aB3cD4eF5gH6iJ7k2",
    "MDQ6VXNlcjU4MzIzMQ==",
    "001234.a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.1234",
    "81384788765712384",
    "live.com#alice@outlook.com",
    "samlp|acme|alice@acme.com",
    "f:3a4b5c6d-1234-4cde-8f90-abcdefabcdef:alice",
    "01ARZ3NDEKTSV4RRFFQ69G5FAV",
    "0ujsswThIGTUYm2K8FjOOfXtY1K",
    "507f1f77bcf86cd799439011",
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
    "user_01E4ZCR3C56J083X43JQXF3JK5",
    "user-live-a1b2c3d4-e5f6-7890-abcd-ef1234567890",
    "waad|Kx7hT2pQmZ9aB3cD4eF5gH6iJ7k2Lm0nOp",
    "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6",
    "José Müller",
    "+14155552671",
]


@pytest.mark.parametrize("field", ["user_id", "namespace", "workspace_id"])
def test_ordinary_ids_accepted_in_every_field(field, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("LTM_DB_PATH", str(tmp_path / "m.db"))
    monkeypatch.setenv("LTM_MODEL_CACHE_PATH", CACHE)
    from ltm_core import create_default_long_term_memory

    wrongly = []
    for value in OK_IDS:
        ids = {"user_id": "alice", "namespace": "chat", "workspace_id": None, field: value}
        try:
            m = create_default_long_term_memory(
                ids["user_id"], ids["namespace"], ids["workspace_id"], enabled=True
            )
            m.close()
        except Exception as e:
            wrongly.append((value, type(e).__name__))
    assert not wrongly


# ---------- held: LangGraph namespace labels ----------
@pytest.mark.parametrize(
    "ns",
    [
        ("memories", TOKEN),
        (TOKEN, "alice"),
        ("memories", "alice", TOKEN),
        ("memories", "alice", "x", TOKEN),
        ("memories", FW_TOKEN),
    ],
)
def test_langgraph_label_token_refused(ns, tmp_path, monkeypatch) -> None:
    for k, v in dict(
        HOME=str(tmp_path),
        LTM_DB_PATH=str(tmp_path / "m.db"),
        LTM_MODEL_CACHE_PATH=CACHE,
        LTM_ENABLED="1",
    ).items():
        monkeypatch.setenv(k, v)
    from ltm_core import ContentRejected
    from ltm_langchain import LongTermMemoryStore

    store = LongTermMemoryStore()
    with pytest.raises(ContentRejected):
        store.put(ns, "k1", {"content": "The user likes hiking"})
    with pytest.raises(ContentRejected):
        store.search(ns, query="hiking")


# ---------- held: exit 3 for unreachable servers without secrets ----------
@pytest.mark.parametrize(
    "env",
    [
        {
            "LTM_VECTOR_PROVIDER": "chroma",
            "LTM_CHROMA_HOST": "127.0.0.1",
            "LTM_CHROMA_PORT": "1",
            "LTM_CHROMA_AUTH_HEADER": "X-Chroma-Token: " + PASSWORD,
        },
        {
            "LTM_VECTOR_PROVIDER": "pinecone",
            "LTM_PINECONE_HOST": "https://u:" + PASSWORD + "@127.0.0.1:1",
            "LTM_PINECONE_API_KEY": PASSWORD,
        },
        {
            "LTM_VECTOR_PROVIDER": "postgres",
            "LTM_POSTGRES_URL": "host=127.0.0.1 port=1 password=" + PASSWORD + " dbname=x",
            "LTM_POSTGRES_TIMEOUT": "2",
        },
        {
            "LTM_VECTOR_PROVIDER": "postgres",
            "LTM_POSTGRES_URL": "postgresql://127.0.0.1:1/db?password=" + PASSWORD,
            "LTM_POSTGRES_TIMEOUT": "2",
        },
        {
            "LTM_EMBEDDING_BASE_URL": "http://u:" + PASSWORD + "@127.0.0.1:1/v1",
            "LTM_HTTP_RETRIES": "0",
        },
    ],
    ids=["chroma", "pinecone-userinfo", "pg-keyword", "pg-query-pw", "embed-userinfo"],
)
def test_unreachable_server_one_line_no_secret(env, tmp_path) -> None:
    done = ltm(tmp_path, "remember", "Alice likes jazz", **env)
    _one_line(done, 3)
    assert PASSWORD not in done.stderr + done.stdout


# ---------- FINDINGS ----------
def test_a_postgres_url_that_is_not_a_url_fails_on_one_line(tmp_path) -> None:
    """LTM_POSTGRES_URL='notaurl ...' -> psycopg.ProgrammingError traceback, exit 1 (docs: exit 2, one line)."""
    done = ltm(
        tmp_path,
        "remember",
        "Alice likes jazz",
        LTM_VECTOR_PROVIDER="postgres",
        LTM_POSTGRES_URL="notaurl " + PASSWORD,
        LTM_POSTGRES_TIMEOUT="2",
    )
    _one_line(done, 2)
    assert "LTM_POSTGRES_URL" in done.stderr and PASSWORD not in done.stderr


def test_a_store_path_in_a_folder_that_cannot_be_made_fails_on_one_line(tmp_path) -> None:
    """LTM_DB_PATH=/proc/<x>/m.db -> FileNotFoundError traceback, exit 1 (docs: one-line errors)."""
    done = ltm(tmp_path, "remember", "Alice likes jazz", LTM_DB_PATH="/proc/nonexistent-ltm/m.db")
    _one_line(done, 2)


def test_a_chroma_host_with_userinfo_is_never_printed(tmp_path) -> None:
    """Pinecone and the embedder redact URL userinfo; the Chroma message prints it twice."""
    done = ltm(
        tmp_path,
        "remember",
        "Alice likes jazz",
        LTM_VECTOR_PROVIDER="chroma",
        LTM_CHROMA_HOST="u:" + PASSWORD + "@127.0.0.1",
        LTM_CHROMA_PORT="1",
    )
    _one_line(done, 3)
    assert PASSWORD not in done.stderr + done.stdout, done.stderr


def test_an_embedding_url_with_a_key_in_its_query_is_never_printed(tmp_path) -> None:
    """LTM_EMBEDDING_BASE_URL=http://127.0.0.1:1/v1?api_key=<key> (Azure-style) is printed whole."""
    done = ltm(
        tmp_path,
        "remember",
        "Alice likes jazz",
        LTM_EMBEDDING_BASE_URL="http://127.0.0.1:1/v1?api_key=" + PASSWORD,
        LTM_HTTP_RETRIES="0",
    )
    _one_line(done, 3)
    assert PASSWORD not in done.stderr + done.stdout, done.stderr


def test_a_half_life_kind_error_quotes_no_value(tmp_path) -> None:
    """An unknown kind in LTM_KIND_HALF_LIFE_DAYS is quoted back (and the variable is named LTM_SETTINGS)."""
    done = ltm(
        tmp_path, "remember", "Alice likes jazz", LTM_KIND_HALF_LIFE_DAYS='{"' + PASSWORD + '": 3}'
    )
    _one_line(done, 2)
    assert PASSWORD not in done.stderr, done.stderr
