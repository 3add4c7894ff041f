"""AI and ML platforms: self-identifying token formats (data)."""

from __future__ import annotations

from ltm_core.guard.catalogue.format import Format, any_format

FORMATS: tuple[Format, ...] = (
    any_format(
        "anthropic_api_key",
        "Anthropic",
        r"sk-ant-(?:api|sid|oat|admin)\d{2}-[A-Za-z0-9_-]{20,160}",
        "sk-ant-",
    ),
    any_format(
        "openai_api_key",
        "OpenAI",
        r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,200}",
        "sk-proj-",
        "sk-svcacct-",
        "sk-admin-",
        "sk-none-",
    ),
    any_format(
        "openai_api_key", "OpenAI", r"sk-[A-Za-z0-9]{16,30}T3BlbkFJ[A-Za-z0-9]{16,30}", "t3blbkfj"
    ),
    any_format("openrouter_api_key", "OpenRouter", r"sk-or-v1-[a-f0-9]{48,80}", "sk-or-v1-"),
    any_format("huggingface_token", "Hugging Face", r"hf_[A-Za-z0-9]{30,40}", "hf_"),
    any_format("huggingface_token", "Hugging Face", r"api_org_[A-Za-z0-9]{30,40}", "api_org_"),
    any_format("groq_api_key", "Groq", r"gsk_[A-Za-z0-9]{40,60}", "gsk_"),
    any_format("xai_api_key", "xAI", r"xai-[A-Za-z0-9]{60,90}", "xai-"),
    any_format("perplexity_api_key", "Perplexity", r"pplx-[A-Za-z0-9]{40,56}", "pplx-"),
    any_format("replicate_api_token", "Replicate", r"r8_[A-Za-z0-9]{30,40}", "r8_"),
    any_format("fireworks_api_key", "Fireworks AI", r"fw_[A-Za-z0-9]{20,40}", "fw_"),
    any_format("tavily_api_key", "Tavily", r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{24,40}", "tvly-"),
    any_format(
        "langsmith_api_key", "LangSmith", r"lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}", "lsv2_"
    ),
    any_format(
        "pinecone_api_key", "Pinecone", r"pcsk_[A-Za-z0-9]{5,8}_[A-Za-z0-9]{40,80}", "pcsk_"
    ),
    any_format("anyscale_api_key", "Anyscale", r"esecret_[A-Za-z0-9]{20,40}", "esecret_"),
    any_format("elevenlabs_api_key", "ElevenLabs", r"sk_[a-f0-9]{48}", "sk_"),
    any_format("cohere_api_key", "Cohere", r"co-[A-Za-z0-9]{36,48}", "co-", entropy=3.5),
    any_format("deepseek_api_key", "DeepSeek", r"sk-[a-f0-9]{32}", "sk-", entropy=3.2),
    any_format(
        "langfuse_secret_key",
        "Langfuse",
        r"sk-lf-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}",
        "sk-lf-",
    ),
    any_format("together_api_key", "Together AI", r"tgp_v1_[A-Za-z0-9_-]{40,64}", "tgp_v1_"),
    any_format("cerebras_api_key", "Cerebras", r"csk-[a-z0-9]{40,60}", "csk-"),
    any_format("nvidia_api_key", "NVIDIA", r"nvapi-[A-Za-z0-9_-]{60,70}", "nvapi-"),
    any_format("modal_token", "Modal", r"a[ks]-[A-Za-z0-9]{22}", "as-", "ak-", entropy=3.5),
    any_format("wandb_api_key", "Weights & Biases", r"wandb_v1_[A-Za-z0-9_]{40,90}", "wandb_v1_"),
    any_format("e2b_api_key", "E2B", r"e2b_[a-f0-9]{40}", "e2b_"),
    any_format("firecrawl_api_key", "Firecrawl", r"fc-[a-f0-9]{32}", "fc-"),
)
