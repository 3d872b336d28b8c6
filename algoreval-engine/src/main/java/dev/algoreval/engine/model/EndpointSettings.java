package dev.algoreval.engine.model;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;

/**
 * Where and how to reach an OpenAI-compatible server. The key is kept here only: it is never logged,
 * never part of provenance or cache keys, and generated programs run with a scrubbed environment.
 */
public record EndpointSettings(URI baseUrl, Optional<String> apiKey, Duration requestTimeout, RetryPolicy retries) {

    public static final URI OPENAI = URI.create("https://api.openai.com/v1");
    /** vLLM's default address; Ollama users set {@code http://localhost:11434/v1}. */
    public static final URI LOCAL_VLLM = URI.create("http://localhost:8000/v1");

    public boolean officialOpenAi() {
        return "api.openai.com".equalsIgnoreCase(baseUrl.getHost());
    }

    @Override
    public String toString() {
        return "EndpointSettings[baseUrl=" + baseUrl + ", apiKey=" + (apiKey.isPresent() ? "(set)" : "(none)")
                + ", requestTimeout=" + requestTimeout + ", retries=" + retries + "]";
    }
}
