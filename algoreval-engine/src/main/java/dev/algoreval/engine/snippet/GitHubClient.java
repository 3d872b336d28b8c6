package dev.algoreval.engine.snippet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * GET requests to the GitHub REST API, paced: searches at least {@code minSearchInterval} apart, no
 * request to a bucket whose {@code x-ratelimit-remaining} is 0 before its reset, rate-limit answers
 * waited out and retried a bounded number of times. The token goes into the Authorization header and
 * nowhere else.
 */
final class GitHubClient {
    /** GitHub counts code search apart from the other REST requests ({@code code_search} vs {@code core}). */
    enum Bucket { SEARCH, CORE }

    /** A successful answer: the JSON body and the headers (for the Link pagination header). */
    record Answer(JsonNode body, HttpHeaders headers) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http;
    private final String token;
    private final RetrieverSettings settings;
    private final RateLimitPolicy policy;
    private final Consumer<String> notes;
    private final Map<Bucket, Long> exhaustedUntil = new EnumMap<>(Bucket.class);
    private long lastSearchNanos;
    private boolean searched;

    GitHubClient(String token, RetrieverSettings settings, Consumer<String> notes) {
        this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20))
                .followRedirects(HttpClient.Redirect.NEVER).build();
        this.token = token;
        this.settings = settings;
        this.policy = new RateLimitPolicy(settings);
        this.notes = notes;
    }

    /** The answer to a GET that must succeed. */
    Answer get(URI uri, Bucket bucket) throws GitHubException, InterruptedException {
        return find(uri, bucket).orElseThrow(() -> new GitHubException(
                "GitHub answered 404 Not Found for " + describe(uri), false));
    }

    /** The answer to a GET, or empty when GitHub answers 404 (a repository without a detected licence). */
    Optional<Answer> find(URI uri, Bucket bucket) throws GitHubException, InterruptedException {
        int limits = 0;
        for (int attempt = 1; ; attempt++) {
            pace(bucket);
            HttpResponse<String> response = send(uri);
            if (bucket == Bucket.SEARCH) {
                // Counted from the answer, not the sending: GitHub has certainly seen the request by then.
                searched = true;
                lastSearchNanos = System.nanoTime();
            }
            remember(bucket, response.headers());
            int status = response.statusCode();
            if (status == 200) {
                return Optional.of(new Answer(parse(uri, response.body()), response.headers()));
            }
            if (status == 404) {
                return Optional.empty();
            }
            String message = message(response.body());
            if (status == 401) {
                throw new GitHubException("GitHub rejected the token (401 " + message
                        + "); set GITHUB_TOKEN to a valid token", true);
            }
            Optional<Duration> wait = policy.waitAfter(status, response.headers(), message, limits, Instant.now());
            if (wait.isEmpty() && status >= 500) {
                wait = Optional.of(settings.secondaryWait().multipliedBy(1L << Math.min(limits, 10)));
            }
            if (wait.isEmpty()) {
                throw new GitHubException("GitHub answered " + status + " for " + describe(uri) + ": " + message, false);
            }
            limits++;
            if (attempt >= settings.maxAttempts()) {
                throw new GitHubException("GitHub still answers " + status + " (" + message + ") for " + describe(uri)
                        + " after " + attempt + " attempts; try again later", false);
            }
            notes.accept("waiting " + seconds(wait.get()) + " s: GitHub answered " + status + " (" + message + ")");
            sleep(wait.get());
        }
    }

    private HttpResponse<String> send(URI uri) throws GitHubException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri).GET().timeout(Duration.ofSeconds(60))
                .header("Accept", "application/vnd.github+json")
                .header("X-GitHub-Api-Version", "2022-11-28")
                .header("User-Agent", "AlgoREval-J snippet retriever")
                .header("Authorization", "Bearer " + token)
                .build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new GitHubException("cannot reach GitHub for " + describe(uri) + ": "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), false);
        }
    }

    /** Waits for the search interval and for an exhausted bucket's reset before a request is sent. */
    private void pace(Bucket bucket) throws InterruptedException {
        Long until = exhaustedUntil.remove(bucket);
        if (until != null) {
            Duration wait = policy.untilReset(until, Instant.now());
            if (!wait.isZero()) {
                notes.accept("waiting " + seconds(wait) + " s: the GitHub " + name(bucket)
                        + " rate limit is used up until " + Instant.ofEpochSecond(until).truncatedTo(ChronoUnit.SECONDS));
                sleep(wait);
            }
        }
        if (bucket == Bucket.SEARCH && searched) {
            long left = lastSearchNanos + settings.minSearchInterval().toNanos() - System.nanoTime();
            if (left > 0) {
                sleep(Duration.ofNanos(left));
            }
        }
    }

    private void remember(Bucket bucket, HttpHeaders headers) {
        OptionalLong remaining = RateLimitPolicy.seconds(headers, "x-ratelimit-remaining");
        OptionalLong reset = RateLimitPolicy.seconds(headers, "x-ratelimit-reset");
        if (remaining.isPresent() && remaining.getAsLong() == 0 && reset.isPresent()) {
            exhaustedUntil.put(bucket, reset.getAsLong());
        }
    }

    private static JsonNode parse(URI uri, String body) throws GitHubException {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            throw new GitHubException("GitHub's answer for " + describe(uri) + " is not JSON", false);
        }
    }

    /** GitHub's {@code message} field, cut short, or the start of a body that has none. */
    private static String message(String body) {
        String text;
        try {
            JsonNode node = JSON.readTree(body);
            text = node != null && node.hasNonNull("message") ? node.get("message").asText() : body;
        } catch (IOException e) {
            text = body;
        }
        text = text == null ? "" : text.replaceAll("\\s+", " ").strip();
        return text.length() > 200 ? text.substring(0, 200) + "…" : text;
    }

    /** The request as messages show it: path and query only, the host being the configured base URL. */
    static String describe(URI uri) {
        return uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
    }

    private static String name(Bucket bucket) {
        return bucket == Bucket.SEARCH ? "code search" : "core";
    }

    private static long seconds(Duration wait) {
        return (wait.toMillis() + 999) / 1000;
    }

    private static void sleep(Duration wait) throws InterruptedException {
        Thread.sleep(wait.toMillis(), wait.toNanosPart() % 1_000_000);
    }
}
