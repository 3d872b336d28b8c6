package dev.algoreval.dataset.plus.contract;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * No two values at a path are equal within one test (distinct weights, distinct keys, no repeated pair).
 * With {@code unordered}, a pair and its reverse count as equal (an undirected edge).
 */
public record Distinct(ValuePath of, Optional<String> what, boolean unordered) implements Clause {

    @Override
    public String kind() {
        return "distinct";
    }

    @Override
    public String sentence() {
        String subject = what.map(Range::capitalized).orElse("The values " + of.display());
        return what.isPresent() ? subject + " (" + of.display() + ") are all distinct" + (unordered
                ? ", also when read in reverse" : "") + "." : subject + " are all distinct.";
    }

    @Override
    public List<String> violations(HiddenTest test, Api api) {
        Set<Object> seen = new HashSet<>();
        List<String> out = new ArrayList<>();
        for (Object value : of.values(test, api)) {
            Object key = unordered && value instanceof List<?> pair && pair.size() >= 2 ? unorderedKey(pair) : value;
            if (!seen.add(key) && out.size() < EXAMPLES) {
                out.add(of.display() + " repeats " + value);
            }
        }
        return out;
    }

    private static Object unorderedKey(List<?> pair) {
        List<Object> key = new ArrayList<>(pair);
        long a = ((Number) pair.get(0)).longValue();
        long b = ((Number) pair.get(1)).longValue();
        key.set(0, Math.min(a, b));
        key.set(1, Math.max(a, b));
        return key;
    }

    @Override
    public boolean reaches(HiddenTest test, Api api) {
        return !of.values(test, api).isEmpty();
    }
}
