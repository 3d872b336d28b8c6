package dev.algoreval.engine.execution;

import java.util.List;

/**
 * How a run ended for the build: harness failures (results could not be written, the sandbox was
 * refused) and gate misses, one sentence each. A run with neither passes the build.
 */
public record RunVerdict(List<String> harnessFailures, List<String> gateMisses) {
    public RunVerdict {
        harnessFailures = List.copyOf(harnessFailures);
        gateMisses = List.copyOf(gateMisses);
    }

    public boolean failed() {
        return !harnessFailures.isEmpty() || !gateMisses.isEmpty();
    }

    /** What the console, the gate file and the engine's failure say. */
    public String message() {
        StringBuilder text = new StringBuilder();
        if (!harnessFailures.isEmpty()) {
            text.append("AlgoREval run failed (a harness problem, not the model's):\n  ")
                    .append(String.join("\n  ", harnessFailures)).append('\n');
        }
        if (!gateMisses.isEmpty()) {
            text.append("AlgoREval gate missed:\n  ").append(String.join("\n  ", gateMisses)).append('\n');
        }
        return text.toString();
    }
}
