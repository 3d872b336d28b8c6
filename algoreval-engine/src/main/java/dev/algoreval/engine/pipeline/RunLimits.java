package dev.algoreval.engine.pipeline;

import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.config.TimeLimits;
import java.time.Duration;
import java.util.Optional;

/** Each instance's run limit on this host: the floor, or its calibrated value (see {@link TimeLimits}). */
public final class RunLimits {
    private final TimeLimits limits;
    private final ReferenceTimes references;

    public RunLimits(TimeLimits limits, ReferenceTimes references) {
        this.limits = limits;
        this.references = references;
    }

    /** Every program gets {@code floor}. */
    public static RunLimits fixed(Duration floor) {
        return new RunLimits(new TimeLimits(floor, 1, Optional.empty()), ReferenceTimes.none());
    }

    public Limit of(Instance instance) {
        Duration limit = limits.limit(references.of(instance));
        return new Limit(limit, limit.compareTo(limits.floor()) > 0);
    }

    /** @param calibrated whether the reference's time raised it above the floor */
    public record Limit(Duration duration, boolean calibrated) {
    }
}
