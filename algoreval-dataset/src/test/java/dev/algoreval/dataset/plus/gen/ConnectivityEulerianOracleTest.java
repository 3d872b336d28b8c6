package dev.algoreval.dataset.plus.gen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.JsonValues;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The greedy Eulerian oracle against exhaustive search over every trail of small random graphs. */
class ConnectivityEulerianOracleTest {
    @Test
    void undirectedPathIsTheSmallestOfAllEulerianPaths() {
        Random rnd = new Random(1);
        for (int round = 0; round < 40; round++) {
            ConnectivityGraph g = round % 2 == 0
                    ? ConnectivityEulerianGraphs.undirectedTrail(rnd, 7, 5, 8)
                    : ConnectivityEulerianGraphs.undirectedCircuit(rnd, 7, 6, 9);
            List<Object> smallest = null;
            for (int s = 0; s < g.n(); s++) {
                smallest = smaller(smallest, exhaustive(g, s, -1));
            }
            assertThat(ConnectivityEulerianOracle.smallestPath(g)).as("round %d", round).isEqualTo(smallest);
        }
    }

    @Test
    void directedCircuitIsTheSmallestOfAllCircuitsFromStart() {
        Random rnd = new Random(2);
        for (int round = 0; round < 40; round++) {
            ConnectivityGraph g = ConnectivityEulerianGraphs.directedCircuit(rnd, 6, 5, 10);
            int start = g.edges().get(rnd.nextInt(g.m()))[0];
            assertThat(ConnectivityEulerianOracle.smallestCircuit(g, start)).as("round %d", round)
                    .isEqualTo(exhaustive(g, start, start));
        }
    }

    /** The smallest trail from {@code start} over all edges (ending at {@code end} if >= 0), or null. */
    private static List<Object> exhaustive(ConnectivityGraph g, int start, int end) {
        List<Object> trail = new ArrayList<>(List.of((long) start));
        return search(g, new boolean[g.m()], start, end, trail);
    }

    private static List<Object> search(ConnectivityGraph g, boolean[] used, int at, int end, List<Object> trail) {
        if (trail.size() == g.m() + 1) {
            return end < 0 || at == end ? new ArrayList<>(trail) : null;
        }
        List<Object> best = null;
        for (int i = 0; i < g.m(); i++) {
            int[] e = g.edges().get(i);
            int next = e[0] == at ? e[1] : !g.directed() && e[1] == at ? e[0] : -1;
            if (used[i] || next < 0) {
                continue;
            }
            used[i] = true;
            trail.add((long) next);
            best = smaller(best, search(g, used, next, end, trail));
            trail.remove(trail.size() - 1);
            used[i] = false;
        }
        return best;
    }

    private static List<Object> smaller(List<Object> a, List<Object> b) {
        if (a == null) {
            return b;
        }
        return b == null || JsonValues.ORDER.compare(a, b) <= 0 ? a : b;
    }
}
