package dev.algoreval.engine.snippet;

import java.net.URI;
import java.time.Duration;

/**
 * Where the retriever asks and how fast. The defaults keep within GitHub's code search budget: the
 * documented limit is 10 searches a minute, the docs' current source says 9, so one search every 7 s.
 *
 * @param baseUrl            the REST API root ({@code https://api.github.com}, or a GitHub Enterprise / test server)
 * @param minSearchInterval  the least time between two search requests (pages and retries included)
 * @param secondaryWait      the first wait after a secondary rate limit that names no {@code retry-after}
 * @param resetMargin        added to {@code x-ratelimit-reset}, for clocks that disagree with GitHub's
 * @param maxAttempts        how many times one request is sent while it is rate limited, the first included
 * @param perPage            search results per page (GitHub allows up to 100)
 * @param maxPages           how many result pages are read for one algorithm and language
 */
public record RetrieverSettings(URI baseUrl, Duration minSearchInterval, Duration secondaryWait, Duration resetMargin,
        int maxAttempts, int perPage, int maxPages) {
    public static final URI GITHUB_API = URI.create("https://api.github.com");

    public RetrieverSettings {
        if (maxAttempts < 1 || perPage < 1 || perPage > 100 || maxPages < 1) {
            throw new IllegalArgumentException("maxAttempts and maxPages must be at least 1, perPage 1..100");
        }
        String text = baseUrl.toString();
        baseUrl = URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
    }

    public static RetrieverSettings defaults() {
        return new RetrieverSettings(GITHUB_API, Duration.ofSeconds(7), Duration.ofSeconds(60), Duration.ofSeconds(1),
                5, 30, 3);
    }

    public RetrieverSettings withBaseUrl(URI url) {
        return new RetrieverSettings(url, minSearchInterval, secondaryWait, resetMargin, maxAttempts, perPage, maxPages);
    }
}
