package dev.algoreval.engine.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The configuration that concerns real models: where they are (one server, or several replicas of one
 * model; empty for the default), how to ask, what to remember.
 */
public record ModelOptions(List<URI> baseUrls, int concurrency, int samples, SettingsOverrides overrides,
        int retries, Duration requestTimeout, Optional<Path> cacheDirectory, boolean checkEndpoint) {
    public ModelOptions {
        baseUrls = List.copyOf(baseUrls);
    }
}
