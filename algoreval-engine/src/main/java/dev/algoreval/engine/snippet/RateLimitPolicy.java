package dev.algoreval.engine.snippet;

import java.net.http.HttpHeaders;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What GitHub's rate-limit answers ask of a client (docs: rate-limits-for-the-rest-api): a 403 or 429
 * that is a limit is retried after {@code retry-after} seconds if given, else at {@code x-ratelimit-reset}
 * when nothing remains, else after at least a minute; repeated limits back off exponentially.
 */
final class RateLimitPolicy {
    private final RetrieverSettings settings;

    RateLimitPolicy(RetrieverSettings settings) {
        this.settings = settings;
    }

    /**
     * How long to wait before sending the request again, or empty when the answer is not a rate limit
     * (a plain 403 such as a forbidden repository is an error, not a reason to wait).
     *
     * @param earlierLimits how many rate-limit answers this request already had
     */
    Optional<Duration> waitAfter(int status, HttpHeaders headers, String message, int earlierLimits, Instant now) {
        if (status != 403 && status != 429) {
            return Optional.empty();
        }
        OptionalLong retryAfter = seconds(headers, "retry-after");
        OptionalLong remaining = seconds(headers, "x-ratelimit-remaining");
        OptionalLong reset = seconds(headers, "x-ratelimit-reset");
        boolean exhausted = remaining.isPresent() && remaining.getAsLong() == 0;
        boolean saysRateLimit = message.toLowerCase(Locale.ROOT).contains("rate limit");
        if (status == 403 && retryAfter.isEmpty() && !exhausted && !saysRateLimit) {
            return Optional.empty();
        }
        long factor = 1L << Math.min(earlierLimits, 10);
        if (retryAfter.isPresent()) {
            return Optional.of(Duration.ofSeconds(retryAfter.getAsLong()).multipliedBy(factor));
        }
        if (exhausted && reset.isPresent()) {
            return Optional.of(untilReset(reset.getAsLong(), now));
        }
        return Optional.of(settings.secondaryWait().multipliedBy(factor));
    }

    /** The wait until an {@code x-ratelimit-reset} (UTC epoch seconds) has passed, with the margin. */
    Duration untilReset(long resetEpochSeconds, Instant now) {
        Duration wait = Duration.between(now, Instant.ofEpochSecond(resetEpochSeconds)).plus(settings.resetMargin());
        return wait.isNegative() ? Duration.ZERO : wait;
    }

    static OptionalLong seconds(HttpHeaders headers, String name) {
        Optional<String> value = headers.firstValue(name);
        if (value.isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Long.parseLong(value.get().trim()));
        } catch (NumberFormatException e) {
            // retry-after may also be an HTTP date; GitHub sends seconds, and without them we fall back.
            return OptionalLong.empty();
        }
    }
}
