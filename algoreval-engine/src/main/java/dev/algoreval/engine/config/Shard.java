package dev.algoreval.engine.config;

import dev.algoreval.engine.api.Constants;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * One of {@code count} parts of a run, {@code index} 1-based, as {@code algoreval.shard=i/n} names it.
 * Every machine running a shard computes the same assignment from the same selection, so together the
 * shards run every selected test exactly once.
 *
 * <p>Compile time dominates a test's cost and depends on its language (a Rust or C++ build takes far
 * longer than a Python start), so the units are ordered by language and then id and dealt out like
 * cards: each language's units lie next to each other in that order, so dealing them in turn gives
 * every shard the same number of them, give or take one, and no shard gets all the slow languages.
 */
public record Shard(int index, int count) {

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException(Constants.SHARD + " must be i/n with 1 ≤ i ≤ n, not '" + index + "/"
                    + count + "'");
        }
    }

    /** @throws IllegalArgumentException naming the key, for anything but {@code i/n} with 1 ≤ i ≤ n */
    public static Shard parse(String value) {
        String v = value.trim();
        int slash = v.indexOf('/');
        if (slash > 0 && slash < v.length() - 1) {
            try {
                int index = Integer.parseInt(v.substring(0, slash).trim());
                int count = Integer.parseInt(v.substring(slash + 1).trim());
                if (count < 1) {
                    throw new IllegalArgumentException(Constants.SHARD + "=" + v + ": the number of shards must be at least 1");
                }
                if (index < 1 || index > count) {
                    throw new IllegalArgumentException(Constants.SHARD + "=" + v + ": the shard number must be from 1 to "
                            + count + " (shards count from 1)");
                }
                return new Shard(index, count);
            } catch (NumberFormatException e) {
                // reported below
            }
        }
        throw new IllegalArgumentException(Constants.SHARD + " must be i/n, e.g. 2/4 for the second of four shards, not '"
                + value + "'");
    }

    /**
     * The shard (1-based) of each unit, in the order given: units sorted by language, then id, dealt in
     * turn. The result depends on the set of units only, not on the order they come in.
     */
    public static <T> List<Integer> assign(List<T> units, Function<T, String> language, Function<T, String> id,
            int count) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing((Integer i) -> language.apply(units.get(i)))
                .thenComparing(i -> id.apply(units.get(i))));
        Integer[] shards = new Integer[units.size()];
        for (int position = 0; position < order.size(); position++) {
            shards[order.get(position)] = position % count + 1;
        }
        return List.of(shards);
    }

    /** The units of this shard, in the order given. */
    public <T> List<T> select(List<T> units, Function<T, String> language, Function<T, String> id) {
        List<Integer> shards = assign(units, language, id, count);
        List<T> mine = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            if (shards.get(i) == index) {
                mine.add(units.get(i));
            }
        }
        return mine;
    }

    /** {@code 2/4}, as in the key and in results.jsonl. */
    @Override
    public String toString() {
        return index + "/" + count;
    }
}
