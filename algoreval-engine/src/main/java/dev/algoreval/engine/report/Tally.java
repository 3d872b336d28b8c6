package dev.algoreval.engine.report;

import dev.algoreval.engine.scoring.Outcome;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Function;

/** Outcome counts of a set of results, with the pass rate defined as in SPEC §4. */
public final class Tally {
    private final EnumMap<Outcome, Integer> counts = new EnumMap<>(Outcome.class);

    public static Tally of(Collection<Result> results) {
        Tally tally = new Tally();
        results.forEach(tally::add);
        return tally;
    }

    /** Tallies per key, in first-seen order of the keys; callers sort as their chart needs. */
    public static <K> Map<K, Tally> by(Collection<Result> results, Function<Result, K> key) {
        Map<K, Tally> tallies = new LinkedHashMap<>();
        for (Result r : results) {
            tallies.computeIfAbsent(key.apply(r), k -> new Tally()).add(r);
        }
        return tallies;
    }

    public void add(Result result) {
        counts.merge(result.outcome(), 1, Integer::sum);
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
