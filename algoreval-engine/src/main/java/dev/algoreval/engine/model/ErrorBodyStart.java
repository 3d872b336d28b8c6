package dev.algoreval.engine.model;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Keeps the start of an error answer's body where our error message can find it. The SDK reads an error
 * body only as JSON and drops anything else, so a proxy's HTML "502 Bad Gateway" page would leave a
 * message with a status and nothing else; the body start travels in a response header of our own, on a
 * single line and abbreviated, and the SDK hands the headers over with its exception.
 */
final class ErrorBodyStart implements Interceptor {
    private static final String HEADER = "X-Algoreval-Error-Body-Start";
    private static final int MAX_CHARS = 300;
    /** Enough bytes for {@link #MAX_CHARS} characters after runs of whitespace are squeezed, in most pages. */
    private static final long PEEK_BYTES = 4_096;

    @Override
    public Response intercept(Chain chain) throws IOException {
        Response response = chain.proceed(chain.request());
        if (response.code() < 400 || response.body() == null) {
            return response;
        }
        String start = oneLine(response.peekBody(PEEK_BYTES).string());
        if (start.isEmpty()) {
            return response;
        }
        return response.newBuilder().headers(response.headers().newBuilder().addUnsafeNonAscii(HEADER, start).build()).build();
    }

    /** The body start recorded for an error answer, if it had a body. */
    static Optional<String> in(Function<String, List<String>> headers) {
        List<String> values = headers.apply(HEADER);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    static String abbreviate(String text) {
        return text.length() <= MAX_CHARS ? text : text.substring(0, MAX_CHARS) + "…";
    }

    private static String oneLine(String body) {
        String squeezed = body.replaceAll("\\s+", " ").replaceAll("\\p{Cntrl}", "").strip();
        return abbreviate(squeezed);
    }
}
