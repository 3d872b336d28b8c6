package dev.algoreval.dataset.plus.check;

import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.JsonValues;
import java.util.List;
import java.util.Optional;

/**
 * A maximum matching reported as mate[v] (the partner of v, or -1): many matchings are maximum, so
 * the answer is checked against the input (one entry per vertex, partners mutual, every matched pair
 * an edge of the graph) and its size against the expected (oracle's) matching's size.
 */
abstract class MaximumMatchingChecker implements Checker {
    abstract UndirectedInput graph(List<Object> args);

    @Override
    public Optional<String> check(HiddenTest test, Object actual) {
        long wantedPairs = ((List<?>) test.expected()).stream().filter(m -> ((Number) m).longValue() != -1).count() / 2;
        UndirectedInput g = graph(test.args());
        int n = g.vertexCount();
        if (!(actual instanceof List<?> mate) || mate.size() != n) {
            return Optional.of("expected a list of " + n + " partners (one per vertex) but got " + JsonValues.write(actual));
        }
        int matched = 0;
        for (int v = 0; v < n; v++) {
            if (!(mate.get(v) instanceof Long partner) || partner < -1 || partner >= n) {
                return Optional.of("mate[" + v + "] = " + JsonValues.write(mate.get(v)) + " is neither -1 nor a vertex");
            }
            if (partner == -1) {
                continue;
            }
            int u = partner.intValue();
            if (u == v || !(mate.get(u) instanceof Long back) || back != v) {
                return Optional.of("mate[" + v + "] = " + u + " but mate[" + u + "] = " + JsonValues.write(mate.get(u)));
            }
            if (!g.adjacent(v, u)) {
                return Optional.of("vertices " + v + " and " + u + " are matched but not joined by an edge");
            }
            matched++;
        }
        return matched / 2 == wantedPairs ? Optional.empty()
                : Optional.of("the matching has " + matched / 2 + " pairs but a maximum one has " + wantedPairs);
    }
}
