package dev.algoreval.engine.config;

import java.util.Optional;

/** Generation settings given in the configuration; each one replaces the registry's value. */
public record SettingsOverrides(Optional<Double> temperature, Optional<Double> topP, Optional<Integer> maxTokens,
        Optional<Integer> thinkingBudget, Optional<String> reasoningEffort, Optional<Long> seed) {

    public static SettingsOverrides none() {
        return new SettingsOverrides(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty());
    }
}
