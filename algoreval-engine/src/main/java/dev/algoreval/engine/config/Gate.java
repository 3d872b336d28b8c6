package dev.algoreval.engine.config;

import dev.algoreval.engine.api.Constants;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The CI gate: minimum pass rates, overall ({@code algoreval.minPassRate}) and per language
 * ({@code algoreval.minPassRate.rust}), checked once the run is over. Pass rates count only model
 * outcomes, as everywhere else (SPEC §4).
 */
public record Gate(OptionalDouble overall, Map<String, Double> perLanguage) {

    public static Gate none() {
        return new Gate(OptionalDouble.empty(), Map.of());
    }

    public boolean isSet() {
        return overall.isPresent() || !perLanguage.isEmpty();
    }

    /** The misses, one sentence each, given pass rates by language and overall (empty when nothing was scored). */
    public List<String> misses(Optional<Double> overallRate, Map<String, Optional<Double>> rateByLanguage) {
        List<String> misses = new ArrayList<>();
        overall.ifPresent(min -> check("overall", overallRate, min, Constants.MIN_PASS_RATE, misses));
        perLanguage.forEach((language, min) -> check(language, rateByLanguage.getOrDefault(language, Optional.empty()),
                min, Constants.MIN_PASS_RATE + "." + language, misses));
        return misses;
    }

    private static void check(String what, Optional<Double> rate, double min, String key, List<String> misses) {
        if (rate.isEmpty()) {
            misses.add(String.format(Locale.ROOT, "%s: no scored test, so the minimum %.1f %% (%s) cannot be met",
                    what, 100 * min, key));
        } else if (rate.get() < min) {
            misses.add(String.format(Locale.ROOT, "%s: pass rate %.1f %% is below the minimum %.1f %% (%s)",
                    what, 100 * rate.get(), 100 * min, key));
        }
    }
}
