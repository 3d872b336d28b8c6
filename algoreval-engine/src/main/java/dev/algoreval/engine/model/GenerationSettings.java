package dev.algoreval.engine.model;

import dev.algoreval.engine.config.SettingsOverrides;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What a request asks of the model besides the messages (paper Table 7). Empty values are not sent,
 * so the server's default applies. {@code thinkingBudget} is the token floor of the thinking models:
 * their output limit is never below it, so a long reasoning trace cannot crowd out the answer.
 */
public record GenerationSettings(Optional<Double> temperature, Optional<Double> topP, int maxTokens,
        Optional<Integer> thinkingBudget, Optional<String> reasoningEffort, Optional<Long> seed) {

    public static GenerationSettings openWeight(boolean thinking) {
        return new GenerationSettings(Optional.of(0.0), Optional.of(1.0), 32_768,
                thinking ? Optional.of(32_768) : Optional.empty(), Optional.empty(), Optional.empty());
    }

    public static GenerationSettings closedApi() {
        return new GenerationSettings(Optional.of(0.7), Optional.empty(), 8_192, Optional.empty(), Optional.empty(),
                Optional.empty());
    }

    /** The output-token limit sent: {@code maxTokens}, raised to the thinking budget where there is one. */
    public int effectiveMaxTokens() {
        return Math.max(maxTokens, thinkingBudget.orElse(0));
    }

    public GenerationSettings with(SettingsOverrides overrides) {
        return new GenerationSettings(
                overrides.temperature().or(() -> temperature),
                overrides.topP().or(() -> topP),
                overrides.maxTokens().orElse(maxTokens),
                overrides.thinkingBudget().or(() -> thinkingBudget),
                overrides.reasoningEffort().or(() -> reasoningEffort),
                overrides.seed().or(() -> seed));
    }

    /** Stable, JSON-friendly form for results and cache keys. */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        temperature.ifPresent(t -> map.put("temperature", t));
        topP.ifPresent(p -> map.put("top_p", p));
        map.put("max_tokens", effectiveMaxTokens());
        thinkingBudget.ifPresent(b -> map.put("thinking_budget", b));
        reasoningEffort.ifPresent(e -> map.put("reasoning_effort", e));
        seed.ifPresent(s -> map.put("seed", s));
        return map;
    }
}
