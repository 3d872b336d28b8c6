package dev.algoreval.engine.model;

import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import java.time.Duration;

/** How this package builds OpenAI SDK clients and reads their failures, in one place. */
final class SdkClients {
    private SdkClients() {
    }

    /** A client without the SDK's own retries: ours decide what to retry (see {@link OpenAiChatModel}). */
    static OpenAIClient create(EndpointSettings endpoint, Duration timeout) {
        return OpenAIOkHttpClient.builder()
                .baseUrl(endpoint.baseUrl().toString())
                // The SDK insists on a key; vLLM and Ollama ignore it.
                .apiKey(endpoint.apiKey().orElse("no-key"))
                .maxRetries(0)
                .timeout(timeout)
                .build();
    }

    /** The innermost cause, which names what went wrong on the wire (ConnectException: Connection refused). */
    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root == e ? String.valueOf(e.getMessage()) : root.getClass().getSimpleName() + ": " + root.getMessage();
    }
}
