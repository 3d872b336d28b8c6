package dev.algoreval.engine.model;

import java.io.IOException;
import java.util.Locale;
import okhttp3.Interceptor;
import okhttp3.Protocol;
import okhttp3.Response;
import okhttp3.internal.connection.RealConnection;

/**
 * Keeps an HTTP/1.0 connection out of the pool unless the server granted keep-alive. In HTTP/1.0 the
 * server closes the connection after each answer unless it says {@code Connection: keep-alive} (Python's
 * http.server and simple proxies do so), but OkHttp pools every connection not marked
 * {@code Connection: close}; each request sent on one of those would read end-of-stream.
 *
 * <p>OkHttp has no public way to retire a connection from an interceptor, so this uses the flag its own
 * {@code Connection: close} handling sets, under the lock that guards it.
 */
final class Http10ConnectionClose implements Interceptor {

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        if (response.protocol() == Protocol.HTTP_1_0 && !grantsKeepAlive(response)
                && chain.connection() instanceof RealConnection connection) {
            synchronized (connection) {
                connection.setNoNewExchanges(true);
            }
        }
        return response;
    }

    private static boolean grantsKeepAlive(Response response) {
        return response.headers("Connection").stream()
                .anyMatch(value -> value.toLowerCase(Locale.ROOT).contains("keep-alive"));
    }
}
