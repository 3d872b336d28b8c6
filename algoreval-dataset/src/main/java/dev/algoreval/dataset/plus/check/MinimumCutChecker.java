package dev.algoreval.dataset.plus.check;

import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A minimum cut reported as [weight, side]: either side of the cut is right, so the side is checked
 * against the input (distinct vertices in range, neither empty nor all of them, and the edges it
 * cuts weigh the expected minimum) instead of compared with the expected side. The expected result
 * is the oracle's [weight, side].
 */
abstract class MinimumCutChecker implements Checker {
    abstract UndirectedInput graph(List<Object> args);

    @Override
    public Optional<String> check(HiddenTest test, Object actual) {
        long minimum = ((Number) ((List<?>) test.expected()).get(0)).longValue();
        if (!(actual instanceof List<?> result) || result.size() != 2 || !(result.get(0) instanceof Long weight)
                || !(result.get(1) instanceof List<?> side)) {
            return Optional.of("expected [weight, side] but got " + JsonValues.write(actual));
        }
        if (weight != minimum) {
            return Optional.of("reported weight " + weight + " but the minimum cut weighs " + minimum);
        }
        UndirectedInput g = graph(test.args());
        int n = g.vertexCount();
        Set<Integer> inSide = new HashSet<>();
        for (Object v : side) {
            if (!(v instanceof Long id) || id < 0 || id >= n) {
                return Optional.of("side " + JsonValues.write(side) + " holds " + JsonValues.write(v)
                        + ", not a vertex 0.." + (n - 1));
            }
            if (!inSide.add(id.intValue())) {
                return Optional.of("side " + JsonValues.write(side) + " lists vertex " + id + " twice");
            }
        }
        if (inSide.isEmpty() || inSide.size() == n) {
            return Optional.of("side " + JsonValues.write(side) + " leaves the other side of the cut empty");
        }
        long cut = 0;
        for (int u : inSide) {
            for (long[] arc : g.arcs(u)) {
                if (!inSide.contains((int) arc[0])) {
                    cut += arc[1];
                }
            }
        }
        return cut == minimum ? Optional.empty()
                : Optional.of("side " + JsonValues.write(side) + " cuts edges weighing " + cut
                        + ", not the minimum " + minimum);
    }
}
