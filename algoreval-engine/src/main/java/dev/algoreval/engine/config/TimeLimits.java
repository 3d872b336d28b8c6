package dev.algoreval.engine.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * How long a program may run: the floor ({@code algoreval.timeout.run}, the paper's 30 s), raised to
 * {@code factor} × the instance's reference run time on this host when that is known, so that a slow
 * or loaded host does not turn correct programs into timeouts.
 *
 * @param calibration where the hosts' reference run times are kept, or empty when calibration is off
 */
public record TimeLimits(Duration floor, double factor, Optional<Path> calibration) {

    /** The limit for a program whose reference ran {@code reference} here; the floor when unknown. */
    public Duration limit(Optional<Duration> reference) {
        return reference.map(r -> Duration.ofNanos((long) Math.ceil(r.toNanos() * factor)))
                .filter(scaled -> scaled.compareTo(floor) > 0).orElse(floor);
    }
}
