package dev.algoreval.dataset.oracle;

import java.util.Map;

/**
 * Algorithms whose expected output has no independent check, with the reason. The dataset README
 * lists the same; an algorithm is either here or has an oracle, never both, never neither.
 */
public final class NoIndependentCheck {
    public static final Map<String, String> REASONS = Map.of();

    private NoIndependentCheck() {
    }
}
