package dev.algoreval.engine.model;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import okhttp3.Connection;
import okhttp3.ConnectionPool;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Sends a request again, at once and without counting it as a failure, when it went out on a pooled
 * connection that the server had already closed.
 *
 * <p>Servers close idle keep-alive connections (uvicorn under vLLM after 5 s, others sooner), and OkHttp
 * only probes a pooled connection for that once it has been idle for 10 s; so a request written to such a
 * connection reads end-of-stream instead of an answer. OkHttp would normally resend it on a new
 * connection, but the OpenAI SDK turns that off ({@code retryOnConnectionFailure(false)}, also on a client
 * we hand it) to do it in its own retries, which we turn off to keep ours. Left alone, the request never
 * reached the server yet used up one of our retries and counted towards giving the endpoint up.
 *
 * <p>Only a connection that has answered before qualifies: a fresh connection that fails means a server
 * that is down or broken, which our retries and the {@link EndpointBreaker} must see. The idle
 * connections of the pool are evicted before the resend, since a server that dropped one idle connection
 * has likely dropped the others idle as long, and a resend on one of those would fail the same way.
 */
final class ClosedConnectionRetry {
    /** A bound that only a server closing connections as fast as it accepts them could reach. */
    private static final int MAX_RESENDS = 3;

    private final ConnectionPool pool;
    /** Connections that have carried an exchange; weak, so the pool alone decides how long they live. */
    private final Set<Connection> used = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

    ClosedConnectionRetry(ConnectionPool pool) {
        this.pool = pool;
    }

    /** Goes first among the network interceptors, where the connection of each exchange is known. */
    Interceptor networkInterceptor() {
        return chain -> {
            Connection connection = chain.connection();
            boolean reused = connection != null && !used.add(connection);
            try {
                return chain.proceed(chain.request());
            } catch (IOException e) {
                if (reused && !(e instanceof InterruptedIOException) && !chain.call().isCanceled()) {
                    throw new ClosedByServerException(e);
                }
                throw e;
            }
        };
    }

    /** An application interceptor: resends the whole call, which goes back to the pool for a connection. */
    Interceptor applicationInterceptor() {
        return chain -> {
            Request request = chain.request();
            for (int resends = 0; ; resends++) {
                try {
                    return chain.proceed(request);
                } catch (ClosedByServerException e) {
                    boolean resendable = request.body() == null || !request.body().isOneShot();
                    if (resends >= MAX_RESENDS || !resendable || chain.call().isCanceled()) {
                        throw e.original();
                    }
                    pool.evictAll();
                }
            }
        };
    }

    /** The failure of an exchange on a reused connection, which may be resent. */
    private static final class ClosedByServerException extends IOException {
        ClosedByServerException(IOException cause) {
            super(cause.getMessage(), cause);
        }

        IOException original() {
            return (IOException) getCause();
        }
    }
}
