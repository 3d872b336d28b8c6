package dev.algoreval.engine.model;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * How often and how long to wait before asking again after a transient failure: exponential backoff
 * with jitter, or the server's own {@code Retry-After-Ms} / {@code Retry-After} when it sends one.
 */
public record RetryPolicy(int retries, Duration initialBackoff, Duration maxBackoff, Duration maxRetryAfter) {

    public static RetryPolicy standard(int retries) {
        return new RetryPolicy(retries, Duration.ofSeconds(1), Duration.ofSeconds(30), Duration.ofMinutes(5));
    }

    /** The wait before retry number {@code retry} (1-based). */
    public Duration delay(int retry, Optional<Duration> serverAsked) {
        if (serverAsked.isPresent()) {
            Duration asked = serverAsked.get();
            return asked.isNegative() ? Duration.ZERO : asked.compareTo(maxRetryAfter) > 0 ? maxRetryAfter : asked;
        }
        long base = initialBackoff.toMillis() << Math.min(retry - 1, 20);
        long capped = Math.min(base, maxBackoff.toMillis());
        // Full jitter keeps 16-32 concurrent clients from retrying in lockstep.
        return Duration.ofMillis(capped / 2 + ThreadLocalRandom.current().nextLong(capped / 2 + 1));
    }

    /** Reads {@code Retry-After-Ms} or {@code Retry-After} (seconds or an HTTP date) from response headers. */
    public static Optional<Duration> serverAsked(Function<String, List<String>> headers, Instant now) {
        Optional<String> millis = first(headers.apply("retry-after-ms"));
        if (millis.isPresent()) {
            try {
                return Optional.of(Duration.ofMillis((long) Double.parseDouble(millis.get().trim())));
            } catch (NumberFormatException e) {
                // fall through to Retry-After
            }
        }
        Optional<String> after = first(headers.apply("retry-after"));
        if (after.isEmpty()) {
            return Optional.empty();
        }
        String value = after.get().trim();
        try {
            return Optional.of(Duration.ofMillis((long) (Double.parseDouble(value) * 1000)));
        } catch (NumberFormatException e) {
            try {
                Instant at = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
                return Optional.of(Duration.between(now, at));
            } catch (DateTimeParseException ignored) {
                return Optional.empty();
            }
        }
    }

    private static Optional<String> first(List<String> values) {
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }
}
