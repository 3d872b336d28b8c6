package dev.algoreval.engine.model;

import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

/** How this package builds OpenAI SDK clients and reads their failures, in one place. */
final class SdkClients {
    /**
     * OkHttp's default of 5 idle connections, each kept 4 s instead of 5 min: below the 5 s after which
     * uvicorn (under vLLM), Node and Apache close an idle connection, so that a pooled connection is
     * seldom already closed; {@link ClosedConnectionRetry} deals with the rest.
     */
    private static final int MAX_IDLE_CONNECTIONS = 5;
    private static final Duration KEEP_ALIVE = Duration.ofSeconds(4);

    private SdkClients() {
    }

    /** An SDK client and the OkHttp client it borrows; the SDK does not close a borrowed one, so this does. */
    record Client(OpenAIClient api, OkHttpClient http) implements AutoCloseable {
        @Override
        public void close() {
            api.close();
            http.dispatcher().cancelAll();
            http.connectionPool().evictAll();
        }
    }

    /** A client without the SDK's own retries: ours decide what to retry (see {@link OpenAiChatModel}). */
    static Client create(EndpointSettings endpoint, Duration timeout) {
        OkHttpClient http = okHttp();
        OpenAIClient api = OpenAIOkHttpClient.builder()
                .baseUrl(endpoint.baseUrl().toString())
                // The SDK insists on a key; vLLM and Ollama ignore it.
                .apiKey(endpoint.apiKey().orElse("no-key"))
                .maxRetries(0)
                .timeout(timeout)
                .okHttpClient(http)
                .build();
        return new Client(api, http);
    }

    private static OkHttpClient okHttp() {
        ConnectionPool pool = new ConnectionPool(MAX_IDLE_CONNECTIONS, KEEP_ALIVE.toMillis(), TimeUnit.MILLISECONDS);
        ClosedConnectionRetry closedConnections = new ClosedConnectionRetry(pool);
        return new OkHttpClient.Builder()
                .connectionPool(pool)
                .addInterceptor(new ErrorBodyStart())
                .addInterceptor(closedConnections.applicationInterceptor())
                .addNetworkInterceptor(closedConnections.networkInterceptor())
                .addNetworkInterceptor(new Http10ConnectionClose())
                .build();
    }

    /**
     * Whether a timeout ended the request: the request timeout, or a read or write that stalled. The server
     * was reached, so "cannot reach" would mislead; a connect timeout is left out for that reason.
     */
    static boolean timedOut(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof InterruptedIOException timeout
                    && !String.valueOf(timeout.getMessage()).toLowerCase(Locale.ROOT).contains("connect")) {
                return true;
            }
        }
        return false;
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
