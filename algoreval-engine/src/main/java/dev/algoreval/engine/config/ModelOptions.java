package dev.algoreval.engine.config;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** The configuration that concerns real models: where they are, how to ask, what to remember. */
public record ModelOptions(Optional<URI> baseUrl, int concurrency, int samples, SettingsOverrides overrides,
        int retries, Duration requestTimeout, Optional<Path> cacheDirectory, boolean checkEndpoint) {
}
