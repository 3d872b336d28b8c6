package dev.algoreval.engine.results;

import dev.algoreval.engine.scoring.Outcome;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * Outcome counts of a set of results, with the pass rate defined as in SPEC §4. The one place that
 * says what a pass rate is, for the end-of-run summary and the reports alike.
 */
public final class Tally {
    private final EnumMap<Outcome, Integer> counts = new EnumMap<>(Outcome.class);

    public static <T> Tally of(Collection<T> results, Function<T, Outcome> outcome) {
        Tally tally = new Tally();
        results.forEach(r -> tally.add(outcome.apply(r)));
        return tally;
    }

    /** Tallies per key, in first-seen order of the keys; callers sort as they need. */
    public static <T, K> Map<K, Tally> by(Collection<T> results, Function<T, K> key, Function<T, Outcome> outcome) {
        Map<K, Tally> tallies = new LinkedHashMap<>();
        for (T r : results) {
            tallies.computeIfAbsent(key.apply(r), k -> new Tally()).add(outcome.apply(r));
        }
        return tallies;
    }

    public void add(Outcome outcome) {
        counts.merge(outcome, 1, Integer::sum);
    }

    public int count(Outcome outcome) {
        return counts.getOrDefault(outcome, 0);
    }

    public int passed() {
        return count(Outcome.PASS);
    }

    /** Results with a model outcome: the pass rate's denominator. */
    public int counted() {
        return counts.entrySet().stream().filter(e -> e.getKey().isModelOutcome()).mapToInt(Map.Entry::getValue).sum();
    }

    public int excluded() {
        return total() - counted();
    }

    public int total() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    public OptionalDouble passRate() {
        int counted = counted();
        return counted == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) passed() / counted);
    }
}
